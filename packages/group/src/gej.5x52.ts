/**
 * Jacobian points (`gej`) on the 5x52 backend: libsecp256k1's doubling and addition formulas and
 * the `secp256k1_gej_*` helpers around them.
 *
 * Each formula carries its operation count, the formula in a comment, and per line the meaning of
 * the intermediate with its magnitude in parentheses, as in libsecp256k1's group_impl.h. "GEJ_X_M"
 * etc. are the named maximum magnitudes of `limits.ts`. None of the formulas reads the curve
 * constant B (a = 0 on every curve y² = x³ + B), so they serve the exhaustive test curves as well.
 *
 * Aliasing: every function allows its output to be (the same object as) any of its inputs, as the
 * C code does. `Var` functions are variable time; the others are constant time (as far as a
 * JavaScript engine allows: no branch or index depends on secret values). Nothing allocates.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import { getCurve } from "./curve.5x52.js";
import { GE_X_MAGNITUDE_MAX, GE_Y_MAGNITUDE_MAX, GEJ_X_MAGNITUDE_MAX } from "./limits.js";
import {
  type Fe,
  type Ge,
  type Gej,
  gejCopy,
  gejCreate,
  gejVerify,
  geVerify,
  verifyCheck,
} from "./types.5x52.js";

// Scratch elements of the formulas (module-level: the formulas never allocate). A formula calls
// another only on its last line (gejDoubleVar from the additions, gejDouble from gejDoubleVar), so
// sharing them is safe; the names follow libsecp256k1's locals.
const l = fe.createScratch();
const s = fe.createScratch();
const t = fe.createScratch();
const z12 = fe.createScratch();
const z22 = fe.createScratch();
const u1 = fe.createScratch();
const u2 = fe.createScratch();
const s1 = fe.createScratch();
const s2 = fe.createScratch();
const h = fe.createScratch();
const i = fe.createScratch();
const h2 = fe.createScratch();
const h3 = fe.createScratch();
const az = fe.createScratch();
const zz = fe.createScratch();
const m = fe.createScratch();
const n = fe.createScratch();
const q = fe.createScratch();
const rr = fe.createScratch();
const mAlt = fe.createScratch();
const rrAlt = fe.createScratch();

/** Sets r to the point at infinity, with x = y = z = 0 (`secp256k1_gej_set_infinity`). */
export function gejSetInfinity(r: Gej): void {
  r.infinity = 1;
  fe.setInt(r.x, 0);
  fe.setInt(r.y, 0);
  fe.setInt(r.z, 0);
  if (__VERIFY__) gejVerify(r);
}

/**
 * Sets r to the affine point a, with z = 1 (`secp256k1_gej_set_ge`). On input, a must be valid
 * (infinity allowed). On output, r = a.
 */
export function gejSetGe(r: Gej, a: Ge): void {
  if (__VERIFY__) geVerify(a);
  r.infinity = a.infinity;
  fe.copy(r.x, a.x);
  fe.copy(r.y, a.y);
  fe.setInt(r.z, 1);
  if (__VERIFY__) gejVerify(r);
}

/** Whether a is the point at infinity (`secp256k1_gej_is_infinity`). On input, a must be valid. */
export function gejIsInfinity(a: Gej): boolean {
  if (__VERIFY__) gejVerify(a);
  return a.infinity !== 0;
}

/**
 * Negates a point (`secp256k1_gej_neg`). On input, a must be valid; r may be a.
 * Performs r = −a. On output, r.y has magnitude 2.
 */
export function gejNeg(r: Gej, a: Gej): void {
  if (__VERIFY__) gejVerify(a);
  r.infinity = a.infinity;
  fe.copy(r.x, a.x);
  fe.copy(r.y, a.y);
  fe.copy(r.z, a.z);
  fe.normalizeWeak(r.y); //   (1)
  fe.negate(r.y, r.y, 1); //  r.y = −Y (2)
  if (__VERIFY__) gejVerify(r);
}

/**
 * Clears r to prevent leaking sensitive information (`secp256k1_gej_clear`). On output, every
 * member is zero (infinity = 0: not a point).
 */
export function gejClear(r: Gej): void {
  fe.clear(r.x);
  fe.clear(r.y);
  fe.clear(r.z);
  r.infinity = 0;
}

