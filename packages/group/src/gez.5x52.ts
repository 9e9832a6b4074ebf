/**
 * `ge_z` on the 5x52 backend: an affine point together with the z of the isomorphic curve it is on,
 * valid at infinity too (seed PR 1994, commit 1, "group: add secp256k1_ge_z").
 *
 * A table of combinations of several points is built as one chain of additions whose z ratios
 * bring every entry to a common z afterwards ({@link geTableSetGlobalz}), as libsecp256k1 does for
 * the odd multiples of one point. Unlike those multiples, a combination can be infinite, and
 * `gejAddGeVar` cannot carry a chain across an infinity: it refuses an infinite input when asked
 * for a ratio, and reports a vanishing sum with a zero ratio. A {@link GeZ} keeps its z at
 * infinity, and {@link geZAddGeVar} always reports a usable (nonzero) ratio.
 *
 * The chain: start with `geZSetGe(acc, first)`; for each next point P, `geZAddGeVar(acc, acc, P,
 * zr[k])` and store `geSetGeZXY(table[k], acc)`; then `geTableSetGlobalz(len, table, zr)` puts
 * every entry on the curve of the final acc.z (infinite entries stay infinite).
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import { geSetInfinity } from "./ge.5x52.js";
import { gejDouble } from "./gej.5x52.js";
import { GEZ_X_MAGNITUDE_MAX } from "./limits.js";
import { type Fe, type Ge, type Gej, type GeZ, geVerify, geZCopy, geZVerify } from "./types.5x52.js";

const z12 = fe.createScratch();
const z13 = fe.createScratch();
const u2 = fe.createScratch();
const s2 = fe.createScratch();
const h = fe.createScratch();
const i = fe.createScratch();
const h2 = fe.createScratch();
const h3 = fe.createScratch();
const t = fe.createScratch();
const zinv = fe.createScratch();

/**
 * Sets r to the point at infinity on the curve of its current z (seed PR 1994's
 * `secp256k1_ge_z_set_infinity`): the z ratio from r's previous value is 1. On input, r must be
 * valid (its z ≠ 0: every `ge_z` from `geZCreate` is). On output, r is infinity with x = y = 0 and
 * its z unchanged.
 */
export function geZSetInfinity(r: GeZ): void {
  r.infinity = 1;
  fe.setInt(r.x, 0);
  fe.setInt(r.y, 0);
  if (__VERIFY__) geZVerify(r);
}

/**
 * Sets r to the affine point a on the curve of z = 1. On input, a must be valid (infinity
 * allowed). On output, r = a with z = 1 (x = y = 0 if a is infinity).
 */
export function geZSetGe(r: GeZ, a: Ge): void {
  if (__VERIFY__) geVerify(a);
  r.infinity = a.infinity;
  if (a.infinity) {
    fe.setInt(r.x, 0);
    fe.setInt(r.y, 0);
  } else {
    fe.copy(r.x, a.x);
    fe.copy(r.y, a.y);
  }
  fe.setInt(r.z, 1);
  if (__VERIFY__) geZVerify(r);
}

/**
 * Adds an affine point to a `ge_z` and reports the z ratio (seed PR 1994's
 * `secp256k1_ge_z_add_ge_var`). On input, a must be valid, b valid (either may be infinity; b is
 * on the curve of z = 1); r may be a; rzr must be distinct from the points' coordinates.
 * Performs r = a + b for every pair, and sets rzr ≠ 0 with r.z = a.z·rzr:
 *  - b infinity: r = a, rzr = 1;
 *  - a infinity: r = b carried to the curve of a.z, (b.x·z², b.y·z³), rzr = 1;
 *  - a = −b: r = infinity (x = y = 0) with z = a.z, rzr = 1;
 *  - a = b: r = 2·a by {@link gejDouble}, rzr = a.y (nonzero: a point with y = 0 would double to
 *    infinity, kept with rzr = 1, but none is in a group of odd order);
 *  - otherwise rzr = H = b.x·a.z² − a.x, as `gejAddGeVar`.
 * On output, r.x has magnitude ≤ 4, r.y ≤ 3, r.z 1, rzr ≤ 1 (normalized or magnitude 1).
 * Variable time.
 */
