/**
 * A drop-in for tiny-secp256k1 2.x (`TinySecp256k1Interface`), on this backend: the same function
 * names, argument orders, byte sizes, `null` results, compression defaults and error messages, so
 * that bitcoinjs-lib's `initEccLib`, ecpair's `ECPairFactory` and bip32's `BIP32Factory` accept it.
 *
 * ```ts
 * import * as ecc from "@k1/sigs/tiny";
 * import { initEccLib } from "bitcoinjs-lib";
 * import { ECPairFactory } from "ecpair";
 * import { BIP32Factory } from "bip32";
 * initEccLib(ecc);
 * const ECPair = ECPairFactory(ecc);
 * const bip32 = BIP32Factory(ecc);
 * ```
 *
 * Semantics (tiny-secp256k1's README and fixtures; libsecp256k1 underneath):
 * - Points are SEC 1 encodings of 33 or 65 bytes (hybrid 06|07 accepted on input, like
 *   libsecp256k1); x-only points are 32 bytes. When `compressed` is omitted a point result has the
 *   form of the input point (33 for results made from scalars); otherwise any truthy value means
 *   33 bytes.
 * - A result at infinity (or a zero secret key) is `null`; a zero tweak is accepted
 *   (`privateAdd(d, 0) = d`, `pointAddScalar(P, 0) = P`); `pointMultiply(P, 0)` is `null`.
 * - `sign` gives the RFC 6979 low-s signature (libsecp256k1's bytes exactly); `verify` accepts
 *   high s unless `strict` is true; `recover` returns an uncompressed key by default.
 * - Invalid arguments throw what tiny-secp256k1 throws: a `TypeError` with its message ("Expected
 *   Private", "Expected Point", "Expected Tweak", "Expected Hash", "Expected Signature",
 *   "Expected Extra Data (32 bytes)", "Expected Parity (1 | 0)", "Bad Recovery Id"). The error is
 *   a {@link K1TypeError}, a `TypeError` whose code says which check failed (`ERR_TYPE` /
 *   `ERR_LENGTH` for the wrong type or size, else `ERR_PRIVATE_KEY`, `ERR_PUBLIC_KEY`, `ERR_TWEAK`,
 *   `ERR_SIGNATURE`, `ERR_RANGE`, `ERR_RECOVERY_ID`); this module's {@link isK1Error} recognizes it.
 * - `signSchnorr` without `e` signs with no auxiliary data (libsecp256k1's NULL, as
 *   tiny-secp256k1), deterministically; `@k1/sigs`' `schnorrSign` uses fresh randomness instead.
 *
 * Deliberate differences, in cases no honest signer produces: `verifySchnorr` treats a signature
 * whose r lies in [n, p) by BIP340's rules (tiny-secp256k1 throws "Expected Signature" for
 * r ≥ n); `recover` with recovery id 2 or 3 checks that r + n (the actual x) is on the curve
 * where tiny-secp256k1 checks r; `recover` throws "Bad Recovery Id" for a recovery id that is
 * not one of the numbers 0..3, where tiny-secp256k1 passes it to WASM as a 32-bit integer (null,
 * "0" or {} become 0, 4 stops the WASM module with "unreachable").
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { overflowsOrder } from "./bytes.js";
import { ecdsaRecover, ecdsaSign, ecdsaSignRecoverable, ecdsaSigVerify } from "./ecdsa.5x52.js";
import { parseXonly, savePublicKey } from "./eckey.5x52.js";
import { K1Error, type K1ErrorCode } from "./errors.js";
import { pubkeyCreateGe, pubkeyTweakAddGe, pubkeyTweakMulGe } from "./keys.5x52.js";
import { schnorrSignNullAux, schnorrVerifyGe } from "./schnorr.5x52.js";
import { K1TypeError } from "./tiny-error.js";
import { isBytes } from "./validate.js";

export { K1Error, type K1ErrorCode } from "./errors.js";
export { isK1Error, K1TypeError } from "./tiny-error.js";

/** The result of {@link xOnlyPointAddTweak}. */
export interface XOnlyPointAddTweakResult {
  /** The parity of the tweaked point's y. */
  parity: 1 | 0;
  /** The 32-byte x-only tweaked key. */
  xOnlyPubkey: Uint8Array;
}

/** A recovery id. */
export type RecoveryIdType = 0 | 1 | 2 | 3;

/** The parity argument of {@link xOnlyPointAddTweakCheck}. */
export type TweakParity = 1 | 0;