/**
 * Doubles a point in constant time (`secp256k1_gej_double`). On input, a must be valid; r may be a.
 * Performs r = 2·a; infinity doubles to infinity. (A point with y = 0, of order 2, gives z = 0
 * without the infinity flag; no such point is in any group this package works in.)
 * On output, r.x has magnitude 3, r.y 3, r.z 1.
 */
export function gejDouble(r: Gej, a: Gej): void {
  // Operations: 2 mul, 3 sqr, 1 mulAddSqr, 7 add/half/mulInt/negate (libsecp256k1's 3 mul, 4 sqr,
  // 8 add/half/mulInt/negate, with L·(X3 + T) + S² as one mulAddSqr: one reduction instead of two).
  //   L = (3/2)·X1²
  //   S = Y1²
  //   T = −X1·S
  //   X3 = L² + 2·T
  //   Y3 = −(L·(X3 + T) + S²)
  //   Z3 = Y1·Z1
  if (__VERIFY__) gejVerify(a);
  r.infinity = a.infinity;
  fe.mul(r.z, a.z, a.y); //  Z3 = Y1·Z1 (1)
  fe.sqr(s, a.y); //         S = Y1² (1)
  fe.sqr(l, a.x); //         L = X1² (1)
  fe.mulInt(l, 3); //        L = 3·X1² (3)
  fe.half(l); //             L = 3/2·X1² (2)
  fe.negate(t, s, 1); //     T = −S (2)
  fe.mul(t, t, a.x); //      T = −X1·S (1)
  fe.sqr(r.x, l); //         X3 = L² (1)
  fe.add(r.x, t); //         X3 = L² + T (2)
  fe.add(r.x, t); //         X3 = L² + 2·T (3)
  fe.add(t, r.x); //         T' = X3 + T (4)
  fe.mulAddSqr(r.y, t, l, s); // Y3 = L·(X3 + T) + S² (2)
  fe.negate(r.y, r.y, 2); // Y3 = −(L·(X3 + T) + S²) (3)
  if (__VERIFY__) gejVerify(r);
}

/**
 * Doubles a point (`secp256k1_gej_double_var`). On input, a must be valid; r may be a; rzr, if
 * not null, must be a field element distinct from r's and a's coordinates.
 * Performs r = 2·a. If rzr is given, sets it so that r.z = a.z·rzr: a.y (weakly normalized,
 * magnitude 1) for a finite a, and 1 for infinity (where z is implicitly 0).
 * On output, as {@link gejDouble}. Variable time.
 */
export function gejDoubleVar(r: Gej, a: Gej, rzr: Fe | null = null): void {
  // For secp256k1 2·Q is infinity only if Q is: 2·Q = O needs Q.y = 0, i.e. x³ = −7, and −7 has no
  // cube root mod p. (On a sextic twist such as y² = x³ + 6 a point with y = 0 exists; it is not
  // in the test subgroup, and doubling it gives z = 0 without the infinity flag.)
  if (a.infinity) {
    gejSetInfinity(r);
    if (rzr !== null) fe.setInt(rzr, 1);
    return;
  }
  if (rzr !== null) {
    fe.copy(rzr, a.y);
    fe.normalizeWeak(rzr);
  }
  gejDouble(r, a);
}

/**
 * Adds two Jacobian points (`secp256k1_gej_add_var`). On input, a and b must be valid; r may be
 * a or b; rzr, if not null, must be distinct from the points' coordinates, and a must not be
 * infinity then.
 * Performs r = a + b, for every pair of points (including a = b, a = −b and infinity).
 * If rzr is given, sets it so that r.z = a.z·rzr (0 when the sum is infinity, 1 when b is).
 * On output, r.x has magnitude ≤ 4, r.y ≤ 3, r.z 1. Variable time.
 */
