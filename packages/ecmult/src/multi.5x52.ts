/**
 * Multi-point multiplication R = Σ sc[i]·pts[i] + ng·G on the 5x52 backend: the batch functions
 * of Strauss' algorithm, the bundled algorithm (seed PR 1994) and Pippenger's, the naive sum, and
 * the dispatcher {@link ecmultMultiVar} that chooses between them (libsecp256k1's
 * `secp256k1_ecmult_multi_var`, as seed PR 1994 changes it). `@k1/ecmult/10x26` has the same code
 * over the 10x26 backend (the build writes it from this file).
 *
 * The dispatcher uses Strauss' algorithm below one bundle ({@link ECMULT_BUNDLE_SIZE} points), the
 * bundled algorithm up to {@link ECMULT_PIPPENGER_THRESHOLD} points per batch, and Pippenger's
 * above. A call is cut into batches that fit the scratch's memory bound: as in libsecp256k1 the
 * batch size for Pippenger's algorithm decides between it and the others; batches of the bundled
 * algorithm are then sized in whole bundles, so that only a call's last batch has points left
 * over. A scratch too small for one bundle gets Strauss' algorithm, one too small for a point of
 * Strauss' algorithm the naive sum, and so does a null scratch.
 *
 * Points are affine (`Ge`, infinity allowed), scalars `@k1/scalar` scalars; both are read from
 * arrays at an offset (libsecp256k1 reads them through a callback with an index). A second list
 * of points may come with **short** scalars, below 2^128 (the random multipliers of batch
 * verification): such a point is not split by λ, so it costs one wNAF half in Strauss' manner and
 * one entry in Pippenger's, half of what a point with a full scalar costs
 * ({@link ecmultMultiShortVar}). Everything is variable time: for public inputs only.
 *
 * @module
 */
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { ecmultBundleMulti } from "./bundle.5x52.js";
import {
  ECMULT_BUNDLE_SIZE,
  ECMULT_MAX_POINTS_PER_BATCH,
  ECMULT_PIPPENGER_THRESHOLD,
  ecmultPippengerThreshold,
  pippengerBucketWindow,
} from "./multi-params.js";
import {
  bundleMaxPoints,
  bundleScratchSize,
  type EcmultMultiScratch,
  pippengerMaxPoints,
  pippengerScratchSize,
  scratchBundleState,
  scratchPippengerState,
  scratchStraussState,
  straussMaxPoints,
  straussScratchSize,
} from "./multi-scratch.5x52.js";
import { ecmultEndoSplit, ecmultPippenger } from "./pippenger.5x52.js";
import { ecmult, ecmultStraussWnaf } from "./strauss.5x52.js";

/**
 * A batch function: r = Σ_{i < n} sc[off + i]·pts[off + i] + Σ_{j < m} ssc[soff + j]·spts[soff + j]
 * + ng·G with a scratch, the ssc short (below 2^128); returns false if the batch does not fit in
 * the scratch (libsecp256k1's `secp256k1_ecmult_multi_func`).
 */
export type EcmultMultiBatchFn = (
  scratch: EcmultMultiScratch,
  r: g.Gej,
  ng: scalar.Scalar | null,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  n: number,
  off: number,
  spts?: readonly g.Ge[],
  ssc?: readonly scalar.Scalar[],
  m?: number,
  soff?: number,
) => boolean;

const NO_POINTS: readonly g.Ge[] = [];
const NO_SCALARS: readonly scalar.Scalar[] = [];

