/**
 * `bench_ecmult`'s rows for both backends (each with its own copy of the multiplication code), and
 * the cold-start figures: fresh processes that import `@k1/ecmult/<backend>` and do their first
 * multiplication, as a verifier (`ecmult`) or a signer (`ecmult_gen`) would.
 *
 * @module
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { runBackends, selected } from "../harness.js";
import { run as run5x52 } from "./ecmult-rows.5x52.js";
import { run as run10x26 } from "./ecmult-rows.10x26.js";

/** Prints the ecmult rows of both backends (a "5x52" or "10x26" filter selects one). */
export function run(): void {
  runBackends(run5x52, run10x26);
}

/** Processes per backend for the cold-start figure (K1_BENCH_COLD, default 5). */
const COLD_RUNS = Number(process.env.K1_BENCH_COLD ?? 5);

interface Cold {
  import: number;
  first: number;
  second: number;
  next10: number;
}

/**
 * Measures cold start: `K1_BENCH_COLD` fresh Node processes per backend and kind, each importing
 * the package and doing one multiplication (see `ecmult-cold.ts`): `ecmult` (R = na·A + ng·G, the
 * first computes the default generator tables) and `ecmult_gen` (a context, then R = n·G; the first
 * computes the comb table). Prints rows `ecmult_cold_<be>` and `ecmult_gen_cold_<be>` with the
 * import plus first multiplication in µs (min, median as "avg", max over the processes; wall
 * clock), and a comment line with the parts.
 */
export function runColdStart(): void {
  const probe = fileURLToPath(new URL("./ecmult-cold.js", import.meta.url));
  for (const [kind, be] of [
    ["ecmult", "5x52"],
    ["ecmult", "10x26"],
    ["ecmult_gen", "5x52"],
    ["ecmult_gen", "10x26"],
  ] as const) {
    const name = `${kind}_cold_${be}`;
    if (!selected(name)) continue;
    const args = kind === "ecmult" ? [probe, be] : [probe, be, "gen"];
    const runs: Cold[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      runs.push(JSON.parse(execFileSync(process.execPath, args, { encoding: "utf8" })) as Cold);
    }
    const med = (f: (c: Cold) => number) => {
      const v = runs.map(f).sort((x, y) => x - y);
      return v[v.length >> 1];
    };
    const total = runs.map((c) => c.import + c.first).sort((x, y) => x - y);
    const fmt = (ms: number) => (ms * 1000).toFixed(1).padStart(11, " ").padEnd(15, " ");
    console.log(
      `${name.padEnd(30, " ")},${fmt(total[0])},${fmt(med((c) => c.import + c.first))},${fmt(total[total.length - 1])}`,
    );
    console.log(
      `#   ${be} cold start, median of ${COLD_RUNS} processes: import ${med((c) => c.import).toFixed(1)} ms, ` +
        `first ${kind} ${med((c) => c.first).toFixed(1)} ms, second ${med((c) => c.second).toFixed(2)} ms, ` +
        `next 10 ${med((c) => c.next10).toFixed(1)} ms`,
    );
  }
}
