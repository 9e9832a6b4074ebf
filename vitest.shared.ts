// Shared vitest configuration. Each package's vitest.config.ts is `export default k1Config(import.meta.url)`.
//
// Two modes, both run by the README's test command:
// - VERIFY (default): `@k1/<pkg>/<subpath>` resolves to the package's TypeScript source and
//   `__VERIFY__` is `true`, so every contract check runs.
// - release (`K1_RELEASE=1`): the same specifiers resolve to the built `dist/` (where
//   `__VERIFY__` was replaced by `false`), and the `*.verify.test.ts` files, which test the
//   VERIFY checks themselves, are left out.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = dirname(fileURLToPath(import.meta.url));
const release = process.env.K1_RELEASE === "1";
const bun = (process.versions as Record<string, string | undefined>).bun !== undefined;

/** Maps every `exports` entry of every workspace package to its source (or dist) file. */
function workspaceAliases(): { find: string | RegExp; replacement: string }[] {
  const aliases: { find: RegExp; replacement: string }[] = [];
  const pkgsDir = join(root, "packages");
  for (const dir of readdirSync(pkgsDir)) {
    const pj = join(pkgsDir, dir, "package.json");
    if (!existsSync(pj)) continue;
    const pkg = JSON.parse(readFileSync(pj, "utf8")) as { name: string; exports?: Record<string, unknown> };
    for (const [sub, target] of Object.entries(pkg.exports ?? {})) {
      // The entry this runtime would resolve: a root that follows the engine (`exports` conditions)
      // gives Node its "node" target and Bun (test:jsc) its "bun" target.
      const t = target as Record<string, string | undefined>;
      const distPath =
        typeof target === "string" ? target : ((bun ? t.bun : undefined) ?? t.node ?? (t.default as string));
      const file = release ? distPath : distPath.replace(/^\.\/dist\//, "./src/").replace(/\.js$/, ".ts");
      const spec = sub === "." ? pkg.name : `${pkg.name}/${sub.slice(2)}`;
      const escaped = spec.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      aliases.push({ find: new RegExp(`^${escaped}$`), replacement: resolve(pkgsDir, dir, file) });
    }
  }
  return aliases;
}

export function k1Config(_configUrl: string) {
  return defineConfig({
    // One cache folder per mode: `npm test` runs a package's VERIFY, release and JavaScriptCore
    // suites concurrently, and each vitest writes its results cache there.
    cacheDir: `node_modules/.vite/${release ? "release" : bun ? "jsc" : "verify"}`,
    // Release runs resolve @k1/* to dist/; a test that imports ../src directly runs it with VERIFY off.
    define: { __VERIFY__: release ? "false" : "true" },
    resolve: { alias: workspaceAliases() },
    test: {
      include: ["test/**/*.test.ts"],
      exclude: release ? ["test/**/*.verify.test.ts", "**/node_modules/**"] : ["**/node_modules/**"],
      testTimeout: 600_000,
      hookTimeout: 600_000,
      pool: "forks",
      reporters: ["default"],
    },
  });
}