export function gejAddVar(r: Gej, a: Gej, b: Gej, rzr: Fe | null = null): void {
  // Operations: 12 mul, 4 sqr, 11 add/negate/normalizesToZero (ignoring special cases).
  //   U1 = X1·Z2², U2 = X2·Z1², S1 = Y1·Z2³, S2 = Y2·Z1³
  //   H = U2 − U1, I = S1 − S2 (= −R of the usual notation)
  //   X3 = I² − H³ − 2·U1·H²
  //   Y3 = −I·(U1·H² − X3) − S1·H³ (written as I·(X3 − U1·H²) + S1·(−H³))
  //   Z3 = Z1·Z2·H
  if (__VERIFY__) {
    gejVerify(a);
    gejVerify(b);
  }
  if (a.infinity) {
    if (__VERIFY__) verifyCheck(rzr === null, "gejAddVar: rzr requires a finite a");
    gejCopy(r, b);
    return;
  }
  if (b.infinity) {
    if (rzr !== null) fe.setInt(rzr, 1);
    gejCopy(r, a);
    return;
  }
  fe.sqr(z22, b.z); //         z22 = Z2² (1)
  fe.sqr(z12, a.z); //         z12 = Z1² (1)
  fe.mul(u1, a.x, z22); //     u1 = U1 = X1·Z2² (1)
  fe.mul(u2, b.x, z12); //     u2 = U2 = X2·Z1² (1)
  fe.mul(s1, a.y, z22);
  fe.mul(s1, s1, b.z); //      s1 = S1 = Y1·Z2³ (1)
  fe.mul(s2, b.y, z12);
  fe.mul(s2, s2, a.z); //      s2 = S2 = Y2·Z1³ (1)
  fe.negate(h, u1, 1);
  fe.add(h, u2); //            h = H = U2 − U1 (3)
  fe.negate(i, s2, 1);
  fe.add(i, s1); //            i = I = S1 − S2 (3)
  if (fe.normalizesToZeroVar(h)) {
    if (fe.normalizesToZeroVar(i)) {
      gejDoubleVar(r, a, rzr); // a = b
    } else {
      if (rzr !== null) fe.setInt(rzr, 0);
      gejSetInfinity(r); //     a = −b
    }
    return;
  }
  r.infinity = 0;
  fe.mul(t, h, b.z); //        t = H·Z2 (1)
  if (rzr !== null) fe.copy(rzr, t);
  fe.mul(r.z, a.z, t); //      Z3 = Z1·Z2·H (1)   (b.z is not read below: r may be b)
  fe.sqr(h2, h); //            h2 = H² (1)
  fe.negate(h2, h2, 1); //     h2 = −H² (2)
  fe.mul(h3, h2, h); //        h3 = −H³ (1)
  fe.mul(t, u1, h2); //        t = −U1·H² (1)
  fe.sqr(r.x, i); //           X3 = I² (1)
  fe.add(r.x, h3); //          X3 = I² − H³ (2)
  fe.add(r.x, t); //           X3 = I² − H³ − U1·H² (3)
  fe.add(r.x, t); //           X3 = I² − H³ − 2·U1·H² (4)
  fe.add(t, r.x); //           t = X3 − U1·H² (5)
  fe.mul(r.y, t, i); //        Y3 = I·(X3 − U1·H²) (1)
  fe.mul(h3, h3, s1); //       h3 = −S1·H³ (1)
  fe.add(r.y, h3); //          Y3 = I·(X3 − U1·H²) − S1·H³ (2)
  if (__VERIFY__) gejVerify(r);
}

/**
 * Adds an affine point to a Jacobian one (`secp256k1_gej_add_ge_var`). On input, a and b must be
 * valid (either may be infinity); r may be a; rzr, if not null, must be distinct from the points'
 * coordinates, and a must not be infinity then.
 * Performs r = a + b for every pair (including a = b and a = −b). If rzr is given, sets it so
 * that r.z = a.z·rzr (0 when the sum is infinity, 1 when b is).
 * On output, r.x has magnitude ≤ 4, r.y ≤ 3, r.z 1. Variable time.
 */
