/**
 * The block scans a pool sends its workers (`VerifyPool.silentpaymentsRecipientScanBlock`), as
 * one `ArrayBuffer` per slice of transactions (moved to the worker, not copied), and the found
 * outputs the worker sends back. Backend independent; `pool.5x52.ts`, `scan-job.5x52.ts` and their
 * 10x26 copies use it. Integers are little-endian.
 *
 * A job: u32 index of its first transaction in the block ‖ u32 transactions ‖ scan key (32) ‖
 * u8 spend key length ‖ spend key (33 or 65) ‖ u32 labels ‖ labels, each the serialized label (33)
 * ‖ its tweak (32) ‖ transactions, each u8 summary length ‖ summary (33 or 101) ‖ u32 outputs ‖
 * outputs (32 each).
 *
 * A result: per transaction u32 found ‖ found outputs, each output (32) ‖ tweak (32) ‖ u8 label
 * flag ‖ label (68, if the flag is 1).
 *
 * @module
 */

/** A transaction of a block scan, as the pool sends it. */
export interface ScanTx {
  /** The 33-byte light-client summary or the 101-byte prevouts summary. */
  readonly summary: Uint8Array;
  /** The 32-byte x-only outputs. */
  readonly outputs: readonly Uint8Array[];
}

/** A found output, as the scan returns it. */
export interface ScanFound {
  readonly output: Uint8Array;
  readonly tweak: Uint8Array;
  readonly label: Uint8Array | null;
}

/** A scan job read back (views into its buffer). */
export interface ScanJob {
  readonly first: number;
  readonly scanKey: Uint8Array;
  readonly spendPubkey: Uint8Array;
  /** [label33, tweak32] pairs. */
  readonly labels: [Uint8Array, Uint8Array][];
  readonly txs: ScanTx[];
}

const LABEL_SIZE = 68;

/**
 * Packs transactions [lo, hi) of a block scan with the recipient's keys and labels.
 *
 * @param txs - the block's transactions (checked).
 * @param lo - the first.
 * @param hi - one past the last.
 * @param scanKey - 32 bytes.
 * @param spendPubkey - 33 or 65 bytes.
 * @param labels - [label33, tweak32] pairs.
 * @returns the job's buffer.
 */
export function packScan(
  txs: readonly ScanTx[],
  lo: number,
  hi: number,
  scanKey: Uint8Array,
  spendPubkey: Uint8Array,
  labels: readonly (readonly [Uint8Array, Uint8Array])[],
): ArrayBuffer {
  let size = 8 + 32 + 1 + spendPubkey.length + 4 + 65 * labels.length;
  for (let i = lo; i < hi; i++) size += 1 + txs[i].summary.length + 4 + 32 * txs[i].outputs.length;
  const buf = new ArrayBuffer(size);
  const dv = new DataView(buf);
  const bytes = new Uint8Array(buf);
  dv.setUint32(0, lo, true);
  dv.setUint32(4, hi - lo, true);
  bytes.set(scanKey, 8);
  let p = 40;
  bytes[p++] = spendPubkey.length;
  bytes.set(spendPubkey, p);
  p += spendPubkey.length;
  dv.setUint32(p, labels.length, true);
  p += 4;
  for (const [l, t] of labels) {
    bytes.set(l, p);
    bytes.set(t, p + 33);
    p += 65;
  }
  for (let i = lo; i < hi; i++) {
    const { summary, outputs } = txs[i];
    bytes[p++] = summary.length;
    bytes.set(summary, p);
    p += summary.length;
    dv.setUint32(p, outputs.length, true);
    p += 4;
    for (const o of outputs) {
      bytes.set(o, p);
      p += 32;
    }
  }
  return buf;
}

/**
 * Reads a buffer made by {@link packScan}.
 *
 * @param buf - the job.
 * @returns its fields, as views into the buffer.
 */
export function unpackScan(buf: ArrayBuffer): ScanJob {
  const dv = new DataView(buf);
  const bytes = new Uint8Array(buf);
  const first = dv.getUint32(0, true);
  const count = dv.getUint32(4, true);
  const scanKey = bytes.subarray(8, 40);
  let p = 40;
  const spendLength = bytes[p++];
  const spendPubkey = bytes.subarray(p, p + spendLength);
  p += spendLength;
  const nLabels = dv.getUint32(p, true);
  p += 4;
  const labels: [Uint8Array, Uint8Array][] = [];
  for (let i = 0; i < nLabels; i++, p += 65)
    labels.push([bytes.subarray(p, p + 33), bytes.subarray(p + 33, p + 65)]);
  const txs: ScanTx[] = [];
  for (let i = 0; i < count; i++) {
    const sl = bytes[p++];
    const summary = bytes.subarray(p, p + sl);
    p += sl;
    const n = dv.getUint32(p, true);
    p += 4;
    const outputs: Uint8Array[] = [];
    for (let j = 0; j < n; j++, p += 32) outputs.push(bytes.subarray(p, p + 32));
    txs.push({ summary, outputs });
  }
  return { first, scanKey, spendPubkey, labels, txs };
}

/**
 * Packs the found outputs of a job's transactions.
 *
 * @param found - per transaction, its found outputs.
 * @returns the result's bytes.
 */
export function packFound(found: readonly (readonly ScanFound[])[]): Uint8Array {
  let size = 0;
  for (const f of found) {
    size += 4;
    for (const o of f) size += 65 + (o.label === null ? 0 : LABEL_SIZE);
  }
  const out = new Uint8Array(size);
  const dv = new DataView(out.buffer);
  let p = 0;
  for (const f of found) {
    dv.setUint32(p, f.length, true);
    p += 4;
    for (const o of f) {
      out.set(o.output, p);
      out.set(o.tweak, p + 32);
      p += 64;
      if (o.label === null) out[p++] = 0;
      else {
        out[p++] = 1;
        out.set(o.label, p);
        p += LABEL_SIZE;
      }
    }
  }
  return out;
}

/**
 * Reads `count` transactions' found outputs from {@link packFound}'s bytes into `into` (new
 * arrays, not views).
 *
 * @param bytes - the result.
 * @param count - the job's transactions.
 * @param into - the list the transactions' results are appended to.
 */
export function unpackFound(bytes: Uint8Array, count: number, into: ScanFound[][]): void {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let p = 0;
  for (let i = 0; i < count; i++) {
    const n = dv.getUint32(p, true);
    p += 4;
    const f: ScanFound[] = [];
    for (let j = 0; j < n; j++) {
      const output = bytes.slice(p, p + 32);
      const tweak = bytes.slice(p + 32, p + 64);
      p += 64;
      let label: Uint8Array | null = null;
      if (bytes[p++] === 1) {
        label = bytes.slice(p, p + LABEL_SIZE);
        p += LABEL_SIZE;
      }
      f.push({ output, tweak, label });
    }
    into.push(f);
  }
}
