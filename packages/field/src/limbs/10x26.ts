/**
 * The 10x26 limb backend: a field element mod p = 2^256 − 2^32 − 977 as ten 26-bit limbs in an
 * `Int32Array`, computed with JavaScript numbers only (no BigInt), after libsecp256k1's
 * field_10x26_impl.h. This is the portable backend for engines that do not lower BigInt64
 * arithmetic (SpiderMonkey, JavaScriptCore); V8 runs it too.
 *
 * Representation. An element is r[0..9] with value Σ r[i]·2^(26i). At magnitude m every limb is at
 * most 2·m·(2^26 − 1) and the top limb at most 2·m·(2^22 − 1) (m ≤ 32, so limbs stay below 2^32).
 * Normalized means magnitude 1, limbs below 2^26 (top limb below 2^22) and value below p.
 *
 * Storage type. Limbs of magnitude 16 or more can exceed 2^31: an `Int32Array` holds them as their
 * two's-complement bit pattern, and every function that may see such limbs reads them with `>>> 0`,
 * `>>> k` or `& mask` and writes sums with `| 0` (wrapping 32-bit arithmetic, exact wherever the true
 * value is below 2^32). libsecp256k1's 10x26 normalization does exceed 2^32 at magnitude 32 (limbs up
 * to 2^32 − 64 plus carries), so the first pass of the normalize family here adds each limb's bits
 * above 2^26 to the next limb's low 26 bits instead; every other function keeps libsecp256k1's
 * arithmetic and bounds. `Int32Array` keeps every load a 32-bit
 * integer in V8's optimizing compiler, which is what `Math.imul` wants and what converts to float64
 * in one instruction; it measured as fast as `Uint32Array` here, and integer storage beat
 * `Float64Array` for this backend (the project's measurements). Storage elements are `Int32Array`s
 * of eight 32-bit words in little-endian word order.
 *
 * Multiplication. There is no 64-bit integer product in JavaScript numbers; `mul`/`sqr` use a
 * "hybrid" sum: the column sums Σ a_i·b_j (up to 2^63.2 at magnitude 8) are folded mod p to ten
 * position sums t_i (up to 2^76.8), each computed twice, in float64 (approximate: the error is below
 * 2^27.7, proven per position in the code) and with `Math.imul` (exact modulo 2^32). The exact low 32
 * bits come from the integer sum and the exact rest from rounding the float sum:
 * u = round((F − lo)/2^32) is exact while |F − t| < 2^31. Everything after that is integer arithmetic
 * on exact float64 values below 2^53. `mul` uses one level of Karatsuba (75 products instead of 100).
 * See `mul` for the full argument. The square root's chain uses the same method on eight 32-bit
 * limbs (`chainSqr`, `chainMul`: the chain form, see {@link FeChain}).
 *
 * Every function is constant time unless its name ends in `Var` (best effort in JavaScript: no
 * branches or table lookups on secret data; the engine's compiled code is not controlled). Nothing
 * allocates except `create`, `createStorage` and the test helper `toBigInt`.
 *
 * @module
 */
import { verifyCheck as check } from "../verify.js";
import type { LimbBackend } from "./api.js";
import { slabFloat64Array, slabInt32Array } from "./slab.js";

/**
 * A field element: ten limbs, value Σ limb[i]·2^(26i). Limbs may exceed 2^31 at magnitude ≥ 16 and
 * are then stored as their 32-bit two's-complement pattern.
 */
export type Fe = Int32Array;

/** A normalized field element in storage form: eight 32-bit words, least significant first. */
export type FeStorage = Int32Array;

/** Backend name as used in package subpaths. */
export const name = "10x26";

/** 2^26 − 1: the normalized limb mask. */
const M26 = 0x3ffffff;
/** 2^22 − 1: the normalized top-limb mask. */
const M22 = 0x3fffff;
/** 2^-26, exact. */
const I26 = 1 / 67108864;
/** 2^-22, exact. */
const I22 = 1 / 4194304;
/** 1.5·2^58: x + MAGIC64 − MAGIC64 rounds x to the nearest multiple of 64 for |x| < 2^57. */
const MAGIC64 = 3 * 2 ** 57;
/**
 * 2^52, the offset of the digits in mul's tail (see {@link MAGIC64_OFF}). Every multiple of 2^32
 * (and of 2^26) is invisible to ToInt32 and to the 26-bit masks.
 */
const OFF52 = 2 ** 52;
/**
 * MAGIC64 − 2^52: x + MAGIC64 − MAGIC64_OFF is the rounding of x + MAGIC64 − MAGIC64 plus 2^52,
 * exactly (the difference of two doubles is exact when it is representable, and an integer below
 * 2^53 is). The tails of mul, sqr and mulAddSqr carry their digits d_j = lo_j + h_{j−1} with this
 * offset: an addition whose operands are both integers below 2^52 in magnitude gets "additive
 * safe integer" feedback in V8 from 14.x on and compiles to checked 64-bit integer arithmetic
 * (each float64 operand converted with an integrality, −0 and range check), while one operand at
 * 2^52 or more keeps it a float64 add: sqr 53 → 47 ns, mul 62 → 58 ns (Node 26.12, one process),
 * unchanged on V8 11. The offset is removed for free: d_j + 2^52 has d_j's low 26 bits, its high
 * part (d_j + 2^52)·2^-26 is d_j's plus 2^26, and the limb that adds that high part takes its own
 * low 26 bits as (d | 0) | LOW26_OFF, which is low − 2^26.
 */
const MAGIC64_OFF = 3 * 2 ** 57 - 2 ** 52;
/** ~(2^26 − 1) as an int32 (−2^26): x | LOW26_OFF is x's low 26 bits minus 2^26. */
const LOW26_OFF = ~0x3ffffff;
/** 2^260 ≡ R1·2^26 + R0 (mod p): R0 = 0x3D10 = 977·16, R1 = 0x400 = 2^32·16 / 2^26. */
const R0 = 0x3d10;
const R1 = 0x400;

/**
 * VERIFY-only: d = x_i − h_i of folded position i of mul/sqr/mulAddSqr, in units of 2^26 (h_i is a
 * multiple of 64, and the rounding is exact while |d| < 32). The per-position proofs bound |d| by
 * 2^1.65 for mul and sqr (limit 4) and by 2^2.35 for mulAddSqr (limit 6); a larger residual would
 * mean a proof (or the code) is wrong, long before a rounding could go wrong.
 */
function checkRounding(op: string, i: number, d: number, limit = 4): void {
  check(Math.abs(d) <= limit, `${op}: position ${i} rounding residual ${d} exceeds the proven bound`);
}

/** VERIFY-only: whether every limb of a has at most `bits` bits (the top limb `topBits`). */
function limbBits(a: Fe, bits: number, topBits: number): boolean {
  for (let i = 0; i < 9; i++) if (a[i] >>> 0 >= 2 ** bits) return false;
  return a[9] >>> 0 < 2 ** topBits;
}

/** A new element, all limbs zero (the value 0, normalized, magnitude 0). */
export function create(): Fe {
  return new Int32Array(10);
}

/** As {@link create}, in off-heap memory, for a module-level scratch element (see `slab.ts`). */
export function createScratch(): Fe {
  return slabInt32Array(10);
}

/** A new storage element, all words zero. */
export function createStorage(): FeStorage {
  return new Int32Array(8);
}

/** Copies a into r. r may be a. Preserves magnitude and normalization. */
export function copy(r: Fe, a: Fe): void {
  r[0] = a[0];
  r[1] = a[1];
  r[2] = a[2];
  r[3] = a[3];
  r[4] = a[4];
  r[5] = a[5];
  r[6] = a[6];
  r[7] = a[7];
  r[8] = a[8];
  r[9] = a[9];
}

/**
 * Requires 0 ≤ a ≤ 0x7FFF. Performs r = a. On output r is normalized (magnitude 1, or 0 if a = 0).
 */
export function setInt(r: Fe, a: number): void {
  if (__VERIFY__) check(a >= 0 && a <= 0x7fff && Number.isInteger(a), "setInt: 0 <= a <= 0x7FFF");
  r[0] = a;
  r[1] = 0;
  r[2] = 0;
  r[3] = 0;
  r[4] = 0;
  r[5] = 0;
  r[6] = 0;
  r[7] = 0;
  r[8] = 0;
  r[9] = 0;
}

/** Performs r = 0 (every limb zero). On output r is normalized with magnitude 0. */
export function clear(r: Fe): void {
  r[0] = 0;
  r[1] = 0;
  r[2] = 0;
  r[3] = 0;
  r[4] = 0;
  r[5] = 0;
  r[6] = 0;
  r[7] = 0;
  r[8] = 0;
  r[9] = 0;
}

/**
 * Requires b[off..off+32) to exist. Performs r = the 32 big-endian bytes as an integer, not
 * reduced: r may be ≥ p. On output r has magnitude 1 and is normalized only if the value is < p.
 */
export function setB32Mod(r: Fe, b: Uint8Array, off: number): void {
  // Eight big-endian 32-bit words, w0 least significant, then the limbs as in fromStorage.
  const w7 = (b[off] << 24) | (b[off + 1] << 16) | (b[off + 2] << 8) | b[off + 3];
  const w6 = (b[off + 4] << 24) | (b[off + 5] << 16) | (b[off + 6] << 8) | b[off + 7];
  const w5 = (b[off + 8] << 24) | (b[off + 9] << 16) | (b[off + 10] << 8) | b[off + 11];
  const w4 = (b[off + 12] << 24) | (b[off + 13] << 16) | (b[off + 14] << 8) | b[off + 15];
  const w3 = (b[off + 16] << 24) | (b[off + 17] << 16) | (b[off + 18] << 8) | b[off + 19];
  const w2 = (b[off + 20] << 24) | (b[off + 21] << 16) | (b[off + 22] << 8) | b[off + 23];
  const w1 = (b[off + 24] << 24) | (b[off + 25] << 16) | (b[off + 26] << 8) | b[off + 27];
  const w0 = (b[off + 28] << 24) | (b[off + 29] << 16) | (b[off + 30] << 8) | b[off + 31];
  r[0] = w0 & M26;
  r[1] = (w0 >>> 26) | ((w1 << 6) & M26);
  r[2] = (w1 >>> 20) | ((w2 << 12) & M26);
  r[3] = (w2 >>> 14) | ((w3 << 18) & M26);
  r[4] = (w3 >>> 8) | ((w4 << 24) & M26);
  r[5] = (w4 >>> 2) & M26;
  r[6] = (w4 >>> 28) | ((w5 << 4) & M26);
  r[7] = (w5 >>> 22) | ((w6 << 10) & M26);
  r[8] = (w6 >>> 16) | ((w7 << 16) & M26);
  r[9] = w7 >>> 10;
}

/**
 * Requires b[off..off+32) to exist. Performs r = the 32 big-endian bytes as an integer, as
 * setB32Mod. Returns whether that integer is < p, in which case r is normalized; constant time.
 */
export function setB32Limit(r: Fe, b: Uint8Array, off: number): boolean {
  setB32Mod(r, b, off);
  // r ≥ p iff limbs 9..2 are all ones and limbs 1, 0 are at least p's (0x3FFFFBF, 0x3FFFC2F).
  const mid = r[8] & r[7] & r[6] & r[5] & r[4] & r[3] & r[2];
  // The masks written out (eqMask(x, y) = ((x ^ y) − 1) >>> 31, gtMask(x, y) = (y − x) >>> 31, for
  // 0 ≤ x, y < 2^31), here and in normalize/normalizeVar/normalizesToZero: a body that calls no
  // module function can be pasted into its callers by the release build (scripts/inline-release.mjs).
  const ge =
    (((r[9] ^ M22) - 1) >>> 31) &
    (((mid ^ M26) - 1) >>> 31) &
    ((M26 - (r[1] + 0x40 + ((r[0] + 0x3d1) >>> 26))) >>> 31);
  return ge === 0;
}

/**
 * Requires a normalized, out[off..off+32) to exist. Performs out[off..off+32) = a as 32 big-endian
 * bytes.
 */
export function getB32(out: Uint8Array, off: number, a: Fe): void {
  const a0 = a[0];
  const a1 = a[1];
  const a2 = a[2];
  const a3 = a[3];
  const a4 = a[4];
  const a5 = a[5];
  const a6 = a[6];
  const a7 = a[7];
  const a8 = a[8];
  const a9 = a[9];
  // Pack into eight 32-bit words (as toStorage), then write each big-endian (libsecp256k1 PR 1889).
  // Uint8Array stores keep the low 8 bits, so no masking is needed.
  const w7 = (a9 << 10) | (a8 >>> 16);
  const w6 = (a8 << 16) | (a7 >>> 10);
  const w5 = (a7 << 22) | (a6 >>> 4);
  const w4 = (a6 << 28) | (a5 << 2) | (a4 >>> 24);
  const w3 = (a4 << 8) | (a3 >>> 18);
  const w2 = (a3 << 14) | (a2 >>> 12);
  const w1 = (a2 << 20) | (a1 >>> 6);
  const w0 = (a1 << 26) | a0;
  out[off] = w7 >>> 24;
  out[off + 1] = w7 >>> 16;
  out[off + 2] = w7 >>> 8;
  out[off + 3] = w7;
  out[off + 4] = w6 >>> 24;
  out[off + 5] = w6 >>> 16;
  out[off + 6] = w6 >>> 8;
  out[off + 7] = w6;
  out[off + 8] = w5 >>> 24;
  out[off + 9] = w5 >>> 16;
  out[off + 10] = w5 >>> 8;
  out[off + 11] = w5;
  out[off + 12] = w4 >>> 24;
  out[off + 13] = w4 >>> 16;
  out[off + 14] = w4 >>> 8;
  out[off + 15] = w4;
  out[off + 16] = w3 >>> 24;
  out[off + 17] = w3 >>> 16;
  out[off + 18] = w3 >>> 8;
  out[off + 19] = w3;
  out[off + 20] = w2 >>> 24;
  out[off + 21] = w2 >>> 16;
  out[off + 22] = w2 >>> 8;
  out[off + 23] = w2;
  out[off + 24] = w1 >>> 24;
  out[off + 25] = w1 >>> 16;
  out[off + 26] = w1 >>> 8;
  out[off + 27] = w1;
  out[off + 28] = w0 >>> 24;
  out[off + 29] = w0 >>> 16;
  out[off + 30] = w0 >>> 8;
  out[off + 31] = w0;
}

/**
 * Requires r to have magnitude ≤ 32. Performs r = r mod p, fully reduced: on output r is
 * normalized (value in [0, p), canonical limbs, magnitude 1). Constant time.
 */
