/**
 * The scalar API as one object type, {@link ScalarOps}: implemented by the scalars mod n
 * ({@link scalarOps}) and by the small-order scalars of the exhaustive tests
 * ({@link makeLowScalar}), so that code over scalars can be run whole on the small test groups
 * (libsecp256k1's `scalar_low`).
 *
 * @module
 */
import * as h from "./hscalar.js";
import { mul } from "./mul.js";
import * as s from "./scalar.js";
import * as sp from "./split.js";

/**
 * The operations of a scalar implementation, with the contracts of the functions of the same
 * names in `scalar.ts` / `split.ts`. Scalars are eight-word `Uint32Array`s in both
 * implementations (a small-order scalar keeps its value in word 0, words 1..7 zero).
 */
export interface ScalarOps {
  /** The group order: n, or the small order. */
  readonly order: bigint;
  /** λ: the cube root of unity mod the order used by splitLambda. */
  readonly lambda: bigint;
  /** A new zero scalar. */
  create(): s.Scalar;
  /** VERIFY check of the invariant (throws if a is not a valid scalar). */
  verify(a: s.Scalar, where?: string): void;
  /** r = a. */
  copy(r: s.Scalar, a: s.Scalar): void;
  /** r = 0. */
  clear(r: s.Scalar): void;
  /** r = v mod order, 0 ≤ v < 2^32. */
  setInt(r: s.Scalar, v: number): void;
  /** r = 32 big-endian bytes mod order; returns whether they were ≥ order. */
  setB32(r: s.Scalar, bin: Uint8Array, offset?: number): boolean;
  /** As setB32; returns whether 0 < value < order. */
  setB32SecKey(r: s.Scalar, bin: Uint8Array, offset?: number): boolean;
  /** Writes a as 32 big-endian bytes. */
  getB32(out: Uint8Array, a: s.Scalar, offset?: number): void;
  /** Bits [offset, offset + count) of a, within one 32-bit word. */
  getBitsLimb32(a: s.Scalar, offset: number, count: number): number;
  /** Bits [offset, offset + count) of a. Variable time. */
  getBitsVar(a: s.Scalar, offset: number, count: number): number;
  /** r = a + b mod order; returns 1 if the sum overflowed, else 0. */
  add(r: s.Scalar, a: s.Scalar, b: s.Scalar): number;
  /** r += flag·2^bit (must not overflow). */
  caddBit(r: s.Scalar, bit: number, flag: number): void;
  /** r = −r if flag; returns −1 if negated, else 1. */
  condNegate(r: s.Scalar, flag: number): number;
  /** Whether a = 0. */
  isZero(a: s.Scalar): boolean;
  /** Whether a = 1. */
  isOne(a: s.Scalar): boolean;
  /** Whether a > ⌊order/2⌋. */
  isHigh(a: s.Scalar): boolean;
  /** Whether a is even (as an integer). */
  isEven(a: s.Scalar): boolean;
  /** r = −a mod order. */
  negate(r: s.Scalar, a: s.Scalar): void;
  /** r = a/2 mod order. */
  half(r: s.Scalar, a: s.Scalar): void;
  /** r = a·b mod order. */
  mul(r: s.Scalar, a: s.Scalar, b: s.Scalar): void;
  /** r = a^−1 mod order (0 ↦ 0), constant time. */
  inverse(r: s.Scalar, a: s.Scalar): void;
  /** r = a^−1 mod order (0 ↦ 0), variable time. */
  inverseVar(r: s.Scalar, a: s.Scalar): void;
  /** Whether a = b. */
  eq(a: s.Scalar, b: s.Scalar): boolean;
  /** r = a if flag, constant time. */
  cmov(r: s.Scalar, a: s.Scalar, flag: number): void;
  /** r1 + r2·λ ≡ k with small halves (for the small orders: nontrivial halves, not small). */
  splitLambda(r1: s.Scalar, r2: s.Scalar, k: s.Scalar): void;
  /** r1 + r2·2^128 = k. */
  split128(r1: s.Scalar, r2: s.Scalar, k: s.Scalar): void;
  /** r >>= n for 0 < n < 16; returns the bits shifted out. */
  shrInt(r: s.Scalar, n: number): number;
  /** r = round(a·b / 2^shift), 256 ≤ shift ≤ 512. */
  mulShiftVar(r: s.Scalar, a: s.Scalar, b: s.Scalar, shift: number): void;
  /** r = a as the small signed integer it holds (a half-scalar). */
  toHscalar(r: h.HScalar, a: s.Scalar): void;
  /** r = the half-scalar's value mod order. */
  fromHscalar(r: s.Scalar, a: h.HScalar): void;
}

/** The scalars mod n as a {@link ScalarOps} object (the same functions as the module's exports). */
export const scalarOps: ScalarOps = {
  order: s.N,
  lambda: sp.LAMBDA,
  create: s.create,
  verify: s.verify,
  copy: s.copy,
  clear: s.clear,
  setInt: s.setInt,
  setB32: s.setB32,
  setB32SecKey: s.setB32SecKey,
  getB32: s.getB32,
  getBitsLimb32: s.getBitsLimb32,
  getBitsVar: s.getBitsVar,
  add: s.add,
  caddBit: s.caddBit,
  condNegate: s.condNegate,
  isZero: s.isZero,
  isOne: s.isOne,
  isHigh: s.isHigh,
  isEven: s.isEven,
  negate: s.negate,
  half: s.half,
  mul,
  inverse: s.inverse,
  inverseVar: s.inverseVar,
  eq: s.eq,
  cmov: s.cmov,
  splitLambda: sp.splitLambda,
  split128: sp.split128,
  shrInt: s.shrInt,
  mulShiftVar: sp.mulShiftVar,
  toHscalar: h.fromScalar,
  fromHscalar: h.toScalar,
};
