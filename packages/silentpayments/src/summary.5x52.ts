/**
 * Prevouts summaries on this backend: libsecp256k1's
 * `secp256k1_silentpayments_recipient_prevouts_summary_create`, and the light-client form that
 * libsecp256k1's layout reserves (its `combined` flag) but does not yet implement:
 * {@link silentpaymentsRecipientPrevoutsSummarySerialize} gives the 33-byte input_hash·A that an
 * index server hands to light clients (BIP352's "tweak"), and
 * {@link silentpaymentsRecipientPrevoutsSummaryParse} turns it back into a summary that
 * `silentpaymentsRecipientScanOutputs` scans (its ECDH is b_scan·(input_hash·A) instead of
 * (b_scan·input_hash)·A).
 *
 * A summary is 101 bytes in libsecp256k1's layout: 4 magic bytes ‖ combined (0 or 1) ‖ x ‖ y of
 * the point ‖ 32 bytes. With combined = 0 the point is A = Σ input public keys and the last bytes
 * are input_hash; with combined = 1 the point is input_hash·A and the last bytes are zero. It holds
 * no secret.
 *
 * @module
 */
import { ecmult } from "@k1/ecmult/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { K1Error } from "@k1/sigs/5x52";
import { assertBytes, optionalArray } from "./args.5x52.js";
import {
  hasMagic,
  OUTPOINT_SIZE,
  SILENTPAYMENTS_PREVOUTS_SUMMARY_SIZE,
  SUMMARY_MAGIC,
  setMagic,
} from "./constants.js";
import { inputHash } from "./hash.5x52.js";
import { loadCompressed, loadPoint64, loadPublicKey, loadXonly } from "./keys.5x52.js";

const pt = g.geCreate();
const acc = g.gejCreate();
const hs = scalar.create();
const sum33 = new Uint8Array(33);
const digest = new Uint8Array(32);

/**
 * Internal: reads a 101-byte summary: r = its point, h = its input hash (unset if combined).
 * Returns whether it is combined (a parsed light-client summary: r is already input_hash·A).
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH` unless a 101-byte `Uint8Array`; `ERR_OPAQUE`
 *   if it lacks the magic, its flag is neither 0 nor 1, its point is not on the curve, or its input
 *   hash is 0 or ≥ n (or, combined, not zero).
 */
export function loadSummary(r: g.Ge, h: scalar.Scalar, bytes: unknown, name: string): boolean {
  assertBytes(bytes, name, SILENTPAYMENTS_PREVOUTS_SUMMARY_SIZE);
  const combined = bytes[4];
  let ok = hasMagic(bytes, SUMMARY_MAGIC) && (combined === 0 || combined === 1) && loadPoint64(r, bytes, 5);
  if (ok && combined === 0) ok = !scalar.setB32(h, bytes, 69) && !scalar.isZero(h);
  if (ok && combined === 1) for (let i = 69; i < 101; i++) ok &&= bytes[i] === 0;
  if (!ok)
    throw new K1Error(
      "ERR_OPAQUE",
      `${name}: not a prevouts summary (101 bytes from prevoutsSummaryCreate or prevoutsSummaryParse)`,
    );
  return combined === 1;
}

function saveSummary(a: g.Ge, combined: number, h: scalar.Scalar | null): Uint8Array {
  const out = new Uint8Array(SILENTPAYMENTS_PREVOUTS_SUMMARY_SIZE);
  setMagic(out, SUMMARY_MAGIC);
  out[4] = combined;
  g.geToBytes(out, a, 5);
  if (h !== null) scalar.getB32(out, h, 69);
  return out;
}

/**
 * Summarizes what a scan needs of a transaction's inputs (libsecp256k1's
 * `secp256k1_silentpayments_recipient_prevouts_summary_create`): A = the sum of the eligible
 * inputs' public keys and input_hash = hash_BIP0352/Inputs(outpoint ‖ A). Which inputs are
 * eligible, and how their keys are read from scriptSig, witness and prevout, are BIP352's rules
 * and the caller's job (this function takes the keys).
 *
 * @param outpointSmallest36 - the smallest outpoint of all the transaction's inputs, 36 bytes.
 * @param xonlyPubkeys - the 32-byte x-only keys of the eligible Taproot inputs (may be empty or
 *   omitted).
 * @param pubkeys - the 33- or 65-byte keys of the other eligible inputs (may be empty or omitted;
 *   BIP352 counts compressed keys only, a rule the caller applies).
 * @returns the 101-byte summary, or `null` if the keys sum to the point at infinity (or, with
 *   probability about 2^-128, the input hash is 0 or ≥ n): then the transaction is not a silent
 *   payments transaction and the scanner skips it, as libsecp256k1's 0 says.
 * @throws `K1Error` `ERR_LENGTH` if both lists are empty; `ERR_PUBLIC_KEY` if a key is not
 *   a point of the curve; `ERR_TYPE` / `ERR_LENGTH` on arguments of the wrong type or size.
 * @example
 * ```ts
 * const summary = silentpaymentsRecipientPrevoutsSummaryCreate(outpoint, [taprootInputX], [p2wpkhInputKey]);
 * if (summary !== null) found = silentpaymentsRecipientScanOutputs(outputs, scanKey, summary, spendPubkey);
 * ```
 */
