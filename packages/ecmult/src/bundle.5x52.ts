/**
 * Bundled multi-point multiplication on the 5x52 backend (seed PR 1994, commits 6 and 7):
 * R = Σ qᵢ·Pᵢ + ng·G with the points taken six at a time. `@k1/ecmult/10x26` has the same code
 * over the 10x26 backend (the build writes it from this file).
 *
 * **Outline** ({@link ecmultBundleMulti}). With nb = ⌊n/6⌋ bundles and n − 6·nb ≤ 5 points left over:
 * 1. recode every bundle's six scalars into 2·130 bundle indices (`bundle-recode.5x52.ts`);
 * 2. build one chain of tables: every bundle's 32 subset sums (`bundle-table.5x52.ts`), then the
 *    odd multiples of every point left over with a nonzero scalar (as in Strauss' algorithm,
 *    libsecp256k1's `secp256k1_ecmult_odd_multiples_table`, chained on through the point's
 *    rescaling to the chain's z), and bring the whole chain to one z, Z, by one backward pass
 *    (`geTableSetGlobalz`), with no inversion; then β·x of every entry for the λ side;
 * 3. split and wNAF-recode the points left over (window `WINDOW_A`) and ng (split at 2^128,
 *    window `WINDOW_G`, against the precomputed tables of G and 2^128·G);
 * 4. run the positions from the top: one doubling; per bundle one lookup and one mixed addition
 *    on each side of the λ split (the anchor's digit is never zero, so a bundle adds at every
 *    position); the digits of the points left over and of G as in Strauss' algorithm. The
 *    additions pretend z = 1 on the curve of Z ("effective affine"), the G entries are added with
 *    `gejAddZinvVar`, and r.z is multiplied by Z at the end.
 *
 * **Counts** per bundle of six points, against six points of Strauss' algorithm at WINDOW_A = 5:
 * main loop 2·130 = 260 additions (Strauss: about 6·2·129/(5 + 1) = 258); table 31 additions and
 * 32 rescalings (Strauss: 6·(7 additions + 1 doubling) and 48 rescalings); recoding 6 splits and
 * a few word operations (Strauss: 6 splits and 12 wNAF recodings); memory 32 table entries, 32 λ x
 * coordinates and 264 index bytes, 4.1 KB in flat typed arrays (Strauss: 48 entries as objects,
 * 57 KB). Counted by instrumenting the field (n = 96 points and G, per point): 416 mul + 155 sqr
 * against Strauss' 454 mul + 169 sqr, 8% fewer; 430 + 209 against 453 + 217 at n = 6, 5% fewer.
 * The rest of the measured gain (up to 20% at 180 points) is memory: Strauss' object tables fall
 * out of the caches as n grows, the bundle tables do not.
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
  ecmultBundleTable,
  ecmultBundleTableGetGe,
  ecmultBundleTableGetGeLambda,
} from "./bundle-table.5x52.js";
import { ecmultGDigitsAdd, ecmultGDigitsSet } from "./g-digits.5x52.js";
import { ecmultTableSize, ecmultWindows, ecmultWnaf, WINDOW_A, WNAF_HALF_LEN } from "./index.js";
import {
  ECMULT_BUNDLE_BITS,
  ECMULT_BUNDLE_INDEX_BYTES,
  ECMULT_BUNDLE_INDEX_STRIDE,
  ECMULT_BUNDLE_SIZE,
  ECMULT_BUNDLE_TABLE_SIZE,
} from "./multi-params.js";
import { ecmultOddMultiplesTable, ecmultTableGetGe, ecmultTableGetGeLambda } from "./table.5x52.js";

/**
 * Scratch of {@link ecmultBundleMulti} (seed PR 1994's bundle state on the scratch space): the
 * chain of tables (the bundle tables in flat storage, then the tables of the points left over as
 * `Ge` objects), their z ratios and then β·x, the bundle indices, and the digits of the points
 * left over. Made by {@link bundleStateCreate}.
 */