export function normalize(r: Fe): void {
  let t0 = r[0];
  let t1 = r[1];
  let t2 = r[2];
  let t3 = r[3];
  let t4 = r[4];
  let t5 = r[5];
  let t6 = r[6];
  let t7 = r[7];
  let t8 = r[8];
  let t9 = r[9];

  // Reduce t9 at the start so there will be at most a single carry from the first pass.
  let x = t9 >>> 22;

  // The first pass ensures the magnitude is 1, ... It adds the bits of each limb above 2^26 (at most
  // 63 of them, at magnitude ≤ 32) to the next limb's low 26 bits, not to the whole limb: libsecp256k1's
  // t1 += x << 6, t_(i+1) += t_i >> 26 can exceed 2^32 at magnitude 32 (limbs up to 2^32 − 64), and
  // wraps there. Here every sum stays below 2^27, and the carries t_i >>> 26 are 0 or 1.
  t0 = (t0 & M26) + x * 0x3d1;
  t1 = (t1 & M26) + (x << 6) + (r[0] >>> 26) + (t0 >>> 26);
  t0 &= M26;
  t2 = (t2 & M26) + (r[1] >>> 26) + (t1 >>> 26);
  t1 &= M26;
  t3 = (t3 & M26) + (r[2] >>> 26) + (t2 >>> 26);
  t2 &= M26;
  let m = t2;
  t4 = (t4 & M26) + (r[3] >>> 26) + (t3 >>> 26);
  t3 &= M26;
  m &= t3;
  t5 = (t5 & M26) + (r[4] >>> 26) + (t4 >>> 26);
  t4 &= M26;
  m &= t4;
  t6 = (t6 & M26) + (r[5] >>> 26) + (t5 >>> 26);
  t5 &= M26;
  m &= t5;
  t7 = (t7 & M26) + (r[6] >>> 26) + (t6 >>> 26);
  t6 &= M26;
  m &= t6;
  t8 = (t8 & M26) + (r[7] >>> 26) + (t7 >>> 26);
  t7 &= M26;
  m &= t7;
  t9 = (t9 & M22) + (r[8] >>> 26) + (t8 >>> 26);
  t8 &= M26;
  m &= t8;

  // ... except for a possible carry at bit 22 of t9 (i.e. bit 256 of the field element).
  if (__VERIFY__) check(t9 >>> 23 === 0, "normalize: t9 < 2^23 after the first pass");

  // At most a single final reduction is needed; check if the value is >= the field characteristic.
  x =
    (t9 >>> 22) |
    ((((t9 ^ M22) - 1) >>> 31) &
      (((m ^ M26) - 1) >>> 31) &
      ((M26 - (t1 + 0x40 + ((t0 + 0x3d1) >>> 26))) >>> 31));

  // Apply the final reduction (for constant-time behaviour, we do it always).
  t0 = t0 + x * 0x3d1;
  t1 = t1 + (x << 6);
  t1 = t1 + (t0 >>> 26);
  t0 &= M26;
  t2 = t2 + (t1 >>> 26);
  t1 &= M26;
  t3 = t3 + (t2 >>> 26);
  t2 &= M26;
  t4 = t4 + (t3 >>> 26);
  t3 &= M26;
  t5 = t5 + (t4 >>> 26);
  t4 &= M26;
  t6 = t6 + (t5 >>> 26);
  t5 &= M26;
  t7 = t7 + (t6 >>> 26);
  t6 &= M26;
  t8 = t8 + (t7 >>> 26);
  t7 &= M26;
  t9 = t9 + (t8 >>> 26);
  t8 &= M26;

  // If t9 didn't carry to bit 22 already, then it should have after any final reduction.
  if (__VERIFY__) check(t9 >>> 22 === x, "normalize: final carry");

  // Mask off the possible multiple of 2^256 from the final reduction.
  r[0] = t0;
  r[1] = t1;
  r[2] = t2;
  r[3] = t3;
  r[4] = t4;
  r[5] = t5;
  r[6] = t6;
  r[7] = t7;
  r[8] = t8;
  r[9] = t9 & M22;
}

/**
 * Requires r to have magnitude ≤ 32. Performs a weak reduction: r keeps its value mod p and on
 * output has magnitude 1 (limbs within the normalized bounds except a possible bit 22 of the top
 * limb, as libsecp256k1's), not necessarily normalized. Constant time.
 */
export function normalizeWeak(r: Fe): void {
  let t0 = r[0];
  let t1 = r[1];
  let t2 = r[2];
  let t3 = r[3];
  let t4 = r[4];
  let t5 = r[5];
  let t6 = r[6];
  let t7 = r[7];
  let t8 = r[8];
  let t9 = r[9];

  // Reduce t9 at the start so there will be at most a single carry from the first pass.
  const x = t9 >>> 22;

  // The first pass ensures the magnitude is 1, ... It adds the bits of each limb above 2^26 (at most
  // 63 of them, at magnitude ≤ 32) to the next limb's low 26 bits, not to the whole limb: libsecp256k1's
  // t1 += x << 6, t_(i+1) += t_i >> 26 can exceed 2^32 at magnitude 32 (limbs up to 2^32 − 64), and
  // wraps there. Here every sum stays below 2^27, and the carries t_i >>> 26 are 0 or 1.
  t0 = (t0 & M26) + x * 0x3d1;
  t1 = (t1 & M26) + (x << 6) + (r[0] >>> 26) + (t0 >>> 26);
  t0 &= M26;
  t2 = (t2 & M26) + (r[1] >>> 26) + (t1 >>> 26);
  t1 &= M26;
  t3 = (t3 & M26) + (r[2] >>> 26) + (t2 >>> 26);
  t2 &= M26;
  t4 = (t4 & M26) + (r[3] >>> 26) + (t3 >>> 26);
  t3 &= M26;
  t5 = (t5 & M26) + (r[4] >>> 26) + (t4 >>> 26);
  t4 &= M26;
  t6 = (t6 & M26) + (r[5] >>> 26) + (t5 >>> 26);
  t5 &= M26;
  t7 = (t7 & M26) + (r[6] >>> 26) + (t6 >>> 26);
  t6 &= M26;
  t8 = (t8 & M26) + (r[7] >>> 26) + (t7 >>> 26);
  t7 &= M26;
  t9 = (t9 & M22) + (r[8] >>> 26) + (t8 >>> 26);
  t8 &= M26;

  // ... except for a possible carry at bit 22 of t9 (i.e. bit 256 of the field element).
  if (__VERIFY__) check(t9 >>> 23 === 0, "normalizeWeak: t9 < 2^23");

  r[0] = t0;
  r[1] = t1;
  r[2] = t2;
  r[3] = t3;
  r[4] = t4;
  r[5] = t5;
  r[6] = t6;
  r[7] = t7;
  r[8] = t8;
  r[9] = t9;
}

/**
 * Requires r to have magnitude ≤ 32. Performs r = r mod p as normalize, but in variable time (the
 * final reduction is skipped when not needed). On output r is normalized.
 */
export function normalizeVar(r: Fe): void {
  let t0 = r[0];
  let t1 = r[1];
  let t2 = r[2];
  let t3 = r[3];
  let t4 = r[4];
  let t5 = r[5];
  let t6 = r[6];
  let t7 = r[7];
  let t8 = r[8];
  let t9 = r[9];

  // Reduce t9 at the start so there will be at most a single carry from the first pass.
  let x = t9 >>> 22;

  // The first pass ensures the magnitude is 1, ... It adds the bits of each limb above 2^26 (at most
  // 63 of them, at magnitude ≤ 32) to the next limb's low 26 bits, not to the whole limb: libsecp256k1's
  // t1 += x << 6, t_(i+1) += t_i >> 26 can exceed 2^32 at magnitude 32 (limbs up to 2^32 − 64), and
  // wraps there. Here every sum stays below 2^27, and the carries t_i >>> 26 are 0 or 1.
  t0 = (t0 & M26) + x * 0x3d1;
  t1 = (t1 & M26) + (x << 6) + (r[0] >>> 26) + (t0 >>> 26);
  t0 &= M26;
  t2 = (t2 & M26) + (r[1] >>> 26) + (t1 >>> 26);
  t1 &= M26;
  t3 = (t3 & M26) + (r[2] >>> 26) + (t2 >>> 26);
  t2 &= M26;
  let m = t2;
  t4 = (t4 & M26) + (r[3] >>> 26) + (t3 >>> 26);
  t3 &= M26;
  m &= t3;
  t5 = (t5 & M26) + (r[4] >>> 26) + (t4 >>> 26);
  t4 &= M26;
  m &= t4;
  t6 = (t6 & M26) + (r[5] >>> 26) + (t5 >>> 26);
  t5 &= M26;
  m &= t5;
  t7 = (t7 & M26) + (r[6] >>> 26) + (t6 >>> 26);
  t6 &= M26;
  m &= t6;
  t8 = (t8 & M26) + (r[7] >>> 26) + (t7 >>> 26);
  t7 &= M26;
  m &= t7;
  t9 = (t9 & M22) + (r[8] >>> 26) + (t8 >>> 26);
  t8 &= M26;
  m &= t8;

  // ... except for a possible carry at bit 22 of t9 (i.e. bit 256 of the field element).
  if (__VERIFY__) check(t9 >>> 23 === 0, "normalizeVar: t9 < 2^23 after the first pass");

  // At most a single final reduction is needed; check if the value is >= the field characteristic.
  x =
    (t9 >>> 22) |
    ((((t9 ^ M22) - 1) >>> 31) &
      (((m ^ M26) - 1) >>> 31) &
      ((M26 - (t1 + 0x40 + ((t0 + 0x3d1) >>> 26))) >>> 31));

  if (x !== 0) {
    t0 = t0 + 0x3d1;
    t1 = t1 + 0x40;
    t1 = t1 + (t0 >>> 26);
    t0 &= M26;
    t2 = t2 + (t1 >>> 26);
    t1 &= M26;
    t3 = t3 + (t2 >>> 26);
    t2 &= M26;
    t4 = t4 + (t3 >>> 26);
    t3 &= M26;
    t5 = t5 + (t4 >>> 26);
    t4 &= M26;
    t6 = t6 + (t5 >>> 26);
    t5 &= M26;
    t7 = t7 + (t6 >>> 26);
    t6 &= M26;
    t8 = t8 + (t7 >>> 26);
    t7 &= M26;
    t9 = t9 + (t8 >>> 26);
    t8 &= M26;

    // If t9 didn't carry to bit 22 already, then it should have after any final reduction.
    if (__VERIFY__) check(t9 >>> 22 === x, "normalizeVar: final carry");

    // Mask off the possible multiple of 2^256 from the final reduction.
    t9 &= M22;
  }

  r[0] = t0;
  r[1] = t1;
  r[2] = t2;
  r[3] = t3;
  r[4] = t4;
  r[5] = t5;
  r[6] = t6;
  r[7] = t7;
  r[8] = t8;
  r[9] = t9;
}

/**
 * Requires r to have magnitude ≤ 32. Returns whether r ≡ 0 (mod p); r is not modified. Constant
 * time.
 */
export function normalizesToZero(r: Fe): boolean {
  let t0 = r[0];
  let t1 = r[1];
  let t2 = r[2];
  let t3 = r[3];
  let t4 = r[4];
  let t5 = r[5];
  let t6 = r[6];
  let t7 = r[7];
  let t8 = r[8];
  let t9 = r[9];

  // Reduce t9 at the start so there will be at most a single carry from the first pass.
  const x = t9 >>> 22;

  // The first pass ensures the magnitude is 1; z0 tracks a possible raw value of 0, z1 of p.
  t0 = (t0 & M26) + x * 0x3d1;
  t1 = (t1 & M26) + (x << 6) + (r[0] >>> 26) + (t0 >>> 26);
  t0 &= M26;
  let z0 = t0;
  let z1 = t0 ^ 0x3d0;
  t2 = (t2 & M26) + (r[1] >>> 26) + (t1 >>> 26);
  t1 &= M26;
  z0 |= t1;
  z1 &= t1 ^ 0x40;
  t3 = (t3 & M26) + (r[2] >>> 26) + (t2 >>> 26);
  t2 &= M26;
  z0 |= t2;
  z1 &= t2;
  t4 = (t4 & M26) + (r[3] >>> 26) + (t3 >>> 26);
  t3 &= M26;
  z0 |= t3;
  z1 &= t3;
  t5 = (t5 & M26) + (r[4] >>> 26) + (t4 >>> 26);
  t4 &= M26;
  z0 |= t4;
  z1 &= t4;
  t6 = (t6 & M26) + (r[5] >>> 26) + (t5 >>> 26);
  t5 &= M26;
  z0 |= t5;
  z1 &= t5;
  t7 = (t7 & M26) + (r[6] >>> 26) + (t6 >>> 26);
  t6 &= M26;
  z0 |= t6;
  z1 &= t6;
  t8 = (t8 & M26) + (r[7] >>> 26) + (t7 >>> 26);
  t7 &= M26;
  z0 |= t7;
  z1 &= t7;
  t9 = (t9 & M22) + (r[8] >>> 26) + (t8 >>> 26);
  t8 &= M26;
  z0 |= t8;
  z1 &= t8;
  z0 |= t9;
  z1 &= t9 ^ 0x3c00000;

  // ... except for a possible carry at bit 22 of t9 (i.e. bit 256 of the field element).
  if (__VERIFY__) check(t9 >>> 23 === 0, "normalizesToZero: t9 < 2^23");

  // z0, z1 < 2^26 here.
  // eqMask(z0, 0) | eqMask(z1, M26), written out (see setB32Limit).
  return (((z0 - 1) >>> 31) | (((z1 ^ M26) - 1) >>> 31)) === 1;
}

/**
 * Requires r to have magnitude ≤ 32. Returns whether r ≡ 0 (mod p); r is not modified. Variable
 * time: most nonzero inputs return after looking at limbs 0 and 9.
 */
export function normalizesToZeroVar(r: Fe): boolean {
  // Reduce t9 at the start so there will be at most a single carry from the first pass.
  const x = r[9] >>> 22;

  // The first pass ensures the magnitude is 1 (limb by limb as in normalize), ...
  const t0 = (r[0] & M26) + x * 0x3d1;

  // z0 tracks a possible raw value of 0, z1 tracks a possible raw value of p.
  let z0 = t0 & M26;
  let z1 = z0 ^ 0x3d0;

  // Fast return path should catch the majority of cases.
  if (z0 !== 0 && z1 !== M26) return false;

  let t1 = r[1];
  let t2 = r[2];
  let t3 = r[3];
  let t4 = r[4];
  let t5 = r[5];
  let t6 = r[6];
  let t7 = r[7];
  let t8 = r[8];
  let t9 = r[9];

  t1 = (t1 & M26) + (x << 6) + (r[0] >>> 26) + (t0 >>> 26);
  t2 = (t2 & M26) + (r[1] >>> 26) + (t1 >>> 26);
  t1 &= M26;
  z0 |= t1;
  z1 &= t1 ^ 0x40;
  t3 = (t3 & M26) + (r[2] >>> 26) + (t2 >>> 26);
  t2 &= M26;
  z0 |= t2;
  z1 &= t2;
  t4 = (t4 & M26) + (r[3] >>> 26) + (t3 >>> 26);
  t3 &= M26;
  z0 |= t3;
  z1 &= t3;
  t5 = (t5 & M26) + (r[4] >>> 26) + (t4 >>> 26);
  t4 &= M26;
  z0 |= t4;
  z1 &= t4;
  t6 = (t6 & M26) + (r[5] >>> 26) + (t5 >>> 26);
  t5 &= M26;
  z0 |= t5;
  z1 &= t5;
  t7 = (t7 & M26) + (r[6] >>> 26) + (t6 >>> 26);
  t6 &= M26;
  z0 |= t6;
  z1 &= t6;
  t8 = (t8 & M26) + (r[7] >>> 26) + (t7 >>> 26);
  t7 &= M26;
  z0 |= t7;
  z1 &= t7;
  t9 = (t9 & M22) + (r[8] >>> 26) + (t8 >>> 26);
  t8 &= M26;
  z0 |= t8;
  z1 &= t8;
  z0 |= t9;
  z1 &= t9 ^ 0x3c00000;

  // ... except for a possible carry at bit 22 of t9 (i.e. bit 256 of the field element).
  if (__VERIFY__) check(t9 >>> 23 === 0, "normalizesToZeroVar: t9 < 2^23");

  return z0 === 0 || z1 === M26;
}

/** Requires a normalized. Returns whether a is zero. Constant time. */
export function isZero(a: Fe): boolean {
  return (a[0] | a[1] | a[2] | a[3] | a[4] | a[5] | a[6] | a[7] | a[8] | a[9]) === 0;
}

/** Requires a normalized. Returns whether a is odd. */
export function isOdd(a: Fe): boolean {
  return (a[0] & 1) === 1;
}

/**
 * Requires a and b normalized. Compares them as integers: returns 1 if a > b, −1 if a < b, 0 if
 * equal. Variable time.
 */
export function cmpVar(a: Fe, b: Fe): number {
  for (let i = 9; i >= 0; i--) {
    if (a[i] > b[i]) return 1;
    if (a[i] < b[i]) return -1;
  }
  return 0;
}

/**
 * Requires a to have magnitude ≤ m, 0 ≤ m ≤ 31. Performs r = 2·(m+1)·p − a limb by limb, i.e.
 * r ≡ −a. r may be a. On output r has magnitude m + 1, not normalized.
 */
