#!/usr/bin/env node
// Runs a package's tests of the portable build on JavaScriptCore: vitest under Bun (`bun --bun`,
// which runs vitest and its test workers in Bun, whose engine is JavaScriptCore, Safari's), on the
// test files whose names contain one of the arguments (e.g. `10x26`). The 10x26 builds promise to
// need no BigInt64 lowering; this checks that they compute the same results on an engine that does
// not do it. K1_COUNT defaults to 1000 random cases per property here (10,000 under Node).
//
// Usage (from a package directory, as its `test:jsc` script): node ../../scripts/test-jsc.mjs 10x26 …
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "package.json"));
const vitest = join(dirname(require.resolve("vitest/package.json")), "vitest.mjs");
// Bun's platform package (an optional dependency of `bun`, installed for this platform only) holds
// the binary; `bun`'s own bin/bun.exe is a placeholder until its install script runs, which it does not.
const fromBun = createRequire(require.resolve("bun/package.json"));
const arch = { x64: "x64", arm64: "aarch64" }[process.arch] ?? process.arch;
const platformPkg = `@oven/bun-${process.platform}-${arch}`;
let bun;
try {
  bun = join(dirname(fromBun.resolve(`${platformPkg}/package.json`)), "bin", "bun");
} catch {
  console.error(`test-jsc: ${platformPkg} is not installed (Bun has no build for this platform?)`);
  process.exit(1);
}
const filters = process.argv.slice(2);
if (filters.length === 0) {
  console.error("test-jsc: name at least one test-file filter (e.g. 10x26)");
  process.exit(2);
}
const env = { ...process.env, K1_COUNT: process.env.K1_COUNT ?? "1000" };
const r = spawnSync(bun, ["--bun", vitest, "run", ...filters], { stdio: "inherit", env });
if (r.error) {
  console.error(`test-jsc: could not run Bun (${bun}): ${r.error.message}`);
  process.exit(1);
}
process.exit(r.status ?? 1);