export function silentpaymentsRecipientPrevoutsSummaryCreate(
  outpointSmallest36: Uint8Array,
  xonlyPubkeys?: readonly Uint8Array[] | null,
  pubkeys?: readonly Uint8Array[] | null,
): Uint8Array | null {
  assertBytes(outpointSmallest36, "outpointSmallest36", OUTPOINT_SIZE);
  const xs = optionalArray(xonlyPubkeys, "xonlyPubkeys");
  const ps = optionalArray(pubkeys, "pubkeys");
  if (xs.length + ps.length === 0)
    throw new K1Error("ERR_LENGTH", "xonlyPubkeys, pubkeys: expected at least one input public key");
  g.gejSetInfinity(acc);
  for (let i = 0; i < ps.length; i++) {
    loadPublicKey(pt, ps[i], `pubkeys[${i}]`);
    g.gejAddGeVar(acc, acc, pt, null);
  }
  for (let i = 0; i < xs.length; i++) {
    loadXonly(pt, xs[i], `xonlyPubkeys[${i}]`);
    g.gejAddGeVar(acc, acc, pt, null);
  }
  // Keys summing to infinity are chain data anyone can make, not a caller error: no summary.
  if (acc.infinity) return null;
  // One key (the common case) is the sum already: no inversion.
  if (xs.length + ps.length > 1) g.geSetGejVar(pt, acc);
  g.geSerializePubkey(sum33, pt, true);
  inputHash(digest, outpointSmallest36, sum33);
  if (scalar.setB32(hs, digest) || scalar.isZero(hs)) return null;
  return saveSummary(pt, 0, hs);
}

/**
 * Serializes a prevouts summary for a light client: input_hash·A as a 33-byte compressed key
 * (BIP352's per-transaction "tweak" data, what an index server sends). Variable time (public
 * data); one multiplication for a summary from {@link silentpaymentsRecipientPrevoutsSummaryCreate},
 * none for a parsed one.
 *
 * @param prevoutsSummary - a 101-byte summary.
 * @returns the 33 bytes 02|03 ‖ x of input_hash·A.
 * @throws `K1Error` `ERR_OPAQUE` if the bytes are not a summary; `ERR_TYPE` / `ERR_LENGTH`
 *   on a wrong argument.
 * @example
 * ```ts
 * const tweak33 = silentpaymentsRecipientPrevoutsSummarySerialize(summary); // sent to light clients
 * ```
 */
export function silentpaymentsRecipientPrevoutsSummarySerialize(prevoutsSummary: Uint8Array): Uint8Array {
  const combined = loadSummary(pt, hs, prevoutsSummary, "prevoutsSummary");
  if (!combined) {
    g.gejSetGe(acc, pt);
    ecmult(acc, acc, hs, null);
    // input_hash < n is not 0 and A is not infinity, so neither is the product (prime order).
    g.geSetGejVar(pt, acc);
  }
  const out = new Uint8Array(33);
  g.geSerializePubkey(out, pt, true);
  return out;
}

/**
 * Parses a light client's 33-byte summary (input_hash·A from an index server) into a prevouts
 * summary for `silentpaymentsRecipientScanOutputs` (libsecp256k1's layout with combined = 1).
 *
 * @param in33 - 02|03 ‖ x of input_hash·A.
 * @returns the 101-byte summary.
 * @throws `K1Error` `ERR_PUBLIC_KEY` if the bytes are not a compressed point of the curve;
 *   `ERR_TYPE` / `ERR_LENGTH` on a wrong argument.
 * @example
 * ```ts
 * const summary = silentpaymentsRecipientPrevoutsSummaryParse(tweakFromServer);
 * const found = silentpaymentsRecipientScanOutputs(outputs, scanKey, summary, spendPubkey);
 * ```
 */
export function silentpaymentsRecipientPrevoutsSummaryParse(in33: Uint8Array): Uint8Array {
  loadCompressed(pt, in33, "in33");
  return saveSummary(pt, 1, null);
}
