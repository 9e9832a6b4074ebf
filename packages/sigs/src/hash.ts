/**
 * Hashing for `@k1/sigs`: SHA-256, HMAC-SHA256 and BIP340 tagged hashes. Every compression is done
 * by `@noble/hashes`; this module only arranges inputs and caches tag prefixes.
 *
 * libsecp256k1 hard-codes the SHA-256 midstate after the 64-byte prefix
 * SHA256(tag) ‖ SHA256(tag) for its fixed tags (`secp256k1_nonce_function_bip340_sha256_tagged`,
 * `secp256k1_schnorrsig_sha256_tagged`, …). Here the same saving comes from a cache: the first use
 * of a tag absorbs the prefix into a hasher, later uses copy that hasher's state.
 *
 * @module
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { K1Error } from "./errors.js";
import { assertBytes, isBytes, typeName } from "./validate.js";

/** A streaming SHA-256 hasher (`update`, `digest`, `digestInto`, `clone`, `destroy`). */
export type Sha256Hasher = ReturnType<typeof nobleSha256.create>;

/**
 * SHA-256 (FIPS 180-4), `@noble/hashes`' implementation: `sha256(msg)` returns the 32-byte
 * digest (and throws a {@link K1Error} `ERR_TYPE` unless `msg` is a `Uint8Array`),
 * `sha256.create()` a streaming {@link Sha256Hasher}.
 *
 * @example
 * ```ts
 * const h = sha256(new TextEncoder().encode("abc"));
 * const s = sha256.create().update(a).update(b).digest();
 * ```
 */
export const sha256: typeof nobleSha256 = /* @__PURE__ */ Object.assign((msg: Uint8Array): Uint8Array => {
  assertBytes(msg, "msg");
  return nobleSha256(msg);
}, nobleSha256);

/**
 * HMAC-SHA256 (RFC 2104) of the concatenation of `msgs` under `key`.
 *
 * @param key - the key, any length.
 * @param msgs - the message parts, in order.
 * @returns the 32-byte tag.
 * @throws {@link K1Error} `ERR_TYPE` if `key` or a message part is not a `Uint8Array`.
 */
export function hmacSha256(key: Uint8Array, ...msgs: Uint8Array[]): Uint8Array {
  assertBytes(key, "key");
  const h = hmac.create(sha256, key);
  for (let i = 0; i < msgs.length; i++) {
    assertBytes(msgs[i], `msgs[${i}]`);
    h.update(msgs[i]);
  }
  return h.digest(); // digest() wipes the HMAC's inner and outer states
}

/** Cached prefix hashers beyond this many distinct tags are not kept (bounds memory for odd callers). */
const TAG_CACHE_MAX = 64;
const tagCache = new Map<string, Sha256Hasher>();

function tagKey(tag: string | Uint8Array): string {
  if (typeof tag === "string") return `s${tag}`;
  let k = "b";
  for (let i = 0; i < tag.length; i++) k += String.fromCharCode(tag[i]);
  return k;
}

/**
 * The hasher that has absorbed SHA256(tag) ‖ SHA256(tag) (one full 64-byte block), cached.
 * Callers must copy it (`_cloneInto`/`clone`), never update it.
 */
function tagPrefix(tag: string | Uint8Array): Sha256Hasher {
  const key = tagKey(tag);
  let h = tagCache.get(key);
  if (h === undefined) {
    const th = sha256(typeof tag === "string" ? utf8ToBytes(tag) : tag);
    h = sha256.create().update(th).update(th);
    if (tagCache.size < TAG_CACHE_MAX) tagCache.set(key, h);
  }
  return h;
}

function assertTag(tag: unknown): asserts tag is string | Uint8Array {
  if (typeof tag !== "string" && !isBytes(tag)) {
    throw new K1Error("ERR_TYPE", `tag: expected string or Uint8Array, got ${typeName(tag)}`);
  }
}

