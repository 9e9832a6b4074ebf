/**
 * Batch verification on this backend, in the shape of libsecp256k1 PR #1134's batch module
 * (`secp256k1_batch.h`): a {@link Batch} collects BIP340 signatures and BIP341 x-only tweak checks
 * within a memory budget and verifies them together, much faster than one by one.
 *
 * - {@link batchCreate}(maxMemory, auxRand16?, options?) makes a batch that holds at most
 *   `maxMemory` bytes (its entries and the multi-point multiplication that verifies them);
 * - {@link batchAddSchnorrsig} and {@link batchAddXonlypubTweakCheck} add entries; when the
 *   next entry would not fit, the entries collected so far are verified and the batch goes on, so
 *   any number of entries can be added within the budget;
 * - {@link batchVerify} verifies what remains and returns whether every entry was valid;
 * - {@link batchUsable} tells whether the batch can still succeed; with `findInvalid`,
 *   {@link batchInvalid} gives the indices of the invalid entries.
 *
 * An entry that cannot be parsed (r ≥ p, s ≥ n, a key that is not on the curve, a tweak ≥ n, …)
 * makes the batch fail, as in PR #1134. The method and its security argument: `batch-verify.5x52.ts`
 * and the package README.
 *
 * Variable time (public inputs only).
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import {
  BATCH_OVERHEAD_BYTES,
  chunkBytes,
  ENTRY_BYTES,
  KIND_SCHNORRSIG,
  KIND_TWEAK_CHECK,
  SEED_BYTES,
  type Store,
  storeCreate,
  storeGive,
  storeTake,
} from "./batch-store.5x52.js";
import { type BatchSearch, verifyChunk } from "./batch-verify.5x52.js";
import { parseXonly, SIGNATURE_SIZE, XONLY_PUBLIC_KEY_SIZE } from "./eckey.5x52.js";
import { K1Error } from "./errors.js";
import { sha256Into, taggedHashInto } from "./hash.js";
import { assertBytes, assertInteger, assertOptions, copyBytes, optionalBytes, typeName } from "./validate.js";

export { BATCH_TAG, type BatchSearch } from "./batch-verify.5x52.js";

/** Options of {@link batchCreate}. */
export interface BatchOptions {
  /**
   * Record which entries are invalid ({@link batchInvalid}). A failing chunk is then searched
   * (see `search`) and the batch goes on after a failure; without it, the first failure ends the
   * batch's work (every later entry is rejected at once, as in PR #1134). Default false.
   */
  readonly findInvalid?: boolean;
  /**
   * How a failing chunk is searched for its invalid entries: `"bisect"` (the batch equation over
   * halves, recursively, with the same randomizers), `"single"` (every entry verified on its own),
   * or `"auto"` (bisection while few parts fail, then single verification: the default; see the
   * bench row `schnorrsig_verify_batch_find` for what each costs).
   */
  readonly search?: BatchSearch;
}

const EMPTY_AUX = new Uint8Array(16);
/** The last budget whose chunks of `fitsCount` signatures were found to fit (batches share it). */
let fitsBudget = -1;
let fitsCount = 0;
/** Q.x ‖ parity ‖ P.x of a tweak check, hashed into its seed bytes. */
const tweakHead = new Uint8Array(65);
const hash32 = new Uint8Array(32);
const r32 = new Uint8Array(32);
const FIRST_CAP = 64;

/**
 * A batch verification object (libsecp256k1 PR #1134's `secp256k1_batch`): made by
 * {@link batchCreate}, used through the `batch*` functions. Its state is private.
 */
export class Batch {
  /** The memory budget in bytes. */
  private readonly budget: number;
  /** 16 bytes of auxiliary randomness. */
  private readonly aux: Uint8Array;
  private readonly findInvalid: boolean;
  private readonly search: BatchSearch;
  /** @internal False once an entry was found invalid. */
  result = true;
  /** Entries added (the index of the next). */
  private total = 0;
  /** Entries of the chunk being collected, and how many of them are signatures. */
  private count = 0;
  private sigs = 0;
  /** A number of entries known to fit in the budget as one chunk. */
  private fits = 0;
  private store: Store | null = null;
  /** Indices of the invalid entries found (if findInvalid). */
  private readonly invalid: number[] = [];

