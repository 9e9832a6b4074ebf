/**
 * ECDSA on this backend: libsecp256k1's `secp256k1_ecdsa_*` (secp256k1.h, `ecdsa_impl.h`) and its
 * recovery module (`secp256k1_recovery.h`), with `Uint8Array`s in and out.
 *
 * - Signatures are 64 bytes r ‖ s (compact); {@link ecdsaSignatureToDer} /
 *   {@link ecdsaSignatureFromDer} convert to and from strict DER, {@link ecdsaSignatureFromDerLax}
 *   reads pre-BIP66 encodings.
 * - Signing: RFC 6979 nonces (HMAC-SHA256 DRBG; optional 32 bytes of extra entropy, libsecp256k1's
 *   `ndata`), the constant-time blinded generator multiplication and constant-time inverse, and
 *   always a low-s signature (s ≤ n/2), as libsecp256k1 and Bitcoin's standardness rules require.
 * - Verification: the signature must be low-s (libsecp256k1's rule; normalize first with
 *   {@link ecdsaSignatureNormalize} to accept high-s), variable time (public data only).
 * - Recovery: {@link ecdsaSignRecoverable} returns the recovery id, {@link ecdsaRecover} the key.
 *
 * The message is a 32-byte hash (libsecp256k1's `msghash32`); it is read as a number mod n.
 *
 * @module
 */

import { ecmult, ecmultGenGe } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { genContext } from "./context.5x52.js";
import { parseDer, parseDerLax, serializeDer } from "./der.js";
import { compressionFlag, isExhaustive, loadSecretKey, SIGNATURE_SIZE, savePublicKey } from "./eckey.5x52.js";
import { K1Error } from "./errors.js";
import type { RecoverableSignature } from "./recoverable.js";
import {
  type NonceFunction,
  rfc6979HmacSha256Clear,
  rfc6979HmacSha256Create,
  rfc6979HmacSha256Generate,
  rfc6979HmacSha256Initialize,
} from "./rfc6979.js";
import {
  assertBytes,
  assertOptions,
  assertRecoveryId,
  isBytes,
  optionalBytes,
  typeName,
} from "./validate.js";

export type { RecoverableSignature } from "./recoverable.js";

/**
 * Options of {@link ecdsaSign} and {@link ecdsaSignRecoverable}: a plain object with no other keys
 * (anything else is `ERR_TYPE`; extra entropy is not a positional argument).
 */
export interface EcdsaSignOptions {
  /**
   * 32 bytes of extra entropy mixed into the RFC 6979 nonce (libsecp256k1's `ndata`, RFC 6979
   * section 3.6 "additional data"): the signature is still valid and still deterministic in all
   * inputs, but differs from the plain RFC 6979 one. Note that 32 zero bytes are not the same as
   * no extra entropy.
   */
  extraEntropy?: Uint8Array | undefined;
  /**
   * A custom nonce function (libsecp256k1's `noncefp`), called with attempt numbers 0, 1, … until
   * it returns a nonce that gives a valid signature; it receives `extraEntropy` as its `data`.
   * Default: RFC 6979 ({@link nonceFunctionRfc6979}'s outputs). It may call any function of this
   * library. For tests and special protocols only: a bad nonce function leaks the secret key.
   */
  nonceFunction?: NonceFunction | undefined;
}

/**
 * How many nonce candidates signing tries before giving up. With RFC 6979 a candidate is rejected
 * with probability about 2^-127, so the limit only stops a custom nonce function that never
 * produces a usable nonce (libsecp256k1 would loop forever).
 */
export const MAX_NONCE_ATTEMPTS = 1000;

// p − n and n as field elements (libsecp256k1's `secp256k1_ecdsa_const_p_minus_order` and
// `secp256k1_ecdsa_const_order_as_fe`), for comparing x coordinates with r.
const P_MINUS_ORDER = fe.constant("000000000000000000000000000000014551231950b75fc4402da1722fc9baee");
const ORDER_AS_FE = fe.constant("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");

// Scratch (secret ones are cleared by the functions that use them).
const sigR = scalar.create();
const sigS = scalar.create();
const sec = scalar.create();
const msg = scalar.create();
const non = scalar.create();
const tmpS = scalar.create();
const u1 = scalar.create();
const u2 = scalar.create();
const rPt = g.geCreate();
const pk = g.geCreate();
const pj = g.gejCreate();
const qj = g.gejCreate();
const xr = fe.createScratch();
const buf32 = new Uint8Array(32);
const nonce32 = new Uint8Array(32);
const keydata = new Uint8Array(96);
const drbg = rfc6979HmacSha256Create();

