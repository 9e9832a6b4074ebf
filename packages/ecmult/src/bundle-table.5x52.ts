/**
 * Bundle tables on the 5x52 backend (seed PR 1994, commits 2 and 3): a bundle's 2^5 subset sums
 * that contain its anchor, built in Gray-code order as one chain of mixed additions, and the
 * lookups that resolve a bundle index. `@k1/ecmult/10x26` has the same code over the 10x26 backend
 * (the build writes it from this file).
 *
 * **Entries.** A bundle is an anchor A and followers F_1..F_5. Entry number e ∈ [0, 32) of its
 * table is A + Σ_{bit j of e} F_{j+1}. The table is stored in chain order: position k holds entry
 * gray(k) = k ^ (k >> 1), so that each position is the previous one plus or minus one follower
 * (the one of bit ctz(k)), and {@link ECMULT_BUNDLE_GRAY_POS} maps an entry number back to its
 * position.
 *
 * **One chain.** The accumulator is a `GeZ` (an affine point with the z of its curve, which stays
 * defined when the point is infinite; `@k1/group`'s `gez`): a subset sum can be infinite even when
 * no input is (a follower equal to the anchor's negation, or deeper coincidences), and
 * `geZAddGeVar` carries the chain through such an entry with a z ratio of 1, where `gejAddGeVar`
 * could not. Every bundle extends the same chain: it starts by setting the accumulator to
 * infinity on the current z (ratio 1) and adding its anchor, which lands on that z (ratio 1).
 * After the last bundle (and any tables of odd multiples chained on by `bundle.5x52.ts`) one
 * backward pass, `geTableSetGlobalz`, brings every entry to the last entry's z, with no inversion.
 * Infinite entries are stored as infinite `Ge` (x = y = 0) and stay infinite.
 *
 * Cost per bundle: 31 additions (8 mul + 3 sqr each), the anchor's landing (3 mul + 1 sqr), 15
 * negations of a follower; then, for the whole chain, 32 rescalings per bundle in the global-z
 * pass and 32 products by β for the λ side.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import { ECMULT_BUNDLE_FOLLOWERS, ECMULT_BUNDLE_TABLE_SIZE } from "./multi-params.js";

/** The entry number stored at each chain position: the Gray code gray(k) = k ^ (k >> 1). */
export const ECMULT_BUNDLE_GRAY: Uint8Array = new Uint8Array(ECMULT_BUNDLE_TABLE_SIZE);
/** The chain position of each entry number (the inverse Gray code). */
export const ECMULT_BUNDLE_GRAY_POS: Uint8Array = new Uint8Array(ECMULT_BUNDLE_TABLE_SIZE);
for (let k = 0; k < ECMULT_BUNDLE_TABLE_SIZE; k++) {
  ECMULT_BUNDLE_GRAY[k] = k ^ (k >> 1);
  ECMULT_BUNDLE_GRAY_POS[k ^ (k >> 1)] = k;
}

const neg = g.geCreate();

/**
 * Appends one bundle's table to the chain (seed PR 1994's `secp256k1_ecmult_bundle_table`).
 *
 * On input, pts[pOff .. pOff + 6) must be valid affine points (infinity allowed): the anchor,
 * then the followers; acc a valid `GeZ` whose z is the z of the chain's last entry (any `GeZ`
 * from `geZCreate` for an empty chain); pre[off .. off + 32) and zr[off .. off + 32) must exist and
 * be distinct from the inputs.
 * Performs, for k < 32, with e = gray(k): pre[off + k] = the (x, y, infinity) of
 * A + Σ_{bit j of e} F_{j+1} on the curve of z_k, and zr[off + k] = z_k / z_{k−1}, z_{−1} being
 * acc.z on input; zr[off] = 1. On output, acc is the last entry with its z (z_31), the entries
 * have magnitudes ≤ 4 (x) and ≤ 3 (y), the ratios ≤ 1. Variable time.
 */
