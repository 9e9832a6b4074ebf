/**
 * Tables of odd multiples on the 5x52 backend: libsecp256k1's `secp256k1_ecmult_odd_multiples_table`
 * and the digit lookups `secp256k1_ecmult_table_get_ge`, `_get_ge_lambda` and `_get_ge_storage`
 * (`ecmult_impl.h`). `@k1/ecmult/10x26` has the same code over the 10x26 backend (the build writes
 * it from this file).
 *
 * A table for window w holds the 2^(w−2) odd multiples 1·P, 3·P, …, (2^(w−1) − 1)·P; a wNAF digit
 * n (odd, |n| < 2^(w−1)) selects entry (|n| − 1)/2, negated when n < 0.
 *
 * **Storage tables.** A table of points in storage form ({@link GeStorageTable}) is one typed array
 * of the backend's storage words (`fe.FeStorage`'s type: a `BigUint64Array` with four words per
 * coordinate on 5x52, an `Int32Array` with eight on 10x26), entry i holding x then y. Both
 * backends' words are the same 64 bytes per point on a little-endian host (each coordinate 256 bits
 * little endian), so a table is exactly 64·2^(w−2) bytes with no per-entry objects, and shipped
 * bytes are used in place ({@link geStorageTableFromBytes}). (16384 points as `GeStorage` objects of
 * two typed arrays each would add about 2 MiB of object headers and 32k allocations.)
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";

/**
 * A table of affine points in storage form (libsecp256k1's `secp256k1_ge_storage[]`), flattened
 * into one typed array of storage words (see the module comment). Entry i is the point with x at
 * words [2iW, 2iW + W) and y at [2iW + W, 2iW + 2W), W = {@link STORAGE_WORDS}.
 */
export type GeStorageTable = fe.FeStorage;

const proto = fe.createStorage();
/** The words of one coordinate in storage form (4 on 5x52, 8 on 10x26). */
export const STORAGE_WORDS: number = proto.length;
type StorageCtor = {
  new (length: number): GeStorageTable;
  new (buffer: ArrayBufferLike, byteOffset: number, length: number): GeStorageTable;
};
const StorageArray = proto.constructor as StorageCtor;