export function gejAddGeVar(r: Gej, a: Gej, b: Ge, rzr: Fe | null = null): void {
  // Operations: 8 mul, 3 sqr, 11 add/negate/normalizesToZero (ignoring special cases).
  // As gejAddVar with Z2 = 1: U1 = X1, S1 = Y1, U2 = X2·Z1², S2 = Y2·Z1³.
  if (__VERIFY__) {
    gejVerify(a);
    geVerify(b);
  }
  if (a.infinity) {
    if (__VERIFY__) verifyCheck(rzr === null, "gejAddGeVar: rzr requires a finite a");
    gejSetGe(r, b);
    return;
  }
  if (b.infinity) {
    if (rzr !== null) fe.setInt(rzr, 1);
    gejCopy(r, a);
    return;
  }
  fe.sqr(z12, a.z); //                     z12 = Z1² (1)
  fe.mul(u2, b.x, z12); //                 u2 = U2 = X2·Z1² (1)
  fe.mul(s2, b.y, z12);
  fe.mul(s2, s2, a.z); //                  s2 = S2 = Y2·Z1³ (1)
  fe.negate(h, a.x, GEJ_X_MAGNITUDE_MAX);
  fe.add(h, u2); //                        h = H = U2 − X1 (GEJ_X_M + 2)
  fe.negate(i, s2, 1);
  fe.add(i, a.y); //                       i = I = Y1 − S2 (GEJ_Y_M + 2)
  if (fe.normalizesToZeroVar(h)) {
    if (fe.normalizesToZeroVar(i)) {
      gejDoubleVar(r, a, rzr); // a = b
    } else {
      if (rzr !== null) fe.setInt(rzr, 0);
      gejSetInfinity(r); //     a = −b
    }
    return;
  }
  r.infinity = 0;
  if (rzr !== null) fe.copy(rzr, h);
  fe.mul(r.z, a.z, h); //                  Z3 = Z1·H (1)   (a.z is not read below: r may be a)
  fe.sqr(h2, h); //                        h2 = H² (1)
  fe.negate(h2, h2, 1); //                 h2 = −H² (2)
  fe.mul(h3, h2, h); //                    h3 = −H³ (1)
  fe.mul(t, a.x, h2); //                   t = −X1·H² (1)
  fe.sqr(r.x, i); //                       X3 = I² (1)   (a.x is not read below)
  fe.add(r.x, h3); //                      X3 = I² − H³ (2)
  fe.add(r.x, t); //                       X3 = I² − H³ − X1·H² (3)
  fe.add(r.x, t); //                       X3 = I² − H³ − 2·X1·H² (4)
  fe.mul(h3, h3, a.y); //                  h3 = −Y1·H³ (1)   (read a.y before r.y is written)
  fe.add(t, r.x); //                       t = X3 − X1·H² (5)
  fe.mul(r.y, t, i); //                    Y3 = I·(X3 − X1·H²) (1)
  fe.add(r.y, h3); //                      Y3 = I·(X3 − X1·H²) − Y1·H³ (2)
  if (__VERIFY__) gejVerify(r);
}

/**
 * Co-Z addition with update (Meloni's "ZADDU", 2007; no libsecp256k1 counterpart), for chains of
 * additions such as tables of odd multiples. a and b stand for the Jacobian points (a.x, a.y, Z)
 * and (b.x, b.y, Z) of one omitted z, Z.
 * On input, a and b must be valid, finite, with a.x ≠ b.x mod p (a ≠ ±b; checked in VERIFY
 * builds); r may be b but not a; rzr must be distinct from the points' coordinates.
 * Performs r = a + b and rescales a to the same point, both on the omitted z Z·rzr, with
 * rzr = a.x − b.x:
 *
 *     h = X1 − X2, C = h², W1 = X1·C, W2 = X2·C, R = Y1 − Y2
 *     X3 = R² − W1 − W2, Y3 = R·(W1 − X3) − Y1·(W1 − W2), a' = (W1, Y1·(W1 − W2))
 *
 * (4 mul + 2 sqr; `gejAddGeVar` takes 8 mul + 3 sqr.) On output, r.x has magnitude ≤ 4, r.y ≤ 3,
 * a's coordinates and rzr magnitude 1. Variable time (incomplete: for public points).
 */