export function ecmultBundleTable(
  pre: g.Ge[],
  zr: g.Fe[],
  off: number,
  acc: g.GeZ,
  pts: readonly g.Ge[],
  pOff: number,
): void {
  // Operations: 31 additions and one landing on the chain's z (1 sqr + 3 mul).
  if (__VERIFY__) {
    g.verifyCheck(off >= 0 && off + ECMULT_BUNDLE_TABLE_SIZE <= pre.length, "ecmultBundleTable: pre");
    g.verifyCheck(off + ECMULT_BUNDLE_TABLE_SIZE <= zr.length, "ecmultBundleTable: zr");
    for (let j = 0; j <= ECMULT_BUNDLE_FOLLOWERS; j++) g.geVerify(pts[pOff + j]);
  }
  // Entry 0 = A, on the curve of the chain's current z: from infinity on that z, ratio 1.
  g.geZSetInfinity(acc);
  g.geZAddGeVar(acc, acc, pts[pOff], zr[off]);
  g.geSetGeZXY(pre[off], acc);
  for (let k = 1; k < ECMULT_BUNDLE_TABLE_SIZE; k++) {
    const j = 31 - Math.clz32(k & -k); //               the bit that changes: ctz(k)
    const f = pts[pOff + 1 + j];
    if ((ECMULT_BUNDLE_GRAY[k] >> j) & 1) {
      g.geZAddGeVar(acc, acc, f, zr[off + k]); //       F_{j+1} joins the subset
    } else {
      g.geNeg(neg, f);
      g.geZAddGeVar(acc, acc, neg, zr[off + k]); //     F_{j+1} leaves it
    }
    g.geSetGeZXY(pre[off + k], acc);
  }
}

/**
 * Computes the x coordinates of the λ multiples of a run of table entries (seed PR 1994's
 * `secp256k1_ecmult_bundle_table_lambda_x`): λ·(x, y) = (β·x, y). On input, pre[off .. off + len)
 * must be valid (infinity allowed: its x is then meaningless, and so is the output's); x distinct
 * from the entries' coordinates. Performs x[off + k] = β·pre[off + k].x. On output, magnitude 1.
 */
export function ecmultBundleTableLambdaX(x: g.Fe[], pre: g.Ge[], off: number, len: number): void {
  for (let k = off; k < off + len; k++) fe.mul(x[k], pre[k].x, fe.BETA);
}

/**
 * VERIFY: checks that idx is a bundle index (a byte below 2^(FOLLOWERS + 1)).
 */
function indexVerify(idx: number): void {
  g.verifyCheck(
    Number.isInteger(idx) && idx >= 0 && idx < 2 * ECMULT_BUNDLE_TABLE_SIZE,
    `bundle table: ${idx} is not a bundle index`,
  );
}

/**
 * Sets r to what a bundle index selects from a bundle table (seed PR 1994's
 * `secp256k1_ecmult_bundle_table_get_ge`): entry e = idx & 31, negated if idx & 32.
 * On input, idx must be a bundle index; pre[off ..] a table brought to a global z (y of magnitude
 * 1, as after `geTableSetGlobalz`); r distinct from its entries. Performs r = ±pre[off +
 * GRAY_POS[e]], infinity included. On output, r.y has magnitude ≤ 2. Variable time.
 */
export function ecmultBundleTableGetGe(r: g.Ge, pre: g.Ge[], off: number, idx: number): void {
  if (__VERIFY__) indexVerify(idx);
  g.geCopy(r, pre[off + ECMULT_BUNDLE_GRAY_POS[idx & (ECMULT_BUNDLE_TABLE_SIZE - 1)]]);
  if (idx & ECMULT_BUNDLE_TABLE_SIZE) fe.negate(r.y, r.y, 1);
}

/**
 * Sets r to the λ multiple of what a bundle index selects (seed PR 1994's
 * `secp256k1_ecmult_bundle_table_get_ge_lambda`): the table is shared with the plain side, only x
 * differs. Unlike libsecp256k1's `secp256k1_ecmult_table_get_ge_lambda`, the entry may be infinite,
 * so the infinity flag is carried.
 * On input, as {@link ecmultBundleTableGetGe}, and x[off ..] holds β·x of the entries (magnitude
 * ≤ 1). Performs r = ±(x[k], pre[k].y) with pre[k]'s infinity, k = off + GRAY_POS[idx & 31].
 * On output, r.y has magnitude ≤ 2. Variable time.
 */
export function ecmultBundleTableGetGeLambda(r: g.Ge, pre: g.Ge[], x: g.Fe[], off: number, idx: number): void {
  if (__VERIFY__) indexVerify(idx);
  const k = off + ECMULT_BUNDLE_GRAY_POS[idx & (ECMULT_BUNDLE_TABLE_SIZE - 1)];
  const e = pre[k];
  fe.copy(r.x, x[k]);
  fe.copy(r.y, e.y);
  r.infinity = e.infinity;
  if (idx & ECMULT_BUNDLE_TABLE_SIZE) fe.negate(r.y, r.y, 1);
}
