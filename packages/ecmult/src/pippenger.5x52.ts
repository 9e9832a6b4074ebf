/**
 * Pippenger's bucket method on the 5x52 backend: libsecp256k1's `secp256k1_ecmult_pippenger_wnaf`,
 * `secp256k1_wnaf_fixed` and `secp256k1_ecmult_endo_split` (`ecmult_impl.h`).
 * `@k1/ecmult/10x26` has the same code over the 10x26 backend (the build writes it from this file).
 *
 * Every point is split by the endomorphism into P and λ·P with scalar halves below 2^128 (negated,
 * with the point, when "high"), so there are 2·(n + 1) entries with G. Each half is written in
 * fixed-window wNAF of window w + 1 (⌈128/(w + 1)⌉ digits, odd or zero, |digit| < 2^(w+1), plus a
 * skew); then, from the top digit down, every entry is added to the bucket of its digit (2^w
 * buckets, one per odd magnitude), and the buckets are summed as Σ (2k + 1)·bucket[k] with a
 * running sum: 2^(w+1) full additions per digit, plus w + 1 doublings. The bucket window w is
 * chosen by the number of points (`pippengerBucketWindow` in `multi-params.ts`).
 *
 * Variable time: for public inputs only.
 *
 * @module
 */
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { WNAF_BITS } from "./index.js";
import { PIPPENGER_MAX_BUCKET_WINDOW } from "./multi-params.js";

/**
 * Digits of a fixed-window wNAF of a 128-bit half with window w (libsecp256k1's `WNAF_SIZE(w)`):
 * ⌈WNAF_BITS / w⌉.
 */
export function wnafFixedSize(w: number): number {
  return ((WNAF_BITS + w - 1) / w) | 0;
}

/**
 * Converts a scalar below 2^128 to fixed-window wNAF (libsecp256k1's `secp256k1_wnaf_fixed`):
 * s = Σ_i 2^(w·i)·wnaf[off + i] − skew over i < {@link wnafFixedSize}(w), every digit 0 or odd with
 * |digit| < 2^w, and (for s ≠ 0) every digit below the top nonzero one nonzero.
 *
 * On input, s must be a valid scalar below 2^128; 2 ≤ w ≤ 31 (Pippenger uses bucket window + 1);
 * wnaf must have room for wnafFixedSize(w) digits from off. Returns the skew, 0 or 1 (1 when s is even:
 * the digits then encode s + 1). A zero s gives all-zero digits and skew 0. Variable time.
 */
export function ecmultWnafFixed(wnaf: Int32Array, off: number, s: scalar.Scalar, w: number): number {
  const size = wnafFixedSize(w);
  if (__VERIFY__) {
    scalar.verify(s, "ecmultWnafFixed");
    g.verifyCheck(w >= 2 && w <= 31 && off >= 0 && off + size <= wnaf.length, "ecmultWnafFixed: window/room");
    g.verifyCheck(
      scalar.getBitsVar(s, 128, 32) === 0 && scalar.getBitsVar(s, 160, 32) === 0,
      "ecmultWnafFixed: s ≥ 2^128",
    );
    g.verifyCheck(
      scalar.getBitsVar(s, 192, 32) === 0 && scalar.getBitsVar(s, 224, 32) === 0,
      "ecmultWnafFixed: s ≥ 2^128",
    );
  }
  if (scalar.isZero(s)) {
    for (let pos = 0; pos < size; pos++) wnaf[off + pos] = 0;
    return 0;
  }
  const skew = scalar.isEven(s) ? 1 : 0;
  wnaf[off] = scalar.getBitsVar(s, 0, w) + skew;
  // The last window is shorter when w does not divide the bits.
  const lastW = WNAF_BITS - (size - 1) * w;
  // Skip leading zero windows.
  let pos = size - 1;
  for (; pos > 0; pos--) {
    const val = scalar.getBitsVar(s, pos * w, pos === size - 1 ? lastW : w);
    if (val !== 0) break;
    wnaf[off + pos] = 0;
  }
  const maxPos = pos;
  for (pos = 1; pos <= maxPos; pos++) {
    const val = scalar.getBitsVar(s, pos * w, pos === size - 1 ? lastW : w);
    if ((val & 1) === 0) {
      wnaf[off + pos - 1] -= 1 << w;
      wnaf[off + pos] = val + 1;
    } else {
      wnaf[off + pos] = val;
    }
    // A digit ±1 below a digit of the opposite sign is folded into it (only earlier positions
    // change, since the code above relies on wnaf[pos − 1] being odd).
    if (pos >= 2) {
      const d1 = wnaf[off + pos - 1];
      const d2 = wnaf[off + pos - 2];
      if ((d1 === 1 && d2 < 0) || (d1 === -1 && d2 > 0)) {
        wnaf[off + pos - 2] += d1 === 1 ? 1 << w : -(1 << w);
        wnaf[off + pos - 1] = 0;
      }
    }
  }
  return skew;
}

