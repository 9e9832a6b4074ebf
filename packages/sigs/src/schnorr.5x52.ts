/**
 * BIP340 Schnorr signatures and the keys they use, on this backend: libsecp256k1's schnorrsig
 * module (`secp256k1_schnorrsig.h`) and extrakeys module (`secp256k1_extrakeys.h`: x-only public
 * keys, keypairs, BIP341 tweaks), with `Uint8Array`s in and out.
 *
 * - An x-only public key is 32 bytes: the x coordinate of the point with that x and even y.
 * - A keypair is 96 bytes: the secret key, then x and y of its public key (libsecp256k1's
 *   `secp256k1_keypair` layout). Signing with a keypair saves recomputing the public key, one
 *   generator multiplication per signature.
 * - Signatures are 64 bytes R.x ‖ s; messages may have any length (BIP340 allows it; most
 *   protocols sign 32-byte hashes).
 *
 * Signing and key derivation are constant time in the secrets (blinded `ecmultGen`, constant-time
 * scalar arithmetic, conditional negations by mask); verification is variable time.
 *
 * @module
 */

import { ecmult, ecmultGenGe } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { genContext } from "./context.5x52.js";
import {
  compressionFlag,
  KEYPAIR_SIZE,
  loadKeypair,
  loadPublicKey,
  loadSecretKey,
  loadTweak,
  loadXonlyPublicKey,
  parseXonly,
  SECRET_KEY_SIZE,
  SIGNATURE_SIZE,
  saveKeypair,
  savePublicKey,
  XONLY_PUBLIC_KEY_SIZE,
} from "./eckey.5x52.js";
import { K1Error } from "./errors.js";
import { taggedHashInto } from "./hash.js";
import { pubkeyCreateGe, pubkeyTweakAddGe, seckeyTweakAddScalar } from "./keys.5x52.js";
import { randomBytes } from "./random.js";
import { BIP340_NONCE_ALGO, type NonceFunctionHardened, nonceFunctionBip340 } from "./rfc6979.js";
import {
  assertBytes,
  assertInteger,
  assertOptions,
  copyBytes,
  isBytes,
  optionalBytes,
  typeName,
} from "./validate.js";

/** An x-only public key with the parity of the full point's y (libsecp256k1's `pk_parity`). */
export interface XonlyPubkeyWithParity {
  /** The 32-byte x-only public key. */
  xonlyPubkey: Uint8Array;
  /** 1 if the full point had odd y (its negation is the x-only key's point), else 0. */
  parity: 0 | 1;
}

/** Options of {@link schnorrSignCustom} (libsecp256k1's `secp256k1_schnorrsig_extraparams`). */
export interface SchnorrSignOptions {
  /**
   * 32 bytes of auxiliary randomness (BIP340's a): fresh random bytes protect against side channels
   * and fault attacks. Absent: 32 fresh bytes from `crypto.getRandomValues`; pass them for a
   * deterministic signature (32 zero bytes: libsecp256k1's `ndata = NULL`).
   */
  auxRand32?: Uint8Array | undefined;
  /**
   * A custom nonce function (libsecp256k1's `noncefp`); it receives `auxRand32` as its data, and
   * copies of the key bytes (the secret one wiped when it returns). It may call any function of
   * this library. Default: BIP340's ({@link nonceFunctionBip340}). For tests and special protocols
   * only.
   */
  nonceFunction?: NonceFunctionHardened | undefined;
}

const sk = scalar.create();
const kk = scalar.create();
const ee = scalar.create();
const ss = scalar.create();
const tw = scalar.create();
const P = g.geCreate();
const R = g.geCreate();
const pj = g.gejCreate();
const rj = g.gejCreate();
const rx = fe.createScratch();
const seckey32 = new Uint8Array(32);
const pk32 = new Uint8Array(32);
const buf32 = new Uint8Array(32);

/**
 * Internal: e = int(hash_BIP0340/challenge(r32 ‖ pk32 ‖ msg)) mod n (libsecp256k1's
 * `secp256k1_schnorrsig_challenge`; the tag prefix is cached, like libsecp256k1's midstate).
 */
