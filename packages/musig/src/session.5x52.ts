/**
 * BIP327 signing on this backend (libsecp256k1's `musig/session_impl.h`, second half): the
 * session (NonceProcess / GetSessionValues), partial signatures (Sign, PartialSigVerify,
 * PartialSigAgg), BIP327's DeterministicSign for stateless signers, and the parsed partial
 * signature.
 *
 * {@link musigPartialSign} and {@link musigDeterministicSign} are constant time in the secret key
 * and the secret nonce (constant-time scalar arithmetic, conditional negation by mask, the blinded
 * generator multiplication); everything else here handles public data in variable time.
 *
 * @module
 */
import { ecmult, ecmultGen, multiScalarMulVar } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { genContext } from "@k1/sigs/5x52";
import { taggedHash, taggedHashInto } from "./hash.5x52.js";
import { type KeyAggState, keyAggState, keyIndex, type MusigKeyAggCache } from "./keyagg.5x52.js";
import {
  aggnonceState,
  aggregateNonces,
  type MusigAggnonce,
  type MusigPubnonce,
  type MusigSecnonce,
  makeSecnonce,
  pubnonceState,
  type SecnonceState,
  takeSecnonce,
} from "./nonce.5x52.js";
import {
  assertPubkeyBytes,
  detailOf,
  loadPubkey,
  loadSecretKey,
  loadSigner,
  nameOf,
  savePoint33,
} from "./point.5x52.js";
import { assertBytes, assertList, equalBytesVar, fail, isBytes, typeName } from "./validate.5x52.js";

// ---------------------------------------------------------------------------------------------
// Sessions

/** The internal state of a {@link MusigSession}. */
export interface SessionState {
  /** x(R) of the final nonce R (the signature's first half). */
  readonly finNonceX: Uint8Array;
  /** 1 if R has odd y. */
  readonly finNonceParity: number;
  /** The nonce coefficient b. */
  readonly b: scalar.Scalar;
  /** The challenge e. */
  readonly e: scalar.Scalar;
  /** e·g·tacc, added to the sum of the partial signatures. */
  readonly sPart: scalar.Scalar;
  /** Whether sPart is 0 (no tweak): the sum then starts from the first partial signature. */
  readonly sPartZero: boolean;
  /** The message (a copy). */
  readonly msg: Uint8Array;
  /** The identity of the key aggregation it was made with ({@link KeyAggState.id}). */
  readonly cacheId: Uint8Array;
}

let newSession: (s: SessionState) => MusigSession;
let sessionStateOf: (x: unknown) => SessionState | undefined;

/**
 * A signing session (libsecp256k1's `secp256k1_musig_session`; BIP327's session context): the
 * final nonce, the nonce coefficient and the challenge of one message under one key aggregation,
 * from {@link musigNonceProcess}. Opaque and immutable; it holds public data only. Signing and
 * verification check that the key-aggregation cache they are given is the one of the session.
 */
export class MusigSession {
  readonly #s: SessionState;

  private constructor(s: SessionState) {
    this.#s = s;
    Object.freeze(this);
  }

  static {
    newSession = (s) => new MusigSession(s);
    sessionStateOf = (x) =>
      typeof x === "object" && x !== null && #s in x ? (x as MusigSession).#s : undefined;
  }
}

function sessionState(x: unknown, name = "session"): SessionState {
  const st = sessionStateOf(x);
  if (st === undefined)
    fail("ERR_TYPE", `${name}: expected a MusigSession of this backend, got ${typeName(x)}`);
  return st;
}

function checkSessionCache(ss: SessionState, ks: KeyAggState, fn: string): void {
  if (ss.cacheId !== ks.id && !equalBytesVar(ss.cacheId, ks.id)) {
    fail("ERR_SESSION", `${fn}: the session was made with another key aggregation (other keys or tweaks)`);
  }
}

const bj = g.gejCreate();
const hbuf = new Uint8Array(32);
const rA = g.geCreate();
const t1 = scalar.create();

