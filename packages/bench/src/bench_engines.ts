/**
 * `bench_engines` (`npm run bench:engines` at the root): the engine matrix. The seven signature
 * rows of k1 (5x52, 10x26 and the root entry `@k1/sigs` as each engine resolves it), tiny-secp256k1
 * and noble-curves, in one process per engine: this machine's Node, Node 22, 24 and 26 (the
 * registry's `node-<os>-<cpu>` packages at the versions pinned in `scripts/engines.mjs`, fetched into
 * `node_modules/.cache/k1-engines`), Bun (the pinned devDependency), Deno (the registry's `deno`,
 * pinned) and headless Chromium (Debian's `chromium` driven by playwright-core, over a page built
 * with Vite from the packages). Then, per engine, the warm-up of each backend: fresh processes (or
 * browsers) timing the import and the first 1,000 operations of one row. Prints a table per engine
 * in libsecp256k1's format, the warm-up table, and a summary of the ratios (tiny/k1, noble/k1 with
 * k1 = the root entry; 5x52/10x26).
 *
 * Usage: `node dist/bench_engines.js [--json[=file]] [--engines=node26,chromium] [--no-warm]`.
 * `K1_BENCH_ROUNDS`, `K1_BENCH_ITERS`, `K1_BENCH_COUNT` and `K1_BENCH_CLOCK` (`cpu`: process CPU time,
 * where the engine has it; browsers keep the wall clock) reach every engine's rows;
 * `K1_ENGINES_WARM` (default 3) sets the fresh processes per warm-up cell, `K1_ENGINES_WARM_PEERS=1`
 * adds the peers' warm-up. An engine that cannot be had is reported with the reason, and its entry
 * in the JSON has `missing` set.
 *
 * @module
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CHROMIUM, chromiumMissing, launchChromium, runPage } from "./internal/chromium.js";
import type { EngineId } from "./internal/engine-id.js";
import type { EngineRow, EngineRows } from "./internal/engine-rows.js";
import { SIG_ROWS } from "./internal/sig-row-names.js";
import { WARM_IMPLS, type WarmResult } from "./internal/warmup.js";
import { buildPage } from "./internal/web-build.js";

const here = dirname(fileURLToPath(import.meta.url));
const benchDir = join(here, "..");
const root = join(benchDir, "..", "..");
const CACHE = join(root, "node_modules", ".cache", "k1-engines");

/** One engine's entry of the bench JSON document. */
export interface EngineEntry extends EngineId {
  readonly missing: string | null;
  readonly defaultBackend?: string;
  readonly clock?: "cpu" | "wall";
  readonly rows: EngineRow[];
}

interface Runner {
  /** The engine's key (`node22`, `chromium`, …) for `--engines`. */
  readonly key: string;
  /** Its name while it is not known to run. */
  readonly name: string;
  /** The command prefix that runs a script (binary and flags), or a reason it cannot run. */
  readonly cmd: string[] | { missing: string };
}

const args = process.argv.slice(2);
const jsonArg = args.find((a) => a === "--json" || a.startsWith("--json="));
const only = args
  .find((a) => a.startsWith("--engines="))
  ?.slice("--engines=".length)
  .split(",");
const warm = !args.includes("--no-warm");
const WARM_REPEATS = Math.max(1, Number(process.env.K1_ENGINES_WARM ?? 3));
const WARM_PEERS = process.env.K1_ENGINES_WARM_PEERS === "1";
const log = (s: string) => (jsonArg === "--json" ? console.error(s) : console.log(s));