export interface BundleState {
  /** The most bundles it has room for. */
  readonly bundles: number;
  /** The most points left over it has room for (tables of odd multiples, digits). */
  readonly leftovers: number;
  /** The bundle tables: bundles·32 entries. */
  readonly tables: BundleTables;
  /** The tables of the points left over: leftovers·2^(WINDOW_A − 2) entries. */
  readonly pre: g.Ge[];
  /** Their z ratios while the chain is built, then β·x. */
  readonly aux: g.Fe[];
  /**
   * Bundle indices: {@link ECMULT_BUNDLE_INDEX_BYTES} per bundle (plain side, then λ side, each
   * {@link ECMULT_BUNDLE_INDEX_STRIDE} bytes).
   */
  readonly ind: Uint8Array;
  /** wNAF digits of the two halves of each point left over (2 per point). */
  readonly wnaf: Int32Array[];
  /** One more than the index of the highest nonzero digit of each of those. */
  readonly bits: Int32Array;
}

/**
 * Returns the scratch of {@link ecmultBundleMulti} for up to `bundles` bundles and `leftovers`
 * points left over (in Strauss' manner). Allocates.
 */
export function bundleStateCreate(bundles: number, leftovers: number): BundleState {
  const entries = leftovers * ecmultTableSize(WINDOW_A);
  const wnaf: Int32Array[] = [];
  for (let i = 0; i < 2 * leftovers; i++) wnaf.push(new Int32Array(WNAF_HALF_LEN));
  return {
    bundles,
    leftovers,
    tables: bundleTablesCreate(bundles * ECMULT_BUNDLE_TABLE_SIZE),
    pre: g.geArray(entries),
    aux: g.feArray(entries),
    ind: new Uint8Array(bundles * ECMULT_BUNDLE_INDEX_BYTES),
    wnaf,
    bits: new Int32Array(2 * leftovers),
  };
}