function verifyInputs(
  where: string,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  n: number,
  off: number,
  spts: readonly g.Ge[] = NO_POINTS,
  ssc: readonly scalar.Scalar[] = NO_SCALARS,
  m = 0,
  soff = 0,
): void {
  g.verifyCheck(Number.isInteger(n) && n >= 0 && Number.isInteger(off) && off >= 0, `${where}: n/off`);
  g.verifyCheck(off + n <= pts.length && off + n <= sc.length, `${where}: fewer points or scalars than n`);
  g.verifyCheck(Number.isInteger(m) && m >= 0 && Number.isInteger(soff) && soff >= 0, `${where}: m/soff`);
  g.verifyCheck(soff + m <= spts.length && soff + m <= ssc.length, `${where}: fewer short points than m`);
  for (let i = off; i < off + n; i++) {
    g.geVerify(pts[i]);
    scalar.verify(sc[i], where);
  }
  for (let j = soff; j < soff + m; j++) {
    g.geVerify(spts[j]);
    scalar.verify(ssc[j], where);
    const s = ssc[j];
    g.verifyCheck((s[4] | s[5] | s[6] | s[7]) === 0, `${where}: a short scalar is not below 2^128`);
  }
}

/**
 * Strauss' algorithm over one batch (libsecp256k1's `secp256k1_ecmult_strauss_batch`): the points
 * as Jacobian points and the scalars in the scratch, then `ecmultStraussWnaf`; with short points,
 * the bundled algorithm's code with no bundle (its points left over are done as in Strauss'
 * algorithm, a short scalar with one half).
 *
 * On input, pts[off .. off + n) and spts[soff .. soff + m) valid affine points (infinity allowed),
 * sc[off .. off + n) valid scalars, ssc[soff .. soff + m) valid scalars below 2^128, ng a valid
 * scalar or null (zero); r distinct from the points. Performs
 * r = Σ sc[off + i]·pts[off + i] + Σ ssc[soff + j]·spts[soff + j] + ng·G and returns true, or
 * returns false (r infinity) if the state for the points does not fit in the scratch. Variable
 * time.
 */
export function ecmultStraussBatch(
  scratch: EcmultMultiScratch,
  r: g.Gej,
  ng: scalar.Scalar | null,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  n: number,
  off: number,
  spts: readonly g.Ge[] = NO_POINTS,
  ssc: readonly scalar.Scalar[] = NO_SCALARS,
  m = 0,
  soff = 0,
): boolean {
  if (__VERIFY__) verifyInputs("ecmultStraussBatch", pts, sc, n, off, spts, ssc, m, soff);
  g.gejSetInfinity(r);
  if (ng === null && n + m === 0) return true;
  if (m > 0) {
    const bs = scratchBundleState(scratch, n, m, false);
    if (bs === null) return false;
    ecmultBundleMulti(bs, r, n, pts, sc, ng, off, spts, ssc, m, soff, false);
    return true;
  }
  const state = scratchStraussState(scratch, n);
  if (state === null) return false;
  const points = scratch.straussPoints;
  const scalars = scratch.straussScalars;
  for (let i = 0; i < n; i++) {
    g.gejSetGe(points[i], pts[off + i]);
    scalars[i] = sc[off + i];
  }
  ecmultStraussWnaf(state, r, n, points, scalars, ng);
  return true;
}

/**
 * The bundled algorithm over one batch (seed PR 1994's `secp256k1_ecmult_bundle_batch`): with
 * fewer points than one bundle, Strauss' algorithm ({@link ecmultStraussBatch}); else
 * `ecmultBundleMulti` with the scratch's bundle state (short points done as in Strauss'
 * algorithm, in the same loop).
 *
 * Contract as {@link ecmultStraussBatch}. Variable time.
 */
export function ecmultBundleBatch(
  scratch: EcmultMultiScratch,
  r: g.Gej,
  ng: scalar.Scalar | null,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  n: number,
  off: number,
  spts: readonly g.Ge[] = NO_POINTS,
  ssc: readonly scalar.Scalar[] = NO_SCALARS,
  m = 0,
  soff = 0,
): boolean {
  if (n < ECMULT_BUNDLE_SIZE) return ecmultStraussBatch(scratch, r, ng, pts, sc, n, off, spts, ssc, m, soff);
  if (__VERIFY__) verifyInputs("ecmultBundleBatch", pts, sc, n, off, spts, ssc, m, soff);
  g.gejSetInfinity(r);
  const state = scratchBundleState(scratch, n, m);
  if (state === null) return false;
  ecmultBundleMulti(state, r, n, pts, sc, ng, off, spts, ssc, m, soff);
  return true;
}

