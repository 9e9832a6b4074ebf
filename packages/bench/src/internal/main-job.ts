/**
 * The main job (`npm run demo`, `node packages/bench/dist/main.js [--json] [filters]`):
 *
 * 1. signs and verifies with `@k1/sigs` on both field backends (ECDSA, recovery, BIP340, ECDH),
 *    printing every output and checking every result (`selfcheck.ts`);
 * 2. benchmarks the signature rows of k1 and of its peers, tiny-secp256k1 2.2.4 (libsecp256k1 in
 *    WASM) and @noble/curves 2.4.0 (JavaScript BigInt), in one process and in rounds, printing
 *    libsecp256k1's rows (`Benchmark, Min(us), Avg(us), Max(us)`);
 * 3. prints the minima side by side with the ratios peer / k1 measured in this process;
 * 4. on Node, checks each row against its budget (`budgets.ts`): k1's time over each peer's, both
 *    from this run.
 *
 * With `--json` the text goes to stderr and stdout gets one benchmark document (`report.ts`).
 * Other arguments filter rows (`ecdsa_verify`, `5x52`, `tiny`, …); `K1_BENCH_ITERS=0.2` makes a
 * quick run.
 *
 * @module
 */
import { spawnSync } from "node:child_process";
import { cpus } from "node:os";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import * as root from "@k1/sigs";
import * as k5 from "@k1/sigs/5x52";
import * as k10 from "@k1/sigs/10x26";
import {
  COUNT,
  header,
  measuredRows,
  ROUNDS,
  rounds,
  SCALE,
  setFilters,
  setOutput,
  sinkValue,
} from "../harness.js";
import { type BudgetCheck, budgetCell, budgetSummary, checkBudget, type Reference } from "./budgets.js";
import { run as runPeers } from "./peers.js";
import {
  type BenchDocument,
  benchDocument,
  detectEngine,
  jsonRows,
  machineOf,
  steadyBackend,
} from "./report.js";
import { failedChecks, selfCheck, selfCheckLines } from "./selfcheck.js";
import { SIG_ROWS } from "./sig-row-names.js";
import { run as runSigs } from "./sigs.js";

/** Where the main job writes: text lines, and (with `--json`) the document. */
export interface MainJobOutput {
  readonly log: (line: string) => void;
  readonly json: (text: string) => void;
}

const defaultOutput = (json: boolean): MainJobOutput => ({
  log: json ? (l) => console.error(l) : (l) => console.log(l),
  json: (t) => process.stdout.write(t),
});

/** The git short hash of the checkout this file is in (`K1_COMMIT` overrides), or null. */
function commitHash(): string | null {
  if (process.env.K1_COMMIT) return process.env.K1_COMMIT;
  try {
    const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: dirname(fileURLToPath(import.meta.url)),
      encoding: "utf8",
    });
    const h = r.status === 0 ? r.stdout.trim() : "";
    return /^[0-9a-f]{4,40}$/.test(h) ? h : null;
  } catch {
    return null;
  }
}