export function negate(r: Fe, a: Fe, m: number): void {
  if (__VERIFY__) check(Number.isInteger(m) && m >= 0 && m <= 31, "negate: 0 <= m <= 31");
  // For 0 ≤ m ≤ 31 each constant limb 2·(m+1)·p_i is ≥ the limb bound 2·m·M_i and < 2^32, so every
  // difference is in [0, 2^32); Math.imul and | 0 compute it modulo 2^32 (the stored bit pattern).
  const k = 2 * (m + 1);
  r[0] = (Math.imul(0x3fffc2f, k) - a[0]) | 0;
  r[1] = (Math.imul(0x3ffffbf, k) - a[1]) | 0;
  r[2] = (Math.imul(M26, k) - a[2]) | 0;
  r[3] = (Math.imul(M26, k) - a[3]) | 0;
  r[4] = (Math.imul(M26, k) - a[4]) | 0;
  r[5] = (Math.imul(M26, k) - a[5]) | 0;
  r[6] = (Math.imul(M26, k) - a[6]) | 0;
  r[7] = (Math.imul(M26, k) - a[7]) | 0;
  r[8] = (Math.imul(M26, k) - a[8]) | 0;
  r[9] = (Math.imul(M22, k) - a[9]) | 0;
}

/**
 * Requires 0 ≤ a ≤ 32 and r's magnitude times a ≤ 32. Performs r = r·a limb by limb (no
 * reduction). On output r's magnitude is multiplied by a.
 */
export function mulInt(r: Fe, a: number): void {
  if (__VERIFY__) check(Number.isInteger(a) && a >= 0 && a <= 32, "mulInt: 0 <= a <= 32");
  r[0] = Math.imul(r[0], a);
  r[1] = Math.imul(r[1], a);
  r[2] = Math.imul(r[2], a);
  r[3] = Math.imul(r[3], a);
  r[4] = Math.imul(r[4], a);
  r[5] = Math.imul(r[5], a);
  r[6] = Math.imul(r[6], a);
  r[7] = Math.imul(r[7], a);
  r[8] = Math.imul(r[8], a);
  r[9] = Math.imul(r[9], a);
}

/**
 * Requires the magnitudes of r and a to sum to ≤ 32. Performs r = r + a limb by limb (no
 * reduction). r may be a. On output r's magnitude is the sum of the two.
 */
export function add(r: Fe, a: Fe): void {
  r[0] = (r[0] + a[0]) | 0;
  r[1] = (r[1] + a[1]) | 0;
  r[2] = (r[2] + a[2]) | 0;
  r[3] = (r[3] + a[3]) | 0;
  r[4] = (r[4] + a[4]) | 0;
  r[5] = (r[5] + a[5]) | 0;
  r[6] = (r[6] + a[6]) | 0;
  r[7] = (r[7] + a[7]) | 0;
  r[8] = (r[8] + a[8]) | 0;
  r[9] = (r[9] + a[9]) | 0;
}

/**
 * Requires 0 ≤ a ≤ 0x7FFF and r's magnitude ≤ 31. Performs r = r + a (added to limb 0). On output
 * r's magnitude is one more.
 */
export function addInt(r: Fe, a: number): void {
  if (__VERIFY__) check(a >= 0 && a <= 0x7fff && Number.isInteger(a), "addInt: 0 <= a <= 0x7FFF");
  r[0] = (r[0] + a) | 0;
}

/**
 * mul's column sums, off the V8 heap (`slab.ts`): p_k, q_k, m_k (k = 0..8) at 0, 9 and 18, as float64
 * approximations (MUL_F) and modulo 2^32 (MUL_I). Nothing else reads them; they keep the last product's
 * column sums until the next `mul` (secret-derived when the operands were: field temporaries, like the
 * group formulas' scratch elements and the stack, are not wiped).
 */
const MUL_F = slabFloat64Array(27);
const MUL_I = slabInt32Array(27);

/**
 * Requires a and b to have magnitude ≤ 8 (limbs below 2^30, top limb below 2^26). Performs
 * r = a·b mod p. r may alias a and/or b. On output r has magnitude 1 (limbs at most
 * 2·(2^26 − 1), top limb below 2^22), not normalized.
 *
 * Method (JS numbers only). A column sum S_k = Σ_{i+j=k} a_i·b_j reaches 2^63.2, beyond float64's
 * 53 exact bits. The reduction is applied first, to the column sums (2^260 ≡ 0x1000003D10 mod p):
 * t_i = S_i + 0x3D10·S_{i+10} + 0x400·S_{i+9} ≤ 2^76.8 for i = 0..9, each computed twice: in float64
 * (error below 2^27.7, bounded per position below) and as a sum of Math.imul products, exact modulo
 * 2^32. Then lo_i = t_i mod 2^32 comes from the integer sum, and u_i = (t_i − lo_i)/2^32 =
 * round((ft_i − lo_i)/2^32) is exact because the float error is below 2^31. From there on every value
 * is an integer below 2^53, so float64 arithmetic on it is exact: the digits d_j = lo_j + 64·u_{j−1}
 * < 2^51.6, the fold of the bits above limb 9's 22 into limbs 0 and 1 (2^256 ≡ 2^32 + 977), and the
 * split of each d_j into 26-bit halves whose sums are already within magnitude 1. Ten roundings
 * instead of nineteen (one per column, at 2^26, before the reduction): with the shorter tail,
 * 85 ns instead of 89 ns here (Node 20, one-process interleaved A/B; sqr 59 ns instead of 67 ns).
 *
 * Register pressure. Computed as one expression graph, the 75 products kept 60 values live at once
 * (the 30 limbs and half sums, each as int32 and as float64) against 16 + 16 registers, and about
 * a third of the compiled instructions moved values to and from the stack. Here each of the three
 * 5×5 products is a block that reads its ten inputs and ends in stores of its column sums (to
 * MUL_F / MUL_I): the stores are ordered, so TurboFan computes each block's products between its
 * loads and its stores, with twenty inputs live; the combination reads the sums back. The values
 * are bit for bit those of the single graph (the float sums are the same expressions, the integer
 * sums the same modulo 2^32), so the error bounds below hold unchanged. The three blocks are written
 * out: as one helper called three times (its bytecode too large for V8 to inline; an array offset and
 * a half-sum flag for arguments) mul measured 45% slower, and ten limb values passed as numbers would
 * be boxed (half sums reach 2^31, beyond V8's small integers).
 */
