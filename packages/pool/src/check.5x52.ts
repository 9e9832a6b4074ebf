/**
 * The pool's argument checks, in the calling thread and with the errors `@k1/sigs` gives for the
 * same arguments (a `K1Error` of code `ERR_TYPE`, `ERR_LENGTH` or `ERR_RANGE`), and the records
 * they become (`wire.ts`). `check.10x26.ts` is the same over `@k1/sigs/10x26` (the build writes it
 * from this file), so that each backend's pool loads only its own `@k1/sigs` build.
 *
 * @module
 */
import { K1Error, pubkeyParse, seckeyVerify } from "@k1/sigs/5x52";
import type { ScanTx } from "./scan-wire.js";
import { type Fields, REC_ECDSA, REC_SCHNORRSIG, REC_TWEAK_CHECK } from "./wire.js";

/** A BIP340 signature for a pool's batch (the arguments of `batchAddSchnorrsig`). */
export interface PoolSchnorrEntry {
  /** The 64-byte signature. */
  readonly sig: Uint8Array;
  /** The message, any length. */
  readonly msg: Uint8Array;
  /** The signer's 32-byte x-only public key. */
  readonly key: Uint8Array;
}

/** An x-only tweak check for a pool's batch (the arguments of `batchAddXonlypubTweakCheck`). */
export interface PoolTweakEntry {
  /** The 32-byte tweaked (output) key. */
  readonly tweaked: Uint8Array;
  /** 0 or 1, the parity of the tweaked point's y. */
  readonly parity: number;
  /** The 32-byte internal key. */
  readonly internal: Uint8Array;
  /** The 32-byte tweak. */
  readonly tweak: Uint8Array;
}

/** An entry of a pool's batch. */
export type PoolEntry = PoolSchnorrEntry | PoolTweakEntry;

/** Records to send: their kinds, fields and (tweak checks) parities. */
export interface Job {
  /** Each record's kind. */
  readonly kinds: Uint8Array;
  /** Each record's fields, in the order of the wire layout. */
  readonly fields: Fields[];
  /** Each tweak check's parity (0 elsewhere). */
  readonly parities: Uint8Array;
}

function typeName(x: unknown): string {
  if (x === null) return "null";
  if (Array.isArray(x)) return "Array";
  if (ArrayBuffer.isView(x)) return x.constructor.name;
  return typeof x === "object" ? ((x as object).constructor?.name ?? "object") : typeof x;
}

/**
 * Checks that x is a `Uint8Array` of one of the lengths given (any length if none), as
 * `@k1/sigs`' `assertBytes`.
 *
 * @throws `K1Error` (of `@k1/sigs`) `ERR_TYPE` or `ERR_LENGTH`.
 */
export function checkBytes(x: unknown, name: string, ...lengths: number[]): asserts x is Uint8Array {
  if (!(x instanceof Uint8Array))
    throw new K1Error("ERR_TYPE", `${name}: expected Uint8Array, got ${typeName(x)}`);
  if (lengths.length > 0 && !lengths.includes(x.length)) {
    throw new K1Error(
      "ERR_LENGTH",
      `${name}: expected Uint8Array of length ${lengths.join(" or ")}, got length ${x.length}`,
    );
  }
}

function checkArray(x: unknown, name: string): asserts x is readonly unknown[] {
  if (!Array.isArray(x)) throw new K1Error("ERR_TYPE", `${name}: expected an array, got ${typeName(x)}`);
}

/**
 * Checks three parallel lists of signatures, messages and keys (`kind`: BIP340 or ECDSA) and
 * returns their records.
 *
 * @throws `K1Error` (of `@k1/sigs`) `ERR_TYPE` / `ERR_LENGTH`, as `schnorrVerify`, `ecdsaVerify` and
 *   `schnorrVerifyBatch` of `@k1/sigs`.
 */
export function checkLists(sigs: unknown, msgs: unknown, keys: unknown, kind: number): Job {
  checkArray(sigs, "sigs");
  checkArray(msgs, "msgs");
  checkArray(keys, kind === REC_ECDSA ? "publicKeys" : "xonlyPubkeys");
  const u = sigs.length;
  if (msgs.length !== u || keys.length !== u) {
    throw new K1Error("ERR_LENGTH", `${u} signatures, ${msgs.length} messages and ${keys.length} keys`);
  }
  const kinds = new Uint8Array(u).fill(kind);
  const fields: Fields[] = [];
  for (let i = 0; i < u; i++) {
    const s = sigs[i];
    const m = msgs[i];
    const k = keys[i];
    checkBytes(s, `sigs[${i}]`, 64);
    if (kind === REC_ECDSA) {
      checkBytes(m, `msgHashes[${i}]`, 32);
      checkBytes(k, `publicKeys[${i}]`, 33, 65);
      fields.push([s, m, k]);
    } else {
      checkBytes(m, `msgs[${i}]`);
      checkBytes(k, `xonlyPubkeys[${i}]`, 32);
      fields.push([s, k, m]);
    }
  }
  return { kinds, fields, parities: new Uint8Array(u) };
}

/**
 * Checks a batch's entries and returns their records.
 *
 * @throws `K1Error` (of `@k1/sigs`) `ERR_TYPE` / `ERR_LENGTH` / `ERR_RANGE`, as `batchAddSchnorrsig` and
 *   `batchAddXonlypubTweakCheck` of `@k1/sigs`.
 */
export function checkEntries(entries: unknown): Job {
  checkArray(entries, "entries");
  const u = entries.length;
  const kinds = new Uint8Array(u);
  const parities = new Uint8Array(u);
  const fields: Fields[] = [];
  for (let i = 0; i < u; i++) {
    const e = entries[i] as Partial<PoolSchnorrEntry & PoolTweakEntry> | null;
    if (e === null || typeof e !== "object") {
      throw new K1Error("ERR_TYPE", `entries[${i}]: expected an object, got ${typeName(e)}`);
    }
    if (e.sig !== undefined) {
      checkBytes(e.sig, `entries[${i}].sig`, 64);
      checkBytes(e.msg, `entries[${i}].msg`);
      checkBytes(e.key, `entries[${i}].key`, 32);
      kinds[i] = REC_SCHNORRSIG;
      fields.push([e.sig, e.key, e.msg]);
    } else {
      checkBytes(e.tweaked, `entries[${i}].tweaked`, 32);
      const p = e.parity;
      if (typeof p !== "number" || !Number.isSafeInteger(p)) {
        throw new K1Error("ERR_TYPE", `entries[${i}].parity: expected an integer, got ${typeName(p)}`);
      }
      if (p !== 0 && p !== 1)
        throw new K1Error("ERR_RANGE", `entries[${i}].parity: expected 0 or 1, got ${p}`);
      checkBytes(e.internal, `entries[${i}].internal`, 32);
      checkBytes(e.tweak, `entries[${i}].tweak`, 32);
      kinds[i] = REC_TWEAK_CHECK;
      parities[i] = p;
      fields.push([e.tweaked, e.internal, e.tweak]);
    }
  }
  return { kinds, fields, parities };
}

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
          `labels: the value of ${k} is ${typeName(v)}, not a 32-byte tweak`,
        );
      }
      out.push([Uint8Array.from(k.match(/../g) ?? [], (b) => Number.parseInt(b, 16)), v]);
    });
  }
  return { txs: transactions as readonly ScanTx[], labels: out };
}
