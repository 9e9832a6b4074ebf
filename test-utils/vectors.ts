/**
 * Access to the external test vectors that the repository carries in `vectors/` (byte-exact
 * copies, sources and licences in `vectors/README.md`). A missing file fails the suite that reads
 * it; every vector suite reports how many vectors it ran through {@link ranVectors}.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** The repository's vectors folder. */
export const VECTORS_DIR: string = join(repoRoot, "vectors");

/** Reads a vector file (a path under `vectors/`) as text; throws if it is missing. */
export function readVector(rel: string): string {
  const path = join(VECTORS_DIR, rel);
  if (!existsSync(path)) throw new Error(`test vector file vectors/${rel} is missing`);
  return readFileSync(path, "utf8");
}

/** Reads and parses a JSON vector file. */
export function readVectorJson<T = unknown>(rel: string): T {
  return JSON.parse(readVector(rel)) as T;
}

/**
 * Reports that a suite ran `n` vectors of `rel` (printed as `vectors: <rel> [what]: n`) and
 * throws if it ran none, so that a vector suite cannot pass without running a vector.
 */
export function ranVectors(rel: string, n: number, what = ""): void {
  if (!(n > 0)) throw new Error(`vectors/${rel}${what ? ` ${what}` : ""}: no vector ran`);
  console.log(`vectors: ${rel}${what ? ` ${what}` : ""}: ${n}`);
}
