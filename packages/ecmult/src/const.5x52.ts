/**
 * ecmult_const on the 5x52 backend: R = q·A in constant time for a secret q (ECDH, ElligatorSwift),
 * and its x-only form (libsecp256k1's `ecmult_const_impl.h`). The build writes the 10x26 copy from
 * this template.
 *
 * ## Algorithm (Hamburg's signed digits with the GLV endomorphism)
 * For an l-bit v ≥ 0, C_l(v, A) = Σ_{i < l} (2·v_i − 1)·2^i·A = (2·v + 1 − 2^l)·A: every bit is a
 * sign, so each group of ECMULT_CONST_GROUP_SIZE bits selects an odd multiple ±1·A … ±(2^size − 1)·A
 * from a table of 2^(size−1) entries, and no digit is ever zero. With s = (q + K)/2 split as
 * s = s1 + λ·s2, v1 = s1 + 2^128 and v2 = s2 + 2^128 lie in [0, 2^129), and
 * q·A = C_l(v1, A) + C_l(v2, λ·A) for the constant K of `const-params.ts`. The loop takes the
 * groups from the top: size doublings, then one lookup and addition in each of the two tables.
 *
 * The tables are built with the effective-affine technique: the odd multiples (co-Z additions,
 * `ecmultOddMultiplesTable` of `table.5x52.ts`) are brought to one z (`globalZ`,
 * `geTableSetGlobalz`), so they are affine on the isomorphic curve of that z and the additions can
 * be the mixed `gejAddGe`; the result's z is multiplied by `globalZ` at the end.
 *
 * Constant time in q: the scalar arithmetic, the bit extraction at public offsets, the lookups
 * (every entry read, see `ct-lookup.5x52.ts`), the conditional negations and the complete formulas
 * `gejDouble` / `gejAddGe` do the same work for every q. The point A is not secret: the table set-up
 * is variable time in A, and A at infinity returns early, as in libsecp256k1.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { type ConstParams, constParams, ECMULT_CONST_GROUP_SIZE } from "./const-params.js";
import { tableScratchClear, tableSelect, tableSet, tableSetLambda } from "./ct-lookup.5x52.js";
import { ctTableCreate } from "./ct-table.js";
import { ecmultOddMultiplesTable } from "./table.5x52.js";

/** The largest table: secp256k1's (the exhaustive groups' group sizes are smaller). */
const MAX_TABLE = 1 << (ECMULT_CONST_GROUP_SIZE - 1);

// Curve-dependent parameters: those of the current curve of the group module.
let params: ConstParams = constParams(g.getCurve().order, g.getCurve().lambda);
let paramsCurve: g.Curve | null = null;
const sK = scalar.create();
const sOffset = scalar.create();
const bytes32 = new Uint8Array(32);

function ensureParams(): void {
  const curve = g.getCurve();
  if (curve === paramsCurve) return;
  params = constParams(curve.order, curve.lambda);
  if (params.tableSize > MAX_TABLE) throw new RangeError("ecmultConst: table size");
  bigToBytes(bytes32, params.k);
  scalar.setB32(sK, bytes32);
  bigToBytes(bytes32, params.sOffset);
  scalar.setB32(sOffset, bytes32);
  paramsCurve = curve;
}

/** The parameters in use for the current curve (for tests). */
export function ecmultConstParams(): ConstParams {
  ensureParams();
  return params;
}

// ---------------------------------------------------------------------------------------------
// The multiplication.

const preA = g.geArray(MAX_TABLE);
const zr = g.feArray(MAX_TABLE);
const globalZ = fe.createScratch();
const lam = g.geCreate();
/**
 * The two lookup tables in one table held by a module-level `const`: entries [0, tableSize) are
 * the odd multiples of a, entries [tableSize, 2·tableSize) their λ images. One table and one
 * lookup call site let V8 inline the lookup's scan into {@link ecmultConst} and embed the planes'
 * addresses and length as constants there (see `tableScan`).
 */
const TABLES = /* @__PURE__ */ ctTableCreate(2 * MAX_TABLE);
const s = scalar.create();
const v1 = scalar.create();
const v2 = scalar.create();
const t = g.geCreate();

/**
 * t = C_size(n, ·) from the table at entry `base` of TABLES: the odd multiple whose signed-bit
 * value the `size` bits of n encode (`ECMULT_CONST_TABLE_GET_GE`). Bit i of n is the sign (1: +) of 2^i; the value
 * x = Σ (2·n_i − 1)·2^i is odd, |x| ≤ 2^size − 1, and the entry is (|x| − 1)/2, negated when the
 * top bit is 0. Constant time in n.
 */
