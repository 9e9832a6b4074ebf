/**
 * The comb tables of ecmult_gen, kept per curve and configuration and shared by both field
 * backends (the table layout of `ct-lookup.5x52.ts` does not depend on the backend).
 *
 * A table is computed by the first backend that needs it (`ecmultGenComputeTable` in
 * `gen.5x52.ts`) and stored here; the other backend finds it. Decision and figures (compute at
 * first use rather than ship a generated table) are in the package README.
 *
 * @module
 */
import type { Curve } from "@k1/group";
import type { CombConfig } from "./gen-params.js";

const tables = new Map<string, Float64Array>();

/** The cache key of a curve's table under a configuration. */
export function combTableKey(curve: Curve, cfg: CombConfig): string {
  return `${curve.name}/${curve.gx.toString(16)}/${cfg.blocks}x${cfg.teeth}x${cfg.spacing}`;
}

/** The cached table for a key, if any. */
export function combTableGet(key: string): Float64Array | undefined {
  return tables.get(key);
}

/** Caches a table (computed for the key's curve and configuration). */
export function combTableSet(key: string, table: Float64Array): void {
  tables.set(key, table);
}

/** Drops every cached table (tests and benchmarks of the table computation). */
export function combTableClear(): void {
  tables.clear();
}
