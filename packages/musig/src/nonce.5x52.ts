/**
 * BIP327 nonces on this backend (libsecp256k1's `musig/session_impl.h`, first half): the secret
 * nonce (an opaque object used for one partial signature), public nonces and aggregate nonces
 * (66 bytes: two compressed points), their generation (NonceGen, and libsecp256k1's counter
 * variant) and aggregation (NonceAgg).
 *
 * Nonce generation is constant time in the secret key and the nonces (SHA-256, constant-time
 * scalar reduction, the blinded generator multiplication, one constant-time batch inversion);
 * parsing and aggregation of public nonces are variable time (public data).
 *
 * @module
 */
import { ecmultGen } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { genContext } from "@k1/sigs/5x52";
import { createHasher, finish, lengthPrefix, taggedHashInto, taggedInto } from "./hash.5x52.js";
import type { MusigKeyAggCache } from "./keyagg.5x52.js";
import { keyAggState, keyIndex } from "./keyagg.5x52.js";
import { checkPubkey, detailOf, loadSigner, nameOf, parsePoint33, savePoint33 } from "./point.5x52.js";
import { stateBytes } from "./state-bytes.js";
import { assertBytes, assertList, assertOptions, fail, isBytes, typeName } from "./validate.5x52.js";

// ---------------------------------------------------------------------------------------------
// Secret nonces

/** The internal state of a {@link MusigSecnonce}. */
export interface SecnonceState {
  /** k₁ and k₂ (secret; cleared when used). */
  readonly k1: scalar.Scalar;
  readonly k2: scalar.Scalar;
  /** The signer's compressed public key the nonce was made for. */
  readonly pk33: Uint8Array;
  /** The message the nonce was bound to at generation, if one was given. */
  readonly msg: Uint8Array | undefined;
  /** The x-only aggregate key the nonce was bound to at generation, if one was given. */
  readonly aggpk: Uint8Array | undefined;
  /** Whether the nonce was consumed (by a partial signature, successful or not). */
  used: boolean;
}

let newSecnonce: (s: SecnonceState) => MusigSecnonce;
let secnonceStateOf: (x: unknown) => SecnonceState | undefined;

/**
 * A secret nonce (libsecp256k1's `secp256k1_musig_secnonce`; BIP327's secnonce): the two secret
 * scalars k₁, k₂ of one signing session and the public key they were made for. Made by
 * {@link musigNonceGen} or {@link musigNonceGenCounter}, consumed by {@link musigPartialSign}.
 *
 * **One secret nonce signs once.** Two partial signatures with the same nonce (for different
 * messages, sessions or co-signers) reveal the secret key. So the object is opaque: its state is
 * private (it is not serialized by `JSON.stringify`, which throws, or copied by `structuredClone`
 * or object spread, whose copies are not secret nonces), and {@link musigPartialSign} wipes it
 * and marks it used on every call, successful or not; any later use throws `ERR_SECNONCE`.
 *
 * Never persist a secret nonce (to disk, a database, another process) or recreate one from stored
 * inputs: a restored copy is a reused nonce. A signer that must survive restarts between the
 * nonce and the signature should use {@link musigNonceGenCounter} with a counter that is never
 * repeated, or {@link musigDeterministicSign}.
 */
export class MusigSecnonce {
  readonly #s: SecnonceState;

  private constructor(s: SecnonceState) {
    this.#s = s;
    Object.freeze(this);
  }

  /**
   * Refuses to serialize: a secret nonce must never leave the process that made it.
   *
   * @returns nothing: it always throws.
   * @throws `K1Error` `ERR_SECNONCE`, always.
   */
  toJSON(): never {
    fail("ERR_SECNONCE", "a secret nonce cannot be serialized (it must be used once, in this process)");
  }

  static {
    newSecnonce = (s) => new MusigSecnonce(s);
    secnonceStateOf = (x) =>
      typeof x === "object" && x !== null && #s in x ? (x as MusigSecnonce).#s : undefined;
  }
}

