/**
 * Splitting scalars: the GLV split by the endomorphism λ ({@link splitLambda}), the split at
 * 2^128 ({@link split128}) and the rounded shifted product behind the GLV split
 * ({@link mulShiftVar}). libsecp256k1's `scalar_impl.h` and `scalar_8x32_impl.h`.
 *
 * **The λ split.** λ is a primitive cube root of unity mod n, so λ·(x, y) = (β·x, y) on the
 * curve. The kernel of a ↦ a₀ + a₁·λ mod n is a lattice with the reduced basis
 * {a1 + b1·λ, a2 + b2·λ} (a1 = b2 = 0x3086d221…84eb15, b1 = −0xe4437ed6…abfe4c3,
 * a2 = 0x1_14ca50f7…d44cfd8, all ≈ 2^128). With c1 = round(k·b2/n) and c2 = round(−b1·k/n)
 * (Hankerson–Menezes–Vanstone, algorithm 3.74), k1 = k − c1·a1 − c2·a2 and k2 = −c1·b1 − c2·b2
 * satisfy k1 + k2·λ ≡ k (mod n) and |k1|, |k2| < 2^128. The divisions are replaced by products
 * with g1 = round(2^384·b2/n) and g2 = round(2^384·(−b1)/n) and a rounded shift by 384 bits, as in
 * libsecp256k1, whose comment proves the bounds: |k1| < (a1 + a2 + 1)/2 ≈ 0.6354·2^128 and
 * |k2| < (−b1 + b2)/2 + 1 ≈ 0.5406·2^128.
 *
 * libsecp256k1 computes r2 = c1·(−b1 mod n) + c2·(−b2 mod n) and r1 = k − λ·r2 with three
 * multiplications mod n. Here the same k1 and k2 are computed as exact integers instead: both
 * lie in (−2^128, 2^128), so their values mod 2^160 (five 32-bit digits: products of 128-bit
 * numbers truncated to their low columns, no reduction mod n) determine them, and each becomes
 * its residue mod n by adding n when negative. The outputs equal libsecp256k1's bit for bit; the
 * VERIFY build checks the identity and the bounds on every call, as libsecp256k1's
 * `scalar_split_lambda_verify` does.
 *
 * @module
 */
import { VerifyError } from "@k1/field/base";
import { kernelMul512, kernelSplitLambda, WORDS } from "./kernels.js";
import { mul } from "./mul.js";
import { add, caddBit, create, eq, negate, type Scalar, verify } from "./scalar.js";

/** λ, the cube root of unity mod n with λ·(x, y) = (β·x, y) (libsecp256k1's `const_lambda`). */
export const LAMBDA: bigint = 0x5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72n;

/** Bound on |k1| from the proof: (a1 + a2 + 1)/2 = 0xa2a8918ca85bafe22016d0b917e4dd77. */
export const K1_BOUND: bigint = 0xa2a8918ca85bafe22016d0b917e4dd77n;
/** Bound on |k2| from the proof: (−b1 + b2)/2 + 1 = 0x8a65287bd47179fb2be08846cea267ed. */
export const K2_BOUND: bigint = 0x8a65287bd47179fb2be08846cea267edn;

/** Little-endian words of a 128-bit constant, for the VERIFY bound checks. */
function words128(v: bigint): Uint32Array {
  const w = new Uint32Array(4);
  for (let i = 0; i < 4; i++) w[i] = Number((v >> BigInt(32 * i)) & 0xffffffffn);
  return w;
}

const K1_BOUND_W = words128(K1_BOUND);
const K2_BOUND_W = words128(K2_BOUND);
const LAMBDA_S: Scalar = create();
for (let i = 0; i < 8; i++) LAMBDA_S[i] = Number((LAMBDA >> BigInt(32 * i)) & 0xffffffffn);

/** VERIFY scratch. */
const VS = create();

/** Whether a < bound (a 128-bit bound as four words), a as an integer. Variable time (VERIFY). */
function below(a: Scalar, bound: Uint32Array): boolean {
  if ((a[4] | a[5] | a[6] | a[7]) !== 0) return false;
  for (let i = 3; i >= 0; i--) {
    if (a[i] !== bound[i]) return a[i] < bound[i];
  }
  return false;
}

/** libsecp256k1's `scalar_split_lambda_verify`: the identity and both bounds. */
function splitLambdaVerify(r1: Scalar, r2: Scalar, k: Scalar): void {
  mul(VS, LAMBDA_S, r2);
  add(VS, VS, r1);
  if (!eq(VS, k)) throw new VerifyError("splitLambda: r1 + λ·r2 ≠ k");
  negate(VS, r1);
  if (!below(r1, K1_BOUND_W) && !below(VS, K1_BOUND_W)) throw new VerifyError("splitLambda: |r1| too large");
  negate(VS, r2);
  if (!below(r2, K2_BOUND_W) && !below(VS, K2_BOUND_W)) throw new VerifyError("splitLambda: |r2| too large");
}

