/**
 * Constant-time table lookup of affine points for ecmult_gen and ecmult_const (libsecp256k1 does
 * it with `secp256k1_ge_storage_cmov` / `secp256k1_fe_cmov` over every entry).
 *
 * ## Layout
 * A table is a {@link CtTable} (`ct-table.ts`): each point as ten doubles, the five 52-bit limbs of
 * its normalized x, then of its y (limb k is bits [52k, 52k + 52) of the value; every limb is an
 * integer below 2^52, so a double holds it exactly), stored by limb in ten planes. The layout does
 * not depend on the field backend, so one table serves both backends.
 *
 * ## Selection
 * Selecting entry `index` reads every entry and accumulates `entry·[i = index]`, where the flag
 * [i = index] ∈ {0, 1} comes from integer arithmetic without a branch: the same loads, multiplies
 * and adds for every index. Products and sums are of integers below 2^53 (never subnormal, always
 * exact; exactly one term is non-zero), so the result is the entry bit for bit. The conditional
 * negation of y that follows every lookup in libsecp256k1 is done here too, as 2p − y by limbs
 * (no borrows, exact in doubles; see {@link tableSelect}): ecmult_gen 3.6% faster (2.8% on 10x26)
 * than with `fe.negate` and `fe.cmov` in the callers. (p − y with borrows from `Math.floor` had
 * measured 110 ns slower per lookup.)
 *
 * Measured on the project's machine class (Node 20, V8 11.3; minimum over interleaved runs in one
 * process), with the entries' limbs side by side in one array (before the planes),
 * a lookup among the 32 entries of an ecmult_gen block took 236 ns, negation included
 * (261 ns before with plain `o + k` indices and a loop counter, negation excluded), and one among the
 * 8 entries of ecmult_const 80 ns (80 ns before, negation excluded). The scan is nearly all of it
 * (the conversion below about 10 ns): V8 11 keeps a map check, a bounds check and an address
 * computation per load, so it is bound by instruction count, not by the multiplies. The map check
 * and the reloads of the array's length and data pointer go away when the table is a constant of
 * the optimized code: the scan ({@link tableScan}) is small enough for V8 to inline, and a caller
 * that passes a table held in a module-level `const` (as `ecmultGen` does with its comb table) gets
 * the table's address embedded: a 32-entry lookup then takes about 150 instead of 233 ns (one
 * process, Node 20.20.2, 2026-11-30; not so when the `const` is read inside an inlined function
 * rather than in the optimized function itself, nor for a table passed as a parameter). The planar
 * layout merges the five bounds checks of a pass into one (ecmult_gen −4…−5%, same conditions).
 * Also measured then: x and y in two passes of five accumulators beat one pass of ten (150 against
 * 180 ns for the scan); the scan done libsecp256k1's way in V8 (`acc |= word & mask` over the
 * sixteen 32-bit words of a storage point) took 380 ns, and two `fe.cmov` per entry on the backend
 * of 64-bit limbs about 700 ns (11 ns each: its BigInt mask is built per call).
 *
 * ## Conversion
 * The selected limbs become a field element either directly (the backend's limbs are then written
 * through a typed-array view of a scratch element, and declared with `fe.verifyAssume`) or through
 * the storage form (`fe.fromStorage` on eight 32-bit words). Which one is found at load time by
 * probing the backend with known values: 52-bit limbs in 64-bit words or 26-bit limbs in 32-bit
 * words (the layouts of the two backends) take the direct way; any other layout the storage form,
 * which uses only the field API. The direct way writes into the output point itself (through views
 * of its coordinates' limb words, made when a caller passes a new point) and saves about 15 ns per lookup (2% of ecmult_gen and ecmult_const,
 * on both backends).
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import { type Ge, geCreate } from "@k1/group/5x52";
import type { CtTable } from "./ct-table.js";

const P12 = 4096;
const P16 = 65536;
const P24 = 16777216;
const P26 = 67108864;
const P32 = 4294967296;
const P36 = 68719476736;
const P44 = 17592186044416;
const M26 = 0x3ffffff;

// ---------------------------------------------------------------------------------------------
// Probing the backend.

const probeBytes = new Uint8Array(32);
const probeFe = fe.createScratch();

/** Sets probeFe to v (normalized) and returns its 52-bit limbs computed in BigInt. */
function probeSet(v: bigint): bigint[] {
  let x = v;
  for (let i = 31; i >= 0; i--) {
    probeBytes[i] = Number(x & 0xffn);
    x >>= 8n;
  }
  if (!fe.setB32Limit(probeFe, probeBytes)) throw new Error("ct-lookup: probe value not below p");
  const limbs: bigint[] = [];
  for (let k = 0; k < 5; k++) limbs.push((v >> BigInt(52 * k)) & ((1n << 52n) - 1n));
  return limbs;
}

