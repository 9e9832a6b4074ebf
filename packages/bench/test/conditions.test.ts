// The root entries follow the engine: each library package's `exports["."]` (and @k1/sigs/tiny)
// maps the runtime conditions, in the scheme's order, to the backend of internal/conditions.ts, and
// the resolvers that users run agree: Node (plain and with --conditions=…), Bun, Deno, and Vite
// bundling for browsers, React Native and no particular platform. Each check imports the entry and
// reads the BACKEND its module exports (tiny's API has none: its file is checked).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import {
  COMPACT_CONDITIONS,
  CONDITION_ORDER,
  type Condition,
  ROOT_BACKENDS,
  ROOT_PACKAGES,
  rootBuild,
} from "../src/internal/conditions.js";

const bench = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(bench, "..", "..");
const probe = join(bench, "test", "fixtures", "conditions-probe.mjs");
const specs = ROOT_PACKAGES.map((p) => (p.sub === "." ? p.name : `${p.name}/${p.sub.slice(2)}`));
const CI = process.env.CI === "true";

type Resolved = Record<string, { file: string; backend: string | null; moved?: string }>;

/**
 * What the root entries must give under a condition: the build's file and BACKEND; a tiered build
 * must also have moved to 5x52 within a synchronous loop (the probe lowers its thresholds), which
 * needs this engine's synchronous `require` of an ES module.
 */
function expectResolved(got: Resolved, cond: Condition, who: string, moved = "5x52"): void {
  for (const [i, spec] of specs.entries()) {
    const be = rootBuild(ROOT_PACKAGES[i], cond);
    expect(got[spec]?.file, `${who}: ${spec}`).toBe(`${ROOT_PACKAGES[i].file}.${be}.js`);
    if (ROOT_PACKAGES[i].sub === ".") expect(got[spec]?.backend, `${who}: ${spec} BACKEND`).toBe(be);
    if (be === "tiered") expect(got[spec]?.moved, `${who}: ${spec} runs on ${moved}`).toBe(moved);
  }
}

function runProbe(cmd: string[], who: string): Resolved {
  const r = spawnSync(cmd[0], [...cmd.slice(1), probe, ...specs], { cwd: bench, encoding: "utf8" });
  if (r.error) throw new Error(`${who}: ${r.error.message}`);
  const line = r.stdout.split("\n").find((l) => l.startsWith("K1_CONDITIONS "));
  if (r.status !== 0 || line === undefined) throw new Error(`${who} failed: ${r.stderr || r.stdout}`);
  return JSON.parse(line.slice("K1_CONDITIONS ".length)) as Resolved;
}

/** Bun or Deno, or the reason this machine has none (a failure under CI=true). */
async function engine(name: "bun" | "deno"): Promise<string[] | null> {
  let cmd: string[] | null = null;
  let why = "";
  if (name === "bun") {
    const m = (await import(pathToFileURL(join(root, "scripts", "bun.mjs")).href)) as {
      bunBinary(): string | null;
    };
    const b = m.bunBinary();
    cmd = b === null ? null : [b];
    why = "Bun has no build for this platform";
  } else {
    const m = (await import(pathToFileURL(join(root, "scripts", "engines.mjs")).href)) as {
      fetchEngine(n: string): { path?: string; missing?: string };
    };
    const e = m.fetchEngine("deno");
    cmd = e.path === undefined ? null : [e.path, "run", "-A"];
    why = `the pinned Deno cannot be had: ${e.missing}`;
  }
  if (cmd === null) {
    if (CI) throw new Error(`conditions: ${why}; CI=true, so this fails`);
    console.warn(`conditions: ${why}: its resolution is not checked here`);
  }
  return cmd;
}