/**
 * Internal: takes the secret nonce out of `x` for one partial signature: copies k₁, k₂ into the
 * given scalars, wipes the object's and marks it used. Returns the state (public parts intact).
 *
 * @throws `K1Error` `ERR_TYPE` unless `x` is a secret nonce of this backend; `ERR_SECNONCE`
 *   if it was used already.
 */
export function takeSecnonce(k1: scalar.Scalar, k2: scalar.Scalar, x: unknown, name: string): SecnonceState {
  const st = secnonceStateOf(x);
  if (st === undefined)
    fail("ERR_TYPE", `${name}: expected a MusigSecnonce of this backend, got ${typeName(x)}`);
  if (st.used) {
    fail(
      "ERR_SECNONCE",
      `${name}: this secret nonce was used already (a second use would leak the secret key)`,
    );
  }
  st.used = true;
  scalar.copy(k1, st.k1);
  scalar.copy(k2, st.k2);
  scalar.clear(st.k1);
  scalar.clear(st.k2);
  return st;
}

/** Internal: a secret nonce for k₁, k₂ (copied) and the signer's compressed key. */
export function makeSecnonce(
  k1: scalar.Scalar,
  k2: scalar.Scalar,
  pk33: Uint8Array,
  msg: Uint8Array | undefined,
  aggpk: Uint8Array | undefined,
): MusigSecnonce {
  const a = scalar.create();
  const b = scalar.create();
  scalar.copy(a, k1);
  scalar.copy(b, k2);
  return newSecnonce({
    k1: a,
    k2: b,
    pk33: pk33.slice(),
    msg: msg?.slice(),
    aggpk: aggpk?.slice(),
    used: false,
  });
}

// ---------------------------------------------------------------------------------------------
// Public and aggregate nonces

/** The internal state of a {@link MusigPubnonce} or {@link MusigAggnonce}. */
export interface NonceState {
  /** R₁ and R₂ (an aggregate nonce's may be infinity). */
  readonly r1: g.Ge;
  readonly r2: g.Ge;
  /** The 66-byte encoding. */
  readonly bytes: Uint8Array;
}

let newPubnonce: (s: NonceState) => MusigPubnonce;
let pubnonceStateOf: (x: unknown) => NonceState | undefined;
let newAggnonce: (s: NonceState) => MusigAggnonce;
let aggnonceStateOf: (x: unknown) => NonceState | undefined;

/**
 * A parsed public nonce (libsecp256k1's `secp256k1_musig_pubnonce`): two points R₁, R₂ of a
 * signer's nonce, from {@link musigPubnonceParse}. Every function that takes a public nonce takes
 * its 66-byte encoding too; a parsed one saves the two square roots of parsing on each use.
 */
export class MusigPubnonce {
  readonly #s: NonceState;

  private constructor(s: NonceState) {
    this.#s = s;
    Object.freeze(this);
  }

  static {
    newPubnonce = (s) => new MusigPubnonce(s);
    pubnonceStateOf = (x) =>
      typeof x === "object" && x !== null && #s in x ? (x as MusigPubnonce).#s : undefined;
  }
}

/**
 * A parsed aggregate nonce (libsecp256k1's `secp256k1_musig_aggnonce`): the sums R₁, R₂ of the
 * signers' nonces, either of which may be the point at infinity. From {@link musigAggnonceParse};
 * functions that take an aggregate nonce take its 66-byte encoding too.
 */
export class MusigAggnonce {
  readonly #s: NonceState;

  private constructor(s: NonceState) {
    this.#s = s;
    Object.freeze(this);
  }

  static {
    newAggnonce = (s) => new MusigAggnonce(s);
    aggnonceStateOf = (x) =>
      typeof x === "object" && x !== null && #s in x ? (x as MusigAggnonce).#s : undefined;
  }
}