  /** @internal Use {@link batchCreate}. */
  constructor(budget: number, aux: Uint8Array, findInvalid: boolean, search: BatchSearch) {
    this.budget = budget;
    this.aux = aux;
    this.findInvalid = findInvalid;
    this.search = search;
  }

  /** @internal The storage (after {@link reserve}). */
  get store_(): Store {
    return this.store as Store;
  }

  /** @internal Whether adding entries is still worth it. */
  get usable(): boolean {
    return this.result || this.findInvalid;
  }

  /** @internal The indices of the invalid entries, or null without findInvalid. */
  get invalidIndices(): readonly number[] | null {
    return this.findInvalid ? this.invalid.slice() : null;
  }

  /**
   * @internal Reserves the slot of the next entry (a signature or not): verifies the chunk first
   * if the entry would not fit. Returns the slot; the caller fills it and calls {@link commit}.
   */
  reserve(sig: boolean): number {
    // A chunk of `fits` entries, all of them signatures (the larger kind), fits in the budget: the
    // size is checked again (for twice as many) only when the chunk reaches it.
    if (this.count >= this.fits) {
      if (this.budget === fitsBudget && fitsCount > this.count) {
        this.fits = fitsCount; //                       known from an earlier batch of this budget
      } else if (chunkBytes(2 * this.count + 2, 2 * this.count + 2) <= this.budget) {
        this.fits = 2 * this.count + 2;
        fitsBudget = this.budget;
        fitsCount = this.fits;
      } else if (chunkBytes(this.count + 1, this.sigs + (sig ? 1 : 0)) > this.budget) {
        this.flush();
      }
    }
    let st = this.store;
    if (st === null) {
      st = storeTake(FIRST_CAP);
      this.store = st;
    } else if (this.count === st.cap) {
      st = grow(st, this.count);
      this.store = st;
    }
    st.index[this.count] = this.total;
    if (st.used <= this.count) st.used = this.count + 1;
    return this.count;
  }

  /** @internal Adds the entry in the reserved slot to the chunk. */
  commit(kind: number): void {
    const st = this.store as Store;
    st.kind[this.count] = kind;
    this.count++;
    if (kind === KIND_SCHNORRSIG) this.sigs++;
    this.total++;
  }

  /** @internal Records the entry being added as invalid (it is not stored). Returns false. */
  reject(): false {
    this.result = false;
    if (this.findInvalid) this.invalid.push(this.total);
    this.total++;
    return false;
  }

  /** @internal Verifies the chunk collected so far and empties it. */
  flush(): void {
    const st = this.store;
    if (st === null || this.count === 0) return;
    if (this.result || this.findInvalid) {
      const ok = verifyChunk({
        store: st,
        count: this.count,
        aux: this.aux,
        findInvalid: this.findInvalid,
        search: this.search,
        invalid: this.invalid,
        msmBytes: Math.max(0, this.budget - BATCH_OVERHEAD_BYTES - this.count * ENTRY_BYTES),
      });
      if (!ok) this.result = false;
    }
    this.count = 0;
    this.sigs = 0;
  }

  /** @internal Verifies what remains and gives the storage back for reuse. */
  finish(): boolean {
    this.flush();
    const st = this.store;
    if (st !== null) {
      storeGive(st);
      this.store = null;
    }
    return this.result;
  }
}

/** A store with twice the room, holding the first `used` entries of st (which it replaces). */
function grow(st: Store, used: number): Store {
  const r = storeCreate(2 * st.cap);
  for (let k = 0; k < used; k++) {
    r.kind[k] = st.kind[k];
    r.index[k] = st.index[k];
    g.geCopy(r.P[k], st.P[k]);
    g.geCopy(r.R[k], st.R[k]);
    fe.copy(r.rx[k], st.rx[k]);
    scalar.copy(r.e[k], st.e[k]);
    scalar.copy(r.s[k], st.s[k]);
  }
  r.seed.set(st.seed.subarray(0, used * SEED_BYTES));
  r.used = used;
  return r;
}

