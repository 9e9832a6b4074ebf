#!/usr/bin/env node
// The README's two set-up commands end here: `npm run demo` and `npm test`.
// Installs the workspace with the pinned pnpm (through npx: a fresh machine has only Node and npm),
// then hands over to turbo. Nothing else: CI's .ci/run calls `npm test` and nothing cleverer.
import { spawnSync } from "node:child_process";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PNPM = "pnpm@12.4.2";
const env = {
  ...process.env,
  PATH: [join(root, "node_modules", ".bin"), process.env.PATH].join(delimiter),
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
};

function run(cmd, args, extraEnv = {}) {
  console.log(`\n$ ${[cmd, ...args].join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function install() {
  const frozen = process.env.CI === "true" ? ["--frozen-lockfile"] : [];
  run("npx", ["--yes", PNPM, "install", ...frozen]);
}

const turbo = (...args) => run("turbo", ["run", ...args, "--concurrency=2", "--output-logs=new-only"]);

const job = process.argv[2];
switch (job) {
  case "demo":
    install();
    turbo("build");
    run("node", ["packages/bench/dist/main.js"]);
    break;
  case "test":
    install();
    run("node", ["scripts/check-vectors.mjs"]);
    run("node", ["scripts/exports.mjs", "--check"]);
    // One turbo run for the three suites of every package (VERIFY, release, JavaScriptCore), so
    // that two tasks are running until the last one ends.
    turbo("typecheck", "lint", "test", "test:release", "test:jsc");
    run("node", ["scripts/test-engines.mjs"]);
    run("node", ["scripts/check-packages.mjs"]);
    run("node", ["scripts/check-changesets.mjs"]);
    // The documentation site (docs/): built, then opened in headless Chromium (search, contracts,
    // links; scripts/test-site.mjs, which skips without a browser except under CI=true).
    turbo("docs");
    run("node", ["scripts/test-site.mjs"]);
    break;
  case "test:full":
    install();
    turbo("test:full");
    break;
  case "bench":
    install();
    turbo("build");
    run("node", ["packages/bench/dist/bench_internal.js", ...process.argv.slice(3)]);
    break;
  default:
    console.error("usage: node scripts/k1.mjs demo|test|test:full|bench");
    process.exit(2);
}
