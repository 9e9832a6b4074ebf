/**
 * R = na·A + ng·G on the 5x52 backend: libsecp256k1's `secp256k1_ecmult` and
 * `secp256k1_ecmult_strauss_wnaf` (`ecmult_impl.h`), the double multiplication of signature
 * verification. `@k1/ecmult/10x26` has the same code over the 10x26 backend (the build writes it
 * from this file).
 *
 * Strauss' algorithm (Shamir's trick) with wNAF digits:
 * - each point's scalar is split by the endomorphism, na = na1 + λ·naLam with |na1|, |naLam| <
 *   2^128, and both halves recoded in wNAF of window `WINDOW_A`; one table of odd multiples of A
 *   serves both (λ·(x, y) = (β·x, y));
 * - ng is split at bit 128, ng = ng1 + 2^128·ng128, both recoded with window `WINDOW_G` against
 *   the precomputed tables of G and 2^128·G (`tables-g.5x52.ts`);
 * - one pass of 129 doublings adds the digits of all halves.
 *
 * "Effective affine" arithmetic: the odd multiples of A are computed on an isomorphic curve where
 * they are affine points with one common (global) z, Z, so every addition in the main loop is the
 * cheaper mixed addition `gejAddGeVar`; the affine G entries are added with `gejAddZinvVar` and the
 * known 1/Z; the result's z is multiplied by Z once at the end.
 *
 * Everything here is variable time: for public scalars and points only (verification).
 * No allocation per call: the scratch is module level (`ecmult`) or a caller's {@link StraussState}.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { ecmultGDigitsAdd, ecmultGDigitsSet } from "./g-digits.5x52.js";
import { ecmultTableSize, ecmultWindows, ecmultWnaf, WINDOW_A, WNAF_HALF_LEN } from "./index.js";
import { ecmultOddMultiplesTable } from "./table.5x52.js";

/** The wNAF digits of one point's two scalar halves (libsecp256k1's `secp256k1_strauss_point_state`). */
export interface StraussPointState {
  /** Digits of na1 (`WNAF_HALF_LEN` entries). */
  readonly wnafNa1: Int32Array;
  /** Digits of naLam. */
  readonly wnafNaLam: Int32Array;
  /** One more than the index of na1's highest nonzero digit. */
  bitsNa1: number;
  /** One more than the index of naLam's highest nonzero digit. */
  bitsNaLam: number;
}

/**
 * Scratch of {@link ecmultStraussWnaf} for up to `capacity` points (libsecp256k1's
 * `secp256k1_strauss_state`): the tables of odd multiples and their z ratios, then the λ x
 * coordinates, and the digits of each point. Made by {@link straussStateCreate}.
 *
 * Beyond libsecp256k1's state, it holds the entries' negated y and three more views of every entry,
 * `neg` = (x, −y), `lam` = (β·x, y) and `lamNeg` = (β·x, −y): objects that share the field elements
 * of `preA`, `aux` and `negY`, so that a digit selects its point by reference, with no copy and no
 * negation per addition (libsecp256k1's `table_get_ge*` copy the entry and negate y for negative
 * digits).
 */
export interface StraussState {
  /** The number of points it has room for. */
  readonly capacity: number;
  /** z ratios while the tables are built, then β·x of every entry (capacity · 2^(WINDOW_A−2)). */
  readonly aux: g.Fe[];
  /** The odd multiples of every point, with one global z (capacity · 2^(WINDOW_A−2)). */
  readonly preA: g.Ge[];
  /** −y of every entry. */
  readonly negY: g.Fe[];
  /** (x, −y) of every entry: the negated multiples (shares preA's x and negY). */
  readonly neg: g.Ge[];
  /** (β·x, y) of every entry: the multiples of λ·A (shares aux and preA's y). */
  readonly lam: g.Ge[];
  /** (β·x, −y) of every entry (shares aux and negY). */
  readonly lamNeg: g.Ge[];
  /** The digits of every point. */
  readonly ps: StraussPointState[];
}

