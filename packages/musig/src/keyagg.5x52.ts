/**
 * BIP327 key aggregation on this backend (libsecp256k1's `musig/keyagg_impl.h`): the aggregate
 * public key Q = Σ aᵢ·Pᵢ with the KeyAgg coefficients aᵢ, the key-aggregation cache that signing
 * needs, and the tweaks of Q (BIP32 "plain" tweaks and BIP341 x-only tweaks).
 *
 * The cache is an opaque, immutable object: a tweak returns a new cache and leaves its argument
 * as it was (libsecp256k1 tweaks its cache in place). Everything here is public data and runs in
 * variable time.
 *
 * @module
 */
import { ecmult, multiScalarMulVar } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { taggedHashInto } from "./hash.5x52.js";
import { detailOf, loadPubkey, powInvSqrt, powInvSqrtPair } from "./point.5x52.js";
import { stateBytes } from "./state-bytes.js";
import { assertBytes, assertList, equalBytesVar, fail, isBytes, typeName } from "./validate.5x52.js";

/** The internal state of a {@link MusigKeyAggCache}. */
export interface KeyAggState {
  /** The aggregate (and tweaked) key Q: normalized, never infinity. */
  readonly q: g.Ge;
  /** Whether Q's y is odd. */
  readonly qOdd: number;
  /** The x-only encoding of Q (32 bytes). */
  readonly qx: Uint8Array;
  /** The compressed keys, 33 bytes each, in order (BIP327's pk₁ … pkᵤ). */
  readonly pks: Uint8Array;
  /** The number of keys. */
  readonly n: number;
  /** The keys as points (normalized), in order: signing and verification use them unparsed. */
  readonly points: readonly g.Ge[];
  /** The KeyAgg coefficient of each key, in order. */
  readonly coefs: readonly scalar.Scalar[];
  /** The "second" key (BIP327's GetSecondKey), compressed, or null if every key equals the first. */
  readonly second: Uint8Array | null;
  /** L = hash_KeyAgg list(pk₁ ‖ … ‖ pkᵤ). */
  readonly pksHash: Uint8Array;
  /** 1 if BIP327's gacc is −1, else 0 (libsecp256k1's parity_acc). */
  readonly parityAcc: number;
  /** BIP327's tacc, the accumulated tweak. */
  readonly tacc: scalar.Scalar;
  /**
   * What identifies this aggregation for sessions: L ‖ compressed Q ‖ tacc ‖ gacc (98 bytes). A
   * session records it, and signing checks that the cache it is given has the same.
   */
  readonly id: Uint8Array;
}

let newCache: (s: KeyAggState) => MusigKeyAggCache;
let stateOf: (c: MusigKeyAggCache) => KeyAggState;
let isCache: (x: unknown) => x is MusigKeyAggCache;

/**
 * A key-aggregation cache (libsecp256k1's `secp256k1_musig_keyagg_cache`): the aggregate public
 * key of a set of signers with everything signing needs (the keys, the hash of the key list, the
 * accumulated tweak). Made by {@link musigPubkeyAgg}; tweaked by {@link musigPubkeyEcTweakAdd} and
 * {@link musigPubkeyXonlyTweakAdd}, which return new caches. Opaque and immutable; it holds public
 * data only. A cache belongs to the backend that made it.
 */
export class MusigKeyAggCache {
  readonly #s: KeyAggState;

  private constructor(s: KeyAggState) {
    this.#s = s;
    Object.freeze(this);
  }

  static {
    newCache = (s) => new MusigKeyAggCache(s);
    stateOf = (c) => c.#s;
    isCache = (x): x is MusigKeyAggCache => typeof x === "object" && x !== null && #s in x;
  }
}

/**
 * Internal: the state of a key-aggregation cache argument.
 *
 * @throws `K1Error` `ERR_TYPE` unless `x` is a {@link MusigKeyAggCache} of this backend.
 */