export function schnorrChallenge(
  e: scalar.Scalar,
  r32: Uint8Array,
  rOff: number,
  px32: Uint8Array,
  m: Uint8Array,
): void {
  taggedHashInto(
    buf32,
    "BIP0340/challenge",
    rOff === 0 && r32.length === 32 ? r32 : r32.subarray(rOff, rOff + 32),
    px32,
    m,
  );
  scalar.setB32(e, buf32);
}

/** Loads a 32-byte secret key or a 96-byte keypair into sk and P (P normalized). */
function loadSigner(secretKeyOrKeypair: unknown): void {
  assertBytes(secretKeyOrKeypair, "secretKey", SECRET_KEY_SIZE, KEYPAIR_SIZE);
  if (secretKeyOrKeypair.length === KEYPAIR_SIZE) {
    loadKeypair(sk, P, secretKeyOrKeypair, "keypair");
  } else {
    loadSecretKey(sk, secretKeyOrKeypair);
    // "Let P = d'⋅G"
    pubkeyCreateGe(P, sk);
  }
  fe.normalize(P.x);
  fe.normalize(P.y);
}

/**
 * A custom nonce function bound for one signature (made by {@link schnorrSignCustom}): the nonce
 * for the signer's d in sk, x-only key px32 and auxiliary data aux.
 */
type CustomNonce = (m: Uint8Array, px32: Uint8Array, aux: Uint8Array | null) => Uint8Array;

/**
 * Internal: the BIP340 signature of msg by the signer in sk/P (libsecp256k1's
 * `secp256k1_schnorrsig_sign_internal`), written to out[0..64). `aux` is the auxiliary randomness,
 * null for none (libsecp256k1's NULL: BIP340's nonce then uses 32 zero bytes). `nonceFn` is a
 * custom nonce function, or undefined for BIP340's (so that the custom path is in a bundle only
 * with {@link schnorrSignCustom}). Clears the secrets.
 */
function signInternal(
  out: Uint8Array,
  m: Uint8Array,
  aux: Uint8Array | null,
  nonceFn: CustomNonce | undefined,
): void {
  // The key's x for the challenge: this module's buffer, or a local one when user code (a nonce
  // function, which may call back into this library and reuse the buffer) runs before the challenge.
  const px32 = nonceFn === undefined ? pk32 : new Uint8Array(32);
  try {
    // "Let d = d' if has_even_y(P), otherwise let d = n − d'" (by mask: P's parity stays hidden
    // from branches even though P is public).
    scalar.condNegate(sk, fe.isOdd(P.y) ? 1 : 0);
    fe.getB32(px32, P.x);
    // "Let rand = hash_BIP0340/nonce(t ‖ bytes(P) ‖ m)", t = bytes(d) xor hash_BIP0340/aux(a).
    let rand: Uint8Array;
    if (nonceFn === undefined) {
      scalar.getB32(seckey32, sk);
      rand = nonceFunctionBip340(m, seckey32, px32, undefined, aux);
    } else {
      rand = nonceFn(m, px32, aux);
    }
    // "Let k' = int(rand) mod n. Fail if k' = 0."
    scalar.setB32(kk, rand);
    if (nonceFn === undefined) rand.fill(0);
    if (scalar.isZero(kk)) throw new K1Error("ERR_NONCE", "schnorrSign: the nonce is 0 mod n");
    // "Let R = k'⋅G."
    ecmultGenGe(genContext(), R, kk);
    // "Let k = k' if has_even_y(R), otherwise let k = n − k'."
    fe.normalize(R.y);
    scalar.condNegate(kk, fe.isOdd(R.y) ? 1 : 0);
    fe.normalize(R.x);
    fe.getB32(out, R.x, 0);
    // "Let e = int(hash_BIP0340/challenge(bytes(R) ‖ bytes(P) ‖ m)) mod n."
    schnorrChallenge(ee, out, 0, px32, m);
    // "Let sig = bytes(R) ‖ bytes((k + ed) mod n)."
    scalar.mul(ee, ee, sk);
    scalar.add(ee, ee, kk);
    scalar.getB32(out, ee, 32);
  } finally {
    scalar.clear(sk);
    scalar.clear(kk);
    scalar.clear(ee);
    seckey32.fill(0);
    g.geClear(R);
  }
}