function parseNonce(bytes: Uint8Array, ext: boolean): NonceState | null {
  const r1 = g.geCreate();
  const r2 = g.geCreate();
  if (!parsePoint33(r1, bytes, 0, ext) || !parsePoint33(r2, bytes, 33, ext)) return null;
  const kept = stateBytes(66); // bytes has 66 (checked by the callers)
  kept.set(bytes);
  return { r1, r2, bytes: kept };
}

/**
 * Internal: the state of a public nonce argument (a {@link MusigPubnonce} or 66 bytes, parsed),
 * element `index` of the list `name` (a single value if index < 0).
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH`; `ERR_PUBNONCE` if the bytes are not two
 *   compressed points; each with the detail of the element and `contribution`.
 */
export function pubnonceState(x: unknown, name: string, index: number, contribution: string): NonceState {
  const st = pubnonceStateOf(x);
  if (st !== undefined) return st;
  if (!isBytes(x)) {
    fail(
      "ERR_TYPE",
      `${nameOf(name, index)}: expected a MusigPubnonce or Uint8Array, got ${typeName(x)}`,
      detailOf(index, contribution),
    );
  }
  if (x.length !== 66) assertBytes(x, nameOf(name, index), 66, detailOf(index, contribution));
  const p = parseNonce(x, false);
  if (p === null) {
    fail(
      "ERR_PUBNONCE",
      `${nameOf(name, index)}: not a valid public nonce (two compressed points)`,
      detailOf(index, contribution),
    );
  }
  return p;
}

/**
 * Internal: the state of an aggregate nonce argument (a {@link MusigAggnonce} or 66 bytes).
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH`; `ERR_PUBNONCE` with `detail`
 *   `{ signer: null, contribution: "aggnonce" }` if the bytes do not parse.
 */
export function aggnonceState(x: unknown, name: string): NonceState {
  const st = aggnonceStateOf(x);
  if (st !== undefined) return st;
  if (!isBytes(x)) {
    fail(
      "ERR_TYPE",
      `${name}: expected a MusigAggnonce or Uint8Array, got ${typeName(x)}`,
      detailOf(-1, "aggnonce"),
    );
  }
  assertBytes(x, name, 66, detailOf(-1, "aggnonce"));
  const p = parseNonce(x, true);
  if (p === null) {
    fail(
      "ERR_PUBNONCE",
      `${name}: not a valid aggregate nonce (two compressed points or 33 zero bytes)`,
      detailOf(-1, "aggnonce"),
    );
  }
  return p;
}

/**
 * Parses a signer's public nonce (libsecp256k1's `secp256k1_musig_pubnonce_parse`): 66 bytes,
 * two compressed points (02|03 ‖ x), neither the point at infinity.
 *
 * @param in66 - the encoding.
 * @returns the parsed nonce (an opaque object; {@link musigPubnonceSerialize} gives the bytes).
 * @throws `K1Error` `ERR_PUBNONCE` (detail `{ signer: null, contribution: "pubnonce" }`) if
 *   the bytes are not two valid compressed points; `ERR_TYPE` / `ERR_LENGTH` on a wrong argument.
 * @example
 * ```ts
 * const nonce = musigPubnonceParse(received66); // throws unless valid
 * ```
 */
export function musigPubnonceParse(in66: Uint8Array): MusigPubnonce {
  if (!isBytes(in66)) fail("ERR_TYPE", `in66: expected Uint8Array, got ${typeName(in66)}`);
  return newPubnonce(pubnonceState(in66, "in66", -1, "pubnonce"));
}

/**
 * Serializes a public nonce (libsecp256k1's `secp256k1_musig_pubnonce_serialize`).
 *
 * @param pubnonce - a parsed public nonce (or 66 bytes, validated and copied).
 * @returns its 66-byte encoding, a new array.
 * @throws `K1Error` `ERR_TYPE` on a wrong argument; `ERR_PUBNONCE` for invalid bytes.
 * @example
 * ```ts
 * send(musigPubnonceSerialize(nonce)); // 66 bytes
 * ```
 */
