/**
 * Sizes, limits and magic bytes of the silent-payments objects (backend independent): BIP352's
 * per-group recipient limit, and the layouts of libsecp256k1's opaque label and prevouts-summary
 * structs, which k1 passes as byte strings of the same sizes.
 *
 * @module
 */

/**
 * BIP352's K_max: at most this many outputs per group of recipients sharing a scan public key
 * (libsecp256k1's `SECP256K1_SILENTPAYMENTS_RECIPIENT_GROUP_LIMIT`). The sender refuses more; the
 * scanner never looks for an index k ≥ K_max.
 */
export const SILENTPAYMENTS_RECIPIENT_GROUP_LIMIT = 2323;

/** A serialized smallest outpoint: the 32-byte txid (internal byte order) ‖ vout, 4 bytes little endian. */
export const OUTPOINT_SIZE = 36;

/**
 * A label as returned by `silentpaymentsRecipientLabelCreate` / `…LabelParse`: libsecp256k1's
 * `secp256k1_silentpayments_label` layout, magic (4 bytes) ‖ x ‖ y of the label point.
 */
export const SILENTPAYMENTS_LABEL_SIZE = 68;

/** A label serialized as a compressed public key (`…LabelSerialize`, the key of a label lookup). */
export const SILENTPAYMENTS_LABEL_SERIALIZED_SIZE = 33;

/**
 * A prevouts summary (`silentpaymentsRecipientPrevoutsSummaryCreate` / `…Parse`): libsecp256k1's
 * `secp256k1_silentpayments_prevouts_summary` layout, magic (4) ‖ combined flag (1) ‖ x ‖ y of the
 * summed input public keys A (64) ‖ input hash (32). With the flag 1 (a parsed light-client
 * summary) the point is input_hash·A and the last 32 bytes are zero.
 */
export const SILENTPAYMENTS_PREVOUTS_SUMMARY_SIZE = 101;

/**
 * A prevouts summary serialized for light clients (`…PrevoutsSummarySerialize`): input_hash·A as a
 * compressed public key, BIP352's "tweak" that an index server hands out per transaction.
 */
export const SILENTPAYMENTS_PREVOUTS_SUMMARY_SERIALIZED_SIZE = 33;

/** libsecp256k1's `secp256k1_silentpayments_label_magic`. */
export const LABEL_MAGIC: readonly number[] = [0x27, 0x9d, 0x44, 0xba];

/** libsecp256k1's `secp256k1_silentpayments_prevouts_summary_magic`. */
export const SUMMARY_MAGIC: readonly number[] = [0xa7, 0x1c, 0xd3, 0x5e];

/**
 * Whether `b` starts with the 4 `magic` bytes (variable time: the magic is public).
 *
 * @param b - the bytes, at least 4.
 * @param magic - the magic bytes.
 * @returns `true` iff the first 4 bytes match.
 */
export function hasMagic(b: Uint8Array, magic: readonly number[]): boolean {
  return b[0] === magic[0] && b[1] === magic[1] && b[2] === magic[2] && b[3] === magic[3];
}

/**
 * Writes the 4 `magic` bytes at the start of `b`.
 *
 * @param b - the output, at least 4 bytes.
 * @param magic - the magic bytes.
 */
export function setMagic(b: Uint8Array, magic: readonly number[]): void {
  for (let i = 0; i < 4; i++) b[i] = magic[i];
}
