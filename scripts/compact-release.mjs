#!/usr/bin/env node
// Release build step: keeps a compact copy of the backend modules before inline-release.mjs pastes
// the small field operations into them, for bundles, where bytes count more than the last percent
// of speed. Run after define-release.mjs and before inline-release.mjs.
//
// Why: the inlined modules are 2–10 times larger (measured with esbuild --bundle --minify and
// gzip -9, an app with pubkeyCreate + ecdsaSign + ecdsaVerify: 5x52 39 KB against 30 KB, 10x26
// 48 KB against 33 KB), for 2–8% of speed in Node (inline-release.mjs has the figures). So the
// packages' exports send the `browser` and `react-native` conditions to `dist/compact/` and every
// other resolution (Node, Deno, Bun, workers, bundlers for servers) to the inlined `dist/`.
//
// What: every compiled `dist/*.js` that imports a field backend (`import * as fe from
// "@k1/field/<backend>"`, the modules inline-release.mjs may rewrite), and every module that
// imports such a copied module by a relative path (the entry modules that re-export them), is
// copied to `dist/compact/` with its source map. In the copies, a relative import of a module that
// is not copied points back at `../` (the one module of `dist/`): the other modules (errors, the
// generator-table registry, the signing context, caches) exist once in a program whichever build
// it loads, so their classes and state are shared. The maps' `sources` are rewritten for the
// folder one level down.
//
// Usage: node scripts/compact-release.mjs <dist directory>
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const BACKEND_IMPORT = /^import \* as fe from "@k1\/field\/\w+";$/m;
// Relative module specifiers: `from "./x.js"` (imports, re-exports), `import("./x.js")`, `import "./x.js"`.
const RELATIVE = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])\.\/([^"']+)\2/g;

/** The relative imports of a module's code. */
const relativeImports = (code) => [...code.matchAll(RELATIVE)].map((m) => m[3]);

function main() {
  const dist = resolve(process.argv[2] ?? "dist");
  const out = join(dist, "compact");
  rmSync(out, { recursive: true, force: true });
  const code = new Map(
    readdirSync(dist)
      .filter((f) => f.endsWith(".js"))
      .map((f) => [f, readFileSync(join(dist, f), "utf8")]),
  );
  const copied = new Set([...code].filter(([, c]) => BACKEND_IMPORT.test(c)).map(([f]) => f));
  // The modules that reach a copied one by a relative import, until nothing changes.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [f, c] of code) {
      if (!copied.has(f) && relativeImports(c).some((t) => copied.has(t))) {
        copied.add(f);
        grew = true;
      }
    }
  }
  if (copied.size === 0) return;
  mkdirSync(out, { recursive: true });
  for (const f of copied) {
    const rewritten = code
      .get(f)
      .replace(RELATIVE, (m, kw, q, target) => (copied.has(target) ? m : `${kw}${q}../${target}${q}`));
    writeFileSync(join(out, f), rewritten);
    const map = join(dist, `${f}.map`);
    if (existsSync(map)) {
      const m = JSON.parse(readFileSync(map, "utf8"));
      m.sources = m.sources.map((s) => (s.startsWith("../") || s.startsWith("./") ? `../${s}` : s));
      writeFileSync(join(out, `${f}.map`), JSON.stringify(m));
    }
  }
  console.log(`compact-release: ${copied.size} modules kept before inlining in ${out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
