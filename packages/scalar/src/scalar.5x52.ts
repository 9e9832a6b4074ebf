/**
 * Scalars modulo the secp256k1 group order n: libsecp256k1's `scalar.h` with the contracts of
 * `scalar_8x32_impl.h`.
 *
 * n = 0xFFFFFFFF FFFFFFFF FFFFFFFF FFFFFFFE BAAEDCE6 AF48A03B BFD25E8C D0364141.
 *
 * **Representation.** A {@link Scalar} is a `Uint32Array` of eight little-endian 32-bit words,
 * value Σ a[i]·2^(32i), always fully reduced (value < n). Everything except the multiplications
 * runs on these words as plain JS numbers. The 512-bit products behind {@link mul},
 * `mulShiftVar` and `splitLambda` run in 64-bit lanes of a `BigUint64Array` (kernels.ts): the
 * operands are copied into scratch words that alias the lanes, multiplied as 32-bit digits with
 * every intermediate in `BigInt.asUintN(64, …)` (which V8's TurboFan lowers to native 64-bit
 * instructions), and copied back.
 *
 * Chosen by measurement (Node 20 / V8 11.3 on this project's 2-vCPU machine class, the 8×8-digit
 * schoolbook product alone, both candidates alternating in one process, three processes):
 * - 8x32 in JS numbers (products as float64 column sums plus exact low words from `Math.imul`,
 *   columns independent, int32 carry chain): 113–217 ns;
 * - the same product in 64-bit BigInt lanes (4x64 in a `BigUint64Array`, 32-bit digits): 42–90 ns,
 *   2.5–3.7× faster.
 * Storing scalars as a `BigUint64Array` as well would save the copies (≈ 5 ns per mul) but make
 * every other operation pay a BigInt↔Number conversion: reading bits by `Number(…)` cost 80 ns
 * against 13 ns through an aliasing view. So the words are numbers and only the products are
 * BigInt. Two kernel variants that did not pay: 9×29-bit digits (no splitting of the 64-bit
 * products; 85 against 78 ns for the product) and intermediate digits kept in lanes instead of
 * locals (to spare TurboFan's register allocator, which spills most of the 16 input digits of a
 * column-wise product; 3× slower, as every typed-array access carries its own checks). A whole
 * mul costs about 2.4× a `@k1/field/5x52` field mul measured in the same process (natively,
 * libsecp256k1's scalar mul costs 1.9× its field mul in 5x52 builds, 3.4× with 8x32 scalars in
 * 10x26 builds). Caveat, as for `@k1/field/5x52`: other engines
 * (SpiderMonkey, JavaScriptCore) and V8 before TurboFan has compiled a kernel run these BigInt
 * kernels far slower (allocating).
 *
 * **Contracts.** As in libsecp256k1, every input scalar must be valid (< n) and every output is.
 * In VERIFY builds (`__VERIFY__`), each function checks that on its inputs and output
 * ({@link verify}) and checks its flag and range arguments, throwing `VerifyError` (from
 * `@k1/field`). Functions are constant time unless their name ends in `Var`; outputs may alias
 * inputs unless a function says otherwise. Nothing allocates except {@link create}.
 *
 * @module
 */
import { VerifyError } from "@k1/field";
import { MOD_N, modinv, modinvScratch, modinvVar } from "@k1/field/modinv";
import { kernelMul, WORDS } from "./kernels/5x52.js";
import { checkOverflow, type Scalar, verify } from "./valid.js";

export { checkOverflow, type Scalar, verify };

/** The group order n, as a BigInt (for tests and setup code; never used by the arithmetic). */
export const N: bigint = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

// Words of n (N0 lowest), of 2^256 − n (NC0..NC3, NC4 = 1) and of ⌊n/2⌋ (NH0..NH7). Hot code
// spells them as literals (a module-level const is a context load in V8, not a constant).
//   n:       D0364141 BFD25E8C AF48A03B BAAEDCE6 FFFFFFFE FFFFFFFF FFFFFFFF FFFFFFFF
//   2^256−n: 2FC9BEBF 402DA173 50B75FC4 45512319 00000001
//   ⌊n/2⌋:   681B20A0 DFE92F46 57A4501D 5D576E73 FFFFFFFF FFFFFFFF FFFFFFFF 7FFFFFFF
//
// Carry chains: each step sums at most two words and a carry, t < 2^33, exact in a float64; the
// store into the Uint32Array keeps t mod 2^32 and the carry is +(t > 0xffffffff), a compare and
// set (no branch). Measured 30% faster than truncating t·2^−32 for the carry.

