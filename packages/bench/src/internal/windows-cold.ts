/**
 * The probe of `bench_windows` for the time to make one window's generator tables in a fresh
 * process (run as its own process by `bench_windows.ts`): imports `@k1/ecmult`, makes the tables
 * (computed in BigInt, or for `15s` the shipped window-15 tables decoded from base64), and prints
 * `{ import, make }` in milliseconds as JSON.
 *
 * Usage: `node windows-cold.js <w>|15s`.
 *
 * @module
 */
const t0 = performance.now();
const arg = process.argv[2] ?? "8";
const em = await import("@k1/ecmult");
const tables =
  arg === "15s"
    ? (await import("@k1/ecmult/precomputed-g15")).PRECOMPUTED_G15
    : em.ecmultGTablesCompute(Number(arg));
const t1 = performance.now();
const { preG } = tables.bytes();
const t2 = performance.now();
console.log(JSON.stringify({ import: t1 - t0, make: t2 - t1, bytes: 2 * preG.length }));