export function keyAggState(x: unknown, name = "keyaggCache"): KeyAggState {
  if (!isCache(x)) {
    fail("ERR_TYPE", `${name}: expected a MusigKeyAggCache of this backend, got ${typeName(x)}`);
  }
  return stateOf(x);
}

function makeState(
  q: g.Ge,
  pks: Uint8Array,
  n: number,
  points: readonly g.Ge[],
  coefs: readonly scalar.Scalar[],
  second: Uint8Array | null,
  pksHash: Uint8Array,
  parityAcc: number,
  tacc: scalar.Scalar,
): KeyAggState {
  fe.normalizeVar(q.x);
  fe.normalizeVar(q.y);
  const qOdd = fe.isOdd(q.y) ? 1 : 0;
  const qx = new Uint8Array(32);
  fe.getB32(qx, q.x);
  const id = stateBytes(98);
  id.set(pksHash, 0);
  id[32] = 2 + qOdd;
  id.set(qx, 33);
  scalar.getB32(id, tacc, 65);
  id[97] = parityAcc;
  return { q, qOdd, qx, pks, n, points, coefs, second, pksHash, parityAcc, tacc, id };
}

const coefBuf = new Uint8Array(32);

/**
 * r = BIP327's KeyAgg coefficient of the key `pk33` (its compressed encoding) for the key list
 * hashed into `pksHash`: 1 for the second key, else int(hash_KeyAgg coefficient(L ‖ pk)) mod n.
 */
function keyAggCoefInternal(
  r: scalar.Scalar,
  pksHash: Uint8Array,
  second: Uint8Array | null,
  pk33: Uint8Array,
): void {
  if (second !== null && equalBytesVar(pk33, second)) {
    scalar.setInt(r, 1);
    return;
  }
  taggedHashInto(coefBuf, "KeyAgg coefficient", pksHash, pk33);
  scalar.setB32(r, coefBuf);
}

/**
 * Internal: the index of the compressed key `pk33[off..off+33)` among the aggregated keys (the
 * first, if it occurs more than once), or −1 if it is not one of them. Variable time.
 */
export function keyIndex(st: KeyAggState, pk33: Uint8Array, off = 0): number {
  const pks = st.pks;
  outer: for (let i = 0; i < st.n; i++) {
    const o = 33 * i;
    for (let j = 0; j < 33; j++) if (pks[o + j] !== pk33[off + j]) continue outer;
    return i;
  }
  return -1;
}

/** Whether buf[off..off+33) equals pk33. */
function equalAt(buf: Uint8Array, off: number, pk33: Uint8Array): boolean {
  for (let j = 0; j < 33; j++) if (buf[off + j] !== pk33[j]) return false;
  return true;
}

/** The running sum of {@link musigPubkeyAgg} (scratch: nothing in it calls out). */
const aggSum = g.gejCreate();

/** The result of {@link musigPubkeyAgg}. */
export interface MusigPubkeyAggResult {
  /** The 32-byte x-only aggregate public key (BIP327's GetXonlyPubkey), as BIP340 verifies with it. */
  readonly aggPubkey: Uint8Array;
  /** The key-aggregation cache, for nonce generation, tweaking and signing. */
  readonly keyaggCache: MusigKeyAggCache;
}

