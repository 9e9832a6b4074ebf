/**
 * Internal: the byte-array check of this package's byte entry points (`multiScalarMulBytesVar`,
 * `ecmultGenContextRandomize`).
 *
 * @module
 */

/**
 * `%TypedArray%.prototype[Symbol.toStringTag]`'s getter: "Uint8Array" for a `Uint8Array` of any
 * realm (a `vm` context, an iframe, a worker), where `instanceof Uint8Array` is false.
 */
const typedArrayName = /* @__PURE__ */ Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype),
  Symbol.toStringTag,
)?.get as (this: unknown) => string | undefined;

/**
 * Whether b is a `Uint8Array` of this realm or of another one.
 *
 * @param b - any value.
 * @returns `true` iff b is a byte array.
 */
export function isBytes(b: unknown): b is Uint8Array {
  return b instanceof Uint8Array || typedArrayName.call(b) === "Uint8Array";
}
