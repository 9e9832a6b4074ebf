/**
 * Byte-array helpers: wiping, plus the two byte-wise operations against the group order n that the
 * nonce and DER code need before the scalar layer is involved.
 *
 * @module
 */

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

/** The group order n of secp256k1 as 32 big-endian bytes (SEC 2, 2.4.1). Internal: not to be modified. */
export const ORDER_BYTES: Uint8Array = /* @__PURE__ */ Uint8Array.of(
  255,
  255,
  255,
  255,
  255,
  255,
  255,
  255,
  255,
  255,
  255,
  255,
  255,
  255,
  255,
  254,
  186,
  174,
  220,
  230,
  175,
  72,
  160,
  59,
  191,
  210,
  94,
  140,
  208,
  54,
  65,
  65,
);

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
    const d = a32[i] - ORDER_BYTES[i] - borrow;
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
    const d = a32[i] - (ORDER_BYTES[i] & mask) - borrow;
    borrow = (d >>> 31) & 1;
    r32[i] = d & 0xff;
  }
}
