#!/usr/bin/env node
// Release build step, the last: bundles a package's compiled modules into its entry modules and a
// few shared chunks (esbuild, ES modules with code splitting; every other package stays an import),
// so that a program loads a handful of modules per package instead of dozens.
//
// Why: Node's ES module loader pays per module (resolving, reading, compiling, linking): importing
// `@k1/sigs/5x52` loaded 73 modules (1 MB of compiled TypeScript with its comments) and its time
// was mostly the loader's (a CPU profile on Node 24: module compilation, `stat`, `realpath`, URL
// and package.json handling; top-level work only a few ms). One bundled file took about half the
// time (`bench_cold` has the figures).
//
// What: the entry points are the JavaScript targets of the package's `exports` outside
// `dist/compact/` (compact-release.mjs's build for bundlers, which stays one file per module).
// esbuild bundles them with `splitting`, so a module reached from several entries is in exactly one
// chunk (`dist/chunks/`): classes and module state stay single, as they were with one file per
// module. Imports of other packages (`@k1/…`, `@noble/…`) stay imports. Comments are dropped; code
// is not minified. The per-module output of tsc is moved to `dist/modules/` (left out of the
// package by `files`; inline-release.mjs of the packages above reads the field's limb modules
// there). Source maps: an output whose every input had a map gets one chained to the TypeScript
// sources; the others (modules rewritten by inline-release.mjs) get none. Declarations (`*.d.ts`)
// are tsc's, unchanged.
//
// Usage: node scripts/bundle-release.mjs <dist directory>   (from the package directory)
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

function* jsFiles(dir, base = dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (p !== join(base, "modules") && p !== join(base, "compact")) yield* jsFiles(p, base);
    } else if (/\.js(\.map)?$/.test(name)) yield relative(base, p);
  }
}

/** Every `.js` target of an exports map (any condition, nested or not). */
function targets(exp, out = new Set()) {
  if (typeof exp === "string") {
    if (exp.endsWith(".js")) out.add(exp);
  } else if (exp !== null && typeof exp === "object") {
    for (const v of Object.values(exp)) targets(v, out);
  }
  return out;
}

/** The names that tsc's modules declare with a top-level `const` (exported or not). */
function topLevelConsts(modules) {
  const names = new Set();
  for (const f of jsFiles(modules)) {
    if (!f.endsWith(".js")) continue;
    for (const m of readFileSync(join(modules, f), "utf8").matchAll(/^(?:export )?const ([\w$]+) =/gm))
      names.add(m[1]);
  }
  return names;
}

/** Whether `name` is a name of `names` with digits that esbuild appended to tell it apart. */
function originalOf(name, names) {
  const digits = /\d+$/.exec(name)?.[0].length ?? 0;
  for (let k = 1; k <= digits; k++) if (names.has(name.slice(0, -k))) return true;
  return false;
}

/**
 * esbuild turns a bundle's top-level `const` into `var`. V8's optimizing compiler embeds the value
 * of a module's `const` in the code that reads it (the masks and moduli of the limb arithmetic,
 * which it then lowers to machine integers), but must load a `var` from its context at each use and
 * check its type: the bundled 5x52 field `mul` took 1.6× its time. So every top-level `var` that
 * was a `const` in the module it came from (its name in `names`, which esbuild keeps unless two
 * modules of one output collide, when it adds a number) and that nothing in the output assigns
 * again is a `const` again.
 */
export function restoreConst(text, names) {
  return text.replace(/^var ([\w$]+) =/gm, (decl, name) => {
    // esbuild renames a name that two modules of one output declare: `mul` becomes `mul2`, and
    // `FE__M52` becomes `FE__M522` (so every split of the trailing digits is a candidate).
    if (!names.has(name) && !originalOf(name, names)) return decl;
    const esc = name.replace(/\$/g, "\\$");
    const writes = new RegExp(
      `(?<![\\w$.])${esc}\\s*(?:[-+*/%&|^]|<<|>>>?|\\*\\*|&&|\\|\\||\\?\\?)?=(?!=)|(?:\\+\\+|--)\\s*${esc}(?![\\w$])|(?<![\\w$.])${esc}\\s*(?:\\+\\+|--)`,
      "g",
    );
    return (text.match(writes) ?? []).length === 1 ? `const ${name} =` : decl;
  });
}

async function main() {
  const dist = resolve(process.argv[2] ?? "dist");
  const pkgDir = dirname(dist);
  const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  const modules = join(dist, "modules");
  // Move tsc's per-module output (and compact-release's copies) to dist/modules/.
  rmSync(modules, { recursive: true, force: true });
  rmSync(join(dist, "chunks"), { recursive: true, force: true }); // a previous build's
  for (const f of [...jsFiles(dist)]) {
    mkdirSync(dirname(join(modules, f)), { recursive: true });
    if (f.endsWith(".map")) {
      // One folder further down: its relative sources get one more "../".
      const m = JSON.parse(readFileSync(join(dist, f), "utf8"));
      m.sources = m.sources.map((s) => (/^\.\.?\//.test(s) ? `../${s}` : s));
      writeFileSync(join(modules, f), JSON.stringify(m));
      rmSync(join(dist, f));
    } else renameSync(join(dist, f), join(modules, f));
  }
  const entries = [...targets(pkg.exports)]
    .filter((t) => !t.startsWith("./dist/compact/"))
    .map((t) => {
      const rel = relative("dist", t.replace(/^\.\//, ""));
      if (rel.startsWith("..")) throw new Error(`bundle-release: export target ${t} is not under dist/`);
      return { in: join(modules, rel), out: rel.replace(/\.js$/, "") };
    });
  const constNames = topLevelConsts(modules);
  const r = await build({
    entryPoints: entries,
    outdir: dist,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    packages: "external",
    chunkNames: "chunks/[name]-[hash]",
    sourcemap: "linked",
    sourcesContent: false,
    legalComments: "none",
    write: false,
    metafile: true,
    logLevel: "warning",
  });
  // Which outputs are fully mapped: every input module came with a source map.
  const mapped = new Set();
  for (const [out, o] of Object.entries(r.metafile.outputs)) {
    if (!out.endsWith(".js")) continue;
    const ok = Object.keys(o.inputs).every((i) => existsSync(`${resolve(i)}.map`));
    if (ok) mapped.add(resolve(out));
  }
  let maps = 0;
  for (const f of r.outputFiles) {
    if (f.path.endsWith(".map")) {
      if (!mapped.has(f.path.slice(0, -4))) continue;
      maps++;
    }
    let text = f.text;
    if (f.path.endsWith(".js")) text = restoreConst(text, constNames);
    if (f.path.endsWith(".js") && !mapped.has(f.path))
      text = text.replace(/\n\/\/# sourceMappingURL=[^\n]*\n?$/, "\n");
    mkdirSync(dirname(f.path), { recursive: true });
    writeFileSync(f.path, text);
  }
  const js = r.outputFiles.filter((f) => f.path.endsWith(".js")).length;
  console.log(
    `bundle-release: ${entries.length} entries in ${js} modules (${maps} with source maps) in ${dist}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