/**
 * Pippenger's algorithm over one batch (libsecp256k1's `secp256k1_ecmult_pippenger_batch`): every
 * point with a full scalar and G split by the endomorphism into two entries in the scratch, every
 * short point one entry, then `ecmultPippenger` with the bucket window of n + m/2 points.
 *
 * Contract as {@link ecmultStraussBatch}. Variable time.
 */
export function ecmultPippengerBatch(
  scratch: EcmultMultiScratch,
  r: g.Gej,
  ng: scalar.Scalar | null,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  n: number,
  off: number,
  spts: readonly g.Ge[] = NO_POINTS,
  ssc: readonly scalar.Scalar[] = NO_SCALARS,
  m = 0,
  soff = 0,
): boolean {
  if (__VERIFY__) verifyInputs("ecmultPippengerBatch", pts, sc, n, off, spts, ssc, m, soff);
  g.gejSetInfinity(r);
  if (ng === null && n + m === 0) return true;
  const w = pippengerBucketWindow(n + (m >> 1));
  const state = scratchPippengerState(scratch, 2 * n + m + 2, w);
  if (state === null) return false;
  const points = state.points;
  const scalars = state.scalars;
  let idx = 0;
  if (ng !== null) {
    scalar.copy(scalars[0], ng);
    g.geCopy(points[0], g.GE_CONST_G);
    ecmultEndoSplit(scalars[0], scalars[1], points[0], points[1]);
    idx = 2;
  }
  for (let i = 0; i < n; i++) {
    scalar.copy(scalars[idx], sc[off + i]);
    g.geCopy(points[idx], pts[off + i]);
    ecmultEndoSplit(scalars[idx], scalars[idx + 1], points[idx], points[idx + 1]);
    idx += 2;
  }
  for (let j = 0; j < m; j++) {
    scalar.copy(scalars[idx], ssc[soff + j]);
    g.geCopy(points[idx], spts[soff + j]);
    idx++;
  }
  ecmultPippenger(state, w, r, idx);
  return true;
}

const zero = scalar.create();
const tmpj = g.gejCreate();
const pj = g.gejCreate();

/**
 * The naive sum (libsecp256k1's `secp256k1_ecmult_multi_simple_var`): r = ng·G, then one `ecmult`
 * per point added to it. Needs no scratch.
 *
 * On input, as {@link ecmultStraussBatch}. Performs
 * r = Σ sc[off + i]·pts[off + i] + Σ ssc[soff + j]·spts[soff + j] + ng·G. Variable time.
 */
export function ecmultMultiSimpleVar(
  r: g.Gej,
  ng: scalar.Scalar | null,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  n: number,
  off = 0,
  spts: readonly g.Ge[] = NO_POINTS,
  ssc: readonly scalar.Scalar[] = NO_SCALARS,
  m = 0,
  soff = 0,
): void {
  if (__VERIFY__) verifyInputs("ecmultMultiSimpleVar", pts, sc, n, off, spts, ssc, m, soff);
  g.gejSetInfinity(tmpj);
  ecmult(r, tmpj, zero, ng); // r = ng·G
  for (let i = 0; i < n + m; i++) {
    const short = i >= n;
    g.gejSetGe(pj, short ? spts[soff + i - n] : pts[off + i]);
    ecmult(tmpj, pj, short ? ssc[soff + i - n] : sc[off + i], null);
    g.gejAddVar(r, r, tmpj, null);
  }
}

/**
 * Batch count and size for n points with at most maxBatch points per batch (libsecp256k1's
 * `secp256k1_ecmult_multi_batch_size_helper`): writes [batches, points per batch] into out, the
 * batches as equal as possible. Returns false if maxBatch is 0.
 */
