/**
 * `bench_size`: bundle sizes of k1's applications beside noble-curves' and tiny-secp256k1's, all
 * bundled the same way (esbuild --bundle --minify --format=esm --platform=browser, gzip -9;
 * `internal/size.ts`), with the budgets `test/size.test.ts` checks. Prints one line per app:
 * minified bytes, minified and gzipped bytes, the budget if it has one, and the largest inputs.
 *
 * @module
 */
import { BUDGETS, bundleSize, K1_APPS, PEER_APPS } from "./internal/size.js";

const args = process.argv.slice(2);
if (args.includes("-h") || args.includes("--help") || args.includes("help")) {
  console.log("Bundle sizes (esbuild, minified, gzip -9) of k1's apps and the peers', with k1's budgets.");
  console.log("Usage: node dist/bench_size.js [-v]   (-v: the five largest inputs of each app)");
  process.exit(0);
}
const verbose = args.includes("-v");
console.log(`# budgets (1 KB = 1000 B, min + gz): ${JSON.stringify(BUDGETS)}`);
console.log(`${"app".padEnd(62)}, ${"min (B)".padStart(10)}, ${"min+gz (B)".padStart(10)}, budget`);
const apps = [...K1_APPS, ...PEER_APPS.map((a) => [a, null] as const)];
for (const [app, budget] of apps) {
  const r = await bundleSize(app);
  const b = budget === null ? "" : ` ≤ ${budget} ${r.gz <= budget ? "ok" : "OVER"}`;
  console.log(`${app.name.padEnd(62)}, ${String(r.min).padStart(10)}, ${String(r.gz).padStart(10)},${b}`);
  if (verbose) for (const [f, n] of r.inputs.slice(0, 5)) console.log(`#   ${String(n).padStart(8)} ${f}`);
}
