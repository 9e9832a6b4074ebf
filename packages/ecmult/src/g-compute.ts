/**
 * The generator tables for any window, computed in BigInt (libsecp256k1's
 * `secp256k1_ecmult_compute_two_tables`, which `precompute_ecmult.c` runs at build time): the odd
 * multiples of G and of 2^128·G in the byte layout that both backends view in place
 * (`geStorageTableFromBytes`), for secp256k1 and for the exhaustive-test curves. Backend
 * independent: one computation serves both backends.
 *
 * BigInt, not the backends' field code, because the default tables are computed at the first
 * verification of a process, before V8 has compiled that code (`bigint-point.ts`; the README has
 * the figures).
 *
 * @module
 */

import { SECP256K1 } from "@k1/group/base";
import { addAffine, dbl, type Jac, toAffineAll } from "./bigint-point.js";

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

/** The affine coordinates of a (not infinity). */
function affine(a: Jac): [bigint, bigint] {
  let r: [bigint, bigint] = [0n, 0n];
  toAffineAll([a], (_, x, y) => {
    r = [x, y];
  });
  return r;
}

/**
 * Computes the tables for window w of a generator (secp256k1's G by default; the exhaustive-test
 * curves pass theirs): 2^(w−2) odd multiples of gen and of 2^128·gen, 64 bytes per point (x then
 * y, each 256 bits little endian: the storage words of both backends on a little-endian host), each
 * table a chain of additions of the affine double of its first point, and one inversion for all.
 * The doubles and 2^128·gen take 129 doublings and three inversions more (a tenth of a millisecond;
 * written-out constants would add 0.2 KB to a gzipped bundle). Variable time (public data).
 *
 * On a test curve, the windows of `ecmultWindows` keep every odd multiple below the order, so that
 * no addition meets its double or the point at infinity.
 *
 * @param w - the window, 2 ≤ w ≤ 22 (the callers check it: `ecmultGTablesCompute`, and
 *   `ecmultWindows` for a test curve).
 * @param gx - the generator's x (default: secp256k1's).
 * @param gy - the generator's y.
 * @returns new bytes, 2 × 64·2^(w−2).
 */
export function gTablesComputeBytes(
  w: number,
  gx: bigint = SECP256K1.gx,
  gy: bigint = SECP256K1.gy,
): PrecomputedGBytes {
  const n = 1 << (w - 2);
  const preG = new Uint8Array(64 * n);
  const preG128 = new Uint8Array(64 * n);
  const vs: Jac[] = new Array(2 * n);
  let a: Jac = [gx, gy, 1n];
  for (let t = 0; t < 2; t++) {
    if (t === 1) {
      for (let i = 0; i < 128; i++) a = dbl(a);
      const [x, y] = affine(a);
      a = [x, y, 1n];
    }
    const [dx, dy] = affine(dbl(a));
    vs[t * n] = a;
    for (let i = 1; i < n; i++) vs[t * n + i] = addAffine(vs[t * n + i - 1], dx, dy);
  }
  const views = [new DataView(preG.buffer), new DataView(preG128.buffer)];
  toAffineAll(vs, (i, x, y) => {
    const view = views[i < n ? 0 : 1];
    const o = 64 * (i < n ? i : i - n);
    put256(view, o, x);
    put256(view, o + 32, y);
  });
  return { preG, preG128 };
}