const PROBES: bigint[] = [
  1n,
  (1n << 52n) - 1n,
  0x0123456789abcdeffedcba98765432100f1e2d3c4b5a69788796a5b4c3d2e1f0n,
  fe.P_BIG - 1n,
  ...[1, 2, 3, 4].map((k) => 1n << BigInt(52 * k)),
];

/** The 32-bit words of an element's limb storage (both backends' elements are 40 bytes). */
function words32(a: fe.Fe): Uint32Array {
  const v = a as unknown as ArrayBufferView;
  return new Uint32Array(v.buffer, v.byteOffset, v.byteLength >> 2);
}

/**
 * 52 if a normalized element holds limb k (of 52 bits) in 32-bit words 2k + lo (low half) and
 * 2k + 1 − lo (high half), 26 if it holds bits [26j, 26j + 26) in word j, 0 otherwise. `lo` is
 * the index of a 64-bit word's low half (0 on little-endian hosts).
 */
function detectLayout(lo: number): number {
  const w = words32(probeFe);
  if (w.length !== 10) return 0;
  let ok52 = true;
  let ok26 = true;
  for (const v of PROBES) {
    const limbs = probeSet(v);
    for (let k = 0; k < 5; k++) {
      const l = limbs[k];
      ok52 &&= w[2 * k + lo] === Number(l & 0xffffffffn) && w[2 * k + 1 - lo] === Number(l >> 32n);
      ok26 &&= w[2 * k] === Number(l & 0x3ffffffn) && w[2 * k + 1] === Number(l >> 26n);
    }
  }
  return ok52 ? 52 : ok26 ? 26 : 0;
}

const LO = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1 ? 0 : 1;
const HI = 1 - LO;
/** How selected limbs become an element: 52 or 26 (direct writes) or 0 (storage form). */
const LAYOUT = detectLayout(LO);

// Views of the limb words of the last output point's coordinates (direct conversion): callers pass
// the same scratch point on every lookup, so the views are made once per caller.
let lastR: Ge | null = null;
let rxw: Uint32Array = new Uint32Array(10);
let ryw: Uint32Array = new Uint32Array(10);

// The storage form viewed as eight 32-bit words (storage conversion and tableSet). For the 10x26
// backend it is an Int32Array already; for 5x52 four 64-bit words, whose 32-bit halves are in
// platform byte order: find word j of the value (least significant first) by probing.
const st = fe.createStorage();
const stw = new Int32Array(st.buffer, st.byteOffset, 8);
const tmp = fe.createScratch();

