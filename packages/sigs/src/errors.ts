/**
 * The one error type of the `@k1/sigs` public API.
 *
 * Every public entry validates its arguments first (see `validate.ts`) and reports any failure as a
 * {@link K1Error} whose {@link K1Error.code | code} is one of the stable strings of
 * {@link K1ErrorCode}. Messages are for humans and may change between versions; codes do not.
 *
 * libsecp256k1 reports most of these conditions as a `0` return value (or an `ARG_CHECK` abort for
 * caller bugs such as NULL pointers); the code says which condition it was.
 *
 * @module
 */

/**
 * Stable error codes of {@link K1Error}.
 *
 * - `ERR_TYPE`: an argument has the wrong JavaScript type: a byte argument that is not a
 *   `Uint8Array`, a number argument that is not a safe integer, a flag that is not a boolean, a hex
 *   argument that is not a string of hex digits, an options argument that is not a plain object or
 *   has an unknown key. (libsecp256k1: `ARG_CHECK` on NULL pointers.)
 * - `ERR_LENGTH`: a `Uint8Array` (or hex string) has a length the function does not accept, e.g.
 *   a 31-byte message hash, a 64-byte public key, an odd-length hex string.
 * - `ERR_RANGE`: a number argument is a safe integer but outside the range the function accepts
 *   (e.g. a negative RFC6979 retry counter).
 * - `ERR_PRIVATE_KEY`: a 32-byte secret key is 0 or ≥ n, the group order
 *   (libsecp256k1: `secp256k1_ec_seckey_verify` returns 0).
 * - `ERR_PUBLIC_KEY`: a public key does not parse: wrong length/prefix byte combination, x or y ≥ p,
 *   the point is not on the curve, or no y exists for the given x (libsecp256k1:
 *   `secp256k1_ec_pubkey_parse` / `secp256k1_xonly_pubkey_parse` return 0).
 * - `ERR_SIGNATURE`: a fixed-size signature does not parse: a compact ECDSA r or s ≥ n, a BIP340
 *   signature of the wrong shape (libsecp256k1: `secp256k1_ecdsa_signature_parse_compact`
 *   returns 0). A signature that parses but does not verify is not an error: verify returns
 *   `false`.
 * - `ERR_DER`: a DER-encoded ECDSA signature is not strict DER (BIP66 /
 *   `secp256k1_ecdsa_signature_parse_der` rules), or not even lax DER for the lax parser.
 * - `ERR_TWEAK`: a 32-byte tweak is ≥ n, or (for multiplicative tweaks) 0
 *   (libsecp256k1: the `*_tweak_add` / `*_tweak_mul` functions return 0 for these inputs).
 * - `ERR_RECOVERY_ID`: an ECDSA recovery id is not one of the numbers 0, 1, 2, 3 (whatever its
 *   type), or it names an R point that does not exist (recid ≥ 2 needs r + n < p).
 * - `ERR_RESULT_INFINITY`: a computation whose result must be a valid public key produced the
 *   point at infinity: a tweak that cancels the key, public keys that sum to infinity, a recovered
 *   point at infinity.
 * - `ERR_NONCE`: a nonce function failed: a caller-supplied nonce function returned no nonce, or
 *   the nonce it returned is unusable (not 32 bytes, 0 or ≥ n after every permitted retry).
 * - `ERR_HASH`: a caller-supplied hash function (e.g. the ECDH `hashfp`) failed or returned an
 *   output that is not a `Uint8Array` of the expected length.
 * - `ERR_RANDOM`: no cryptographically secure random source (`crypto.getRandomValues`) is
 *   available where fresh randomness was requested, or caller-supplied randomness is all zero.
 * - `ERR_RESULT_ZERO`: a computation whose result must be a valid secret key produced 0 (mod n):
 *   a tweak that cancels the key (`seckeyTweakAdd`, `keypairXonlyTweakAdd`).
 * - `ERR_SECNONCE`: a MuSig2 secret nonce cannot be used: it was consumed by a partial signature
 *   already (a second use would leak the secret key), it was made for another public key, or it is
 *   not a secret nonce of this library (BIP327's secnonce values out of range).
 * - `ERR_PUBNONCE`: a MuSig2 public nonce, aggregate nonce or "aggothernonce" does not parse (not
 *   two valid compressed points; only an aggregate nonce may hold the point at infinity, as 33 zero
 *   bytes). BIP327's invalid "pubnonce" / "aggnonce" / "aggothernonce" contribution.
 * - `ERR_PARTIAL_SIG`: a MuSig2 partial signature is not below the group order n (BIP327's invalid
 *   "psig" contribution). A partial signature that parses but does not verify is not an error.
 * - `ERR_SESSION`: MuSig2 inputs that do not belong together: the signer's public key is not one of
 *   the aggregated keys, a session was made with another key aggregation (other keys or tweaks), or
 *   a secret nonce bound to a message or aggregate key at generation meets a session for another.
 * - `ERR_GROUP_LIMIT`: more silent-payment recipients share one scan public key than BIP352's
 *   per-group limit K_max = 2,323 allows (`@k1/silentpayments`; libsecp256k1's
 *   `secp256k1_silentpayments_sender_create_outputs` returns 0).
 * - `ERR_LABEL_LOOKUP`: a silent-payments label lookup (a callback or a map the caller supplies)
 *   returned something other than absent or the 32-byte tweak of the label it was asked for: not
 *   a `Uint8Array` of 32 bytes, a value ≥ n, or a tweak whose point is not that label.
 * - `ERR_OPAQUE`: bytes passed as one of the fixed-layout objects that stand for libsecp256k1's
 *   opaque structs (a 68-byte silent-payments label, a 101-byte prevouts summary) are not one: they
 *   lack its magic bytes or hold values it cannot hold (libsecp256k1: `ARG_CHECK` on the magic).
 * - `ERR_WORKER`: a worker of a verification pool (`@k1/pool`) died, did not answer in time, or
 *   the pool was closed; the job's result is unknown (verify again).
 *
 * Errors about one party's contribution to a multi-party protocol (BIP327's "invalid
 * contribution") carry a {@link K1ErrorDetail} in {@link K1Error.detail}: which signer, which
 * contribution.
 */
