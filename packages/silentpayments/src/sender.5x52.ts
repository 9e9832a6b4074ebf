/**
 * The sender's side of BIP352 on this backend: libsecp256k1's
 * `secp256k1_silentpayments_sender_create_outputs`.
 *
 * @module
 */
import { ecmultGen } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { genContext, K1Error } from "@k1/sigs/5x52";
import { assertArray, assertBytes, optionalArray, typeName } from "./args.5x52.js";
import { OUTPOINT_SIZE, SILENTPAYMENTS_RECIPIENT_GROUP_LIMIT } from "./constants.js";
import { inputHash } from "./hash.5x52.js";
import {
  loadKeypair,
  loadPublicKey,
  loadSecretKey,
  outputTweak,
  serializeSecret,
  sharedSecretJ,
} from "./keys.5x52.js";

/**
 * One recipient of {@link silentpaymentsSenderCreateOutputs}: the two public keys of a silent
 * payment address (libsecp256k1's `secp256k1_silentpayments_recipient`, whose `index` is the
 * recipient's position in the array here). `spendPubkey` may be a labeled spend key
 * (`silentpaymentsRecipientCreateLabeledSpendPubkey`); the sender cannot tell and need not.
 */
export interface SilentpaymentsRecipient {
  /** The scan public key B_scan, 33 bytes (or 65: then no square root is needed to read it). */
  readonly scanPubkey: Uint8Array;
  /** The (possibly labeled) spend public key B_m, 33 or 65 bytes. */
  readonly spendPubkey: Uint8Array;
}

const sum = scalar.create();
const addend = scalar.create();
const hash = scalar.create();
const tk = scalar.create();
const pt = g.geCreate();
const pj = g.gejCreate();
const sum33 = new Uint8Array(33);
const digest = new Uint8Array(32);

/**
 * Creates the Taproot output keys of a silent-payments transaction for its recipients (BIP352's
 * "Creating outputs"; libsecp256k1's `secp256k1_silentpayments_sender_create_outputs`, with the
 * same choices where BIP352 leaves one):
 *
 * - a = Σ the secret keys of the eligible inputs, each Taproot key negated if its public key has
 *   odd y (BIP340's even-y convention); input_hash = hash_BIP0352/Inputs(outpoint ‖ a·G);
 * - recipients are grouped by scan public key: sorted by the key's compressed encoding, ties
 *   broken by their position, so within a group k = 0, 1, … follows the order of the array;
 * - per group the shared secret is (input_hash·a)·B_scan (ECDH by `ecmultConst`), and the output
 *   for the group's k-th recipient is B_m + t_k·G with t_k = hash_BIP0352/SharedSecret(secret ‖ k),
 *   as an x-only key.
 *
 * Every recipient's output goes in the transaction: leaving one out can make later ones of its
 * group unfindable. The secret keys, their sum and the shared secret are handled in constant time
 * (the sum by constant-time scalar arithmetic and the blinded `ecmultGen`, the ECDH by
 * `ecmultConst`, the secret's encoding without branches) and cleared; as in libsecp256k1, a·G and
 * each t_k are public from then on (they determine the outputs the transaction publishes).
 *
 * @param recipients - at least one recipient; the output for `recipients[i]` is returned at `i`.
 *   Several may share a scan key and/or a spend key. At most
 *   {@link SILENTPAYMENTS_RECIPIENT_GROUP_LIMIT} (2,323) may share a scan key.
 * @param outpointSmallest36 - the lexicographically smallest outpoint of all the transaction's
 *   inputs (eligible or not), 36 bytes (txid in internal byte order ‖ vout as 4 bytes little
 *   endian). Choosing it is the caller's job; a wrong one makes the payment unfindable.
 * @param keypairs - the `@k1/sigs` keypairs (96 bytes, `keypairCreate`) of the eligible Taproot
 *   inputs; may be empty or omitted.
 * @param seckeys - the 32-byte secret keys of the other eligible inputs; may be empty or omitted.
 * @returns the output keys, 32-byte x-only, `outputs[i]` for `recipients[i]`.
 * @throws `K1Error` `ERR_LENGTH` if there is no recipient or no input key at all;
 *   `ERR_TYPE` / `ERR_LENGTH` on arguments of the wrong type or size; `ERR_PRIVATE_KEY` if a
 *   secret key is 0 or ≥ n; `ERR_PUBLIC_KEY` if a recipient key or a keypair's point is not a
 *   point of the curve; `ERR_RESULT_INFINITY` if the input keys sum to 0, or an output would be
 *   the point at infinity (a spend key chosen as −t_k·G); `ERR_GROUP_LIMIT` if more than 2,323
 *   recipients share a scan key; `ERR_TWEAK` if input_hash or a t_k is 0 or ≥ n (probability
 *   about 2^-128).
 * @example
 * ```ts
 * const [output] = silentpaymentsSenderCreateOutputs(
 *   [{ scanPubkey, spendPubkey }],
 *   smallestOutpoint,
 *   [keypairCreate(taprootInputKey)],
 *   [p2wpkhInputKey],
 * );
 * ```
 */