function tableGetGe(r: g.Ge, base: number, n: number, size: number, tableSize: number): void {
  // If the top bit of n is 0, we want the negation; the index is the low bits, complemented then:
  // index = Σ cnot(n_i)·2^i over i < size − 1, with cnot(b) = b if n's top bit is 1, else 1 − b.
  const negative = ((n >>> (size - 1)) ^ 1) & 1;
  const index = (-negative ^ n) & (tableSize - 1);
  if (__VERIFY__) g.verifyCheck(n >>> 0 < 1 << size && index < tableSize, "ecmultConst: table index");
  tableSelect(r, TABLES, base, tableSize, index, negative);
}

/**
 * Fills TABLES with the odd multiples 1·a, 3·a, …, (2·tableSize − 1)·a and their λ images, all on
 * one z (globalZ, the z of the isomorphic curve on which they are affine). r is scratch.
 */
function buildTables(r: g.Gej, a: g.Ge, tableSize: number): void {
  g.gejSetGe(r, a);
  // The table without its running z: globalZ = z(preA[0]) = zr[0] (a.z = 1), times the product of
  // the other ratios, which geTableSetGlobalz computes as it rescales.
  ecmultOddMultiplesTable(tableSize, preA, zr, null, r);
  fe.copy(globalZ, zr[0]);
  g.geTableSetGlobalz(tableSize, preA, zr, 0, globalZ);
  for (let i = 0; i < tableSize; i++) {
    tableSet(TABLES, i, preA[i]);
    g.geMulLambda(lam, preA[i]);
    tableSetLambda(TABLES, tableSize + i, i, lam.x); // y is entry i's
  }
}

/**
 * Multiplies a point by a secret scalar in constant time (libsecp256k1's `secp256k1_ecmult_const`).
 * On input, a must be valid (a point of the current curve's group, or infinity), q a valid scalar
 * (secret); r is an output only. Performs r = q·a; infinity if a is infinity (an early return: a
 * is public) or q = 0. Constant time in q; variable time in a.
 * On output, r is valid.
 */
export function ecmultConst(r: g.Gej, a: g.Ge, q: scalar.Scalar): void {
  if (__VERIFY__) {
    g.geVerify(a);
    scalar.verify(q, "ecmultConst: q");
  }
  // The table set-up cannot deal with infinity in constant time, and a is public.
  if (a.infinity) {
    g.gejSetInfinity(r);
    return;
  }
  ensureParams();
  const { groupSize, tableSize, groups } = params;

  // v1, v2: the split halves of s = (q + K)/2, made non-negative by adding 2^128.
  scalar.add(s, q, sK);
  scalar.half(s, s);
  scalar.splitLambda(v1, v2, s);
  scalar.add(v1, v1, sOffset);
  scalar.add(v2, v2, sOffset);
  if (__VERIFY__) {
    // v1 and v2 are in [0, 2^129).
    for (let i = 129; i < 256; ) {
      const c = Math.min(32 - (i & 31), 256 - i);
      g.verifyCheck(
        scalar.getBitsVar(v1, i, c) === 0 && scalar.getBitsVar(v2, i, c) === 0,
        "ecmultConst: v ≥ 2^129",
      );
      i += c;
    }
  }

  buildTables(r, a, tableSize);

  // r = C_l(v1, a) + C_l(v2, λ·a), group by group from the top (the bit offsets are public, so the
  // variable-time bit extraction is fine: it varies with offset and count only).
  // Each group is two steps, a's table (odd step) then λ·a's (even step): one lookup call site.
  for (let step = 2 * groups - 1; step >= 0; step--) {
    const group = step >> 1;
    const isLam = (step & 1) ^ 1;
    const bits = scalar.getBitsVar(isLam === 1 ? v2 : v1, group * groupSize, groupSize);
    tableGetGe(t, isLam * tableSize, bits, groupSize, tableSize);
    if (step === 2 * groups - 1) {
      g.gejSetGe(r, t);
    } else {
      if (isLam === 0) for (let j = 0; j < groupSize; j++) g.gejDouble(r, r);
      g.gejAddGe(r, r, t);
    }
  }
  // Back from the isomorphic curve of globalZ to the real one.
  fe.mul(r.z, r.z, globalZ);

  scalar.clear(s);
  scalar.clear(v1);
  scalar.clear(v2);
  g.geClear(t);
  tableScratchClear();
}