// ---------------------------------------------------------------------------------------------
// Cores (libsecp256k1's ecdsa_impl.h), on parsed values.

/**
 * Internal: signs with a given nonce (libsecp256k1's `secp256k1_ecdsa_sig_sign`). On input, seckey,
 * message and nonce are valid scalars, the nonce nonzero (all secret). On output, r and s hold the
 * signature with s low; returns the recovery id, or -1 if r or s came out zero (retry with another
 * nonce). Constant time in the secrets (R is public once computed).
 */
export function ecdsaSigSign(
  r: scalar.Scalar,
  s: scalar.Scalar,
  seckey: scalar.Scalar,
  message: scalar.Scalar,
  nonce: scalar.Scalar,
): number {
  ecmultGenGe(genContext(), rPt, nonce);
  fe.normalize(rPt.x);
  fe.normalize(rPt.y);
  fe.getB32(buf32, rPt.x);
  // r = R.x mod n; the overflow (R.x ≥ n) is recovery-id bit 1.
  const overflow = scalar.setB32(r, buf32) ? 1 : 0;
  let recid = (overflow << 1) | (fe.isOdd(rPt.y) ? 1 : 0);
  // s = k⁻¹·(m + r·d)
  scalar.mul(tmpS, r, seckey);
  scalar.add(tmpS, tmpS, message);
  scalar.inverse(s, nonce);
  scalar.mul(s, s, tmpS);
  scalar.clear(tmpS);
  g.geClear(rPt);
  // Low s: s > n/2 becomes n − s, which flips R's parity for recovery.
  const high = scalar.isHigh(s) ? 1 : 0;
  scalar.condNegate(s, high);
  recid ^= high;
  return scalar.isZero(r) || scalar.isZero(s) ? -1 : recid;
}

/**
 * Internal: verifies (r, s) on message m against the point q (libsecp256k1's
 * `secp256k1_ecdsa_sig_verify`): R = (m/s)·G + (r/s)·Q must not be infinity and R.x ≡ r (mod n).
 * Does not check for high s. Variable time (public data).
 */
export function ecdsaSigVerify(r: scalar.Scalar, s: scalar.Scalar, q: g.Ge, m: scalar.Scalar): boolean {
  if (scalar.isZero(r) || scalar.isZero(s)) return false;
  scalar.inverseVar(tmpS, s);
  scalar.mul(u1, tmpS, m);
  scalar.mul(u2, tmpS, r);
  g.gejSetGe(pj, q);
  ecmult(qj, pj, u2, u1);
  if (qj.infinity) return false;
  if (isExhaustive()) {
    // The small test groups: reduce R.x modulo the group order and compare (libsecp256k1's
    // EXHAUSTIVE_TEST_ORDER branch).
    g.geSetGejVar(rPt, qj);
    fe.normalizeVar(rPt.x);
    fe.getB32(buf32, rPt.x);
    scalar.setB32(tmpS, buf32);
    return scalar.eq(tmpS, r);
  }
  // R.x ≡ r (mod n) ⇔ R.x = r or R.x = r + n (then r + n < p, as 2n > p). With R = (X, Y, Z):
  // R.x = x ⇔ x·Z² = X, which needs no inversion (gejEqXVar).
  scalar.getB32(buf32, r);
  fe.setB32Limit(xr, buf32);
  if (g.gejEqXVar(xr, qj)) return true;
  if (fe.cmpVar(xr, P_MINUS_ORDER) >= 0) return false; // r + n ≥ p: no second candidate
  fe.add(xr, ORDER_AS_FE);
  return g.gejEqXVar(xr, qj);
}

/**
 * Internal: the public key of a signature given its point R (the core of libsecp256k1's
 * `secp256k1_ecdsa_sig_recover`): Q = r⁻¹·(s·R − m·G). On input, r and s are nonzero valid
 * scalars and R a point of the group. Returns false if Q is infinity. Variable time.
 */
export function ecdsaRecoverFromR(
  q: g.Ge,
  R: g.Ge,
  r: scalar.Scalar,
  s: scalar.Scalar,
  m: scalar.Scalar,
): boolean {
  g.gejSetGe(pj, R);
  scalar.inverseVar(tmpS, r);
  scalar.mul(u1, tmpS, m);
  scalar.negate(u1, u1);
  scalar.mul(u2, tmpS, s);
  ecmult(qj, pj, u2, u1);
  g.geSetGejVar(q, qj);
  return !qj.infinity;
}

