// Scalars for the ecmult tests (backend-independent): BigInt conversions and the edge values.
import * as scalar from "@k1/scalar";
import { N } from "./ref.js";

export { N };

const LAMBDA = 0x5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72n;
// The lattice basis of libsecp256k1's split (scalar_impl.h): v1 = (a1, b1), v2 = (a2, b2).
const A1 = 0x3086d221a7d46bcde86c90e49284eb15n;
const B1 = -0xe4437ed6010e88286f547fa90abfe4c3n;
const A2 = 0x114ca50f7a8e2f3f657c1108d9d44cfd8n;
const B2 = 0x3086d221a7d46bcde86c90e49284eb15n;
const TWO128 = 1n << 128n;

export const mod = (a: bigint): bigint => ((a % N) + N) % N;

/** A new scalar holding v mod n. */
export function sc(v: bigint): scalar.Scalar {
  const r = scalar.create();
  setSc(r, v);
  return r;
}

/** Sets r to v mod n. */
export function setSc(r: scalar.Scalar, v: bigint): void {
  let x = mod(v);
  for (let i = 0; i < 8; i++) {
    r[i] = Number(x & 0xffffffffn);
    x >>= 32n;
  }
}

/** The value of a scalar. */
export function scBig(a: scalar.Scalar): bigint {
  let r = 0n;
  for (let i = 7; i >= 0; i--) r = (r << 32n) | BigInt(a[i]);
  return r;
}

/** The signed value of a residue: r or r − n, whichever is smaller in absolute value. */
export const signedOf = (r: bigint): bigint => (r > N >> 1n ? r - N : r);

/**
 * Scalars next to the deep holes of the split's lattice, where the halves of splitLambda are
 * largest (about 0.635·2^128 and 0.54·2^128 in absolute value), both signs.
 */
export const DEEP_HOLES: readonly bigint[] = (() => {
  const out: bigint[] = [];
  for (const [h1, h2] of [
    [(A1 + A2) / 2n, (B1 + B2) / 2n],
    [(A1 - A2) / 2n, (B1 - B2) / 2n],
  ]) {
    for (const d of [-1n, 0n, 1n])
      for (const s of [1n, -1n]) out.push(mod(s * (h1 + d) + s * (h2 + d) * LAMBDA));
  }
  return out;
})();

/**
 * Edge scalars: 0, 1, 2, n − 1, n − 2, the halves' bound 2^128 (±1, and n minus it), the top bit,
 * ⌊n/2⌋ (where a split half is largest), λ and −λ (split to (0, ±1)), all-ones halves, and the
 * deep holes.
 */
export const EDGE: readonly bigint[] = [
  0n,
  1n,
  2n,
  3n,
  N - 1n,
  N - 2n,
  TWO128 - 1n,
  TWO128,
  TWO128 + 1n,
  N - TWO128,
  N - TWO128 + 1n,
  N - (TWO128 - 1n),
  (TWO128 - 1n) * TWO128, // ng128 = 2^128 − 1, ng1 = 0
  (TWO128 - 2n) * TWO128 + (TWO128 - 1n), // both 128-halves near 2^128
  1n << 255n,
  (1n << 255n) - 1n,
  N >> 1n,
  (N >> 1n) + 1n,
  LAMBDA,
  N - LAMBDA,
  mod(LAMBDA * (TWO128 - 1n)),
  ...DEEP_HOLES,
].map(mod);