const gq = fe.createScratch();
const bq = fe.createScratch();
const cq = fe.createScratch();
const iq = fe.createScratch();
const xq = fe.createScratch();
const yq = fe.createScratch();
const pq = g.geCreate();
const rjq = g.gejCreate();

/**
 * The x coordinate of q·P for P given by its x coordinate n/d, without a square root
 * (libsecp256k1's `secp256k1_ecmult_const_xonly`, after Peter Dettman's technique).
 *
 * On input, n must be valid with magnitude ≤ 8; d, if not null, valid with magnitude ≤ 8 and
 * non-zero (x = n/d; null means d = 1); q a valid non-zero scalar (secret); r may be n or d. If
 * `knownOnCurve` is false, checks first (variable time, in the public x) that x is on the curve.
 * Returns false if it is not (r is then unchanged). Otherwise sets r to the x coordinate of q·P
 * for P = (x, y) with either y (both give the same x), and returns true. The caller must ensure P
 * is in the current curve's group (always true on secp256k1) and q·P is not infinity (true for
 * q ≠ 0 there). On output, r has magnitude 1.
 *
 * With g = n³ + B·d³ and v = √(d·g), P = (n·g, g², v) in Jacobian coordinates; on the isomorphic
 * curve of z = v it is the affine (n·g, g²), so q·P = (X, Y, Z) there is (X, Y, v·Z) on the real
 * curve, whose x is X/(v²·Z²) = X/(d·g·Z²): no v, hence no square root, is needed. The inversion is
 * the constant-time one (the result is secret).
 */
export function ecmultConstXonly(
  r: fe.Fe,
  n: fe.Fe,
  d: fe.Fe | null,
  q: scalar.Scalar,
  knownOnCurve: boolean,
): boolean {
  const B = g.curveB();
  if (__VERIFY__) {
    fe.verifyMagnitude(n, 8);
    if (d !== null) {
      fe.verifyMagnitude(d, 8);
      g.verifyCheck(!fe.normalizesToZeroVar(d), "ecmultConstXonly: d must not be zero");
    }
    scalar.verify(q, "ecmultConstXonly: q");
    g.verifyCheck(!scalar.isZero(q), "ecmultConstXonly: q must not be zero");
    g.verifyCheck(B <= 8, "ecmultConstXonly: B > 8"); // b·d²'s magnitude must stay ≤ 8
  }
  // g = n³ + B·d³.
  fe.sqr(gq, n);
  fe.mul(gq, gq, n); //            g = n³ (1)
  if (d !== null) {
    fe.sqr(bq, d);
    fe.mulInt(bq, B); //           b = B·d² (B ≤ 8)
    fe.mul(bq, bq, d); //          b = B·d³ (1)
    fe.add(gq, bq); //             g = n³ + B·d³ (2)
    if (!knownOnCurve) {
      // (n/d)³ + B is a square iff ((n/d)³ + B)·d⁴ = g·d is.
      fe.mul(cq, gq, d);
      if (!fe.isSquareVar(cq)) return false;
    }
  } else {
    fe.addInt(gq, B); //           g = x³ + B (2)
    if (!knownOnCurve && !fe.isSquareVar(gq)) return false;
  }
  if (__VERIFY__) fe.verifyMagnitude(gq, 2);

  // P = (n·g, g²): the effective-affine form of (n·g, g², v), whose affine x is n/d.
  fe.mul(xq, gq, n);
  fe.sqr(yq, gq);
  g.geSetXY(pq, xq, yq);

  ecmultConst(rjq, pq, q);
  if (__VERIFY__) g.verifyCheck(!rjq.infinity, "ecmultConstXonly: q·P is infinity");

  // x = X / (Z²·g·d): rjq is on the curve of z = v, so its real z is Z·v and v² = d·g.
  fe.sqr(iq, rjq.z);
  fe.mul(iq, iq, gq);
  if (d !== null) fe.mul(iq, iq, d);
  fe.inv(iq, iq);
  fe.mul(r, rjq.x, iq);

  g.gejClear(rjq);
  fe.clear(iq);
  return true;
}

/** Writes v (0 ≤ v < 2^256) as 32 big-endian bytes. */
function bigToBytes(out: Uint8Array, v: bigint): void {
  let x = v;
  for (let i = 31; i >= 0; i--) {
    out[i] = Number(x & 0xffn);
    x >>= 8n;
  }
}
