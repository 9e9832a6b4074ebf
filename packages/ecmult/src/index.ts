/**
 * `@k1/ecmult`: point multiplication on secp256k1 after libsecp256k1's `ecmult*.h`.
 *
 * Import the multiplications by backend subpath, like the field and group code they run on; both
 * have the same API:
 * - `@k1/ecmult/5x52` over `@k1/group/5x52` (the fastest in Node/V8);
 * - `@k1/ecmult/10x26` over `@k1/group/10x26` (portable to every engine).
 *
 * This root module holds what does not depend on the field backend: the window sizes (with how
 * they were chosen), the table sizes, and the wNAF recoding of scalars ({@link ecmultWnaf}).
 *
 * @example
 * ```ts
 * import * as g from "@k1/group/5x52";
 * import * as em from "@k1/ecmult/5x52";
 * import * as scalar from "@k1/scalar";
 *
 * const r = g.gejCreate();
 * em.ecmult(r, pubkeyJ, u2, u1); // r = u2·pubkey + u1·G (ECDSA verification)
 * ```
 *
 * @module
 */
import { VerifyError } from "@k1/field/base";
import * as scalar from "@k1/scalar/base";

/**
 * Window of the wNAF digits of the multiplied point A in {@link ecmultWnaf}'s sense: digits are odd
 * and below 2^(WINDOW_A − 1) in absolute value, so the table of odd multiples of A holds
 * 2^(WINDOW_A − 2) = 8 points (and their λ images). libsecp256k1's value ("optimal for 128-bit and
 * 256-bit exponents").
 *
 * Re-measured here: a window trades table points (2^(w−2) − 1 additions plus the global-z and λ
 * work per point) against the additions of the main loop (about 2·128/(w + 1) for the two halves
 * of the λ split). `ecmult_1p`, 5x52 release build, CPU time, minimum of 10 runs with the builds
 * alternating in one process: w = 4: 67.8 µs, w = 5: 65.8 µs, w = 6: 66.9 µs.
 */
export const WINDOW_A = 5;

/**
 * The window of libsecp256k1's generator tables (its default `ECMULT_WINDOW_SIZE`) and of the
 * shipped ones of `@k1/ecmult/precomputed-g15`: 2^(15 − 2) = 8192 points each, 64 bytes per point,
 * 1 MiB for both. Also the largest G window on the exhaustive-test groups ({@link ecmultWindows}).
 *
 * The G window of `ecmult` on secp256k1 is that of the tables in use (`ecmultGTablesInUse`):
 * `WINDOW_G_DEFAULT` unless the application installs others with `ecmultGTablesUse`. The README's
 * "The generator tables" has the measurements (verification cost, table bytes, time to compute or
 * decode, per window) behind the default.
 */
export const WINDOW_G = 15;

/** Bits of the halves that the wNAF recodes (libsecp256k1's `WNAF_BITS`): a half is below 2^128... */
export const WNAF_BITS = 128;

/**
 * ... but its wNAF may need one digit more (the recoding can carry into bit 128), so the digit
 * arrays of the halves have WNAF_BITS + 1 = 129 entries (libsecp256k1's `int wnaf[129]`).
 */
export const WNAF_HALF_LEN = WNAF_BITS + 1;

/**
 * The number of points of a table of odd multiples for window w (libsecp256k1's
 * `ECMULT_TABLE_SIZE(w)`): 1·P, 3·P, …, (2^(w−1) − 1)·P, that is 2^(w−2) points.
 *
 * @param w - the window, 2 ≤ w ≤ 24.
 */
export function ecmultTableSize(w: number): number {
  return 1 << (w - 2);
}

/** The wNAF windows of `ecmult` on one group (see {@link ecmultWindows}). */
export interface EcmultWindows {
  /** The window of the digits of the multiplied point's scalar halves. */
  readonly windowA: number;
  /** The window of the generator's scalar halves and of its tables. */
  readonly windowG: number;
}

/**
 * The windows used on a group of the given order: {@link WINDOW_A} and {@link WINDOW_G} for
 * secp256k1 (where `ecmult` takes the G window of the tables in use instead, see `ecmultGTables`),
 * and for the small exhaustive-test groups the largest windows (at most those) whose
 * tables hold no point at infinity, i.e. with 2^(w−1) − 1 < order. The tables are built by chains
 * of additions whose z ratios must stay defined, which a multiple at infinity would break (as
 * libsecp256k1's `EXHAUSTIVE_TEST_ORDER` windows in `ecmult_impl.h` and `precomputed_ecmult.h`;
 * this rule gives its G windows 3, 4 and 8 for orders 7, 13 and 199).
 *
 * @param order - the group order (prime, at least 5).
 * @returns the A and G windows.
 */