/** The option names of {@link ecdsaSign}. */
const SIGN_OPTIONS: readonly string[] = ["extraEntropy", "nonceFunction"];

/**
 * Internal: one signing attempt with the candidate nonce `cand` (32 bytes): loads the nonce, the
 * key and the message into this module's scratch and signs into sigR, sigS. Returns the recovery
 * id, or -1 if the candidate is not in [1, n − 1] or gives r = 0 or s = 0 (try the next one).
 *
 * No user code runs from here to the end of the signature, so the scratch it loads stays this
 * signature's: a nonce function (user code) may call any function of this library, which uses the
 * same scratch, and therefore runs before this, never while a secret is loaded.
 */
function signAttempt(cand: Uint8Array, secretKey: Uint8Array, msg32: Uint8Array): number {
  // A candidate must be in [1, n − 1] (rejected with probability ~2^-127 for RFC 6979).
  if (!scalar.setB32SecKey(non, cand)) return -1;
  // The caller's key bytes were valid when signing started; a nonce function may have changed them.
  loadSecretKey(sec, secretKey);
  scalar.setB32(msg, msg32);
  return ecdsaSigSign(sigR, sigS, sec, msg, non);
}

/**
 * Internal: the signing loop of libsecp256k1's `secp256k1_ecdsa_sign_inner`: derives nonces until
 * one gives a valid signature, leaving it in the scratch scalars sigR, sigS. Returns the recovery
 * id.
 */
function signInner(msg32: Uint8Array, secretKey: Uint8Array, opts: EcdsaSignOptions | undefined): number {
  assertBytes(msg32, "msg32", 32);
  assertOptions(opts, "opts", SIGN_OPTIONS, "extraEntropy");
  let extra: Uint8Array | undefined;
  let nonceFn: NonceFunction | undefined;
  if (opts !== undefined) {
    extra = optionalBytes(opts.extraEntropy, "opts.extraEntropy", 32);
    const f = opts.nonceFunction;
    if (f !== undefined && typeof f !== "function") {
      throw new K1Error("ERR_TYPE", `opts.nonceFunction: expected a function, got ${typeName(f)}`);
    }
    nonceFn = f;
  }
  loadSecretKey(sec, secretKey); // an invalid key fails before any nonce is derived
  let recid = -1;
  try {
    if (nonceFn === undefined) {
      // RFC 6979 seed: key32 ‖ (msg32 mod n) [‖ extra32]; the DRBG outputs successive candidates.
      const seedLen = extra === undefined ? 64 : 96;
      keydata.set(secretKey, 0);
      scalar.setB32(msg, msg32);
      scalar.getB32(keydata, msg, 32);
      if (extra !== undefined) keydata.set(extra, 64);
      rfc6979HmacSha256Initialize(drbg, keydata.subarray(0, seedLen));
      keydata.fill(0);
      for (let count = 0; count < MAX_NONCE_ATTEMPTS && recid < 0; count++) {
        rfc6979HmacSha256Generate(drbg, nonce32);
        recid = signAttempt(nonce32, secretKey, msg32);
      }
    } else {
      scalar.clear(sec);
      for (let count = 0; count < MAX_NONCE_ATTEMPTS && recid < 0; count++) {
        // User code, which may call back into this library: it runs before the attempt loads any
        // scratch, and its output is read before anything else runs.
        const out = nonceFn(msg32, secretKey, null, extra ?? null, count);
        if (out === null || out === undefined)
          throw new K1Error("ERR_NONCE", "ecdsaSign: the nonce function failed");
        if (!isBytes(out) || out.length !== 32) {
          throw new K1Error("ERR_NONCE", "ecdsaSign: the nonce function must return 32 bytes");
        }
        recid = signAttempt(out, secretKey, msg32);
      }
    }
  } finally {
    rfc6979HmacSha256Clear(drbg);
    nonce32.fill(0);
    scalar.clear(sec);
    scalar.clear(non);
    scalar.clear(msg);
  }
  if (recid < 0)
    throw new K1Error("ERR_NONCE", `ecdsaSign: no usable nonce in ${MAX_NONCE_ATTEMPTS} attempts`);
  return recid;
}

