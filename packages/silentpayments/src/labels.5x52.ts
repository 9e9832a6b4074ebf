/**
 * Labels on this backend: libsecp256k1's `secp256k1_silentpayments_recipient_label_create`,
 * `…_label_serialize`, `…_label_parse` and `…_create_labeled_spend_pubkey`.
 *
 * A label is passed as 68 bytes in libsecp256k1's layout of its opaque
 * `secp256k1_silentpayments_label`: 4 magic bytes ‖ x ‖ y of the label point labelTweak·G. The 33-byte compressed encoding ({@link silentpaymentsRecipientLabelSerialize})
 * is what a label lookup is keyed by.
 *
 * @module
 */
import { ecmultGen } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { genContext, K1Error } from "@k1/sigs/5x52";
import { assertBytes, assertInteger } from "./args.5x52.js";
import { hasMagic, LABEL_MAGIC, SILENTPAYMENTS_LABEL_SIZE, setMagic } from "./constants.js";
import { labelHash } from "./hash.5x52.js";
import { loadCompressed, loadPoint64, loadPublicKey, loadSecretKey } from "./keys.5x52.js";

/** A label and its tweak, as returned by {@link silentpaymentsRecipientLabelCreate}. */
export interface SilentpaymentsLabel {
  /** The label, 68 bytes (magic ‖ x ‖ y of labelTweak·G). */
  label: Uint8Array;
  /** The label tweak hash_BIP0352/Label(b_scan ‖ ser32(m)), 32 bytes: secret, as the scan key. */
  labelTweak: Uint8Array;
}

const sk = scalar.create();
const lt = scalar.create();
const pt = g.geCreate();
const pt2 = g.geCreate();
const pj = g.gejCreate();

/**
 * Internal: reads a 68-byte label into r.
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH` unless a 68-byte `Uint8Array`; `ERR_OPAQUE` if
 *   it lacks the label magic or its point is not a point of the curve.
 */
export function loadLabel(r: g.Ge, bytes: unknown, name: string): void {
  assertBytes(bytes, name, SILENTPAYMENTS_LABEL_SIZE);
  if (!hasMagic(bytes, LABEL_MAGIC) || !loadPoint64(r, bytes, 4))
    throw new K1Error(
      "ERR_OPAQUE",
      `${name}: not a silent-payments label (68 bytes from labelCreate or labelParse)`,
    );
}

/**
 * Internal: a new 68-byte label holding the point a (not infinity).
 */
export function saveLabel(a: g.Ge): Uint8Array {
  const out = new Uint8Array(SILENTPAYMENTS_LABEL_SIZE);
  setMagic(out, LABEL_MAGIC);
  g.geToBytes(out, a, 4);
  return out;
}

/**
 * Creates the label tweak and label of label integer m (BIP352's labels; libsecp256k1's
 * `secp256k1_silentpayments_recipient_label_create`): labelTweak = hash_BIP0352/Label(b_scan ‖
 * ser32(m)) and label = labelTweak·G, computed in constant time (the tweak is as secret as the scan
 * key it comes from).
 *
 * m = 0 is reserved for change. libsecp256k1's warning applies: many labels slow down light
 * clients' scanning (this package's scanner is not slowed by the size of a label map it may search
 * by output instead), so hand out few labeled addresses.
 *
 * @param scanKey32 - the recipient's scan secret key.
 * @param m - the label integer, 0 ≤ m < 2^32.
 * @returns `{ label, labelTweak }`: the 68-byte label and the 32-byte tweak.
 * @throws `K1Error` `ERR_PRIVATE_KEY` if the scan key is not valid; `ERR_TYPE` /
 *   `ERR_LENGTH` / `ERR_RANGE` on wrong arguments; `ERR_TWEAK` if the hash is 0 or ≥ n
 *   (probability about 2^-128).
 * @example
 * ```ts
 * const change = silentpaymentsRecipientLabelCreate(scanKey, 0);
 * labels.set(bytesToHex(silentpaymentsRecipientLabelSerialize(change.label)), change.labelTweak);
 * ```
 */
