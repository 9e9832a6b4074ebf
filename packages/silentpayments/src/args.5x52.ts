/**
 * Argument checks at the top of every public entry of this backend's silent-payments API (the
 * same checks and messages as `@k1/sigs`' own). Each throws a `K1Error` naming the argument,
 * what was expected and what was received; they run in release builds too.
 *
 * @module
 */
import { K1Error, type K1ErrorCode } from "@k1/sigs/5x52";

/**
 * Whether `x` is a `Uint8Array` (Node's `Buffer` included, and `Uint8Array`s from another realm).
 *
 * @param x - any value.
 * @returns `true` iff `x` is a byte array.
 */
export function isBytes(x: unknown): x is Uint8Array {
  return (
    x instanceof Uint8Array ||
    (ArrayBuffer.isView(x) &&
      x.constructor.name === "Uint8Array" &&
      (x as Uint8Array).BYTES_PER_ELEMENT === 1)
  );
}

/**
 * A short description of a value's type for error messages ("string", "null", "Uint16Array", …).
 *
 * @param x - any value.
 * @returns the description.
 */
export function typeName(x: unknown): string {
  if (x === null) return "null";
  if (Array.isArray(x)) return "Array";
  if (ArrayBuffer.isView(x)) return x.constructor.name;
  if (typeof x === "object") return (x as object).constructor?.name ?? "object";
  return typeof x;
}

/**
 * Asserts that `x` is a `Uint8Array` of length `length`.
 *
 * @param x - the argument.
 * @param name - its name, for the message.
 * @param length - the one accepted length.
 * @param length2 - a second accepted length (optional).
 * @throws `K1Error` `ERR_TYPE` if `x` is not a `Uint8Array`; `ERR_LENGTH` on another length.
 */
export function assertBytes(x: unknown, name: string, length: number, length2 = -1): asserts x is Uint8Array {
  if (!isBytes(x)) throw new K1Error("ERR_TYPE", `${name}: expected Uint8Array, got ${typeName(x)}`);
  if (x.length !== length && x.length !== length2) {
    const want = length2 < 0 ? `${length}` : `${length} or ${length2}`;
    throw new K1Error("ERR_LENGTH", `${name}: expected Uint8Array of length ${want}, got length ${x.length}`);
  }
}

/**
 * Asserts that `x` is an array (of anything; the elements are checked where they are used),
 * with at least `min` elements.
 *
 * @param x - the argument.
 * @param name - its name, for the message.
 * @param min - the smallest accepted length.
 * @throws `K1Error` `ERR_TYPE` if `x` is not an array; `ERR_LENGTH` if it is shorter.
 */
export function assertArray(x: unknown, name: string, min: number): asserts x is readonly unknown[] {
  if (!Array.isArray(x)) throw new K1Error("ERR_TYPE", `${name}: expected an array, got ${typeName(x)}`);
  if (x.length < min)
    throw new K1Error("ERR_LENGTH", `${name}: expected at least ${min} element(s), got none`);
}

/**
 * An optional array argument: `undefined` and `null` are the empty array.
 *
 * @param x - the argument.
 * @param name - its name, for the message.
 * @returns x, or a new empty array.
 * @throws `K1Error` `ERR_TYPE` if `x` is present and not an array.
 */
export function optionalArray(x: unknown, name: string): readonly unknown[] {
  if (x === undefined || x === null) return [];
  assertArray(x, name, 0);
  return x;
}

/**
 * Asserts that `x` is a safe integer with `min ≤ x ≤ max`.
 *
 * @param x - the argument.
 * @param name - its name, for the message.
 * @param min - the smallest accepted value.
 * @param max - the largest accepted value.
 * @param rangeCode - the code for an integer out of range (default `ERR_RANGE`).
 * @throws `K1Error` `ERR_TYPE` if `x` is not a safe integer; `rangeCode` if out of range.
 */
export function assertInteger(
  x: unknown,
  name: string,
  min: number,
  max: number,
  rangeCode: K1ErrorCode = "ERR_RANGE",
): asserts x is number {
  if (typeof x !== "number" || !Number.isSafeInteger(x)) {
    throw new K1Error(
      "ERR_TYPE",
      `${name}: expected an integer, got ${typeof x === "number" ? x : typeName(x)}`,
    );
  }
  if (x < min || x > max)
    throw new K1Error(rangeCode, `${name}: expected ${min} ≤ ${name} ≤ ${max}, got ${x}`);
}