export function silentpaymentsSenderCreateOutputs(
  recipients: readonly SilentpaymentsRecipient[],
  outpointSmallest36: Uint8Array,
  keypairs?: readonly Uint8Array[] | null,
  seckeys?: readonly Uint8Array[] | null,
): Uint8Array[] {
  assertArray(recipients, "recipients", 1);
  const n = recipients.length;
  for (let i = 0; i < n; i++) {
    const r = recipients[i] as unknown;
    if (typeof r !== "object" || r === null)
      throw new K1Error("ERR_TYPE", `recipients[${i}]: expected a recipient object, got ${typeName(r)}`);
    assertBytes((r as SilentpaymentsRecipient).scanPubkey, `recipients[${i}].scanPubkey`, 33, 65);
    assertBytes((r as SilentpaymentsRecipient).spendPubkey, `recipients[${i}].spendPubkey`, 33, 65);
  }
  assertBytes(outpointSmallest36, "outpointSmallest36", OUTPOINT_SIZE);
  const kps = optionalArray(keypairs, "keypairs");
  const sks = optionalArray(seckeys, "seckeys");
  if (kps.length + sks.length === 0)
    throw new K1Error("ERR_LENGTH", "keypairs, seckeys: expected at least one input key");

  // Every distinct key is parsed once (a square root for a 33-byte key); the scan keys'
  // compressed encodings order the recipients.
  const points = new KeyPoints();
  const scan33 = new Uint8Array(33 * n);
  const scanPoint: Uint8Array[] = new Array(n);
  for (let i = 0; i < n; i++) {
    scanPoint[i] = points.get(recipients[i].scanPubkey, `recipients[${i}].scanPubkey`);
    g.geFromBytes(pt, scanPoint[i], 0);
    g.geSerializePubkey(scan33, pt, true, 33 * i);
  }
  const spendPoint: Uint8Array[] = new Array(n);
  for (let i = 0; i < n; i++)
    spendPoint[i] = points.get(recipients[i].spendPubkey, `recipients[${i}].spendPubkey`);
  const order = sortByScanKey(scan33, n);
  checkGroupLimit(scan33, order);

  // The shared secrets of the groups, Jacobian, affine and encoded (secret; cleared by `finally`).
  let groupJ: g.Gej[] | null = null;
  let groupA: g.Ge[] | null = null;
  let secrets: Uint8Array | null = null;
  try {
    sumSecretKeys(kps, sks);
    // A = a·G in constant time; public from here on (libsecp256k1 declassifies it).
    ecmultGen(genContext(), pj, sum);
    g.geSetGej(pt, pj);
    g.geSerializePubkey(sum33, pt, true);
    inputHash(digest, outpointSmallest36, sum33);
    if (scalar.setB32(hash, digest) || scalar.isZero(hash))
      throw new K1Error("ERR_TWEAK", "the input hash is not a valid scalar (probability about 2^-128)");
    // a·input_hash once, instead of an extra multiplication of every shared secret.
    scalar.mul(sum, sum, hash);

    // The groups (runs of one scan key in sorted order) and their shared secrets
    // (input_hash·a)·B_scan, made affine with one constant-time inversion for all (Montgomery's
    // trick, constant time in the values), then encoded.
    const firsts: number[] = [];
    for (let s = 0; s < n; s++) if (s === 0 || !sameScanKey(scan33, order[s - 1], order[s])) firsts.push(s);
    groupJ = g.gejArray(firsts.length);
    groupA = g.geArray(firsts.length);
    secrets = new Uint8Array(33 * firsts.length);
    for (let t = 0; t < firsts.length; t++) {
      g.geFromBytes(pt, scanPoint[order[firsts[t]]], 0);
      sharedSecretJ(groupJ[t], pt, sum);
    }
    scalar.clear(sum);
    g.geSetAllGej(groupA, groupJ, firsts.length);
    for (let t = 0; t < firsts.length; t++) serializeSecret(secrets, groupA[t], 33 * t);
    clearPoints(groupJ, groupA);

    // Each output B_m + t_k·G (public from here on), made affine with one inversion for all.
    const outJ = g.gejArray(n);
    let t = -1;
    let k = 0;
    for (let s = 0; s < n; s++) {
      if (t + 1 < firsts.length && firsts[t + 1] === s) {
        t++;
        k = 0;
      }
      const i = order[s];
      outputPoint(
        outJ[s],
        secrets.subarray(33 * t, 33 * t + 33),
        spendPoint[i],
        `recipients[${i}].spendPubkey`,
        k,
      );
      k++;
    }
    // Made affine by the constant-time inversion (as fast here as the variable-time one), so that
    // the time does not depend on the secret keys through the outputs.
    const outA = g.geArray(n);
    g.geSetAllGej(outA, outJ, n);
    const outputs: Uint8Array[] = new Array(n);
    for (let s = 0; s < n; s++) {
      fe.normalizeVar(outA[s].x);
      const out = new Uint8Array(32);
      fe.getB32(out, outA[s].x);
      outputs[order[s]] = out;
    }
    return outputs;
  } finally {
    scalar.clear(sum);
    scalar.clear(addend);
    scalar.clear(tk);
    g.gejClear(pj);
    secrets?.fill(0);
    clearPoints(groupJ, groupA);
  }
}

