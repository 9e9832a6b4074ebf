/**
 * Access to the external test vectors in ../shared/vectors (overridable by K1_VECTORS).
 * Where the folder is absent a vector suite says so and skips — except under CI=true, where the
 * absence fails the run.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** The vectors folder. */
export const VECTORS_DIR: string = process.env.K1_VECTORS ?? resolve(repoRoot, "..", "shared", "vectors");

/** Whether the vectors folder exists; throws under CI=true if it does not. */
export function vectorsAvailable(): boolean {
  if (existsSync(VECTORS_DIR)) return true;
  if (process.env.CI === "true")
    throw new Error(`test vectors not found at ${VECTORS_DIR} (CI=true requires them)`);
  console.warn(`[k1] test vectors not found at ${VECTORS_DIR}: vector suites skip (set K1_VECTORS)`);
  return false;
}

/** Reads a vector file as text. */
export function readVector(rel: string): string {
  return readFileSync(join(VECTORS_DIR, rel), "utf8");
}