function checkBatch(batch: unknown): asserts batch is Batch {
  if (!(batch instanceof Batch)) {
    throw new K1Error("ERR_TYPE", `batch: expected a Batch (batchCreate), got ${typeName(batch)}`);
  }
}

/**
 * The smallest budget {@link batchCreate} accepts: one signature and the multiplication that
 * verifies it.
 */
export const BATCH_MIN_MEMORY: number = chunkBytes(1, 1);

/**
 * Makes a batch verification object (libsecp256k1 PR #1134's `secp256k1_batch_create`, with the
 * memory bound its review asked for instead of a number of terms).
 *
 * The batch holds at most `maxMemory` bytes (by the memory model of `@k1/ecmult`'s multi-point
 * multiplication, which measures V8's objects on Node 20): the entries collected and the state of
 * the multiplication that verifies them. About 5.5 KB per signature for large chunks; 16 MiB holds
 * chunks of about 3,000 signatures, 1 MiB of about 170. More entries are verified in chunks, so any
 * number fits any budget from {@link BATCH_MIN_MEMORY} up.
 *
 * @param maxMemory - the memory budget in bytes, at least {@link BATCH_MIN_MEMORY}.
 * @param auxRand16 - 16 bytes of fresh randomness, mixed into the randomizers (recommended; absent
 *   or null counts as 16 zero bytes: the randomizers are then a hash of the inputs, which BIP340
 *   allows).
 * @param options - {@link BatchOptions}: `findInvalid`, `search`.
 * @returns a new, empty batch.
 * @throws {@link K1Error} `ERR_TYPE` if an argument has the wrong type; `ERR_RANGE` if maxMemory is
 *   below {@link BATCH_MIN_MEMORY}; `ERR_LENGTH` if auxRand16 is not 16 bytes.
 * @example
 * ```ts
 * const batch = batchCreate(1 << 24, crypto.getRandomValues(new Uint8Array(16)));
 * for (const { sig, msg, key } of inputs) batchAddSchnorrsig(batch, sig, msg, key);
 * const allValid = batchVerify(batch);
 * ```
 */
export function batchCreate(maxMemory: number, auxRand16?: Uint8Array | null, options?: BatchOptions): Batch {
  assertInteger(maxMemory, "maxMemory", 0, Number.MAX_SAFE_INTEGER);
  if (maxMemory < BATCH_MIN_MEMORY) {
    throw new K1Error(
      "ERR_RANGE",
      `maxMemory: ${maxMemory} bytes cannot hold one signature (at least ${BATCH_MIN_MEMORY})`,
    );
  }
  const aux = optionalBytes(auxRand16, "auxRand16", 16);
  let findInvalid = false;
  let search: BatchSearch = "auto";
  if (options !== undefined && options !== null) {
    assertOptions(options, "options", ["findInvalid", "search"], "findInvalid");
    if (options.findInvalid !== undefined) {
      if (typeof options.findInvalid !== "boolean") {
        throw new K1Error(
          "ERR_TYPE",
          `options.findInvalid: expected a boolean, got ${typeName(options.findInvalid)}`,
        );
      }
      findInvalid = options.findInvalid;
    }
    if (options.search !== undefined) {
      if (options.search !== "auto" && options.search !== "bisect" && options.search !== "single") {
        throw new K1Error("ERR_TYPE", 'options.search: expected "auto", "bisect" or "single"');
      }
      search = options.search;
    }
  }
  return new Batch(maxMemory, aux === undefined ? EMPTY_AUX : copyBytes(aux), findInvalid, search);
}

/**
 * Internal: a batch whose auxiliary randomness is any number of bytes, hashed to 16
 * (`schnorrVerifyBatch`'s 32 bytes of randomness).
 */
export function batchCreateWithAux(maxMemory: number, aux: Uint8Array): Batch {
  const a = new Uint8Array(32);
  taggedHashInto(a, "k1/batch_aux", aux);
  return batchCreate(maxMemory, a.subarray(0, 16));
}