export function geAddCoZVar(r: Ge, a: Ge, b: Ge, rzr: Fe): void {
  if (__VERIFY__) {
    geVerify(a);
    geVerify(b);
    verifyCheck(!a.infinity && !b.infinity, "geAddCoZVar: a and b must be finite");
    verifyCheck(r !== a, "geAddCoZVar: r must not be a");
  }
  fe.negate(rzr, b.x, GE_X_MAGNITUDE_MAX);
  fe.add(rzr, a.x); //                    h = X1 − X2 (≤ 9)
  fe.normalizeWeak(rzr); //               (1)
  if (__VERIFY__) verifyCheck(!fe.normalizesToZeroVar(rzr), "geAddCoZVar: a.x = b.x");
  fe.sqr(h2, rzr); //                     C = h² (1)
  fe.mul(u2, b.x, h2); //                 W2 = X2·C (1)
  fe.mul(a.x, a.x, h2); //                a.x = W1 = X1·C (1)
  fe.negate(rr, b.y, GE_Y_MAGNITUDE_MAX);
  fe.add(rr, a.y); //                     R = Y1 − Y2 (≤ 7)
  fe.negate(t, u2, 1);
  fe.add(t, a.x); //                      W1 − W2 (3)
  fe.mul(a.y, a.y, t); //                 a.y = Y1·(W1 − W2) (1)
  fe.sqr(r.x, rr); //                     R² (1)   (b is not read below)
  fe.copy(t, a.x);
  fe.add(t, u2); //                       W1 + W2 (2)
  fe.negate(t, t, 2); //                  (3)
  fe.add(r.x, t); //                      X3 = R² − W1 − W2 (4)
  fe.negate(t, r.x, 4);
  fe.add(t, a.x); //                      W1 − X3 (6)
  fe.mul(r.y, rr, t); //                  R·(W1 − X3) (1)
  fe.negate(t, a.y, 1); //                (2)
  fe.add(r.y, t); //                      Y3 = R·(W1 − X3) − Y1·(W1 − W2) (3)
  r.infinity = 0;
  if (__VERIFY__) {
    geVerify(r);
    geVerify(a);
  }
}

/**
 * Adds a Jacobian point a and a point b given as (b.x, b.y) with the inverse of its z, bzinv
 * (`secp256k1_gej_add_zinv_var`): b stands for (b.x·bzinv², b.y·bzinv³). On input, a and b must be
 * valid (either may be infinity), bzinv valid with magnitude ≤ 8 (any value, even 0, if b is
 * infinity); r may be a.
 * Performs r = a + b for every pair. On output, r.x has magnitude ≤ 4, r.y ≤ 3, r.z 1. Variable
 * time.
 */
export function gejAddZinvVar(r: Gej, a: Gej, b: Ge, bzinv: Fe): void {
  // Operations: 9 mul, 3 sqr, 11 add/negate/normalizesToZero (ignoring special cases).
  // By the isomorphism (x, y, z) ~ (x, y, z·c) between the curves of z and z·c, scaling both
  // inputs' z by bzinv maps b to (b.x, b.y, 1): compute (X1, Y1, Z1·bzinv) + (b.x, b.y, 1) with
  // gejAddGeVar's formula, and keep Z3 = Z1·H (without the bzinv factor) for the output.
  if (__VERIFY__) {
    gejVerify(a);
    geVerify(b);
    fe.verifyMagnitude(bzinv, 8);
  }
  if (a.infinity) {
    r.infinity = b.infinity;
    fe.sqr(z12, bzinv); //        z12 = bzinv² (1)
    fe.mul(s2, z12, bzinv); //    s2 = bzinv³ (1)
    fe.mul(r.x, b.x, z12); //     X3 = b.x·bzinv² (1)
    fe.mul(r.y, b.y, s2); //      Y3 = b.y·bzinv³ (1)
    fe.setInt(r.z, 1);
    if (__VERIFY__) gejVerify(r);
    return;
  }
  if (b.infinity) {
    gejCopy(r, a);
    return;
  }
  fe.mul(az, a.z, bzinv); //               az = Z1·bzinv (1)
  fe.sqr(z12, az); //                      z12 = az² (1)
  fe.mul(u2, b.x, z12); //                 u2 = U2 = b.x·az² (1)
  fe.mul(s2, b.y, z12);
  fe.mul(s2, s2, az); //                   s2 = S2 = b.y·az³ (1)
  fe.negate(h, a.x, GEJ_X_MAGNITUDE_MAX);
  fe.add(h, u2); //                        h = H = U2 − X1 (GEJ_X_M + 2)
  fe.negate(i, s2, 1);
  fe.add(i, a.y); //                       i = I = Y1 − S2 (GEJ_Y_M + 2)
  if (fe.normalizesToZeroVar(h)) {
    if (fe.normalizesToZeroVar(i))
      gejDoubleVar(r, a, null); // a = b
    else gejSetInfinity(r); //                                   a = −b
    return;
  }
  r.infinity = 0;
  fe.mul(r.z, a.z, h); //                  Z3 = Z1·H (1)
  fe.sqr(h2, h); //                        h2 = H² (1)
  fe.negate(h2, h2, 1); //                 h2 = −H² (2)
  fe.mul(h3, h2, h); //                    h3 = −H³ (1)
  fe.mul(t, a.x, h2); //                   t = −X1·H² (1)
  fe.sqr(r.x, i); //                       X3 = I² (1)
  fe.add(r.x, h3); //                      X3 = I² − H³ (2)
  fe.add(r.x, t); //                       X3 = I² − H³ − X1·H² (3)
  fe.add(r.x, t); //                       X3 = I² − H³ − 2·X1·H² (4)
  fe.mul(h3, h3, a.y); //                  h3 = −Y1·H³ (1)
  fe.add(t, r.x); //                       t = X3 − X1·H² (5)
  fe.mul(r.y, t, i); //                    Y3 = I·(X3 − X1·H²) (1)
  fe.add(r.y, h3); //                      Y3 = I·(X3 − X1·H²) − Y1·H³ (2)
  if (__VERIFY__) gejVerify(r);
}

