/**
 * The byte-buffer check of the scalar modules' `setB32` / `getB32` (`scalar.ts` and the small-order
 * scalars of `low.ts`), which validate their buffer argument in every build, not only under VERIFY.
 *
 * @module
 */

/**
 * Returns the offset of 32 bytes in `bin`: 0 when `offset` is omitted (then `bin` must be exactly
 * 32 bytes), else `offset`, which must be an integer leaving at least 32 bytes. Throws a
 * `TypeError` for a non-`Uint8Array` (one of another realm is accepted) and a `RangeError` for a
 * wrong length or offset, naming `where`.
 */
/**
 * `%TypedArray%.prototype[Symbol.toStringTag]`'s getter: "Uint8Array" for a `Uint8Array` of any
 * realm (a `vm` context, an iframe, a worker), where `instanceof Uint8Array` is false.
 */
const typedArrayName = /* @__PURE__ */ Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype),
  Symbol.toStringTag,
)?.get as (this: unknown) => string | undefined;

/** Whether b is a Uint8Array of this realm or another one. */
function isBytes(b: unknown): b is Uint8Array {
  return b instanceof Uint8Array || typedArrayName.call(b) === "Uint8Array";
}

export function checkBytes(bin: Uint8Array, offset: number | undefined, where: string): number {
  if (!isBytes(bin)) {
    throw new TypeError(`${where}: expected a Uint8Array, got ${bin === null ? "null" : typeof bin}`);
  }
  if (offset === undefined) {
    if (bin.length !== 32) throw new RangeError(`${where}: expected 32 bytes, got ${bin.length}`);
    return 0;
  }
  if (!Number.isInteger(offset) || offset < 0 || offset + 32 > bin.length) {
    throw new RangeError(`${where}: offset ${offset} leaves fewer than 32 of ${bin.length} bytes`);
  }
  return offset;
}
