/**
 * `bench_windows [5x52|10x26] [ecdsa_verify_w<w>]`: the generator tables of `ecmult` per window,
 * the figures behind `WINDOW_G_DEFAULT` (the ecmult README shows them).
 *
 * - Rows `ecdsa_verify_w<w>` per backend (libsecp256k1's format; `w15s` is the shipped window-15
 *   tables of `@k1/ecmult/precomputed-g15`, the others computed): ECDSA verification with that
 *   window's tables installed, every window in each round.
 * - Then one line per window: the tables' bytes, the time to make them in a fresh process (the
 *   median of `K1_BENCH_COLD` processes, default 5: BigInt computation, or base64 decoding for
 *   `w15s`), and each backend's verification against the window-15 tables (the ratio of the minima).
 *
 * `K1_BENCH_ITERS` scales the iterations, `K1_BENCH_ROUNDS` the rounds (default 3).
 *
 * @module
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ecmultGTablesCompute, type PrecomputedGTables, WINDOW_G_DEFAULT } from "@k1/ecmult/base";
import { PRECOMPUTED_G15 } from "@k1/ecmult/precomputed-g15";
import {
  header,
  measuredRows,
  median,
  ROUNDS,
  rounds,
  runBackends,
  setFilters,
  sinkValue,
} from "./harness.js";
import { run as run5x52 } from "./internal/windows-rows.5x52.js";
import { run as run10x26 } from "./internal/windows-rows.10x26.js";

const args = process.argv.slice(2);
if (args.includes("-h") || args.includes("--help") || args.includes("help")) {
  console.log("The generator tables per window: ECDSA verification, table bytes, time to make them.");
  console.log("Usage: node dist/bench_windows.js [5x52|10x26] [row filters ...]");
  process.exit(0);
}
setFilters(args);

const WINDOWS = [4, 6, 7, 8, 9, 10, 12, 14, 16];
const tables: [string, PrecomputedGTables][] = WINDOWS.map((w) => [`w${w}`, ecmultGTablesCompute(w)]);
tables.splice(WINDOWS.indexOf(14) + 1, 0, ["w15s", PRECOMPUTED_G15]);
for (const [, t] of tables) t.bytes(); // made once, before any row

header();
rounds(ROUNDS, () =>
  runBackends(
    () => run5x52(tables),
    () => run10x26(tables),
  ),
);

const COLD = Number(process.env.K1_BENCH_COLD ?? 5);
const probe = fileURLToPath(new URL("./internal/windows-cold.js", import.meta.url));
const minOf = (be: string, name: string) =>
  measuredRows().find((r) => r.section === `windows ${be}` && r.name === `ecdsa_verify_${name}`)?.min;
const base = { "5x52": minOf("5x52", "w15s"), "10x26": minOf("10x26", "w15s") };
console.log(
  `# window, table bytes, make (ms, fresh process, median of ${COLD}), verify vs w15s (5x52, 10x26)`,
);
for (const [name] of tables) {
  const arg = name === "w15s" ? "15s" : name.slice(1);
  const made = [];
  for (let i = 0; i < COLD; i++) {
    made.push(
      JSON.parse(execFileSync(process.execPath, [probe, arg], { encoding: "utf8" })) as {
        make: number;
        bytes: number;
      },
    );
  }
  const ratio = (be: "5x52" | "10x26") => {
    const m = minOf(be, name);
    const b = base[be];
    return m === undefined || b === undefined ? "-" : `${m.toFixed(1)} µs (${(m / b).toFixed(3)})`;
  };
  const tag = name === `w${WINDOW_G_DEFAULT}` ? " (default)" : name === "w15s" ? " (shipped)" : "";
  console.log(
    `# ${name}${tag}: ${made[0].bytes} B, make ${median(made.map((m) => m.make)).toFixed(2)} ms, 5x52 ${ratio("5x52")}, 10x26 ${ratio("10x26")}`,
  );
}
console.log(`# sink ${sinkValue()}`);