export function ecmultMultiBatchSizeHelper(out: Int32Array | number[], maxBatch: number, n: number): boolean {
  if (maxBatch === 0) return false;
  const m = Math.min(maxBatch, ECMULT_MAX_POINTS_PER_BATCH);
  if (n === 0) {
    out[0] = 0;
    out[1] = 0;
    return true;
  }
  out[0] = Math.ceil(n / m);
  out[1] = Math.ceil(n / out[0]);
  return true;
}

/** The algorithms {@link ecmultMultiPlan} chooses from. */
export const ECMULT_MULTI_SIMPLE = 0;
/** Strauss' algorithm ({@link ecmultStraussBatch}). */
export const ECMULT_MULTI_STRAUSS = 1;
/** The bundled algorithm ({@link ecmultBundleBatch}). */
export const ECMULT_MULTI_BUNDLE = 2;
/** Pippenger's algorithm ({@link ecmultPippengerBatch}). */
export const ECMULT_MULTI_PIPPENGER = 3;

/** What {@link ecmultMultiPlan} decides: an algorithm and the points per batch. */
export interface EcmultMultiPlan {
  /** One of ECMULT_MULTI_SIMPLE, _STRAUSS, _BUNDLE, _PIPPENGER. */
  alg: number;
  /** Points with full scalars per batch (all batches but the last have this many; 0 for the naive sum). */
  batchPoints: number;
  /** Points with short scalars per batch (as batchPoints). */
  batchShort: number;
}

const sizes = new Int32Array(2);
let planBytes = -1;
let planPippenger = 0;
let planBundle = 0;
let planStrauss = 0;

/**
 * Chooses the algorithm and batch size of {@link ecmultMultiShortVar} for n points with full scalars
 * and m with short ones (n + m ≥ 1) and a memory bound (the scratch's `maxBytes`, or null for no
 * scratch), as the module comment says. A short point counts as half a point (its cost and its
 * Pippenger entries), so the decisions are taken on e = n + m/2 points: Pippenger's batch size (the
 * smallest state per point) decides whether Pippenger's algorithm is used (from
 * {@link ECMULT_PIPPENGER_THRESHOLD} points per batch); below, the bundled algorithm with batches in
 * whole bundles, or Strauss' algorithm if the bound holds no bundle or n is below one bundle; the
 * naive sum when not even that fits. Both lists are cut into the same number of batches. Writes the
 * decision into out.
 */
export function ecmultMultiPlan(out: EcmultMultiPlan, maxBytes: number | null, n: number, m = 0): void {
  out.alg = ECMULT_MULTI_SIMPLE;
  out.batchPoints = 0;
  out.batchShort = 0;
  if (maxBytes === null || n + m === 0) return;
  if (maxBytes !== planBytes) {
    // The largest batches depend on the bound only: computed once per bound (a call with few
    // points would otherwise pay for them noticeably).
    planBytes = maxBytes;
    planPippenger = pippengerMaxPoints(maxBytes);
    planBundle = bundleMaxPoints(maxBytes);
    planStrauss = straussMaxPoints(maxBytes);
  }
  planWith(out, maxBytes, planPippenger, planBundle, planStrauss, n, m);
}

