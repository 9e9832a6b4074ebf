/**
 * Small named argument checks, called at the top of every public entry of `@k1/sigs`
 * (noble-curves style). Each throws a {@link K1Error} with a message naming the argument, what
 * was expected and what was received.
 *
 * These are caller-facing checks and run in release builds too (unlike `__VERIFY__` contract
 * checks, which guard internal invariants).
 *
 * @module
 */
import { K1Error, type K1ErrorCode } from "./errors.js";

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

function lengthList(lengths: readonly number[]): string {
  if (lengths.length === 1) return String(lengths[0]);
  return `${lengths.slice(0, -1).join(", ")} or ${lengths[lengths.length - 1]}`;
}

/**
 * Asserts that `x` is a `Uint8Array` and, if any `lengths` are given, that its length is one of
 * them.
 *
 * @param x - the argument to check.
 * @param name - the argument's name, for the message.
 * @param lengths - the accepted lengths; none means any length.
 * @throws {@link K1Error} `ERR_TYPE` if `x` is not a `Uint8Array`; `ERR_LENGTH` if its length is
 *   not one of `lengths`.
 * @example
 * ```ts
 * assertBytes(pubkey, "publicKey", 33, 65);
 * ```
 */
export function assertBytes(x: unknown, name: string, ...lengths: number[]): asserts x is Uint8Array {
  if (!isBytes(x)) throw new K1Error("ERR_TYPE", `${name}: expected Uint8Array, got ${typeName(x)}`);
  if (lengths.length > 0 && !lengths.includes(x.length)) {
    throw new K1Error(
      "ERR_LENGTH",
      `${name}: expected Uint8Array of length ${lengthList(lengths)}, got length ${x.length}`,
    );
  }
}

/**
 * Like {@link assertBytes}, but `undefined` and `null` are accepted too (an absent optional
 * argument, e.g. BIP340 auxiliary randomness or RFC6979 extra entropy).
 *
 * @param x - the argument to check.
 * @param name - the argument's name, for the message.
 * @param lengths - the accepted lengths; none means any length.
 * @throws {@link K1Error} `ERR_TYPE` if `x` is present and not a `Uint8Array`; `ERR_LENGTH` if its
 *   length is not one of `lengths`.
 */
export function assertOptionalBytes(
  x: unknown,
  name: string,
  ...lengths: number[]
): asserts x is Uint8Array | undefined | null {
  if (x === undefined || x === null) return;
  assertBytes(x, name, ...lengths);
}

/**
 * Validates an optional byte argument as {@link assertOptionalBytes} does and returns it, with
 * `null` (an absent argument, as libsecp256k1's NULL) turned into `undefined`: callers then test one
 * value for absence.
 *
 * @param x - the argument to check.
 * @param name - the argument's name, for the message.
 * @param lengths - the accepted lengths; none means any length.
 * @returns x, or undefined if it is undefined or null.
 * @throws {@link K1Error} as {@link assertOptionalBytes}.
 */
export function optionalBytes(x: unknown, name: string, ...lengths: number[]): Uint8Array | undefined {
  assertOptionalBytes(x, name, ...lengths);
  return x ?? undefined;
}

/**
 * Asserts that `x` is a safe integer with `min ≤ x ≤ max`.
 *
 * @param x - the argument to check.
 * @param name - the argument's name, for the message.
 * @param min - the smallest accepted value.
 * @param max - the largest accepted value.
 * @param rangeCode - the code thrown when `x` is an integer out of range (default `ERR_RANGE`;
 *   e.g. `ERR_RECOVERY_ID` for recovery ids).
 * @throws {@link K1Error} `ERR_TYPE` if `x` is not a safe integer; `rangeCode` if it is out of
 *   range.
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

/**
 * Asserts that `x` is a boolean (e.g. the `compressed` flag of a public-key encoder).
 *
 * @param x - the argument to check.
 * @param name - the argument's name, for the message.
 * @throws {@link K1Error} `ERR_TYPE` if `x` is not `true` or `false`.
 */
export function assertBoolean(x: unknown, name: string): asserts x is boolean {
  if (typeof x !== "boolean") throw new K1Error("ERR_TYPE", `${name}: expected boolean, got ${typeName(x)}`);
}

/**
 * Asserts that `x` is a string (e.g. a hash tag).
 *
 * @param x - the argument to check.
 * @param name - the argument's name, for the message.
 * @throws {@link K1Error} `ERR_TYPE` if `x` is not a string.
 */
export function assertString(x: unknown, name: string): asserts x is string {
  if (typeof x !== "string") throw new K1Error("ERR_TYPE", `${name}: expected string, got ${typeName(x)}`);
}