export function silentpaymentsRecipientLabelCreate(scanKey32: Uint8Array, m: number): SilentpaymentsLabel {
  assertInteger(m, "m", 0, 0xffffffff);
  loadSecretKey(sk, scanKey32, "scanKey32");
  scalar.clear(sk);
  const labelTweak = new Uint8Array(32);
  labelHash(labelTweak, scanKey32, m);
  try {
    if (!scalar.setB32SecKey(lt, labelTweak))
      throw new K1Error("ERR_TWEAK", "the label tweak is not a valid scalar (probability about 2^-128)");
    ecmultGen(genContext(), pj, lt);
    g.geSetGej(pt, pj); // constant-time inverse: the point of a secret
    fe.normalize(pt.x); // constant time too (saveLabel's normalization then has nothing to do)
    fe.normalize(pt.y);
    return { label: saveLabel(pt), labelTweak };
  } finally {
    scalar.clear(lt);
    g.gejClear(pj);
  }
}

/**
 * Serializes a label as a 33-byte compressed public key (libsecp256k1's
 * `secp256k1_silentpayments_recipient_label_serialize`): the key of a label lookup.
 *
 * @param label - a 68-byte label.
 * @returns the 33-byte encoding 02|03 ‖ x.
 * @throws `K1Error` `ERR_OPAQUE` if `label` is not a label; `ERR_TYPE` / `ERR_LENGTH` on a
 *   wrong argument.
 * @example
 * ```ts
 * const key = bytesToHex(silentpaymentsRecipientLabelSerialize(label)); // a Map key for scanning
 * ```
 */
export function silentpaymentsRecipientLabelSerialize(label: Uint8Array): Uint8Array {
  loadLabel(pt, label, "label");
  const out = new Uint8Array(33);
  g.geSerializePubkey(out, pt, true);
  return out;
}

/**
 * Parses a 33-byte serialized label (libsecp256k1's `secp256k1_silentpayments_recipient_label_parse`).
 *
 * @param in33 - 02|03 ‖ x of the label point.
 * @returns the 68-byte label.
 * @throws `K1Error` `ERR_PUBLIC_KEY` if the bytes are not a compressed point of the curve;
 *   `ERR_TYPE` / `ERR_LENGTH` on a wrong argument.
 * @example
 * ```ts
 * const label = silentpaymentsRecipientLabelParse(stored33);
 * ```
 */
export function silentpaymentsRecipientLabelParse(in33: Uint8Array): Uint8Array {
  loadCompressed(pt, in33, "in33");
  return saveLabel(pt);
}

/**
 * The labeled spend public key B_m = B_spend + label (libsecp256k1's
 * `secp256k1_silentpayments_recipient_create_labeled_spend_pubkey`): with the scan public key it
 * makes a labeled silent payment address.
 *
 * @param unlabeledSpendPubkey - the recipient's spend public key, 33 or 65 bytes.
 * @param label - a 68-byte label.
 * @param compressed - the output form: `true` (default, the form of BIP352's addresses) for 33
 *   bytes, `false` for 65.
 * @returns the labeled spend public key.
 * @throws `K1Error` `ERR_PUBLIC_KEY` if the spend key is not valid; `ERR_OPAQUE` if `label`
 *   is not a label; `ERR_RESULT_INFINITY` if the two sum to infinity (a label equal to
 *   −B_spend, never one made by {@link silentpaymentsRecipientLabelCreate}); `ERR_TYPE` /
 *   `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const bm = silentpaymentsRecipientCreateLabeledSpendPubkey(spendPubkey, label);
 * ```
 */
export function silentpaymentsRecipientCreateLabeledSpendPubkey(
  unlabeledSpendPubkey: Uint8Array,
  label: Uint8Array,
  compressed = true,
): Uint8Array {
  if (typeof compressed !== "boolean")
    throw new K1Error("ERR_TYPE", `compressed: expected boolean, got ${typeof compressed}`);
  loadPublicKey(pt, unlabeledSpendPubkey, "unlabeledSpendPubkey");
  loadLabel(pt2, label, "label");
  g.gejSetGe(pj, pt);
  g.gejAddGeVar(pj, pj, pt2, null);
  if (pj.infinity)
    throw new K1Error(
      "ERR_RESULT_INFINITY",
      "the spend public key and the label sum to the point at infinity",
    );
  g.geSetGejVar(pt, pj);
  const out = new Uint8Array(compressed ? 33 : 65);
  g.geSerializePubkey(out, pt, compressed);
  return out;
}