/** A new scalar, zero. */
export function create(): Scalar {
  return new Uint32Array(8);
}

/** VERIFY: throws unless `flag` is 0 or 1. */
function verifyFlag(flag: number, where: string): void {
  if (flag !== 0 && flag !== 1) throw new VerifyError(`${where}: flag must be 0 or 1, got ${flag}`);
}

/**
 * r += overflow·(2^256 − n) mod 2^256, for overflow 0 or 1: subtracts n once when overflow is 1
 * (libsecp256k1's `scalar_reduce`). Returns overflow. Constant time.
 */
function reduce(r: Uint32Array, overflow: number): number {
  if (__VERIFY__ && overflow !== 0 && overflow !== 1) throw new VerifyError(`reduce: overflow ${overflow}`);
  let t = r[0] + overflow * 0x2fc9bebf;
  r[0] = t;
  t = +(t > 0xffffffff);
  t += r[1] + overflow * 0x402da173;
  r[1] = t;
  t = +(t > 0xffffffff);
  t += r[2] + overflow * 0x50b75fc4;
  r[2] = t;
  t = +(t > 0xffffffff);
  t += r[3] + overflow * 0x45512319;
  r[3] = t;
  t = +(t > 0xffffffff);
  t += r[4] + overflow;
  r[4] = t;
  t = +(t > 0xffffffff);
  t += r[5];
  r[5] = t;
  t = +(t > 0xffffffff);
  t += r[6];
  r[6] = t;
  t = +(t > 0xffffffff);
  t += r[7];
  r[7] = t;
  if (__VERIFY__) verify(r, "reduce");
  return overflow;
}

/** Copies a into r. */
export function copy(r: Scalar, a: Scalar): void {
  if (__VERIFY__) verify(a, "copy");
  r[0] = a[0];
  r[1] = a[1];
  r[2] = a[2];
  r[3] = a[3];
  r[4] = a[4];
  r[5] = a[5];
  r[6] = a[6];
  r[7] = a[7];
}

/** Sets r to zero, to wipe a secret (libsecp256k1's `scalar_clear`). */
export function clear(r: Scalar): void {
  r.fill(0);
}

/**
 * Requires 0 ≤ v < 2^32, an integer (libsecp256k1's unsigned int). Performs r = v (v < n always).
 */
export function setInt(r: Scalar, v: number): void {
  if (__VERIFY__ && !(Number.isInteger(v) && v >= 0 && v <= 0xffffffff)) {
    throw new VerifyError(`setInt: ${v} is not an integer in [0, 2^32)`);
  }
  r[0] = v;
  r[1] = 0;
  r[2] = 0;
  r[3] = 0;
  r[4] = 0;
  r[5] = 0;
  r[6] = 0;
  r[7] = 0;
}

/** Validates a 32-byte buffer argument (always, not only under VERIFY). */
function checkBytes(bin: Uint8Array, offset: number | undefined, where: string): number {
  if (!(bin instanceof Uint8Array)) {
    throw new TypeError(`${where}: expected a Uint8Array, got ${bin === null ? "null" : typeof bin}`);
  }
  if (offset === undefined) {
    if (bin.length !== 32) throw new RangeError(`${where}: expected 32 bytes, got ${bin.length}`);
    return 0;
  }
  if (!Number.isInteger(offset) || offset < 0 || offset + 32 > bin.length) {
    throw new RangeError(`${where}: offset ${offset} leaves fewer than 32 of ${bin.length} bytes`);
  }
  return offset;
}

/**
 * Sets r from 32 big-endian bytes, reduced mod n (libsecp256k1's `scalar_set_b32`).
 *
 * @param bin - the bytes: exactly 32 bytes when `offset` is omitted, else the 32 at
 *   `bin[offset..offset+32)`.
 * @returns whether the bytes encoded a value ≥ n (before reduction).
 * @throws TypeError if `bin` is not a Uint8Array; RangeError on a wrong length or offset.
 */
