/**
 * `bench_silentpayments [libsecp256k1 bench] [rows ...]`: the `@k1/silentpayments` rows on both
 * backends (`internal/silentpayments-rows.5x52.ts`), and with the path of libsecp256k1's `bench`
 * program (built with the silentpayments module; or `K1_NATIVE_BENCH`) native libsecp256k1 in the
 * same run, interleaved as `bench_native` does: every round (`K1_BENCH_ROUNDS`, default 3) goes
 * group by group (nomatch, worst case, sender, light client), running the native program on the
 * group and then k1's rows of the group on both backends (k1 first in odd rounds). The native
 * `silentpayments_scan_worstcase` group always runs all four k (about 3.5 minutes per round on the
 * machine of the README), so it runs only when a worst-case row is selected.
 *
 * The summary gives, per row, the native minimum (measured, or `≈` estimated from other native rows of
 * the same rounds for the rows libsecp256k1's bench lacks: `internal/silentpayments-native.ts`),
 * k1's minima, the ratios k1/native of the minima and the median [quartiles] of the per-round
 * ratios, and each backend against the target of at most 2.5 times native.
 *
 * Arguments after the path filter rows by name (`nomatch`, `N=1000`, `sender`, …). Build the native
 * program in a bitcoin-core/secp256k1 checkout with
 *
 *     cmake -B build -DSECP256K1_BUILD_BENCHMARK=ON -DSECP256K1_ENABLE_MODULE_SILENTPAYMENTS=ON
 *     cmake --build build --target bench
 *
 * @module
 */
import { existsSync } from "node:fs";
import { header, measuredRows, roundMin, rounds, SCALE, setFilters, sinkValue } from "./harness.js";
import { pairedRatios } from "./internal/native.js";
import { run as runSp, SP_GROUPS } from "./internal/silentpayments.js";
import { type NativeFigure, nativeFigure, runNativeRows } from "./internal/silentpayments-native.js";

const TARGET = 2.5;
const BACKENDS = ["5x52", "10x26"] as const;
const NATIVE_ARGS: Record<keyof typeof SP_GROUPS, readonly string[]> = {
  nomatch: ["silentpayments_scan_nomatch"],
  worstcase: ["silentpayments_scan_worstcase"],
  sender: ["ec_keygen", "ecdh"],
  light: ["silentpayments_scan_nomatch"],
};

const argv = process.argv.slice(2);
let path: string | undefined = process.env.K1_NATIVE_BENCH;
if (argv.length > 0 && existsSync(argv[0])) path = argv.shift();
if (path !== undefined && !existsSync(path)) {
  console.error(`bench_silentpayments: ${path} does not exist`);
  process.exit(2);
}
const filters = argv;
const wanted = (row: string) => filters.length === 0 || filters.some((f) => row.includes(f));
const groups = (Object.keys(SP_GROUPS) as (keyof typeof SP_GROUPS)[])
  .map((g) => [g, SP_GROUPS[g].filter(wanted)] as const)
  .filter(([, rows]) => rows.length > 0);
const nROUNDS = Math.max(1, Math.floor(Number(process.env.K1_BENCH_ROUNDS ?? 3)));

