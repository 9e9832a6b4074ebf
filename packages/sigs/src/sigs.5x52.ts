/**
 * `@k1/sigs/5x52`: the whole signature API on the 5x52 field backend (`@k1/field/5x52`, 52-bit
 * limbs in 64-bit BigInt lanes, the faster one in Node/V8). `@k1/sigs/10x26` has the identical API
 * on the portable 10x26 backend; the package root `@k1/sigs` is this module.
 *
 * - ECDSA: {@link ecdsaSign}, {@link ecdsaVerify}, {@link ecdsaSignRecoverable},
 *   {@link ecdsaRecover}, {@link ecdsaSignatureNormalize}, DER conversions, the 65-byte
 *   recoverable form ({@link ecdsaRecoverableSignatureSerialize}).
 * - BIP340 Schnorr: {@link schnorrSign}, {@link schnorrVerify}; x-only keys and keypairs
 *   ({@link xonlyPubkeyTweakAdd}, {@link keypairXonlyTweakAdd}, … for BIP341).
 * - Keys: {@link seckeyGenerate}, {@link seckeyFromSeed}, {@link seckeyVerify},
 *   {@link pubkeyCreate}, tweaks, {@link pubkeyCombine}, sorting.
 * - ECDH: {@link ecdh}.
 * - Batch verification (libsecp256k1 PR #1134's batch module): {@link batchCreate},
 *   {@link batchAddSchnorrsig}, {@link batchAddXonlypubTweakCheck}, {@link batchVerify}, and
 *   {@link schnorrVerifyBatch} for arrays.
 * - ElligatorSwift (BIP324): {@link ellswiftCreate}, {@link ellswiftEncode}, {@link ellswiftDecode},
 *   {@link ellswiftXdh}.
 * - Hashes: {@link sha256}, {@link taggedSha256}; the nonce functions.
 * - Errors: every function throws {@link K1Error} with a stable {@link K1ErrorCode}.
 *
 * Every function accepts `Uint8Array`s of any realm (a `vm` context, an iframe, a worker) and
 * returns arrays of this one; callbacks (nonce and hash functions) may call any function of the
 * library.
 *
 * @module
 */

export {
  BATCH_MIN_MEMORY,
  BATCH_TAG,
  type Batch,
  type BatchOptions,
  type BatchSearch,
  batchAddSchnorrsig,
  batchAddXonlypubTweakCheck,
  batchCreate,
  batchInvalid,
  batchUsable,
  batchVerify,
} from "./batch.5x52.js";
export { contextRandomize, genContext } from "./context.5x52.js";
export { type EcdhHashFunction, ecdh, ecdhHashRawX, ecdhHashSha256 } from "./ecdh.5x52.js";
export {
  type EcdsaSignOptions,
  ecdsaRecover,
  ecdsaSign,
  ecdsaSignatureFromDer,
  ecdsaSignatureFromDerLax,
  ecdsaSignatureIsHighS,
  ecdsaSignatureNormalize,
  ecdsaSignatureToDer,
  ecdsaSignRecoverable,
  ecdsaVerify,
  MAX_NONCE_ATTEMPTS,
  type RecoverableSignature,
} from "./ecdsa.5x52.js";
export {
  KEYPAIR_SIZE,
  PUBLIC_KEY_COMPRESSED_SIZE,
  PUBLIC_KEY_UNCOMPRESSED_SIZE,
  SECRET_KEY_SIZE,
  SIGNATURE_SIZE,
  XONLY_PUBLIC_KEY_SIZE,
} from "./eckey.5x52.js";
export {
  ELLSWIFT_SIZE,
  type EllswiftParty,
  type EllswiftXdhHashFunction,
  ellswiftCreate,
  ellswiftDecode,
  ellswiftEncode,
  ellswiftXdh,
  ellswiftXdhHashBip324,
  ellswiftXdhHashPrefix,
} from "./ellswift.5x52.js";
export { isK1Error, K1_ERROR_CODES, K1Error, type K1ErrorCode, type K1ErrorDetail } from "./errors.js";
export { type Sha256, type Sha256Hasher, sha256, taggedSha256 } from "./hash.js";
export { SECKEY_SEED_MAX_SIZE, SECKEY_SEED_MIN_SIZE, seckeyFromSeed, seckeyGenerate } from "./keygen.js";
export {
  pubkeyCmp,
  pubkeyCombine,
  pubkeyCreate,
  pubkeyNegate,
  pubkeyParse,
  pubkeySerialize,
  pubkeySort,
  pubkeyTweakAdd,
  pubkeyTweakMul,
  seckeyNegate,
  seckeyTweakAdd,
  seckeyTweakMul,
  seckeyVerify,
} from "./keys.5x52.js";
export {
  ecdsaRecoverableSignatureParse,
  ecdsaRecoverableSignatureSerialize,
  RECOVERABLE_SIGNATURE_SIZE,
} from "./recoverable.js";
export {
  BIP340_NONCE_ALGO,
  type NonceFunction,
  type NonceFunctionHardened,
  nonceFunctionBip340,
  nonceFunctionRfc6979,
} from "./rfc6979.js";
export {
  keypairCreate,
  keypairPub,
  keypairSec,
  keypairXonlyPub,
  keypairXonlyTweakAdd,
  type SchnorrSignOptions,
  schnorrSign,
  schnorrSignCustom,
  schnorrVerify,
  type XonlyPubkeyWithParity,
  xonlyPubkeyCmp,
  xonlyPubkeyFromPubkey,
  xonlyPubkeyParse,
  xonlyPubkeyTweakAdd,
  xonlyPubkeyTweakAddCheck,
} from "./schnorr.5x52.js";
export { SCHNORR_BATCH_MEMORY, schnorrVerifyBatch } from "./schnorr-batch.5x52.js";

/** The field backend of this module: `"5x52"` (or `"10x26"` in `@k1/sigs/10x26`). */
export const BACKEND: string = "5x52";
