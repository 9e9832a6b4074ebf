/**
 * Secret and public keys on this backend: libsecp256k1's `secp256k1_ec_seckey_*` and
 * `secp256k1_ec_pubkey_*` functions (secp256k1.h), with `Uint8Array`s in and out.
 *
 * - Secret keys are 32 big-endian bytes, 0 < key < n.
 * - Public keys are SEC 1 encodings: 33 bytes 02|03 ‖ x or 65 bytes 04 ‖ x ‖ y (the hybrid
 *   06|07 ‖ x ‖ y form is accepted on input, as by libsecp256k1, and never produced). Every
 *   function that returns a public key takes an optional `compressed` flag; when it is omitted the
 *   output has the same form as the (first) input key, and keys made from a secret are compressed.
 * - Tweaks are 32 big-endian bytes below n; 0 is a valid additive tweak.
 *
 * Everything that touches a secret (the key, a tweak of it, the product tweak·G) runs in constant
 * time: `ecmultGen` for k·G, `ecmultConst` for k·P, and the constant-time scalar and field
 * operations; secret scratch owned by this module is cleared before returning. Returned arrays are
 * new and belong to the caller.
 *
 * @module
 */

import { ecmultConst, ecmultGen } from "@k1/ecmult/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { genContext } from "./context.5x52.js";
import {
  compressionFlag,
  loadPublicKey,
  loadSecretKey,
  loadTweak,
  PUBLIC_KEY_COMPRESSED_SIZE,
  SECRET_KEY_SIZE,
  savePublicKey,
} from "./eckey.5x52.js";
import { K1Error } from "./errors.js";
import { assertBytes, isBytes, snapshot, typeName } from "./validate.js";

const sk = scalar.create();
const tw = scalar.create();
const pt = g.geCreate();
const pt2 = g.geCreate();
const acc = g.gejCreate();
const cmpBuf = new Uint8Array(2 * PUBLIC_KEY_COMPRESSED_SIZE);

// ---------------------------------------------------------------------------------------------
// Cores on parsed values (shared with the tiny-secp256k1 interface and the other modules).

/**
 * Internal: r = sk·G in constant time, in affine coordinates (libsecp256k1's
 * `secp256k1_ec_pubkey_create_helper`). On input, sk must be a valid nonzero scalar (secret).
 */
export function pubkeyCreateGe(r: g.Ge, secret: scalar.Scalar): void {
  ecmultGen(genContext(), acc, secret);
  g.geSetGej(r, acc); // constant-time inverse: acc depends on the secret
  g.gejClear(acc);
}

/**
 * Internal: p = p + t·G (libsecp256k1's `secp256k1_eckey_pubkey_tweak_add`), constant time in t
 * (t·G by ecmultGen, then the complete constant-time addition). Returns false if the sum is the
 * point at infinity (p is then infinity). On input, p must not be infinity; t is a valid scalar.
 */
export function pubkeyTweakAddGe(p: g.Ge, t: scalar.Scalar): boolean {
  ecmultGen(genContext(), acc, t);
  g.gejAddGe(acc, acc, p);
  g.geSetGej(p, acc);
  g.gejClear(acc);
  return p.infinity === 0;
}

/**
 * Internal: p = t·p (libsecp256k1's `secp256k1_eckey_pubkey_tweak_mul`), constant time in t
 * (ecmultConst, constant-time inverse). On input, p must not be infinity and t ≠ 0, so the result
 * is not infinity.
 */
export function pubkeyTweakMulGe(p: g.Ge, t: scalar.Scalar): void {
  ecmultConst(acc, p, t);
  g.geSetGej(p, acc);
  g.gejClear(acc);
}

/** Internal: r = sk + t (mod n); returns false if the sum is 0. Constant time. */
export function seckeyTweakAddScalar(r: scalar.Scalar, t: scalar.Scalar): boolean {
  scalar.add(r, r, t);
  return !scalar.isZero(r);
}

