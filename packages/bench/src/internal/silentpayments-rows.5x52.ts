/**
 * `@k1/silentpayments` rows for the 5x52 backend (template: the build writes the 10x26 copy),
 * with libsecp256k1's names where it has the row (`src/modules/silentpayments/bench_impl.h`):
 *
 * - `silentpayments_scan_nomatch_N=<n>`: a transaction of n outputs, none for the recipient
 *   (bench_impl.h's "common case"): the prevouts summary of its one input, then the scan with the
 *   change label, looked up in a `Map` (the scan searches a small map by label).
 * - `silentpayments_scan_worstcase_K=<k>`: a block-sized transaction (23,250 outputs) of which k
 *   pay the recipient (labeled), reversed; the same calls.
 * - `silentpayments_scan_nomatch_cb_N=<n>`, `silentpayments_scan_worstcase_cb_K=<k>` (no
 *   libsecp256k1 counterpart of the name; the same transactions): the label looked up by a
 *   callback that compares 33 bytes, as bench_impl.h's `label_lookup`, so the scan runs
 *   libsecp256k1's loop over the outputs (every output's two label candidates, and the square
 *   root of each output key). Worst case for k ≤ 100 only (k = 1,000 would take tens of seconds
 *   per iteration, as it does in libsecp256k1).
 * - `silentpayments_sender_create_outputs_1` / `_10` (no libsecp256k1 row): outputs for one
 *   recipient, or for ten recipients of ten scan keys, from two inputs (a Taproot keypair and a
 *   plain key); the outpoint changes every iteration.
 * - `silentpayments_light_client_2000` (no libsecp256k1 row): a light client's block, 2,000
 *   transactions each given as a 33-byte summary (input_hash·A) and two outputs, none for the
 *   recipient: parse and scan each (µs per block).
 *
 * Every row checks the number of outputs found, as bench_impl.h does.
 *
 * @module
 */
import * as sp from "@k1/silentpayments/5x52";
import { bench, section, selected } from "../harness.js";
import {
  LIGHT_CLIENT_SUMMARIES,
  lightClientData,
  MAX_P2TR_OUTPUTS_PER_BLOCK,
  NOMATCH_N,
  scanData,
  senderData,
  transaction,
  WORSTCASE_K,
} from "./silentpayments-data.js";

/** Iterations of one run of a scan row of n outputs and k matches (about 10–100 ms each). */
function scanIters(n: number, k: number, callback: boolean): number {
  if (callback) return Math.max(1, Math.round(20_000 / (n * (k + 1) + 20 * n)));
  return Math.max(1, Math.round(Math.min(200, 30_000 / (60 * (k + 1) + 0.2 * n + 100))));
}

function scanRow(name: string, n: number, k: number, callback: boolean): void {
  if (!selected(name)) return;
  const d = scanData();
  const outs = transaction(n, k);
  const labels = callback ? d.lookup : d.labels;
  bench(name, scanIters(n, k, callback), (iters) => {
    let sink = 0;
    for (let i = 0; i < iters; i++) {
      const summary = sp.silentpaymentsRecipientPrevoutsSummaryCreate(d.outpoint, [d.input]);
      if (summary === null) throw new Error(`${name}: no summary`);
      const found = sp.silentpaymentsRecipientScanOutputs(outs, d.scanKey, summary, d.spendPubkey, labels);
      if (found.length !== k) throw new Error(`${name}: found ${found.length} outputs, not ${k}`);
      sink ^= summary[6] + (k > 0 ? found[k - 1].tweak[0] : 0);
    }
    return sink;
  });
}

/** Prints the silent-payments rows of this backend. */
export function run(): void {
  section(`silentpayments ${sp.BACKEND}`);
  for (const n of NOMATCH_N) scanRow(`silentpayments_scan_nomatch_N=${n}`, n, 0, false);
  for (const n of NOMATCH_N) scanRow(`silentpayments_scan_nomatch_cb_N=${n}`, n, 0, true);
  for (const k of WORSTCASE_K)
    scanRow(`silentpayments_scan_worstcase_K=${k}`, MAX_P2TR_OUTPUTS_PER_BLOCK, k, false);
  for (const k of WORSTCASE_K.filter((k) => k <= 100))
    scanRow(`silentpayments_scan_worstcase_cb_K=${k}`, MAX_P2TR_OUTPUTS_PER_BLOCK, k, true);

  for (const count of [1, 10]) {
    const name = `silentpayments_sender_create_outputs_${count}`;
    if (!selected(name)) continue;
    const s = senderData();
    const recipients = s.recipients.slice(0, count);
    const outpoint = new Uint8Array(36);
    bench(name, count === 1 ? 200 : 20, (iters) => {
      let sink = 0;
      for (let i = 0; i < iters; i++) {
        outpoint[0] = i;
        outpoint[1] = i >> 8;
        const outs = sp.silentpaymentsSenderCreateOutputs(recipients, outpoint, s.keypairs, s.seckeys);
        sink ^= outs[count - 1][0];
      }
      return sink;
    });
  }

  const light = `silentpayments_light_client_${LIGHT_CLIENT_SUMMARIES}`;
  if (selected(light)) {
    const d = scanData();
    const l = lightClientData();
    bench(light, 1, (iters) => {
      let sink = 0;
      for (let i = 0; i < iters; i++) {
        for (let t = 0; t < LIGHT_CLIENT_SUMMARIES; t++) {
          const summary = sp.silentpaymentsRecipientPrevoutsSummaryParse(l.summaries[t]);
          const found = sp.silentpaymentsRecipientScanOutputs(
            l.outputs[t],
            d.scanKey,
            summary,
            d.spendPubkey,
            d.labels,
          );
          if (found.length !== 0) throw new Error(`${light}: found an output`);
          sink ^= summary[6];
        }
      }
      return sink;
    });
  }
}
