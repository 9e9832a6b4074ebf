/**
 * The curve this backend's group code runs on: B, the generator G and its order.
 *
 * libsecp256k1 fixes the curve at compile time (`SECP256K1_B`, `secp256k1_ge_const_g`, and
 * `EXHAUSTIVE_TEST_ORDER` for the exhaustive-test build). k1 keeps it as module-level state of
 * each backend's group module, secp256k1 by default, with one switch, {@link setCurve}, meant only
 * for the exhaustive tests. The group formulas never read it (a = 0 for every B, so they are the
 * same on every curve); only validation reads B, so the switch costs nothing in the hot code.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import { type Curve, SECP256K1 } from "./curves.js";
import { type Fe, type Ge, geCreate } from "./types.5x52.js";

let current: Curve = SECP256K1;
let b = 7;

const bytes = new Uint8Array(32);

/** Sets r to the field element of a BigInt in [0, p) (set-up only). */
function feSetBig(r: Fe, v: bigint): void {
  let x = v;
  for (let i = 31; i >= 0; i--) {
    bytes[i] = Number(x & 0xffn);
    x >>= 8n;
  }
  if (x !== 0n || !fe.setB32Limit(r, bytes)) throw new RangeError("curve constant is not below p");
}

/**
 * The generator G of the current curve (libsecp256k1's `secp256k1_ge_const_g`), normalized.
 * Read-only: never pass it as an output. {@link setCurve} rewrites it in place, so a reference
 * taken before the switch sees the new generator.
 */
export const GE_CONST_G: Ge = geCreate();

/**
 * Selects the curve y² = x³ + B, its generator and order, for this backend's group module (and
 * every module built on it). For the exhaustive tests only: pass `EXHAUSTIVE_7`, `EXHAUSTIVE_13`
 * or `EXHAUSTIVE_199` from `@k1/group`, and `SECP256K1` to switch back. Points made on one curve
 * are meaningless on another, and tables derived from {@link GE_CONST_G} must be recomputed.
 *
 * @throws RangeError if B is not an integer in [1, 31] or G is not on the curve.
 */
export function setCurve(curve: Curve): void {
  if (curve.b < 1n || curve.b > 31n) throw new RangeError(`setCurve: B = ${curve.b} is not in [1, 31]`);
  const P = fe.P_BIG;
  if ((curve.gy * curve.gy - curve.gx * curve.gx * curve.gx - curve.b) % P !== 0n) {
    throw new RangeError(`setCurve: G is not on y² = x³ + ${curve.b}`);
  }
  feSetBig(GE_CONST_G.x, curve.gx);
  feSetBig(GE_CONST_G.y, curve.gy);
  GE_CONST_G.infinity = 0;
  b = Number(curve.b);
  current = curve;
}

/** The current curve (as last passed to {@link setCurve}; `SECP256K1` by default). */
export function getCurve(): Curve {
  return current;
}

/** The current curve's B as a small integer (7 for secp256k1). */
export function curveB(): number {
  return b;
}

setCurve(SECP256K1);