const bun = (process.versions as Record<string, string | undefined>).bun;
console.log(
  `bench_silentpayments: ${bun ? `Bun ${bun}` : `Node ${process.version}, V8 ${process.versions.v8}`}, ${new Date().toISOString()}${path ? `, native ${path}` : ""}`,
);
header();
// Per row: native figures of each round, k1's round minima per backend.
const nativeRounds = new Map<string, NativeFigure[]>();
const k1Rounds = new Map<string, number[]>();
let r = 0;
try {
  rounds(nROUNDS, () => {
    for (const [group, rows] of groups) {
      setFilters(rows, true);
      const runNative = () => {
        if (path === undefined) return;
        const nat = runNativeRows(path, NATIVE_ARGS[group], 2000 * SCALE);
        for (const row of rows) {
          const f = nativeFigure(row, nat);
          if (f !== undefined) nativeRounds.set(row, [...(nativeRounds.get(row) ?? []), f]);
        }
      };
      if (r % 2 === 0) runNative();
      runSp();
      if (r % 2 === 1) runNative();
      for (const row of rows)
        for (const be of BACKENDS) {
          const key = `${be} ${row}`;
          k1Rounds.set(key, [
            ...(k1Rounds.get(key) ?? []),
            roundMin(`silentpayments ${be}`, row) ?? Number.NaN,
          ]);
        }
    }
    r++;
  });
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

const measured = measuredRows();
const k1 = (be: string, row: string) =>
  measured.find((m) => m.section === `silentpayments ${be}` && m.name === row)?.min;
const num = (x: number | undefined, w: number) =>
  (x === undefined ? "-" : x >= 1000 ? x.toFixed(0) : x.toFixed(1)).padStart(w);
const ratio = (a: number | undefined, b: number | undefined) =>
  (a === undefined || b === undefined ? "-" : (a / b).toFixed(2)).padStart(8);
console.log(
  `\nSummary, min µs over ${nROUNDS} rounds${path ? "; ratios k1/native of the minima, and the median [quartiles] of the per-round ratios; ≈ native estimated" : ""}`,
);
console.log(
  `${"row".padEnd(40)}${"native".padStart(12)}${"k1 5x52".padStart(11)}${"k1 10x26".padStart(11)}${"5x52/nat".padStart(9)}${"10x26/nat".padStart(10)}${"5x52 paired".padStart(20)}${"10x26 paired".padStart(20)}`,
);
// The rows the target is for (libsecp256k1's names, the sender and light-client rows), and the
// callback rows (libsecp256k1's loop over outputs given as bytes), reported apart.
const misses: string[] = [];
let checked = 0;
const cbMisses: string[] = [];
let cbChecked = 0;
for (const [, rows] of groups) {
  for (const row of rows) {
    const nat = nativeRounds.get(row) ?? [];
    const natMin = nat.length > 0 ? Math.min(...nat.map((f) => f.us)) : undefined;
    const est = nat.some((f) => f.estimated) ? "≈" : " ";
    const a = k1("5x52", row);
    const b = k1("10x26", row);
    const paired = (be: string) => {
      const p = pairedRatios(
        k1Rounds.get(`${be} ${row}`) ?? [],
        nat.map((f) => f.us),
      );
      return (
        p === undefined ? "-" : `${p.median.toFixed(2)} [${p.q1.toFixed(2)}–${p.q3.toFixed(2)}]`
      ).padStart(20);
    };
    console.log(
      `${row.padEnd(40)}${`${est}${num(natMin, 10)}`.padStart(12)}${num(a, 11)}${num(b, 11)}${ratio(a, natMin).padStart(9)}${ratio(b, natMin).padStart(10)}${paired("5x52")}${paired("10x26")}`,
    );
    if (natMin === undefined) continue;
    for (const [be, v] of [
      ["5x52", a],
      ["10x26", b],
    ] as const) {
      if (v === undefined) continue;
      const cb = row.includes("_cb_");
      if (cb) cbChecked++;
      else checked++;
      if (v > TARGET * natMin) (cb ? cbMisses : misses).push(`${row} ${be} (${(v / natMin).toFixed(2)}×)`);
    }
  }
}
const verdict = (what: string, n: number, missed: readonly string[]) =>
  n === 0
    ? `${what}: no row measured`
    : missed.length === 0
      ? `${what}: all ${n} met`
      : `${what}: ${n - missed.length} of ${n} met; missed: ${missed.join(", ")}`;
if (path !== undefined) {
  console.log(
    `\n${verdict("Target (≤ 2.5× native), the scan rows by map, sender and light client", checked, misses)}`,
  );
  console.log(
    verdict(
      "The same bound for the callback rows (libsecp256k1's loop, a square root per output)",
      cbChecked,
      cbMisses,
    ),
  );
}
console.log(`# sink ${sinkValue()}`);