/** The result of {@link signRecoverable}. */
export interface RecoverableSignature {
  /** The compact signature r ‖ s (low-s). */
  signature: Uint8Array;
  /** The recovery id. */
  recoveryId: RecoveryIdType;
}

// tiny-secp256k1's messages.
const BAD_PRIVATE = "Expected Private";
const BAD_POINT = "Expected Point";
const BAD_TWEAK = "Expected Tweak";
const BAD_HASH = "Expected Hash";
const BAD_SIGNATURE = "Expected Signature";
const BAD_EXTRA_DATA = "Expected Extra Data (32 bytes)";
const BAD_PARITY = "Expected Parity (1 | 0)";
const BAD_RECOVERY_ID = "Bad Recovery Id";

const N_BYTES = Uint8Array.from([
  0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe, 0xba, 0xae,
  0xdc, 0xe6, 0xaf, 0x48, 0xa0, 0x3b, 0xbf, 0xd2, 0x5e, 0x8c, 0xd0, 0x36, 0x41, 0x41,
]);
const P_MINUS_N_BYTES = Uint8Array.from([
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0x45, 0x51, 0x23, 0x19, 0x50, 0xb7, 0x5f, 0xc4, 0x40, 0x2d,
  0xa1, 0x72, 0x2f, 0xc9, 0xba, 0xee,
]);