export function setB32(r: Scalar, bin: Uint8Array, offset?: number): boolean {
  const o = checkBytes(bin, offset, "setB32");
  for (let i = 0; i < 8; i++) {
    const j = o + 28 - 4 * i;
    r[i] = (bin[j] << 24) | (bin[j + 1] << 16) | (bin[j + 2] << 8) | bin[j + 3];
  }
  return reduce(r, checkOverflow(r)) === 1;
}

/**
 * Sets r from 32 big-endian bytes and reports whether they are a valid secret key, 0 < value < n
 * (libsecp256k1's `scalar_set_b32_seckey`). r holds the value reduced mod n either way. Constant
 * time in the bytes: both tests are always evaluated and combined without a branch, as
 * libsecp256k1's `(!overflow) & (!is_zero)` (a `&&` would skip the zero test on overflow).
 *
 * @throws TypeError if `bin` is not a Uint8Array; RangeError on a wrong length or offset.
 */
export function setB32SecKey(r: Scalar, bin: Uint8Array, offset?: number): boolean {
  const overflow = +setB32(r, bin, offset);
  const zero = +isZero(r);
  return (overflow | zero) === 0;
}

/**
 * Writes a as 32 big-endian bytes to out (all of it when `offset` is omitted, else
 * `out[offset..offset+32)`) (libsecp256k1's `scalar_get_b32`).
 *
 * @throws TypeError if `out` is not a Uint8Array; RangeError on a wrong length or offset.
 */
export function getB32(out: Uint8Array, a: Scalar, offset?: number): void {
  if (__VERIFY__) verify(a, "getB32");
  const o = checkBytes(out, offset, "getB32");
  for (let i = 0; i < 8; i++) {
    const j = o + 28 - 4 * i;
    const w = a[i];
    out[j] = w >>> 24;
    out[j + 1] = w >>> 16;
    out[j + 2] = w >>> 8;
    out[j + 3] = w;
  }
}

/**
 * Requires 1 ≤ count ≤ 32, offset + count ≤ 256, and all requested bits in one 32-bit word
 * ((offset + count − 1) >> 5 = offset >> 5). Returns bits [offset, offset + count) of a, as an
 * unsigned number (libsecp256k1's `scalar_get_bits_limb32`). Constant time in a.
 */
export function getBitsLimb32(a: Scalar, offset: number, count: number): number {
  if (__VERIFY__) {
    verify(a, "getBitsLimb32");
    if (!(count > 0 && count <= 32 && offset >= 0 && offset <= 256 - count)) {
      throw new VerifyError(`getBitsLimb32: bad offset ${offset} / count ${count}`);
    }
    if ((offset + count - 1) >> 5 !== offset >> 5) {
      throw new VerifyError(`getBitsLimb32: bits ${offset}..${offset + count - 1} span two words`);
    }
  }
  return ((a[offset >>> 5] >>> (offset & 31)) & (0xffffffff >>> (32 - count))) >>> 0;
}

/**
 * Requires 1 ≤ count ≤ 32 and offset + count ≤ 256. Returns bits [offset, offset + count) of a,
 * as an unsigned number (libsecp256k1's `scalar_get_bits_var`). Variable time in offset and
 * count.
 */
export function getBitsVar(a: Scalar, offset: number, count: number): number {
  if (__VERIFY__) {
    verify(a, "getBitsVar");
    if (!(count > 0 && count <= 32 && offset >= 0 && offset <= 256 - count)) {
      throw new VerifyError(`getBitsVar: bad offset ${offset} / count ${count}`);
    }
  }
  const w = offset >>> 5;
  const s = offset & 31;
  const mask = 0xffffffff >>> (32 - count);
  if (s + count <= 32) return ((a[w] >>> s) & mask) >>> 0;
  return (((a[w] >>> s) | (a[w + 1] << (32 - s))) & mask) >>> 0;
}

