/**
 * Bundle tables on the 5x52 backend (seed PR 1994, commits 2 and 3): a bundle's 2^5 subset sums
 * that contain its anchor, built in Gray-code order as one chain of mixed additions, brought to
 * one z with the rest of the chain, and the lookups that resolve a bundle index.
 * `@k1/ecmult/10x26` has the same code over the 10x26 backend (the build writes it from this file).
 *
 * **Entries.** A bundle is an anchor A and followers F_1..F_5. Entry number e ∈ [0, 32) of its
 * table is A + Σ_{bit j of e} F_{j+1}. The table is stored in chain order: position k holds entry
 * gray(k) = k ^ (k >> 1), so that each position is the previous one plus or minus one follower
 * (the one of bit ctz(k)); {@link ECMULT_BUNDLE_GRAY_POS} maps an entry number back to its
 * position.
 *
 * **One chain.** The accumulator is a `GeZ` (an affine point with the z of its curve, which stays
 * defined when the point is infinite; `@k1/group`'s `gez`): a subset sum can be infinite even when
 * no input is (a follower equal to the anchor's negation, or deeper coincidences), and
 * `geZAddGeVar` carries the chain through such an entry with a z ratio of 1, where `gejAddGeVar`
 * could not. Every bundle extends the same chain: it sets the accumulator to infinity on the
 * current z (ratio 1) and adds its anchor, which lands on that z (ratio 1). After the last bundle
 * (and the tables of odd multiples of the points left over, chained on by `bundle.5x52.ts`) one
 * backward pass, {@link ecmultBundleChainSetGlobalz}, brings every entry to the last entry's z,
 * with no inversion, and computes β·x for the λ side. Infinite entries keep their flag (their
 * coordinates are then meaningless).
 *
 * **Storage** ({@link BundleTables}). The entries live in flat typed arrays of the backend's limbs
 * (x, y and the λ x of entry k at limbs [k·L, (k + 1)·L), L the limbs of a field element) and a
 * byte per entry for the infinity flag: 121 bytes per entry, 3.9 KiB per bundle, where `Ge`
 * objects and `Fe` objects for the λ x would take 25 KiB (each typed array carries about 200
 * bytes of header). The main loop's lookups stay in the L1/L2 caches for the bundle counts the
 * bundled algorithm serves; a lookup copies the limbs into a scratch `Ge` (as libsecp256k1's
 * `secp256k1_ecmult_table_get_ge` copies a `secp256k1_ge`). Every stored coordinate is weakly
 * normalized (magnitude 1), which the loads declare to the VERIFY build.
 *
 * Cost per bundle: 31 additions (8 mul + 3 sqr each), the anchor's landing (3 mul + 1 sqr), 15
 * negations of a follower; in the global-z pass, 32 rescalings (4 mul + 1 sqr each) and 32
 * products by β.
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

const proto = fe.create();
/** Limbs of one field element of this backend (5 on 5x52, 10 on 10x26). */
const L: number = proto.length;
type LimbArray = fe.Fe;
const LimbArrayCtor = proto.constructor as new (length: number) => LimbArray;

/**
 * Flat storage of the entries of a chain of bundle tables (see the module comment). Made by
 * {@link bundleTablesCreate}.
 */
export interface BundleTables {
  /** The number of entries it has room for. */
  readonly entries: number;
  /** x of every entry (weakly normalized limbs, L per entry). */
  readonly x: LimbArray;
  /** y of every entry. */
  readonly y: LimbArray;
  /** While the chain is built, the z ratio of every entry; after the global-z pass, β·x. */
  readonly lx: LimbArray;
  /** 1 for an entry at infinity, else 0. */
  readonly inf: Uint8Array;
}

/** Returns storage for `entries` chain entries. Allocates. */
export function bundleTablesCreate(entries: number): BundleTables {
  return {
    entries,
    x: new LimbArrayCtor(entries * L),
    y: new LimbArrayCtor(entries * L),
    lx: new LimbArrayCtor(entries * L),
    inf: new Uint8Array(entries),
  };
}

/** Bytes of the storage of one entry (3 field elements of limbs and a flag). */
export const BUNDLE_TABLE_ENTRY_BYTES: number = 3 * proto.byteLength + 1;

/**
 * Loads field element k of a limb array into r (stored weakly normalized: magnitude 1). Unrolled
 * for the two backends' limb counts (L is a constant of each copy, so the branch folds away): the
 * loop costs about half as much again in V8.
 */
