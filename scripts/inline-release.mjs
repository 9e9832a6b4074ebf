#!/usr/bin/env node
// Release build step: inlines the small field operations into the compiled group, ecmult and sigs
// modules — the V8 counterpart of libsecp256k1's force-inlined field code (seed PR 1859).
//
// Why: V8 inlines a function only while the caller's cumulative inlined bytecode stays under a
// budget, so of the 12–25 small field ops (add, negate, cmov, half, mulInt, normalizesToZero, …) in
// a group formula only 3–4 were inlined, and each of the others paid a call and a round trip of its
// limbs through the typed arrays. Measured on this machine class (Node 20, one process, A/B
// interleaved, 5x52): gejAddGe −13…−17%, gejDouble −4…−11%, gejAddVar −5…−10%; ec_keygen −8%,
// ecdsa_sign −5%, ecdh −5…−7%, ecdsa_verify −2…−4% (10x26: −2…−9%).
//
// What: in every compiled `dist/*.js` of a package that does `import * as fe from
// "@k1/field/<backend>"`, a statement `fe.NAME(args);` or an assignment `x = [+]fe.NAME(args);` (also
// `const|let x = …`) becomes a block with the body of the backend's limb function, its parameters
// bound to the arguments and its locals renamed apart. Only functions that are safe to paste are
// taken, each checked here rather than listed by hand:
//   - the field module's release export NAME is the limb function itself (`export const NAME =
//     false ? … : L.NAME`, or a wrapper whose body without its `if (false)` VERIFY parts is
//     `[return] L.NAME(same parameters)`): so the inlined code is exactly what the call would run;
//   - the limb body is small (MAX_BODY) and has no free variables except its parameters, its own locals, `BigInt`, `Math`,
//     `Number` and module constants whose initialisers are numeric literals (copied in, renamed
//     `FE__NAME`); no calls of module functions; no `return` (statement form) or one final `return
//     expr;` (assignment form).
// The VERIFY build (the sources, run by the tests with contract checks) is untouched: it calls the
// checking wrappers. The release tests run every suite against the output of this step.
//
// Usage: node scripts/inline-release.mjs <dist directory>   (run after define-release.mjs)
import { readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const KEYWORDS = new Set([
  "const",
  "let",
  "var",
  "return",
  "true",
  "false",
  "if",
  "else",
  "for",
  "of",
  "in",
  "typeof",
  "new",
  "while",
  "do",
]);
const GLOBALS = new Set(["BigInt", "Math", "Number"]);
// Bodies above this size (characters without comments and spaces) stay calls: mul and sqr (5–9 KB
// here) would bloat every formula for 0.5–3 ns per op (facts: forcing their inlining barely paid);
// the small ops are 0.1–1.5 KB.
const MAX_BODY = 2500;

/** Index of the bracket closing the one at `open` (`(`/`{`), in code without strings. */
function matchClose(s, open) {
  const o = s[open];
  const c = o === "(" ? ")" : o === "{" ? "}" : "]";
  let depth = 0;
  for (let j = open; j < s.length; j++) {
    if (s[j] === o) depth++;
    else if (s[j] === c && --depth === 0) return j;
  }
  throw new Error(`inline-release: unbalanced ${o} at ${open}`);
}

function stripComments(s) {
  return s.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/[^\n]*/g, "");
}

/** Removes `if (false) stmt;` and `if (false) { … }` (VERIFY parts after define-release). */
function stripVerify(s) {
  let out = s;
  for (;;) {
    const m = /if \(false\)\s*/.exec(out);
    if (!m) return out;
    let end;
    const k = m.index + m[0].length;
    if (out[k] === "{") end = matchClose(out, k) + 1;
    else {
      end = k;
      let depth = 0;
      while (end < out.length && !(out[end] === ";" && depth === 0)) {
        if ("({[".includes(out[end])) depth++;
        else if (")}]".includes(out[end])) depth--;
        end++;
      }
      end++;
    }
    out = out.slice(0, m.index) + out.slice(end);
  }
}

/** `export function NAME(params) { body }` of a module: { params, body } by name. */
function functions(src) {
  const map = new Map();
  const re = /^export function (\w+)\(([^)]*)\)\s*\{/gm;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const open = m.index + m[0].length - 1;
    const close = matchClose(src, open);
    const params = m[2]
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    map.set(m[1], { params, body: src.slice(open + 1, close) });
  }
  return map;
}