export function mul(r: Fe, a: Fe, b: Fe): void {
  if (__VERIFY__) check(limbBits(a, 30, 26) && limbBits(b, 30, 26), "mul: inputs have magnitude <= 8");
  // Karatsuba on 5-limb halves: a = A0 + A1·2^130, b = B0 + B1·2^130, with
  // p_k = columns of A0·B0, q_k = columns of A1·B1, m_k = columns of (A0 + A1)·(B0 + B1) (k = 0..8):
  // column k of a·b is p_k + (m_{k-5} − p_{k-5} − q_{k-5}) + q_{k-10}. 75 products instead of 100.
  // Each column sum is computed twice: "f" in float64 (approximate) and "i" with Math.imul, exact
  // modulo 2^32 (only the low 32 bits are used; MUL_I keeps exactly those). One block per product,
  // its 18 sums stored to MUL_F / MUL_I at its end (see the register-pressure note above). The half
  // sums a_i + a_(i+5) are below 2^31.
  // p_k: A0·B0.
  {
    const x0 = a[0];
    const x1 = a[1];
    const x2 = a[2];
    const x3 = a[3];
    const x4 = a[4];
    const y0 = b[0];
    const y1 = b[1];
    const y2 = b[2];
    const y3 = b[3];
    const y4 = b[4];
    MUL_F[0] = x0 * y0;
    MUL_I[0] = Math.imul(x0, y0);
    MUL_F[1] = x0 * y1 + x1 * y0;
    MUL_I[1] = Math.imul(x0, y1) + Math.imul(x1, y0);
    MUL_F[2] = x0 * y2 + x1 * y1 + x2 * y0;
    MUL_I[2] = Math.imul(x0, y2) + Math.imul(x1, y1) + Math.imul(x2, y0);
    MUL_F[3] = x0 * y3 + x1 * y2 + x2 * y1 + x3 * y0;
    MUL_I[3] = Math.imul(x0, y3) + Math.imul(x1, y2) + Math.imul(x2, y1) + Math.imul(x3, y0);
    MUL_F[4] = x0 * y4 + x1 * y3 + x2 * y2 + x3 * y1 + x4 * y0;
    MUL_I[4] =
      Math.imul(x0, y4) + Math.imul(x1, y3) + Math.imul(x2, y2) + Math.imul(x3, y1) + Math.imul(x4, y0);
    MUL_F[5] = x1 * y4 + x2 * y3 + x3 * y2 + x4 * y1;
    MUL_I[5] = Math.imul(x1, y4) + Math.imul(x2, y3) + Math.imul(x3, y2) + Math.imul(x4, y1);
    MUL_F[6] = x2 * y4 + x3 * y3 + x4 * y2;
    MUL_I[6] = Math.imul(x2, y4) + Math.imul(x3, y3) + Math.imul(x4, y2);
    MUL_F[7] = x3 * y4 + x4 * y3;
    MUL_I[7] = Math.imul(x3, y4) + Math.imul(x4, y3);
    MUL_F[8] = x4 * y4;
    MUL_I[8] = Math.imul(x4, y4);
  }
  // q_k: A1·B1.
  {
    const x0 = a[5];
    const x1 = a[6];
    const x2 = a[7];
    const x3 = a[8];
    const x4 = a[9];
    const y0 = b[5];
    const y1 = b[6];
    const y2 = b[7];
    const y3 = b[8];
    const y4 = b[9];
    MUL_F[9] = x0 * y0;
    MUL_I[9] = Math.imul(x0, y0);
    MUL_F[10] = x0 * y1 + x1 * y0;
    MUL_I[10] = Math.imul(x0, y1) + Math.imul(x1, y0);
    MUL_F[11] = x0 * y2 + x1 * y1 + x2 * y0;
    MUL_I[11] = Math.imul(x0, y2) + Math.imul(x1, y1) + Math.imul(x2, y0);
    MUL_F[12] = x0 * y3 + x1 * y2 + x2 * y1 + x3 * y0;
    MUL_I[12] = Math.imul(x0, y3) + Math.imul(x1, y2) + Math.imul(x2, y1) + Math.imul(x3, y0);
    MUL_F[13] = x0 * y4 + x1 * y3 + x2 * y2 + x3 * y1 + x4 * y0;
    MUL_I[13] =
      Math.imul(x0, y4) + Math.imul(x1, y3) + Math.imul(x2, y2) + Math.imul(x3, y1) + Math.imul(x4, y0);
    MUL_F[14] = x1 * y4 + x2 * y3 + x3 * y2 + x4 * y1;
    MUL_I[14] = Math.imul(x1, y4) + Math.imul(x2, y3) + Math.imul(x3, y2) + Math.imul(x4, y1);
    MUL_F[15] = x2 * y4 + x3 * y3 + x4 * y2;
    MUL_I[15] = Math.imul(x2, y4) + Math.imul(x3, y3) + Math.imul(x4, y2);
    MUL_F[16] = x3 * y4 + x4 * y3;
    MUL_I[16] = Math.imul(x3, y4) + Math.imul(x4, y3);
    MUL_F[17] = x4 * y4;
    MUL_I[17] = Math.imul(x4, y4);
  }
  // m_k: (A0 + A1)·(B0 + B1).
  {
    const x0 = a[0] + a[5];
    const x1 = a[1] + a[6];
    const x2 = a[2] + a[7];
    const x3 = a[3] + a[8];
    const x4 = a[4] + a[9];
    const y0 = b[0] + b[5];
    const y1 = b[1] + b[6];
    const y2 = b[2] + b[7];
    const y3 = b[3] + b[8];
    const y4 = b[4] + b[9];
    MUL_F[18] = x0 * y0;
    MUL_I[18] = Math.imul(x0, y0);
    MUL_F[19] = x0 * y1 + x1 * y0;
    MUL_I[19] = Math.imul(x0, y1) + Math.imul(x1, y0);
    MUL_F[20] = x0 * y2 + x1 * y1 + x2 * y0;
    MUL_I[20] = Math.imul(x0, y2) + Math.imul(x1, y1) + Math.imul(x2, y0);
    MUL_F[21] = x0 * y3 + x1 * y2 + x2 * y1 + x3 * y0;
    MUL_I[21] = Math.imul(x0, y3) + Math.imul(x1, y2) + Math.imul(x2, y1) + Math.imul(x3, y0);
    MUL_F[22] = x0 * y4 + x1 * y3 + x2 * y2 + x3 * y1 + x4 * y0;
    MUL_I[22] =
      Math.imul(x0, y4) + Math.imul(x1, y3) + Math.imul(x2, y2) + Math.imul(x3, y1) + Math.imul(x4, y0);
    MUL_F[23] = x1 * y4 + x2 * y3 + x3 * y2 + x4 * y1;
    MUL_I[23] = Math.imul(x1, y4) + Math.imul(x2, y3) + Math.imul(x3, y2) + Math.imul(x4, y1);
    MUL_F[24] = x2 * y4 + x3 * y3 + x4 * y2;
    MUL_I[24] = Math.imul(x2, y4) + Math.imul(x3, y3) + Math.imul(x4, y2);
    MUL_F[25] = x3 * y4 + x4 * y3;
    MUL_I[25] = Math.imul(x3, y4) + Math.imul(x4, y3);
    MUL_F[26] = x4 * y4;
    MUL_I[26] = Math.imul(x4, y4);
  }
  const pf0 = MUL_F[0];
  const pi0 = MUL_I[0];
  const pf1 = MUL_F[1];
  const pi1 = MUL_I[1];
  const pf2 = MUL_F[2];
  const pi2 = MUL_I[2];
  const pf3 = MUL_F[3];
  const pi3 = MUL_I[3];
  const pf4 = MUL_F[4];
  const pi4 = MUL_I[4];
  const pf5 = MUL_F[5];
  const pi5 = MUL_I[5];
  const pf6 = MUL_F[6];
  const pi6 = MUL_I[6];
  const pf7 = MUL_F[7];
  const pi7 = MUL_I[7];
  const pf8 = MUL_F[8];
  const pi8 = MUL_I[8];
  const qf0 = MUL_F[9];
  const qi0 = MUL_I[9];
  const qf1 = MUL_F[10];
  const qi1 = MUL_I[10];
  const qf2 = MUL_F[11];
  const qi2 = MUL_I[11];
  const qf3 = MUL_F[12];
  const qi3 = MUL_I[12];
  const qf4 = MUL_F[13];
  const qi4 = MUL_I[13];
  const qf5 = MUL_F[14];
  const qi5 = MUL_I[14];
  const qf6 = MUL_F[15];
  const qi6 = MUL_I[15];
  const qf7 = MUL_F[16];
  const qi7 = MUL_I[16];
  const qf8 = MUL_F[17];
  const qi8 = MUL_I[17];
  const mf0 = MUL_F[18];
  const mi0 = MUL_I[18];
  const mf1 = MUL_F[19];
  const mi1 = MUL_I[19];
  const mf2 = MUL_F[20];
  const mi2 = MUL_I[20];
  const mf3 = MUL_F[21];
  const mi3 = MUL_I[21];
  const mf4 = MUL_F[22];
  const mi4 = MUL_I[22];
  const mf5 = MUL_F[23];
  const mi5 = MUL_I[23];
  const mf6 = MUL_F[24];
  const mi6 = MUL_I[24];
  const mf7 = MUL_F[25];
  const mi7 = MUL_I[25];
  const mf8 = MUL_F[26];
  const mi8 = MUL_I[26];
  // Column sums S_k of a·b (k = 0..18): column k is p_k + (m_{k-5} − p_{k-5} − q_{k-5}) + q_{k-10}, as a
  // float "f" and an integer "i" (exact modulo 2^32; only the low 32 bits are used).
  const f5 = pf5 + (mf0 - pf0 - qf0);
  const i5 = pi5 + (mi0 - pi0 - qi0);
  const f6 = pf6 + (mf1 - pf1 - qf1);
  const i6 = pi6 + (mi1 - pi1 - qi1);
  const f7 = pf7 + (mf2 - pf2 - qf2);
  const i7 = pi7 + (mi2 - pi2 - qi2);
  const f8 = pf8 + (mf3 - pf3 - qf3);
  const i8 = pi8 + (mi3 - pi3 - qi3);
  const f9 = mf4 - pf4 - qf4;
  const i9 = mi4 - pi4 - qi4;
  const f10 = mf5 - pf5 - qf5 + qf0;
  const i10 = mi5 - pi5 - qi5 + qi0;
  const f11 = mf6 - pf6 - qf6 + qf1;
  const i11 = mi6 - pi6 - qi6 + qi1;
  const f12 = mf7 - pf7 - qf7 + qf2;
  const i12 = mi7 - pi7 - qi7 + qi2;
  const f13 = mf8 - pf8 - qf8 + qf3;
  const i13 = mi8 - pi8 - qi8 + qi3;
  // Fold before rounding. 2^260 ≡ R1·2^26 + R0 (mod p), R0 = 0x3D10, R1 = 0x400, so column k ≥ 10 moves
  // to position k − 10 (times R0) and k − 9 (times R1): t_i = S_i + R0·S_{i+10} + R1·S_{i+9} (i = 0..9,
  // S_19 = 0, no R1 term for i = 0). Each t_i (≤ 2^76.8) is summed in float64 (ft_i, approximate) and
  // with Math.imul (exact modulo 2^32: lo_i = t_i mod 2^32, unsigned). Then t_i = lo_i + 2^32·u_i and
  // 64·u_i = round((ft_i − lo_i)·2^-26) to a multiple of 64, exact while |fl(ft_i − lo_i) − (t_i − lo_i)| < 2^31:
  // x + 1.5·2^58 − 1.5·2^58 rounds x to a multiple of 64 for 0 ≤ x + 32 < 2^57 (the ulp of 1.5·2^58 is 64).
  // Per t_i below: its bound and the float error bound (products, the folds' rounding and the − lo_i,
  // each |fl(x ∘ y) − x ∘ y| ≤ 2^-53·|x ∘ y|, at limbs < 2^30, top limb < 2^26); ten roundings at 2^32
  // granularity replace nineteen at 2^26, and the fold needs no exact regrouping first.
  // t0 ≤ 2^76.77: |ft0 − t0| ≤ 2^27.55, with − lo0 ≤ 2^27.65 < 2^31.
  const ft0 = pf0 + f10 * R0;
  const lo0 = (pi0 + Math.imul(i10, R0)) >>> 0;
  const x0 = (ft0 - lo0) * I26;
  const h0 = x0 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mul", 0, x0 - (h0 - OFF52));
  // t1 ≤ 2^76.65: |ft1 − t1| ≤ 2^27.21, with − lo1 ≤ 2^27.33 < 2^31.
  const ft1 = pf1 + f11 * R0 + f10 * R1;
  const lo1 = (pi1 + Math.imul(i11, R0) + (i10 << 10)) >>> 0;
  const x1 = (ft1 - lo1) * I26;
  const h1 = x1 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mul", 1, x1 - (h1 - OFF52));
  // t2 ≤ 2^76.40: |ft2 − t2| ≤ 2^26.56, with − lo2 ≤ 2^26.71 < 2^31.
  const ft2 = pf2 + f12 * R0 + f11 * R1;
  const lo2 = (pi2 + Math.imul(i12, R0) + (i11 << 10)) >>> 0;
  const x2 = (ft2 - lo2) * I26;
  const h2 = x2 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mul", 2, x2 - (h2 - OFF52));
  // t3 ≤ 2^76.09: |ft3 − t3| ≤ 2^26.03, with − lo3 ≤ 2^26.21 < 2^31.
  const ft3 = pf3 + f13 * R0 + f12 * R1;
  const lo3 = (pi3 + Math.imul(i13, R0) + (i12 << 10)) >>> 0;
  const x3 = (ft3 - lo3) * I26;
  const h3 = x3 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mul", 3, x3 - (h3 - OFF52));
  // t4 ≤ 2^75.70: |ft4 − t4| ≤ 2^25.48, with − lo4 ≤ 2^25.67 < 2^31.
  const ft4 = pf4 + qf4 * R0 + f13 * R1;
  const lo4 = (pi4 + Math.imul(qi4, R0) + (i13 << 10)) >>> 0;
  const x4 = (ft4 - lo4) * I26;
  const h4 = x4 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mul", 4, x4 - (h4 - OFF52));
  // t5 ≤ 2^75.15: |ft5 − t5| ≤ 2^24.82, with − lo5 ≤ 2^25.03 < 2^31.
  const ft5 = f5 + qf5 * R0 + qf4 * R1;
  const lo5 = (i5 + Math.imul(qi5, R0) + (qi4 << 10)) >>> 0;
  const x5 = (ft5 - lo5) * I26;
  const h5 = x5 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mul", 5, x5 - (h5 - OFF52));
  // t6 ≤ 2^74.27: |ft6 − t6| ≤ 2^23.80, with − lo6 ≤ 2^24.03 < 2^31.
  const ft6 = f6 + qf6 * R0 + qf5 * R1;
  const lo6 = (i6 + Math.imul(qi6, R0) + (qi5 << 10)) >>> 0;
  const x6 = (ft6 - lo6) * I26;
  const h6 = x6 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mul", 6, x6 - (h6 - OFF52));
  // t7 ≤ 2^71.60: |ft7 − t7| ≤ 2^20.81, with − lo7 ≤ 2^21.10 < 2^31.
  const ft7 = f7 + qf7 * R0 + qf6 * R1;
  const lo7 = (i7 + Math.imul(qi7, R0) + (qi6 << 10)) >>> 0;
  const x7 = (ft7 - lo7) * I26;
  const h7 = x7 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mul", 7, x7 - (h7 - OFF52));
  // t8 ≤ 2^67.63: |ft8 − t8| ≤ 2^16.44, with − lo8 ≤ 2^16.80 < 2^31.
  const ft8 = f8 + qf8 * R0 + qf7 * R1;
  const lo8 = (i8 + Math.imul(qi8, R0) + (qi7 << 10)) >>> 0;
  const x8 = (ft8 - lo8) * I26;
  const h8 = x8 + MAGIC64 - MAGIC64;
  if (__VERIFY__) checkRounding("mul", 8, x8 - h8);
  // t9 ≤ 2^63.60: |ft9 − t9| ≤ 2^13.98, with − lo9 ≤ 2^14.11 < 2^31.
  const ft9 = f9 + qf8 * R1;
  const lo9 = (i9 + (qi8 << 10)) >>> 0;
  const x9 = (ft9 - lo9) * I26;
  const h9 = x9 + MAGIC64 - MAGIC64;
  if (__VERIFY__) checkRounding("mul", 9, x9 - h9);
  // Exact from here: every value is an integer below 2^52. t_i = lo_i + 2^26·h_i at position i, so position j
  // holds the digit d_j = lo_j + h_{j-1} (h_i = 64·u_i ≤ 2^50.77 is t_i's part above 2^32, seen from position
  // i + 1), and h9 sits at position 10. Limb 9 keeps 22 bits; the rest, w + c9 ≤ 2^41.60 (w = ⌊y9/2^22⌋ + 16·h9,
  // y9 = lo9 + h8, and c9 ∈ {0, 1} the carry of limb 9 after d8's high part is added), is at 2^256 ≡ 2^32 + 977:
  // 977·(w + c9) goes to d0 and 64·(w + c9) to d1. Only c9 waits for d8: computing w from y9 alone, not
  // from y9 plus d8's high part, keeps the float → int → float round trip off the path that feeds limbs 0
  // and 1, which measured 59 ns instead of 66 ns for sqr (the tail of sqr is latency bound) and 85 instead
  // of 87 ns for mul. Each d_j ≤ 2^51.54 splits into 26 low bits (ToInt32 keeps the low 32 bits of the exact
  // integer) and a high part ≤ 2^25.54 (d_j·2^-26 is exact and truncation is floor), so limb
  // j = low_j + high_{j-1} ≤ 2^26 − 1 + 2^25.54 is within the magnitude-1 bound 2·(2^26 − 1).
  // h0..h7 are rounded with MAGIC64_OFF, so they and d1..d8 carry +2^52 (below 2^53: still exact): d_j's
  // low 26 bits are unchanged, its high part is 2^26 more (≤ 2^26 + 2^25.54, an int32), and each limb
  // that adds such a high part takes its own low bits as low_j − 2^26 (`| LOW26_OFF`); in limb 9 the
  // 2^26 lands above c9's bit, which `& 1` keeps. y9, w and d0 stay without it (d0's has no term to carry
  // it for free, and y9's would reach w's products).
  const y9 = lo9 + h8;
  const w = ((y9 * I22) | 0) + h9 * 16;
  const d8 = lo8 + h7;
  const z9 = ((y9 | 0) & M22) + ((d8 * I26) | 0);
  const c9 = (z9 >>> 22) & 1;
  const d0 = lo0 + w * 977 + c9 * 977;
  const d1 = lo1 + h0 + w * 64 + (c9 << 6);
  const d2 = lo2 + h1;
  const d3 = lo3 + h2;
  const d4 = lo4 + h3;
  const d5 = lo5 + h4;
  const d6 = lo6 + h5;
  const d7 = lo7 + h6;
  // Every limb is computed before the first store (as in the 5x52 backend): an expression evaluated
  // between two stores into r makes TurboFan load r's length and data pointer again. In sqr this
  // measured 5% faster (mul unchanged; one process, Node 20.20.2, 2026-11-30); sqr and mulAddSqr now
  // store as they go, in an order that measured faster still (see sqr).
  const r0 = (d0 | 0) & M26;
  const r1 = ((d1 | 0) & M26) + ((d0 * I26) | 0);
  const r2 = (d2 | 0 | LOW26_OFF) + ((d1 * I26) | 0);
  const r3 = (d3 | 0 | LOW26_OFF) + ((d2 * I26) | 0);
  const r4 = (d4 | 0 | LOW26_OFF) + ((d3 * I26) | 0);
  const r5 = (d5 | 0 | LOW26_OFF) + ((d4 * I26) | 0);
  const r6 = (d6 | 0 | LOW26_OFF) + ((d5 * I26) | 0);
  const r7 = (d7 | 0 | LOW26_OFF) + ((d6 * I26) | 0);
  const r8 = (d8 | 0 | LOW26_OFF) + ((d7 * I26) | 0);
  const r9 = z9 & M22;
  r[0] = r0;
  r[1] = r1;
  r[2] = r2;
  r[3] = r3;
  r[4] = r4;
  r[5] = r5;
  r[6] = r6;
  r[7] = r7;
  r[8] = r8;
  r[9] = r9;
  if (__VERIFY__) check(verifyLimbs(r, 1, false), "mul: output has magnitude 1");
}

/**
 * Requires a to have magnitude ≤ 8 (limbs below 2^30, top limb below 2^26). Performs r = a² mod p.
 * r may alias a. On output r has magnitude 1 (limbs at most 2·(2^26 − 1), top limb below 2^22),
 * not normalized. Same method as mul, with the doubled cross products of a square (55 products).
 */
