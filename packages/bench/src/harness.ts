/**
 * The benchmark harness: libsecp256k1's bench.h in TypeScript.
 *
 * A benchmark is a function that runs `iters` iterations and returns a number derived from every
 * result it computed; the harness folds that number into a sink that is printed at the end, so no
 * result can be optimised away (libsecp256k1 once reported 0 µs for want of this). Each row is
 * warmed up first (the JIT compiles the hot code), then run `K1_BENCH_COUNT` times (default 10);
 * Min/Avg/Max are per-iteration microseconds over those runs, as in libsecp256k1's output:
 *
 *     Benchmark                     ,    Min(us)    ,    Avg(us)    ,    Max(us)
 *     field_mul                     ,     0.0340    ,     0.0342    ,     0.0351
 *
 * `K1_BENCH_ITERS` scales every row's iteration count (e.g. 0.1 for a quick run); `K1_BENCH_CLOCK=cpu`
 * times the process's CPU time instead of the wall clock; `K1_BENCH_MAX_MS` caps a row's iterations so
 * that its runs take about that long in all.
 *
 * Rounds ({@link rounds}, `K1_BENCH_ROUNDS`): a suite run in rounds measures every row once per
 * round, its `K1_BENCH_COUNT` runs split between the rounds, and prints each row once, after the
 * last round, with Min/Avg/Max over all of its runs. On a shared machine the CPU can slow down by
 * up to 2× for seconds at a time; a row measured in one contiguous second can
 * fall entirely inside such a stretch, while rounds spread its runs over the whole suite, so its Min
 * comes from a fast stretch (and rows compared as ratios are measured in the same stretches).
 *
 * Rows can be filtered by substrings given on the command line: a row runs if a filter is part of
 * its name or of its section's name (so `5x52` selects a backend, `ecdsa_verify` a row). Rows print
 * through {@link setOutput} (default: `console.log`).
 *
 * @module
 */

/** A benchmark body: runs `iters` iterations, returns a number that depends on every result. */
export type BenchFn = (iters: number) => number;

/**
 * The settings' source: `process.env` where there is one (Node, Bun, Deno), else `globalThis.K1_ENV`
 * (set by the browser page of `bench_engines` before it loads the rows).
 */
const ENV: Record<string, string | undefined> =
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ??
  (globalThis as { K1_ENV?: Record<string, string | undefined> }).K1_ENV ??
  {};
/** Timed runs of each row (`K1_BENCH_COUNT`, default 10), split between the rounds. */
export const COUNT = Number(ENV.K1_BENCH_COUNT ?? 10);
/** Rounds of a suite run with {@link rounds} (`K1_BENCH_ROUNDS`, default 3). */
export const ROUNDS = Math.max(1, Math.floor(Number(ENV.K1_BENCH_ROUNDS ?? 3)));
/** The iteration scale of every row (`K1_BENCH_ITERS`, default 1). */
export const SCALE = Number(ENV.K1_BENCH_ITERS ?? 1);
/** The time a row's runs may take in all, in ms (`K1_BENCH_MAX_MS`; 0, the default: no cap). */
const MAX_MS = Number(ENV.K1_BENCH_MAX_MS ?? 0);
/** The iterations per run of each row, as set in its first round (capped by K1_BENCH_MAX_MS). */
const capped = new Map<string, number>();

// The clock: process.hrtime (nanoseconds) where there is one, else performance.now() (a browser's,
// 5 µs resolution on a cross-origin-isolated page; runs last milliseconds). `K1_BENCH_CLOCK=cpu`
// measures the process's CPU time instead (`process.cpuUsage`, µs; Node, Bun, Deno), which time
// spent waiting for a shared machine's cores does not inflate.
const proc = (
  globalThis as {
    process?: { hrtime?: { bigint(): bigint }; cpuUsage?: () => { user: number; system: number } };
  }
).process;
const hrtime = proc?.hrtime;
const cpuClock = ENV.K1_BENCH_CLOCK === "cpu" && proc?.cpuUsage !== undefined;
const cpuUs = (): number => {
  const u = (proc as { cpuUsage: () => { user: number; system: number } }).cpuUsage();
  return u.user + u.system;
};
const mark: () => bigint | number = cpuClock
  ? cpuUs
  : hrtime
    ? () => hrtime.bigint()
    : () => performance.now();
