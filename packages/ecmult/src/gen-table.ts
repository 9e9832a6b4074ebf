/**
 * The comb tables of ecmult_gen, kept per curve and configuration and shared by both field
 * backends (the table layout, `ct-table.ts`, does not depend on the backend).
 *
 * A table is computed by the first backend that needs it (`ecmultGenComputeTable` in
 * `gen.5x52.ts`, libsecp256k1's `ecmult_gen_compute_table`, in BigInt: `gen-compute.ts`) and
 * stored here; the other backend finds it.
 *
 * ## Computed at first use, not generated (the decision and its figures)
 * libsecp256k1 ships this table as generated source (`precomputed_ecmult_gen.c`, 86 KiB). Here it
 * is computed on first use. Measured with Node 20.20.2 on a 2-vCPU Intel Xeon shared with other
 * jobs, 2026-11-29 (medians of five fresh processes):
 *
 * - warm (JIT compiled), computing the 1376 points of (43, 6) with the backends' field code took
 *   2.3 ms on 5x52 and 8.4 ms on 10x26;
 * - cold, a fresh process took 340 ms from the start of the import to its first ecmult_gen
 *   result (import 110, table 230, first multiplication 7; a slower stretch of the machine than the
 *   65–130 ms measured for the table on 2026-11-30), against 165 ms with the table loaded
 *   from a generated module (import 110, decoding 24, first multiplication 26: its field code then
 *   runs cold). Most of the table's cold cost was V8 running the field code in its interpreter
 *   until it is compiled;
 * - a generated module would add 117 KB of base64 text (88 KB of data, which neither minifying
 *   nor compressing shrinks) to every bundle that signs.
 *
 * So the library stays small and pays once per process. The table is computed in BigInt, which runs
 * at the same speed compiled or not: 25–45 ms cold (15–25 ms warm) instead of the field code's
 * 65–130 ms cold (same machine, 2026-11-30; `bench_ecmult`'s `ecmult_gen_cold_<be>` rows), and a
 * fresh process's first key generation (table included) takes 76 ms instead of 129 ms (medians of
 * ten fresh processes; its first signature and verification then pay 15 ms more of the field code's
 * warm-up: the whole first keygen, sign and verify 223 instead of 258 ms). An application that
 * wants the cost out of its first signature can still create its context (`ecmultGenContextCreate`)
 * at start-up. The tests compare the computed tables with digests of libsecp256k1's generated ones
 * (all three of its configurations) and with their definition in BigInt.
 *
 * @module
 */
import type { Curve } from "@k1/group/base";
import type { CtTable } from "./ct-table.js";
import type { CombConfig } from "./gen-params.js";

const tables = new Map<string, CtTable>();

/** The cache key of a curve's table under a configuration. */
export function combTableKey(curve: Curve, cfg: CombConfig): string {
  return `${curve.name}/${curve.gx.toString(16)}/${cfg.blocks}x${cfg.teeth}x${cfg.spacing}`;
}

/** The cached table for a key, if any. */
export function combTableGet(key: string): CtTable | undefined {
  return tables.get(key);
}

/** Caches a table (computed for the key's curve and configuration). */
export function combTableSet(key: string, table: CtTable): void {
  tables.set(key, table);
}

/** Drops every cached table (tests and benchmarks of the table computation). */
export function combTableClear(): void {
  tables.clear();
}
