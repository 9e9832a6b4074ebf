/**
 * ElligatorSwift on this backend: libsecp256k1's ellswift module (`secp256k1_ellswift.h`,
 * src/modules/ellswift/main_impl.h), the public-key encoding of BIP324.
 *
 * An ElligatorSwift encoding is 64 bytes u ‖ t (two 32-byte big-endian field elements, taken mod p)
 * that decodes to a point: every 64-byte string decodes to one, and the encodings of a point
 * produced here are uniformly distributed, so encoded keys cannot be told apart from random bytes.
 * The map is the SwiftEC construction (Chávez-Saab, Rodríguez-Henríquez and Tibouchi, "SwiftEC:
 * Shallue–van de Woestijne indifferentiable function to elliptic curves", 2022) as specified in
 * BIP324: XSwiftEC(u, t) is the x coordinate, t's parity gives y's.
 *
 * - {@link ellswiftEncode}: a public key and 32 random bytes → an encoding (`secp256k1_ellswift_encode`).
 * - {@link ellswiftCreate}: a secret key (and optional randomness) → the encoding of its public key
 *   (`secp256k1_ellswift_create`).
 * - {@link ellswiftDecode}: an encoding → the public key (`secp256k1_ellswift_decode`).
 * - {@link ellswiftXdh}: x-only ECDH directly on encodings, with BIP324's hash by default
 *   (`secp256k1_ellswift_xdh`); the peer's x is used as a fraction, so no square root is taken.
 *
 * Outputs are byte for byte libsecp256k1's: the same hash-based generator of u values and branch
 * choices (SHA-256 tagged "secp256k1_ellswift_encode" / "secp256k1_ellswift_create" as a counter-mode
 * generator), the same inverse map {@link xswiftecInvVar}.
 *
 * Timing: encoding and decoding are variable time (public keys only; libsecp256k1's `_var`
 * functions). {@link ellswiftCreate} computes the public key in constant time and encodes it in
 * variable time, as libsecp256k1 does (the encoding is public). {@link ellswiftXdh} is constant time
 * in the secret key.
 *
 * @module
 */
import { ecmultConstXonly } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { compressionFlag, loadPublicKey, loadSecretKey, savePublicKey } from "./eckey.5x52.js";
import { K1Error } from "./errors.js";
import { type Sha256Hasher, sha256, sha256Counter, taggedHash, taggedHasher } from "./hash.js";
import { pubkeyCreateGe } from "./keys.5x52.js";
import { assertBytes, copyBytes, isBytes, optionalBytes, typeName } from "./validate.js";

/** The size of an ElligatorSwift encoding: u ‖ t, 32 bytes each. */
export const ELLSWIFT_SIZE = 64;

// c1 = (√−3 − 1)/2, c2 = (−√−3 − 1)/2 = −(c1 + 1), c3 = (−√−3 + 1)/2 = −c1, c4 = (√−3 + 1)/2 = c1 + 1.
const C1 = fe.constant("851695d49a83f8ef919bb86153cbcb16630fb68aed0a766a3ec693d68e6afa40");
const C2 = fe.constant("7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee");
const C3 = fe.constant("7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ef");
const C4 = fe.constant("851695d49a83f8ef919bb86153cbcb16630fb68aed0a766a3ec693d68e6afa41");

// Scratch (one call at a time).
const u1 = fe.createScratch();
const s = fe.createScratch();
const gg = fe.createScratch();
const p = fe.createScratch();
const d = fe.createScratch();
const n = fe.createScratch();
const l = fe.createScratch();
const xf = fe.createScratch();
const uf = fe.createScratch();
const v = fe.createScratch();
const m = fe.createScratch();
const r = fe.createScratch();
const q = fe.createScratch();
const tf = fe.createScratch();
const ue = fe.createScratch();
const xn = fe.createScratch();
const xd = fe.createScratch();
const pt = g.geCreate();
const sk = scalar.create();

/**
 * XSwiftEC as a fraction (libsecp256k1's `secp256k1_ellswift_xswiftec_frac_var`): sets xnOut/xdOut
 * to the x coordinate that (u, t) decodes to. On input, u and t are valid with magnitude ≤ 8 (any
 * values: 0 is mapped as BIP324 says); xnOut and xdOut are distinct from them and from each other.
 * On output, xnOut/xdOut is the x coordinate of a point of the curve, xdOut ≠ 0, both of magnitude
 * ≤ 8. Variable time.
 *
 * With s = t² (1 if t = 0), g = u³ + B (u = 1 if u = 0), and s = 4·s if g + s = 0, the result is
 * the first valid x of x3 = (3·s·u³ − (g + s)²)/(3·s·u²), x2 = u·(c1·s + c2·g)/(g + s) and
 * x1 = −(x2 + u) (then always valid).
 */