/** Returns a new table of n entries (all words zero: not points until written). Allocates. */
export function geStorageTableCreate(n: number): GeStorageTable {
  return new StorageArray(n * 2 * STORAGE_WORDS);
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Returns a table of the points in `bytes` (64 per entry, x then y, each 256 bits little endian:
 * the format of {@link geStorageTableBytes}). On a little-endian host the table is a view of the
 * same memory (no copy; `bytes.byteOffset` must be a multiple of 8); on a big-endian one, a copy
 * with the words swapped. The caller must not modify `bytes` afterwards.
 */
export function geStorageTableFromBytes(bytes: Uint8Array): GeStorageTable {
  const bpe = proto.BYTES_PER_ELEMENT;
  if (LITTLE_ENDIAN) return new StorageArray(bytes.buffer, bytes.byteOffset, bytes.byteLength / bpe);
  const copy = bytes.slice();
  swapWords(copy, bpe);
  return new StorageArray(copy.buffer, 0, copy.byteLength / bpe);
}

function swapWords(b: Uint8Array, size: number): void {
  for (let o = 0; o < b.length; o += size) b.subarray(o, o + size).reverse();
}

const sx = fe.createStorage();
const sy = fe.createStorage();
const sge: g.GeStorage = { x: sx, y: sy };

/**
 * Sets r to entry i of a table (libsecp256k1's `secp256k1_ge_from_storage` of `pre[i]`). On input,
 * entry i must have been written by {@link geStorageTableSet}. On output, r is that point, not
 * infinity, with normalized coordinates.
 */
export function geStorageTableGet(r: g.Ge, table: GeStorageTable, i: number): void {
  const W = STORAGE_WORDS;
  const base = 2 * W * i;
  for (let k = 0; k < W; k++) {
    sx[k] = table[base + k];
    sy[k] = table[base + W + k];
  }
  g.geFromStorage(r, sge);
}

/**
 * Writes a into entry i of a table (libsecp256k1's `secp256k1_ge_to_storage`). On input, a must be
 * valid and not infinity.
 */
export function geStorageTableSet(table: GeStorageTable, i: number, a: g.Ge): void {
  g.geToStorage(sge, a);
  const W = STORAGE_WORDS;
  const base = 2 * W * i;
  for (let k = 0; k < W; k++) {
    table[base + k] = sx[k];
    table[base + W + k] = sy[k];
  }
}

/**
 * The bytes of a table, 64 per entry (x then y, each 256 bits little endian), the same for both
 * backends on every host: the form a generated file or a comparison between backends uses.
 */
export function geStorageTableBytes(table: GeStorageTable): Uint8Array {
  const bytes = new Uint8Array(table.byteLength);
  bytes.set(new Uint8Array(table.buffer, table.byteOffset, table.byteLength));
  if (!LITTLE_ENDIAN) swapWords(bytes, table.BYTES_PER_ELEMENT);
  return bytes;
}

const d = g.gejCreate();
const dGe = g.geCreate(); // 2·a, rescaled along the chain
const t = fe.createScratch();

/**
 * Fills pre[off .. off + n) with the odd multiples 1·a, 3·a, …, (2n − 1)·a of a, as points of
 * isomorphic curves with their z omitted, and zr with the ratios of those z
 * (libsecp256k1's `secp256k1_ecmult_odd_multiples_table`, computed with co-Z additions).
 *
 * On input, a must be valid and not infinity; n ≥ 1; pre[off .. off + n) and zr[off .. off + n)
 * must exist, be distinct from a's members and from z, and may hold anything.
 * Computes, writing z(b) for the omitted z of an entry b:
 * - z(pre[off + n − 1]) = z (the output argument; if z is null, this running product of the ratios
 *   is skipped, one multiplication less per entry: `geTableSetGlobalz` can compute it instead);
 * - z(pre[off + i − 1]) = z(pre[off + i]) / zr[off + i] for 0 < i < n;
 * - zr[off] = z(pre[off]) / a.z, which lets a caller chain several tables (Strauss with several
 *   points).
 *
 * ## Co-Z additions
 * libsecp256k1 adds d = 2·a, made affine on an isomorphic curve, with the mixed addition
 * `gej_add_ge_var` (8 mul + 3 sqr per entry). Here every entry is instead added to a copy of d that
 * shares its z, with Meloni's co-Z addition with update (`geAddCoZVar` of `@k1/group`; its use for
 * tables of odd multiples: Longa and Gebotys 2009): P1 + P2 and P1 rescaled, both on Z·(X1 − X2).
 * That is 5 mul + 2 sqr per entry (4 mul + 2 sqr, and 1 mul for the running z, unless z is null),
 * with X1 − X2 the ratio zr. The chain starts co-Z for free: `gejDouble` gives d.z = a.y·a.z, and
 * a rescaled by a.y, (a.x·a.y², a.y⁴, a.z·a.y), has that z. Every entry is then a point of the real
 * curve whose z is left out, so no isomorphism is needed, and zr[off] = a.y. The sums never meet
 * the exceptional case X1 = X2 (checked in VERIFY builds by `geAddCoZVar`): it needs
 * (2i + 1)·a = ±2·a, i.e. 2i − 1 or 2i + 3 ≡ 0 modulo the order of a, which the windows exclude
 * (n·2 − 1 < the order, as below).
 *
 * The multiples must not be at infinity (n·2 − 1 < the order of a), which holds on secp256k1 for
 * every window and on the exhaustive-test groups for the windows of `ecmultWindows`.
 *
 * On output, the entries have coordinates of magnitude ≤ 4 (x) and ≤ 3 (y), the ratios magnitude
 * ≤ 1, z (if not null) magnitude 1. Variable time (a is public).
 */
export function ecmultOddMultiplesTable(
  n: number,
  pre: g.Ge[],
  zr: g.Fe[],
  z: g.Fe | null,
  a: g.Gej,
  off = 0,
): void {
  // Operations: 1 double, 1 mul + 2 sqr, then n − 1 co-Z additions (5 mul + 2 sqr each).
  if (__VERIFY__) {
    g.gejVerify(a);
    g.verifyCheck(!a.infinity, "ecmultOddMultiplesTable: a must not be infinity");
    g.verifyCheck(
      n >= 1 && off >= 0 && off + n <= pre.length && off + n <= zr.length,
      "ecmultOddMultiplesTable: n",
    );
  }
  g.gejDouble(d, a); //                       d = 2·a, d.z = a.y·a.z (a is finite)
  const p0 = pre[off];
  fe.sqr(t, a.y); //                          t = a.y² (1)
  fe.mul(p0.x, a.x, t); //                    pre[0] = (a.x·a.y², a.y⁴): a on z = d.z (1)
  fe.sqr(p0.y, t); //                         (1)
  p0.infinity = 0;
  fe.copy(zr[off], a.y);
  fe.normalizeWeak(zr[off]); //               zr[0] = a.y = z(pre[0]) / a.z (1)
  g.geSetXY(dGe, d.x, d.y); //                2·a, co-Z with pre[0]
  if (z !== null) fe.copy(z, d.z); //         z = the chain's current z (1)
  for (let i = 1; i < n; i++) {
    // pre[i] = dGe + pre[i − 1], dGe rescaled along, both on the z · zr[i].
    g.geAddCoZVar(pre[off + i], dGe, pre[off + i - 1], zr[off + i]);
    if (z !== null) fe.mul(z, z, zr[off + i]);
  }
  if (__VERIFY__) {
    if (z !== null) fe.verifyMagnitude(z, 1);
    for (let i = 0; i < n; i++) {
      fe.verifyMagnitude(pre[off + i].x, 4);
      fe.verifyMagnitude(pre[off + i].y, 3);
      fe.verifyMagnitude(zr[off + i], 1);
    }
  }
}

/**
 * VERIFY: checks that n is a digit of a wNAF with window w (libsecp256k1's
 * `secp256k1_ecmult_table_verify`): odd, |n| ≤ 2^(w−1) − 1.
 */
function tableVerify(n: number, w: number): void {
  g.verifyCheck((n & 1) === 1, `ecmult table: digit ${n} is not odd`);
  g.verifyCheck(
    n >= -((1 << (w - 1)) - 1) && n <= (1 << (w - 1)) - 1,
    `ecmult table: digit ${n} out of window ${w}`,
  );
}

/**
 * Sets r to n·P from a table of odd multiples of P (libsecp256k1's `secp256k1_ecmult_table_get_ge`).
 * On input, n must be a wNAF digit of window w (odd, |n| < 2^(w−1)); pre[off ..] the table, valid
 * points with y of magnitude ≤ 1 (as after `geTableSetGlobalz`); r distinct from the table's entries.
 * Performs r = pre[off + (n − 1)/2] for n > 0, its negation for n < 0. On output, r.y has magnitude
 * ≤ 2. Variable time (the index and the sign are public).
 */
export function ecmultTableGetGe(r: g.Ge, pre: g.Ge[], n: number, w: number, off = 0): void {
  if (__VERIFY__) tableVerify(n, w);
  if (n > 0) {
    g.geCopy(r, pre[off + ((n - 1) >> 1)]);
  } else {
    g.geCopy(r, pre[off + ((-n - 1) >> 1)]);
    fe.negate(r.y, r.y, 1);
  }
}

/**
 * Sets r to n·λ·P from a table of odd multiples of P and the x coordinates of λ times them
 * (libsecp256k1's `secp256k1_ecmult_table_get_ge_lambda`; λ·(x, y) = (β·x, y)).
 * On input, as {@link ecmultTableGetGe}, and x[off ..] holds β·pre[i].x (magnitude ≤ 1).
 * Performs r = (x[i], pre[i].y) for i = off + (|n| − 1)/2, negated for n < 0. On output, r.y has
 * magnitude ≤ 2. Variable time.
 */
export function ecmultTableGetGeLambda(r: g.Ge, pre: g.Ge[], x: g.Fe[], n: number, w: number, off = 0): void {
  if (__VERIFY__) tableVerify(n, w);
  if (n > 0) {
    const i = off + ((n - 1) >> 1);
    g.geSetXY(r, x[i], pre[i].y);
  } else {
    const i = off + ((-n - 1) >> 1);
    g.geSetXY(r, x[i], pre[i].y);
    fe.negate(r.y, r.y, 1);
  }
}

/**
 * Sets r to n·P from a table of odd multiples of P in storage form, flattened (libsecp256k1's
 * `secp256k1_ecmult_table_get_ge_storage`). On input, n must be a wNAF digit of window w.
 * Performs r = pre[(n − 1)/2] for n > 0, its negation for n < 0. On output, r is not infinity,
 * r.x is normalized, r.y normalized (n > 0) or of magnitude 2 (n < 0). Variable time.
 */
export function ecmultTableGetGeStorage(r: g.Ge, pre: GeStorageTable, n: number, w: number): void {
  if (__VERIFY__) tableVerify(n, w);
  if (n > 0) {
    geStorageTableGet(r, pre, (n - 1) >> 1);
  } else {
    geStorageTableGet(r, pre, (-n - 1) >> 1);
    fe.negate(r.y, r.y, 1);
  }
}
