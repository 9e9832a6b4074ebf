/**
 * Affine points (`ge`) and their storage form on the 5x52 backend: libsecp256k1's `secp256k1_ge_*`
 * functions that involve no Jacobian point.
 *
 * Contract sentences follow libsecp256k1's order: what must hold on input (validity, magnitudes,
 * aliasing), what is computed, what holds on output. "Valid" means the invariants of the type
 * (see {@link Ge}); `Var` functions are variable time, all others constant time. Nothing here
 * allocates.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import { curveB } from "./curve.5x52.js";
import { GE_X_MAGNITUDE_MAX } from "./limits.js";
import { type Fe, type Ge, type GeStorage, geVerify, verifyCheck } from "./types.5x52.js";

const t1 = fe.createScratch();
const t2 = fe.createScratch();

/**
 * Sets r to the point (x, y) (libsecp256k1's `secp256k1_ge_set_xy`).
 * On input, x and y must be valid with magnitudes at most {@link GE_X_MAGNITUDE_MAX} and
 * `GE_Y_MAGNITUDE_MAX`; they need not be on the curve (use {@link geIsValidVar} to check). They
 * may be r's own coordinates. On output, r = (x, y), not infinity.
 */
export function geSetXY(r: Ge, x: Fe, y: Fe): void {
  fe.copy(r.x, x);
  fe.copy(r.y, y);
  r.infinity = 0;
  if (__VERIFY__) geVerify(r);
}

/**
 * Sets r to the point with x coordinate x and a y of the given parity (`secp256k1_ge_set_xo_var`).
 * On input, x must be valid with magnitude at most {@link GE_X_MAGNITUDE_MAX}; it may be r.x.
 * Computes y = √(x³ + B) and negates it if its parity is not `odd`.
 * Returns whether x³ + B is a square, i.e. whether x is on the curve. If it is, r is that point
 * (not infinity, y normalized then possibly negated: magnitude ≤ 2); if not, r is a valid element
 * that is not on the curve and must not be used as a point. Variable time.
 */
export function geSetXOVar(r: Ge, x: Fe, odd: boolean): boolean {
  if (__VERIFY__) fe.verifyMagnitude(x, GE_X_MAGNITUDE_MAX);
  fe.copy(r.x, x);
  fe.sqr(t1, x); //         t1 = x² (1)
  fe.mul(t1, t1, x); //     t1 = x³ (1)
  r.infinity = 0;
  fe.addInt(t1, curveB()); // t1 = x³ + B (2)
  const ret = fe.sqrt(r.y, t1);
  fe.normalizeVar(r.y);
  if (fe.isOdd(r.y) !== odd) fe.negate(r.y, r.y, 1);
  if (__VERIFY__) geVerify(r);
  return ret;
}

/**
 * Whether x is the x coordinate of a point of the curve (`secp256k1_ge_x_on_curve_var`): whether
 * x³ + B is a square. On input, x must be valid with magnitude ≤ 8. Variable time.
 */
export function geXOnCurveVar(x: Fe): boolean {
  fe.sqr(t1, x);
  fe.mul(t1, t1, x); //     t1 = x³ (1)
  fe.addInt(t1, curveB()); // t1 = x³ + B (2)
  return fe.isSquareVar(t1);
}

/**
 * Whether xn/xd is the x coordinate of a point of the curve (`secp256k1_ge_x_frac_on_curve_var`).
 * On input, xn and xd must be valid with magnitude ≤ 8, and xd ≠ 0. Uses that (xn/xd)³ + B is a
 * square iff xd·xn³ + B·xd⁴ is (multiplied by the square xd⁴). Variable time.
 */
export function geXFracOnCurveVar(xn: Fe, xd: Fe): boolean {
  if (__VERIFY__) verifyCheck(!fe.normalizesToZeroVar(xd), "geXFracOnCurveVar: xd must not be zero");
  fe.mul(t1, xd, xn); //  t1 = xd·xn (1)
  fe.sqr(t2, xn); //      t2 = xn² (1)
  fe.mul(t1, t1, t2); //  t1 = xd·xn³ (1)
  fe.sqr(t2, xd); //      t2 = xd² (1)
  fe.sqr(t2, t2); //      t2 = xd⁴ (1)
  fe.mulInt(t2, curveB()); // t2 = B·xd⁴ (B ≤ 31)
  fe.add(t1, t2); //      t1 = xd·xn³ + B·xd⁴ (B + 1)
  return fe.isSquareVar(t1);
}

