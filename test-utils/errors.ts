// What an expression throws, for the tests of k1's typed errors: the K1Error code and detail.

/** The code and detail of the K1Error that fn throws ("none" if it returns; a description otherwise). */
export interface Thrown {
  code: string;
  detail?: { signer: number | null; contribution: string } | undefined;
}

/**
 * Runs fn and returns the code (and detail) of the K1Error it throws, `{ code: "none" }` if it
 * returns, or `{ code: "not a K1Error: …" }` for any other exception (which no test expects).
 * Recognizes a K1Error by its name and code rather than by class: the tests meet the sources'
 * class (VERIFY runs, modules imported from src/) and the release build's (dist/), which are
 * different classes.
 */
export function thrown(fn: () => unknown): Thrown {
  try {
    fn();
  } catch (e) {
    const k = e as { name?: unknown; code?: unknown; detail?: Thrown["detail"] };
    if (e instanceof Error && k.name === "K1Error" && typeof k.code === "string") {
      return k.detail === undefined ? { code: k.code } : { code: k.code, detail: k.detail };
    }
    return { code: `not a K1Error: ${(e as Error)?.constructor?.name}: ${(e as Error)?.message}` };
  }
  return { code: "none" };
}

/** The code alone: fn's K1Error code, "none" if it returns, or a description of anything else. */
export function errorCode(fn: () => unknown): string {
  return thrown(fn).code;
}