// ---------------------------------------------------------------------------------------------
// Secret keys.

/**
 * Whether `secretKey` is a valid secret key: 32 bytes whose big-endian value is in [1, n − 1]
 * (libsecp256k1's `secp256k1_ec_seckey_verify`). Constant time in the key's value.
 *
 * @param secretKey - 32 bytes.
 * @returns `true` iff 0 < key < n.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` unless `secretKey` is a 32-byte `Uint8Array`.
 * @example
 * ```ts
 * const key = crypto.getRandomValues(new Uint8Array(32));
 * if (!seckeyVerify(key)) throw new Error("retry"); // probability < 2^-127
 * ```
 */
export function seckeyVerify(secretKey: Uint8Array): boolean {
  assertBytes(secretKey, "secretKey", SECRET_KEY_SIZE);
  const ok = scalar.setB32SecKey(sk, secretKey);
  scalar.clear(sk);
  return ok;
}

/**
 * The negation n − key of a secret key (libsecp256k1's `secp256k1_ec_seckey_negate`), whose public
 * key is the negated point.
 *
 * @param secretKey - a valid secret key.
 * @returns the negated key, a new 32-byte array.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` on a wrong argument; `ERR_PRIVATE_KEY` if the
 *   key is not valid.
 * @example
 * ```ts
 * seckeyNegate(one); // n − 1
 * ```
 */
export function seckeyNegate(secretKey: Uint8Array): Uint8Array {
  loadSecretKey(sk, secretKey);
  scalar.negate(sk, sk);
  const out = new Uint8Array(SECRET_KEY_SIZE);
  scalar.getB32(out, sk);
  scalar.clear(sk);
  return out;
}

/**
 * Adds a tweak to a secret key: (key + tweak) mod n (libsecp256k1's `secp256k1_ec_seckey_tweak_add`,
 * BIP32's private child derivation). Constant time in the key and the tweak.
 *
 * @param secretKey - a valid secret key.
 * @param tweak - 32 bytes, 0 ≤ tweak < n (0 gives the key itself).
 * @returns the tweaked key, a new 32-byte array.
 * @throws {@link K1Error} `ERR_PRIVATE_KEY` if the key is invalid; `ERR_TWEAK` if tweak ≥ n;
 *   `ERR_RESULT_ZERO` if the sum is 0 (tweak = n − key); `ERR_TYPE` / `ERR_LENGTH` on wrong
 *   arguments.
 * @example
 * ```ts
 * const child = seckeyTweakAdd(parentKey, il); // BIP32 CKDpriv
 * ```
 */
export function seckeyTweakAdd(secretKey: Uint8Array, tweak: Uint8Array): Uint8Array {
  loadSecretKey(sk, secretKey);
  try {
    loadTweak(tw, tweak, false);
    if (!seckeyTweakAddScalar(sk, tw))
      throw new K1Error("ERR_RESULT_ZERO", "seckeyTweakAdd: key + tweak = 0 mod n");
    const out = new Uint8Array(SECRET_KEY_SIZE);
    scalar.getB32(out, sk);
    return out;
  } finally {
    scalar.clear(sk);
    scalar.clear(tw);
  }
}

/**
 * Multiplies a secret key by a tweak: (key · tweak) mod n (libsecp256k1's
 * `secp256k1_ec_seckey_tweak_mul`). Constant time.
 *
 * @param secretKey - a valid secret key.
 * @param tweak - 32 bytes, 0 < tweak < n.
 * @returns the tweaked key, a new 32-byte array.
 * @throws {@link K1Error} `ERR_PRIVATE_KEY` if the key is invalid; `ERR_TWEAK` if the tweak is 0 or
 *   ≥ n; `ERR_TYPE` / `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const k2 = seckeyTweakMul(secretKey, factor); // pubkeyCreate(k2) = pubkeyTweakMul(pub, factor)
 * ```
 */