/** {@link ecmultMultiPlan} with the largest batches of the bound given. */
function planWith(
  out: EcmultMultiPlan,
  maxBytes: number,
  planPippenger: number,
  planBundle: number,
  planStrauss: number,
  n: number,
  m: number,
): void {
  out.alg = ECMULT_MULTI_SIMPLE;
  out.batchPoints = 0;
  out.batchShort = 0;
  const e = n + m / 2;
  if (!ecmultMultiBatchSizeHelper(sizes, planPippenger, Math.ceil(e))) return;
  let batches = sizes[0];
  if (sizes[1] >= ecmultPippengerThreshold(n, m)) {
    out.alg = ECMULT_MULTI_PIPPENGER;
    out.batchPoints = Math.ceil(n / batches);
    out.batchShort = Math.ceil(m / batches);
    return;
  }
  // Below: the bundled algorithm or Strauss'. Every point in Strauss' manner (left over, short, or
  // all of them in Strauss' algorithm) needs the same state, so count a short point as one there.
  const maxBundle = n >= ECMULT_BUNDLE_SIZE ? planBundle : 0;
  if (maxBundle >= ECMULT_BUNDLE_SIZE && m === 0) {
    // Batches in whole bundles (maxBundle is a multiple of the bundle size, so rounding up stays
    // within it): only the last batch has points left over.
    ecmultMultiBatchSizeHelper(sizes, maxBundle, n);
    out.alg = ECMULT_MULTI_BUNDLE;
    out.batchPoints = Math.ceil(sizes[1] / ECMULT_BUNDLE_SIZE) * ECMULT_BUNDLE_SIZE;
    return;
  }
  if (maxBundle >= ECMULT_BUNDLE_SIZE) {
    // With short points: the fewest batches whose worst batch (whole bundles, five left over and
    // its share of the short points) fits.
    for (batches = 1; batches <= n + m; batches *= 2) {
      const bp = Math.ceil(Math.ceil(n / batches) / ECMULT_BUNDLE_SIZE) * ECMULT_BUNDLE_SIZE;
      const bs = Math.ceil(m / batches);
      if (bundleScratchSize(bp + ECMULT_BUNDLE_SIZE - 1, bs) <= maxBytes) {
        out.alg = ECMULT_MULTI_BUNDLE;
        out.batchPoints = bp;
        out.batchShort = bs;
        return;
      }
    }
  }
  if (!ecmultMultiBatchSizeHelper(sizes, planStrauss, n + m)) return;
  batches = sizes[0];
  out.alg = ECMULT_MULTI_STRAUSS;
  out.batchPoints = Math.ceil(n / batches);
  out.batchShort = Math.ceil(m / batches);
}

const sizePlan: EcmultMultiPlan = { alg: 0, batchPoints: 0, batchShort: 0 };
const UNBOUNDED = Number.MAX_SAFE_INTEGER;
let unboundedPippenger = 0;
let unboundedBundle = 0;
let unboundedStrauss = 0;

/**
 * The bytes (in the model of `multi-params.ts`) of the state that {@link ecmultMultiShortVar} makes
 * for n points with full scalars and m with short ones done in one batch: the state of the
 * algorithm {@link ecmultMultiPlan} chooses when the bound does not cut the call. A caller that
 * gives the scratch a bound of at least this much gets one batch. 0 for no points.
 */
export function ecmultMultiScratchBytes(n: number, m = 0): number {
  if (n + m === 0) return 0;
  if (unboundedPippenger === 0) {
    unboundedPippenger = pippengerMaxPoints(UNBOUNDED);
    unboundedBundle = bundleMaxPoints(UNBOUNDED);
    unboundedStrauss = straussMaxPoints(UNBOUNDED);
  }
  planWith(sizePlan, UNBOUNDED, unboundedPippenger, unboundedBundle, unboundedStrauss, n, m);
  switch (sizePlan.alg) {
    case ECMULT_MULTI_PIPPENGER:
      return pippengerScratchSize(2 * n + m + 2, pippengerBucketWindow(n + (m >> 1)));
    case ECMULT_MULTI_BUNDLE:
      return bundleScratchSize(n, m);
    default:
      return m > 0 ? bundleScratchSize(0, n + m) : straussScratchSize(n);
  }
}

const BATCH_FNS: readonly EcmultMultiBatchFn[] = [
  ecmultStraussBatch, // (unused: the naive sum needs no batch function)
  ecmultStraussBatch,
  ecmultBundleBatch,
  ecmultPippengerBatch,
];
const plan: EcmultMultiPlan = { alg: 0, batchPoints: 0, batchShort: 0 };
const batchR = g.gejCreate();

