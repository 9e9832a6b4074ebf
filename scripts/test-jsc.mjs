#!/usr/bin/env node
// Runs a package's tests of the portable build on JavaScriptCore: vitest under Bun (`bun --bun`,
// which runs vitest and its test workers in Bun, whose engine is JavaScriptCore, Safari's), on the
// test files whose names contain one of the arguments (e.g. `10x26`). The 10x26 builds promise to
// need no BigInt64 lowering; this checks that they compute the same results on an engine that does
// not do it. K1_COUNT defaults to 1000 random cases per property here (10,000 under Node).
//
// Where Bun has no build for the platform (no @oven/bun-* package installed), the suite says so
// and is skipped, except under CI=true, where that fails the run (as the vector suites do).
//
// Usage (from a package directory, as its `test:jsc` script): node ../../scripts/test-jsc.mjs 10x26 …
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bunBinary, runBun } from "./bun.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "package.json"));
const vitest = join(dirname(require.resolve("vitest/package.json")), "vitest.mjs");
const filters = process.argv.slice(2);
if (filters.length === 0) {
  console.error("test-jsc: name at least one test-file filter (e.g. 10x26)");
  process.exit(2);
}
const bun = bunBinary();
if (bun === null) {
  const where = `${process.platform}-${process.arch}`;
  if (process.env.CI === "true") {
    console.error(`test-jsc: Bun is not installed for ${where}; CI=true, so this fails`);
    process.exit(1);
  }
  console.warn(`test-jsc: Bun is not installed for ${where}: the JavaScriptCore run is skipped`);
  process.exit(0);
}
const env = { ...process.env, K1_COUNT: process.env.K1_COUNT ?? "1000" };
try {
  process.exit(runBun(bun, ["--bun", vitest, "run", ...filters], { env }));
} catch (e) {
  console.error(`test-jsc: ${e.message}`);
  process.exit(1);
}