export function xswiftecFracVar(xnOut: fe.Fe, xdOut: fe.Fe, u: fe.Fe, t: fe.Fe): void {
  fe.copy(u1, u);
  if (fe.normalizesToZeroVar(u1)) fe.setInt(u1, 1);
  fe.sqr(s, t);
  if (fe.normalizesToZeroVar(t)) fe.setInt(s, 1);
  fe.sqr(l, u1); //                   l = u² (1)
  fe.mul(gg, l, u1); //               g = u³ (1)
  fe.addInt(gg, g.curveB()); //       g = u³ + B (2)
  fe.copy(p, gg);
  fe.add(p, s); //                    p = g + s (3)
  if (fe.normalizesToZeroVar(p)) {
    fe.mulInt(s, 4); //               s = 4·s (4)
    fe.copy(p, gg);
    fe.add(p, s); //                  p = g + s (6)
  }
  fe.mul(d, s, l); //                 d = s·u² (1)
  fe.mulInt(d, 3); //                 d = 3·s·u² (3)
  fe.sqr(l, p); //                    l = (g + s)² (1)
  fe.negate(l, l, 1); //              l = −(g + s)² (2)
  fe.mul(n, d, u1); //                n = 3·s·u³ (1)
  fe.add(n, l); //                    n = 3·s·u³ − (g + s)² (3)
  if (g.geXFracOnCurveVar(n, d)) {
    fe.copy(xnOut, n); //             x3 = n/d
    fe.copy(xdOut, d);
    return;
  }
  fe.copy(xdOut, p);
  fe.mul(l, C1, s); //                l = c1·s (1)
  fe.mul(n, C2, gg); //               n = c2·g (1)
  fe.add(n, l); //                    n = c1·s + c2·g (2)
  fe.mul(n, n, u1); //                n = u·(c1·s + c2·g) (1)
  if (g.geXFracOnCurveVar(n, p)) {
    fe.copy(xnOut, n); //             x2 = n/p
    return;
  }
  fe.mul(l, p, u1); //                l = u·(g + s) (1)
  fe.add(n, l); //                    n = u·(c1·s + c2·g) + u·(g + s) (2)
  fe.negate(xnOut, n, 2); //          x1 = −(u·(c1·s + c2·g)/(g + s) + u) = xnOut/p (3)
  if (__VERIFY__ && !g.geXFracOnCurveVar(xnOut, p)) {
    throw new fe.VerifyError("xswiftecFracVar: x1 must be on the curve");
  }
}

/**
 * XSwiftEC (libsecp256k1's `secp256k1_ellswift_xswiftec_var`): sets x to the x coordinate that
 * (u, t) decodes to. On input, u and t are valid with magnitude ≤ 8; x is distinct from both. On
 * output, x is on the curve, with magnitude 1. Variable time.
 */
export function xswiftecVar(x: fe.Fe, u: fe.Fe, t: fe.Fe): void {
  xswiftecFracVar(xn, xd, u, t);
  fe.invVar(xd, xd);
  fe.mul(x, xn, xd);
}

/**
 * One branch of the inverse of XSwiftEC (libsecp256k1's `secp256k1_ellswift_xswiftec_inv_var`):
 * a t such that (u, t) decodes to x, if branch c has one.
 *
 * On input, x is the x coordinate of a point of the curve and u ≠ 0 (both valid, magnitude ≤ 8),
 * c an integer in [0, 8); t is distinct from x and u. Returns false if branch c has no solution
 * (t then meaningless); otherwise sets t (magnitude 1) and returns true. Different c that succeed
 * give different t; over all c, every t with (u, t) ↦ x is reached except t = 0 and those with
 * u³ + t² + B = 0. c = 0..3 are the four branches of the SwiftEC paper, c = 4..7 the same with √s
 * negated. Variable time.
 */