/** Whether a is the point at infinity (`secp256k1_ge_is_infinity`). On input, a must be valid. */
export function geIsInfinity(a: Ge): boolean {
  if (__VERIFY__) geVerify(a);
  return a.infinity !== 0;
}

/**
 * Whether a is a point of the curve, y² = x³ + B (`secp256k1_ge_is_valid_var`). On input, a must
 * be valid. Returns false for the point at infinity. Variable time. (On an exhaustive-test curve
 * this does not check membership of the subgroup: see `geIsInCorrectSubgroup`.)
 */
export function geIsValidVar(a: Ge): boolean {
  if (__VERIFY__) geVerify(a);
  if (a.infinity) return false;
  fe.sqr(t1, a.y); //       t1 = y² (1)
  fe.sqr(t2, a.x);
  fe.mul(t2, t2, a.x); //   t2 = x³ (1)
  fe.addInt(t2, curveB()); // t2 = x³ + B (2)
  return fe.equalVar(t1, t2);
}

/**
 * Negates a point (`secp256k1_ge_neg`). On input, a must be valid; r may be a.
 * Performs r = −a (mirrored around the x axis). On output, r.y has magnitude 2.
 */
export function geNeg(r: Ge, a: Ge): void {
  if (__VERIFY__) geVerify(a);
  fe.copy(r.x, a.x);
  fe.copy(r.y, a.y);
  r.infinity = a.infinity;
  fe.normalizeWeak(r.y); //     (1)
  fe.negate(r.y, r.y, 1); //    r.y = −y (2)
  if (__VERIFY__) geVerify(r);
}

/** Sets r to the point at infinity, with x = y = 0 (`secp256k1_ge_set_infinity`). */
export function geSetInfinity(r: Ge): void {
  r.infinity = 1;
  fe.setInt(r.x, 0);
  fe.setInt(r.y, 0);
  if (__VERIFY__) geVerify(r);
}

/**
 * Clears r to prevent leaking sensitive information (`secp256k1_ge_clear`). On output, every
 * member of r is zero (x = y = 0, infinity = 0: not a point).
 */
export function geClear(r: Ge): void {
  fe.clear(r.x);
  fe.clear(r.y);
  r.infinity = 0;
}

/**
 * Whether a = b as points (`secp256k1_ge_eq_var`). On input, a and b must be valid. Variable time.
 */
export function geEqVar(a: Ge, b: Ge): boolean {
  if (__VERIFY__) {
    geVerify(a);
    geVerify(b);
  }
  if (a.infinity !== b.infinity) return false;
  if (a.infinity) return true;
  fe.copy(t1, a.x);
  fe.normalizeWeak(t1);
  if (!fe.equalVar(t1, b.x)) return false;
  fe.copy(t1, a.y);
  fe.normalizeWeak(t1);
  return fe.equalVar(t1, b.y);
}

/**
 * Sets r = λ·a for the endomorphism λ·(x, y) = (β·x, y) (`secp256k1_ge_mul_lambda`; λ is the
 * current curve's `lambda`). On input, a must be valid; r may be a. On output, r.x has magnitude 1.
 */
export function geMulLambda(r: Ge, a: Ge): void {
  if (__VERIFY__) geVerify(a);
  fe.mul(r.x, a.x, fe.BETA);
  fe.copy(r.y, a.y);
  r.infinity = a.infinity;
  if (__VERIFY__) geVerify(r);
}

/**
 * Sets r to the affine point of the Jacobian-like triple (a.x, a.y, 1/zi)
 * (`secp256k1_ge_set_ge_zinv`): a is a point on the curve of z = 1/zi, r is its image on the curve
 * of z = 1. On input, a must be valid, zi valid with magnitude ≤ 8; r may be a, and zi may be r.x
 * or r.y. If a is infinite, r is infinite too (its x and y scaled but meaningless: k1 allows this,
 * as a table built by a `ge_z` chain holds infinite entries; libsecp256k1 forbids it).
 * Performs r = (a.x·zi², a.y·zi³). On output, r.x and r.y have magnitude 1.
 */