/**
 * Processes the aggregate nonce into a session (BIP327's GetSessionValues; libsecp256k1's
 * `secp256k1_musig_nonce_process`): b = hash_MuSig/noncecoef(aggnonce ‖ x(Q) ‖ m), the final
 * nonce R = R₁ + b·R₂ (G if that is infinity), the challenge e = hash_BIP0340/challenge(x(R) ‖
 * x(Q) ‖ m) and the tweak's share of s. Every signer, and whoever aggregates the partial
 * signatures, computes the same session. Variable time (public data).
 *
 * @param aggnonce - the aggregate nonce, 66 bytes or parsed ({@link MusigAggnonce}).
 * @param msg - the message to sign, any length (BIP327 allows any; most protocols sign a 32-byte
 *   hash).
 * @param keyaggCache - the key-aggregation cache, tweaks included.
 * @returns the session.
 * @throws `K1Error` `ERR_PUBNONCE` with `detail` `{ signer: null, contribution: "aggnonce" }`
 *   if the aggregate nonce does not parse (the aggregator's fault); `ERR_TYPE` / `ERR_LENGTH` on
 *   wrong arguments.
 * @example
 * ```ts
 * const session = musigNonceProcess(aggnonce, msg, keyaggCache);
 * const psig = musigPartialSign(secnonce, keypair, keyaggCache, session);
 * ```
 */
export function musigNonceProcess(
  aggnonce: Uint8Array | MusigAggnonce,
  msg: Uint8Array,
  keyaggCache: MusigKeyAggCache,
): MusigSession {
  const ns = aggnonceState(aggnonce, "aggnonce");
  assertBytes(msg, "msg");
  const ks = keyAggState(keyaggCache);
  // "Let b = int(hash_MuSig/noncecoef(aggnonce ‖ xbytes(Q) ‖ m)) mod n"
  const b = scalar.create();
  taggedHashInto(hbuf, "MuSig/noncecoef", ns.bytes, ks.qx, msg);
  scalar.setB32(b, hbuf);
  // "Let R' = R1 + b⋅R2; if is_infinite(R'), let R = G, else R = R'"
  if (ns.r2.infinity) g.gejSetInfinity(bj);
  else {
    g.gejSetGe(bj, ns.r2);
    ecmult(bj, bj, b, null);
  }
  g.gejAddGeVar(bj, bj, ns.r1);
  if (bj.infinity) g.geCopy(rA, g.GE_CONST_G);
  else g.geSetGejVar(rA, bj);
  fe.normalizeVar(rA.x);
  fe.normalizeVar(rA.y);
  const finNonceX = new Uint8Array(32);
  fe.getB32(finNonceX, rA.x);
  const finNonceParity = fe.isOdd(rA.y) ? 1 : 0;
  // "Let e = int(hash_BIP0340/challenge(xbytes(R) ‖ xbytes(Q) ‖ m)) mod n"
  const e = scalar.create();
  taggedHashInto(hbuf, "BIP0340/challenge", finNonceX, ks.qx, msg);
  scalar.setB32(e, hbuf);
  // PartialSigAgg's "s = s + e⋅g⋅tacc", g = −1 if Q has odd y
  const sPart = scalar.create();
  scalar.mul(sPart, e, ks.tacc);
  if (ks.qOdd) scalar.negate(sPart, sPart);
  return newSession({
    finNonceX,
    finNonceParity,
    b,
    e,
    sPart,
    sPartZero: scalar.isZero(sPart),
    msg: msg.slice(),
    cacheId: ks.id,
  });
}

// ---------------------------------------------------------------------------------------------
// Partial signatures

/** The internal state of a {@link MusigPartialSig}. */
interface PartialSigState {
  readonly s: scalar.Scalar;
  readonly bytes: Uint8Array;
}

let newPartialSig: (s: PartialSigState) => MusigPartialSig;
let partialSigStateOf: (x: unknown) => PartialSigState | undefined;

/**
 * A parsed partial signature (libsecp256k1's `secp256k1_musig_partial_sig`): a scalar below n,
 * from {@link musigPartialSigParse}. Functions that take a partial signature take its 32-byte
 * encoding too.
 */
export class MusigPartialSig {
  readonly #s: PartialSigState;

  private constructor(s: PartialSigState) {
    this.#s = s;
    Object.freeze(this);
  }

  static {
    newPartialSig = (s) => new MusigPartialSig(s);
    partialSigStateOf = (x) =>
      typeof x === "object" && x !== null && #s in x ? (x as MusigPartialSig).#s : undefined;
  }
}

