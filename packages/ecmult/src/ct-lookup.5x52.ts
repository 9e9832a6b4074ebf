/**
 * Constant-time table lookup of affine points for ecmult_gen and ecmult_const (libsecp256k1 does
 * it with `secp256k1_ge_storage_cmov` / `secp256k1_fe_cmov` over every entry).
 *
 * A table here is a `Float64Array` holding each point as ten doubles: the five 52-bit limbs of
 * its normalized x, then of its y (limb k is bits [52k, 52k + 52) of the value; every limb is an
 * integer below 2^52, so a double holds it exactly). The layout does not depend on the field
 * backend, so one table serves both and a generated table can be shared by them.
 *
 * Selecting entry `index` reads every entry and accumulates `entry·[i = index]`, where the flag
 * [i = index] ∈ {0, 1} comes from integer arithmetic without a branch: the same loads, multiplies
 * and adds for every index. Products and sums are of integers below 2^53 (never subnormal, always
 * exact; exactly one term is non-zero), so the result is the entry bit for bit. Measured on the
 * project's machine class (Node 20), one entry costs about 40% of what the bitwise select of its
 * sixteen 32-bit storage words (libsecp256k1's way: `acc |= word & mask`) costs in V8, and a fifth
 * of two `fe.cmov` per entry on the 5x52 backend, whose BigInt mask is built per call.
 *
 * The selected limbs become a field element through the backend's storage form
 * (`fe.fromStorage` on eight 32-bit words, viewed on the bytes of an `fe.FeStorage`), so this
 * file uses only the field API and is backend-generic like the other `*.5x52.ts` templates.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import type { Ge } from "@k1/group/5x52";

/** Doubles per table entry: five 52-bit limbs of x, then five of y. */
export const ENTRY_DOUBLES = 10;

// The storage form viewed as eight 32-bit words. For the 10x26 backend it is an Int32Array already;
// for 5x52 it is four 64-bit words, whose 32-bit halves are in platform byte order: find word j of
// the value (least significant first) by writing 1 and 2^32 and looking where they land.
const st = fe.createStorage();
const stw = new Int32Array(st.buffer, st.byteOffset, 8);
const tmp = fe.create();
const probe = new Uint8Array(32);

function wordIndex(j: number): number {
  probe.fill(0);
  probe[31 - 4 * j] = 1; // the value 2^(32j)
  if (!fe.setB32Limit(tmp, probe)) throw new Error("ct-lookup: probe");
  fe.toStorage(st, tmp);
  const at = stw.indexOf(1);
  for (let i = 0; i < 8; i++)
    if (i !== at && stw[i] !== 0) throw new Error("ct-lookup: unexpected storage layout");
  return at;
}
const I0 = wordIndex(0);
const I1 = wordIndex(1);
const I2 = wordIndex(2);
const I3 = wordIndex(3);
const I4 = wordIndex(4);
const I5 = wordIndex(5);
const I6 = wordIndex(6);
const I7 = wordIndex(7);

const P12 = 4096;
const P16 = 65536;
const P24 = 16777216;
const P32 = 4294967296;
const P36 = 68719476736;
const P44 = 17592186044416;

/** Sets r (normalized, magnitude 1) from five 52-bit limbs. Not secret-dependent in time. */
function feFromLimbs(r: fe.Fe, l0: number, l1: number, l2: number, l3: number, l4: number): void {
  // Word j = bits [32j, 32j + 32). `x | 0` truncates x and keeps its low 32 bits (ToInt32), so it
  // extracts bit ranges of limbs below 2^53 exactly; `(a & mask) << s` places low bits.
  stw[I0] = l0 | 0; //                                       bits 0..31 of l0
  stw[I1] = (l0 / P32) | 0 | ((l1 & 0xfff) << 20); //      l0 bits 32..51, l1 bits 0..11
  stw[I2] = (l1 / P12) | 0; //                               l1 bits 12..43
  stw[I3] = (l1 / P44) | 0 | ((l2 & 0xffffff) << 8); //    l1 bits 44..51, l2 bits 0..23
  stw[I4] = (l2 / P24) | 0 | ((l3 & 0xf) << 28); //       l2 bits 24..51, l3 bits 0..3
  stw[I5] = (l3 / 16) | 0; //                                l3 bits 4..35
  stw[I6] = (l3 / P36) | 0 | ((l4 & 0xffff) << 16); //     l3 bits 36..51, l4 bits 0..15
  stw[I7] = (l4 / P16) | 0; //                               l4 bits 16..47
  fe.fromStorage(r, st);
}

/** Writes a's value (magnitude ≤ 8) as five 52-bit limbs at t[o..o+5). */
function feToLimbs(t: Float64Array, o: number, a: fe.Fe): void {
  fe.copy(tmp, a);
  fe.normalize(tmp);
  fe.toStorage(st, tmp);
  const w0 = stw[I0] >>> 0;
  const w1 = stw[I1] >>> 0;
  const w2 = stw[I2] >>> 0;
  const w3 = stw[I3] >>> 0;
  const w4 = stw[I4] >>> 0;
  const w5 = stw[I5] >>> 0;
  const w6 = stw[I6] >>> 0;
  const w7 = stw[I7] >>> 0;
  t[o] = w0 + (w1 & 0xfffff) * P32;
  t[o + 1] = (w1 >>> 20) + w2 * P12 + (w3 & 0xff) * P44;
  t[o + 2] = (w3 >>> 8) + (w4 & 0xfffffff) * P24;
  t[o + 3] = (w4 >>> 28) + w5 * 16 + (w6 & 0xffff) * P36;
  t[o + 4] = (w6 >>> 16) + w7 * P16;
}