export function geSetGeZinv(r: Ge, a: Ge, zi: Fe): void {
  if (__VERIFY__) geVerify(a);
  fe.sqr(t1, zi); //         t1 = zi² (1)
  fe.mul(t2, t1, zi); //     t2 = zi³ (1)
  fe.mul(r.x, a.x, t1); //   r.x = x·zi² (1)
  fe.mul(r.y, a.y, t2); //   r.y = y·zi³ (1)
  r.infinity = a.infinity;
  if (__VERIFY__) geVerify(r);
}

/**
 * Converts a point to storage form (`secp256k1_ge_to_storage`). On input, a must be valid and not
 * infinity. On output, r holds a's normalized coordinates.
 */
export function geToStorage(r: GeStorage, a: Ge): void {
  if (__VERIFY__) {
    geVerify(a);
    verifyCheck(!a.infinity, "geToStorage: a must not be infinity");
  }
  fe.copy(t1, a.x);
  fe.normalize(t1);
  fe.toStorage(r.x, t1);
  fe.copy(t1, a.y);
  fe.normalize(t1);
  fe.toStorage(r.y, t1);
}

/**
 * Converts a point from storage form (`secp256k1_ge_from_storage`). On input, a must have been
 * written by {@link geToStorage} (or {@link geStorageCmov} of such). On output, r = a, not
 * infinity, with normalized coordinates.
 */
export function geFromStorage(r: Ge, a: GeStorage): void {
  fe.fromStorage(r.x, a.x);
  fe.fromStorage(r.y, a.y);
  r.infinity = 0;
  if (__VERIFY__) geVerify(r);
}

/**
 * Conditional move of storage points in constant time (`secp256k1_ge_storage_cmov`).
 * On input, both must be initialized; flag must be 0 or 1. Performs r = flag ? a : r.
 */
export function geStorageCmov(r: GeStorage, a: GeStorage, flag: number): void {
  if (__VERIFY__) verifyCheck(flag === 0 || flag === 1, "geStorageCmov: flag must be 0 or 1");
  fe.storageCmov(r.x, a.x, flag);
  fe.storageCmov(r.y, a.y, flag);
}

/**
 * Writes a non-infinite point as 64 bytes x ‖ y, big endian (`secp256k1_ge_to_bytes`; k1's
 * format is the same on every platform). On input, a must be valid and not infinity; out must
 * have 64 bytes at off (not checked in release builds).
 */
export function geToBytes(out: Uint8Array, a: Ge, off = 0): void {
  if (__VERIFY__) {
    geVerify(a);
    verifyCheck(!a.infinity, "geToBytes: a must not be infinity");
  }
  fe.copy(t1, a.x);
  fe.normalizeVar(t1);
  fe.getB32(out, t1, off);
  fe.copy(t1, a.y);
  fe.normalizeVar(t1);
  fe.getB32(out, t1, off + 32);
}

/**
 * Reads a point written by {@link geToBytes} (`secp256k1_ge_from_bytes`). On input, the 64 bytes
 * at off must be such an encoding (each coordinate < p; checked only in VERIFY builds; the point
 * is not checked to be on the curve). On output, r is that point, normalized, not infinity.
 */
export function geFromBytes(r: Ge, buf: Uint8Array, off = 0): void {
  const okx = fe.setB32Limit(r.x, buf, off);
  const oky = fe.setB32Limit(r.y, buf, off + 32);
  if (__VERIFY__) verifyCheck(okx && oky, "geFromBytes: coordinate not below p");
  r.infinity = 0;
  if (__VERIFY__) geVerify(r);
}

/**
 * As {@link geToBytes}, but a may be infinity, which is written as 64 zero bytes
 * (`secp256k1_ge_to_bytes_ext`).
 */
export function geToBytesExt(out: Uint8Array, a: Ge, off = 0): void {
  if (a.infinity) out.fill(0, off, off + 64);
  else geToBytes(out, a, off);
}

/**
 * Reads a point written by {@link geToBytesExt} (`secp256k1_ge_from_bytes_ext`): 64 zero bytes
 * give infinity, anything else as {@link geFromBytes}. Variable time.
 */
export function geFromBytesExt(r: Ge, buf: Uint8Array, off = 0): void {
  let z = 0;
  for (let i = 0; i < 64; i++) z |= buf[off + i];
  if (z === 0) geSetInfinity(r);
  else geFromBytes(r, buf, off);
}