/** Loads a partial signature (element `index` of the list `name`) into r; false if 32 bytes ≥ n. */
function loadPartialSig(r: scalar.Scalar, x: unknown, name: string, index: number): boolean {
  const st = partialSigStateOf(x);
  if (st !== undefined) {
    scalar.copy(r, st.s);
    return true;
  }
  if (!isBytes(x)) {
    fail(
      "ERR_TYPE",
      `${nameOf(name, index)}: expected a MusigPartialSig or Uint8Array, got ${typeName(x)}`,
      detailOf(index, "psig"),
    );
  }
  if (x.length !== 32) assertBytes(x, nameOf(name, index), 32, detailOf(index, "psig"));
  return !scalar.setB32(r, x);
}

/**
 * Parses a partial signature (libsecp256k1's `secp256k1_musig_partial_sig_parse`): 32 bytes, a
 * big-endian scalar below the group order n.
 *
 * @param in32 - the encoding.
 * @returns the parsed partial signature.
 * @throws `K1Error` `ERR_PARTIAL_SIG` (detail `{ signer: null, contribution: "psig" }`) if
 *   the value is ≥ n; `ERR_TYPE` / `ERR_LENGTH` on a wrong argument.
 * @example
 * ```ts
 * const psig = musigPartialSigParse(received32);
 * ```
 */
export function musigPartialSigParse(in32: Uint8Array): MusigPartialSig {
  assertBytes(in32, "in32", 32, detailOf(-1, "psig"));
  const s = scalar.create();
  if (scalar.setB32(s, in32))
    fail("ERR_PARTIAL_SIG", "in32: a partial signature must be below n", detailOf(-1, "psig"));
  return newPartialSig({ s, bytes: in32.slice() });
}

/**
 * Serializes a partial signature (libsecp256k1's `secp256k1_musig_partial_sig_serialize`).
 *
 * @param partialSig - a parsed partial signature (or 32 bytes, validated and copied).
 * @returns its 32-byte encoding, a new array.
 * @throws `K1Error` `ERR_TYPE` on a wrong argument; `ERR_PARTIAL_SIG` for bytes ≥ n.
 * @example
 * ```ts
 * send(musigPartialSigSerialize(psig));
 * ```
 */
export function musigPartialSigSerialize(partialSig: MusigPartialSig | Uint8Array): Uint8Array {
  const st = partialSigStateOf(partialSig);
  if (st !== undefined) return st.bytes.slice();
  musigPartialSigParse(partialSig as Uint8Array);
  return (partialSig as Uint8Array).slice();
}

const skS = scalar.create();
const k1S = scalar.create();
const k2S = scalar.create();
const sS = scalar.create();
const signerPk = g.geCreate();
const pk33 = new Uint8Array(33);

/**
 * BIP327's Sign with the nonce already taken: s = k₁ + b·k₂ + e·a·d, k negated if R has odd y,
 * d = g·gacc·d′. On input skS, signerPk hold the signer, k1S, k2S the nonce; all are cleared.
 */
function signInternal(ns: SecnonceState, ks: KeyAggState, ss: SessionState, fn: string): Uint8Array {
  try {
    g.geSerializePubkey(pk33, signerPk, true);
    // "Fail if pk ≠ secnonce[64:97]" (the nonce was made for another key)
    if (!equalBytesVar(pk33, ns.pk33)) {
      fail("ERR_SECNONCE", `${fn}: the secret nonce was made for another public key`);
    }
    checkSessionCache(ss, ks, fn);
    if (ns.msg !== undefined && !equalBytesVar(ns.msg, ss.msg)) {
      fail("ERR_SESSION", `${fn}: the secret nonce was made for another message than the session's`);
    }
    if (ns.aggpk !== undefined && !equalBytesVar(ns.aggpk, ks.qx)) {
      fail("ERR_SESSION", `${fn}: the secret nonce was made for another aggregate key than the session's`);
    }
    // GetSessionKeyAggCoeff: "Fail if pk ∉ {pk1..pku}"
    const idx = keyIndex(ks, pk33);
    if (idx < 0) fail("ERR_SESSION", `${fn}: the signer's public key is not one of the aggregated keys`);
    // "Let k1 = k1', k2 = k2' if has_even_y(R), otherwise n − k1', n − k2'"
    scalar.condNegate(k1S, ss.finNonceParity);
    scalar.condNegate(k2S, ss.finNonceParity);
    // "Let d = g⋅gacc⋅d' mod n" (g = −1 if Q has odd y; public)
    scalar.condNegate(skS, ks.qOdd ^ ks.parityAcc);
    // "Let a = GetSessionKeyAggCoeff(session_ctx, P)"; "s = (k1 + b⋅k2 + e⋅a⋅d) mod n"
    scalar.mul(skS, skS, ks.coefs[idx]);
    scalar.mul(sS, ss.e, skS);
    scalar.mul(k2S, ss.b, k2S);
    scalar.add(k1S, k1S, k2S);
    scalar.add(sS, sS, k1S);
    const out = new Uint8Array(32);
    scalar.getB32(out, sS);
    return out;
  } finally {
    scalar.clear(skS);
    scalar.clear(k1S);
    scalar.clear(k2S);
    scalar.clear(sS);
  }
}