/**
 * Adds a BIP340 signature to a batch (libsecp256k1 PR #1134's `secp256k1_batch_add_schnorrsig`).
 * If the batch's budget is full, the entries collected so far are verified first.
 *
 * @param batch - the batch.
 * @param sig64 - the 64-byte signature r ‖ s.
 * @param msg - the message, any length.
 * @param xonlyPubkey - the signer's 32-byte x-only public key.
 * @returns true if the signature was added; false if it cannot be parsed (r ≥ p, s ≥ n, a key
 *   that is not a valid x-only key), which makes the batch fail, or if the batch has failed
 *   already and was not created with `findInvalid`.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` if an argument has the wrong type or length.
 * @example
 * ```ts
 * if (!batchAddSchnorrsig(batch, sig, msg, key)) return false; // cannot succeed any more
 * ```
 */
export function batchAddSchnorrsig(
  batch: Batch,
  sig64: Uint8Array,
  msg: Uint8Array,
  xonlyPubkey: Uint8Array,
): boolean {
  checkBatch(batch);
  assertBytes(sig64, "sig64", SIGNATURE_SIZE);
  assertBytes(msg, "msg");
  assertBytes(xonlyPubkey, "xonlyPubkey", XONLY_PUBLIC_KEY_SIZE);
  if (!batch.usable) return false;
  const k = batch.reserve(true);
  const st = batch.store_;
  // "Let P = lift_x(int(pk)); fail if that fails. Let r = int(sig[0:32]); fail if r ≥ p.
  // Let s = int(sig[32:64]); fail if s ≥ n." (R = lift_x(r) is left to the verification.)
  if (!parseXonly(st.P[k], xonlyPubkey)) return batch.reject();
  if (!fe.setB32Limit(st.rx[k], sig64, 0)) return batch.reject();
  if (scalar.setB32(st.s[k], sig64, 32)) return batch.reject();
  // "Let e = int(hash_BIP0340/challenge(bytes(r) ‖ bytes(P) ‖ m)) mod n", the hash kept in the
  // entry's seed bytes: hash ‖ s.
  for (let i = 0; i < 32; i++) r32[i] = sig64[i];
  taggedHashInto(hash32, "BIP0340/challenge", r32, xonlyPubkey, msg);
  scalar.setB32(st.e[k], hash32);
  const seed = st.seed;
  const o = k * SEED_BYTES;
  for (let i = 0; i < 32; i++) {
    seed[o + i] = hash32[i];
    seed[o + 32 + i] = sig64[32 + i];
  }
  batch.commit(KIND_SCHNORRSIG);
  return true;
}

/**
 * Adds an x-only tweak check to a batch (libsecp256k1 PR #1134's
 * `secp256k1_batch_add_xonlypub_tweak_check`): the check of `xonlyPubkeyTweakAddCheck`, that the
 * point with x `tweakedXonly` and y of parity `tweakedParity` is P + tweak·G for the internal key P
 * (BIP341's commitment of an output key to its internal key and script tree).
 *
 * @param batch - the batch.
 * @param tweakedXonly - the 32-byte tweaked (output) key.
 * @param tweakedParity - 0 or 1, the parity of the tweaked point's y.
 * @param internalXonly - the 32-byte internal key.
 * @param tweak - the 32-byte tweak.
 * @returns true if the check was added; false if it cannot be parsed (a key that is not a valid
 *   x-only key, tweak ≥ n), which makes the batch fail, or if the batch has failed already and was
 *   not created with `findInvalid`.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` / `ERR_RANGE` if an argument has the wrong
 *   type, length or range.
 * @example
 * ```ts
 * batchAddXonlypubTweakCheck(batch, outputKey, parity, internalKey, taggedSha256("TapTweak", internalKey));
 * ```
 */