/** Returns the scratch for {@link ecmultStraussWnaf} with up to `capacity` points. Allocates. */
export function straussStateCreate(capacity: number): StraussState {
  const n = capacity * ecmultTableSize(WINDOW_A);
  const ps: StraussPointState[] = [];
  for (let i = 0; i < capacity; i++) {
    ps.push({
      wnafNa1: new Int32Array(WNAF_HALF_LEN),
      wnafNaLam: new Int32Array(WNAF_HALF_LEN),
      bitsNa1: 0,
      bitsNaLam: 0,
    });
  }
  const aux = g.feArray(n);
  const preA = g.geArray(n);
  const negY = g.feArray(n);
  const view = (x: g.Fe[], y: g.Fe[]): g.Ge[] => {
    const r: g.Ge[] = [];
    for (let k = 0; k < n; k++) {
      const e = g.geCreate(); // the same hidden class as every Ge, then its members replaced
      e.x = x[k];
      e.y = y[k];
      e.infinity = 0;
      r.push(e);
    }
    return r;
  };
  const px = preA.map((e) => e.x);
  const py = preA.map((e) => e.y);
  return {
    capacity,
    aux,
    preA,
    negY,
    neg: view(px, negY),
    lam: view(aux, py),
    lamNeg: view(aux, negY),
    ps,
  };
}

// Scratch of ecmultStraussWnaf (one call at a time; nothing here calls back into it).
const tmp = g.gejCreate();
const Z = fe.createScratch();
const z0 = fe.createScratch();
const na1 = scalar.create();
const naLam = scalar.create();

// The A window of the current curve (WINDOW_A on secp256k1; smaller on the exhaustive-test groups,
// see ecmultWindows), refreshed when the group module's curve changes.
let windowCurve = g.getCurve();
let windowA = WINDOW_A;

/**
 * Computes r = Σ na[i]·a[i] + ng·G over `num` points by Strauss' algorithm with wNAF digits
 * (libsecp256k1's `secp256k1_ecmult_strauss_wnaf`).
 *
 * On input, state must have room for num points; a[0..num) valid Jacobian points (infinity
 * allowed) and na[0..num) valid scalars; ng a valid scalar or null (as zero, a little faster); r
 * may be one of the a[i] (read before r is written). Points at infinity and zero scalars are
 * skipped.
 * Performs r = Σ na[i]·a[i] + ng·G. On output, r is valid (magnitudes of `gejAddVar`'s output), or
 * infinity. Variable time.
 */