/**
 * Aggregates public keys (BIP327's KeyAgg; libsecp256k1's `secp256k1_musig_pubkey_agg`): with
 * L = hash_KeyAgg list(pk₁ ‖ … ‖ pkᵤ) and aᵢ = hash_KeyAgg coefficient(L ‖ pkᵢ) (1 for the
 * first key that differs from pk₁), Q = Σ aᵢ·Pᵢ, computed as one multi-scalar multiplication.
 * The order of the keys matters: sort them first (`pubkeySort` of `@k1/sigs`, BIP327's KeySort)
 * for an aggregate that does not depend on it. The same key may appear more than once.
 *
 * @param pubkeys - the signers' public keys, 33 bytes (compressed) or 65 (uncompressed); at least
 *   one. BIP327 hashes the compressed form, so both forms of a key aggregate alike.
 * @returns the x-only aggregate key and the key-aggregation cache.
 * @throws `K1Error` `ERR_PUBLIC_KEY` (or `ERR_TYPE` / `ERR_LENGTH`) for a key that is not a
 *   valid public key, with `detail` `{ signer: i, contribution: "pubkey" }` (BIP327's invalid
 *   contribution); `ERR_TYPE` / `ERR_LENGTH` if `pubkeys` is not a non-empty array;
 *   `ERR_RESULT_INFINITY` if Q is the point at infinity (probability ~2^-256).
 * @example
 * ```ts
 * import { pubkeySort } from "@k1/sigs";
 * const { aggPubkey, keyaggCache } = musigPubkeyAgg(pubkeySort([pkAlice, pkBob, pkCarol]));
 * // schnorrVerify(sig, msg, aggPubkey) once the signers have signed
 * ```
 */
export function musigPubkeyAgg(pubkeys: readonly Uint8Array[]): MusigPubkeyAggResult {
  assertList(pubkeys, "pubkeys");
  const n = pubkeys.length;
  const pks = stateBytes(33 * n);
  const points = g.geArray(n);
  // Two keys, the second compressed and not equal to the first (its coefficient is then 1): its
  // square root is taken after the multiplication, together with the inverse that the affine
  // aggregate needs (addSecondVar), and so is the first key's if it is compressed too (the
  // multiplication then runs on an isomorphic curve, which needs no y). Their checks of type,
  // length, prefix and x < p come here, in order; the curve checks follow in the same order.
  let deferred = 0; // 1: the second key's square root deferred; 2: both keys'
  if (n === 2 && deferrableFirst(pubkeys[0])) {
    pks.set(pubkeys[0], 0);
    if (deferrable(pubkeys[1], pks)) {
      pks.set(pubkeys[1], 33);
      deferred = 2;
    }
  }
  for (let i = 0; i < n && deferred === 0; i++) {
    const pk = pubkeys[i];
    if (i === 1 && n === 2 && deferrable(pk, pks)) {
      pks.set(pk, 33);
      deferred = 1;
    } else loadPubkey(points[i], pks, 33 * i, pk, "pubkeys", i, "pubkey");
  }
  // GetSecondKey: the first key that differs from pk₁.
  let second: Uint8Array | null = null;
  for (let i = 1; i < n && second === null; i++) {
    for (let j = 0; j < 33; j++) {
      if (pks[33 * i + j] !== pks[j]) {
        second = pks.slice(33 * i, 33 * i + 33);
        break;
      }
    }
  }
  const pksHash = new Uint8Array(32);
  taggedHashInto(pksHash, "KeyAgg list", pks);
  const coefs: scalar.Scalar[] = new Array(n);
  const pk33 = new Uint8Array(33);
  for (let i = 0; i < n; i++) {
    coefs[i] = scalar.create();
    for (let j = 0; j < 33; j++) pk33[j] = pks[33 * i + j];
    keyAggCoefInternal(coefs[i], pksHash, second, pk33);
  }
  const q = g.geCreate();
  const sum = aggSum;
  if (deferred !== 0) {
    // Q = a₁·P₁ + P₂ (a₂ = 1).
    if (deferred === 2) {
      // φ(P₁) = (u·x, u²) for u = x³ + B = y²: the image of P₁ under (x, y) ↦ (λ²·x, λ³·y) with
      // λ = y, on y² = x³ + B·u³. The doubling and addition formulas do not involve B, so
      // a₁·φ(P₁) = φ(a₁·P₁) comes out of the same multiplication (libsecp256k1's
      // ecmult_const_xonly uses the same isomorphism).
      fe.sqr(du0, dx0);
      fe.mul(du0, du0, dx0);
      fe.addInt(du0, g.curveB()); //        u₁ = x₁³ + B (2)
      fe.mul(sum.x, du0, dx0);
      fe.sqr(sum.y, du0);
      fe.setInt(sum.z, 1);
      sum.infinity = 0;
    } else g.gejSetGe(sum, points[0]);
    ecmult(sum, sum, coefs[0], null);
    const bad = addSecondVar(q, points, sum, pks, deferred === 2);
    if (bad >= 0) {
      fail(
        "ERR_PUBLIC_KEY",
        `pubkeys[${bad}]: not a valid public key (bad prefix, x ≥ p or not on the curve)`,
        detailOf(bad, "pubkey"),
      );
    }
  } else {
    // Q = Σ aᵢ·Pᵢ: the keys equal to the second key have aᵢ = 1 and are added, not multiplied
    // (for two signers, one point multiplication instead of a two-point one).
    const mulPts: g.Ge[] = [];
    const mulScs: scalar.Scalar[] = [];
    for (let i = 0; i < n; i++) {
      if (second === null || !equalAt(pks, 33 * i, second)) {
        mulPts.push(points[i]);
        mulScs.push(coefs[i]);
      }
    }
    if (mulPts.length === 1) {
      // One point: the Strauss multiplication of ecmult without the generator.
      g.gejSetGe(sum, mulPts[0]);
      ecmult(sum, sum, mulScs[0], null);
    } else if (mulPts.length > 0) multiScalarMulVar(sum, mulPts, mulScs, null);
    else g.gejSetInfinity(sum);
    if (mulPts.length < n) {
      for (let i = 0; i < n; i++)
        if (equalAt(pks, 33 * i, second as Uint8Array)) g.gejAddGeVar(sum, sum, points[i]);
    }
    if (sum.infinity)
      fail("ERR_RESULT_INFINITY", "musigPubkeyAgg: the aggregate key is the point at infinity");
    g.geSetGejVar(q, sum);
  }
  for (let i = 0; i < n; i++) {
    fe.normalizeVar(points[i].x);
    fe.normalizeVar(points[i].y);
  }
  const st = makeState(q, pks, n, points, coefs, second, pksHash, 0, scalar.create());
  return { aggPubkey: st.qx.slice(), keyaggCache: newCache(st) };
}

