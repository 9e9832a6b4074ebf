/**
 * Deterministic nonce generation, as libsecp256k1 does it:
 *
 * - {@link nonceFunctionRfc6979}: libsecp256k1's `nonce_function_rfc6979` (src/secp256k1.c), the
 *   RFC 6979 HMAC-SHA256 DRBG (src/hash_impl.h, `secp256k1_rfc6979_hmac_sha256_*`) seeded with
 *   key32 ‖ (msg32 mod n) [‖ data32] [‖ algo16], used for ECDSA.
 * - {@link nonceFunctionBip340}: libsecp256k1's `nonce_function_bip340`
 *   (src/modules/schnorrsig/main_impl.h), BIP340's nonce derivation, for Schnorr signatures.
 *
 * Both return the 32-byte candidate only; turning it into a scalar (and rejecting or reducing it)
 * is the caller's job, with different rules for the two schemes (see each function).
 *
 * Secret intermediates in buffers owned here are zeroed before returning; the SHA-256 states used
 * are wiped after their digest.
 *
 * @module
 */
import { overflowsOrder, reduceOrder, wipe } from "./bytes.js";
import { taggedHashInto } from "./hash.js";
import {
  type Sha256State,
  sha256Absorb,
  sha256Copy,
  sha256FinishInto,
  sha256Reset,
  sha256StateCreate,
  sha256Wipe,
} from "./sha256.js";
import { assertBytes, assertInteger, optionalBytes } from "./validate.js";

/**
 * HMAC-SHA256 under one key, kept as the two SHA-256 states after the key block (K ⊕ ipad and
 * K ⊕ opad), so that every MAC under that key costs only its message and the outer block: the
 * DRBG computes two or three MACs per key. States are copied into preallocated ones (no
 * allocation per MAC).
 */
interface KeyedHmac {
  /** SHA-256 after (K ⊕ ipad); secret while keyed. */
  readonly inner: Sha256State;
  /** SHA-256 after (K ⊕ opad); secret while keyed. */
  readonly outer: Sha256State;
  /** Scratch state for one MAC. */
  readonly work: Sha256State;
  /** Scratch for the padded key block (key ‖ 0^32, ⊕ ipad or opad). */
  readonly pad: Uint8Array;
}

/**
 * State of the RFC 6979 HMAC-SHA256 DRBG (RFC 6979 section 3.2; libsecp256k1's
 * `secp256k1_rfc6979_hmac_sha256`). Plain object; create with {@link rfc6979HmacSha256Create}.
 */
export interface Rfc6979HmacSha256 {
  /** V, 32 bytes (secret while in use). */
  readonly v: Uint8Array;
  /** K, 32 bytes (secret while in use). */
  readonly k: Uint8Array;
  /** 0 before the first {@link rfc6979HmacSha256Generate} after initialisation, 1 after. */
  retry: number;
  /** HMAC keyed with the current K (internal). */
  readonly mac: KeyedHmac;
}

const BYTE_00 = /* @__PURE__ */ Uint8Array.of(0x00);
const BYTE_01 = /* @__PURE__ */ Uint8Array.of(0x01);

/**
 * HMAC keyed with K = 0x00…00, RFC 6979's initial K (3.2.c): its two key blocks, absorbed at the
 * first initialisation of a DRBG (not at import: a program that never signs never needs them).
 */
let zeroKeyed: KeyedHmac | null = null;

function keyedCreate(): KeyedHmac {
  return {
    inner: sha256StateCreate(),
    outer: sha256StateCreate(),
    work: sha256StateCreate(),
    pad: new Uint8Array(64),
  };
}

/** Keys h with the 32-byte `key` (RFC 2104: the key block is key ‖ 0^32, xored with the pads). */
function keyedSetKey(h: KeyedHmac, key: Uint8Array): void {
  const pad = h.pad;
  for (let i = 0; i < 32; i++) pad[i] = key[i] ^ 0x36;
  pad.fill(0x36, 32);
  sha256Absorb(sha256Reset(h.inner), pad);
  for (let i = 0; i < 32; i++) pad[i] = key[i] ^ 0x5c;
  pad.fill(0x5c, 32);
  sha256Absorb(sha256Reset(h.outer), pad);
  pad.fill(0);
}

/** out = HMAC_K(a ‖ b ‖ c); `out` may alias any input (all are absorbed first). */
function keyedMac(h: KeyedHmac, out: Uint8Array, a: Uint8Array, b?: Uint8Array, c?: Uint8Array): void {
  const w = sha256Copy(h.work, h.inner);
  sha256Absorb(w, a);
  if (b !== undefined) sha256Absorb(w, b);
  if (c !== undefined) sha256Absorb(w, c);
  sha256FinishInto(w, out);
  sha256FinishInto(sha256Absorb(sha256Copy(w, h.outer), out), out);
}