export function musigPubnonceSerialize(pubnonce: MusigPubnonce | Uint8Array): Uint8Array {
  return pubnonceState(pubnonce, "pubnonce", -1, "pubnonce").bytes.slice();
}

/**
 * Parses an aggregate nonce (libsecp256k1's `secp256k1_musig_aggnonce_parse`): 66 bytes, two
 * compressed points, each of which may be 33 zero bytes for the point at infinity (BIP327's
 * cbytes_ext).
 *
 * @param in66 - the encoding.
 * @returns the parsed aggregate nonce.
 * @throws `K1Error` `ERR_PUBNONCE` (detail `{ signer: null, contribution: "aggnonce" }`) if
 *   the bytes do not parse; `ERR_TYPE` / `ERR_LENGTH` on a wrong argument.
 * @example
 * ```ts
 * const aggnonce = musigAggnonceParse(fromCoordinator66);
 * ```
 */
export function musigAggnonceParse(in66: Uint8Array): MusigAggnonce {
  if (!isBytes(in66)) fail("ERR_TYPE", `in66: expected Uint8Array, got ${typeName(in66)}`);
  return newAggnonce(aggnonceState(in66, "in66"));
}

/**
 * Serializes an aggregate nonce (libsecp256k1's `secp256k1_musig_aggnonce_serialize`).
 *
 * @param aggnonce - a parsed aggregate nonce (or 66 bytes, validated and copied).
 * @returns its 66-byte encoding, a new array.
 * @throws `K1Error` `ERR_TYPE` on a wrong argument; `ERR_PUBNONCE` for invalid bytes.
 * @example
 * ```ts
 * broadcast(musigAggnonceSerialize(aggnonce));
 * ```
 */
export function musigAggnonceSerialize(aggnonce: MusigAggnonce | Uint8Array): Uint8Array {
  return aggnonceState(aggnonce, "aggnonce").bytes.slice();
}

// ---------------------------------------------------------------------------------------------
// Nonce generation

/** Options of {@link musigNonceGen} (BIP327's NonceGen inputs besides the public key). */
export interface MusigNonceGenOptions {
  /**
   * 32 bytes of fresh secret randomness (BIP327's rand′, libsecp256k1's `session_secrand32`),
   * never used before; default: 32 bytes from `crypto.getRandomValues`. They must not be all zero,
   * and are overwritten with zeros after use (as libsecp256k1 does) so that the same buffer cannot
   * make a second nonce. Pass it only to derive the randomness yourself (or for test vectors).
   */
  readonly sessionSecrand32?: Uint8Array | undefined;
  /**
   * The signer's 32-byte secret key (optional, recommended: it is mixed into the nonce, which then
   * stays unpredictable even if the randomness is weak).
   */
  readonly secretKey?: Uint8Array | undefined;
  /**
   * The message to be signed, any length, if known (optional). The nonce is then bound to it:
   * {@link musigPartialSign} refuses a session for another message.
   */
  readonly msg?: Uint8Array | undefined;
  /**
   * The key-aggregation cache of the session, if known (optional): its x-only aggregate key
   * enters the nonce, which is then bound to it. Not together with `aggPubkey`.
   */
  readonly keyaggCache?: MusigKeyAggCache | undefined;
  /** The 32-byte x-only aggregate key (BIP327's aggpk), if known: the same as `keyaggCache`'s. */
  readonly aggPubkey?: Uint8Array | undefined;
  /** Further input for the nonce, any length below 2^32 (optional; BIP327's extra_in). */
  readonly extraInput?: Uint8Array | undefined;
}

