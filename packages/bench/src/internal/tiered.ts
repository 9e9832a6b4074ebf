/**
 * The tiered build that Node and Deno resolve `@k1/sigs` to (10x26, each function moving to 5x52
 * once 5x52 measures faster for it in the process): which function each signature row calls, and
 * running a row on the root entry until that function has settled, so that a steady-state row of
 * the root measures the backend it settled on. Runs under any engine (no Node API).
 *
 * @module
 */
import * as root from "@k1/sigs";
import { SIG_ROWS, type SigRow } from "./sig-row-names.js";

/** The function of the root entry each signature row calls. */
export const ROW_FUNCTION: Readonly<Record<SigRow, string>> = {
  ec_keygen: "pubkeyCreate",
  ecdsa_sign: "ecdsaSign",
  ecdsa_verify: "ecdsaVerify",
  ecdsa_recover: "ecdsaRecover",
  schnorrsig_sign: "schnorrSign",
  schnorrsig_verify: "schnorrVerify",
  ecdh: "ecdh",
};

/** Iterations of one run of each signature row (those of the backend rows in sigs.ts). */
export const ROW_ITERS: Readonly<Record<SigRow, number>> = {
  ec_keygen: 2000,
  ecdsa_sign: 2000,
  ecdsa_verify: 1000,
  ecdsa_recover: 1000,
  schnorrsig_sign: 2000,
  schnorrsig_verify: 1000,
  ecdh: 1000,
};

/** What the tiered build reports per function. */
export interface TierFunctionReport {
  readonly backend: "5x52" | "10x26";
  readonly settled: boolean;
  readonly fastCalls: number;
}

const tiers = (root as unknown as { tiers?: { report(): { functions: Record<string, TierFunctionReport> } } })
  .tiers;

/** Whether the root entry is the tiered build. */
export const ROOT_TIERED: boolean = tiers !== undefined;

/** The root entry's report for a row's function (null if the root is not tiered). */
export function tierOf(row: SigRow): TierFunctionReport | null {
  return tiers?.report().functions[ROW_FUNCTION[row]] ?? null;
}

/** The most operations {@link settle} runs per row. */
export const SETTLE_CAP = 400_000;

/**
 * Runs `op` (a row's operation on the root entry) in blocks of `block` until the row's function has
 * settled or {@link SETTLE_CAP} operations ran; `now` is a clock in µs.
 *
 * @returns each block's µs per operation, and the operations run (settled or not: see tierOf).
 */
export function settle(
  row: SigRow,
  op: (i: number) => number,
  now: () => number,
  block = 1000,
): { blocks: number[]; ops: number; sink: number } {
  const blocks: number[] = [];
  let i = 0;
  let sink = 0;
  while (i < SETTLE_CAP && tierOf(row)?.settled === false) {
    const t0 = now();
    for (let j = 0; j < block; j++) sink ^= op(i++);
    blocks.push((now() - t0) / block);
  }
  return { blocks, ops: i, sink };
}

export { SIG_ROWS };
