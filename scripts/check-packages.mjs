#!/usr/bin/env node
// Checks the library packages as a consumer gets them, offline: packs each one with pnpm (which
// rewrites `workspace:^` to version ranges), lints every tarball with publint (strict: warnings
// fail) and @arethetypeswrong/cli (profile `esm-only`: the packages are ES modules only, so the
// CommonJS resolutions of TypeScript's node10 and node16-from-CJS modes are not checked), checks
// that every source map in it resolves (its `sources` are in the package, and no map is left
// without the file that names it), unpacks the tarballs into a scratch node_modules beside the
// workspace's own copy of @noble/hashes, then imports every entry of every `exports` map from there
// (also under the `browser` condition, which selects the compact build) and runs a small
// sign/verify on each backend, and `require()`s every entry from a CommonJS script (Node ≥ 20.19
// and ≥ 22.12 load ES modules with `require`). Catches an export that points at a missing file, a
// file left out by `files`, a build-only file that leaks in, a broken map, or a package that
// resolves a sibling from the workspace instead of from its declared dependencies.
//
// Run by the README's test command after the release build (it needs every dist/).
import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGES = ["field", "scalar", "group", "ecmult", "sigs", "musig", "silentpayments", "pool"];
const work = mkdtempSync(join(tmpdir(), "k1-packages-"));
const failures = [];
const fail = (msg) => failures.push(msg);
const bin = (name) => join(root, "node_modules", ".bin", name);

/** Every file under dir, as paths relative to it. */
function* files(dir, base = dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p, base);
    else yield relative(base, p);
  }
}

/** The code of a module of an unpacked package and of every module it imports by a relative path. */
function loaded(pkgDir, file, seen = new Set()) {
  const path = join(pkgDir, file);
  if (seen.has(path)) return "";
  seen.add(path);
  const code = readFileSync(path, "utf8");
  let all = code;
  for (const m of code.matchAll(/\bfrom\s*["'](\.\.?\/[^"']+)["']/g))
    all += loaded(dirname(path), m[1], seen);
  return all;
}

/** The problems of the source maps of an unpacked package (see the header). */
function mapProblems(pkgDir, name) {
  const out = [];
  const all = new Set(files(pkgDir));
  const named = new Set();
  for (const f of all) {
    if (!/\.(js|d\.ts)$/.test(f)) continue;
    const m = /\n\/\/# sourceMappingURL=([^\n]+)\s*$/.exec(readFileSync(join(pkgDir, f), "utf8"));
    if (m === null) continue;
    const map = join(dirname(f), m[1]);
    named.add(map);
    if (!all.has(map)) {
      out.push(`${name}: ${f} names ${map}, which is not in the package`);
      continue;
    }
    const json = JSON.parse(readFileSync(join(pkgDir, map), "utf8"));
    for (const src of json.sources) {
      const p = join(dirname(map), json.sourceRoot ?? "", src);
      if (!all.has(p)) out.push(`${name}: ${map} maps to ${p}, which is not in the package`);
    }
  }
  for (const f of all) if (f.endsWith(".map") && !named.has(f)) out.push(`${name}: ${f} is named by no file`);
  return out;
}

