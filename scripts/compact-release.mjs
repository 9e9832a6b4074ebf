#!/usr/bin/env node
// Release build step: keeps the compiled modules as they are before inline-release.mjs pastes the
// small field operations into them and bundle-release.mjs bundles them, as the build for bundlers
// (`dist/compact/`), where bytes count more than the last percent of speed. Run after
// define-release.mjs and before inline-release.mjs.
//
// Why: the inlined modules are 2–10 times larger (measured with esbuild --bundle --minify and
// gzip -9, an app with pubkeyCreate + ecdsaSign + ecdsaVerify: 5x52 39 KB against 30 KB, 10x26
// 48 KB against 33 KB), for 2–8% of speed in Node (inline-release.mjs has the figures); and a
// bundler drops unused modules (`sideEffects: false`) only while they are modules of their own,
// not merged into the chunks of bundle-release.mjs. So the packages' exports send the `browser`
// and `react-native` conditions to `dist/compact/` and every other resolution (Node, Deno, Bun,
// workers, bundlers for servers) to the inlined, bundled `dist/`.
//
// What: every compiled `dist/**/*.js` is copied to `dist/compact/` with its source map (whose
// relative `sources` get one more `../`): a whole module tree of its own, so that a program that
// loads this build finds every module of the package in it, once. Except the modules a package
// lists in `"k1": { "compactShared": [...] }` (stateless data, such as @k1/ecmult's 1.4 MB of
// generator tables): their compact module re-exports the one of `dist/`, and generated modules
// that only they import are not copied.
//
// Usage: node scripts/compact-release.mjs <dist directory>
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

function* jsFiles(dir, base = dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== "compact" && name !== "modules" && name !== "chunks") yield* jsFiles(p, base);
    } else if (name.endsWith(".js")) yield relative(base, p);
  }
}

function main() {
  const dist = resolve(process.argv[2] ?? "dist");
  const out = join(dist, "compact");
  rmSync(out, { recursive: true, force: true });
  const pkg = JSON.parse(readFileSync(join(dirname(dist), "package.json"), "utf8"));
  const shared = new Set(pkg.k1?.compactShared ?? []);
  const all = [...jsFiles(dist)];
  const importers = (f) => all.filter((g) => readFileSync(join(dist, g), "utf8").includes(`"./${f}"`));
  let n = 0;
  for (const f of all) {
    if (shared.has(f)) {
      writeFileSync(join(out, f), `export * from "../${f}";\n`);
      n++;
      continue;
    }
    if (f.endsWith(".generated.js") && importers(f).every((g) => shared.has(g))) continue;
    mkdirSync(dirname(join(out, f)), { recursive: true });
    writeFileSync(join(out, f), readFileSync(join(dist, f)));
    n++;
    const map = join(dist, `${f}.map`);
    if (existsSync(map)) {
      const m = JSON.parse(readFileSync(map, "utf8"));
      m.sources = m.sources.map((s) => (/^\.\.?\//.test(s) ? `../${s}` : s));
      writeFileSync(join(out, `${f}.map`), JSON.stringify(m));
    }
  }
  console.log(`compact-release: ${n} modules kept in ${out}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
