/**
 * libsecp256k1's own `bench` binary as a peer: runs it in a child process and reads its rows.
 * Native code cannot share k1's process, so `bench_native` interleaves the two in time instead
 * (in every round, row by row: the native run of the row, then k1's, or the other way round) and
 * compares both the minima and the ratios of each round ({@link pairedRatios}).
 *
 * @module
 */
import { spawnSync } from "node:child_process";
import { SIG_ROWS, type SigRow } from "./sig-row-names.js";

/** The signature rows both benchmark programs have, with libsecp256k1's names. */
export const NATIVE_ROWS = SIG_ROWS;

/**
 * The Min(us) column of libsecp256k1's bench output (`name , min , avg , max` lines; the header,
 * blank lines and any other line are skipped), by row name.
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
 * Runs libsecp256k1's `bench` at `path` on `names` (at least one) with `iters` iterations per run
 * (`SECP256K1_BENCH_ITERS`) and returns its Min(us) per row. Throws if the program cannot be
 * started, fails (a build without the recovery module exits with an error when asked for
 * `ecdsa_recover`), runs longer than `timeoutMs`, or prints none of the rows.
 */
export function runNativeBench(
  path: string,
  names: readonly string[],
  iters: number,
  timeoutMs = 30 * 60_000,
): Map<string, number> {
  // libsecp256k1's bench runs every benchmark when given no names.
  if (names.length === 0) throw new Error("bench_native: no rows to run");
  const r = spawnSync(path, [...names], {
    encoding: "utf8",
    timeout: timeoutMs,
    env: { ...process.env, SECP256K1_BENCH_ITERS: String(Math.max(1, Math.round(iters))) },
  });
  if (r.error) throw new Error(`bench_native: cannot run ${path}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`bench_native: ${path} exited with ${r.status}: ${r.stderr}`);
  const rows = parseNativeBench(r.stdout);
  if (![...names].some((n) => rows.has(n)))
    throw new Error(`bench_native: ${path} printed none of ${names.join(", ")}`);
  return rows;
}

/** What the command line of `bench_native` asks for (see {@link parseNativeArgs}). */
export type NativeArgs =
  | { readonly kind: "run"; readonly path: string; readonly rows: readonly SigRow[] }
  | { readonly kind: "help" }
  | { readonly kind: "usage-error"; readonly message: string };

/**
 * Reads `bench_native`'s arguments: `[path] [rows ...]`, the path falling back to `envPath`
 * (`K1_NATIVE_BENCH`); `-h` / `--help` anywhere asks for the usage. Every other argument must be one
 * of {@link NATIVE_ROWS} (no rows: all of them), and there must be a path that `exists` accepts.
 */
export function parseNativeArgs(
  argv: readonly string[],
  envPath: string | undefined,
  exists: (path: string) => boolean,
): NativeArgs {
  if (argv.includes("-h") || argv.includes("--help")) return { kind: "help" };
  const args = [...argv];
  const isRow = (a: string) => (NATIVE_ROWS as readonly string[]).includes(a);
  const path = args.length > 0 && !isRow(args[0]) ? (args.shift() as string) : envPath;
  if (path === undefined || path === "") {
    return { kind: "usage-error", message: "no path to libsecp256k1's bench (argument or K1_NATIVE_BENCH)" };
  }
  const unknown = args.filter((a) => !isRow(a));
  if (unknown.length > 0) return { kind: "usage-error", message: `unknown rows: ${unknown.join(", ")}` };
  if (!exists(path)) return { kind: "usage-error", message: `${path} does not exist` };
  return {
    kind: "run",
    path,
    rows: args.length > 0 ? NATIVE_ROWS.filter((n) => args.includes(n)) : [...NATIVE_ROWS],
  };
}

/** The spread of per-round ratios k1 / native of one row (see {@link pairedRatios}). */
export interface PairedRatios {
  /** The number of rounds with both figures. */
  readonly n: number;
  /** The median ratio, and the first and third quartiles. */
  readonly median: number;
  readonly q1: number;
  readonly q3: number;
}

/**
 * The ratios k1[i] / native[i] of the rounds in which both were measured (entries that are not
 * positive finite numbers are skipped), summarised by their median and quartiles (nearest rank);
 * undefined if no round has both. A slow stretch of the machine that falls on one round moves both
 * figures of that round, which a ratio of the two sides' minima over all rounds, taken from
 * different rounds, does not cancel.
 */
export function pairedRatios(k1: readonly number[], native: readonly number[]): PairedRatios | undefined {
  const r: number[] = [];
  for (let i = 0; i < Math.min(k1.length, native.length); i++) {
    const a = k1[i];
    const b = native[i];
    if (Number.isFinite(a) && Number.isFinite(b) && a > 0 && b > 0) r.push(a / b);
  }
  if (r.length === 0) return undefined;
  r.sort((x, y) => x - y);
  const at = (q: number) => r[Math.min(r.length - 1, Math.max(0, Math.ceil(q * r.length) - 1))];
  return { n: r.length, median: at(0.5), q1: at(0.25), q3: at(0.75) };
}
