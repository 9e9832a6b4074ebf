/**
 * Bundled multi-point multiplication on the 5x52 backend (seed PR 1994, commits 6 and 7):
 * R = Σ qᵢ·Pᵢ + ng·G with the points taken six at a time. `@k1/ecmult/10x26` has the same code
 * over the 10x26 backend (the build writes it from this file).
 *
 * **Outline** ({@link ecmultBundleMulti}). With nb = ⌊n/6⌋ bundles and n − 6·nb ≤ 5 points left over:
 * 1. recode every bundle's six scalars into 2·130 bundle indices (`bundle-recode.5x52.ts`);
 * 2. build the tables of every bundle, each the 32 subset sums that contain its anchor
 *    (`bundle-table.5x52.ts`): from two bundles up all at once in affine form, level by level,
 *    each level one batch of affine additions with one inversion for every bundle
 *    (`ecmultBundleTablesAffine`); a single bundle as one chain of mixed additions brought to one z
 *    without inversion. Then the odd multiples of every point left over with a nonzero scalar (as
 *    in Strauss' algorithm, libsecp256k1's `secp256k1_ecmult_odd_multiples_table`, on one chain
 *    through each point's rescaling to the chain's z), brought to the bundle tables' z: the single
 *    bundle's chain goes on through them and the whole chain reaches one z, Z, by one backward
 *    pass (`ecmultBundleChainSetGlobalz`); next to affine tables they are brought to z = 1 by one
 *    inversion (`ecmultBundleStraussAffine`). Then β·x of every entry for the λ side;
 * 3. split and wNAF-recode the points left over (window `WINDOW_A`) and ng (split at 2^128,
 *    window `WINDOW_G`, against the precomputed tables of G and 2^128·G);
 * 4. run the positions from the top: one doubling; the 2·nb points the bundles select at the
 *    position (one lookup per bundle on each side of the λ split: the anchor's digit is never
 *    zero, so every bundle adds at every position) and the entries of the nonzero digits of the
 *    points left over, summed beforehand, for blocks of positions at a time, by a tree of affine
 *    additions batched across the block (one inversion per level of the tree,
 *    `ecmultBundleSums`), and their sum added by one mixed addition; without bundles, the digits
 *    of the points left over as in Strauss' algorithm; G's digits as in Strauss' algorithm. The
 *    additions pretend z = 1 on the curve
 *    of Z ("effective affine", Z = 1 next to affine tables), the G entries are added with
 *    `gejAddZinvVar`, and r.z is multiplied by Z at the end.
 *
 * **Counts** per bundle of six points, against six points of Strauss' algorithm at WINDOW_A = 5:
 * main loop 2·130 = 260 points (Strauss: about 6·2·129/(5 + 1) = 258 mixed additions), of which
 * 2·130 − 130/nb are affine additions in the trees (5 mul + 1 sqr each) and 130/nb mixed ones
 * (8 mul + 3 sqr), and ⌈log2(2·nb)⌉ inversions per block of positions; table 31 affine additions
 * and 5/nb inversions (a single bundle: 31 mixed additions and 32 rescalings; Strauss: 6·(7
 * additions + 1 doubling) and 48 rescalings); recoding 6 splits and a few word operations
 * (Strauss: 6 splits and 12 wNAF recodings); memory 32 table entries, 32 λ x coordinates and 264
 * index bytes, 4.1 KB in flat typed arrays (Strauss: 48 entries as objects, 57 KB), and a pool of
 * `SUMS_POOL` (780) affine points for the trees' sums, shared by every call.
 *
 * Zero scalars and points at infinity need no special handling in a bundle (they give subset sums
 * that the chain carries through); points left over with a zero scalar or at infinity are skipped,
 * as Strauss' algorithm does.
 *
 * Variable time: for public inputs only.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { ecmultBundleRecode } from "./bundle-recode.5x52.js";
import {
  type BundleTables,
  bundleTablesCreate,
  ecmultBundleChainSetGlobalz,
  ecmultBundleStraussAffine,
  ecmultBundleTable,
  ecmultBundleTablesAffine,
} from "./bundle-table.5x52.js";
import { ecmultGDigitsAdd, ecmultGDigitsSet } from "./g-digits.5x52.js";
import { ecmultTableSize, ecmultWindows, ecmultWnaf, WINDOW_A, WNAF_HALF_LEN } from "./index.js";
import {
  ECMULT_BUNDLE_BITS,
  ECMULT_BUNDLE_FOLLOWERS,
  ECMULT_BUNDLE_INDEX_BYTES,
  ECMULT_BUNDLE_INDEX_STRIDE,
  ECMULT_BUNDLE_SIZE,
  ECMULT_BUNDLE_TABLE_SIZE,
} from "./multi-params.js";
import { ecmultBatchAffineAdd } from "./pippenger.5x52.js";
import { type StraussState, straussStateCreate } from "./strauss.5x52.js";
import { ecmultOddMultiplesTable } from "./table.5x52.js";

/**
 * Scratch of {@link ecmultBundleMulti} (seed PR 1994's bundle state on the scratch space): the
 * chain of tables (the bundle tables, then the tables of the points done as in Strauss' algorithm,
 * in a `StraussState` with its by-reference views), the bundle indices, and the digits of the
 * Strauss points. Made by {@link bundleStateCreate}.
 */
