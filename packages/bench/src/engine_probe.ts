/**
 * One engine's part of the engine matrix (`bench_engines`), run by it under Node, Bun or Deno:
 *
 * - `engine_probe.js rows`: the seven signature rows of k1 (both backends; the root entry's backend
 *   named) and of the peers in this process, in libsecp256k1's format, then one line
 *   `K1_ENGINE_JSON {…}`: this engine's entry of the bench JSON document.
 * - `engine_probe.js warm <impl> <row>`: in this fresh process, the import of one library and its
 *   first 1,000 operations of one row (`internal/warmup.ts`), as a line `K1_WARM_JSON {…}`.
 *
 * @module
 */

import { header } from "./harness.js";
import { engineId } from "./internal/engine-id.js";
import { measureEngineRows } from "./internal/engine-rows.js";
import { measureWarmup } from "./internal/warmup.js";

const g = globalThis as { process?: { argv: string[] }; Deno?: { args: string[] } };
const args = g.Deno?.args ?? g.process?.argv.slice(2) ?? [];

if (args[0] === "warm") {
  const r = await measureWarmup(args[1] ?? "", args[2] ?? "", () => performance.now() * 1000);
  console.log(`K1_WARM_JSON ${JSON.stringify(r)}`);
} else if (args[0] === "rows") {
  const id = engineId();
  console.log(`# ${id.label}`);
  header();
  const { defaultBackend, clock, rows, sink } = measureEngineRows();
  console.log(`# @k1/sigs resolves to ${defaultBackend} here; ${clock} clock; sink ${sink}`);
  console.log(`K1_ENGINE_JSON ${JSON.stringify({ ...id, missing: null, defaultBackend, clock, rows })}`);
} else {
  console.error("usage: engine_probe.js rows | warm <impl> <row>");
  throw new Error("engine_probe: bad arguments");
}
