/**
 * The generator tables on the 5x52 backend: odd multiples of G and of 2^128·G (libsecp256k1's
 * `secp256k1_pre_g`, `secp256k1_pre_g_128`, and `ecmult_compute_table_impl.h` for computing such
 * tables). `@k1/ecmult/10x26` has the same code over the 10x26 backend.
 *
 * **secp256k1's tables are the application's choice** (`precomputed-g.ts`): by default computed
 * for window `WINDOW_G_DEFAULT` at the first `ecmult` with a generator scalar, or those installed
 * with `ecmultGTablesUse` (the shipped window-15 tables of `@k1/ecmult/precomputed-g15`, or
 * computed ones of another window). Either way they are bytes that this module views in place:
 * both backends' storage words are the same bytes, so the two backends share one copy. The G
 * window of `ecmult` is the window of the tables in use ({@link GTables}`.windowG`).
 *
 * **Other curves** (the exhaustive-test groups selected with `setCurve`) get their tables computed
 * at first use in BigInt, as secp256k1's default ones are (`g-compute.ts`), with the windows of
 * `ecmultWindows`. ({@link ecmultComputeTwoTables} computes the same tables with this backend's
 * field code; the tests compare the two.)
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import type { Curve } from "@k1/group/base";
import { gTablesComputeBytes } from "./g-compute.js";
import { ecmultTableSize, ecmultWindows, WINDOW_A } from "./index.js";
import { ecmultGTablesInUse, type PrecomputedGTables } from "./precomputed-g.js";
import {
  type GeStorageTable,
  geStorageTableFromBytes,
  geStorageTableSet,
  STORAGE_WORDS,
} from "./table.5x52.js";

/**
 * Entries converted to affine per inversion in {@link ecmultComputeTable}: the inversion (about
 * 1.7 µs) is shared by this many entries (about 0.6 µs each), and the scratch stays small and
 * reused (one pass over 8192 entries with per-entry scratch spent most of its time in the garbage
 * collector).
 */
const COMPUTE_BLOCK = 1024;

/**
 * Computes the odd multiples 1·gen, 3·gen, …, (2^(w−1) − 1)·gen into table (libsecp256k1's
 * `secp256k1_ecmult_compute_table`). On input, gen must be valid and not infinity, and its odd
 * multiples below 2^(w−1) must not be infinity (true on secp256k1; on a small test group, use the
 * windows of `ecmultWindows`); table must have room for 2^(w−2) entries. On output, the entries are
 * the affine points, normalized.
 *
 * libsecp256k1 converts every entry to affine with its own inversion. Here the entries come from
 * a chain of additions of the affine 2·gen that records the z ratios, and each block of
 * `COMPUTE_BLOCK` entries is converted with one inversion: an entry's inverse z is the next
 * entry's times the ratio between them. The same output, for about 20 field multiplications per
 * entry.
 */
export function ecmultComputeTable(table: GeStorageTable, w: number, gen: g.Gej): void {
  // Operations per entry: 1 mixed addition (8 mul, 3 sqr), 5 mul, 1 sqr, 2 normalize; plus one
  // inversion per block.
  const n = ecmultTableSize(w);
  if (__VERIFY__) {
    g.gejVerify(gen);
    g.verifyCheck(!gen.infinity, "ecmultComputeTable: gen must not be infinity");
    g.verifyCheck(table.length >= n * 2 * STORAGE_WORDS, "ecmultComputeTable: table too small");
  }
  const b = Math.min(COMPUTE_BLOCK, n);
  const blk = g.geArray(b);
  const zr = g.feArray(b);
  const zi = fe.create();
  const t = g.geCreate();
  const d = g.geCreate();
  const acc = g.gejCreate();
  g.gejDoubleVar(acc, gen, null);
  g.geSetGejVar(d, acc); //                      d = 2·gen, affine
  g.gejCopy(acc, gen); //                        acc = 1·gen
  fe.normalizeWeak(acc.x); //                    (magnitudes 1: acc.x, acc.y become a table entry)
  fe.normalizeWeak(acc.y);
  for (let s = 0; s < n; s += b) {
    for (let j = 0; j < b; j++) {
      // acc = (2(s + j) + 1)·gen; zr[j] = its z over the previous entry's (j > 0).
      if (s + j > 0) g.gejAddGeVar(acc, acc, d, zr[j]);
      g.geSetXY(blk[j], acc.x, acc.y); //        the entry with its z omitted
    }
    fe.invVar(zi, acc.z); //                     zi = 1/z(blk[b − 1])
    for (let j = b - 1; j >= 0; j--) {
      g.geSetGeZinv(t, blk[j], zi); //           the affine point of blk[j]
      geStorageTableSet(table, s + j, t);
      if (j > 0) fe.mul(zi, zi, zr[j]); //       1/z(blk[j − 1]) = zr[j]/z(blk[j])
    }
  }
}

