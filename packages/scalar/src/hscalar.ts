/**
 * Half-scalars: a half of a λ split as the small signed integer it is (seed PR 1994, commit 5,
 * `secp256k1_hscalar`).
 *
 * `splitLambda` returns two halves k1, k2 with |k1|, |k2| < 2^128, but as residues mod n: a
 * negative half h is stored as n + h. An {@link HScalar} holds the integer itself, as 160 bits of
 * two's complement in five little-endian 32-bit words, so that the bundle recoding of
 * multi-point multiplication can add halves, complement and XOR them and read their bits with
 * plain word arithmetic (mod 2^160).
 *
 * The conversion from a scalar is a conditional addition of 2^256 − n keyed on the scalar's top
 * bit: a negative half n + h (≥ 2^255) becomes 2^256 + h, the 256-bit two's complement of h, whose
 * low 160 bits are the half-scalar. Under VERIFY the three dropped words are checked to be sign
 * extension, i.e. that the scalar really held a value in [−2^159, 2^159).
 *
 * Functions are constant time; outputs may alias inputs. Nothing allocates except {@link create}.
 *
 * @module
 */
import { VerifyError } from "@k1/field/base";
import { type Scalar, verify as verifyScalar } from "./scalar.js";

/** A 160-bit two's-complement integer: five little-endian 32-bit words. Create with {@link create}. */
export type HScalar = Uint32Array;

/** Number of bits of a half-scalar. */
export const BITS = 160;

/** A new half-scalar, zero. */
export function create(): HScalar {
  return new Uint32Array(5);
}

/** VERIFY: throws unless `a` is a five-word Uint32Array. */
export function verify(a: HScalar, where = "hscalar"): void {
  if (!(a instanceof Uint32Array) || a.length !== 5) {
    throw new VerifyError(`${where}: not a half-scalar (expected a Uint32Array of 5 words)`);
  }
}

/** Copies a into r. */
export function copy(r: HScalar, a: HScalar): void {
  if (__VERIFY__) verify(a, "hscalar.copy");
  r[0] = a[0];
  r[1] = a[1];
  r[2] = a[2];
  r[3] = a[3];
  r[4] = a[4];
}

/**
 * Requires a to hold a small signed value: a < 2^159 (the value a) or a ≥ n − 2^159 with the top
 * bit set (the value a − n). Performs r = that value as a half-scalar: a + (a ≥ 2^255 ? 2^256 − n
 * : 0), truncated to 160 bits. Under VERIFY, throws if the dropped words 5..7 are not the sign
 * extension of bit 159.
 */
export function fromScalar(r: HScalar, a: Scalar): void {
  if (__VERIFY__) verifyScalar(a, "hscalar.fromScalar");
  const mask = 0 - (a[7] >>> 31); // all ones when the top bit is set
  let t = a[0] + ((0x2fc9bebf & mask) >>> 0);
  r[0] = t;
  t = +(t > 0xffffffff);
  t += a[1] + ((0x402da173 & mask) >>> 0);
  r[1] = t;
  t = +(t > 0xffffffff);
  t += a[2] + ((0x50b75fc4 & mask) >>> 0);
  r[2] = t;
  t = +(t > 0xffffffff);
  t += a[3] + ((0x45512319 & mask) >>> 0);
  r[3] = t;
  t = +(t > 0xffffffff);
  t += a[4] + (mask & 1);
  r[4] = t;
  if (__VERIFY__) {
    // Words 5..7 of a + (2^256 − n)·[top bit] mod 2^256 must all equal the sign of word 4.
    t = +(t > 0xffffffff);
    const sign = (0 - (r[4] >>> 31)) >>> 0;
    for (let i = 5; i < 8; i++) {
      t += a[i];
      const wi = t >>> 0;
      t = +(t > 0xffffffff);
      if (wi !== sign) {
        throw new VerifyError("hscalar.fromScalar: the scalar does not hold a value in [−2^159, 2^159)");
      }
    }
  }
}

/**
 * Performs r = h mod n: the scalar of the signed value h (h when h ≥ 0, n + h when h < 0).
 * Constant time.
 */
