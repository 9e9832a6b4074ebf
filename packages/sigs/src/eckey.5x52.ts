/**
 * Internal: how bytes from outside become keys, tweaks and points on this backend, and how points
 * go back to bytes (libsecp256k1's `eckey_impl.h` and the load/save helpers of `secp256k1.c`),
 * shared by every public module of the backend. Not part of the public API.
 *
 * Every loader validates in every build (these are where caller data enters) and throws a
 * {@link K1Error} with a stable code. Secret values go into caller-owned scratch, which the caller
 * clears when done.
 *
 * The build writes the 10x26 copy of this template (and a "low" copy for the exhaustive tests,
 * where `@k1/scalar` is replaced by the small-order scalars: every range check below goes through
 * the scalar module, so it follows the group order in use).
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { K1Error } from "./errors.js";
import { assertBoolean, assertBytes } from "./validate.js";

/** A 32-byte big-endian secret key, 0 < key < n. */
export const SECRET_KEY_SIZE = 32;
/** A compressed public key: 02|03 ‖ x. */
export const PUBLIC_KEY_COMPRESSED_SIZE = 33;
/** An uncompressed public key: 04 ‖ x ‖ y (06|07 for the hybrid form, accepted on input). */
export const PUBLIC_KEY_UNCOMPRESSED_SIZE = 65;
/** An x-only public key (BIP340): x, the point with that x and even y. */
export const XONLY_PUBLIC_KEY_SIZE = 32;
/** A keypair: secret key ‖ x ‖ y of its public key (libsecp256k1's `secp256k1_keypair` layout). */
export const KEYPAIR_SIZE = 96;
/** A compact signature r ‖ s (ECDSA), or R.x ‖ s (BIP340). */
export const SIGNATURE_SIZE = 64;

const fx = fe.createScratch();
const fy = fe.createScratch();

/**
 * Whether the group in use is not secp256k1's (the exhaustive tests switch the group module to a
 * curve of small order, and the "low" build of this code to the matching scalars). Public data,
 * a pointer comparison: it costs nothing on the hot paths.
 */
export function isExhaustive(): boolean {
  return g.getCurve().order !== g.SECP256K1.order;
}

/**
 * Loads a secret key (libsecp256k1's `secp256k1_scalar_set_b32_seckey` with the failure made an
 * error). On output, r holds the key (secret: the caller clears it).
 *
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` unless `seckey` is a 32-byte `Uint8Array`;
 *   `ERR_PRIVATE_KEY` if it is 0 or ≥ n (r is then cleared).
 */
export function loadSecretKey(r: scalar.Scalar, seckey: unknown, name = "secretKey"): void {
  assertBytes(seckey, name, SECRET_KEY_SIZE);
  if (!scalar.setB32SecKey(r, seckey)) {
    scalar.clear(r);
    throw new K1Error("ERR_PRIVATE_KEY", `${name}: not a valid secret key (it must be 0 < key < n)`);
  }
}

/**
 * Loads a 32-byte tweak, 0 ≤ t < n (libsecp256k1's `secp256k1_scalar_set_b32` whose overflow makes
 * the `*_tweak_*` functions fail). On output, r holds the tweak (the caller clears it).
 *
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` unless `tweak` is a 32-byte `Uint8Array`;
 *   `ERR_TWEAK` if it is ≥ n, or 0 when `nonZero` (multiplicative tweaks).
 */
export function loadTweak(r: scalar.Scalar, tweak: unknown, nonZero: boolean, name = "tweak"): void {
  assertBytes(tweak, name, 32);
  if (scalar.setB32(r, tweak)) {
    scalar.clear(r);
    throw new K1Error("ERR_TWEAK", `${name}: the tweak must be below the group order n`);
  }
  if (nonZero && scalar.isZero(r))
    throw new K1Error("ERR_TWEAK", `${name}: a multiplicative tweak must not be 0`);
}

/**
 * Parses a public key (libsecp256k1's `secp256k1_ec_pubkey_parse`): 33 bytes 02|03 ‖ x, or 65 bytes
 * 04 ‖ x ‖ y (or the hybrid 06|07 ‖ x ‖ y whose prefix matches y's parity). On output, r is the
 * point (normalized coordinates). Variable time (public data).
 *
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` unless `pubkey` is a `Uint8Array` of 33 or 65
 *   bytes; `ERR_PUBLIC_KEY` if it is not a valid encoding of a point of the group (unknown prefix,
 *   a coordinate ≥ p, not on the curve).
 */
export function loadPublicKey(r: g.Ge, pubkey: unknown, name = "publicKey"): void {
  assertBytes(pubkey, name, PUBLIC_KEY_COMPRESSED_SIZE, PUBLIC_KEY_UNCOMPRESSED_SIZE);
  if (!g.geParsePubkey(r, pubkey)) {
    throw new K1Error(
      "ERR_PUBLIC_KEY",
      `${name}: not a valid public key (bad prefix, coordinate ≥ p or not on the curve)`,
    );
  }
}