function load(r: fe.Fe, a: LimbArray, k: number): void {
  const o = k * L;
  if (L === 5) {
    r[0] = a[o];
    r[1] = a[o + 1];
    r[2] = a[o + 2];
    r[3] = a[o + 3];
    r[4] = a[o + 4];
  } else if (L === 10) {
    r[0] = a[o];
    r[1] = a[o + 1];
    r[2] = a[o + 2];
    r[3] = a[o + 3];
    r[4] = a[o + 4];
    r[5] = a[o + 5];
    r[6] = a[o + 6];
    r[7] = a[o + 7];
    r[8] = a[o + 8];
    r[9] = a[o + 9];
  } else {
    for (let i = 0; i < L; i++) r[i] = a[o + i];
  }
  if (__VERIFY__) fe.verifyAssume(r, 1, false);
}

/** Stores a (weakly normalized first, in place) as field element k of a limb array. */
function store(a: LimbArray, k: number, v: fe.Fe): void {
  fe.normalizeWeak(v);
  const o = k * L;
  for (let i = 0; i < L; i++) a[o + i] = v[i];
}

const neg = g.geCreate();
const zr = fe.createScratch();

/**
 * Appends one bundle's table to the chain (seed PR 1994's `secp256k1_ecmult_bundle_table`).
 *
 * On input, pts[pOff .. pOff + 6) must be valid affine points (infinity allowed): the anchor,
 * then the followers; acc a valid `GeZ` whose z is the z of the chain's last entry (any `GeZ`
 * of z = 1 for an empty chain); t must have room for entries [off, off + 32).
 * Performs, for k < 32 with e = gray(k): entry off + k = the (x, y, infinity) of
 * A + Σ_{bit j of e} F_{j+1} on the curve of z_k, and its ratio (in t.lx) z_k / z_{k−1}, z_{−1}
 * being acc.z on input; the first ratio is 1. On output, acc is the last entry with its z (z_31),
 * its x and y weakly normalized. Variable time.
 */
export function ecmultBundleTable(
  t: BundleTables,
  off: number,
  acc: g.GeZ,
  pts: readonly g.Ge[],
  pOff: number,
): void {
  // Operations: 31 additions and one landing on the chain's z (1 sqr + 3 mul).
  if (__VERIFY__) {
    g.verifyCheck(off >= 0 && off + ECMULT_BUNDLE_TABLE_SIZE <= t.entries, "ecmultBundleTable: room");
    for (let j = 0; j <= ECMULT_BUNDLE_FOLLOWERS; j++) g.geVerify(pts[pOff + j]);
  }
  const tx = t.x;
  const ty = t.y;
  const tz = t.lx;
  const inf = t.inf;
  // Entry 0 = A, on the curve of the chain's current z: from infinity on that z, ratio 1.
  g.geZSetInfinity(acc);
  g.geZAddGeVar(acc, acc, pts[pOff], zr);
  store(tx, off, acc.x);
  store(ty, off, acc.y);
  store(tz, off, zr);
  inf[off] = acc.infinity;
  for (let k = 1; k < ECMULT_BUNDLE_TABLE_SIZE; k++) {
    const j = 31 - Math.clz32(k & -k); //               the bit that changes: ctz(k)
    const f = pts[pOff + 1 + j];
    if ((ECMULT_BUNDLE_GRAY[k] >> j) & 1) {
      g.geZAddGeVar(acc, acc, f, zr); //                F_{j+1} joins the subset
    } else {
      g.geNeg(neg, f);
      g.geZAddGeVar(acc, acc, neg, zr); //              F_{j+1} leaves it
    }
    store(tx, off + k, acc.x);
    store(ty, off + k, acc.y);
    store(tz, off + k, zr);
    inf[off + k] = acc.infinity;
  }
}

const e = g.geCreate();
const zs = fe.createScratch();
const ratio = fe.createScratch();

/**
 * Brings a chain to one global z and computes the λ x coordinates (seed PR 1994's
 * `secp256k1_ecmult_bundle_chain_set_globalz`; libsecp256k1's `secp256k1_ge_table_set_globalz`
 * over two storages). The chain is the entries [0, len) of t (bundle tables), followed by the
 * entries [0, lenB) of pre (tables of odd multiples of the points left over, with their ratios in
 * aux, as `ecmultOddMultiplesTable` leaves them), ratios linking each entry to the previous one.
 *
 * On input, the entries and ratios must be as the builders leave them (pre/aux with magnitudes
 * ≤ 4/3 and ≤ 8). Performs, with Z the omitted z of the chain's last entry: every entry rescaled
 * to Z (infinite entries stay infinite); then t.lx[k] = β·t.x[k] and aux[k] = β·pre[k].x. On
 * output, the coordinates have magnitude 1 (t's weakly normalized). Variable time.
 */