/** Names the field module exports as the limb function itself in the release build. */
function releaseAliases(fieldSrc) {
  const names = new Set();
  for (const m of fieldSrc.matchAll(/^export const (\w+) = false\s*\?[\s\S]*?:\s*L\.(\w+);/gm)) {
    if (m[1] === m[2]) names.add(m[1]);
  }
  for (const [name, { params, body }] of functions(fieldSrc)) {
    if (params.some((p) => p.includes("="))) continue;
    const rest = stripVerify(stripComments(body)).replace(/\s+/g, " ").trim();
    const call = `L.${name}(${params.join(", ")});`;
    if (rest === call || rest === `return ${call}`) names.add(name);
  }
  return names;
}

/** Declared locals of a body: every name introduced by const/let/var. */
function declared(body) {
  const names = new Set();
  for (const m of body.matchAll(/\b(?:const|let|var)\s+([^;]+)/g)) {
    for (const p of splitTopLevel(m[1])) {
      const id = /^([A-Za-z_$][\w$]*)/.exec(p);
      if (id) names.add(id[1]);
    }
  }
  return names;
}

/**
 * The inlinable limb functions of a backend: name → { params, body, locals, consts, returns }.
 * `limbSrc` is the compiled limb module, `fieldSrc` the compiled field module of the backend.
 */
export function inlinables(limbSrc, fieldSrc) {
  const consts = new Map();
  for (const m of limbSrc.matchAll(/^const ([A-Z][A-Z0-9_]*) = ([^;\n]+);/gm)) consts.set(m[1], m[2].trim());
  // Constants with literal initialisers only (possibly in terms of earlier such constants).
  const literal = new Map();
  for (const [k, v] of consts) {
    const refs = v.match(/\b[A-Z][A-Z0-9_]*\b/g) ?? [];
    const bare = v
      .replace(/\b[A-Z][A-Z0-9_]*\b/g, "")
      .replace(/\b(?:0[xX][0-9a-fA-F_]+|\d[\d_]*(?:\.\d+)?(?:e\d+)?)n?\b/g, "");
    if (/^[\s+\-*/()<>|&^~]*$/.test(bare) && refs.every((r) => literal.has(r))) literal.set(k, v);
  }
  const aliases = releaseAliases(fieldSrc);
  const out = new Map();
  for (const [name, { params, body }] of functions(limbSrc)) {
    if (!aliases.has(name)) continue;
    const code = stripVerify(stripComments(body));
    if (code.replace(/\s+/g, "").length > MAX_BODY) continue;
    const locals = new Set([...params, ...declared(code)]);
    let ok = true;
    const used = new Set();
    for (const m of code.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)/g)) {
      const id = m[1];
      if (KEYWORDS.has(id) || locals.has(id) || GLOBALS.has(id)) continue;
      if (literal.has(id)) used.add(id);
      else ok = false;
    }
    if (!ok) continue;
    const returns = (code.match(/\breturn\b/g) ?? []).length;
    let expr = null;
    if (returns === 1) {
      const m = /\breturn\s+([\s\S]*?);\s*$/.exec(code);
      if (!m) continue;
      expr = m.index;
    } else if (returns > 1) continue;
    // Constants the body needs, with those their initialisers need.
    const need = new Set();
    const add = (c) => {
      if (need.has(c)) return;
      need.add(c);
      for (const r of literal.get(c).match(/\b[A-Z][A-Z0-9_]*\b/g) ?? []) add(r);
    };
    for (const c of used) add(c);
    out.set(name, { params, code, locals, consts: need, returnAt: expr });
  }
  return { functions: out, literal };
}

/** Splits a list (arguments, declarators) at top-level commas; parts trimmed, empty tail dropped. */
function splitTopLevel(s) {
  const parts = [];
  let depth = 0;
  let part = "";
  for (const ch of s) {
    if ("([{".includes(ch)) depth++;
    else if (")]}".includes(ch)) depth--;
    if (ch === "," && depth === 0) {
      parts.push(part.trim());
      part = "";
    } else part += ch;
  }
  if (part.trim() !== "") parts.push(part.trim());
  return parts;
}

/**
 * Inlines the small field ops into one compiled module. Returns { code, sites } (code unchanged and
 * sites 0 when the module does not import a field backend as `fe`).
 */