export function ecmultWindows(order: bigint): EcmultWindows {
  // Window w + 1's largest multiple is 2^w − 1: take it while that stays below the order.
  let w = 2;
  while (w < WINDOW_G && (1n << BigInt(w)) - 1n < order) w++;
  return { windowA: Math.min(WINDOW_A, w), windowG: Math.min(WINDOW_G, w) };
}

const sNeg = new Uint32Array(8);

/**
 * Converts a scalar to wNAF form (libsecp256k1's `secp256k1_ecmult_wnaf`): the digits wnaf[i],
 * 0 ≤ i < len, with value Σ 2^i·wnaf[i] = a (mod the group order), such that
 * - each digit is 0 or odd with |wnaf[i]| ≤ 2^(w−1) − 1;
 * - two nonzero digits are separated by at least w − 1 zeros.
 *
 * On input, a must be a valid scalar whose value, or whose negation if bit 255 is set, is below
 * 2^len (a half of a split scalar: len 129 suffices; a full scalar: len 256); 0 ≤ len ≤ 256,
 * 2 ≤ w ≤ 31; wnaf must have at least len entries. A scalar with bit 255 set is recoded as the
 * negation of its negation (so the halves of `splitLambda` of `@k1/scalar`, which may be "negative",
 * recode in 129 digits).
 * Returns one more than the index of the highest nonzero digit (0 for a = 0); entries from there
 * to len − 1 are 0.
 *
 * The bits are read from the scalar's words directly (a `Scalar` is eight little-endian 32-bit
 * words, value < the order), so this serves the small-order scalars of `@k1/scalar/low` as well,
 * whose words hold their value the same way and whose bit 255 is never set.
 * Runs of bits equal to the carry are skipped by counting trailing zeros (`Math.clz32` of the
 * lowest set bit) instead of one bit per step: the digits are libsecp256k1's (the tests compare
 * them with its loop), 456 → 335 ns for a random 129-bit half (Node 20.20.2, 2026-12-01).
 * Variable time (for public scalars only).
 */
export function ecmultWnaf(wnaf: Int32Array, len: number, a: scalar.Scalar, w: number): number {
  if (__VERIFY__) {
    if (!(len >= 0 && len <= 256 && wnaf.length >= len)) throw new VerifyError("ecmultWnaf: bad len");
    if (!(w >= 2 && w <= 31)) throw new VerifyError(`ecmultWnaf: window ${w} not in [2, 31]`);
    scalar.verify(a, "ecmultWnaf");
  }
  wnaf.fill(0, 0, len);
  let s = a;
  let sign = 1;
  if (a[7] >>> 31 !== 0) {
    scalar.negate(sNeg, a);
    s = sNeg;
    sign = -1;
  }
  let lastSetBit = -1;
  let bit = 0;
  let carry = 0;
  while (bit < len) {
    // Skip the run of bits equal to the carry (libsecp256k1 steps over them one at a time): d has a
    // 1 where a bit of the word from `bit` on differs from the carry; its trailing zeros are the run.
    const wi = bit >>> 5;
    const sh = bit & 31;
    const d = (s[wi] ^ -carry) >>> sh;
    if (d === 0) {
      bit = (wi + 1) << 5;
      continue;
    }
    bit += 31 - Math.clz32(d & -d);
    if (bit >= len) break;
    const now = Math.min(w, len - bit);
    // word = bits [bit, bit + now) of s, plus the carry (libsecp256k1's scalar_get_bits_var).
    const wi2 = bit >>> 5;
    const sh2 = bit & 31;
    let word = s[wi2] >>> sh2;
    if (sh2 + now > 32) word |= s[wi2 + 1] << (32 - sh2);
    word = (word & (0x7fffffff >>> (31 - now))) + carry; // now ≤ w ≤ 31: the mask is below 2^31
    carry = (word >>> (w - 1)) & 1;
    word -= carry << w;
    wnaf[bit] = sign * word;
    lastSetBit = bit;
    bit += now;
  }
  if (__VERIFY__) {
    if (carry !== 0) throw new VerifyError("ecmultWnaf: carry out of the last digit");
    for (let b = len; b < 256; b++) {
      if (((s[b >>> 5] >>> (b & 31)) & 1) !== 0) {
        throw new VerifyError(`ecmultWnaf: scalar has bit ${b} set beyond len ${len}`);
      }
    }
  }
  return lastSetBit + 1;
}

export * from "./const-params.js";
export * from "./gen-params.js";
export * from "./precomputed-g.js";