describe("root entries follow the engine", () => {
  it("every root entry maps the conditions, in order, to the scheme's builds", () => {
    for (const p of ROOT_PACKAGES) {
      const pkg = JSON.parse(
        readFileSync(join(root, "packages", p.name.slice(4), "package.json"), "utf8"),
      ) as {
        exports: Record<string, Record<string, string>>;
        scripts?: { build?: string };
      };
      // A package with a build for bundlers sends browsers and React Native there.
      const compact = /compact-release\.mjs/.test(pkg.scripts?.build ?? "");
      const entry = pkg.exports[p.sub];
      expect(Object.keys(entry), `${p.name} ${p.sub}`).toEqual([...CONDITION_ORDER]);
      for (const c of CONDITION_ORDER) {
        if (c === "types") continue;
        const dir = compact && COMPACT_CONDITIONS.has(c) ? "./dist/compact" : "./dist";
        expect(entry[c], `${p.name} ${p.sub} ${c}`).toBe(
          `${dir}/${p.file}.${rootBuild(p, c as Condition)}.js`,
        );
      }
      // The explicit backends stay.
      if (p.sub === ".") {
        for (const be of ["5x52", "10x26"])
          expect(pkg.exports[`./${be}`]?.default).toBe(`./dist/${p.file}.${be}.js`);
      }
    }
  });

  it("Node resolves the node condition, and each earlier one given with --conditions", () => {
    expectResolved(runProbe([process.execPath], "node"), "node", "node");
    for (const c of ["bun", "deno", "react-native", "browser"] as const) {
      expectResolved(
        runProbe([process.execPath, `--conditions=${c}`], `node --conditions=${c}`),
        c,
        `node ${c}`,
      );
    }
  });

  it("Bun resolves the bun condition", async () => {
    const cmd = await engine("bun");
    if (cmd !== null) expectResolved(runProbe(cmd, "bun"), "bun", "bun");
  });

  it("Deno resolves the deno condition", async () => {
    const cmd = await engine("deno");
    if (cmd === null) return;
    expectResolved(runProbe(cmd, "deno"), "deno", "deno");
    // Without read permission for the 5x52 modules the tiered builds neither ask (no prompt, which
    // would stop the program) nor fail: they stay on 10x26.
    const dist = join(root, "packages", "sigs", "dist");
    const denied = [
      cmd[0],
      "run",
      "--no-prompt",
      "--allow-read",
      "--allow-env",
      `--deny-read=${join(dist, "sigs.5x52.js")},${join(dist, "tiny.5x52.js")}`,
    ];
    expectResolved(runProbe(denied, "deno, 5x52 unreadable"), "deno", "deno, 5x52 unreadable", "10x26");
  }, 300_000);

  it("Vite resolves the browser and react-native conditions and, with none of them, the default", async () => {
    // A folder of its own inside the package (so that its imports resolve like the package's),
    // apart from a release run of this test going on at the same time.
    mkdirSync(join(bench, "node_modules", ".cache"), { recursive: true });
    const dir = mkdtempSync(join(bench, "node_modules", ".cache", "k1-conditions-"));
    const roots = join(dir, "roots.js");
    const tiny = join(dir, "tiny.js");
    const rootSpecs = specs.filter((_, i) => ROOT_PACKAGES[i].sub === ".");
    writeFileSync(
      roots,
      `${rootSpecs.map((s, i) => `export { BACKEND as b${i} } from "${s}";`).join("\n")}\n`,
    );
    writeFileSync(tiny, 'export { isPoint } from "@k1/sigs/tiny";\n');
    const bundle = async (entry: string, conditions: string[]) => {
      // What each @k1 specifier resolved to (a module that only re-exports leaves no code of its own).
      const resolved: Record<string, string> = {};
      const out = (await build({
        root: bench,
        configFile: false,
        logLevel: "silent",
        plugins: [
          {
            name: "k1-resolved",
            enforce: "pre",
            async resolveId(source, importer, options) {
              if (!source.startsWith("@k1/")) return null;
              const r = await this.resolve(source, importer, { ...options, skipSelf: true });
              if (r !== null) resolved[source] = r.id.slice(r.id.lastIndexOf("/") + 1);
              return r;
            },
          },
        ],
        resolve: { conditions, mainFields: [] },
        // @k1/pool's workers are ES modules, as its README says a Vite build must make them.
        worker: { format: "es" },
        build: { write: false, minify: false, lib: { entry, formats: ["es"], fileName: "entry" } },
      })) as { output: { type: string; code: string; modules: Record<string, unknown> }[] }[];
      const chunk = out[0].output.find((o) => o.type === "chunk");
      if (chunk === undefined) throw new Error("vite: no chunk");
      return {
        code: chunk.code,
        files: Object.keys(chunk.modules).map((m) => m.slice(m.lastIndexOf("/") + 1)),
        resolved,
      };
    };
    try {
      for (const [cond, conditions] of [
        ["browser", ["browser"]],
        ["react-native", ["react-native"]],
        ["default", []],
      ] as const) {
        const be = ROOT_BACKENDS[cond];
        const other = be === "5x52" ? "10x26" : "5x52";
        const r = await bundle(roots, [...conditions]);
        const m = (await import(`data:text/javascript,${encodeURIComponent(r.code)}`)) as Record<
          string,
          unknown
        >;
        const got: Resolved = {};
        for (const [i, spec] of specs.entries()) {
          const { file, sub } = ROOT_PACKAGES[i];
          const b = sub === "." ? r : await bundle(tiny, [...conditions]);
          // The bundle holds the expected build of the entry and not the other one.
          expect(b.files, `vite ${cond}: ${spec}`).not.toContain(`${file}.${other}.js`);
          const j = rootSpecs.indexOf(spec);
          got[spec] = {
            file: b.resolved[spec] ?? "(not resolved)",
            backend: j < 0 ? null : ((m[`b${j}`] as string | undefined) ?? null),
          };
        }
        expectResolved(got, cond, `vite ${cond}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
