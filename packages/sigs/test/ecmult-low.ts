// Test support: `@k1/ecmult/5x52` in ecmult's "low" build (the multiplications over the
// small-order scalars of ../../ecmult/test/low-scalar.ts). The "low" variant of this package's
// templates (package.json "k1") imports this module in place of `@k1/ecmult/5x52`, and
// `@k1/scalar` is replaced by that same low-scalar module, so the order chosen with its
// `setLowOrder` applies to both packages' code.
export * from "../../ecmult/src/ecmult.low.js";