// Scratch (one call at a time).
const acc = g.geZCreate();
const tmpa = g.geCreate();
const tmpj = g.gejCreate();
const Z = fe.createScratch();
const h1 = scalar.create();
const h2 = scalar.create();
// Per point left over (with a nonzero scalar and a finite point): its table's offset in the chain.
const loOff = new Int32Array(ECMULT_BUNDLE_SIZE);

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
 * Computes r = Σ sc[off + i]·pts[off + i] + ng·G over `num` points by the bundled algorithm (seed
 * PR 1994's `secp256k1_ecmult_bundle_multi`; see the module comment for the method and the counts):
 * the first 6·⌊num/6⌋ points in bundles, the rest (at most 5) as in Strauss' algorithm.
 *
 * On input, state must have room for ⌊num/6⌋ bundles and num mod 6 points left over;
 * pts[off .. off + num) valid affine points (infinity allowed) and sc[off .. off + num) valid
 * scalars; ng a valid scalar or null (as zero); r distinct from the points.
 * Performs r = Σ sc[off + i]·pts[off + i] + ng·G for G the current curve's generator. On output,
 * r is valid, or infinity. Variable time.
 */
export function ecmultBundleMulti(
  state: BundleState,
  r: g.Gej,
  num: number,
  pts: readonly g.Ge[],
  sc: readonly scalar.Scalar[],
  ng: scalar.Scalar | null,
  off = 0,
): void {
  const nb = (num / ECMULT_BUNDLE_SIZE) | 0;
  const nl = num - nb * ECMULT_BUNDLE_SIZE;
  if (__VERIFY__) {
    g.verifyCheck(nb <= state.bundles && nl <= state.leftovers, "ecmultBundleMulti: state too small");
    g.verifyCheck(off >= 0 && off + num <= pts.length && off + num <= sc.length, "ecmultBundleMulti: inputs");
    for (let i = 0; i < num; i++) {
      g.geVerify(pts[off + i]);
      scalar.verify(sc[off + i], "ecmultBundleMulti");
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
  const pre = state.pre;
  const aux = state.aux;
  const ind = state.ind;
  const wnaf = state.wnaf;
  const lbits = state.bits;

  // 1. and 2.: recode every bundle and extend the chain with its table.
  g.geZSetInfinity(acc);
  fe.setInt(acc.z, 1);
  for (let b = 0; b < nb; b++) {
    const p = off + b * ECMULT_BUNDLE_SIZE;
    ecmultBundleRecode(ind, b * ECMULT_BUNDLE_INDEX_BYTES, sc, p);
    ecmultBundleTable(tables, b * ECMULT_BUNDLE_TABLE_SIZE, acc, pts, p);
  }
  const lenA = nb * ECMULT_BUNDLE_TABLE_SIZE;
  let len = 0; // entries of the leftovers' tables

  // 2. and 3.: the points left over, as in Strauss' algorithm, on the same chain.
  let bits = nb > 0 ? ECMULT_BUNDLE_BITS : 0;
  let no = 0;
  for (let i = nb * ECMULT_BUNDLE_SIZE; i < num; i++) {
    const q = sc[off + i];
    const pt = pts[off + i];
    if (scalar.isZero(q) || pt.infinity) continue;
    scalar.splitLambda(h1, h2, q);
    const b1 = ecmultWnaf(wnaf[2 * no], WNAF_HALF_LEN, h1, wA);
    const b2 = ecmultWnaf(wnaf[2 * no + 1], WNAF_HALF_LEN, h2, wA);
    lbits[2 * no] = b1;
    lbits[2 * no + 1] = b2;
    if (b1 > bits) bits = b1;
    if (b2 > bits) bits = b2;
    // The point on the curve of the chain's current z (its last entry's), so that the table's
    // first ratio links it to the chain; the table leaves the new last z in Z.
    g.gejSetGe(tmpj, pt);
    if (lenA + len !== 0) g.gejRescale(tmpj, acc.z);
    ecmultOddMultiplesTable(tsA, pre, aux, Z, tmpj, len);
    fe.copy(acc.z, Z);
    loOff[no] = len;
    len += tsA;
    no++;
  }

  // Bring the chain to the last entry's z, Z, and compute the λ x coordinates.
  fe.copy(Z, acc.z);
  ecmultBundleChainSetGlobalz(tables, lenA, pre, aux, len);

  // 3.: the generator's digits.
  const bitsG = ecmultGDigitsSet(ng);
  if (bitsG > bits) bits = bitsG;

  // 4.: the main loop.
  g.gejSetInfinity(r);
  for (let i = bits - 1; i >= 0; i--) {
    let n: number;
    // gejDoubleVar without its wrapper (2·∞ = ∞: skipped).
    if (r.infinity === 0) g.gejDouble(r, r);
    if (i < ECMULT_BUNDLE_BITS) {
      for (let b = 0; b < nb; b++) {
        const io = b * ECMULT_BUNDLE_INDEX_BYTES + i;
        const to = b * ECMULT_BUNDLE_TABLE_SIZE;
        ecmultBundleTableGetGe(tmpa, tables, to, ind[io]);
        g.gejAddGeVar(r, r, tmpa, null);
        ecmultBundleTableGetGeLambda(tmpa, tables, to, ind[io + ECMULT_BUNDLE_INDEX_STRIDE]);
        g.gejAddGeVar(r, r, tmpa, null);
      }
    }
    for (let k = 0; k < no; k++) {
      if (i < lbits[2 * k] && (n = wnaf[2 * k][i]) !== 0) {
        ecmultTableGetGe(tmpa, pre, n, wA, loOff[k]);
        g.gejAddGeVar(r, r, tmpa, null);
      }
      if (i < lbits[2 * k + 1] && (n = wnaf[2 * k + 1][i]) !== 0) {
        ecmultTableGetGeLambda(tmpa, pre, aux, n, wA, loOff[k]);
        g.gejAddGeVar(r, r, tmpa, null);
      }
    }
    ecmultGDigitsAdd(r, i, Z);
  }
  if (!r.infinity) fe.mul(r.z, r.z, Z);
}