/** Microseconds since `t0` (a value of `mark()`). */
const elapsedUs: (t0: bigint | number) => number = cpuClock
  ? (t0) => cpuUs() - (t0 as number)
  : hrtime
    ? (t0) => Number(hrtime.bigint() - (t0 as bigint)) / 1000
    : (t0) => (performance.now() - (t0 as number)) * 1000;
/** The clock the rows are measured with: "cpu" (process CPU time) or "wall". */
export const CLOCK: "cpu" | "wall" = cpuClock ? "cpu" : "wall";
let sink = 0;
let out: (line: string) => void = (line) => console.log(line);
let filters: string[] = [];
let exactFilters = false;
let currentSection = "";
const rows: Row[] = [];
// Rounds: the current round (0-based) of `roundsTotal`, and the runs of each row so far.
let round = 0;
let roundsTotal = 1;
const acc = new Map<string, { min: number; max: number; sum: number; count: number }>();
// The minimum of each row's runs in the latest round it ran in (see roundMin).
const lastRound = new Map<string, number>();

/**
 * Runs `body` (a suite of rows) `n` times, printing each row once, after the last round, with its
 * statistics over every round (see the module comment). Sections print in the last round only.
 */
export function rounds(n: number, body: () => void): void {
  roundsTotal = Math.max(1, Math.floor(n));
  acc.clear();
  try {
    for (round = 0; round < roundsTotal; round++) body();
  } finally {
    round = 0;
    roundsTotal = 1;
  }
}

const printing = () => round === roundsTotal - 1;

/** Sends the harness's lines (header, sections, rows) to `fn` instead of `console.log`. */
export function setOutput(fn: (line: string) => void): void {
  out = fn;
}

/**
 * Restricts the rows that run to those whose name (or section) contains one of `f` (empty: all
 * rows); with `exact`, to the rows named exactly as one of `f`, in every section.
 */
export function setFilters(f: readonly string[], exact = false): void {
  filters = [...f];
  exactFilters = exact;
}

/** Whether a row (or a group of rows sharing a prefix) is selected by the filters. */
export function selected(name: string): boolean {
  if (exactFilters) return filters.includes(name);
  return filters.length === 0 || filters.some((f) => name.includes(f) || f.includes(name));
}

/**
 * Runs the rows of each backend the filters select: both unless a "5x52" or "10x26" filter names
 * one of them.
 */
export function runBackends(run5x52: () => void, run10x26: () => void): void {
  if (selected("5x52") || !selected("10x26")) run5x52();
  if (selected("10x26") || !selected("5x52")) run10x26();
}

function fmt(us: number): string {
  const s = us >= 100 ? us.toFixed(1) : us >= 1 ? us.toFixed(3) : us.toFixed(4);
  return s.padStart(11, " ").padEnd(15, " ");
}

/**
 * Starts a section of rows (e.g. one field backend): prints `# <name>` and tags the following
 * rows with it.
 */
export function section(name: string): void {
  currentSection = name;
  if (printing()) out(`# ${name}`);
}

/** Every row measured so far in this process. */
export function measuredRows(): readonly Row[] {
  return rows;
}

/** Prints libsecp256k1's header row. */
export function header(): void {
  out(`${"Benchmark".padEnd(30, " ")},${"    Min(us)    "},${"    Avg(us)    "},${"    Max(us)    "}`);
}

/** One measured row: per-iteration µs over COUNT runs. */
export interface Row {
  /** The section the row was measured in (see {@link section}). */
  readonly section: string;
  /** The row name, libsecp256k1's (`field_mul`, `ecdsa_verify`, …). */
  readonly name: string;
  /** Minimum, average and maximum µs per iteration over the runs. */
  readonly min: number;
  readonly avg: number;
  readonly max: number;
}

/**
 * Runs and prints one row. `iters` is the iteration count of one run (scaled by K1_BENCH_ITERS);
 * the body runs once more untimed to warm up. Returns the row (undefined when filtered out).
 */