export interface BundleState {
  /** The most bundles it has room for. */
  readonly bundles: number;
  /**
   * The most points it has room for in Strauss' manner: points left over and points with short
   * scalars (tables of odd multiples, digits).
   */
  readonly leftovers: number;
  /** The bundle tables: bundles·32 entries. */
  readonly tables: BundleTables;
  /** The tables and digits of the Strauss points (capacity `leftovers`). */
  readonly lo: StraussState;
  /**
   * Bundle indices: {@link ECMULT_BUNDLE_INDEX_BYTES} per bundle (plain side, then λ side, each
   * {@link ECMULT_BUNDLE_INDEX_STRIDE} bytes).
   */
  readonly ind: Uint8Array;
}

/**
 * Returns the scratch of {@link ecmultBundleMulti} for up to `bundles` bundles and `leftovers`
 * points in Strauss' manner (left over, or with short scalars). Allocates.
 */
export function bundleStateCreate(bundles: number, leftovers: number): BundleState {
  return {
    bundles,
    leftovers,
    tables: bundleTablesCreate(bundles * ECMULT_BUNDLE_TABLE_SIZE),
    lo: straussStateCreate(leftovers),
    ind: new Uint8Array(bundles * ECMULT_BUNDLE_INDEX_BYTES),
  };
}

// Scratch (one call at a time).
const acc = g.geZCreate();
const tmpj = g.gejCreate();
const Z = fe.createScratch();
const h1 = scalar.create();
const h2 = scalar.create();
const NO_POINTS: readonly g.Ge[] = [];
const NO_SCALARS: readonly scalar.Scalar[] = [];

// WINDOW_A on secp256k1; on an exhaustive-test group, the window whose table of odd multiples
// holds no infinity (ecmultWindows), refreshed when the group module's curve changes.
let windowCurve: g.Curve | null = null;
let windowA = WINDOW_A;

/**
 * Returns the number of points left over when n points are bundled (seed PR 1994's
 * `secp256k1_ecmult_bundle_remainder`): n mod {@link ECMULT_BUNDLE_SIZE}.
 */
export function ecmultBundleRemainder(n: number): number {
  return n % ECMULT_BUNDLE_SIZE;
}

/**
 * Sums of the bundle lookups (see `ecmultBundleSums`): room for `SUMS_POOL` affine sums,
 * and the nodes, pairs and field elements of their batches (grown on first use, one call at a time).
 */
const SUMS_POOL = 6 * ECMULT_BUNDLE_BITS;
let sumPool: g.Ge[] = [];
let sumNodes: g.Ge[] = [];
let sumOut: g.Ge[] = [];
let sumA: g.Ge[] = [];
let sumB: g.Ge[] = [];
let sumDen: g.Fe[] = [];
let sumProd: g.Fe[] = [];
let sumLens: Int32Array = new Int32Array(0);

/** Makes room for blocks of `nodes` lookups (the pool: `SUMS_POOL`, or `nodes` if more). */
function sumsReserve(nodes: number): void {
  if (sumPool.length < Math.max(SUMS_POOL, nodes)) sumPool = g.geArray(Math.max(SUMS_POOL, nodes));
  if (sumNodes.length < nodes) {
    // A level pairs at most half the nodes.
    const none = sumPool[0];
    const pairs = (nodes + 1) >> 1;
    sumNodes = new Array<g.Ge>(nodes).fill(none);
    sumOut = new Array<g.Ge>(pairs).fill(none);
    sumA = new Array<g.Ge>(pairs).fill(none);
    sumB = new Array<g.Ge>(pairs).fill(none);
    sumDen = g.feArray(pairs);
    sumProd = g.feArray(pairs);
    sumLens = new Int32Array(nodes);
  }
}