// Scratch of deferrableFirst, deferrable and addSecondVar (one call at a time; nothing in them
// calls out).
const dx0 = fe.createScratch();
const du0 = fe.createScratch();
const dt0 = fe.createScratch();
const dx = fe.createScratch();
const dh = fe.createScratch();
const dz = fe.createScratch();
const dzz = fe.createScratch();
const du = fe.createScratch();
const dw = fe.createScratch();
const ds = fe.createScratch();
const dt = fe.createScratch();

/**
 * Whether the first of two keys can be loaded by {@link addSecondVar}: 33 bytes 02|03 ‖ x with
 * x < p. If so, dx0 = x. Anything else goes to `loadPubkey`.
 */
function deferrableFirst(pk: unknown): pk is Uint8Array {
  if (!isBytes(pk) || pk.length !== 33 || (pk[0] !== 2 && pk[0] !== 3)) return false;
  return fe.setB32Limit(dx0, pk, 1);
}

/**
 * Whether the second of two keys can be loaded by {@link addSecondVar}: 33 bytes 02|03 ‖ x with
 * x < p, not equal to the first key's compressed encoding pks[0..33). If so, dx = x. Anything else
 * (other lengths, types, prefixes, x ≥ p) goes to `loadPubkey`, which loads or refuses it.
 */
function deferrable(pk: unknown, pks: Uint8Array): pk is Uint8Array {
  if (!isBytes(pk) || pk.length !== 33 || (pk[0] !== 2 && pk[0] !== 3)) return false;
  if (equalAt(pks, 0, pk)) return false;
  return fe.setB32Limit(dx, pk, 1);
}

