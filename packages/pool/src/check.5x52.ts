/**
 * The pool's argument checks, in the calling thread and with the errors `@k1/sigs` gives for the
 * same arguments (a `K1Error` of code `ERR_TYPE`, `ERR_LENGTH` or `ERR_RANGE`), and the records
 * they become (`wire.ts`). `check.10x26.ts` is the same over `@k1/sigs/10x26` (the build writes it
 * from this file), so that each backend's pool loads only its own `@k1/sigs` build.
 *
 * @module
 */
import { K1Error } from "@k1/sigs/5x52";
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

export function typeName(x: unknown): string {
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

export function checkArray(x: unknown, name: string): asserts x is readonly unknown[] {
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
