/**
 * `bench_native <libsecp256k1 bench> [rows ...]`: k1's signature rows against native libsecp256k1
 * (its own `bench` program, built from bitcoin-core/secp256k1 with the recovery module), for
 * both backends, with the ratios k1/native.
 *
 * Native code cannot run in k1's process, so the two are interleaved in time: every round
 * (`K1_BENCH_ROUNDS`, default 5 here) runs the native program once, then k1's rows; each side's
 * Min(us) is its minimum over all rounds, so both come from the machine's fast stretches. The
 * native runs use `SECP256K1_BENCH_ITERS` = 2000 × `K1_BENCH_ITERS` iterations (10 runs each, as
 * libsecp256k1 does). k1's rows are those of `npm run demo` (`sigs-rows.5x52.ts`).
 *
 * The path may also come from `K1_NATIVE_BENCH`. Build the program with
 *
 *     cmake -B build -DSECP256K1_BUILD_BENCHMARK=ON -DSECP256K1_ENABLE_MODULE_RECOVERY=ON
 *     cmake --build build --target bench        # then: build/bin/bench
 *
 * (add `-DSECP256K1_TEST_OVERRIDE_WIDE_MULTIPLY=int64 -DSECP256K1_ASM=OFF` for libsecp256k1's own
 * 10x26 field, the like-for-like reference of k1's 10x26 rows).
 *
 * @module
 */
import { existsSync } from "node:fs";
import { header, measuredRows, rounds, SCALE, setFilters, sinkValue } from "./harness.js";
import { NATIVE_ROWS, parseNativeArgs, runNativeBench } from "./internal/native.js";
import { run as runSigs } from "./internal/sigs.js";

const parsed = parseNativeArgs(process.argv.slice(2), process.env.K1_NATIVE_BENCH, existsSync);
if (parsed.kind !== "run") {
  const out = parsed.kind === "help" ? console.log : console.error;
  if (parsed.kind === "usage-error") out(`bench_native: ${parsed.message}`);
  out(
    "Usage: node dist/bench_native.js <path to libsecp256k1's bench> [rows ...]  (or K1_NATIVE_BENCH=<path>)",
  );
  out(`Rows: ${NATIVE_ROWS.join(", ")}. Build the program in a bitcoin-core/secp256k1 checkout with`);
  out("  cmake -B build -DSECP256K1_BUILD_BENCHMARK=ON -DSECP256K1_ENABLE_MODULE_RECOVERY=ON");
  out("  cmake --build build --target bench");
  out("(with -DSECP256K1_TEST_OVERRIDE_WIDE_MULTIPLY=int64 -DSECP256K1_ASM=OFF: libsecp256k1's 10x26 field)");
  process.exit(parsed.kind === "help" ? 0 : 2);
}
const { path, rows: names } = parsed;
const nROUNDS = Math.max(1, Math.floor(Number(process.env.K1_BENCH_ROUNDS ?? 5)));

const native = new Map<string, number>();
setFilters(names, true);
header();
try {
  rounds(nROUNDS, () => {
    for (const [name, min] of runNativeBench(path, names, 2000 * SCALE)) {
      native.set(name, Math.min(native.get(name) ?? Number.POSITIVE_INFINITY, min));
    }
    runSigs();
  });
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
console.log(`# native libsecp256k1 (${path}), min over ${nROUNDS} runs`);
for (const n of names)
  console.log(`${n.padEnd(30)},${(native.get(n)?.toFixed(2) ?? "-").padStart(11).padEnd(15)},`);

const rows = measuredRows();
const k1 = (backend: string, n: string) =>
  rows.find((r) => r.section === `sigs ${backend}` && r.name === n)?.min;
const f = (x: number | undefined, w = 10) => (x === undefined ? "-" : x.toFixed(1)).padStart(w);
const ratio = (x: number | undefined, y: number | undefined) =>
  (x === undefined || y === undefined ? "-" : (x / y).toFixed(2)).padStart(14);
console.log("\nSummary, min µs over interleaved rounds; ratios k1/native (lower is better)");
console.log(
  `${"row".padEnd(18)}${"native".padStart(10)}${"k1 5x52".padStart(10)}${"k1 10x26".padStart(10)}${"5x52/native".padStart(14)}${"10x26/native".padStart(14)}`,
);
for (const n of names) {
  const nat = native.get(n);
  const a = k1("5x52", n);
  const b = k1("10x26", n);
  console.log(`${n.padEnd(18)}${f(nat)}${f(a)}${f(b)}${ratio(a, nat)}${ratio(b, nat)}`);
}
console.log(`# sink ${sinkValue()}`);
