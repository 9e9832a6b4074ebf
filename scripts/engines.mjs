#!/usr/bin/env node
// The JavaScript engines k1 is measured and tested on besides the Node that runs the scripts:
// Node 22, 24 and 26 (the binaries the npm registry ships as the packages `node-<os>-<cpu>`) and
// Deno (the registry's `deno` package, whose binary is in its platform package `@deno/<os>-<cpu>…`),
// at the versions pinned below, fetched with `npm pack` into node_modules/.cache/k1-engines (not
// installed globally, nothing on PATH). Bun is the pinned devDependency (scripts/bun.mjs) and
// Chromium is Debian's `chromium` (scripts/chromium.mjs).
//
// Usage: node scripts/engines.mjs [fetch] [node22 node24 node26 deno]   fetches (if absent), prints paths
//        node scripts/engines.mjs path node26                          prints one path or fails
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Where the fetched engines live (one folder per package and version). */
export const CACHE = join(root, "node_modules", ".cache", "k1-engines");

/** The pinned versions: the newest of each Node line in the registry on 2026-12-01, and Deno. */
export const PINS = {
  node22: "22.23.5",
  node24: "24.22.3",
  node26: "26.12.1",
  deno: "2.9.6",
};

/** The names `fetchEngine` takes. */
export const ENGINES = Object.keys(PINS);

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function sh(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  if (r.error) throw new Error(`${cmd}: ${r.error.message}`);
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(" ")}: ${(r.stderr || r.stdout).trim().split("\n").pop()}`);
  return r.stdout;
}

/** `npm pack spec` into the cache and unpack it; returns the unpacked package folder. */
function packed(spec, folder) {
  const dir = join(CACHE, folder);
  if (existsSync(join(dir, "package", "package.json"))) return join(dir, "package");
  mkdirSync(CACHE, { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    const out = sh(npm, ["pack", spec, "--silent", "--pack-destination", tmp], tmp).trim().split("\n").pop();
    sh("tar", ["-xzf", join(tmp, out)], tmp);
    rmSync(join(tmp, out));
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
  return join(dir, "package");
}

function nodePackage() {
  const os = { linux: "linux", darwin: "darwin", win32: "win" }[process.platform];
  if (!os || !["x64", "arm64"].includes(process.arch)) return null;
  return `node-${os}-${process.arch}`;
}

function denoPackage() {
  const os = { linux: "linux", darwin: "darwin", win32: "win32" }[process.platform];
  if (!os || !["x64", "arm64"].includes(process.arch)) return null;
  // The `deno` package lists one optional dependency per platform; Linux builds are for glibc.
  if (os === "linux" && !process.report?.getReport?.().header?.glibcVersionRuntime) return null;
  return `@deno/${os}-${process.arch}${os === "linux" ? "-glibc" : ""}`;
}

/**
 * Fetches engine `name` (one of {@link ENGINES}) if it is not in the cache yet. Returns
 * `{ name, version, path }` with the binary's path, or `{ name, version, missing }` with the reason
 * it cannot be had here (no build for this platform, no registry, …).
 */
export function fetchEngine(name) {
  const version = PINS[name];
  if (version === undefined) throw new Error(`engines: unknown engine ${name} (${ENGINES.join(", ")})`);
  try {
    if (name.startsWith("node")) {
      const pkg = nodePackage();
      if (pkg === null)
        return { name, version, missing: `no ${pkg} package for ${process.platform}-${process.arch}` };
      const dir = packed(`${pkg}@${version}`, `${pkg}-${version}`);
      const bin = process.platform === "win32" ? join(dir, "bin", "node.exe") : join(dir, "bin", "node");
      if (!existsSync(bin)) return { name, version, missing: `${pkg}@${version} has no bin/node` };
      chmodSync(bin, 0o755);
      return { name, version, path: bin };
    }
    const pkg = denoPackage();
    if (pkg === null)
      return {
        name,
        version,
        missing: `the deno package has no build for ${process.platform}-${process.arch}`,
      };
    // The platform package of the pinned `deno` release (the same version, as deno's package.json lists).
    const meta = JSON.parse(
      readFileSync(join(packed(`deno@${version}`, `deno-${version}`), "package.json"), "utf8"),
    );
    if (meta.optionalDependencies?.[pkg] !== version)
      return { name, version, missing: `deno@${version} does not list ${pkg}@${version}` };
    const dir = packed(`${pkg}@${version}`, `${pkg.replace("/", "+")}-${version}`);
    const bin = join(dir, process.platform === "win32" ? "deno.exe" : "deno");
    if (!existsSync(bin)) return { name, version, missing: `${pkg}@${version} has no deno binary` };
    chmodSync(bin, 0o755);
    return { name, version, path: bin };
  } catch (e) {
    return { name, version, missing: `could not fetch it: ${e.message}` };
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  if (args[0] === "path") {
    const e = fetchEngine(args[1]);
    if (e.path === undefined) {
      console.error(`engines: ${e.name} ${e.version}: ${e.missing}`);
      process.exit(1);
    }
    console.log(e.path);
  } else {
    const names = args.filter((a) => a !== "fetch");
    let failed = false;
    for (const n of names.length > 0 ? names : ENGINES) {
      const e = fetchEngine(n);
      console.log(`${n.padEnd(7)} ${e.version.padEnd(8)} ${e.path ?? `missing: ${e.missing}`}`);
      failed ||= e.path === undefined;
    }
    if (failed) process.exit(1);
  }
}
