/**
 * How bytes from outside become keys and points on this backend, and the constant-time pieces
 * that the sender and the scanner share: the ECDH shared secret and the output tweak t_k.
 *
 * Every loader validates in every build and throws a `K1Error` with a stable code; secrets go
 * into caller-owned scratch, which the caller clears.
 *
 * @module
 */
import { ecmultConst } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { K1Error } from "@k1/sigs/5x52";
import { assertBytes } from "./args.5x52.js";
import { sharedSecretHash } from "./hash.5x52.js";

const fx = fe.createScratch();
const fy = fe.createScratch();

/**
 * Loads a secret key, 0 < key < n (libsecp256k1's `secp256k1_scalar_set_b32_seckey`); constant
 * time in the key. On output, r holds it (the caller clears r).
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH` unless a 32-byte `Uint8Array`;
 *   `ERR_PRIVATE_KEY` if 0 or ≥ n (r is then cleared).
 */
export function loadSecretKey(r: scalar.Scalar, bytes: unknown, name: string): void {
  assertBytes(bytes, name, 32);
  if (!scalar.setB32SecKey(r, bytes)) {
    scalar.clear(r);
    throw new K1Error("ERR_PRIVATE_KEY", `${name}: not a valid secret key (it must be 0 < key < n)`);
  }
}

/**
 * Loads a `@k1/sigs` keypair (96 bytes: secret key ‖ x ‖ y, libsecp256k1's `secp256k1_keypair`
 * layout). On output, sk holds the key (the caller clears it) and pk its public key.
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH` unless a 96-byte `Uint8Array`;
 *   `ERR_PRIVATE_KEY` if the key is invalid; `ERR_PUBLIC_KEY` if the stored point is not valid.
 */
export function loadKeypair(sk: scalar.Scalar, pk: g.Ge, bytes: unknown, name: string): void {
  assertBytes(bytes, name, 96);
  if (!scalar.setB32SecKey(sk, bytes, 0)) {
    scalar.clear(sk);
    throw new K1Error("ERR_PRIVATE_KEY", `${name}: the secret key is not valid (it must be 0 < key < n)`);
  }
  if (!loadPoint64(pk, bytes, 32)) {
    scalar.clear(sk);
    throw new K1Error("ERR_PUBLIC_KEY", `${name}: the stored public key is not a point of the curve`);
  }
}

/**
 * Reads x ‖ y (64 bytes at `off`) into r: false unless both are below p and the point is on the
 * curve (and in the group). Variable time.
 */
export function loadPoint64(r: g.Ge, buf: Uint8Array, off: number): boolean {
  if (!fe.setB32Limit(fx, buf, off) || !fe.setB32Limit(fy, buf, off + 32)) return false;
  g.geSetXY(r, fx, fy);
  return g.geIsValidVar(r) && g.geIsInCorrectSubgroup(r);
}

/**
 * Parses a public key, 33 bytes 02|03 ‖ x or 65 bytes 04|06|07 ‖ x ‖ y (libsecp256k1's
 * `secp256k1_ec_pubkey_parse`). A 65-byte key costs no square root. Variable time (public data).
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH` unless a 33- or 65-byte `Uint8Array`;
 *   `ERR_PUBLIC_KEY` if it is not a point of the curve.
 */
export function loadPublicKey(r: g.Ge, bytes: unknown, name: string): void {
  assertBytes(bytes, name, 33, 65);
  if (!g.geParsePubkey(r, bytes)) {
    throw new K1Error(
      "ERR_PUBLIC_KEY",
      `${name}: not a valid public key (bad prefix, coordinate ≥ p or not on the curve)`,
    );
  }
}

/**
 * Parses a 33-byte compressed public key only (libsecp256k1's `secp256k1_eckey_pubkey_parse` on
 * 33 bytes, as `…_label_parse` and BIP352's compressed-key rules take it).
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH` unless a 33-byte `Uint8Array`;
 *   `ERR_PUBLIC_KEY` if it is not a point of the curve.
 */
