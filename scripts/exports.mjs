#!/usr/bin/env node
// Writes the `exports` map of every library package from one scheme, or checks it (`--check`, part
// of `npm test` through scripts/check-packages.mjs), so that the packages cannot drift apart.
//
// The scheme (scripts/engine-conditions.json, which the bench package's conditions test reads too):
// - An entry that follows the engine (a package's root `.`, and those its package.json lists in
//   `"k1": { "follow": { "<subpath>": "<file stem>" } }`) maps the runtime conditions, in the order
//   of `order`, to `dist/<stem>.<backend>.js`, the backend being the scheme's choice for that
//   condition. Bun and Deno also match `node`, so their keys come first; React Native's Metro may
//   match `browser`, so `react-native` comes before it.
// - Of those, an entry that its package.json lists in `"k1": { "tiered": [...] }` has a tiered build
//   (`dist/<stem>.tiered.js`: 10x26 moving to 5x52 as it measures, see @k1/sigs' src/tier.ts), which
//   the conditions in the scheme's `tiered` list get instead.
// - Every other entry keeps its target.
// - In a package with a build for bundlers (its build script runs compact-release.mjs), the
//   `browser` and `react-native` conditions of every entry go to that build, `dist/compact/`.
// Types are the 5x52 module's declarations (both backends have the same API).
//
// Usage: node scripts/exports.mjs [--check]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const scheme = JSON.parse(readFileSync(join(root, "scripts", "engine-conditions.json"), "utf8"));
const COMPACT = new Set(["browser", "react-native"]);
const check = process.argv.includes("--check");

const compactOf = (target) => target.replace(/^\.\/dist\//, "./dist/compact/");

/** The map of an entry that follows the engine. */
function followEntry(stem, compact, types, tiered) {
  const entry = { types: types ?? `./dist/${stem}.5x52.d.ts` };
  for (const cond of scheme.order) {
    if (cond === "types") continue;
    const build = tiered && scheme.tiered.includes(cond) ? "tiered" : scheme.backends[cond];
    const target = `./dist/${stem}.${build}.js`;
    entry[cond] = compact && COMPACT.has(cond) ? compactOf(target) : target;
  }
  return entry;
}

/** The map of any other entry: its own target, and the build for bundlers where there is one. */
function plainEntry(entry, compact) {
  const target = typeof entry === "string" ? entry : entry.default;
  const out = { types: typeof entry === "string" ? undefined : entry.types };
  if (out.types === undefined) delete out.types;
  if (compact) for (const cond of COMPACT) out[cond] = compactOf(target);
  out.default = target;
  return out;
}

const stale = [];
for (const dir of readdirSync(join(root, "packages"))) {
  const file = join(root, "packages", dir, "package.json");
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue;
  }
  const pkg = JSON.parse(text);
  if (pkg.private || pkg.exports === undefined) continue;
  const compact = /compact-release\.mjs/.test(pkg.scripts?.build ?? "");
  const follow = pkg.k1?.follow ?? {};
  const tiered = new Set(pkg.k1?.tiered ?? []);
  const exports = {};
  for (const [sub, entry] of Object.entries(pkg.exports)) {
    const stem = follow[sub];
    if (stem !== undefined) exports[sub] = followEntry(stem, compact, entry.types, tiered.has(sub));
    else exports[sub] = plainEntry(entry, compact);
  }
  for (const sub of Object.keys(follow)) {
    if (!(sub in exports)) stale.push(`${pkg.name}: k1.follow names ${sub}, which exports lacks`);
  }
  if (JSON.stringify(exports) === JSON.stringify(pkg.exports)) continue;
  if (check) stale.push(`${pkg.name}: exports differ from the scheme (run node scripts/exports.mjs)`);
  else writeFileSync(file, `${JSON.stringify({ ...pkg, exports }, null, 2)}\n`);
}
if (stale.length > 0) {
  console.error(`exports: ${stale.join("\n  ")}`);
  process.exit(1);
}
if (check) console.log("exports: every package's map follows the scheme");