export function sqr(r: Fe, a: Fe): void {
  if (__VERIFY__) check(limbBits(a, 30, 26), "sqr: input has magnitude <= 8");
  const a0 = a[0];
  const a1 = a[1];
  const a2 = a[2];
  const a3 = a[3];
  const a4 = a[4];
  const a5 = a[5];
  const a6 = a[6];
  const a7 = a[7];
  const a8 = a[8];
  const a9 = a[9];
  // Schoolbook squaring: column k is S_k = 2·Σ_{i<j, i+j=k} a_i·a_j (+ a_{k/2}² for even k), 55 products,
  // as a float "f" and an integer "i" (Math.imul, exact modulo 2^32; only the low 32 bits are used).
  // Fold before rounding. 2^260 ≡ R1·2^26 + R0 (mod p), R0 = 0x3D10, R1 = 0x400, so column k ≥ 10 moves
  // to position k − 10 (times R0) and k − 9 (times R1): t_i = S_i + R0·S_{i+10} + R1·S_{i+9} (i = 0..9,
  // S_19 = 0, no R1 term for i = 0). Each t_i (≤ 2^76.8) is summed in float64 (ft_i, approximate) and
  // with Math.imul (exact modulo 2^32: lo_i = t_i mod 2^32, unsigned). Then t_i = lo_i + 2^32·u_i and
  // 64·u_i = round((ft_i − lo_i)·2^-26) to a multiple of 64, exact while |fl(ft_i − lo_i) − (t_i − lo_i)| < 2^31:
  // x + 1.5·2^58 − 1.5·2^58 rounds x to a multiple of 64 for 0 ≤ x + 32 < 2^57 (the ulp of 1.5·2^58 is 64).
  // Per t_i below: its bound and the float error bound (products, the folds' rounding and the − lo_i,
  // each |fl(x ∘ y) − x ∘ y| ≤ 2^-53·|x ∘ y|, at limbs < 2^30, top limb < 2^26); ten roundings at 2^32
  // granularity replace nineteen at 2^26, and the fold needs no exact regrouping first.
  // The tail from the lo_i and h_i to the limbs is exact and the same as mul's, whose comment gives the
  // method and the bounds (sqr's values are within mul's). Written out in both: as one helper taking
  // lo0..lo9, h0..h9 it is not inlined, and the call made mul 12–23% and sqr 10–14% slower (measured in
  // one process, Node 20).
  // Order: t_i from i = 9 down to 0, each step computing the two columns it needs first (S_i and
  // S_{i+9}; S_{i+10} comes from the step before) and ending in the store of the limb it completes
  // (limb i + 2: d_{i+1} = lo_{i+1} + h_i; limbs 9, 1 and 0 wait for w and c9, known after t7). Every
  // a_i is read before the first store, so r may alias a. This keeps the column sums, lo_i and h_i live
  // for one or two steps instead of to the end: 2–3% faster than computing every column first and
  // storing the limbs last (the same values; paired one-process A/B, Node 20).
  // t9 ≤ 2^63.60: |ft9 − t9| ≤ 2^12.35, with − lo9 ≤ 2^12.72 < 2^31.
  const f18 = a9 * a9;
  const i18 = Math.imul(a9, a9);
  const f9 = (a0 * a9 + a1 * a8 + a2 * a7 + a3 * a6 + a4 * a5) * 2;
  const i9 =
    (Math.imul(a0, a9) + Math.imul(a1, a8) + Math.imul(a2, a7) + Math.imul(a3, a6) + Math.imul(a4, a5)) << 1;
  const ft9 = f9 + f18 * R1;
  const lo9 = (i9 + (i18 << 10)) >>> 0;
  const x9 = (ft9 - lo9) * I26;
  const h9 = x9 + MAGIC64 - MAGIC64;
  if (__VERIFY__) checkRounding("sqr", 9, x9 - h9);
  // t8 ≤ 2^67.63: |ft8 − t8| ≤ 2^15.95, with − lo8 ≤ 2^16.43 < 2^31.
  const f17 = a8 * a9 * 2;
  const i17 = Math.imul(a8, a9) << 1;
  const f8 = (a0 * a8 + a1 * a7 + a2 * a6 + a3 * a5) * 2 + a4 * a4;
  const i8 =
    ((Math.imul(a0, a8) + Math.imul(a1, a7) + Math.imul(a2, a6) + Math.imul(a3, a5)) << 1) +
    Math.imul(a4, a4);
  const ft8 = f8 + f18 * R0 + f17 * R1;
  const lo8 = (i8 + Math.imul(i18, R0) + (i17 << 10)) >>> 0;
  const x8 = (ft8 - lo8) * I26;
  const h8 = x8 + MAGIC64 - MAGIC64;
  if (__VERIFY__) checkRounding("sqr", 8, x8 - h8);
  const y9 = lo9 + h8;
  const w = ((y9 * I22) | 0) + h9 * 16;
  // t7 ≤ 2^71.60: |ft7 − t7| ≤ 2^20.47, with − lo7 ≤ 2^20.82 < 2^31.
  const f16 = a7 * a9 * 2 + a8 * a8;
  const i16 = (Math.imul(a7, a9) << 1) + Math.imul(a8, a8);
  const f7 = (a0 * a7 + a1 * a6 + a2 * a5 + a3 * a4) * 2;
  const i7 = (Math.imul(a0, a7) + Math.imul(a1, a6) + Math.imul(a2, a5) + Math.imul(a3, a4)) << 1;
  const ft7 = f7 + f17 * R0 + f16 * R1;
  const lo7 = (i7 + Math.imul(i17, R0) + (i16 << 10)) >>> 0;
  const x7 = (ft7 - lo7) * I26;
  const h7 = x7 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("sqr", 7, x7 - (h7 - OFF52));
  const d8 = lo8 + h7;
  const z9 = ((y9 | 0) & M22) + ((d8 * I26) | 0);
  const c9 = (z9 >>> 22) & 1;
  const r9 = z9 & M22;
  r[9] = r9;
  // t6 ≤ 2^74.27: |ft6 − t6| ≤ 2^23.53, with − lo6 ≤ 2^23.80 < 2^31.
  const f15 = (a6 * a9 + a7 * a8) * 2;
  const i15 = (Math.imul(a6, a9) + Math.imul(a7, a8)) << 1;
  const f6 = (a0 * a6 + a1 * a5 + a2 * a4) * 2 + a3 * a3;
  const i6 = ((Math.imul(a0, a6) + Math.imul(a1, a5) + Math.imul(a2, a4)) << 1) + Math.imul(a3, a3);
  const ft6 = f6 + f16 * R0 + f15 * R1;
  const lo6 = (i6 + Math.imul(i16, R0) + (i15 << 10)) >>> 0;
  const x6 = (ft6 - lo6) * I26;
  const h6 = x6 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("sqr", 6, x6 - (h6 - OFF52));
  const d7 = lo7 + h6;
  const r8 = (d8 | 0 | LOW26_OFF) + ((d7 * I26) | 0);
  r[8] = r8;
  // t5 ≤ 2^75.15: |ft5 − t5| ≤ 2^24.44, with − lo5 ≤ 2^24.71 < 2^31.
  const f14 = (a5 * a9 + a6 * a8) * 2 + a7 * a7;
  const i14 = ((Math.imul(a5, a9) + Math.imul(a6, a8)) << 1) + Math.imul(a7, a7);
  const f5 = (a0 * a5 + a1 * a4 + a2 * a3) * 2;
  const i5 = (Math.imul(a0, a5) + Math.imul(a1, a4) + Math.imul(a2, a3)) << 1;
  const ft5 = f5 + f15 * R0 + f14 * R1;
  const lo5 = (i5 + Math.imul(i15, R0) + (i14 << 10)) >>> 0;
  const x5 = (ft5 - lo5) * I26;
  const h5 = x5 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("sqr", 5, x5 - (h5 - OFF52));
  const d6 = lo6 + h5;
  const r7 = (d7 | 0 | LOW26_OFF) + ((d6 * I26) | 0);
  r[7] = r7;
  // t4 ≤ 2^75.70: |ft4 − t4| ≤ 2^25.16, with − lo4 ≤ 2^25.40 < 2^31.
  const f13 = (a4 * a9 + a5 * a8 + a6 * a7) * 2;
  const i13 = (Math.imul(a4, a9) + Math.imul(a5, a8) + Math.imul(a6, a7)) << 1;
  const f4 = (a0 * a4 + a1 * a3) * 2 + a2 * a2;
  const i4 = ((Math.imul(a0, a4) + Math.imul(a1, a3)) << 1) + Math.imul(a2, a2);
  const ft4 = f4 + f14 * R0 + f13 * R1;
  const lo4 = (i4 + Math.imul(i14, R0) + (i13 << 10)) >>> 0;
  const x4 = (ft4 - lo4) * I26;
  const h4 = x4 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("sqr", 4, x4 - (h4 - OFF52));
  const d5 = lo5 + h4;
  const r6 = (d6 | 0 | LOW26_OFF) + ((d5 * I26) | 0);
  r[6] = r6;
  // t3 ≤ 2^76.09: |ft3 − t3| ≤ 2^25.53, with − lo3 ≤ 2^25.77 < 2^31.
  const f12 = (a3 * a9 + a4 * a8 + a5 * a7) * 2 + a6 * a6;
  const i12 = ((Math.imul(a3, a9) + Math.imul(a4, a8) + Math.imul(a5, a7)) << 1) + Math.imul(a6, a6);
  const f3 = (a0 * a3 + a1 * a2) * 2;
  const i3 = (Math.imul(a0, a3) + Math.imul(a1, a2)) << 1;
  const ft3 = f3 + f13 * R0 + f12 * R1;
  const lo3 = (i3 + Math.imul(i13, R0) + (i12 << 10)) >>> 0;
  const x3 = (ft3 - lo3) * I26;
  const h3 = x3 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("sqr", 3, x3 - (h3 - OFF52));
  const d4 = lo4 + h3;
  const r5 = (d5 | 0 | LOW26_OFF) + ((d4 * I26) | 0);
  r[5] = r5;
  // t2 ≤ 2^76.40: |ft2 − t2| ≤ 2^26.00, with − lo2 ≤ 2^26.22 < 2^31.
  const f11 = (a2 * a9 + a3 * a8 + a4 * a7 + a5 * a6) * 2;
  const i11 = (Math.imul(a2, a9) + Math.imul(a3, a8) + Math.imul(a4, a7) + Math.imul(a5, a6)) << 1;
  const f2 = a0 * a2 * 2 + a1 * a1;
  const i2 = (Math.imul(a0, a2) << 1) + Math.imul(a1, a1);
  const ft2 = f2 + f12 * R0 + f11 * R1;
  const lo2 = (i2 + Math.imul(i12, R0) + (i11 << 10)) >>> 0;
  const x2 = (ft2 - lo2) * I26;
  const h2 = x2 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("sqr", 2, x2 - (h2 - OFF52));
  const d3 = lo3 + h2;
  const r4 = (d4 | 0 | LOW26_OFF) + ((d3 * I26) | 0);
  r[4] = r4;
  // t1 ≤ 2^76.65: |ft1 − t1| ≤ 2^26.22, with − lo1 ≤ 2^26.45 < 2^31.
  const f10 = (a1 * a9 + a2 * a8 + a3 * a7 + a4 * a6) * 2 + a5 * a5;
  const i10 =
    ((Math.imul(a1, a9) + Math.imul(a2, a8) + Math.imul(a3, a7) + Math.imul(a4, a6)) << 1) +
    Math.imul(a5, a5);
  const f1 = a0 * a1 * 2;
  const i1 = Math.imul(a0, a1) << 1;
  const ft1 = f1 + f11 * R0 + f10 * R1;
  const lo1 = (i1 + Math.imul(i11, R0) + (i10 << 10)) >>> 0;
  const x1 = (ft1 - lo1) * I26;
  const h1 = x1 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("sqr", 1, x1 - (h1 - OFF52));
  const d2 = lo2 + h1;
  const r3 = (d3 | 0 | LOW26_OFF) + ((d2 * I26) | 0);
  r[3] = r3;
  // t0 ≤ 2^76.77: |ft0 − t0| ≤ 2^26.29, with − lo0 ≤ 2^26.52 < 2^31.
  const f0 = a0 * a0;
  const i0 = Math.imul(a0, a0);
  const ft0 = f0 + f10 * R0;
  const lo0 = (i0 + Math.imul(i10, R0)) >>> 0;
  const x0 = (ft0 - lo0) * I26;
  const h0 = x0 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("sqr", 0, x0 - (h0 - OFF52));
  const d1 = lo1 + h0 + w * 64 + (c9 << 6);
  const r2 = (d2 | 0 | LOW26_OFF) + ((d1 * I26) | 0);
  r[2] = r2;
  const d0 = lo0 + w * 977 + c9 * 977;
  const r1 = ((d1 | 0) & M26) + ((d0 * I26) | 0);
  r[1] = r1;
  const r0 = (d0 | 0) & M26;
  r[0] = r0;
  if (__VERIFY__) check(verifyLimbs(r, 1, false), "sqr: output has magnitude 1");
}

/**
 * Requires a, b and c to have magnitude ≤ 8 (limbs below 2^30, top limb below 2^26). Performs
 * r = a·b + c² mod p. r may alias any of a, b and c. On output r has magnitude 2 (limbs below
 * 2^27.3, top limb below 2^22), not normalized.
 *
 * Not in libsecp256k1's field.h: the group formulas' "L·(X3 + T) + S²" (doubling) and
 * "T² − U1·U2", "R·(2·X3 + Q) + M⁴" (constant-time addition) in one operation. The column sums of
 * a·b (mul's three Karatsuba blocks) and of c² (sqr's columns) are added before the one fold,
 * rounding and tail, which mul and sqr each do once: about 106 ns here against 130 ns for mul,
 * sqr and add (one process, Node 20).
 *
 * Bounds (those of mul, doubled): t_i ≤ 2^77.8, and the float64 error of ft_i − lo_i is at most
 * 2^28.4 (worked out per position below, as in mul; still below the 2^31 the rounding needs). From
 * there the tail is mul's with every value at most twice as large: h_i ≤ 2^51.8, w + c9 ≤ 2^42.6,
 * so 977·(w + c9) + lo0 < 2^53 and every d_j is an exact integer below 2^53 whose high part
 * ⌊d_j/2^26⌋ ≤ 2^26.53 fits ToInt32; c9 is still 0 or 1 (d8 ≤ 2^46.7); limb j = low_j + high_{j−1}
 * ≤ 2^26 − 1 + 2^26.53 < 2^27.3 is within magnitude 2 (2·2·(2^26 − 1)), limb 9 keeps 22 bits.
 * With mul's offset of 2^52 on d1..d8: d_j ≤ 2^51.8 + 2^32 and d1 ≤ 2^51.8 + 2^48.6 + 2^32 are
 * below 2^52, so d_j + 2^52 is still an exact integer below 2^53, and a high part plus its offset,
 * ≤ 2^26.53 + 2^26, still fits ToInt32.
 *
 * Written out, as mul and sqr are: mul's three blocks appear here again (a helper for them,
 * called once from both, made mul 3% and mulAddSqr 2% slower), then the columns of a·b + c² in
 * sqr's order, from t9 down to t0, each step ending in the store of the limb it completes.
 */
