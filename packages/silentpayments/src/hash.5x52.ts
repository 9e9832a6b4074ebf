/**
 * BIP352's three tagged hashes, SHA256(SHA256(tag) ‖ SHA256(tag) ‖ x) with the tags
 * `BIP0352/Inputs`, `BIP0352/SharedSecret` and `BIP0352/Label`. libsecp256k1 starts each from a
 * hard-coded midstate after the 64-byte prefix; here the prefix is absorbed once per tag into a
 * hasher that is never updated, and every hash copies its state into a scratch hasher
 * (`_cloneInto`, no allocation), which is wiped (`destroy`) after the digest. Nothing between the
 * copy and the wipe can call back into user code. The compressions are the SHA-256 of `@k1/sigs`
 * (this backend's entry, so that a bundle of one backend loads no other).
 *
 * @module
 */
import { type Sha256Hasher, sha256 } from "@k1/sigs/5x52";

type Hasher = Sha256Hasher;

function prefixed(tag: string): Hasher {
  const th = sha256(new TextEncoder().encode(tag));
  return sha256.create().update(th).update(th);
}

/** The hasher after the prefix of `BIP0352/Inputs` (never updated). */
const INPUTS: Hasher = /* @__PURE__ */ prefixed("BIP0352/Inputs");
/** The hasher after the prefix of `BIP0352/SharedSecret` (never updated). */
const SHARED: Hasher = /* @__PURE__ */ prefixed("BIP0352/SharedSecret");
/** The hasher after the prefix of `BIP0352/Label` (never updated). */
const LABEL: Hasher = /* @__PURE__ */ prefixed("BIP0352/Label");

const work: Hasher = /* @__PURE__ */ sha256.create();
const be32 = new Uint8Array(4);

function writeBe32(k: number): void {
  be32[0] = k >>> 24;
  be32[1] = k >>> 16;
  be32[2] = k >>> 8;
  be32[3] = k;
}

/** h's digest into out[0..32); wipes h afterwards. */
function finish(h: Hasher, out: Uint8Array): void {
  h.digestInto(out);
  h.destroy();
}

/**
 * out[0..32) = hash_BIP0352/Inputs(outpoint36 ‖ sum33), BIP352's input_hash before reduction.
 *
 * @param out - receives the digest (32 bytes).
 * @param outpoint36 - the smallest outpoint (36 bytes).
 * @param sum33 - the compressed sum of the input public keys.
 */
export function inputHash(out: Uint8Array, outpoint36: Uint8Array, sum33: Uint8Array): void {
  finish(INPUTS._cloneInto(work).update(outpoint36).update(sum33), out);
}

/**
 * out[0..32) = hash_BIP0352/SharedSecret(secret33 ‖ ser32(k)), BIP352's t_k before reduction.
 * The shared secret is absorbed afresh for every k (one compression after the cached prefix).
 *
 * @param out - receives the digest (32 bytes; secret until the caller declassifies it).
 * @param secret33 - the shared secret as a compressed point (secret).
 * @param k - the output index, an integer in [0, 2^32).
 */
export function sharedSecretHash(out: Uint8Array, secret33: Uint8Array, k: number): void {
  writeBe32(k);
  finish(SHARED._cloneInto(work).update(secret33).update(be32), out);
  be32.fill(0);
}

/**
 * out[0..32) = hash_BIP0352/Label(scanKey32 ‖ ser32(m)), BIP352's label tweak before reduction.
 *
 * @param out - receives the digest (32 bytes).
 * @param scanKey32 - the recipient's scan secret key (secret).
 * @param m - the label integer, in [0, 2^32).
 */
export function labelHash(out: Uint8Array, scanKey32: Uint8Array, m: number): void {
  writeBe32(m);
  finish(LABEL._cloneInto(work).update(scanKey32).update(be32), out);
  be32.fill(0);
}
