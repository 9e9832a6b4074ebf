/**
 * `@k1/group`: points of secp256k1 after libsecp256k1's `group.h`, on either field backend.
 *
 * Import the group code by backend subpath, like the field it runs on; both have the same API:
 * - `@k1/group/5x52` over `@k1/field/5x52` (the fastest in Node/V8);
 * - `@k1/group/10x26` over `@k1/field/10x26` (portable to every engine).
 *
 * This root module holds what does not depend on the backend: the curves (secp256k1 and the
 * exhaustive test groups of orders 7, 13 and 199) and the named magnitude bounds.
 *
 * @example
 * ```ts
 * import * as g from "@k1/group/5x52";
 * import { EXHAUSTIVE_13, SECP256K1 } from "@k1/group";
 * g.setCurve(EXHAUSTIVE_13); // exhaustive tests only
 * g.setCurve(SECP256K1);
 * ```
 *
 * @module
 */
export {
  type Curve,
  EXHAUSTIVE_7,
  EXHAUSTIVE_13,
  EXHAUSTIVE_199,
  EXHAUSTIVE_CURVES,
  SECP256K1,
} from "./curves.js";
export * from "./limits.js";

/** The names of the group backends, as used in subpaths (`@k1/group/5x52`, `@k1/group/10x26`). */
export const BACKENDS: readonly ["5x52", "10x26"] = ["5x52", "10x26"] as const;
