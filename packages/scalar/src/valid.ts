/**
 * The scalar type and its invariant, shared by both scalar builds (`scalar.5x52.ts` and its
 * generated 10x26 copy) and by the half-scalars: {@link Scalar}, {@link verify} and
 * {@link checkOverflow}. Re-exported by `@k1/scalar`; no kernel code.
 *
 * @module
 */
import { VerifyError } from "@k1/field";

/** A scalar mod n: eight little-endian 32-bit words, value < n. Create one with `create`. */
export type Scalar = Uint32Array;

/**
 * Checks the scalar invariant (libsecp256k1's `scalar_verify`): `a` is an eight-word Uint32Array
 * with value < n. Throws `VerifyError` otherwise. Callers invoke it under `if (__VERIFY__)`; it checks
 * whenever called.
 */
export function verify(a: Scalar, where = "scalar"): void {
  if (!(a instanceof Uint32Array) || a.length !== 8) {
    throw new VerifyError(`${where}: not a scalar (expected a Uint32Array of 8 words)`);
  }
  if (checkOverflow(a) !== 0) throw new VerifyError(`${where}: scalar value is not below n`);
}

/**
 * Whether the eight words of `a`, as an integer, are ≥ n: 1 or 0 (libsecp256k1's
 * `scalar_check_overflow`). `a` need not be reduced. Constant time.
 */
export function checkOverflow(a: Uint32Array): number {
  let yes = 0;
  let no = 0;
  no |= +(a[7] < 0xffffffff); // no need for a > check
  no |= +(a[6] < 0xffffffff); // no need for a > check
  no |= +(a[5] < 0xffffffff); // no need for a > check
  no |= +(a[4] < 0xfffffffe);
  yes |= +(a[4] > 0xfffffffe) & ~no;
  no |= +(a[3] < 0xbaaedce6) & ~yes;
  yes |= +(a[3] > 0xbaaedce6) & ~no;
  no |= +(a[2] < 0xaf48a03b) & ~yes;
  yes |= +(a[2] > 0xaf48a03b) & ~no;
  no |= +(a[1] < 0xbfd25e8c) & ~yes;
  yes |= +(a[1] > 0xbfd25e8c) & ~no;
  yes |= +(a[0] >= 0xd0364141) & ~no;
  return yes & 1;
}