/**
 * Calls a custom nonce function (user code) for the signer's d in sk (even-y) and x-only key
 * `px32`. The function may call back into this library, which reuses this module's scratch: for
 * the call, d moves to a local scalar (sk is cleared) and is put back afterwards, and the function
 * gets copies of the key bytes (the secret one wiped when it returns).
 */
function customNonce(
  nonceFn: NonceFunctionHardened,
  m: Uint8Array,
  px32: Uint8Array,
  aux: Uint8Array | null,
): Uint8Array {
  const d = scalar.create();
  const key32 = new Uint8Array(32);
  scalar.copy(d, sk);
  scalar.getB32(key32, d);
  scalar.clear(sk);
  let rand: Uint8Array | null | undefined;
  try {
    rand = nonceFn(m, key32, copyBytes(px32), BIP340_NONCE_ALGO, aux);
  } finally {
    key32.fill(0);
    scalar.copy(sk, d);
    scalar.clear(d);
  }
  if (rand === null || rand === undefined)
    throw new K1Error("ERR_NONCE", "schnorrSign: the nonce function failed");
  if (!isBytes(rand) || rand.length !== 32) {
    throw new K1Error("ERR_NONCE", "schnorrSign: the nonce function must return 32 bytes");
  }
  return rand;
}

/**
 * Internal: BIP340 verification against the point pk (even y) whose x is `px32`, for tests and
 * the tiny interface. Variable time.
 */
export function schnorrVerifyGe(sig64: Uint8Array, m: Uint8Array, pk: g.Ge, px32: Uint8Array): boolean {
  // "Let r = int(sig[0:32]); fail if r ≥ p."
  if (!fe.setB32Limit(rx, sig64, 0)) return false;
  // "Let s = int(sig[32:64]); fail if s ≥ n."
  if (scalar.setB32(ss, sig64, 32)) return false;
  // "Let e = int(hash_BIP0340/challenge(bytes(r) ‖ bytes(P) ‖ m)) mod n."
  schnorrChallenge(ee, sig64, 0, px32, m);
  // "Let R = s⋅G − e⋅P."
  scalar.negate(ee, ee);
  g.gejSetGe(pj, pk);
  ecmult(rj, pj, ee, ss);
  // "Fail if is_infinite(R)."
  if (rj.infinity) return false;
  g.geSetGejVar(R, rj);
  // "Fail if not has_even_y(R). Fail if x(R) ≠ r."
  fe.normalizeVar(R.y);
  if (fe.isOdd(R.y)) return false;
  return fe.equalVar(rx, R.x);
}

// ---------------------------------------------------------------------------------------------
// schnorrsig

/**
 * Signs a message with BIP340 Schnorr (libsecp256k1's `secp256k1_schnorrsig_sign32` /
 * `sign_custom` with the BIP340 nonce function). Byte-exact with BIP340's reference for the same
 * key, message and auxiliary randomness.
 *
 * Without `auxRand32`, 32 fresh bytes from `crypto.getRandomValues` are used, as BIP340
 * recommends (the signature is then different each time; every one is valid). Pass `auxRand32`
 * for a deterministic signature: 32 zero bytes give libsecp256k1's signature with no auxiliary
 * data (its `aux_rand32 = NULL`).
 *
 * @param msg - the message, any length (commonly a 32-byte hash).
 * @param secretKey - a 32-byte secret key, or a 96-byte keypair from {@link keypairCreate}
 *   (faster: the public key is not recomputed).
 * @param auxRand32 - 32 bytes of auxiliary randomness; absent (or null): fresh random bytes.
 * @returns the 64-byte signature R.x ‖ s.
 * @throws {@link K1Error} `ERR_PRIVATE_KEY` if the key is invalid; `ERR_PUBLIC_KEY` if a keypair's
 *   point is invalid; `ERR_NONCE` if the nonce is 0 mod n (probability ~2^-256); `ERR_RANDOM` if
 *   `auxRand32` is absent and the platform has no `crypto.getRandomValues`; `ERR_TYPE` /
 *   `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const sig = schnorrSign(msg, secretKey); // fresh auxiliary randomness
 * schnorrVerify(sig, msg, keypairXonlyPub(keypairCreate(secretKey)).xonlyPubkey); // true
 * schnorrSign(msg, secretKey, new Uint8Array(32)); // deterministic: libsecp256k1's NULL aux
 * ```
 */