/**
 * Makes this signer's partial signature (BIP327's Sign; libsecp256k1's
 * `secp256k1_musig_partial_sign`). Constant time in the secret key and the secret nonce.
 *
 * **Consumes the secret nonce**: it is wiped and marked used on every call that receives a secret
 * nonce, whether signing succeeds or throws, so a nonce can never sign twice (a second call
 * throws `ERR_SECNONCE`). Checks first that the nonce was made for this key, that the session
 * belongs to this key-aggregation cache, that this signer's key is one of the aggregated keys,
 * and that a nonce bound to a message or aggregate key at generation meets the same in the
 * session.
 *
 * @param secnonce - the signer's secret nonce for this signature (consumed: a secret nonce signs once).
 * @param secretKey - the signer's 32-byte secret key, or a 96-byte keypair (`keypairCreate` of
 *   `@k1/sigs`; faster: the public key is not recomputed).
 * @param keyaggCache - the key-aggregation cache of the session.
 * @param session - the session, from {@link musigNonceProcess}.
 * @returns the 32-byte partial signature.
 * @throws `K1Error` `ERR_SECNONCE` if the nonce was used already or was made for another
 *   key; `ERR_SESSION` if the inputs do not belong together (see above); `ERR_PRIVATE_KEY` /
 *   `ERR_PUBLIC_KEY` for an invalid key or keypair; `ERR_TYPE` / `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const psig = musigPartialSign(secnonce, keypair, keyaggCache, session); // secnonce is now spent
 * ```
 */
export function musigPartialSign(
  secnonce: MusigSecnonce,
  secretKey: Uint8Array,
  keyaggCache: MusigKeyAggCache,
  session: MusigSession,
): Uint8Array {
  const ns = takeSecnonce(k1S, k2S, secnonce, "secnonce");
  try {
    const ks = keyAggState(keyaggCache);
    const ss = sessionState(session);
    loadSigner(skS, signerPk, secretKey, "secretKey");
    return signInternal(ns, ks, ss, "musigPartialSign");
  } finally {
    scalar.clear(skS);
    scalar.clear(k1S);
    scalar.clear(k2S);
  }
}

const vPts = [g.geCreate(), g.geCreate()];
const vScs = [scalar.create(), scalar.create()];
const vG = scalar.create();
const vJ = g.gejCreate();
const vR1 = g.geCreate();
const vPk = g.geCreate();
const vPk33 = new Uint8Array(33);

/**
 * Verifies one signer's partial signature (BIP327's PartialSigVerifyInternal; libsecp256k1's
 * `secp256k1_musig_partial_sig_verify`): s·G = Rₑ + e·a·g′·P with Rₑ = ±(R₁ + b·R₂) the signer's
 * effective nonce, computed as one multi-scalar multiplication. Use it to find which signer
 * spoiled an aggregate signature that does not verify. Variable time (public data).
 *
 * @param partialSig - the partial signature, 32 bytes or parsed ({@link MusigPartialSig}).
 * @param pubnonce - that signer's public nonce, 66 bytes or parsed.
 * @param publicKey - that signer's public key (33 or 65 bytes).
 * @param keyaggCache - the key-aggregation cache of the session.
 * @param session - the session.
 * @returns `true` iff the partial signature is valid; `false` if not, or if it is ≥ n.
 * @throws `K1Error` `ERR_PUBNONCE` / `ERR_PUBLIC_KEY` if the nonce or key does not parse
 *   (detail: contribution `"pubnonce"` / `"pubkey"`, signer null); `ERR_SESSION` if the key is not
 *   one of the aggregated keys or the session belongs to another key aggregation; `ERR_TYPE` /
 *   `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * if (!musigPartialSigVerify(psigBob, nonceBob, pkBob, keyaggCache, session)) blame("Bob");
 * ```
 */
