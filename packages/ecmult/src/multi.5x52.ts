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
 * arrays at an offset (libsecp256k1 reads them through a callback with an index). Everything is
 * variable time: for public inputs only.
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
  pippengerBucketWindow,
} from "./multi-params.js";
import {
  bundleMaxPoints,
  type EcmultMultiScratch,
  pippengerMaxPoints,
  scratchBundleState,
  scratchPippengerState,
  scratchStraussState,
  straussMaxPoints,
} from "./multi-scratch.5x52.js";
import { ecmultEndoSplit, ecmultPippengerWnaf } from "./pippenger.5x52.js";
import { ecmult, ecmultStraussWnaf } from "./strauss.5x52.js";

/**
 * A batch function: r = Σ_{i < n} sc[off + i]·pts[off + i] + ng·G with a scratch; returns false if
 * the batch does not fit in the scratch (libsecp256k1's `secp256k1_ecmult_multi_func`).
 */
export type EcmultMultiBatchFn = (
  scratch: EcmultMultiScratch,
  r: g.Gej,
  ng: scalar.Scalar | null,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  n: number,
  off: number,
) => boolean;

function verifyInputs(
  where: string,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  n: number,
  off: number,
): void {
  g.verifyCheck(Number.isInteger(n) && n >= 0 && Number.isInteger(off) && off >= 0, `${where}: n/off`);
  g.verifyCheck(off + n <= pts.length && off + n <= sc.length, `${where}: fewer points or scalars than n`);
  for (let i = off; i < off + n; i++) {
    g.geVerify(pts[i]);
    scalar.verify(sc[i], where);
  }
}

/**
 * Strauss' algorithm over one batch (libsecp256k1's `secp256k1_ecmult_strauss_batch`): the points
 * as Jacobian points and the scalars in the scratch, then `ecmultStraussWnaf`.
 *
 * On input, pts[off .. off + n) valid affine points (infinity allowed), sc[off .. off + n) valid
 * scalars, ng a valid scalar or null (zero); r distinct from the points. Performs
 * r = Σ sc[off + i]·pts[off + i] + ng·G and returns true, or returns false (r infinity) if the
 * state for n points does not fit in the scratch. Variable time.
 */
export function ecmultStraussBatch(
  scratch: EcmultMultiScratch,
  r: g.Gej,
  ng: scalar.Scalar | null,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  n: number,
  off: number,
): boolean {
  if (__VERIFY__) verifyInputs("ecmultStraussBatch", pts, sc, n, off);
  g.gejSetInfinity(r);
  if (ng === null && n === 0) return true;
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
 * `ecmultBundleMulti` with the scratch's bundle state.
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
): boolean {
  if (n < ECMULT_BUNDLE_SIZE) return ecmultStraussBatch(scratch, r, ng, pts, sc, n, off);
  if (__VERIFY__) verifyInputs("ecmultBundleBatch", pts, sc, n, off);
  g.gejSetInfinity(r);
  const state = scratchBundleState(scratch, n);
  if (state === null) return false;
  ecmultBundleMulti(state, r, n, pts, sc, ng, off);
  return true;
}

/**
 * Pippenger's algorithm over one batch (libsecp256k1's `secp256k1_ecmult_pippenger_batch`): every
 * point and G split by the endomorphism into two entries in the scratch, then
 * `ecmultPippengerWnaf` with the bucket window of n points.
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
): boolean {
  if (__VERIFY__) verifyInputs("ecmultPippengerBatch", pts, sc, n, off);
  g.gejSetInfinity(r);
  if (ng === null && n === 0) return true;
  const w = pippengerBucketWindow(n);
  const state = scratchPippengerState(scratch, 2 * n + 2, w);
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
  ecmultPippengerWnaf(state, w, r, scalars, points, idx);
  return true;
}

const zero = scalar.create();
const tmpj = g.gejCreate();
const pj = g.gejCreate();

/**
 * The naive sum (libsecp256k1's `secp256k1_ecmult_multi_simple_var`): r = ng·G, then one `ecmult`
 * per point added to it. Needs no scratch.
 *
 * On input, as {@link ecmultStraussBatch}. Performs r = Σ sc[off + i]·pts[off + i] + ng·G.
 * Variable time.
 */
