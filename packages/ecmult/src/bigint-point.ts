/**
 * Point arithmetic in plain BigInt on y² = x³ + b over secp256k1's field, for the tables that are
 * computed once per process (the comb table of ecmult_gen, `gen-compute.ts`; the generator tables
 * of ecmult, `g-compute.ts`). Backend independent.
 *
 * ## Why BigInt
 * Those tables are computed at the first signature or verification of a process, before V8 has
 * compiled the field code: BigInt arithmetic runs in the engine's runtime at the same speed whether
 * the code around it is compiled or not, while the backends' field code runs in V8's interpreter
 * and baseline tiers there (the 5x52 code, whose 64-bit BigInt lanes only V8's optimizing compiler
 * lowers, most slowly of all; `gen-table.ts` and the README have the figures).
 *
 * Jacobian coordinates (X, Y, Z), x = X/Z², y = Y/Z³, Z = 0 for infinity; the formulas do not use
 * b, so the exhaustive-test curves (which share p) work too. Variable time: for public data only.
 *
 * @module
 */
import { P } from "@k1/field/base";

/** A Jacobian point (X, Y, Z), x = X/Z², y = Y/Z³; Z = 0 is infinity. */
export type Jac = readonly [bigint, bigint, bigint];

/** The point at infinity. */
export const INFINITY: Jac = [1n, 1n, 0n];

/** x mod p in [0, p) for any BigInt x (negative included). */
export function md(x: bigint): bigint {
  const r = x % P;
  return r < 0n ? r + P : r;
}

/** 2·a (`dbl-2009-l` of the Explicit-Formulas Database, a = 0: 2 mul + 5 sqr). */
export function dbl(a: Jac): Jac {
  const [x, y, z] = a;
  if (z === 0n) return a;
  const aa = (x * x) % P;
  const bb = (y * y) % P;
  const cc = (bb * bb) % P;
  const s = x + bb;
  const d = md(2n * (s * s - aa - cc));
  const e = 3n * aa;
  const f = (e * e) % P;
  const x3 = md(f - 2n * d);
  return [x3, md(e * (d - x3) - 8n * cc), md(2n * y * z)];
}

/** a + b for any a, b (`add-1998-cmo-2`: 12 mul + 4 sqr; a = b doubles, a = −b gives infinity). */
export function add(a: Jac, b: Jac): Jac {
  const [x1, y1, z1] = a;
  const [x2, y2, z2] = b;
  if (z1 === 0n) return b;
  if (z2 === 0n) return a;
  const z1z1 = (z1 * z1) % P;
  const z2z2 = (z2 * z2) % P;
  const u1 = (x1 * z2z2) % P;
  const u2 = (x2 * z1z1) % P;
  const s1 = (((y1 * z2) % P) * z2z2) % P;
  const s2 = (((y2 * z1) % P) * z1z1) % P;
  const h = md(u2 - u1);
  const r = md(s2 - s1);
  if (h === 0n) return r === 0n ? dbl(a) : INFINITY;
  const hh = (h * h) % P;
  const hhh = (hh * h) % P;
  const v = (u1 * hh) % P;
  const x3 = md(r * r - hhh - 2n * v);
  return [x3, md(r * (v - x3) - s1 * hhh), (((z1 * z2) % P) * h) % P];
}

/**
 * a + (x2, y2) for an affine point (x2, y2) distinct from ±a and a not infinity (`madd-2004-hmv`:
 * 8 mul + 3 sqr). The caller guarantees the precondition (a chain of odd multiples below the
 * order never meets it).
 */
export function addAffine(a: Jac, x2: bigint, y2: bigint): Jac {
  const [x1, y1, z1] = a;
  const z1z1 = (z1 * z1) % P;
  const h = md(((x2 * z1z1) % P) - x1);
  const r = md(((((y2 * z1) % P) * z1z1) % P) - y1);
  const hh = (h * h) % P;
  const hhh = (hh * h) % P;
  const v = (x1 * hh) % P;
  const x3 = md(r * r - hhh - 2n * v);
  return [x3, md(r * (v - x3) - ((y1 * hhh) % P)), (z1 * h) % P];
}

/** a^−1 mod p for 0 < a < p (extended Euclid). */
export function inverse(a: bigint): bigint {
  let r0 = a;
  let r1 = P;
  let s0 = 1n;
  let s1 = 0n;
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return md(s0);
}

/**
 * Calls `emit(i, x, y)` with the affine coordinates (in [0, p)) of every point of `vs`, from the
 * last to the first, with one inversion for all (Montgomery's trick).
 *
 * @throws Error `<what> <i> is infinity` if point i is infinity.
 */
export function toAffineAll(
  vs: readonly Jac[],
  emit: (i: number, x: bigint, y: bigint) => void,
  what = "point",
): void {
  const n = vs.length;
  const prefix: bigint[] = new Array(n);
  let acc = 1n;
  for (let i = 0; i < n; i++) {
    if (vs[i][2] === 0n) throw new Error(`${what} ${i} is infinity`);
    prefix[i] = acc;
    acc = (acc * vs[i][2]) % P;
  }
  let inv = inverse(acc);
  for (let i = n - 1; i >= 0; i--) {
    const [x, y, z] = vs[i];
    const zi = (inv * prefix[i]) % P; // 1/z_i
    inv = (inv * z) % P; // 1/(z_0 ⋯ z_(i−1))
    const zi2 = (zi * zi) % P;
    emit(i, (x * zi2) % P, (((y * zi2) % P) * zi) % P);
  }
}
