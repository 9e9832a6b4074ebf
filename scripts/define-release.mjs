#!/usr/bin/env node
// Release build step: replaces the build-time constant `__VERIFY__` by `false` in compiled output,
// as esbuild's/vite's `define` would. Every VERIFY check is written `if (__VERIFY__) ...`, so the
// release build carries only dead `if (false)` branches, which V8's bytecode generator drops.
//
// Also drops the source maps (and declaration maps) of generated data modules (`*.generated.js`:
// one string literal each, whose generated sources the packages do not ship), so that every map
// left in `dist/` points at files that are in the package.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2] ?? "dist";
function* walk(d) {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (p.endsWith(".js") || p.endsWith(".generated.d.ts")) yield p;
  }
}
for (const f of [...walk(dir)]) {
  let s = readFileSync(f, "utf8");
  const before = s;
  if (s.includes("__VERIFY__")) s = s.replaceAll("__VERIFY__", "false");
  if (f.endsWith(".generated.js") || f.endsWith(".generated.d.ts")) {
    s = s.replace(/\n\/\/# sourceMappingURL=[^\n]*\n?$/, "\n");
    if (existsSync(`${f}.map`)) rmSync(`${f}.map`);
  }
  if (s !== before) writeFileSync(f, s);
}
