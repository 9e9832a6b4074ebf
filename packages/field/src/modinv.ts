/**
 * Modular inversion and Jacobi symbols by safegcd (Bernstein–Yang divsteps with the Pornin/Wuille
 * improvements), for odd moduli below 2^256: libsecp256k1's `modinv32_impl.h` / `modinv64_impl.h`
 * adapted to what V8 does fast. Used by the field (mod p) and the scalars (mod n).
 *
 * Differences from libsecp256k1 (see its `doc/safegcd_implementation.md` for the algorithm):
 * - **26 divsteps per batch, 10 signed 26-bit limbs** ("signed26"), where libsecp uses 30/62.
 *   V8 has no 64-bit integer product, so the 2×2 transition matrix is applied in float64: every
 *   matrix entry has |u|+|v| ≤ 2^26, every limb is below 2^26, so each column sum stays an exact
 *   integer below 2^53 (the bound is worked out at {@link updateDe}). The low bits of a column are
 *   taken exactly with ToInt32 (`x & M26`), the carry by an exact power-of-two scaling.
 * - The value layout Σ x[i]·2^(26i) with 10 limbs is the 10x26 field element's, so a normalized
 *   10x26 element (or a scalar converted to it) is a valid input as is.
 * - The constant-time version runs {@link CT_BATCHES} = 23 batches = 598 divsteps (libsecp's
 *   bound of 590 divsteps for 256-bit inputs, with δ starting at 1/2, rounded up to whole batches).
 *
 * Matrices are returned through the module-level `T` array; state lives in module-level scratch
 * arrays, so no function here allocates and none is re-entrant.
 *
 * @module
 */

import { verifyCheck } from "./verify.js";

/** Low 26 bits. */
const M26 = 0x3ffffff;
/** 2^-26: multiplying an exact multiple of 2^26 by it divides exactly. */
const INV_2_26 = 2 ** -26;
/** 2^26. */
const TWO_26 = 2 ** 26;

/** Modulus description for the 26-bit safegcd. */
export interface ModInfo26 {
  /**
   * The modulus m as 10 signed 26-bit digits (Σ modulus[i]·2^(26i) = m), each of the low 9 in
   * (−2^25, 2^25), the top one in [0, 2^22]. Signed digits keep the products small (for p all but
   * three digits are 0) and are required by the float64 exactness bound.
   */
  readonly modulus: Int32Array;
  /** m^−1 mod 2^26, in [0, 2^26). */
  readonly modulusInv26: number;
}

/**
 * Builds the {@link ModInfo26} of an odd modulus (setup only; allocates and uses BigInt).
 *
 * @param m - the modulus: odd, 3 ≤ m < 2^256, and no signed digit equal to ±2^25 (the float64
 *   exactness bound needs every low digit strictly inside (−2^25, 2^25); a random odd modulus
 *   fails this with probability about 2^−23; p and n pass).
 * @returns the modulus in signed26 digits and its inverse mod 2^26.
 * @throws RangeError if m is even, out of range, or has a digit ±2^25.
 */
export function modInfo26(m: bigint): ModInfo26 {
  if (m < 3n || m >= 1n << 256n || (m & 1n) === 0n) {
    throw new RangeError("modInfo26: the modulus must be odd, at least 3 and below 2^256");
  }
  const modulus = new Int32Array(10);
  let rest = m;
  for (let i = 0; i < 9; i++) {
    let digit = Number(rest & BigInt(M26));
    if (digit >= 2 ** 25) digit -= TWO_26;
    if (digit === -(2 ** 25)) {
      throw new RangeError(`modInfo26: digit ${i} of the modulus is ±2^25, beyond the float64 exactness bound`);
    }
    modulus[i] = digit;
    rest = (rest - BigInt(digit)) >> 26n;
  }
  modulus[9] = Number(rest); // ≤ 2^22 as m < 2^256
  // Newton's iteration for the inverse mod 2^26: each step doubles the number of correct bits.
  const m0 = Number(m & BigInt(M26));
  let inv = m0; // correct to 3 bits, as m0·m0 ≡ 1 (mod 8) for odd m0
  for (let i = 0; i < 4; i++) inv = Math.imul(inv, 2 - Math.imul(m0, inv)) & M26;
  if (__VERIFY__) verifyCheck((Math.imul(inv, m0) & M26) === 1, "modInfo26: inverse mod 2^26");
  return { modulus, modulusInv26: inv };
}

