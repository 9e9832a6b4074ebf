/**
 * Hashing for `@k1/sigs`: SHA-256, HMAC-SHA256 and BIP340 tagged hashes, on this package's SHA-256
 * (`sha256.ts`); this module arranges inputs and caches tag prefixes.
 *
 * libsecp256k1 hard-codes the SHA-256 midstate after the 64-byte prefix
 * SHA256(tag) ‖ SHA256(tag) for its fixed tags (`secp256k1_nonce_function_bip340_sha256_tagged`,
 * `secp256k1_schnorrsig_sha256_tagged`, …). Here the same saving comes from a cache: the first use
 * of a tag absorbs the prefix into a hasher, later uses copy that hasher's state.
 *
 * @module
 */
import { K1Error } from "./errors.js";
import {
  type Sha256,
  type Sha256Hasher,
  type Sha256State,
  sha256Absorb,
  sha256Copy,
  sha256Create,
  sha256FinishInto,
  sha256HasherFrom,
  sha256Reset,
  sha256StateCreate,
  sha256StateOf,
  sha256Wipe,
} from "./sha256.js";
import { assertBytes, isBytes, typeName } from "./validate.js";

export type { Sha256, Sha256Hasher } from "./sha256.js";

/**
 * SHA-256 (FIPS 180-4): `sha256(msg)` returns the 32-byte digest (and throws a {@link K1Error}
 * `ERR_TYPE` unless `msg` is a `Uint8Array`), `sha256.create()` a streaming {@link Sha256Hasher}.
 * The hasher has the shape of a `@noble/hashes` hash, so `hmac(sha256, key, msg)` of
 * `@noble/hashes/hmac.js` takes this `sha256` too.
 *
 * @example
 * ```ts
 * const h = sha256(new TextEncoder().encode("abc"));
 * const s = sha256.create().update(a).update(b).digest();
 * ```
 */
export const sha256: Sha256 = /* @__PURE__ */ Object.assign(
  (msg: Uint8Array): Uint8Array<ArrayBuffer> => {
    assertBytes(msg, "msg");
    const out = new Uint8Array(32);
    sha256FinishInto(sha256Absorb(sha256Reset(work), msg), out);
    wipeWork();
    return out;
  },
  { create: sha256Create, blockLen: 64, outputLen: 32, canXOF: false },
);

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
  for (let i = 0; i < msgs.length; i++) assertBytes(msgs[i], `msgs[${i}]`);
  const out = new Uint8Array(32);
  hmacSha256Into(out, key, ...msgs);
  return out;
}

/**
 * Internal: out[0..32) = HMAC-SHA256 of the concatenation of `msgs` under `key` (no checks; `out`
 * may alias any input). The key block and the hashers are wiped afterwards.
 *
 * @param out - receives the tag.
 * @param key - the key, any length.
 * @param msgs - the message parts, in order.
 */
export function hmacSha256Into(out: Uint8Array, key: Uint8Array, ...msgs: Uint8Array[]): void {
  const block = new Uint8Array(64);
  if (key.length > 64) sha256FinishInto(sha256Absorb(sha256StateCreate(), key), block);
  else block.set(key);
  for (let i = 0; i < 64; i++) block[i] ^= 0x36;
  const inner = sha256Absorb(sha256StateCreate(), block);
  for (let i = 0; i < 64; i++) block[i] ^= 0x36 ^ 0x5c;
  const outer = sha256Absorb(sha256StateCreate(), block);
  block.fill(0);
  for (let i = 0; i < msgs.length; i++) sha256Absorb(inner, msgs[i]);
  sha256FinishInto(inner, block);
  sha256FinishInto(sha256Absorb(outer, block.subarray(0, 32)), out);
  sha256Wipe(inner);
  sha256Wipe(outer);
  block.fill(0);
}

/** Cached prefix states beyond this many distinct tags are not kept (bounds memory for odd callers). */
const TAG_CACHE_MAX = 64;
/** String tags by the string itself (no key to build: a literal tag's hash is cached by V8). */
const stringTagCache = new Map<string, Sha256State>();
/** Byte tags by their bytes as a string. */
const byteTagCache = new Map<string, Sha256State>();

/**
 * The state that has absorbed SHA256(tag) ‖ SHA256(tag) (one full 64-byte block), cached.
 * Callers must copy it (`sha256Copy`, `sha256HasherFrom`), never update it.
 */
function tagPrefix(tag: string | Uint8Array): Sha256State {
  const isString = typeof tag === "string";
  let key = "";
  if (isString) key = tag;
  else for (let i = 0; i < tag.length; i++) key += String.fromCharCode(tag[i]);
  const cache = isString ? stringTagCache : byteTagCache;
  let h = cache.get(key);
  if (h === undefined) {
    const th = new Uint8Array(32);
    sha256Into(th, isString ? new TextEncoder().encode(tag) : tag);
    h = sha256Absorb(sha256Absorb(sha256StateCreate(), th), th);
    if (cache.size < TAG_CACHE_MAX) cache.set(key, h);
  }
  return h;
}

/**
 * Scratch state of the one-shot functions below: a state is copied or reset into it, absorbs its
 * message and is wiped after the digest, which saves the state object (and its two arrays) that
 * `create()` or `clone()` would allocate per hash. Nothing between the copy and the wipe can call
 * back into this module.
 */
const work: Sha256State = /* @__PURE__ */ sha256StateCreate();

/** Wipes the scratch state (it may be secret). */
function wipeWork(): void {
  sha256Wipe(work);
}

/**
 * Internal: h.digestInto(out) without the argument checks (`out` is this package's own buffer of
 * at least 32 bytes and may alias anything h absorbed). Afterwards h is destroyed (wiped and
 * finished).
 *
 * @param h - a SHA-256 hasher, not finished.
 * @param out - receives the digest.
 */
export function digestInto32(h: Sha256Hasher, out: Uint8Array): void {
  sha256FinishInto(sha256StateOf(h), out);
  h.destroy();
}

/**
 * Internal: out[0..32) = SHA-256(msg), on the module's scratch hasher (no hasher allocated).
 *
 * @param out - receives the digest (at least 32 bytes; may alias msg).
 * @param msg - the message.
 */
export function sha256Into(out: Uint8Array, msg: Uint8Array): void {
  sha256FinishInto(sha256Absorb(sha256Reset(work), msg), out);
  wipeWork();
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
  return sha256HasherFrom(tagPrefix(tag));
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
  const out = new Uint8Array(32);
  taggedHashInto(out, tag, ...msgs);
  return out;
}

/**
 * Internal: out[0..32) = the BIP340 tagged hash of the concatenation of `msgs` (as
 * {@link taggedHash}), on the module's scratch hasher, wiped after the digest.
 *
 * @param out - receives the digest (at least 32 bytes; may alias a message part).
 * @param tag - the tag (string or bytes, as for {@link taggedHash}).
 * @param msgs - the message parts, in order.
 * @throws {@link K1Error} `ERR_TYPE` as {@link taggedHash}.
 */
export function taggedHashInto(out: Uint8Array, tag: string | Uint8Array, ...msgs: Uint8Array[]): void {
  assertTag(tag);
  for (let i = 0; i < msgs.length; i++) assertBytes(msgs[i], `msgs[${i}]`);
  const h = sha256Copy(work, tagPrefix(tag));
  for (let i = 0; i < msgs.length; i++) sha256Absorb(h, msgs[i]);
  sha256FinishInto(h, out);
  wipeWork();
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
  sha256FinishInto(sha256Absorb(sha256Copy(work, sha256StateOf(base)), counter4), out);
  wipeWork();
}