/** Wipes the keyed states (the next keying resets them). */
function keyedClear(h: KeyedHmac): void {
  sha256Wipe(h.inner);
  sha256Wipe(h.outer);
  sha256Wipe(h.work);
  h.pad.fill(0);
}

/**
 * A new, zeroed DRBG state (not yet initialised).
 *
 * @returns the state; pass it to {@link rfc6979HmacSha256Initialize}.
 */
export function rfc6979HmacSha256Create(): Rfc6979HmacSha256 {
  return { v: new Uint8Array(32), k: new Uint8Array(32), retry: 0, mac: keyedCreate() };
}

/**
 * Seeds the DRBG with `seed` (libsecp256k1's `secp256k1_rfc6979_hmac_sha256_initialize`).
 *
 * Input: `rng` from {@link rfc6979HmacSha256Create}, in any state; `seed` any bytes (it is only read).
 * Performs RFC 6979 3.2 b–g: V = 0x01…01, K = 0x00…00; K = HMAC_K(V ‖ 0x00 ‖ seed); V = HMAC_K(V);
 * K = HMAC_K(V ‖ 0x01 ‖ seed); V = HMAC_K(V).
 * Output: `rng` ready for {@link rfc6979HmacSha256Generate}.
 *
 * @param rng - the state to (re)initialise.
 * @param seed - the seed material (for ECDSA: key32 ‖ msg32 [‖ data32] [‖ algo16]).
 */
export function rfc6979HmacSha256Initialize(rng: Rfc6979HmacSha256, seed: Uint8Array): void {
  const { v, k, mac } = rng;
  v.fill(0x01); // RFC6979 3.2.b
  k.fill(0x00); // RFC6979 3.2.c
  if (zeroKeyed === null) {
    zeroKeyed = keyedCreate();
    keyedSetKey(zeroKeyed, new Uint8Array(32));
  }
  sha256Copy(mac.inner, zeroKeyed.inner);
  sha256Copy(mac.outer, zeroKeyed.outer);
  // RFC6979 3.2.d
  keyedMac(mac, k, v, BYTE_00, seed);
  keyedSetKey(mac, k);
  keyedMac(mac, v, v);
  // RFC6979 3.2.f
  keyedMac(mac, k, v, BYTE_01, seed);
  keyedSetKey(mac, k);
  keyedMac(mac, v, v);
  rng.retry = 0;
}

/**
 * Fills `out` with the next DRBG output (libsecp256k1's `secp256k1_rfc6979_hmac_sha256_generate`).
 *
 * Input: `rng` initialised by {@link rfc6979HmacSha256Initialize}.
 * Performs RFC 6979 3.2.h: if this is not the first call since initialisation,
 * K = HMAC_K(V ‖ 0x00), V = HMAC_K(V) first (the "candidate rejected" step); then
 * V = HMAC_K(V) and output V, repeated until `out` is full.
 * Output: `out` filled; `rng` advanced.
 *
 * @param rng - the DRBG state.
 * @param out - the output buffer, any length.
 */
export function rfc6979HmacSha256Generate(rng: Rfc6979HmacSha256, out: Uint8Array): void {
  const { v, k, mac } = rng;
  if (rng.retry !== 0) {
    keyedMac(mac, k, v, BYTE_00);
    keyedSetKey(mac, k);
    keyedMac(mac, v, v);
  }
  for (let pos = 0; pos < out.length; pos += 32) {
    keyedMac(mac, v, v);
    const now = Math.min(32, out.length - pos);
    out.set(now === 32 ? v : v.subarray(0, now), pos);
  }
  rng.retry = 1;
}

/**
 * Zeroes the DRBG state (libsecp256k1's `secp256k1_rfc6979_hmac_sha256_clear`).
 *
 * @param rng - the state to clear; it must be initialised again before further use.
 */
export function rfc6979HmacSha256Clear(rng: Rfc6979HmacSha256): void {
  wipe(rng.v, rng.k);
  keyedClear(rng.mac);
  rng.retry = 0;
}

/**
 * A libsecp256k1-style ECDSA nonce function (`secp256k1_nonce_function`): returns the 32-byte
 * candidate nonce for attempt `counter`, or `null` to make signing fail.
 */
export type NonceFunction = (
  msg32: Uint8Array,
  key32: Uint8Array,
  algo16: Uint8Array | null | undefined,
  data: Uint8Array | null | undefined,
  counter: number,
) => Uint8Array | null;

