/**
 * The comb table of ecmult_gen, computed in BigInt (libsecp256k1's `ecmult_gen_compute_table`):
 * backend independent, called by each backend's `ecmultGenComputeTable` and so by the first
 * ecmult_gen of a process.
 *
 * ## Why BigInt
 * The table is computed once per process, at the first signature or key generation, when V8 has
 * not compiled the field code yet: the 1376 points of secp256k1's comb took 65–130 ms there with
 * the backend's own field code (2.3 ms on 5x52 once compiled), most of it in V8's interpreter and
 * baseline compiler. BigInt arithmetic runs in the engine's runtime whether or not the code around
 * it is compiled: the same table takes 25–45 ms in a fresh process and 15–25 ms warm (eleventh
 * session, this host), and a fresh process's first key generation, table included, 76 ms instead
 * of 129 ms (medians of ten). A process never computes the table twice (`gen-table.ts` caches
 * it).
 *
 * Arithmetic: Jacobian coordinates on y² = x³ + b (the formulas do not use b, so the exhaustive
 * test curves, which share p, work too), `dbl-2009-l` and `add-1998-cmo-2` of the Explicit-Formulas
 * Database, one batch inversion (Montgomery's trick, the inverse by the extended Euclidean
 * algorithm) for the conversion to affine. Variable time: the table is public.
 *
 * @module
 */
import { P, VerifyError } from "@k1/field/base";
import type { CtTable } from "./ct-table.js";

/** 2^52 − 1: a table plane's limb mask. */
const M52 = (1n << 52n) - 1n;

/** A Jacobian point (X, Y, Z), x = X/Z², y = Y/Z³; Z = 0 is infinity. */
type Jac = readonly [bigint, bigint, bigint];

const INFINITY: Jac = [1n, 1n, 0n];

/** x mod p in [0, p) for any BigInt x (negative included). */
function md(x: bigint): bigint {
  const r = x % P;
  return r < 0n ? r + P : r;
}

/** 2·a (`dbl-2009-l`, a = 0: 2 mul + 5 sqr). */
function dbl(a: Jac): Jac {
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
function add(a: Jac, b: Jac): Jac {
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

/** a^−1 mod p for 0 < a < p (extended Euclid). */
function inverse(a: bigint): bigint {
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
 * Fills the first blocks·2^(teeth−1) entries of table r with the comb table of the point
 * (gx, gy) of a group of prime order `order` (libsecp256k1's `ecmult_gen_compute_table`): entry
 * `block·2^(teeth−1) + index` is Σ_t ±2^((block·teeth + t)·spacing)·gen/2 over the teeth t, with
 * the sign of tooth t given by bit t of `index` (1: +) for t < teeth − 1, and − for the top tooth.
 * On input, (gx, gy) must be a point of that group (not infinity) with coordinates in [0, p), and
 * r must hold at least that many entries (VERIFY: 2·(gen/2) = gen is checked). On output, every
 * written entry holds its point's normalized x and y as 52-bit limbs (the layout of
 * `ct-table.ts`). Variable time (public data).
 *
 * @throws Error if an entry is the point at infinity (never for secp256k1 or libsecp256k1's
 *   exhaustive configurations); RangeError if r is too small.
 */
export function combTableComputeBigInt(
  r: CtTable,
  gx: bigint,
  gy: bigint,
  order: bigint,
  blocks: number,
  teeth: number,
  spacing: number,
): void {
  const points = 1 << (teeth - 1);
  const total = points * blocks;
  if (r.capacity < total) throw new RangeError("ecmultGenComputeTable: table too small");
  const gen: Jac = [gx, gy, 1n];

  // u = gen/2 = ((order + 1)/2)·gen, by double-and-add.
  const half = (order + 1n) / 2n;
  let u = INFINITY;
  for (let i = half.toString(2).length - 1; i >= 0; i--) {
    u = dbl(u);
    if ((half >> BigInt(i)) & 1n) u = add(u, gen);
  }
  if (__VERIFY__) {
    const d = dbl(u);
    const zz = (d[2] * d[2]) % P;
    if (d[2] === 0n || md(d[0] - gx * zz) !== 0n || md(d[1] - ((gy * zz) % P) * d[2]) !== 0n) {
      throw new VerifyError("ecmultGenComputeTable: 2·(gen/2) ≠ gen (is gen of this order?)");
    }
  }

  const vs: Jac[] = new Array(total);
  const ds: Jac[] = new Array(teeth);
  let pos = 0;
  for (let block = 0; block < blocks; block++) {
    // Here u = 2^(block·teeth·spacing)·gen/2.
    let sum = INFINITY;
    for (let tooth = 0; tooth < teeth; tooth++) {
      // u = 2^((block·teeth + tooth)·spacing)·gen/2: add it to sum, then ds[tooth] = 2·u.
      sum = add(sum, u);
      u = dbl(u);
      ds[tooth] = u;
      if (block + tooth !== blocks + teeth - 2) {
        for (let off = 1; off < spacing; off++) u = dbl(u);
      }
    }
    // The first entry of the block: every tooth negative.
    vs[pos++] = [sum[0], md(-sum[1]), sum[2]];
    // Entry index + 2^tooth is entry index with tooth `tooth` flipped from − to +.
    for (let tooth = 0; tooth < teeth - 1; tooth++) {
      const stride = 1 << tooth;
      for (let index = 0; index < stride; index++, pos++) vs[pos] = add(vs[pos - stride], ds[tooth]);
    }
  }

  // To affine with one inversion: prefix products of the z, then back to front.
  const prefix: bigint[] = new Array(total);
  let acc = 1n;
  for (let i = 0; i < total; i++) {
    if (vs[i][2] === 0n) throw new Error(`ecmultGenComputeTable: entry ${i} is infinity`);
    prefix[i] = acc;
    acc = (acc * vs[i][2]) % P;
  }
  let inv = inverse(acc);
  const n = r.capacity;
  const buf = r.buf;
  for (let i = total - 1; i >= 0; i--) {
    const [x, y, z] = vs[i];
    const zi = (inv * prefix[i]) % P; // 1/z_i
    inv = (inv * z) % P; // 1/(z_0 ⋯ z_(i−1))
    const zi2 = (zi * zi) % P;
    const ax = (x * zi2) % P;
    const ay = (((y * zi2) % P) * zi) % P;
    for (let k = 0; k < 5; k++) {
      buf[i + k * n] = Number((ax >> BigInt(52 * k)) & M52);
      buf[i + (5 + k) * n] = Number((ay >> BigInt(52 * k)) & M52);
    }
  }
}
