/**
 * Secret-key generation: from the platform's CSPRNG ({@link seckeyGenerate}) and from a seed
 * ({@link seckeyFromSeed}). libsecp256k1 has no such function (its examples fill 32 bytes from the
 * OS and retry until `secp256k1_ec_seckey_verify` accepts them, which is {@link seckeyGenerate});
 * the names follow its `secp256k1_ec_seckey_*` family. noble-curves' `utils.randomSecretKey(seed)`
 * is {@link seckeyFromSeed} byte for byte.
 *
 * Both work on bytes only (the same on both backends) and in constant time in the secret bytes.
 *
 * @module
 */
import { overflowsOrder } from "./bytes.js";
import { K1Error } from "./errors.js";
import { randomBytes } from "./random.js";
import { assertBytes } from "./validate.js";

/** The shortest seed {@link seckeyFromSeed} accepts: 48 bytes, 384 bits = 256 + 128. */
export const SECKEY_SEED_MIN_SIZE = 48;
/** The longest seed {@link seckeyFromSeed} accepts (noble-curves' `mapHashToField` limit). */
export const SECKEY_SEED_MAX_SIZE = 1024;

/** How many 32-byte draws {@link seckeyGenerate} makes before it blames the random source. */
const MAX_DRAWS = 64;

/** 1 iff the 32 big-endian bytes are a valid secret key, 0 < d < n (constant time). */
function isSecretKey(d: Uint8Array): number {
  let acc = 0;
  for (let i = 0; i < 32; i++) acc |= d[i];
  const nonZero = ((acc - 1) >>> 31) ^ 1; // acc ≤ 255: acc − 1 < 0 iff acc = 0
  return nonZero & (overflowsOrder(d) ^ 1);
}

/**
 * A new secret key, uniformly distributed in [1, n − 1]: 32 bytes from `crypto.getRandomValues`,
 * drawn again while they are not a valid key (rejection sampling, with the distribution of FIPS
 * 186-5 appendix A.2.2, "key pair generation by rejection sampling"; a draw is rejected with
 * probability below 2^-127).
 *
 * @returns the 32-byte secret key, a new array.
 * @throws {@link K1Error} `ERR_RANDOM` if the platform has no `crypto.getRandomValues`, or if 64
 *   draws in a row were rejected (a broken random source: it happens by chance with probability
 *   below 2^-8000).
 * @example
 * ```ts
 * const secretKey = seckeyGenerate();
 * const publicKey = pubkeyCreate(secretKey);
 * ```
 */
export function seckeyGenerate(): Uint8Array {
  for (let i = 0; i < MAX_DRAWS; i++) {
    const d = randomBytes(32, "seckeyGenerate");
    if (isSecretKey(d) === 1) return d;
    d.fill(0);
  }
  throw new K1Error(
    "ERR_RANDOM",
    `seckeyGenerate: the random source gave no valid key in ${MAX_DRAWS} draws`,
  );
}

// n − 1 in 16-bit limbs, least significant first.
const N_MINUS_1 = /* @__PURE__ */ (() => {
  const be = [
    0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xfffe, 0xbaae, 0xdce6, 0xaf48, 0xa03b, 0xbfd2,
    0x5e8c, 0xd036, 0x4140,
  ];
  return Uint16Array.from(be.reverse());
})();

/**
 * A secret key derived from a seed as FIPS 186-5 appendix A.2.1 ("key pair generation using extra
 * random bits") derives one: d = (c mod (n − 1)) + 1, c the seed read as a big-endian number, so
 * d is in [1, n − 1]; with a seed of at least 48 bytes (384 bits, 128 more than n has), d is within
 * 2^-128 of uniform when the seed is. FIPS 186-5 takes exactly 256 + 64 bits; this takes
 * 48 to 1024 bytes, as noble-curves' `mapHashToField` does, and gives the same key as its
 * `utils.randomSecretKey(seed)`. Deterministic: the same seed gives the same key. Constant time
 * in the seed's bytes (its length is public).
 *
 * @param seed - 48 to 1024 bytes of secret randomness (e.g. the output of a KDF).
 * @returns the 32-byte secret key, a new array.
 * @throws {@link K1Error} `ERR_TYPE` unless `seed` is a `Uint8Array`; `ERR_LENGTH` unless it has
 *   48 to 1024 bytes.
 * @example
 * ```ts
 * const secretKey = seckeyFromSeed(hkdfOutput48); // the same key on every run
 * ```
 */
export function seckeyFromSeed(seed: Uint8Array): Uint8Array {
  assertBytes(seed, "seed");
  if (seed.length < SECKEY_SEED_MIN_SIZE || seed.length > SECKEY_SEED_MAX_SIZE) {
    throw new K1Error(
      "ERR_LENGTH",
      `seed: expected ${SECKEY_SEED_MIN_SIZE} to ${SECKEY_SEED_MAX_SIZE} bytes, got ${seed.length}`,
    );
  }
  // acc = c mod (n − 1), bit by bit from the most significant: acc = 2·acc + bit, then subtract
  // n − 1 if that is ≥ n − 1 (acc < n − 1 before, so 2·acc + 1 < 2·(n − 1): once is enough). Masks,
  // no branches on the bits.
  const acc = new Uint16Array(16);
  const t = new Uint16Array(16);
  for (let byte = 0; byte < seed.length; byte++) {
    const b = seed[byte];
    for (let bit = 7; bit >= 0; bit--) {
      let carry = (b >>> bit) & 1;
      for (let i = 0; i < 16; i++) {
        const v = (acc[i] << 1) | carry;
        acc[i] = v;
        carry = v >>> 16;
      }
      let borrow = 0;
      for (let i = 0; i < 16; i++) {
        const v = acc[i] - N_MINUS_1[i] - borrow;
        t[i] = v;
        borrow = (v >>> 31) & 1;
      }
      // Subtract iff the doubling carried out of 256 bits or the subtraction did not borrow.
      const mask = -(carry | (borrow ^ 1)) & 0xffff;
      for (let i = 0; i < 16; i++) acc[i] = (t[i] & mask) | (acc[i] & ~mask);
    }
  }
  // d = acc + 1 ≤ n − 1 < 2^256: no carry out.
  const out = new Uint8Array(32);
  let carry = 1;
  for (let i = 0; i < 16; i++) {
    const v = acc[i] + carry;
    carry = v >>> 16;
    out[31 - 2 * i] = v & 0xff;
    out[30 - 2 * i] = (v >>> 8) & 0xff;
  }
  acc.fill(0);
  t.fill(0);
  return out;
}