const splitTmp = scalar.create();

/**
 * Splits an entry by the endomorphism (libsecp256k1's `secp256k1_ecmult_endo_split`).
 * On input, s1 must be a valid scalar, p1 a valid point; s1, s2, p1, p2 distinct objects.
 * Performs s1·p1 (on input) = s1·p1 + s2·p2 (on output), with p2 = λ·p1 and s1, s2 below 2^128:
 * each half that is "high" is negated together with its point. On output, p1.y and p2.y may have
 * magnitude 2 (negated). Constant time apart from the negations' branches (variable time).
 */
export function ecmultEndoSplit(s1: scalar.Scalar, s2: scalar.Scalar, p1: g.Ge, p2: g.Ge): void {
  scalar.copy(splitTmp, s1);
  scalar.splitLambda(s1, s2, splitTmp);
  g.geMulLambda(p2, p1);
  if (scalar.isHigh(s1)) {
    scalar.negate(s1, s1);
    g.geNeg(p1, p1);
  }
  if (scalar.isHigh(s2)) {
    scalar.negate(s2, s2);
    g.geNeg(p2, p2);
  }
}

/**
 * Scratch of {@link ecmultPippengerWnaf} (libsecp256k1's `secp256k1_pippenger_state` and what
 * `secp256k1_ecmult_pippenger_batch` allocates): the entries (points and scalars, two per input
 * point and two for G), their digits, and the buckets. Made by {@link pippengerStateCreate}.
 */
export interface PippengerState {
  /** The most entries it has room for (2·points + 2). */
  readonly entries: number;
  /** The bucket window it was made for (buckets for it, digit rows for it or any larger window). */
  readonly window: number;
  /** The entries' points. */
  readonly points: g.Ge[];
  /** The entries' scalars. */
  readonly scalars: scalar.Scalar[];
  /** Digits: {@link wnafFixedSize}(w + 1) per entry, entry after entry (room for w ≥ `window`). */
  readonly wnaf: Int32Array;
  /** The skew of each entry with digits. */
  readonly skew: Int32Array;
  /** The entry each digit row belongs to. */
  readonly inputPos: Int32Array;
  /** 2^window buckets (room for w ≤ `window`). */
  readonly buckets: g.Gej[];
}

/**
 * Returns the scratch of Pippenger's algorithm for up to `entries` entries with bucket window
 * `window` (see {@link pippengerStateFits} for the other windows it serves). Allocates.
 */
export function pippengerStateCreate(entries: number, window: number): PippengerState {
  const scalars: scalar.Scalar[] = [];
  for (let i = 0; i < entries; i++) scalars.push(scalar.create());
  return {
    entries,
    window,
    points: g.geArray(entries),
    scalars,
    wnaf: new Int32Array(entries * wnafFixedSize(window + 1)),
    skew: new Int32Array(entries),
    inputPos: new Int32Array(entries),
    buckets: g.gejArray(1 << window),
  };
}