function sigOut(): Uint8Array {
  const out = new Uint8Array(SIGNATURE_SIZE);
  scalar.getB32(out, sigR, 0);
  scalar.getB32(out, sigS, 32);
  return out;
}

/** Loads r ‖ s into sigR, sigS; false if either is ≥ n (libsecp256k1's parse_compact failure). */
function loadCompact(sig64: Uint8Array): boolean {
  const o1 = scalar.setB32(sigR, sig64, 0);
  const o2 = scalar.setB32(sigS, sig64, 32);
  return !(o1 || o2);
}

// ---------------------------------------------------------------------------------------------
// Public API.

/**
 * Signs a 32-byte message hash with ECDSA (libsecp256k1's `secp256k1_ecdsa_sign` with the default
 * nonce function): RFC 6979 deterministic nonce, then r = (k·G).x mod n and
 * s = k⁻¹·(m + r·d) mod n, negated to the low half. Constant time in the key and the nonce.
 *
 * @param msg32 - the 32-byte message hash (e.g. SHA-256 of the message).
 * @param secretKey - a valid 32-byte secret key.
 * @param opts - `{ extraEntropy?, nonceFunction? }`: optional extra entropy (32 bytes) or a custom
 *   nonce function.
 * @returns the 64-byte compact signature r ‖ s, with s ≤ n/2.
 * @throws {@link K1Error} `ERR_PRIVATE_KEY` if the key is invalid; `ERR_TYPE` / `ERR_LENGTH` on
 *   wrong arguments, `ERR_TYPE` also if `opts` is not a plain object (e.g. 32 bytes of entropy
 *   passed positionally: use `{ extraEntropy }`) or has an unknown key; `ERR_NONCE` if a custom
 *   nonce function fails.
 * @example
 * ```ts
 * import { ecdsaSign, ecdsaVerify, pubkeyCreate, sha256 } from "@k1/sigs";
 * const sig = ecdsaSign(sha256(message), secretKey);
 * ecdsaVerify(sig, sha256(message), pubkeyCreate(secretKey)); // true
 * ```
 */
export function ecdsaSign(msg32: Uint8Array, secretKey: Uint8Array, opts?: EcdsaSignOptions): Uint8Array {
  signInner(msg32, secretKey, opts);
  const out = sigOut();
  scalar.clear(sigS);
  return out;
}

/**
 * Signs like {@link ecdsaSign} and also returns the recovery id (libsecp256k1's
 * `secp256k1_ecdsa_sign_recoverable`), from which {@link ecdsaRecover} finds the public key.
 *
 * @param msg32 - the 32-byte message hash.
 * @param secretKey - a valid 32-byte secret key.
 * @param opts - as for {@link ecdsaSign}.
 * @returns the compact signature and its recovery id (0 or 1, except with probability ~2^-127).
 * @throws {@link K1Error} as {@link ecdsaSign}.
 * @example
 * ```ts
 * const { signature, recoveryId } = ecdsaSignRecoverable(hash, secretKey);
 * ecdsaRecover(signature, recoveryId, hash); // the compressed public key
 * ```
 */
export function ecdsaSignRecoverable(
  msg32: Uint8Array,
  secretKey: Uint8Array,
  opts?: EcdsaSignOptions,
): RecoverableSignature {
  const recid = signInner(msg32, secretKey, opts);
  const signature = sigOut();
  scalar.clear(sigS);
  return { signature, recoveryId: recid as 0 | 1 | 2 | 3 };
}

/**
 * Verifies an ECDSA signature (libsecp256k1's `secp256k1_ecdsa_verify`): with u1 = m/s and
 * u2 = r/s, R = u1·G + u2·Q must not be infinity and R.x ≡ r (mod n). As libsecp256k1 (and
 * Bitcoin's standardness rules), a high-s signature (s > n/2) is rejected; use
 * {@link ecdsaSignatureNormalize} first to accept it. Variable time (public data).
 *
 * @param sig64 - the compact signature r ‖ s.
 * @param msg32 - the 32-byte message hash.
 * @param publicKey - the signer's public key, 33 or 65 bytes.
 * @returns `true` iff the signature is valid; `false` for any invalid content, including r or s
 *   zero or ≥ n, high s, or a public key that is not a point of the curve.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` only: an argument of the wrong type or length.
 * @example
 * ```ts
 * if (!ecdsaVerify(sig, sha256(message), publicKey)) throw new Error("bad signature");
 * ```
 */