export function bench(name: string, iters: number, fn: BenchFn): Row | undefined {
  // A row runs if a filter matches its name or its section ("5x52", "peer tiny", …).
  if (
    exactFilters
      ? !filters.includes(name)
      : filters.length > 0 && !filters.some((f) => name.includes(f) || currentSection.includes(f))
  )
    return undefined;
  const key = `${currentSection}\u0000${name}`;
  let n = capped.get(key) ?? Math.max(1, Math.round(iters * SCALE));
  if (round === 0) {
    // Warm-up; with K1_BENCH_MAX_MS, its speed caps the iterations of the row's runs so that all of
    // them together take about that long (a backend far off its engine's pace would take hours).
    const half = Math.max(1, n >> 1);
    const t0 = mark();
    sink ^= fn(half) | 0;
    const us = elapsedUs(t0) / half;
    if (MAX_MS > 0 && us > 0) n = Math.min(n, Math.max(4, Math.floor((MAX_MS * 1000) / (us * COUNT))));
    capped.set(key, n);
  }
  let a = acc.get(key);
  if (a === undefined || round === 0) {
    a = { min: Number.POSITIVE_INFINITY, max: 0, sum: 0, count: 0 };
    acc.set(key, a);
  }
  // This round's share of the COUNT runs (at least one).
  const runs = Math.max(1, Math.ceil(COUNT / roundsTotal));
  let thisRound = Number.POSITIVE_INFINITY;
  for (let c = 0; c < runs; c++) {
    const t0 = mark();
    sink ^= fn(n) | 0;
    const us = elapsedUs(t0) / n;
    if (us < thisRound) thisRound = us;
    if (us < a.min) a.min = us;
    if (us > a.max) a.max = us;
    a.sum += us;
    a.count++;
  }
  lastRound.set(key, thisRound);
  if (!printing()) return undefined;
  const { min, max } = a;
  const row = { section: currentSection, name, min, avg: a.sum / a.count, max };
  rows.push(row);
  out(`${name.padEnd(30, " ")},${fmt(min)},${fmt(row.avg)},${fmt(max)}`);
  return row;
}

/**
 * As {@link bench}, for a body that returns a promise (work done elsewhere, such as in worker
 * threads: the time is the wall clock from the call to the promise's settlement). Rounds are not
 * supported (the row is printed when measured).
 */
export async function benchAsync(
  name: string,
  iters: number,
  fn: (iters: number) => Promise<number>,
): Promise<Row | undefined> {
  if (
    exactFilters
      ? !filters.includes(name)
      : filters.length > 0 && !filters.some((f) => name.includes(f) || currentSection.includes(f))
  )
    return undefined;
  const n = Math.max(1, Math.round(iters * SCALE));
  sink ^= (await fn(Math.max(1, n >> 1))) | 0; // warm-up
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  let sum = 0;
  for (let c = 0; c < COUNT; c++) {
    const t0 = process.hrtime.bigint();
    sink ^= (await fn(n)) | 0;
    const us = Number(process.hrtime.bigint() - t0) / 1000 / n;
    if (us < min) min = us;
    if (us > max) max = us;
    sum += us;
  }
  const row = { section: currentSection, name, min, avg: sum / COUNT, max };
  rows.push(row);
  console.log(`${name.padEnd(30, " ")},${fmt(min)},${fmt(row.avg)},${fmt(max)}`);
  return row;
}

/**
 * The minimum µs per iteration of a row's runs in the latest round in which it ran (undefined if it
 * has not run): what `bench_native` pairs with the native run of the same round.
 */
export function roundMin(sectionName: string, name: string): number | undefined {
  return lastRound.get(`${sectionName}\u0000${name}`);
}

/** The accumulated sink; print it once at the end of a run so no result is dead code. */
export function sinkValue(): number {
  return sink;
}

/** The median of a sample (the upper one for an even count). */
export function median(x: ArrayLike<number>): number {
  const s = Float64Array.from(x).sort();
  return s[s.length >> 1];
}