/**
 * Whether a state has room for `entries` entries with bucket window w: enough entries, 2^w
 * buckets, and wnafFixedSize(w + 1) digits per entry.
 */
export function pippengerStateFits(state: PippengerState, entries: number, w: number): boolean {
  return (
    entries <= state.entries &&
    1 << w <= state.buckets.length &&
    entries * wnafFixedSize(w + 1) <= state.wnaf.length
  );
}

const tmp = g.geCreate();
const runningSum = g.gejCreate();

/**
 * Computes r = Σ sc[i]·pt[i] over `num` entries by Pippenger's bucket method with wNAF digits
 * (libsecp256k1's `secp256k1_ecmult_pippenger_wnaf`).
 *
 * On input, 1 ≤ w ≤ {@link PIPPENGER_MAX_BUCKET_WINDOW} and the state fits num entries with w
 * ({@link pippengerStateFits}); sc[0..num) valid scalars below 2^128 (as
 * after {@link ecmultEndoSplit}) and pt[0..num) valid points (infinity allowed); r distinct from
 * them and from the state. Entries with a zero scalar or an infinite point are skipped.
 * Performs r = Σ sc[i]·pt[i]. On output, r is valid, or infinity. Variable time.
 */
export function ecmultPippengerWnaf(
  state: PippengerState,
  w: number,
  r: g.Gej,
  sc: readonly scalar.Scalar[],
  pt: readonly g.Ge[],
  num: number,
): void {
  if (__VERIFY__) {
    g.verifyCheck(w >= 1 && w <= PIPPENGER_MAX_BUCKET_WINDOW, "ecmultPippengerWnaf: bucket window");
    g.verifyCheck(pippengerStateFits(state, num, w), "ecmultPippengerWnaf: state too small");
  }
  const nWnaf = wnafFixedSize(w + 1);
  const wnaf = state.wnaf;
  const skew = state.skew;
  const inputPos = state.inputPos;
  const buckets = state.buckets;
  const nBuckets = 1 << w;
  let no = 0;
  for (let np = 0; np < num; np++) {
    if (scalar.isZero(sc[np]) || pt[np].infinity) continue;
    inputPos[no] = np;
    skew[no] = ecmultWnafFixed(wnaf, no * nWnaf, sc[np], w + 1);
    no++;
  }
  g.gejSetInfinity(r);
  if (no === 0) return;

  for (let i = nWnaf - 1; i >= 0; i--) {
    for (let buc = 0; buc < nBuckets; buc++) g.gejSetInfinity(buckets[buc]);
    for (let np = 0; np < no; np++) {
      const n = wnaf[np * nWnaf + i];
      const p = pt[inputPos[np]];
      if (i === 0 && skew[np] !== 0) {
        // Correct for the skew: the digits encoded s + 1.
        g.geNeg(tmp, p);
        g.gejAddGeVar(buckets[0], buckets[0], tmp, null);
      }
      if (n > 0) {
        const b = buckets[(n - 1) >> 1];
        g.gejAddGeVar(b, b, p, null);
      } else if (n < 0) {
        const b = buckets[(-n - 1) >> 1];
        g.geNeg(tmp, p);
        g.gejAddGeVar(b, b, tmp, null);
      }
    }
    for (let j = 0; j < w; j++) g.gejDoubleVar(r, r, null);
    // Σ (2k + 1)·bucket[k] = Σ bucket[k] + 2·Σ k·bucket[k]: a running sum from the top bucket
    // (Σ_{k ≥ b} bucket[k]) added to r once per bucket gives Σ k·bucket[k]; the factor 2 comes
    // from deferring r's last doubling.
    g.gejSetInfinity(runningSum);
    for (let buc = nBuckets - 1; buc > 0; buc--) {
      g.gejAddVar(runningSum, runningSum, buckets[buc], null);
      g.gejAddVar(r, r, runningSum, null);
    }
    g.gejAddVar(runningSum, runningSum, buckets[0], null);
    g.gejDoubleVar(r, r, null);
    g.gejAddVar(r, r, runningSum, null);
  }
}
