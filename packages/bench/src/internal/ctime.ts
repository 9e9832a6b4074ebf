/**
 * Timing-leak measurement in the manner of dudect (Reparaz, Balasch and Verbauwhede, "Dude, is my
 * code constant time?", DATE 2017): an operation runs on inputs of two classes, in random order,
 * each call timed; Welch's t-test then asks whether the two timing distributions have different
 * means, on all samples and on the samples below several percentiles of the pooled distribution
 * (cropping removes the long upper tail of interrupts, garbage collection and the host's slow
 * stretches, which would otherwise hide a small difference).
 *
 * This is the JavaScript counterpart of libsecp256k1's `ctime_tests` (which runs the library under
 * valgrind with the secrets marked undefined, so any branch or memory index on them is reported).
 * Valgrind cannot see through a JIT, so here the question is put to the compiled code directly:
 * does its running time depend on the secret? A |t| that grows with the number of samples means
 * it does. The test cannot prove constant time; it finds leaks large enough to measure (here a
 * difference of about 1% of a call reaches |t| ≈ 6–9 in 20,000–40,000 calls, so leaks of a few
 * percent and more), and its power is shown by control rows that leak on purpose.
 *
 * @module
 */
import { median } from "../harness.js";

/** Percentiles of the pooled samples below which the t-test is repeated (1 = all samples). */
export const CROPS: readonly number[] = [1, 0.99, 0.9, 0.75, 0.5];

/**
 * |t| at or above which a difference is reported as a leak. dudect's own threshold: at 10 the
 * probability that equal distributions produced the difference is negligible even after many
 * tests (five crops, a few dozen rows). k1's constant-time rows stayed below 3 in 20,000 calls
 * each here; the variable-time controls reached several hundred (see the bench README).
 */
export const LEAK_T = 10;

/** |t| at or above which a difference is worth a longer run (dudect's 4.5: inconclusive below LEAK_T). */
export const SUSPECT_T = 4.5;

/** Welch's t statistic of two samples: (mean(a) − mean(b)) / √(var(a)/|a| + var(b)/|b|). */
export function welchT(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length < 2 || b.length < 2) throw new RangeError("welchT: each sample needs at least 2 values");
  const [ma, va] = meanVar(a);
  const [mb, vb] = meanVar(b);
  const se = Math.sqrt(va / a.length + vb / b.length);
  if (se === 0) return ma === mb ? 0 : Math.sign(ma - mb) * Number.POSITIVE_INFINITY;
  return (ma - mb) / se;
}

/** Mean and unbiased variance (two-pass). */
function meanVar(x: ArrayLike<number>): [number, number] {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i];
  const m = s / x.length;
  let q = 0;
  for (let i = 0; i < x.length; i++) q += (x[i] - m) ** 2;
  return [m, q / (x.length - 1)];
}

/** One crop's result: the percentile, the samples kept per class and t. */
export interface CropT {
  readonly crop: number;
  readonly n0: number;
  readonly n1: number;
  readonly t: number;
}

/**
 * Welch's t for each crop: the samples of both classes at or below the crop's percentile of the
 * pooled samples (all of them for crop 1). Crops that leave fewer than 2 samples in a class are
 * omitted.
 */
export function croppedT(t0: ArrayLike<number>, t1: ArrayLike<number>, crops = CROPS): CropT[] {
  const pooled = Float64Array.from([...Array.from(t0), ...Array.from(t1)]).sort();
  const out: CropT[] = [];
  for (const crop of crops) {
    const limit = crop >= 1 ? Number.POSITIVE_INFINITY : pooled[Math.floor(crop * (pooled.length - 1))];
    const a = Array.from(t0).filter((v) => v <= limit);
    const b = Array.from(t1).filter((v) => v <= limit);
    if (a.length < 2 || b.length < 2) continue;
    out.push({ crop, n0: a.length, n1: b.length, t: welchT(a, b) });
  }
  return out;
}

/** The verdict of a maximum |t|. */
export type Verdict = "no leak found" | "inconclusive" | "LEAK";

/** "LEAK" from {@link LEAK_T}, "inconclusive" from {@link SUSPECT_T}, else "no leak found". */
export function verdict(maxAbsT: number): Verdict {
  if (maxAbsT >= LEAK_T) return "LEAK";
  if (maxAbsT >= SUSPECT_T) return "inconclusive";
  return "no leak found";
}

/** A measured row. */
export interface CtimeResult {
  readonly name: string;
  /** Timed calls per class. */
  readonly n0: number;
  readonly n1: number;
  /** Median time per call of each class, µs. */
  readonly median0: number;
  readonly median1: number;
  readonly crops: readonly CropT[];
  /** The largest |t| over the crops. */
  readonly maxAbsT: number;
  readonly verdict: Verdict;
  /** XOR of every result (keeps the calls from being optimized away). */
  readonly sink: number;
}