/**
 * Sums, for each of the `cnt` positions from `from`, the points added there: the 2·nb points the
 * bundles' indices select (both sides of the λ split) and the table entries of the nonzero digits
 * of the `no` points in Strauss' manner, by a tree of affine additions batched across the
 * positions: at each level the points of every position are added in pairs, all pairs with one
 * inversion (`ecmultBatchAffineAdd`: 5 mul + 1 sqr per addition against 8 mul + 3 sqr for a mixed
 * addition into the accumulator). A pair with an infinite member is its other member, outside the
 * batch. The main loop then makes one mixed addition per position for all of them.
 *
 * On input, the tables must be brought to their global z (the sums are on its curve: the affine
 * formulas do not involve the curve's b); nb ≥ 1; cnt·w at most the room `sumsReserve` made, w =
 * 2·nb + 2·no. Performs sumNodes[p·w] = Σ_b (sel[64b + ind(b, plain, from + p)] + selLam[64b +
 * ind(b, λ, from + p)]) + the Strauss points' entries at position from + p, for p < cnt: a point of
 * the pool or a table view (read it, never write it), infinity included. Variable time.
 */
function ecmultBundleSums(
  nb: number,
  ind: Uint8Array,
  sel: readonly g.Ge[],
  selLam: readonly g.Ge[],
  lo: StraussState,
  no: number,
  tsA: number,
  from: number,
  cnt: number,
): void {
  const SH = ECMULT_BUNDLE_FOLLOWERS + 1;
  const w = 2 * nb + 2 * no;
  const nodes = sumNodes;
  const lens = sumLens;
  const pool = sumPool;
  const ps = lo.ps;
  const preA = lo.preA;
  const neg = lo.neg;
  const lam = lo.lam;
  const lamNeg = lo.lamNeg;
  if (__VERIFY__) g.verifyCheck(nb >= 1 && cnt * (w - 1) <= pool.length, "ecmultBundleSums: room");
  let longest = 0;
  for (let p = 0; p < cnt; p++) {
    const base = p * w;
    const i = from + p;
    for (let b = 0; b < nb; b++) {
      const io = b * ECMULT_BUNDLE_INDEX_BYTES + i;
      // ecmultBundleTableGetGe / ecmultBundleTableGetGeLambda, by reference.
      nodes[base + 2 * b] = sel[(b << SH) | ind[io]];
      nodes[base + 2 * b + 1] = selLam[(b << SH) | ind[io + ECMULT_BUNDLE_INDEX_STRIDE]];
    }
    let len = 2 * nb;
    let n: number;
    for (let k = 0; k < no; k++) {
      const st = ps[k];
      const o = k * tsA;
      // ecmultTableGetGe / ecmultTableGetGeLambda by reference (see StraussState).
      if (i < st.bitsNa1 && (n = st.wnafNa1[i]) !== 0) {
        nodes[base + len++] = n > 0 ? preA[o + ((n - 1) >> 1)] : neg[o + ((-n - 1) >> 1)];
      }
      if (i < st.bitsNaLam && (n = st.wnafNaLam[i]) !== 0) {
        nodes[base + len++] = n > 0 ? lam[o + ((n - 1) >> 1)] : lamNeg[o + ((-n - 1) >> 1)];
      }
    }
    lens[p] = len;
    if (len > longest) longest = len;
  }
  let used = 0;
  for (; longest > 1; longest = (longest + 1) >> 1) {
    let n = 0;
    for (let p = 0; p < cnt; p++) {
      const len = lens[p];
      if (len <= 1) continue;
      const base = p * w;
      const half = len >> 1;
      for (let k = 0; k < half; k++) {
        const u = nodes[base + 2 * k];
        const v = nodes[base + 2 * k + 1];
        if (u.infinity) nodes[base + k] = v;
        else if (v.infinity) nodes[base + k] = u;
        else {
          const o = pool[used++];
          sumOut[n] = o;
          sumA[n] = u;
          sumB[n] = v;
          n++;
          nodes[base + k] = o;
        }
      }
      if (len & 1) nodes[base + half] = nodes[base + len - 1];
      lens[p] = (len + 1) >> 1;
    }
    ecmultBatchAffineAdd(sumOut, sumA, sumB, n, sumDen, sumProd);
  }
}

