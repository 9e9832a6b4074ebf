/**
 * Internal: the tagged hashes of BIP327 (`KeyAgg list`, `KeyAgg coefficient`, `MuSig/aux`,
 * `MuSig/nonce`, `MuSig/noncecoef`, `MuSig/deterministic/nonce`) and BIP340's challenge. Every
 * compression is the SHA-256 of `@k1/sigs` (this backend's entry, so that a bundle of one backend
 * loads no other); the 64-byte prefix SHA256(tag) ‖ SHA256(tag) of each tag is absorbed once into
 * a cached hasher whose state is copied for every hash (libsecp256k1 hard-codes the same
 * midstates). Not part of the public API.
 *
 * @module
 */
import { type Sha256Hasher, sha256 } from "@k1/sigs/5x52";

/** A streaming SHA-256 hasher of `@k1/sigs`. */
export type Hasher = Sha256Hasher;

const prefixes = new Map<string, Hasher>();
const encoder = new TextEncoder();

function prefix(tag: string): Hasher {
  let h = prefixes.get(tag);
  if (h === undefined) {
    const th = sha256(encoder.encode(tag));
    h = sha256.create().update(th).update(th);
    prefixes.set(tag, h);
  }
  return h;
}

/**
 * A new hasher that has absorbed BIP340's tag prefix of `tag` (the prefix state is cached).
 *
 * @param tag - an ASCII tag.
 * @returns a hasher owned by the caller (`digest()` wipes it).
 */
export function tagged(tag: string): Hasher {
  return prefix(tag).clone();
}

/**
 * A new hasher, to be used as a caller's scratch with {@link taggedInto} and {@link finish}.
 *
 * @returns a SHA-256 hasher of `@k1/sigs`.
 */
export function createHasher(): Hasher {
  return sha256.create();
}

/**
 * Copies the cached prefix state of `tag` into the scratch hasher `h` (no allocation).
 *
 * @param h - a hasher from {@link createHasher}, wiped by a previous {@link finish} or unused.
 * @param tag - an ASCII tag.
 * @returns h, having absorbed the tag's prefix.
 */
export function taggedInto(h: Hasher, tag: string): Hasher {
  return prefix(tag)._cloneInto(h);
}

/**
 * The scratch hasher of {@link taggedHashInto}: a prefix state is copied in with `_cloneInto`,
 * absorbs the message and is wiped by `destroy()` after the digest, which saves the hasher object
 * `clone()` would allocate. Nothing between the copy and the wipe calls out of this module (but
 * into `@k1/sigs`' SHA-256, which calls nothing back).
 */
const work: Hasher = sha256.create();

/**
 * Internal: out[0..32) = the tagged hash of the concatenation of the parts, on the scratch hasher
 * (no allocation); the hasher is wiped afterwards.
 *
 * @param out - receives the digest (32 bytes; may alias a part).
 * @param tag - an ASCII tag.
 * @param a - the first part.
 * @param b - further parts (optional).
 */
export function taggedHashInto(
  out: Uint8Array,
  tag: string,
  a: Uint8Array,
  b?: Uint8Array,
  c?: Uint8Array,
  d?: Uint8Array,
): void {
  const h = prefix(tag)._cloneInto(work);
  h.update(a);
  if (b !== undefined) h.update(b);
  if (c !== undefined) h.update(c);
  if (d !== undefined) h.update(d);
  finish(h, out);
}

/**
 * Internal: digests h into out[0..32) without an allocation (out may alias anything h absorbed)
 * and wipes h.
 */
export function finish(h: Hasher, out: Uint8Array): void {
  h.digestInto(out);
  h.destroy();
}

/**
 * The tagged hash of the concatenation of `parts` (BIP340's hash_tag).
 *
 * @param tag - an ASCII tag.
 * @param parts - the message parts, in order.
 * @returns the 32-byte digest.
 */
export function taggedHash(tag: string, ...parts: Uint8Array[]): Uint8Array {
  const h = tagged(tag);
  for (let i = 0; i < parts.length; i++) h.update(parts[i]);
  return h.digest();
}

/**
 * The big-endian encoding of `len` in `bytes` bytes (BIP327's length prefixes).
 *
 * @param len - a non-negative safe integer below 2^(8·bytes).
 * @param bytes - the width, 1 to 8.
 * @returns the encoding.
 */
export function lengthPrefix(len: number, bytes: number): Uint8Array {
  const out = new Uint8Array(bytes);
  let v = len;
  for (let i = bytes - 1; i >= 0; i--) {
    out[i] = v % 256;
    v = Math.floor(v / 256);
  }
  return out;
}
