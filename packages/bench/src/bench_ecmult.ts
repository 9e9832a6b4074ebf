/**
 * `bench_ecmult [row filters ...]`: libsecp256k1's bench_ecmult rows (`ecmult_gen`, `ecmult_const`,
 * `ecmult_const_xonly`, `ecmult_1p`, `ecmult_0p_g`, `ecmult_1p_g`) for both field backends, in its
 * output format, then the cold-start rows `ecmult_cold_5x52` / `ecmult_cold_10x26` (a fresh process
 * importing the package and doing its first multiplication; µs, wall clock).
 *
 * `K1_BENCH_ITERS` scales the iterations, `K1_BENCH_COUNT` the runs per row, `K1_BENCH_COLD` the
 * cold-start processes. Arguments filter rows by substring ("5x52", "ecmult_1p_g", "cold", ...).
 *
 * @module
 */
import { header, ROUNDS, rounds, setFilters, sinkValue } from "./harness.js";
import { run, runColdStart } from "./internal/ecmult.js";

const args = process.argv.slice(2);
if (args.includes("-h") || args.includes("--help") || args.includes("help")) {
  console.log("Benchmark EC multiplication algorithms (libsecp256k1's bench_ecmult), both field backends.");
  console.log("Usage: node dist/bench_ecmult.js [row filters ...]");
  console.log("ecmult_1p_g is reported per point (two points per multiplication), as in libsecp256k1.");
  console.log(
    "K1_BENCH_ITERS scales iterations, K1_BENCH_COUNT sets runs per row, K1_BENCH_COLD cold-start processes.",
  );
  process.exit(0);
}
setFilters(args);
header();
rounds(ROUNDS, run);
runColdStart();
console.log(`# sink ${sinkValue()}`);
