/**
 * `@k1/sigs/large-tables`: the window-15 generator tables for verification-heavy applications
 * (servers, indexers, block validation), on both backends.
 *
 * By default a verification uses small generator tables (window `WINDOW_G_DEFAULT` of
 * `@k1/ecmult`, 8 KiB, computed at the first verification in about a millisecond: nothing in a
 * bundle). {@link useLargeTables} installs libsecp256k1's window-15 tables instead (1 MiB once
 * decoded, shipped as 1.4 MB of base64): every later ECDSA and BIP340 verification, public-key
 * recovery and batch verification adds fewer points and runs about 5% faster. Results never
 * change. The ecmult README has the measured rows per window.
 *
 * Importing this module does nothing by itself (no side effect, so a bundler that sees no call
 * leaves the tables out); the call installs them, once per process, for both backends.
 *
 * @example
 * ```ts
 * import { ecdsaVerify } from "@k1/sigs";
 * import { useLargeTables } from "@k1/sigs/large-tables";
 *
 * useLargeTables(); // at start-up: decodes 1 MiB of tables (a few milliseconds)
 * ecdsaVerify(sig, msgHash, pubkey); // the same API and results, faster
 * ```
 *
 * @module
 */

import { PRECOMPUTED_G15 } from "@k1/ecmult/precomputed-g15";
import { ecmultGTablesUse } from "@k1/ecmult/tables";

/**
 * Installs the window-15 generator tables for every later verification, recovery and batch
 * verification of both backends (`ecmultGTablesUse(PRECOMPUTED_G15)` of `@k1/ecmult`). Decodes
 * them at the first call (about 1 MiB; a few milliseconds); later calls cost nothing.
 *
 * @returns nothing; the choice holds for the process (undo with `ecmultGTablesUse(null)` of
 *   `@k1/ecmult`).
 * @throws never (the shipped tables pass every check of `ecmultGTablesUse`).
 * @example
 * ```ts
 * import { useLargeTables } from "@k1/sigs/large-tables";
 * useLargeTables();
 * ```
 */
export function useLargeTables(): void {
  ecmultGTablesUse(PRECOMPUTED_G15);
}
