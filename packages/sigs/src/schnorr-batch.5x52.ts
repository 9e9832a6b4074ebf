/**
 * BIP340 batch verification on this backend: BIP340's "Batch Verification" algorithm on
 * `@k1/ecmult`'s multi-point multiplication (Strauss, the bundled algorithm or Pippenger, chosen by
 * the number of points).
 *
 * For signatures (rᵢ, sᵢ) on messages mᵢ by keys Pᵢ, with eᵢ their challenges and Rᵢ = lift_x(rᵢ),
 * every signature is valid iff Rᵢ = sᵢ·G − eᵢ·Pᵢ for each i. The batch checks one random linear
 * combination instead,
 *
 *     Σ aᵢ·Rᵢ + Σ (aᵢ·eᵢ)·Pᵢ − (Σ aᵢ·sᵢ)·G = O,   a₁ = 1, a₂ … aᵤ random,
 *
 * one multi-point multiplication of 2u points and G. If every signature is valid the sum is O; if
 * one is not, the sum is O with probability below 2^-128 over the aᵢ (BIP340). The aᵢ are derived
 * from a hash of all inputs, as BIP340 allows: aᵢ = SHA-256(T ‖ i) mod n (`sha256Counter`, i as 4
 * little-endian bytes), T the SHA-256 input tagged "k1/schnorrsig_batch" over every signature, key
 * and length-prefixed message; an attacker who chooses the inputs cannot predict them without
 * breaking SHA-256. Pass `rand32` to mix in fresh randomness as well.
 *
 * Cost per signature: two lift_x (a square root each), the challenge hash and two points of the
 * multi-point multiplication; {@link schnorrVerify} costs one lift_x and a full aP + bG per
 * signature. Variable time (public inputs only).
 *
 * @module
 */
import { type EcmultMultiScratch, ecmultMultiScratchCreate, ecmultMultiVar } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { parseXonly, SIGNATURE_SIZE, XONLY_PUBLIC_KEY_SIZE } from "./eckey.5x52.js";
import { K1Error } from "./errors.js";
import { type Sha256Hasher, sha256Counter, taggedHasher } from "./hash.js";
import { schnorrChallenge } from "./schnorr.5x52.js";
import { assertBytes, optionalBytes, snapshot, typeName } from "./validate.js";

/** Tag of the hash that seeds the batch's random coefficients. */
export const SCHNORR_BATCH_TAG = "k1/schnorrsig_batch";

// Points and scalars, grown as needed and kept (the batch is public data).
const pts: g.Ge[] = [];
const scs: scalar.Scalar[] = [];
const a = scalar.create();
const e = scalar.create();
const s = scalar.create();
const sumS = scalar.create();
const rx = fe.createScratch();
const res = g.gejCreate();
const coef = new Uint8Array(32);
const len8 = new Uint8Array(8);
const len8View = new DataView(len8.buffer);
let scratch: EcmultMultiScratch | null = null;

function grow(n: number): void {
  while (pts.length < n) {
    pts.push(g.geCreate());
    scs.push(scalar.create());
  }
}

function assertArray(x: unknown, name: string): asserts x is readonly unknown[] {
  if (!Array.isArray(x)) throw new K1Error("ERR_TYPE", `${name}: expected an array, got ${typeName(x)}`);
}

/**
 * Verifies many BIP340 signatures at once (BIP340's batch verification): true iff every
 * `schnorrVerify(sigs[i], msgs[i], xonlyPubkeys[i])` would be true, up to a probability below
 * 2^-128 of accepting a batch with an invalid signature. An empty batch is valid. Which signature
 * is invalid is not reported: verify them one by one to find out.
 *
 * @param sigs - the 64-byte signatures.
 * @param msgs - the messages, any length, one per signature.
 * @param xonlyPubkeys - the 32-byte x-only public keys, one per signature.
 * @param rand32 - optional 32 bytes of fresh randomness, mixed into the coefficients (without it
 *   they are a hash of the inputs, which BIP340 allows).
 * @returns whether all signatures are valid.
 * @throws {@link K1Error} `ERR_TYPE` if an argument is not an array / a `Uint8Array`; `ERR_LENGTH`
 *   if the arrays differ in length or a signature, key or rand32 has the wrong size. Invalid
 *   contents (r ≥ p, s ≥ n, a key not on the curve) make the result false, as in
 *   {@link schnorrVerify}.
 * @example
 * ```ts
 * const ok = schnorrVerifyBatch(sigs, msgs, keys); // one multi-point multiplication
 * ```
 */