/**
 * Multi-point multiplication (libsecp256k1's `secp256k1_ecmult_multi_var`, with seed PR 1994's
 * bundled algorithm and batch sizing): R = Σ_{i < n} sc[i]·pts[i] + ng·G, with the algorithm and
 * batches of {@link ecmultMultiPlan}.
 *
 * On input, scratch is a scratch or null (the naive sum); pts[off .. off + n) must be valid affine
 * points (infinity allowed) and sc[off .. off + n) valid scalars; ng a valid scalar or null (as
 * zero); r distinct from the points. Performs r = Σ sc[off + i]·pts[off + i] + ng·G for G the
 * current curve's generator. On output, r is valid, or infinity. Cost: see the README (µs per
 * point by n). Memory: at most the scratch's bound, in states kept in the scratch. Variable time.
 */
export function ecmultMultiVar(
  scratch: EcmultMultiScratch | null,
  r: g.Gej,
  ng: scalar.Scalar | null,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  n: number,
  off = 0,
): void {
  ecmultMultiShortVar(scratch, r, ng, pts, sc, n, NO_POINTS, NO_SCALARS, 0, off, 0);
}

/**
 * Multi-point multiplication with a second list of points whose scalars are short (below 2^128):
 * R = Σ_{i < n} sc[off + i]·pts[off + i] + Σ_{j < m} ssc[soff + j]·spts[soff + j] + ng·G, with the
 * algorithm and batches of {@link ecmultMultiPlan}. A short point is not split by λ: it costs about
 * half a point with a full scalar. (Batch verification's R terms, with 128-bit multipliers.)
 *
 * On input, as {@link ecmultMultiVar}, and spts[soff .. soff + m) valid affine points (infinity
 * allowed), ssc[soff .. soff + m) valid scalars below 2^128 (checked in VERIFY builds). Performs
 * the sum. On output, r is valid, or infinity. Variable time.
 */
export function ecmultMultiShortVar(
  scratch: EcmultMultiScratch | null,
  r: g.Gej,
  ng: scalar.Scalar | null,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  n: number,
  spts: readonly g.Ge[],
  ssc: readonly scalar.Scalar[],
  m: number,
  off = 0,
  soff = 0,
): void {
  if (__VERIFY__) verifyInputs("ecmultMultiShortVar", pts, sc, n, off, spts, ssc, m, soff);
  g.gejSetInfinity(r);
  if (n + m === 0) {
    if (ng !== null) ecmult(r, r, zero, ng);
    return;
  }
  ecmultMultiPlan(plan, scratch === null ? null : scratch.maxBytes, n, m);
  if (plan.alg === ECMULT_MULTI_SIMPLE || scratch === null) {
    ecmultMultiSimpleVar(r, ng, pts, sc, n, off, spts, ssc, m, soff);
    return;
  }
  const f = BATCH_FNS[plan.alg];
  const bp = plan.batchPoints;
  const bs = plan.batchShort;
  let done = 0;
  let doneS = 0;
  let first = true;
  while (done < n || doneS < m) {
    const nbp = Math.min(n - done, bp);
    const nbs = Math.min(m - doneS, bs);
    const ngb = first ? ng : null;
    if (!f(scratch, batchR, ngb, pts, sc, nbp, off + done, spts, ssc, nbs, soff + doneS)) {
      // Cannot happen: every batch size was derived from the memory bound.
      if (__VERIFY__) g.verifyCheck(false, "ecmultMultiVar: a batch did not fit in the scratch");
      ecmultMultiSimpleVar(batchR, ngb, pts, sc, nbp, off + done, spts, ssc, nbs, soff + doneS);
    }
    g.gejAddVar(r, r, batchR, null);
    done += nbp;
    doneS += nbs;
    first = false;
  }
}
