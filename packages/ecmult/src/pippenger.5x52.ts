/**
 * Pippenger's bucket method on the 5x52 backend, with the buckets filled by batches of affine
 * additions: libsecp256k1's `secp256k1_ecmult_pippenger_wnaf` and `secp256k1_ecmult_endo_split`
 * (`ecmult_impl.h`) in their roles, with the accumulation of the buckets done differently.
 * `@k1/ecmult/10x26` has the same code over the 10x26 backend (the build writes it from this file).
 *
 * **Entries.** Every point with a full scalar is split by the endomorphism into P and λ·P with
 * scalar halves below 2^128 (negated, with the point, when "high"); a point with a short scalar
 * (below 2^128, such as the 128-bit randomizers of batch verification) is one entry as it is; G
 * is split like the others. Each entry's scalar is written in signed digits of c bits,
 * s = Σ_j 2^(c·j)·d_j with d_j ∈ [−2^(c−1), 2^(c−1)] ({@link ecmultSignedDigits}: W =
 * ⌈129/c⌉ digits, no skew), and c − 1 = the bucket window w of `pippengerBucketWindow`: 2^w
 * buckets per window, bucket |d| − 1 receiving sign(d)·P.
 *
 * **Passes, from the top window down.** Windows are taken together in passes of up to 2,048
 * buckets (bucket (j − j0)·2^w + |d| − 1 of window j). A pass reads the entries in order and puts
 * each digit's point into its bucket ({@link ecmultPippenger}'s `place`): an empty bucket takes
 * the point by reference; otherwise the pair (the bucket's sum, the point) joins the current batch
 * of affine additions, its output the bucket's own accumulator; a bucket already in the batch makes
 * the point wait, and a second waiting point is paired with the first (into a spare point, placed
 * again after the batch), so that many points of one bucket are summed as a tree. A batch runs when
 * it has 512 pairs (and at the end of the pass). The entries are read in order and the buckets of a
 * pass stay in the caches, as libsecp256k1's Jacobian buckets do, but each point costs an affine
 * addition where those cost a mixed one; a sort of the entries by bucket would read them at random.
 *
 * **Batches of affine additions** ({@link ecmultBatchAffineAdd}). The pairs of a batch are
 * independent: their slopes λ = (y₂ − y₁)/(x₂ − x₁) share one inversion by Montgomery's trick
 * (3 mul per pair) and each sum costs 2 mul + 1 sqr more, 5 mul + 1 sqr against the mixed Jacobian
 * addition's 8 mul + 3 sqr into a bucket that libsecp256k1 does. Equal points double
 * (λ = 3x²/(2y)), opposite points cancel (the bucket empties).
 *
 * **Reduction** (`reduce`). Σ_k (k + 1)·B_k per window: the buckets are cut into segments, whose
 * running sums advance together as batches of affine additions, and the segments are combined by a
 * short Jacobian running sum; windows of fewer than 64 buckets use libsecp256k1's running sum
 * (`reduceJacobian`). The windows' sums are added to r after c doublings each.
 *
 * Counts per entry and window: one affine addition (none for a bucket's first point), against one
 * mixed addition; per window about 2^(w+1) affine additions and c doublings for the reduction.
 *
 * Variable time: for public inputs only.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { WNAF_BITS } from "./index.js";
import { PIPPENGER_MAX_BUCKET_WINDOW } from "./multi-params.js";

/**
 * Digits of the signed-digit recoding of a scalar below 2^128 with digits of c bits
 * ({@link ecmultSignedDigits}): ⌈(WNAF_BITS + 1)/c⌉, room for the last carry.
 */
export function signedDigitsSize(c: number): number {
  return ((WNAF_BITS + c) / c) | 0;
}

/**
 * Recodes a scalar below 2^128 into signed digits of c bits: s = Σ_{j < W} 2^(c·j)·d_j with
 * W = {@link signedDigitsSize}(c) and every d_j in [−2^(c−1), 2^(c−1)], written to
 * out[off + j·stride] (libsecp256k1's Pippenger uses `secp256k1_wnaf_fixed`: odd digits and a skew
 * for even scalars, one more bucket addition for half the entries; these digits need none).
 *
 * On input, s must be a valid scalar below 2^128; 2 ≤ c ≤ 16; out must have room for
 * off + (W − 1)·stride. A zero s gives zero digits. Variable time.
 */