/**
 * Performs r = a + b mod n (libsecp256k1's `scalar_add`). Returns 1 if a + b ≥ n (the sum
 * overflowed and was reduced), else 0: a number, as libsecp256k1's int, because V8 compiles a
 * boolean result of a function it does not inline to a jump on the value (here a secret one).
 * Constant time.
 */
export function add(r: Scalar, a: Scalar, b: Scalar): number {
  if (__VERIFY__) {
    verify(a, "add: a");
    verify(b, "add: b");
  }
  // x = a + b = 2^256·c + (x0..x7), then y = x + (2^256 − n) mod 2^256 with carry d: d says
  // whether x mod 2^256 ≥ n. a + b < 2n, so the result is y when c or d is set, else x. Both
  // chains run every time and a mask selects (libsecp256k1 adds, then runs check_overflow and
  // reduce; two independent chains measured faster here).
  let t = a[0] + b[0];
  const x0 = t >>> 0;
  t = +(t > 0xffffffff) + a[1] + b[1];
  const x1 = t >>> 0;
  t = +(t > 0xffffffff) + a[2] + b[2];
  const x2 = t >>> 0;
  t = +(t > 0xffffffff) + a[3] + b[3];
  const x3 = t >>> 0;
  t = +(t > 0xffffffff) + a[4] + b[4];
  const x4 = t >>> 0;
  t = +(t > 0xffffffff) + a[5] + b[5];
  const x5 = t >>> 0;
  t = +(t > 0xffffffff) + a[6] + b[6];
  const x6 = t >>> 0;
  t = +(t > 0xffffffff) + a[7] + b[7];
  const x7 = t >>> 0;
  const c = +(t > 0xffffffff);
  let u = x0 + 0x2fc9bebf;
  const y0 = u >>> 0;
  u = +(u > 0xffffffff) + x1 + 0x402da173;
  const y1 = u >>> 0;
  u = +(u > 0xffffffff) + x2 + 0x50b75fc4;
  const y2 = u >>> 0;
  u = +(u > 0xffffffff) + x3 + 0x45512319;
  const y3 = u >>> 0;
  u = +(u > 0xffffffff) + x4 + 1;
  const y4 = u >>> 0;
  u = +(u > 0xffffffff) + x5;
  const y5 = u >>> 0;
  u = +(u > 0xffffffff) + x6;
  const y6 = u >>> 0;
  u = +(u > 0xffffffff) + x7;
  const y7 = u >>> 0;
  const d = +(u > 0xffffffff);
  if (__VERIFY__ && (c & d) !== 0) throw new VerifyError("add: double overflow");
  const overflow = c | d;
  const take = 0 - overflow; // 0 − x, not −x: −0 would cost V8 a zero check (see negate)
  const keep = ~take;
  r[0] = (y0 & take) | (x0 & keep);
  r[1] = (y1 & take) | (x1 & keep);
  r[2] = (y2 & take) | (x2 & keep);
  r[3] = (y3 & take) | (x3 & keep);
  r[4] = (y4 & take) | (x4 & keep);
  r[5] = (y5 & take) | (x5 & keep);
  r[6] = (y6 & take) | (x6 & keep);
  r[7] = (y7 & take) | (x7 & keep);
  if (__VERIFY__) verify(r, "add: result");
  return overflow;
}

/**
 * Requires flag 0 or 1, bit < 256, and r + flag·2^bit < n. Performs r += flag·2^bit
 * (libsecp256k1's `scalar_cadd_bit`). Constant time.
 */