async function runners(): Promise<Runner[]> {
  const engines = (await import(pathToFileURL(join(root, "scripts", "engines.mjs")).href)) as {
    fetchEngine(name: string): { name: string; version: string; path?: string; missing?: string };
  };
  const bun = (await import(pathToFileURL(join(root, "scripts", "bun.mjs")).href)) as {
    bunBinary(): string | null;
  };
  const want = (k: string) => only === undefined || only.includes(k);
  const list: Runner[] = [];
  if (want("node")) list.push({ key: "node", name: `Node ${process.version}`, cmd: [process.execPath] });
  for (const k of ["node22", "node24", "node26"]) {
    if (!want(k)) continue;
    const e = engines.fetchEngine(k);
    list.push({
      key: k,
      name: `Node ${e.version}`,
      cmd:
        e.path !== undefined
          ? [e.path]
          : { missing: `node-${process.platform}-${process.arch}@${e.version}: ${e.missing}` },
    });
  }
  if (want("bun")) {
    const b = bun.bunBinary();
    list.push({
      key: "bun",
      name: "Bun",
      cmd: b !== null ? [b] : { missing: "Bun has no build for this platform" },
    });
  }
  if (want("deno")) {
    const e = engines.fetchEngine("deno");
    list.push({
      key: "deno",
      name: `Deno ${e.version}`,
      cmd: e.path !== undefined ? [e.path, "run", "-A"] : { missing: `deno@${e.version}: ${e.missing}` },
    });
  }
  if (want("chromium")) {
    const m = chromiumMissing();
    list.push({ key: "chromium", name: "Chromium", cmd: m === null ? ["chromium"] : { missing: m } });
  }
  return list;
}

/**
 * The K1_BENCH_* settings passed on to every engine. A row's runs take at most about 20 s
 * (`K1_BENCH_MAX_MS`) unless set otherwise: 5x52 under JavaScriptCore takes milliseconds per
 * operation.
 */
function benchEnv(): Record<string, string> {
  const env: Record<string, string> = { K1_BENCH_MAX_MS: "20000" };
  for (const [k, v] of Object.entries(process.env))
    if (k.startsWith("K1_BENCH_") && v !== undefined) env[k] = v;
  return env;
}

/** Runs the probe under a Node-like engine; returns the lines it printed. */
function probe(cmd: string[], probeArgs: string[]): string[] {
  const r = spawnSync(cmd[0], [...cmd.slice(1), join(here, "engine_probe.js"), ...probeArgs], {
    cwd: benchDir,
    encoding: "utf8",
    env: { ...process.env, ...benchEnv(), NO_COLOR: "1" },
    maxBuffer: 64 << 20,
  });
  if (r.error) throw new Error(`${cmd[0]}: ${r.error.message}`);
  if (r.status !== 0)
    throw new Error(
      `${cmd[0]} exited with ${r.status}: ${(r.stderr || r.stdout).trim().split("\n").slice(-3).join(" | ")}`,
    );
  return r.stdout.split("\n");
}

const tagged = <T>(lines: string[], tag: string): T => {
  const l = lines.find((x) => x.startsWith(`${tag} `));
  if (l === undefined) throw new Error(`no ${tag} line`);
  return JSON.parse(l.slice(tag.length + 1)) as T;
};

/** Min, median (as "avg") and max of a sample. */
function spread(x: number[]): { min: number; avg: number; max: number } {
  const s = [...x].sort((a, b) => a - b);
  return { min: s[0], avg: s[s.length >> 1], max: s[s.length - 1] };
}

/** The warm-up cells: every row of both backends and of the root entry (and of the peers with K1_ENGINES_WARM_PEERS). */
function warmCells(): [string, string][] {
  const impls = WARM_IMPLS.filter((i) => i.startsWith("k1") || WARM_PEERS);
  const cells: [string, string][] = [];
  for (const row of SIG_ROWS) for (const impl of impls) cells.push([impl, row]);
  return cells;
}

/** Folds fresh-process results into rows `<row>_first` and `<row>_first1000` (µs). */
function warmRows(results: WarmResult[]): EngineRow[] {
  const out: EngineRow[] = [];
  for (const [impl, row] of warmCells()) {
    const rs = results.filter((r) => r.impl === impl && r.row === row);
    if (rs.length === 0) continue;
    out.push({ row: `${row}_first`, impl, ...spread(rs.map((r) => r.first)) });
    out.push({ row: `${row}_first1000`, impl, ...spread(rs.map((r) => r.first1000)) });
    const cpu = rs.map((r) => r.cpu1000).filter((c): c is number => c !== null);
    if (cpu.length > 0) out.push({ row: `${row}_cpu1000`, impl, ...spread(cpu) });
  }
  return out;
}