export function mulAddSqr(r: Fe, a: Fe, b: Fe, c: Fe): void {
  if (__VERIFY__) {
    check(
      limbBits(a, 30, 26) && limbBits(b, 30, 26) && limbBits(c, 30, 26),
      "mulAddSqr: inputs have magnitude <= 8",
    );
  }
  // c's limbs first: r may alias c (the blocks read a and b before anything is stored in r).
  const e0 = c[0];
  const e1 = c[1];
  const e2 = c[2];
  const e3 = c[3];
  const e4 = c[4];
  const e5 = c[5];
  const e6 = c[6];
  const e7 = c[7];
  const e8 = c[8];
  const e9 = c[9];
  // a·b's column sums p_k, q_k, m_k, to MUL_F / MUL_I: mul's blocks.
  // p_k: A0·B0.
  {
    const x0 = a[0];
    const x1 = a[1];
    const x2 = a[2];
    const x3 = a[3];
    const x4 = a[4];
    const y0 = b[0];
    const y1 = b[1];
    const y2 = b[2];
    const y3 = b[3];
    const y4 = b[4];
    MUL_F[0] = x0 * y0;
    MUL_I[0] = Math.imul(x0, y0);
    MUL_F[1] = x0 * y1 + x1 * y0;
    MUL_I[1] = Math.imul(x0, y1) + Math.imul(x1, y0);
    MUL_F[2] = x0 * y2 + x1 * y1 + x2 * y0;
    MUL_I[2] = Math.imul(x0, y2) + Math.imul(x1, y1) + Math.imul(x2, y0);
    MUL_F[3] = x0 * y3 + x1 * y2 + x2 * y1 + x3 * y0;
    MUL_I[3] = Math.imul(x0, y3) + Math.imul(x1, y2) + Math.imul(x2, y1) + Math.imul(x3, y0);
    MUL_F[4] = x0 * y4 + x1 * y3 + x2 * y2 + x3 * y1 + x4 * y0;
    MUL_I[4] =
      Math.imul(x0, y4) + Math.imul(x1, y3) + Math.imul(x2, y2) + Math.imul(x3, y1) + Math.imul(x4, y0);
    MUL_F[5] = x1 * y4 + x2 * y3 + x3 * y2 + x4 * y1;
    MUL_I[5] = Math.imul(x1, y4) + Math.imul(x2, y3) + Math.imul(x3, y2) + Math.imul(x4, y1);
    MUL_F[6] = x2 * y4 + x3 * y3 + x4 * y2;
    MUL_I[6] = Math.imul(x2, y4) + Math.imul(x3, y3) + Math.imul(x4, y2);
    MUL_F[7] = x3 * y4 + x4 * y3;
    MUL_I[7] = Math.imul(x3, y4) + Math.imul(x4, y3);
    MUL_F[8] = x4 * y4;
    MUL_I[8] = Math.imul(x4, y4);
  }
  // q_k: A1·B1.
  {
    const x0 = a[5];
    const x1 = a[6];
    const x2 = a[7];
    const x3 = a[8];
    const x4 = a[9];
    const y0 = b[5];
    const y1 = b[6];
    const y2 = b[7];
    const y3 = b[8];
    const y4 = b[9];
    MUL_F[9] = x0 * y0;
    MUL_I[9] = Math.imul(x0, y0);
    MUL_F[10] = x0 * y1 + x1 * y0;
    MUL_I[10] = Math.imul(x0, y1) + Math.imul(x1, y0);
    MUL_F[11] = x0 * y2 + x1 * y1 + x2 * y0;
    MUL_I[11] = Math.imul(x0, y2) + Math.imul(x1, y1) + Math.imul(x2, y0);
    MUL_F[12] = x0 * y3 + x1 * y2 + x2 * y1 + x3 * y0;
    MUL_I[12] = Math.imul(x0, y3) + Math.imul(x1, y2) + Math.imul(x2, y1) + Math.imul(x3, y0);
    MUL_F[13] = x0 * y4 + x1 * y3 + x2 * y2 + x3 * y1 + x4 * y0;
    MUL_I[13] =
      Math.imul(x0, y4) + Math.imul(x1, y3) + Math.imul(x2, y2) + Math.imul(x3, y1) + Math.imul(x4, y0);
    MUL_F[14] = x1 * y4 + x2 * y3 + x3 * y2 + x4 * y1;
    MUL_I[14] = Math.imul(x1, y4) + Math.imul(x2, y3) + Math.imul(x3, y2) + Math.imul(x4, y1);
    MUL_F[15] = x2 * y4 + x3 * y3 + x4 * y2;
    MUL_I[15] = Math.imul(x2, y4) + Math.imul(x3, y3) + Math.imul(x4, y2);
    MUL_F[16] = x3 * y4 + x4 * y3;
    MUL_I[16] = Math.imul(x3, y4) + Math.imul(x4, y3);
    MUL_F[17] = x4 * y4;
    MUL_I[17] = Math.imul(x4, y4);
  }
  // m_k: (A0 + A1)·(B0 + B1).
  {
    const x0 = a[0] + a[5];
    const x1 = a[1] + a[6];
    const x2 = a[2] + a[7];
    const x3 = a[3] + a[8];
    const x4 = a[4] + a[9];
    const y0 = b[0] + b[5];
    const y1 = b[1] + b[6];
    const y2 = b[2] + b[7];
    const y3 = b[3] + b[8];
    const y4 = b[4] + b[9];
    MUL_F[18] = x0 * y0;
    MUL_I[18] = Math.imul(x0, y0);
    MUL_F[19] = x0 * y1 + x1 * y0;
    MUL_I[19] = Math.imul(x0, y1) + Math.imul(x1, y0);
    MUL_F[20] = x0 * y2 + x1 * y1 + x2 * y0;
    MUL_I[20] = Math.imul(x0, y2) + Math.imul(x1, y1) + Math.imul(x2, y0);
    MUL_F[21] = x0 * y3 + x1 * y2 + x2 * y1 + x3 * y0;
    MUL_I[21] = Math.imul(x0, y3) + Math.imul(x1, y2) + Math.imul(x2, y1) + Math.imul(x3, y0);
    MUL_F[22] = x0 * y4 + x1 * y3 + x2 * y2 + x3 * y1 + x4 * y0;
    MUL_I[22] =
      Math.imul(x0, y4) + Math.imul(x1, y3) + Math.imul(x2, y2) + Math.imul(x3, y1) + Math.imul(x4, y0);
    MUL_F[23] = x1 * y4 + x2 * y3 + x3 * y2 + x4 * y1;
    MUL_I[23] = Math.imul(x1, y4) + Math.imul(x2, y3) + Math.imul(x3, y2) + Math.imul(x4, y1);
    MUL_F[24] = x2 * y4 + x3 * y3 + x4 * y2;
    MUL_I[24] = Math.imul(x2, y4) + Math.imul(x3, y3) + Math.imul(x4, y2);
    MUL_F[25] = x3 * y4 + x4 * y3;
    MUL_I[25] = Math.imul(x3, y4) + Math.imul(x4, y3);
    MUL_F[26] = x4 * y4;
    MUL_I[26] = Math.imul(x4, y4);
  }
  // Column k of a·b + c²: uf_k (float64) and ui_k (modulo 2^32), a·b's from the p, q, m sums as
  // in mul (f_k, i_k; p_k for k < 5, q_(k−10) for k > 13) plus c²'s as in sqr (sf_k, si_k). Then
  // t_i = u_i + R0·u_(i+10) + R1·u_(i+9) as in sqr, from i = 9 down to 0.
  const mf4 = MUL_F[22];
  const pf4 = MUL_F[4];
  const qf4 = MUL_F[13];
  const f9 = mf4 - pf4 - qf4;
  const sf9 = (e0 * e9 + e1 * e8 + e2 * e7 + e3 * e6 + e4 * e5) * 2;
  const uf9 = f9 + sf9;
  const qf8 = MUL_F[17];
  const sf18 = e9 * e9;
  const uf18 = qf8 + sf18;
  // t9 ≤ 2^64.60: |ft9 − t9| ≤ 2^14.73, with − lo9 ≤ 2^14.88 < 2^31.
  const ft9 = uf9 + uf18 * R1;
  const mi4 = MUL_I[22];
  const pi4 = MUL_I[4];
  const qi4 = MUL_I[13];
  const i9 = mi4 - pi4 - qi4;
  const si9 =
    (Math.imul(e0, e9) + Math.imul(e1, e8) + Math.imul(e2, e7) + Math.imul(e3, e6) + Math.imul(e4, e5)) << 1;
  const ui9 = i9 + si9;
  const qi8 = MUL_I[17];
  const si18 = Math.imul(e9, e9);
  const ui18 = qi8 + si18;
  const lo9 = (ui9 + (ui18 << 10)) >>> 0;
  const x9 = (ft9 - lo9) * I26;
  const h9 = x9 + MAGIC64 - MAGIC64;
  if (__VERIFY__) checkRounding("mulAddSqr", 9, x9 - h9, 6);
  const pf8 = MUL_F[8];
  const mf3 = MUL_F[21];
  const pf3 = MUL_F[3];
  const qf3 = MUL_F[12];
  const f8 = pf8 + (mf3 - pf3 - qf3);
  const sf8 = (e0 * e8 + e1 * e7 + e2 * e6 + e3 * e5) * 2 + e4 * e4;
  const uf8 = f8 + sf8;
  const qf7 = MUL_F[16];
  const sf17 = e8 * e9 * 2;
  const uf17 = qf7 + sf17;
  // t8 ≤ 2^68.63: |ft8 − t8| ≤ 2^17.94, with − lo8 ≤ 2^18.21 < 2^31.
  const ft8 = uf8 + uf18 * R0 + uf17 * R1;
  const pi8 = MUL_I[8];
  const mi3 = MUL_I[21];
  const pi3 = MUL_I[3];
  const qi3 = MUL_I[12];
  const i8 = pi8 + (mi3 - pi3 - qi3);
  const si8 =
    ((Math.imul(e0, e8) + Math.imul(e1, e7) + Math.imul(e2, e6) + Math.imul(e3, e5)) << 1) +
    Math.imul(e4, e4);
  const ui8 = i8 + si8;
  const qi7 = MUL_I[16];
  const si17 = Math.imul(e8, e9) << 1;
  const ui17 = qi7 + si17;
  const lo8 = (ui8 + Math.imul(ui18, R0) + (ui17 << 10)) >>> 0;
  const x8 = (ft8 - lo8) * I26;
  const h8 = x8 + MAGIC64 - MAGIC64;
  if (__VERIFY__) checkRounding("mulAddSqr", 8, x8 - h8, 6);
  const y9 = lo9 + h8;
  const w = ((y9 * I22) | 0) + h9 * 16;
  const pf7 = MUL_F[7];
  const mf2 = MUL_F[20];
  const pf2 = MUL_F[2];
  const qf2 = MUL_F[11];
  const f7 = pf7 + (mf2 - pf2 - qf2);
  const sf7 = (e0 * e7 + e1 * e6 + e2 * e5 + e3 * e4) * 2;
  const uf7 = f7 + sf7;
  const qf6 = MUL_F[15];
  const sf16 = e7 * e9 * 2 + e8 * e8;
  const uf16 = qf6 + sf16;
  // t7 ≤ 2^72.60: |ft7 − t7| ≤ 2^22.06, with − lo7 ≤ 2^22.30 < 2^31.
  const ft7 = uf7 + uf17 * R0 + uf16 * R1;
  const pi7 = MUL_I[7];
  const mi2 = MUL_I[20];
  const pi2 = MUL_I[2];
  const qi2 = MUL_I[11];
  const i7 = pi7 + (mi2 - pi2 - qi2);
  const si7 = (Math.imul(e0, e7) + Math.imul(e1, e6) + Math.imul(e2, e5) + Math.imul(e3, e4)) << 1;
  const ui7 = i7 + si7;
  const qi6 = MUL_I[15];
  const si16 = (Math.imul(e7, e9) << 1) + Math.imul(e8, e8);
  const ui16 = qi6 + si16;
  const lo7 = (ui7 + Math.imul(ui17, R0) + (ui16 << 10)) >>> 0;
  const x7 = (ft7 - lo7) * I26;
  const h7 = x7 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mulAddSqr", 7, x7 - (h7 - OFF52), 6);
  const d8 = lo8 + h7;
  const z9 = ((y9 | 0) & M22) + ((d8 * I26) | 0);
  const c9 = (z9 >>> 22) & 1;
  const r9 = z9 & M22;
  r[9] = r9;
  const pf6 = MUL_F[6];
  const mf1 = MUL_F[19];
  const pf1 = MUL_F[1];
  const qf1 = MUL_F[10];
  const f6 = pf6 + (mf1 - pf1 - qf1);
  const sf6 = (e0 * e6 + e1 * e5 + e2 * e4) * 2 + e3 * e3;
  const uf6 = f6 + sf6;
  const qf5 = MUL_F[14];
  const sf15 = (e6 * e9 + e7 * e8) * 2;
  const uf15 = qf5 + sf15;
  // t6 ≤ 2^75.27: |ft6 − t6| ≤ 2^24.95, with − lo6 ≤ 2^25.16 < 2^31.
  const ft6 = uf6 + uf16 * R0 + uf15 * R1;
  const pi6 = MUL_I[6];
  const mi1 = MUL_I[19];
  const pi1 = MUL_I[1];
  const qi1 = MUL_I[10];
  const i6 = pi6 + (mi1 - pi1 - qi1);
  const si6 = ((Math.imul(e0, e6) + Math.imul(e1, e5) + Math.imul(e2, e4)) << 1) + Math.imul(e3, e3);
  const ui6 = i6 + si6;
  const qi5 = MUL_I[14];
  const si15 = (Math.imul(e6, e9) + Math.imul(e7, e8)) << 1;
  const ui15 = qi5 + si15;
  const lo6 = (ui6 + Math.imul(ui16, R0) + (ui15 << 10)) >>> 0;
  const x6 = (ft6 - lo6) * I26;
  const h6 = x6 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mulAddSqr", 6, x6 - (h6 - OFF52), 6);
  const d7 = lo7 + h6;
  const r8 = (d8 | 0 | LOW26_OFF) + ((d7 * I26) | 0);
  r[8] = r8;
  const pf5 = MUL_F[5];
  const mf0 = MUL_F[18];
  const pf0 = MUL_F[0];
  const qf0 = MUL_F[9];
  const f5 = pf5 + (mf0 - pf0 - qf0);
  const sf5 = (e0 * e5 + e1 * e4 + e2 * e3) * 2;
  const uf5 = f5 + sf5;
  const sf14 = (e5 * e9 + e6 * e8) * 2 + e7 * e7;
  const uf14 = qf4 + sf14;
  // t5 ≤ 2^76.15: |ft5 − t5| ≤ 2^25.90, with − lo5 ≤ 2^26.10 < 2^31.
  const ft5 = uf5 + uf15 * R0 + uf14 * R1;
  const pi5 = MUL_I[5];
  const mi0 = MUL_I[18];
  const pi0 = MUL_I[0];
  const qi0 = MUL_I[9];
  const i5 = pi5 + (mi0 - pi0 - qi0);
  const si5 = (Math.imul(e0, e5) + Math.imul(e1, e4) + Math.imul(e2, e3)) << 1;
  const ui5 = i5 + si5;
  const si14 = ((Math.imul(e5, e9) + Math.imul(e6, e8)) << 1) + Math.imul(e7, e7);
  const ui14 = qi4 + si14;
  const lo5 = (ui5 + Math.imul(ui15, R0) + (ui14 << 10)) >>> 0;
  const x5 = (ft5 - lo5) * I26;
  const h5 = x5 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mulAddSqr", 5, x5 - (h5 - OFF52), 6);
  const d6 = lo6 + h5;
  const r7 = (d7 | 0 | LOW26_OFF) + ((d6 * I26) | 0);
  r[7] = r7;
  const sf4 = (e0 * e4 + e1 * e3) * 2 + e2 * e2;
  const uf4 = pf4 + sf4;
  const mf8 = MUL_F[26];
  const f13 = mf8 - pf8 - qf8 + qf3;
  const sf13 = (e4 * e9 + e5 * e8 + e6 * e7) * 2;
  const uf13 = f13 + sf13;
  // t4 ≤ 2^76.70: |ft4 − t4| ≤ 2^26.56, with − lo4 ≤ 2^26.75 < 2^31.
  const ft4 = uf4 + uf14 * R0 + uf13 * R1;
  const si4 = ((Math.imul(e0, e4) + Math.imul(e1, e3)) << 1) + Math.imul(e2, e2);
  const ui4 = pi4 + si4;
  const mi8 = MUL_I[26];
  const i13 = mi8 - pi8 - qi8 + qi3;
  const si13 = (Math.imul(e4, e9) + Math.imul(e5, e8) + Math.imul(e6, e7)) << 1;
  const ui13 = i13 + si13;
  const lo4 = (ui4 + Math.imul(ui14, R0) + (ui13 << 10)) >>> 0;
  const x4 = (ft4 - lo4) * I26;
  const h4 = x4 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mulAddSqr", 4, x4 - (h4 - OFF52), 6);
  const d5 = lo5 + h4;
  const r6 = (d6 | 0 | LOW26_OFF) + ((d5 * I26) | 0);
  r[6] = r6;
  const sf3 = (e0 * e3 + e1 * e2) * 2;
  const uf3 = pf3 + sf3;
  const mf7 = MUL_F[25];
  const f12 = mf7 - pf7 - qf7 + qf2;
  const sf12 = (e3 * e9 + e4 * e8 + e5 * e7) * 2 + e6 * e6;
  const uf12 = f12 + sf12;
  // t3 ≤ 2^77.09: |ft3 − t3| ≤ 2^27.04, with − lo3 ≤ 2^27.22 < 2^31.
  const ft3 = uf3 + uf13 * R0 + uf12 * R1;
  const si3 = (Math.imul(e0, e3) + Math.imul(e1, e2)) << 1;
  const ui3 = pi3 + si3;
  const mi7 = MUL_I[25];
  const i12 = mi7 - pi7 - qi7 + qi2;
  const si12 = ((Math.imul(e3, e9) + Math.imul(e4, e8) + Math.imul(e5, e7)) << 1) + Math.imul(e6, e6);
  const ui12 = i12 + si12;
  const lo3 = (ui3 + Math.imul(ui13, R0) + (ui12 << 10)) >>> 0;
  const x3 = (ft3 - lo3) * I26;
  const h3 = x3 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mulAddSqr", 3, x3 - (h3 - OFF52), 6);
  const d4 = lo4 + h3;
  const r5 = (d5 | 0 | LOW26_OFF) + ((d4 * I26) | 0);
  r[5] = r5;
  const sf2 = e0 * e2 * 2 + e1 * e1;
  const uf2 = pf2 + sf2;
  const mf6 = MUL_F[24];
  const f11 = mf6 - pf6 - qf6 + qf1;
  const sf11 = (e2 * e9 + e3 * e8 + e4 * e7 + e5 * e6) * 2;
  const uf11 = f11 + sf11;
  // t2 ≤ 2^77.40: |ft2 − t2| ≤ 2^27.53, with − lo2 ≤ 2^27.69 < 2^31.
  const ft2 = uf2 + uf12 * R0 + uf11 * R1;
  const si2 = (Math.imul(e0, e2) << 1) + Math.imul(e1, e1);
  const ui2 = pi2 + si2;
  const mi6 = MUL_I[24];
  const i11 = mi6 - pi6 - qi6 + qi1;
  const si11 = (Math.imul(e2, e9) + Math.imul(e3, e8) + Math.imul(e4, e7) + Math.imul(e5, e6)) << 1;
  const ui11 = i11 + si11;
  const lo2 = (ui2 + Math.imul(ui12, R0) + (ui11 << 10)) >>> 0;
  const x2 = (ft2 - lo2) * I26;
  const h2 = x2 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mulAddSqr", 2, x2 - (h2 - OFF52), 6);
  const d3 = lo3 + h2;
  const r4 = (d4 | 0 | LOW26_OFF) + ((d3 * I26) | 0);
  r[4] = r4;
  const sf1 = e0 * e1 * 2;
  const uf1 = pf1 + sf1;
  const mf5 = MUL_F[23];
  const f10 = mf5 - pf5 - qf5 + qf0;
  const sf10 = (e1 * e9 + e2 * e8 + e3 * e7 + e4 * e6) * 2 + e5 * e5;
  const uf10 = f10 + sf10;
  // t1 ≤ 2^77.65: |ft1 − t1| ≤ 2^28.00, with − lo1 ≤ 2^28.14 < 2^31.
  const ft1 = uf1 + uf11 * R0 + uf10 * R1;
  const si1 = Math.imul(e0, e1) << 1;
  const ui1 = pi1 + si1;
  const mi5 = MUL_I[23];
  const i10 = mi5 - pi5 - qi5 + qi0;
  const si10 =
    ((Math.imul(e1, e9) + Math.imul(e2, e8) + Math.imul(e3, e7) + Math.imul(e4, e6)) << 1) +
    Math.imul(e5, e5);
  const ui10 = i10 + si10;
  const lo1 = (ui1 + Math.imul(ui11, R0) + (ui10 << 10)) >>> 0;
  const x1 = (ft1 - lo1) * I26;
  const h1 = x1 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mulAddSqr", 1, x1 - (h1 - OFF52), 6);
  const d2 = lo2 + h1;
  const r3 = (d3 | 0 | LOW26_OFF) + ((d2 * I26) | 0);
  r[3] = r3;
  const sf0 = e0 * e0;
  const uf0 = pf0 + sf0;
  // t0 ≤ 2^77.77: |ft0 − t0| ≤ 2^28.23, with − lo0 ≤ 2^28.35 < 2^31.
  const ft0 = uf0 + uf10 * R0;
  const si0 = Math.imul(e0, e0);
  const ui0 = pi0 + si0;
  const lo0 = (ui0 + Math.imul(ui10, R0)) >>> 0;
  const x0 = (ft0 - lo0) * I26;
  const h0 = x0 + MAGIC64 - MAGIC64_OFF;
  if (__VERIFY__) checkRounding("mulAddSqr", 0, x0 - (h0 - OFF52), 6);
  const d1 = lo1 + h0 + w * 64 + (c9 << 6);
  const r2 = (d2 | 0 | LOW26_OFF) + ((d1 * I26) | 0);
  r[2] = r2;
  const d0 = lo0 + w * 977 + c9 * 977;
  const r1 = ((d1 | 0) & M26) + ((d0 * I26) | 0);
  r[1] = r1;
  const r0 = (d0 | 0) & M26;
  r[0] = r0;
  if (__VERIFY__) check(verifyLimbs(r, 2, false), "mulAddSqr: output has magnitude 2");
}

