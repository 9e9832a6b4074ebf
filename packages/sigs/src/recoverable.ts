/**
 * The 65-byte encoding of a recoverable ECDSA signature: recovery id ‖ r ‖ s, the layout
 * noble-curves 2.x calls `format: "recovered"` (`Signature.toBytes("recovered")`: one byte
 * `recovery`, then the 64-byte compact signature). libsecp256k1 keeps the two parts apart
 * (`secp256k1_ecdsa_recoverable_signature_serialize_compact` writes 64 bytes and returns the id);
 * this is the one-array form for storage and transport. (Ethereum's 65-byte form is r ‖ s ‖ v,
 * with v = 27 + id: a different layout.)
 *
 * The functions work on bytes only, the same on both backends.
 *
 * @module
 */
import { overflowsOrder } from "./bytes.js";
import { K1Error } from "./errors.js";
import { assertBytes, assertRecoveryId, copyBytes, typeName } from "./validate.js";

/** A signature with its recovery id (libsecp256k1's `secp256k1_ecdsa_recoverable_signature`). */
export interface RecoverableSignature {
  /** The compact signature r ‖ s (low-s). */
  signature: Uint8Array;
  /**
   * The recovery id: bit 0 is the parity of R's y, bit 1 says that R's x was ≥ n (r = x − n;
   * probability about 2^-128).
   */
  recoveryId: 0 | 1 | 2 | 3;
}

/** The size of {@link ecdsaRecoverableSignatureSerialize}'s output: recovery id ‖ r ‖ s. */
export const RECOVERABLE_SIGNATURE_SIZE = 65;

/** Throws ERR_SIGNATURE unless r = sig[off..off+32) and s = sig[off+32..off+64) are both below n. */
function checkCompact(sig: Uint8Array, off: number, where: string): void {
  const r = copyBytes(sig, off, off + 32);
  const s = copyBytes(sig, off + 32, off + 64);
  if (overflowsOrder(r) | overflowsOrder(s))
    throw new K1Error("ERR_SIGNATURE", `${where}: r or s is not below n`);
}

/**
 * Encodes a recoverable signature as 65 bytes: the recovery id, then r ‖ s (noble-curves'
 * `format: "recovered"`). {@link ecdsaRecoverableSignatureParse} reads it back.
 *
 * @param sig - `{ signature, recoveryId }` as {@link ecdsaSignRecoverable} returns it.
 * @returns the 65 bytes, a new array.
 * @throws {@link K1Error} `ERR_TYPE` if `sig` is not an object; `ERR_TYPE` / `ERR_LENGTH` unless
 *   `sig.signature` is 64 bytes; `ERR_RECOVERY_ID` unless `sig.recoveryId` is 0, 1, 2 or 3;
 *   `ERR_SIGNATURE` if r or s is ≥ n.
 * @example
 * ```ts
 * const sig65 = ecdsaRecoverableSignatureSerialize(ecdsaSignRecoverable(hash, secretKey));
 * sig65[0]; // the recovery id
 * ```
 */
export function ecdsaRecoverableSignatureSerialize(sig: RecoverableSignature): Uint8Array {
  if (sig === null || typeof sig !== "object") {
    throw new K1Error("ERR_TYPE", `sig: expected { signature, recoveryId }, got ${typeName(sig)}`);
  }
  const { signature, recoveryId } = sig;
  assertBytes(signature, "sig.signature", 64);
  assertRecoveryId(recoveryId, "sig.recoveryId");
  checkCompact(signature, 0, "ecdsaRecoverableSignatureSerialize");
  const out = new Uint8Array(RECOVERABLE_SIGNATURE_SIZE);
  out[0] = recoveryId;
  out.set(copyBytes(signature), 1);
  return out;
}

/**
 * Decodes the 65-byte form recovery id ‖ r ‖ s (noble-curves' `format: "recovered"`), checking it
 * as libsecp256k1's `secp256k1_ecdsa_recoverable_signature_parse_compact` does: the id is 0..3 and
 * r, s are below n (zero is accepted here and rejected by {@link ecdsaRecover}).
 *
 * @param sig65 - the 65 bytes.
 * @returns `{ signature, recoveryId }` (a new 64-byte array), for {@link ecdsaRecover}.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` unless `sig65` is 65 bytes; `ERR_RECOVERY_ID`
 *   if the first byte is not 0..3; `ERR_SIGNATURE` if r or s is ≥ n.
 * @example
 * ```ts
 * const { signature, recoveryId } = ecdsaRecoverableSignatureParse(sig65);
 * const publicKey = ecdsaRecover(signature, recoveryId, hash);
 * ```
 */
export function ecdsaRecoverableSignatureParse(sig65: Uint8Array): RecoverableSignature {
  assertBytes(sig65, "sig65", RECOVERABLE_SIGNATURE_SIZE);
  const recoveryId = sig65[0];
  assertRecoveryId(recoveryId, "sig65[0] (the recovery id)");
  checkCompact(sig65, 1, "ecdsaRecoverableSignatureParse");
  return { signature: copyBytes(sig65, 1, 65), recoveryId };
}