/** Options of {@link musigNonceGenCounter}: those of {@link MusigNonceGenOptions} it shares. */
export interface MusigNonceGenCounterOptions {
  /** As {@link MusigNonceGenOptions.msg}. */
  readonly msg?: Uint8Array | undefined;
  /** As {@link MusigNonceGenOptions.keyaggCache}. */
  readonly keyaggCache?: MusigKeyAggCache | undefined;
  /** As {@link MusigNonceGenOptions.aggPubkey}. */
  readonly aggPubkey?: Uint8Array | undefined;
  /** As {@link MusigNonceGenOptions.extraInput}. */
  readonly extraInput?: Uint8Array | undefined;
}

/** The result of {@link musigNonceGen} and {@link musigNonceGenCounter}. */
export interface MusigNonceGenResult {
  /** The secret nonce: keep it in memory, use it once, in {@link musigPartialSign}. */
  readonly secnonce: MusigSecnonce;
  /** The 66-byte public nonce, to send to the other signers (or the aggregator). */
  readonly pubnonce: Uint8Array;
}

const sk = scalar.create();
const k1 = scalar.create();
const k2 = scalar.create();
const pkGe = g.geCreate();
const nonceJ = [g.gejCreate(), g.gejCreate()];
const nonceA = [g.geCreate(), g.geCreate()];
const ZERO1 = new Uint8Array(1);
const ONE1 = new Uint8Array([1]);
const ZERO4 = new Uint8Array(4);
const LEN32 = new Uint8Array([32]);
const LEN33 = new Uint8Array([33]);
/** Scratch of nonce generation (secret; cleared after use; nothing in between calls out). */
const rand = new Uint8Array(32);
const digest = new Uint8Array(32);
const nonceH = [createHasher(), createHasher()];

interface NonceInputs {
  msg: Uint8Array | undefined;
  aggpk: Uint8Array | undefined;
  extra: Uint8Array | undefined;
}

function nonceInputs(opts: MusigNonceGenCounterOptions | undefined): NonceInputs {
  assertOptions(opts, "options");
  const msg = opts?.msg;
  if (msg !== undefined) assertBytes(msg, "options.msg");
  const extra = opts?.extraInput;
  if (extra !== undefined) {
    assertBytes(extra, "options.extraInput");
    if (extra.length >= 2 ** 32) fail("ERR_LENGTH", "options.extraInput: must be shorter than 2^32 bytes");
  }
  let aggpk: Uint8Array | undefined;
  if (opts?.keyaggCache !== undefined) {
    if (opts.aggPubkey !== undefined) fail("ERR_TYPE", "options: give keyaggCache or aggPubkey, not both");
    aggpk = keyAggState(opts.keyaggCache, "options.keyaggCache").qx;
  } else if (opts?.aggPubkey !== undefined) {
    assertBytes(opts.aggPubkey, "options.aggPubkey", 32);
    aggpk = opts.aggPubkey;
  }
  return { msg, aggpk, extra };
}

/**
 * BIP327's NonceGen after rand′: k₁, k₂ from rand (= rand′, or sk xor hash_MuSig/aux(rand′)),
 * then R₁ = k₁·G, R₂ = k₂·G. `sk` holds the secret key if `hasSk`. Constant time in the secrets.
 */
