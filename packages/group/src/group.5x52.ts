/**
 * `@k1/group/5x52`: points of y² = x³ + 7 over the 5x52 field backend, libsecp256k1's `group.h`
 * (`ge`, `gej`, `ge_storage`, their formulas and contracts) with seed PR 1994's `ge_z` and the
 * public-key encodings. `@k1/group/10x26` has the identical API over the 10x26 backend (the build
 * writes it from this file).
 *
 * Points are plain objects of field elements (`Ge`, `Gej`, `GeStorage`, `GeZ`), made once with
 * `geCreate()`, `gejCreate()`, … and then written in place by the operations, output argument
 * first, as in libsecp256k1. Formulas never allocate. Contracts are libsecp256k1's: the
 * coordinates' magnitudes stay within the named maxima (`GE_X_MAGNITUDE_MAX`, …), which the VERIFY
 * build checks on every call.
 *
 * @example
 * ```ts
 * import * as fe from "@k1/field/5x52";
 * import * as g from "@k1/group/5x52";
 * const p = g.geCreate(), q = g.gejCreate();
 * if (!g.geParsePubkey(p, pubkeyBytes)) throw new Error("invalid public key");
 * g.gejSetGe(q, p);
 * g.gejDoubleVar(q, q);          // q = 2·p
 * g.gejAddGeVar(q, q, g.GE_CONST_G);
 * g.geSetGejVar(p, q);           // back to affine
 * const out = new Uint8Array(33);
 * g.geSerializePubkey(out, p, true);
 * ```
 *
 * @module
 */
export * from "./convert.5x52.js";
export * from "./curve.5x52.js";
export {
  type Curve,
  EXHAUSTIVE_7,
  EXHAUSTIVE_13,
  EXHAUSTIVE_199,
  EXHAUSTIVE_CURVES,
  SECP256K1,
} from "./curves.js";
export * from "./ge.5x52.js";
export * from "./gej.5x52.js";
export * from "./gez.5x52.js";
export { BACKENDS } from "./index.js";
export * from "./limits.js";
export * from "./pubkey.5x52.js";
export * from "./types.5x52.js";

/** The field backend of this module: `"5x52"` (or `"10x26"` in `@k1/group/10x26`). */
export const BACKEND: string = "5x52";
