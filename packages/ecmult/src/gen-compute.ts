/**
 * The comb table of ecmult_gen, computed in BigInt (libsecp256k1's `ecmult_gen_compute_table`):
 * backend independent, called by each backend's `ecmultGenComputeTable` and so by the first
 * ecmult_gen of a process.
 *
 * ## Why BigInt
 * The table is computed once per process, at the first signature or key generation, when V8 has not
 * compiled the field code yet: the 1376 points of secp256k1's comb took 65–130 ms there with the
 * backend's own field code (2.3 ms on 5x52 once compiled), most of it in V8's interpreter and
 * baseline compiler. BigInt arithmetic runs in the engine's runtime whether or not the code around
 * it is compiled: the same table takes 25–45 ms in a fresh process and 15–25 ms warm (Node 20.20.2,
 * 2-vCPU Intel Xeon, 2026-11-30), and a fresh process's first key generation, table included, 76 ms
 * instead of 129 ms (medians of ten). A process never computes the table twice (`gen-table.ts`
 * caches it).
 *
 * The point arithmetic is `bigint-point.ts`'s (Jacobian coordinates, one batch inversion for the
 * conversion to affine). Variable time: the table is public.
 *
 * @module
 */
import { P, VerifyError } from "@k1/field/base";
import { add, dbl, INFINITY, type Jac, md, toAffineAll } from "./bigint-point.js";
import type { CtTable } from "./ct-table.js";

/** 2^52 − 1: a table plane's limb mask. */
const M52 = (1n << 52n) - 1n;

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

  // To affine with one inversion, into the planes of the table.
  const n = r.capacity;
  const buf = r.buf;
  toAffineAll(
    vs,
    (i, ax, ay) => {
      for (let k = 0; k < 5; k++) {
        buf[i + k * n] = Number((ax >> BigInt(52 * k)) & M52);
        buf[i + (5 + k) * n] = Number((ay >> BigInt(52 * k)) & M52);
      }
    },
    "ecmultGenComputeTable: entry",
  );
}