export function musigPartialSigVerify(
  partialSig: Uint8Array | MusigPartialSig,
  pubnonce: Uint8Array | MusigPubnonce,
  publicKey: Uint8Array,
  keyaggCache: MusigKeyAggCache,
  session: MusigSession,
): boolean {
  const okS = loadPartialSig(sS, partialSig, "partialSig", -1);
  const ns = pubnonceState(pubnonce, "pubnonce", -1, "pubnonce");
  const ks = keyAggState(keyaggCache);
  // The signer's key: a 33-byte key of the aggregation is found by its bytes (musigPubkeyAgg
  // parsed and kept it); any other key is parsed first.
  assertPubkeyBytes(publicKey, "publicKey", -1, "pubkey");
  let idx = publicKey.length === 33 ? keyIndex(ks, publicKey) : -1;
  if (idx < 0) {
    loadPubkey(vPk, vPk33, 0, publicKey, "publicKey", -1, "pubkey");
    idx = keyIndex(ks, vPk33);
  }
  const ss = sessionState(session);
  checkSessionCache(ss, ks, "musigPartialSigVerify");
  if (idx < 0) {
    fail("ERR_SESSION", "musigPartialSigVerify: the signer's public key is not one of the aggregated keys");
  }
  // "Let s = int(psig); fail if s ≥ n"
  if (!okS) return false;
  // With Re = ±(R1 + b⋅R2) (− if R has odd y) and e' = e⋅a⋅g⋅gacc:
  // check (±b)⋅R2 + e'⋅P − s⋅G + (±R1) = infinity.
  scalar.mul(vScs[1], ss.e, ks.coefs[idx]);
  if (ks.qOdd ^ ks.parityAcc) scalar.negate(vScs[1], vScs[1]);
  scalar.copy(vScs[0], ss.b);
  if (ss.finNonceParity) scalar.negate(vScs[0], vScs[0]);
  g.geCopy(vPts[0], ns.r2);
  g.geCopy(vPts[1], ks.points[idx]);
  scalar.negate(vG, sS);
  multiScalarMulVar(vJ, vPts, vScs, vG);
  if (ss.finNonceParity) g.geNeg(vR1, ns.r1);
  else g.geCopy(vR1, ns.r1);
  g.gejAddGeVar(vJ, vJ, vR1);
  scalar.clear(sS);
  return vJ.infinity !== 0;
}

const aggS = scalar.create();

/**
 * Aggregates the partial signatures into the BIP340 signature (BIP327's PartialSigAgg;
 * libsecp256k1's `secp256k1_musig_partial_sig_agg`): x(R) ‖ (Σ sᵢ + e·g·tacc). It verifies with
 * `schnorrVerify(sig, msg, xonly(Q))` if every partial signature was valid; this function does
 * not check them (use {@link musigPartialSigVerify} to find a bad one, or verify the result).
 *
 * @param session - the session.
 * @param partialSigs - the partial signatures of all signers, 32 bytes or parsed, in any order.
 * @returns the 64-byte BIP340 signature.
 * @throws `K1Error` `ERR_PARTIAL_SIG` (or `ERR_TYPE` / `ERR_LENGTH`) with `detail`
 *   `{ signer: i, contribution: "psig" }` for a partial signature i that is ≥ n (BIP327's invalid
 *   contribution); `ERR_TYPE` / `ERR_LENGTH` if `partialSigs` is not a non-empty array.
 * @example
 * ```ts
 * const sig = musigPartialSigAgg(session, [psigAlice, psigBob, psigCarol]);
 * schnorrVerify(sig, msg, aggPubkey); // true (untweaked key)
 * ```
 */
export function musigPartialSigAgg(
  session: MusigSession,
  partialSigs: readonly (Uint8Array | MusigPartialSig)[],
): Uint8Array {
  const ss = sessionState(session);
  assertList(partialSigs, "partialSigs");
  const out = new Uint8Array(64);
  out.set(ss.finNonceX);
  // "s = s_1 + … + s_u + e⋅g⋅tacc mod n": without a tweak the last term is 0 (public) and the sum
  // starts from s_1 (libsecp256k1 adds it anyway).
  let i = 0;
  if (ss.sPartZero) scalar.copy(aggS, partialSigScalar(partialSigs[i++], 0));
  else scalar.copy(aggS, ss.sPart);
  for (; i < partialSigs.length; i++) scalar.add(aggS, aggS, partialSigScalar(partialSigs[i], i));
  scalar.getB32(out, aggS, 32);
  return out;
}