async function measureNodeLike(r: Runner & { cmd: string[] }): Promise<EngineEntry> {
  log(`\n## ${r.name}: signature rows (one process)`);
  const lines = probe(r.cmd, ["rows"]);
  for (const l of lines) if (l !== "" && !l.startsWith("K1_ENGINE_JSON")) log(l);
  const doc = tagged<EngineEntry>(lines, "K1_ENGINE_JSON");
  const rows = [...doc.rows];
  if (warm) {
    log(`## ${doc.label}: warm-up, ${WARM_REPEATS} fresh process(es) per cell`);
    const results: WarmResult[] = [];
    for (let k = 0; k < WARM_REPEATS; k++) {
      for (const [impl, row] of k & 1 ? warmCells().reverse() : warmCells()) {
        results.push(tagged<WarmResult>(probe(r.cmd, ["warm", impl, row]), "K1_WARM_JSON"));
      }
    }
    rows.push(...warmRows(results));
  }
  return { ...doc, rows };
}

async function measureChromium(): Promise<EngineEntry> {
  const out = join(CACHE, "web");
  mkdirSync(out, { recursive: true });
  await buildPage(join(here, "web", "engine-page.js"), out, "k1 engine matrix");
  const settings = new URLSearchParams(benchEnv()).toString();
  log("\n## Chromium: signature rows (one page)");
  const c = await launchChromium(out, (line) => log(line));
  let res: EngineRows;
  try {
    res = (await runPage(c, `?mode=rows&${settings}`, 3_600_000)) as EngineRows;
  } finally {
    await c.close();
  }
  if ((res as { error?: string }).error !== undefined) throw new Error((res as { error?: string }).error);
  const id: EngineId = {
    engine: "chromium",
    version: c.version,
    js: "V8",
    label: `Chromium ${c.version} (headless)`,
  };
  const rows = [...res.rows];
  if (warm) {
    log(`## ${id.label}: warm-up, ${WARM_REPEATS} fresh browser(s) per cell`);
    const results: WarmResult[] = [];
    for (let k = 0; k < WARM_REPEATS; k++) {
      for (const [impl, row] of k & 1 ? warmCells().reverse() : warmCells()) {
        const b = await launchChromium(out, () => {});
        try {
          const q = new URLSearchParams({ mode: "warm", impl, row }).toString();
          const w = (await runPage(b, `?${q}`, 600_000)) as WarmResult & { error?: string };
          if (w.error !== undefined) throw new Error(w.error);
          results.push(w);
        } finally {
          await b.close();
        }
      }
    }
    rows.push(...warmRows(results));
  }
  return { ...id, missing: null, defaultBackend: res.defaultBackend, clock: res.clock, rows };
}

// ---------------------------------------------------------------------------------------------
// Output.

const fmt = (us: number | undefined, w = 11) =>
  (us === undefined ? "-" : us >= 100 ? us.toFixed(1) : us.toFixed(2)).padStart(w);
const find = (e: EngineEntry, row: string, impl: string) =>
  e.rows.find((r) => r.row === row && r.impl === impl)?.min;

function printWarm(e: EngineEntry): void {
  if (!e.rows.some((r) => r.row.endsWith("_first1000"))) return;
  log(
    `\n# ${e.label}: warm-up (fresh processes; median of ${WARM_REPEATS}): the first operation in ms (import included), then µs per operation over the first 1,000 (wall clock, and the process's CPU time where the engine reports it)`,
  );
  const impls = [...new Set(e.rows.filter((r) => r.row.endsWith("_first")).map((r) => r.impl))];
  log(
    `${"row".padEnd(18)}${impls.map((i) => `${i} first`.padStart(20) + "1000".padStart(9) + "cpu".padStart(9)).join("")}`,
  );
  for (const row of SIG_ROWS) {
    let line = row.padEnd(18);
    for (const impl of impls) {
      const get = (suffix: string) =>
        e.rows.find((r) => r.row === `${row}_${suffix}` && r.impl === impl)?.avg;
      const f = get("first");
      line += `${f === undefined ? "-".padStart(20) : (f / 1000).toFixed(1).padStart(20)}${fmt(get("first1000"), 9)}${fmt(get("cpu1000"), 9)}`;
    }
    log(line);
  }
}