/**
 * Parses an x-only public key (libsecp256k1's `secp256k1_xonly_pubkey_parse`, BIP340's lift_x): the
 * point with x coordinate `x32` and even y. Returns false (r then meaningless) if x ≥ p or x is not
 * on the curve. Variable time.
 */
export function parseXonly(r: g.Ge, x32: Uint8Array, off = 0): boolean {
  if (!fe.setB32Limit(fx, x32, off)) return false;
  if (!g.geSetXOVar(r, fx, false)) return false;
  return g.geIsInCorrectSubgroup(r);
}

/**
 * {@link parseXonly} with validation: on output, r is the point with x = `xonly` and even y.
 *
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` unless `xonly` is a 32-byte `Uint8Array`;
 *   `ERR_PUBLIC_KEY` if x ≥ p or no point has that x.
 */
export function loadXonlyPublicKey(r: g.Ge, xonly: unknown, name = "xonlyPublicKey"): void {
  assertBytes(xonly, name, XONLY_PUBLIC_KEY_SIZE);
  if (!parseXonly(r, xonly)) {
    throw new K1Error("ERR_PUBLIC_KEY", `${name}: not a valid x-only public key (x ≥ p or not on the curve)`);
  }
}

/**
 * Loads a keypair (96 bytes: secret key ‖ x ‖ y of its public key). On output, sk holds the secret
 * key (the caller clears it) and pk the public key (normalized). Checks that the secret key is
 * valid and the stored point lies on the curve; it does not recompute sk·G (that is what a keypair
 * saves), so a keypair must come from `keypairCreate` (or `keypairXonlyTweakAdd`).
 *
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` unless `keypair` is a 96-byte `Uint8Array`;
 *   `ERR_PRIVATE_KEY` if the secret key is invalid; `ERR_PUBLIC_KEY` if the point is not valid.
 */
export function loadKeypair(sk: scalar.Scalar, pk: g.Ge, keypair: unknown, name = "keypair"): void {
  assertBytes(keypair, name, KEYPAIR_SIZE);
  if (!scalar.setB32SecKey(sk, keypair, 0)) {
    scalar.clear(sk);
    throw new K1Error("ERR_PRIVATE_KEY", `${name}: the secret key is not valid (it must be 0 < key < n)`);
  }
  if (!loadPoint64(pk, keypair, 32)) {
    scalar.clear(sk);
    throw new K1Error("ERR_PUBLIC_KEY", `${name}: the stored public key is not a point of the curve`);
  }
}

/** Reads x ‖ y (64 bytes at `off`) into r; false unless both are < p and the point is in the group. */
function loadPoint64(r: g.Ge, buf: Uint8Array, off: number): boolean {
  if (!fe.setB32Limit(fx, buf, off) || !fe.setB32Limit(fy, buf, off + 32)) return false;
  g.geSetXY(r, fx, fy);
  return g.geIsValidVar(r) && g.geIsInCorrectSubgroup(r);
}

/**
 * Writes sk ‖ x ‖ y of pk (libsecp256k1's `secp256k1_keypair_save`) into a new 96-byte array.
 * On input, pk must not be infinity; its coordinates are normalized here (pk is modified).
 */
export function saveKeypair(sk: scalar.Scalar, pk: g.Ge): Uint8Array {
  const out = new Uint8Array(KEYPAIR_SIZE);
  scalar.getB32(out, sk, 0);
  fe.normalizeVar(pk.x);
  fe.normalizeVar(pk.y);
  fe.getB32(out, pk.x, 32);
  fe.getB32(out, pk.y, 64);
  return out;
}

/**
 * Serializes a point as a new public-key array: 33 bytes if `compressed`, else 65 (libsecp256k1's
 * `secp256k1_ec_pubkey_serialize`).
 *
 * @throws {@link K1Error} `ERR_RESULT_INFINITY` if a is the point at infinity (no encoding).
 */
export function savePublicKey(a: g.Ge, compressed: boolean): Uint8Array {
  if (a.infinity) throw new K1Error("ERR_RESULT_INFINITY", "the result is the point at infinity");
  const out = new Uint8Array(compressed ? PUBLIC_KEY_COMPRESSED_SIZE : PUBLIC_KEY_UNCOMPRESSED_SIZE);
  g.geSerializePubkey(out, a, compressed);
  return out;
}

/**
 * The compression flag of an output public key: `compressed` if given (it must be a boolean), else
 * `dflt`.
 *
 * @throws {@link K1Error} `ERR_TYPE` if `compressed` is neither undefined nor a boolean.
 */
export function compressionFlag(compressed: unknown, dflt: boolean, name = "compressed"): boolean {
  if (compressed === undefined) return dflt;
  assertBoolean(compressed, name);
  return compressed;
}
