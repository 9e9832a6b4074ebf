#!/usr/bin/env node
// Checks the library packages as a consumer gets them, offline: packs each one with pnpm (which
// rewrites `workspace:*` to versions), unpacks the tarballs into a scratch node_modules beside the
// workspace's own copy of @noble/hashes, then imports every entry of every `exports` map from there
// and runs a small sign/verify on each backend. Catches an export that points at a missing file, a
// file left out by `files`, a build-only file that leaks in, or a package that resolves a sibling
// from the workspace instead of from its declared dependencies.
//
// Run by the README's test command after the release build (it needs every dist/).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const PACKAGES = ["field", "scalar", "group", "ecmult", "sigs"];
const work = mkdtempSync(join(tmpdir(), "k1-packages-"));
const failures = [];
const fail = (msg) => failures.push(msg);

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
    const packed = JSON.parse(readFileSync(join(dest, "package.json"), "utf8"));
    for (const [dep, range] of Object.entries(packed.dependencies ?? {})) {
      if (String(range).startsWith("workspace:"))
        fail(`${pkg.name}: dependency ${dep} still ${range} when packed`);
    }
    // The release build pastes the small field ops into group/ecmult/sigs (inline-release.mjs):
    // the published hot formulas must have gone through it.
    const hot = { group: "dist/gej.5x52.js", ecmult: "dist/gen.5x52.js", sigs: "dist/ellswift.5x52.js" }[
      name
    ];
    if (hot !== undefined) {
      const js = readFileSync(join(dest, hot), "utf8");
      if (!js.includes("inlined by scripts/inline-release.mjs") || /^\s*fe\.(add|negate|cmov)\(/m.test(js))
        fail(`${pkg.name}: ${hot} was not processed by scripts/inline-release.mjs`);
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
if (!tiny.verify(h, tiny.pointFromScalar(k), tiny.sign(h, k))) throw new Error("@k1/sigs/tiny");`,
    entries,
    ["@k1/sigs", "@k1/sigs/5x52", "@k1/sigs/10x26"],
    `imported ${entries.length} entries: ${entries.join(", ")}`,
  );
  run("smoke test", smoke);
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
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`check-packages: ${failures.length} problem(s):\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("check-packages: every library package packs, installs and imports on its own");
