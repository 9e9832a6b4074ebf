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
 * `%TypedArray%.prototype[Symbol.toStringTag]`'s getter: the element type name of a typed array of
 * any realm ("Uint8Array", "Uint16Array", …), `undefined` for every other value. It reads the
 * array's internal type, which no property of the object can change.
 */
const typedArrayName = /* @__PURE__ */ Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype),
  Symbol.toStringTag,
)?.get as (this: unknown) => string | undefined;

/**
 * Whether `x` is a `Uint8Array`: of this realm (Node's `Buffer` included) or of another one (a `vm`
 * context, an iframe, a worker message), where `instanceof Uint8Array` is false. The test reads the
 * internal type, so it runs no user code (`instanceof` would call a proxy's `getPrototypeOf` trap)
 * and a proxy is not a byte array.
 *
 * @param x - any value.
 * @returns `true` iff `x` is a byte array.
 */
export function isBytes(x: unknown): x is Uint8Array {
  return typedArrayName.call(x) === "Uint8Array";
}

/**
 * A copy of `x` as a `Uint8Array` of this realm (`x.slice()` would keep the realm of `x`).
 *
 * @param x - the bytes.
 * @param start - the first byte to copy (default 0).
 * @param end - the end of the range (default `x.length`).
 * @returns a new array.
 */
export function copyBytes(x: Uint8Array, start = 0, end = x.length): Uint8Array {
  const out = new Uint8Array(end - start);
  for (let i = start; i < end; i++) out[i - start] = x[i];
  return out;
}

/**
 * The elements of an array argument, read once each into a new array, so that an accessor or a
 * proxy (user code) runs before any scratch is in use and the values checked are the values used.
 *
 * @param x - an array (already checked with `Array.isArray`).
 * @returns a new array with the same elements.
 */
export function snapshot<T>(x: readonly T[]): T[] {
  const n = x.length;
  const out = new Array<T>(n);
  for (let i = 0; i < n; i++) out[i] = x[i];
  return out;
}

/**
 * A short description of a value's type for error messages ("string", "null", "Uint16Array", …).
 *
 * @param x - any value.
 * @returns the description.
 */
export function typeName(x: unknown): string {
  if (x === null) return "null";
  const ta = typedArrayName.call(x);
  if (ta !== undefined) return ta;
  if (typeof x !== "object") return typeof x;
  try {
    if (Array.isArray(x)) return "Array";
    if (ArrayBuffer.isView(x)) return "DataView";
    const proto = Object.getPrototypeOf(x);
    if (proto === null) return "object";
    const ctor = Object.getOwnPropertyDescriptor(proto, "constructor")?.value;
    return typeof ctor === "function" && typeof ctor.name === "string" && ctor.name !== ""
      ? ctor.name
      : "object";
  } catch {
    return "object"; // a revoked proxy
  }
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

/**
 * Whether `x` is a plain object: an object literal, `Object.create(null)`, or such an object of
 * another realm (its prototype is an `Object.prototype`, or it has none).
 *
 * @param x - any value.
 * @returns `true` iff `x` is a plain object.
 */
export function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (x === null || typeof x !== "object") return false;
  const proto = Object.getPrototypeOf(x);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * Checks an options argument: `undefined`, or a plain object whose own keys are all in `keys`.
 * A byte array in its place (the positional style `sign(msg, key, entropy32)` of other libraries)
 * gets a message saying which option to use.
 *
 * @param opts - the argument.
 * @param name - the argument's name, for the message.
 * @param keys - the accepted option names.
 * @param bytesOption - the option a byte array would be meant as (for the message).
 * @throws {@link K1Error} `ERR_TYPE` if `opts` is neither undefined nor a plain object, or has an
 *   own property not in `keys`.
 */
export function assertOptions(
  opts: unknown,
  name: string,
  keys: readonly string[],
  bytesOption: string,
): void {
  if (opts === undefined) return;
  if (!isPlainObject(opts)) {
    const hint = isBytes(opts) ? `; pass bytes as { ${bytesOption}: bytes }` : "";
    throw new K1Error(
      "ERR_TYPE",
      `${name}: expected an options object { ${keys.join(", ")} }, got ${typeName(opts)}${hint}`,
    );
  }
  for (const k of Reflect.ownKeys(opts)) {
    if (typeof k !== "string" || !keys.includes(k)) {
      throw new K1Error(
        "ERR_TYPE",
        `${name}.${String(k)}: unknown option (the options are ${keys.join(", ")})`,
      );
    }
  }
}

/**
 * Asserts that `x` is an ECDSA recovery id: one of the numbers 0, 1, 2, 3.
 *
 * @param x - the argument to check.
 * @param name - the argument's name, for the message.
 * @throws {@link K1Error} `ERR_RECOVERY_ID` for any other value, of any type.
 */
export function assertRecoveryId(x: unknown, name = "recoveryId"): asserts x is 0 | 1 | 2 | 3 {
  if (x !== 0 && x !== 1 && x !== 2 && x !== 3) {
    const got = typeof x === "number" ? String(x) : typeName(x);
    throw new K1Error("ERR_RECOVERY_ID", `${name}: expected 0, 1, 2 or 3, got ${got}`);
  }
}
