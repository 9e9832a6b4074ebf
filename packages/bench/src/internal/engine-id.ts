/**
 * Which engine a bench runs on, in the bench JSON's terms (`engine`, `version`, `js`, `label`):
 * Node, Bun, Deno, or a browser (whose engine version the page cannot see; `bench_engines` fills
 * it in from the browser it launched).
 *
 * @module
 */

/** The engine fields of a bench JSON document's engine entry. */
export interface EngineId {
  readonly engine: "node" | "bun" | "deno" | "chromium";
  readonly version: string;
  /** The JS engine and its version where known ("V8 14.6.202.34", "JavaScriptCore"). */
  readonly js: string;
  readonly label: string;
}

interface Globals {
  Deno?: { version: { deno: string; v8: string } };
  Bun?: { version: string };
  process?: { versions?: Record<string, string | undefined> };
}

/** The engine this code runs on. */
export function engineId(): EngineId {
  const g = globalThis as Globals;
  if (g.Deno !== undefined) {
    const v8 = g.Deno.version.v8;
    return {
      engine: "deno",
      version: g.Deno.version.deno,
      js: `V8 ${v8}`,
      label: `Deno ${g.Deno.version.deno} (V8 ${short(v8)})`,
    };
  }
  if (g.Bun !== undefined) {
    return {
      engine: "bun",
      version: g.Bun.version,
      js: "JavaScriptCore",
      label: `Bun ${g.Bun.version} (JavaScriptCore)`,
    };
  }
  const v = g.process?.versions;
  if (v?.node !== undefined) {
    const v8 = v.v8 ?? "?";
    return { engine: "node", version: v.node, js: `V8 ${v8}`, label: `Node ${v.node} (V8 ${short(v8)})` };
  }
  return { engine: "chromium", version: "?", js: "V8", label: "Chromium" };
}

/** "14.6.202.34-node.40" → "14.6". */
function short(v8: string): string {
  return v8.split(".").slice(0, 2).join(".");
}
