/**
 * `bench_ctime [filters]`: does the running time of k1's secret-dependent operations depend on
 * the secret? The JavaScript counterpart of libsecp256k1's `ctime_tests`, measured the dudect way
 * (`internal/ctime.ts`): each row runs with two secrets in random order, every call timed, and
 * Welch's t-test compares the two classes on all samples and on the samples at or below four
 * percentiles. |t| ≥ 10 is reported as a leak.
 *
 * Rows: `internal/ctime-rows.5x52.ts`, `internal/ctime-musig-rows.5x52.ts` (MuSig2 nonce
 * generation and signing) and `internal/ctime-silentpayments-rows.5x52.ts` (the silent-payments
 * sender, scan and label creation) for both backends, with a control row per backend that is
 * variable time on purpose (the test's power: it must be reported as a leak), the `pointMultiply`
 * of k1's tiny-secp256k1 interface, and tiny-secp256k1's own for comparison (libsecp256k1's
 * `ec_pubkey_tweak_mul`, variable time in the tweak, which libsecp256k1 treats as public).
 *
 * `K1_CTIME_SAMPLES` sets the timed samples per row (default 20,000; rows of fast operations time
 * batches of 32–256 calls per sample; the tiny rows a quarter of the samples). The t of a
 * real difference grows with the square root of it. `K1_CTIME_SEED` fixes the random class order
 * (printed). Arguments filter rows by substring (`ecdh`, `10x26`).
 * Exit status 1 if a constant-time row shows a leak or a control does not.
 *
 * @module
 */
import * as k1tiny from "@k1/sigs/tiny";
import * as tiny from "tiny-secp256k1";
import { type CtimeResult, formatResult, LEAK_T, measureClasses } from "./internal/ctime.js";
import { ctimeMusigRows as musig5x52 } from "./internal/ctime-musig-rows.5x52.js";
import { ctimeMusigRows as musig10x26 } from "./internal/ctime-musig-rows.10x26.js";
import { ctimeRows as rows5x52, SECRETS } from "./internal/ctime-rows.5x52.js";
import { ctimeRows as rows10x26 } from "./internal/ctime-rows.10x26.js";
import { ctimeSilentpaymentsRows as sp5x52 } from "./internal/ctime-silentpayments-rows.5x52.js";
import { ctimeSilentpaymentsRows as sp10x26 } from "./internal/ctime-silentpayments-rows.10x26.js";

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log("Usage: node dist/bench_ctime.js [row or backend substrings ...]  (K1_CTIME_SAMPLES=20000)");
  process.exit(0);
}
const samplesEnv = Number(process.env.K1_CTIME_SAMPLES ?? 20_000);
if (!Number.isFinite(samplesEnv) || samplesEnv < 1) {
  console.error(
    `bench_ctime: K1_CTIME_SAMPLES must be a positive number, got ${process.env.K1_CTIME_SAMPLES}`,
  );
  process.exit(2);
}
const samples = Math.max(100, Math.floor(samplesEnv));
const seed = Number(process.env.K1_CTIME_SEED ?? crypto.getRandomValues(new Uint32Array(1))[0]) >>> 0 || 1;
const wanted = (name: string) => args.length === 0 || args.some((a) => name.includes(a));

console.log(
  `k1 timing-leak test (dudect: Welch's t of two secrets, random order), Node ${process.version}, ${samples} samples per row, K1_CTIME_SEED=${seed}`,
);
console.log(`class 0: secret 1; class 1: a fixed dense secret. |t| >= ${LEAK_T}: LEAK.\n`);

const failures: string[] = [];
const rows = [
  ...rows5x52(),
  ...musig5x52(),
  ...sp5x52(),
  ...rows10x26(),
  ...musig10x26(),
  ...sp10x26(),
].filter((r) => wanted(r.name));
for (const r of rows) {
  const res = measureClasses(r.name, r.run, { samples, seed, prepare: r.prepare });
  const notes = [
    r.batch > 1 ? `${r.batch} calls per sample` : "",
    r.declassified === null ? "" : `by design: ${r.declassified}`,
  ].filter((n) => n !== "");
  console.log(
    formatResult(res, r.control, r.declassified !== null) +
      (notes.length > 0 ? `  (${notes.join("; ")})` : ""),
  );
  if (r.control ? res.verdict !== "LEAK" : r.declassified === null && res.verdict === "LEAK")
    failures.push(r.name);
}

// pointMultiply of k1's tiny-secp256k1 interface (must be constant time), and tiny-secp256k1's own
// for comparison (not a failure either way).
const point = tiny.pointFromScalar(SECRETS[1], true);
if (point === null) throw new Error("tiny-secp256k1: pointFromScalar failed");
for (const [name, lib, peer] of [
  ["tiny_pointMultiply_k1", k1tiny, false],
  ["peer_tiny_pointMultiply", tiny, true],
] as const) {
  if (!wanted(name)) continue;
  const secret = new Uint8Array(32);
  const res: CtimeResult = measureClasses(name, () => lib.pointMultiply(point, secret, true)?.[1] ?? 0, {
    samples: Math.max(400, Math.round(samples / 4)),
    seed,
    prepare: (c) => secret.set(SECRETS[c]),
  });
  console.log(`${formatResult(res)}  (${peer ? "tiny-secp256k1 2.2.4, for comparison" : "@k1/sigs/tiny"})`);
  if (!peer && res.verdict === "LEAK") failures.push(name);
}

if (failures.length > 0) {
  console.error(`\nbench_ctime: unexpected verdict for ${failures.join(", ")}`);
  process.exit(1);
}