/** Runs the main job; returns its document (also printed with `--json`). Throws if a self-check fails. */
export function mainJob(argv: readonly string[], output?: MainJobOutput): BenchDocument {
  const json = argv.includes("--json");
  const io = output ?? defaultOutput(json);
  const log = io.log;
  const engine = detectEngine();
  const machine = machineOf(safeCpus());
  const now = new Date();
  log(`k1 main job on ${engine.label}${machine === null ? "" : `, ${machine}`}, ${now.toISOString()}`);

  // 1. What k1 computes, on each backend.
  log("");
  log("Signing and verifying with @k1/sigs (fixed keys and message; every result checked):");
  const checks = [selfCheck(k5), selfCheck(k10)];
  const rootNote = (be: string) =>
    root.BACKEND === be
      ? `, which "@k1/sigs" resolves to on ${engine.label}`
      : root.BACKEND !== "tiered"
        ? ""
        : be === "10x26"
          ? `, on which "@k1/sigs" starts on ${engine.label}`
          : `, to which "@k1/sigs" moves once it measures faster`;
  for (const c of checks) {
    for (const line of selfCheckLines(`@k1/sigs/${c.backend}${rootNote(c.backend)}`, c)) log(line);
  }
  const same =
    JSON.stringify({ ...checks[0], backend: "" }) === JSON.stringify({ ...checks[1], backend: "" });
  log(`  both backends computed the same bytes: ${same ? "yes" : "NO"}`);
  const failed = checks.flatMap(failedChecks);
  if (!same) failed.push("the backends computed different bytes");
  if (failed.length > 0) throw new Error(`main job: a self-check failed: ${failed.join("; ")}`);

  // 2. The benchmark rows.
  log("");
  log(
    `Benchmarks: µs per operation, min / avg / max over ${COUNT} runs spread over ${ROUNDS} rounds` +
      `${SCALE === 1 ? "" : ` (iterations × ${SCALE})`}; k1, tiny-secp256k1 (WASM) and noble-curves in this process`,
  );
  setOutput(log);
  setFilters(argv.filter((a) => a !== "--json"));
  header();
  rounds(ROUNDS, () => {
    runSigs();
    runPeers();
  });

  // 3. Side by side.
  const rows = measuredRows();
  const best = (sec: string, name: string) =>
    rows.find((r) => r.section.startsWith(sec) && r.name === name)?.min;
  log("");
  log("Summary, min µs (ratios measured in this process, against k1's faster backend; > 1: k1 is faster)");
  log(
    `${"row".padEnd(18)}${"k1 5x52".padStart(10)}${"k1 10x26".padStart(10)}${"tiny(WASM)".padStart(12)}${"noble".padStart(10)}${"tiny/k1".padStart(10)}${"noble/k1".padStart(10)}`,
  );
  const f = (x: number | undefined, w = 10) => (x === undefined ? "-" : x.toFixed(1)).padStart(w);
  for (const n of SIG_ROWS) {
    const a = best("sigs 5x52", n);
    const b = best("sigs 10x26", n);
    const t = best("peer tiny", n);
    const nb = best("peer @noble", n);
    if ([a, b, t, nb].every((x) => x === undefined)) continue;
    const k = a === undefined ? b : b === undefined ? a : Math.min(a, b);
    const r = (x: number | undefined) =>
      (x === undefined || k === undefined ? "-" : (x / k).toFixed(2)).padStart(10);
    log(`${n.padEnd(18)}${f(a)}${f(b)}${f(t, 12)}${f(nb)}${r(t)}${r(nb)}`);
  }

  // 4. Budgets, on the engine they were set on.
  log("");
  if (engine.engine !== "node") {
    log(`Budgets: not checked on ${engine.label} (they were set on Node, against the peers' speed there)`);
  } else {
    log(
      "Budgets (packages/bench/src/internal/budgets.ts): k1's min / the peer's min in this run, and the largest ratio within budget; * over",
    );
    log(
      `${"row".padEnd(18)}${"5x52 / tiny".padStart(17)}${"5x52 / noble".padStart(17)}${"10x26 / tiny".padStart(17)}${"10x26 / noble".padStart(17)}`,
    );
    const all: (BudgetCheck | undefined)[] = [];
    for (const n of SIG_ROWS) {
      const cells: string[] = [];
      for (const [be, sec] of [
        ["5x52", "sigs 5x52"],
        ["10x26", "sigs 10x26"],
      ] as const) {
        for (const [ref, peerSec] of [
          ["tiny", "peer tiny"],
          ["noble", "peer @noble"],
        ] as [Reference, string][]) {
          const c = checkBudget(n, be, ref, best(sec, n), best(peerSec, n));
          all.push(c);
          cells.push(budgetCell(c, 17));
        }
      }
      if (cells.some((c) => c.trim() !== "-")) log(`${n.padEnd(18)}${cells.join("")}`);
    }
    log(budgetSummary(all));
  }
  log(`# sink ${sinkValue()}`);

  const doc = benchDocument(engine, jsonRows(rows, steadyBackend(root.BACKEND)), machine, commitHash(), now);
  if (json) io.json(`${JSON.stringify(doc, null, 2)}\n`);
  return doc;
}

function safeCpus(): { model: string }[] | undefined {
  try {
    return cpus();
  } catch {
    return undefined;
  }
}