function nonceGenInternal(
  rand0: Uint8Array,
  hasSk: boolean,
  pk33: Uint8Array,
  inp: NonceInputs,
): MusigNonceGenResult {
  try {
    if (hasSk) {
      // "Let rand = bytes(32, sk) xor hash_MuSig/aux(rand')"
      taggedHashInto(rand, "MuSig/aux", rand0);
      scalar.getB32(digest, sk);
      for (let i = 0; i < 32; i++) rand[i] ^= digest[i];
    } else {
      rand.set(rand0);
    }
    // "Let k_i = int(hash_MuSig/nonce(rand ‖ bytes(1, len(pk)) ‖ pk ‖ bytes(1, len(aggpk)) ‖ aggpk
    //  ‖ msg_prefixed ‖ bytes(4, len(extra_in)) ‖ extra_in ‖ bytes(1, i - 1))) mod n"
    const h = taggedInto(nonceH[0], "MuSig/nonce");
    h.update(rand).update(LEN33).update(pk33);
    if (inp.aggpk !== undefined) h.update(LEN32).update(inp.aggpk);
    else h.update(ZERO1);
    if (inp.msg === undefined) h.update(ZERO1);
    else h.update(ONE1).update(lengthPrefix(inp.msg.length, 8)).update(inp.msg);
    const extra = inp.extra;
    if (extra === undefined) h.update(ZERO4);
    else h.update(lengthPrefix(extra.length, 4)).update(extra);
    h._cloneInto(nonceH[1]);
    finish(h.update(ZERO1), digest);
    scalar.setB32(k1, digest);
    finish(nonceH[1].update(ONE1), digest);
    scalar.setB32(k2, digest);
    // "Fail if k1 = 0 or k2 = 0" (probability ~2^-255)
    if (scalar.isZero(k1) || scalar.isZero(k2)) fail("ERR_NONCE", "musigNonceGen: a nonce is 0 mod n");
    // "Let R_s1 = k1⋅G, R_s2 = k2⋅G"
    const ctx = genContext();
    ecmultGen(ctx, nonceJ[0], k1);
    ecmultGen(ctx, nonceJ[1], k2);
    g.geSetAllGej(nonceA, nonceJ, 2);
    const pubnonce = new Uint8Array(66);
    savePoint33(pubnonce, 0, nonceA[0]);
    savePoint33(pubnonce, 33, nonceA[1]);
    const secnonce = makeSecnonce(k1, k2, pk33, inp.msg, inp.aggpk);
    return { secnonce, pubnonce };
  } finally {
    rand.fill(0);
    digest.fill(0);
    scalar.clear(sk);
    scalar.clear(k1);
    scalar.clear(k2);
    g.gejClear(nonceJ[0]);
    g.gejClear(nonceJ[1]);
  }
}

/**
 * Generates the nonce of one signing session (BIP327's NonceGen; libsecp256k1's
 * `secp256k1_musig_nonce_gen`): a secret nonce to keep and a public nonce to send. The session
 * randomness comes from `crypto.getRandomValues` unless given; the secret key, message, aggregate
 * key and extra input are optional and make the nonce safer (see {@link MusigNonceGenOptions}).
 * Constant time in the secret key and the nonce.
 *
 * Use each secret nonce for one partial signature only, in this process (see
 * {@link MusigSecnonce}); generate a new nonce for every signing session, after which the public
 * nonce may be sent at any time before the message is known.
 *
 * @param publicKey - the signer's public key (33 or 65 bytes), the one it signs with.
 * @param options - the randomness and the optional inputs.
 * @returns the secret nonce and the 66-byte public nonce.
 * @throws `K1Error` `ERR_PUBLIC_KEY` for an invalid key; `ERR_PRIVATE_KEY` for an invalid
 *   `secretKey`; `ERR_RANDOM` if `sessionSecrand32` is all zero, or absent where there is no
 *   `crypto.getRandomValues`; `ERR_TYPE` / `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const { secnonce, pubnonce } = musigNonceGen(myPubkey, { secretKey: mySecret, keyaggCache, msg });
 * send(pubnonce);
 * ```
 */
