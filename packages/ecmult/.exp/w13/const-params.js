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
 * appears optimal"); measured here (see the package README) 5 is also the faster in V8: 4 costs
 * 6% more on ecmult_const (5x52), 6 costs 4% more.
 */
export const ECMULT_CONST_GROUP_SIZE = 5;
/**
 * The group size for a group order: {@link ECMULT_CONST_GROUP_SIZE} for secp256k1, and for the
 * exhaustive test orders libsecp256k1's choices, small enough that the odd multiples up to
 * (2^groupSize − 1)·A never reach infinity: 2 for order 7, 3 for 13, 4 for 199.
 *
 * @throws RangeError for a small order other than 7, 13, 199.
 */
export function constGroupSize(order) {
    if (order > 0xffffn)
        return ECMULT_CONST_GROUP_SIZE;
    if (order === 7n)
        return 2;
    if (order === 13n)
        return 3;
    if (order === 199n)
        return 4;
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
export function constParams(order, lambda, groupSize = constGroupSize(order)) {
    if (!Number.isInteger(groupSize) || groupSize < 1 || groupSize > 8) {
        throw new RangeError(`constParams: group size ${groupSize} not in [1, 8]`);
    }
    const groups = Math.ceil(129 / groupSize);
    const bits = groups * groupSize;
    const m = (x) => ((x % order) + order) % order;
    const k = m(((1n << BigInt(bits)) - (1n << 129n) - 1n) * (1n + lambda));
    return { groupSize, tableSize: 1 << (groupSize - 1), groups, bits, k, sOffset: m(1n << 128n) };
}
//# sourceMappingURL=const-params.js.map