/**
 * xorshift32: the class sequence is reproducible for a given seed. The seed is mixed first
 * (multiplied by an odd constant, a bijection on 32 bits): xorshift is linear, so small or
 * consecutive seeds used as they are give related sequences that start with runs of one class.
 */
function xorshift(seed: number): () => number {
  let s = Math.imul(seed ^ 0x6b31c7, 0x9e3779b9) || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s >>> 0;
  };
}

/** Options of {@link measureClasses}. */
export interface MeasureOptions {
  /** Timed calls in all (both classes together). */
  readonly samples: number;
  /** Untimed calls of each class first, so that the compiler has optimized the code. */
  readonly warmup?: number;
  /** Seed of the class sequence. */
  readonly seed?: number;
  /** The clock, in milliseconds (default `performance.now`). */
  readonly now?: () => number;
  /**
   * Called before every call of `op`, untimed, with that call's class: it copies the class's secret
   * into the input buffers `op` reads, so that both classes run on the same memory (dudect's
   * practice; two buffers at two addresses can differ in cache-line and store-forwarding
   * behaviour, which is not a property of the code under test).
   */
  readonly prepare?: (cls: number) => void;
}

/**
 * Runs `op(cls)` for cls = 0 and 1 in a random order (a fair coin per call), timing each call, and
 * returns the t statistics. `op` must do the same work for both classes apart from the secret (its
 * argument, or the inputs `opts.prepare(cls)` copied in just before, untimed), and return a number
 * derived from its result (it is XORed into the sink).
 */
export function measureClasses(name: string, op: (cls: number) => number, opts: MeasureOptions): CtimeResult {
  const now = opts.now ?? (() => performance.now());
  const warmup = opts.warmup ?? 200;
  const prepare = opts.prepare ?? (() => {});
  let sink = 0;
  for (let i = 0; i < warmup; i++) {
    prepare(0);
    sink ^= op(0);
    prepare(1);
    sink ^= op(1);
  }
  const rnd = xorshift(opts.seed ?? 0x6b31c7);
  const t0: number[] = [];
  const t1: number[] = [];
  for (let i = 0; i < opts.samples; i++) {
    const cls = rnd() & 1;
    prepare(cls);
    const start = now();
    sink ^= op(cls);
    const us = (now() - start) * 1000;
    (cls === 0 ? t0 : t1).push(us);
  }
  if (t0.length < 2 || t1.length < 2)
    throw new RangeError(`measureClasses: too few samples (${opts.samples})`);
  const crops = croppedT(t0, t1);
  const maxAbsT = crops.reduce((m, c) => Math.max(m, Math.abs(c.t)), 0);
  return {
    name,
    n0: t0.length,
    n1: t1.length,
    median0: median(t0),
    median1: median(t1),
    crops,
    maxAbsT,
    verdict: verdict(maxAbsT),
    sink,
  };
}

/**
 * Repeats a measurement while it fails, up to `tries` times, each with its own seed, and
 * returns every result; the last one passed unless all of them failed. For the short measurements
 * of the test suite: a leak of a tenth of a call is reported by every repetition, while a burst of
 * host noise during one 0.1-second measurement (seen once in CI, with other test processes
 * running) is not repeated by the next.
 */
export function replicate(
  measure: (seed: number) => CtimeResult,
  failed: (r: CtimeResult) => boolean,
  tries = 3,
): CtimeResult[] {
  const results: CtimeResult[] = [];
  for (let seed = 1; seed <= tries; seed++) {
    const r = measure(seed); // xorshift mixes the seed, so 1, 2, 3 give unrelated sequences
    results.push(r);
    if (!failed(r)) break;
  }
  return results;
}

/** One line per result: name, samples, medians, t per crop, max |t| and the verdict. */
export function formatResult(r: CtimeResult, expectLeak = false, declassified = false): string {
  const ts = r.crops.map((c) => `${c.crop === 1 ? "all" : `p${Math.round(c.crop * 100)}`} ${c.t.toFixed(1)}`);
  const note = expectLeak
    ? r.verdict === "LEAK"
      ? " (control: leak expected, found)"
      : " (control: leak expected, NOT found)"
    : "";
  const v = declassified && r.verdict !== "no leak found" ? "varies (by design)" : r.verdict;
  return `${r.name.padEnd(34)} n ${String(r.n0).padStart(6)}/${String(r.n1).padEnd(6)} median ${r.median0.toFixed(2).padStart(8)} /${r.median1.toFixed(2).padStart(8)} µs  t: ${ts.join(", ")}  max|t| ${r.maxAbsT.toFixed(1).padStart(6)}  ${v}${note}`;
}
