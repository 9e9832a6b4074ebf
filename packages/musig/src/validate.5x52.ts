/**
 * Internal: argument checks of the public entries of this backend, each throwing a
 * `K1Error` with a stable code and, for an element of a list of contributions, a
 * {@link K1ErrorDetail} naming the signer and the contribution. They run in every build.
 *
 * @module
 */
import { K1Error, type K1ErrorCode, type K1ErrorDetail } from "@k1/sigs/5x52";

/** Whether `x` is a `Uint8Array` (Node's `Buffer` included, and arrays from another realm). */
export function isBytes(x: unknown): x is Uint8Array {
  return (
    x instanceof Uint8Array ||
    (ArrayBuffer.isView(x) &&
      x.constructor.name === "Uint8Array" &&
      (x as Uint8Array).BYTES_PER_ELEMENT === 1)
  );
}

/** A short description of a value's type for messages. */
export function typeName(x: unknown): string {
  if (x === null) return "null";
  if (Array.isArray(x)) return "Array";
  if (ArrayBuffer.isView(x)) return x.constructor.name;
  if (typeof x === "object") return (x as object).constructor?.name ?? "object";
  return typeof x;
}

/** Throws a K1Error with the given code, message and optional detail. */
export function fail(code: K1ErrorCode, message: string, detail?: K1ErrorDetail): never {
  throw new K1Error(code, message, detail);
}

/**
 * Asserts that `x` is a `Uint8Array` of length `len` (any length if `len` is undefined).
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH`, with `detail` if given.
 */
export function assertBytes(
  x: unknown,
  name: string,
  len?: number,
  detail?: K1ErrorDetail,
): asserts x is Uint8Array {
  if (!isBytes(x)) fail("ERR_TYPE", `${name}: expected Uint8Array, got ${typeName(x)}`, detail);
  if (len !== undefined && x.length !== len) {
    fail("ERR_LENGTH", `${name}: expected Uint8Array of length ${len}, got length ${x.length}`, detail);
  }
}

/** Asserts that `x` is a non-empty array (of anything; the elements are checked by the caller). */
export function assertList(x: unknown, name: string): asserts x is readonly unknown[] {
  if (!Array.isArray(x)) fail("ERR_TYPE", `${name}: expected an array, got ${typeName(x)}`);
  if (x.length === 0) fail("ERR_LENGTH", `${name}: expected at least one element`);
}

/** Asserts that `x` is undefined or an object (an options bag). */
export function assertOptions(x: unknown, name: string): asserts x is object | undefined {
  if (x !== undefined && (x === null || typeof x !== "object")) {
    fail("ERR_TYPE", `${name}: expected an object, got ${typeName(x)}`);
  }
}

/** Whether two byte arrays are equal (variable time: for public data). */
export function equalBytesVar(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
