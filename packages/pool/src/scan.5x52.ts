/**
 * The block scan's side of a pool in the calling thread, on the 5x52 backend: its argument checks
 * (with the codes `@k1/silentpayments` gives for the same arguments), and the job code the pool
 * runs in the calling thread when it has no workers. The pool imports this module at its first
 * scan, so that a pool that never scans loads none of it (and a bundler puts it, with
 * `@k1/silentpayments`, in chunks of their own). `scan.10x26.ts` is the same over the 10x26
 * backend (the build writes it from this file).
 *
 * @module
 */
import { K1Error, pubkeyParse, seckeyVerify } from "@k1/sigs/5x52";
import { checkArray, checkBytes, typeName } from "./check.5x52.js";
import type { ScanTx } from "./scan-wire.js";

export { runScanJob } from "./scan-job.5x52.js";
export { packScan, unpackFound } from "./scan-wire.js";

/** A transaction of a block scan (`VerifyPool.silentpaymentsRecipientScanBlock`). */
export interface PoolScanTransaction {
  /**
   * What the recipient knows of the transaction's inputs: a light client's 33-byte summary
   * (input_hash·A, from an index server; `silentpaymentsRecipientPrevoutsSummarySerialize`) or a
   * 101-byte prevouts summary (`silentpaymentsRecipientPrevoutsSummaryCreate`, a full node's).
   */
  readonly summary: Uint8Array;
  /** The transaction's Taproot output keys, 32-byte x-only, in vout order (at least one). */
  readonly outputs: readonly Uint8Array[];
}

const mapForEach = Map.prototype.forEach;
const LABEL_KEY = /^[0-9a-f]{66}$/;

/**
 * Checks a block scan's arguments (as `@k1/silentpayments`' `silentpaymentsRecipientScanOutputs`
 * and `…PrevoutsSummaryParse` check theirs) and returns the labels as [label33, tweak32] pairs.
 * The summaries' points are checked where they are used (by the workers), with the same codes.
 *
 * @throws `K1Error` (of `@k1/sigs`) `ERR_TYPE` / `ERR_LENGTH` on arguments of the wrong type or
 *   size; `ERR_PRIVATE_KEY` / `ERR_PUBLIC_KEY` if the scan key / spend key is not valid;
 *   `ERR_LABEL_LOOKUP` if a label's value is neither absent nor a 32-byte `Uint8Array`.
 */
export function checkScan(
  transactions: unknown,
  scanKey32: unknown,
  unlabeledSpendPubkey: unknown,
  labels: unknown,
): { txs: readonly ScanTx[]; labels: [Uint8Array, Uint8Array][] } {
  checkArray(transactions, "transactions");
  for (let i = 0; i < transactions.length; i++) {
    const t = transactions[i] as Partial<PoolScanTransaction> | null;
    if (t === null || typeof t !== "object") {
      throw new K1Error("ERR_TYPE", `transactions[${i}]: expected an object, got ${typeName(t)}`);
    }
    checkBytes(t.summary, `transactions[${i}].summary`, 33, 101);
    const o = t.outputs;
    checkArray(o, `transactions[${i}].outputs`);
    if (o.length === 0)
      throw new K1Error("ERR_LENGTH", `transactions[${i}].outputs: expected at least 1 element(s), got none`);
    for (let j = 0; j < o.length; j++) checkBytes(o[j], `transactions[${i}].outputs[${j}]`, 32);
  }
  checkBytes(scanKey32, "scanKey32", 32);
  if (!seckeyVerify(scanKey32))
    throw new K1Error("ERR_PRIVATE_KEY", "scanKey32: not a valid secret key (it must be 0 < key < n)");
  checkBytes(unlabeledSpendPubkey, "unlabeledSpendPubkey", 33, 65);
  try {
    pubkeyParse(unlabeledSpendPubkey);
  } catch {
    throw new K1Error("ERR_PUBLIC_KEY", "unlabeledSpendPubkey: not a point of the curve");
  }
  const out: [Uint8Array, Uint8Array][] = [];
  if (typeof labels === "function") {
    throw new K1Error(
      "ERR_TYPE",
      "labels: a callback cannot run in a worker; pass a Map from each label's hex to its tweak",
    );
  }
  if (labels !== undefined && labels !== null) {
    if (!(labels instanceof Map))
      throw new K1Error("ERR_TYPE", `labels: expected a Map, got ${typeName(labels)}`);
    // Only keys that are lower-case hex of 33 bytes can ever be found (the scan looks labels up by
    // that hex); a key whose value is null or undefined is absent, as for the scan.
    mapForEach.call(labels, (v: unknown, k: unknown) => {
      if (typeof k !== "string" || !LABEL_KEY.test(k) || v === null || v === undefined) return;
      if (!(v instanceof Uint8Array) || v.length !== 32) {
        throw new K1Error(
          "ERR_LABEL_LOOKUP",
          `labels: the value of ${k} is ${v instanceof Uint8Array ? `a Uint8Array of length ${v.length}` : typeName(v)}, not a 32-byte tweak`,
        );
      }
      out.push([Uint8Array.from(k.match(/../g) ?? [], (b) => Number.parseInt(b, 16)), v]);
    });
  }
  return { txs: transactions as readonly ScanTx[], labels: out };
}