/**
 * Adds an affine point to a Jacobian one in constant time (`secp256k1_gej_add_ge`). On input, a
 * must be valid (infinity allowed), b valid and not infinity; r may be a.
 * Performs r = a + b, correct in every case: a = b (doubling), a = −b, a infinity, and the pairs
 * with y1 = −y2 but x1 ≠ x2 (x1 = β·x2 or β·x1 = x2). On output, r.x has magnitude ≤ 4 (2, or
 * b.x's when a is infinity), r.y ≤ 3 (2, or b.y's), r.z 1.
 */
export function gejAddGe(r: Gej, a: Gej, b: Ge): void {
  // Operations: 5 mul, 3 sqr, 2 mulAddSqr, 19 add/cmov/half/mulInt/negate/normalizesToZero
  // (libsecp256k1's 7 mul, 5 sqr, 21 add/…: T² − U1·U2 and R·(2·X3 + Q) + M³·mAlt each as one
  // mulAddSqr, one reduction instead of two).
  //
  // The unified addition/doubling formula of Brier and Joye ("Weierstrass Elliptic Curves and
  // Side-Channel Attacks", PKC 2002), with a = 0:
  //   λ = ((x1 + x2)² − x1·x2)/(y1 + y2)
  //   x3 = λ² − (x1 + x2)
  //   2·y3 = λ·(x1 + x2 − 2·x3) − (y1 + y2)
  // With xi = Xi/Zi², yi = Yi/Zi³ (here Z2 = 1):
  //   U1 = X1, U2 = X2·Z1², S1 = Y1, S2 = Y2·Z1³
  //   T = U1 + U2, M = S1 + S2, R = T² − U1·U2
  //   Q = −T·M², X3 = R² + Q, Y3 = −(R·(2·X3 + Q) + M⁴)/2, Z3 = M·Z1
  //
  // Degenerate cases:
  //   - b infinity: excluded by the contract (VERIFY check).
  //   - a infinity: computed anyway (constant time), then (b.x, b.y, 1) is moved in by cmov.
  //   - a = −b: y1 = −y2 makes M = 0; the answer is infinity, flagged below from Z3 = 0.
  //   - y1 = −y2 with x1 ≠ x2 (possible as 1 has non-trivial cube roots mod p and the curve has no
  //     x term): R/M = R/0 although the sum is finite. Then λ = (y1 − y2)/(x1 − x2) instead,
  //     moved in by cmov; where both expressions are defined they are equal, and for every pair of
  //     finite points one of them is.
  if (__VERIFY__) {
    gejVerify(a);
    geVerify(b);
    verifyCheck(!b.infinity, "gejAddGe: b must not be infinity");
  }
  fe.sqr(zz, a.z); //                       zz = Z1² (1)
  //                                        u1 = U1 = X1 (GEJ_X_M): a.x, read below
  fe.mul(u2, b.x, zz); //                   u2 = U2 = X2·Z1² (1)
  //                                        s1 = S1 = Y1 (GEJ_Y_M): a.y, read below
  fe.mul(s2, b.y, zz);
  fe.mul(s2, s2, a.z); //                   s2 = S2 = Y2·Z1³ (1)
  fe.copy(t, a.x);
  fe.add(t, u2); //                         t = T = U1 + U2 (GEJ_X_M + 1)
  fe.copy(m, a.y);
  fe.add(m, s2); //                         m = M = S1 + S2 (GEJ_Y_M + 1)
  fe.negate(mAlt, u2, 1); //                mAlt = −X2·Z1² (2)
  fe.mulAddSqr(rr, a.x, mAlt, t); //        rr = R = T² − U1·U2 (2)
  // If λ = R/M = R/0 there is a problem (except when Z = Z1 = 0, handled at the end).
  const degenerate = +fe.normalizesToZero(m);
  // That happens only when y1 = −y2 and x1³ = x2³ but x1 ≠ x2, i.e. x1 = β·x2 or β·x1 = x2: then
  // (y1 − y2)/(x1 − x2) is a non-indeterminate expression of λ.
  fe.copy(rrAlt, a.y);
  fe.mulInt(rrAlt, 2); //                   rrAlt = Y1 − Y2·Z1³ = 2·Y1 when y1 = −y2 (GEJ_Y_M·2)
  fe.add(mAlt, a.x); //                     mAlt = X1 − X2·Z1² (GEJ_X_M + 2)
  fe.cmov(rrAlt, rr, degenerate ^ 1); //    rrAlt (GEJ_Y_M·2)
  fe.cmov(mAlt, m, degenerate ^ 1); //      mAlt (GEJ_X_M + 2)
  // Now rrAlt/mAlt = λ, and mAlt ≠ 0. From here rrAlt and mAlt are λ's numerator and denominator;
  // rr and m are the explicit x1² + x1·x2 + x2² and y1 + y2.
  fe.sqr(n, mAlt); //                       n = mAlt² (1)
  fe.negate(q, t, GEJ_X_MAGNITUDE_MAX + 1); // q = −T (GEJ_X_M + 2)
  fe.mul(q, q, n); //                       q = Q = −T·mAlt² (1)
  // M = mAlt or M = 0, so M³·mAlt is (mAlt²)² or 0: n stays mAlt², or becomes m (≡ 0) by a cmov,
  // and its square is added below (cheaper than 2 muls).
  fe.cmov(n, m, degenerate); //             n = mAlt² or M (≡ 0), n² = M³·mAlt (GEJ_Y_M + 1)
  fe.sqr(t, rrAlt); //                      t = rrAlt² (1)
  fe.mul(r.z, a.z, mAlt); //                Z3 = mAlt·Z1 (1)   (a.z is not read below)
  fe.add(t, q); //                          t = rrAlt² + Q (2)
  fe.copy(r.x, t); //                       X3 = rrAlt² + Q (2)   (a.x is not read below)
  fe.mulInt(t, 2); //                       t = 2·X3 (4)
  fe.add(t, q); //                          t = 2·X3 + Q (5)
  fe.mulAddSqr(t, t, rrAlt, n); //          t = rrAlt·(2·X3 + Q) + M³·mAlt (2)
  fe.negate(r.y, t, 2); //                  Y3 = −(rrAlt·(2·X3 + Q) + M³·mAlt) (3)
  fe.half(r.y); //                          Y3 = −(rrAlt·(2·X3 + Q) + M³·mAlt)/2 (2)
  // If a is infinity, replace r by (b.x, b.y, 1).
  const ainf = a.infinity;
  fe.cmov(r.x, b.x, ainf);
  fe.cmov(r.y, b.y, ainf);
  fe.cmov(r.z, fe.ONE, ainf);
  // r is infinity iff Z3 = 0:
  //  - a infinity: Z3 = 1 after the cmov, and the sum b is finite (b is not infinity). Correct.
  //  - otherwise Z1 ≠ 0. If y1 = −y2: degenerate, Z3 = (x1 − x2)·Z1 (up to a factor), zero iff
  //    x1 = x2, i.e. iff a = −b. If y1 ≠ −y2: Z3 = (y1 + y2)·Z1 ≠ 0, and a ≠ −b. Correct.
  r.infinity = +fe.normalizesToZero(r.z);
  if (__VERIFY__) gejVerify(r);
}

