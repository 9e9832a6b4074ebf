/**
 * `bench_ecmult_multi [sweep|windows] [row filters ...]`: multi-point multiplication of n points
 * plus G (libsecp256k1's bench_ecmult `ecmult_multi_<n>p_g` rows), by Strauss' algorithm, the
 * bundled algorithm (seed PR 1994), Pippenger's algorithm and the dispatcher side by side, for both
 * field backends, then a summary table per backend. µs per point, G counted as a point.
 *
 * - default: n = 1, 2, 6, 11, 12, 17, 18, 24, 48, 96, 144, 180, 200, 256, 512, 2048 (`K1_MULTI_NS`
 *   to change, comma separated);
 * - `sweep`: the bundled algorithm against Pippenger's for n from 96 to 288 in steps of 6
 *   (`K1_SWEEP=from:to:step`), the sweep behind `ECMULT_PIPPENGER_THRESHOLD`;
 * - `windows`: Pippenger's algorithm with the bucket windows around the chosen one at the bounds
 *   of `PIPPENGER_BUCKET_WINDOW_BOUNDS`;
 * - `medians`: the bundled algorithm against Strauss' at n = 18, 24, 48, 96, 144, 180 in
 *   `K1_PROCESSES` (default 3) fresh processes of the same Node binary, each alternating the two
 *   (CPU time, minimum of 9 rounds), and the median over the processes of each algorithm's minimum
 *   and of their ratio: the check of the bundle's margin over Strauss'.
 *
 * `K1_BENCH_ITERS` scales the iterations (whole multiplications), `K1_BENCH_COUNT` the runs per
 * row. Filters: "5x52", "10x26", row names or prefixes ("bundle", "ecmult_multi_96p_g", …).
 *
 * @module
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { header, median, ROUNDS, type Row, rounds, setFilters, sinkValue } from "./harness.js";
import * as rows5x52 from "./internal/multi-rows.5x52.js";
import * as rows10x26 from "./internal/multi-rows.10x26.js";

const DEFAULT_NS = [1, 2, 6, 11, 12, 17, 18, 24, 48, 96, 144, 180, 200, 256, 512, 2048];
/** The n of the `medians` mode: the bundle's range, from three bundles up. */
const MEDIAN_NS = [18, 24, 48, 96, 144, 180];

const args = process.argv.slice(2);
if (args.includes("-h") || args.includes("--help") || args.includes("help")) {
  console.log("Benchmark multi-point multiplication (n points plus G), both field backends.");
  console.log(
    "Usage: node dist/bench_ecmult_multi.js [sweep|windows|medians] [5x52|10x26] [row filters ...]",
  );
  console.log("Rows: strauss_multi_<n>p_g, bundle_multi_<n>p_g, pippenger_multi_<n>p_g (one batch each) and");
  console.log("ecmult_multi_<n>p_g (the dispatcher, default scratch). µs per point, G counted as a point.");
  console.log(
    "K1_MULTI_NS=1,2,6,... sets n; K1_SWEEP=from:to:step the sweep; K1_BENCH_ITERS, K1_BENCH_COUNT as usual.",
  );
  process.exit(0);
}
const mode = args.includes("sweep")
  ? "sweep"
  : args.includes("windows")
    ? "windows"
    : args.includes("medians")
      ? "medians"
      : "rows";
const backends = ["5x52", "10x26"].filter((b) => args.includes(b));
const which = backends.length > 0 ? backends : ["5x52", "10x26"];
const filters = args.filter(
  (a) => a !== "sweep" && a !== "windows" && a !== "medians" && a !== "5x52" && a !== "10x26",
);
const mods = { "5x52": rows5x52, "10x26": rows10x26 } as const;

