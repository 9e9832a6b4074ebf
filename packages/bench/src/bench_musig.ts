/**
 * `bench_musig [row filters ...]`: the MuSig2 rows of `@k1/musig` for both field backends, in
 * libsecp256k1's output format (`musig_pubkey_agg_{2,16,100}`, `musig_nonce_gen`,
 * `musig_nonce_agg_3`, `musig_nonce_process`, `musig_partial_sign`, `musig_partial_sig_verify`,
 * `musig_partial_sig_agg_3`), with `schnorrsig_sign` in the same process, then the ratio
 * musig_partial_sign / schnorrsig_sign per backend (target ≤ 1.5).
 *
 * `K1_BENCH_ITERS` scales the iterations, `K1_BENCH_COUNT` the runs per row, `K1_BENCH_ROUNDS`
 * the rounds. Arguments filter rows by substring ("5x52", "musig_partial_sign", ...).
 *
 * @module
 */
import { header, measuredRows, ROUNDS, rounds, runBackends, setFilters, sinkValue } from "./harness.js";
import { run as run5x52 } from "./internal/musig-rows.5x52.js";
import { run as run10x26 } from "./internal/musig-rows.10x26.js";

const args = process.argv.slice(2);
if (args.includes("-h") || args.includes("--help") || args.includes("help")) {
  console.log("Benchmark MuSig2 (BIP327) operations of @k1/musig, both field backends.");
  console.log("Usage: node dist/bench_musig.js [row filters ...]");
  console.log(
    "K1_BENCH_ITERS scales iterations, K1_BENCH_COUNT sets runs per row, K1_BENCH_ROUNDS the rounds.",
  );
  process.exit(0);
}
setFilters(args);
header();
rounds(ROUNDS, () => runBackends(run5x52, run10x26));
for (const be of ["5x52", "10x26"]) {
  const rows = measuredRows().filter((r) => r.section === `musig ${be}`);
  const ps = rows.filter((r) => r.name === "musig_partial_sign").at(-1);
  const ss = rows.filter((r) => r.name === "schnorrsig_sign").at(-1);
  if (ps !== undefined && ss !== undefined) {
    const ratio = ps.min / ss.min;
    console.log(
      `# ${be}: musig_partial_sign / schnorrsig_sign = ${ratio.toFixed(2)} (min ${ps.min.toFixed(2)} / ${ss.min.toFixed(2)} µs; target ≤ 1.5: ${ratio <= 1.5 ? "met" : "missed"})`,
    );
  }
}
console.log(`# sink ${sinkValue()}`);
