#!/usr/bin/env node
// Release build step: replaces the build-time constant `__VERIFY__` by `false` in compiled output,
// as esbuild's/vite's `define` would. Every VERIFY check is written `if (__VERIFY__) ...`, so the
// release build carries only dead `if (false)` branches, which V8's bytecode generator drops.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2] ?? "dist";
function* walk(d) {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (p.endsWith(".js")) yield p;
  }
}
for (const f of walk(dir)) {
  const s = readFileSync(f, "utf8");
  if (s.includes("__VERIFY__")) writeFileSync(f, s.replaceAll("__VERIFY__", "false"));
}
