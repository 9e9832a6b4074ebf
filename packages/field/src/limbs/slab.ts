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
 * Measured with Node 20.20.2 on 2026-11-30 (fresh processes alternating with the previous build, minima),
 * with the module-level scratch of the field, group, ecmult and sigs code made here: 5x52 ec_keygen
 * −2.0%, ecdsa_sign −1.4%, schnorrsig_sign −1.9%, ecdh −1.1%, ecdsa_verify −0.7%; 10x26 −0.7…−1.1%.
 * Every element made here (not only scratch) measured about 1% slower in verification: an element
 * passed as an argument then costs an extra cache line per access, its object and bytes apart.
 *
 * Creating a view costs about what creating a small typed array does (27 against 35 ns here); a
 * typed array with an `ArrayBuffer` of its own would cost 790 ns. A slab lives as long as any
 * element in it, so an element kept alive keeps at most `SLAB_BYTES` (4 KiB) of memory.
 *
 * @module
 */

/** Bytes per slab: room for 102 elements of 40 bytes. */
const SLAB_BYTES = 4096;

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

/** A new zeroed `Float64Array` of `length` ≤ 512 doubles, off the V8 heap. Allocates. */
export function slabFloat64Array(length: number): Float64Array {
  const at = reserve(8 * length);
  return new Float64Array(slab, at, length);
}
