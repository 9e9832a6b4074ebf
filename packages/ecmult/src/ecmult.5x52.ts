/**
 * `@k1/ecmult/5x52`: point multiplication over `@k1/group/5x52`, libsecp256k1's `ecmult*.h`.
 * `@k1/ecmult/10x26` has the identical API over the 10x26 backend (the build writes it from the
 * templates of this package).
 *
 * - {@link ecmult}: R = na·A + ng·G, variable time (verification), by
 *   {@link ecmultStraussWnaf}; with the tables of odd multiples ({@link ecmultOddMultiplesTable},
 *   the lookups) and the generator's precomputed tables ({@link ecmultGTables}).
 * - {@link ecmultGen}: R = k·G in constant time (signing, key generation), `gen.5x52.ts`.
 * - {@link ecmultConst}, {@link ecmultConstXonly}: R = q·A in constant time (ECDH),
 *   `const.5x52.ts`.
 * - {@link multiScalarMulVar}, {@link ecmultMultiVar}: R = Σ sᵢ·Pᵢ + g·G, variable time (Strauss,
 *   the bundled algorithm, Pippenger), `multi*.5x52.ts`, `bundle*.5x52.ts`, `pippenger.5x52.ts`.
 *
 * The backend-independent parts (windows, table sizes, the wNAF recoding) are in the root module
 * `@k1/ecmult` and re-exported here.
 *
 * @example
 * ```ts
 * import * as g from "@k1/group/5x52";
 * import * as em from "@k1/ecmult/5x52";
 * import * as scalar from "@k1/scalar/5x52";
 *
 * const r = g.gejCreate();
 * em.ecmult(r, pubkeyJ, u2, u1); // r = u2·pubkey + u1·G
 * const p = g.geCreate();
 * g.geSetGejVar(p, r);
 * ```
 *
 * @module
 */

export * from "./bundle.5x52.js";
export * from "./bundle-recode.5x52.js";
export * from "./bundle-table.5x52.js";
export * from "./const.5x52.js";
export { type CtTable, ctTableCreate, ENTRY_DOUBLES } from "./ct-table.js";
export * from "./gen.5x52.js";
export * from "./index.js";
export * from "./multi.5x52.js";
export * from "./multi-api.5x52.js";
export * from "./multi-params.js";
export * from "./multi-scratch.5x52.js";
export * from "./pippenger.5x52.js";
export * from "./strauss.5x52.js";
export * from "./table.5x52.js";
export * from "./tables-g.5x52.js";

/** The field backend of this module: `"5x52"` (or `"10x26"` in `@k1/ecmult/10x26`). */
export const BACKEND: string = "5x52";