export function musigNonceGen(publicKey: Uint8Array, options?: MusigNonceGenOptions): MusigNonceGenResult {
  const inp = nonceInputs(options);
  const pk33 = new Uint8Array(33);
  // A key of the aggregation was validated by musigPubkeyAgg; any other is checked here.
  const cache = options?.keyaggCache;
  if (
    !(
      cache !== undefined &&
      publicKey instanceof Uint8Array &&
      publicKey.length === 33 &&
      keyIndex(keyAggState(cache), publicKey) >= 0
    )
  ) {
    checkPubkey(pk33, publicKey, "publicKey");
  } else {
    pk33.set(publicKey);
  }
  const own = options?.sessionSecrand32 === undefined;
  let rand0: Uint8Array;
  if (own) {
    const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
    if (c === undefined || typeof c.getRandomValues !== "function") {
      fail("ERR_RANDOM", "musigNonceGen: crypto.getRandomValues is not available; pass sessionSecrand32");
    }
    rand0 = c.getRandomValues(new Uint8Array(32));
  } else {
    rand0 = options.sessionSecrand32 as Uint8Array;
    assertBytes(rand0, "options.sessionSecrand32", 32);
  }
  let nz = 0;
  for (let i = 0; i < 32; i++) nz |= rand0[i];
  if (nz === 0) fail("ERR_RANDOM", "musigNonceGen: sessionSecrand32 is all zero");
  const hasSk = options?.secretKey !== undefined;
  try {
    if (hasSk) {
      assertBytes(options.secretKey, "options.secretKey", 32);
      if (!scalar.setB32SecKey(sk, options.secretKey, 0)) {
        fail("ERR_PRIVATE_KEY", "options.secretKey: not a valid secret key (it must be 0 < key < n)");
      }
    }
    return nonceGenInternal(rand0, hasSk, pk33, inp);
  } finally {
    scalar.clear(sk);
    rand0.fill(0); // the caller's buffer too: it must not make a second nonce
  }
}

/**
 * Generates a nonce from a counter instead of randomness (libsecp256k1's
 * `secp256k1_musig_nonce_gen_counter`; BIP327's NonceGen with rand′ = the counter as 8 bytes big
 * endian ‖ 24 zero bytes, and the secret key). For signers without a good random source: the
 * nonce is unique as long as **the counter never repeats for this key**, across restarts and
 * every other signing session (store the next counter durably before using a nonce).
 *
 * @param counter - the non-repeating counter, an integer 0 ≤ counter < 2^64 (number or bigint).
 * @param secretKey - the signer's 32-byte secret key, or a 96-byte keypair (`keypairCreate` of
 *   `@k1/sigs`; faster: the public key is not recomputed).
 * @param options - the optional message, aggregate key and extra input.
 * @returns the secret nonce and the 66-byte public nonce.
 * @throws `K1Error` `ERR_PRIVATE_KEY` / `ERR_PUBLIC_KEY` for an invalid key or keypair;
 *   `ERR_RANGE` if the counter is out of range; `ERR_TYPE` / `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const next = store.increment("musig-counter"); // durable, never repeats
 * const { secnonce, pubnonce } = musigNonceGenCounter(next, keypair, { keyaggCache });
 * ```
 */
export function musigNonceGenCounter(
  counter: number | bigint,
  secretKey: Uint8Array,
  options?: MusigNonceGenCounterOptions,
): MusigNonceGenResult {
  let c: bigint;
  if (typeof counter === "bigint") c = counter;
  else if (typeof counter === "number" && Number.isSafeInteger(counter)) c = BigInt(counter);
  else fail("ERR_TYPE", `counter: expected an integer (number or bigint), got ${typeName(counter)}`);
  if (c < 0n || c >= 1n << 64n) fail("ERR_RANGE", "counter: expected 0 ≤ counter < 2^64");
  const inp = nonceInputs(options);
  const rand0 = new Uint8Array(32);
  for (let i = 7; i >= 0; i--) {
    rand0[i] = Number(c & 0xffn);
    c >>= 8n;
  }
  try {
    loadSigner(sk, pkGe, secretKey, "secretKey");
    const pk33 = new Uint8Array(33);
    g.geSerializePubkey(pk33, pkGe, true);
    return nonceGenInternal(rand0, true, pk33, inp);
  } finally {
    scalar.clear(sk);
  }
}

// ---------------------------------------------------------------------------------------------
// Nonce aggregation

