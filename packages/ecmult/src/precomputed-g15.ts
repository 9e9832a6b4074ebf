/**
 * `@k1/ecmult/precomputed-g15`: libsecp256k1's generator tables at its default window, 15
 * (`precomputed_ecmult.c`: 2 × 8192 odd multiples of G and of 2^128·G), shipped as base64 (two
 * generated modules of 0.7 MB each, written by `scripts/gen-precomputed-g.mjs`) and decoded at the
 * first call of `bytes()` into 1 MiB that both backends view in place.
 *
 * Importing this module does nothing by itself (no side effect; a bundler leaves it out unless
 * {@link PRECOMPUTED_G15} is used); installing the tables is a call:
 *
 * @example
 * ```ts
 * import { ecmultGTablesUse } from "@k1/ecmult";
 * import { PRECOMPUTED_G15 } from "@k1/ecmult/precomputed-g15";
 * ecmultGTablesUse(PRECOMPUTED_G15);
 * ```
 *
 * @module
 */
import { base64Decode } from "./base64.js";
import { PRE_G_BASE64, PRE_G_WINDOW } from "./precomputed-g.generated.js";
import type { PrecomputedGBytes, PrecomputedGTables } from "./precomputed-g.js";
import { PRE_G_128_BASE64 } from "./precomputed-g128.generated.js";

let decoded: PrecomputedGBytes | null = null;

/**
 * The window-15 generator tables (1 MiB once decoded): pass them to `ecmultGTablesUse` of
 * `@k1/ecmult` (or call `useLargeTables()` of `@k1/sigs/large-tables`). Their `bytes()` decodes
 * the base64 at the first call (a few milliseconds) and returns the same bytes afterwards.
 */
export const PRECOMPUTED_G15: PrecomputedGTables = {
  window: PRE_G_WINDOW,
  bytes(): PrecomputedGBytes {
    if (decoded === null)
      decoded = { preG: base64Decode(PRE_G_BASE64), preG128: base64Decode(PRE_G_128_BASE64) };
    return decoded;
  },
};

export { base64Decode };