export function caddBit(r: Scalar, bit: number, flag: number): void {
  if (__VERIFY__) {
    verify(r, "caddBit");
    verifyFlag(flag, "caddBit");
    if (!(Number.isInteger(bit) && bit >= 0 && bit < 256)) throw new VerifyError(`caddBit: bit ${bit}`);
  }
  // flag = 0 moves the bit to word 8 or beyond, which matches no word: a no-op.
  bit += (flag - 1) & 0x100;
  const w = bit >>> 5;
  const v = (1 << (bit & 31)) >>> 0;
  let t = r[0] + ((v & (0 - +(w === 0))) >>> 0);
  r[0] = t;
  t = +(t > 0xffffffff);
  t += r[1] + ((v & (0 - +(w === 1))) >>> 0);
  r[1] = t;
  t = +(t > 0xffffffff);
  t += r[2] + ((v & (0 - +(w === 2))) >>> 0);
  r[2] = t;
  t = +(t > 0xffffffff);
  t += r[3] + ((v & (0 - +(w === 3))) >>> 0);
  r[3] = t;
  t = +(t > 0xffffffff);
  t += r[4] + ((v & (0 - +(w === 4))) >>> 0);
  r[4] = t;
  t = +(t > 0xffffffff);
  t += r[5] + ((v & (0 - +(w === 5))) >>> 0);
  r[5] = t;
  t = +(t > 0xffffffff);
  t += r[6] + ((v & (0 - +(w === 6))) >>> 0);
  r[6] = t;
  t = +(t > 0xffffffff);
  t += r[7] + ((v & (0 - +(w === 7))) >>> 0);
  r[7] = t;
  if (__VERIFY__) {
    if (t > 0xffffffff) throw new VerifyError("caddBit: result overflows 2^256");
    verify(r, "caddBit: result");
  }
}

/** Whether a = 0. Constant time. */
export function isZero(a: Scalar): boolean {
  if (__VERIFY__) verify(a, "isZero");
  return (a[0] | a[1] | a[2] | a[3] | a[4] | a[5] | a[6] | a[7]) === 0;
}

/** Whether a = 1. Constant time. */
export function isOne(a: Scalar): boolean {
  if (__VERIFY__) verify(a, "isOne");
  return ((a[0] ^ 1) | a[1] | a[2] | a[3] | a[4] | a[5] | a[6] | a[7]) === 0;
}

/** Whether a, as an integer in [0, n), is even. Constant time. */
export function isEven(a: Scalar): boolean {
  if (__VERIFY__) verify(a, "isEven");
  return (a[0] & 1) === 0;
}

/** Whether a > ⌊n/2⌋, i.e. a is "high" (libsecp256k1's `scalar_is_high`). Constant time. */
export function isHigh(a: Scalar): boolean {
  if (__VERIFY__) verify(a, "isHigh");
  let yes = 0;
  let no = 0;
  no |= +(a[7] < 0x7fffffff);
  yes |= +(a[7] > 0x7fffffff) & ~no;
  no |= +(a[6] < 0xffffffff) & ~yes; // no need for a > check
  no |= +(a[5] < 0xffffffff) & ~yes; // no need for a > check
  no |= +(a[4] < 0xffffffff) & ~yes; // no need for a > check
  no |= +(a[3] < 0x5d576e73) & ~yes;
  yes |= +(a[3] > 0x5d576e73) & ~no;
  no |= +(a[2] < 0x57a4501d) & ~yes;
  yes |= +(a[2] > 0x57a4501d) & ~no;
  no |= +(a[1] < 0xdfe92f46) & ~yes;
  yes |= +(a[1] > 0xdfe92f46) & ~no;
  yes |= +(a[0] > 0x681b20a0) & ~no;
  return (yes & 1) === 1;
}

/** Whether a = b. Constant time. */
export function eq(a: Scalar, b: Scalar): boolean {
  if (__VERIFY__) {
    verify(a, "eq: a");
    verify(b, "eq: b");
  }
  return (
    ((a[0] ^ b[0]) |
      (a[1] ^ b[1]) |
      (a[2] ^ b[2]) |
      (a[3] ^ b[3]) |
      (a[4] ^ b[4]) |
      (a[5] ^ b[5]) |
      (a[6] ^ b[6]) |
      (a[7] ^ b[7])) ===
    0
  );
}

