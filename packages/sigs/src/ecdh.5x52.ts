/**
 * Elliptic-curve Diffie–Hellman on this backend: libsecp256k1's ecdh module (`secp256k1_ecdh.h`).
 *
 * The shared point S = key·P is computed with `ecmultConst` (constant time in the secret key) and
 * made affine with the constant-time inverse; its coordinates go to a hash function. The default
 * is libsecp256k1's: SHA-256(0x02 | (y & 1) ‖ x), i.e. the SHA-256 of the compressed encoding of S.
 * Other libraries output other things (elliptic: x; noble: the compressed point; Wycheproof's
 * vectors: x); pass {@link ecdhHashRawX} or your own function to interoperate.
 *
 * @module
 */

import { ecmultConst } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { loadPublicKey, loadSecretKey } from "./eckey.5x52.js";
import { K1Error } from "./errors.js";
import { sha256Into } from "./hash.js";
import { assertBytes, copyBytes, isBytes, typeName } from "./validate.js";

/**
 * An ECDH hash function (libsecp256k1's `secp256k1_ecdh_hash_function`): receives the shared
 * point's x and y (32 big-endian bytes each) and returns the shared secret. The arrays are wiped
 * when it returns: copy what you keep. Return `null` to signal failure. It may call any function of
 * this library.
 */
export type EcdhHashFunction = (x32: Uint8Array, y32: Uint8Array) => Uint8Array | null;

/** The hashed input of {@link ecdhHashSha256}, 02|03 ‖ x (secret while in use). */
const ecdhHashBuf = new Uint8Array(33);

/**
 * libsecp256k1's default ECDH hash (`secp256k1_ecdh_hash_function_sha256`):
 * SHA-256(0x02 | (y & 1) ‖ x), the SHA-256 of the shared point's compressed encoding.
 *
 * @param x32 - the shared point's x.
 * @param y32 - the shared point's y.
 * @returns the 32-byte secret.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` unless both are 32-byte `Uint8Array`s.
 * @example
 * ```ts
 * ecdh(a, B, ecdhHashSha256); // the default
 * ```
 */
export function ecdhHashSha256(x32: Uint8Array, y32: Uint8Array): Uint8Array {
  assertBytes(x32, "x32", 32);
  assertBytes(y32, "y32", 32);
  const buf = ecdhHashBuf;
  buf[0] = 0x02 | (y32[31] & 1);
  buf.set(x32, 1);
  const out = new Uint8Array(32);
  sha256Into(out, buf);
  buf.fill(0);
  return out;
}

/**
 * The raw x coordinate as the shared secret (what Wycheproof's ECDH vectors, elliptic and most
 * non-Bitcoin protocols use before their own KDF).
 *
 * @param x32 - the shared point's x.
 * @returns a copy of x32.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` unless `x32` is a 32-byte `Uint8Array`.
 * @example
 * ```ts
 * const x = ecdh(a, B, ecdhHashRawX); // Wycheproof / elliptic compatible
 * ```
 */
export function ecdhHashRawX(x32: Uint8Array): Uint8Array {
  assertBytes(x32, "x32", 32);
  return copyBytes(x32);
}

const sk = scalar.create();
const pt = g.geCreate();
const res = g.gejCreate();
const x32 = new Uint8Array(32);
const y32 = new Uint8Array(32);

/**
 * Computes an ECDH shared secret (libsecp256k1's `secp256k1_ecdh`): hashFn(x, y) of
 * S = secretKey·publicKey, constant time in the secret key.
 *
 * @param secretKey - a valid 32-byte secret key.
 * @param publicKey - the peer's valid 33- or 65-byte public key.
 * @param hashFn - the hash of the shared point; default {@link ecdhHashSha256} (libsecp256k1's).
 * @returns the hash function's output (32 bytes with the default).
 * @throws {@link K1Error} `ERR_PRIVATE_KEY` / `ERR_PUBLIC_KEY` on an invalid key; `ERR_HASH` if
 *   `hashFn` returns something other than a `Uint8Array`; `ERR_TYPE` / `ERR_LENGTH` on wrong
 *   arguments. An exception thrown by `hashFn` passes through (after the coordinates are wiped).
 * @example
 * ```ts
 * const k1 = ecdh(aliceKey, bobPub);
 * const k2 = ecdh(bobKey, alicePub); // equal to k1
 * const x = ecdh(aliceKey, bobPub, ecdhHashRawX); // the raw x coordinate
 * ```
 */
export function ecdh(secretKey: Uint8Array, publicKey: Uint8Array, hashFn?: EcdhHashFunction): Uint8Array {
  if (hashFn !== undefined && typeof hashFn !== "function") {
    throw new K1Error("ERR_TYPE", `hashFn: expected a function, got ${typeName(hashFn)}`);
  }
  loadPublicKey(pt, publicKey);
  loadSecretKey(sk, secretKey);
  // The coordinates go to this module's buffers for the default hash; a hash function (user code,
  // which may call back into this library and so reuse those buffers) gets arrays of its own.
  const x = hashFn === undefined ? x32 : new Uint8Array(32);
  const y = hashFn === undefined ? y32 : new Uint8Array(32);
  try {
    ecmultConst(res, pt, sk);
    g.geSetGej(pt, res); // constant-time inverse: S is secret
    fe.normalize(pt.x);
    fe.normalize(pt.y);
    fe.getB32(x, pt.x);
    fe.getB32(y, pt.y);
    // The default hash returns a new array. (Not through the check below: `.buffer` of a small
    // array allocated on the V8 heap moves its bytes off the heap, about 0.85 µs per call.)
    if (hashFn === undefined) return ecdhHashSha256(x, y);
    // Nothing of this call stays in scratch while the hash function runs.
    scalar.clear(sk);
    g.geClear(pt);
    g.gejClear(res);
    const out = hashFn(x, y);
    if (!isBytes(out)) {
      throw new K1Error("ERR_HASH", `ecdh: the hash function returned ${typeName(out)}, not a Uint8Array`);
    }
    // A hash function that returns (a view of) its input would see it wiped below: copy it.
    return out.buffer === x.buffer || out.buffer === y.buffer ? copyBytes(out) : out;
  } finally {
    scalar.clear(sk);
    g.geClear(pt);
    g.gejClear(res);
    x.fill(0);
    y.fill(0);
  }
}