export function seckeyTweakMul(secretKey: Uint8Array, tweak: Uint8Array): Uint8Array {
  loadSecretKey(sk, secretKey);
  try {
    loadTweak(tw, tweak, true);
    scalar.mul(sk, sk, tw);
    const out = new Uint8Array(SECRET_KEY_SIZE);
    scalar.getB32(out, sk);
    return out;
  } finally {
    scalar.clear(sk);
    scalar.clear(tw);
  }
}

// ---------------------------------------------------------------------------------------------
// Public keys.

/**
 * The public key key·G of a secret key (libsecp256k1's `secp256k1_ec_pubkey_create`), computed in
 * constant time with the blinded generator multiplication.
 *
 * @param secretKey - a valid secret key.
 * @param compressed - the output form: `true` (default) for 33 bytes, `false` for 65.
 * @returns the public key, a new array.
 * @throws {@link K1Error} `ERR_PRIVATE_KEY` if the key is invalid; `ERR_TYPE` / `ERR_LENGTH` on
 *   wrong arguments.
 * @example
 * ```ts
 * const pub = pubkeyCreate(secretKey); // 02|03 ‖ x
 * ```
 */
export function pubkeyCreate(secretKey: Uint8Array, compressed = true): Uint8Array {
  const c = compressionFlag(compressed, true);
  loadSecretKey(sk, secretKey);
  pubkeyCreateGe(pt, sk);
  scalar.clear(sk);
  return savePublicKey(pt, c);
}

/**
 * Parses and normalizes a public key (libsecp256k1's `secp256k1_ec_pubkey_parse` then
 * `secp256k1_ec_pubkey_serialize`): checks that the bytes encode a point of the curve and returns
 * its canonical encoding (a hybrid 06|07 key becomes 04).
 *
 * @param publicKey - 33 bytes 02|03 ‖ x or 65 bytes 04|06|07 ‖ x ‖ y.
 * @param compressed - the output form; default: the input's.
 * @returns the normalized public key, a new array.
 * @throws {@link K1Error} `ERR_PUBLIC_KEY` if the bytes are not a valid public key; `ERR_TYPE` /
 *   `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const canonical = pubkeyParse(untrustedBytes); // throws ERR_PUBLIC_KEY if not a point
 * ```
 */
export function pubkeyParse(publicKey: Uint8Array, compressed?: boolean): Uint8Array {
  loadPublicKey(pt, publicKey);
  return savePublicKey(pt, compressionFlag(compressed, publicKey.length === PUBLIC_KEY_COMPRESSED_SIZE));
}

/**
 * Re-encodes a public key in the requested form (libsecp256k1's `secp256k1_ec_pubkey_serialize`).
 *
 * @param publicKey - a valid public key, any form.
 * @param compressed - `true` (default) for 33 bytes, `false` for 65.
 * @returns the encoding, a new array.
 * @throws {@link K1Error} `ERR_PUBLIC_KEY` if the input is not a valid public key; `ERR_TYPE` /
 *   `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const full = pubkeySerialize(pub33, false); // 04 ‖ x ‖ y
 * ```
 */
export function pubkeySerialize(publicKey: Uint8Array, compressed = true): Uint8Array {
  const c = compressionFlag(compressed, true);
  loadPublicKey(pt, publicKey);
  return savePublicKey(pt, c);
}

/**
 * The negation −P of a public key (libsecp256k1's `secp256k1_ec_pubkey_negate`).
 *
 * @param publicKey - a valid public key.
 * @param compressed - the output form; default: the input's.
 * @returns the negated key, a new array.
 * @throws {@link K1Error} `ERR_PUBLIC_KEY` if the input is not a valid public key; `ERR_TYPE` /
 *   `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * pubkeyNegate(pubkeyCreate(key)); // = pubkeyCreate(seckeyNegate(key))
 * ```
 */