export function ecmultSignedDigits(
  out: Int32Array,
  off: number,
  stride: number,
  s: scalar.Scalar,
  c: number,
): void {
  const W = signedDigitsSize(c);
  if (__VERIFY__) {
    scalar.verify(s, "ecmultSignedDigits");
    g.verifyCheck(c >= 2 && c <= 16, "ecmultSignedDigits: c");
    g.verifyCheck(off >= 0 && off + (W - 1) * stride < out.length, "ecmultSignedDigits: room");
    g.verifyCheck((s[4] | s[5] | s[6] | s[7]) === 0, "ecmultSignedDigits: s ≥ 2^128");
  }
  const half = 1 << (c - 1);
  const full = 1 << c;
  const mask = full - 1;
  let carry = 0;
  for (let j = 0; j < W; j++) {
    // c bits from bit c·j (they may straddle two words; bits from 128 on are 0).
    const bit = c * j;
    const wi = bit >>> 5;
    const sh = bit & 31;
    let v = 0;
    if (wi < 4) {
      v = s[wi] >>> sh;
      if (sh + c > 32 && wi + 1 < 4) v |= s[wi + 1] << (32 - sh);
      v &= mask;
    }
    v += carry;
    if (v > half) {
      v -= full;
      carry = 1;
    } else {
      carry = 0;
    }
    out[off + j * stride] = v;
  }
  if (__VERIFY__) g.verifyCheck(carry === 0, "ecmultSignedDigits: carry out of the last digit");
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

const proto = fe.create();
const FE_BYTES = proto.byteLength;
const FeCtor = proto.constructor as new (buffer: ArrayBuffer, byteOffset: number, length: number) => g.Fe;

/** A field element (value 0) viewing element k of a buffer of elements. */
function feView(buf: ArrayBuffer, k: number): g.Fe {
  const v = new FeCtor(buf, k * FE_BYTES, proto.length);
  fe.setInt(v, 0);
  return v;
}

/** Buckets of one pass over the entries: windows are taken together until they have this many. */
const GROUP_BUCKETS = 2048;
/** The most pairs of one batch of affine additions. */
const BATCH_PAIRS = 512;
/** The most running sums of the reduction at once (one batch of affine additions; at most the buckets of a pass). */
const REDUCE_CHAINS = BATCH_PAIRS;
/** Segments per window of the reduction, at most (see `reduce`). */
const REDUCE_SEGMENTS = 64;
/** Windows with fewer buckets are reduced by a plain running sum (`reduceJacobian`). */
const REDUCE_MIN_BUCKETS = 64;

/**
 * Scratch of {@link ecmultPippenger} (libsecp256k1's `secp256k1_pippenger_state` and what
 * `secp256k1_ecmult_pippenger_batch` allocates, with what the affine batches need): the entries
 * (points, their negations as views, scalars and digits), the buckets of one pass (each an affine
 * accumulator of its own, the point its sum is so far, and a waiting point), the pairs of the
 * current batch of affine additions, spare points, and the queue of points still to place. Made
 * by {@link pippengerStateCreate}.
 */
export interface PippengerState {
  /** The most entries it has room for. */
  readonly entries: number;
  /** The bucket window it was made for (buckets for it, digit rows for it or any larger window). */
  readonly window: number;
  /** The entries' points. */
  readonly points: g.Ge[];
  /** (x, −y) of every entry: views sharing the points' x. */
  readonly negPoints: g.Ge[];
  /** The entries' scalars. */
  readonly scalars: scalar.Scalar[];
  /** Digits, entry-major: digit j of the k-th live entry at k·W + j (room for c ≥ window + 1). */
  readonly digits: Int32Array;
  /** The entries with a nonzero scalar and a finite point. */
  readonly live: Int32Array;
  /** Each bucket's own accumulator (flat storage). */
  readonly own: g.Ge[];
  /** The point each bucket's sum is so far (its own accumulator, an entry, a spare), or null. */
  readonly acc: (g.Ge | null)[];
  /** The spare that acc is, or −1. */
  readonly accSpare: Int32Array;
  /** A point waiting for the bucket (its accumulator is in the current batch), or null. */
  readonly wait: (g.Ge | null)[];
  /** The spare that wait is, or −1. */
  readonly waitSpare: Int32Array;
  /** The batch in which each bucket's accumulator is an input (a batch counter). */
  readonly busy: Int32Array;
  /**
   * The buckets that were given a waiting point since the last batch (a bucket once per time, so
   * at most the buckets and the pairs of a batch).
   */
  readonly waiting: Int32Array;
  /** The pairs of the current batch: first points. */
  readonly pa: g.Ge[];
  /** Second points. */
  readonly pb: g.Ge[];
  /** Outputs. */
  readonly pr: g.Ge[];
  /** Per pair: its bucket. */
  readonly pairBucket: Int32Array;
  /** Per pair: −1 if its output is the bucket's own accumulator, else the spare its output is. */
  readonly pairOut: Int32Array;
  /** Per pair: the spare its first input was (−1 for none), freed after the batch. */
  readonly pairFreeA: Int32Array;
  /** The spare its second input was. */
  readonly pairFreeB: Int32Array;
  /** Denominators of the pairs' slopes. */
  readonly den: g.Fe[];
  /** Prefix products of the denominators. */
  readonly prod: g.Fe[];
  /** Spare points (grown as needed). */
  readonly spares: g.Ge[];
  /** Free spares (a stack of indices into spares). */
  readonly freeSpares: number[];
  /** Points to place: their buckets. */
  readonly qB: number[];
  /** The points. */
  readonly qP: g.Ge[];
  /** Their spares (−1 for none). */
  readonly qS: number[];
  /** The reduction's running sums (per segment: the point it is, and its own storage). */
  readonly run: (g.Ge | null)[];
  /** The reduction's sums of the running sums. */
  readonly tot: (g.Ge | null)[];
  /** Storage of the running sums. */
  readonly chainOwn: g.Ge[];
  /** Storage of their sums. */
  readonly chainTot: g.Ge[];
  /** Each window's Σ (b + 1)·B_b, for the windows of a pass. */
  readonly windowSums: g.Gej[];
}

/**
 * The buckets of one pass for bucket window w and `entries` entries: windows taken together up to
 * GROUP_BUCKETS buckets, or two per entry if that is fewer (a few entries need few buckets for
 * full batches), and at least one window's.
 */
export function pippengerGroupBuckets(w: number, entries: number): number {
  return Math.max(1 << w, Math.min(GROUP_BUCKETS, 2 * entries));
}

/**
 * Returns the scratch of Pippenger's algorithm for up to `entries` entries with bucket window
 * `window` (see {@link pippengerStateFits} for the other windows it serves). Allocates.
 */
export function pippengerStateCreate(entries: number, window: number): PippengerState {
  const scalars: scalar.Scalar[] = [];
  for (let i = 0; i < entries; i++) scalars.push(scalar.create());
  // Every entry's x, y and −y side by side in one buffer, and every bucket's accumulator in
  // another, so that what a pass reads is compact in memory (the elements are views).
  const points: g.Ge[] = [];
  const negPoints: g.Ge[] = [];
  const eBuf = new ArrayBuffer(3 * FE_BYTES * entries);
  for (let i = 0; i < entries; i++) {
    const p = g.geCreate(); // the hidden class of every Ge, then its members replaced
    p.x = feView(eBuf, 3 * i);
    p.y = feView(eBuf, 3 * i + 1);
    points.push(p);
    const v = g.geCreate();
    v.x = p.x;
    v.y = feView(eBuf, 3 * i + 2);
    negPoints.push(v);
  }
  const nb = pippengerGroupBuckets(window, entries);
  const pairs = pippengerBatchPairs(entries);
  const chains = Math.min(REDUCE_CHAINS, nb);
  return {
    entries,
    window,
    points,
    negPoints,
    scalars,
    digits: new Int32Array(entries * signedDigitsSize(window + 1)),
    live: new Int32Array(entries),
    own: flatPoints(nb),
    acc: new Array<g.Ge | null>(nb).fill(null),
    accSpare: new Int32Array(nb),
    wait: new Array<g.Ge | null>(nb).fill(null),
    waitSpare: new Int32Array(nb),
    busy: new Int32Array(nb),
    waiting: new Int32Array(nb + pairs),
    pa: new Array<g.Ge>(pairs).fill(g.GE_CONST_G),
    pb: new Array<g.Ge>(pairs).fill(g.GE_CONST_G),
    pr: new Array<g.Ge>(pairs).fill(g.GE_CONST_G),
    pairBucket: new Int32Array(pairs),
    pairOut: new Int32Array(pairs),
    pairFreeA: new Int32Array(pairs),
    pairFreeB: new Int32Array(pairs),
    den: g.feArray(pairs),
    prod: g.feArray(pairs),
    spares: [],
    freeSpares: [],
    qB: [],
    qP: [],
    qS: [],
    run: new Array<g.Ge | null>(chains).fill(null),
    tot: new Array<g.Ge | null>(chains).fill(null),
    chainOwn: flatPoints(chains),
    chainTot: flatPoints(chains),
    windowSums: g.gejArray(signedDigitsSize(2)),
  };
}

/** `n` points (infinity) whose coordinates are views into one buffer. Allocates. */
function flatPoints(n: number): g.Ge[] {
  const buf = new ArrayBuffer(2 * FE_BYTES * n);
  const r: g.Ge[] = [];
  for (let i = 0; i < n; i++) {
    const p = g.geCreate();
    p.x = feView(buf, 2 * i);
    p.y = feView(buf, 2 * i + 1);
    r.push(p);
  }
  return r;
}

/**
 * The pairs of one batch of affine additions for `entries` entries: BATCH_PAIRS, or as many as
 * the entries if fewer (at least 8).
 */
export function pippengerBatchPairs(entries: number): number {
  return Math.min(BATCH_PAIRS, Math.max(8, entries));
}

/**
 * Whether a state has room for `entries` entries with bucket window w: enough entries, the
 * buckets of a pass, and the digits of c = w + 1.
 */
export function pippengerStateFits(state: PippengerState, entries: number, w: number): boolean {
  return (
    entries <= state.entries &&
    1 << w <= state.own.length &&
    entries * signedDigitsSize(w + 1) <= state.digits.length
  );
}

// Scratch of ecmultBatchAffineAdd and the reduction (one call at a time).
const inv = fe.createScratch();
const t1 = fe.createScratch();
const t2 = fe.createScratch();
const lam = fe.createScratch();
const runningSum = g.gejCreate();
const windowSum = g.gejCreate();
/** Kinds of the pairs of a batch: an addition, a doubling, or a cancellation. */
const ADD = 0;
const DOUBLE = 1;
const CANCEL = 2;
let kinds = new Uint8Array(64);

/**
 * Adds `n` pairs of affine points with one inversion (Montgomery's trick): out[k] = a[k] + b[k].
 *
 * On input, a[k] and b[k] must be valid finite points (magnitudes of `Ge`: x ≤ 4, y ≤ 3); the
 * out[k] distinct objects, each distinct from every input except that out[k] may be a[k]; den and
 * prod with room for n field elements. Performs out[k] = a[k] + b[k] (2·a[k] when they are equal), infinity when
 * a[k] = −b[k]. On output, finite outputs have x and y of magnitude 1. Variable time.
 *
 * Cost per pair: 5 mul + 1 sqr and eleven linear operations (one inversion per batch).
 */
export function ecmultBatchAffineAdd(
  out: readonly g.Ge[],
  a: readonly g.Ge[],
  b: readonly g.Ge[],
  n: number,
  den: readonly g.Fe[],
  prod: readonly g.Fe[],
): void {
  if (__VERIFY__) {
    for (let k = 0; k < n; k++) {
      g.geVerify(a[k]);
      g.geVerify(b[k]);
      g.verifyCheck(!a[k].infinity && !b[k].infinity, "ecmultBatchAffineAdd: infinite input");
    }
    const inputs = new Set<g.Ge>();
    for (let k = 0; k < n; k++) {
      inputs.add(a[k]);
      inputs.add(b[k]);
    }
    const outs = new Set<g.Ge>();
    for (let k = 0; k < n; k++) {
      g.verifyCheck(!outs.has(out[k]), "ecmultBatchAffineAdd: an output twice");
      outs.add(out[k]);
      g.verifyCheck(
        out[k] === a[k] || !inputs.has(out[k]),
        "ecmultBatchAffineAdd: an output is another pair's input",
      );
      g.verifyCheck(out[k] !== b[k], "ecmultBatchAffineAdd: out[k] is b[k]");
    }
  }
  if (n === 0) return;
  if (kinds.length < n) kinds = new Uint8Array(Math.max(n, 2 * kinds.length));
  const kind = kinds;
  // Forward: den[k] = x₂ − x₁, prod[k] = den[0]·…·den[k]. A zero den (equal or opposite points,
  // rare) makes the product zero: then the pass is done again with each pair checked.
  kind.fill(ADD, 0, n);
  for (let k = 0; k < n; k++) {
    const d = den[k];
    fe.negate(d, a[k].x, 4);
    fe.add(d, b[k].x); //                         d = x₂ − x₁ (9)
    if (k === 0) fe.copy(prod[0], d);
    else fe.mul(prod[k], prod[k - 1], d);
  }
  if (fe.normalizesToZeroVar(prod[n - 1])) {
    // den[k] = 2y₁ to double, 1 for a cancelled pair.
    for (let k = 0; k < n; k++) {
      const p = a[k];
      const q = b[k];
      const d = den[k];
      if (fe.normalizesToZeroVar(d)) {
        fe.negate(t1, p.y, 3);
        fe.add(t1, q.y); //                       y₂ − y₁ (7)
        if (fe.normalizesToZeroVar(t1)) {
          kind[k] = DOUBLE;
          fe.copy(d, p.y);
          fe.mulInt(d, 2); //                     d = 2y₁ (≤ 6; y ≠ 0 in a group of odd order)
        } else {
          kind[k] = CANCEL;
          fe.setInt(d, 1); //                     p = −q
        }
      }
      if (k === 0) fe.copy(prod[0], d);
      else fe.mul(prod[k], prod[k - 1], d);
    }
  }
  fe.invVar(inv, prod[n - 1]); //                 inv = 1/(den[0]·…·den[n − 1])
  for (let k = n - 1; k >= 0; k--) {
    // inv = 1/(den[0]·…·den[k]); 1/den[k] = inv·prod[k − 1].
    if (k > 0) {
      fe.mul(t2, inv, prod[k - 1]); //            t2 = 1/den[k] (1)
      fe.mul(inv, inv, den[k]); //                inv = 1/(den[0]·…·den[k − 1]) (1)
    } else {
      fe.copy(t2, inv);
    }
    const r = out[k];
    const kd = kind[k];
    if (kd === CANCEL) {
      g.geSetInfinity(r);
      continue;
    }
    const p = a[k];
    const q = b[k];
    // λ = (y₂ − y₁)/(x₂ − x₁), or 3x₁²/(2y₁) to double.
    if (kd === ADD) {
      fe.negate(t1, p.y, 3);
      fe.add(t1, q.y); //                         y₂ − y₁ (7)
    } else {
      fe.sqr(t1, p.x);
      fe.mulInt(t1, 3); //                        3x₁² (3)
    }
    fe.mul(lam, t1, t2); //                       λ (1)
    // x₃ = λ² − (x₁ + x₂), y₃ = λ·(x₁ − x₃) − y₁.
    fe.copy(t2, p.x);
    fe.add(t2, q.x); //                           x₁ + x₂ (8)
    fe.negate(t2, t2, 8); //                      (9)
    fe.sqr(t1, lam);
    fe.add(t1, t2); //                            x₃ (10)
    fe.normalizeWeak(t1); //                      (1)
    fe.negate(t2, t1, 1);
    fe.add(t2, p.x); //                           x₁ − x₃ (6)
    fe.mul(t2, t2, lam); //                       λ·(x₁ − x₃) (1)
    fe.negate(r.y, p.y, 3);
    fe.add(r.y, t2); //                           y₃ (5)
    fe.normalizeWeak(r.y); //                     (1)
    fe.copy(r.x, t1);
    r.infinity = 0;
  }
  if (__VERIFY__) for (let k = 0; k < n; k++) g.geVerify(out[k]);
}

// The batch in progress (one multiplication at a time; nothing here calls out).
let pairs = 0;
let epoch = 0;
let nWaiting = 0;

/** A free spare point's index (the state's spares grow when none is free). */
function spareAlloc(s: PippengerState): number {
  const f = s.freeSpares;
  if (f.length > 0) return f.pop() as number;
  s.spares.push(flatPoints(1)[0]);
  return s.spares.length - 1;
}

/** Runs the current batch and moves the buckets and spares on (see {@link ecmultPippenger}). */
function flush(s: PippengerState): void {
  ecmultBatchAffineAdd(s.pr, s.pa, s.pb, pairs, s.den, s.prod);
  const acc = s.acc;
  const accSpare = s.accSpare;
  const free = s.freeSpares;
  for (let i = 0; i < pairs; i++) {
    if (s.pairFreeA[i] >= 0) free.push(s.pairFreeA[i]);
    if (s.pairFreeB[i] >= 0) free.push(s.pairFreeB[i]);
    const b = s.pairBucket[i];
    const t = s.pairOut[i];
    const v = s.pr[i];
    if (t < 0) {
      acc[b] = v.infinity ? null : v;
      accSpare[b] = -1;
    } else if (v.infinity) {
      free.push(t);
    } else {
      s.qB.push(b);
      s.qP.push(v);
      s.qS.push(t);
    }
  }
  pairs = 0;
  epoch++;
  // The waiting points go back to the queue: their buckets are free again.
  const wait = s.wait;
  for (let k = 0; k < nWaiting; k++) {
    const b = s.waiting[k];
    const p = wait[b];
    if (p === null) continue;
    s.qB.push(b);
    s.qP.push(p);
    s.qS.push(s.waitSpare[b]);
    wait[b] = null;
  }
  nWaiting = 0;
}

/** Appends the pair (a, b) → out, for bucket bk, to the current batch. */
function pair(
  s: PippengerState,
  a: g.Ge,
  sa: number,
  b: g.Ge,
  sb: number,
  out: g.Ge,
  spare: number,
  bk: number,
): void {
  const k = pairs++;
  s.pa[k] = a;
  s.pb[k] = b;
  s.pr[k] = out;
  s.pairBucket[k] = bk;
  s.pairOut[k] = spare;
  s.pairFreeA[k] = sa;
  s.pairFreeB[k] = sb;
}

/**
 * Puts point p (spare sp, or −1) into bucket b: it becomes the bucket's sum if the bucket is
 * empty; else it is paired with the bucket's sum (into the bucket's own accumulator) if that is
 * not an input of the current batch yet; else with the point waiting for the bucket (into a
 * spare, which is placed again after the batch), or it waits.
 */
function place(s: PippengerState, b: number, p: g.Ge, sp: number): void {
  if (pairs === s.pa.length) flush(s);
  const a = s.acc[b];
  if (a === null) {
    s.acc[b] = p;
    s.accSpare[b] = sp;
    return;
  }
  if (s.busy[b] !== epoch) {
    s.busy[b] = epoch;
    pair(s, a, s.accSpare[b], p, sp, s.own[b], -1, b);
    return;
  }
  const q = s.wait[b];
  if (q === null) {
    s.wait[b] = p;
    s.waitSpare[b] = sp;
    s.waiting[nWaiting++] = b;
    return;
  }
  s.wait[b] = null;
  const t = spareAlloc(s);
  pair(s, q, s.waitSpare[b], p, sp, s.spares[t], t, b);
}

/** Places the queued points (placing may run the batch, which queues more). */
function drain(s: PippengerState): void {
  const qB = s.qB;
  const qP = s.qP;
  const qS = s.qS;
  while (qB.length > 0) {
    const b = qB.pop() as number;
    const p = qP.pop() as g.Ge;
    const sp = qS.pop() as number;
    place(s, b, p, sp);
  }
}

/**
 * Σ_b (b + 1)·B_b for each of the G windows of a pass into state.windowSums, by a running sum from
 * the top bucket (libsecp256k1's): 2^w mixed and 2^w full additions per window.
 */
function reduceJacobian(state: PippengerState, G: number, w: number): void {
  const K = 1 << w;
  const acc = state.acc;
  for (let wj = 0; wj < G; wj++) {
    const ws = state.windowSums[wj];
    g.gejSetInfinity(runningSum);
    g.gejSetInfinity(ws);
    for (let b = K - 1; b >= 0; b--) {
      const v = acc[(wj << w) + b];
      if (v !== null) g.gejAddGeVar(runningSum, runningSum, v, null);
      if (runningSum.infinity === 0) g.gejAddVar(ws, ws, runningSum, null);
    }
  }
}

/**
 * Σ_b (b + 1)·B_b for each of the G windows of a pass (their buckets B_b in state.acc, window j at
 * j·2^w), into state.windowSums[j]. Each window's 2^w buckets are cut into S segments of L, and
 * the G·S segments' running sums advance together, one bucket per step, as batches of affine
 * additions: run_s += B (the segment's sum so far), tot_s += run_s. With the segment's buckets
 * sL + i (0 ≤ i < L), tot_s = Σ_i (i + 1)·B_{sL+i} and run_s = Σ_i B_{sL+i} at the end, so the
 * window's sum is Σ_s tot_s + L·Σ_s s·run_s, the latter by a running sum over the segments
 * (Jacobian, 3S additions and log₂L doublings). 2^(w+1) affine additions per window, against the
 * 2^w mixed and 2^w full additions of a running sum over all the buckets.
 */
function reduce(state: PippengerState, G: number, w: number): void {
  const K = 1 << w;
  // S balances the inversions of the 2L batches against the 3S Jacobian additions per window at
  // the end: S ≈ √(4K/G) (an inversion costs about as much as twenty Jacobian additions here).
  let S = 1;
  while (S < REDUCE_SEGMENTS && S < K && 4 * S * S * G < 4 * K) S <<= 1;
  while (G * S > state.run.length && S > 1) S >>= 1;
  const L = K / S;
  const chains = G * S;
  const acc = state.acc;
  const run = state.run;
  const tot = state.tot;
  const runOwn = state.chainOwn;
  const totOwn = state.chainTot;
  const pa = state.pa;
  const pb = state.pb;
  const pr = state.pr;
  const idx = state.pairBucket;
  run.fill(null, 0, chains);
  tot.fill(null, 0, chains);
  for (let i = L - 1; i >= 0; i--) {
    // run_s += B_{sL+i}.
    let n = 0;
    for (let ch = 0; ch < chains; ch++) {
      const s = ch % S;
      const wj = (ch / S) | 0;
      const B = acc[(wj << w) + s * L + i];
      if (B === null) continue;
      const v = run[ch];
      if (v === null) {
        run[ch] = B;
        continue;
      }
      pa[n] = v;
      pb[n] = B;
      pr[n] = runOwn[ch];
      idx[n] = ch;
      n++;
    }
    if (n > 0) {
      ecmultBatchAffineAdd(pr, pa, pb, n, state.den, state.prod);
      for (let k = 0; k < n; k++) run[idx[k]] = pr[k].infinity ? null : pr[k];
    }
    // tot_s += run_s.
    n = 0;
    for (let ch = 0; ch < chains; ch++) {
      const v = run[ch];
      if (v === null) continue;
      const t = tot[ch];
      if (t === null) {
        g.geCopy(totOwn[ch], v); //                 (run's storage changes at the next step)
        tot[ch] = totOwn[ch];
        continue;
      }
      pa[n] = t;
      pb[n] = v;
      pr[n] = totOwn[ch];
      idx[n] = ch;
      n++;
    }
    if (n > 0) {
      ecmultBatchAffineAdd(pr, pa, pb, n, state.den, state.prod);
      for (let k = 0; k < n; k++) tot[idx[k]] = pr[k].infinity ? null : pr[k];
    }
  }
  // Per window: Σ_s tot_s + L·Σ_s s·run_s.
  for (let wj = 0; wj < G; wj++) {
    const ws = state.windowSums[wj];
    g.gejSetInfinity(ws);
    g.gejSetInfinity(runningSum);
    g.gejSetInfinity(windowSum);
    for (let s = S - 1; s >= 0; s--) {
      const ch = wj * S + s;
      const t = tot[ch];
      if (t !== null) g.gejAddGeVar(ws, ws, t, null);
      if (s === 0) break;
      const v = run[ch];
      if (v !== null) g.gejAddGeVar(runningSum, runningSum, v, null);
      if (runningSum.infinity === 0) g.gejAddVar(windowSum, windowSum, runningSum, null);
    }
    if (windowSum.infinity === 0) {
      for (let k = L; k > 1; k >>= 1) g.gejDouble(windowSum, windowSum);
      g.gejAddVar(ws, ws, windowSum, null);
    }
  }
  run.fill(null, 0, chains);
  tot.fill(null, 0, chains);
}

/**
 * Computes r = Σ scalars[i]·points[i] over the state's first `num` entries by Pippenger's bucket
 * method with signed digits and affine bucket sums (see the module comment; libsecp256k1's
 * `secp256k1_ecmult_pippenger_wnaf` in its role).
 *
 * On input, 1 ≤ w ≤ {@link PIPPENGER_MAX_BUCKET_WINDOW} and the state fits num entries with w
 * ({@link pippengerStateFits}); points[0..num) valid points (infinity allowed) and
 * scalars[0..num) valid scalars below 2^128 (as after {@link ecmultEndoSplit}); r distinct from
 * the state. Entries with a zero scalar or an infinite point are skipped. The entries' points are
 * weakly normalized in place. Performs r = Σ scalars[i]·points[i]. On output, r is valid, or
 * infinity. Variable time.
 */
export function ecmultPippenger(state: PippengerState, w: number, r: g.Gej, num: number): void {
  if (__VERIFY__) {
    g.verifyCheck(w >= 1 && w <= PIPPENGER_MAX_BUCKET_WINDOW, "ecmultPippenger: bucket window");
    g.verifyCheck(pippengerStateFits(state, num, w), "ecmultPippenger: state too small");
  }
  const c = w + 1;
  const W = signedDigitsSize(c);
  const nBuckets = 1 << w;
  const points = state.points;
  const negPoints = state.negPoints;
  const scalars = state.scalars;
  const digits = state.digits;
  const live = state.live;
  const acc = state.acc;
  const wait = state.wait;
  const accSpare = state.accSpare;
  const busy = state.busy;
  const own = state.own;
  const pa = state.pa;
  const pb = state.pb;
  const pr = state.pr;
  const pairBucket = state.pairBucket;
  const pairOut = state.pairOut;
  const pairFreeA = state.pairFreeA;
  const pairFreeB = state.pairFreeB;
  const limit = pa.length;

  // The live entries, their negations and digits.
  let no = 0;
  for (let i = 0; i < num; i++) {
    const p = points[i];
    if (scalar.isZero(scalars[i]) || p.infinity) continue;
    fe.normalizeWeak(p.x);
    fe.normalizeWeak(p.y);
    const q = negPoints[i];
    fe.negate(q.y, p.y, 1); //                   (2)
    q.infinity = 0;
    live[no++] = i;
  }
  for (let k = 0; k < no; k++) ecmultSignedDigits(digits, k * W, 1, scalars[live[k]], c);

  g.gejSetInfinity(r);
  if (no === 0) return;
  pairs = 0;
  nWaiting = 0;
  state.busy.fill(0);
  epoch = 1;
  // Passes over the entries, each for a group of G windows from the top (bucket (j − j0)·2^w +
  // |d| − 1 for digit d of window j); within a pass, the entries in order.
  const G = Math.min(W, Math.max(1, (state.own.length / nBuckets) | 0));
  for (let j1 = W; j1 > 0; j1 -= G) {
    const j0 = Math.max(0, j1 - G);
    const nb = (j1 - j0) * nBuckets;
    acc.fill(null, 0, nb);
    wait.fill(null, 0, nb);
    for (let k = 0; k < no; k++) {
      const base = k * W;
      const e = live[k];
      for (let j = j0; j < j1; j++) {
        const d = digits[base + j];
        if (d === 0) continue;
        const b = ((j - j0) << w) + (d > 0 ? d : -d) - 1;
        const p = d > 0 ? points[e] : negPoints[e];
        // place(state, b, p, −1), its two common cases written out.
        if (pairs === limit) flush(state);
        const a = acc[b];
        if (a === null) {
          acc[b] = p;
          accSpare[b] = -1;
        } else if (busy[b] !== epoch) {
          busy[b] = epoch;
          const q = pairs++;
          pa[q] = a;
          pb[q] = p;
          pr[q] = own[b];
          pairBucket[q] = b;
          pairOut[q] = -1;
          pairFreeA[q] = accSpare[b];
          pairFreeB[q] = -1;
        } else {
          place(state, b, p, -1);
        }
      }
      if (state.qB.length > 0) drain(state);
    }
    while (pairs > 0 || nWaiting > 0 || state.qB.length > 0) {
      if (state.qB.length > 0) drain(state);
      else flush(state);
    }
    // Σ (b + 1)·B_b per window (reduce; a plain running sum for few buckets), added to 2^c·r,
    // from the top window down.
    if (nBuckets >= REDUCE_MIN_BUCKETS) reduce(state, j1 - j0, w);
    else reduceJacobian(state, j1 - j0, w);
    for (let j = j1 - 1; j >= j0; j--) {
      if (r.infinity === 0) for (let k = 0; k < c; k++) g.gejDouble(r, r);
      g.gejAddVar(r, r, state.windowSums[j - j0], null);
    }
    // Free the spares that are buckets' sums, and drop the references.
    for (let b = 0; b < nb; b++) if (acc[b] !== null && accSpare[b] >= 0) state.freeSpares.push(accSpare[b]);
    acc.fill(null, 0, nb);
  }
}
