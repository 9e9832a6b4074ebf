/**
 * The precomputed tables of the generator on the 5x52 backend: odd multiples of G and of 2^128·G
 * for window `WINDOW_G` (libsecp256k1's `secp256k1_pre_g`, `secp256k1_pre_g_128` and
 * `ecmult_compute_table_impl.h`). `@k1/ecmult/10x26` has the same code over the 10x26 backend, and
 * its own tables (each backend's storage type).
 *
 * **Layout.** A table is one typed array of the backend's storage words (`fe.FeStorage`'s type:
 * a `BigUint64Array` of four words per coordinate on 5x52, an `Int32Array` of eight on 10x26),
 * entry i holding x at words [2iW, 2iW + W) and y at [2iW + W, 2iW + 2W), W the words of one
 * coordinate: {@link GeStorageTable}. Both backends' words are the same 64 bytes per point
 * (x then y, each 256 bits little endian, on a little-endian host), so a table takes exactly
 * 64·2^(w−2) bytes, 512 KiB per table at w = 15, with no per-entry objects (16384 entries as
 * `GeStorage` objects of two typed arrays each would add about 2 MiB of object headers and cost
 * 30k allocations at start-up).
 *
 * **When.** The tables are computed at first use, by {@link ecmultGTables} (called by `ecmult`
 * when it is given a generator scalar), for the curve selected in `@k1/group/5x52` (secp256k1
 * unless an exhaustive test switched it): see `index.ts` for the measurements behind the window
 * and the decision not to ship them as a generated file.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import { ecmultTableSize, ecmultWindows } from "./index.js";
import { geStorageTableCreate, geStorageTableSet, STORAGE_WORDS, } from "./table.5x52.js";
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
 * {@link COMPUTE_BLOCK} entries is converted with one inversion: an entry's inverse z is the next
 * entry's times the ratio between them. The same output, for about 20 field multiplications per
 * entry.
 */
export function ecmultComputeTable(table, w, gen) {
    // Operations per entry: 1 mixed addition (8 mul, 3 sqr), 5 mul, 1 sqr, 2 normalize; plus one
    // inversion per block.
    const n = ecmultTableSize(w);
    if (false) {
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
    for (let s = 0; s < n; s += b) {
        for (let j = 0; j < b; j++) {
            // acc = (2(s + j) + 1)·gen; zr[j] = its z over the previous entry's (j > 0).
            if (s + j > 0)
                g.gejAddGeVar(acc, acc, d, zr[j]);
            g.geSetXY(blk[j], acc.x, acc.y); //        the entry with its z omitted
        }
        fe.invVar(zi, acc.z); //                     zi = 1/z(blk[b − 1])
        for (let j = b - 1; j >= 0; j--) {
            g.geSetGeZinv(t, blk[j], zi); //           the affine point of blk[j]
            geStorageTableSet(table, s + j, t);
            if (j > 0)
                fe.mul(zi, zi, zr[j]); //       1/z(blk[j − 1]) = zr[j]/z(blk[j])
        }
    }
}
/**
 * Computes the tables of gen and of 2^128·gen (libsecp256k1's
 * `secp256k1_ecmult_compute_two_tables`), with the preconditions of {@link ecmultComputeTable} for
 * both points.
 */
export function ecmultComputeTwoTables(table, table128, w, gen) {
    const gj = g.gejCreate();
    g.gejSetGe(gj, gen);
    ecmultComputeTable(table, w, gj);
    for (let i = 0; i < 128; i++)
        g.gejDoubleVar(gj, gj, null);
    ecmultComputeTable(table128, w, gj);
}
/** Computes the tables of a curve's generator (the current curve's: `g.GE_CONST_G`). */
function build(curve) {
    const { windowA, windowG } = ecmultWindows(curve.order);
    const n = ecmultTableSize(windowG);
    const pre = geStorageTableCreate(n);
    const pre128 = geStorageTableCreate(n);
    ecmultComputeTwoTables(pre, pre128, windowG, g.GE_CONST_G);
    return { curve, windowA, windowG, pre, pre128 };
}
let current = null;
let secp = null;
/**
 * The tables of the current curve's generator (of `@k1/group/5x52`'s `getCurve()`), computed at the
 * first call for that curve. secp256k1's are kept for the life of the process; those of an
 * exhaustive-test curve until another test curve is selected.
 */
export function ecmultGTables() {
    const c = g.getCurve();
    if (current !== null && current.curve === c)
        return current;
    if (c === g.SECP256K1) {
        if (secp === null)
            secp = build(c);
        current = secp;
    }
    else {
        current = build(c);
    }
    return current;
}
//# sourceMappingURL=tables-g.5x52.js.map