export function schnorrSign(msg: Uint8Array, secretKey: Uint8Array, auxRand32?: Uint8Array): Uint8Array {
  assertBytes(msg, "msg");
  const aux = optionalBytes(auxRand32, "auxRand32", 32);
  return signWith(msg, secretKey, aux, undefined);
}

/** schnorrSign's and schnorrSignCustom's common part; aux undefined: fresh random bytes. */
function signWith(
  msg: Uint8Array,
  secretKey: unknown,
  aux: Uint8Array | undefined,
  nonceFn: CustomNonce | undefined,
): Uint8Array {
  // The randomness comes first: `crypto.getRandomValues` may be a polyfill (user code).
  const fresh = aux === undefined ? randomBytes(32, "schnorrSign") : undefined;
  try {
    loadSigner(secretKey);
    const out = new Uint8Array(SIGNATURE_SIZE);
    signInternal(out, msg, fresh ?? (aux as Uint8Array), nonceFn);
    return out;
  } finally {
    fresh?.fill(0);
  }
}

/**
 * Internal: BIP340 signing with libsecp256k1's treatment of absent auxiliary data (null: the nonce
 * uses 32 zero bytes), for the tiny-secp256k1 interface. The key must have been validated.
 */
export function schnorrSignNullAux(
  msg: Uint8Array,
  secretKey: Uint8Array,
  aux: Uint8Array | null,
): Uint8Array {
  loadSigner(secretKey);
  const out = new Uint8Array(SIGNATURE_SIZE);
  signInternal(out, msg, aux, undefined);
  return out;
}

/** The option names of {@link schnorrSignCustom}. */
const SIGN_OPTIONS: readonly string[] = ["auxRand32", "nonceFunction"];

/**
 * {@link schnorrSign} with libsecp256k1's extra parameters (`secp256k1_schnorrsig_sign_custom`):
 * auxiliary randomness and/or a custom nonce function. As in {@link schnorrSign}, an absent
 * `auxRand32` means 32 fresh random bytes (which a custom nonce function receives as its `data`).
 *
 * @param msg - the message, any length.
 * @param secretKey - a 32-byte secret key or a 96-byte keypair.
 * @param opts - `{ auxRand32?, nonceFunction? }`, a plain object; no other keys.
 * @returns the 64-byte signature.
 * @throws {@link K1Error} as {@link schnorrSign}; `ERR_TYPE` if `opts` is not a plain object (e.g.
 *   32 bytes of aux passed positionally: use `{ auxRand32 }`) or has an unknown key; `ERR_NONCE` if
 *   the nonce function fails. A nonce function may call any function of this library.
 * @example
 * ```ts
 * const sig = schnorrSignCustom(msg, keypair, { auxRand32: crypto.getRandomValues(new Uint8Array(32)) });
 * ```
 */
export function schnorrSignCustom(
  msg: Uint8Array,
  secretKey: Uint8Array,
  opts?: SchnorrSignOptions,
): Uint8Array {
  assertBytes(msg, "msg");
  assertOptions(opts, "opts", SIGN_OPTIONS, "auxRand32");
  let aux: Uint8Array | undefined;
  let nonceFn: NonceFunctionHardened | undefined;
  if (opts !== undefined) {
    aux = optionalBytes(opts.auxRand32, "opts.auxRand32", 32);
    const f = opts.nonceFunction;
    if (f !== undefined && typeof f !== "function") {
      throw new K1Error("ERR_TYPE", `opts.nonceFunction: expected a function, got ${typeName(f)}`);
    }
    nonceFn = f;
  }
  const fn = nonceFn;
  return signWith(
    msg,
    secretKey,
    aux,
    fn === undefined ? undefined : (m, px32, a) => customNonce(fn, m, px32, a),
  );
}

/**
 * Verifies a BIP340 signature (libsecp256k1's `secp256k1_schnorrsig_verify`): with
 * e = hash_BIP0340/challenge(r ‖ P.x ‖ m) mod n, R = s·G − e·P must be finite, have even y and
 * x(R) = r. Variable time (public data).
 *
 * @param sig64 - the signature R.x ‖ s.
 * @param msg - the message, any length.
 * @param xonlyPubkey - the signer's 32-byte x-only public key.
 * @returns `true` iff the signature is valid; `false` for any invalid content (r ≥ p, s ≥ n, a key
 *   that is not on the curve, …).
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` only: an argument of the wrong type or length.
 * @example
 * ```ts
 * if (!schnorrVerify(sig, msg, xonly)) throw new Error("bad signature");
 * ```
 */