export type K1ErrorCode =
  | "ERR_TYPE"
  | "ERR_LENGTH"
  | "ERR_RANGE"
  | "ERR_PRIVATE_KEY"
  | "ERR_PUBLIC_KEY"
  | "ERR_SIGNATURE"
  | "ERR_DER"
  | "ERR_TWEAK"
  | "ERR_RECOVERY_ID"
  | "ERR_RESULT_INFINITY"
  | "ERR_NONCE"
  | "ERR_HASH"
  | "ERR_RANDOM"
  | "ERR_RESULT_ZERO"
  | "ERR_SECNONCE"
  | "ERR_PUBNONCE"
  | "ERR_PARTIAL_SIG"
  | "ERR_SESSION"
  | "ERR_GROUP_LIMIT"
  | "ERR_LABEL_LOOKUP"
  | "ERR_OPAQUE"
  | "ERR_WORKER";

/** Every {@link K1ErrorCode}, in the order documented there. */
export const K1_ERROR_CODES: readonly K1ErrorCode[] = /* @__PURE__ */ Object.freeze([
  "ERR_TYPE",
  "ERR_LENGTH",
  "ERR_RANGE",
  "ERR_PRIVATE_KEY",
  "ERR_PUBLIC_KEY",
  "ERR_SIGNATURE",
  "ERR_DER",
  "ERR_TWEAK",
  "ERR_RECOVERY_ID",
  "ERR_RESULT_INFINITY",
  "ERR_NONCE",
  "ERR_HASH",
  "ERR_RANDOM",
  "ERR_RESULT_ZERO",
  "ERR_SECNONCE",
  "ERR_PUBNONCE",
  "ERR_PARTIAL_SIG",
  "ERR_SESSION",
  "ERR_GROUP_LIMIT",
  "ERR_LABEL_LOOKUP",
  "ERR_OPAQUE",
  "ERR_WORKER",
] as const);

/**
 * Which party's contribution an error is about, for protocols with several parties (BIP327's
 * `InvalidContributionError(signer, contrib)`): a misbehaving party can then be held to account.
 */
export interface K1ErrorDetail {
  /**
   * The index of the party at fault in the list the function was given (e.g. the public keys of
   * `musigPubkeyAgg`, the nonces of `musigNonceAgg`), or `null` where there is no list: the
   * aggregate nonce (the aggregator's contribution) or a single value.
   */
  readonly signer: number | null;
  /**
   * The contribution at fault, in BIP327's words: `"pubkey"`, `"pubnonce"`, `"aggnonce"`,
   * `"aggothernonce"` or `"psig"`.
   */
  readonly contribution: string;
}

/**
 * The error thrown by every `@k1/sigs` public function.
 *
 * @example
 * ```ts
 * try {
 *   parseDer(bytes);
 * } catch (e) {
 *   if (isK1Error(e, "ERR_DER")) console.log("not strict DER:", e.message);
 *   else throw e;
 * }
 * ```
 */
export class K1Error extends Error {
  /** Stable machine-readable reason; see {@link K1ErrorCode} for when each code is thrown. */
  readonly code: K1ErrorCode;

  /** Which party and contribution the error is about, where the code alone does not say; else undefined. */
  readonly detail: K1ErrorDetail | undefined;

  /**
   * @param code - the stable reason code.
   * @param message - a human-readable description (not stable).
   * @param detail - which party's contribution is at fault, for multi-party protocols.
   */
  constructor(code: K1ErrorCode, message: string, detail?: K1ErrorDetail) {
    super(message);
    this.code = code;
    this.detail = detail;
  }

  /** Always `"K1Error"`. */
  override readonly name: "K1Error" = "K1Error";
}

/**
 * Type guard: whether `e` is a {@link K1Error}, optionally with the given code.
 *
 * @param e - any caught value.
 * @param code - if given, the code `e` must carry.
 * @returns `true` iff `e` is a `K1Error` (with code `code`, if given).
 */
export function isK1Error(e: unknown, code?: K1ErrorCode): e is K1Error {
  return e instanceof K1Error && (code === undefined || e.code === code);
}