/**
 * Rescales a Jacobian point by s in constant time (`secp256k1_gej_rescale`): (x, y, z) becomes
 * (x·s², y·s³, z·s), the same point. On input, r must be valid and s valid, nonzero, with
 * magnitude ≤ 8. On output, r's coordinates have magnitude 1.
 */
export function gejRescale(r: Gej, sc: Fe): void {
  // Operations: 4 mul, 1 sqr.
  if (__VERIFY__) {
    gejVerify(r);
    verifyCheck(!fe.normalizesToZeroVar(sc), "gejRescale: s must not be zero");
  }
  fe.sqr(zz, sc); //         zz = s² (1)
  fe.mul(r.x, r.x, zz); //   X' = X·s² (1)
  fe.mul(r.y, r.y, zz);
  fe.mul(r.y, r.y, sc); //   Y' = Y·s³ (1)
  fe.mul(r.z, r.z, sc); //   Z' = Z·s (1)
  if (__VERIFY__) gejVerify(r);
}

/**
 * Conditional move in constant time (`secp256k1_gej_cmov`). On input, r and a must be valid;
 * flag must be 0 or 1. Performs r = flag ? a : r (all members, including the infinity flag).
 */
export function gejCmov(r: Gej, a: Gej, flag: number): void {
  if (__VERIFY__) {
    gejVerify(r);
    gejVerify(a);
    verifyCheck(flag === 0 || flag === 1, "gejCmov: flag must be 0 or 1");
  }
  fe.cmov(r.x, a.x, flag);
  fe.cmov(r.y, a.y, flag);
  fe.cmov(r.z, a.z, flag);
  r.infinity ^= (r.infinity ^ a.infinity) & flag;
  if (__VERIFY__) gejVerify(r);
}