if (mode === "sweep") {
  const [from, to, step] = (process.env.K1_SWEEP ?? "96:288:6").split(":").map(Number);
  for (const be of which) mods[be as keyof typeof mods].sweep(from, to, step);
} else if (mode === "medians") {
  const ns = process.env.K1_MULTI_NS ? process.env.K1_MULTI_NS.split(",").map(Number) : MEDIAN_NS;
  if (process.env.K1_MEDIANS_CHILD === "1") {
    // One process's minima, as JSON on the last line (read by the parent).
    const be = which[0] as keyof typeof mods;
    console.log(JSON.stringify(mods[be].compare(ns)));
  } else {
    const procs = Math.max(1, Number(process.env.K1_PROCESSES ?? 3));
    for (const be of which) {
      const runs: [number, number, number][][] = [];
      for (let p = 0; p < procs; p++) {
        const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), "medians", be], {
          env: { ...process.env, K1_MEDIANS_CHILD: "1" },
          encoding: "utf8",
        });
        runs.push(JSON.parse(out.trim().split("\n").pop() as string));
      }
      console.log(
        `# ${be}, Node ${process.versions.node} (V8 ${process.versions.v8}): bundle against Strauss, µs per point`,
      );
      console.log(
        `# (n points + G; median over ${procs} processes of each one's minimum; the ratio's median and range)`,
      );
      console.log("#      n    strauss     bundle   bundle/strauss (range)");
      ns.forEach((n, i) => {
        const s = runs.map((r) => r[i][1]);
        const b = runs.map((r) => r[i][2]);
        const q = runs.map((r) => r[i][2] / r[i][1] - 1);
        const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
        console.log(
          `# ${String(n).padStart(6)} ${median(s).toFixed(2).padStart(10)} ${median(b).toFixed(2).padStart(10)}   ${pct(median(q)).padStart(7)} (${pct(Math.min(...q))}…${pct(Math.max(...q))})`,
        );
      });
    }
  }
} else if (mode === "windows") {
  for (const be of which) mods[be as keyof typeof mods].windows([20, 57, 100, 235, 800, 1600, 4096, 6000]);
} else {
  const ns = process.env.K1_MULTI_NS ? process.env.K1_MULTI_NS.split(",").map(Number) : DEFAULT_NS;
  setFilters(filters);
  header();
  // Rounds (K1_BENCH_ROUNDS): every row is printed once, after the last, over all its runs; the
  // rows of the last round carry those statistics.
  const measured: [string, Row[]][] = [];
  rounds(ROUNDS, () => {
    measured.length = 0;
    for (const be of which)
      measured.push([
        be,
        mods[be as keyof typeof mods].run(ns, rows5x52.ALGORITHMS, be === "5x52" ? 30 : 45),
      ]);
  });
  // The summary: min µs per point of the four algorithms, the bundled algorithm against Strauss',
  // and the dispatcher against the best of the three.
  for (const [be, rows] of measured) {
    if (rows.length === 0) continue;
    console.log(`\n# ${be}: min µs per point (n points + G)`);
    console.log("#      n    strauss     bundle  pippenger   dispatch   bundle/strauss   dispatch/best");
    for (const n of ns) {
      const get = (a: string) => rows.find((r) => r.name === `${a}_multi_${n}p_g`)?.min;
      const s = get("strauss");
      const b = get("bundle");
      const p = get("pippenger");
      const d = get("ecmult");
      const f = (v: number | undefined) => (v === undefined ? "-" : v.toFixed(2)).padStart(10);
      const pct = (x: number | undefined, y: number | undefined) =>
        (x === undefined || y === undefined ? "-" : `${((x / y - 1) * 100).toFixed(1)}%`).padStart(16);
      const best = [s, b, p].filter((v): v is number => v !== undefined);
      console.log(
        `# ${String(n).padStart(6)} ${f(s)} ${f(b)} ${f(p)} ${f(d)} ${pct(b, s)} ${pct(d, best.length > 0 ? Math.min(...best) : undefined)}`,
      );
    }
  }
  console.log(`# sink ${sinkValue()}`);
}