export function schnorrVerifyBatch(
  sigs: readonly Uint8Array[],
  msgs: readonly Uint8Array[],
  xonlyPubkeys: readonly Uint8Array[],
  rand32?: Uint8Array,
): boolean {
  assertArray(sigs, "sigs");
  assertArray(msgs, "msgs");
  assertArray(xonlyPubkeys, "xonlyPubkeys");
  // Each element is read once, before any check: what is checked is what is used.
  return verifyBatchLists(snapshot(sigs), snapshot(msgs), snapshot(xonlyPubkeys), rand32);
}

/** {@link schnorrVerifyBatch} on its own copies of the three arrays. */
function verifyBatchLists(
  sigs: readonly Uint8Array[],
  msgs: readonly Uint8Array[],
  xonlyPubkeys: readonly Uint8Array[],
  rand32: Uint8Array | undefined,
): boolean {
  const u = sigs.length;
  if (msgs.length !== u || xonlyPubkeys.length !== u) {
    throw new K1Error(
      "ERR_LENGTH",
      `schnorrVerifyBatch: ${u} signatures, ${msgs.length} messages and ${xonlyPubkeys.length} keys`,
    );
  }
  const rnd = optionalBytes(rand32, "rand32", 32);
  // Types and lengths first (errors); the hasher absorbs every input: the coefficients' seed.
  const h = taggedHasher(SCHNORR_BATCH_TAG);
  for (let i = 0; i < u; i++) {
    assertBytes(sigs[i], `sigs[${i}]`, SIGNATURE_SIZE);
    assertBytes(msgs[i], `msgs[${i}]`);
    assertBytes(xonlyPubkeys[i], `xonlyPubkeys[${i}]`, XONLY_PUBLIC_KEY_SIZE);
    const m = msgs[i];
    len8View.setBigUint64(0, BigInt(m.length));
    h.update(sigs[i]).update(xonlyPubkeys[i]).update(len8).update(m);
  }
  if (rnd !== undefined) h.update(rnd);
  try {
    return u === 0 || batchVerify(sigs, msgs, xonlyPubkeys, h);
  } finally {
    h.destroy();
  }
}

/** The batch equation for u ≥ 1 entries of checked types and lengths; `seed` has absorbed them. */
function batchVerify(
  sigs: readonly Uint8Array[],
  msgs: readonly Uint8Array[],
  xonlyPubkeys: readonly Uint8Array[],
  seed: Sha256Hasher,
): boolean {
  const u = sigs.length;
  grow(2 * u);
  scalar.clear(sumS);
  for (let i = 0; i < u; i++) {
    const sig = sigs[i];
    const R = pts[i];
    const P = pts[u + i];
    // "Let P = lift_x(pk); fail if that fails. Let r = int(sig[0:32]); fail if r ≥ p.
    // Let s = int(sig[32:64]); fail if s ≥ n. Let R = lift_x(r); fail if that fails."
    if (!parseXonly(P, xonlyPubkeys[i])) return false;
    if (!fe.setB32Limit(rx, sig, 0)) return false;
    if (scalar.setB32(s, sig, 32)) return false;
    if (!g.geSetXOVar(R, rx, false)) return false;
    // e = hash_BIP0340/challenge(r ‖ pk ‖ m) mod n.
    schnorrChallenge(e, sig, 0, xonlyPubkeys[i], msgs[i]);
    // a₁ = 1; aᵢ = SHA256(T ‖ i) mod n (1 if that is 0).
    if (i === 0) {
      scalar.setInt(a, 1);
    } else {
      sha256Counter(coef, seed, i);
      scalar.setB32(a, coef, 0);
      if (scalar.isZero(a)) scalar.setInt(a, 1);
    }
    scalar.copy(scs[i], a); //                    aᵢ·Rᵢ
    scalar.mul(scs[u + i], a, e); //              (aᵢ·eᵢ)·Pᵢ
    scalar.mul(s, s, a);
    scalar.add(sumS, sumS, s); //                 Σ aᵢ·sᵢ
  }
  scalar.negate(sumS, sumS);
  if (scratch === null) scratch = ecmultMultiScratchCreate();
  ecmultMultiVar(scratch, res, sumS, pts, scs, 2 * u);
  return res.infinity === 1;
}
