// The K1Error code an expression throws, for tests of the typed errors: recognized by name and code
// rather than by class (the VERIFY runs meet the sources' class, the release runs dist/'s).

/** fn's K1Error code, "none" if it returns, or a description of any other exception. */
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