export function geZAddGeVar(r: GeZ, a: GeZ, b: Ge, rzr: Fe): void {
  // Operations: 8 mul, 3 sqr, 11 add/negate/normalizesToZero (ignoring special cases): the
  // formula of gejAddGeVar, which it is (a GeZ with a finite point is a Jacobian point).
  //   U2 = X2·Z1², S2 = Y2·Z1³, H = U2 − X1, I = Y1 − S2
  //   X3 = I² − H³ − 2·X1·H², Y3 = I·(X3 − X1·H²) − Y1·H³, Z3 = Z1·H
  if (__VERIFY__) {
    geZVerify(a);
    geVerify(b);
  }
  if (b.infinity) {
    if (r !== a) geZCopy(r, a);
    fe.setInt(rzr, 1);
    return;
  }
  if (a.infinity) {
    // b on the curve of z = a.z: (b.x·z², b.y·z³).
    fe.sqr(z12, a.z); //         z12 = Z1² (1)
    fe.mul(z13, z12, a.z); //    z13 = Z1³ (1)
    fe.mul(r.x, b.x, z12); //    X3 = X2·Z1² (1)
    fe.mul(r.y, b.y, z13); //    Y3 = Y2·Z1³ (1)
    fe.copy(r.z, a.z); //        Z3 = Z1 (1)
    r.infinity = 0;
    fe.setInt(rzr, 1);
    if (__VERIFY__) geZVerify(r);
    return;
  }
  fe.sqr(z12, a.z); //                     z12 = Z1² (1)
  fe.mul(u2, b.x, z12); //                 u2 = U2 = X2·Z1² (1)
  fe.mul(s2, b.y, z12);
  fe.mul(s2, s2, a.z); //                  s2 = S2 = Y2·Z1³ (1)
  fe.negate(h, a.x, GEZ_X_MAGNITUDE_MAX);
  fe.add(h, u2); //                        h = H = U2 − X1 (GEZ_X_M + 2)
  fe.negate(i, s2, 1);
  fe.add(i, a.y); //                       i = I = Y1 − S2 (GEZ_Y_M + 2)
  if (fe.normalizesToZeroVar(h)) {
    if (fe.normalizesToZeroVar(i) && !fe.normalizesToZeroVar(a.y)) {
      // a = b: double. gejDouble gives Z3 = Z1·Y1, so the ratio is Y1.
      fe.copy(rzr, a.y);
      fe.normalizeWeak(rzr);
      gejDouble(r as Gej, a as Gej);
    } else {
      // a = −b (or a = b of order 2): infinity on the curve of Z1.
      if (r !== a) fe.copy(r.z, a.z);
      r.infinity = 1;
      fe.setInt(r.x, 0);
      fe.setInt(r.y, 0);
      fe.setInt(rzr, 1);
    }
    if (__VERIFY__) geZVerify(r);
    return;
  }
  r.infinity = 0;
  fe.copy(rzr, h);
  fe.normalizeWeak(rzr); //                rzr = H (1)
  fe.mul(r.z, a.z, h); //                  Z3 = Z1·H (1)   (a.z is not read below: r may be a)
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
  if (__VERIFY__) geZVerify(r);
}

/**
 * Sets r to a's x, y and infinity flag with its z omitted: an entry of a table whose omitted z are
 * tied by ratios (the form {@link geTableSetGlobalz} takes). On input, a must be valid. On output,
 * r.x = a.x, r.y = a.y, r.infinity = a.infinity.
 */
export function geSetGeZXY(r: Ge, a: GeZ): void {
  if (__VERIFY__) geZVerify(a);
  fe.copy(r.x, a.x);
  fe.copy(r.y, a.y);
  r.infinity = a.infinity;
  if (__VERIFY__) geVerify(r);
}

/**
 * Converts a `ge_z` to the affine point it stands for, (x/z², y/z³), with a variable-time
 * inversion. On input, a must be valid. On output, r = a with coordinates of magnitude 1, or
 * infinity with x = y = 0. Variable time.
 */
export function geSetGeZVar(r: Ge, a: GeZ): void {
  if (__VERIFY__) geZVerify(a);
  if (a.infinity) {
    geSetInfinity(r);
    return;
  }
  fe.invVar(zinv, a.z);
  fe.sqr(z12, zinv); //       1/z² (1)
  fe.mul(z13, z12, zinv); //  1/z³ (1)
  fe.mul(r.x, a.x, z12);
  fe.mul(r.y, a.y, z13);
  r.infinity = 0;
  if (__VERIFY__) geVerify(r);
}

/**
 * Sets r to the Jacobian point a stands for (the same x, y, z). On input, a must be valid. On
 * output, r = a; if a is infinity, r is infinity with x = y = z = 0 (a Jacobian infinity has no z).
 */
export function gejSetGeZ(r: Gej, a: GeZ): void {
  if (__VERIFY__) geZVerify(a);
  r.infinity = a.infinity;
  if (a.infinity) {
    fe.setInt(r.x, 0);
    fe.setInt(r.y, 0);
    fe.setInt(r.z, 0);
  } else {
    fe.copy(r.x, a.x);
    fe.copy(r.y, a.y);
    fe.copy(r.z, a.z);
  }
}