/** p = 2^256 − 2^32 − 977, the field order. */
export const MOD_P: ModInfo26 = modInfo26(0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn);
/** n, the group order. */
export const MOD_N: ModInfo26 = modInfo26(0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n);

// ---------------------------------------------------------------------------------------------
// Scratch state. d, e: the Bézout coefficient candidates (d·x ≡ ±f, e·x ≡ ±g mod m); f, g: the
// gcd state. T holds the last transition matrix [u v; q r] (see libsecp's trans2x2).

const D = new Int32Array(10);
const E = new Int32Array(10);
const F = new Int32Array(10);
const G = new Int32Array(10);
const T = new Int32Array(4);

/** Number of 26-divstep batches of the constant-time inverse: ⌈590 / 26⌉ = 23 (598 divsteps). */
const CT_BATCHES = 23;

/**
 * Batches of 26 posdivsteps before {@link jacobiMaybeVar} gives up. Release: 58 (1508 posdivsteps,
 * libsecp's 1500 rounded up; random 256-bit inputs need about 760 on average, failure is
 * vanishingly rare). VERIFY: 34 (884 posdivsteps), low enough that the "unknown" answer shows up
 * in a few in 10^3 random inputs so that callers' fallbacks get exercised (libsecp does the same
 * with 750), yet rare.
 */
const JACOBI_BATCHES = __VERIFY__ ? 34 : 58;

/** INV256[i] = −(2i+1)^−1 mod 256 (libsecp's modinv32_inv256), computed at load by Newton's iteration. */
const INV256 = new Uint8Array(128);
for (let i = 0; i < 128; i++) {
  const a = 2 * i + 1;
  let inv = a; // correct mod 8
  for (let k = 0; k < 3; k++) inv = Math.imul(inv, 2 - Math.imul(a, inv));
  INV256[i] = -inv & 255;
}

// ---------------------------------------------------------------------------------------------
// VERIFY helpers (libsecp's mul_30 / mul_cmp_30), limb-based and cheap enough to run per batch.

const cmpA = new Float64Array(10);
const cmpB = new Float64Array(10);

/** r = a·factor with limbs 0..8 in [0, 2^26) and a signed top limb; a has alen limbs (its top one signed). */
function mul26(r: Float64Array, a: Int32Array, alen: number, factor: number): void {
  let c = 0;
  for (let i = 0; i < 9; i++) {
    if (i < alen) c += a[i] * factor;
    const lo = c - Math.floor(c * INV_2_26) * TWO_26;
    r[i] = lo;
    c = (c - lo) * INV_2_26;
  }
  if (alen > 9) c += a[9] * factor;
  r[9] = c;
}

/** Sign of value(a[0..alen)) − factor·value(b) (libsecp's mul_cmp_30). VERIFY only. */
function mulCmp(a: Int32Array, alen: number, b: Int32Array, factor: number): number {
  mul26(cmpA, a, alen, 1);
  mul26(cmpB, b, 10, factor);
  for (let i = 9; i >= 0; i--) {
    if (cmpA[i] < cmpB[i]) return -1;
    if (cmpA[i] > cmpB[i]) return 1;
  }
  return 0;
}