/**
 * Computes r = Σ sc[off + i]·pts[off + i] + Σ ssc[soff + j]·spts[soff + j] + ng·G over `num`
 * points and `m` points with short scalars by the bundled algorithm (seed PR 1994's
 * `secp256k1_ecmult_bundle_multi`; see the module comment for the method and the counts): the
 * first 6·⌊num/6⌋ points in bundles, the rest (at most 5) and the short points as in Strauss'
 * algorithm, a short scalar with one wNAF half and no λ split.
 *
 * With `bundled` false, no bundle is made: every point is done in Strauss' manner (Strauss'
 * algorithm with short scalars).
 *
 * On input, state must have room for ⌊num/6⌋ bundles and num mod 6 + m Strauss points (no bundle
 * and num + m Strauss points if not `bundled`);
 * pts[off .. off + num) and spts[soff .. soff + m) valid affine points (infinity allowed),
 * sc[off .. off + num) valid scalars and ssc[soff .. soff + m) valid scalars below 2^128; ng a
 * valid scalar or null (as zero); r distinct from the points.
 * Performs r = Σ sc[off + i]·pts[off + i] + Σ ssc[soff + j]·spts[soff + j] + ng·G for G the current
 * curve's generator. On output, r is valid, or infinity. Variable time.
 */
