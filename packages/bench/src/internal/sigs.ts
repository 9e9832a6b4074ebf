/**
 * `@k1/sigs` rows for both backends, with libsecp256k1's benchmark names (`bench.c`,
 * `bench_ecdh`, `bench_recover`, `bench_schnorrsig`): `ec_keygen`, `ecdsa_sign`, `ecdsa_verify`,
 * `ecdsa_recover`, `schnorrsig_sign`, `schnorrsig_verify`, `ecdh`. Each backend runs its own copy
 * of the signature code (`sigs-rows.5x52.ts` is the template of both row files).
 *
 * @module
 */
import { runBackends } from "../harness.js";
import { run as run5x52 } from "./sigs-rows.5x52.js";
import { run as run10x26 } from "./sigs-rows.10x26.js";

/** Prints the signature rows of both backends (a "5x52" or "10x26" filter selects one). */
export function run(): void {
  runBackends(run5x52, run10x26);
}