/**
 * Writes the affine point a into entry `index` of table t. On input, a must be valid, not
 * infinity, with coordinates of magnitude ≤ 8 (they are normalized on the way). Constant time.
 */
export function tableSet(t: Float64Array, index: number, a: Ge): void {
  if (__VERIFY__ && a.infinity !== 0) throw new fe.VerifyError("tableSet: a must not be infinity");
  const o = index * ENTRY_DOUBLES;
  feToLimbs(t, o, a.x);
  feToLimbs(t, o + 5, a.y);
}

/**
 * Reads entry `index` of table t into r, variable time (for tests and table set-up only).
 * On output, r is that point with normalized coordinates, not infinity.
 */
export function tableGetVar(r: Ge, t: Float64Array, index: number): void {
  const o = index * ENTRY_DOUBLES;
  feFromLimbs(r.x, t[o], t[o + 1], t[o + 2], t[o + 3], t[o + 4]);
  feFromLimbs(r.y, t[o + 5], t[o + 6], t[o + 7], t[o + 8], t[o + 9]);
  r.infinity = 0;
}

// The limbs of p = 2^256 − 2^32 − 977, for the negation of a selected y.
const PL0 = 0xffffefffffc2f;
const PL123 = 0xfffffffffffff;
const PL4 = 0xffffffffffff;
const P52 = 4503599627370496;
const I52 = 1 / P52;

/**
 * Selects in constant time entry `base + index` of table t, reading all `count` entries from
 * `base` on, and negates it if `negate` is 1 (the lookups of libsecp256k1's `ecmult_gen` and
 * `ECMULT_CONST_TABLE_GET_GE`, which negate with `fe_negate` and `fe_cmov`). On input, `base` and
 * `count` are public, 0 ≤ index < count < 2^31, negate is 0 or 1, and the entries were written by
 * {@link tableSet} from points with y ≠ 0 (true in every group of odd order). Neither a branch nor
 * a memory address depends on `index` or `negate`.
 * On output, r is the selected point or its negation, with normalized coordinates (magnitude 1),
 * not infinity.
 */
export function tableSelect(
  r: Ge,
  t: Float64Array,
  base: number,
  count: number,
  index: number,
  negate: number,
): void {
  if (__VERIFY__) {
    if (!(index >= 0 && index < count && (index | 0) === index)) {
      throw new fe.VerifyError(`tableSelect: index ${index} not in [0, ${count})`);
    }
    if (negate !== 0 && negate !== 1) throw new fe.VerifyError("tableSelect: negate must be 0 or 1");
  }
  let x0 = 0;
  let x1 = 0;
  let x2 = 0;
  let x3 = 0;
  let x4 = 0;
  let y0 = 0;
  let y1 = 0;
  let y2 = 0;
  let y3 = 0;
  let y4 = 0;
  let o = base * ENTRY_DOUBLES;
  for (let i = 0; i < count; i++, o += ENTRY_DOUBLES) {
    // 1 iff i = index: (i ^ index) − 1 is negative exactly when i ^ index = 0.
    const m = ((i ^ index) - 1) >>> 31;
    x0 += t[o] * m;
    x1 += t[o + 1] * m;
    x2 += t[o + 2] * m;
    x3 += t[o + 3] * m;
    x4 += t[o + 4] * m;
    y0 += t[o + 5] * m;
    y1 += t[o + 6] * m;
    y2 += t[o + 7] * m;
    y3 += t[o + 8] * m;
    y4 += t[o + 9] * m;
  }
  // −y = p − y, limb by limb with borrows (y in [1, p), so p − y is in [1, p): normalized). Each
  // difference is in (−2^52, 2^52); its borrow is −⌊d/2^52⌋ ∈ {0, 1} (Math.floor: no branch).
  let d = PL0 - y0;
  let b = -Math.floor(d * I52);
  const n0 = d + b * P52;
  d = PL123 - y1 - b;
  b = -Math.floor(d * I52);
  const n1 = d + b * P52;
  d = PL123 - y2 - b;
  b = -Math.floor(d * I52);
  const n2 = d + b * P52;
  d = PL123 - y3 - b;
  b = -Math.floor(d * I52);
  const n3 = d + b * P52;
  const n4 = PL4 - y4 - b; // no borrow out: y < p
  // y += negate·(−y − y): exact in doubles (integers below 2^53).
  y0 += negate * (n0 - y0);
  y1 += negate * (n1 - y1);
  y2 += negate * (n2 - y2);
  y3 += negate * (n3 - y3);
  y4 += negate * (n4 - y4);
  feFromLimbs(r.x, x0, x1, x2, x3, x4);
  feFromLimbs(r.y, y0, y1, y2, y3, y4);
  r.infinity = 0;
}

/** Zeroes the scratch words of the conversions (they held secret-selected points). */
export function tableScratchClear(): void {
  stw.fill(0);
}
