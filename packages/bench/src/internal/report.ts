/**
 * The machine-readable result of the main job (`main.js --json`): one document with the date, the
 * machine, the commit measured and one engine entry holding every measured row. The engine matrix
 * merges one such document per engine; the docs' Benchmarks page draws its chart from a committed
 * copy (`docs/data/*.json`).
 *
 * @module
 */
import type { Row } from "../harness.js";

/** The implementations a row can belong to. `k1 default` is the package root as this engine resolves it. */
export type Impl = "k1 5x52" | "k1 10x26" | "k1 default" | "tiny-secp256k1" | "noble-curves";

/** One measured row: µs per operation. */
export interface JsonRow {
  readonly row: string;
  readonly impl: Impl;
  readonly min: number;
  readonly avg: number;
  readonly max: number;
}

/** The engine a document was measured on. */
export interface EngineInfo {
  readonly engine: "node" | "bun" | "deno" | "chromium";
  /** The engine's own version string. */
  readonly version: string;
  /** The JavaScript engine and its version, where known. */
  readonly js: string | null;
  /** A short label for tables: "Node 20.20.2 (V8 11.3)". */
  readonly label: string;
}

/** One engine's entry of a document. */
export interface EngineEntry extends EngineInfo {
  /** Null, or why this engine could not be measured. */
  readonly missing: string | null;
  readonly rows: readonly JsonRow[];
}

/** A benchmark document (schema shared with the engine matrix). */
export interface BenchDocument {
  /** ISO date of the measurement (YYYY-MM-DD). */
  readonly date: string;
  /** The processors, "2-vCPU <model>", or null where unknown. */
  readonly machine: string | null;
  /** The git short hash of the k1 measured, or null. */
  readonly commit: string | null;
  readonly engines: readonly EngineEntry[];
}

interface Globals {
  readonly process?: { readonly versions?: Record<string, string | undefined> };
  readonly Deno?: { readonly version?: { readonly deno?: string; readonly v8?: string } };
}

/** "11.3.244.8-node.33" → "11.3". */
const majorMinor = (v: string) => v.split(".").slice(0, 2).join(".");

/** The engine this code runs on, from its globals (Deno, then Bun, then Node). */
export function detectEngine(g: Globals = globalThis as Globals): EngineInfo {
  const deno = g.Deno?.version;
  if (deno?.deno !== undefined) {
    const v8 = deno.v8;
    return {
      engine: "deno",
      version: deno.deno,
      js: v8 === undefined ? null : `V8 ${v8}`,
      label: `Deno ${deno.deno}${v8 === undefined ? "" : ` (V8 ${majorMinor(v8)})`}`,
    };
  }
  const versions = g.process?.versions ?? {};
  if (versions.bun !== undefined) {
    return {
      engine: "bun",
      version: versions.bun,
      js:
        versions.webkit === undefined
          ? "JavaScriptCore"
          : `JavaScriptCore (WebKit ${versions.webkit.slice(0, 12)})`,
      label: `Bun ${versions.bun} (JavaScriptCore)`,
    };
  }
  const node = versions.node ?? "unknown";
  const v8 = versions.v8;
  return {
    engine: "node",
    version: node,
    js: v8 === undefined ? null : `V8 ${v8}`,
    label: `Node ${node}${v8 === undefined ? "" : ` (V8 ${majorMinor(v8)})`}`,
  };
}

/** The implementation a harness section measures, or undefined for a section outside the document. */
export function implOfSection(section: string): Impl | undefined {
  if (section === "sigs 5x52") return "k1 5x52";
  if (section === "sigs 10x26") return "k1 10x26";
  if (section.startsWith("peer tiny-secp256k1")) return "tiny-secp256k1";
  if (section.startsWith("peer @noble/curves")) return "noble-curves";
  return undefined;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The rows of a document: every measured row of k1's backends and the peers, and the rows of the
 * backend `defaultBackend` (what the package root resolves to here) again as `k1 default`.
 */
/**
 * The backend whose steady-state rows are the package root's (`k1 default`): the root's own, or for
 * the tiered build that Node and Deno resolve (10x26, moving to 5x52 function by function once
 * 5x52 measures faster), 5x52.
 */
export function steadyBackend(rootBackend: string): string {
  return rootBackend === "tiered" ? "5x52" : rootBackend;
}

export function jsonRows(rows: readonly Row[], defaultBackend: string): JsonRow[] {
  const out: JsonRow[] = [];
  for (const r of rows) {
    const impl = implOfSection(r.section);
    if (impl === undefined) continue;
    out.push({ row: r.name, impl, min: round3(r.min), avg: round3(r.avg), max: round3(r.max) });
  }
  const def = `k1 ${defaultBackend}`;
  for (const r of out.filter((x) => x.impl === def)) out.push({ ...r, impl: "k1 default" });
  return out;
}

/** A one-engine document. */
export function benchDocument(
  engine: EngineInfo,
  rows: readonly JsonRow[],
  machine: string | null,
  commit: string | null,
  date: Date,
): BenchDocument {
  return {
    date: date.toISOString().slice(0, 10),
    machine,
    commit,
    engines: [{ ...engine, missing: null, rows }],
  };
}

/** "2-vCPU <model>" from a list of processors (`os.cpus()`), or null if there is none. */
export function machineOf(cpus: readonly { readonly model: string }[] | undefined): string | null {
  if (cpus === undefined || cpus.length === 0) return null;
  return `${cpus.length}-vCPU ${cpus[0].model.trim().replace(/\s+/g, " ")}`;
}
