/**
 * A strict base64 decoder for the shipped generator tables (`precomputed-g15.ts`): the platform's
 * decoder where there is one (Node's `Buffer`), else a table-driven loop. Backend independent.
 *
 * @module
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

let lookup: Int8Array | null = null;

/** The value of a base64 character code, or −1 (the table is made at the first call). */
function digit(c: number): number {
  if (lookup === null) {
    lookup = new Int8Array(128).fill(-1);
    for (let i = 0; i < 64; i++) lookup[ALPHABET.charCodeAt(i)] = i;
  }
  return c < 128 ? lookup[c] : -1;
}

/**
 * Decodes standard base64 (with padding) into a new `Uint8Array` whose buffer starts at offset 0
 * (so that it can be viewed as 64-bit words). Uses the platform decoder where there is one
 * (Node's `Buffer`), else a table-driven loop.
 *
 * @param s - the base64 text.
 * @returns the bytes.
 * @throws RangeError on a character outside the alphabet or a length not a multiple of 4.
 * @example
 * ```ts
 * base64Decode("AQID"); // Uint8Array [1, 2, 3]
 * ```
 */
export function base64Decode(s: string): Uint8Array {
  const len = s.length;
  if (len % 4 !== 0) throw new RangeError("base64Decode: length is not a multiple of 4");
  const pad = len === 0 ? 0 : (s[len - 1] === "=" ? 1 : 0) + (s[len - 2] === "=" ? 1 : 0);
  const out = new Uint8Array((len / 4) * 3 - pad);
  const B = (globalThis as { Buffer?: { from(s: string, enc: "base64"): Uint8Array } }).Buffer;
  if (B !== undefined) {
    const b = B.from(s, "base64");
    if (b.length === out.length) {
      out.set(b);
      return out;
    }
    // A string the platform decoder skipped parts of: fall through to the strict loop.
  }
  let o = 0;
  for (let i = 0; i < len; i += 4) {
    const last = i + 4 === len;
    const c0 = digit(s.charCodeAt(i));
    const c1 = digit(s.charCodeAt(i + 1));
    const c2 = last && pad >= 2 ? 0 : digit(s.charCodeAt(i + 2));
    const c3 = last && pad >= 1 ? 0 : digit(s.charCodeAt(i + 3));
    if ((c0 | c1 | c2 | c3) < 0) throw new RangeError("base64Decode: bad character");
    const v = (c0 << 18) | (c1 << 12) | (c2 << 6) | c3;
    out[o++] = v >>> 16;
    if (o < out.length) out[o++] = (v >>> 8) & 255;
    if (o < out.length) out[o++] = v & 255;
  }
  return out;
}
