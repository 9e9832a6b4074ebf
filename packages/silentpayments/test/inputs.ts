// BIP352's input rules, as the BIP's reference code (bip-0352/reference.py, get_pubkey_from_input)
// applies them: which inputs of a transaction count, and how each one's public key is read from
// its scriptSig, witness and prevout scriptPubKey. Test support: like libsecp256k1's module, the
// package takes the keys and leaves this to the wallet.
import { ripemd160 } from "@noble/hashes/legacy.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToBig } from "../../../test-utils/rng.js";
import { decode, P } from "../../sigs/test/ref.js";

/** A vin of the vectors. */
export interface VectorVin {
  txid: string;
  vout: number;
  scriptSig: string;
  txinwitness: string;
  prevout: { scriptPubKey: { hex: string } };
  private_key?: string;
}

/** An input's key as BIP352 reads it: a compressed key, or a Taproot x-only key. */
export type InputKey = { kind: "plain"; pubkey: Uint8Array } | { kind: "taproot"; xonly: Uint8Array };

const NUMS_H = "50929b74c1a04954b78b4b6035e97a5e078a5a0f28ec96d547bfee9ace803ac0";

export const hexb = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, "hex"));
export const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");

function hash160(b: Uint8Array): Uint8Array {
  return ripemd160(sha256(b));
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** The items of a serialized witness (compact size count, then compact-size-prefixed items). */
export function witnessStack(h: string): Uint8Array[] {
  const b = hexb(h);
  if (b.length === 0) return [];
  let off = 0;
  const compactSize = (): number => {
    const v = b[off++];
    if (v < 253) return v;
    const n = v === 253 ? 2 : v === 254 ? 4 : 8;
    let r = 0;
    for (let i = 0; i < n; i++) r += b[off++] * 2 ** (8 * i);
    return r;
  };
  const count = compactSize();
  const items: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const len = compactSize();
    items.push(b.subarray(off, off + len));
    off += len;
  }
  return items;
}

const isP2tr = (s: Uint8Array) => s.length === 34 && s[0] === 0x51 && s[1] === 0x20;
const isP2wpkh = (s: Uint8Array) => s.length === 22 && s[0] === 0x00 && s[1] === 0x14;
const isP2sh = (s: Uint8Array) => s.length === 23 && s[0] === 0xa9 && s[1] === 0x14 && s[22] === 0x87;
const isP2pkh = (s: Uint8Array) =>
  s.length === 25 && s[0] === 0x76 && s[1] === 0xa9 && s[2] === 0x14 && s[23] === 0x88 && s[24] === 0xac;

/** A compressed key (02|03 ‖ x on the curve), as secp256k1lab's GE.from_bytes_compressed accepts. */
function compressed(b: Uint8Array | undefined): Uint8Array | null {
  if (b === undefined || b.length !== 33 || (b[0] !== 2 && b[0] !== 3)) return null;
  return decode(b) === null ? null : b;
}

/** The key BIP352 reads from an input, or null if the input does not count. */
export function inputKey(vin: VectorVin): InputKey | null {
  const spk = hexb(vin.prevout.scriptPubKey.hex);
  const scriptSig = hexb(vin.scriptSig);
  const witness = witnessStack(vin.txinwitness);
  if (isP2pkh(spk)) {
    // From the back, a 33-byte window whose hash160 is the script's hash (malleated scriptSigs too).
    const want = spk.subarray(3, 23);
    for (let i = scriptSig.length; i >= 33; i--) {
      const k = scriptSig.subarray(i - 33, i);
      if (equal(hash160(k), want)) {
        const c = compressed(k);
        if (c !== null) return { kind: "plain", pubkey: c.slice() };
      }
    }
  }
  if (isP2sh(spk)) {
    const redeem = scriptSig.subarray(1);
    if (isP2wpkh(redeem)) {
      const c = compressed(witness[witness.length - 1]);
      if (c !== null) return { kind: "plain", pubkey: c.slice() };
    }
  }
  if (isP2wpkh(spk)) {
    const c = compressed(witness[witness.length - 1]);
    if (c !== null) return { kind: "plain", pubkey: c.slice() };
  }
  if (isP2tr(spk)) {
    const stack = [...witness];
    if (stack.length >= 1) {
      if (stack.length > 1 && stack[stack.length - 1][0] === 0x50) stack.pop(); // the annex
      if (stack.length > 1) {
        // A script-path spend: the control block's internal key; NUMS_H means no key path.
        const internal = stack[stack.length - 1].subarray(1, 33);
        if (hex(internal) === NUMS_H) return null;
      }
      const x = spk.subarray(2);
      if (bytesToBig(x) < P && decode(Uint8Array.from([2, ...x])) !== null)
        return { kind: "taproot", xonly: x.slice() };
    }
  }
  return null;
}

/** The 36-byte outpoint of a vin: txid in internal (reversed) byte order ‖ vout little endian. */
export function outpoint(vin: VectorVin): Uint8Array {
  const out = new Uint8Array(36);
  out.set(hexb(vin.txid).reverse(), 0);
  new DataView(out.buffer).setUint32(32, vin.vout, true);
  return out;
}

/** The lexicographically smallest outpoint of all inputs (eligible or not). */
export function smallestOutpoint(vins: readonly VectorVin[]): Uint8Array {
  const all = vins.map(outpoint);
  all.sort((a, b) => {
    for (let i = 0; i < 36; i++) if (a[i] !== b[i]) return a[i] - b[i];
    return 0;
  });
  return all[0];
}