function printSummary(entries: EngineEntry[]): void {
  log(
    "\nSummary, min µs (steady state, each engine in one process with the peers); ratios > 1: k1's root entry is faster",
  );
  log(
    `${"engine".padEnd(28)}${"row".padEnd(19)}${"default".padStart(8)}${"5x52".padStart(9)}${"10x26".padStart(9)}${"tiny".padStart(9)}${"noble".padStart(9)}${"tiny/k1".padStart(9)}${"noble/k1".padStart(9)}${"5x52/10x26".padStart(11)}${"warm 5x52/10x26".padStart(16)}`,
  );
  for (const e of entries) {
    if (e.missing !== null) {
      log(`${e.label.padEnd(28)}missing: ${e.missing}`);
      continue;
    }
    for (const row of SIG_ROWS) {
      const d = find(e, row, "k1 default");
      const a = find(e, row, "k1 5x52");
      const b = find(e, row, "k1 10x26");
      const t = find(e, row, "tiny-secp256k1");
      const n = find(e, row, "noble-curves");
      // Warm-up in CPU time where the engine reports it (steadier on a shared machine), else wall clock.
      const warmOf = (impl: string) =>
        (
          e.rows.find((r) => r.row === `${row}_cpu1000` && r.impl === impl) ??
          e.rows.find((r) => r.row === `${row}_first1000` && r.impl === impl)
        )?.avg;
      const wa = warmOf("k1 5x52");
      const wb = warmOf("k1 10x26");
      const ratio = (x: number | undefined, y: number | undefined, w = 9) =>
        (x === undefined || y === undefined ? "-" : (x / y).toFixed(2)).padStart(w);
      log(
        `${e.label.padEnd(28)}${row.padEnd(19)}${(e.defaultBackend ?? "-").padStart(8)}${fmt(a, 9)}${fmt(b, 9)}${fmt(t, 9)}${fmt(n, 9)}${ratio(t, d)}${ratio(n, d)}${ratio(a, b, 11)}${ratio(wa, wb, 16)}`,
      );
    }
  }
}

function machine(): string {
  const c = cpus();
  return c.length > 0 ? `${c.length}-vCPU ${c[0].model.trim()}` : "unknown";
}

function commit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

const entries: EngineEntry[] = [];
for (const r of await runners()) {
  const missingEntry = (why: string): EngineEntry => ({
    engine: r.key.startsWith("node") ? "node" : (r.key as EngineId["engine"]),
    version: r.name.split(" ")[1] ?? "?",
    js: "?",
    label: r.name,
    missing: why,
    rows: [],
  });
  if (!Array.isArray(r.cmd)) {
    log(`\n## ${r.name}: missing: ${r.cmd.missing}`);
    entries.push(missingEntry(r.cmd.missing));
    continue;
  }
  try {
    const e =
      r.key === "chromium" ? await measureChromium() : await measureNodeLike(r as Runner & { cmd: string[] });
    entries.push(e);
    printWarm(e);
  } catch (err) {
    const why = `could not be measured: ${(err as Error).message}${r.key === "chromium" ? ` (${CHROMIUM})` : ""}`;
    log(`\n## ${r.name}: ${why}`);
    entries.push(missingEntry(why));
  }
}
printSummary(entries);

const doc = {
  date: new Date().toISOString().slice(0, 10),
  machine: machine(),
  commit: commit(),
  engines: entries,
};
if (jsonArg === "--json") console.log(JSON.stringify(doc, null, 2));
else if (jsonArg !== undefined) {
  writeFileSync(jsonArg.slice("--json=".length), `${JSON.stringify(doc, null, 2)}\n`);
  log(`\nwrote ${jsonArg.slice("--json=".length)}`);
}