export function toScalar(r: Scalar, h: HScalar): void {
  if (__VERIFY__) verify(h, "hscalar.toScalar");
  const s = 0 - (h[4] >>> 31); // all ones when negative: sign-extend and add n
  let t = h[0] + ((0xd0364141 & s) >>> 0);
  r[0] = t;
  t = +(t > 0xffffffff);
  t += h[1] + ((0xbfd25e8c & s) >>> 0);
  r[1] = t;
  t = +(t > 0xffffffff);
  t += h[2] + ((0xaf48a03b & s) >>> 0);
  r[2] = t;
  t = +(t > 0xffffffff);
  t += h[3] + ((0xbaaedce6 & s) >>> 0);
  r[3] = t;
  t = +(t > 0xffffffff);
  t += h[4] + ((0xfffffffe & s) >>> 0);
  r[4] = t;
  t = +(t > 0xffffffff);
  t += (s >>> 0) + ((0xffffffff & s) >>> 0);
  r[5] = t;
  t = +(t > 0xffffffff);
  t += (s >>> 0) + ((0xffffffff & s) >>> 0);
  r[6] = t;
  t = +(t > 0xffffffff);
  t += (s >>> 0) + ((0xffffffff & s) >>> 0);
  r[7] = t;
  if (__VERIFY__) verifyScalar(r, "hscalar.toScalar: result");
}

/**
 * Requires −2^31 ≤ v < 2^31, an integer. Performs r = v.
 */
export function setInt(r: HScalar, v: number): void {
  if (__VERIFY__ && !(Number.isInteger(v) && v >= -0x80000000 && v <= 0x7fffffff)) {
    throw new VerifyError(`hscalar.setInt: ${v} is not an int32`);
  }
  const s = v >> 31;
  r[0] = v;
  r[1] = s;
  r[2] = s;
  r[3] = s;
  r[4] = s;
}

/** Performs r = a + b mod 2^160 (two's complement addition; wraps). Constant time. */
export function add(r: HScalar, a: HScalar, b: HScalar): void {
  if (__VERIFY__) {
    verify(a, "hscalar.add: a");
    verify(b, "hscalar.add: b");
  }
  let t = a[0] + b[0];
  r[0] = t;
  t = +(t > 0xffffffff);
  t += a[1] + b[1];
  r[1] = t;
  t = +(t > 0xffffffff);
  t += a[2] + b[2];
  r[2] = t;
  t = +(t > 0xffffffff);
  t += a[3] + b[3];
  r[3] = t;
  t = +(t > 0xffffffff);
  t += a[4] + b[4];
  r[4] = t;
}

/** Performs r = ~a, the bitwise complement (= −a − 1). Constant time. */
export function complement(r: HScalar, a: HScalar): void {
  if (__VERIFY__) verify(a, "hscalar.complement");
  r[0] = ~a[0];
  r[1] = ~a[1];
  r[2] = ~a[2];
  r[3] = ~a[3];
  r[4] = ~a[4];
}

/** Performs r = a XOR b. Constant time. */
export function xor(r: HScalar, a: HScalar, b: HScalar): void {
  if (__VERIFY__) {
    verify(a, "hscalar.xor: a");
    verify(b, "hscalar.xor: b");
  }
  r[0] = a[0] ^ b[0];
  r[1] = a[1] ^ b[1];
  r[2] = a[2] ^ b[2];
  r[3] = a[3] ^ b[3];
  r[4] = a[4] ^ b[4];
}

/** Whether a < 0 (bit 159 set). Constant time. */
export function isNegative(a: HScalar): boolean {
  if (__VERIFY__) verify(a, "hscalar.isNegative");
  return a[4] >>> 31 === 1;
}

/** Requires 0 ≤ i < 160. Returns bit i of a (of its two's complement), 0 or 1. Constant time in a. */
export function getBit(a: HScalar, i: number): number {
  if (__VERIFY__) {
    verify(a, "hscalar.getBit");
    if (!(Number.isInteger(i) && i >= 0 && i < BITS)) throw new VerifyError(`hscalar.getBit: bit ${i}`);
  }
  return (a[i >>> 5] >>> (i & 31)) & 1;
}

/**
 * Requires 1 ≤ count ≤ 32 and offset + count ≤ 160. Returns bits [offset, offset + count) of a
 * (of its two's complement), as an unsigned number. Constant time in a; offset and count are
 * public.
 */
export function getBits(a: HScalar, offset: number, count: number): number {
  if (__VERIFY__) {
    verify(a, "hscalar.getBits");
    if (!(count > 0 && count <= 32 && offset >= 0 && offset <= BITS - count)) {
      throw new VerifyError(`hscalar.getBits: bad offset ${offset} / count ${count}`);
    }
  }
  const w = offset >>> 5;
  const s = offset & 31;
  const mask = 0xffffffff >>> (32 - count);
  if (s + count <= 32) return ((a[w] >>> s) & mask) >>> 0;
  return (((a[w] >>> s) | (a[w + 1] << (32 - s))) & mask) >>> 0;
}