/**
 * A fresh SHA-256 hasher that has already absorbed BIP340's tag prefix SHA256(tag) ‖ SHA256(tag),
 * for streaming a tagged hash: `taggedHasher(tag).update(a).update(b).digest()` equals
 * `taggedHash(tag, a, b)`.
 *
 * @param tag - the tag; a string is UTF-8 encoded (BIP340's tags are ASCII), bytes are used as
 *   they are.
 * @returns a new hasher owned by the caller (call `digest()` or `destroy()` when done; both wipe
 *   its state).
 * @throws {@link K1Error} `ERR_TYPE` if `tag` is neither a string nor a `Uint8Array`.
 */
export function taggedHasher(tag: string | Uint8Array): Sha256Hasher {
  assertTag(tag);
  return tagPrefix(tag).clone();
}

/**
 * BIP340's tagged hash: hash_tag(x) = SHA256(SHA256(tag) ‖ SHA256(tag) ‖ x), with x the
 * concatenation of `msgs`. The prefix state is cached per tag.
 *
 * @param tag - the tag, e.g. `"BIP0340/challenge"`; a string is UTF-8 encoded, bytes are used as
 *   they are (libsecp256k1's `secp256k1_sha256_initialize_tagged` takes bytes).
 * @param msgs - the message parts, in order.
 * @returns the 32-byte digest.
 * @throws {@link K1Error} `ERR_TYPE` if `tag` is neither a string nor a `Uint8Array`, or a message
 *   part is not a `Uint8Array`.
 * @example
 * ```ts
 * const e = taggedHash("BIP0340/challenge", rx, px, msg);
 * ```
 */
export function taggedHash(tag: string | Uint8Array, ...msgs: Uint8Array[]): Uint8Array {
  assertTag(tag);
  for (let i = 0; i < msgs.length; i++) assertBytes(msgs[i], `msgs[${i}]`);
  const h = tagPrefix(tag).clone();
  for (let i = 0; i < msgs.length; i++) h.update(msgs[i]);
  return h.digest(); // digest() wipes the hasher's state and buffer
}

/**
 * libsecp256k1's `secp256k1_tagged_sha256`: the BIP340 tagged hash
 * SHA256(SHA256(tag) ‖ SHA256(tag) ‖ msg) of one message (BIP341's TapTweak, TapLeaf, …).
 *
 * @param tag - the tag, e.g. `"TapTweak"`; a string is UTF-8 encoded, bytes are used as they are.
 * @param msg - the message.
 * @returns the 32-byte digest.
 * @throws {@link K1Error} `ERR_TYPE` if `tag` is neither a string nor a `Uint8Array`, or `msg` is
 *   not a `Uint8Array`.
 * @example
 * ```ts
 * const tweak = taggedSha256("TapTweak", internalXonlyKey);
 * ```
 */
export function taggedSha256(tag: string | Uint8Array, msg: Uint8Array): Uint8Array {
  assertBytes(msg, "msg");
  return taggedHash(tag, msg);
}

const counterWork: Sha256Hasher = /* @__PURE__ */ nobleSha256.create();
const counter4 = new Uint8Array(4);

/**
 * Counter-mode SHA-256 (libsecp256k1's `secp256k1_ellswift_prng`): out = SHA-256 of everything
 * `base` has absorbed followed by `cnt` as 4 little-endian bytes. `base` is not modified (its state
 * is copied into a scratch hasher), so one base serves a whole sequence of outputs.
 *
 * @param out - receives the 32-byte digest.
 * @param base - the hasher holding the generator's seed material.
 * @param cnt - the counter, an integer in [0, 2^32).
 */
export function sha256Counter(out: Uint8Array, base: Sha256Hasher, cnt: number): void {
  counter4[0] = cnt;
  counter4[1] = cnt >>> 8;
  counter4[2] = cnt >>> 16;
  counter4[3] = cnt >>> 24;
  base._cloneInto(counterWork).update(counter4).digestInto(out);
}