const eqTmp = gejCreate();

/**
 * Whether a = b as points (`secp256k1_gej_eq_var`). On input, a and b must be valid. Computes
 * whether −a + b is infinity. Variable time.
 */
export function gejEqVar(a: Gej, b: Gej): boolean {
  if (__VERIFY__) {
    gejVerify(a);
    gejVerify(b);
  }
  gejNeg(eqTmp, a);
  gejAddVar(eqTmp, eqTmp, b, null);
  return eqTmp.infinity !== 0;
}

/**
 * Whether the Jacobian a and the affine b are the same point (`secp256k1_gej_eq_ge_var`). On
 * input, a and b must be valid. Variable time.
 */
export function gejEqGeVar(a: Gej, b: Ge): boolean {
  if (__VERIFY__) {
    gejVerify(a);
    geVerify(b);
  }
  gejNeg(eqTmp, a);
  gejAddGeVar(eqTmp, eqTmp, b, null);
  return eqTmp.infinity !== 0;
}

/**
 * Whether x is the affine x coordinate of a (`secp256k1_gej_eq_x_var`). On input, x must be valid
 * with magnitude ≤ 8; a must be valid and not infinity.
 * Computes x·Z² = X. Variable time.
 */
export function gejEqXVar(x: Fe, a: Gej): boolean {
  if (__VERIFY__) {
    gejVerify(a);
    verifyCheck(!a.infinity, "gejEqXVar: a must not be infinity");
  }
  fe.sqr(zz, a.z);
  fe.mul(zz, zz, x); //   zz = x·Z² (1)
  return fe.equalVar(zz, a.x);
}

const subgroupAcc = gejCreate();

/**
 * Whether a point that is on the curve is in the group generated by the current curve's
 * generator (`secp256k1_ge_is_in_correct_subgroup`). On secp256k1 (cofactor 1) always true. On an
 * exhaustive-test curve, checks order·a = infinity with a simple double-and-add. On input, a must
 * be valid. Variable time.
 */
export function geIsInCorrectSubgroup(a: Ge): boolean {
  if (__VERIFY__) geVerify(a);
  const c = getCurve();
  if (c.order === c.curveOrder) return true;
  gejSetInfinity(subgroupAcc);
  const bits = c.order.toString(2);
  for (let k = 0; k < bits.length; k++) {
    gejDoubleVar(subgroupAcc, subgroupAcc, null);
    if (bits.charCodeAt(k) === 49) gejAddGeVar(subgroupAcc, subgroupAcc, a, null);
  }
  return subgroupAcc.infinity !== 0;
}