export function ecdsaVerify(sig64: Uint8Array, msg32: Uint8Array, publicKey: Uint8Array): boolean {
  assertBytes(sig64, "sig64", SIGNATURE_SIZE);
  assertBytes(msg32, "msg32", 32);
  assertBytes(publicKey, "publicKey", 33, 65);
  if (!loadCompact(sig64)) return false;
  if (scalar.isHigh(sigS)) return false;
  if (!g.geParsePubkey(pk, publicKey)) return false;
  scalar.setB32(msg, msg32);
  return ecdsaSigVerify(sigR, sigS, pk, msg);
}

/**
 * Recovers the public key from a signature and its recovery id (libsecp256k1's
 * `secp256k1_ecdsa_recover`): R is the point with x = r (+ n if bit 1 of the id is set) and the
 * y parity of bit 0, and Q = r⁻¹·(s·R − m·G). Accepts high-s signatures, as libsecp256k1 does.
 * Variable time (public data).
 *
 * @param sig64 - the compact signature r ‖ s.
 * @param recoveryId - 0, 1, 2 or 3.
 * @param msg32 - the 32-byte message hash.
 * @param compressed - the output form: `true` (default) for 33 bytes, `false` for 65.
 * @returns the public key, a new array.
 * @throws {@link K1Error} `ERR_SIGNATURE` if r or s is 0 or ≥ n, or no point has x = r;
 *   `ERR_RECOVERY_ID` if the id is not one of the numbers 0..3 (whatever its type), or it is 2 or 3
 *   and r + n ≥ p; `ERR_RESULT_INFINITY`
 *   if the recovered point is infinity; `ERR_TYPE` / `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const pub = ecdsaRecover(signature, recoveryId, hash, false); // 65 bytes
 * ```
 */
export function ecdsaRecover(
  sig64: Uint8Array,
  recoveryId: number,
  msg32: Uint8Array,
  compressed = true,
): Uint8Array {
  assertBytes(sig64, "sig64", SIGNATURE_SIZE);
  assertRecoveryId(recoveryId);
  assertBytes(msg32, "msg32", 32);
  const c = compressionFlag(compressed, true);
  if (!loadCompact(sig64)) throw new K1Error("ERR_SIGNATURE", "ecdsaRecover: r or s is not below n");
  if (scalar.isZero(sigR) || scalar.isZero(sigS))
    throw new K1Error("ERR_SIGNATURE", "ecdsaRecover: r or s is zero");
  scalar.setB32(msg, msg32);
  // R.x = r, or r + n for ids 2 and 3 (only possible when r + n < p).
  scalar.getB32(buf32, sigR);
  fe.setB32Limit(xr, buf32);
  if (recoveryId & 2) {
    if (fe.cmpVar(xr, P_MINUS_ORDER) >= 0) {
      throw new K1Error("ERR_RECOVERY_ID", "ecdsaRecover: recovery id 2 or 3 needs r + n < p");
    }
    fe.add(xr, ORDER_AS_FE);
  }
  if (!g.geSetXOVar(rPt, xr, (recoveryId & 1) === 1)) {
    throw new K1Error("ERR_SIGNATURE", "ecdsaRecover: no curve point has x = r");
  }
  if (!ecdsaRecoverFromR(pk, rPt, sigR, sigS, msg)) {
    throw new K1Error("ERR_RESULT_INFINITY", "ecdsaRecover: the recovered point is infinity");
  }
  return savePublicKey(pk, c);
}

/**
 * Converts a signature to its low-s form (libsecp256k1's `secp256k1_ecdsa_signature_normalize`):
 * s > n/2 is replaced by n − s, which is valid for the same key and message. Every signature
 * {@link ecdsaSign} makes is already low-s.
 *
 * @param sig64 - the compact signature r ‖ s.
 * @returns a new 64-byte signature with s ≤ n/2 (a copy if it already was).
 * @throws {@link K1Error} `ERR_SIGNATURE` if r or s is ≥ n; `ERR_TYPE` / `ERR_LENGTH` on a wrong
 *   argument.
 * @example
 * ```ts
 * ecdsaVerify(ecdsaSignatureNormalize(sigFromElsewhere), hash, pub);
 * ```
 */
export function ecdsaSignatureNormalize(sig64: Uint8Array): Uint8Array {
  assertBytes(sig64, "sig64", SIGNATURE_SIZE);
  if (!loadCompact(sig64))
    throw new K1Error("ERR_SIGNATURE", "ecdsaSignatureNormalize: r or s is not below n");
  scalar.condNegate(sigS, scalar.isHigh(sigS) ? 1 : 0);
  return sigOut();
}