/**
 * libsecp256k1's default ECDSA nonce function `nonce_function_rfc6979`: the `counter`-th output
 * (counting from 0) of the RFC 6979 HMAC-SHA256 DRBG seeded with
 * key32 ‖ (msg32 mod n) [‖ data32] [‖ algo16].
 *
 * The seed parts have distinct fixed lengths (64, 96, 80 or 112 bytes in all), so no mixture of
 * optional arguments can imitate another. With neither `data32` nor `algo16` this is exactly
 * RFC 6979 3.2 for secp256k1/SHA-256 (bits2octets(h) = h mod n; int2octets(x) = the 32-byte key);
 * `data32` is RFC 6979 3.6 "additional data" (libsecp256k1's `ndata`, "extra entropy").
 *
 * The candidate is NOT checked here. The ECDSA signer must, as `secp256k1_ecdsa_sign` does, read
 * it as a big-endian integer, reject it if it is 0 or ≥ n, and then call this again with
 * `counter + 1` (and likewise if signing with a valid nonce fails); `counter` = c yields the
 * same bytes as the (c+1)-th `rfc6979HmacSha256Generate` after one initialisation, so a
 * signer that keeps the DRBG state may use that instead (this function recomputes from the seed,
 * O(counter), as libsecp256k1 does).
 *
 * `key32` is used as given (libsecp256k1 passes the caller's secret-key bytes unmodified, even
 * when they are not a valid key; the signer fails afterwards in that case).
 *
 * @param msg32 - the 32-byte message hash; reduced mod n before seeding, as libsecp256k1 does.
 * @param key32 - the 32-byte secret key.
 * @param algo16 - optional 16-byte algorithm tag (libsecp256k1's `algo16`; ECDSA passes none).
 * @param data32 - optional 32 bytes of extra entropy (libsecp256k1's `ndata`). Note that 32 zero
 *   bytes are NOT the same as no data.
 * @param counter - the attempt number, an integer in 0 ≤ counter < 2^32 (default 0).
 * @returns the 32-byte candidate nonce (a new array).
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` on a wrong argument type or length;
 *   `ERR_TYPE` / `ERR_RANGE` if `counter` is not an integer in range.
 */
export function nonceFunctionRfc6979(
  msg32: Uint8Array,
  key32: Uint8Array,
  algo16?: Uint8Array | null,
  data32?: Uint8Array | null,
  counter = 0,
): Uint8Array {
  assertBytes(msg32, "msg32", 32);
  assertBytes(key32, "key32", 32);
  const algo = optionalBytes(algo16, "algo16", 16);
  const data = optionalBytes(data32, "data32", 32);
  assertInteger(counter, "counter", 0, 0xffffffff);

  // keydata = key32 ‖ msgmod32 [‖ data32] [‖ algo16]   (at most 112 bytes)
  const hasData = data !== undefined;
  const hasAlgo = algo !== undefined;
  const keydata = new Uint8Array(64 + (hasData ? 32 : 0) + (hasAlgo ? 16 : 0));
  keydata.set(key32, 0);
  const msgmod32 = keydata.subarray(32, 64);
  msgmod32.set(msg32);
  reduceOrder(msgmod32, msgmod32); // secp256k1_scalar_set_b32 + get_b32: msg32 mod n
  let offset = 64;
  if (hasData) {
    keydata.set(data, offset);
    offset += 32;
  }
  if (hasAlgo) keydata.set(algo, offset);

  const rng = rfc6979HmacSha256Create();
  const nonce32 = new Uint8Array(32);
  rfc6979HmacSha256Initialize(rng, keydata);
  for (let i = 0; ; i++) {
    rfc6979HmacSha256Generate(rng, nonce32);
    if (i === counter) break;
  }
  wipe(keydata);
  rfc6979HmacSha256Clear(rng);
  return nonce32;
}

/**
 * Whether a 32-byte candidate nonce is usable as an ECDSA nonce: 0 < k < n (libsecp256k1's
 * `secp256k1_scalar_set_b32_seckey` on the nonce). Constant time.
 *
 * @param nonce32 - the candidate from {@link nonceFunctionRfc6979}.
 * @returns `true` iff the big-endian value is in [1, n − 1].
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` if `nonce32` is not 32 bytes.
 */
export function isValidNonce(nonce32: Uint8Array): boolean {
  assertBytes(nonce32, "nonce32", 32);
  let acc = 0;
  for (let i = 0; i < 32; i++) acc |= nonce32[i];
  const isZero = ((acc - 1) >>> 31) & 1; // 1 iff acc = 0 (acc ≤ 255), branch-free
  return (overflowsOrder(nonce32) | isZero) === 0;
}

/** The `algo` argument with which {@link nonceFunctionBip340} computes BIP340's nonce: the ASCII bytes of "BIP0340/nonce". */
export const BIP340_NONCE_ALGO: Uint8Array = /* @__PURE__ */ new TextEncoder().encode("BIP0340/nonce");
const ALGO_BIP340 = /* @__PURE__ */ new TextEncoder().encode("BIP0340/nonce"); // private copy