/** Performs r = −a mod n (0 stays 0) (libsecp256k1's `scalar_negate`). Constant time. */
export function negate(r: Scalar, a: Scalar): void {
  if (__VERIFY__) verify(a, "negate");
  // n − a = ~a + n + 1 mod 2^256, masked to 0 when a = 0. The masks are written 0 − x, not −x:
  // −0 is not an int32, and V8 compiled −x with a jump to a deoptimization when x = 0, i.e. a
  // branch on the value of a, in the context measured (every mask of this module and of hscalar
  // is written this way).
  const nonzero = 0 - +((a[0] | a[1] | a[2] | a[3] | a[4] | a[5] | a[6] | a[7]) !== 0);
  let t = (~a[0] >>> 0) + 0xd0364142;
  r[0] = t & nonzero;
  t = +(t > 0xffffffff);
  t += (~a[1] >>> 0) + 0xbfd25e8c;
  r[1] = t & nonzero;
  t = +(t > 0xffffffff);
  t += (~a[2] >>> 0) + 0xaf48a03b;
  r[2] = t & nonzero;
  t = +(t > 0xffffffff);
  t += (~a[3] >>> 0) + 0xbaaedce6;
  r[3] = t & nonzero;
  t = +(t > 0xffffffff);
  t += (~a[4] >>> 0) + 0xfffffffe;
  r[4] = t & nonzero;
  t = +(t > 0xffffffff);
  t += (~a[5] >>> 0) + 0xffffffff;
  r[5] = t & nonzero;
  t = +(t > 0xffffffff);
  t += (~a[6] >>> 0) + 0xffffffff;
  r[6] = t & nonzero;
  t = +(t > 0xffffffff);
  t += (~a[7] >>> 0) + 0xffffffff;
  r[7] = t & nonzero;
  if (__VERIFY__) verify(r, "negate: result");
}

/**
 * Requires flag 0 or 1. Performs r = −r mod n if flag is 1, leaves r if 0 (libsecp256k1's
 * `scalar_cond_negate`). Returns −1 if r was negated, 1 otherwise. Constant time.
 */
export function condNegate(r: Scalar, flag: number): number {
  if (__VERIFY__) {
    verify(r, "condNegate");
    verifyFlag(flag, "condNegate");
  }
  // mask = 0 (flag 0: r ^ 0 + 0 = r) or all ones (flag 1: ~r + n + 1 = n − r).
  const mask = 0 - flag;
  const nonzero = 0 - +((r[0] | r[1] | r[2] | r[3] | r[4] | r[5] | r[6] | r[7]) !== 0);
  let t = ((r[0] ^ mask) >>> 0) + ((0xd0364142 & mask) >>> 0);
  r[0] = t & nonzero;
  t = +(t > 0xffffffff);
  t += ((r[1] ^ mask) >>> 0) + ((0xbfd25e8c & mask) >>> 0);
  r[1] = t & nonzero;
  t = +(t > 0xffffffff);
  t += ((r[2] ^ mask) >>> 0) + ((0xaf48a03b & mask) >>> 0);
  r[2] = t & nonzero;
  t = +(t > 0xffffffff);
  t += ((r[3] ^ mask) >>> 0) + ((0xbaaedce6 & mask) >>> 0);
  r[3] = t & nonzero;
  t = +(t > 0xffffffff);
  t += ((r[4] ^ mask) >>> 0) + ((0xfffffffe & mask) >>> 0);
  r[4] = t & nonzero;
  t = +(t > 0xffffffff);
  t += ((r[5] ^ mask) >>> 0) + ((0xffffffff & mask) >>> 0);
  r[5] = t & nonzero;
  t = +(t > 0xffffffff);
  t += ((r[6] ^ mask) >>> 0) + ((0xffffffff & mask) >>> 0);
  r[6] = t & nonzero;
  t = +(t > 0xffffffff);
  t += ((r[7] ^ mask) >>> 0) + ((0xffffffff & mask) >>> 0);
  r[7] = t & nonzero;
  if (__VERIFY__) verify(r, "condNegate: result");
  return 2 * +(mask === 0) - 1;
}

/**
 * Performs r = a/2 mod n, i.e. a·2^−1 (libsecp256k1's `scalar_half`). Constant time.
 *
 * a/2 = (a >> 1) + (a odd ? ⌊n/2⌋ + 1 : 0); the sum never reaches n (its largest case, a = n − 2,
 * gives n − 1).
 */
