/**
 * `bench_windows` rows for the 5x52 backend (template: the build writes the 10x26 copy): ECDSA
 * verification (`ecdsa_verify` of libsecp256k1's bench.c: parse the key and the compact signature,
 * verify) with the generator tables of each window installed, one row per window, all windows in
 * each round so that they are compared in the same stretch of the machine.
 *
 * @module
 */
import { ecmultGTablesUse, type PrecomputedGTables } from "@k1/ecmult/base";
import * as k1 from "@k1/sigs/5x52";
import { bench, SCALE, section } from "../harness.js";

const SIGS = 64;

/**
 * Prints `ecdsa_verify_w<w>` for every window of `tables` (each installed in turn; the default
 * restored afterwards).
 */
export function run(tables: readonly (readonly [string, PrecomputedGTables])[]): void {
  section(`windows ${k1.BACKEND}`);
  const sigs: Uint8Array[] = [];
  const msgs: Uint8Array[] = [];
  const keys: Uint8Array[] = [];
  for (let i = 0; i < SIGS; i++) {
    const d = new Uint8Array(32).fill(i + 1);
    const m = k1.sha256(Uint8Array.of(i));
    sigs.push(k1.ecdsaSign(m, d));
    msgs.push(m);
    keys.push(k1.pubkeyCreate(d));
  }
  for (const [name, t] of tables) {
    ecmultGTablesUse(t);
    bench(`ecdsa_verify_${name}`, Math.round(2000 * SCALE) || 1, (iters) => {
      let ok = 0;
      for (let i = 0; i < iters; i++)
        ok += k1.ecdsaVerify(sigs[i % SIGS], msgs[i % SIGS], keys[i % SIGS]) ? 1 : 0;
      if (ok !== iters) throw new Error(`bench_windows: ${name}: a signature did not verify`);
      return ok;
    });
  }
  ecmultGTablesUse(null);
}
