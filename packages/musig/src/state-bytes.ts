/**
 * Internal: byte arrays for state that this package keeps and never hands out (the key list and
 * the identity of a key-aggregation cache, the encoding kept by a parsed nonce), carved out of
 * shared 4 KiB `ArrayBuffer`s. Not part of the public API.
 *
 * V8 keeps the bytes of a typed array of at most 64 bytes inside the array object on its heap; a
 * longer one gets an `ArrayBuffer` of its own outside the heap, which costs about 0.24 µs to make
 * (against 0.03 µs at 64 bytes; Node 20.20.2, V8 11.3, 2026-12-02) and adds external memory that
 * the garbage collector accounts for. A view of a shared buffer costs about what a small typed
 * array does. Only for arrays that stay inside this package: a caller given one could reach
 * (through its `buffer`) or detach (by transferring it) the arrays beside it. Everything kept here
 * is public data. A slab lives as long as any array in it, so a kept array holds at most 4 KiB.
 *
 * @module
 */

/** Bytes per slab. */
const SLAB_BYTES = 4096;
/** Longer arrays get a buffer of their own (its cost is small next to what fills them). */
const MAX_SHARED = 512;

let slab = new ArrayBuffer(SLAB_BYTES);
let used = 0;

/**
 * A new zeroed byte array for internal state: a view of a shared slab up to 512 bytes, its own
 * buffer beyond. Allocates.
 *
 * @param len - the length in bytes, a non-negative integer.
 * @returns a zeroed `Uint8Array` of `len` bytes, never to be returned to a caller.
 */
export function stateBytes(len: number): Uint8Array {
  if (len > MAX_SHARED) return new Uint8Array(len);
  if (used + len > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    used = 0;
  }
  const r = new Uint8Array(slab, used, len);
  used += len;
  return r;
}
