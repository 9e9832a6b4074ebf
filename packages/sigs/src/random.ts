/**
 * Fresh randomness from the platform's CSPRNG, `crypto.getRandomValues` (Web Crypto: Node ≥ 19,
 * Deno, Bun, browsers, workers).
 *
 * @module
 */
import { K1Error } from "./errors.js";

type GetRandomValues = (a: Uint8Array) => Uint8Array;

/** The platform's `crypto.getRandomValues`, or null where there is none. */
function source(): { getRandomValues: GetRandomValues } | null {
  const c = (globalThis as { crypto?: { getRandomValues?: GetRandomValues } }).crypto;
  return c !== undefined && c !== null && typeof c.getRandomValues === "function"
    ? (c as { getRandomValues: GetRandomValues })
    : null;
}

/**
 * `n` fresh random bytes, or null where the platform has no `crypto.getRandomValues`.
 *
 * @param n - the number of bytes (at most 65536, the Web Crypto limit per call).
 * @returns a new array, or null.
 */
export function systemRandom(n: number): Uint8Array | null {
  const c = source();
  if (c === null) return null;
  const out = new Uint8Array(n);
  c.getRandomValues(out);
  return out;
}

/**
 * `n` fresh random bytes from `crypto.getRandomValues`.
 *
 * @param n - the number of bytes (at most 65536).
 * @param where - the public function that needs them, for the message.
 * @returns a new array.
 * @throws {@link K1Error} `ERR_RANDOM` if the platform has no `crypto.getRandomValues`.
 */
export function randomBytes(n: number, where: string): Uint8Array {
  const out = systemRandom(n);
  if (out === null) throw new K1Error("ERR_RANDOM", `${where}: crypto.getRandomValues is not available`);
  return out;
}
