/**
 * The jobs a verification pool sends its workers, as one `ArrayBuffer` each (moved to the worker,
 * not copied): a list of records, each a kind byte and its fields, with the offsets of the
 * records in front. Backend independent; both sides of `pool.5x52.ts` and `worker.5x52.ts` use it.
 *
 * Layout: u32 count, then count + 1 u32 offsets (relative to the data, which starts after them),
 * then the records. A record:
 * - {@link REC_SCHNORRSIG}: sig (64) ‖ x-only key (32) ‖ message (the rest);
 * - {@link REC_TWEAK_CHECK}: tweaked x-only key (32) ‖ parity (1) ‖ internal x-only key (32) ‖
 *   tweak (32);
 * - {@link REC_ECDSA}: compact signature (64) ‖ message hash (32) ‖ public key (33 or 65).
 *
 * @module
 */

/** A BIP340 signature to verify. */
export const REC_SCHNORRSIG = 1;
/** An x-only tweak check (BIP341's commitment). */
export const REC_TWEAK_CHECK = 2;
/** An ECDSA signature to verify. */
export const REC_ECDSA = 3;

/** The operations of a job. */
export const OP_BATCH = 1;
/** A batch whose invalid entries are wanted. */
export const OP_BATCH_INVALID = 2;
/** Every record verified on its own. */
export const OP_EACH = 3;
/** The worker exits (the tests simulate a worker's death with it). */
export const OP_EXIT = 4;
/**
 * The worker makes signatures of its own (the buffer holds their number as a u32) and verifies
 * them every way, so that its code is compiled before real jobs come.
 */
export const OP_WARM = 5;
/** A block scan for a silent-payments recipient (its own layout: `scan-wire.ts`). */
export const OP_SCAN = 6;

/** A record's fields, as views (into a job's buffer, or the caller's arrays). */
export type Fields = readonly Uint8Array[];

/** The size of one record of `kind` with `fields`. */
export function recordSize(kind: number, fields: Fields): number {
  let n = 1;
  for (const f of fields) n += f.length;
  return kind === REC_TWEAK_CHECK ? n + 1 : n;
}

/**
 * Packs records [lo, hi) of `kinds`/`fields` (fields[i] are record i's fields, in the order of
 * the layout; a tweak check's parity is `parities[i]`) into a new buffer.
 */
export function pack(
  kinds: Uint8Array,
  fields: readonly Fields[],
  parities: Uint8Array,
  lo: number,
  hi: number,
): ArrayBuffer {
  const count = hi - lo;
  let data = 0;
  for (let i = lo; i < hi; i++) data += recordSize(kinds[i], fields[i]);
  const head = 4 * (count + 2);
  const buf = new ArrayBuffer(head + data);
  const u32 = new Uint32Array(buf, 0, count + 2);
  const bytes = new Uint8Array(buf);
  u32[0] = count;
  let o = 0;
  for (let i = lo; i < hi; i++) {
    u32[1 + i - lo] = o;
    const at = head + o;
    bytes[at] = kinds[i];
    let p = at + 1;
    const f = fields[i];
    for (let j = 0; j < f.length; j++) {
      bytes.set(f[j], p);
      p += f[j].length;
      if (kinds[i] === REC_TWEAK_CHECK && j === 0) bytes[p++] = parities[i];
    }
    o = p - head;
  }
  u32[1 + count] = o;
  return buf;
}

/** A packed job read back: its records as views into the buffer. */
export interface Records {
  /** How many. */
  readonly count: number;
  /** The kind of record i. */
  kind(i: number): number;
  /** Record i's bytes after its kind. */
  body(i: number): Uint8Array;
}

/** Reads a buffer made by {@link pack}. */
export function unpack(buf: ArrayBuffer): Records {
  const count = new Uint32Array(buf, 0, 1)[0];
  const u32 = new Uint32Array(buf, 0, count + 2);
  const head = 4 * (count + 2);
  const bytes = new Uint8Array(buf);
  return {
    count,
    kind: (i: number) => bytes[head + u32[1 + i]],
    body: (i: number) => bytes.subarray(head + u32[1 + i] + 1, head + u32[2 + i]),
  };
}