export function schnorrVerify(sig64: Uint8Array, msg: Uint8Array, xonlyPubkey: Uint8Array): boolean {
  assertBytes(sig64, "sig64", SIGNATURE_SIZE);
  assertBytes(msg, "msg");
  assertBytes(xonlyPubkey, "xonlyPubkey", XONLY_PUBLIC_KEY_SIZE);
  // "Let P = lift_x(int(pk)); fail if that fails."
  if (!parseXonly(P, xonlyPubkey)) return false;
  return schnorrVerifyGe(sig64, msg, P, xonlyPubkey);
}

// ---------------------------------------------------------------------------------------------
// extrakeys: x-only public keys

/**
 * Validates an x-only public key (libsecp256k1's `secp256k1_xonly_pubkey_parse`, BIP340's lift_x).
 *
 * @param xonlyPubkey - 32 bytes.
 * @returns a copy of the key.
 * @throws {@link K1Error} `ERR_PUBLIC_KEY` if x ≥ p or no point has this x; `ERR_TYPE` /
 *   `ERR_LENGTH` on a wrong argument.
 * @example
 * ```ts
 * const key = xonlyPubkeyParse(untrusted32); // throws ERR_PUBLIC_KEY if not on the curve
 * ```
 */
export function xonlyPubkeyParse(xonlyPubkey: Uint8Array): Uint8Array {
  loadXonlyPublicKey(P, xonlyPubkey);
  return copyBytes(xonlyPubkey);
}

/** Writes P's x (normalizing P) and returns the parity of its y. */
function xonlyOf(p: g.Ge): XonlyPubkeyWithParity {
  fe.normalizeVar(p.x);
  fe.normalizeVar(p.y);
  const xonlyPubkey = new Uint8Array(XONLY_PUBLIC_KEY_SIZE);
  fe.getB32(xonlyPubkey, p.x);
  return { xonlyPubkey, parity: fe.isOdd(p.y) ? 1 : 0 };
}

/**
 * The x-only public key of a full public key, and the parity of its y (libsecp256k1's
 * `secp256k1_xonly_pubkey_from_pubkey`).
 *
 * @param publicKey - a valid 33- or 65-byte public key.
 * @returns the x-only key and the parity.
 * @throws {@link K1Error} `ERR_PUBLIC_KEY` if the key is invalid; `ERR_TYPE` / `ERR_LENGTH` on a
 *   wrong argument.
 * @example
 * ```ts
 * const { xonlyPubkey, parity } = xonlyPubkeyFromPubkey(pubkeyCreate(secretKey));
 * ```
 */
export function xonlyPubkeyFromPubkey(publicKey: Uint8Array): XonlyPubkeyWithParity {
  loadPublicKey(P, publicKey);
  return xonlyOf(P);
}

/**
 * Tweaks an x-only public key: Q = P + tweak·G with P the even-y point of the key (libsecp256k1's
 * `secp256k1_xonly_pubkey_tweak_add`; BIP341's taproot output key with
 * tweak = hash_TapTweak(P.x ‖ merkle root)). Constant time in the tweak.
 *
 * @param xonlyPubkey - the 32-byte internal key.
 * @param tweak - 32 bytes, 0 ≤ tweak < n.
 * @param compressed - the output form: `true` (default) for 33 bytes, `false` for 65.
 * @returns the full public key Q (its x is the output key, its prefix gives the parity).
 * @throws {@link K1Error} `ERR_PUBLIC_KEY` if the key is invalid; `ERR_TWEAK` if tweak ≥ n;
 *   `ERR_RESULT_INFINITY` if Q is infinity; `ERR_TYPE` / `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const t = taggedSha256("TapTweak", internalKey);
 * const q = xonlyPubkeyTweakAdd(internalKey, t); // output key q[1..33], parity q[0] & 1
 * ```
 */
