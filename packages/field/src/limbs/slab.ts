/**
 * Memory for field elements: small typed arrays carved out of shared off-heap `ArrayBuffer`s
 * ("slabs") instead of typed arrays of their own.
 *
 * ## Why
 * V8 keeps the data of a typed array of at most 64 bytes (every element of both backends: 40 bytes)
 * inside the array object on the JavaScript heap, where the garbage collector may move it. Optimized
 * code then loads the array's length and the two halves of its data pointer before an access, and
 * loads them again after every store to it. A view on an `ArrayBuffer` has its data outside the heap
 * at a fixed address: when the view is a constant of the optimized code (a module-level `const`
 * such as the scratch elements of the group formulas and of the field's own functions), TurboFan
 * embeds the address and the length, and the bounds checks of constant limb indices fold away.
 * Measured in the seventh session (one Node 20 process, medians of interleaved rounds against the
 * previous build): ecmult_gen −2.2%, ecmult_const −2.0%, ec_keygen −1.9%, ecdsa_sign −1.3%, ecdh
 * −1.5% on 5x52. Elements passed as parameters cost the same either way.
 *
 * Creating a view costs about what creating a small typed array does (27 against 35 ns here); a
 * typed array with an `ArrayBuffer` of its own would cost 790 ns. A slab lives as long as any
 * element in it, so an element kept alive keeps at most {@link SLAB_BYTES} of memory.
 *
 * @module
 */

/** Bytes per slab: room for 102 elements of 40 bytes. */
export const SLAB_BYTES = 4096;

let slab = new ArrayBuffer(SLAB_BYTES);
let used = 0;

/** Reserves `bytes` zeroed bytes (a multiple of 8, at most SLAB_BYTES) in the current slab; returns their offset. */
function reserve(bytes: number): number {
  if (used + bytes > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    used = 0;
  }
  const at = used;
  used += bytes;
  return at;
}

/** A new zeroed `BigUint64Array` of `length` ≤ 512 words, off the V8 heap. Allocates. */
export function slabBigUint64Array(length: number): BigUint64Array {
  const at = reserve(8 * length);
  return new BigUint64Array(slab, at, length);
}

/** A new zeroed `Int32Array` of `length` ≤ 1024 words (rounded up to 8 bytes in the slab), off the V8 heap. Allocates. */
export function slabInt32Array(length: number): Int32Array {
  const at = reserve(4 * length + ((4 * length) & 4));
  return new Int32Array(slab, at, length);
}