/**
 * q = the affine point r + P₂ for r = a₁·P₁ and the key P₂ = pks[33..66) with x(P₂) = dx (from
 * {@link deferrable}), loading P₂ into points[1]; if `first`, also loads P₁ = pks[0..33) with
 * x(P₁) = dx0 and u₁ = x(P₁)³ + B = du0 into points[0], r being a₁·φ(P₁) on the isomorphic curve
 * (see `musigPubkeyAgg`). Returns −1, or the index of the first key that is not a valid public key
 * (x not on the curve, or outside the group); fails with `ERR_RESULT_INFINITY` if r + P₂ is
 * infinity.
 *
 * r = (X, Y, Z) on the curve; from `first`, r = (X, Y, Z′) stands for a₁·P₁ = (X, Y, Z′·y₁), so
 * Z² = Z′²·u₁ without y₁. With r finite and H = x·Z² − X ≠ 0, the sum has z Z₃ = ±Z·H whatever
 * y(P₂) is, so one exponentiation of w = (x³ + B)·(Z·H)⁴ gives both: s = w^((p−3)/4) = ±1/√w, so
 * y = (x³ + B)·(Z·H)²·s up to its sign (fixed by the prefix), and 1/Z₃² = s²·(x³ + B)·(Z·H)²; w is
 * a square iff x³ + B is, iff s²·w = 1. From `first`, the same exponentiation of u₁ (in lockstep)
 * gives t with y₁ = ±u₁·t (u₁ a square iff u₁·t² = 1). Otherwise (r infinity, or H = 0: P₂ = ±r)
 * the keys are parsed with their square roots and added as any points. Variable time (public
 * data).
 */
function addSecondVar(q: g.Ge, points: g.Ge[], r: g.Gej, pks: Uint8Array, first: boolean): number {
  const p = points[1];
  const p0 = points[0];
  const odd = pks[33] === 3;
  if (!r.infinity) {
    fe.sqr(dz, r.z); //                     Z² (1), or Z′²
    if (first) fe.mul(dz, dz, du0); //      Z² = Z′²·u₁
    fe.mul(dh, dx, dz); //                  x·Z² (1)
    fe.negate(dt, r.x, g.GEJ_X_MAGNITUDE_MAX);
    fe.add(dh, dt);
    fe.normalizeWeak(dh); //                H = x·Z² − X (1)
  }
  if (r.infinity || fe.normalizesToZeroVar(dh)) {
    if (first) {
      if (!g.geSetXOVar(p0, dx0, pks[0] === 3) || !g.geIsInCorrectSubgroup(p0)) return 0;
      if (!r.infinity) fe.mul(r.z, r.z, p0.y); // Z = Z′·y₁
    }
    if (!g.geSetXOVar(p, dx, odd) || !g.geIsInCorrectSubgroup(p)) return 1;
    g.gejAddGeVar(r, r, p);
    if (r.infinity) fail("ERR_RESULT_INFINITY", "musigPubkeyAgg: the aggregate key is the point at infinity");
    g.geSetGejVar(q, r);
    return -1;
  }
  fe.sqr(dzz, dh);
  fe.mul(dzz, dzz, dz); //                  (Z·H)² = Z²·H²
  fe.sqr(dw, dzz); //                       (Z·H)⁴
  fe.sqr(du, dx);
  fe.mul(du, du, dx);
  fe.addInt(du, g.curveB()); //             u = x³ + B (2)
  fe.mul(dw, dw, du); //                    w = u·(Z·H)⁴
  if (first) {
    powInvSqrtPair(ds, dw, dt0, du0); //    s = ±1/√w, t = ±1/√u₁
    fe.sqr(dt, dt0);
    fe.mul(dt, dt, du0); //                 u₁·t²: 1 iff u₁ is a nonzero square
    if (!fe.equalVar(fe.ONE, dt)) return 0;
    fe.mul(p0.y, du0, dt0); //              y₁ = u₁·t = ±√u₁
    fe.normalizeVar(p0.y);
    if (fe.isOdd(p0.y) !== (pks[0] === 3)) fe.negate(p0.y, p0.y, 1);
    fe.copy(p0.x, dx0);
    p0.infinity = 0;
    if (!g.geIsInCorrectSubgroup(p0)) return 0;
    fe.mul(r.z, r.z, p0.y); //              Z = Z′·y₁
  } else powInvSqrt(ds, dw); //             s = ±1/√w
  fe.sqr(dt, ds); //                        s²
  fe.mul(dw, dw, dt); //                    s²·w: 1 iff w is a nonzero square
  if (!fe.equalVar(fe.ONE, dw)) return 1;
  fe.mul(dzz, dzz, du); //                  u·(Z·H)²
  fe.mul(p.y, dzz, ds); //                  y = u·(Z·H)²·s = ±√u
  fe.normalizeVar(p.y);
  if (fe.isOdd(p.y) !== odd) fe.negate(p.y, p.y, 1);
  fe.copy(p.x, dx);
  p.infinity = 0;
  if (!g.geIsInCorrectSubgroup(p)) return 1;
  fe.mul(dt, dt, dzz); //                   1/(Z·H)² = s²·u·(Z·H)²
  g.gejAddGeVar(r, r, p); //                z = ±Z·H ≠ 0: r + P is finite
  // x = X₃/Z₃², y = Y₃/Z₃³ = Y₃·Z₃/Z₃⁴, with Z₃² = (Z·H)² whatever the sign of Z₃.
  fe.mul(q.x, r.x, dt);
  fe.sqr(dw, dt);
  fe.mul(dw, dw, r.z);
  fe.mul(q.y, r.y, dw);
  q.infinity = 0;
  return -1;
}

