/**
 * Modular inversion and Jacobi symbols by safegcd (Bernstein–Yang divsteps with the Pornin/Wuille
 * improvements), for odd moduli below 2^256: libsecp256k1's `modinv32_impl.h` / `modinv64_impl.h`
 * adapted to what V8 does fast. Used by the field (mod p) and the scalars (mod n).
 *
 * Read libsecp256k1's `doc/safegcd_implementation.md` for the algorithm. What differs here:
 * - **26 divsteps per batch, 10 signed 26-bit limbs** ("signed26"), where libsecp uses 30 or 62.
 *   V8 has no 64-bit integer product, so the 2×2 transition matrix is applied in float64: every
 *   matrix row has |u|+|v| ≤ 2^26 and every limb is below 2^26 in absolute value, so each column
 *   sum is an exact integer below 2^53 (the bound is worked out where T is applied). A column's
 *   low 26 bits come exactly from ToInt32 (`s & M26`), its high part from an exact floor, and the
 *   carries between columns run in int32.
 * - The value layout Σ x[i]·2^(26i) with 10 limbs is the 10x26 field element's, so a normalized
 *   10x26 element (or a scalar converted to it) is a valid input as it is.
 * - The variable-time divsteps take 4 steps at a time from a 1,152-entry table (built at load)
 *   instead of libsecp's zero-run skipping with an 8-bit inverse table: the same divsteps and
 *   the same matrices (VERIFY builds recompute every batch the libsecp way and compare), with
 *   fewer unpredictable branches; about 20% faster here.
 * - The constant-time version runs `CT_BATCHES` = 23 batches = 598 divsteps: libsecp's bound
 *   of 590 divsteps for 256-bit inputs (with δ starting at 1/2), rounded up to whole batches.
 *   It is one function with d, e, f, g in 40 local variables (no typed-array round trips, no
 *   calls), its divsteps keep the matrix rows packed two entries per int32 (see `modinv`), and
 *   the float64 columns are split by truncation instead of `Math.floor`. Measured against the
 *   previous form (separate divsteps, d, e update and f, g update functions on the scratch
 *   arrays): 4.35 → 3.40 µs per inverse mod p and mod n (A/B in one Node 20
 *   process, minima of interleaved rounds); the fusion gave about 12%, the packing 7%, the
 *   select form of the swap 3.5%, the truncating split 2.5%. Tried and dropped: unrolling the
 *   26 steps (3% slower), 2 steps per loop iteration (same), three 9-step chunks with f and g
 *   packed beside [u, v] (fewer operations but a longer dependency chain: 7% slower), the next
 *   ζ sign by a select of precomputed signs (5% slower), reordering the f, g update before the
 *   d, e update, and skipping the zero digits of p and n in the d, e update (both unchanged).
 * - The variable-time version (`modinvVar`) is fused the same way, with the table divsteps; it
 *   stops at g = 0, updates f, g on 4 limbs once they fit, and runs each batch's divsteps
 *   interleaved with the d, e update of the batch before (see `modinvVar`).
 *
 * Outside `modinv` and `modinvVar` (which keep their state in locals), matrices are passed through
 * the module-level array `T` and state lives in module-level scratch arrays: nothing here allocates
 * after load (VERIFY checks aside), and nothing is re-entrant.
 *
 * @module
 */

import { slabInt32Array } from "./limbs/slab.js";
import { verifyCheck } from "./verify.js";

/** Low 26 bits. */
const M26 = 0x3ffffff;
/** 2^26. */
const TWO_26 = 2 ** 26;
/** 2^−26: scaling by it is exact. */
const INV_2_26 = 2 ** -26;

/** Modulus description for the 26-bit safegcd. */
export interface ModInfo26 {
  /**
   * The modulus m as 10 signed 26-bit digits, Σ modulus[i]·2^(26i) = m: digits 0..8 in
   * (−2^25, 2^25), digit 9 in [0, 2^22]. Signed digits keep the products small (for p all but
   * three digits are 0) and are what the float64 exactness bound of the d, e update needs.
   */
  readonly modulus: Int32Array;
  /** m^−1 mod 2^26, in [0, 2^26). */
  readonly modulusInv26: number;
}

/**
 * Builds the {@link ModInfo26} of an odd modulus (setup only: allocates and uses BigInt).
 *
 * @param m - the modulus: odd, 3 ≤ m < 2^256, and no signed digit equal to ±2^25 (the float64
 *   exactness bound needs digits 0..8 strictly inside (−2^25, 2^25); a random odd modulus fails
 *   with probability about 2^−23, p and n pass).
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
      throw new RangeError(
        `modInfo26: digit ${i} of the modulus is ±2^25, beyond the float64 exactness bound`,
      );
    }
    modulus[i] = digit;
    rest = (rest - BigInt(digit)) >> 26n;
  }
  modulus[9] = Number(rest); // ≤ 2^22 as m < 2^256
  // Newton's iteration for the inverse mod 2^26: each step doubles the number of correct bits.
  const m0 = Number(m & BigInt(M26));
  let inv = m0; // correct mod 8, as m0·m0 ≡ 1 (mod 8) for odd m0
  for (let i = 0; i < 4; i++) inv = Math.imul(inv, 2 - Math.imul(m0, inv)) & M26;
  if (__VERIFY__) verifyCheck((Math.imul(inv, m0) & M26) === 1, "modInfo26: inverse mod 2^26");
  return { modulus, modulusInv26: inv };
}

/**
 * p = 2^256 − 2^32 − 977, the field order: `modInfo26(p)`, written out (the tests compare), so that
 * loading the module runs no BigInt code and a bundle needs no `modInfo26`.
 */
export const MOD_P: ModInfo26 = {
  modulus: /* @__PURE__ */ Int32Array.of(-977, -64, 0, 0, 0, 0, 0, 0, 0, 4194304),
  modulusInv26: 31115983,
};
/** n, the group order: `modInfo26(n)`, written out as {@link MOD_P}. */
export const MOD_N: ModInfo26 = {
  modulus: /* @__PURE__ */ Int32Array.of(
    3555649,
    9937716,
    -33309699,
    -6636253,
    -21319971,
    0,
    0,
    0,
    0,
    4194304,
  ),
  modulusInv26: 41373377,
};

/**
 * A new zeroed array of ten limbs for a caller's module-level scratch value in the form
 * {@link modinv} takes, allocated off the V8 heap (`limbs/slab.ts`: optimized code then embeds its
 * address, with no bounds check per limb). Allocates.
 */
export function modinvScratch(): Int32Array {
  return slabInt32Array(10);
}

// ---------------------------------------------------------------------------------------------
// Scratch state and tables.

/** d, e: Bézout coefficient candidates (d·x ≡ ±f, e·x ≡ ±g mod m); f, g: the gcd state. */
const D = modinvScratch();
const E = modinvScratch();
const F = modinvScratch();
const G = modinvScratch();
/** The last transition matrix [u v; q r] as [u, v, q, r] (libsecp's trans2x2). */
const T = slabInt32Array(4);

/** Batches of the constant-time inverse: ⌈590 / 26⌉ = 23, i.e. 598 divsteps. */
const CT_BATCHES = 23;

/**
 * Batches of 26 posdivsteps before {@link jacobiMaybeVar} gives up. Release: 58 (1,508
 * posdivsteps, libsecp's 1,500 rounded up; random inputs need 29–30 batches, structured inputs
 * such as 1 or p − 1 mod p about 42). VERIFY: 32 (832 posdivsteps, libsecp uses 750 for the same
 * purpose), so that the "unknown" answer shows up (about 1 in 10^3 random inputs mod p, and for
 * small x mod p) and callers' fallbacks get exercised, yet stays rare.
 */
const JACOBI_BATCHES = __VERIFY__ ? 32 : 58;

/**
 * INV256[i] = −(2i+1)^−1 mod 256 (libsecp's modinv32_inv256), computed by Newton's iteration at
 * the first use of the tables ({@link ensureTables}).
 */
const INV256 = /* @__PURE__ */ new Uint8Array(128);

/**
 * Fills tab with the table of k variable-time divsteps (η = −δ form, as libsecp's
 * `divsteps_30_var`), for η ∈ [−k, k], f mod 2^k (odd) and g mod 2^k. Entry at ((η + k)·2^(k−1) + (f mod 2^k − 1)/2)·2^k +
 * (g mod 2^k): the matrix entries u, v, q, r (6-bit two's complement at bits 0, 6, 12, 18, each in
 * [−2^k, 2^k]), the final η (5 bits at bit 24) and bit 29 set if a swap happened.
 *
 * Clamping η to [−k, k] loses nothing: from η ≥ k no swap can happen within k steps (η ≥ 1 before
 * each), so the result is the clamped one plus (η − k); from η ≤ −k the first odd g swaps, after
 * which η > k − (steps left) keeps it from swapping again, so the result is the clamped one minus
 * (η + k) if that swap happened, plus (η + k) if not (g ≡ 0 mod 2^k).
 */