const sumJ = [g.gejCreate(), g.gejCreate()];
const sumA = [g.geCreate(), g.geCreate()];
const pairA = g.geCreate();
const pairR = g.geCreate();

/**
 * r = a + b for two affine points (finite, as a public nonce's are): by the co-Z addition of
 * `@k1/group` (4 mul + 2 sqr, the sum's z is x(a) − x(b)) unless x(a) = x(b), where the general
 * formula handles a = b and a = −b. Variable time.
 */
function addPairVar(r: g.Gej, a: g.Ge, b: g.Ge): void {
  if (fe.equalVar(a.x, b.x)) {
    g.gejSetGe(r, a);
    g.gejAddGeVar(r, r, b);
    return;
  }
  g.geCopy(pairA, a);
  g.geAddCoZVar(pairR, pairA, b, r.z);
  fe.copy(r.x, pairR.x);
  fe.copy(r.y, pairR.y);
  r.infinity = 0;
}

/**
 * Aggregates the signers' public nonces (BIP327's NonceAgg; libsecp256k1's
 * `secp256k1_musig_nonce_agg`): R₁ = Σ R₁ᵢ, R₂ = Σ R₂ᵢ, either of which may be the point at
 * infinity (encoded as 33 zero bytes). Anyone can aggregate (a coordinator, or every signer);
 * the result goes to every signer's {@link musigNonceProcess}. Variable time (public data).
 *
 * @param pubnonces - the public nonces of all signers, as 66 bytes or parsed
 *   ({@link MusigPubnonce}), in any order; at least one.
 * @returns the 66-byte aggregate nonce.
 * @throws `K1Error` `ERR_PUBNONCE` (or `ERR_TYPE` / `ERR_LENGTH`) with `detail`
 *   `{ signer: i, contribution: "pubnonce" }` for an invalid nonce i (BIP327's invalid
 *   contribution); `ERR_TYPE` / `ERR_LENGTH` if `pubnonces` is not a non-empty array.
 * @example
 * ```ts
 * const aggnonce = musigNonceAgg([nonceAlice, nonceBob, nonceCarol]);
 * ```
 */
export function musigNonceAgg(pubnonces: readonly (Uint8Array | MusigPubnonce)[]): Uint8Array {
  return aggregateNonces(pubnonces, "pubnonces", "pubnonce");
}

/** Internal: NonceAgg, errors naming `contribution` (e.g. "aggothernonce" for deterministic signing). */
export function aggregateNonces(
  pubnonces: readonly unknown[],
  name: string,
  contribution: string,
): Uint8Array {
  assertList(pubnonces, name);
  const list = contribution === "pubnonce";
  const n = pubnonces.length;
  // libsecp256k1 adds each nonce to a running Jacobian sum; the first two are added here as two
  // affine points (the co-Z formula), the others as libsecp256k1 does.
  const st0 = pubnonceState(pubnonces[0], name, list ? 0 : -1, contribution);
  let i = 1;
  if (n === 1) {
    g.gejSetGe(sumJ[0], st0.r1);
    g.gejSetGe(sumJ[1], st0.r2);
  } else {
    const st1 = pubnonceState(pubnonces[1], name, list ? 1 : -1, contribution);
    addPairVar(sumJ[0], st0.r1, st1.r1);
    addPairVar(sumJ[1], st0.r2, st1.r2);
    i = 2;
  }
  for (; i < n; i++) {
    const st = pubnonceState(pubnonces[i], name, list ? i : -1, contribution);
    g.gejAddGeVar(sumJ[0], sumJ[0], st.r1);
    g.gejAddGeVar(sumJ[1], sumJ[1], st.r2);
  }
  g.geSetAllGejVar(sumA, sumJ, 2);
  const out = new Uint8Array(66);
  savePoint33(out, 0, sumA[0]);
  savePoint33(out, 33, sumA[1]);
  return out;
}