export function ecmultStraussWnaf(
  state: StraussState,
  r: g.Gej,
  num: number,
  a: readonly g.Gej[],
  na: readonly scalar.Scalar[],
  ng: scalar.Scalar | null,
): void {
  if (__VERIFY__) {
    g.verifyCheck(num >= 0 && num <= state.capacity, "ecmultStraussWnaf: num exceeds the state's capacity");
    for (let i = 0; i < num; i++) g.gejVerify(a[i]);
  }
  const c = g.getCurve();
  if (c !== windowCurve) {
    windowCurve = c;
    windowA = ecmultWindows(c.order).windowA;
  }
  const wA = windowA;
  const tsA = ecmultTableSize(wA);
  const preA = state.preA;
  const aux = state.aux;
  const ps = state.ps;
  let bits = 0;
  let no = 0;

  fe.setInt(Z, 1);
  for (let np = 0; np < num; np++) {
    if (scalar.isZero(na[np]) || a[np].infinity) continue;
    const p = ps[no];
    // na = na1 + naLam·λ, both halves of about 128 bits.
    scalar.splitLambda(na1, naLam, na[np]);
    p.bitsNa1 = ecmultWnaf(p.wnafNa1, WNAF_HALF_LEN, na1, wA);
    p.bitsNaLam = ecmultWnaf(p.wnafNaLam, WNAF_HALF_LEN, naLam, wA);
    if (p.bitsNa1 > bits) bits = p.bitsNa1;
    if (p.bitsNaLam > bits) bits = p.bitsNaLam;

    // Odd multiples of a[np], all brought to one z "denominator" Z: the additions below then
    // pretend z = 1 (affine formulas on the isomorphic curve of Z) and the result's z is corrected
    // once at the end. The G entries, really affine, have z ratio 1/Z to them: gejAddZinvVar.
    // A later point's table chains on to the previous one's through its rescaled input.
    g.gejCopy(tmp, a[np]);
    if (no !== 0) g.gejRescale(tmp, Z);
    else fe.copy(z0, a[np].z);
    const off = no * tsA;
    // The running z is needed only to chain a later point's table on: not after the last point.
    ecmultOddMultiplesTable(tsA, preA, aux, np === num - 1 ? null : Z, tmp, off);
    if (no !== 0) fe.mul(aux[off], aux[off], a[np].z);
    no++;
  }

  // Bring every table to the same z, the last one's: Z = z(preA[0])·(the product of the other
  // ratios, computed by geTableSetGlobalz), with z(preA[0]) = aux[0]·(the first table's a).z.
  if (no !== 0) {
    fe.mul(Z, aux[0], z0);
    g.geTableSetGlobalz(tsA * no, preA, aux, 0, Z);
  }

  // The views of state.neg, .lam, .lamNeg: −y and the λ-table x coordinates β·x.
  const negY = state.negY;
  for (let k = 0; k < no * tsA; k++) {
    fe.negate(negY[k], preA[k].y, 1); //            (2)
    fe.mul(aux[k], preA[k].x, fe.BETA); //          (1)
  }
  const neg = state.neg;
  const lam = state.lam;
  const lamNeg = state.lamNeg;

  const bitsG = ecmultGDigitsSet(ng);
  if (bitsG > bits) bits = bitsG;

  g.gejSetInfinity(r);
  for (let i = bits - 1; i >= 0; i--) {
    let n: number;
    // gejDoubleVar without its wrapper: r is infinity only before the first addition.
    if (r.infinity === 0) g.gejDouble(r, r);
    for (let np = 0; np < no; np++) {
      const p = ps[np];
      const off = np * tsA;
      // ecmultTableGetGe / ecmultTableGetGeLambda by reference (see StraussState).
      if (i < p.bitsNa1 && (n = p.wnafNa1[i]) !== 0) {
        g.gejAddGeVar(r, r, n > 0 ? preA[off + ((n - 1) >> 1)] : neg[off + ((-n - 1) >> 1)], null);
      }
      if (i < p.bitsNaLam && (n = p.wnafNaLam[i]) !== 0) {
        g.gejAddGeVar(r, r, n > 0 ? lam[off + ((n - 1) >> 1)] : lamNeg[off + ((-n - 1) >> 1)], null);
      }
    }
    ecmultGDigitsAdd(r, i, Z);
  }

  if (!r.infinity) fe.mul(r.z, r.z, Z);
}

const state1 = straussStateCreate(1);
const a1: g.Gej[] = [g.gejCreate()];
const na1s: scalar.Scalar[] = [scalar.create()];
const zero = scalar.create();

/**
 * Double multiplication R = na·A + ng·G (libsecp256k1's `secp256k1_ecmult`).
 *
 * On input, a must be a valid Jacobian point (infinity allowed), na a valid scalar, ng a valid
 * scalar or null (treated as zero, a little faster); r may be a.
 * Performs r = na·a + ng·G for G the current curve's generator (secp256k1's unless an exhaustive
 * test selected another with `setCurve`). On output, r is valid, or infinity.
 *
 * Variable time: for public inputs (signature verification). The first call with ng makes the
 * generator tables in use (`tables-g.5x52.ts`: by default computed, about a millisecond).
 */
export function ecmult(r: g.Gej, a: g.Gej, na: scalar.Scalar, ng: scalar.Scalar | null): void {
  a1[0] = a;
  na1s[0] = na;
  ecmultStraussWnaf(state1, r, 1, a1, na1s, ng);
  a1[0] = tmp; // drop the caller's objects
  na1s[0] = zero;
}