/**
 * The aggregate public key of a cache as a full public key, tweaks included (libsecp256k1's
 * `secp256k1_musig_pubkey_get`): the key to tweak further, e.g. by BIP32 derivation.
 *
 * @param keyaggCache - a key-aggregation cache.
 * @param compressed - `true` (default) for 33 bytes, `false` for 65.
 * @returns the public key Q.
 * @throws `K1Error` `ERR_TYPE` unless `keyaggCache` is a cache of this backend and
 *   `compressed` a boolean.
 * @example
 * ```ts
 * const q = musigPubkeyGet(keyaggCache); // 33 bytes, 02|03 ‖ x
 * ```
 */
export function musigPubkeyGet(keyaggCache: MusigKeyAggCache, compressed = true): Uint8Array {
  const st = keyAggState(keyaggCache);
  if (typeof compressed !== "boolean")
    fail("ERR_TYPE", `compressed: expected boolean, got ${typeName(compressed)}`);
  const out = new Uint8Array(compressed ? 33 : 65);
  g.geSerializePubkey(out, st.q, compressed);
  return out;
}

/** The result of {@link musigPubkeyEcTweakAdd} and {@link musigPubkeyXonlyTweakAdd}. */
export interface MusigTweakResult {
  /** The tweaked aggregate public key Q' as a full public key (33 bytes, or 65 if asked). */
  readonly pubkey: Uint8Array;
  /** A new cache for Q' (the argument's cache is unchanged). */
  readonly keyaggCache: MusigKeyAggCache;
}

const tw = scalar.create();
const one = scalar.create();
const qj = g.gejCreate();
const rj = g.gejCreate();