export function inlineModule(src, inl) {
  const { functions: fns, literal } = inl;
  let site = 0;
  const usedConsts = new Set();
  const rename = (code, locals, sfx) =>
    code
      .replace(/(?<![\w$.])([A-Za-z_$][\w$]*)/g, (id) =>
        locals.has(id) ? `${id}${sfx}` : literal.has(id) ? `FE__${id}` : id,
      )
      .replace(/\n\s*\n/g, "\n");
  const instance = (name, args, target) => {
    const f = fns.get(name);
    if (!f || args.length !== f.params.length) return null;
    if ((target === null) !== (f.returnAt === null)) return null;
    const sfx = `_i${site++}`;
    for (const c of f.consts) usedConsts.add(c);
    let code = f.code;
    if (target !== null)
      code = `${code.slice(0, f.returnAt)}${target} = ${code.slice(f.returnAt).replace(/^return\s+/, "")}`;
    const binds = f.params.map((p, k) => `const ${p}${sfx} = ${args[k]};`).join(" ");
    return `{ ${binds}${rename(code, f.locals, sfx).replace(/\s+$/, "")} }`;
  };
  // Statement form: `fe.NAME(args);` alone on its line (a trailing comment may follow).
  // Assignment form: `[const|let] target = [+]fe.NAME(args);`.
  const re = /^([ \t]*)(?:((?:const |let )?)([\w$.[\]]+) = (\+?))?fe\.(\w+)\(/gm;
  let out = "";
  let last = 0;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const open = m.index + m[0].length - 1;
    const close = matchClose(src, open);
    if (src[close + 1] !== ";") continue;
    const args = splitTopLevel(src.slice(open + 1, close));
    const [, indent, decl, target, plus, name] = m;
    let text = null;
    if (target === undefined) text = instance(name, args, null);
    else {
      const tmp = `__fe${site}`;
      const block = instance(name, args, tmp);
      if (block !== null) text = `let ${tmp}; ${block}\n${indent}${decl}${target} = ${plus}${tmp};`;
    }
    if (text === null) continue;
    out += src.slice(last, m.index) + indent + text;
    last = close + 2;
    re.lastIndex = last;
  }
  if (site === 0) return { code: src, sites: 0 };
  out += src.slice(last);
  // The constants, after the last import.
  const order = [...literal.keys()].filter((k) => usedConsts.has(k));
  const decls = order
    .map(
      (k) =>
        `const FE__${k} = ${literal.get(k).replace(/\b([A-Z][A-Z0-9_]*)\b/g, (c) => (literal.has(c) ? `FE__${c}` : c))};`,
    )
    .join("\n");
  const imports = [...out.matchAll(/^import [^;]+;\n/gm)];
  const at = imports.length ? imports[imports.length - 1].index + imports[imports.length - 1][0].length : 0;
  const note = "// Small field ops inlined by scripts/inline-release.mjs (release build).\n";
  return { code: out.slice(0, at) + note + decls + (decls ? "\n" : "") + out.slice(at), sites: site };
}

/** The compiled limb and field modules of a backend, resolved from a package directory. */
function backendSources(pkgDir, backend) {
  // The package's own dependency (a workspace link), as Node would resolve `@k1/field`.
  const root = realpathSync(join(pkgDir, "node_modules", "@k1", "field"));
  return {
    limb: readFileSync(join(root, "dist", "limbs", `${backend}.js`), "utf8"),
    field: readFileSync(join(root, "dist", `field.${backend}.js`), "utf8"),
  };
}

function main() {
  const dist = resolve(process.argv[2] ?? "dist");
  const pkgDir = dirname(dist);
  const cache = new Map();
  let total = 0;
  for (const f of readdirSync(dist)) {
    if (!f.endsWith(".js")) continue;
    const path = join(dist, f);
    const src = readFileSync(path, "utf8");
    const m = /^import \* as fe from "@k1\/field\/(\w+)";$/m.exec(src);
    if (!m) continue;
    if (!cache.has(m[1])) {
      const { limb, field } = backendSources(pkgDir, m[1]);
      cache.set(m[1], inlinables(limb, field));
    }
    const { code, sites } = inlineModule(src, cache.get(m[1]));
    if (sites === 0) continue;
    // The source map no longer matches the rewritten lines: drop the reference rather than mislead.
    writeFileSync(path, code.replace(/\n\/\/# sourceMappingURL=[^\n]*\n?$/, "\n"));
    total += sites;
  }
  console.log(`inline-release: ${total} field op calls inlined in ${dist}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
