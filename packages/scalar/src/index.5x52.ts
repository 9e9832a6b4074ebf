/**
 * `@k1/scalar`: scalars modulo the secp256k1 group order n, libsecp256k1's `scalar.h` in
 * TypeScript, with the GLV split by λ and the half-scalars of bundled multi-point multiplication.
 *
 * - The scalar functions (`create`, `setB32`, `add`, `mul`, `inverseVar`, …) are exported
 *   unprefixed, so that `import * as scalar from "@k1/scalar"` reads like libsecp256k1's
 *   `secp256k1_scalar_*`. A {@link Scalar} is a `Uint32Array` of eight 32-bit words, always below n;
 *   see the `scalar` module for the representation and how it was chosen.
 * - {@link splitLambda}, {@link split128}, {@link mulShiftVar}: the splits of the `split` module.
 * - {@link hscalar}: a split half as a 160-bit two's-complement integer (also at
 *   `@k1/scalar/hscalar`).
 * - {@link makeLowScalar}: the same API modulo a small group order, for the exhaustive tests
 *   (also at `@k1/scalar/low`); {@link scalarOps} is the API mod n as one object.
 *
 * The same code under three names: `@k1/scalar`, `@k1/scalar/5x52` and `@k1/scalar/10x26` (the
 * scalar builds that go with the two field backends, as libsecp256k1's scalar flavour follows its
 * field's; only {@link BACKEND} differs). The 512-bit products of `mul`, `mulShiftVar` and
 * `splitLambda` are computed in JavaScript numbers on every build (exact float64 products of 32-bit by
 * 16-bit digits): their time does not depend on the values in any of V8's tiers, where 64-bit BigInt
 * lanes did in V8's Maglev tier (see the `kernels` module).
 *
 * Contracts follow libsecp256k1: inputs are valid scalars, outputs are, the output argument comes
 * first, functions are constant time unless named `…Var`. Tests run with `__VERIFY__` on, which
 * checks every contract and throws `VerifyError` (from `@k1/field`) on a violation.
 *
 * @example
 * ```ts
 * import * as scalar from "@k1/scalar";
 *
 * const a = scalar.create();
 * const b = scalar.create();
 * scalar.setB32(a, someBytes32);
 * scalar.inverseVar(b, a);
 * scalar.mul(b, b, a); // b = 1
 * ```
 *
 * @module
 */

export { type ScalarOps, scalarOps } from "./api.5x52.js";
export type { HScalar } from "./hscalar.js";
export * as hscalar from "./hscalar.js";
export { LOW_LAMBDAS, makeLowScalar } from "./low.js";
export { mul } from "./mul.js";
export * from "./scalar.js";
export { K1_BOUND, K2_BOUND, LAMBDA, mulShiftVar, split128, splitLambda } from "./split.js";

/** The field backend this build belongs to: `"5x52"` (or `"10x26"` in `@k1/scalar/10x26`). */
export const BACKEND: string = "5x52";
