// An obviously-correct BigInt reference of BIP352 for the tests, written from the BIP and its
// reference code (bip-0352/reference.py) with libsecp256k1's choices where the BIP leaves one:
// recipients grouped by scan key with k in the order given, outputs tried in order for each k
// without removing found ones, an earlier labeled output before a later direct one, and a label
// tweak that cancels t_k reported as 0. Independent of the code under test: point arithmetic from
// @k1/sigs' test reference, hashes from @noble/hashes.
import { sha256 } from "@noble/hashes/sha2.js";
import { bigToBytes } from "../../../test-utils/rng.js";
import { add, bytesToBig, decode, encode, G, liftX, mod, mul, N, neg, type Pt } from "../../sigs/test/ref.js";
import { hex } from "./inputs.js";

export const K_MAX = 2323;

export function taggedHash(tag: string, ...msgs: Uint8Array[]): Uint8Array {
  const th = sha256(new TextEncoder().encode(tag));
  const h = sha256.create().update(th).update(th);
  for (const m of msgs) h.update(m);
  return h.digest();
}

export function ser32(k: number): Uint8Array {
  return Uint8Array.from([k >>> 24, (k >>> 16) & 255, (k >>> 8) & 255, k & 255]);
}

/** x-only bytes of a point. */
export function xonly(p: Pt): Uint8Array {
  if (p === null) throw new Error("infinity");
  return bigToBytes(p[0]);
}

/** A valid scalar from a hash, or throws (probability 2^-128). */
function hashScalar(h: Uint8Array): bigint {
  const v = bytesToBig(h);
  if (v === 0n || v >= N) throw new Error("hash not a scalar");
  return v;
}

export function refInputHash(outpoint36: Uint8Array, A: Pt): bigint {
  return hashScalar(taggedHash("BIP0352/Inputs", outpoint36, encode(A)));
}

export function refTk(secret: Pt, k: number): bigint {
  return hashScalar(taggedHash("BIP0352/SharedSecret", encode(secret), ser32(k)));
}

export function refLabelTweak(bScan: bigint, m: number): bigint {
  return hashScalar(taggedHash("BIP0352/Label", bigToBytes(bScan), ser32(m)));
}

/** An input of the reference sender: its secret key and whether it is a Taproot input. */
export interface RefInput {
  sk: bigint;
  taproot: boolean;
}

/** The sender's sum a (Taproot keys with odd-y points negated). */
export function refInputSum(inputs: readonly RefInput[]): bigint {
  let a = 0n;
  for (const { sk, taproot } of inputs) {
    const p = mul(sk, G);
    a += taproot && p !== null && (p[1] & 1n) === 1n ? N - sk : sk;
  }
  return mod(a, N);
}

/** BIP352's outputs, one per recipient in order; "zero" if the keys sum to 0, "limit" past K_max. */
export function refCreateOutputs(
  recipients: readonly { scan: Uint8Array; spend: Uint8Array }[],
  outpoint36: Uint8Array,
  inputs: readonly RefInput[],
): Uint8Array[] | "zero" | "limit" {
  const a = refInputSum(inputs);
  if (a === 0n) return "zero";
  const A = mul(a, G);
  const h = refInputHash(outpoint36, A);
  const groups = new Map<string, number[]>();
  recipients.forEach((r, i) => {
    const key = hex(encode(decode(r.scan)));
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  if ([...groups.values()].some((g) => g.length > K_MAX)) return "limit";
  const out: Uint8Array[] = new Array(recipients.length);
  for (const members of groups.values()) {
    const secret = mul(mod(h * a, N), decode(recipients[members[0]].scan));
    members.forEach((i, k) => {
      out[i] = xonly(add(decode(recipients[i].spend), mul(refTk(secret, k), G)));
    });
  }
  return out;
}

/** A found output of the reference scan. */
export interface RefFound {
  output: string;
  tweak: string;
  label: string | null;
}

/**
 * The reference scan. `tweakPoint` is input_hash·A (BIP352's "tweak"); labels map the hex of a
 * compressed label to its tweak.
 */
export function refScan(
  outputs: readonly Uint8Array[],
  bScan: bigint,
  bSpend: Pt,
  tweakPoint: Pt,
  labels: ReadonlyMap<string, bigint>,
): RefFound[] {
  const secret = mul(bScan, tweakPoint);
  const found: RefFound[] = [];
  const kMax = Math.min(outputs.length, K_MAX);
  for (let k = 0; k < kMax; k++) {
    const tk = refTk(secret, k);
    const pk = add(bSpend, mul(tk, G));
    const px = hex(xonly(pk));
    let hit: RefFound | null = null;
    for (const o of outputs) {
      if (hex(o) === px) {
        hit = { output: hex(o), tweak: hex(bigToBytes(tk)), label: null };
        break;
      }
      if (labels.size === 0) continue;
      const q = liftX(bytesToBig(o));
      if (q === null) continue;
      for (const c of [add(q, neg(pk)), add(neg(q), neg(pk))]) {
        if (c === null) continue;
        const key = hex(encode(c));
        const l = labels.get(key);
        if (l !== undefined) {
          hit = { output: hex(o), tweak: hex(bigToBytes(mod(tk + l, N))), label: key };
          break;
        }
      }
      if (hit !== null) break;
    }
    if (hit === null) break;
    found.push(hit);
  }
  return found;
}
