/**
 * secp256k1's generator tables for any window, computed in BigInt (libsecp256k1's
 * `secp256k1_ecmult_compute_two_tables`, which `precompute_ecmult.c` runs at build time): the odd
 * multiples of G and of 2^128·G in the byte layout that both backends view in place
 * (`geStorageTableFromBytes`). Backend independent: one computation serves both backends.
 *
 * BigInt, not the backends' field code, because the default tables are computed at the first
 * verification of a process, before V8 has compiled that code (`bigint-point.ts`; the README has
 * the figures).
 *
 * @module
 */

import { P } from "@k1/field";
import { SECP256K1 } from "@k1/group";
import { addAffine, dbl, inverse, type Jac, toAffineAll } from "./bigint-point.js";

/** The bytes of a pair of generator tables: 64 per point, x then y, 32 bytes little endian each. */
export interface PrecomputedGBytes {
  /** pre_g: the odd multiples 1·G, 3·G, …, (2^(w−1) − 1)·G. */
  readonly preG: Uint8Array;
  /** pre_g_128: the odd multiples of 2^128·G. */
  readonly preG128: Uint8Array;
}

const M32 = 0xffffffffn;

/** Writes the 256-bit value v little endian at byte `off` of view. */
function put256(view: DataView, off: number, v: bigint): void {
  for (let k = 0; k < 8; k++) view.setUint32(off + 4 * k, Number((v >> BigInt(32 * k)) & M32), true);
}

/** The affine point of a Jacobian one (not infinity). */
function affine(a: Jac): [bigint, bigint] {
  const zi = inverse(a[2]);
  const zi2 = (zi * zi) % P;
  return [(a[0] * zi2) % P, (((a[1] * zi2) % P) * zi) % P];
}

/** Fills `out` with the n odd multiples 1·A, 3·A, …, (2n − 1)·A of the affine point A. */
function oddMultiples(out: Uint8Array, ax: bigint, ay: bigint, n: number): void {
  const [dx, dy] = affine(dbl([ax, ay, 1n])); // 2·A
  const vs: Jac[] = new Array(n);
  vs[0] = [ax, ay, 1n];
  for (let i = 1; i < n; i++) vs[i] = addAffine(vs[i - 1], dx, dy);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  toAffineAll(vs, (i, x, y) => {
    put256(view, 64 * i, x);
    put256(view, 64 * i + 32, y);
  });
}

/**
 * Computes secp256k1's tables for window w: 2^(w−2) odd multiples of G and of 2^128·G, 64 bytes
 * per point (x then y, each 256 bits little endian: the storage words of both backends on a
 * little-endian host). Variable time (public data).
 *
 * @param w - the window, 2 ≤ w ≤ 22.
 * @returns new bytes, 2 × 64·2^(w−2).
 * @throws RangeError for a window out of range.
 */
export function gTablesComputeBytes(w: number): PrecomputedGBytes {
  if (!(Number.isInteger(w) && w >= 2 && w <= 22)) throw new RangeError(`window ${w} not in [2, 22]`);
  const n = 1 << (w - 2);
  const preG = new Uint8Array(64 * n);
  const preG128 = new Uint8Array(64 * n);
  oddMultiples(preG, SECP256K1.gx, SECP256K1.gy, n);
  let g128: Jac = [SECP256K1.gx, SECP256K1.gy, 1n];
  for (let i = 0; i < 128; i++) g128 = dbl(g128);
  const [x128, y128] = affine(g128);
  oddMultiples(preG128, x128, y128, n);
  return { preG, preG128 };
}
