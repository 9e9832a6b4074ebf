/**
 * The engine matrix's measurements in one engine (`bench_engines`): the seven signature rows of
 * k1 on both backends and of the peers, in one process or page, in the document format of the
 * bench JSON (one engine; `bench_engines` merges them), and the warm-up figures of fresh processes
 * (`warmup.ts`). Runs under Node, Bun, Deno and in a browser page (no Node API here).
 *
 * @module
 */
import * as k1 from "@k1/sigs";
import * as k1a from "@k1/sigs/5x52";
import * as k1b from "@k1/sigs/10x26";
import { bench, CLOCK, measuredRows, ROUNDS, rounds, section, setFilters, sinkValue } from "../harness.js";
import { run as runPeers } from "./peers.js";
import { SIG_ROWS } from "./sig-row-names.js";
import { run as runSigs } from "./sigs.js";
import { ROOT_TIERED, ROW_ITERS, settle } from "./tiered.js";
import { k1Ops } from "./warmup.js";

/** One measured row of the bench JSON: µs per operation. */
export interface EngineRow {
  /** libsecp256k1's row name (`ecdsa_verify`), or a warm-up row (`ecdsa_verify_first1000`). */
  readonly row: string;
  /** "k1 5x52", "k1 10x26", "k1 default", "tiny-secp256k1" or "noble-curves". */
  readonly impl: string;
  readonly min: number;
  readonly avg: number;
  readonly max: number;
}

/** What one engine reports: its steady-state rows and the backend its root entry resolved to. */
export interface EngineRows {
  /** The backend of `@k1/sigs` as this engine resolves it (its `BACKEND`). */
  readonly defaultBackend: string;
  /** What the rows were timed with: the wall clock, or the process's CPU time (`K1_BENCH_CLOCK=cpu`). */
  readonly clock: "cpu" | "wall";
  readonly rows: EngineRow[];
  /** The sink of every measured result (printed, so nothing is dead code). */
  readonly sink: number;
}

const IMPL_OF_SECTION: readonly [string, string][] = [
  ["sigs default", "k1 default"],
  ["sigs 5x52", "k1 5x52"],
  ["sigs 10x26", "k1 10x26"],
  ["peer tiny", "tiny-secp256k1"],
  ["peer @noble", "noble-curves"],
];

/**
 * Measures the seven signature rows of both k1 backends and both peers in `K1_BENCH_ROUNDS`
 * interleaved rounds (see the harness), and rows "k1 default" for `@k1/sigs` as this engine
 * resolves it. Where that is one backend's entry, its rows are that backend's (the same functions
 * as that subpath's, so measuring them again would measure nothing new; checked here). Where it is
 * the tiered build (Node, Deno), each row first runs on it until its function has settled on a
 * backend, and the root's rows are measured in the same rounds (section "sigs default", the
 * warm-up's fixed inputs; Schnorr signing from a keypair, as the backend rows sign).
 *
 * @throws Error if the root entry's functions are not those of the backend it names.
 */
export function measureEngineRows(): EngineRows {
  const defaultBackend = k1.BACKEND;
  const same = defaultBackend === k1a.BACKEND ? k1a : defaultBackend === k1b.BACKEND ? k1b : null;
  if (
    !ROOT_TIERED &&
    (same === null || same.ecdsaVerify !== k1.ecdsaVerify || same.pubkeyCreate !== k1.pubkeyCreate)
  ) {
    throw new Error(`engine rows: @k1/sigs (BACKEND ${defaultBackend}) is not one of the backend entries`);
  }
  const ops = k1Ops(k1 as unknown as typeof k1b, true);
  if (ROOT_TIERED) for (const row of SIG_ROWS) settle(row, ops[row], () => performance.now() * 1000);
  // Exact names: "ecdh" must not select "ellswift_ecdh"; "tiny" and "noble" select the peers.
  setFilters([...SIG_ROWS, "tiny", "noble"], true);
  rounds(ROUNDS, () => {
    runSigs();
    runPeers();
    if (!ROOT_TIERED) return;
    section("sigs default");
    for (const row of SIG_ROWS) {
      const op = ops[row];
      bench(row, ROW_ITERS[row], (n) => {
        let s = 0;
        for (let i = 0; i < n; i++) s ^= op(i);
        return s;
      });
    }
  });
  const rows: EngineRow[] = [];
  for (const r of measuredRows()) {
    const impl = IMPL_OF_SECTION.find(([s]) => r.section.startsWith(s))?.[1];
    if (impl === undefined) continue;
    const row = { row: r.name, impl, min: r.min, avg: r.avg, max: r.max };
    rows.push(row);
    if (!ROOT_TIERED && impl === `k1 ${defaultBackend}`) rows.push({ ...row, impl: "k1 default" });
  }
  return { defaultBackend, clock: CLOCK, rows, sink: sinkValue() };
}
