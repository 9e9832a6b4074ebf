/**
 * The parameters of ecmult_const (libsecp256k1's `ecmult_const_impl.h`), backend-independent:
 * the group size, the table size, the number of groups and the offset constant K, for secp256k1
 * and for the exhaustive test groups.
 *
 * @module
 */

/**
 * ECMULT_CONST_GROUP_SIZE for secp256k1: the bits of each split half handled per step (one table
 * lookup and addition per half, GROUP_SIZE doublings). libsecp256k1 uses 5 ("group size 4 or 5
 * appears optimal"). Re-measured here (Node 20, minimum over interleaved runs in one process),
 * ecmult_const relative to 5: group size 4 costs 1.01 (5x52) / 1.02 (10x26), 6 costs 1.14 / 1.13
 * (its 32-entry tables cost more to build and to scan than its 8 fewer additions save).
 */
export const ECMULT_CONST_GROUP_SIZE = 5;

/** The derived parameters of ecmult_const for one group. */
export interface ConstParams {
  /** ECMULT_CONST_GROUP_SIZE. */
  readonly groupSize: number;
  /** ECMULT_CONST_TABLE_SIZE = 2^(groupSize − 1): odd multiples 1·A, 3·A, …, (2^groupSize − 1)·A. */
  readonly tableSize: number;
  /** ECMULT_CONST_GROUPS = ⌈129 / groupSize⌉. */
  readonly groups: number;
  /** ECMULT_CONST_BITS = groups·groupSize (≥ 129). */
  readonly bits: number;
  /** K = (2^bits − 2^129 − 1)·(1 + λ) mod order (`secp256k1_ecmult_const_K`). */
  readonly k: bigint;
  /** The offset 2^128 mod order added to both split halves (`S_OFFSET`). */
  readonly sOffset: bigint;
}

/**
 * The group size for a group order: {@link ECMULT_CONST_GROUP_SIZE} for secp256k1, and for the
 * exhaustive test orders libsecp256k1's choices, small enough that the odd multiples up to
 * (2^groupSize − 1)·A never reach infinity: 2 for order 7, 3 for 13, 4 for 199.
 *
 * @throws RangeError for a small order other than 7, 13, 199.
 */
export function constGroupSize(order: bigint): number {
  if (order > 0xffffn) return ECMULT_CONST_GROUP_SIZE;
  if (order === 7n) return 2;
  if (order === 13n) return 3;
  if (order === 199n) return 4;
  throw new RangeError(`constGroupSize: unknown exhaustive test order ${order}`);
}

/**
 * Derives the parameters of ecmult_const for a group.
 *
 * With s = (q + K)/2 split as s = s1 + λ·s2 and v_i = s_i + 2^128 (both in [0, 2^129)), the
 * signed-digit sums C_l(v, P) = (2·v + 1 − 2^l)·P over l = bits bits give
 * C_l(v1, A) + C_l(v2, λ·A) = (2·s + (2^129 + 1 − 2^l)·(1 + λ))·A = q·A exactly when
 * K = (2^l − 2^129 − 1)·(1 + λ) (libsecp256k1's derivation in `secp256k1_ecmult_const`).
 *
 * @param order - the group order (n, or an exhaustive test order).
 * @param lambda - the group's λ (a non-trivial cube root of unity mod order).
 * @param groupSize - ECMULT_CONST_GROUP_SIZE (default: {@link constGroupSize} of the order).
 */
export function constParams(order: bigint, lambda: bigint, groupSize = constGroupSize(order)): ConstParams {
  if (!Number.isInteger(groupSize) || groupSize < 1 || groupSize > 8) {
    throw new RangeError(`constParams: group size ${groupSize} not in [1, 8]`);
  }
  const groups = Math.ceil(129 / groupSize);
  const bits = groups * groupSize;
  const m = (x: bigint): bigint => ((x % order) + order) % order;
  const k = m(((1n << BigInt(bits)) - (1n << 129n) - 1n) * (1n + lambda));
  return { groupSize, tableSize: 1 << (groupSize - 1), groups, bits, k, sOffset: m(1n << 128n) };
}