export function ecmultBundleMulti(
  state: BundleState,
  r: g.Gej,
  num: number,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  ng: scalar.Scalar | null,
  off = 0,
  spts: readonly g.Ge[] = NO_POINTS,
  ssc: readonly scalar.Scalar[] = NO_SCALARS,
  m = 0,
  soff = 0,
  bundled = true,
): void {
  const nb = bundled ? (num / ECMULT_BUNDLE_SIZE) | 0 : 0;
  const nl = num - nb * ECMULT_BUNDLE_SIZE;
  if (__VERIFY__) {
    g.verifyCheck(nb <= state.bundles && nl + m <= state.leftovers, "ecmultBundleMulti: state too small");
    g.verifyCheck(off >= 0 && off + num <= pts.length && off + num <= sc.length, "ecmultBundleMulti: inputs");
    g.verifyCheck(soff >= 0 && soff + m <= spts.length && soff + m <= ssc.length, "ecmultBundleMulti: short");
    for (let i = 0; i < num; i++) {
      g.geVerify(pts[off + i]);
      scalar.verify(sc[off + i], "ecmultBundleMulti");
    }
    for (let j = 0; j < m; j++) {
      g.geVerify(spts[soff + j]);
      scalar.verify(ssc[soff + j], "ecmultBundleMulti");
      g.verifyCheck(
        ssc[soff + j][4] === 0 && ssc[soff + j][5] === 0,
        "ecmultBundleMulti: short scalar ≥ 2^128",
      );
      g.verifyCheck(
        ssc[soff + j][6] === 0 && ssc[soff + j][7] === 0,
        "ecmultBundleMulti: short scalar ≥ 2^128",
      );
    }
  }
  const c = g.getCurve();
  if (c !== windowCurve) {
    windowCurve = c;
    windowA = ecmultWindows(c.order).windowA;
  }
  const wA = windowA;
  const tsA = ecmultTableSize(wA);
  const tables = state.tables;
  const lo = state.lo;
  const ps = lo.ps;
  const ind = state.ind;

  // 1.: recode every bundle. With one bundle, its table is built as a chain (below); with more,
  // all tables at once in affine form, one inversion per level for all of them.
  const affine = nb > 1;
  g.geZSetInfinity(acc);
  fe.setInt(acc.z, 1);
  for (let b = 0; b < nb; b++) {
    const p = off + b * ECMULT_BUNDLE_SIZE;
    ecmultBundleRecode(ind, b * ECMULT_BUNDLE_INDEX_BYTES, sc, p);
    if (!affine) ecmultBundleTable(tables, b * ECMULT_BUNDLE_TABLE_SIZE, acc, pts, p);
  }
  const lenA = affine ? 0 : nb * ECMULT_BUNDLE_TABLE_SIZE;
  if (affine) ecmultBundleTablesAffine(tables, nb, pts, off);

  // 2. and 3.: the points left over and the short points, as in Strauss' algorithm, on one chain:
  // each point's table is chained on through its rescaling to the chain's current z (its table's
  // first ratio links it), and the table leaves the new last z in Z. Without affine bundle tables,
  // the chain extends the bundle table's and is brought to the last z, Z, with no inversion; with
  // them, it starts on z = 1 and is brought to z = 1 (one inversion).
  if (affine) {
    g.geZSetInfinity(acc);
    fe.setInt(acc.z, 1);
  }
  let bits = nb > 0 ? ECMULT_BUNDLE_BITS : 0;
  let no = 0;
  for (let i = nb * ECMULT_BUNDLE_SIZE; i < num + m; i++) {
    const short = i >= num;
    const q = short ? ssc[soff + i - num] : sc[off + i];
    const pt = short ? spts[soff + i - num] : pts[off + i];
    if (scalar.isZero(q) || pt.infinity) continue;
    const st = ps[no];
    let b1: number;
    let b2 = 0;
    if (short) {
      b1 = ecmultWnaf(st.wnafNa1, WNAF_HALF_LEN, q, wA);
    } else {
      scalar.splitLambda(h1, h2, q);
      b1 = ecmultWnaf(st.wnafNa1, WNAF_HALF_LEN, h1, wA);
      b2 = ecmultWnaf(st.wnafNaLam, WNAF_HALF_LEN, h2, wA);
    }
    st.bitsNa1 = b1;
    st.bitsNaLam = b2;
    if (b1 > bits) bits = b1;
    if (b2 > bits) bits = b2;
    g.gejSetGe(tmpj, pt);
    if (lenA + no !== 0) g.gejRescale(tmpj, acc.z);
    ecmultOddMultiplesTable(tsA, lo.preA, lo.aux, Z, tmpj, no * tsA);
    fe.copy(acc.z, Z);
    no++;
  }

  if (affine) {
    if (no > 0) ecmultBundleStraussAffine(lo, no * tsA, acc.z);
    fe.setInt(Z, 1);
  } else {
    // Bring the chain to the last entry's z, Z, and compute the λ x coordinates and −y.
    fe.copy(Z, acc.z);
    ecmultBundleChainSetGlobalz(tables, lenA, lo, no * tsA);
  }

  // 3.: the generator's digits.
  const bitsG = ecmultGDigitsSet(ng);
  if (bitsG > bits) bits = bitsG;

  // 4.: the main loop. Bundle lookups and the Strauss points' lookups return views by reference.
  const sel = tables.sel;
  const selLam = tables.selLam;
  const preA = lo.preA;
  const neg = lo.neg;
  const lam = lo.lam;
  const lamNeg = lo.lamNeg;
  // With bundles, the Strauss points' digits below ECMULT_BUNDLE_BITS (all of them: a half or a
  // short scalar has at most 129) are added in the sums.
  const width = 2 * nb + 2 * no;
  const chunk = nb > 0 ? Math.max(1, Math.floor(SUMS_POOL / width)) : 0;
  let chunkLo = ECMULT_BUNDLE_BITS;
  if (nb > 0) sumsReserve(chunk * width);
  g.gejSetInfinity(r);
  for (let i = bits - 1; i >= 0; i--) {
    let n: number;
    // gejDoubleVar without its wrapper (2·∞ = ∞: skipped).
    if (r.infinity === 0) g.gejDouble(r, r);
    if (i < ECMULT_BUNDLE_BITS && nb > 0) {
      // The bundles' 2·nb lookups, summed in affine form for a block of positions at a time.
      if (i < chunkLo) {
        chunkLo = i + 1 > chunk ? i + 1 - chunk : 0;
        ecmultBundleSums(nb, ind, sel, selLam, lo, no, tsA, chunkLo, i + 1 - chunkLo);
      }
      g.gejAddGeVar(r, r, sumNodes[(i - chunkLo) * width], null);
    }
    for (let k = 0; k < (nb > 0 && i < ECMULT_BUNDLE_BITS ? 0 : no); k++) {
      const p = ps[k];
      const o = k * tsA;
      // ecmultTableGetGe / ecmultTableGetGeLambda by reference (see StraussState).
      if (i < p.bitsNa1 && (n = p.wnafNa1[i]) !== 0) {
        g.gejAddGeVar(r, r, n > 0 ? preA[o + ((n - 1) >> 1)] : neg[o + ((-n - 1) >> 1)], null);
      }
      if (i < p.bitsNaLam && (n = p.wnafNaLam[i]) !== 0) {
        g.gejAddGeVar(r, r, n > 0 ? lam[o + ((n - 1) >> 1)] : lamNeg[o + ((-n - 1) >> 1)], null);
      }
    }
    ecmultGDigitsAdd(r, i, Z);
  }
  if (!r.infinity && !affine) fe.mul(r.z, r.z, Z);
}
