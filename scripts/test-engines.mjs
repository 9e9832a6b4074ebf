#!/usr/bin/env node
// npm test's engine step: the tests on the engines users run besides this machine's Node.
// - The release-build suites of @k1/sigs (`K1_RELEASE=1 vitest run`) under Node 24 and Node 26, the
//   registry's binaries at the versions pinned in scripts/engines.mjs (fetched into
//   node_modules/.cache/k1-engines on first use).
// - The signature self-check with vectors in headless Chromium (packages/bench/dist/browser_check.js:
//   the entry a browser bundle resolves, and @k1/sigs/5x52).
// An engine that cannot be had here is reported and skipped, except under CI=true, where that
// fails the run (as scripts/test-jsc.mjs does for Bun). Needs the release build (every dist/).
//
// Usage: node scripts/test-engines.mjs
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fetchEngine } from "./engines.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "package.json"));
const vitest = join(dirname(require.resolve("vitest/package.json")), "vitest.mjs");
const CI = process.env.CI === "true";
let failed = false;

function run(cmd, args, cwd, env = {}) {
  console.log(`\n$ ${[cmd, ...args].join(" ")}   (in ${cwd.slice(root.length + 1) || "."})`);
  const r = spawnSync(cmd, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  if (r.error) console.error(`test-engines: ${r.error.message}`);
  if (r.status !== 0) failed = true;
}

for (const name of ["node24", "node26"]) {
  const e = fetchEngine(name);
  if (e.path === undefined) {
    console.error(
      `test-engines: Node ${e.version} cannot be had here: ${e.missing}${CI ? "; CI=true, so this fails" : ": skipped"}`,
    );
    if (CI) failed = true;
    continue;
  }
  run(e.path, [vitest, "run"], join(root, "packages", "sigs"), { K1_RELEASE: "1" });
}
run(process.execPath, [join(root, "packages", "bench", "dist", "browser_check.js")], root);

if (failed) {
  console.error("\ntest-engines: failed");
  process.exit(1);
}
console.log("\ntest-engines: @k1/sigs release suites on Node 24 and 26, and the Chromium self-check, passed");
