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
 * **In affine form** ({@link ecmultBundleTablesAffine}). Where a call has two bundles or more,
 * their tables are built together instead: entry e + 2^j (e < 2^j) of every bundle is entry e plus
 * F_{j+1}, so each of the five levels j is one batch of independent affine additions sharing one
 * inversion (Montgomery's trick, `ecmultBatchAffineAdd` of `pippenger.5x52.ts`), at 5 mul + 1 sqr
 * per entry against the chain's 8 mul + 3 sqr and the global-z pass's 4 mul + 1 sqr. The entries
 * then are affine, and the storage and the views are the same.
 *
 * **Storage** ({@link BundleTables}). Every entry has four field elements, x, y, −y and (once the
 * chain has its global z) β·x, and four `Ge` views of them that share those elements:
 * (x, y), (x, −y), (β·x, y) and (β·x, −y). A lookup returns one of the views by reference, as
 * Strauss' algorithm does with its tables (`StraussState` in `strauss.5x52.ts`), so that the main
 * loop neither copies a point nor negates a y per addition (libsecp256k1's
 * `secp256k1_ecmult_table_get_ge` copies the entry and negates it for a negative digit). Each
 * bundle has two arrays of 64 references, {@link BundleTables.sel} and {@link BundleTables.selLam},
 * indexed by the bundle index itself (sign bit over the subset), so that a lookup is one array
 * read with no inverse Gray code. The views' infinity flags are the entry's.
 *
 * Cost per bundle: 31 additions (8 mul + 3 sqr each), the anchor's landing (3 mul + 1 sqr), 15
 * negations of a follower; in the global-z pass, 32 rescalings (4 mul + 1 sqr each), 32 products
 * by β and 32 negations.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import {
  ECMULT_BUNDLE_FOLLOWERS,
  ECMULT_BUNDLE_TABLE_SIZE,
  MEM_FE,
  MEM_OBJECT,
  MEM_SLOT,
} from "./multi-params.js";
import { ecmultBatchAffineAdd } from "./pippenger.5x52.js";

/**
 * The parts of a `StraussState` (`strauss.5x52.ts`) that the global-z pass writes: the tables of
 * odd multiples of the points left over, their ratios then λ x, and their negated y.
 */
export interface StraussTables {
  /** The odd multiples (ratios in `aux` while the chain is built). */
  readonly preA: g.Ge[];
  /** z ratios, then β·x. */
  readonly aux: g.Fe[];
  /** −y of every entry. */
  readonly negY: g.Fe[];
}

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
const FeCtor = proto.constructor as new (buffer: ArrayBuffer, byteOffset: number, length: number) => g.Fe;

/**
 * The entries of a chain of bundle tables (see the module comment), in chain order: entry k of the
 * storage is chain position k. Made by {@link bundleTablesCreate}.
 */
export interface BundleTables {
  /** The number of entries it has room for (a multiple of 32). */
  readonly entries: number;
  /** (x, y) of every entry: x and y as the chain leaves them, then on the chain's global z. */
  readonly pos: g.Ge[];
  /** (x, −y) of every entry (shares pos's x; −y computed with the global z). */
  readonly neg: g.Ge[];
  /** (β·x, y) of every entry (shares pos's y). */
  readonly lam: g.Ge[];
  /** (β·x, −y) of every entry. */
  readonly lamNeg: g.Ge[];
  /** While the chain is built, the z ratio of every entry; then β·x (the x of `lam` and `lamNeg`). */
  readonly lx: g.Fe[];
  /** −y of every entry (the y of `neg` and `lamNeg`). */
  readonly ny: g.Fe[];
  /** The view each bundle index selects: `sel[64·b + idx]` for bundle b (plain side). */
  readonly sel: g.Ge[];
  /** The same for the λ side: `selLam[64·b + idx]`. */
  readonly selLam: g.Ge[];
  /**
   * The pairs of one level of {@link ecmultBundleTablesAffine}'s batched additions (sums, first
   * and second inputs): entries/2 references each.
   */
  readonly pr: g.Ge[];
  /** First inputs of a level's pairs. */
  readonly pa: g.Ge[];
  /** Second inputs of a level's pairs. */
  readonly pb: g.Ge[];
}

/** Returns storage for `entries` chain entries (a multiple of 32: whole bundles). Allocates. */
export function bundleTablesCreate(entries: number): BundleTables {
  if (__VERIFY__)
    g.verifyCheck(entries % ECMULT_BUNDLE_TABLE_SIZE === 0, "bundleTablesCreate: whole bundles");
  // The field elements of every entry side by side in one buffer (x, y, −y, β·x), so that an
  // entry's data is contiguous and a table is compact: the elements are views into it.
  const bytes = proto.byteLength;
  const buf = new ArrayBuffer(4 * bytes * entries);
  const el = (k: number, c: number): g.Fe => {
    const v = new FeCtor(buf, (4 * k + c) * bytes, L);
    fe.setInt(v, 0);
    return v;
  };
  const pos: g.Ge[] = [];
  const lx: g.Fe[] = [];
  const ny: g.Fe[] = [];
  for (let k = 0; k < entries; k++) {
    const p = g.geCreate();
    p.x = el(k, 0);
    p.y = el(k, 1);
    pos.push(p);
    ny.push(el(k, 2));
    lx.push(el(k, 3));
  }
  const view = (x: g.Fe[], y: g.Fe[]): g.Ge[] => {
    const r: g.Ge[] = [];
    for (let k = 0; k < entries; k++) {
      const v = g.geCreate(); // the hidden class of every Ge, then its members replaced
      v.x = x[k];
      v.y = y[k];
      r.push(v);
    }
    return r;
  };
  const px = pos.map((p) => p.x);
  const py = pos.map((p) => p.y);
  const neg = view(px, ny);
  const lam = view(lx, py);
  const lamNeg = view(lx, ny);
  const sel: g.Ge[] = [];
  const selLam: g.Ge[] = [];
  for (let b = 0; b < entries / ECMULT_BUNDLE_TABLE_SIZE; b++) {
    for (let idx = 0; idx < 2 * ECMULT_BUNDLE_TABLE_SIZE; idx++) {
      const k = b * ECMULT_BUNDLE_TABLE_SIZE + ECMULT_BUNDLE_GRAY_POS[idx & (ECMULT_BUNDLE_TABLE_SIZE - 1)];
      const negative = (idx & ECMULT_BUNDLE_TABLE_SIZE) !== 0;
      sel.push(negative ? neg[k] : pos[k]);
      selLam.push(negative ? lamNeg[k] : lam[k]);
    }
  }
  const half = entries / 2;
  const none = g.geCreate();
  const pr: g.Ge[] = new Array<g.Ge>(half).fill(none);
  const pa: g.Ge[] = new Array<g.Ge>(half).fill(none);
  const pb: g.Ge[] = new Array<g.Ge>(half).fill(none);
  return { entries, pos, neg, lam, lamNeg, lx, ny, sel, selLam, pr, pa, pb };
}

/**
 * Bytes of one entry in the memory model of `multi-params.ts`: four field elements (x, y, −y,
 * β·x), four `Ge` objects (the views) and their slots, two slots of the index arrays, and the
 * slots of the pair arrays (three per two entries, counted as two).
 */
export const BUNDLE_TABLE_ENTRY_BYTES: number = 4 * MEM_FE + 4 * MEM_OBJECT + 8 * MEM_SLOT;

const negF: g.Ge[] = g.geArray(ECMULT_BUNDLE_FOLLOWERS);

/**
 * Appends one bundle's table to the chain (seed PR 1994's `secp256k1_ecmult_bundle_table`).
 *
 * On input, pts[pOff .. pOff + 6) must be valid affine points (infinity allowed): the anchor,
 * then the followers; acc a valid `GeZ` whose z is the z of the chain's last entry (any `GeZ`
 * of z = 1 for an empty chain); t must have room for entries [off, off + 32), off a multiple of 32.
 * Performs, for k < 32 with e = gray(k): entry off + k = the (x, y, infinity) of
 * A + Σ_{bit j of e} F_{j+1} on the curve of z_k, and its ratio (in t.lx) z_k / z_{k−1}, z_{−1}
 * being acc.z on input; the first ratio is 1. On output, acc is the last entry with its z (z_31),
 * its x and y of magnitudes ≤ 4 and ≤ 3. Variable time.
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
    g.verifyCheck(
      off >= 0 && off % ECMULT_BUNDLE_TABLE_SIZE === 0 && off + ECMULT_BUNDLE_TABLE_SIZE <= t.entries,
      "ecmultBundleTable: room",
    );
    for (let j = 0; j <= ECMULT_BUNDLE_FOLLOWERS; j++) g.geVerify(pts[pOff + j]);
  }
  const pos = t.pos;
  const lx = t.lx;
  // The followers' negations, for the steps where a follower leaves the subset.
  for (let j = 0; j < ECMULT_BUNDLE_FOLLOWERS; j++) g.geNeg(negF[j], pts[pOff + 1 + j]);
  // Entry 0 = A, on the curve of the chain's current z: from infinity on that z, ratio 1.
  g.geZSetInfinity(acc);
  g.geZAddGeVar(acc, acc, pts[pOff], lx[off]);
  keep(pos[off], acc);
  for (let k = 1; k < ECMULT_BUNDLE_TABLE_SIZE; k++) {
    const j = 31 - Math.clz32(k & -k); //               the bit that changes: ctz(k)
    // F_{j+1} joins the subset (gray(k) has bit j), or leaves it.
    g.geZAddGeVar(acc, acc, (ECMULT_BUNDLE_GRAY[k] >> j) & 1 ? pts[pOff + 1 + j] : negF[j], lx[off + k]);
    keep(pos[off + k], acc);
  }
}

/**
 * Stores the accumulator's x, y (magnitudes ≤ 4 and ≤ 3, as `geZAddGeVar` leaves them: the global-z
 * pass rescales them, or weakly normalizes the chain's last) and flag into an entry.
 */
function keep(r: g.Ge, acc: g.GeZ): void {
  fe.copy(r.x, acc.x);
  fe.copy(r.y, acc.y);
  r.infinity = acc.infinity;
}

const zs = fe.createScratch();

/**
 * Sets the views of entry k of t from its final coordinates: the negated y, the λ side's x (β·x,
 * into t.lx[k], which the global-z pass reads as a z ratio before), and the views' infinity flags.
 * Variable time.
 */
function bundleEntryViews(t: BundleTables, k: number): void {
  const p = t.pos[k];
  fe.negate(t.neg[k].y, p.y, 1);
  fe.mul(t.lx[k], p.x, fe.BETA);
  const inf = p.infinity;
  t.neg[k].infinity = inf;
  t.lam[k].infinity = inf;
  t.lamNeg[k].infinity = inf;
}

/**
 * Brings a chain to one global z, computes the λ x coordinates and the negated y of every entry
 * (seed PR 1994's `secp256k1_ecmult_bundle_chain_set_globalz`; libsecp256k1's
 * `secp256k1_ge_table_set_globalz` over two storages). The chain is the entries [0, len) of t
 * (bundle tables), followed by the entries [0, lenB) of the Strauss state `lo` (tables of odd
 * multiples of the points left over, with their ratios in lo.aux, as `ecmultOddMultiplesTable`
 * leaves them), ratios linking each entry to the previous one.
 *
 * On input, the entries and ratios must be as the builders leave them (lo's with magnitudes ≤ 4/3
 * and ≤ 8). Performs, with Z the omitted z of the chain's last entry: every entry rescaled to Z
 * (infinite entries stay infinite, and so do their views); then, for t, the λ x (t.lx[k] =
 * β·x[k]) and −y of every entry and the infinity flags of the views; for lo, the same
 * (lo.aux[k] = β·x, lo.negY[k] = −y: the views of `StraussState`). On output, the coordinates
 * have magnitude 1. Variable time.
 */
export function ecmultBundleChainSetGlobalz(
  t: BundleTables,
  len: number,
  lo: StraussTables | null,
  lenB: number,
): void {
  if (__VERIFY__) {
    g.verifyCheck(len <= t.entries, "globalz: room");
    g.verifyCheck(lenB === 0 || (lo !== null && lenB <= lo.preA.length), "globalz: room for the rest");
  }
  if (len + lenB === 0) return;
  // Backward: zs = z(last) / z(k) for the entry k being rescaled.
  let first = true;
  if (lo !== null && lenB > 0) {
    const pre = lo.preA;
    const aux = lo.aux;
    for (let k = lenB - 1; k >= 0; k--) {
      if (first) {
        fe.normalizeWeak(pre[k].x); //        the last entry stays as it is, weakly normalized
        fe.normalizeWeak(pre[k].y);
        fe.copy(zs, aux[k]);
        first = false;
        continue;
      }
      g.geSetGeZinv(pre[k], pre[k], zs); //   pre[k] on the last entry's curve
      fe.mul(zs, zs, aux[k]);
    }
    const negY = lo.negY;
    for (let k = 0; k < lenB; k++) {
      fe.negate(negY[k], pre[k].y, 1);
      fe.mul(aux[k], pre[k].x, fe.BETA);
    }
  }
  const pos = t.pos;
  const lx = t.lx;
  for (let k = len - 1; k >= 0; k--) {
    const p = pos[k];
    if (first) {
      fe.copy(zs, lx[k]); //                  the last entry stays as it is, weakly normalized
      fe.normalizeWeak(p.x);
      fe.normalizeWeak(p.y);
      first = false;
    } else {
      g.geSetGeZinv(p, p, zs);
      if (k > 0) fe.mul(zs, zs, lx[k]);
    }
    // The views, the λ side's β·x over the ratio (read above, no longer needed).
    bundleEntryViews(t, k);
  }
}

/**
 * Builds the tables of `nb` bundles at once in affine form (z = 1), with one inversion per level
 * shared by every bundle: the affine counterpart of {@link ecmultBundleTable} followed by
 * {@link ecmultBundleChainSetGlobalz}, cheaper per entry (5 mul + 1 sqr against 12 mul + 4 sqr)
 * for 5 inversions per call.
 *
 * Level j (0 ≤ j < 5) makes the entries e + 2^j, e < 2^j, of every bundle as entry e plus
 * F_{j+1}: those 2^j·nb sums are independent, so they are one batch of affine additions
 * (`ecmultBatchAffineAdd` of `pippenger.5x52.ts`, Montgomery's trick; equal points double,
 * opposite points cancel). A sum with an infinite input is the other input, outside the batch.
 * Entry 0 is the anchor. Then, as the global-z pass does, −y and β·x of every entry and the views'
 * infinity flags.
 *
 * On input, pts[pOff .. pOff + 6·nb) must be valid affine points (infinity allowed), bundle b's
 * anchor at pOff + 6b, then its followers; t must have room for nb bundles. Performs, for every
 * bundle b and entry e: the entry at chain position 32b + GRAY_POS[e] = A_b + Σ_{bit j of e}
 * F_{b,j+1} in affine coordinates (infinity flagged), t.lx = β·x, the negated y and the views'
 * flags, as {@link ecmultBundleChainSetGlobalz} leaves them on a global z of 1. On output, the
 * coordinates have magnitude 1. Variable time.
 */
export function ecmultBundleTablesAffine(
  t: BundleTables,
  nb: number,
  pts: readonly g.Ge[],
  pOff: number,
): void {
  if (__VERIFY__) {
    g.verifyCheck(nb >= 0 && nb * ECMULT_BUNDLE_TABLE_SIZE <= t.entries, "ecmultBundleTablesAffine: room");
    for (let i = 0; i < nb * (ECMULT_BUNDLE_FOLLOWERS + 1); i++) g.geVerify(pts[pOff + i]);
  }
  const pos = t.pos;
  const lx = t.lx;
  const pr = t.pr;
  const pa = t.pa;
  const pb = t.pb;
  // Entry 0: the anchor; the followers with magnitude 1, as the batches take them.
  if (fol.length < nb * ECMULT_BUNDLE_FOLLOWERS)
    fol = g.geArray(Math.max(nb * ECMULT_BUNDLE_FOLLOWERS, 2 * fol.length));
  for (let b = 0; b < nb; b++) {
    for (let j = 0; j < ECMULT_BUNDLE_FOLLOWERS; j++)
      setWeak(fol[b * ECMULT_BUNDLE_FOLLOWERS + j], pts[pOff + b * (ECMULT_BUNDLE_FOLLOWERS + 1) + 1 + j]);
  }
  for (let b = 0; b < nb; b++)
    setWeak(pos[b * ECMULT_BUNDLE_TABLE_SIZE], pts[pOff + b * (ECMULT_BUNDLE_FOLLOWERS + 1)]);
  for (let j = 0; j < ECMULT_BUNDLE_FOLLOWERS; j++) {
    const bit = 1 << j;
    let n = 0;
    for (let b = 0; b < nb; b++) {
      const o = b * ECMULT_BUNDLE_TABLE_SIZE;
      const f = fol[b * ECMULT_BUNDLE_FOLLOWERS + j];
      for (let e = 0; e < bit; e++) {
        const src = pos[o + ECMULT_BUNDLE_GRAY_POS[e]];
        const dst = pos[o + ECMULT_BUNDLE_GRAY_POS[e | bit]];
        if (f.infinity) setWeak(dst, src);
        else if (src.infinity) setWeak(dst, f);
        else {
          pr[n] = dst;
          pa[n] = src;
          pb[n] = f;
          n++;
        }
      }
    }
    // The ratios' and negated y's storage is free until the end: the batch's scratch.
    ecmultBatchAffineAdd(pr, pa, pb, n, lx, t.ny);
  }
  for (let k = 0; k < nb * ECMULT_BUNDLE_TABLE_SIZE; k++) bundleEntryViews(t, k);
}

// The followers of the bundles being built, weakly normalized (grown as needed; one call at a time).
let fol: g.Ge[] = g.geArray(4 * ECMULT_BUNDLE_FOLLOWERS);

/** Copies a point (flag included) with its coordinates weakly normalized (magnitude 1). */
function setWeak(r: g.Ge, a: g.Ge): void {
  fe.copy(r.x, a.x);
  fe.copy(r.y, a.y);
  fe.normalizeWeak(r.x);
  fe.normalizeWeak(r.y);
  r.infinity = a.infinity;
}

/**
 * Brings a chain of tables of odd multiples (a Strauss state's, as `ecmultOddMultiplesTable`
 * leaves them, chained as `bundle.5x52.ts` chains the points left over) to affine coordinates,
 * and computes their λ x and negated y: {@link ecmultBundleChainSetGlobalz}'s part for `lo`, with
 * a global z of 1, for one inversion.
 *
 * On input, the entries [0, len) of lo must be as the builders leave them (magnitudes ≤ 4/3 and
 * ≤ 8), the ratios linking each entry to the previous one, z the z of the last entry (len > 0).
 * Performs: every entry rescaled to z = 1 (lo.preA[k] affine), lo.aux[k] = β·x, lo.negY[k] = −y.
 * On output, the coordinates have magnitude 1. Variable time.
 */
export function ecmultBundleStraussAffine(lo: StraussTables, len: number, z: g.Fe): void {
  if (__VERIFY__) g.verifyCheck(len > 0 && len <= lo.preA.length, "ecmultBundleStraussAffine: room");
  const pre = lo.preA;
  const aux = lo.aux;
  fe.invVar(zs, z); //                            zs = 1/z(k), from the last entry back
  for (let k = len - 1; k >= 0; k--) {
    g.geSetGeZinv(pre[k], pre[k], zs);
    if (k > 0) fe.mul(zs, zs, aux[k]);
  }
  const negY = lo.negY;
  for (let k = 0; k < len; k++) {
    fe.negate(negY[k], pre[k].y, 1);
    fe.mul(aux[k], pre[k].x, fe.BETA);
  }
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
 * Returns what a bundle index selects from a bundle table, by reference (seed PR 1994's
 * `secp256k1_ecmult_bundle_table_get_ge`): entry e = idx & 31, negated if idx & 32.
 * On input, idx must be a bundle index; b a bundle of the table, brought to a global z by
 * {@link ecmultBundleChainSetGlobalz}. Returns the view ±entry (32b + GRAY_POS[e]), infinity
 * included: read it, never write it. Its x has magnitude 1, its y ≤ 2. Variable time.
 */
export function ecmultBundleTableGetGe(t: BundleTables, b: number, idx: number): g.Ge {
  if (__VERIFY__) indexVerify(idx);
  return t.sel[(b << (ECMULT_BUNDLE_FOLLOWERS + 1)) | idx];
}

/**
 * Returns the λ multiple of what a bundle index selects, by reference (seed PR 1994's
 * `secp256k1_ecmult_bundle_table_get_ge_lambda`): the table is shared with the plain side, only x
 * differs. Unlike libsecp256k1's `secp256k1_ecmult_table_get_ge_lambda`, the entry may be
 * infinite, so the view carries the infinity flag.
 * On input, as {@link ecmultBundleTableGetGe}. Returns ±(β·x, y) of entry 32b + GRAY_POS[idx & 31]
 * with its infinity flag. Variable time.
 */
export function ecmultBundleTableGetGeLambda(t: BundleTables, b: number, idx: number): g.Ge {
  if (__VERIFY__) indexVerify(idx);
  return t.selLam[(b << (ECMULT_BUNDLE_FOLLOWERS + 1)) | idx];
}

/**
 * Reads entry k of a table (chain position k) as an affine `Ge` on the chain's curve (for tests):
 * x, y and the infinity flag as stored (after the global-z pass, the point on the curve of the
 * global z).
 */
export function ecmultBundleTableEntry(r: g.Ge, t: BundleTables, k: number): void {
  g.geCopy(r, t.pos[k]);
}

/** Reads the z ratio (before the global-z pass) or the λ x (after) of entry k (for tests). */
export function ecmultBundleTableAux(r: g.Fe, t: BundleTables, k: number): void {
  fe.copy(r, t.lx[k]);
}