export function xonlyPubkeyTweakAdd(
  xonlyPubkey: Uint8Array,
  tweak: Uint8Array,
  compressed = true,
): Uint8Array {
  const c = compressionFlag(compressed, true);
  loadXonlyPublicKey(P, xonlyPubkey);
  loadTweak(tw, tweak, false);
  const ok = pubkeyTweakAddGe(P, tw);
  scalar.clear(tw);
  if (!ok)
    throw new K1Error("ERR_RESULT_INFINITY", "xonlyPubkeyTweakAdd: P + tweak·G is the point at infinity");
  return savePublicKey(P, c);
}

/**
 * Checks that `tweakedXonly` with parity `tweakedParity` is the tweak of `internalXonly` by
 * `tweak` (libsecp256k1's `secp256k1_xonly_pubkey_tweak_add_check`; BIP341's script-path check of
 * the output key). Variable time (public data).
 *
 * @param tweakedXonly - the 32-byte tweaked (output) key.
 * @param tweakedParity - 0 or 1, the parity of the tweaked point's y.
 * @param internalXonly - the 32-byte internal key.
 * @param tweak - 32 bytes.
 * @returns `true` iff P + tweak·G has x = tweakedXonly and y of parity tweakedParity; `false` if
 *   not, or if the internal key is invalid or tweak ≥ n.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` / `ERR_RANGE` on wrong arguments.
 * @example
 * ```ts
 * xonlyPubkeyTweakAddCheck(outputKey, parity, internalKey, tweak); // true
 * ```
 */
export function xonlyPubkeyTweakAddCheck(
  tweakedXonly: Uint8Array,
  tweakedParity: number,
  internalXonly: Uint8Array,
  tweak: Uint8Array,
): boolean {
  assertBytes(tweakedXonly, "tweakedXonly", XONLY_PUBLIC_KEY_SIZE);
  assertInteger(tweakedParity, "tweakedParity", 0, 1);
  assertBytes(internalXonly, "internalXonly", XONLY_PUBLIC_KEY_SIZE);
  assertBytes(tweak, "tweak", 32);
  if (!parseXonly(P, internalXonly)) return false;
  if (scalar.setB32(tw, tweak)) return false;
  const ok = pubkeyTweakAddGe(P, tw);
  scalar.clear(tw);
  if (!ok) return false;
  fe.normalizeVar(P.x);
  fe.normalizeVar(P.y);
  fe.getB32(buf32, P.x);
  for (let i = 0; i < 32; i++) if (buf32[i] !== tweakedXonly[i]) return false;
  return (fe.isOdd(P.y) ? 1 : 0) === tweakedParity;
}

/**
 * Compares two x-only public keys byte by byte (libsecp256k1's `secp256k1_xonly_pubkey_cmp`).
 *
 * @param a - a valid x-only key.
 * @param b - a valid x-only key.
 * @returns a negative number, 0 or a positive number as a is below, equal to or above b.
 * @throws {@link K1Error} `ERR_PUBLIC_KEY` if a key is invalid; `ERR_TYPE` / `ERR_LENGTH` on wrong
 *   arguments.
 * @example
 * ```ts
 * const sorted = [k1, k2, k3].sort(xonlyPubkeyCmp);
 * ```
 */
