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
// Within a run of pasted ops in straight-line code, limbs are carried in locals from op to op and
// stores that the run overwrites before any read are dropped (the limb cache, below).
// The VERIFY build (the sources, run by the tests with contract checks) is untouched: it calls the
// checking wrappers. The release tests run every suite against the output of this step.
//
// Usage: node scripts/inline-release.mjs <dist directory>   (run after define-release.mjs)
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
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
// here) would bloat every formula for 0.5–3 ns per op (what forcing V8 to inline them saved, Node
// 20.20.2, 2026-11-29); the small ops are 0.1–1.5 KB.
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

function stripComments(src, blankStrings = false) {
  // A small tokenizer, so that `//` or `/*` inside a string is not taken for a comment. With
  // `blankStrings`, the contents of '…' and "…" strings are dropped too (a name in a string is not a
  // use of it); template literals are always kept as they are.
  let out = "";
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === "/" && src[i + 1] === "/") {
      while (i < src.length && src[i] !== "\n") i++;
    } else if (c === "/" && src[i + 1] === "*") {
      const e = src.indexOf("*/", i + 2);
      i = e < 0 ? src.length : e + 2;
      out += " ";
    } else if (c === '"' || c === "'" || c === "`") {
      let j = i + 1;
      while (j < src.length && src[j] !== c) j += src[j] === "\\" ? 2 : 1;
      out += blankStrings && c !== "`" ? `${c}${c}` : src.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
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
  // The limb arrays' element type, for the limb cache of inlineModule: a value stored into a
  // BigUint64Array reads back as BigInt.asUintN(64, value), into an Int32Array as value | 0.
  const create = functions(limbSrc).get("create")?.body ?? "";
  const elem = /new BigUint64Array\(/.test(create) ? "u64" : /new Int32Array\(/.test(create) ? "i32" : null;
  return { functions: out, literal, elem };
}

/**
 * Splits `s` after every `sep` outside brackets; the parts keep their separator and spaces, so
 * that they concatenate back to `s`.
 */
function splitAt(s, sep) {
  const parts = [];
  let depth = 0;
  let part = "";
  for (const ch of s) {
    if ("([{".includes(ch)) depth++;
    else if (")]}".includes(ch)) depth--;
    part += ch;
    if (ch === sep && depth === 0) {
      parts.push(part);
      part = "";
    }
  }
  if (part !== "") parts.push(part);
  return parts;
}

/** Splits a list (arguments, declarators) at top-level commas; parts trimmed, empty tail dropped. */
function splitTopLevel(s) {
  const parts = splitAt(s, ",").map((p) => (p.endsWith(",") ? p.slice(0, -1) : p).trim());
  if (parts.length > 0 && parts[parts.length - 1] === "") parts.pop();
  return parts;
}

// ---------------------------------------------------------------------------------------------
// The limb cache: limbs stored or loaded by one inlined op stay in locals for the next ops, and a
// store that a later op of the run overwrites before anything reads the array is dropped.
//
// After pasting, `fe.mulInt(l, 3); fe.half(l);` stores l's limbs and loads them back, and
// `fe.add(r.x, t); fe.add(r.x, t);` stores r.x twice. Within a run of inlined ops in straight-line
// code, every limb an op loads or stores is also kept in a local (`__c<n>`, declared before the
// op's block); later ops read the local instead of the array, and a store is removed when the same
// limb is stored again before any possible read of the array. Rules that keep this exact:
//   - a stored value is kept as the array converts it (BigInt.asUintN(64, v) for BigUint64Array,
//     v | 0 for Int32Array), so it equals what a load would return;
//   - arrays are named by the argument text (`t`, `a.x`, `r.y`); a store through one name drops every
//     other name's limbs (two names may be one array: gejAddGe(r, r, b) makes r.x and a.x the same),
//     except for private scratch elements: module-level `const NAME = fe.create();` (or
//     `fe.createScratch()`) that appear only
//     as direct arguments of `fe.*` calls, which no other name can reach;
//   - a store stays whenever anything might read the array before the next store of that limb: a
//     load through any name that may be the same array, a call, the end of the run;
//   - between two ops of a run only these may stand: comments, `if (false)` VERIFY remnants, a call
//     `fe.NAME(a0, …);` that stays a call (mul, sqr, …: it reads its arguments, so every pending
//     store stays, and writes a0 only, so a0's limbs — every non-private name's if a0 is not
//     private — are dropped), `const|let x = <expr>;` and `p.infinity = <expr>;` with no call, index
//     or assignment in <expr>. Anything else (control flow, other calls, a block boundary) ends the run;
//   - ops with control flow in their body, or that write an element other than as a whole
//     statement `P[k] = …;`, are pasted as before and end the run.
// The conversion of stored values is a safeguard: the current limb bodies store values that are
// already in range. Measured (5x52, one process, 41 interleaved rounds): gejAddGe −3.6%, gejDouble
// −3%, gejAddGeVar −3.1…−3.7%; ec_keygen −2%, ecdsa_verify −2.6%, ecdh −3%; 10x26 within ±1%.

/** Statements of straight-line code without blocks, split at top-level `;` (kept when `keep`). */
function statements(code, keep) {
  const parts = splitAt(code, ";");
  return keep ? parts : parts.map((p) => (p.endsWith(";") ? p.slice(0, -1) : p).trim());
}

const escapeRe = (x) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether the identifier at `at` (length `len`) in `code` is a whole argument of an `fe.NAME(…)` call. */
function isFeArgument(code, at, len) {
  let i = at - 1;
  while (i >= 0 && /\s/.test(code[i])) i--;
  let j = at + len;
  while (j < code.length && /\s/.test(code[j])) j++;
  if ((code[i] !== "(" && code[i] !== ",") || (code[j] !== "," && code[j] !== ")")) return false;
  let depth = 0;
  let k = i;
  for (; k >= 0; k--) {
    const c = code[k];
    if (")]}".includes(c)) depth++;
    else if ("([{".includes(c)) {
      if (depth === 0) break;
      depth--;
    }
  }
  return k >= 0 && code[k] === "(" && /(?<![\w$.])fe\.[\w$]+\s*$/.test(code.slice(Math.max(0, k - 80), k));
}

/** The module's private scratch elements (see the limb cache above). */
export function privateScratch(src) {
  const code = stripComments(src, true);
  // name → the offset of the name in its declaration (skipped below)
  const declared = new Map();
  for (const m of code.matchAll(/^const ([A-Za-z_$][\w$]*) = fe\.(?:create|createScratch)\(\);[ \t]*$/gm)) {
    declared.set(m[1], m.index + 6);
  }
  const names = new Set(declared.keys());
  for (const name of [...names]) {
    for (const m of code.matchAll(new RegExp(`(?<![\\w$.])${escapeRe(name)}(?![\\w$])`, "g"))) {
      if (m.index === declared.get(name)) continue;
      if (!isFeArgument(code, m.index, name.length)) {
        names.delete(name);
        break;
      }
    }
  }
  return names;
}

/**
 * The effect of the code between two inlined ops on the limb cache: null (end the run) or the
 * first arguments of the field calls in it (the arrays they write).
 */
function gapEffect(text) {
  const code = stripVerify(stripComments(text));
  if (/[{}]/.test(code)) return null;
  const written = [];
  for (const st of statements(code, false)) {
    if (st === "") continue;
    const call = /^fe\.[\w$]+\(/.exec(st);
    if (call && matchClose(st, call[0].length - 1) === st.length - 1) {
      written.push(splitTopLevel(st.slice(call[0].length, -1))[0] ?? "");
      continue;
    }
    if (/^(?:const|let) [\w$]+ = [^()[\]=;]+$/.test(st)) continue;
    if (/^[\w$]+\.infinity = [^()[\]=;]+$/.test(st)) continue;
    return null;
  }
  return written;
}

/**
 * The last significant character of `src` before `at` (comments and spaces skipped), or ";" if
 * there is none after `from`. `from` must be a position in code (not in a comment or string): the
 * end of the previous inlined op, or 0.
 */
function previousChar(src, from, at) {
  return stripComments(src.slice(from, at)).trimEnd().slice(-1) || ";";
}

/**
 * Inlines the small field ops into one compiled module. Returns { code, sites, cached, dropped }
 * (code unchanged and sites 0 when the module does not import a field backend as `fe`): sites
 * inlined, of which `cached` went through the limb cache, and `dropped` stores removed. `cache`
 * (default true) turns the limb cache on.
 */
export function inlineModule(src, inl, cache = true) {
  const { functions: fns, literal, elem } = inl;
  let site = 0;
  let cached = 0;
  const usedConsts = new Set();
  const privates = privateScratch(src);
  const conv =
    elem === "u64" ? (x) => `BigInt.asUintN(64, ${x})` : elem === "i32" ? (x) => `(${x}) | 0` : null;
  /** The limb cache: array name → (limb index → local holding it). */
  const limbs = new Map();
  /** Stores not yet known to be read: array name → (limb index → store id). */
  const pending = new Map();
  /** Ids of the stores to remove. */
  const dead = new Set();
  let nextVar = 0;
  let nextStore = 0;
  const mayAlias = (a, b) => a === b || (!privates.has(a) && !privates.has(b));
  /** Before a load through `key` from the array: stores through names that may be it stay. */
  const keepStores = (key) => {
    for (const k of [...pending.keys()]) if (k !== key && mayAlias(k, key)) pending.delete(k);
  };
  /** Ends the run: every store stays, nothing is cached. */
  const endRun = () => {
    pending.clear();
    limbs.clear();
  };
  /** After a store through `key`: other names that may be the same array forget their limbs. */
  const dropOthers = (key) => {
    for (const k of [...limbs.keys()]) {
      if (k !== key && mayAlias(k, key)) {
        limbs.delete(k);
        pending.delete(k);
      }
    }
  };
  const rename = (code, locals, sfx) =>
    code
      .replace(/(?<![\w$.])([A-Za-z_$][\w$]*)/g, (id) =>
        locals.has(id) ? `${id}${sfx}` : literal.has(id) ? `FE__${id}` : id,
      )
      .replace(/\n\s*\n/g, "\n");
  /** Rewrites the element accesses of a renamed body through the limb cache; null if it cannot. */
  const throughCache = (code, binding) => {
    const names = [...binding.keys()].filter((n) =>
      new RegExp(`(?<![\\w$.])${escapeRe(n)}\\[\\d+\\]`).test(code),
    );
    if (names.length === 0) return { code, decls: [], marks: [] };
    if (/\b(?:if|for|while|do|switch|return)\b/.test(code)) return null;
    const alt = names.map(escapeRe).join("|");
    const access = new RegExp(`(?<![\\w$.])(${alt})\\[(\\d+)\\]`, "g");
    const write = new RegExp(`^(\\s*)(${alt})\\[(\\d+)\\]\\s*=(?!=)([\\s\\S]*);\\s*$`);
    const anyWrite = new RegExp(
      `(?<![\\w$.])(?:${alt})\\[\\d+\\]\\s*(?:[-+*/%&|^]|<<|>>>?|\\*\\*)?=(?!=)|(?:\\+\\+|--)\\s*(?:${alt})\\[|(?:${alt})\\[\\d+\\]\\s*(?:\\+\\+|--)`,
    );
    const decls = [];
    // Stores this op overwrites before any read: removed only if the whole op is rewritten.
    const marks = [];
    const fresh = () => {
      const v = `__c${nextVar++}`;
      decls.push(v);
      return v;
    };
    const remember = (key, k, v) => {
      if (!limbs.has(key)) limbs.set(key, new Map());
      limbs.get(key).set(k, v);
    };
    const reads = (text) =>
      text.replace(access, (all, n, k) => {
        const key = binding.get(n);
        const known = limbs.get(key)?.get(+k);
        if (known !== undefined) return known;
        keepStores(key);
        const v = fresh();
        remember(key, +k, v);
        return `(${v} = ${all})`;
      });
    let out = "";
    for (const st of statements(code, true)) {
      const w = write.exec(st);
      if (w) {
        const [, ws, n, k, rhs] = w;
        if (anyWrite.test(rhs)) return null;
        const value = reads(rhs).trim();
        const key = binding.get(n);
        const v = fresh();
        const id = nextStore++;
        out += `${ws}__K1S${id}__${n}[${k}] = __K1V__${v} = ${conv(value)};`;
        dropOthers(key);
        remember(key, +k, v);
        const before = pending.get(key)?.get(+k);
        if (before !== undefined) marks.push(before);
        if (!pending.has(key)) pending.set(key, new Map());
        pending.get(key).set(+k, id);
      } else {
        if (anyWrite.test(st)) return null;
        out += reads(st);
      }
    }
    return { code: out, decls, marks };
  };
  const instance = (name, args, target, useCache) => {
    const f = fns.get(name);
    if (!f || args.length !== f.params.length) return null;
    if ((target === null) !== (f.returnAt === null)) return null;
    const sfx = `_i${site++}`;
    for (const c of f.consts) usedConsts.add(c);
    let code = f.code;
    if (target !== null)
      code = `${code.slice(0, f.returnAt)}${target} = ${code.slice(f.returnAt).replace(/^return\s+/, "")}`;
    const binds = f.params.map((p, k) => `const ${p}${sfx} = ${args[k]};`).join(" ");
    let body = rename(code, f.locals, sfx).replace(/\s+$/, "");
    let decls = [];
    // The cache and pending stores are changed only by a successful rewrite: on failure, start over.
    const saved = { nextVar, nextStore };
    const rewritten = useCache
      ? throughCache(body, new Map(f.params.map((p, k) => [`${p}${sfx}`, args[k]])))
      : null;
    if (rewritten === null) {
      ({ nextVar, nextStore } = saved);
      endRun();
    } else {
      ({ code: body, decls } = rewritten);
      for (const id of rewritten.marks) dead.add(id);
      if (decls.length > 0) cached++;
    }
    return { block: `{ ${binds}${body} }`, decls: decls.length > 0 ? `let ${decls.join(", ")}; ` : "" };
  };
  // Statement form: `fe.NAME(args);` alone on its line (a trailing comment may follow).
  // Assignment form: `[const|let] target = [+]fe.NAME(args);`.
  const re = /^([ \t]*)(?:((?:const |let )?)([\w$.[\]]+) = (\+?))?fe\.(\w+)\(/gm;
  let out = "";
  let last = 0;
  let prevEnd = -1;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const open = m.index + m[0].length - 1;
    const close = matchClose(src, open);
    if (src[close + 1] !== ";") continue;
    const [, indent, decl, target, plus, name] = m;
    if (!fns.has(name)) continue;
    const args = splitTopLevel(src.slice(open + 1, close));
    // A run continues from the previous op only across a gap that allows it (gapEffect), and the
    // cache is used only where a `let` may stand (not as the body of a braceless if/else/loop).
    const gap = prevEnd < 0 ? null : gapEffect(src.slice(prevEnd, m.index));
    if (gap === null) endRun();
    else if (gap.length > 0) {
      pending.clear();
      for (const w of gap) {
        dropOthers(w);
        limbs.delete(w);
      }
    }
    const useCache =
      cache && conv !== null && ";{}".includes(previousChar(src, Math.max(prevEnd, 0), m.index));
    let text = null;
    if (target === undefined) {
      const r = instance(name, args, null, useCache);
      if (r !== null) text = r.decls + r.block;
    } else {
      const tmp = `__fe${site}`;
      const r = instance(name, args, tmp, useCache);
      if (r !== null) text = `let ${tmp}; ${r.decls}${r.block}\n${indent}${decl}${target} = ${plus}${tmp};`;
      // The target may be anything but a new local or an infinity flag: end the run after it.
      if (r !== null && !(decl !== "" && /^[\w$]+$/.test(target)) && !/^[\w$]+\.infinity$/.test(target))
        endRun();
    }
    if (text === null) {
      endRun();
      continue;
    }
    out += src.slice(last, m.index) + indent + text;
    last = close + 2;
    prevEnd = last;
    re.lastIndex = last;
  }
  if (site === 0) return { code: src, sites: 0, cached: 0, dropped: 0 };
  out += src.slice(last);
  // Stores: `__K1S<id>__P[k] = __K1V__v = value;` becomes `P[k] = (v = value);`, or `v = value;` if dead.
  out = out.replace(/__K1S(\d+)__([\w$]+\[\d+\] = )__K1V__([\w$]+ = [^;]*);/g, (_, id, store, assign) =>
    dead.has(+id) ? `${assign};` : `${store}(${assign});`,
  );
  if (/__K1[SV]/.test(out)) throw new Error("inline-release: a store marker was left in the output");
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
  return {
    code: out.slice(0, at) + note + decls + (decls ? "\n" : "") + out.slice(at),
    sites: site,
    cached,
    dropped: dead.size,
  };
}

/** The compiled limb and field modules of a backend, resolved from a package directory. */
function backendSources(pkgDir, backend) {
  // The package's own dependency (a workspace link), as Node would resolve `@k1/field`.
  const root = realpathSync(join(pkgDir, "node_modules", "@k1", "field"));
  // The field's per-module output: dist/modules/ once bundle-release.mjs has bundled its dist/.
  const dir = existsSync(join(root, "dist", "modules")) ? join(root, "dist", "modules") : join(root, "dist");
  return {
    limb: readFileSync(join(dir, "limbs", `${backend}.js`), "utf8"),
    field: readFileSync(join(dir, `field.${backend}.js`), "utf8"),
  };
}

function main() {
  const dist = resolve(process.argv[2] ?? "dist");
  const pkgDir = dirname(dist);
  const cache = new Map();
  let total = 0;
  let drops = 0;
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
    const { code, sites, dropped } = inlineModule(src, cache.get(m[1]));
    if (sites === 0) continue;
    drops += dropped;
    // The source map no longer matches the rewritten lines: drop it rather than mislead (the
    // compact copy of compact-release.mjs keeps a correct one).
    writeFileSync(path, code.replace(/\n\/\/# sourceMappingURL=[^\n]*\n?$/, "\n"));
    rmSync(`${path}.map`, { force: true });
    total += sites;
  }
  console.log(`inline-release: ${total} field op calls inlined in ${dist}, ${drops} stores removed`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
