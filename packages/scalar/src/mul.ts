/**
 * `mul`: the one scalar function that needs a 512-bit product kernel (`kernels.ts`) besides those of
 * `split.ts`. Everything else is in `scalar.ts`.
 *
 * @module
 */
import { kernelMul, WORDS } from "./kernels.js";
import { type Scalar, verify } from "./scalar.js";

/** Performs r = a·b mod n. r may alias a and/or b. Constant time. */
export function mul(r: Scalar, a: Scalar, b: Scalar): void {
  if (__VERIFY__) {
    verify(a, "mul: a");
    verify(b, "mul: b");
  }
  // a and b as digits 0..7 and 8..15 (little-endian 32-bit words); the product comes back in 0..7
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