/** The scalar of partial signature i (parsed object or 32 bytes below n). */
function partialSigScalar(x: unknown, i: number): scalar.Scalar {
  const p = partialSigStateOf(x);
  if (p !== undefined) return p.s;
  if (!loadPartialSig(t1, x, "partialSigs", i)) {
    fail("ERR_PARTIAL_SIG", `partialSigs[${i}]: a partial signature must be below n`, detailOf(i, "psig"));
  }
  return t1;
}

// ---------------------------------------------------------------------------------------------
// Deterministic signing

/** The result of {@link musigDeterministicSign}. */
export interface MusigDeterministicSignResult {
  /** This signer's 66-byte public nonce (the aggregator adds it to the other nonces). */
  readonly pubnonce: Uint8Array;
  /** This signer's 32-byte partial signature. */
  readonly partialSig: Uint8Array;
}

const dJ = [g.gejCreate(), g.gejCreate()];
const dA = [g.geCreate(), g.geCreate()];
const dSk = scalar.create();

/**
 * BIP327's DeterministicSign: the partial signature of a stateless signer that signs last, once
 * every other signer's nonce is known (aggregated into `aggothernonce`). Its nonce is derived from
 * the secret key, the other nonces, the aggregate key and the message, so it keeps no state and
 * cannot reuse a nonce by itself; but **the other signers' nonces must be fresh** for every
 * message (BIP327: only the last signer may sign deterministically). Constant time in the secret.
 *
 * @param secretKey - the signer's 32-byte secret key.
 * @param aggothernonce - the aggregate of all other signers' public nonces (66 bytes, from
 *   {@link musigNonceAgg}; neither point may be infinity).
 * @param keyaggCache - the key-aggregation cache, tweaks included.
 * @param msg - the message, any length.
 * @param rand - optional 32 bytes of fresh randomness (BIP327's rand), mixed into the key.
 * @returns this signer's public nonce and partial signature.
 * @throws `K1Error` `ERR_PUBNONCE` with `detail` `{ signer: null, contribution:
 *   "aggothernonce" }` if `aggothernonce` is not two valid points; `ERR_SESSION` if the signer's
 *   key is not one of the aggregated keys; `ERR_PRIVATE_KEY` for an invalid key; `ERR_TYPE` /
 *   `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const aggothernonce = musigNonceAgg([nonceAlice, nonceBob]);
 * const { pubnonce, partialSig } = musigDeterministicSign(carolSecret, aggothernonce, keyaggCache, msg);
 * ```
 */
