/**
 * Conversions from Jacobian to affine points on the 5x52 backend, one at a time or in batches with
 * one inversion, and the global-z pass over a table built with z ratios (libsecp256k1's
 * `secp256k1_ge_set_gej*`, `secp256k1_ge_set_all_gej*`, `secp256k1_ge_table_set_globalz`).
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import { geSetGeZinv, geSetInfinity } from "./ge.5x52.js";
import { type Fe, type Ge, type Gej, gejVerify, geVerify, verifyCheck } from "./types.5x52.js";

const zi2 = fe.createScratch();
const zi3 = fe.createScratch();
const u = fe.createScratch();
const zs = fe.createScratch();

/**
 * Sets r to the affine point of (a.x, a.y, 1/zi) (`secp256k1_ge_set_gej_zinv`). On input, a must be
 * valid and not infinity, zi valid with magnitude ≤ 8 and equal to 1/a.z (or the inverse of the z
 * a is to be read with); zi may be r.x or r.y. Performs r = (a.x·zi², a.y·zi³). On output, r's
 * coordinates have magnitude 1, and r is not infinity.
 */
export function geSetGejZinv(r: Ge, a: Gej, zi: Fe): void {
  if (__VERIFY__) {
    gejVerify(a);
    verifyCheck(!a.infinity, "geSetGejZinv: a must not be infinity");
  }
  fe.sqr(zi2, zi); //        zi2 = zi² (1)
  fe.mul(zi3, zi2, zi); //   zi3 = zi³ (1)
  fe.mul(r.x, a.x, zi2); //  r.x = X·zi² (1)
  fe.mul(r.y, a.y, zi3); //  r.y = Y·zi³ (1)
  r.infinity = a.infinity;
  if (__VERIFY__) geVerify(r);
}

/**
 * Converts a Jacobian point to affine in constant time (`secp256k1_ge_set_gej`), with the
 * constant-time inverse. On input, a must be valid (infinity allowed); a is modified, as in
 * libsecp256k1: it is rewritten to the same point with z = 1. Performs r = a. On output, r's
 * coordinates have magnitude 1; if a was infinity, r is infinity (its coordinates meaningless).
 */
export function geSetGej(r: Ge, a: Gej): void {
  // Operations: 1 inv, 3 mul, 1 sqr.
  if (__VERIFY__) gejVerify(a);
  r.infinity = a.infinity;
  fe.inv(a.z, a.z); //        z = 1/Z (normalized)
  fe.sqr(zi2, a.z); //        zi2 = 1/Z² (1)
  fe.mul(zi3, a.z, zi2); //   zi3 = 1/Z³ (1)
  fe.mul(a.x, a.x, zi2); //   x = X/Z² (1)
  fe.mul(a.y, a.y, zi3); //   y = Y/Z³ (1)
  fe.setInt(a.z, 1);
  fe.copy(r.x, a.x);
  fe.copy(r.y, a.y);
  if (__VERIFY__) {
    gejVerify(a);
    geVerify(r);
  }
}

/**
 * Converts a Jacobian point to affine (`secp256k1_ge_set_gej_var`), with the variable-time
 * inverse. On input, a must be valid. Performs r = a, setting a to the same point with z = 1 (a
 * infinite a is left as it is). On output, r's coordinates have magnitude 1, or r is infinity with
 * x = y = 0. Variable time.
 */
export function geSetGejVar(r: Ge, a: Gej): void {
  // Operations: 1 invVar, 3 mul, 1 sqr.
  if (__VERIFY__) gejVerify(a);
  if (a.infinity) {
    geSetInfinity(r);
    return;
  }
  r.infinity = 0;
  fe.invVar(a.z, a.z);
  fe.sqr(zi2, a.z);
  fe.mul(zi3, a.z, zi2);
  fe.mul(a.x, a.x, zi2);
  fe.mul(a.y, a.y, zi3);
  fe.setInt(a.z, 1);
  fe.copy(r.x, a.x);
  fe.copy(r.y, a.y);
  if (__VERIFY__) {
    gejVerify(a);
    geVerify(r);
  }
}

/**
 * Converts `len` Jacobian points to affine with one constant-time inversion
 * (`secp256k1_ge_set_all_gej`, Montgomery's trick). On input, a[0..len) must be valid and none
 * infinity; r[0..len) must be distinct objects from a's elements (r[i].x serves as scratch).
 * Performs r[i] = a[i] for every i. On output, r's coordinates have magnitude 1. Constant time in
 * the values (the length is public).
 */
