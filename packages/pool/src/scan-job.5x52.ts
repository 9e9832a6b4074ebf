/**
 * What a worker of a 5x52 pool does with a block scan (`scan-wire.ts`): for each transaction,
 * `@k1/silentpayments/5x52`'s `silentpaymentsRecipientScanOutputs` (a 33-byte light-client
 * summary parsed first by `silentpaymentsRecipientPrevoutsSummaryParse`), the calls a
 * single-threaded caller makes. `@k1/silentpayments` is imported on the first scan only, so a
 * pool that never scans never loads it (and a bundler puts it in a chunk of its own). The pool
 * runs the same code in the calling thread when it has no workers. `@k1/pool/10x26` has the same
 * code over `@k1/silentpayments/10x26` (the build writes it from this file).
 *
 * @module
 */
import { K1Error, type K1ErrorCode } from "@k1/sigs/5x52";
import { packFound, type ScanFound, unpackScan } from "./scan-wire.js";

type Sp = typeof import("@k1/silentpayments/5x52");

let sp: Promise<Sp> | null = null;

/** `@k1/silentpayments/5x52`, imported once. */
function load(): Promise<Sp> {
  sp ??= import("@k1/silentpayments/5x52");
  return sp;
}

/**
 * Scans a job's transactions. An error of transaction i is rethrown with its code and the
 * message prefixed by `transactions[i]: ` (i its index in the block); the job's scan key is
 * zeroed when the job ends.
 *
 * @param buf - the job (`packScan`).
 * @returns the found outputs (`packFound`).
 * @throws `K1Error` with the code `@k1/silentpayments` gives.
 */
export async function runScanJob(buf: ArrayBuffer): Promise<Uint8Array> {
  const job = unpackScan(buf);
  try {
    const m = await load();
    const labels = job.labels.length === 0 ? null : new Map<string, Uint8Array>();
    for (const [l, t] of job.labels) labels?.set(hex(l), t);
    const found: ScanFound[][] = [];
    for (let i = 0; i < job.txs.length; i++) {
      const { summary, outputs } = job.txs[i];
      try {
        const s = summary.length === 33 ? m.silentpaymentsRecipientPrevoutsSummaryParse(summary) : summary;
        found.push(m.silentpaymentsRecipientScanOutputs(outputs, job.scanKey, s, job.spendPubkey, labels));
      } catch (e) {
        const err = e as { code?: unknown; message?: unknown };
        if (typeof err.code !== "string") throw e;
        throw new K1Error(err.code as K1ErrorCode, `transactions[${job.first + i}]: ${String(err.message)}`);
      }
    }
    return packFound(found);
  } finally {
    job.scanKey.fill(0);
  }
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

function hex(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i++) s += HEX[b[i]];
  return s;
}