export function half(r: Scalar, a: Scalar): void {
  if (__VERIFY__) verify(a, "half");
  const mask = 0 - (a[0] & 1);
  let t = ((a[0] >>> 1) | (a[1] << 31)) >>> 0;
  t += (0x681b20a1 & mask) >>> 0;
  r[0] = t;
  t = +(t > 0xffffffff);
  t += ((a[1] >>> 1) | (a[2] << 31)) >>> 0;
  t += (0xdfe92f46 & mask) >>> 0;
  r[1] = t;
  t = +(t > 0xffffffff);
  t += ((a[2] >>> 1) | (a[3] << 31)) >>> 0;
  t += (0x57a4501d & mask) >>> 0;
  r[2] = t;
  t = +(t > 0xffffffff);
  t += ((a[3] >>> 1) | (a[4] << 31)) >>> 0;
  t += (0x5d576e73 & mask) >>> 0;
  r[3] = t;
  t = +(t > 0xffffffff);
  t += ((a[4] >>> 1) | (a[5] << 31)) >>> 0;
  t += (0xffffffff & mask) >>> 0;
  r[4] = t;
  t = +(t > 0xffffffff);
  t += ((a[5] >>> 1) | (a[6] << 31)) >>> 0;
  t += (0xffffffff & mask) >>> 0;
  r[5] = t;
  t = +(t > 0xffffffff);
  t += ((a[6] >>> 1) | (a[7] << 31)) >>> 0;
  t += (0xffffffff & mask) >>> 0;
  r[6] = t;
  t = +(t > 0xffffffff);
  t += (a[7] >>> 1) + ((0x7fffffff & mask) >>> 0);
  r[7] = t;
  if (__VERIFY__) {
    if (t > 0xffffffff) throw new VerifyError("half: top word overflowed");
    verify(r, "half: result");
  }
}

/** Performs r = a·b mod n. r may alias a and/or b. Constant time. */
export function mul(r: Scalar, a: Scalar, b: Scalar): void {
  if (__VERIFY__) {
    verify(a, "mul: a");
    verify(b, "mul: b");
  }
  // a and b as 64-bit lanes 0..3 and 4..7 (little-endian words); the product comes back in 0..3
  const w = WORDS;
  w[0] = a[0];
  w[1] = a[1];
  w[2] = a[2];
  w[3] = a[3];
  w[4] = a[4];
  w[5] = a[5];
  w[6] = a[6];
  w[7] = a[7];
  w[8] = b[0];
  w[9] = b[1];
  w[10] = b[2];
  w[11] = b[3];
  w[12] = b[4];
  w[13] = b[5];
  w[14] = b[6];
  w[15] = b[7];
  kernelMul();
  r[0] = w[0];
  r[1] = w[1];
  r[2] = w[2];
  r[3] = w[3];
  r[4] = w[4];
  r[5] = w[5];
  r[6] = w[6];
  r[7] = w[7];
  if (__VERIFY__) verify(r, "mul: result");
}

/**
 * Requires flag 0 or 1. Performs r = a if flag is 1, leaves r if 0 (libsecp256k1's
 * `scalar_cmov`). Constant time.
 */
export function cmov(r: Scalar, a: Scalar, flag: number): void {
  if (__VERIFY__) {
    verify(a, "cmov: a");
    verifyFlag(flag, "cmov");
  }
  const keep = flag - 1; // all ones when flag = 0
  const take = ~keep;
  r[0] = (r[0] & keep) | (a[0] & take);
  r[1] = (r[1] & keep) | (a[1] & take);
  r[2] = (r[2] & keep) | (a[2] & take);
  r[3] = (r[3] & keep) | (a[3] & take);
  r[4] = (r[4] & keep) | (a[4] & take);
  r[5] = (r[5] & keep) | (a[5] & take);
  r[6] = (r[6] & keep) | (a[6] & take);
  r[7] = (r[7] & keep) | (a[7] & take);
  if (__VERIFY__) verify(r, "cmov: result");
}

/**
 * Requires 0 < n < 16. Performs r = r >> n and returns the n bits shifted out, r mod 2^n (the
 * former libsecp256k1 `scalar_shr_int`). Constant time.
 */