export function xonlyPubkeyCmp(a: Uint8Array, b: Uint8Array): number {
  loadXonlyPublicKey(P, a, "a");
  loadXonlyPublicKey(P, b, "b");
  for (let i = 0; i < XONLY_PUBLIC_KEY_SIZE; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

// ---------------------------------------------------------------------------------------------
// extrakeys: keypairs

/**
 * Makes a keypair from a secret key (libsecp256k1's `secp256k1_keypair_create`): 96 bytes, the key
 * then x and y of key·G (constant-time, blinded multiplication). Keep it as secret as the key.
 *
 * @param secretKey - a valid 32-byte secret key.
 * @returns the keypair, a new 96-byte array.
 * @throws {@link K1Error} `ERR_PRIVATE_KEY` if the key is invalid; `ERR_TYPE` / `ERR_LENGTH` on a
 *   wrong argument.
 * @example
 * ```ts
 * const kp = keypairCreate(secretKey);
 * const sig = schnorrSign(msg, kp, aux); // no public-key recomputation
 * ```
 */
export function keypairCreate(secretKey: Uint8Array): Uint8Array {
  loadSecretKey(sk, secretKey);
  pubkeyCreateGe(P, sk);
  const out = saveKeypair(sk, P);
  scalar.clear(sk);
  return out;
}

/**
 * The secret key of a keypair (libsecp256k1's `secp256k1_keypair_sec`).
 *
 * @param keypair - a 96-byte keypair.
 * @returns the 32-byte secret key, a new array.
 * @throws {@link K1Error} `ERR_PRIVATE_KEY` / `ERR_PUBLIC_KEY` if the keypair is invalid;
 *   `ERR_TYPE` / `ERR_LENGTH` on a wrong argument.
 * @example
 * ```ts
 * keypairSec(keypairCreate(secretKey)); // equal to secretKey
 * ```
 */
export function keypairSec(keypair: Uint8Array): Uint8Array {
  loadKeypair(sk, P, keypair);
  scalar.clear(sk);
  return copyBytes(keypair, 0, 32);
}

/**
 * The public key of a keypair (libsecp256k1's `secp256k1_keypair_pub`).
 *
 * @param keypair - a 96-byte keypair.
 * @param compressed - the output form: `true` (default) for 33 bytes, `false` for 65.
 * @returns the public key, a new array.
 * @throws {@link K1Error} as {@link keypairSec}.
 * @example
 * ```ts
 * keypairPub(keypairCreate(secretKey)); // = pubkeyCreate(secretKey)
 * ```
 */
export function keypairPub(keypair: Uint8Array, compressed = true): Uint8Array {
  const c = compressionFlag(compressed, true);
  loadKeypair(sk, P, keypair);
  scalar.clear(sk);
  return savePublicKey(P, c);
}

/**
 * The x-only public key of a keypair and the parity of the full point's y (libsecp256k1's
 * `secp256k1_keypair_xonly_pub`).
 *
 * @param keypair - a 96-byte keypair.
 * @returns the x-only key and the parity.
 * @throws {@link K1Error} as {@link keypairSec}.
 * @example
 * ```ts
 * const { xonlyPubkey, parity } = keypairXonlyPub(keypair);
 * ```
 */
export function keypairXonlyPub(keypair: Uint8Array): XonlyPubkeyWithParity {
  loadKeypair(sk, P, keypair);
  scalar.clear(sk);
  return xonlyOf(P);
}

/**
 * Tweaks a keypair for BIP341 key-path spending (libsecp256k1's
 * `secp256k1_keypair_xonly_tweak_add`): with d negated if its point has odd y, the new keypair has
 * secret d + tweak and public point P + tweak·G, whose x-only key is what
 * {@link xonlyPubkeyTweakAdd} gives for P's x-only key. Constant time in the secrets.
 *
 * @param keypair - a 96-byte keypair.
 * @param tweak - 32 bytes, 0 ≤ tweak < n.
 * @returns the tweaked keypair, a new 96-byte array.
 * @throws {@link K1Error} `ERR_TWEAK` if tweak ≥ n; `ERR_RESULT_ZERO` if the tweak cancels the
 *   key; as {@link keypairSec} for an invalid keypair.
 * @example
 * ```ts
 * const t = taggedSha256("TapTweak", keypairXonlyPub(kp).xonlyPubkey);
 * const sig = schnorrSign(sighash, keypairXonlyTweakAdd(kp, t), aux); // key-path spend
 * ```
 */
export function keypairXonlyTweakAdd(keypair: Uint8Array, tweak: Uint8Array): Uint8Array {
  loadKeypair(sk, P, keypair);
  try {
    loadTweak(tw, tweak, false);
    fe.normalizeVar(P.y);
    const odd = fe.isOdd(P.y) ? 1 : 0;
    scalar.condNegate(sk, odd);
    if (odd) g.geNeg(P, P);
    if (!seckeyTweakAddScalar(sk, tw) || !pubkeyTweakAddGe(P, tw)) {
      throw new K1Error("ERR_RESULT_ZERO", "keypairXonlyTweakAdd: the tweak cancels the key");
    }
    return saveKeypair(sk, P);
  } finally {
    scalar.clear(sk);
    scalar.clear(tw);
  }
}
