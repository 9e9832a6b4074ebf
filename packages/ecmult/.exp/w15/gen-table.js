const tables = new Map();
/** The cache key of a curve's table under a configuration. */
export function combTableKey(curve, cfg) {
    return `${curve.name}/${curve.gx.toString(16)}/${cfg.blocks}x${cfg.teeth}x${cfg.spacing}`;
}
/** The cached table for a key, if any. */
export function combTableGet(key) {
    return tables.get(key);
}
/** Caches a table (computed for the key's curve and configuration). */
export function combTableSet(key, table) {
    tables.set(key, table);
}
/** Drops every cached table (tests and benchmarks of the table computation). */
export function combTableClear() {
    tables.clear();
}
//# sourceMappingURL=gen-table.js.map