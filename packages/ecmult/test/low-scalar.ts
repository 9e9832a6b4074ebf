// Test support: the small-order scalars of @k1/scalar/low under the export names of @k1/scalar, so
// that the "low" variants of this package's templates (src/*.low.ts, package.json "k1") run the
// same code over the exhaustive test groups, as libsecp256k1 swaps in scalar_low_impl.h when
// EXHAUSTIVE_TEST_ORDER is defined. The order is chosen at run time with setLowOrder (the tests
// switch between 7, 13 and 199 together with the group's setCurve); every function delegates to
// the current makeLowScalar object. Names not overridden here (types, N, hscalar, …) are
// @k1/scalar's own.
import { type HScalar, makeLowScalar, type Scalar, type ScalarOps } from "@k1/scalar";

export * from "@k1/scalar";

let ops: ScalarOps = makeLowScalar(7);

/** Selects the order of the low scalars (7, 13 or 199). */
export function setLowOrder(order: number): void {
  ops = makeLowScalar(order);
}

/** The current low scalar implementation. */
export function lowOps(): ScalarOps {
  return ops;
}

export const create = (): Scalar => ops.create();
export const verify = (a: Scalar, where?: string): void => ops.verify(a, where);
export const copy = (r: Scalar, a: Scalar): void => ops.copy(r, a);
export const clear = (r: Scalar): void => ops.clear(r);
export const setInt = (r: Scalar, v: number): void => ops.setInt(r, v);
export const setB32 = (r: Scalar, b: Uint8Array, o?: number): boolean => ops.setB32(r, b, o);
export const setB32SecKey = (r: Scalar, b: Uint8Array, o?: number): boolean => ops.setB32SecKey(r, b, o);
export const getB32 = (out: Uint8Array, a: Scalar, o?: number): void => ops.getB32(out, a, o);
export const getBitsLimb32 = (a: Scalar, off: number, n: number): number => ops.getBitsLimb32(a, off, n);
export const getBitsVar = (a: Scalar, off: number, n: number): number => ops.getBitsVar(a, off, n);
export const add = (r: Scalar, a: Scalar, b: Scalar): number => ops.add(r, a, b);
export const caddBit = (r: Scalar, bit: number, flag: number): void => ops.caddBit(r, bit, flag);
export const condNegate = (r: Scalar, flag: number): number => ops.condNegate(r, flag);
export const isZero = (a: Scalar): boolean => ops.isZero(a);
export const isOne = (a: Scalar): boolean => ops.isOne(a);
export const isHigh = (a: Scalar): boolean => ops.isHigh(a);
export const isEven = (a: Scalar): boolean => ops.isEven(a);
export const negate = (r: Scalar, a: Scalar): void => ops.negate(r, a);
export const half = (r: Scalar, a: Scalar): void => ops.half(r, a);
export const mul = (r: Scalar, a: Scalar, b: Scalar): void => ops.mul(r, a, b);
export const inverse = (r: Scalar, a: Scalar): void => ops.inverse(r, a);
export const inverseVar = (r: Scalar, a: Scalar): void => ops.inverseVar(r, a);
export const eq = (a: Scalar, b: Scalar): boolean => ops.eq(a, b);
export const cmov = (r: Scalar, a: Scalar, flag: number): void => ops.cmov(r, a, flag);
export const splitLambda = (r1: Scalar, r2: Scalar, k: Scalar): void => ops.splitLambda(r1, r2, k);
export const split128 = (r1: Scalar, r2: Scalar, k: Scalar): void => ops.split128(r1, r2, k);
export const shrInt = (r: Scalar, n: number): number => ops.shrInt(r, n);
export const mulShiftVar = (r: Scalar, a: Scalar, b: Scalar, shift: number): void =>
  ops.mulShiftVar(r, a, b, shift);
export const toHscalar = (r: HScalar, a: Scalar): void => ops.toHscalar(r, a);
export const fromHscalar = (r: Scalar, a: HScalar): void => ops.fromHscalar(r, a);