export function ecmultBundleChainSetGlobalz(
  t: BundleTables,
  len: number,
  pre: readonly g.Ge[],
  aux: readonly g.Fe[],
  lenB: number,
): void {
  if (__VERIFY__)
    g.verifyCheck(len <= t.entries && lenB <= pre.length && lenB <= aux.length, "globalz: room");
  if (len + lenB === 0) return;
  // Backward: zs = z(last) / z(k) for the entry k being rescaled.
  let first = true;
  for (let k = lenB - 1; k >= 0; k--) {
    if (first) {
      fe.normalizeWeak(pre[k].y); //          the last entry stays as it is (y weakly normalized)
      fe.copy(zs, aux[k]);
      first = false;
      continue;
    }
    g.geSetGeZinv(pre[k], pre[k], zs); //     pre[k] on the last entry's curve
    fe.mul(zs, zs, aux[k]);
  }
  const tx = t.x;
  const ty = t.y;
  const tz = t.lx;
  for (let k = len - 1; k >= 0; k--) {
    load(e.x, tx, k);
    if (first) {
      load(zs, tz, k); //                     the last entry stays as it is (stored weakly normalized)
      first = false;
    } else {
      load(e.y, ty, k);
      e.infinity = t.inf[k];
      g.geSetGeZinv(e, e, zs);
      store(tx, k, e.x);
      store(ty, k, e.y);
      if (k > 0) {
        load(ratio, tz, k);
        fe.mul(zs, zs, ratio);
      }
    }
    // The λ side: β·x, over the ratio (read above, no longer needed).
    fe.mul(e.x, e.x, fe.BETA);
    store(tz, k, e.x);
  }
  for (let k = 0; k < lenB; k++) fe.mul(aux[k], pre[k].x, fe.BETA);
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
 * On input, idx must be a bundle index; the table at entry offset off brought to a global z by
 * {@link ecmultBundleChainSetGlobalz}; r distinct from everything else. Performs r = ±entry
 * (off + GRAY_POS[e]), infinity included. On output, r.x has magnitude 1, r.y ≤ 2. Variable time.
 */
export function ecmultBundleTableGetGe(r: g.Ge, t: BundleTables, off: number, idx: number): void {
  if (__VERIFY__) indexVerify(idx);
  const k = off + ECMULT_BUNDLE_GRAY_POS[idx & (ECMULT_BUNDLE_TABLE_SIZE - 1)];
  load(r.x, t.x, k);
  load(r.y, t.y, k);
  r.infinity = t.inf[k];
  if (idx & ECMULT_BUNDLE_TABLE_SIZE) fe.negate(r.y, r.y, 1);
}

/**
 * Sets r to the λ multiple of what a bundle index selects (seed PR 1994's
 * `secp256k1_ecmult_bundle_table_get_ge_lambda`): the table is shared with the plain side, only x
 * differs. Unlike libsecp256k1's `secp256k1_ecmult_table_get_ge_lambda`, the entry may be infinite,
 * so the infinity flag is carried.
 * On input, as {@link ecmultBundleTableGetGe}. Performs r = ±(β·x, y) of entry k = off +
 * GRAY_POS[idx & 31], with its infinity flag. On output, r.x has magnitude 1, r.y ≤ 2. Variable time.
 */
export function ecmultBundleTableGetGeLambda(r: g.Ge, t: BundleTables, off: number, idx: number): void {
  if (__VERIFY__) indexVerify(idx);
  const k = off + ECMULT_BUNDLE_GRAY_POS[idx & (ECMULT_BUNDLE_TABLE_SIZE - 1)];
  load(r.x, t.lx, k);
  load(r.y, t.y, k);
  r.infinity = t.inf[k];
  if (idx & ECMULT_BUNDLE_TABLE_SIZE) fe.negate(r.y, r.y, 1);
}

/**
 * Reads entry k of a table as an affine `Ge` on the chain's curve (for tests): x, y and the
 * infinity flag as stored (after the global-z pass, the point on the curve of the global z).
 */
export function ecmultBundleTableEntry(r: g.Ge, t: BundleTables, k: number): void {
  load(r.x, t.x, k);
  load(r.y, t.y, k);
  r.infinity = t.inf[k];
}

/** Reads the z ratio (before the global-z pass) or the λ x (after) of entry k (for tests). */
export function ecmultBundleTableAux(r: g.Fe, t: BundleTables, k: number): void {
  load(r, t.lx, k);
}
