// The K1Error code an expression throws, for tests of the typed errors (as @k1/sigs' tests).

/**
 * Runs fn and returns the `code` of the K1Error it throws, "none" if it returns, or a description
 * of any other exception. Recognizes a K1Error by its name and code rather than by class (the
 * sources' class and the release build's are different classes).
 */
export function errorCode(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    const k = e as { name?: unknown; code?: unknown };
    if (e instanceof Error && k.name === "K1Error" && typeof k.code === "string") return k.code;
    return `not a K1Error: ${(e as Error)?.constructor?.name}: ${(e as Error)?.message}`;
  }
  return "none";
}