/**
 * Whether a compact signature has a high s (s > n/2), which {@link ecdsaVerify} rejects.
 *
 * @param sig64 - the compact signature r ‖ s.
 * @returns `true` iff s > n/2.
 * @throws {@link K1Error} `ERR_SIGNATURE` if r or s is ≥ n; `ERR_TYPE` / `ERR_LENGTH` on a wrong
 *   argument.
 * @example
 * ```ts
 * if (ecdsaSignatureIsHighS(sig)) sig = ecdsaSignatureNormalize(sig);
 * ```
 */
export function ecdsaSignatureIsHighS(sig64: Uint8Array): boolean {
  assertBytes(sig64, "sig64", SIGNATURE_SIZE);
  if (!loadCompact(sig64)) throw new K1Error("ERR_SIGNATURE", "ecdsaSignatureIsHighS: r or s is not below n");
  return scalar.isHigh(sigS);
}

/**
 * Encodes a compact signature in strict DER (libsecp256k1's
 * `secp256k1_ecdsa_signature_serialize_der`): `30 L 02 Lr r 02 Ls s`, minimal integers, 8 to 72
 * bytes.
 *
 * @param sig64 - the compact signature r ‖ s.
 * @returns the DER encoding, a new array.
 * @throws {@link K1Error} `ERR_SIGNATURE` if r or s is ≥ n; `ERR_TYPE` / `ERR_LENGTH` on a wrong
 *   argument.
 * @example
 * ```ts
 * const der = ecdsaSignatureToDer(ecdsaSign(hash, key)); // 30 44 02 20 …
 * ```
 */
export function ecdsaSignatureToDer(sig64: Uint8Array): Uint8Array {
  assertBytes(sig64, "sig64", SIGNATURE_SIZE);
  if (!loadCompact(sig64)) throw new K1Error("ERR_SIGNATURE", "ecdsaSignatureToDer: r or s is not below n");
  return serializeDer(sig64.subarray(0, 32), sig64.subarray(32, 64));
}

/**
 * Decodes a strict-DER signature (BIP66; libsecp256k1's `secp256k1_ecdsa_signature_parse_der`) into
 * the compact form. Rejects every non-canonical encoding: long-form or non-minimal lengths,
 * padding, negative integers, trailing bytes.
 *
 * @param der - the DER bytes.
 * @returns the compact signature r ‖ s, a new array (high s is kept: normalize to accept it).
 * @throws {@link K1Error} `ERR_DER` if the bytes are not strict DER; `ERR_SIGNATURE` if r or s is
 *   ≥ n; `ERR_TYPE` if `der` is not a `Uint8Array`.
 * @example
 * ```ts
 * const sig = ecdsaSignatureFromDer(derFromTx); // throws ERR_DER on non-canonical encodings
 * ```
 */
export function ecdsaSignatureFromDer(der: Uint8Array): Uint8Array {
  const { r32, s32 } = parseDer(der);
  const out = new Uint8Array(SIGNATURE_SIZE);
  out.set(r32, 0);
  out.set(s32, 32);
  if (!loadCompact(out)) throw new K1Error("ERR_SIGNATURE", "ecdsaSignatureFromDer: r or s is not below n");
  return out;
}

/**
 * Decodes a DER-like signature with the leniency of libsecp256k1's contrib `lax_der_parsing.c`
 * (`ecdsa_signature_parse_der_lax`), for validating old (pre-BIP66) Bitcoin signatures. As there,
 * an r or s that does not fit below n yields the signature (0, 0), which never verifies.
 *
 * @param der - the DER-like bytes.
 * @returns the compact signature r ‖ s, a new array.
 * @throws {@link K1Error} `ERR_DER` if even the lax parser fails; `ERR_TYPE` if `der` is not a
 *   `Uint8Array`.
 * @example
 * ```ts
 * const sig = ecdsaSignatureNormalize(ecdsaSignatureFromDerLax(oldDer));
 * ```
 */
export function ecdsaSignatureFromDerLax(der: Uint8Array): Uint8Array {
  const { r32, s32 } = parseDerLax(der);
  const out = new Uint8Array(SIGNATURE_SIZE);
  out.set(r32, 0);
  out.set(s32, 32);
  return out;
}