export function pubkeyNegate(publicKey: Uint8Array, compressed?: boolean): Uint8Array {
  loadPublicKey(pt, publicKey);
  const c = compressionFlag(compressed, publicKey.length === PUBLIC_KEY_COMPRESSED_SIZE);
  g.geNeg(pt, pt);
  return savePublicKey(pt, c);
}

/**
 * Adds tweak·G to a public key: P + tweak·G (libsecp256k1's `secp256k1_ec_pubkey_tweak_add`, BIP32's
 * public child derivation). Constant time in the tweak (libsecp256k1 uses variable-time code here;
 * this library treats tweaks as secret).
 *
 * @param publicKey - a valid public key.
 * @param tweak - 32 bytes, 0 ≤ tweak < n.
 * @param compressed - the output form; default: the input's.
 * @returns the tweaked key, a new array.
 * @throws {@link K1Error} `ERR_PUBLIC_KEY` if the key is invalid; `ERR_TWEAK` if tweak ≥ n;
 *   `ERR_RESULT_INFINITY` if the result is the point at infinity; `ERR_TYPE` / `ERR_LENGTH` on
 *   wrong arguments.
 * @example
 * ```ts
 * const childPub = pubkeyTweakAdd(parentPub, il); // BIP32 CKDpub
 * ```
 */
export function pubkeyTweakAdd(publicKey: Uint8Array, tweak: Uint8Array, compressed?: boolean): Uint8Array {
  loadPublicKey(pt, publicKey);
  const c = compressionFlag(compressed, publicKey.length === PUBLIC_KEY_COMPRESSED_SIZE);
  loadTweak(tw, tweak, false);
  const ok = pubkeyTweakAddGe(pt, tw);
  scalar.clear(tw);
  if (!ok) throw new K1Error("ERR_RESULT_INFINITY", "pubkeyTweakAdd: P + tweak·G is the point at infinity");
  return savePublicKey(pt, c);
}

/**
 * Multiplies a public key by a tweak: tweak·P (libsecp256k1's `secp256k1_ec_pubkey_tweak_mul`), in
 * constant time in the tweak (ecmult_const), so it may serve as a raw Diffie–Hellman product.
 *
 * @param publicKey - a valid public key.
 * @param tweak - 32 bytes, 0 < tweak < n.
 * @param compressed - the output form; default: the input's.
 * @returns the tweaked key, a new array.
 * @throws {@link K1Error} `ERR_PUBLIC_KEY` if the key is invalid; `ERR_TWEAK` if the tweak is 0 or
 *   ≥ n; `ERR_TYPE` / `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const shared = pubkeyTweakMul(theirPub, mySecretKey); // raw DH point
 * ```
 */
export function pubkeyTweakMul(publicKey: Uint8Array, tweak: Uint8Array, compressed?: boolean): Uint8Array {
  loadPublicKey(pt, publicKey);
  const c = compressionFlag(compressed, publicKey.length === PUBLIC_KEY_COMPRESSED_SIZE);
  loadTweak(tw, tweak, true);
  pubkeyTweakMulGe(pt, tw);
  scalar.clear(tw);
  return savePublicKey(pt, c);
}

/**
 * The sum of public keys (libsecp256k1's `secp256k1_ec_pubkey_combine`), with the complete
 * constant-time addition.
 *
 * @param publicKeys - one or more valid public keys (any forms).
 * @param compressed - the output form; default: the first key's.
 * @returns the sum, a new array.
 * @throws {@link K1Error} `ERR_TYPE` if `publicKeys` is not an array of `Uint8Array`s;
 *   `ERR_LENGTH` if it is empty or a key has a wrong length; `ERR_PUBLIC_KEY` if a key is invalid;
 *   `ERR_RESULT_INFINITY` if the sum is the point at infinity.
 * @example
 * ```ts
 * const sum = pubkeyCombine([pubA, pubB]);
 * ```
 */