function tweakAdd(
  keyaggCache: MusigKeyAggCache,
  tweak32: Uint8Array,
  xonly: boolean,
  compressed: boolean,
  fn: string,
): MusigTweakResult {
  const st = keyAggState(keyaggCache);
  assertBytes(tweak32, "tweak32", 32);
  if (typeof compressed !== "boolean")
    fail("ERR_TYPE", `compressed: expected boolean, got ${typeName(compressed)}`);
  // "Let t = int(tweak); fail if t ≥ n"
  if (scalar.setB32(tw, tweak32)) fail("ERR_TWEAK", `${fn}: the tweak must be below the group order n`);
  // "If is_xonly_t and not has_even_y(Q): let g = −1 mod n, else g = 1"
  const neg = xonly && st.qOdd === 1;
  const q = g.geCreate();
  if (neg) g.geNeg(q, st.q);
  else g.geCopy(q, st.q);
  const tacc = scalar.create();
  scalar.copy(tacc, st.tacc);
  if (neg) scalar.negate(tacc, tacc);
  // "Let Q' = g⋅Q + t⋅G; fail if is_infinite(Q')"; "tacc' = t + g⋅tacc mod n"; "gacc' = g⋅gacc"
  scalar.add(tacc, tacc, tw);
  g.gejSetGe(qj, q);
  scalar.setInt(one, 1);
  ecmult(rj, qj, one, tw);
  if (rj.infinity) fail("ERR_RESULT_INFINITY", `${fn}: the result of tweaking is the point at infinity`);
  g.geSetGejVar(q, rj);
  const next = makeState(
    q,
    st.pks,
    st.n,
    st.points,
    st.coefs,
    st.second,
    st.pksHash,
    st.parityAcc ^ (neg ? 1 : 0),
    tacc,
  );
  const pubkey = new Uint8Array(compressed ? 33 : 65);
  g.geSerializePubkey(pubkey, next.q, compressed);
  return { pubkey, keyaggCache: newCache(next) };
}

/**
 * Tweaks the aggregate key by adding t·G, a "plain" (BIP32) tweak (BIP327's ApplyTweak with
 * is_xonly_t = false; libsecp256k1's `secp256k1_musig_pubkey_ec_tweak_add`): Q' = Q + t·G. Use it
 * for BIP32 derivation from the aggregate key.
 *
 * @param keyaggCache - the cache of Q (not modified).
 * @param tweak32 - the tweak t, 32 bytes big endian, t < n.
 * @param compressed - the form of the returned key: `true` (default) 33 bytes, `false` 65.
 * @returns Q' and a new cache for it.
 * @throws `K1Error` `ERR_TWEAK` if t ≥ n; `ERR_RESULT_INFINITY` if Q' is infinity;
 *   `ERR_TYPE` / `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const { pubkey, keyaggCache: derived } = musigPubkeyEcTweakAdd(keyaggCache, bip32Tweak);
 * ```
 */
export function musigPubkeyEcTweakAdd(
  keyaggCache: MusigKeyAggCache,
  tweak32: Uint8Array,
  compressed = true,
): MusigTweakResult {
  return tweakAdd(keyaggCache, tweak32, false, compressed, "musigPubkeyEcTweakAdd");
}

/**
 * Tweaks the aggregate key as an x-only key (BIP327's ApplyTweak with is_xonly_t = true;
 * libsecp256k1's `secp256k1_musig_pubkey_xonly_tweak_add`): Q' = g·Q + t·G with g = −1 if Q has
 * odd y, else 1. With t = hash_TapTweak(x(Q) ‖ merkle root) this is BIP341's Taproot output key;
 * the final signature then verifies under x(Q').
 *
 * @param keyaggCache - the cache of Q (not modified).
 * @param tweak32 - the tweak t, 32 bytes big endian, t < n.
 * @param compressed - the form of the returned key: `true` (default) 33 bytes, `false` 65.
 * @returns Q' (its x is the output key) and a new cache for it.
 * @throws `K1Error` as {@link musigPubkeyEcTweakAdd}.
 * @example
 * ```ts
 * import { taggedSha256 } from "@k1/sigs";
 * const t = taggedSha256("TapTweak", aggPubkey); // key-path only: no script tree
 * const { pubkey, keyaggCache: output } = musigPubkeyXonlyTweakAdd(keyaggCache, t);
 * // the signature verifies with schnorrVerify(sig, msg, pubkey.subarray(1))
 * ```
 */
export function musigPubkeyXonlyTweakAdd(
  keyaggCache: MusigKeyAggCache,
  tweak32: Uint8Array,
  compressed = true,
): MusigTweakResult {
  return tweakAdd(keyaggCache, tweak32, true, compressed, "musigPubkeyXonlyTweakAdd");
}
