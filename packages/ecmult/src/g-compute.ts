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

import { SECP256K1 } from "@k1/group/base";
import { addAffine, type Jac, toAffineAll } from "./bigint-point.js";

/** The bytes of a pair of generator tables: 64 per point, x then y, 32 bytes little endian each. */
export interface PrecomputedGBytes {
  /** pre_g: the odd multiples 1·G, 3·G, …, (2^(w−1) − 1)·G. */
  readonly preG: Uint8Array;
  /** pre_g_128: the odd multiples of 2^128·G. */
  readonly preG128: Uint8Array;
}

const M32 = 0xffffffffn;

// Affine constants, so that a computation needs no doubling chain and one inversion in all:
// 2·G, H = 2^128·G and 2·H (the tests compare every table with an independent computation).
const G2X = 0xc6047f9441ed7d6d3045406e95c07cd85c778e4b8cef3ca7abac09b95c709ee5n;
const G2Y = 0x1ae168fea63dc339a3c58419466ceaeef7f632653266d0e1236431a950cfe52an;
const HX = 0x8f68b9d2f63b5f339239c1ad981f162ee88c5678723ea3351b7b444c9ec4c0dan;
const HY = 0x662a9f2dba063986de1d90c2b6be215dbbea2cfe95510bfdf23cbf79501fff82n;
const H2X = 0x4d49aefd784e8158fcafebe77fd9af59d89858ade7627eaee6847df84cf27076n;
const H2Y = 0xcd32fc59a10dd135e723f210359ca6f06e0f2d1a7df4d8466b90b66203aa781en;

/** Writes the 256-bit value v little endian at byte `off` of view. */
function put256(view: DataView, off: number, v: bigint): void {
  for (let k = 0; k < 8; k++) view.setUint32(off + 4 * k, Number((v >> BigInt(32 * k)) & M32), true);
}

/** vs[off..off + n) = the odd multiples 1·A, 3·A, …, (2n − 1)·A of A = (ax, ay), given 2·A = (dx, dy). */
function oddMultiples(
  vs: Jac[],
  off: number,
  n: number,
  ax: bigint,
  ay: bigint,
  dx: bigint,
  dy: bigint,
): void {
  vs[off] = [ax, ay, 1n];
  for (let i = 1; i < n; i++) vs[off + i] = addAffine(vs[off + i - 1], dx, dy);
}

/**
 * Computes secp256k1's tables for window w: 2^(w−2) odd multiples of G and of 2^128·G, 64 bytes
 * per point (x then y, each 256 bits little endian: the storage words of both backends on a
 * little-endian host), with one inversion for both. Variable time (public data).
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
  const vs: Jac[] = new Array(2 * n);
  oddMultiples(vs, 0, n, SECP256K1.gx, SECP256K1.gy, G2X, G2Y);
  oddMultiples(vs, n, n, HX, HY, H2X, H2Y);
  const views = [new DataView(preG.buffer), new DataView(preG128.buffer)];
  toAffineAll(vs, (i, x, y) => {
    const view = views[i < n ? 0 : 1];
    const o = 64 * (i < n ? i : i - n);
    put256(view, o, x);
    put256(view, o + 32, y);
  });
  return { preG, preG128 };
}