export function geSetAllGej(r: Ge[], a: Gej[], len: number): void {
  // Operations: 1 inv, 3·(len − 1) + 4·len mul, len sqr.
  if (__VERIFY__) {
    for (let k = 0; k < len; k++) {
      gejVerify(a[k]);
      verifyCheck(!a[k].infinity, "geSetAllGej: a[i] must not be infinity");
    }
  }
  if (len === 0) return;
  // Prefix products in r[k].x: r[k].x = z_0·…·z_k.
  fe.copy(r[0].x, a[0].z);
  for (let k = 1; k < len; k++) fe.mul(r[k].x, r[k - 1].x, a[k].z);
  fe.inv(u, r[len - 1].x); //              u = 1/(z_0·…·z_{len−1})
  for (let k = len - 1; k > 0; k--) {
    fe.mul(r[k].x, r[k - 1].x, u); //      r[k].x = 1/z_k
    fe.mul(u, u, a[k].z); //               u = 1/(z_0·…·z_{k−1})
  }
  fe.copy(r[0].x, u);
  for (let k = 0; k < len; k++) geSetGejZinv(r[k], a[k], r[k].x);
}

/**
 * Converts `len` Jacobian points to affine with one variable-time inversion
 * (`secp256k1_ge_set_all_gej_var`). On input, a[0..len) must be valid (infinity allowed); r as for
 * {@link geSetAllGej}. Performs r[i] = a[i] for every i (infinite a[i] give infinite r[i] with
 * x = y = 0). On output, finite r's coordinates have magnitude 1. Variable time.
 */
export function geSetAllGejVar(r: Ge[], a: Gej[], len: number): void {
  if (__VERIFY__) for (let k = 0; k < len; k++) gejVerify(a[k]);
  let last = -1;
  for (let k = 0; k < len; k++) {
    if (a[k].infinity) {
      geSetInfinity(r[k]);
    } else {
      // r[k].x = product of the z of the finite points up to k.
      if (last < 0) fe.copy(r[k].x, a[k].z);
      else fe.mul(r[k].x, r[last].x, a[k].z);
      last = k;
    }
  }
  if (last < 0) return;
  fe.invVar(u, r[last].x);
  let k = last;
  while (k > 0) {
    k--;
    if (!a[k].infinity) {
      fe.mul(r[last].x, r[k].x, u); //     r[last].x = 1/z_last
      fe.mul(u, u, a[last].z);
      last = k;
    }
  }
  if (__VERIFY__) verifyCheck(!a[last].infinity, "geSetAllGejVar: internal");
  fe.copy(r[last].x, u);
  for (let j = 0; j < len; j++) if (!a[j].infinity) geSetGejZinv(r[j], a[j], r[j].x);
}

/**
 * Brings a table to one global z "denominator" from the ratios of adjacent omitted z
 * (`secp256k1_ge_table_set_globalz`). The a[i] are affine-looking but stand for Jacobian points
 * whose z, z(a[i]), is omitted; zr[i] = z(a[i])/z(a[i−1]) for 0 < i < len (zr[0] is unused).
 * On input, a[off..off+len) must be valid and zr[off..off+len) valid with magnitude ≤ 8. Entries
 * may be infinite (unlike libsecp256k1: a table built by a `ge_z` chain has such entries, seed PR
 * 1994); they stay infinite. Performs, for every i, the rescaling of a[i] to z(a[len−1]); a[len−1]
 * itself is unchanged except that its y is weakly normalized (for fast negation of entries). On
 * output, every a[i] has coordinates of magnitude 1. Indices are relative to `off` (default 0).
 *
 * If `zProd` is given (valid, magnitude ≤ 8, distinct from the table's members and ratios), it is
 * multiplied by z(a[len−1])/z(a[0]), the product of the ratios zr[1..len), which the rescaling
 * computes anyway (one multiplication less per entry for a caller that needs the last z, such as a
 * table built without a running z); on output it has magnitude 1 if len ≥ 2, else it is unchanged.
 */
export function geTableSetGlobalz(len: number, a: Ge[], zr: Fe[], off = 0, zProd: Fe | null = null): void {
  if (__VERIFY__) {
    for (let k = 0; k < len; k++) {
      geVerify(a[off + k]);
      fe.verifyMagnitude(zr[off + k], 8);
    }
    if (zProd !== null) fe.verifyMagnitude(zProd, 8);
  }
  if (len === 0) return;
  let k = off + len - 1;
  fe.normalizeWeak(a[k].y);
  fe.copy(zs, zr[k]); //                   zs = z(a[last])/z(a[last − 1])
  while (k > off) {
    if (k !== off + len - 1) fe.mul(zs, zs, zr[k]); // zs = z(a[last])/z(a[k − 1])
    k--;
    geSetGeZinv(a[k], a[k], zs); //        a[k] = (x·zs², y·zs³): the same point on z(a[last])'s curve
  }
  if (zProd !== null && len > 1) fe.mul(zProd, zProd, zs); // zs = z(a[last])/z(a[first])
  if (__VERIFY__) for (let j = 0; j < len; j++) geVerify(a[off + j]);
}