export function loadCompressed(r: g.Ge, bytes: unknown, name: string): void {
  assertBytes(bytes, name, 33);
  loadPublicKey(r, bytes, name);
}

/**
 * Lifts an x-only key (BIP340's lift_x: the point with that x and even y). Returns false if x ≥ p
 * or no point has that x (r is then meaningless). Variable time.
 */
export function liftX(r: g.Ge, x32: Uint8Array, off: number): boolean {
  if (!fe.setB32Limit(fx, x32, off)) return false;
  if (!g.geSetXOVar(r, fx, false)) return false;
  return g.geIsInCorrectSubgroup(r);
}

/**
 * Parses an x-only public key (libsecp256k1's `secp256k1_xonly_pubkey_parse`).
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH` unless a 32-byte `Uint8Array`;
 *   `ERR_PUBLIC_KEY` if x ≥ p or no point has that x.
 */
export function loadXonly(r: g.Ge, bytes: unknown, name: string): void {
  assertBytes(bytes, name, 32);
  if (!liftX(r, bytes, 0)) {
    throw new K1Error("ERR_PUBLIC_KEY", `${name}: not a valid x-only public key (x ≥ p or not on the curve)`);
  }
}

const ssj = g.gejCreate();
const ss = g.geCreate();

/**
 * The shared secret of BIP352, secret·pub, as a compressed point in out[0..33)
 * (libsecp256k1's `secp256k1_silentpayments_create_shared_secret`). Constant time in the secret
 * (ecmultConst, the constant-time inverse, normalization and serialization), its intermediates
 * cleared. On input, pub must not be infinity and secret must not be 0.
 */
export function sharedSecret(out: Uint8Array, pub: g.Ge, secret: scalar.Scalar): void {
  sharedSecretJ(ssj, pub, secret);
  g.geSetGej(ss, ssj);
  serializeSecret(out, ss, 0);
  g.geClear(ss);
  g.gejClear(ssj);
}

/**
 * r = secret·pub by `ecmultConst` (the Jacobian shared secret, secret: the caller converts it in
 * constant time and clears it). On input, pub must not be infinity and secret must not be 0, so r
 * is not infinity.
 */
export function sharedSecretJ(r: g.Gej, pub: g.Ge, secret: scalar.Scalar): void {
  if (__VERIFY__) {
    g.verifyCheck(!pub.infinity, "sharedSecret: pub must not be infinity");
    g.verifyCheck(!scalar.isZero(secret), "sharedSecret: secret must not be 0");
  }
  ecmultConst(r, pub, secret);
}

/**
 * Writes the affine secret point a as a compressed point at out[off..off+33), in constant time
 * (normalization and parity without branches; a is modified: normalized).
 */
export function serializeSecret(out: Uint8Array, a: g.Ge, off: number): void {
  fe.normalize(a.x);
  fe.normalize(a.y);
  out[off] = 0x02 | +fe.isOdd(a.y);
  fe.getB32(out, a.x, off + 1);
}

const tkBytes = new Uint8Array(32);

/**
 * The output tweak t_k = hash_BIP0352/SharedSecret(secret33 ‖ ser32(k)) as a scalar
 * (libsecp256k1's `secp256k1_silentpayments_create_output_tweak`). Returns false if the hash is 0
 * or ≥ n (probability about 2^-128; BIP352 then fails). As in libsecp256k1, t_k is declassified
 * once hashed: it is what reveals the output key, which the sender publishes and the scanner
 * compares, so the code after it may branch on it. The digest bytes are wiped here.
 */
export function outputTweak(tk: scalar.Scalar, secret33: Uint8Array, k: number): boolean {
  sharedSecretHash(tkBytes, secret33, k);
  const overflow = scalar.setB32(tk, tkBytes);
  tkBytes.fill(0);
  return !overflow && !scalar.isZero(tk);
}
