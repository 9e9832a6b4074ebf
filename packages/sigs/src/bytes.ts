/**
 * Byte-array helpers: hex conversion, concatenation, comparison and wiping, plus the two byte-wise
 * operations against the group order n that the nonce and DER code need before the scalar layer
 * is involved.
 *
 * Hex and concatenation come from `@noble/hashes/utils.js`; the wrappers only convert its errors
 * into {@link K1Error}s.
 *
 * @module
 */
import {
  bytesToHex as nobleBytesToHex,
  concatBytes as nobleConcat,
  hexToBytes as nobleHexToBytes,
} from "@noble/hashes/utils.js";
import { K1Error } from "./errors.js";
import { assertBytes, assertString } from "./validate.js";

/**
 * Lower-case hex of a byte array.
 *
 * @param bytes - the bytes.
 * @returns the hex string, two digits per byte.
 * @throws {@link K1Error} `ERR_TYPE` if `bytes` is not a `Uint8Array`.
 */
export function bytesToHex(bytes: Uint8Array): string {
  assertBytes(bytes, "bytes");
  return nobleBytesToHex(bytes);
}

/**
 * Bytes of a hex string (upper or lower case, no `0x` prefix).
 *
 * @param hex - the hex string.
 * @returns a new `Uint8Array` of `hex.length / 2` bytes.
 * @throws {@link K1Error} `ERR_TYPE` if `hex` is not a string or has a non-hex character;
 *   `ERR_LENGTH` if its length is odd.
 */
export function hexToBytes(hex: string): Uint8Array {
  assertString(hex, "hex");
  if (hex.length % 2 !== 0)
    throw new K1Error("ERR_LENGTH", `hex: expected an even length, got ${hex.length}`);
  try {
    return nobleHexToBytes(hex);
  } catch (e) {
    throw new K1Error("ERR_TYPE", `hex: ${(e as Error).message}`);
  }
}

/**
 * Concatenation of byte arrays.
 *
 * @param arrays - the parts, in order.
 * @returns a new `Uint8Array` holding all parts.
 * @throws {@link K1Error} `ERR_TYPE` if a part is not a `Uint8Array`.
 */
export function concatBytes(...arrays: Uint8Array[]): Uint8Array {
  for (let i = 0; i < arrays.length; i++) assertBytes(arrays[i], `arrays[${i}]`);
  return nobleConcat(...arrays);
}

/**
 * Whether two byte arrays are equal. Constant time in the contents (the time depends only on the
 * lengths), so it may compare secrets.
 *
 * @param a - first array.
 * @param b - second array.
 * @returns `true` iff `a` and `b` have the same length and bytes.
 * @throws {@link K1Error} `ERR_TYPE` if either is not a `Uint8Array`.
 */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  assertBytes(a, "a");
  assertBytes(b, "b");
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/**
 * Overwrites every given array with zeros (for secret intermediates the caller owns). JavaScript
 * gives no guarantee that no other copy of the data exists (the engine may have moved it); this
 * only clears the given buffers.
 *
 * @param arrays - the arrays to clear.
 */
export function wipe(...arrays: Uint8Array[]): void {
  for (let i = 0; i < arrays.length; i++) arrays[i].fill(0);
}

const N_HEX = "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141";
/** n, private copy: the exported {@link ORDER_BYTES} may be mutated by a careless caller. */
const N: Uint8Array = /* @__PURE__ */ nobleHexToBytes(N_HEX);

/**
 * The group order n of secp256k1 as 32 big-endian bytes (SEC 2, 2.4.1). A copy: changing it
 * changes nothing in this package.
 */
export const ORDER_BYTES: Uint8Array = /* @__PURE__ */ nobleHexToBytes(N_HEX);

/**
 * Whether a 32-byte big-endian number is ≥ n (libsecp256k1's `overflow` flag of
 * `secp256k1_scalar_set_b32`). Constant time.
 *
 * Input: `a32` has length 32 (not checked outside VERIFY).
 *
 * @param a32 - 32 big-endian bytes.
 * @returns 1 if a ≥ n, else 0.
 */
export function overflowsOrder(a32: Uint8Array): number {
  if (__VERIFY__) {
    if (a32.length !== 32) throw new Error("overflowsOrder: a32 must have length 32");
  }
  // a ≥ n ⇔ a − n does not borrow. Subtract byte by byte from the least significant end.
  let borrow = 0;
  for (let i = 31; i >= 0; i--) {
    const d = a32[i] - N[i] - borrow;
    borrow = (d >>> 31) & 1; // 1 iff d < 0 (|d| < 2^9)
  }
  return borrow ^ 1;
}

/**
 * Reduces a 32-byte big-endian number modulo n (libsecp256k1's `secp256k1_scalar_set_b32`
 * followed by `secp256k1_scalar_get_b32`). As a < 2^256 < 2n, one conditional subtraction
 * suffices. Constant time.
 *
 * Input: `a32` and `r32` have length 32; they may alias.
 * Performs r = a mod n.
 * Output: r < n, 32 big-endian bytes.
 *
 * @param r32 - output, 32 bytes.
 * @param a32 - input, 32 big-endian bytes.
 */
export function reduceOrder(r32: Uint8Array, a32: Uint8Array): void {
  if (__VERIFY__) {
    if (a32.length !== 32 || r32.length !== 32) throw new Error("reduceOrder: arguments must have length 32");
  }
  // mask = 0xff iff a ≥ n; then r = a − (n & mask) byte by byte with borrow.
  const mask = -overflowsOrder(a32) & 0xff;
  let borrow = 0;
  for (let i = 31; i >= 0; i--) {
    const d = a32[i] - (N[i] & mask) - borrow;
    borrow = (d >>> 31) & 1;
    r32[i] = d & 0xff;
  }
}