/**
 * Requires r1, r2 and k to be three different objects. Finds r1, r2 with r1 + r2·λ ≡ k (mod n),
 * where r1 or −r1 is below 0xa2a8918c…e4dd77 ≈ 0.6354·2^128 and r2 or −r2 is below
 * 0x8a65287b…a267ed ≈ 0.5406·2^128 (libsecp256k1's `scalar_split_lambda`; see the module
 * comment). Constant time.
 */
export function splitLambda(r1: Scalar, r2: Scalar, k: Scalar): void {
  if (__VERIFY__) {
    verify(k, "splitLambda: k");
    if (r1 === k || r2 === k || r1 === r2) throw new VerifyError("splitLambda: r1, r2 and k must not alias");
  }
  // k as digits 0..7; r1 comes back in digits 0..7, r2 in 8..15
  const w = WORDS;
  w[0] = k[0];
  w[1] = k[1];
  w[2] = k[2];
  w[3] = k[3];
  w[4] = k[4];
  w[5] = k[5];
  w[6] = k[6];
  w[7] = k[7];
  kernelSplitLambda();
  r1[0] = w[0];
  r1[1] = w[1];
  r1[2] = w[2];
  r1[3] = w[3];
  r1[4] = w[4];
  r1[5] = w[5];
  r1[6] = w[6];
  r1[7] = w[7];
  r2[0] = w[8];
  r2[1] = w[9];
  r2[2] = w[10];
  r2[3] = w[11];
  r2[4] = w[12];
  r2[5] = w[13];
  r2[6] = w[14];
  r2[7] = w[15];
  if (__VERIFY__) {
    verify(r1, "splitLambda: r1");
    verify(r2, "splitLambda: r2");
    splitLambdaVerify(r1, r2, k);
  }
}

/**
 * Requires r1 and r2 to be different objects. Performs r1 = k mod 2^128, r2 = ⌊k / 2^128⌋, so
 * that r1 + r2·2^128 = k (libsecp256k1's `scalar_split_128`). Constant time.
 */
export function split128(r1: Scalar, r2: Scalar, k: Scalar): void {
  if (__VERIFY__) {
    verify(k, "split128: k");
    if (r1 === r2) throw new VerifyError("split128: r1 and r2 must not alias");
  }
  const k4 = k[4];
  const k5 = k[5];
  const k6 = k[6];
  const k7 = k[7];
  r1[0] = k[0];
  r1[1] = k[1];
  r1[2] = k[2];
  r1[3] = k[3];
  r1[4] = 0;
  r1[5] = 0;
  r1[6] = 0;
  r1[7] = 0;
  r2[0] = k4;
  r2[1] = k5;
  r2[2] = k6;
  r2[3] = k7;
  r2[4] = 0;
  r2[5] = 0;
  r2[6] = 0;
  r2[7] = 0;
  if (__VERIFY__) {
    verify(r1, "split128: r1");
    verify(r2, "split128: r2");
  }
}

/**
 * Requires 256 ≤ shift ≤ 512. Performs r = round(a·b / 2^shift), the integer product (not reduced
 * mod n) shifted right with rounding half up (libsecp256k1's `scalar_mul_shift_var`). r may alias
 * a and/or b. Variable time in shift only.
 */
export function mulShiftVar(r: Scalar, a: Scalar, b: Scalar, shift: number): void {
  if (__VERIFY__) {
    verify(a, "mulShiftVar: a");
    verify(b, "mulShiftVar: b");
    if (!(Number.isInteger(shift) && shift >= 256 && shift <= 512)) {
      throw new VerifyError(`mulShiftVar: shift ${shift} not in [256, 512]`);
    }
  }
  // a and b as digits 0..7 and 8..15; the 512-bit product comes back in digits 0..15
  const w = WORDS;
  for (let i = 0; i < 8; i++) {
    w[i] = a[i];
    w[i + 8] = b[i];
  }
  kernelMul512();
  const limbs = shift >>> 5;
  const low = shift & 31;
  const high = 32 - low;
  for (let i = 0; i < 8; i++) {
    const j = limbs + i;
    let v = 0;
    if (j < 16) {
      v = w[j] >>> low;
      if (low !== 0 && j + 1 < 16) v |= w[j + 1] << high;
    }
    r[i] = v;
  }
  const roundBit = (w[(shift - 1) >>> 5] >>> ((shift - 1) & 31)) & 1;
  caddBit(r, 0, roundBit);
  if (__VERIFY__) verify(r, "mulShiftVar: result");
}
