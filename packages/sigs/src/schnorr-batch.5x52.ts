/**
 * BIP340 batch verification of arrays on this backend: {@link schnorrVerifyBatch}, a thin call of
 * the batch object of `batch.5x52.ts` (libsecp256k1 PR #1134's design) with a budget that holds
 * the whole batch in one chunk up to {@link SCHNORR_BATCH_MEMORY}.
 *
 * @module
 */
import {
  BATCH_MIN_MEMORY,
  batchAddSchnorrsig,
  batchCreate,
  batchCreateWithAux,
  batchVerify,
} from "./batch.5x52.js";
import { chunkBytes } from "./batch-store.5x52.js";
import { K1Error } from "./errors.js";
import { optionalBytes, snapshot, typeName } from "./validate.js";

/**
 * The largest memory budget {@link schnorrVerifyBatch} gives its batch (64 MiB: chunks of about
 * 12,000 signatures); smaller batches get what they need.
 */
export const SCHNORR_BATCH_MEMORY = 64 * 1024 * 1024;

function assertArray(x: unknown, name: string): asserts x is readonly unknown[] {
  if (!Array.isArray(x)) throw new K1Error("ERR_TYPE", `${name}: expected an array, got ${typeName(x)}`);
}

/**
 * Verifies many BIP340 signatures at once (BIP340's batch verification, as a batch object of
 * {@link batchCreate}): true iff every `schnorrVerify(sigs[i], msgs[i], xonlyPubkeys[i])` would be
 * true, up to a probability below 2^-128 of accepting a batch with an invalid signature. An empty
 * batch is valid. To learn which signatures are invalid, use a batch made with `findInvalid`.
 *
 * @param sigs - the 64-byte signatures.
 * @param msgs - the messages, any length, one per signature.
 * @param xonlyPubkeys - the 32-byte x-only public keys, one per signature.
 * @param rand32 - optional 32 bytes of fresh randomness, mixed into the randomizers (without it
 *   they are a hash of the inputs, which BIP340 allows).
 * @returns whether all signatures are valid.
 * @throws {@link K1Error} `ERR_TYPE` if an argument is not an array / a `Uint8Array`; `ERR_LENGTH`
 *   if the arrays differ in length or a signature, key or rand32 has the wrong size. Invalid
 *   contents (r ≥ p, s ≥ n, a key not on the curve) make the result false, as in `schnorrVerify`.
 * @example
 * ```ts
 * const ok = schnorrVerifyBatch(sigs, msgs, keys); // one multi-point multiplication
 * ```
 */
export function schnorrVerifyBatch(
  sigs: readonly Uint8Array[],
  msgs: readonly Uint8Array[],
  xonlyPubkeys: readonly Uint8Array[],
  rand32?: Uint8Array,
): boolean {
  assertArray(sigs, "sigs");
  assertArray(msgs, "msgs");
  assertArray(xonlyPubkeys, "xonlyPubkeys");
  // Each element is read once, before any check: what is checked is what is used.
  return verifyBatchLists(snapshot(sigs), snapshot(msgs), snapshot(xonlyPubkeys), rand32);
}

/** {@link schnorrVerifyBatch} on its own copies of the three arrays. */
function verifyBatchLists(
  sigs: readonly Uint8Array[],
  msgs: readonly Uint8Array[],
  xonlyPubkeys: readonly Uint8Array[],
  rand32: Uint8Array | undefined,
): boolean {
  const u = sigs.length;
  if (msgs.length !== u || xonlyPubkeys.length !== u) {
    throw new K1Error(
      "ERR_LENGTH",
      `schnorrVerifyBatch: ${u} signatures, ${msgs.length} messages and ${xonlyPubkeys.length} keys`,
    );
  }
  const rnd = optionalBytes(rand32, "rand32", 32);
  const budget = Math.min(SCHNORR_BATCH_MEMORY, Math.max(BATCH_MIN_MEMORY, chunkBytes(u, u)));
  const batch = rnd === undefined ? batchCreate(budget) : batchCreateWithAux(budget, rnd);
  // Every argument is checked (errors) before the result is decided.
  let ok = true;
  for (let i = 0; i < u; i++) {
    if (!batchAddSchnorrsig(batch, sigs[i], msgs[i], xonlyPubkeys[i])) ok = false;
  }
  return batchVerify(batch) && ok;
}