function buildDivstepTable(tab: Int32Array, k: number): void {
  for (let eta0 = -k; eta0 <= k; eta0++) {
    for (let fi = 0; fi < 1 << (k - 1); fi++) {
      for (let g0 = 0; g0 < 1 << k; g0++) {
        let f = 2 * fi + 1;
        let g = g0;
        let eta = eta0;
        let u = 1;
        let v = 0;
        let q = 0;
        let r = 1;
        let swapped = 0;
        for (let s = 0; s < k; s++) {
          if (eta < 0 && (g & 1) === 1) {
            // (η, f, g) = (−η, g, −f), rows likewise (no destructuring: this runs in V8's
            // interpreter, where each array literal is an allocation).
            eta = -eta;
            let t = f;
            f = g;
            g = -t;
            t = u;
            u = q;
            q = -t;
            t = v;
            v = r;
            r = -t;
            swapped = 1;
          }
          if ((g & 1) === 1) {
            g += f;
            q += u;
            r += v;
          }
          eta -= 1;
          g >>= 1;
          u *= 2;
          v *= 2;
        }
        tab[(((eta0 + k) << (k - 1)) | fi) * (1 << k) + g0] =
          (u & 63) |
          ((v & 63) << 6) |
          ((q & 63) << 12) |
          ((r & 63) << 18) |
          ((eta & 31) << 24) |
          (swapped << 29);
      }
    }
  }
}

/** 4 divsteps per lookup (1,152 entries), filled by {@link ensureTables}. */
const DIVSTEP4 = /* @__PURE__ */ new Int32Array(1152);
/** 2 divsteps per lookup (40 entries), for the last 2 of 26, filled by {@link ensureTables}. */
const DIVSTEP2 = /* @__PURE__ */ new Int32Array(40);
/** Whether {@link INV256}, {@link DIVSTEP4} and {@link DIVSTEP2} are filled. */
let tablesReady = false;

/**
 * Fills the tables of the variable-time functions at their first call, not when the module loads
 * (in a fresh process that took about 1 ms of V8's interpreter, which a program that never inverts
 * a public value or never runs need not pay). About 0.5 ms once.
 */
function ensureTables(): void {
  for (let i = 0; i < 128; i++) {
    const a = 2 * i + 1;
    let inv = a; // correct mod 8
    for (let k = 0; k < 3; k++) inv = Math.imul(inv, 2 - Math.imul(a, inv));
    INV256[i] = -inv & 255;
  }
  buildDivstepTable(DIVSTEP4, 4);
  buildDivstepTable(DIVSTEP2, 2);
  tablesReady = true;
}

// ---------------------------------------------------------------------------------------------
// VERIFY helpers (libsecp's mul_30 / mul_cmp_30), limb-based and cheap enough to run per batch.

