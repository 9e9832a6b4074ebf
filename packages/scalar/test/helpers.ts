/** BigInt conversions and edge values shared by the scalar tests. */
import type { Rng } from "../../../test-utils/rng.js";

/** The group order. */
export const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
export const TWO256 = 1n << 256n;

/** Value of little-endian 32-bit words. */
export function big(a: Uint32Array): bigint {
  let r = 0n;
  for (let i = a.length - 1; i >= 0; i--) r = (r << 32n) | BigInt(a[i]);
  return r;
}

/** Writes v (0 ≤ v < 2^(32·len)) into the words of r, without any reduction. */
export function setBig(r: Uint32Array, v: bigint): Uint32Array {
  for (let i = 0; i < r.length; i++) {
    r[i] = Number(v & 0xffffffffn);
    v >>= 32n;
  }
  return r;
}

/** A new eight-word scalar holding v (< n, not checked). */
export function sc(v: bigint): Uint32Array {
  return setBig(new Uint32Array(8), v);
}

/** Interesting 256-bit values: 0, 1, n±small, 2^256−1, near 2^128, 2^255, n/2. */
export const EDGE_256: readonly bigint[] = [
  0n,
  1n,
  2n,
  N - 1n,
  N - 2n,
  N,
  N + 1n,
  TWO256 - 1n,
  TWO256 - 2n,
  (1n << 128n) - 1n,
  1n << 128n,
  (1n << 128n) + 1n,
  (1n << 255n) - 1n,
  1n << 255n,
  (1n << 255n) + 1n,
  N >> 1n,
  (N >> 1n) + 1n,
  (N >> 1n) - 1n,
  (1n << 32n) - 1n,
  1n << 32n,
  0xffffffffn << 224n,
];

/** Edge values that are valid scalars (< n). */
export const EDGE_SCALARS: readonly bigint[] = EDGE_256.filter((v) => v < N);

/** A random scalar < n, biased towards edge structure (sparse, dense, near the edges). */
export function randScalar(rng: Rng): bigint {
  return rng.big256(EDGE_256) % N;
}

/** x mod m in [0, m). */
export function mod(x: bigint, m: bigint = N): bigint {
  const r = x % m;
  return r < 0n ? r + m : r;
}

/** a^e mod m. */
export function powMod(a: bigint, e: bigint, m: bigint = N): bigint {
  let r = 1n;
  a = mod(a, m);
  while (e > 0n) {
    if (e & 1n) r = (r * a) % m;
    a = (a * a) % m;
    e >>= 1n;
  }
  return r;
}