const sizes = [];
try {
  const modules = join(work, "node_modules");
  mkdirSync(join(modules, "@k1"), { recursive: true });
  for (const name of PACKAGES) {
    const dir = join(root, "packages", name);
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    const out = execFileSync("pnpm", ["pack", "--pack-destination", work], { cwd: dir, encoding: "utf8" });
    const tgz = out.trim().split("\n").pop().trim();
    const dest = join(modules, "@k1", name);
    mkdirSync(dest, { recursive: true });
    execFileSync("tar", ["-xzf", tgz, "-C", dest, "--strip-components=1"]);
    const lint = (tool, args) => {
      try {
        execFileSync(bin(tool), args, { cwd: work, encoding: "utf8", stdio: "pipe" });
      } catch (e) {
        fail(`${pkg.name}: ${tool} ${args.join(" ")}:\n${e.stdout || ""}${e.stderr || e.message}`);
      }
    };
    lint("publint", ["run", tgz, "--strict"]);
    lint("attw", [tgz, "--profile", "esm-only", "--format", "ascii", "--no-emoji", "--no-color"]);
    for (const p of mapProblems(dest, pkg.name)) fail(p);
    const size = statSync(tgz).size;
    let unpacked = 0;
    for (const f of files(dest)) unpacked += statSync(join(dest, f)).size;
    sizes.push(
      `${pkg.name} ${(size / 1000).toFixed(0)} kB packed, ${(unpacked / 1000).toFixed(0)} kB unpacked`,
    );
    const packed = JSON.parse(readFileSync(join(dest, "package.json"), "utf8"));
    for (const [dep, range] of Object.entries(packed.dependencies ?? {})) {
      if (String(range).startsWith("workspace:"))
        fail(`${pkg.name}: dependency ${dep} still ${range} when packed`);
    }
    // The release build pastes the small field ops into group/ecmult/sigs (inline-release.mjs):
    // the published hot formulas (what `./5x52` loads) must have gone through it, and the compact
    // build (what `./5x52` loads under the browser condition) must not have.
    if (["group", "ecmult", "sigs"].includes(name)) {
      const calls = /^\s*fe\d*\.(add|negate|cmov)\(/m; // esbuild may rename fe to fe2
      const entry = pkg.exports["./5x52"];
      if (calls.test(loaded(dest, entry.default)))
        fail(`${pkg.name}: ${entry.default} was not processed by inline-release.mjs`);
      if (!calls.test(loaded(dest, entry.browser)))
        fail(`${pkg.name}: ${entry.browser} is not the compact build`);
    }
    for (const [sub, target] of Object.entries(pkg.exports ?? {})) {
      for (const file of Object.values(target)) {
        if (!existsSync(join(dest, file)))
          fail(`${pkg.name}: exports["${sub}"] → ${file} is not in the package`);
      }
    }
  }
  // The one third-party runtime dependency, from the workspace (no network).
  const noble = join(root, "packages", "sigs", "node_modules", "@noble", "hashes");
  mkdirSync(join(modules, "@noble"), { recursive: true });
  cpSync(noble, join(modules, "@noble", "hashes"), { recursive: true, dereference: true });

  // Import every entry from a module inside the scratch folder, so resolution uses only it.
  const entries = [];
  for (const name of PACKAGES) {
    const pkg = JSON.parse(readFileSync(join(root, "packages", name, "package.json"), "utf8"));
    for (const sub of Object.keys(pkg.exports ?? {})) {
      entries.push(sub === "." ? pkg.name : `${pkg.name}/${sub.slice(2)}`);
    }
  }
  // A consumer's script: import `imports`, then sign, verify (and derive an ECDH secret) with each
  // of `signers`; `preamble` runs first.
  const consumer = (file, preamble, imports, signers, done) => {
    writeFileSync(
      file,
      `${preamble}
for (const e of ${JSON.stringify(imports)}) {
  const m = await import(e);
  if (Object.keys(m).length === 0) throw new Error(e + ": no exports");
}
const key = new Uint8Array(32).fill(7);
const msg = new Uint8Array(32).fill(1);
for (const e of ${JSON.stringify(signers)}) {
  const k1 = await import(e);
  const pub = k1.pubkeyCreate(key);
  if (!k1.ecdsaVerify(k1.ecdsaSign(msg, key), msg, pub)) throw new Error(e + ": ECDSA");
  const x = k1.xonlyPubkeyFromPubkey(pub).xonlyPubkey;
  if (!k1.schnorrVerify(k1.schnorrSign(msg, key), msg, x)) throw new Error(e + ": BIP340");
  if (k1.ecdh(key, pub).length !== 32) throw new Error(e + ": ECDH");
}
console.log(${JSON.stringify(done)});
`,
    );
    return file;
  };
  const run = (what, file, flags = []) => {
    try {
      process.stdout.write(execFileSync(process.execPath, [...flags, file], { cwd: work, encoding: "utf8" }));
    } catch (e) {
      fail(`${what}: ${e.stderr || e.message}`);
    }
  };
  const smoke = consumer(
    join(work, "smoke.mjs"),
    `const tiny = await import("@k1/sigs/tiny");
const k = new Uint8Array(32).fill(7);
const h = new Uint8Array(32).fill(1);
if (!tiny.verify(h, tiny.pointFromScalar(k), tiny.sign(h, k))) throw new Error("@k1/sigs/tiny");
for (const [e, s] of [["@k1/musig", "@k1/sigs"], ["@k1/musig/10x26", "@k1/sigs/10x26"]]) {
  const m = await import(e);
  const k1 = await import(s);
  const sks = [new Uint8Array(32).fill(3), new Uint8Array(32).fill(5)];
  const pks = sks.map((x) => k1.pubkeyCreate(x));
  const { aggPubkey, keyaggCache } = m.musigPubkeyAgg(pks);
  const nonces = pks.map((pk, i) => m.musigNonceGen(pk, { secretKey: sks[i] }));
  const session = m.musigNonceProcess(m.musigNonceAgg(nonces.map((n) => n.pubnonce)), h, keyaggCache);
  const psigs = nonces.map((n, i) => m.musigPartialSign(n.secnonce, sks[i], keyaggCache, session));
  if (!k1.schnorrVerify(m.musigPartialSigAgg(session, psigs), h, aggPubkey)) throw new Error(e + ": MuSig2");
}`,
    entries,
    ["@k1/sigs", "@k1/sigs/5x52", "@k1/sigs/10x26"],
    `imported ${entries.length} entries: ${entries.join(", ")}`,
  );
  run("smoke test", smoke);
  // The same under the browser condition: the compact build of group, ecmult and sigs.
  run("smoke test (browser condition)", smoke, ["--conditions=browser"]);
  // The portable builds must not need BigInt64 typed arrays, which engines such as Safari 14 lack
  // (BigInt itself they need, for set-up code): the 10x26 entries import and sign without them.
  const portable = consumer(
    join(work, "portable.mjs"),
    "delete globalThis.BigUint64Array;\ndelete globalThis.BigInt64Array;",
    entries.filter((e) => e.endsWith("/10x26") || e.endsWith("/base")),
    ["@k1/sigs/10x26"],
    "the 10x26 and base entries import and sign without BigInt64Array / BigUint64Array",
  );
  run("portable 10x26 entries", portable);
  run("portable 10x26 entries (browser condition)", portable, ["--conditions=browser"]);
  // ESM only, and `require()` of ES modules works from Node 20.19 and 22.12: every entry loads from
  // a CommonJS script, and signs.
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 19) || (major === 22 && minor < 12)) {
    fail(`require() of the packages needs Node >= 20.19 or >= 22.12; this is ${process.version}`);
  } else {
    const cjs = join(work, "require.cjs");
    writeFileSync(
      cjs,
      `for (const e of ${JSON.stringify(entries)}) {
  const m = require(e);
  if (Object.keys(m).length === 0) throw new Error(e + ": no exports from require()");
}
const k1 = require("@k1/sigs");
const key = new Uint8Array(32).fill(7);
const msg = new Uint8Array(32).fill(1);
if (!k1.ecdsaVerify(k1.ecdsaSign(msg, key), msg, k1.pubkeyCreate(key))) throw new Error("require: ECDSA");
console.log("require() loads ${entries.length} entries on Node " + process.version);
`,
    );
    run("require() of every entry", cjs, ["--no-warnings=ExperimentalWarning"]);
  }
  // The pool's workers start from the installed package's own worker module, on both backends.
  const poolCheck = join(work, "pool.mjs");
  writeFileSync(
    poolCheck,
    `for (const be of ["5x52", "10x26"]) {
  const k1 = await import("@k1/sigs/" + be);
  const { createVerifyPool } = await import("@k1/pool/" + be);
  const sigs = [], msgs = [], keys = [];
  for (let i = 1; i <= 3; i++) {
    const key = new Uint8Array(32).fill(i);
    const msg = new Uint8Array(32).fill(i + 10);
    sigs.push(k1.schnorrSign(msg, key));
    msgs.push(msg);
    keys.push(k1.xonlyPubkeyFromPubkey(k1.pubkeyCreate(key)).xonlyPubkey);
  }
  const pool = createVerifyPool({ workers: 1 });
  const ok = await pool.schnorrVerifyBatch(sigs, msgs, keys);
  const each = await pool.schnorrVerify(sigs, msgs, keys);
  await pool.close();
  if (!ok || !each.every((v) => v)) throw new Error("@k1/pool/" + be + ": a worker's result");
}
console.log("@k1/pool: workers start from the installed package (5x52, 10x26)");
`,
  );
  run("pool workers", poolCheck);
  // The root entries follow the engine (`exports` conditions): as a browser bundle resolves them
  // they are the 10x26 builds, so they too run without BigInt64 typed arrays.
  const roots = consumer(
    join(work, "browser.mjs"),
    "delete globalThis.BigUint64Array;\ndelete globalThis.BigInt64Array;",
    entries.filter((e) => e.split("/").length === 2 || e === "@k1/sigs/tiny"),
    ["@k1/sigs"],
    "the root entries, resolved with the browser condition, import and sign without BigInt64 typed arrays",
  );
  run("root entries under --conditions=browser", roots, ["--conditions=browser"]);
  console.log(sizes.join("\n"));
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`check-packages: ${failures.length} problem(s):\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("check-packages: every library package packs, installs and imports on its own");
