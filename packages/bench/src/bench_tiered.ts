/**
 * `bench_tiered [rows ...]`: the tiered entry that Node and Deno resolve `@k1/sigs` to, over the
 * life of one process. For each signature row, in this process: the row's operation on the root
 * entry in blocks of 1,000, each block's µs per operation, until its function has settled on a
 * backend (or {@link CAP_OPS} operations); then the steady state in libsecp256k1's format, the
 * root entry, both backends and tiny-secp256k1 taking turns; then a summary per row: operations
 * until the function moved, the slowest block against 10x26's steady figure, the root against
 * 5x52 and tiny-secp256k1 against the root. k1 signs Schnorr from a keypair (as its backend rows
 * do), tiny-secp256k1 from the secret key (its only way).
 *
 * Run it under each engine (`node`, the pinned Node binaries, `deno run -A`); one process per row
 * (a row argument) keeps the rows' warm-ups apart, as a program doing one kind of operation sees
 * it. `K1_BENCH_CLOCK=cpu` measures process CPU time (steadier on a shared machine).
 *
 * @module
 */
import * as root from "@k1/sigs";
import * as k5 from "@k1/sigs/5x52";
import * as k10 from "@k1/sigs/10x26";
import * as tinyLib from "tiny-secp256k1";
import { bench, CLOCK, header, rounds, section, sinkValue } from "./harness.js";
import { SIG_ROWS, type SigRow } from "./internal/sig-row-names.js";
import { ROW_ITERS, SETTLE_CAP, settle, tierOf } from "./internal/tiered.js";
import { k1Ops, type Ops, tinyOps } from "./internal/warmup.js";

const args = (globalThis as { Deno?: { args: string[] } }).Deno?.args ?? process.argv.slice(2);
if (args.includes("-h") || args.includes("--help")) {
  console.log("The tiered root entry of @k1/sigs over one process: warm-up blocks, steady state, summary.");
  console.log(`Usage: node dist/bench_tiered.js [${SIG_ROWS.join("|")} ...]`);
  process.exit(0);
}
const rows = SIG_ROWS.filter((r) => args.length === 0 || args.includes(r));

const BLOCK = 1000;

const proc = (globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } }).process;
const cpu = CLOCK === "cpu" && proc?.cpuUsage !== undefined;
const nowUs = (): number => {
  if (cpu) {
    const u = (proc as { cpuUsage: () => { user: number; system: number } }).cpuUsage();
    return u.user + u.system;
  }
  return performance.now() * 1000;
};

const ops: Record<string, Ops> = {
  root: k1Ops(root as unknown as typeof k10, true),
  "5x52": k1Ops(k5, true),
  "10x26": k1Ops(k10, true),
  tiny: tinyOps(tinyLib),
};

interface Life {
  blocks: number[];
  settledAt: number | null;
  backend: string;
}

let sink = 0;
function life(row: SigRow): Life {
  const r = settle(row, ops.root[row], nowUs, BLOCK);
  sink ^= r.sink;
  const f = tierOf(row);
  return {
    blocks: r.blocks,
    settledAt: f?.settled ? r.ops : null,
    backend: f?.backend ?? String(root.BACKEND),
  };
}

const lives = new Map<SigRow, Life>();
console.log(
  `# @k1/sigs resolves to its ${root.BACKEND} build here; warm-up in blocks of ${BLOCK} (${CLOCK} clock), µs per operation`,
);
for (const row of rows) {
  const l = life(row);
  lives.set(row, l);
  const shown = l.blocks.map((b, k) => (k < 8 || k % 10 === 9 ? `${k + 1}:${b.toFixed(0)}` : null));
  console.log(
    `# ${row}: ${l.settledAt === null ? `not settled after ${SETTLE_CAP} operations` : `settled on ${l.backend} after ${l.settledAt} operations`}; blocks ${shown.filter((s) => s !== null).join(" ")}`,
  );
}

header();
const mins = new Map<string, number>();
rounds(3, () => {
  for (const impl of ["root", "5x52", "10x26", "tiny"]) {
    section(`tiered ${impl}`);
    for (const row of rows) {
      const op = ops[impl][row];
      const r = bench(`${row}_${impl}`, ROW_ITERS[row], (n) => {
        let s = 0;
        for (let i = 0; i < n; i++) s ^= op(i);
        return s;
      });
      if (r !== undefined) mins.set(`${row} ${impl}`, r.min);
    }
  }
});

console.log("");
console.log(
  `${"row".padEnd(18)}${"moved after".padStart(12)}${"worst block".padStart(13)}${"root/5x52".padStart(11)}${"root/10x26".padStart(12)}${"tiny/root".padStart(11)}`,
);
for (const row of rows) {
  const l = lives.get(row) as Life;
  const m = (impl: string) => mins.get(`${row} ${impl}`) ?? Number.NaN;
  const worst = l.blocks.length === 0 ? Number.NaN : Math.max(...l.blocks.slice(1)) / m("10x26");
  console.log(
    `${row.padEnd(18)}${(l.settledAt === null ? "-" : `${l.settledAt}`).padStart(12)}${(Number.isNaN(worst) ? "-" : `${worst.toFixed(2)}×`).padStart(13)}${(m("root") / m("5x52")).toFixed(2).padStart(11)}${(m("root") / m("10x26")).toFixed(2).padStart(12)}${(m("tiny") / m("root")).toFixed(2).padStart(11)}`,
  );
}
console.log(
  `# worst block: the slowest block of 1,000 after the first, over 10x26's steady min; sink ${sinkValue() ^ sink}`,
);
