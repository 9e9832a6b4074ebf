/**
 * The generator tables shipped with the package, decoded at first use: libsecp256k1's
 * `secp256k1_pre_g` and `secp256k1_pre_g_128` (`precomputed_ecmult.c`). The data are the generated
 * modules `precomputed-g.generated.ts` and `precomputed-g128.generated.ts` (written by
 * `scripts/gen-precomputed-g.mjs`), one base64 string each; this module decodes them once per
 * process into bytes that both backends view in place (`geStorageTableFromBytes`).
 *
 * Backend independent. Nothing here runs at import: the decoding happens on the first call of
 * {@link precomputedGBytes}, i.e. at the first `ecmult` with a generator scalar.
 *
 * @module
 */
import { PRE_G_BASE64, PRE_G_WINDOW } from "./precomputed-g.generated.js";
import { PRE_G_128_BASE64 } from "./precomputed-g128.generated.js";

/** The window of the shipped tables (equal to `WINDOW_G`; test/precomputed-g.test.ts checks it). */
export const PRECOMPUTED_G_WINDOW: number = PRE_G_WINDOW;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const LOOKUP = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

/** The value of a base64 character code, or −1. */
const digit = (c: number): number => (c < 128 ? LOOKUP[c] : -1);

/**
 * Decodes standard base64 (with padding) into a new `Uint8Array` whose buffer starts at offset 0
 * (so that it can be viewed as 64-bit words). Uses the platform decoder where there is one
 * (Node's `Buffer`), else a table-driven loop.
 *
 * @throws RangeError on a character outside the alphabet or a length not a multiple of 4.
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

/** The decoded bytes of the shipped tables (see {@link precomputedGBytes}). */
export interface PrecomputedGBytes {
  /** pre_g: the odd multiples 1·G, 3·G, …, 64 bytes each. */
  readonly preG: Uint8Array;
  /** pre_g_128: the odd multiples of 2^128·G. */
  readonly preG128: Uint8Array;
}

let decoded: PrecomputedGBytes | null = null;

/**
 * The bytes of the shipped tables (64 per point, x then y, each 32 bytes little endian): pre_g,
 * the odd multiples of G, and pre_g_128, those of 2^128·G, for window {@link PRECOMPUTED_G_WINDOW}
 * (2 × 512 KiB at window 15). Decoded at the first call and kept; the caller must not modify them.
 */
export function precomputedGBytes(): PrecomputedGBytes {
  if (decoded === null)
    decoded = { preG: base64Decode(PRE_G_BASE64), preG128: base64Decode(PRE_G_128_BASE64) };
  return decoded;
}