/**
 * Requires r to have magnitude m ≤ 31. Performs r = r/2 mod p: adds p if r is odd (so the sum is
 * even), then shifts right by one bit. On output r has magnitude ⌊m/2⌋ + 1, not normalized.
 * Constant time.
 */
export function half(r: Fe): void {
  const t0 = r[0];
  const t1 = r[1];
  const t2 = r[2];
  const t3 = r[3];
  const t4 = r[4];
  const t5 = r[5];
  const t6 = r[6];
  const t7 = r[7];
  const t8 = r[8];
  const t9 = r[9];
  // mask = 2^26 − 1 if r is odd, else 0; adding p limb-wise then (p's limbs are 0x3FFFC2F, 0x3FFFFBF,
  // M26 × 7, M22) keeps every limb below 2·M·(m + 1/2) < 2^32 (libsecp256k1's bound analysis).
  const mask = -(t0 & 1) >>> 6;
  const u0 = (t0 + (0x3fffc2f & mask)) | 0;
  const u1 = (t1 + (0x3ffffbf & mask)) | 0;
  const u2 = (t2 + mask) | 0;
  const u3 = (t3 + mask) | 0;
  const u4 = (t4 + mask) | 0;
  const u5 = (t5 + mask) | 0;
  const u6 = (t6 + mask) | 0;
  const u7 = (t7 + mask) | 0;
  const u8 = (t8 + mask) | 0;
  const u9 = (t9 + (mask >>> 4)) | 0;
  if (__VERIFY__) check((u0 & 1) === 0, "half: even after adding p");
  // Shift right by one across the limbs: limb i gets bit 0 of limb i+1 at bit 25. The sums are below
  // 2^32 (libsecp256k1: limbs ≤ C·(m/2 + 1/2) with C = 2·M26), and | 0 stores their bit pattern.
  r[0] = ((u0 >>> 1) + ((u1 & 1) << 25)) | 0;
  r[1] = ((u1 >>> 1) + ((u2 & 1) << 25)) | 0;
  r[2] = ((u2 >>> 1) + ((u3 & 1) << 25)) | 0;
  r[3] = ((u3 >>> 1) + ((u4 & 1) << 25)) | 0;
  r[4] = ((u4 >>> 1) + ((u5 & 1) << 25)) | 0;
  r[5] = ((u5 >>> 1) + ((u6 & 1) << 25)) | 0;
  r[6] = ((u6 >>> 1) + ((u7 & 1) << 25)) | 0;
  r[7] = ((u7 >>> 1) + ((u8 & 1) << 25)) | 0;
  r[8] = ((u8 >>> 1) + ((u9 & 1) << 25)) | 0;
  r[9] = u9 >>> 1;
}

/**
 * Requires flag to be 0 or 1. Performs r = flag ? a : r in constant time (masks, no branch on flag).
 * On output r's magnitude is the larger of the two; normalized if both were.
 */
export function cmov(r: Fe, a: Fe, flag: number): void {
  if (__VERIFY__) check(flag === 0 || flag === 1, "cmov: flag is 0 or 1");
  const m1 = -flag | 0;
  const m0 = ~m1;
  r[0] = (r[0] & m0) | (a[0] & m1);
  r[1] = (r[1] & m0) | (a[1] & m1);
  r[2] = (r[2] & m0) | (a[2] & m1);
  r[3] = (r[3] & m0) | (a[3] & m1);
  r[4] = (r[4] & m0) | (a[4] & m1);
  r[5] = (r[5] & m0) | (a[5] & m1);
  r[6] = (r[6] & m0) | (a[6] & m1);
  r[7] = (r[7] & m0) | (a[7] & m1);
  r[8] = (r[8] & m0) | (a[8] & m1);
  r[9] = (r[9] & m0) | (a[9] & m1);
}

/** Requires a normalized. Performs r = a in storage form (eight 32-bit words, least significant first). */
export function toStorage(r: FeStorage, a: Fe): void {
  if (__VERIFY__) check(limbBits(a, 26, 22), "toStorage: normalized limbs");
  r[0] = a[0] | (a[1] << 26);
  r[1] = (a[1] >>> 6) | (a[2] << 20);
  r[2] = (a[2] >>> 12) | (a[3] << 14);
  r[3] = (a[3] >>> 18) | (a[4] << 8);
  r[4] = (a[4] >>> 24) | (a[5] << 2) | (a[6] << 28);
  r[5] = (a[6] >>> 4) | (a[7] << 22);
  r[6] = (a[7] >>> 10) | (a[8] << 16);
  r[7] = (a[8] >>> 16) | (a[9] << 10);
}

/** Requires a to hold a normalized element. Performs r = a; on output r is normalized. */
export function fromStorage(r: Fe, a: FeStorage): void {
  const w0 = a[0];
  const w1 = a[1];
  const w2 = a[2];
  const w3 = a[3];
  const w4 = a[4];
  const w5 = a[5];
  const w6 = a[6];
  const w7 = a[7];
  r[0] = w0 & M26;
  r[1] = (w0 >>> 26) | ((w1 << 6) & M26);
  r[2] = (w1 >>> 20) | ((w2 << 12) & M26);
  r[3] = (w2 >>> 14) | ((w3 << 18) & M26);
  r[4] = (w3 >>> 8) | ((w4 << 24) & M26);
  r[5] = (w4 >>> 2) & M26;
  r[6] = (w4 >>> 28) | ((w5 << 4) & M26);
  r[7] = (w5 >>> 22) | ((w6 << 10) & M26);
  r[8] = (w6 >>> 16) | ((w7 << 16) & M26);
  r[9] = w7 >>> 10;
}

/** Requires flag to be 0 or 1. Performs r = flag ? a : r on storage elements in constant time. */
export function storageCmov(r: FeStorage, a: FeStorage, flag: number): void {
  if (__VERIFY__) check(flag === 0 || flag === 1, "storageCmov: flag is 0 or 1");
  const m1 = -flag | 0;
  const m0 = ~m1;
  r[0] = (r[0] & m0) | (a[0] & m1);
  r[1] = (r[1] & m0) | (a[1] & m1);
  r[2] = (r[2] & m0) | (a[2] & m1);
  r[3] = (r[3] & m0) | (a[3] & m1);
  r[4] = (r[4] & m0) | (a[4] & m1);
  r[5] = (r[5] & m0) | (a[5] & m1);
  r[6] = (r[6] & m0) | (a[6] & m1);
  r[7] = (r[7] & m0) | (a[7] & m1);
}

/**
 * Requires 0 ≤ m ≤ 32. Performs r = the element with the largest limbs magnitude m allows:
 * 2·m·(2^26 − 1) in limbs 0..8 and 2·m·(2^22 − 1) in limb 9 (libsecp256k1's get_bounds). On output
 * r has magnitude m (normalized only for m = 0).
 */
export function getBounds(r: Fe, m: number): void {
  if (__VERIFY__) check(Number.isInteger(m) && m >= 0 && m <= 32, "getBounds: 0 <= m <= 32");
  // Math.imul stores bounds ≥ 2^31 (m ≥ 16) as their 32-bit pattern.
  const lo = Math.imul(M26, 2 * m);
  r[0] = lo;
  r[1] = lo;
  r[2] = lo;
  r[3] = lo;
  r[4] = lo;
  r[5] = lo;
  r[6] = lo;
  r[7] = lo;
  r[8] = lo;
  r[9] = Math.imul(M22, 2 * m);
}

/**
 * VERIFY helper (libsecp256k1's fe_impl_verify limb checks). Returns whether every limb of a is at
 * most 2·m·(2^26 − 1) (top limb 2·m·(2^22 − 1)) or, if `normalized`, at most 2^26 − 1 (2^22 − 1)
 * with the value below p. Limbs are read as unsigned 32-bit integers.
 */
export function verifyLimbs(a: Fe, m: number, normalized: boolean): boolean {
  const mm = normalized ? 1 : 2 * m;
  const lim = M26 * mm;
  for (let i = 0; i < 9; i++) if (a[i] >>> 0 > lim) return false;
  if (a[9] >>> 0 > M22 * mm) return false;
  if (normalized && a[9] === M22) {
    const mid = a[8] & a[7] & a[6] & a[5] & a[4] & a[3] & a[2];
    if (mid === M26 && a[1] + 0x40 + ((a[0] + 0x3d1) >>> 26) > M26) return false;
  }
  return true;
}

/**
 * Requires a normalized. Writes a as ten signed 26-bit limbs for the safegcd inverse: value =
 * Σ out[i]·2^(26i), out[i] in [0, 2^26), top limb below 2^22. For this backend the limbs are the
 * same, so this is a copy.
 */
export function toSigned26(out: Int32Array, a: Fe): void {
  if (__VERIFY__) check(limbBits(a, 26, 22), "toSigned26: normalized limbs");
  out[0] = a[0];
  out[1] = a[1];
  out[2] = a[2];
  out[3] = a[3];
  out[4] = a[4];
  out[5] = a[5];
  out[6] = a[6];
  out[7] = a[7];
  out[8] = a[8];
  out[9] = a[9];
}

/**
 * Requires limbs a[i] in [0, 2^26) with value Σ a[i]·2^(26i) < p (the safegcd inverse's normalized
 * output). Performs r = that value; on output r is normalized (magnitude 1).
 */
export function fromSigned26(r: Fe, a: Int32Array): void {
  if (__VERIFY__) {
    let ok = true;
    for (let i = 0; i < 9; i++) ok &&= a[i] >= 0 && a[i] <= M26;
    check(ok && a[9] >= 0 && a[9] <= M22, "fromSigned26: limbs in [0, 2^26), top below 2^22");
  }
  r[0] = a[0];
  r[1] = a[1];
  r[2] = a[2];
  r[3] = a[3];
  r[4] = a[4];
  r[5] = a[5];
  r[6] = a[6];
  r[7] = a[7];
  r[8] = a[8];
  r[9] = a[9];
  if (__VERIFY__) check(verifyLimbs(r, 1, true), "fromSigned26: value < p");
}

// ---------------------------------------------------------------------------------------------
// Chain form: 8x32 registers for the square-root chain.

/**
 * A register of the chain form: a field element as eight limbs of (about) 32 bits in a
 * `Float64Array`, value Σ a[i]·2^(32i), each limb an integer in [0, 2^32 + 2^20]. Only
 * {@link chainSqr} and {@link chainMul} compute on it: the addition chain of the square root (253
 * squarings and 13 multiplications) runs in this form, entered by {@link chainLoad} and left by
 * {@link chainStore}. The element representation stays 10x26: registers have no magnitude and take
 * no additions.
 *
 * Why: with 8 limbs instead of 10, a squaring is 36 products instead of 55 and a multiplication 64
 * instead of 75 (after Karatsuba), with 8 roundings instead of 10. The hybrid column sums work as in
 * {@link mul}: float64 for the high bits, `Math.imul` for the exact low 32 (`Math.imul` reduces its
 * arguments mod 2^32, so limbs a little above 2^32 still give the exact product mod 2^32). Measured
 * in one process (Node 20): `chainSqr` 46–48 ns against `sqr` 57–60, `chainMul` 55–57 against
 * `mul` 78–81; the square root 16% faster. The limbs are not carried to below 2^32: each output limb
 * is the low 32 bits of its position plus the high part of the position below, computed side by
 * side (a sequential carry chain through 8 limbs made `chainSqr` 1.9× slower: its latency, not its
 * operations, set the time).
 */
export type FeChain = Float64Array;

/** 2^-32, exact. */
const I32 = 1 / 4294967296;
/** 1.5·2^52: x + MAGIC52 − MAGIC52 rounds x to the nearest integer for |x| < 2^51. */
const MAGIC52 = 3 * 2 ** 51;
/** The largest limb of a chain register, 2^32 + 2^20. */
const CHAIN_LIMB_MAX = 2 ** 32 + 2 ** 20;

/** VERIFY-only: whether every limb of a is an integer in [0, 2^32 + 2^20]. */
function chainLimbsOk(a: FeChain): boolean {
  for (let i = 0; i < 8; i++)
    if (!(Number.isInteger(a[i]) && a[i] >= 0 && a[i] <= CHAIN_LIMB_MAX)) return false;
  return true;
}

/**
 * VERIFY-only: x − u of position i of chainSqr/chainMul, where u = round(x) and x = (ft_i − lo_i)/2^32
 * should be an integer: the proofs bound |x − u| by 2^-5.29; the rounding is exact below 1/2.
 */
function checkChainRounding(op: string, i: number, d: number): void {
  check(Math.abs(d) <= 2 ** -5, `${op}: position ${i} rounding residual ${d} exceeds the proven bound`);
}

/** A new chain register (value 0), off the V8 heap (`slab.ts`), for module-level scratch. */
export function createChain(): FeChain {
  return slabFloat64Array(8);
}

const chainTmp = slabInt32Array(10);
const chainWords = slabInt32Array(8);

/**
 * Requires a to have magnitude ≤ 8 (any magnitude ≤ 32 works here). Performs r = a, normalized
 * first, then as eight 32-bit words. Constant time.
 */
export function chainLoad(r: FeChain, a: Fe): void {
  copy(chainTmp, a);
  normalize(chainTmp);
  toStorage(chainWords, chainTmp);
  for (let i = 0; i < 8; i++) r[i] = chainWords[i] >>> 0;
}

/**
 * Requires a to be a chain register. Performs r = a mod p as an element of magnitude 1 (not
 * normalized): the limbs carried to 32-bit words (the value stays below 2^256 + 2^245, so the carry
 * out c of the top is 0 or 1), unpacked to 26-bit limbs, and c·2^256 ≡ c·(2^32 + 977) added to
 * limbs 0 and 1 (limb 0 ≤ 2^26 − 1 + 977, limb 1 ≤ 2^26 − 1 + 64). Constant time.
 */
export function chainStore(r: Fe, a: FeChain): void {
  if (__VERIFY__) check(chainLimbsOk(a), "chainStore: input is a chain register");
  let c = 0;
  for (let i = 0; i < 8; i++) {
    const d = a[i] + c; // < 2^32 + 2^20 + 2
    const w = d >>> 0;
    chainWords[i] = w;
    c = (d - w) * I32;
  }
  fromStorage(r, chainWords);
  r[0] += 977 * c;
  r[1] += 64 * c;
  if (__VERIFY__) check(verifyLimbs(r, 1, false), "chainStore: output has magnitude 1");
}

/**
 * Requires a to be a chain register. Performs r = a² mod p as a chain register. r may alias a.
 * Constant time.
 *
 * The method is {@link mul}'s with 32-bit positions. Column k is S_k = Σ_{i+j=k} a_i·a_j (36 distinct
 * products, the cross terms doubled), each S_k < 8·(2^32 + 2^20)^2 ≤ 2^67.01. 2^256 ≡ 2^32 + 977, so
 * column k ≥ 8 moves to position k − 8 (times 977) and k − 7 (times 1): t_i = S_i + 977·S_{i+8} +
 * S_{i+7} (no S_{i+7} term for i = 0; S_15 = 0). Each t_i (≤ 2^76.74) is summed in float64 (ft_i)
 * and with `Math.imul` (lo_i = t_i mod 2^32), and u_i = (t_i − lo_i)/2^32 = round((ft_i − lo_i)·2^-32),
 * exact while the float error is below 2^31. The error of ft_i − lo_i, bounded operation by
 * operation (each |fl(x ∘ y) − x ∘ y| ≤ 2^-53·|x ∘ y|, at limbs ≤ 2^32 + 2^20), is at most 2^26.42
 * (position 0; 2^16.49 at position 7). Then the value is Σ e_i·2^(32i) with e_0 = lo_0 + 977·u_7,
 * e_1 = lo_1 + u_0 + u_7, e_i = lo_i + u_{i−1}, all exact integers below 2^45.1; with e_i = l_i +
 * 2^32·h_i (l_i = e_i mod 2^32, h_i ≤ 8798), output limb i is l_i + h_{i−1} (limb 0: l_0 + 977·h_7,
 * h_7 ≤ 987; limb 1: l_1 + h_0 + h_7), at most 2^32 + 964298 < 2^32 + 2^20: a chain register again.
 * Order: t_7 first (e_0 and e_1 need u_7), then t_0 … t_6, each step ending in the limb it completes.
 */