/**
 * libsecp256k1's precomputed ZERO_MASK = hash_BIP0340/aux(0x00 × 32) (schnorrsig/main_impl.h, there
 * in decimal: 84, 241, 105, …, 20), used when no auxiliary data is given; the tests recompute it.
 */
const ZERO_MASK = /* @__PURE__ */ Uint8Array.of(
  84,
  241,
  105,
  207,
  201,
  226,
  229,
  114,
  116,
  128,
  68,
  31,
  144,
  186,
  37,
  196,
  136,
  244,
  97,
  199,
  11,
  94,
  165,
  220,
  170,
  247,
  175,
  105,
  39,
  10,
  165,
  20,
);

/**
 * A libsecp256k1-style BIP340 nonce function (`secp256k1_nonce_function_hardened`): returns the
 * 32-byte nonce, or `null` to make signing fail.
 */
export type NonceFunctionHardened = (
  msg: Uint8Array,
  key32: Uint8Array,
  xonlyPk32: Uint8Array,
  algo: Uint8Array,
  data: Uint8Array | null | undefined,
) => Uint8Array | null;

function equalAlgo(a: Uint8Array): boolean {
  if (a.length !== ALGO_BIP340.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== ALGO_BIP340[i]) return false;
  return true;
}

/**
 * libsecp256k1's `nonce_function_bip340`, BIP340's default signing nonce:
 *
 * - "Let t be the byte-wise xor of bytes(d) and hash_BIP0340/aux(a)", where `a` = `aux32`;
 *   when `aux32` is absent, libsecp256k1 uses its precomputed hash_BIP0340/aux(0x00 × 32), i.e.
 *   absent aux equals 32 zero bytes of aux (unlike RFC 6979's `data32`).
 * - "Let rand = hash_BIP0340/nonce(t ‖ bytes(P) ‖ m)". More generally the tag is `algo`: the
 *   tagged hash hash_algo(t ‖ xonlyPk32 ‖ msg); `algo` = "BIP0340/nonce" (the default) gives
 *   BIP340 (libsecp256k1 uses a precomputed midstate for that tag, here the tag cache of
 *   `taggedHash`).
 *
 * The caller (the BIP340 signer) then does "Let k' = int(rand) mod n. Fail if k' = 0": unlike
 * ECDSA there is no retry, the 32 bytes are reduced mod n. `key32` must be the secret key already
 * negated if its point has odd y, and `xonlyPk32` the x coordinate of its point, as in
 * `secp256k1_schnorrsig_sign_internal`.
 *
 * Deviation from the C signature: libsecp256k1 fails (returns 0) when `algo` is NULL; here an
 * omitted `algo` means "BIP0340/nonce".
 *
 * @param msg - the message, any length (BIP340 allows variable-length messages).
 * @param key32 - the 32-byte secret key (even-y normalised).
 * @param xonlyPk32 - the 32-byte x-only public key.
 * @param algo - the tag bytes, any length (default: {@link BIP340_NONCE_ALGO}).
 * @param aux32 - optional 32 bytes of auxiliary randomness (libsecp256k1's `ndata`).
 * @returns the 32-byte nonce `rand` (a new array).
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` on a wrong argument type or length.
 */
export function nonceFunctionBip340(
  msg: Uint8Array,
  key32: Uint8Array,
  xonlyPk32: Uint8Array,
  algo?: Uint8Array,
  aux32?: Uint8Array | null,
): Uint8Array {
  assertBytes(msg, "msg");
  assertBytes(key32, "key32", 32);
  assertBytes(xonlyPk32, "xonlyPk32", 32);
  if (algo !== undefined) assertBytes(algo, "algo");
  const aux = optionalBytes(aux32, "aux32", 32);

  const maskedKey = new Uint8Array(32);
  if (aux !== undefined) {
    taggedHashInto(maskedKey, "BIP0340/aux", aux);
    for (let i = 0; i < 32; i++) maskedKey[i] ^= key32[i];
  } else {
    // Precomputed TaggedHash("BIP0340/aux", 0x0000...00), as libsecp256k1.
    for (let i = 0; i < 32; i++) maskedKey[i] = key32[i] ^ ZERO_MASK[i];
  }

  // Tag with algo (the cached "BIP0340/nonce" prefix for the BIP340 tag).
  const nonce32 = new Uint8Array(32);
  taggedHashInto(
    nonce32,
    algo === undefined || equalAlgo(algo) ? "BIP0340/nonce" : algo,
    maskedKey,
    xonlyPk32,
    msg,
  );
  wipe(maskedKey);
  return nonce32;
}
