/**
 * The configuration of ecmult_gen's signed-digit multi-comb (libsecp256k1's `ecmult_gen.h`):
 * backend-independent numbers derived from COMB_BLOCKS, COMB_TEETH and COMB_RANGE.
 *
 * - COMB_BLOCKS is the number of blocks the scalar is split into; each has its own table.
 * - COMB_TEETH is the number of bits one table lookup covers.
 * - COMB_RANGE is the number of bits of the scalars: 256, or the bit length of a small
 *   exhaustive-test order.
 * - COMB_SPACING = ⌈COMB_RANGE / (COMB_BLOCKS·COMB_TEETH)⌉ is the distance between the teeth.
 * - COMB_BITS = COMB_BLOCKS·COMB_TEETH·COMB_SPACING ≥ COMB_RANGE bits are covered.
 * - COMB_POINTS = 2^(COMB_TEETH−1) entries per block (the other half are their negations).
 *
 * A multiplication costs COMB_BLOCKS·COMB_SPACING additions, each after a constant-time lookup
 * that reads all COMB_POINTS entries of a block, and COMB_SPACING − 1 doublings.
 *
 * @module
 */

/** A comb configuration with its derived values (libsecp256k1's `COMB_*` macros). */
export interface CombConfig {
  /** COMB_BLOCKS: the number of blocks (tables), in [1, 256]. */
  readonly blocks: number;
  /** COMB_TEETH: bits covered by one lookup, in [1, 8]. */
  readonly teeth: number;
  /** COMB_RANGE: the number of bits of the scalars. */
  readonly range: number;
  /** COMB_SPACING = ⌈range / (blocks·teeth)⌉. */
  readonly spacing: number;
  /** COMB_BITS = blocks·teeth·spacing. */
  readonly bits: number;
  /** COMB_POINTS = 2^(teeth − 1), the table entries per block. */
  readonly points: number;
}

/**
 * The comb configuration of secp256k1: libsecp256k1's default since v0.5
 * (`--with-ecmult-gen-kb=86`, COMB_BLOCKS 43, COMB_TEETH 6: 43 additions, no doubling, a table of
 * 43·32 = 1376 points).
 *
 * Re-measured here (Node 20, V8 11.3, the project's machine class; ecmult_gen with the lookup of
 * `ct-lookup.5x52.ts`, minimum over interleaved runs of all configurations in one process; time
 * relative to (43, 6)):
 *
 * | (blocks, teeth)  | (43, 6) | (22, 6) | (11, 6) | (2, 5) | (52, 5) | (37, 7) | (64, 4) | (32, 8) |
 * | ---------------- | ------- | ------- | ------- | ------ | ------- | ------- | ------- | ------- |
 * | 5x52             | 1       | 1.03    | 1.04    | 1.23   | 1.04    | 1.09    | 1.18    | 1.34    |
 * | 10x26            | 1       | 1.03    | 1.05    | 1.34   | 1.10    | 1.00    | 1.30    | 1.11    |
 *
 * A configuration costs blocks·spacing additions (≈ 590 ns each on 5x52), each after a lookup
 * that reads 2^(teeth−1) entries (≈ 6 ns each), and spacing − 1 doublings; (43, 6) balances them
 * in V8 as in C.
 */
export const COMB_BLOCKS = 43;
/** The number of teeth of secp256k1's comb (see {@link COMB_BLOCKS}). */
export const COMB_TEETH = 6;

/**
 * Derives a comb configuration, with libsecp256k1's sanity checks (`ecmult_gen.h`).
 *
 * @param blocks - COMB_BLOCKS, in [1, 256].
 * @param teeth - COMB_TEETH, in [1, 8].
 * @param range - COMB_RANGE (256 for secp256k1).
 * @returns the configuration with spacing, bits and points.
 * @throws RangeError if a parameter is out of range, or the configuration is gratuitously
 *   inefficient (COMB_BLOCKS or COMB_TEETH could be reduced without covering fewer than 256 bits).
 */
export function combConfig(blocks: number, teeth: number, range = 256): CombConfig {
  if (!Number.isInteger(blocks) || blocks < 1 || blocks > 256) {
    throw new RangeError(`combConfig: COMB_BLOCKS ${blocks} not in [1, 256]`);
  }
  if (!Number.isInteger(teeth) || teeth < 1 || teeth > 8) {
    throw new RangeError(`combConfig: COMB_TEETH ${teeth} not in [1, 8]`);
  }
  if (!Number.isInteger(range) || range < 1 || range > 256) {
    throw new RangeError(`combConfig: COMB_RANGE ${range} not in [1, 256]`);
  }
  const spacing = Math.ceil(range / (blocks * teeth));
  const bits = blocks * teeth * spacing;
  // libsecp256k1 compares these with 256, not COMB_RANGE, to allow the exhaustive tests' configurations.
  if ((blocks - 1) * teeth * spacing >= 256) throw new RangeError("combConfig: COMB_BLOCKS can be reduced");
  if (blocks * (teeth - 1) * spacing >= 256) throw new RangeError("combConfig: COMB_TEETH can be reduced");
  return { blocks, teeth, range, spacing, bits, points: 1 << (teeth - 1) };
}

/**
 * The comb configuration for a group order, as libsecp256k1 fixes it at compile time: the default
 * ({@link COMB_BLOCKS}, {@link COMB_TEETH}, range 256) for secp256k1's n, and for the exhaustive
 * test orders (`EXHAUSTIVE_TEST_ORDER`) the small configurations of `ecmult_gen.h`, chosen so that
 * no table entry is the point at infinity: order 7 (range 3, 1 block, 2 teeth), 13 (range 4, 1, 2),
 * 199 (range 8, 2, 3).
 *
 * @param order - the group order.
 * @returns the configuration.
 * @throws RangeError for a small order other than 7, 13 and 199.
 */
export function combConfigForOrder(order: bigint): CombConfig {
  if (order > 0xffffn) return combConfig(COMB_BLOCKS, COMB_TEETH, 256);
  let c: CombConfig;
  if (order === 7n) c = combConfig(1, 2, 3);
  else if (order === 13n) c = combConfig(1, 2, 4);
  else if (order === 199n) c = combConfig(2, 3, 8);
  else throw new RangeError(`combConfigForOrder: unknown exhaustive test order ${order}`);
  // COMB_RANGE = ⌈log2(order + 1)⌉, as ecmult_gen.h checks.
  if (order >> BigInt(c.range - 1) !== 1n) throw new RangeError("combConfigForOrder: COMB_RANGE mismatch");
  return c;
}

/**
 * The scalar (2^COMB_BITS − 1)/2 mod order (libsecp256k1's `ecmult_gen_scalar_diff`) as a BigInt:
 * the difference between the input scalar and the scalar whose bits drive the comb over G/2 (before
 * blinding). Computed as 2^(bits − 1) − 1/2 mod order.
 *
 * @param bits - COMB_BITS.
 * @param order - the (odd) group order.
 * @returns the value in [0, order).
 */
export function combScalarDiff(bits: number, order: bigint): bigint {
  const half = (order + 1n) / 2n; // 1/2 mod order
  const pow = modPow2(bits - 1, order);
  return (((pow - half) % order) + order) % order;
}

/** 2^e mod m for e ≥ 0. */
function modPow2(e: number, m: bigint): bigint {
  return (1n << BigInt(e)) % m;
}