export function ecmultMultiSimpleVar(
  r: g.Gej,
  ng: scalar.Scalar | null,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  n: number,
  off = 0,
): void {
  if (__VERIFY__) verifyInputs("ecmultMultiSimpleVar", pts, sc, n, off);
  g.gejSetInfinity(tmpj);
  ecmult(r, tmpj, zero, ng); // r = ng·G
  for (let i = 0; i < n; i++) {
    g.gejSetGe(pj, pts[off + i]);
    ecmult(tmpj, pj, sc[off + i], null);
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
  /** Points per batch (all batches but the last have this many; 0 for the naive sum). */
  batchPoints: number;
}

const sizes = new Int32Array(2);
let planBytes = -1;
let planPippenger = 0;
let planBundle = 0;
let planStrauss = 0;

/**
 * Chooses the algorithm and batch size of {@link ecmultMultiVar} for n ≥ 1 points and a memory
 * bound (the scratch's `maxBytes`, or null for no scratch), as the module comment says: Pippenger's
 * batch size (the smallest state per point) decides whether Pippenger's algorithm is used (from
 * {@link ECMULT_PIPPENGER_THRESHOLD} points per batch); below, the bundled algorithm with batches in
 * whole bundles, or Strauss' algorithm if the bound holds no bundle or n is below one bundle; the
 * naive sum when not even that fits. Writes the decision into out.
 */
export function ecmultMultiPlan(out: EcmultMultiPlan, maxBytes: number | null, n: number): void {
  out.alg = ECMULT_MULTI_SIMPLE;
  out.batchPoints = 0;
  if (maxBytes === null || n === 0) return;
  if (maxBytes !== planBytes) {
    // The largest batches depend on the bound only: computed once per bound (a call with few
    // points would otherwise pay for them noticeably).
    planBytes = maxBytes;
    planPippenger = pippengerMaxPoints(maxBytes);
    planBundle = bundleMaxPoints(maxBytes);
    planStrauss = straussMaxPoints(maxBytes);
  }
  if (!ecmultMultiBatchSizeHelper(sizes, planPippenger, n)) return;
  if (sizes[1] >= ECMULT_PIPPENGER_THRESHOLD) {
    out.alg = ECMULT_MULTI_PIPPENGER;
    out.batchPoints = sizes[1];
    return;
  }
  const maxBundle = n >= ECMULT_BUNDLE_SIZE ? planBundle : 0;
  if (maxBundle >= ECMULT_BUNDLE_SIZE) {
    // Batches in whole bundles (maxBundle is a multiple of the bundle size, so rounding up stays
    // within it): only the last batch has points left over.
    ecmultMultiBatchSizeHelper(sizes, maxBundle, n);
    out.alg = ECMULT_MULTI_BUNDLE;
    out.batchPoints = Math.ceil(sizes[1] / ECMULT_BUNDLE_SIZE) * ECMULT_BUNDLE_SIZE;
    return;
  }
  if (!ecmultMultiBatchSizeHelper(sizes, planStrauss, n)) return;
  out.alg = ECMULT_MULTI_STRAUSS;
  out.batchPoints = sizes[1];
}

const BATCH_FNS: readonly EcmultMultiBatchFn[] = [
  ecmultStraussBatch, // (unused: the naive sum needs no batch function)
  ecmultStraussBatch,
  ecmultBundleBatch,
  ecmultPippengerBatch,
];
const plan: EcmultMultiPlan = { alg: 0, batchPoints: 0 };
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
  if (__VERIFY__) verifyInputs("ecmultMultiVar", pts, sc, n, off);
  g.gejSetInfinity(r);
  if (n === 0) {
    if (ng !== null) ecmult(r, r, zero, ng);
    return;
  }
  ecmultMultiPlan(plan, scratch === null ? null : scratch.maxBytes, n);
  if (plan.alg === ECMULT_MULTI_SIMPLE || scratch === null) {
    ecmultMultiSimpleVar(r, ng, pts, sc, n, off);
    return;
  }
  const f = BATCH_FNS[plan.alg];
  const batchPoints = plan.batchPoints;
  let done = 0;
  let first = true;
  while (done < n) {
    const nbp = Math.min(n - done, batchPoints);
    if (!f(scratch, batchR, first ? ng : null, pts, sc, nbp, off + done)) {
      // Cannot happen: every batch size was derived from the memory bound.
      if (__VERIFY__) g.verifyCheck(false, "ecmultMultiVar: a batch did not fit in the scratch");
      ecmultMultiSimpleVar(batchR, first ? ng : null, pts, sc, nbp, off + done);
    }
    g.gejAddVar(r, r, batchR, null);
    done += nbp;
    first = false;
  }
}