function clearPoints(j: g.Gej[] | null, a: g.Ge[] | null): void {
  if (j !== null) for (const p of j) g.gejClear(p);
  if (a !== null) for (const p of a) g.geClear(p);
}

/** sum = Σ seckeys + Σ keypairs' keys, each negated if its point has odd y. Constant time. */
function sumSecretKeys(kps: readonly unknown[], sks: readonly unknown[]): void {
  scalar.setInt(sum, 0);
  for (let i = 0; i < sks.length; i++) {
    loadSecretKey(addend, sks[i], `seckeys[${i}]`);
    scalar.add(sum, sum, addend);
  }
  for (let i = 0; i < kps.length; i++) {
    loadKeypair(addend, pt, kps[i], `keypairs[${i}]`);
    fe.normalize(pt.y);
    scalar.condNegate(addend, +fe.isOdd(pt.y));
    scalar.add(sum, sum, addend);
  }
  scalar.clear(addend);
  // Whether the sum is 0 is public (libsecp256k1 declassifies it): the sender cannot send.
  if (scalar.isZero(sum))
    throw new K1Error("ERR_RESULT_INFINITY", "the input secret keys sum to 0: no output can be created");
}

/** The parsed public keys of one call, by their bytes (x ‖ y, 64 bytes each). */
class KeyPoints {
  private readonly points = new Map<string, Uint8Array>();

  get(bytes: Uint8Array, name: string): Uint8Array {
    const key = String.fromCharCode.apply(null, bytes as unknown as number[]);
    let p = this.points.get(key);
    if (p === undefined) {
      loadPublicKey(pt, bytes, name);
      p = new Uint8Array(64);
      g.geToBytes(p, pt, 0);
      this.points.set(key, p);
    }
    return p;
  }
}

/** r = B_m + t_k·G for the k-th recipient of a group (Jacobian, not infinity). */
function outputPoint(r: g.Gej, secret: Uint8Array, spend64: Uint8Array, name: string, k: number): void {
  if (!outputTweak(tk, secret, k))
    throw new K1Error("ERR_TWEAK", "an output tweak is not a valid scalar (probability about 2^-128)");
  g.geFromBytes(pt, spend64, 0);
  ecmultGen(genContext(), r, tk);
  scalar.clear(tk);
  g.gejAddGeVar(r, r, pt, null);
  if (r.infinity)
    throw new K1Error(
      "ERR_RESULT_INFINITY",
      `${name}: the output for this spend key is the point at infinity`,
    );
}

/** Whether recipients i and j have the same scan key (equal compressed encodings). */
function sameScanKey(scan33: Uint8Array, i: number, j: number): boolean {
  const a = 33 * i;
  const b = 33 * j;
  for (let t = 0; t < 33; t++) if (scan33[a + t] !== scan33[b + t]) return false;
  return true;
}

/**
 * The recipients' positions sorted by the compressed scan key, ties by position (libsecp256k1's
 * heap sort with the index as tie-breaker; `Array.prototype.sort` is stable, so positions stay in
 * order within a group).
 */
function sortByScanKey(scan33: Uint8Array, n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  order.sort((i, j) => {
    const a = 33 * i;
    const b = 33 * j;
    for (let t = 0; t < 33; t++) {
      const d = scan33[a + t] - scan33[b + t];
      if (d !== 0) return d;
    }
    return i - j;
  });
  return order;
}

/** Throws `ERR_GROUP_LIMIT` if more than K_max consecutive (sorted) recipients share a scan key. */
function checkGroupLimit(scan33: Uint8Array, order: readonly number[]): void {
  let run = 0;
  for (let s = 0; s < order.length; s++) {
    run = s > 0 && sameScanKey(scan33, order[s - 1], order[s]) ? run + 1 : 1;
    if (run > SILENTPAYMENTS_RECIPIENT_GROUP_LIMIT) {
      throw new K1Error(
        "ERR_GROUP_LIMIT",
        `recipients: more than ${SILENTPAYMENTS_RECIPIENT_GROUP_LIMIT} recipients share the scan key of recipients[${order[s]}]`,
      );
    }
  }
}