export function shrInt(r: Scalar, n: number): number {
  if (__VERIFY__) {
    verify(r, "shrInt");
    if (!(Number.isInteger(n) && n > 0 && n < 16)) throw new VerifyError(`shrInt: shift ${n} not in (0, 16)`);
  }
  const ret = r[0] & ((1 << n) - 1);
  const m = 32 - n;
  r[0] = (r[0] >>> n) | (r[1] << m);
  r[1] = (r[1] >>> n) | (r[2] << m);
  r[2] = (r[2] >>> n) | (r[3] << m);
  r[3] = (r[3] >>> n) | (r[4] << m);
  r[4] = (r[4] >>> n) | (r[5] << m);
  r[5] = (r[5] >>> n) | (r[6] << m);
  r[6] = (r[6] >>> n) | (r[7] << m);
  r[7] = r[7] >>> n;
  if (__VERIFY__) verify(r, "shrInt: result");
  return ret;
}

/** Ten 26-bit limbs for the safegcd inverse (module scratch: inverse is not re-entrant). */
const S26 = modinvScratch();

/** S26 = a as ten 26-bit limbs, Σ S26[i]·2^(26i), each in [0, 2^26) (top limb 22 bits). */
function toSigned26(a: Scalar): void {
  const M = 0x3ffffff;
  S26[0] = a[0] & M;
  S26[1] = ((a[0] >>> 26) | (a[1] << 6)) & M;
  S26[2] = ((a[1] >>> 20) | (a[2] << 12)) & M;
  S26[3] = ((a[2] >>> 14) | (a[3] << 18)) & M;
  S26[4] = ((a[3] >>> 8) | (a[4] << 24)) & M;
  S26[5] = (a[4] >>> 2) & M;
  S26[6] = ((a[4] >>> 28) | (a[5] << 4)) & M;
  S26[7] = ((a[5] >>> 22) | (a[6] << 10)) & M;
  S26[8] = ((a[6] >>> 16) | (a[7] << 16)) & M;
  S26[9] = a[7] >>> 10;
}

/** r = the value of S26 (limbs in [0, 2^26), value < n, as modinv returns it). */
function fromSigned26(r: Scalar): void {
  const s = S26;
  if (__VERIFY__) {
    for (let i = 0; i < 9; i++) {
      if (s[i] >>> 26 !== 0) throw new VerifyError(`inverse: limb ${i} of the safegcd output out of range`);
    }
    if (s[9] >>> 22 !== 0) throw new VerifyError("inverse: top limb of the safegcd output out of range");
  }
  r[0] = s[0] | (s[1] << 26);
  r[1] = (s[1] >>> 6) | (s[2] << 20);
  r[2] = (s[2] >>> 12) | (s[3] << 14);
  r[3] = (s[3] >>> 18) | (s[4] << 8);
  r[4] = (s[4] >>> 24) | (s[5] << 2) | (s[6] << 28);
  r[5] = (s[6] >>> 4) | (s[7] << 22);
  r[6] = (s[7] >>> 10) | (s[8] << 16);
  r[7] = (s[8] >>> 16) | (s[9] << 10);
}

/**
 * Performs r = a^−1 mod n (0 maps to 0) by constant-time safegcd (`modinv` of `@k1/field/modinv`;
 * libsecp256k1's `scalar_inverse`). Not re-entrant.
 */
export function inverse(r: Scalar, a: Scalar): void {
  if (__VERIFY__) verify(a, "inverse");
  const zeroIn = __VERIFY__ ? isZero(a) : false;
  toSigned26(a);
  modinv(S26, MOD_N);
  fromSigned26(r);
  if (__VERIFY__) {
    verify(r, "inverse: result");
    if (isZero(r) !== zeroIn) throw new VerifyError("inverse: zero-ness changed");
  }
}

/**
 * Performs r = a^−1 mod n (0 maps to 0) by variable-time safegcd (`modinvVar` of
 * `@k1/field/modinv`; libsecp256k1's `scalar_inverse_var`). Variable time: public values only.
 * Not re-entrant.
 */
export function inverseVar(r: Scalar, a: Scalar): void {
  if (__VERIFY__) verify(a, "inverseVar");
  const zeroIn = __VERIFY__ ? isZero(a) : false;
  toSigned26(a);
  modinvVar(S26, MOD_N);
  fromSigned26(r);
  if (__VERIFY__) {
    verify(r, "inverseVar: result");
    if (isZero(r) !== zeroIn) throw new VerifyError("inverseVar: zero-ness changed");
  }
}
