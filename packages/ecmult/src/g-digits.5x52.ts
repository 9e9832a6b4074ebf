/**
 * The generator's part of the Strauss-style main loops (`ecmult`, the bundled multi-point
 * multiplication): ng = ng1 + 2^128·ng128, both halves recoded as wNAF with the G tables' window,
 * and at each position the nonzero digits added from the precomputed odd multiples of G and
 * 2^128·G (libsecp256k1's `secp256k1_ecmult_strauss_wnaf`, its ng part).
 *
 * One recoding is live at a time (module-level state, no allocation per call): call
 * {@link ecmultGDigitsSet} once per multiplication, then {@link ecmultGDigitsAdd} at each position.
 *
 * @module
 */
import type * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { ecmultWnaf, WNAF_HALF_LEN } from "./index.js";
import { ecmultTableGetGeStorage, type GeStorageTable } from "./table.5x52.js";
import { ecmultGTables } from "./tables-g.5x52.js";

const ng1 = scalar.create();
const ng128 = scalar.create();
const wnafNg1 = new Int32Array(WNAF_HALF_LEN);
const wnafNg128 = new Int32Array(WNAF_HALF_LEN);
const tmp = g.geCreate();
let bitsNg1 = 0;
let bitsNg128 = 0;
let wG = 2;
let preG: GeStorageTable | null = null;
let preG128: GeStorageTable | null = null;

/**
 * Recodes ng for the main loop (null: no G term). Returns the number of positions its digits
 * need (0 for null or zero). Variable time.
 */
export function ecmultGDigitsSet(ng: scalar.Scalar | null): number {
  bitsNg1 = 0;
  bitsNg128 = 0;
  if (ng === null) return 0;
  const t = ecmultGTables();
  wG = t.windowG;
  preG = t.pre;
  preG128 = t.pre128;
  // ng = ng1 + ng128·2^128, both halves below 2^128.
  scalar.split128(ng1, ng128, ng);
  bitsNg1 = ecmultWnaf(wnafNg1, WNAF_HALF_LEN, ng1, wG);
  bitsNg128 = ecmultWnaf(wnafNg128, WNAF_HALF_LEN, ng128, wG);
  return Math.max(bitsNg1, bitsNg128);
}

/**
 * Adds G's digits at position i to r. The loop's accumulator lives on the isomorphic curve of the
 * global z `Z` of its point tables, so the affine G multiples are added with
 * `gejAddZinvVar(r, r, ·, Z)`. Variable time.
 */
export function ecmultGDigitsAdd(r: g.Gej, i: number, Z: fe.Fe): void {
  let n: number;
  if (i < bitsNg1 && (n = wnafNg1[i]) !== 0) {
    ecmultTableGetGeStorage(tmp, preG!, n, wG);
    g.gejAddZinvVar(r, r, tmp, Z);
  }
  if (i < bitsNg128 && (n = wnafNg128[i]) !== 0) {
    ecmultTableGetGeStorage(tmp, preG128!, n, wG);
    g.gejAddZinvVar(r, r, tmp, Z);
  }
}