/** Big-endian comparison of a[off..off+32) with b (32 bytes): −1, 0 or 1. Variable time. */
function cmp32(a: Uint8Array, off: number, b: Uint8Array): number {
  for (let i = 0; i < 32; i++) {
    const d = a[off + i] - b[i];
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

function isZero32(a: Uint8Array, off: number): boolean {
  let acc = 0;
  for (let i = 0; i < 32; i++) acc |= a[off + i];
  return acc === 0;
}

function fail(code: K1ErrorCode, message: string): never {
  throw new K1TypeError(code, message);
}

/** Throws tiny's `message` unless x is a Uint8Array of one of the lengths (code ERR_TYPE/LENGTH). */
function need(x: unknown, message: string, ...lengths: number[]): asserts x is Uint8Array {
  if (!isBytes(x)) fail("ERR_TYPE", message);
  if (!lengths.includes(x.length)) fail("ERR_LENGTH", message);
}

/** Constant-time check 0 < d < n for 32 bytes (as `isPrivate`). */
function isPrivateBytes(d: Uint8Array): boolean {
  // d < n ⇔ d − n borrows; d ≠ 0 ⇔ some byte is set. No branches on the bytes.
  let borrow = 0;
  let acc = 0;
  for (let i = 31; i >= 0; i--) {
    const t = d[i] - N_BYTES[i] - borrow;
    borrow = (t >>> 31) & 1;
    acc |= d[i];
  }
  return (borrow & (((acc - 1) >>> 31) ^ 1)) === 1;
}

function validatePrivate(d: unknown): asserts d is Uint8Array {
  need(d, BAD_PRIVATE, 32);
  if (!isPrivateBytes(d)) fail("ERR_PRIVATE_KEY", BAD_PRIVATE);
}

function validateTweak(t: unknown): asserts t is Uint8Array {
  need(t, BAD_TWEAK, 32);
  if (overflowsOrder(t) !== 0) fail("ERR_TWEAK", BAD_TWEAK); // constant time: tweaks may be secret
}

function validateHash(h: unknown): asserts h is Uint8Array {
  need(h, BAD_HASH, 32);
}

function validateExtraData(e: unknown): asserts e is Uint8Array | undefined {
  if (e !== undefined) need(e, BAD_EXTRA_DATA, 32);
}

/** A 64-byte signature with r < n and s < n (tiny's `isSignature`). */
function validateSignature(sig: unknown): asserts sig is Uint8Array {
  need(sig, BAD_SIGNATURE, 64);
  if (cmp32(sig, 0, N_BYTES) >= 0 || cmp32(sig, 32, N_BYTES) >= 0) fail("ERR_SIGNATURE", BAD_SIGNATURE);
}

/** The output length rule of tiny's `assumeCompression`. */
function outCompressed(compressed: unknown, p?: Uint8Array): boolean {
  if (compressed === undefined) return p === undefined || p.length === 33;
  return !!compressed;
}

const pa = g.geCreate();
const pb = g.geCreate();
const acc = g.gejCreate();
const sk = scalar.create();
const tw = scalar.create();
const sr = scalar.create();
const ss = scalar.create();
const sm = scalar.create();
const fx = fe.createScratch();
const ORDER_FE = fe.constant("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");

/**
 * tiny-secp256k1's first-stage point check (`validatePoint`): a Uint8Array of 32, 33 or 65 bytes.
 * The 32-byte form is then rejected by {@link loadPoint}, after the other arguments' checks, which
 * keeps tiny-secp256k1's choice of message when several arguments are bad.
 */
function needPoint(p: unknown): asserts p is Uint8Array {
  need(p, BAD_POINT, 32, 33, 65);
}

/** Parses a 33/65-byte point into r, or throws "Expected Point". */
function loadPoint(r: g.Ge, p: unknown): asserts p is Uint8Array {
  needPoint(p);
  if (p.length === 32) fail("ERR_LENGTH", BAD_POINT);
  if (!g.geParsePubkey(r, p)) fail("ERR_PUBLIC_KEY", BAD_POINT);
}

/** Parses a 32-byte x-only point into r, or throws "Expected Point". */
function loadXOnly(r: g.Ge, p: unknown): asserts p is Uint8Array {
  need(p, BAD_POINT, 32);
  if (!parseXonly(r, p)) fail("ERR_PUBLIC_KEY", BAD_POINT);
}

function xonlyBytes(p: g.Ge): Uint8Array {
  fe.normalizeVar(p.x);
  const out = new Uint8Array(32);
  fe.getB32(out, p.x);
  return out;
}

/**
 * Whether `p` is a valid 33- or 65-byte public key (on the curve, coordinates below p).
 *
 * @param p - any value.
 * @returns `true` iff p is a valid SEC 1 point.
 */
export function isPoint(p: Uint8Array): boolean {
  return isBytes(p) && (p.length === 33 || p.length === 65) && g.geParsePubkey(pa, p);
}

/**
 * Whether `p` is a valid compressed (33-byte) public key.
 *
 * @param p - any value.
 * @returns `true` iff p is a valid compressed point.
 */
export function isPointCompressed(p: Uint8Array): boolean {
  return isBytes(p) && p.length === 33 && g.geParsePubkey(pa, p);
}

/**
 * Whether `p` is a valid 32-byte x-only public key (BIP340).
 *
 * @param p - any value.
 * @returns `true` iff some curve point has x = p (and p < the field size).
 */
export function isXOnlyPoint(p: Uint8Array): boolean {
  return isBytes(p) && p.length === 32 && parseXonly(pa, p);
}

/**
 * Whether `d` is a valid secret key: 32 bytes, 0 < d < n. Constant time in d's value.
 *
 * @param d - any value.
 * @returns `true` iff d is a valid secret key.
 */
export function isPrivate(d: Uint8Array): boolean {
  return isBytes(d) && d.length === 32 && isPrivateBytes(d);
}

/**
 * A + B.
 *
 * @param pA - a point.
 * @param pB - a point.
 * @param compressed - the output form; default: pA's.
 * @returns the sum, or `null` if it is infinity.
 * @throws {@link K1TypeError} "Expected Point".
 */
export function pointAdd(pA: Uint8Array, pB: Uint8Array, compressed?: boolean): Uint8Array | null {
  needPoint(pA);
  needPoint(pB);
  loadPoint(pa, pA);
  loadPoint(pb, pB);
  const c = outCompressed(compressed, pA);
  g.gejSetGe(acc, pa);
  g.gejAddGe(acc, acc, pb);
  if (acc.infinity) return null;
  g.geSetGejVar(pa, acc);
  return savePublicKey(pa, c);
}

/**
 * P + tweak·G (BIP32's public derivation). Constant time in the tweak.
 *
 * @param p - a point.
 * @param tweak - 32 bytes below n (0 allowed).
 * @param compressed - the output form; default: p's.
 * @returns the tweaked point, or `null` if it is infinity.
 * @throws {@link K1TypeError} "Expected Point", "Expected Tweak".
 */
export function pointAddScalar(p: Uint8Array, tweak: Uint8Array, compressed?: boolean): Uint8Array | null {
  needPoint(p); // tiny-secp256k1's order: sizes and the tweak, then the point
  validateTweak(tweak);
  loadPoint(pa, p);
  const c = outCompressed(compressed, p);
  scalar.setB32(tw, tweak);
  const ok = pubkeyTweakAddGe(pa, tw);
  scalar.clear(tw);
  return ok ? savePublicKey(pa, c) : null;
}

/**
 * Re-encodes a point.
 *
 * @param p - a point.
 * @param compressed - the output form; default: p's.
 * @returns the encoding.
 * @throws {@link K1TypeError} "Expected Point".
 */
export function pointCompress(p: Uint8Array, compressed?: boolean): Uint8Array {
  loadPoint(pa, p);
  return savePublicKey(pa, outCompressed(compressed, p));
}

/**
 * d·G (constant time, blinded).
 *
 * @param d - a secret key.
 * @param compressed - the output form; default: compressed.
 * @returns the public key (never `null` for a valid d).
 * @throws {@link K1TypeError} "Expected Private".
 */
export function pointFromScalar(d: Uint8Array, compressed?: boolean): Uint8Array | null {
  validatePrivate(d);
  const c = outCompressed(compressed);
  scalar.setB32(sk, d);
  pubkeyCreateGe(pa, sk);
  scalar.clear(sk);
  return savePublicKey(pa, c);
}

/**
 * The x-only public key of d (BIP340).
 *
 * @param d - a secret key.
 * @returns the 32-byte x-only key.
 * @throws {@link K1TypeError} "Expected Private".
 */
export function xOnlyPointFromScalar(d: Uint8Array): Uint8Array {
  validatePrivate(d);
  scalar.setB32(sk, d);
  pubkeyCreateGe(pa, sk);
  scalar.clear(sk);
  return xonlyBytes(pa);
}

/**
 * The x-only public key of a point.
 *
 * @param p - a 33- or 65-byte point.
 * @returns the 32-byte x coordinate.
 * @throws {@link K1TypeError} "Expected Point".
 */
export function xOnlyPointFromPoint(p: Uint8Array): Uint8Array {
  loadPoint(pa, p);
  return xonlyBytes(pa);
}

/**
 * tweak·P, constant time in the tweak (ecmult_const).
 *
 * @param p - a point.
 * @param tweak - 32 bytes below n.
 * @param compressed - the output form; default: p's.
 * @returns the product, or `null` if the tweak is 0.
 * @throws {@link K1TypeError} "Expected Point", "Expected Tweak".
 */
export function pointMultiply(p: Uint8Array, tweak: Uint8Array, compressed?: boolean): Uint8Array | null {
  needPoint(p); // tiny-secp256k1's order: sizes and the tweak, then the point
  validateTweak(tweak);
  loadPoint(pa, p);
  const c = outCompressed(compressed, p);
  scalar.setB32(tw, tweak);
  if (scalar.isZero(tw)) return null;
  pubkeyTweakMulGe(pa, tw);
  scalar.clear(tw);
  return savePublicKey(pa, c);
}

/**
 * (d + tweak) mod n. Constant time.
 *
 * @param d - a secret key.
 * @param tweak - 32 bytes below n (0 allowed).
 * @returns the sum, or `null` if it is 0.
 * @throws {@link K1TypeError} "Expected Private", "Expected Tweak".
 */
export function privateAdd(d: Uint8Array, tweak: Uint8Array): Uint8Array | null {
  validatePrivate(d);
  validateTweak(tweak);
  scalar.setB32(sk, d);
  scalar.setB32(tw, tweak);
  scalar.add(sk, sk, tw);
  const zero = scalar.isZero(sk);
  const out = zero ? null : new Uint8Array(32);
  if (out !== null) scalar.getB32(out, sk);
  scalar.clear(sk);
  scalar.clear(tw);
  return out;
}

/**
 * (d − tweak) mod n. Constant time.
 *
 * @param d - a secret key.
 * @param tweak - 32 bytes below n (0 allowed).
 * @returns the difference, or `null` if it is 0.
 * @throws {@link K1TypeError} "Expected Private", "Expected Tweak".
 */
export function privateSub(d: Uint8Array, tweak: Uint8Array): Uint8Array | null {
  validatePrivate(d);
  validateTweak(tweak);
  scalar.setB32(sk, d);
  scalar.setB32(tw, tweak);
  scalar.negate(tw, tw);
  scalar.add(sk, sk, tw);
  const zero = scalar.isZero(sk);
  const out = zero ? null : new Uint8Array(32);
  if (out !== null) scalar.getB32(out, sk);
  scalar.clear(sk);
  scalar.clear(tw);
  return out;
}

/**
 * n − d. Constant time.
 *
 * @param d - a secret key.
 * @returns the negated key.
 * @throws {@link K1TypeError} "Expected Private".
 */
export function privateNegate(d: Uint8Array): Uint8Array {
  validatePrivate(d);
  scalar.setB32(sk, d);
  scalar.negate(sk, sk);
  const out = new Uint8Array(32);
  scalar.getB32(out, sk);
  scalar.clear(sk);
  return out;
}

/**
 * The BIP341 tweak of an x-only key: Q = P + tweak·G for P the even-y point of p.
 *
 * @param p - a 32-byte x-only point.
 * @param tweak - 32 bytes below n.
 * @returns Q's x-only key and y parity, or `null` if Q is infinity.
 * @throws {@link K1TypeError} "Expected Point", "Expected Tweak".
 */
export function xOnlyPointAddTweak(p: Uint8Array, tweak: Uint8Array): XOnlyPointAddTweakResult | null {
  need(p, BAD_POINT, 32);
  validateTweak(tweak);
  loadXOnly(pa, p);
  scalar.setB32(tw, tweak);
  const ok = pubkeyTweakAddGe(pa, tw);
  scalar.clear(tw);
  if (!ok) return null;
  fe.normalizeVar(pa.y);
  const parity: 0 | 1 = fe.isOdd(pa.y) ? 1 : 0;
  return { parity, xOnlyPubkey: xonlyBytes(pa) };
}

/**
 * Whether `resultToCheck` (with `tweakParity`, if given) is the BIP341 tweak of `point` by
 * `tweak`.
 *
 * @param point - the 32-byte x-only internal key.
 * @param tweak - 32 bytes below n.
 * @param resultToCheck - the 32-byte x-only tweaked key.
 * @param tweakParity - 0 or 1 (optional: without it only the x coordinate is compared).
 * @returns `true` iff the tweak matches.
 * @throws {@link K1TypeError} "Expected Point", "Expected Tweak", "Expected Parity (1 | 0)".
 */
export function xOnlyPointAddTweakCheck(
  point: Uint8Array,
  tweak: Uint8Array,
  resultToCheck: Uint8Array,
  tweakParity?: TweakParity,
): boolean {
  need(point, BAD_POINT, 32);
  need(resultToCheck, BAD_POINT, 32);
  validateTweak(tweak);
  const hasParity = tweakParity !== undefined;
  if (hasParity && tweakParity !== 0 && tweakParity !== 1) fail("ERR_RANGE", BAD_PARITY);
  loadXOnly(pa, point);
  if (hasParity) loadXOnly(pb, resultToCheck);
  scalar.setB32(tw, tweak);
  const ok = pubkeyTweakAddGe(pa, tw);
  scalar.clear(tw);
  if (!ok) return false;
  fe.normalizeVar(pa.x);
  fe.normalizeVar(pa.y);
  fe.setB32Limit(fx, resultToCheck);
  if (!fe.equalVar(fx, pa.x)) return false;
  return !hasParity || (fe.isOdd(pa.y) ? 1 : 0) === tweakParity;
}

/**
 * ECDSA signature of a 32-byte hash: RFC 6979 nonce (with 32 bytes of extra entropy if `e` is
 * given), low s.
 *
 * @param h - the 32-byte hash.
 * @param d - the secret key.
 * @param e - optional 32 bytes of extra entropy.
 * @returns the 64-byte compact signature.
 * @throws {@link K1TypeError} "Expected Hash", "Expected Private", "Expected Extra Data (32 bytes)".
 */
export function sign(h: Uint8Array, d: Uint8Array, e?: Uint8Array): Uint8Array {
  validateHash(h);
  validatePrivate(d);
  validateExtraData(e);
  return ecdsaSign(h, d, e === undefined ? undefined : { extraEntropy: e });
}

/**
 * {@link sign} with the recovery id.
 *
 * @param h - the 32-byte hash.
 * @param d - the secret key.
 * @param e - optional 32 bytes of extra entropy.
 * @returns the signature and the recovery id.
 * @throws {@link K1TypeError} as {@link sign}.
 */
export function signRecoverable(h: Uint8Array, d: Uint8Array, e?: Uint8Array): RecoverableSignature {
  validateHash(h);
  validatePrivate(d);
  validateExtraData(e);
  return ecdsaSignRecoverable(h, d, e === undefined ? undefined : { extraEntropy: e });
}

/**
 * BIP340 signature of a 32-byte message.
 *
 * @param h - the 32-byte message.
 * @param d - the secret key.
 * @param e - optional 32 bytes of auxiliary randomness (absent: zeros).
 * @returns the 64-byte signature.
 * @throws {@link K1TypeError} "Expected Hash", "Expected Private", "Expected Extra Data (32 bytes)".
 */
export function signSchnorr(h: Uint8Array, d: Uint8Array, e?: Uint8Array): Uint8Array {
  validateHash(h);
  validatePrivate(d);
  validateExtraData(e);
  return schnorrSignNullAux(h, d, e ?? null); // tiny-secp256k1: no e, no auxiliary data
}

/**
 * Verifies an ECDSA signature.
 *
 * @param h - the 32-byte hash.
 * @param Q - the public key (33 or 65 bytes).
 * @param signature - the 64-byte compact signature, r < n and s < n.
 * @param strict - if `true`, a high-s signature is rejected (libsecp256k1's rule); otherwise (any
 *   other value, as in tiny-secp256k1) it is normalized first and accepted.
 * @returns `true` iff valid; `false` also when r or s is 0.
 * @throws {@link K1TypeError} "Expected Hash", "Expected Point", "Expected Signature".
 */
export function verify(h: Uint8Array, Q: Uint8Array, signature: Uint8Array, strict = false): boolean {
  validateHash(h);
  needPoint(Q); // tiny-secp256k1's order: sizes and the signature, then the point
  validateSignature(signature);
  loadPoint(pa, Q);
  scalar.setB32(sr, signature, 0);
  scalar.setB32(ss, signature, 32);
  if (scalar.isHigh(ss)) {
    if (strict === true) return false; // tiny-secp256k1: only `true` is strict
    scalar.negate(ss, ss);
  }
  scalar.setB32(sm, h);
  return ecdsaSigVerify(sr, ss, pa, sm);
}

/**
 * Recovers the public key of an ECDSA signature.
 *
 * @param h - the 32-byte hash.
 * @param signature - the 64-byte compact signature.
 * @param recoveryId - 0, 1, 2 or 3.
 * @param compressed - the output form; default: uncompressed (65 bytes), as tiny-secp256k1.
 * @returns the public key, or `null` if the recovered point is infinity.
 * @throws {@link K1TypeError} "Expected Hash", "Expected Signature" (r or s zero or ≥ n, or no point
 *   with that x), "Bad Recovery Id".
 */
export function recover(
  h: Uint8Array,
  signature: Uint8Array,
  recoveryId: RecoveryIdType,
  compressed = false,
): Uint8Array | null {
  validateHash(h);
  validateSignature(signature);
  if (isZero32(signature, 0) || isZero32(signature, 32)) fail("ERR_SIGNATURE", BAD_SIGNATURE);
  const high = (recoveryId & 2) !== 0;
  if (high && cmp32(signature, 0, P_MINUS_N_BYTES) >= 0) fail("ERR_RECOVERY_ID", BAD_RECOVERY_ID);
  // The x coordinate of R must be on the curve.
  fe.setB32Limit(fx, signature, 0); // r < n < p
  if (high) fe.add(fx, ORDER_FE); // x = r + n < p
  if (!g.geSetXOVar(pa, fx, false)) fail("ERR_SIGNATURE", BAD_SIGNATURE);
  if (recoveryId !== 0 && recoveryId !== 1 && recoveryId !== 2 && recoveryId !== 3)
    fail("ERR_RECOVERY_ID", BAD_RECOVERY_ID);
  try {
    return ecdsaRecover(signature, recoveryId, h, outCompressed(compressed));
  } catch (err) {
    if (err instanceof K1Error && err.code === "ERR_RESULT_INFINITY") return null;
    throw err;
  }
}

/**
 * Verifies a BIP340 signature of a 32-byte message.
 *
 * @param h - the 32-byte message.
 * @param Q - the 32-byte x-only public key.
 * @param signature - the 64-byte signature.
 * @returns `true` iff valid.
 * @throws {@link K1TypeError} "Expected Hash", "Expected Point", "Expected Signature" (r ≥ p, s ≥ n).
 */
export function verifySchnorr(h: Uint8Array, Q: Uint8Array, signature: Uint8Array): boolean {
  validateHash(h);
  need(Q, BAD_POINT, 32);
  need(signature, BAD_SIGNATURE, 64);
  if (!fe.setB32Limit(fx, signature, 0) || cmp32(signature, 32, N_BYTES) >= 0)
    fail("ERR_SIGNATURE", BAD_SIGNATURE);
  loadXOnly(pa, Q);
  return schnorrVerifyGe(signature, h, pa, Q);
}