export function batchAddXonlypubTweakCheck(
  batch: Batch,
  tweakedXonly: Uint8Array,
  tweakedParity: number,
  internalXonly: Uint8Array,
  tweak: Uint8Array,
): boolean {
  checkBatch(batch);
  assertBytes(tweakedXonly, "tweakedXonly", XONLY_PUBLIC_KEY_SIZE);
  assertInteger(tweakedParity, "tweakedParity", 0, 1);
  assertBytes(internalXonly, "internalXonly", XONLY_PUBLIC_KEY_SIZE);
  assertBytes(tweak, "tweak", 32);
  if (!batch.usable) return false;
  const k = batch.reserve(false);
  const st = batch.store_;
  if (!parseXonly(st.P[k], internalXonly)) return batch.reject();
  if (scalar.setB32(st.e[k], tweak)) return batch.reject();
  // Q: the point with x = tweakedXonly and y of the given parity.
  if (!fe.setB32Limit(st.rx[k], tweakedXonly, 0)) return batch.reject();
  if (!g.geSetXOVar(st.R[k], st.rx[k], tweakedParity === 1)) return batch.reject();
  if (!g.geIsInCorrectSubgroup(st.R[k])) return batch.reject();
  // The seed bytes: SHA256(Q.x ‖ parity ‖ P.x) ‖ tweak.
  tweakHead.set(tweakedXonly, 0);
  tweakHead[32] = tweakedParity;
  tweakHead.set(internalXonly, 33);
  sha256Into(hash32, tweakHead);
  const seed = st.seed;
  const o = k * SEED_BYTES;
  for (let i = 0; i < 32; i++) {
    seed[o + i] = hash32[i];
    seed[o + 32 + i] = tweak[i];
  }
  batch.commit(KIND_TWEAK_CHECK);
  return true;
}

/**
 * Verifies the entries of a batch (libsecp256k1 PR #1134's `secp256k1_batch_verify`): those
 * collected since the last chunk was verified, then the result for every entry added so far. The
 * batch stays usable: entries added later are verified by the next call, and the result stays
 * false once an entry was invalid.
 *
 * @param batch - the batch.
 * @returns true iff every entry added so far is valid (up to a probability below 2^-128 of
 *   accepting an invalid one: see the package README); true for an empty batch.
 * @throws {@link K1Error} `ERR_TYPE` if batch is not a batch.
 * @example
 * ```ts
 * if (!batchVerify(batch)) console.log(batchInvalid(batch)); // with findInvalid
 * ```
 */
export function batchVerify(batch: Batch): boolean {
  checkBatch(batch);
  return batch.finish();
}

/**
 * Whether a batch can still succeed (libsecp256k1 PR #1134's `secp256k1_batch_usable`): false
 * once an entry was found invalid or could not be parsed. Entries are verified when a chunk is
 * full or by {@link batchVerify}, so a batch may be unusable before batchVerify is called.
 *
 * @param batch - the batch.
 * @returns whether no entry has been found invalid yet.
 * @throws {@link K1Error} `ERR_TYPE` if batch is not a batch.
 * @example
 * ```ts
 * if (!batchUsable(batch)) return false;
 * ```
 */
export function batchUsable(batch: Batch): boolean {
  checkBatch(batch);
  return batch.result;
}

/**
 * The indices of the invalid entries found so far (in the order of the `batchAdd*` calls, from 0),
 * for a batch made with `findInvalid`: complete for every entry verified, that is every entry after
 * {@link batchVerify}. Each chunk that fails is searched as its `search` option says.
 *
 * @param batch - the batch.
 * @returns the indices in increasing order (a new array), or null if the batch was made without
 *   `findInvalid`.
 * @throws {@link K1Error} `ERR_TYPE` if batch is not a batch.
 * @example
 * ```ts
 * const batch = batchCreate(1 << 24, null, { findInvalid: true });
 * // … add entries …
 * if (!batchVerify(batch)) for (const i of batchInvalid(batch) ?? []) console.log("invalid:", i);
 * ```
 */
export function batchInvalid(batch: Batch): number[] | null {
  checkBatch(batch);
  const r = batch.invalidIndices;
  return r === null ? null : [...r].sort((x, y) => x - y);
}