const cmpA = new Int32Array(10);
const cmpB = new Int32Array(10);
const ONE = new Int32Array([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

/**
 * r = a·factor (factor in [−2, 2]) with limbs 0..8 in [0, 2^26) and a signed top limb; a has
 * alen limbs, the top one signed, all within ±2^28 (int32 arithmetic is exact then).
 */
function mul26(r: Int32Array, a: Int32Array, alen: number, factor: number): void {
  let c = 0;
  for (let i = 0; i < 9; i++) {
    if (i < alen) c += a[i] * factor;
    r[i] = c & M26;
    c >>= 26;
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

/** VERIFY: lo·m < value(a[0..alen)), and value < hi·m (`strictHi`) or ≤ hi·m. */
function verifyRange(
  a: Int32Array,
  alen: number,
  m: Int32Array,
  lo: number,
  hi: number,
  strictHi: boolean,
  what: string,
): void {
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

/** VERIFY: T has determinant 2^26 (or −2^26 if `signed`), and |u|+|v|, |q|+|r| ≤ 2^26. */
function verifyMatrix(signed: boolean, what: string): void {
  const u = T[0];
  const v = T[1];
  const q = T[2];
  const r = T[3];
  const det = u * r - v * q; // exact: each product < 2^52
  verifyCheck(det === TWO_26 || (signed && det === -TWO_26), `${what}: the determinant must be 2^26`);
  verifyCheck(Math.abs(u) + Math.abs(v) <= TWO_26, `${what}: |u|+|v| ≤ 2^26`);
  verifyCheck(Math.abs(q) + Math.abs(r) <= TWO_26, `${what}: |q|+|r| ≤ 2^26`);
}

// ---------------------------------------------------------------------------------------------
// Divsteps: 26 at a time on the bottom bits of f and g, building the transition matrix T.
// Only the low bits of f and g matter: after i steps the low 26 − i bits of g are exact, which is
// all the remaining steps read, so f and g wrap mod 2^32 and shift arithmetically.

/**
 * 26 constant-time divsteps from the bottom limbs f0 (odd) and g0, with ζ = −(δ + 1/2), exactly as
 * libsecp's `secp256k1_modinv32_divsteps_30` (branch-free, masks only). Writes the transition
 * matrix to refT and returns the new ζ. VERIFY only: the reference that `modinv`'s packed divsteps
 * must reproduce exactly.
 */
function divsteps26Ref(zeta: number, f0: number, g0: number): number {
  let u = 1;
  let v = 0;
  let q = 0;
  let r = 1;
  let f = f0;
  let g = g0;
  let c1 = 0;
  let c2 = 0;
  let c3 = 0;
  let x = 0;
  let y = 0;
  let z = 0;
  for (let i = 0; i < 13; i++) {
    // Each step: c1 = −1 if ζ < 0 (δ > 0), c2 = −1 if g is odd (shifts, so never −0); add
    // x, y, z = ±f, ±u, ±v (negated if ζ < 0) to g, q, r if g is odd; then if both (c3 = −1),
    // ζ → −ζ − 2 (δ → 1 − δ) and f, u, v += g, q, r (so f becomes the old g); halve g.
    c1 = zeta >> 31;
    c2 = (g << 31) >> 31;
    x = ((f ^ c1) - c1) | 0;
    y = ((u ^ c1) - c1) | 0;
    z = ((v ^ c1) - c1) | 0;
    g = (g + (x & c2)) | 0;
    q = (q + (y & c2)) | 0;
    r = (r + (z & c2)) | 0;
    c3 = c1 & c2;
    zeta = ((zeta ^ c3) - 1) | 0;
    f = (f + (g & c3)) | 0;
    u = (u + (q & c3)) | 0;
    v = (v + (r & c3)) | 0;
    g >>= 1;
    u <<= 1;
    v <<= 1;
    c1 = zeta >> 31;
    c2 = (g << 31) >> 31;
    x = ((f ^ c1) - c1) | 0;
    y = ((u ^ c1) - c1) | 0;
    z = ((v ^ c1) - c1) | 0;
    g = (g + (x & c2)) | 0;
    q = (q + (y & c2)) | 0;
    r = (r + (z & c2)) | 0;
    c3 = c1 & c2;
    zeta = ((zeta ^ c3) - 1) | 0;
    f = (f + (g & c3)) | 0;
    u = (u + (q & c3)) | 0;
    v = (v + (r & c3)) | 0;
    g >>= 1;
    u <<= 1;
    v <<= 1;
  }
  refT[0] = u;
  refT[1] = v;
  refT[2] = q;
  refT[3] = r;
  return zeta;
}

/** Count of trailing zero bits of a nonzero int32. */
function ctz32(x: number): number {
  return 31 - Math.clz32(x & -x);
}

const refT = new Int32Array(4);

/**
 * libsecp's `secp256k1_modinv32_divsteps_30_var` for 26 steps (skips zero runs of g, cancels up to
 * 8 bits of g per iteration with INV256), writing refT and returning η. VERIFY only: the reference
 * that `modinvVar`'s table lookups must reproduce exactly.
 */
function divsteps26VarRef(eta: number, f0: number, g0: number): number {
  let u = 1;
  let v = 0;
  let q = 0;
  let r = 1;
  let f = f0;
  let g = g0;
  let i = 26;
  for (;;) {
    const zeros = ctz32(g | (-1 << i));
    g >>= zeros;
    u <<= zeros;
    v <<= zeros;
    eta -= zeros;
    i -= zeros;
    if (i === 0) break;
    verifyCheck((f & 1) === 1 && (g & 1) === 1, "divsteps26VarRef: f and g must be odd");
    if (eta < 0) {
      eta = -eta;
      const tf = f;
      f = g;
      g = -tf | 0;
      const tu = u;
      u = q;
      q = -tu | 0;
      const tv = v;
      v = r;
      r = -tv | 0;
    }
    const limit = Math.min(eta + 1, i);
    const m = ((1 << limit) - 1) & 255;
    const w = Math.imul(g, INV256[(f >> 1) & 127]) & m;
    g = (g + Math.imul(f, w)) | 0;
    q = (q + Math.imul(u, w)) | 0;
    r = (r + Math.imul(v, w)) | 0;
  }
  refT[0] = u;
  refT[1] = v;
  refT[2] = q;
  refT[3] = r;
  return eta;
}

/** The Jacobi symbol tracker of `posdivsteps26Var`: bit 0 flips with each sign change. */
let jacBit = 0;

/**
 * 26 variable-time posdivsteps (f, g stay positive: the swap does not negate), tracking the sign
 * of the Jacobi symbol in `jacBit` (libsecp's `secp256k1_modinv32_posdivsteps_30_var`: skips zero
 * runs of g, cancels up to 8 bits of g per iteration with INV256). f0 and g0 are f and g mod 2^32,
 * not just the bottom limbs: the symbol needs f mod 8 after up to 26 halvings. Writes T
 * (determinant ±2^26) and returns the new η.
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
    // A sentinel bit at position i caps the zero count at the divsteps left.
    const zeros = ctz32(g | (-1 << i));
    g >>= zeros;
    u <<= zeros;
    v <<= zeros;
    eta = (eta - zeros) | 0;
    i = (i - zeros) | 0;
    // Dividing g by an odd power of 2 flips the symbol when f ≡ 3 or 5 (mod 8).
    jac ^= zeros & ((f >> 1) ^ (f >> 2));
    if (i === 0) break;
    if (__VERIFY__) verifyCheck((f & 1) === 1 && (g & 1) === 1, "posdivsteps26Var: f and g must be odd");
    if (eta < 0) {
      eta = -eta;
      // Quadratic reciprocity: swapping flips the symbol when f ≡ g ≡ 3 (mod 4).
      jac ^= (f & g) >> 1;
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
    // Cancel the bottom min(η + 1, i, 8) bits of g by adding a multiple w of f.
    const limit = Math.min(eta + 1, i);
    const m = ((1 << limit) - 1) & 255;
    const w = Math.imul(g, INV256[(f >> 1) & 127]) & m;
    g = (g + Math.imul(f, w)) | 0;
    q = (q + Math.imul(u, w)) | 0;
    r = (r + Math.imul(v, w)) | 0;
  }
  T[0] = u;
  T[1] = v;
  T[2] = q;
  T[3] = r;
  jacBit = jac;
  if (__VERIFY__) verifyMatrix(true, "posdivsteps26Var");
  return eta;
}

// ---------------------------------------------------------------------------------------------
// Applying T to (d, e) mod m and to (f, g): float64 columns, int32 carries.
//
// [d, e] = T·[d, e] / 2^26 mod m (libsecp's `update_de_30`) runs inside `modinv` and `modinvVar`:
// on input and output, d and e are in (−2m, m) with limbs 0..8 in [0, 2^26) and a signed top limb.
// Exactness: column i sums u·d_i + v·e_i (|·| ≤ 2^26·(2^26 − 1), as |u|+|v| ≤ 2^26) and m_i·md
// (|md| ≤ 2^27 − 1 and |m_i| ≤ 2^25 − 1, so |·| < 2^52 − 2^27); every partial sum stays below
// 2^53 − 2^26 in absolute value, so all float64 operations are exact.
//
// Column i of T·[d, e] is an exact float s (see the bound above); it splits into
// s = hi·2^26 + lo with lo = s mod 2^26 (ToInt32 of an exact integer is exact mod 2^32) and
// hi = ⌊s / 2^26⌋. Output limb i − 1 = lo_i + hi_(i−1) + carry, with the carry chain in int32
// (|carry| ≤ 3) and the columns independent of each other.

/**
 * [f, g] = T·[f, g] / 2^26 on all 10 limbs (libsecp's `update_fg_30`). Limbs 0..8 in
 * (−2^26, 2^26) and a signed top limb on input; limbs 0..8 in [0, 2^26) on output. Column sums
 * stay below 2^52 in absolute value: exact. Constant time.
 */
function updateFg(f: Int32Array, g: Int32Array): void {
  const u = T[0];
  const v = T[1];
  const q = T[2];
  const r = T[3];
  const f0 = f[0];
  const f1 = f[1];
  const f2 = f[2];
  const f3 = f[3];
  const f4 = f[4];
  const f5 = f[5];
  const f6 = f[6];
  const f7 = f[7];
  const f8 = f[8];
  const f9 = f[9];
  const g0 = g[0];
  const g1 = g[1];
  const g2 = g[2];
  const g3 = g[3];
  const g4 = g[4];
  const g5 = g[5];
  const g6 = g[6];
  const g7 = g[7];
  const g8 = g[8];
  const g9 = g[9];
  let sf = u * f0 + v * g0;
  let sg = q * f0 + r * g0;
  if (__VERIFY__) verifyCheck((sf & M26) === 0 && (sg & M26) === 0, "updateFg: low 26 bits must be 0");
  let hf = (sf * INV_2_26) | 0;
  let hg = (sg * INV_2_26) | 0;
  let kf = 0;
  let kg = 0;
  sf = u * f1 + v * g1;
  sg = q * f1 + r * g1;
  kf = ((sf & M26) + hf + (kf >> 26)) | 0;
  kg = ((sg & M26) + hg + (kg >> 26)) | 0;
  hf = Math.floor(sf * INV_2_26) | 0;
  hg = Math.floor(sg * INV_2_26) | 0;
  f[0] = kf & M26;
  g[0] = kg & M26;
  sf = u * f2 + v * g2;
  sg = q * f2 + r * g2;
  kf = ((sf & M26) + hf + (kf >> 26)) | 0;
  kg = ((sg & M26) + hg + (kg >> 26)) | 0;
  hf = Math.floor(sf * INV_2_26) | 0;
  hg = Math.floor(sg * INV_2_26) | 0;
  f[1] = kf & M26;
  g[1] = kg & M26;
  sf = u * f3 + v * g3;
  sg = q * f3 + r * g3;
  kf = ((sf & M26) + hf + (kf >> 26)) | 0;
  kg = ((sg & M26) + hg + (kg >> 26)) | 0;
  hf = Math.floor(sf * INV_2_26) | 0;
  hg = Math.floor(sg * INV_2_26) | 0;
  f[2] = kf & M26;
  g[2] = kg & M26;
  sf = u * f4 + v * g4;
  sg = q * f4 + r * g4;
  kf = ((sf & M26) + hf + (kf >> 26)) | 0;
  kg = ((sg & M26) + hg + (kg >> 26)) | 0;
  hf = Math.floor(sf * INV_2_26) | 0;
  hg = Math.floor(sg * INV_2_26) | 0;
  f[3] = kf & M26;
  g[3] = kg & M26;
  sf = u * f5 + v * g5;
  sg = q * f5 + r * g5;
  kf = ((sf & M26) + hf + (kf >> 26)) | 0;
  kg = ((sg & M26) + hg + (kg >> 26)) | 0;
  hf = Math.floor(sf * INV_2_26) | 0;
  hg = Math.floor(sg * INV_2_26) | 0;
  f[4] = kf & M26;
  g[4] = kg & M26;
  sf = u * f6 + v * g6;
  sg = q * f6 + r * g6;
  kf = ((sf & M26) + hf + (kf >> 26)) | 0;
  kg = ((sg & M26) + hg + (kg >> 26)) | 0;
  hf = Math.floor(sf * INV_2_26) | 0;
  hg = Math.floor(sg * INV_2_26) | 0;
  f[5] = kf & M26;
  g[5] = kg & M26;
  sf = u * f7 + v * g7;
  sg = q * f7 + r * g7;
  kf = ((sf & M26) + hf + (kf >> 26)) | 0;
  kg = ((sg & M26) + hg + (kg >> 26)) | 0;
  hf = Math.floor(sf * INV_2_26) | 0;
  hg = Math.floor(sg * INV_2_26) | 0;
  f[6] = kf & M26;
  g[6] = kg & M26;
  sf = u * f8 + v * g8;
  sg = q * f8 + r * g8;
  kf = ((sf & M26) + hf + (kf >> 26)) | 0;
  kg = ((sg & M26) + hg + (kg >> 26)) | 0;
  hf = Math.floor(sf * INV_2_26) | 0;
  hg = Math.floor(sg * INV_2_26) | 0;
  f[7] = kf & M26;
  g[7] = kg & M26;
  sf = u * f9 + v * g9;
  sg = q * f9 + r * g9;
  kf = ((sf & M26) + hf + (kf >> 26)) | 0;
  kg = ((sg & M26) + hg + (kg >> 26)) | 0;
  hf = Math.floor(sf * INV_2_26) | 0;
  hg = Math.floor(sg * INV_2_26) | 0;
  f[8] = kf & M26;
  g[8] = kg & M26;
  f[9] = hf + (kf >> 26);
  g[9] = hg + (kg >> 26);
}

/** As `updateFg` on the low `len` limbs only, limb len − 1 signed (libsecp's `update_fg_30_var`). */
function updateFgVar(len: number, f: Int32Array, g: Int32Array): void {
  const u = T[0];
  const v = T[1];
  const q = T[2];
  const r = T[3];
  const f0 = f[0];
  const g0 = g[0];
  const sf = u * f0 + v * g0;
  const sg = q * f0 + r * g0;
  if (__VERIFY__) verifyCheck((sf & M26) === 0 && (sg & M26) === 0, "updateFgVar: low 26 bits must be 0");
  let hf = (sf * INV_2_26) | 0;
  let hg = (sg * INV_2_26) | 0;
  let kf = 0;
  let kg = 0;
  for (let i = 1; i < len; i++) {
    const fi = f[i];
    const gi = g[i];
    const si = u * fi + v * gi;
    const ti = q * fi + r * gi;
    kf = ((si & M26) + hf + (kf >> 26)) | 0;
    kg = ((ti & M26) + hg + (kg >> 26)) | 0;
    hf = Math.floor(si * INV_2_26) | 0;
    hg = Math.floor(ti * INV_2_26) | 0;
    f[i - 1] = kf & M26;
    g[i - 1] = kg & M26;
  }
  f[len - 1] = hf + (kf >> 26);
  g[len - 1] = hg + (kg >> 26);
}

/**
 * r = sign·r mod m (libsecp's `normalize_30`): on input r is in (−2m, m) with limbs 0..8 in
 * [0, 2^26); the sign bit of `sign` selects negation. On output r is in [0, m), every limb in
 * [0, 2^26). Constant time.
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
  // Add m if r < 0 (r now in (−m, m)), then negate if sign < 0. Limbs stay within ±2^27.
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
  // Carry: limbs 0..8 into [0, 2^26), the sign into r9.
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
  // Add m again if still negative: r in [0, m). Carry again.
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

/** x = D. */
function finish(x: Int32Array): void {
  for (let i = 0; i < 10; i++) x[i] = D[i];
}

/**
 * VERIFY: the matrix [u v; q r] and η of `modinvVar`'s table divsteps from (η₀, f0, g0) are
 * libsecp's `divsteps_30_var` for 26 steps (and T gets the matrix).
 */
function verifyDivsteps(
  eta0: number,
  f0: number,
  g0: number,
  u: number,
  v: number,
  q: number,
  r: number,
  eta: number,
): void {
  T[0] = u;
  T[1] = v;
  T[2] = q;
  T[3] = r;
  verifyMatrix(false, "modinvVar: divsteps");
  const etaRef = divsteps26VarRef(eta0, f0, g0);
  verifyCheck(
    etaRef === eta && refT[0] === u && refT[1] === v && refT[2] === q && refT[3] === r,
    "modinvVar: the table lookups must reproduce libsecp's divsteps_var",
  );
}

/** VERIFY: F, G = the low `len` limbs of f and g (for the range checks and `verifyEnd`). Allocates. */
function storeFg(len: number, f: readonly number[], g: readonly number[]): void {
  for (let i = 0; i < len; i++) {
    F[i] = f[i];
    G[i] = g[i];
  }
}

/** VERIFY: at the end, g = 0 and f = ±1, or x = 0, d = 0 and f = m. */
function verifyEnd(x: Int32Array, len: number, m: Int32Array, fn: string): void {
  verifyCheck(mulCmp(G, len, ONE, 0) === 0, `${fn}: g must end at 0`);
  verifyCheck(
    mulCmp(F, len, ONE, 1) === 0 ||
      mulCmp(F, len, ONE, -1) === 0 ||
      (mulCmp(x, 10, ONE, 0) === 0 && mulCmp(D, 10, ONE, 0) === 0 && mulCmp(F, len, m, 1) === 0),
    `${fn}: f must end at ±1 (is the modulus coprime to x?)`,
  );
}

// ---------------------------------------------------------------------------------------------
// Public functions.

/**
 * Modular inverse, variable time (libsecp's `secp256k1_modinv32_var`).
 *
 * The form of {@link modinv} (d, e, f, g in 40 local variables, the same d, e update), with
 * libsecp's variable-time divsteps (η = −δ, δ starts at 1) taken 4 at a time from the tables, and
 * three savings: it stops after the first batch that leaves g = 0 (for random inputs mod p, 20 to
 * 22 batches instead of 23); once f and g both fit in 4 limbs (limbs 4..9 sign extensions, after
 * about 12 batches) it updates only those 4 (libsecp shrinks one limb at a time; one step
 * measured as fast as 10 → 7 → 4 or 10 → 8 → 6 → 4, and f, g in scratch arrays with a loop over
 * the limbs in use 6% slower than the unrolled 10 limbs); and the next batch's divsteps, a chain
 * of 7 dependent lookups, run interleaved with the d, e update of the current batch, which does
 * not depend on them (4% faster than one after the other).
 * Measured against the previous form (separate divsteps, d, e update and f, g update functions on
 * the scratch arrays, f, g shrinking one limb at a time): the field's `invVar` 2.81 → 2.39 µs on
 * 5x52 and 2.73 → 2.31 µs on 10x26 (both builds in one Node 20.20.2 process, V8 11.3, minima of
 * interleaved rounds, 2026-12-02).
 *
 * On input, x has 10 limbs, Σ x[i]·2^(26i), each in [0, 2^26), value in [0, m); gcd(x, m) = 1
 * unless x = 0 (m prime is enough). Performs x = x^−1 mod m in place (0 maps to 0). On output, x
 * is canonical in the same form. Variable time: for public values only. Not re-entrant.
 *
 * @param x - the value, overwritten by its inverse.
 * @param mod - the modulus ({@link MOD_P}, {@link MOD_N} or from {@link modInfo26}).
 */
export function modinvVar(x: Int32Array, mod: ModInfo26): void {
  if (!tablesReady) ensureTables();
  const m = mod.modulus;
  if (__VERIFY__) verifyInput(x, mod, "modinvVar");
  const mInv = mod.modulusInv26;
  const m0 = m[0];
  const m1 = m[1];
  const m2 = m[2];
  const m3 = m[3];
  const m4 = m[4];
  const m5 = m[5];
  const m6 = m[6];
  const m7 = m[7];
  const m8 = m[8];
  const m9 = m[9];
  // d, e: Bézout coefficient candidates (start 0 and 1); f, g: the gcd state (start m and x).
  let d0 = 0;
  let d1 = 0;
  let d2 = 0;
  let d3 = 0;
  let d4 = 0;
  let d5 = 0;
  let d6 = 0;
  let d7 = 0;
  let d8 = 0;
  let d9 = 0;
  let e0 = 1;
  let e1 = 0;
  let e2 = 0;
  let e3 = 0;
  let e4 = 0;
  let e5 = 0;
  let e6 = 0;
  let e7 = 0;
  let e8 = 0;
  let e9 = 0;
  let f0 = m0;
  let f1 = m1;
  let f2 = m2;
  let f3 = m3;
  let f4 = m4;
  let f5 = m5;
  let f6 = m6;
  let f7 = m7;
  let f8 = m8;
  let f9 = m9;
  let g0 = x[0];
  let g1 = x[1];
  let g2 = x[2];
  let g3 = x[3];
  let g4 = x[4];
  let g5 = x[5];
  let g6 = x[6];
  let g7 = x[7];
  let g8 = x[8];
  let g9 = x[9];
  let eta = -1; // η = −δ, δ starts at 1 (libsecp's variable-time form)
  let len = 10; // the limbs of f and g in use
  let batches = 0;
  let done = false;
  // The first batch's divsteps (−1 and the low limbs of m and x); every later batch's run inside the
  // loop, interleaved with the d, e update of the batch before.
  let u = 0;
  let v = 0;
  let q = 0;
  let r = 0;
  {
    let f = f0;
    let g = g0;
    let ec = Math.max(-4, Math.min(eta, 4));
    let en = DIVSTEP4[((ec + 4) << 7) | ((f & 14) << 3) | (g & 15)];
    u = (en << 26) >> 26;
    v = (en << 20) >> 26;
    q = (en << 14) >> 26;
    r = (en << 8) >> 26;
    let sw = (en << 2) >> 31; // −1 if swapped
    let off = eta - ec;
    eta = ((en << 3) >> 27) + ((off ^ sw) - sw);
    let nf = ((Math.imul(u, f) + Math.imul(v, g)) | 0) >> 4;
    g = ((Math.imul(q, f) + Math.imul(r, g)) | 0) >> 4;
    f = nf;
    for (let c = 0; c < 5; c++) {
      // Steps 5–24: [f, g] = M·[f, g] / 2^4 (low bits only), [u v; q r] = M·[u v; q r].
      ec = Math.max(-4, Math.min(eta, 4));
      en = DIVSTEP4[((ec + 4) << 7) | ((f & 14) << 3) | (g & 15)];
      const tu = (en << 26) >> 26;
      const tv = (en << 20) >> 26;
      const tq = (en << 14) >> 26;
      const tr = (en << 8) >> 26;
      sw = (en << 2) >> 31;
      off = eta - ec;
      eta = ((en << 3) >> 27) + ((off ^ sw) - sw);
      nf = ((Math.imul(tu, f) + Math.imul(tv, g)) | 0) >> 4;
      g = ((Math.imul(tq, f) + Math.imul(tr, g)) | 0) >> 4;
      f = nf;
      const nu = (Math.imul(tu, u) + Math.imul(tv, q)) | 0;
      const nv = (Math.imul(tu, v) + Math.imul(tv, r)) | 0;
      q = (Math.imul(tq, u) + Math.imul(tr, q)) | 0;
      r = (Math.imul(tq, v) + Math.imul(tr, r)) | 0;
      u = nu;
      v = nv;
    }
    {
      // Steps 25–26: f and g are not needed any more.
      ec = Math.max(-2, Math.min(eta, 2));
      en = DIVSTEP2[((ec + 2) << 3) | ((f & 2) << 1) | (g & 3)];
      const tu = (en << 26) >> 26;
      const tv = (en << 20) >> 26;
      const tq = (en << 14) >> 26;
      const tr = (en << 8) >> 26;
      sw = (en << 2) >> 31;
      off = eta - ec;
      eta = ((en << 3) >> 27) + ((off ^ sw) - sw);
      const nu = (Math.imul(tu, u) + Math.imul(tv, q)) | 0;
      const nv = (Math.imul(tu, v) + Math.imul(tv, r)) | 0;
      q = (Math.imul(tq, u) + Math.imul(tr, q)) | 0;
      r = (Math.imul(tq, v) + Math.imul(tr, r)) | 0;
      u = nu;
      v = nv;
    }
  }
  if (__VERIFY__) verifyDivsteps(-1, f0, g0, u, v, q, r, eta);
  for (;;) {
    if (len === 10) {
      // [f, g] = T·[f, g] / 2^26 on 10 limbs.
      let sf = u * f0 + v * g0;
      let sg = q * f0 + r * g0;
      if (__VERIFY__)
        verifyCheck((sf & M26) === 0 && (sg & M26) === 0, "modinvVar: f, g low 26 bits must be 0");
      let hf = (sf * INV_2_26) | 0;
      let hg = (sg * INV_2_26) | 0;
      let kf = 0;
      let kg = 0;
      let tf = 0;
      let tg = 0;
      sf = u * f1 + v * g1;
      sg = q * f1 + r * g1;
      tf = (sf * INV_2_26) | 0;
      tg = (sg * INV_2_26) | 0;
      kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
      kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
      hf = tf;
      hg = tg;
      f0 = kf & M26;
      g0 = kg & M26;
      sf = u * f2 + v * g2;
      sg = q * f2 + r * g2;
      tf = (sf * INV_2_26) | 0;
      tg = (sg * INV_2_26) | 0;
      kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
      kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
      hf = tf;
      hg = tg;
      f1 = kf & M26;
      g1 = kg & M26;
      sf = u * f3 + v * g3;
      sg = q * f3 + r * g3;
      tf = (sf * INV_2_26) | 0;
      tg = (sg * INV_2_26) | 0;
      kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
      kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
      hf = tf;
      hg = tg;
      f2 = kf & M26;
      g2 = kg & M26;
      sf = u * f4 + v * g4;
      sg = q * f4 + r * g4;
      tf = (sf * INV_2_26) | 0;
      tg = (sg * INV_2_26) | 0;
      kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
      kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
      hf = tf;
      hg = tg;
      f3 = kf & M26;
      g3 = kg & M26;
      sf = u * f5 + v * g5;
      sg = q * f5 + r * g5;
      tf = (sf * INV_2_26) | 0;
      tg = (sg * INV_2_26) | 0;
      kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
      kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
      hf = tf;
      hg = tg;
      f4 = kf & M26;
      g4 = kg & M26;
      sf = u * f6 + v * g6;
      sg = q * f6 + r * g6;
      tf = (sf * INV_2_26) | 0;
      tg = (sg * INV_2_26) | 0;
      kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
      kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
      hf = tf;
      hg = tg;
      f5 = kf & M26;
      g5 = kg & M26;
      sf = u * f7 + v * g7;
      sg = q * f7 + r * g7;
      tf = (sf * INV_2_26) | 0;
      tg = (sg * INV_2_26) | 0;
      kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
      kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
      hf = tf;
      hg = tg;
      f6 = kf & M26;
      g6 = kg & M26;
      sf = u * f8 + v * g8;
      sg = q * f8 + r * g8;
      tf = (sf * INV_2_26) | 0;
      tg = (sg * INV_2_26) | 0;
      kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
      kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
      hf = tf;
      hg = tg;
      f7 = kf & M26;
      g7 = kg & M26;
      sf = u * f9 + v * g9;
      sg = q * f9 + r * g9;
      tf = (sf * INV_2_26) | 0;
      tg = (sg * INV_2_26) | 0;
      kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
      kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
      hf = tf;
      hg = tg;
      f8 = kf & M26;
      g8 = kg & M26;
      f9 = hf + (kf >> 26);
      g9 = hg + (kg >> 26);
      done = (g0 | g1 | g2 | g3 | g4 | g5 | g6 | g7 | g8 | g9) === 0;
      // Down to 4 limbs once f and g fit (limbs 4..9 sign extensions, as libsecp folds them).
      const cf = f9 >> 31;
      const cg = g9 >> 31;
      if (
        ((f9 ^ cf) |
          (g9 ^ cg) |
          (f4 ^ (cf & M26)) |
          (f5 ^ (cf & M26)) |
          (f6 ^ (cf & M26)) |
          (f7 ^ (cf & M26)) |
          (f8 ^ (cf & M26)) |
          (g4 ^ (cg & M26)) |
          (g5 ^ (cg & M26)) |
          (g6 ^ (cg & M26)) |
          (g7 ^ (cg & M26)) |
          (g8 ^ (cg & M26))) ===
        0
      ) {
        f3 |= cf << 26;
        g3 |= cg << 26;
        len = 4;
      }
    } else {
      // [f, g] = T·[f, g] / 2^26 on 4 limbs.
      let sf = u * f0 + v * g0;
      let sg = q * f0 + r * g0;
      if (__VERIFY__)
        verifyCheck((sf & M26) === 0 && (sg & M26) === 0, "modinvVar: f, g low 26 bits must be 0");
      let hf = (sf * INV_2_26) | 0;
      let hg = (sg * INV_2_26) | 0;
      let kf = 0;
      let kg = 0;
      let tf = 0;
      let tg = 0;
      sf = u * f1 + v * g1;
      sg = q * f1 + r * g1;
      tf = (sf * INV_2_26) | 0;
      tg = (sg * INV_2_26) | 0;
      kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
      kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
      hf = tf;
      hg = tg;
      f0 = kf & M26;
      g0 = kg & M26;
      sf = u * f2 + v * g2;
      sg = q * f2 + r * g2;
      tf = (sf * INV_2_26) | 0;
      tg = (sg * INV_2_26) | 0;
      kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
      kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
      hf = tf;
      hg = tg;
      f1 = kf & M26;
      g1 = kg & M26;
      sf = u * f3 + v * g3;
      sg = q * f3 + r * g3;
      tf = (sf * INV_2_26) | 0;
      tg = (sg * INV_2_26) | 0;
      kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
      kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
      hf = tf;
      hg = tg;
      f2 = kf & M26;
      g2 = kg & M26;
      f3 = hf + (kf >> 26);
      g3 = hg + (kg >> 26);
      done = (g0 | g1 | g2 | g3) === 0;
    }
    // T' = the next batch's divsteps (4 at a time from the tables), from the new bottom limbs,
    // interleaved with [d, e] = T·[d, e] / 2^26 mod m (independent of T': the lookup chain and the
    // update's products overlap). After the last batch (g = 0) T' is computed and dropped.
    const eta0 = eta;
    let f = f0;
    let g = g0;
    let ec = Math.max(-4, Math.min(eta, 4));
    let en = DIVSTEP4[((ec + 4) << 7) | ((f & 14) << 3) | (g & 15)];
    let nu = (en << 26) >> 26;
    let nv = (en << 20) >> 26;
    let nq = (en << 14) >> 26;
    let nr = (en << 8) >> 26;
    let sw = (en << 2) >> 31; // −1 if swapped
    let off = eta - ec;
    eta = ((en << 3) >> 27) + ((off ^ sw) - sw);
    let nf = ((Math.imul(nu, f) + Math.imul(nv, g)) | 0) >> 4;
    g = ((Math.imul(nq, f) + Math.imul(nr, g)) | 0) >> 4;
    f = nf;
    const sgnD = d9 >> 31;
    const sgnE = e9 >> 31;
    let md = (u & sgnD) + (v & sgnE);
    let me = (q & sgnD) + (r & sgnE);
    let sd = u * d0 + v * e0;
    let se = q * d0 + r * e0;
    md -= (Math.imul(mInv, sd | 0) + md) & M26;
    me -= (Math.imul(mInv, se | 0) + me) & M26;
    sd += m0 * md;
    se += m0 * me;
    if (__VERIFY__)
      verifyCheck((sd & M26) === 0 && (se & M26) === 0, "modinvVar: d, e low 26 bits must cancel");
    let hd = (sd * INV_2_26) | 0;
    let he = (se * INV_2_26) | 0;
    let kd = 0;
    let ke = 0;
    let td = 0;
    let te = 0;
    sd = u * d1 + v * e1 + m1 * md;
    se = q * d1 + r * e1 + m1 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d0 = kd & M26;
    e0 = ke & M26;
    {
      // Steps 5–24: [f, g] = M·[f, g] / 2^4 (low bits only), [nu nv; nq nr] = M·[nu nv; nq nr].
      ec = Math.max(-4, Math.min(eta, 4));
      en = DIVSTEP4[((ec + 4) << 7) | ((f & 14) << 3) | (g & 15)];
      const tu = (en << 26) >> 26;
      const tv = (en << 20) >> 26;
      const tq = (en << 14) >> 26;
      const tr = (en << 8) >> 26;
      sw = (en << 2) >> 31;
      off = eta - ec;
      eta = ((en << 3) >> 27) + ((off ^ sw) - sw);
      nf = ((Math.imul(tu, f) + Math.imul(tv, g)) | 0) >> 4;
      g = ((Math.imul(tq, f) + Math.imul(tr, g)) | 0) >> 4;
      f = nf;
      const xu = (Math.imul(tu, nu) + Math.imul(tv, nq)) | 0;
      const xv = (Math.imul(tu, nv) + Math.imul(tv, nr)) | 0;
      nq = (Math.imul(tq, nu) + Math.imul(tr, nq)) | 0;
      nr = (Math.imul(tq, nv) + Math.imul(tr, nr)) | 0;
      nu = xu;
      nv = xv;
    }
    sd = u * d2 + v * e2 + m2 * md;
    se = q * d2 + r * e2 + m2 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d1 = kd & M26;
    e1 = ke & M26;
    {
      // Steps 5–24: [f, g] = M·[f, g] / 2^4 (low bits only), [nu nv; nq nr] = M·[nu nv; nq nr].
      ec = Math.max(-4, Math.min(eta, 4));
      en = DIVSTEP4[((ec + 4) << 7) | ((f & 14) << 3) | (g & 15)];
      const tu = (en << 26) >> 26;
      const tv = (en << 20) >> 26;
      const tq = (en << 14) >> 26;
      const tr = (en << 8) >> 26;
      sw = (en << 2) >> 31;
      off = eta - ec;
      eta = ((en << 3) >> 27) + ((off ^ sw) - sw);
      nf = ((Math.imul(tu, f) + Math.imul(tv, g)) | 0) >> 4;
      g = ((Math.imul(tq, f) + Math.imul(tr, g)) | 0) >> 4;
      f = nf;
      const xu = (Math.imul(tu, nu) + Math.imul(tv, nq)) | 0;
      const xv = (Math.imul(tu, nv) + Math.imul(tv, nr)) | 0;
      nq = (Math.imul(tq, nu) + Math.imul(tr, nq)) | 0;
      nr = (Math.imul(tq, nv) + Math.imul(tr, nr)) | 0;
      nu = xu;
      nv = xv;
    }
    sd = u * d3 + v * e3 + m3 * md;
    se = q * d3 + r * e3 + m3 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d2 = kd & M26;
    e2 = ke & M26;
    {
      // Steps 5–24: [f, g] = M·[f, g] / 2^4 (low bits only), [nu nv; nq nr] = M·[nu nv; nq nr].
      ec = Math.max(-4, Math.min(eta, 4));
      en = DIVSTEP4[((ec + 4) << 7) | ((f & 14) << 3) | (g & 15)];
      const tu = (en << 26) >> 26;
      const tv = (en << 20) >> 26;
      const tq = (en << 14) >> 26;
      const tr = (en << 8) >> 26;
      sw = (en << 2) >> 31;
      off = eta - ec;
      eta = ((en << 3) >> 27) + ((off ^ sw) - sw);
      nf = ((Math.imul(tu, f) + Math.imul(tv, g)) | 0) >> 4;
      g = ((Math.imul(tq, f) + Math.imul(tr, g)) | 0) >> 4;
      f = nf;
      const xu = (Math.imul(tu, nu) + Math.imul(tv, nq)) | 0;
      const xv = (Math.imul(tu, nv) + Math.imul(tv, nr)) | 0;
      nq = (Math.imul(tq, nu) + Math.imul(tr, nq)) | 0;
      nr = (Math.imul(tq, nv) + Math.imul(tr, nr)) | 0;
      nu = xu;
      nv = xv;
    }
    sd = u * d4 + v * e4 + m4 * md;
    se = q * d4 + r * e4 + m4 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d3 = kd & M26;
    e3 = ke & M26;
    sd = u * d5 + v * e5 + m5 * md;
    se = q * d5 + r * e5 + m5 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d4 = kd & M26;
    e4 = ke & M26;
    {
      // Steps 5–24: [f, g] = M·[f, g] / 2^4 (low bits only), [nu nv; nq nr] = M·[nu nv; nq nr].
      ec = Math.max(-4, Math.min(eta, 4));
      en = DIVSTEP4[((ec + 4) << 7) | ((f & 14) << 3) | (g & 15)];
      const tu = (en << 26) >> 26;
      const tv = (en << 20) >> 26;
      const tq = (en << 14) >> 26;
      const tr = (en << 8) >> 26;
      sw = (en << 2) >> 31;
      off = eta - ec;
      eta = ((en << 3) >> 27) + ((off ^ sw) - sw);
      nf = ((Math.imul(tu, f) + Math.imul(tv, g)) | 0) >> 4;
      g = ((Math.imul(tq, f) + Math.imul(tr, g)) | 0) >> 4;
      f = nf;
      const xu = (Math.imul(tu, nu) + Math.imul(tv, nq)) | 0;
      const xv = (Math.imul(tu, nv) + Math.imul(tv, nr)) | 0;
      nq = (Math.imul(tq, nu) + Math.imul(tr, nq)) | 0;
      nr = (Math.imul(tq, nv) + Math.imul(tr, nr)) | 0;
      nu = xu;
      nv = xv;
    }
    sd = u * d6 + v * e6 + m6 * md;
    se = q * d6 + r * e6 + m6 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d5 = kd & M26;
    e5 = ke & M26;
    {
      // Steps 5–24: [f, g] = M·[f, g] / 2^4 (low bits only), [nu nv; nq nr] = M·[nu nv; nq nr].
      ec = Math.max(-4, Math.min(eta, 4));
      en = DIVSTEP4[((ec + 4) << 7) | ((f & 14) << 3) | (g & 15)];
      const tu = (en << 26) >> 26;
      const tv = (en << 20) >> 26;
      const tq = (en << 14) >> 26;
      const tr = (en << 8) >> 26;
      sw = (en << 2) >> 31;
      off = eta - ec;
      eta = ((en << 3) >> 27) + ((off ^ sw) - sw);
      nf = ((Math.imul(tu, f) + Math.imul(tv, g)) | 0) >> 4;
      g = ((Math.imul(tq, f) + Math.imul(tr, g)) | 0) >> 4;
      f = nf;
      const xu = (Math.imul(tu, nu) + Math.imul(tv, nq)) | 0;
      const xv = (Math.imul(tu, nv) + Math.imul(tv, nr)) | 0;
      nq = (Math.imul(tq, nu) + Math.imul(tr, nq)) | 0;
      nr = (Math.imul(tq, nv) + Math.imul(tr, nr)) | 0;
      nu = xu;
      nv = xv;
    }
    sd = u * d7 + v * e7 + m7 * md;
    se = q * d7 + r * e7 + m7 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d6 = kd & M26;
    e6 = ke & M26;
    {
      // Steps 25–26: f and g are not needed any more.
      ec = Math.max(-2, Math.min(eta, 2));
      en = DIVSTEP2[((ec + 2) << 3) | ((f & 2) << 1) | (g & 3)];
      const tu = (en << 26) >> 26;
      const tv = (en << 20) >> 26;
      const tq = (en << 14) >> 26;
      const tr = (en << 8) >> 26;
      sw = (en << 2) >> 31;
      off = eta - ec;
      eta = ((en << 3) >> 27) + ((off ^ sw) - sw);
      const xu = (Math.imul(tu, nu) + Math.imul(tv, nq)) | 0;
      const xv = (Math.imul(tu, nv) + Math.imul(tv, nr)) | 0;
      nq = (Math.imul(tq, nu) + Math.imul(tr, nq)) | 0;
      nr = (Math.imul(tq, nv) + Math.imul(tr, nr)) | 0;
      nu = xu;
      nv = xv;
    }
    sd = u * d8 + v * e8 + m8 * md;
    se = q * d8 + r * e8 + m8 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d7 = kd & M26;
    e7 = ke & M26;
    sd = u * d9 + v * e9 + m9 * md;
    se = q * d9 + r * e9 + m9 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d8 = kd & M26;
    e8 = ke & M26;
    d9 = hd + (kd >> 26);
    e9 = he + (ke >> 26);
    if (done) break;
    if (__VERIFY__) verifyDivsteps(eta0, f0, g0, nu, nv, nq, nr, eta);
    u = nu;
    v = nv;
    q = nq;
    r = nr;
    if (__VERIFY__) {
      // libsecp bounds its 30-bit version by 25 batches (750 divsteps); 29 × 26 = 754.
      verifyCheck(++batches < 29, "modinvVar: too many batches");
      storeFg(len, [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9], [g0, g1, g2, g3, g4, g5, g6, g7, g8, g9]);
      D.set([d0, d1, d2, d3, d4, d5, d6, d7, d8, d9]);
      E.set([e0, e1, e2, e3, e4, e5, e6, e7, e8, e9]);
      verifyRange(D, 10, m, -2, 1, true, "modinvVar: d");
      verifyRange(E, 10, m, -2, 1, true, "modinvVar: e");
      verifyRange(F, len, m, -1, 1, false, "modinvVar: f");
      verifyRange(G, len, m, -1, 1, true, "modinvVar: g");
    }
  }
  D[0] = d0;
  D[1] = d1;
  D[2] = d2;
  D[3] = d3;
  D[4] = d4;
  D[5] = d5;
  D[6] = d6;
  D[7] = d7;
  D[8] = d8;
  D[9] = d9;
  if (__VERIFY__) {
    storeFg(len, [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9], [g0, g1, g2, g3, g4, g5, g6, g7, g8, g9]);
    verifyEnd(x, len, m, "modinvVar");
  }
  normalize(D, len === 10 ? f9 : f3, m);
  finish(x);
}

/**
 * Modular inverse, constant time (libsecp's `secp256k1_modinv32`): 23 batches of 26 branch-free
 * divsteps (598 ≥ 590, enough for every input below 2^256), mask-based updates, no
 * secret-dependent branch or index.
 *
 * Divsteps, packed: each batch runs as two halves of 13 steps. Within a half the matrix rows
 * start at [1, 0] and [0, 1] and stay within |u| + |v| ≤ 2^j after j steps (a step maps the rows
 * to 2·[q, r] and [q, r] − [u, v], or to 2·[u, v] and [q, r] ± [u, v] or [q, r]), so a row packs
 * exactly into one int32 as u + 2^16·v (|u| ≤ 2^13 fits the signed low 16 bits, |u + 2^16·v| ≤
 * 2^29): every step operation (add, masked add, conditional negation, doubling, select) is linear
 * and acts on both entries at once, two operations fewer per entry pair. f and g continue across
 * the halves; the two 13-step matrices are unpacked and multiplied (entries within ±2^26: imul
 * is exact). VERIFY builds compare every batch with `divsteps26Ref`, libsecp's form.
 *
 * Column split: with |s| < 2^53, t = ToInt32(s·2^−26) is s/2^26 truncated (|t| < 2^27) and
 * ToInt32(s) − t·2^26 ≡ s − t·2^26 (mod 2^32) is the exact remainder, in (−2^26, 2^26); the int32
 * carry chain absorbs the sign. As many float→int conversions as `s & M26` and
 * `Math.floor(s·2^−26)` need, but a shift and a subtraction in place of the rounding instruction.
 *
 * On input, x has 10 limbs, Σ x[i]·2^(26i), each in [0, 2^26), value in [0, m); gcd(x, m) = 1
 * unless x = 0 (m prime is enough). Performs x = x^−1 mod m in place (0 maps to 0). On output, x
 * is canonical in the same form. Not re-entrant.
 *
 * @param x - the value, overwritten by its inverse.
 * @param mod - the modulus ({@link MOD_P}, {@link MOD_N} or from {@link modInfo26}).
 */
export function modinv(x: Int32Array, mod: ModInfo26): void {
  const m = mod.modulus;
  if (__VERIFY__) verifyInput(x, mod, "modinv");
  const mInv = mod.modulusInv26;
  const m0 = m[0];
  const m1 = m[1];
  const m2 = m[2];
  const m3 = m[3];
  const m4 = m[4];
  const m5 = m[5];
  const m6 = m[6];
  const m7 = m[7];
  const m8 = m[8];
  const m9 = m[9];
  // d, e: Bézout coefficient candidates (start 0 and 1); f, g: the gcd state (start m and x).
  let d0 = 0;
  let d1 = 0;
  let d2 = 0;
  let d3 = 0;
  let d4 = 0;
  let d5 = 0;
  let d6 = 0;
  let d7 = 0;
  let d8 = 0;
  let d9 = 0;
  let e0 = 1;
  let e1 = 0;
  let e2 = 0;
  let e3 = 0;
  let e4 = 0;
  let e5 = 0;
  let e6 = 0;
  let e7 = 0;
  let e8 = 0;
  let e9 = 0;
  let f0 = m0;
  let f1 = m1;
  let f2 = m2;
  let f3 = m3;
  let f4 = m4;
  let f5 = m5;
  let f6 = m6;
  let f7 = m7;
  let f8 = m8;
  let f9 = m9;
  let g0 = x[0];
  let g1 = x[1];
  let g2 = x[2];
  let g3 = x[3];
  let g4 = x[4];
  let g5 = x[5];
  let g6 = x[6];
  let g7 = x[7];
  let g8 = x[8];
  let g9 = x[9];
  let zeta = -1; // ζ = −(δ + 1/2), δ starts at 1/2
  for (let b = 0; b < CT_BATCHES; b++) {
    // 26 divsteps on the bottom limbs, as two halves of 13 with packed matrix rows (see above).
    const zeta0 = zeta;
    let f = f0;
    let g = g0;
    // The product of the halves' matrices, [u v; q r]: the first half's, then (second)·(first).
    // (One loop over the halves: the two halves written out measured 1–5% faster, one loop of 26
    // steps with the unpacking inside 17% slower.)
    let u = 1;
    let v = 0;
    let q = 0;
    let r = 1;
    for (let h = 0; h < 2; h++) {
      let uv = 1; // [u, v] = [1, 0], packed
      let qr = 0x10000; // [q, r] = [0, 1], packed
      for (let i = 0; i < 13; i++) {
        // c1 = −1 if ζ < 0 (δ > 0), c2 = −1 if g is odd, c3 = −1 if both (a swap). If g is odd, add
        // ±f, ±[u, v] (negated if ζ < 0) to g, [q, r]; on a swap, ζ → −ζ − 2 (δ → 1 − δ) and f, [u, v]
        // take the old g, [q, r] (libsecp's f += g after the addition, as a select: shorter chain).
        // Then halve g and double [u, v].
        const c1 = zeta >> 31;
        const c2 = (g << 31) >> 31;
        const c3 = c1 & c2;
        zeta = ((zeta ^ c3) - 1) | 0;
        const nf = f ^ ((f ^ g) & c3);
        const nuv = uv ^ ((uv ^ qr) & c3);
        g = ((g + ((((f ^ c1) - c1) | 0) & c2)) | 0) >> 1;
        qr = (qr + ((((uv ^ c1) - c1) | 0) & c2)) | 0;
        f = nf;
        uv = nuv << 1;
      }
      const hu = (uv << 16) >> 16;
      const hv = (uv - hu) >> 16;
      const hq = (qr << 16) >> 16;
      const hr = (qr - hq) >> 16;
      if (h === 0) {
        u = hu;
        v = hv;
        q = hq;
        r = hr;
      } else {
        // Entries within ±2^26, so imul is exact.
        const nu = (Math.imul(hu, u) + Math.imul(hv, q)) | 0;
        const nv = (Math.imul(hu, v) + Math.imul(hv, r)) | 0;
        q = (Math.imul(hq, u) + Math.imul(hr, q)) | 0;
        r = (Math.imul(hq, v) + Math.imul(hr, r)) | 0;
        u = nu;
        v = nv;
      }
    }
    if (__VERIFY__) {
      T[0] = u;
      T[1] = v;
      T[2] = q;
      T[3] = r;
      verifyMatrix(false, "modinv: divsteps");
      const zetaRef = divsteps26Ref(zeta0, f0, g0);
      verifyCheck(
        zetaRef === zeta && refT[0] === u && refT[1] === v && refT[2] === q && refT[3] === r,
        "modinv: the packed divsteps must reproduce libsecp's divsteps_30",
      );
    }
    // [d, e] = T·[d, e] / 2^26 mod m (libsecp's update_de_30, with the truncating split).
    const sgnD = d9 >> 31;
    const sgnE = e9 >> 31;
    let md = (u & sgnD) + (v & sgnE);
    let me = (q & sgnD) + (r & sgnE);
    let sd = u * d0 + v * e0;
    let se = q * d0 + r * e0;
    md -= (Math.imul(mInv, sd | 0) + md) & M26;
    me -= (Math.imul(mInv, se | 0) + me) & M26;
    sd += m0 * md;
    se += m0 * me;
    if (__VERIFY__) verifyCheck((sd & M26) === 0 && (se & M26) === 0, "modinv: d, e low 26 bits must cancel");
    let hd = (sd * INV_2_26) | 0;
    let he = (se * INV_2_26) | 0;
    let kd = 0;
    let ke = 0;
    let td = 0;
    let te = 0;
    sd = u * d1 + v * e1 + m1 * md;
    se = q * d1 + r * e1 + m1 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d0 = kd & M26;
    e0 = ke & M26;
    sd = u * d2 + v * e2 + m2 * md;
    se = q * d2 + r * e2 + m2 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d1 = kd & M26;
    e1 = ke & M26;
    sd = u * d3 + v * e3 + m3 * md;
    se = q * d3 + r * e3 + m3 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d2 = kd & M26;
    e2 = ke & M26;
    sd = u * d4 + v * e4 + m4 * md;
    se = q * d4 + r * e4 + m4 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d3 = kd & M26;
    e3 = ke & M26;
    sd = u * d5 + v * e5 + m5 * md;
    se = q * d5 + r * e5 + m5 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d4 = kd & M26;
    e4 = ke & M26;
    sd = u * d6 + v * e6 + m6 * md;
    se = q * d6 + r * e6 + m6 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d5 = kd & M26;
    e5 = ke & M26;
    sd = u * d7 + v * e7 + m7 * md;
    se = q * d7 + r * e7 + m7 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d6 = kd & M26;
    e6 = ke & M26;
    sd = u * d8 + v * e8 + m8 * md;
    se = q * d8 + r * e8 + m8 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d7 = kd & M26;
    e7 = ke & M26;
    sd = u * d9 + v * e9 + m9 * md;
    se = q * d9 + r * e9 + m9 * me;
    td = (sd * INV_2_26) | 0;
    te = (se * INV_2_26) | 0;
    kd = ((sd | 0) - (td << 26) + hd + (kd >> 26)) | 0;
    ke = ((se | 0) - (te << 26) + he + (ke >> 26)) | 0;
    hd = td;
    he = te;
    d8 = kd & M26;
    e8 = ke & M26;
    d9 = hd + (kd >> 26);
    e9 = he + (ke >> 26);
    // [f, g] = T·[f, g] / 2^26 (as updateFg, with the truncating split).
    let sf = u * f0 + v * g0;
    let sg = q * f0 + r * g0;
    if (__VERIFY__) verifyCheck((sf & M26) === 0 && (sg & M26) === 0, "modinv: f, g low 26 bits must be 0");
    let hf = (sf * INV_2_26) | 0;
    let hg = (sg * INV_2_26) | 0;
    let kf = 0;
    let kg = 0;
    let tf = 0;
    let tg = 0;
    sf = u * f1 + v * g1;
    sg = q * f1 + r * g1;
    tf = (sf * INV_2_26) | 0;
    tg = (sg * INV_2_26) | 0;
    kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
    kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
    hf = tf;
    hg = tg;
    f0 = kf & M26;
    g0 = kg & M26;
    sf = u * f2 + v * g2;
    sg = q * f2 + r * g2;
    tf = (sf * INV_2_26) | 0;
    tg = (sg * INV_2_26) | 0;
    kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
    kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
    hf = tf;
    hg = tg;
    f1 = kf & M26;
    g1 = kg & M26;
    sf = u * f3 + v * g3;
    sg = q * f3 + r * g3;
    tf = (sf * INV_2_26) | 0;
    tg = (sg * INV_2_26) | 0;
    kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
    kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
    hf = tf;
    hg = tg;
    f2 = kf & M26;
    g2 = kg & M26;
    sf = u * f4 + v * g4;
    sg = q * f4 + r * g4;
    tf = (sf * INV_2_26) | 0;
    tg = (sg * INV_2_26) | 0;
    kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
    kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
    hf = tf;
    hg = tg;
    f3 = kf & M26;
    g3 = kg & M26;
    sf = u * f5 + v * g5;
    sg = q * f5 + r * g5;
    tf = (sf * INV_2_26) | 0;
    tg = (sg * INV_2_26) | 0;
    kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
    kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
    hf = tf;
    hg = tg;
    f4 = kf & M26;
    g4 = kg & M26;
    sf = u * f6 + v * g6;
    sg = q * f6 + r * g6;
    tf = (sf * INV_2_26) | 0;
    tg = (sg * INV_2_26) | 0;
    kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
    kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
    hf = tf;
    hg = tg;
    f5 = kf & M26;
    g5 = kg & M26;
    sf = u * f7 + v * g7;
    sg = q * f7 + r * g7;
    tf = (sf * INV_2_26) | 0;
    tg = (sg * INV_2_26) | 0;
    kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
    kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
    hf = tf;
    hg = tg;
    f6 = kf & M26;
    g6 = kg & M26;
    sf = u * f8 + v * g8;
    sg = q * f8 + r * g8;
    tf = (sf * INV_2_26) | 0;
    tg = (sg * INV_2_26) | 0;
    kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
    kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
    hf = tf;
    hg = tg;
    f7 = kf & M26;
    g7 = kg & M26;
    sf = u * f9 + v * g9;
    sg = q * f9 + r * g9;
    tf = (sf * INV_2_26) | 0;
    tg = (sg * INV_2_26) | 0;
    kf = ((sf | 0) - (tf << 26) + hf + (kf >> 26)) | 0;
    kg = ((sg | 0) - (tg << 26) + hg + (kg >> 26)) | 0;
    hf = tf;
    hg = tg;
    f8 = kf & M26;
    g8 = kg & M26;
    f9 = hf + (kf >> 26);
    g9 = hg + (kg >> 26);
    if (__VERIFY__) {
      D.set([d0, d1, d2, d3, d4, d5, d6, d7, d8, d9]);
      E.set([e0, e1, e2, e3, e4, e5, e6, e7, e8, e9]);
      F.set([f0, f1, f2, f3, f4, f5, f6, f7, f8, f9]);
      G.set([g0, g1, g2, g3, g4, g5, g6, g7, g8, g9]);
      verifyRange(D, 10, m, -2, 1, true, "modinv: d");
      verifyRange(E, 10, m, -2, 1, true, "modinv: e");
      verifyRange(F, 10, m, -1, 1, false, "modinv: f");
      verifyRange(G, 10, m, -1, 1, true, "modinv: g");
    }
  }
  D[0] = d0;
  D[1] = d1;
  D[2] = d2;
  D[3] = d3;
  D[4] = d4;
  D[5] = d5;
  D[6] = d6;
  D[7] = d7;
  D[8] = d8;
  D[9] = d9;
  if (__VERIFY__) {
    // verifyEnd reads F and G: they hold the last batch's f, g (stored above).
    verifyEnd(x, 10, m, "modinv");
  }
  normalize(D, f9, m);
  finish(x);
}

/**
 * Jacobi symbol (x | m), variable time (libsecp's `secp256k1_jacobi32_maybe_var`).
 *
 * On input, x is as for {@link modinvVar} and m is an odd prime (or any odd m coprime to x).
 * Computes (x | m) by posdivsteps. Returns 1 or −1; or 0 if x = 0, or if the algorithm did not
 * converge within its batch limit (rare; VERIFY builds use a lower limit so that it happens for
 * about 1 in 10^3 random inputs): 0 from a nonzero x means "unknown", the caller falls back (to
 * Euler's criterion or a square root). Variable time. Not re-entrant.
 *
 * @param x - the value (not modified).
 * @param mod - the modulus ({@link MOD_P}, {@link MOD_N} or from {@link modInfo26}).
 * @returns 1, −1, or 0 (x = 0, or unknown).
 */
export function jacobiMaybeVar(x: Int32Array, mod: ModInfo26): number {
  if (!tablesReady) ensureTables();
  const m = mod.modulus;
  if (__VERIFY__) verifyInput(x, mod, "jacobiMaybeVar");
  let nz = 0;
  for (let i = 0; i < 10; i++) {
    F[i] = m[i];
    G[i] = x[i];
    nz |= x[i];
  }
  if (nz === 0) return 0;
  // posdivsteps keep f positive with limbs in [0, 2^26): carry the signed digits of m.
  for (let i = 0; i < 9; i++) {
    F[i + 1] += F[i] >> 26;
    F[i] &= M26;
  }
  let len = 10;
  let eta = -1; // η = −δ, δ starts at 1
  jacBit = 0;
  for (let count = 0; count < JACOBI_BATCHES; count++) {
    eta = posdivsteps26Var(eta, F[0] | (F[1] << 26), G[0] | (G[1] << 26));
    if (len === 10) updateFg(F, G);
    else updateFgVar(len, F, G);
    if (__VERIFY__) {
      verifyRange(F, len, m, 0, 1, false, "jacobiMaybeVar: f");
      verifyRange(G, len, m, 0, 1, true, "jacobiMaybeVar: g");
    }
    // f = 1 (only possible if its bottom limb is 1): then (g | f) = 1 and jacBit holds the sign.
    if (F[0] === 1) {
      let cond = 0;
      for (let j = 1; j < len; j++) cond |= F[j];
      if (cond === 0) return 1 - 2 * (jacBit & 1);
    }
    // Shrink when len > 1 and both top limbs are 0 (f and g stay positive here).
    if ((((len - 2) >> 31) | F[len - 1] | G[len - 1]) === 0) len--;
  }
  return 0;
}
