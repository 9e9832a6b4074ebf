// The K1Error code an expression throws, for tests of the typed errors.
import { isK1Error } from "../src/errors.js";

/**
 * Runs fn and returns the `code` of the K1Error it throws, "none" if it returns, or a description
 * of any other exception (which no test expects).
 */
export function errorCode(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (isK1Error(e)) return e.code;
    return `not a K1Error: ${(e as Error)?.constructor?.name}: ${(e as Error)?.message}`;
  }
  return "none";
}