const ONE = new Int32Array([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

/** VERIFY: lo·m < value(a[0..alen)) and value ≤ or < hi·m (strict when `strictHi`). */
function verifyRange(a: Int32Array, alen: number, m: Int32Array, lo: number, hi: number, strictHi: boolean, what: string): void {
  verifyCheck(mulCmp(a, alen, m, lo) > 0, `${what} > ${lo}·m`);
  const c = mulCmp(a, alen, m, hi);
  verifyCheck(strictHi ? c < 0 : c <= 0, `${what} ${strictHi ? "<" : "≤"} ${hi}·m`);
}

/** VERIFY: x has 10 limbs in [0, 2^26) and value < m. */
function verifyInput(x: Int32Array, mod: ModInfo26, fn: string): void {
  verifyCheck(x.length === 10, `${fn}: x must have 10 limbs`);
  for (let i = 0; i < 10; i++) verifyCheck(x[i] >>> 26 === 0, `${fn}: limb ${i} out of [0, 2^26)`);
  verifyCheck(mulCmp(x, 10, mod.modulus, 1) < 0, `${fn}: x must be below the modulus`);
}

/** VERIFY: the matrix T has determinant ±2^26 (`signed`) or 2^26, and |u|+|v|, |q|+|r| ≤ 2^26. */
function verifyMatrix(signed: boolean): void {
  const u = T[0];
  const v = T[1];
  const q = T[2];
  const r = T[3];
  const det = u * r - v * q; // exact: each product < 2^52
  verifyCheck(det === TWO_26 || (signed && det === -TWO_26), "divsteps: determinant of the matrix must be 2^26");
  verifyCheck(Math.abs(u) + Math.abs(v) <= TWO_26 && Math.abs(q) + Math.abs(r) <= TWO_26, "divsteps: |u|+|v| ≤ 2^26");
}

// ---------------------------------------------------------------------------------------------
// Divsteps: 26 at a time on the low limbs, building the transition matrix T.

/**
 * 26 constant-time divsteps from the bottom limbs f0, g0 (f0 odd), with ζ = −(δ + 1/2)
 * (libsecp's `secp256k1_modinv32_divsteps_30`, branch-free with masks). Writes the transition
 * matrix to T (entries in [−2^26, 2^26], determinant 2^26) and returns the new ζ.
 *
 * Only the low bits of f and g matter: after i steps the low 26 − i bits of g are exact, which is
 * all the remaining steps read, so f and g wrap mod 2^32 and shift arithmetically.
 */
function divsteps26(zeta: number, f0: number, g0: number): number {
  let u = 1;
  let v = 0;
  let q = 0;
  let r = 1;
  let f = f0;
  let g = g0;
  for (let i = 0; i < 26; i++) {
    if (__VERIFY__) verifyCheck((f & 1) === 1, "divsteps26: f must be odd");
    // c1 = −1 if ζ < 0 (δ > 0) else 0; c2 = −1 if g is odd else 0 (shifts, so never −0).
    const c1 = zeta >> 31;
    const c2 = (g << 31) >> 31;
    // x, y, z = ±f, ±u, ±v (negated when ζ < 0), added to g, q, r when g is odd.
    const x = ((f ^ c1) - c1) | 0;
    const y = (u ^ c1) - c1;
    const z = (v ^ c1) - c1;
    g = (g + (x & c2)) | 0;
    q += y & c2;
    r += z & c2;
    // c3 = −1 if ζ < 0 and g was odd: then ζ → −ζ − 2 (i.e. δ → 1 − δ) and f, u, v += g, q, r.
    const c3 = c1 & c2;
    zeta = (zeta ^ c3) - 1;
    f = (f + (g & c3)) | 0;
    u += q & c3;
    v += r & c3;
    g >>= 1;
    u <<= 1;
    v <<= 1;
  }
  T[0] = u;
  T[1] = v;
  T[2] = q;
  T[3] = r;
  if (__VERIFY__) verifyMatrix(false);
  return zeta;
}

/** Count of trailing zero bits of a nonzero int32. */
function ctz32(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/**
 * 26 variable-time divsteps with η = −δ (δ starts at 1), skipping runs of zero bits of g and
 * cancelling up to 8 bits of g per step with the INV256 table (libsecp's
 * `secp256k1_modinv32_divsteps_30_var`). Writes T (determinant 2^26) and returns the new η.
 */
function divsteps26Var(eta: number, f0: number, g0: number): number {
  let u = 1;
  let v = 0;
  let q = 0;
  let r = 1;
  let f = f0;
  let g = g0;
  let i = 26;
  for (;;) {
    // A sentinel bit at position i caps the zero count at the divsteps left.
    const zeros = ctz32(g | (-1 << i));
    g >>= zeros;
    u <<= zeros;
    v <<= zeros;
    eta -= zeros;
    i -= zeros;
    if (i === 0) break;
    if (__VERIFY__) verifyCheck((f & 1) === 1 && (g & 1) === 1, "divsteps26Var: f and g must be odd");
    // If η < 0: η = −η and (f, g) = (g, −f), with the matrix rows likewise.
    if (eta < 0) {
      eta = -eta;
      const tf = f;
      f = g;
      g = -tf | 0;
      const tu = u;
      u = q;
      q = -tu | 0; // | 0: never −0
      const tv = v;
      v = r;
      r = -tv | 0;
    }
    // Cancel the bottom min(η + 1, i, 8) bits of g by adding a multiple w of f.
    const limit = eta + 1 > i ? i : eta + 1;
    const m = (-1 >>> (32 - limit)) & 255;
    const w = Math.imul(g, INV256[(f >>> 1) & 127]) & m;
    g = (g + Math.imul(f, w)) | 0;
    q = (q + Math.imul(u, w)) | 0;
    r = (r + Math.imul(v, w)) | 0;
  }
  T[0] = u;
  T[1] = v;
  T[2] = q;
  T[3] = r;
  if (__VERIFY__) verifyMatrix(false);
  return eta;
}

/** The Jacobi symbol bit of the last {@link posdivsteps26Var} (bit 0 flips with each sign change). */
let jacBit = 0;

/**
 * 26 variable-time posdivsteps (f, g stay positive; the swap does not negate), tracking the
 * Jacobi symbol's sign in `jacBit` (libsecp's `secp256k1_modinv32_posdivsteps_30_var`). f0 and g0
 * are f and g mod 2^32 (not just the bottom limb): the symbol needs f mod 8 after 26 shifts.
 * Writes T (determinant ±2^26) and returns the new η.
 */
function posdivsteps26Var(eta: number, f0: number, g0: number): number {
  let u = 1;
  let v = 0;
  let q = 0;
  let r = 1;
  let f = f0;
  let g = g0;
  let i = 26;
  let jac = jacBit;
  for (;;) {
    const zeros = ctz32(g | (-1 << i));
    g >>>= zeros;
    u <<= zeros;
    v <<= zeros;
    eta -= zeros;
    i -= zeros;
    // Dividing g by an odd power of 2 flips the symbol when f ≡ 3 or 5 (mod 8).
    jac ^= zeros & ((f >>> 1) ^ (f >>> 2));
    if (i === 0) break;
    if (__VERIFY__) verifyCheck((f & 1) === 1 && (g & 1) === 1, "posdivsteps26Var: f and g must be odd");
    if (eta < 0) {
      eta = -eta;
      // Quadratic reciprocity: swapping flips the symbol when f ≡ g ≡ 3 (mod 4).
      jac ^= (f & g) >>> 1;
      const tf = f;
      f = g;
      g = tf;
      const tu = u;
      u = q;
      q = tu;
      const tv = v;
      v = r;
      r = tv;
    }
    const limit = eta + 1 > i ? i : eta + 1;
    const m = (-1 >>> (32 - limit)) & 255;
    const w = Math.imul(g, INV256[(f >>> 1) & 127]) & m;
    g = (g + Math.imul(f, w)) | 0;
    q = (q + Math.imul(u, w)) | 0;
    r = (r + Math.imul(v, w)) | 0;
  }
  T[0] = u;
  T[1] = v;
  T[2] = q;
  T[3] = r;
  jacBit = jac;
  if (__VERIFY__) verifyMatrix(true);
  return eta;
}

// ---------------------------------------------------------------------------------------------
// Applying a matrix to (d, e) mod m and to (f, g), in float64 columns.

/**
 * [d, e] = T·[d, e] / 2^26 mod m, keeping both in (−2m, m) (libsecp's `update_de_30`). On input
 * and output, limbs 0..8 are in [0, 2^26) and the top limb is signed. Constant time.
 *
 * Exactness: column i sums u·d_i + v·e_i (|·| ≤ 2^26·(2^26 − 1) = 2^52 − 2^26, as |u|+|v| ≤ 2^26),
 * m_i·md (|md| ≤ 2^27 − 1, |m_i| ≤ 2^25 − 1, so |·| ≤ 2^52 − 2^27 − 2^25 + 1) and the carry in
 * (|·| ≤ 2^27), at most 2^53 − 2^26 − 2^25 + 1 < 2^53 in absolute value for every partial sum: all
 * float64 operations are exact.
 */
function updateDe(d: Int32Array, e: Int32Array, mod: ModInfo26): void {
  const m = mod.modulus;
  const u = T[0];
  const v = T[1];
  const q = T[2];
  const r = T[3];
  if (__VERIFY__) {
    verifyRange(d, 10, m, -2, 1, true, "updateDe: d");
    verifyRange(e, 10, m, -2, 1, true, "updateDe: e");
  }
  // md, me: [u, q] if d < 0, plus [v, r] if e < 0 (adds m to negative inputs).
  const sd = d[9] >> 31;
  const se = e[9] >> 31;
  let md = (u & sd) + (v & se);
  let me = (q & sd) + (r & se);
  const d0 = d[0];
  const e0 = e[0];
  let cd = u * d0 + v * e0;
  let ce = q * d0 + r * e0;
  // Lower md, me by less than 2^26 so that T·[d, e] + m·[md, me] ≡ 0 (mod 2^26).
  md -= (Math.imul(mod.modulusInv26, cd | 0) + md) & M26;
  me -= (Math.imul(mod.modulusInv26, ce | 0) + me) & M26;
  cd += m[0] * md;
  ce += m[0] * me;
  if (__VERIFY__) verifyCheck((cd & M26) === 0 && (ce & M26) === 0, "updateDe: low 26 bits must cancel");
  // Column i (exact float) splits into lo + hi·2^26; output limb i−1 = lo_i + hi_(i−1) + carry,
  // so the carry chain is int32 (|carry| ≤ 3) and the float columns are independent.
  let hd = (cd * INV_2_26) | 0;
  let he = (ce * INV_2_26) | 0;
  let kd = 0;
  let ke = 0;
  for (let i = 1; i < 10; i++) {
    const di = d[i];
    const ei = e[i];
    const mi = m[i];
    const sd = u * di + v * ei + mi * md;
    const se = q * di + r * ei + mi * me;
    const td = (sd & M26) + hd + kd;
    const te = (se & M26) + he + ke;
    hd = Math.floor(sd * INV_2_26) | 0;
    he = Math.floor(se * INV_2_26) | 0;
    d[i - 1] = td & M26;
    e[i - 1] = te & M26;
    kd = td >> 26;
    ke = te >> 26;
  }
  d[9] = hd + kd;
  e[9] = he + ke;
  if (__VERIFY__) {
    verifyRange(d, 10, m, -2, 1, true, "updateDe: d out");
    verifyRange(e, 10, m, -2, 1, true, "updateDe: e out");
  }
}

/**
 * [f, g] = T·[f, g] / 2^26 on the low `len` limbs (libsecp's `update_fg_30_var`; with len = 10
 * it is the constant-time `update_fg_30`). Limbs 0..len−2 in (−2^26, 2^26), top limb signed on
 * input; limbs 0..len−2 in [0, 2^26) on output. Column sums stay below 2^52 + 2^27: exact.
 */
function updateFg(len: number, f: Int32Array, g: Int32Array): void {
  const u = T[0];
  const v = T[1];
  const q = T[2];
  const r = T[3];
  const f0 = f[0];
  const g0 = g[0];
  const cf = u * f0 + v * g0;
  const cg = q * f0 + r * g0;
  if (__VERIFY__) verifyCheck((cf & M26) === 0 && (cg & M26) === 0, "updateFg: low 26 bits must be 0");
  // As in updateDe: independent float columns, int32 carry chain.
  let hf = (cf * INV_2_26) | 0;
  let hg = (cg * INV_2_26) | 0;
  let kf = 0;
  let kg = 0;
  for (let i = 1; i < len; i++) {
    const fi = f[i];
    const gi = g[i];
    const sf = u * fi + v * gi;
    const sg = q * fi + r * gi;
    const tf = (sf & M26) + hf + kf;
    const tg = (sg & M26) + hg + kg;
    hf = Math.floor(sf * INV_2_26) | 0;
    hg = Math.floor(sg * INV_2_26) | 0;
    f[i - 1] = tf & M26;
    g[i - 1] = tg & M26;
    kf = tf >> 26;
    kg = tg >> 26;
  }
  f[len - 1] = hf + kf;
  g[len - 1] = hg + kg;
}

/**
 * r = sign·r mod m, from r in (−2m, m) with limbs 0..8 in [0, 2^26) to [0, m) with all limbs in
 * [0, 2^26) (libsecp's `normalize_30`). sign: its sign bit selects negation. Constant time.
 */
function normalize(r: Int32Array, sign: number, m: Int32Array): void {
  if (__VERIFY__) verifyRange(r, 10, m, -2, 1, true, "normalize: r");
  let r0 = r[0];
  let r1 = r[1];
  let r2 = r[2];
  let r3 = r[3];
  let r4 = r[4];
  let r5 = r[5];
  let r6 = r[6];
  let r7 = r[7];
  let r8 = r[8];
  let r9 = r[9];
  // Add m if r < 0 (r now in (−m, m)), then negate if sign < 0. Limbs stay in (−2^27, 2^27).
  let condAdd = r9 >> 31;
  r0 += m[0] & condAdd;
  r1 += m[1] & condAdd;
  r2 += m[2] & condAdd;
  r3 += m[3] & condAdd;
  r4 += m[4] & condAdd;
  r5 += m[5] & condAdd;
  r6 += m[6] & condAdd;
  r7 += m[7] & condAdd;
  r8 += m[8] & condAdd;
  r9 += m[9] & condAdd;
  const condNeg = sign >> 31;
  r0 = (r0 ^ condNeg) - condNeg;
  r1 = (r1 ^ condNeg) - condNeg;
  r2 = (r2 ^ condNeg) - condNeg;
  r3 = (r3 ^ condNeg) - condNeg;
  r4 = (r4 ^ condNeg) - condNeg;
  r5 = (r5 ^ condNeg) - condNeg;
  r6 = (r6 ^ condNeg) - condNeg;
  r7 = (r7 ^ condNeg) - condNeg;
  r8 = (r8 ^ condNeg) - condNeg;
  r9 = (r9 ^ condNeg) - condNeg;
  // Carry so that limbs 0..8 are in [0, 2^26) and the sign sits in r9.
  r1 += r0 >> 26;
  r0 &= M26;
  r2 += r1 >> 26;
  r1 &= M26;
  r3 += r2 >> 26;
  r2 &= M26;
  r4 += r3 >> 26;
  r3 &= M26;
  r5 += r4 >> 26;
  r4 &= M26;
  r6 += r5 >> 26;
  r5 &= M26;
  r7 += r6 >> 26;
  r6 &= M26;
  r8 += r7 >> 26;
  r7 &= M26;
  r9 += r8 >> 26;
  r8 &= M26;
  // Add m again if still negative: r in [0, m).
  condAdd = r9 >> 31;
  r0 += m[0] & condAdd;
  r1 += m[1] & condAdd;
  r2 += m[2] & condAdd;
  r3 += m[3] & condAdd;
  r4 += m[4] & condAdd;
  r5 += m[5] & condAdd;
  r6 += m[6] & condAdd;
  r7 += m[7] & condAdd;
  r8 += m[8] & condAdd;
  r9 += m[9] & condAdd;
  r1 += r0 >> 26;
  r0 &= M26;
  r2 += r1 >> 26;
  r1 &= M26;
  r3 += r2 >> 26;
  r2 &= M26;
  r4 += r3 >> 26;
  r3 &= M26;
  r5 += r4 >> 26;
  r4 &= M26;
  r6 += r5 >> 26;
  r5 &= M26;
  r7 += r6 >> 26;
  r6 &= M26;
  r8 += r7 >> 26;
  r7 &= M26;
  r9 += r8 >> 26;
  r8 &= M26;
  r[0] = r0;
  r[1] = r1;
  r[2] = r2;
  r[3] = r3;
  r[4] = r4;
  r[5] = r5;
  r[6] = r6;
  r[7] = r7;
  r[8] = r8;
  r[9] = r9;
  if (__VERIFY__) {
    for (let i = 0; i < 10; i++) verifyCheck(r[i] >>> 26 === 0, "normalize: output limb out of [0, 2^26)");
    verifyCheck(mulCmp(r, 10, m, 1) < 0, "normalize: output must be below m");
  }
}

/** Initializes D = 0, E = 1, F = m, G = x. */
function start(x: Int32Array, m: Int32Array): void {
  for (let i = 0; i < 10; i++) {
    D[i] = 0;
    E[i] = 0;
    F[i] = m[i];
    G[i] = x[i];
  }
  E[0] = 1;
}

/** Copies the normalized D into x. */
function finish(x: Int32Array): void {
  for (let i = 0; i < 10; i++) x[i] = D[i];
}

// ---------------------------------------------------------------------------------------------
// Public functions.

/**
 * Modular inverse, variable time (libsecp's `secp256k1_modinv32_var`).
 *
 * On input, x has 10 limbs, Σ x[i]·2^(26i), each in [0, 2^26), value in [0, m). Performs
 * x = x^−1 mod m in place (0 maps to 0; m must be coprime to x, e.g. prime). On output, x is
 * canonical in the same form. Variable time: for public values only. Not re-entrant.
 */
export function modinvVar(x: Int32Array, mod: ModInfo26): void {
  const m = mod.modulus;
  if (__VERIFY__) verifyInput(x, mod, "modinvVar");
  start(x, m);
  let len = 10;
  let eta = -1; // η = −δ, δ starts at 1 (faster for the variable-time code)
  let batches = 0;
  for (;;) {
    eta = divsteps26Var(eta, F[0], G[0]);
    updateDe(D, E, mod);
    if (__VERIFY__) {
      verifyRange(F, len, m, -1, 1, false, "modinvVar: f");
      verifyRange(G, len, m, -1, 1, true, "modinvVar: g");
    }
    updateFg(len, F, G);
    // Done when g = 0 (only possible if its bottom limb is 0).
    if (G[0] === 0) {
      let cond = 0;
      for (let j = 1; j < len; j++) cond |= G[j];
      if (cond === 0) break;
    }
    // If len > 1 and the top limbs of f and g are both 0 or −1, fold them into the limb below.
    const fn = F[len - 1];
    const gn = G[len - 1];
    let cond = (len - 2) >> 31;
    cond |= fn ^ (fn >> 31);
    cond |= gn ^ (gn >> 31);
    if (cond === 0) {
      F[len - 2] |= fn << 26;
      G[len - 2] |= gn << 26;
      len--;
    }
    if (__VERIFY__) {
      // libsecp bounds its 30-bit version by 25 batches (750 divsteps); 29 × 26 = 754.
      verifyCheck(++batches < 29, "modinvVar: too many batches");
      verifyRange(F, len, m, -1, 1, false, "modinvVar: f");
      verifyRange(G, len, m, -1, 1, true, "modinvVar: g");
    }
  }
  if (__VERIFY__) {
    // g = 0 and f = ±1, or x = 0, d = 0 and f = m.
    verifyCheck(mulCmp(G, len, ONE, 0) === 0, "modinvVar: g must end at 0");
    verifyCheck(
      mulCmp(F, len, ONE, 1) === 0 ||
        mulCmp(F, len, ONE, -1) === 0 ||
        (mulCmp(x, 10, ONE, 0) === 0 && mulCmp(D, 10, ONE, 0) === 0 && mulCmp(F, len, m, 1) === 0),
      "modinvVar: f must end at ±1 (is the modulus coprime to x?)",
    );
  }
  normalize(D, F[len - 1], m);
  finish(x);
}

/**
 * Modular inverse, constant time (libsecp's `secp256k1_modinv32`): 23 batches of 26 branch-free
 * divsteps (598 ≥ 590, enough for every input below 2^256), mask-based updates, no
 * secret-dependent branch or index.
 *
 * On input, x has 10 limbs, Σ x[i]·2^(26i), each in [0, 2^26), value in [0, m). Performs
 * x = x^−1 mod m in place (0 maps to 0; m must be coprime to x, e.g. prime). On output, x is
 * canonical in the same form. Not re-entrant.
 */
export function modinv(x: Int32Array, mod: ModInfo26): void {
  const m = mod.modulus;
  if (__VERIFY__) verifyInput(x, mod, "modinv");
  start(x, m);
  let zeta = -1; // ζ = −(δ + 1/2), δ starts at 1/2
  for (let i = 0; i < CT_BATCHES; i++) {
    zeta = divsteps26(zeta, F[0], G[0]);
    updateDe(D, E, mod);
    if (__VERIFY__) {
      verifyRange(F, 10, m, -1, 1, false, "modinv: f");
      verifyRange(G, 10, m, -1, 1, true, "modinv: g");
    }
    updateFg(10, F, G);
    if (__VERIFY__) {
      verifyRange(F, 10, m, -1, 1, false, "modinv: f");
      verifyRange(G, 10, m, -1, 1, true, "modinv: g");
    }
  }
  if (__VERIFY__) {
    verifyCheck(mulCmp(G, 10, ONE, 0) === 0, "modinv: g must end at 0");
    verifyCheck(
      mulCmp(F, 10, ONE, 1) === 0 ||
        mulCmp(F, 10, ONE, -1) === 0 ||
        (mulCmp(x, 10, ONE, 0) === 0 && mulCmp(D, 10, ONE, 0) === 0 && mulCmp(F, 10, m, 1) === 0),
      "modinv: f must end at ±1 (is the modulus coprime to x?)",
    );
  }
  normalize(D, F[9], m);
  finish(x);
}

/**
 * Jacobi symbol (x | m), variable time (libsecp's `secp256k1_jacobi32_maybe_var`).
 *
 * On input, x is as for {@link modinvVar} and m is an odd prime (or any odd m coprime to x).
 * Computes (x | m) by posdivsteps. Returns 1 or −1; 0 if x = 0, or if the algorithm did not
 * converge within its batch limit (rare; VERIFY builds use a lower limit so that it happens in
 * a few per thousand random inputs): 0 from a nonzero x means "unknown", the caller falls back
 * (e.g. to Euler's criterion). Not re-entrant.
 */
export function jacobiMaybeVar(x: Int32Array, mod: ModInfo26): number {
  const m = mod.modulus;
  if (__VERIFY__) verifyInput(x, mod, "jacobiMaybeVar");
  let nz = 0;
  for (let i = 0; i < 10; i++) {
    F[i] = m[i];
    G[i] = x[i];
    nz |= x[i];
  }
  if (nz === 0) return 0;
  // posdivsteps need f ≥ 0 with non-negative limbs: bring the signed digits of m to [0, 2^26).
  for (let i = 0; i < 9; i++) {
    F[i + 1] += F[i] >> 26;
    F[i] &= M26;
  }
  let len = 10;
  let eta = -1; // η = −δ, δ starts at 1
  jacBit = 0;
  for (let count = 0; count < JACOBI_BATCHES; count++) {
    eta = posdivsteps26Var(eta, F[0] | (F[1] << 26), G[0] | (G[1] << 26));
    if (__VERIFY__) {
      verifyRange(F, len, m, 0, 1, false, "jacobiMaybeVar: f");
      verifyRange(G, len, m, 0, 1, true, "jacobiMaybeVar: g");
    }
    updateFg(len, F, G);
    // f = 1 (only possible if its bottom limb is 1): then (g | f) = 1, and jacBit holds the sign.
    if (F[0] === 1) {
      let cond = 0;
      for (let j = 1; j < len; j++) cond |= F[j];
      if (cond === 0) return 1 - 2 * (jacBit & 1);
    }
    // Shrink when len > 1 and both top limbs are 0 (f, g stay positive here).
    const cond = ((len - 2) >> 31) | F[len - 1] | G[len - 1];
    if (cond === 0) len--;
  }
  return 0;
}