export function chainSqr(r: FeChain, a: FeChain): void {
  if (__VERIFY__) check(chainLimbsOk(a), "chainSqr: input is a chain register");
  const a0 = a[0];
  const a1 = a[1];
  const a2 = a[2];
  const a3 = a[3];
  const a4 = a[4];
  const a5 = a[5];
  const a6 = a[6];
  const a7 = a[7];
  const j0 = a0 | 0;
  const j1 = a1 | 0;
  const j2 = a2 | 0;
  const j3 = a3 | 0;
  const j4 = a4 | 0;
  const j5 = a5 | 0;
  const j6 = a6 | 0;
  const j7 = a7 | 0;
  const f7 = (a0 * a7 + a1 * a6 + a2 * a5 + a3 * a4) * 2;
  const i7 = ((Math.imul(j0, j7) + Math.imul(j1, j6) + Math.imul(j2, j5) + Math.imul(j3, j4)) << 1) | 0;
  const f14 = a7 * a7;
  const i14 = Math.imul(j7, j7);
  const lo7 = (i7 + i14) >>> 0;
  const x7 = (f7 + f14 - lo7) * I32;
  const u7 = x7 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainSqr", 7, x7 - u7);
  const f0 = a0 * a0;
  const i0 = Math.imul(j0, j0);
  const f8 = (a1 * a7 + a2 * a6 + a3 * a5) * 2 + a4 * a4;
  const i8 = (((Math.imul(j1, j7) + Math.imul(j2, j6) + Math.imul(j3, j5)) << 1) + Math.imul(j4, j4)) | 0;
  const lo0 = (i0 + Math.imul(i8, 977)) >>> 0;
  const x0 = (f0 + f8 * 977 - lo0) * I32;
  const u0 = x0 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainSqr", 0, x0 - u0);
  const e0 = lo0 + u7 * 977;
  const l0 = e0 >>> 0;
  const h0 = (e0 - l0) * I32;
  const f1 = a0 * a1 * 2;
  const i1 = (Math.imul(j0, j1) << 1) | 0;
  const f9 = (a2 * a7 + a3 * a6 + a4 * a5) * 2;
  const i9 = ((Math.imul(j2, j7) + Math.imul(j3, j6) + Math.imul(j4, j5)) << 1) | 0;
  const lo1 = (i1 + Math.imul(i9, 977) + i8) >>> 0;
  const x1 = (f1 + f9 * 977 + f8 - lo1) * I32;
  const u1 = x1 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainSqr", 1, x1 - u1);
  const e1 = lo1 + u0 + u7;
  const l1 = e1 >>> 0;
  const h1 = (e1 - l1) * I32;
  const f2 = a0 * a2 * 2 + a1 * a1;
  const i2 = ((Math.imul(j0, j2) << 1) + Math.imul(j1, j1)) | 0;
  const f10 = (a3 * a7 + a4 * a6) * 2 + a5 * a5;
  const i10 = (((Math.imul(j3, j7) + Math.imul(j4, j6)) << 1) + Math.imul(j5, j5)) | 0;
  const lo2 = (i2 + Math.imul(i10, 977) + i9) >>> 0;
  const x2 = (f2 + f10 * 977 + f9 - lo2) * I32;
  const u2 = x2 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainSqr", 2, x2 - u2);
  const e2 = lo2 + u1;
  const l2 = e2 >>> 0;
  const h2 = (e2 - l2) * I32;
  r[2] = l2 + h1;
  const f3 = (a0 * a3 + a1 * a2) * 2;
  const i3 = ((Math.imul(j0, j3) + Math.imul(j1, j2)) << 1) | 0;
  const f11 = (a4 * a7 + a5 * a6) * 2;
  const i11 = ((Math.imul(j4, j7) + Math.imul(j5, j6)) << 1) | 0;
  const lo3 = (i3 + Math.imul(i11, 977) + i10) >>> 0;
  const x3 = (f3 + f11 * 977 + f10 - lo3) * I32;
  const u3 = x3 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainSqr", 3, x3 - u3);
  const e3 = lo3 + u2;
  const l3 = e3 >>> 0;
  const h3 = (e3 - l3) * I32;
  r[3] = l3 + h2;
  const f4 = (a0 * a4 + a1 * a3) * 2 + a2 * a2;
  const i4 = (((Math.imul(j0, j4) + Math.imul(j1, j3)) << 1) + Math.imul(j2, j2)) | 0;
  const f12 = a5 * a7 * 2 + a6 * a6;
  const i12 = ((Math.imul(j5, j7) << 1) + Math.imul(j6, j6)) | 0;
  const lo4 = (i4 + Math.imul(i12, 977) + i11) >>> 0;
  const x4 = (f4 + f12 * 977 + f11 - lo4) * I32;
  const u4 = x4 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainSqr", 4, x4 - u4);
  const e4 = lo4 + u3;
  const l4 = e4 >>> 0;
  const h4 = (e4 - l4) * I32;
  r[4] = l4 + h3;
  const f5 = (a0 * a5 + a1 * a4 + a2 * a3) * 2;
  const i5 = ((Math.imul(j0, j5) + Math.imul(j1, j4) + Math.imul(j2, j3)) << 1) | 0;
  const f13 = a6 * a7 * 2;
  const i13 = (Math.imul(j6, j7) << 1) | 0;
  const lo5 = (i5 + Math.imul(i13, 977) + i12) >>> 0;
  const x5 = (f5 + f13 * 977 + f12 - lo5) * I32;
  const u5 = x5 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainSqr", 5, x5 - u5);
  const e5 = lo5 + u4;
  const l5 = e5 >>> 0;
  const h5 = (e5 - l5) * I32;
  r[5] = l5 + h4;
  const f6 = (a0 * a6 + a1 * a5 + a2 * a4) * 2 + a3 * a3;
  const i6 = (((Math.imul(j0, j6) + Math.imul(j1, j5) + Math.imul(j2, j4)) << 1) + Math.imul(j3, j3)) | 0;
  const lo6 = (i6 + Math.imul(i14, 977) + i13) >>> 0;
  const x6 = (f6 + f14 * 977 + f13 - lo6) * I32;
  const u6 = x6 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainSqr", 6, x6 - u6);
  const e6 = lo6 + u5;
  const l6 = e6 >>> 0;
  const h6 = (e6 - l6) * I32;
  r[6] = l6 + h5;
  const e7 = lo7 + u6;
  const l7 = e7 >>> 0;
  const h7 = (e7 - l7) * I32;
  r[7] = l7 + h6;
  r[0] = l0 + h7 * 977;
  r[1] = l1 + h0 + h7;
  if (__VERIFY__) check(chainLimbsOk(r), "chainSqr: output is a chain register");
}

/**
 * Requires a and b to be chain registers. Performs r = a·b mod p as a chain register. r may alias
 * a and/or b. Constant time.
 *
 * As {@link chainSqr} with S_k = Σ_{i+j=k} a_i·b_j (64 products, every S_k < 2^67.01, the same
 * bounds of t_i, e_i, h_i and output limbs); the float error of ft_i − lo_i is at most 2^26.71.
 */
export function chainMul(r: FeChain, a: FeChain, b: FeChain): void {
  if (__VERIFY__) check(chainLimbsOk(a) && chainLimbsOk(b), "chainMul: inputs are chain registers");
  const a0 = a[0];
  const a1 = a[1];
  const a2 = a[2];
  const a3 = a[3];
  const a4 = a[4];
  const a5 = a[5];
  const a6 = a[6];
  const a7 = a[7];
  const j0 = a0 | 0;
  const j1 = a1 | 0;
  const j2 = a2 | 0;
  const j3 = a3 | 0;
  const j4 = a4 | 0;
  const j5 = a5 | 0;
  const j6 = a6 | 0;
  const j7 = a7 | 0;
  const b0 = b[0];
  const b1 = b[1];
  const b2 = b[2];
  const b3 = b[3];
  const b4 = b[4];
  const b5 = b[5];
  const b6 = b[6];
  const b7 = b[7];
  const k0 = b0 | 0;
  const k1 = b1 | 0;
  const k2 = b2 | 0;
  const k3 = b3 | 0;
  const k4 = b4 | 0;
  const k5 = b5 | 0;
  const k6 = b6 | 0;
  const k7 = b7 | 0;
  const f7 = a0 * b7 + a1 * b6 + a2 * b5 + a3 * b4 + a4 * b3 + a5 * b2 + a6 * b1 + a7 * b0;
  const i7 =
    (Math.imul(j0, k7) +
      Math.imul(j1, k6) +
      Math.imul(j2, k5) +
      Math.imul(j3, k4) +
      Math.imul(j4, k3) +
      Math.imul(j5, k2) +
      Math.imul(j6, k1) +
      Math.imul(j7, k0)) |
    0;
  const f14 = a7 * b7;
  const i14 = Math.imul(j7, k7);
  const lo7 = (i7 + i14) >>> 0;
  const x7 = (f7 + f14 - lo7) * I32;
  const u7 = x7 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainMul", 7, x7 - u7);
  const f0 = a0 * b0;
  const i0 = Math.imul(j0, k0);
  const f8 = a1 * b7 + a2 * b6 + a3 * b5 + a4 * b4 + a5 * b3 + a6 * b2 + a7 * b1;
  const i8 =
    (Math.imul(j1, k7) +
      Math.imul(j2, k6) +
      Math.imul(j3, k5) +
      Math.imul(j4, k4) +
      Math.imul(j5, k3) +
      Math.imul(j6, k2) +
      Math.imul(j7, k1)) |
    0;
  const lo0 = (i0 + Math.imul(i8, 977)) >>> 0;
  const x0 = (f0 + f8 * 977 - lo0) * I32;
  const u0 = x0 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainMul", 0, x0 - u0);
  const e0 = lo0 + u7 * 977;
  const l0 = e0 >>> 0;
  const h0 = (e0 - l0) * I32;
  const f1 = a0 * b1 + a1 * b0;
  const i1 = (Math.imul(j0, k1) + Math.imul(j1, k0)) | 0;
  const f9 = a2 * b7 + a3 * b6 + a4 * b5 + a5 * b4 + a6 * b3 + a7 * b2;
  const i9 =
    (Math.imul(j2, k7) +
      Math.imul(j3, k6) +
      Math.imul(j4, k5) +
      Math.imul(j5, k4) +
      Math.imul(j6, k3) +
      Math.imul(j7, k2)) |
    0;
  const lo1 = (i1 + Math.imul(i9, 977) + i8) >>> 0;
  const x1 = (f1 + f9 * 977 + f8 - lo1) * I32;
  const u1 = x1 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainMul", 1, x1 - u1);
  const e1 = lo1 + u0 + u7;
  const l1 = e1 >>> 0;
  const h1 = (e1 - l1) * I32;
  const f2 = a0 * b2 + a1 * b1 + a2 * b0;
  const i2 = (Math.imul(j0, k2) + Math.imul(j1, k1) + Math.imul(j2, k0)) | 0;
  const f10 = a3 * b7 + a4 * b6 + a5 * b5 + a6 * b4 + a7 * b3;
  const i10 =
    (Math.imul(j3, k7) + Math.imul(j4, k6) + Math.imul(j5, k5) + Math.imul(j6, k4) + Math.imul(j7, k3)) | 0;
  const lo2 = (i2 + Math.imul(i10, 977) + i9) >>> 0;
  const x2 = (f2 + f10 * 977 + f9 - lo2) * I32;
  const u2 = x2 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainMul", 2, x2 - u2);
  const e2 = lo2 + u1;
  const l2 = e2 >>> 0;
  const h2 = (e2 - l2) * I32;
  r[2] = l2 + h1;
  const f3 = a0 * b3 + a1 * b2 + a2 * b1 + a3 * b0;
  const i3 = (Math.imul(j0, k3) + Math.imul(j1, k2) + Math.imul(j2, k1) + Math.imul(j3, k0)) | 0;
  const f11 = a4 * b7 + a5 * b6 + a6 * b5 + a7 * b4;
  const i11 = (Math.imul(j4, k7) + Math.imul(j5, k6) + Math.imul(j6, k5) + Math.imul(j7, k4)) | 0;
  const lo3 = (i3 + Math.imul(i11, 977) + i10) >>> 0;
  const x3 = (f3 + f11 * 977 + f10 - lo3) * I32;
  const u3 = x3 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainMul", 3, x3 - u3);
  const e3 = lo3 + u2;
  const l3 = e3 >>> 0;
  const h3 = (e3 - l3) * I32;
  r[3] = l3 + h2;
  const f4 = a0 * b4 + a1 * b3 + a2 * b2 + a3 * b1 + a4 * b0;
  const i4 =
    (Math.imul(j0, k4) + Math.imul(j1, k3) + Math.imul(j2, k2) + Math.imul(j3, k1) + Math.imul(j4, k0)) | 0;
  const f12 = a5 * b7 + a6 * b6 + a7 * b5;
  const i12 = (Math.imul(j5, k7) + Math.imul(j6, k6) + Math.imul(j7, k5)) | 0;
  const lo4 = (i4 + Math.imul(i12, 977) + i11) >>> 0;
  const x4 = (f4 + f12 * 977 + f11 - lo4) * I32;
  const u4 = x4 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainMul", 4, x4 - u4);
  const e4 = lo4 + u3;
  const l4 = e4 >>> 0;
  const h4 = (e4 - l4) * I32;
  r[4] = l4 + h3;
  const f5 = a0 * b5 + a1 * b4 + a2 * b3 + a3 * b2 + a4 * b1 + a5 * b0;
  const i5 =
    (Math.imul(j0, k5) +
      Math.imul(j1, k4) +
      Math.imul(j2, k3) +
      Math.imul(j3, k2) +
      Math.imul(j4, k1) +
      Math.imul(j5, k0)) |
    0;
  const f13 = a6 * b7 + a7 * b6;
  const i13 = (Math.imul(j6, k7) + Math.imul(j7, k6)) | 0;
  const lo5 = (i5 + Math.imul(i13, 977) + i12) >>> 0;
  const x5 = (f5 + f13 * 977 + f12 - lo5) * I32;
  const u5 = x5 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainMul", 5, x5 - u5);
  const e5 = lo5 + u4;
  const l5 = e5 >>> 0;
  const h5 = (e5 - l5) * I32;
  r[5] = l5 + h4;
  const f6 = a0 * b6 + a1 * b5 + a2 * b4 + a3 * b3 + a4 * b2 + a5 * b1 + a6 * b0;
  const i6 =
    (Math.imul(j0, k6) +
      Math.imul(j1, k5) +
      Math.imul(j2, k4) +
      Math.imul(j3, k3) +
      Math.imul(j4, k2) +
      Math.imul(j5, k1) +
      Math.imul(j6, k0)) |
    0;
  const lo6 = (i6 + Math.imul(i14, 977) + i13) >>> 0;
  const x6 = (f6 + f14 * 977 + f13 - lo6) * I32;
  const u6 = x6 + MAGIC52 - MAGIC52;
  if (__VERIFY__) checkChainRounding("chainMul", 6, x6 - u6);
  const e6 = lo6 + u5;
  const l6 = e6 >>> 0;
  const h6 = (e6 - l6) * I32;
  r[6] = l6 + h5;
  const e7 = lo7 + u6;
  const l7 = e7 >>> 0;
  const h7 = (e7 - l7) * I32;
  r[7] = l7 + h6;
  r[0] = l0 + h7 * 977;
  r[1] = l1 + h0 + h7;
  if (__VERIFY__) check(chainLimbsOk(r), "chainMul: output is a chain register");
}

/** The limb values of a as a BigInt Σ limb[i]·2^(26i), limbs read unsigned (tests and VERIFY only). */
export function toBigInt(a: Fe): bigint {
  let v = 0n;
  for (let i = 9; i >= 0; i--) v = (v << 26n) + BigInt(a[i] >>> 0);
  return v;
}

/**
 * Compile-time proof that this module implements {@link LimbBackend} (a type only: no runtime code).
 * @internal
 */
export type LimbBackendCheck = AssertLimbBackend<typeof import("./10x26.js")>;
type AssertLimbBackend<T extends LimbBackend<Fe, FeStorage, FeChain>> = T;
