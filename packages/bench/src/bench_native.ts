/**
 * `bench_native <libsecp256k1 bench> [rows ...]`: k1's signature rows against native libsecp256k1
 * (its own `bench` program, built from bitcoin-core/secp256k1 with the recovery module), for
 * both backends, with the ratios k1/native.
 *
 * Native code cannot run in k1's process, so the two are interleaved in time: every round
 * (`K1_BENCH_ROUNDS`, default 5 here) goes row by row, running the native program on the row and
 * then k1's row on both backends (in odd rounds k1 first), so both sides of a row are measured
 * within a few seconds of each other. The summary gives two ratios k1 / native per row: that of
 * the two sides' minima over all rounds (each from the machine's fast stretches), and the median
 * of the per-round ratios with their quartiles (a slow stretch that falls on one round moves both
 * of its figures: {@link pairedRatios}). The native runs use `SECP256K1_BENCH_ITERS` = 2000 ×
 * `K1_BENCH_ITERS` iterations (10 runs each, as libsecp256k1 does) and report their minimum; k1's
 * `K1_BENCH_COUNT` runs of a row (default 10) are split between the rounds, so with many rounds
 * raise it too (`K1_BENCH_ROUNDS=10 K1_BENCH_COUNT=30`: three runs per round). k1's rows are those
 * of `npm run demo` (`sigs-rows.5x52.ts`).
 *
 * The path may also come from `K1_NATIVE_BENCH`. The program is libsecp256k1's benchmark `bench`,
 * built as its README describes with benchmarks and the recovery module enabled; for
 * libsecp256k1's own 10x26 field (the like-for-like reference of k1's 10x26 rows), with its int64
 * wide-multiply override and without assembly.
 *
 * Last, each row of both backends against its budget (`internal/budgets.ts`): the ratio k1 / native
 * of the minima against the largest ratio within budget for the native build given by
 * `K1_NATIVE_BUILD` (`5x52`, libsecp256k1's default and the default here, or `10x26`).
 *
 * @module
 */
import { existsSync } from "node:fs";
import { header, measuredRows, roundMin, rounds, SCALE, setFilters, sinkValue } from "./harness.js";
import { type BudgetCheck, budgetCell, budgetSummary, checkBudget } from "./internal/budgets.js";
import { NATIVE_ROWS, pairedRatios, parseNativeArgs, runNativeBench } from "./internal/native.js";
import { run as runSigs } from "./internal/sigs.js";

const parsed = parseNativeArgs(process.argv.slice(2), process.env.K1_NATIVE_BENCH, existsSync);
if (parsed.kind !== "run") {
  const out = parsed.kind === "help" ? console.log : console.error;
  if (parsed.kind === "usage-error") out(`bench_native: ${parsed.message}`);
  out(
    "Usage: node dist/bench_native.js <path to libsecp256k1's bench> [rows ...]  (or K1_NATIVE_BENCH=<path>)",
  );
  out(`Rows: ${NATIVE_ROWS.join(", ")}.`);
  out("The program is libsecp256k1's `bench`, built as its README describes with the benchmarks and the");
  out("recovery module enabled (K1_NATIVE_BUILD=10x26 for a build of its 10x26 field).");
  process.exit(parsed.kind === "help" ? 0 : 2);
}
const { path, rows: names } = parsed;
const build = process.env.K1_NATIVE_BUILD ?? "5x52";
if (build !== "5x52" && build !== "10x26") {
  console.error(`bench_native: K1_NATIVE_BUILD must be 5x52 or 10x26, not ${build}`);
  process.exit(2);
}
const nROUNDS = Math.max(1, Math.floor(Number(process.env.K1_BENCH_ROUNDS ?? 5)));

const BACKENDS = ["5x52", "10x26"] as const;
const native = new Map<string, number>();
// Per row: the native minimum of each round, and k1's per backend.
const nativeRounds = new Map<string, number[]>(names.map((n) => [n, []]));
const k1Rounds = new Map<string, number[]>(names.flatMap((n) => BACKENDS.map((be) => [`${be} ${n}`, []])));
header();
let r = 0;
try {
  rounds(nROUNDS, () => {
    for (const n of names) {
      setFilters([n], true);
      const runNative = () => {
        const min = runNativeBench(path, [n], 2000 * SCALE).get(n) ?? Number.NaN;
        native.set(n, Math.min(native.get(n) ?? Number.POSITIVE_INFINITY, min));
        nativeRounds.get(n)?.push(min);
      };
      if (r % 2 === 0) runNative();
      runSigs();
      if (r % 2 === 1) runNative();
      for (const be of BACKENDS) k1Rounds.get(`${be} ${n}`)?.push(roundMin(`sigs ${be}`, n) ?? Number.NaN);
    }
    r++;
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
const paired = (be: string, n: string) => {
  const p = pairedRatios(k1Rounds.get(`${be} ${n}`) ?? [], nativeRounds.get(n) ?? []);
  return (p === undefined ? "-" : `${p.median.toFixed(2)} [${p.q1.toFixed(2)}–${p.q3.toFixed(2)}]`).padStart(
    20,
  );
};
console.log(
  `\nSummary, min µs over ${nROUNDS} interleaved rounds; ratios k1/native (lower is better): of the minima,` +
    " and the median [quartiles] of the per-round ratios",
);
console.log(
  `${"row".padEnd(18)}${"native".padStart(10)}${"k1 5x52".padStart(10)}${"k1 10x26".padStart(10)}${"5x52/native".padStart(14)}${"10x26/native".padStart(14)}${"5x52 paired".padStart(20)}${"10x26 paired".padStart(20)}`,
);
for (const n of names) {
  const nat = native.get(n);
  const a = k1("5x52", n);
  const b = k1("10x26", n);
  console.log(
    `${n.padEnd(18)}${f(nat)}${f(a)}${f(b)}${ratio(a, nat)}${ratio(b, nat)}${paired("5x52", n)}${paired("10x26", n)}`,
  );
}

console.log(
  `\nBudgets (internal/budgets.ts): k1's min / native libsecp256k1 ${build}'s min, and the largest ratio within budget; * over`,
);
console.log(`${"row".padEnd(18)}${"5x52 / native".padStart(17)}${"10x26 / native".padStart(17)}`);
const checks: (BudgetCheck | undefined)[] = [];
for (const n of names) {
  const cells = BACKENDS.map((be) => {
    const c = checkBudget(n, be, `native ${build}`, k1(be, n), native.get(n));
    checks.push(c);
    return budgetCell(c, 17);
  });
  console.log(`${n.padEnd(18)}${cells.join("")}`);
}
console.log(budgetSummary(checks));
console.log(`# sink ${sinkValue()}`);
