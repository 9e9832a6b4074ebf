/**
 * libsecp256k1's own `bench` binary as a peer: runs it in a child process and reads its rows.
 * Native code cannot share k1's process, so {@link bench_native} interleaves the two in time
 * instead (one native run, then k1's rows, in every round) and compares the minima.
 *
 * @module
 */
import { spawnSync } from "node:child_process";

/** The signature rows both benchmark programs have, with libsecp256k1's names. */
export const NATIVE_ROWS = [
  "ec_keygen",
  "ecdsa_sign",
  "ecdsa_verify",
  "ecdsa_recover",
  "schnorrsig_sign",
  "schnorrsig_verify",
  "ecdh",
] as const;

/**
 * The Min(us) column of libsecp256k1's bench output (`name , min , avg , max` lines; the header,
 * blank lines and its configure summary are skipped), by row name.
 */
export function parseNativeBench(text: string): Map<string, number> {
  const rows = new Map<string, number>();
  for (const line of text.split("\n")) {
    const cells = line.split(",").map((c) => c.trim());
    if (cells.length !== 4 || !/^[a-z0-9_]+$/.test(cells[0])) continue;
    const min = Number(cells[1]);
    if (Number.isFinite(min) && min > 0) rows.set(cells[0], min);
  }
  return rows;
}

/**
 * Runs libsecp256k1's `bench` at `path` on `names` with `iters` iterations per run
 * (`SECP256K1_BENCH_ITERS`) and returns its Min(us) per row. Throws if the program fails or
 * reports none of the rows (a build without the recovery module has no `ecdsa_recover`).
 */
export function runNativeBench(path: string, names: readonly string[], iters: number): Map<string, number> {
  const r = spawnSync(path, [...names], {
    encoding: "utf8",
    env: { ...process.env, SECP256K1_BENCH_ITERS: String(Math.max(1, Math.round(iters))) },
  });
  if (r.error) throw new Error(`bench_native: cannot run ${path}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`bench_native: ${path} exited with ${r.status}: ${r.stderr}`);
  const rows = parseNativeBench(r.stdout);
  if (![...names].some((n) => rows.has(n)))
    throw new Error(`bench_native: ${path} printed none of ${names.join(", ")}`);
  return rows;
}
