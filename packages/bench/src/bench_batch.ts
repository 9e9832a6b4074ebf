/**
 * `bench_batch [5x52|10x26] [nopool] [nocpu] [row filters ...]`: batch verification (`@k1/sigs`' batch
 * object, libsecp256k1 PR #1134's design) against single verification in one process, the failure
 * search, the tweak-check batch and the verification pool (`@k1/pool`), for both field backends
 * (rows: `internal/batch-rows.5x52.ts`). µs per signature or check; the light client's block scan
 * (`silentpayments_light_client_2000`, in the calling thread and through the pool) µs per block.
 *
 * After each backend's rows, the throughput ratios: `schnorrsig_verify` (single) over each batch
 * row (min over min), `xonly_tweak_check` over its batch rows, and the pool's rows against the same
 * work in the calling thread. Native libsecp256k1 has no batch module to compare with (its batch
 * module is an open pull request, #1134); `bench_ecmult_multi` compares the multi-point
 * multiplication under it with native `bench_ecmult`.
 *
 * Then (unless `nocpu`) the same ratios by CPU time, the schnorrsig_verify against batch of
 * every size alternating in rounds (seven, or `K1_BENCH_ROUNDS` if more; with three the batch of
 * two swung by ±4% between processes): on a shared machine the wall clock of the rows above swings
 * with the other jobs, CPU time much less.
 *
 * The pool rows use worker threads: on a machine shared with other jobs their figures (and the
 * ratio of 2 workers to 1) say little; take them on an idle machine. `nopool` leaves them out.
 * `K1_BENCH_ITERS` scales the iterations, `K1_BENCH_COUNT` the runs per row.
 *
 * @module
 */
import { header, ROUNDS, type Row, setFilters, sinkValue } from "./harness.js";
import * as rows5x52 from "./internal/batch-rows.5x52.js";
import * as rows10x26 from "./internal/batch-rows.10x26.js";

const args = process.argv.slice(2);
if (args.includes("-h") || args.includes("--help") || args.includes("help")) {
  console.log("Benchmark batch verification against single verification, and the verification pool.");
  console.log("Usage: node dist/bench_batch.js [5x52|10x26] [nopool] [nocpu] [row filters ...]");
  console.log(
    "µs per signature; ratios single/batch after each backend. K1_BENCH_ITERS, K1_BENCH_COUNT as usual.",
  );
  process.exit(0);
}
const backends = ["5x52", "10x26"].filter((b) => args.includes(b));
const which = backends.length > 0 ? backends : ["5x52", "10x26"];
const pool = !args.includes("nopool");
const cpu = !args.includes("nocpu");
setFilters(args.filter((a) => a !== "5x52" && a !== "10x26" && a !== "nopool" && a !== "nocpu"));

function ratios(be: string, r: Map<string, Row>): void {
  const line = (name: string, ref: string) => {
    const a = r.get(ref);
    const b = r.get(name);
    if (a !== undefined && b !== undefined) {
      console.log(`#   ${name.padEnd(36)} ${(a.min / b.min).toFixed(2)}× ${ref}`);
    }
  };
  console.log(`# ${be}: throughput against the single-threaded reference (min µs over min µs)`);
  for (const u of rows5x52.BATCH_SIZES) line(`schnorrsig_verify_batch_${u}`, "schnorrsig_verify");
  for (const u of [256, 4096]) line(`xonly_tweak_check_batch_${u}`, "xonly_tweak_check");
  for (const bad of [1, 10]) {
    for (const s of ["bisect", "single", "auto"])
      line(`schnorrsig_batch_find_${bad}of256_${s}`, "schnorrsig_verify");
  }
  for (const w of [1, 2]) {
    line(`schnorrsig_verify_batch_4096_pool_${w}`, "schnorrsig_verify_batch_4096");
    line(`schnorrsig_verify_pool_${w}`, "schnorrsig_verify");
    line(`ecdsa_verify_pool_${w}`, "ecdsa_verify");
    line(`silentpayments_light_client_2000_pool_${w}`, "silentpayments_light_client_2000");
  }
  line("schnorrsig_verify_batch_4096_pool_2", "schnorrsig_verify_batch_4096_pool_1");
}

header();
for (const be of which) {
  const rows = be === "5x52" ? rows5x52 : rows10x26;
  const r = await rows.run(pool);
  ratios(be, r);
  if (cpu) rows.cpuRatios(rows5x52.BATCH_SIZES, Math.max(7, ROUNDS));
}
console.log(`# sink ${sinkValue()}`);
