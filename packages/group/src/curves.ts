/**
 * The curves the group code runs on: secp256k1 itself and the small exhaustive test groups.
 *
 * Every curve here is y² = x³ + B over secp256k1's field p = 2^256 − 2^32 − 977, so the field code
 * is the same for all of them, and the group formulas are the same too: they never use B (the
 * coefficient a is 0 for every B). B enters only validation (`geIsValidVar`, `geSetXOVar`,
 * `geXOnCurveVar`, `geXFracOnCurveVar`). A curve is selected with `setCurve` of a backend module
 * (`@k1/group/5x52` or `@k1/group/10x26`); everything else in this module is data.
 *
 * The exhaustive groups are libsecp256k1's (`EXHAUSTIVE_TEST_ORDER` 7, 13, 199 in its
 * `group_impl.h`): subgroups small enough that a test can check every pair of elements. They are
 * re-derived by `scripts/find-exhaustive-curves.mjs` (see {@link EXHAUSTIVE_7}).
 *
 * @module
 */
import { EXHAUSTIVE_7, EXHAUSTIVE_13, EXHAUSTIVE_199 } from "./exhaustive-curves.generated.js";

/** A curve y² = x³ + B over secp256k1's field with a generator of prime order. */
export interface Curve {
  /** A short name: "secp256k1", "exhaustive-7", … */
  readonly name: string;
  /** The constant B of y² = x³ + B, in [1, 31] (validation adds it with `fe.addInt`, `fe.mulInt`). */
  readonly b: bigint;
  /** The generator's x coordinate, in [0, p). */
  readonly gx: bigint;
  /** The generator's y coordinate, in [0, p). */
  readonly gy: bigint;
  /** The generator's order: the order of the group the library works in (prime). */
  readonly order: bigint;
  /**
   * λ mod `order` with λ·(x, y) = (β·x, y) on the generator's subgroup (`geMulLambda`), for β the
   * field's cube root of unity (`fe.BETA`).
   */
  readonly lambda: bigint;
  /** The order of the whole curve y² = x³ + B (a multiple of `order`; equal to it for secp256k1). */
  readonly curveOrder: bigint;
}

/** secp256k1 (SEC 2, 2.4.1): y² = x³ + 7, generator G, prime order n. The default curve. */
export const SECP256K1: Curve = {
  name: "secp256k1",
  b: 7n,
  gx: 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
  gy: 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n,
  order: 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n,
  lambda: 0x5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72n,
  curveOrder: 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n,
};

export { EXHAUSTIVE_7, EXHAUSTIVE_13, EXHAUSTIVE_199 };

/** The exhaustive test groups, smallest first. */
export const EXHAUSTIVE_CURVES: readonly Curve[] = [EXHAUSTIVE_7, EXHAUSTIVE_13, EXHAUSTIVE_199];