function wordIndex(j: number): number {
  probeSet(1n << BigInt(32 * j));
  fe.toStorage(st, probeFe);
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
fe.clear(probeFe);

// ---------------------------------------------------------------------------------------------
// Conversions.

/** Sets r (normalized, magnitude 1) from five 52-bit limbs, through the storage form. */
function feFromLimbsStorage(r: fe.Fe, l0: number, l1: number, l2: number, l3: number, l4: number): void {
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

/** The limb words of `tmp` (for the direct conversion in {@link feToLimbs}). */
const tmpw = words32(tmp);

/** Writes a's value (magnitude ≤ 8) as five 52-bit limbs at t[o], t[o + n], …, t[o + 4n]. */
function feToLimbs(t: Float64Array, o: number, n: number, a: fe.Fe): void {
  fe.copy(tmp, a);
  fe.normalize(tmp);
  if (LAYOUT === 52) {
    // The normalized element's limbs are the 52-bit limbs: join each one's two 32-bit halves.
    t[o] = tmpw[LO] + tmpw[HI] * P32;
    t[o + n] = tmpw[2 + LO] + tmpw[2 + HI] * P32;
    t[o + 2 * n] = tmpw[4 + LO] + tmpw[4 + HI] * P32;
    t[o + 3 * n] = tmpw[6 + LO] + tmpw[6 + HI] * P32;
    t[o + 4 * n] = tmpw[8 + LO] + tmpw[8 + HI] * P32;
    return;
  }
  if (LAYOUT === 26) {
    // 26-bit limb j is bits [26j, 26j + 26): 52-bit limb k joins limbs 2k and 2k + 1.
    t[o] = tmpw[0] + tmpw[1] * P26;
    t[o + n] = tmpw[2] + tmpw[3] * P26;
    t[o + 2 * n] = tmpw[4] + tmpw[5] * P26;
    t[o + 3 * n] = tmpw[6] + tmpw[7] * P26;
    t[o + 4 * n] = tmpw[8] + tmpw[9] * P26;
    return;
  }
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
  t[o + n] = (w1 >>> 20) + w2 * P12 + (w3 & 0xff) * P44;
  t[o + 2 * n] = (w3 >>> 8) + (w4 & 0xfffffff) * P24;
  t[o + 3 * n] = (w4 >>> 28) + w5 * 16 + (w6 & 0xffff) * P36;
  t[o + 4 * n] = (w6 >>> 16) + w7 * P16;
}

// ---------------------------------------------------------------------------------------------
// The table operations.

/**
 * Writes the affine point a into entry `index` of table t. On input, 0 ≤ index < t.capacity, and a
 * must be valid, not infinity, with coordinates of magnitude ≤ 8 (they are normalized on the way).
 * Constant time.
 */
export function tableSet(t: CtTable, index: number, a: Ge): void {
  if (__VERIFY__ && a.infinity !== 0) throw new fe.VerifyError("tableSet: a must not be infinity");
  const n = t.capacity;
  if (__VERIFY__ && !(index >= 0 && index < n && (index | 0) === index)) {
    throw new fe.VerifyError(`tableSet: index ${index} not in [0, ${n})`);
  }
  feToLimbs(t.buf, index, n, a.x);
  feToLimbs(t.buf, index + 5 * n, n, a.y);
}

/**
 * Writes into entry `index` of table t the λ image of entry `src`: x given (the image's x, β times
 * the entry's), y copied from entry `src` (λ·(x, y) = (β·x, y), so the planes of y are already
 * there: no normalization and conversion of y). On input, 0 ≤ index, src < t.capacity, entry `src`
 * was written by {@link tableSet}, and x is valid with magnitude ≤ 8 (normalized on the way). Constant
 * time.
 */
export function tableSetLambda(t: CtTable, index: number, src: number, x: fe.Fe): void {
  const n = t.capacity;
  if (
    __VERIFY__ &&
    !(index >= 0 && index < n && (index | 0) === index && src >= 0 && src < n && (src | 0) === src)
  ) {
    throw new fe.VerifyError(`tableSetLambda: index ${index} or src ${src} not in [0, ${n})`);
  }
  feToLimbs(t.buf, index, n, x);
  const b = t.buf;
  b[index + 5 * n] = b[src + 5 * n];
  b[index + 6 * n] = b[src + 6 * n];
  b[index + 7 * n] = b[src + 7 * n];
  b[index + 8 * n] = b[src + 8 * n];
  b[index + 9 * n] = b[src + 9 * n];
}

/**
 * Reads entry `index` of table t into r through the storage form, variable time (for tests only).
 * On output, r is that point with normalized coordinates, not infinity.
 */
export function tableGetVar(r: Ge, t: CtTable, index: number): void {
  feFromLimbsStorage(r.x, t.x0[index], t.x1[index], t.x2[index], t.x3[index], t.x4[index]);
  feFromLimbsStorage(r.y, t.y0[index], t.y1[index], t.y2[index], t.y3[index], t.y4[index]);
  r.infinity = 0;
}

// VERIFY: the entry read back in variable time, to check the selection against.
const vGe: Ge = geCreate();

/** 2p as five 52-bit limbs (2·p_k; exact doubles), for the negation of a selected y. */
const TWO_P0 = 9007190664804446;
const TWO_P1 = 9007199254740990; // limbs 1..3 alike
const TWO_P4 = 562949953421310;

/**
 * Where {@link tableScan}'s sums start: 1/2, taken off at the end, so that every addition in the
 * scan has a non-integral operand. V8 from 14.x on records "additive safe integer" feedback for an
 * addition whose operands are all integers below 2^52 in magnitude and then compiles it as a checked
 * 64-bit integer addition, each float64 operand converted with an integrality, −0 and range check:
 * for these float64 sums of table limbs that made a 32-entry lookup about 14 times slower (Node
 * 26.12, V8 14.6: 1.4 µs against 96 ns). With a fractional operand the feedback is "number" and the
 * addition one float64 add, on every engine. Exact: a sum is at most one limb (< 2^52) plus 1/2, which
 * a double holds.
 */
const SCAN_BIAS = 0.5;

/** The accumulators of the last two {@link tableScan}s: x's five limbs, then y's, plus SCAN_BIAS each. */
const scanAcc = new Float64Array(10);

/**
 * The scan of a constant-time lookup, for one coordinate (five planes of a {@link CtTable}: x's or
 * y's): accumulates `pk[e]·[e = target]` for k < 5 and e in [e0, end), plus 1/2, into `scanAcc[accOff + k]`
 * (a module buffer that {@link tableScanStore} reads). On input, 0 ≤ e0 ≤ target < end ≤ the planes'
 * length, all int32, and `accOff` is 0 or 5 (public: e0, `end`, `accOff`; secret: `target`).
 * Neither a branch nor a memory address depends on `target`.
 *
 * Kept small so that V8 inlines it into its caller: when the caller passes the planes of a table
 * held in a module-level `const` (as `ecmultGen` does), the optimizing compiler embeds their
 * addresses and length as constants and keeps no per-iteration map check or reload of the arrays'
 * fields (V8 11.3 does both in every iteration otherwise): a 32-entry lookup measured 233 → 150 ns
 * with the limbs side by side; and the five reads, which share the index e, share one bounds check:
 * 145 → 113 ns (micro-benchmark) with the planes.
 */
export function tableScan(
  p0: Float64Array,
  p1: Float64Array,
  p2: Float64Array,
  p3: Float64Array,
  p4: Float64Array,
  e0: number,
  end: number,
  target: number,
  accOff: number,
): void {
  // The sums start at 1/2 (SCAN_BIAS, written as a literal: the scan's bytecode size decides whether
  // V8 inlines it), which the readers of scanAcc take off.
  let a0 = 0.5;
  let a1 = 0.5;
  let a2 = 0.5;
  let a3 = 0.5;
  let a4 = 0.5;
  // The index is an int32 sum wrapped by `| 0` (no overflow check, which V8 adds to a plain
  // `e + 1` and which costs a `jo` per iteration).
  for (let e = e0; e < end; e = (e + 1) | 0) {
    // 1 iff e = target: (e ^ target) − 1 is negative exactly when e ^ target = 0 (both in [0, 2^31)).
    const m = ((e ^ target) - 1) >>> 31;
    a0 += p0[e] * m;
    a1 += p1[e] * m;
    a2 += p2[e] * m;
    a3 += p3[e] * m;
    a4 += p4[e] * m;
  }
  scanAcc[accOff] = a0;
  scanAcc[accOff + 1] = a1;
  scanAcc[accOff + 2] = a2;
  scanAcc[accOff + 3] = a3;
  scanAcc[accOff + 4] = a4;
}

/**
 * Writes the point accumulated by the last two {@link tableScan}s (x at `accOff` 0, y at 5) into
 * r, with y replaced by 2p − y if `negate` is 1, and marks r finite. On input, `negate` ∈ {0, 1}
 * (secret). Constant time in `negate`. On output, as {@link tableSelect}.
 */
export function tableScanStore(r: Ge, negate: number): void {
  if (LAYOUT === 0) {
    storeViaStorage(r, negate);
    return;
  }
  if (r !== lastR) {
    rxw = words32(r.x);
    ryw = words32(r.y);
    lastR = r;
  }
  // x is stored as it is; y becomes 2p − y if `negate`: limb k is 2·p_k − y_k ≥ 0, with p_k the
  // 52-bit limbs of p, so no borrows; every term is an integer of magnitude below 2^53, so exact.
  // The limbs are those of `fe.negate(y, y, 1)` halved: below 2·(2^52 − 1) (2·(2^48 − 1) for the
  // top), magnitude 1 as 52-bit limbs, 2 as 26-bit limbs (a high half reaches 2^27 − 1). This
  // replaces the callers' `fe.negate` and `fe.cmov` (BigInt masks built per call on the 64-bit
  // backend). scanAcc is left as it is (the storage-form path reads it unnegated).
  for (let half = 0; half < 2; half++) {
    const o = 5 * half;
    const neg = half & negate;
    const w = half === 0 ? rxw : ryw;
    const s0 = scanAcc[o] - SCAN_BIAS;
    const s1 = scanAcc[o + 1] - SCAN_BIAS;
    const s2 = scanAcc[o + 2] - SCAN_BIAS;
    const s3 = scanAcc[o + 3] - SCAN_BIAS;
    const s4 = scanAcc[o + 4] - SCAN_BIAS;
    const a0 = s0 + (TWO_P0 - 2 * s0) * neg;
    const a1 = s1 + (TWO_P1 - 2 * s1) * neg;
    const a2 = s2 + (TWO_P1 - 2 * s2) * neg;
    const a3 = s3 + (TWO_P1 - 2 * s3) * neg;
    const a4 = s4 + (TWO_P4 - 2 * s4) * neg;
    if (LAYOUT === 52) {
      // A store into a Uint32Array keeps the low 32 bits of a double's integer part (ToUint32),
      // so each limb splits into two stores without BigInt.
      w[LO] = a0;
      w[HI] = a0 / P32;
      w[2 + LO] = a1;
      w[2 + HI] = a1 / P32;
      w[4 + LO] = a2;
      w[4 + HI] = a2 / P32;
      w[6 + LO] = a3;
      w[6 + HI] = a3 / P32;
      w[8 + LO] = a4;
      w[8 + HI] = a4 / P32;
    } else {
      w[0] = a0 & M26;
      w[1] = a0 / P26;
      w[2] = a1 & M26;
      w[3] = a1 / P26;
      w[4] = a2 & M26;
      w[5] = a2 / P26;
      w[6] = a3 & M26;
      w[7] = a3 / P26;
      w[8] = a4 & M26;
      w[9] = a4 / P26;
    }
  }
  if (__VERIFY__) {
    fe.verifyAssume(r.x, 1, true);
    fe.verifyAssume(r.y, negate === 1 ? 2 : 1, negate === 0);
  }
  r.infinity = 0;
}

/** The storage-form conversion of the accumulated limbs (LAYOUT 0), with the negation. */
function storeViaStorage(r: Ge, negate: number): void {
  // The storage form takes limbs below 2^52: negate in the field (the selection skipped it).
  const b = SCAN_BIAS;
  feFromLimbsStorage(r.x, scanAcc[0] - b, scanAcc[1] - b, scanAcc[2] - b, scanAcc[3] - b, scanAcc[4] - b);
  feFromLimbsStorage(r.y, scanAcc[5] - b, scanAcc[6] - b, scanAcc[7] - b, scanAcc[8] - b, scanAcc[9] - b);
  fe.negate(tmp, r.y, 1);
  fe.cmov(r.y, tmp, negate);
  r.infinity = 0;
}

/**
 * For tests: {@link tableSelect} through the storage-form conversion whatever the backend's limb
 * layout, i.e. the path a field backend with another layout would take (neither shipped backend
 * does). Same contract and output values as {@link tableSelect}; y negated has magnitude 2 here too.
 */
export function tableSelectViaStorage(...args: Parameters<typeof tableSelect>): void {
  tableSelect(...args);
  storeViaStorage(args[0], args[5]); // from the same accumulators, which tableScanStore leaves as they are
}

/**
 * Selects in constant time entry `base + index` of table t, reading all `count` entries from
 * `base` on, and negates its y if `negate` is 1 (the lookups of libsecp256k1's `ecmult_gen` and
 * `ECMULT_CONST_TABLE_GET_GE`, with the conditional negation that follows them).
 * On input, `base` and `count` are public with 0 ≤ base and base + count ≤ t.capacity,
 * 0 ≤ index < count, `negate` ∈ {0, 1}, and the entries were written by {@link tableSet}. Neither a branch nor a memory address depends on
 * `index` or `negate`.
 * On output, r is the selected point, not infinity, with x normalized (magnitude 1) and y normalized
 * (magnitude 1) if `negate` is 0, else of magnitude 2 (as after `fe.negate(y, y, 1)`).
 *
 * Small, so that V8 inlines it with {@link tableScan}: pass a table held in a module-level `const`
 * for the fast scan (see {@link tableScan}). Written out without helpers taking doubles (V8 boxes a
 * double passed to a function it does not inline); x, then y: two passes of five accumulators run
 * faster than one of ten or than two entries per iteration.
 */
export function tableSelect(
  r: Ge,
  t: CtTable,
  base: number,
  count: number,
  index: number,
  negate: number,
): void {
  if (__VERIFY__ && !(index >= 0 && index < count && (index | 0) === index)) {
    throw new fe.VerifyError(`tableSelect: index ${index} not in [0, ${count})`);
  }
  if (__VERIFY__ && negate !== 0 && negate !== 1) {
    throw new fe.VerifyError(`tableSelect: negate ${negate} not 0 or 1`);
  }
  if (
    __VERIFY__ &&
    !(base >= 0 && base + count <= t.capacity && (base | 0) === base && (count | 0) === count)
  ) {
    throw new fe.VerifyError(`tableSelect: entries [${base}, ${base + count}) not in the table`);
  }
  const end = (base + count) | 0;
  const target = (base + index) | 0;
  tableScan(t.x0, t.x1, t.x2, t.x3, t.x4, base, end, target, 0);
  tableScan(t.y0, t.y1, t.y2, t.y3, t.y4, base, end, target, 5);
  tableScanStore(r, negate);
  if (__VERIFY__) verifyTableSelect(r, t, base + index, negate);
}

/**
 * VERIFY: checks that r holds entry `entry` of t, negated if `negate` is 1 (what {@link tableSelect}
 * and callers composing {@link tableScan} and {@link tableScanStore} must produce). Variable time.
 */
export function verifyTableSelect(r: Ge, t: CtTable, entry: number, negate: number): void {
  tableGetVar(vGe, t, entry);
  // equalVar takes its first argument at magnitude ≤ 1: compare −r.y with the entry's y if negated.
  if (negate === 1) fe.negate(tmp, r.y, 2);
  else fe.copy(tmp, r.y);
  if (!fe.equalVar(vGe.x, r.x) || !fe.equalVar(vGe.y, tmp))
    throw new fe.VerifyError("ct-lookup: the selection differs from the entry");
}

/** Zeroes the scratch state of the conversions (it held secret-selected points). */
export function tableScratchClear(): void {
  scanAcc.fill(0);
  stw.fill(0);
  fe.clear(tmp);
}

/** The conversion in use (52 or 26: direct writes of the backend's limbs; 0: storage form). For tests. */
export function tableConversion(): number {
  return LAYOUT;
}