export function pubkeyCombine(publicKeys: readonly Uint8Array[], compressed?: boolean): Uint8Array {
  if (!Array.isArray(publicKeys))
    throw new K1Error("ERR_TYPE", `publicKeys: expected an array, got ${typeName(publicKeys)}`);
  const keys = snapshot(publicKeys); // element getters run now, not while the sum is in scratch
  if (keys.length === 0) throw new K1Error("ERR_LENGTH", "publicKeys: expected at least one public key");
  const c = compressionFlag(compressed, isBytes(keys[0]) && keys[0].length === PUBLIC_KEY_COMPRESSED_SIZE);
  g.gejSetInfinity(acc);
  for (let i = 0; i < keys.length; i++) {
    loadPublicKey(pt, keys[i], `publicKeys[${i}]`);
    g.gejAddGe(acc, acc, pt);
  }
  if (acc.infinity)
    throw new K1Error("ERR_RESULT_INFINITY", "pubkeyCombine: the sum is the point at infinity");
  g.geSetGejVar(pt, acc);
  return savePublicKey(pt, c);
}

/**
 * Compares two public keys by their compressed encodings, byte by byte (libsecp256k1's
 * `secp256k1_ec_pubkey_cmp`): the order of BIP327's KeySort. Keys of different forms that encode
 * the same point compare equal.
 *
 * @param a - a valid public key.
 * @param b - a valid public key.
 * @returns a negative number if a < b, 0 if equal, a positive number if a > b.
 * @throws {@link K1Error} `ERR_PUBLIC_KEY` if a key is invalid; `ERR_TYPE` / `ERR_LENGTH` on wrong
 *   arguments.
 * @example
 * ```ts
 * pubkeyCmp(a, b) < 0; // a sorts before b
 * ```
 */
export function pubkeyCmp(a: Uint8Array, b: Uint8Array): number {
  loadPublicKey(pt, a, "a");
  loadPublicKey(pt2, b, "b");
  g.geSerializePubkey(cmpBuf, pt, true, 0);
  g.geSerializePubkey(cmpBuf, pt2, true, PUBLIC_KEY_COMPRESSED_SIZE);
  for (let i = 0; i < PUBLIC_KEY_COMPRESSED_SIZE; i++) {
    const d = cmpBuf[i] - cmpBuf[PUBLIC_KEY_COMPRESSED_SIZE + i];
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * Sorts public keys in {@link pubkeyCmp} order (libsecp256k1's `secp256k1_ec_pubkey_sort`, BIP327's
 * KeySort), into a new array holding the same `Uint8Array` objects; the input is not modified.
 *
 * @param publicKeys - valid public keys.
 * @returns a new array, sorted.
 * @throws {@link K1Error} as {@link pubkeyCmp}; `ERR_TYPE` if `publicKeys` is not an array.
 * @example
 * ```ts
 * const sorted = pubkeySort([pubC, pubA, pubB]); // BIP327 KeySort order
 * ```
 */
export function pubkeySort(publicKeys: readonly Uint8Array[]): Uint8Array[] {
  if (!Array.isArray(publicKeys))
    throw new K1Error("ERR_TYPE", `publicKeys: expected an array, got ${typeName(publicKeys)}`);
  const keys = snapshot(publicKeys);
  // Parse every key once (validating all of them, even for a single key), then sort by the
  // compressed encodings.
  const encoded = keys.map((k, i) => {
    loadPublicKey(pt, k, `publicKeys[${i}]`);
    return savePublicKey(pt, true);
  });
  const idx = encoded.map((_, i) => i);
  idx.sort((i, j) => {
    const x = encoded[i];
    const y = encoded[j];
    for (let k = 0; k < PUBLIC_KEY_COMPRESSED_SIZE; k++) if (x[k] !== y[k]) return x[k] - y[k];
    return i - j;
  });
  return idx.map((i) => keys[i]);
}
