// BIP350's bech32m encoding, for the addresses of the BIP352 vectors (test support: the package has
// no address code, as libsecp256k1's module has none). Written from BIP173/BIP350.
const CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
const BECH32M_CONST = 0x2bc830a3;

function polymod(values: readonly number[]): number {
  let chk = 1;
  for (const v of values) {
    const b = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((b >>> i) & 1) chk ^= GEN[i];
  }
  return chk >>> 0;
}

function hrpExpand(hrp: string): number[] {
  const r: number[] = [];
  for (let i = 0; i < hrp.length; i++) r.push(hrp.charCodeAt(i) >> 5);
  r.push(0);
  for (let i = 0; i < hrp.length; i++) r.push(hrp.charCodeAt(i) & 31);
  return r;
}

/** Regroups bits: 8-bit bytes to 5-bit groups (padding the last with zeros). */
export function convertBits(data: Uint8Array, from: number, to: number): number[] {
  let acc = 0;
  let bits = 0;
  const r: number[] = [];
  const max = (1 << to) - 1;
  for (const v of data) {
    acc = (acc << from) | v;
    bits += from;
    while (bits >= to) {
      bits -= to;
      r.push((acc >> bits) & max);
    }
  }
  if (bits > 0) r.push((acc << (to - bits)) & max);
  return r;
}

/** bech32m(hrp, data) for 5-bit data. */
export function bech32mEncode(hrp: string, data: readonly number[]): string {
  const mod = (polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ BECH32M_CONST) >>> 0;
  const checksum = Array.from({ length: 6 }, (_, i) => (mod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...data, ...checksum].map((d) => CHARSET[d]).join("")}`;
}

/** A BIP352 silent payment address: hrp, version 0, scan key ‖ spend key (33 bytes each). */
export function silentPaymentAddress(scan33: Uint8Array, spend33: Uint8Array, hrp = "sp"): string {
  const both = new Uint8Array(66);
  both.set(scan33, 0);
  both.set(spend33, 33);
  return bech32mEncode(hrp, [0, ...convertBits(both, 8, 5)]);
}
