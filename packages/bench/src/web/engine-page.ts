/**
 * The engine matrix's browser page (built with Vite by `bench_engines`). The query selects the
 * work, as `engine_probe.js`'s arguments do under Node: `?mode=rows&K1_BENCH_ROUNDS=3` (the
 * signature rows, settings as `K1_*` parameters) or `?mode=warm&impl=k1%2010x26&row=ecdsa_verify`
 * (a fresh page's warm-up). The result is left in `globalThis.K1_RESULT` as JSON.
 *
 * @module
 */
const q = new URLSearchParams((globalThis as unknown as { location: { search: string } }).location.search);
const env: Record<string, string> = {};
for (const [k, v] of q) if (k.startsWith("K1_")) env[k] = v;
(globalThis as { K1_ENV?: Record<string, string> }).K1_ENV = env;

async function main(): Promise<unknown> {
  if (q.get("mode") === "warm") {
    const { measureWarmup } = await import("../internal/warmup.js");
    return measureWarmup(q.get("impl") ?? "", q.get("row") ?? "", () => performance.now() * 1000);
  }
  // The settings must be in place before the harness module reads them: imported after.
  const { measureEngineRows } = await import("../internal/engine-rows.js");
  return measureEngineRows();
}

main().then(
  (r) => {
    (globalThis as { K1_RESULT?: string }).K1_RESULT = JSON.stringify(r);
  },
  (e: unknown) => {
    (globalThis as { K1_RESULT?: string }).K1_RESULT = JSON.stringify({ error: String(e) });
  },
);