export function xswiftecInvVar(t: fe.Fe, x: fe.Fe, u: fe.Fe, c: number): boolean {
  if (__VERIFY__) {
    if (!(Number.isInteger(c) && c >= 0 && c < 8)) throw new fe.VerifyError("xswiftecInvVar: c in [0, 8)");
    if (!g.geXOnCurveVar(x)) throw new fe.VerifyError("xswiftecInvVar: x must be on the curve");
  }
  fe.copy(xf, x);
  fe.normalizeWeak(xf);
  fe.copy(uf, u);
  fe.normalizeWeak(uf);
  if ((c & 2) === 0) {
    // c ∈ {0, 1, 4, 5}: the x1 (c = 0, 4) or x2 (c = 1, 5) formula. If −u − x is a valid x, the
    // encoding would decode by the x3 formula (which has priority): fail.
    fe.copy(m, xf);
    fe.add(m, uf); //                 m = u + x (2)
    fe.negate(m, m, 2); //            m = −u − x (3)
    if (g.geXOnCurveVar(m)) return false;
    // s = −(u³ + B)/(u² + u·x + x²), never 0 here (see libsecp256k1).
    fe.sqr(s, m); //                  s = (u + x)² (1)
    fe.negate(s, s, 1); //            s = −(u + x)² (2)
    fe.mul(m, uf, xf); //             m = u·x (1)
    fe.add(s, m); //                  s = −(u² + u·x + x²) (3)
    fe.sqr(gg, uf); //                g = u² (1)
    fe.mul(gg, gg, uf); //            g = u³ (1)
    fe.addInt(gg, g.curveB()); //     g = u³ + B (2)
    // s is a square iff s·g·(u² + u·x + x²)² is, i.e. iff −(u³ + B)·(u² + u·x + x²) is.
    fe.mul(m, s, gg);
    if (!fe.isSquareVar(m)) return false;
    fe.invVar(s, s); //               s = −1/(u² + u·x + x²) (1)
    fe.mul(s, s, gg); //              s = −(u³ + B)/(u² + u·x + x²) (1)
    fe.copy(v, xf); //                v = x
  } else {
    // c ∈ {2, 3, 6, 7}: the x3 formula.
    fe.negate(m, uf, 1); //           m = −u (2)
    fe.copy(s, m);
    fe.add(s, xf); //                 s = x − u (3)
    if (!fe.isSquareVar(s)) return false;
    // r = √(−s·(4·(u³ + B) + 3·u²·s)); fail if it does not exist.
    fe.sqr(gg, uf); //                g = u² (1)
    fe.mul(q, s, gg); //              q = s·u² (1)
    fe.mulInt(q, 3); //               q = 3·s·u² (3)
    fe.mul(gg, gg, uf); //            g = u³ (1)
    fe.mulInt(gg, 4); //              g = 4·u³ (4)
    fe.addInt(gg, 4 * g.curveB()); // g = 4·(u³ + B) (5)
    fe.add(q, gg); //                 q = 4·(u³ + B) + 3·s·u² (8)
    fe.mul(q, q, s); //               q = s·(4·(u³ + B) + 3·u²·s) (1)
    fe.negate(q, q, 1); //            q = −s·(4·(u³ + B) + 3·u²·s) (2)
    if (!fe.isSquareVar(q)) return false;
    const ok = fe.sqrt(r, q);
    if (__VERIFY__ && !ok) throw new fe.VerifyError("xswiftecInvVar: q is a square");
    if ((c & 1) === 1 && fe.normalizesToZeroVar(r)) return false;
    if (fe.normalizesToZeroVar(s)) return false;
    fe.invVar(v, s); //               v = 1/s (1)
    fe.mul(v, v, r); //               v = r/s (1)
    fe.add(v, m); //                  v = r/s − u (3)
    fe.half(v); //                    v = (r/s − u)/2 (2)
  }
  // w = √s; t = ±w·(c3·u + v) or ±w·(c4·u + v), the signs and constant chosen by c.
  const ok = fe.sqrt(m, s);
  if (__VERIFY__ && !ok) throw new fe.VerifyError("xswiftecInvVar: s is a square");
  if ((c & 5) === 0 || (c & 5) === 5) fe.negate(m, m, 1); // m = −w (2)
  fe.mul(uf, uf, (c & 1) === 1 ? C4 : C3); //             u = c4·u or c3·u (1)
  fe.add(uf, v); //                                        u = c·u + v (≤ 3)
  fe.mul(t, m, uf);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Encoding: the hash-based generator (libsecp256k1's `secp256k1_ellswift_prng`: `sha256Counter`).

const branchHash = new Uint8Array(32);
const u32 = new Uint8Array(32);

/**
 * Finds an encoding (u, t) of x with a random y (libsecp256k1's
 * `secp256k1_ellswift_xelligatorswift_var`): u's 32 bytes into u32 (the generator's output, not
 * reduced), t into t. On average 4 tries, each one generator output for u and a 3-bit branch from a
 * pool refilled every 64 tries.
 */
function xelligatorswiftVar(uOut: Uint8Array, t: fe.Fe, x: fe.Fe, hasher: Sha256Hasher): void {
  let branchesLeft = 0;
  let cnt = 0;
  for (;;) {
    if (branchesLeft === 0) {
      sha256Counter(branchHash, hasher, cnt++);
      branchesLeft = 64;
    }
    --branchesLeft;
    const branch = (branchHash[branchesLeft >> 1] >> ((branchesLeft & 1) << 2)) & 7;
    sha256Counter(uOut, hasher, cnt++);
    fe.setB32Mod(ue, uOut); // u (mod p: a uniform u32 is preferred over a uniform u)
    if (xswiftecInvVar(t, x, ue, branch)) return;
  }
}

/**
 * Writes an encoding of the point a into out[0..64): u from the generator, t from the inverse map,
 * negated if needed so that t's parity is y's (libsecp256k1's `secp256k1_ellswift_elligatorswift_var`).
 */
function elligatorswiftVar(out: Uint8Array, a: g.Ge, hasher: Sha256Hasher): void {
  xelligatorswiftVar(u32, tf, a.x, hasher);
  fe.normalizeVar(tf);
  fe.normalizeVar(a.y);
  if (fe.isOdd(tf) !== fe.isOdd(a.y)) {
    fe.negate(tf, tf, 1);
    fe.normalizeVar(tf);
  }
  out.set(u32, 0);
  fe.getB32(out, tf, 32);
}

const ZERO31 = new Uint8Array(31);
const ZERO32 = new Uint8Array(32);
const pub33 = new Uint8Array(33);

/**
 * Encodes a public key as 64 bytes that look random (libsecp256k1's `secp256k1_ellswift_encode`).
 * Deterministic in (publicKey, rnd32): the generator is SHA-256 tagged "secp256k1_ellswift_encode"
 * over the compressed key, 31 zero bytes and rnd32. For an encoding indistinguishable from random,
 * rnd32 must be fresh randomness.
 *
 * @param publicKey - a valid 33- or 65-byte public key.
 * @param rnd32 - 32 random bytes.
 * @returns the 64-byte encoding u ‖ t; {@link ellswiftDecode} gives the key back.
 * @throws {@link K1Error} `ERR_PUBLIC_KEY` if the key does not parse; `ERR_TYPE` / `ERR_LENGTH` on
 *   wrong arguments.
 * @example
 * ```ts
 * const ell = ellswiftEncode(pubkey, crypto.getRandomValues(new Uint8Array(32)));
 * ```
 */
export function ellswiftEncode(publicKey: Uint8Array, rnd32: Uint8Array): Uint8Array {
  loadPublicKey(pt, publicKey);
  assertBytes(rnd32, "rnd32", 32);
  g.geSerializePubkey(pub33, pt, true);
  const h = taggedHasher("secp256k1_ellswift_encode").update(pub33).update(ZERO31).update(rnd32);
  const out = new Uint8Array(ELLSWIFT_SIZE);
  elligatorswiftVar(out, pt, h);
  h.destroy();
  return out;
}

/**
 * Creates the ElligatorSwift encoding of a secret key's public key (libsecp256k1's
 * `secp256k1_ellswift_create`), for BIP324's key exchange. The public key is computed in constant
 * time; the encoding's generator is SHA-256 tagged "secp256k1_ellswift_create" over the secret key,
 * 32 zero bytes and auxRand32 if given. With fresh auxRand32 the encoding is indistinguishable from
 * random even to someone who knows the key; without it, it is a deterministic function of the key.
 *
 * @param secretKey - a valid 32-byte secret key.
 * @param auxRand32 - optional 32 bytes of fresh randomness (recommended).
 * @returns the 64-byte encoding.
 * @throws {@link K1Error} `ERR_PRIVATE_KEY` if the key is 0 or ≥ n; `ERR_TYPE` / `ERR_LENGTH` on
 *   wrong arguments.
 * @example
 * ```ts
 * const ours = ellswiftCreate(secretKey, crypto.getRandomValues(new Uint8Array(32)));
 * ```
 */
export function ellswiftCreate(secretKey: Uint8Array, auxRand32?: Uint8Array): Uint8Array {
  const aux = optionalBytes(auxRand32, "auxRand32", 32);
  loadSecretKey(sk, secretKey);
  const h = taggedHasher("secp256k1_ellswift_create").update(secretKey).update(ZERO32);
  try {
    pubkeyCreateGe(pt, sk);
    if (aux !== undefined) h.update(aux);
    const out = new Uint8Array(ELLSWIFT_SIZE);
    elligatorswiftVar(out, pt, h);
    return out;
  } finally {
    scalar.clear(sk);
    h.destroy(); // the hasher's buffer held the secret key
  }
}

/**
 * Decodes an ElligatorSwift encoding to a public key (libsecp256k1's `secp256k1_ellswift_decode`).
 * Every 64-byte string decodes to a valid key: u and t are taken mod p, x = XSwiftEC(u, t), and y is
 * the root with t's parity.
 *
 * @param ell64 - the 64-byte encoding u ‖ t.
 * @param compressed - the output form; default true (33 bytes).
 * @returns the public key.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` on wrong arguments.
 * @example
 * ```ts
 * const theirPubkey = ellswiftDecode(theirEll64);
 * ```
 */
export function ellswiftDecode(ell64: Uint8Array, compressed?: boolean): Uint8Array {
  assertBytes(ell64, "ell64", ELLSWIFT_SIZE);
  const c = compressionFlag(compressed, true);
  fe.setB32Mod(uf, ell64, 0);
  fe.setB32Mod(tf, ell64, 32);
  fe.normalizeVar(tf);
  xswiftecVar(xf, uf, tf);
  const ok = g.geSetXOVar(pt, xf, fe.isOdd(tf));
  if (__VERIFY__ && !ok) throw new fe.VerifyError("ellswiftDecode: XSwiftEC gives a valid x");
  return savePublicKey(pt, c);
}

/**
 * An ElligatorSwift x-only ECDH hash function (libsecp256k1's `secp256k1_ellswift_xdh_hash_function`):
 * receives the shared x (32 bytes, wiped when it returns: copy what you keep) and both parties'
 * encodings, the initiator's (A) first, and returns the shared secret. It may call any function of
 * this library.
 */
export type EllswiftXdhHashFunction = (x32: Uint8Array, ellA64: Uint8Array, ellB64: Uint8Array) => Uint8Array;

/** The arguments of an ElligatorSwift xdh hash function: a 32-byte x and two 64-byte encodings. */
function assertXdhHashInputs(x32: unknown, ellA64: unknown, ellB64: unknown): void {
  assertBytes(x32, "x32", 32);
  assertBytes(ellA64, "ellA64", ELLSWIFT_SIZE);
  assertBytes(ellB64, "ellB64", ELLSWIFT_SIZE);
}

/**
 * BIP324's shared secret (libsecp256k1's `secp256k1_ellswift_xdh_hash_function_bip324`):
 * the tagged hash "bip324_ellswift_xonly_ecdh" of ellA64 ‖ ellB64 ‖ x32.
 *
 * @param x32 - the shared x coordinate.
 * @param ellA64 - the initiator's encoding.
 * @param ellB64 - the responder's encoding.
 * @returns the 32-byte secret.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` on wrong arguments.
 */
export function ellswiftXdhHashBip324(x32: Uint8Array, ellA64: Uint8Array, ellB64: Uint8Array): Uint8Array {
  assertXdhHashInputs(x32, ellA64, ellB64);
  return taggedHash("bip324_ellswift_xonly_ecdh", ellA64, ellB64, x32);
}

/**
 * libsecp256k1's `secp256k1_ellswift_xdh_hash_function_prefix`: a hash function computing
 * SHA256(prefix64 ‖ ellA64 ‖ ellB64 ‖ x32), for protocols that domain-separate by a 64-byte prefix.
 *
 * @param prefix64 - the 64-byte prefix (copied).
 * @returns the hash function, to pass to {@link ellswiftXdh}.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` unless prefix64 is a 64-byte `Uint8Array`.
 * @example
 * ```ts
 * const secret = ellswiftXdh(ellA, ellB, key, "initiator", ellswiftXdhHashPrefix(myPrefix));
 * ```
 */
export function ellswiftXdhHashPrefix(prefix64: Uint8Array): EllswiftXdhHashFunction {
  assertBytes(prefix64, "prefix64", 64);
  const prefix = copyBytes(prefix64);
  return (x32, ellA64, ellB64) => {
    assertXdhHashInputs(x32, ellA64, ellB64);
    return sha256.create().update(prefix).update(ellA64).update(ellB64).update(x32).digest();
  };
}

/** Which party of an ElligatorSwift key exchange holds the secret key: A (initiator) or B (responder). */
export type EllswiftParty = "initiator" | "responder";

const sx = new Uint8Array(32);
const px = fe.createScratch();

/**
 * x-only ECDH on ElligatorSwift encodings (libsecp256k1's `secp256k1_ellswift_xdh`): the x
 * coordinate of secretKey·(the other party's point), hashed with both encodings. The other party's
 * x is decoded as a fraction and used by `ecmultConstXonly` without a square root; the
 * multiplication is constant time in the secret key.
 *
 * @param ellA64 - the initiator's 64-byte encoding.
 * @param ellB64 - the responder's 64-byte encoding.
 * @param secretKey - our valid 32-byte secret key, whose encoding is ellA64 if `party` is
 *   "initiator", ellB64 if "responder" (our own encoding is only hashed, not decoded).
 * @param party - "initiator" (we are A) or "responder" (we are B).
 * @param hashFn - default {@link ellswiftXdhHashBip324} (BIP324's shared secret).
 * @returns the hash function's output (32 bytes with the default).
 * @throws {@link K1Error} `ERR_PRIVATE_KEY` if the key is 0 or ≥ n; `ERR_HASH` if hashFn returns
 *   something other than a `Uint8Array`; `ERR_TYPE` / `ERR_LENGTH` / `ERR_RANGE` on wrong
 *   arguments. An exception thrown by hashFn passes through (after x is wiped).
 * @example
 * ```ts
 * // Both sides derive the same secret:
 * const a = ellswiftXdh(ellA, ellB, keyA, "initiator");
 * const b = ellswiftXdh(ellA, ellB, keyB, "responder");
 * ```
 */
export function ellswiftXdh(
  ellA64: Uint8Array,
  ellB64: Uint8Array,
  secretKey: Uint8Array,
  party: EllswiftParty,
  hashFn?: EllswiftXdhHashFunction,
): Uint8Array {
  assertBytes(ellA64, "ellA64", ELLSWIFT_SIZE);
  assertBytes(ellB64, "ellB64", ELLSWIFT_SIZE);
  if (party !== "initiator" && party !== "responder") {
    throw new K1Error("ERR_RANGE", `party: expected "initiator" or "responder", got ${typeName(party)}`);
  }
  if (hashFn !== undefined && typeof hashFn !== "function") {
    throw new K1Error("ERR_TYPE", `hashFn: expected a function, got ${typeName(hashFn)}`);
  }
  loadSecretKey(sk, secretKey);
  // The shared x goes to this module's buffer for the default hash; a hash function (user code,
  // which may call back into this library and so reuse it) gets an array of its own.
  const x = hashFn === undefined ? sx : new Uint8Array(32);
  try {
    const theirs = party === "responder" ? ellA64 : ellB64;
    fe.setB32Mod(uf, theirs, 0);
    fe.setB32Mod(tf, theirs, 32);
    xswiftecFracVar(xn, xd, uf, tf);
    ecmultConstXonly(px, xn, xd, sk, true);
    fe.normalize(px);
    fe.getB32(x, px);
    // The default hash returns a new array (`.buffer` of a small one would move it off the V8 heap).
    if (hashFn === undefined) return ellswiftXdhHashBip324(x, ellA64, ellB64);
    // Nothing of this call stays in scratch while the hash function runs.
    scalar.clear(sk);
    fe.clear(px);
    const out = hashFn(x, ellA64, ellB64);
    if (!isBytes(out)) {
      throw new K1Error(
        "ERR_HASH",
        `ellswiftXdh: the hash function returned ${typeName(out)}, not a Uint8Array`,
      );
    }
    return out.buffer === x.buffer ? copyBytes(out) : out;
  } finally {
    scalar.clear(sk);
    fe.clear(px);
    x.fill(0);
  }
}
