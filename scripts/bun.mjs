#!/usr/bin/env node
// Bun, the pinned devDependency, for running k1 on JavaScriptCore (the engine of Safari and Bun).
// `bun`'s own bin/bun.exe is a placeholder until its install script runs, which it does not here
// (pnpm-workspace.yaml: allowBuilds); the binary is in the platform package that pnpm installed among
// `bun`'s optional dependencies (only those matching this os, cpu and libc are installed).
//
// Usage: node scripts/bun.mjs <bun arguments>   e.g. node scripts/bun.mjs packages/bench/dist/main.js 10x26 tiny
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The path of the Bun binary for this platform, or null where none is installed. */
export function bunBinary() {
  const require = createRequire(join(root, "package.json"));
  let bunPkg;
  try {
    bunPkg = require.resolve("bun/package.json");
  } catch {
    return null;
  }
  const fromBun = createRequire(bunPkg);
  const candidates = Object.keys(JSON.parse(readFileSync(bunPkg, "utf8")).optionalDependencies ?? {});
  for (const name of candidates) {
    let dir;
    try {
      dir = dirname(fromBun.resolve(`${name}/package.json`));
    } catch {
      continue; // not installed: another platform
    }
    for (const bin of ["bun", "bun.exe"]) {
      const p = join(dir, "bin", bin);
      if (existsSync(p)) return p;
    }
  }
  return null;
}

/** Runs the Bun binary `bun` with the arguments; returns its exit status (1 if it was killed). */
export function runBun(bun, args, options = {}) {
  const r = spawnSync(bun, args, { stdio: "inherit", ...options });
  if (r.error) throw new Error(`could not run Bun (${bun}): ${r.error.message}`);
  if (r.signal) {
    console.error(`bun: killed by ${r.signal}`);
    return 1;
  }
  return r.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bun = bunBinary();
  if (bun === null) {
    console.error("scripts/bun.mjs: Bun is not installed for this platform (no @oven/bun-* package)");
    process.exit(1);
  }
  try {
    process.exit(runBun(bun, process.argv.slice(2)));
  } catch (e) {
    console.error(`scripts/bun.mjs: ${e.message}`);
    process.exit(1);
  }
}