export function musigDeterministicSign(
  secretKey: Uint8Array,
  aggothernonce: Uint8Array,
  keyaggCache: MusigKeyAggCache,
  msg: Uint8Array,
  rand?: Uint8Array,
): MusigDeterministicSignResult {
  const ks = keyAggState(keyaggCache);
  assertBytes(aggothernonce, "aggothernonce", 66, detailOf(-1, "aggothernonce"));
  assertBytes(msg, "msg");
  if (rand !== undefined) assertBytes(rand, "rand", 32);
  loadSecretKey(dSk, secretKey, "secretKey");
  const skb = new Uint8Array(32);
  try {
    // "If rand is given: sk' = sk xor hash_MuSig/aux(rand), else sk' = sk"
    scalar.getB32(skb, dSk);
    if (rand !== undefined) {
      const aux = taggedHash("MuSig/aux", rand);
      for (let i = 0; i < 32; i++) skb[i] ^= aux[i];
      aux.fill(0);
    }
    // "Let k_i = int(det_nonce_hash(sk', aggothernonce, aggpk, m, i - 1)) mod n"
    const msgLen = new Uint8Array(8);
    let len = msg.length;
    for (let i = 7; i >= 0; i--) {
      msgLen[i] = len % 256;
      len = Math.floor(len / 256);
    }
    const d1 = taggedHash(
      "MuSig/deterministic/nonce",
      skb,
      aggothernonce,
      ks.qx,
      msgLen,
      msg,
      new Uint8Array([0]),
    );
    const d2 = taggedHash(
      "MuSig/deterministic/nonce",
      skb,
      aggothernonce,
      ks.qx,
      msgLen,
      msg,
      new Uint8Array([1]),
    );
    scalar.setB32(k1S, d1);
    scalar.setB32(k2S, d2);
    d1.fill(0);
    d2.fill(0);
    if (scalar.isZero(k1S) || scalar.isZero(k2S))
      fail("ERR_NONCE", "musigDeterministicSign: a nonce is 0 mod n");
    // "Let R_s1 = k1⋅G, R_s2 = k2⋅G", and the signer's P = d⋅G
    const ctx = genContext();
    ecmultGen(ctx, dJ[0], k1S);
    ecmultGen(ctx, dJ[1], k2S);
    g.geSetAllGej(dA, dJ, 2);
    const pubnonce = new Uint8Array(66);
    savePoint33(pubnonce, 0, dA[0]);
    savePoint33(pubnonce, 33, dA[1]);
    ecmultGen(ctx, dJ[0], dSk);
    g.geSetGej(signerPk, dJ[0]);
    g.geSerializePubkey(pk33, signerPk, true);
    // "Let aggnonce = NonceAgg((pubnonce, aggothernonce)); fail if that fails"
    const aggnonce = aggregateNonces([pubnonce, aggothernonce], "aggothernonce", "aggothernonce");
    const session = musigNonceProcess(aggnonce, msg, keyaggCache);
    const secnonce = makeSecnonce(k1S, k2S, pk33, undefined, undefined);
    const ns = takeSecnonce(k1S, k2S, secnonce, "secnonce");
    scalar.copy(skS, dSk);
    const partialSig = signInternal(ns, ks, sessionState(session), "musigDeterministicSign");
    return { pubnonce, partialSig };
  } finally {
    skb.fill(0);
    scalar.clear(dSk);
    scalar.clear(skS);
    scalar.clear(k1S);
    scalar.clear(k2S);
    g.gejClear(dJ[0]);
    g.gejClear(dJ[1]);
  }
}

// ---------------------------------------------------------------------------------------------
// Testing

/**
 * **For tests only: never use it with real keys.** Loads a secret nonce in BIP327's own 97-byte
 * test format (k₁ ‖ k₂ ‖ the signer's compressed public key), so that BIP327's sign and tweak
 * vectors, which give their secret nonces as bytes, run through the public API. A real secret
 * nonce comes only from {@link musigNonceGen} or {@link musigNonceGenCounter} and never exists as
 * bytes: loading the same bytes twice makes two nonces that sign twice, which leaks the key.
 *
 * @param secnonce97 - k₁ (32 bytes) ‖ k₂ (32 bytes) ‖ compressed public key (33 bytes).
 * @returns a secret nonce (not bound to a message or aggregate key).
 * @throws `K1Error` `ERR_SECNONCE` if k₁ or k₂ is 0 or ≥ n (BIP327: a zeroed secnonce marks
 *   a nonce used already); `ERR_PUBLIC_KEY` if the key is invalid; `ERR_TYPE` / `ERR_LENGTH` on a
 *   wrong argument.
 * @example
 * ```ts
 * // in a test of BIP327's sign_verify_vectors.json:
 * const secnonce = musigSecnonceLoadTestingOnly(hexToBytes(vectors.secnonces[0]));
 * ```
 */
export function musigSecnonceLoadTestingOnly(secnonce97: Uint8Array): MusigSecnonce {
  assertBytes(secnonce97, "secnonce97", 97);
  const a = scalar.create();
  const b = scalar.create();
  const badA = scalar.setB32(a, secnonce97, 0) || scalar.isZero(a);
  const badB = scalar.setB32(b, secnonce97, 32) || scalar.isZero(b);
  if (badA || badB) {
    scalar.clear(a);
    scalar.clear(b);
    fail("ERR_SECNONCE", `secnonce97: ${badA ? "first" : "second"} secnonce value is out of range`);
  }
  const pk = secnonce97.subarray(64, 97);
  loadPubkey(vPk, vPk33, 0, pk, "secnonce97[64..97]", -1, "pubkey");
  const out = makeSecnonce(a, b, vPk33, undefined, undefined);
  scalar.clear(a);
  scalar.clear(b);
  return out;
}