/**
 * Computes the tables of gen and of 2^128·gen (libsecp256k1's
 * `secp256k1_ecmult_compute_two_tables`), with the preconditions of {@link ecmultComputeTable} for
 * both points.
 */
export function ecmultComputeTwoTables(
  table: GeStorageTable,
  table128: GeStorageTable,
  w: number,
  gen: g.Ge,
): void {
  const gj = g.gejCreate();
  g.gejSetGe(gj, gen);
  ecmultComputeTable(table, w, gj);
  for (let i = 0; i < 128; i++) g.gejDoubleVar(gj, gj, null);
  ecmultComputeTable(table128, w, gj);
}

/** The generator tables of one curve, with the windows ecmult uses on it. */
export interface GTables {
  /** The curve whose generator the tables hold. */
  readonly curve: Curve;
  /** The window of the A digits on this curve (`WINDOW_A` on secp256k1). */
  readonly windowA: number;
  /** The window of the tables, and so of the G digits (on secp256k1 that of the tables in use). */
  readonly windowG: number;
  /** Odd multiples of G (libsecp256k1's `secp256k1_pre_g`). */
  readonly pre: GeStorageTable;
  /** Odd multiples of 2^128·G (libsecp256k1's `secp256k1_pre_g_128`). */
  readonly pre128: GeStorageTable;
  /** On secp256k1, the tables in use they view (`ecmultGTablesInUse`); null on a test curve. */
  readonly source: PrecomputedGTables | null;
}

/** Computes the tables of a test curve's generator (in BigInt, as secp256k1's default ones). */
function build(curve: Curve): GTables {
  const { windowA, windowG } = ecmultWindows(curve.order);
  const { preG, preG128 } = gTablesComputeBytes(windowG, curve.gx, curve.gy);
  return {
    curve,
    windowA,
    windowG,
    pre: geStorageTableFromBytes(preG),
    pre128: geStorageTableFromBytes(preG128),
    source: null,
  };
}

/** secp256k1's tables: views of the bytes of the tables in use (made now if they are not yet). */
function load(curve: Curve, source: PrecomputedGTables): GTables {
  const { preG, preG128 } = source.bytes();
  return {
    curve,
    windowA: WINDOW_A,
    windowG: source.window,
    pre: geStorageTableFromBytes(preG),
    pre128: geStorageTableFromBytes(preG128),
    source,
  };
}

let secp: GTables | null = null;
let other: GTables | null = null;

/**
 * The tables of the current curve's generator (of `@k1/group/5x52`'s `getCurve()`): on secp256k1
 * those of the tables in use (`ecmultGTablesInUse`: by default computed at the first call, or
 * installed with `ecmultGTablesUse`), viewed in place and kept until another choice is installed;
 * on an exhaustive-test curve computed at the first call for it and kept until another test curve
 * is selected. Two comparisons per call when nothing has changed.
 *
 * @returns the tables and their windows.
 */
export function ecmultGTables(): GTables {
  const c = g.getCurve();
  if (c === g.SECP256K1) {
    const source = ecmultGTablesInUse();
    if (secp === null || secp.source !== source) secp = load(c, source);
    return secp;
  }
  if (other === null || other.curve !== c) other = build(c);
  return other;
}
