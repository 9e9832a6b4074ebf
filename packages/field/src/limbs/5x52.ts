/**
 * The **5x52** limb backend: libsecp256k1's `field_5x52_impl.h` / `field_5x52_int128_impl.h` in
 * TypeScript.
 *
 * An element is a `BigUint64Array` of 5 limbs, value = Σ n[i]·2^(52i). Normalized, limbs 0..3 are
 * < 2^52 and limb 4 is < 2^48; an element of magnitude m has limbs 0..3 ≤ 2·m·(2^52−1) and limb 4
 * ≤ 2·m·(2^48−1). Storage form is 4 64-bit words of a normalized value, least significant first.
 *
 * ## How the code stays fast in V8
 * TurboFan lowers BigInt arithmetic to native 64-bit instructions (no allocation, no runtime call)
 * only when it can see that every result is truncated to 64 bits. So every expression here is wrapped
 * in `BigInt.asUintN(64, …)` (a sum of products may share one wrap), a right shift only ever applies
 * to a wrapped value, limbs come from and go to typed arrays, and no value crosses between BigInt and
 * Number in hot code. One unwrapped intermediate makes a function fall back to allocating BigInt code
 * (~25× slower). Numbers become BigInts only through `BigInt(int32)` (lowered), through scratch typed
 * arrays sharing one buffer (bytes, signed-26 limbs), or not at all.
 *
 * There is no 64×64→128-bit product. `mul`/`sqr` split each 52-bit limb into 26-bit halves and sum
 * 26×30-bit products in 64-bit columns (Karatsuba on each limb pair: 3 products instead of 4; measured
 * about 9% faster than the 100-product schoolbook for mul, and than the 55-product one for sqr), then
 * reduce with 2^260 ≡ 0x1000003D10 (mod p). Every column sum and carry of mul and sqr carries its
 * bound in a comment, for inputs of magnitude ≤ 8 (the bounds hold up to magnitude 13). mulAddSqr,
 * which adds the columns of a product and a square before the same reduction, states its bounds in
 * its doc comment; they hold up to magnitude 9 only (its contract, like mul's, is magnitude ≤ 8).
 *
 * All functions are constant time unless their name ends in `Var` (as far as JavaScript allows: no
 * branch and no memory address depends on secret data). Once optimized, nothing allocates except
 * `create`, `createStorage` and the test/VERIFY helpers (`toBigInt`, `verifyLimbs`, `getBounds`).
 *
 * @module
 */
import type { LimbBackend } from "./api.js";
import { slabBigUint64Array } from "./slab.js";

/** A field element: 5 limbs of 52 bits (limb 4: 48 bits when normalized), value = Σ n[i]·2^(52i). */
export type Fe = BigUint64Array;
/** A field element in storage form: 4 64-bit words of a normalized value, least significant first. */
export type FeStorage = BigUint64Array;

/** Backend name, as in package subpaths. */
export const name = "5x52";

// Constants (BigInt literals: TurboFan embeds them as 64-bit immediates).
/** 2^52 − 1: the normalized limb mask. */
const M52 = 0xfffffffffffffn;
/** 2^48 − 1: the normalized top-limb mask. */
const M48 = 0xffffffffffffn;
/** 2^26 − 1: half a limb. */
const M26 = 0x3ffffffn;
/** 2^22 − 1: the bits of position 9 (weight 2^234) below 2^256. */
const M22 = 0x3fffffn;
/** 2^260 mod p = 0x1000003D1·2^4: folds weight 2^260 onto weight 1. */
const R = 0x1000003d10n;
/** 2^256 mod p. */
const R256 = 0x1000003d1n;
/** Limb 0 of p (limbs 1..3 of p are M52, limb 4 is M48). */
const P0 = 0xffffefffffc2fn;
/** 2^64 − 1. */
const M64 = 0xffffffffffffffffn;

// Scratch sharing one buffer: 64-bit words viewed as 32-bit halves, to move bits between BigInt and
// Number without a conversion. W32[2k + LO] is the low half of W64[k] on either byte order.
const W64 = new BigUint64Array(4);
const W32 = new Uint32Array(W64.buffer);
const LO = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 0 : 1;
const HI = 1 - LO;

// ---------------------------------------------------------------------------------------------
// Construction.

/** Returns a new element with all limbs zero (value 0, normalized, magnitude 0). Allocates. */
export function create(): Fe {
  return new BigUint64Array(5);
}

/** As {@link create}, in off-heap memory, for a module-level scratch element (see `slab.ts`). Allocates. */
export function createScratch(): Fe {
  return slabBigUint64Array(5);
}

/** Returns a new storage element with all words zero. Allocates. */
export function createStorage(): FeStorage {
  return new BigUint64Array(4);
}

/** Copies a's limbs into r. r may be a. */
export function copy(r: Fe, a: Fe): void {
  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3],
    a4 = a[4];
  r[0] = a0;
  r[1] = a1;
  r[2] = a2;
  r[3] = a3;
  r[4] = a4;
}

/**
 * Sets r to a small integer. On input, a is an integer in [0, 0x7FFF] (r need not be initialized).
 * Performs r = a. On output, r is normalized.
 */
export function setInt(r: Fe, a: number): void {
  r[0] = BigInt(a & 0x7fff);
  r[1] = 0n;
  r[2] = 0n;
  r[3] = 0n;
  r[4] = 0n;
}

/** Sets every limb of r to zero (value 0, normalized). */
export function clear(r: Fe): void {
  r[0] = 0n;
  r[1] = 0n;
  r[2] = 0n;
  r[3] = 0n;
  r[4] = 0n;
}

// ---------------------------------------------------------------------------------------------
// Bytes, by 64-bit word (seed PRs 437 and 1889): the 32 big-endian bytes are assembled into eight
// 32-bit Numbers, stored into the scratch halves, and read back as four 64-bit words; getB32 runs the
// same path backwards.

/**
 * Sets r to the 32-byte big-endian value at b[off..off+32), not reduced. On input, b holds 32 bytes
 * at off (not checked). Performs r = Σ b[off+i]·2^(8(31−i)). On output, r's limbs are < 2^52 (limb 4
 * < 2^48): magnitude 1, and normalized if the value is < p.
 */
export function setB32Mod(r: Fe, b: Uint8Array, off: number): void {
  // Word k (k = 0 least significant) is bytes off+24−8k .. off+31−8k.
  W32[6 + HI] = ((b[off] << 24) | (b[off + 1] << 16) | (b[off + 2] << 8) | b[off + 3]) >>> 0;
  W32[6 + LO] = ((b[off + 4] << 24) | (b[off + 5] << 16) | (b[off + 6] << 8) | b[off + 7]) >>> 0;
  W32[4 + HI] = ((b[off + 8] << 24) | (b[off + 9] << 16) | (b[off + 10] << 8) | b[off + 11]) >>> 0;
  W32[4 + LO] = ((b[off + 12] << 24) | (b[off + 13] << 16) | (b[off + 14] << 8) | b[off + 15]) >>> 0;
  W32[2 + HI] = ((b[off + 16] << 24) | (b[off + 17] << 16) | (b[off + 18] << 8) | b[off + 19]) >>> 0;
  W32[2 + LO] = ((b[off + 20] << 24) | (b[off + 21] << 16) | (b[off + 22] << 8) | b[off + 23]) >>> 0;
  W32[HI] = ((b[off + 24] << 24) | (b[off + 25] << 16) | (b[off + 26] << 8) | b[off + 27]) >>> 0;
  W32[LO] = ((b[off + 28] << 24) | (b[off + 29] << 16) | (b[off + 30] << 8) | b[off + 31]) >>> 0;
  const w0 = W64[0],
    w1 = W64[1],
    w2 = W64[2],
    w3 = W64[3];
  r[0] = BigInt.asUintN(64, w0 & M52);
  r[1] = BigInt.asUintN(
    64,
    BigInt.asUintN(64, w0 >> 52n) | BigInt.asUintN(64, BigInt.asUintN(64, w1 << 12n) & M52),
  );
  r[2] = BigInt.asUintN(
    64,
    BigInt.asUintN(64, w1 >> 40n) | BigInt.asUintN(64, BigInt.asUintN(64, w2 << 24n) & M52),
  );
  r[3] = BigInt.asUintN(
    64,
    BigInt.asUintN(64, w2 >> 28n) | BigInt.asUintN(64, BigInt.asUintN(64, w3 << 36n) & M52),
  );
  r[4] = BigInt.asUintN(64, w3 >> 16n);
}

/**
 * As {@link setB32Mod}; returns whether the value is < p (then r is normalized). Constant time.
 */
export function setB32Limit(r: Fe, b: Uint8Array, off: number): boolean {
  setB32Mod(r, b, off);
  const r0 = r[0],
    r1 = r[1],
    r2 = r[2],
    r3 = r[3],
    r4 = r[4];
  // value ≥ p ⟺ r4 = 2^48−1, r1 = r2 = r3 = 2^52−1 and r0 ≥ P0; each test is a carry out of a limb.
  const ge = BigInt.asUintN(
    64,
    BigInt.asUintN(
      64,
      BigInt.asUintN(64, BigInt.asUintN(64, r4 + 1n) >> 48n) &
        BigInt.asUintN(
          64,
          BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, r3 & r2) & r1) + 1n) >> 52n,
        ),
    ) & BigInt.asUintN(64, BigInt.asUintN(64, r0 + R256) >> 52n),
  );
  return ge === 0n;
}

/**
 * Writes a as 32 big-endian bytes to out[off..off+32). On input, a is normalized; out holds 32 bytes
 * at off (not checked).
 */
export function getB32(out: Uint8Array, off: number, a: Fe): void {
  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3],
    a4 = a[4];
  W64[3] = BigInt.asUintN(64, BigInt.asUintN(64, a4 << 16n) | BigInt.asUintN(64, a3 >> 36n));
  W64[2] = BigInt.asUintN(64, BigInt.asUintN(64, a3 << 28n) | BigInt.asUintN(64, a2 >> 24n));
  W64[1] = BigInt.asUintN(64, BigInt.asUintN(64, a2 << 40n) | BigInt.asUintN(64, a1 >> 12n));
  W64[0] = BigInt.asUintN(64, BigInt.asUintN(64, a1 << 52n) | a0);
  let w = W32[6 + HI];
  out[off] = w >>> 24;
  out[off + 1] = w >>> 16;
  out[off + 2] = w >>> 8;
  out[off + 3] = w;
  w = W32[6 + LO];
  out[off + 4] = w >>> 24;
  out[off + 5] = w >>> 16;
  out[off + 6] = w >>> 8;
  out[off + 7] = w;
  w = W32[4 + HI];
  out[off + 8] = w >>> 24;
  out[off + 9] = w >>> 16;
  out[off + 10] = w >>> 8;
  out[off + 11] = w;
  w = W32[4 + LO];
  out[off + 12] = w >>> 24;
  out[off + 13] = w >>> 16;
  out[off + 14] = w >>> 8;
  out[off + 15] = w;
  w = W32[2 + HI];
  out[off + 16] = w >>> 24;
  out[off + 17] = w >>> 16;
  out[off + 18] = w >>> 8;
  out[off + 19] = w;
  w = W32[2 + LO];
  out[off + 20] = w >>> 24;
  out[off + 21] = w >>> 16;
  out[off + 22] = w >>> 8;
  out[off + 23] = w;
  w = W32[HI];
  out[off + 24] = w >>> 24;
  out[off + 25] = w >>> 16;
  out[off + 26] = w >>> 8;
  out[off + 27] = w;
  w = W32[LO];
  out[off + 28] = w >>> 24;
  out[off + 29] = w >>> 16;
  out[off + 30] = w >>> 8;
  out[off + 31] = w;
}

// ---------------------------------------------------------------------------------------------
// Normalization and predicates.

/**
 * Normalizes r. On input, r has magnitude ≤ 32 (limbs ≤ 64·(2^52−1)). Performs a full reduction
 * mod p. On output, r has the same value mod p, in [0, p), with canonical limbs. Constant time.
 */
export function normalize(r: Fe): void {
  let t0 = r[0],
    t1 = r[1],
    t2 = r[2],
    t3 = r[3],
    t4 = r[4];

  // Reduce t4 at the start so there will be at most a single carry from the first pass.
  let x = BigInt.asUintN(64, t4 >> 48n);
  t4 = BigInt.asUintN(64, t4 & M48);

  // The first pass ensures the magnitude is 1, ...
  t0 = BigInt.asUintN(64, t0 + BigInt.asUintN(64, x * R256));
  t1 = BigInt.asUintN(64, t1 + BigInt.asUintN(64, t0 >> 52n));
  t0 = BigInt.asUintN(64, t0 & M52);
  t2 = BigInt.asUintN(64, t2 + BigInt.asUintN(64, t1 >> 52n));
  t1 = BigInt.asUintN(64, t1 & M52);
  let m = t1;
  t3 = BigInt.asUintN(64, t3 + BigInt.asUintN(64, t2 >> 52n));
  t2 = BigInt.asUintN(64, t2 & M52);
  m = BigInt.asUintN(64, m & t2);
  t4 = BigInt.asUintN(64, t4 + BigInt.asUintN(64, t3 >> 52n));
  t3 = BigInt.asUintN(64, t3 & M52);
  m = BigInt.asUintN(64, m & t3);

  // ... except for a possible carry at bit 48 of t4 (i.e. bit 256 of the field element): t4 < 2^49.
  // At most one final reduction is needed: x = 1 iff the value is ≥ p. Branch-free:
  // (t4 + 1) >> 48 is 1 for t4 = 2^48−1 (and for t4 ≥ 2^48, when t4 >> 48 already makes x = 1),
  // (m + 1) >> 52 is 1 iff m = 2^52−1, (t0 + 0x1000003D1) >> 52 is 1 iff t0 ≥ P0.
  x = BigInt.asUintN(
    64,
    BigInt.asUintN(64, t4 >> 48n) |
      BigInt.asUintN(
        64,
        BigInt.asUintN(
          64,
          BigInt.asUintN(64, BigInt.asUintN(64, t4 + 1n) >> 48n) &
            BigInt.asUintN(64, BigInt.asUintN(64, m + 1n) >> 52n),
        ) & BigInt.asUintN(64, BigInt.asUintN(64, t0 + R256) >> 52n),
      ),
  );

  // Apply the final reduction (for constant-time behaviour, always).
  t0 = BigInt.asUintN(64, t0 + BigInt.asUintN(64, x * R256));
  t1 = BigInt.asUintN(64, t1 + BigInt.asUintN(64, t0 >> 52n));
  t0 = BigInt.asUintN(64, t0 & M52);
  t2 = BigInt.asUintN(64, t2 + BigInt.asUintN(64, t1 >> 52n));
  t1 = BigInt.asUintN(64, t1 & M52);
  t3 = BigInt.asUintN(64, t3 + BigInt.asUintN(64, t2 >> 52n));
  t2 = BigInt.asUintN(64, t2 & M52);
  t4 = BigInt.asUintN(64, t4 + BigInt.asUintN(64, t3 >> 52n));
  t3 = BigInt.asUintN(64, t3 & M52);

  // If t4 didn't carry to bit 48 already, it did in the final reduction; mask off that 2^256.
  r[0] = t0;
  r[1] = t1;
  r[2] = t2;
  r[3] = t3;
  r[4] = BigInt.asUintN(64, t4 & M48);
}

/**
 * Weakly normalizes r. On input, r has magnitude ≤ 32. Performs one carry pass with the top
 * folded back. On output, r has the same value, magnitude 1 (limbs 0..3 < 2^52, limb 4 < 2^49),
 * possibly ≥ p.
 */
export function normalizeWeak(r: Fe): void {
  let t0 = r[0],
    t1 = r[1],
    t2 = r[2],
    t3 = r[3],
    t4 = r[4];

  // Reduce t4 at the start so there will be at most a single carry from the first pass.
  const x = BigInt.asUintN(64, t4 >> 48n);
  t4 = BigInt.asUintN(64, t4 & M48);

  // The first pass ensures the magnitude is 1, except for a possible carry at bit 48 of t4.
  t0 = BigInt.asUintN(64, t0 + BigInt.asUintN(64, x * R256));
  t1 = BigInt.asUintN(64, t1 + BigInt.asUintN(64, t0 >> 52n));
  t2 = BigInt.asUintN(64, t2 + BigInt.asUintN(64, t1 >> 52n));
  t3 = BigInt.asUintN(64, t3 + BigInt.asUintN(64, t2 >> 52n));
  r[0] = BigInt.asUintN(64, t0 & M52);
  r[1] = BigInt.asUintN(64, t1 & M52);
  r[2] = BigInt.asUintN(64, t2 & M52);
  r[3] = BigInt.asUintN(64, t3 & M52);
  r[4] = BigInt.asUintN(64, t4 + BigInt.asUintN(64, t3 >> 52n));
}

/** As {@link normalize}, but variable time (branches on whether the final reduction is needed). */
export function normalizeVar(r: Fe): void {
  let t0 = r[0],
    t1 = r[1],
    t2 = r[2],
    t3 = r[3],
    t4 = r[4];

  let x = BigInt.asUintN(64, t4 >> 48n);
  t4 = BigInt.asUintN(64, t4 & M48);

  t0 = BigInt.asUintN(64, t0 + BigInt.asUintN(64, x * R256));
  t1 = BigInt.asUintN(64, t1 + BigInt.asUintN(64, t0 >> 52n));
  t0 = BigInt.asUintN(64, t0 & M52);
  t2 = BigInt.asUintN(64, t2 + BigInt.asUintN(64, t1 >> 52n));
  t1 = BigInt.asUintN(64, t1 & M52);
  let m = t1;
  t3 = BigInt.asUintN(64, t3 + BigInt.asUintN(64, t2 >> 52n));
  t2 = BigInt.asUintN(64, t2 & M52);
  m = BigInt.asUintN(64, m & t2);
  t4 = BigInt.asUintN(64, t4 + BigInt.asUintN(64, t3 >> 52n));
  t3 = BigInt.asUintN(64, t3 & M52);
  m = BigInt.asUintN(64, m & t3);

  // t4 < 2^49; the value is ≥ p iff t4 ≥ 2^48 or (t4 = 2^48−1, m = 2^52−1 and t0 ≥ P0).
  x = BigInt.asUintN(64, t4 >> 48n);
  if (x !== 0n || (t4 === M48 && m === M52 && t0 >= P0)) {
    t0 = BigInt.asUintN(64, t0 + R256);
    t1 = BigInt.asUintN(64, t1 + BigInt.asUintN(64, t0 >> 52n));
    t0 = BigInt.asUintN(64, t0 & M52);
    t2 = BigInt.asUintN(64, t2 + BigInt.asUintN(64, t1 >> 52n));
    t1 = BigInt.asUintN(64, t1 & M52);
    t3 = BigInt.asUintN(64, t3 + BigInt.asUintN(64, t2 >> 52n));
    t2 = BigInt.asUintN(64, t2 & M52);
    t4 = BigInt.asUintN(64, t4 + BigInt.asUintN(64, t3 >> 52n));
    t3 = BigInt.asUintN(64, t3 & M52);
    // t4 carried to bit 48 now; mask off that multiple of 2^256.
    t4 = BigInt.asUintN(64, t4 & M48);
  }

  r[0] = t0;
  r[1] = t1;
  r[2] = t2;
  r[3] = t3;
  r[4] = t4;
}

/**
 * Whether r ≡ 0 (mod p). On input, r has magnitude ≤ 32; r is not modified. Constant time.
 */
export function normalizesToZero(r: Fe): boolean {
  let t0 = r[0],
    t1 = r[1],
    t2 = r[2],
    t3 = r[3],
    t4 = r[4];

  // Reduce t4 at the start so there will be at most a single carry from the first pass.
  const x = BigInt.asUintN(64, t4 >> 48n);
  t4 = BigInt.asUintN(64, t4 & M48);

  // The first pass ensures the magnitude is 1 (t4 < 2^49). z0 tracks a possible raw value of 0,
  // z1 a possible raw value of p (then every bit of z1 is set).
  t0 = BigInt.asUintN(64, t0 + BigInt.asUintN(64, x * R256));
  t1 = BigInt.asUintN(64, t1 + BigInt.asUintN(64, t0 >> 52n));
  t0 = BigInt.asUintN(64, t0 & M52);
  let z0 = t0;
  let z1 = BigInt.asUintN(64, t0 ^ 0x1000003d0n);
  t2 = BigInt.asUintN(64, t2 + BigInt.asUintN(64, t1 >> 52n));
  t1 = BigInt.asUintN(64, t1 & M52);
  z0 = BigInt.asUintN(64, z0 | t1);
  z1 = BigInt.asUintN(64, z1 & t1);
  t3 = BigInt.asUintN(64, t3 + BigInt.asUintN(64, t2 >> 52n));
  t2 = BigInt.asUintN(64, t2 & M52);
  z0 = BigInt.asUintN(64, z0 | t2);
  z1 = BigInt.asUintN(64, z1 & t2);
  t4 = BigInt.asUintN(64, t4 + BigInt.asUintN(64, t3 >> 52n));
  t3 = BigInt.asUintN(64, t3 & M52);
  z0 = BigInt.asUintN(64, z0 | t3);
  z1 = BigInt.asUintN(64, z1 & t3);
  z0 = BigInt.asUintN(64, z0 | t4);
  z1 = BigInt.asUintN(64, z1 & BigInt.asUintN(64, t4 ^ 0xf000000000000n));

  // z0 < 2^52 and z1 ≤ 2^52−1: (z0 − 1) >> 63 is 1 iff z0 = 0, (z1 + 1) >> 52 is 1 iff z1 = 2^52−1.
  const zero = BigInt.asUintN(
    64,
    BigInt.asUintN(64, BigInt.asUintN(64, z0 - 1n) >> 63n) |
      BigInt.asUintN(64, BigInt.asUintN(64, z1 + 1n) >> 52n),
  );
  return zero !== 0n;
}

/** As {@link normalizesToZero}, but variable time (returns early for most nonzero inputs). */
export function normalizesToZeroVar(r: Fe): boolean {
  let t0 = r[0];
  let t4 = r[4];

  // Reduce t4 at the start so there will be at most a single carry from the first pass.
  const x = BigInt.asUintN(64, t4 >> 48n);

  // The first pass ensures the magnitude is 1, ...
  t0 = BigInt.asUintN(64, t0 + BigInt.asUintN(64, x * R256));

  // z0 tracks a possible raw value of 0, z1 tracks a possible raw value of p.
  let z0 = BigInt.asUintN(64, t0 & M52);
  let z1 = BigInt.asUintN(64, z0 ^ 0x1000003d0n);

  // Fast return path should catch the majority of cases.
  if (z0 !== 0n && z1 !== M52) return false;

  let t1 = r[1],
    t2 = r[2],
    t3 = r[3];
  t4 = BigInt.asUintN(64, t4 & M48);

  t1 = BigInt.asUintN(64, t1 + BigInt.asUintN(64, t0 >> 52n));
  t2 = BigInt.asUintN(64, t2 + BigInt.asUintN(64, t1 >> 52n));
  t1 = BigInt.asUintN(64, t1 & M52);
  z0 = BigInt.asUintN(64, z0 | t1);
  z1 = BigInt.asUintN(64, z1 & t1);
  t3 = BigInt.asUintN(64, t3 + BigInt.asUintN(64, t2 >> 52n));
  t2 = BigInt.asUintN(64, t2 & M52);
  z0 = BigInt.asUintN(64, z0 | t2);
  z1 = BigInt.asUintN(64, z1 & t2);
  t4 = BigInt.asUintN(64, t4 + BigInt.asUintN(64, t3 >> 52n));
  t3 = BigInt.asUintN(64, t3 & M52);
  z0 = BigInt.asUintN(64, z0 | t3);
  z1 = BigInt.asUintN(64, z1 & t3);
  z0 = BigInt.asUintN(64, z0 | t4);
  z1 = BigInt.asUintN(64, z1 & BigInt.asUintN(64, t4 ^ 0xf000000000000n));

  return z0 === 0n || z1 === M52;
}

/** Whether a is zero. On input, a is normalized. */
export function isZero(a: Fe): boolean {
  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3],
    a4 = a[4];
  return (
    BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, a0 | a1) | a2) | a3) | a4) ===
    0n
  );
}

/** Whether a is odd. On input, a is normalized. */
export function isOdd(a: Fe): boolean {
  return BigInt.asUintN(64, a[0] & 1n) !== 0n;
}

/**
 * Compares a and b as integers: -1, 0 or 1. On input, a and b are normalized. Variable time.
 */
export function cmpVar(a: Fe, b: Fe): number {
  for (let i = 4; i >= 0; i--) {
    const x = a[i],
      y = b[i];
    if (x > y) return 1;
    if (x < y) return -1;
  }
  return 0;
}

// ---------------------------------------------------------------------------------------------
// Arithmetic.

/**
 * Negates a. On input, a has magnitude ≤ m, with 0 ≤ m ≤ 31; r may be a. Performs
 * r = 2·(m+1)·p − a, limb by limb: each limb of 2·(m+1)·p is at least the largest limb of magnitude m
 * (2·(m+1)·P0 ≥ 2·m·(2^52−1) for m ≤ 31), so no limb goes negative. On output, r has magnitude m + 1.
 */
export function negate(r: Fe, a: Fe, m: number): void {
  const k = BigInt(((m & 31) + 1) << 1); // 2·(m+1)
  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3],
    a4 = a[4];
  r[0] = BigInt.asUintN(64, BigInt.asUintN(64, P0 * k) - a0);
  r[1] = BigInt.asUintN(64, BigInt.asUintN(64, M52 * k) - a1);
  r[2] = BigInt.asUintN(64, BigInt.asUintN(64, M52 * k) - a2);
  r[3] = BigInt.asUintN(64, BigInt.asUintN(64, M52 * k) - a3);
  r[4] = BigInt.asUintN(64, BigInt.asUintN(64, M48 * k) - a4);
}

/**
 * Multiplies r by a small integer. On input, a is an integer in [0, 32] and r has magnitude m with
 * m·a ≤ 32. Performs r = a·r limb by limb (no carries). On output, r has magnitude m·a.
 */
export function mulInt(r: Fe, a: number): void {
  const k = BigInt(a & 63);
  r[0] = BigInt.asUintN(64, r[0] * k);
  r[1] = BigInt.asUintN(64, r[1] * k);
  r[2] = BigInt.asUintN(64, r[2] * k);
  r[3] = BigInt.asUintN(64, r[3] * k);
  r[4] = BigInt.asUintN(64, r[4] * k);
}

/**
 * Adds a to r. On input, r and a have magnitudes m1 and m2 with m1 + m2 ≤ 32; a may be r.
 * Performs r = r + a limb by limb (no carries). On output, r has magnitude m1 + m2.
 */
export function add(r: Fe, a: Fe): void {
  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3],
    a4 = a[4];
  r[0] = BigInt.asUintN(64, r[0] + a0);
  r[1] = BigInt.asUintN(64, r[1] + a1);
  r[2] = BigInt.asUintN(64, r[2] + a2);
  r[3] = BigInt.asUintN(64, r[3] + a3);
  r[4] = BigInt.asUintN(64, r[4] + a4);
}

/**
 * Adds a small integer to r. On input, a is an integer in [0, 0x7FFF] and r has magnitude ≤ 31.
 * Performs r = r + a (into limb 0). On output, r's magnitude has grown by 1.
 */
export function addInt(r: Fe, a: number): void {
  r[0] = BigInt.asUintN(64, r[0] + BigInt(a & 0x7fff));
}

/**
 * Multiplies two field elements. On input, a and b have magnitude ≤ 8 (limbs 0..3 < 2^56, limb 4
 * < 2^52); r may be a and/or b, and a may be b. Performs r = a·b mod p. On output, r has magnitude 1
 * (limbs 0..2 < 2^52, limb 3 < 2^52 + 2^37, limb 4 < 2^48) and is not normalized.
 */
export function mul(r: Fe, a: Fe, b: Fe): void {
  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3],
    a4 = a[4];
  const b0 = b[0],
    b1 = b[1],
    b2 = b[2],
    b3 = b[3],
    b4 = b[4];
  // 26-bit halves of each limb (x = xl + xh·2^26) and their sums xs = xl + xh, for magnitude ≤ 8:
  // xl < 2^26; xh ≤ (16·(2^52−1)) >> 26 < 2^30 (limb 4: < 2^26); xs < 2^30 + 2^26.
  const a0l = BigInt.asUintN(64, a0 & M26),
    a0h = BigInt.asUintN(64, a0 >> 26n),
    a0s = BigInt.asUintN(64, a0l + a0h);
  const a1l = BigInt.asUintN(64, a1 & M26),
    a1h = BigInt.asUintN(64, a1 >> 26n),
    a1s = BigInt.asUintN(64, a1l + a1h);
  const a2l = BigInt.asUintN(64, a2 & M26),
    a2h = BigInt.asUintN(64, a2 >> 26n),
    a2s = BigInt.asUintN(64, a2l + a2h);
  const a3l = BigInt.asUintN(64, a3 & M26),
    a3h = BigInt.asUintN(64, a3 >> 26n),
    a3s = BigInt.asUintN(64, a3l + a3h);
  const a4l = BigInt.asUintN(64, a4 & M26),
    a4h = BigInt.asUintN(64, a4 >> 26n),
    a4s = BigInt.asUintN(64, a4l + a4h);
  const b0l = BigInt.asUintN(64, b0 & M26),
    b0h = BigInt.asUintN(64, b0 >> 26n),
    b0s = BigInt.asUintN(64, b0l + b0h);
  const b1l = BigInt.asUintN(64, b1 & M26),
    b1h = BigInt.asUintN(64, b1 >> 26n),
    b1s = BigInt.asUintN(64, b1l + b1h);
  const b2l = BigInt.asUintN(64, b2 & M26),
    b2h = BigInt.asUintN(64, b2 >> 26n),
    b2s = BigInt.asUintN(64, b2l + b2h);
  const b3l = BigInt.asUintN(64, b3 & M26),
    b3h = BigInt.asUintN(64, b3 >> 26n),
    b3s = BigInt.asUintN(64, b3l + b3h);
  const b4l = BigInt.asUintN(64, b4 & M26),
    b4h = BigInt.asUintN(64, b4 >> 26n),
    b4s = BigInt.asUintN(64, b4l + b4h);

  // Column k of the 5x5 limb product, p_k = Σ_{i+j=k} a_i·b_j, is L_k + (S_k − L_k − H_k)·2^26 + H_k·2^52
  // with L_k = Σ al·bl, H_k = Σ ah·bh, S_k = Σ as·bs (Karatsuba per limb pair: 3 products, not 4).
  // Bounds are the column sums of the largest halves above; every one is < 2^64, so no sum wraps.
  const L0 = BigInt.asUintN(64, a0l * b0l); // < 2^52.00
  const H0 = BigInt.asUintN(64, a0h * b0h); // < 2^60.00
  const S0 = BigInt.asUintN(64, a0s * b0s); // < 2^60.18
  const L1 = BigInt.asUintN(64, a0l * b1l + a1l * b0l); // < 2^53.00
  const H1 = BigInt.asUintN(64, a0h * b1h + a1h * b0h); // < 2^61.00
  const S1 = BigInt.asUintN(64, a0s * b1s + a1s * b0s); // < 2^61.18
  const L2 = BigInt.asUintN(64, a0l * b2l + a1l * b1l + a2l * b0l); // < 2^53.59
  const H2 = BigInt.asUintN(64, a0h * b2h + a1h * b1h + a2h * b0h); // < 2^61.59
  const S2 = BigInt.asUintN(64, a0s * b2s + a1s * b1s + a2s * b0s); // < 2^61.76
  const L3 = BigInt.asUintN(64, a0l * b3l + a1l * b2l + a2l * b1l + a3l * b0l); // < 2^54.00
  const H3 = BigInt.asUintN(64, a0h * b3h + a1h * b2h + a2h * b1h + a3h * b0h); // < 2^62.00
  const S3 = BigInt.asUintN(64, a0s * b3s + a1s * b2s + a2s * b1s + a3s * b0s); // < 2^62.18
  const L4 = BigInt.asUintN(64, a0l * b4l + a1l * b3l + a2l * b2l + a3l * b1l + a4l * b0l); // < 2^54.33
  const H4 = BigInt.asUintN(64, a0h * b4h + a1h * b3h + a2h * b2h + a3h * b1h + a4h * b0h); // < 2^61.65
  const S4 = BigInt.asUintN(64, a0s * b4s + a1s * b3s + a2s * b2s + a3s * b1s + a4s * b0s); // < 2^61.87
  const L5 = BigInt.asUintN(64, a1l * b4l + a2l * b3l + a3l * b2l + a4l * b1l); // < 2^54.00
  const H5 = BigInt.asUintN(64, a1h * b4h + a2h * b3h + a3h * b2h + a4h * b1h); // < 2^61.09
  const S5 = BigInt.asUintN(64, a1s * b4s + a2s * b3s + a3s * b2s + a4s * b1s); // < 2^61.34
  const L6 = BigInt.asUintN(64, a2l * b4l + a3l * b3l + a4l * b2l); // < 2^53.59
  const H6 = BigInt.asUintN(64, a2h * b4h + a3h * b3h + a4h * b2h); // < 2^60.17
  const S6 = BigInt.asUintN(64, a2s * b4s + a3s * b3s + a4s * b2s); // < 2^60.48
  const L7 = BigInt.asUintN(64, a3l * b4l + a4l * b3l); // < 2^53.00
  const H7 = BigInt.asUintN(64, a3h * b4h + a4h * b3h); // < 2^57.00
  const S7 = BigInt.asUintN(64, a3s * b4s + a4s * b3s); // < 2^58.09
  const L8 = BigInt.asUintN(64, a4l * b4l); // < 2^52.00
  const H8 = BigInt.asUintN(64, a4h * b4h); // < 2^52.00
  const S8 = BigInt.asUintN(64, a4s * b4s); // < 2^54.00

  // The product as 19 columns of weight 2^(26j): c_2k = L_k + H_(k−1), c_2k+1 = S_k − L_k − H_k
  // (= Σ al·bh + ah·bl, exact: the true value is < 2^64 and the subtraction is mod 2^64).
  const c0 = L0; // < 2^52.00
  const c1 = BigInt.asUintN(64, BigInt.asUintN(64, S0 - L0) - H0); // < 2^57.00
  const c2 = BigInt.asUintN(64, L1 + H0); // < 2^60.02
  const c3 = BigInt.asUintN(64, BigInt.asUintN(64, S1 - L1) - H1); // < 2^58.00
  const c4 = BigInt.asUintN(64, L2 + H1); // < 2^61.01
  const c5 = BigInt.asUintN(64, BigInt.asUintN(64, S2 - L2) - H2); // < 2^58.59
  const c6 = BigInt.asUintN(64, L3 + H2); // < 2^61.60
  const c7 = BigInt.asUintN(64, BigInt.asUintN(64, S3 - L3) - H3); // < 2^59.00
  const c8 = BigInt.asUintN(64, L4 + H3); // < 2^62.01
  const c9 = BigInt.asUintN(64, BigInt.asUintN(64, S4 - L4) - H4); // < 2^59.03
  const c10 = BigInt.asUintN(64, L5 + H4); // < 2^61.66
  const c11 = BigInt.asUintN(64, BigInt.asUintN(64, S5 - L5) - H5); // < 2^58.62
  const c12 = BigInt.asUintN(64, L6 + H5); // < 2^61.10
  const c13 = BigInt.asUintN(64, BigInt.asUintN(64, S6 - L6) - H6); // < 2^58.05
  const c14 = BigInt.asUintN(64, L7 + H6); // < 2^60.18
  const c15 = BigInt.asUintN(64, BigInt.asUintN(64, S7 - L7) - H7); // < 2^57.09
  const c16 = BigInt.asUintN(64, L8 + H7); // < 2^57.05
  const c17 = BigInt.asUintN(64, BigInt.asUintN(64, S8 - L8) - H8); // < 2^53.00
  const c18 = H8; // < 2^52.00

  // Reduction. 2^260 ≡ R = 0x1000003D10 (mod p), so a column of weight 2^(260+26i) folds to weight
  // 2^(26i) after multiplying by R (37 bits). First carry c10..c18 into 26-bit digits u_j (and a top
  // carry d of weight 2^494); each folds as f_j = u_j·R ≤ (2^26−1)·R < 2^62.01 at weight 2^(26(j−10)).
  let d = c10;
  let u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^35.66
  const f10 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c11); // < 2^58.62
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^32.62
  const f11 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c12); // < 2^61.10
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^35.10
  const f12 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c13); // < 2^58.05
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^32.05
  const f13 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c14); // < 2^60.18
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^34.18
  const f14 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c15); // < 2^57.09
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^31.09
  const f15 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c16); // < 2^57.05
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^31.05
  const f16 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c17); // < 2^53.01
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^27.01
  const f17 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c18); // < 2^52.01
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // ≤ 2^26
  const f18 = BigInt.asUintN(64, u * R);
  // d has weight 2^494 = 2^260·2^234, so it folds to weight 2^234 (= 2^(26·9)) as d·R ≤ 2^26·R < 2^62.01.
  const f19 = BigInt.asUintN(64, d * R);

  // Now value ≡ Σ_{j<10} t_j·2^(26j) with t_j = c_j + f_(j+10) < 2^63.01. Carry it into 26-bit digits g_j,
  // positions 6..9 first (as libsecp256k1 does limbs 3 and 4 first) so that the part at and above 2^256
  // (x, above the 22 bits of g9) is known before position 0 and is folded into it in the same pass
  // (2^256 ≡ 0x1000003D1 = 977 + 2^32: x·977 at position 0, x·2^6 at position 1). Limbs are then pairs of
  // digits. One carry of 26 bits per position replaces the 52-bit carry with the odd column split into
  // halves ((o mod 2^26)·2^26 and o >> 26) per limb. mul/sqr are throughput bound here (chained and
  // independent calls time the same), so instructions count more than the length of the carry chain:
  // folding all high columns first in parallel (36-bit digits, R split in two) shortened the chain but
  // measured 5–7% slower (+13% instructions, more spills). With the stores below, mul compiles to 578
  // instructions instead of 586 (about 1.5% faster).
  d = BigInt.asUintN(64, c6 + f16); // < 2^62.82
  const g6 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c7) + f17); // < 2^62.18
  const g7 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c8) + f18); // < 2^63.01
  const g8 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c9) + f19); // < 2^62.18
  // Limb 4 keeps 48 bits: g8 and the low 22 bits of position 9; x = the rest < 2^40.18.
  const r4 = BigInt.asUintN(64, g8 | BigInt.asUintN(64, BigInt.asUintN(64, d & M22) << 26n));
  const x = BigInt.asUintN(64, d >> 22n);
  // Position 0: c0 + f10 + x·977 < 2^62.01 + 2^50.11; position 1 adds x·2^6 < 2^46.18.
  d = BigInt.asUintN(64, BigInt.asUintN(64, c0 + f10) + BigInt.asUintN(64, x * 0x3d1n)); // < 2^62.01
  const g0 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(
    64,
    BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c1) + f11) +
      BigInt.asUintN(64, x << 6n),
  ); // < 2^62.05
  const g1 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c2) + f12); // < 2^62.33
  const g2 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c3) + f13); // < 2^62.09
  const g3 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c4) + f14); // < 2^62.59
  const g4 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c5) + f15); // < 2^62.13
  const g5 = BigInt.asUintN(64, d & M26);
  // Limb 3 takes the last carry d >> 26 < 2^36.13 without propagating it: < 2^52 + 2^36.13 ≤ 2^52 + 2^37,
  // and limbs 0, 1, 2 < 2^52, limb 4 < 2^48: magnitude 1.
  // Every limb is computed before the first store: an expression evaluated between two stores into r
  // makes TurboFan check r's map, length and data pointer again (8 instructions per store).
  const r0 = BigInt.asUintN(64, g0 | BigInt.asUintN(64, g1 << 26n));
  const r1 = BigInt.asUintN(64, g2 | BigInt.asUintN(64, g3 << 26n));
  const r2 = BigInt.asUintN(64, g4 | BigInt.asUintN(64, g5 << 26n));
  const r3 = BigInt.asUintN(
    64,
    BigInt.asUintN(64, g6 | BigInt.asUintN(64, g7 << 26n)) + BigInt.asUintN(64, d >> 26n),
  );
  r[0] = r0;
  r[1] = r1;
  r[2] = r2;
  r[3] = r3;
  r[4] = r4;
}

/**
 * Squares a field element. On input, a has magnitude ≤ 8; r may be a. Performs r = a² mod p
 * (as {@link mul}, with the symmetric products computed once and doubled). On output, r has
 * magnitude 1 and is not normalized.
 */
export function sqr(r: Fe, a: Fe): void {
  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3],
    a4 = a[4];
  // 26-bit halves of each limb (x = xl + xh·2^26) and their sums xs = xl + xh, for magnitude ≤ 8:
  // xl < 2^26; xh ≤ (16·(2^52−1)) >> 26 < 2^30 (limb 4: < 2^26); xs < 2^30 + 2^26.
  const a0l = BigInt.asUintN(64, a0 & M26),
    a0h = BigInt.asUintN(64, a0 >> 26n),
    a0s = BigInt.asUintN(64, a0l + a0h);
  const a1l = BigInt.asUintN(64, a1 & M26),
    a1h = BigInt.asUintN(64, a1 >> 26n),
    a1s = BigInt.asUintN(64, a1l + a1h);
  const a2l = BigInt.asUintN(64, a2 & M26),
    a2h = BigInt.asUintN(64, a2 >> 26n),
    a2s = BigInt.asUintN(64, a2l + a2h);
  const a3l = BigInt.asUintN(64, a3 & M26),
    a3h = BigInt.asUintN(64, a3 >> 26n),
    a3s = BigInt.asUintN(64, a3l + a3h);
  const a4l = BigInt.asUintN(64, a4 & M26),
    a4h = BigInt.asUintN(64, a4 >> 26n),
    a4s = BigInt.asUintN(64, a4l + a4h);

  // a² = Σ_i a_i²·2^(104i) + Σ_(i<j) 2·a_i·a_j·2^(52(i+j)). Squares: a_i² = ll_i + 2·lh_i·2^26 + hh_i·2^52
  // with ll = al², lh = al·ah, hh = ah² (3 products, no Karatsuba needed: the middle term is one product).
  // Cross terms, Karatsuba per limb pair, column k: LX_k = Σ_(i<j, i+j=k) al_i·al_j, HX_k (ah), SX_k (as),
  // undoubled; a cross limb product is LX + (SX − LX − HX)·2^26 + HX·2^52. The doubling is applied once
  // per column, to the sum of its cross terms, not per product or per L/H/S sum (45 products as before,
  // 8 fewer additions and shifts, and fewer values live at once: sqr compiles to 384 instructions
  // instead of 418 and measured 40.3 instead of 43.5 ns, −7%, min of 60 interleaved rounds in one
  // process, Node 20, on a loaded 2-vCPU machine). Bounds: sums of the largest halves; column bounds
  // as in mul.
  const ll0 = BigInt.asUintN(64, a0l * a0l); // < 2^52
  const lh0 = BigInt.asUintN(64, a0l * a0h); // < 2^56
  const hh0 = BigInt.asUintN(64, a0h * a0h); // < 2^60
  const ll1 = BigInt.asUintN(64, a1l * a1l); // < 2^52
  const lh1 = BigInt.asUintN(64, a1l * a1h); // < 2^56
  const hh1 = BigInt.asUintN(64, a1h * a1h); // < 2^60
  const ll2 = BigInt.asUintN(64, a2l * a2l); // < 2^52
  const lh2 = BigInt.asUintN(64, a2l * a2h); // < 2^56
  const hh2 = BigInt.asUintN(64, a2h * a2h); // < 2^60
  const ll3 = BigInt.asUintN(64, a3l * a3l); // < 2^52
  const lh3 = BigInt.asUintN(64, a3l * a3h); // < 2^56
  const hh3 = BigInt.asUintN(64, a3h * a3h); // < 2^60
  const ll4 = BigInt.asUintN(64, a4l * a4l); // < 2^52
  const lh4 = BigInt.asUintN(64, a4l * a4h); // < 2^52
  const hh4 = BigInt.asUintN(64, a4h * a4h); // < 2^52
  const LX1 = BigInt.asUintN(64, a0l * a1l); // < 2^52.00
  const HX1 = BigInt.asUintN(64, a0h * a1h); // < 2^60.00
  const SX1 = BigInt.asUintN(64, a0s * a1s); // < 2^60.17
  const LX2 = BigInt.asUintN(64, a0l * a2l); // < 2^52.00
  const HX2 = BigInt.asUintN(64, a0h * a2h); // < 2^60.00
  const SX2 = BigInt.asUintN(64, a0s * a2s); // < 2^60.17
  const LX3 = BigInt.asUintN(64, a0l * a3l + a1l * a2l); // < 2^53.00
  const HX3 = BigInt.asUintN(64, a0h * a3h + a1h * a2h); // < 2^61.00
  const SX3 = BigInt.asUintN(64, a0s * a3s + a1s * a2s); // < 2^61.17
  const LX4 = BigInt.asUintN(64, a0l * a4l + a1l * a3l); // < 2^53.00
  const HX4 = BigInt.asUintN(64, a0h * a4h + a1h * a3h); // < 2^60.09
  const SX4 = BigInt.asUintN(64, a0s * a4s + a1s * a3s); // < 2^60.34
  const LX5 = BigInt.asUintN(64, a1l * a4l + a2l * a3l); // < 2^53.00
  const HX5 = BigInt.asUintN(64, a1h * a4h + a2h * a3h); // < 2^60.09
  const SX5 = BigInt.asUintN(64, a1s * a4s + a2s * a3s); // < 2^60.34
  const LX6 = BigInt.asUintN(64, a2l * a4l); // < 2^52.00
  const HX6 = BigInt.asUintN(64, a2h * a4h); // < 2^56.00
  const SX6 = BigInt.asUintN(64, a2s * a4s); // < 2^57.09
  const LX7 = BigInt.asUintN(64, a3l * a4l); // < 2^52.00
  const HX7 = BigInt.asUintN(64, a3h * a4h); // < 2^56.00
  const SX7 = BigInt.asUintN(64, a3s * a4s); // < 2^57.09

  // The square as 19 columns of weight 2^(26j): c_2k = 2·(LX_k + HX_(k−1)) + ll_(k/2) + hh_((k−1)/2) (the
  // squares where the index is whole), c_2k+1 = 2·(SX_k − LX_k − HX_k + lh_(k/2)) (exact: the true
  // value is < 2^64 and the subtraction is mod 2^64). Same values, so same bounds, as in mul.
  const c0 = ll0; // < 2^52.00
  const c1 = BigInt.asUintN(64, lh0 << 1n); // < 2^57.00
  const c2 = BigInt.asUintN(64, BigInt.asUintN(64, LX1 << 1n) + hh0); // < 2^60.02
  const c3 = BigInt.asUintN(
    64,
    BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, SX1 - LX1) - HX1) << 1n),
  ); // < 2^58.00
  const c4 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, LX2 + HX1) << 1n) + ll1); // < 2^61.01
  const c5 = BigInt.asUintN(
    64,
    BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, SX2 - LX2) - HX2) + lh1) << 1n,
  ); // < 2^58.59
  const c6 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, LX3 + HX2) << 1n) + hh1); // < 2^61.60
  const c7 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, SX3 - LX3) - HX3) << 1n); // < 2^59.00
  const c8 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, LX4 + HX3) << 1n) + ll2); // < 2^62.01
  const c9 = BigInt.asUintN(
    64,
    BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, SX4 - LX4) - HX4) + lh2) << 1n,
  ); // < 2^59.03
  const c10 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, LX5 + HX4) << 1n) + hh2); // < 2^61.66
  const c11 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, SX5 - LX5) - HX5) << 1n); // < 2^58.62
  const c12 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, LX6 + HX5) << 1n) + ll3); // < 2^61.10
  const c13 = BigInt.asUintN(
    64,
    BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, SX6 - LX6) - HX6) + lh3) << 1n,
  ); // < 2^58.05
  const c14 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, LX7 + HX6) << 1n) + hh3); // < 2^60.18
  const c15 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, SX7 - LX7) - HX7) << 1n); // < 2^57.09
  const c16 = BigInt.asUintN(64, BigInt.asUintN(64, HX7 << 1n) + ll4); // < 2^57.05
  const c17 = BigInt.asUintN(64, lh4 << 1n); // < 2^53.00
  const c18 = hh4; // < 2^52.00

  // Reduction. 2^260 ≡ R = 0x1000003D10 (mod p), so a column of weight 2^(260+26i) folds to weight
  // 2^(26i) after multiplying by R (37 bits). First carry c10..c18 into 26-bit digits u_j (and a top
  // carry d of weight 2^494); each folds as f_j = u_j·R ≤ (2^26−1)·R < 2^62.01 at weight 2^(26(j−10)).
  let d = c10;
  let u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^35.66
  const f10 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c11); // < 2^58.62
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^32.62
  const f11 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c12); // < 2^61.10
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^35.10
  const f12 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c13); // < 2^58.05
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^32.05
  const f13 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c14); // < 2^60.18
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^34.18
  const f14 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c15); // < 2^57.09
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^31.09
  const f15 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c16); // < 2^57.05
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^31.05
  const f16 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c17); // < 2^53.01
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // < 2^27.01
  const f17 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + c18); // < 2^52.01
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n); // ≤ 2^26
  const f18 = BigInt.asUintN(64, u * R);
  // d has weight 2^494 = 2^260·2^234, so it folds to weight 2^234 (= 2^(26·9)) as d·R ≤ 2^26·R < 2^62.01.
  const f19 = BigInt.asUintN(64, d * R);

  // Now the same carries as mul's, whose comment gives the method and the bounds (sqr's columns are within
  // mul's). Written out in both: a shared helper would take twenty 64-bit values, which V8 passes to a
  // function it does not inline as heap BigInts (an allocation each).
  d = BigInt.asUintN(64, c6 + f16); // < 2^62.82
  const g6 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c7) + f17); // < 2^62.18
  const g7 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c8) + f18); // < 2^63.01
  const g8 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c9) + f19); // < 2^62.18
  // Limb 4 keeps 48 bits: g8 and the low 22 bits of position 9; x = the rest < 2^40.18.
  const r4 = BigInt.asUintN(64, g8 | BigInt.asUintN(64, BigInt.asUintN(64, d & M22) << 26n));
  const x = BigInt.asUintN(64, d >> 22n);
  // Position 0: c0 + f10 + x·977 < 2^62.01 + 2^50.11; position 1 adds x·2^6 < 2^46.18.
  d = BigInt.asUintN(64, BigInt.asUintN(64, c0 + f10) + BigInt.asUintN(64, x * 0x3d1n)); // < 2^62.01
  const g0 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(
    64,
    BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c1) + f11) +
      BigInt.asUintN(64, x << 6n),
  ); // < 2^62.05
  const g1 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c2) + f12); // < 2^62.33
  const g2 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c3) + f13); // < 2^62.09
  const g3 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c4) + f14); // < 2^62.59
  const g4 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + c5) + f15); // < 2^62.13
  const g5 = BigInt.asUintN(64, d & M26);
  // Limb 3 takes the last carry d >> 26 < 2^36.13 without propagating it: < 2^52 + 2^36.13 ≤ 2^52 + 2^37,
  // and limbs 0, 1, 2 < 2^52, limb 4 < 2^48: magnitude 1.
  // Every limb is computed before the first store: an expression evaluated between two stores into r
  // makes TurboFan check r's map, length and data pointer again (8 instructions per store).
  const r0 = BigInt.asUintN(64, g0 | BigInt.asUintN(64, g1 << 26n));
  const r1 = BigInt.asUintN(64, g2 | BigInt.asUintN(64, g3 << 26n));
  const r2 = BigInt.asUintN(64, g4 | BigInt.asUintN(64, g5 << 26n));
  const r3 = BigInt.asUintN(
    64,
    BigInt.asUintN(64, g6 | BigInt.asUintN(64, g7 << 26n)) + BigInt.asUintN(64, d >> 26n),
  );
  r[0] = r0;
  r[1] = r1;
  r[2] = r2;
  r[3] = r3;
  r[4] = r4;
}

/**
 * Requires a, b and c to have magnitude ≤ 8. Performs r = a·b + c² mod p. r may alias any of a, b
 * and c. On output r has magnitude 2 (in fact within mul's magnitude-1 limb bounds, limb 3 below
 * 2^52 + 2^36.3), not normalized.
 *
 * The 19 column sums of c² (sqr's, names prefixed q, c's limbs e_i) and of a·b (mul's) are added,
 * then reduced once with mul's reduction: about 58 ns against 71 ns for mul, sqr and add (one
 * process, Node 20). Bounds at magnitude 8: each sum u_k is below twice the larger of the two
 * column bounds (at most 2^63.01, u8), so the 64-bit additions are exact; in the reduction every
 * intermediate stays below 2^64 (the largest, position 8 with f18 and the carry, 2^63.59; the top
 * carry is below 2^27, so f19 < 2^63.01; x < 2^41.2), and the last carry into limb 3 is below
 * 2^36.3. Written out: the column code of sqr and mul appears here again, as mul's tail in sqr.
 */
export function mulAddSqr(r: Fe, a: Fe, b: Fe, c: Fe): void {
  const e0 = c[0],
    e1 = c[1],
    e2 = c[2],
    e3 = c[3],
    e4 = c[4];
  const e0l = BigInt.asUintN(64, e0 & M26),
    e0h = BigInt.asUintN(64, e0 >> 26n),
    e0s = BigInt.asUintN(64, e0l + e0h);
  const e1l = BigInt.asUintN(64, e1 & M26),
    e1h = BigInt.asUintN(64, e1 >> 26n),
    e1s = BigInt.asUintN(64, e1l + e1h);
  const e2l = BigInt.asUintN(64, e2 & M26),
    e2h = BigInt.asUintN(64, e2 >> 26n),
    e2s = BigInt.asUintN(64, e2l + e2h);
  const e3l = BigInt.asUintN(64, e3 & M26),
    e3h = BigInt.asUintN(64, e3 >> 26n),
    e3s = BigInt.asUintN(64, e3l + e3h);
  const e4l = BigInt.asUintN(64, e4 & M26),
    e4h = BigInt.asUintN(64, e4 >> 26n),
    e4s = BigInt.asUintN(64, e4l + e4h);

  const qll0 = BigInt.asUintN(64, e0l * e0l); // < 2^52
  const qlh0 = BigInt.asUintN(64, e0l * e0h); // < 2^56
  const qhh0 = BigInt.asUintN(64, e0h * e0h); // < 2^60
  const qll1 = BigInt.asUintN(64, e1l * e1l); // < 2^52
  const qlh1 = BigInt.asUintN(64, e1l * e1h); // < 2^56
  const qhh1 = BigInt.asUintN(64, e1h * e1h); // < 2^60
  const qll2 = BigInt.asUintN(64, e2l * e2l); // < 2^52
  const qlh2 = BigInt.asUintN(64, e2l * e2h); // < 2^56
  const qhh2 = BigInt.asUintN(64, e2h * e2h); // < 2^60
  const qll3 = BigInt.asUintN(64, e3l * e3l); // < 2^52
  const qlh3 = BigInt.asUintN(64, e3l * e3h); // < 2^56
  const qhh3 = BigInt.asUintN(64, e3h * e3h); // < 2^60
  const qll4 = BigInt.asUintN(64, e4l * e4l); // < 2^52
  const qlh4 = BigInt.asUintN(64, e4l * e4h); // < 2^52
  const qhh4 = BigInt.asUintN(64, e4h * e4h); // < 2^52
  const qLX1 = BigInt.asUintN(64, e0l * e1l); // < 2^52.00
  const qHX1 = BigInt.asUintN(64, e0h * e1h); // < 2^60.00
  const qSX1 = BigInt.asUintN(64, e0s * e1s); // < 2^60.17
  const qLX2 = BigInt.asUintN(64, e0l * e2l); // < 2^52.00
  const qHX2 = BigInt.asUintN(64, e0h * e2h); // < 2^60.00
  const qSX2 = BigInt.asUintN(64, e0s * e2s); // < 2^60.17
  const qLX3 = BigInt.asUintN(64, e0l * e3l + e1l * e2l); // < 2^53.00
  const qHX3 = BigInt.asUintN(64, e0h * e3h + e1h * e2h); // < 2^61.00
  const qSX3 = BigInt.asUintN(64, e0s * e3s + e1s * e2s); // < 2^61.17
  const qLX4 = BigInt.asUintN(64, e0l * e4l + e1l * e3l); // < 2^53.00
  const qHX4 = BigInt.asUintN(64, e0h * e4h + e1h * e3h); // < 2^60.09
  const qSX4 = BigInt.asUintN(64, e0s * e4s + e1s * e3s); // < 2^60.34
  const qLX5 = BigInt.asUintN(64, e1l * e4l + e2l * e3l); // < 2^53.00
  const qHX5 = BigInt.asUintN(64, e1h * e4h + e2h * e3h); // < 2^60.09
  const qSX5 = BigInt.asUintN(64, e1s * e4s + e2s * e3s); // < 2^60.34
  const qLX6 = BigInt.asUintN(64, e2l * e4l); // < 2^52.00
  const qHX6 = BigInt.asUintN(64, e2h * e4h); // < 2^56.00
  const qSX6 = BigInt.asUintN(64, e2s * e4s); // < 2^57.09
  const qLX7 = BigInt.asUintN(64, e3l * e4l); // < 2^52.00
  const qHX7 = BigInt.asUintN(64, e3h * e4h); // < 2^56.00
  const qSX7 = BigInt.asUintN(64, e3s * e4s); // < 2^57.09

  const qc0 = qll0; // < 2^52.00
  const qc1 = BigInt.asUintN(64, qlh0 << 1n); // < 2^57.00
  const qc2 = BigInt.asUintN(64, BigInt.asUintN(64, qLX1 << 1n) + qhh0); // < 2^60.02
  const qc3 = BigInt.asUintN(
    64,
    BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qSX1 - qLX1) - qHX1) << 1n),
  ); // < 2^58.00
  const qc4 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qLX2 + qHX1) << 1n) + qll1); // < 2^61.01
  const qc5 = BigInt.asUintN(
    64,
    BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qSX2 - qLX2) - qHX2) + qlh1) << 1n,
  ); // < 2^58.59
  const qc6 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qLX3 + qHX2) << 1n) + qhh1); // < 2^61.60
  const qc7 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qSX3 - qLX3) - qHX3) << 1n); // < 2^59.00
  const qc8 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qLX4 + qHX3) << 1n) + qll2); // < 2^62.01
  const qc9 = BigInt.asUintN(
    64,
    BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qSX4 - qLX4) - qHX4) + qlh2) << 1n,
  ); // < 2^59.03
  const qc10 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qLX5 + qHX4) << 1n) + qhh2); // < 2^61.66
  const qc11 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qSX5 - qLX5) - qHX5) << 1n); // < 2^58.62
  const qc12 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qLX6 + qHX5) << 1n) + qll3); // < 2^61.10
  const qc13 = BigInt.asUintN(
    64,
    BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qSX6 - qLX6) - qHX6) + qlh3) << 1n,
  ); // < 2^58.05
  const qc14 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qLX7 + qHX6) << 1n) + qhh3); // < 2^60.18
  const qc15 = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, qSX7 - qLX7) - qHX7) << 1n); // < 2^57.09
  const qc16 = BigInt.asUintN(64, BigInt.asUintN(64, qHX7 << 1n) + qll4); // < 2^57.05
  const qc17 = BigInt.asUintN(64, qlh4 << 1n); // < 2^53.00
  const qc18 = qhh4; // < 2^52.00

  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3],
    a4 = a[4];
  const b0 = b[0],
    b1 = b[1],
    b2 = b[2],
    b3 = b[3],
    b4 = b[4];
  // 26-bit halves of each limb (x = xl + xh·2^26) and their sums xs = xl + xh, for magnitude ≤ 8:
  // xl < 2^26; xh ≤ (16·(2^52−1)) >> 26 < 2^30 (limb 4: < 2^26); xs < 2^30 + 2^26.
  const a0l = BigInt.asUintN(64, a0 & M26),
    a0h = BigInt.asUintN(64, a0 >> 26n),
    a0s = BigInt.asUintN(64, a0l + a0h);
  const a1l = BigInt.asUintN(64, a1 & M26),
    a1h = BigInt.asUintN(64, a1 >> 26n),
    a1s = BigInt.asUintN(64, a1l + a1h);
  const a2l = BigInt.asUintN(64, a2 & M26),
    a2h = BigInt.asUintN(64, a2 >> 26n),
    a2s = BigInt.asUintN(64, a2l + a2h);
  const a3l = BigInt.asUintN(64, a3 & M26),
    a3h = BigInt.asUintN(64, a3 >> 26n),
    a3s = BigInt.asUintN(64, a3l + a3h);
  const a4l = BigInt.asUintN(64, a4 & M26),
    a4h = BigInt.asUintN(64, a4 >> 26n),
    a4s = BigInt.asUintN(64, a4l + a4h);
  const b0l = BigInt.asUintN(64, b0 & M26),
    b0h = BigInt.asUintN(64, b0 >> 26n),
    b0s = BigInt.asUintN(64, b0l + b0h);
  const b1l = BigInt.asUintN(64, b1 & M26),
    b1h = BigInt.asUintN(64, b1 >> 26n),
    b1s = BigInt.asUintN(64, b1l + b1h);
  const b2l = BigInt.asUintN(64, b2 & M26),
    b2h = BigInt.asUintN(64, b2 >> 26n),
    b2s = BigInt.asUintN(64, b2l + b2h);
  const b3l = BigInt.asUintN(64, b3 & M26),
    b3h = BigInt.asUintN(64, b3 >> 26n),
    b3s = BigInt.asUintN(64, b3l + b3h);
  const b4l = BigInt.asUintN(64, b4 & M26),
    b4h = BigInt.asUintN(64, b4 >> 26n),
    b4s = BigInt.asUintN(64, b4l + b4h);

  // Column k of the 5x5 limb product, p_k = Σ_{i+j=k} a_i·b_j, is L_k + (S_k − L_k − H_k)·2^26 + H_k·2^52
  // with L_k = Σ al·bl, H_k = Σ ah·bh, S_k = Σ as·bs (Karatsuba per limb pair: 3 products, not 4).
  // Bounds are the column sums of the largest halves above; every one is < 2^64, so no sum wraps.
  const L0 = BigInt.asUintN(64, a0l * b0l); // < 2^52.00
  const H0 = BigInt.asUintN(64, a0h * b0h); // < 2^60.00
  const S0 = BigInt.asUintN(64, a0s * b0s); // < 2^60.18
  const L1 = BigInt.asUintN(64, a0l * b1l + a1l * b0l); // < 2^53.00
  const H1 = BigInt.asUintN(64, a0h * b1h + a1h * b0h); // < 2^61.00
  const S1 = BigInt.asUintN(64, a0s * b1s + a1s * b0s); // < 2^61.18
  const L2 = BigInt.asUintN(64, a0l * b2l + a1l * b1l + a2l * b0l); // < 2^53.59
  const H2 = BigInt.asUintN(64, a0h * b2h + a1h * b1h + a2h * b0h); // < 2^61.59
  const S2 = BigInt.asUintN(64, a0s * b2s + a1s * b1s + a2s * b0s); // < 2^61.76
  const L3 = BigInt.asUintN(64, a0l * b3l + a1l * b2l + a2l * b1l + a3l * b0l); // < 2^54.00
  const H3 = BigInt.asUintN(64, a0h * b3h + a1h * b2h + a2h * b1h + a3h * b0h); // < 2^62.00
  const S3 = BigInt.asUintN(64, a0s * b3s + a1s * b2s + a2s * b1s + a3s * b0s); // < 2^62.18
  const L4 = BigInt.asUintN(64, a0l * b4l + a1l * b3l + a2l * b2l + a3l * b1l + a4l * b0l); // < 2^54.33
  const H4 = BigInt.asUintN(64, a0h * b4h + a1h * b3h + a2h * b2h + a3h * b1h + a4h * b0h); // < 2^61.65
  const S4 = BigInt.asUintN(64, a0s * b4s + a1s * b3s + a2s * b2s + a3s * b1s + a4s * b0s); // < 2^61.87
  const L5 = BigInt.asUintN(64, a1l * b4l + a2l * b3l + a3l * b2l + a4l * b1l); // < 2^54.00
  const H5 = BigInt.asUintN(64, a1h * b4h + a2h * b3h + a3h * b2h + a4h * b1h); // < 2^61.09
  const S5 = BigInt.asUintN(64, a1s * b4s + a2s * b3s + a3s * b2s + a4s * b1s); // < 2^61.34
  const L6 = BigInt.asUintN(64, a2l * b4l + a3l * b3l + a4l * b2l); // < 2^53.59
  const H6 = BigInt.asUintN(64, a2h * b4h + a3h * b3h + a4h * b2h); // < 2^60.17
  const S6 = BigInt.asUintN(64, a2s * b4s + a3s * b3s + a4s * b2s); // < 2^60.48
  const L7 = BigInt.asUintN(64, a3l * b4l + a4l * b3l); // < 2^53.00
  const H7 = BigInt.asUintN(64, a3h * b4h + a4h * b3h); // < 2^57.00
  const S7 = BigInt.asUintN(64, a3s * b4s + a4s * b3s); // < 2^58.09
  const L8 = BigInt.asUintN(64, a4l * b4l); // < 2^52.00
  const H8 = BigInt.asUintN(64, a4h * b4h); // < 2^52.00
  const S8 = BigInt.asUintN(64, a4s * b4s); // < 2^54.00

  // The product as 19 columns of weight 2^(26j): c_2k = L_k + H_(k−1), c_2k+1 = S_k − L_k − H_k
  // (= Σ al·bh + ah·bl, exact: the true value is < 2^64 and the subtraction is mod 2^64).
  const c0 = L0; // < 2^52.00
  const c1 = BigInt.asUintN(64, BigInt.asUintN(64, S0 - L0) - H0); // < 2^57.00
  const c2 = BigInt.asUintN(64, L1 + H0); // < 2^60.02
  const c3 = BigInt.asUintN(64, BigInt.asUintN(64, S1 - L1) - H1); // < 2^58.00
  const c4 = BigInt.asUintN(64, L2 + H1); // < 2^61.01
  const c5 = BigInt.asUintN(64, BigInt.asUintN(64, S2 - L2) - H2); // < 2^58.59
  const c6 = BigInt.asUintN(64, L3 + H2); // < 2^61.60
  const c7 = BigInt.asUintN(64, BigInt.asUintN(64, S3 - L3) - H3); // < 2^59.00
  const c8 = BigInt.asUintN(64, L4 + H3); // < 2^62.01
  const c9 = BigInt.asUintN(64, BigInt.asUintN(64, S4 - L4) - H4); // < 2^59.03
  const c10 = BigInt.asUintN(64, L5 + H4); // < 2^61.66
  const c11 = BigInt.asUintN(64, BigInt.asUintN(64, S5 - L5) - H5); // < 2^58.62
  const c12 = BigInt.asUintN(64, L6 + H5); // < 2^61.10
  const c13 = BigInt.asUintN(64, BigInt.asUintN(64, S6 - L6) - H6); // < 2^58.05
  const c14 = BigInt.asUintN(64, L7 + H6); // < 2^60.18
  const c15 = BigInt.asUintN(64, BigInt.asUintN(64, S7 - L7) - H7); // < 2^57.09
  const c16 = BigInt.asUintN(64, L8 + H7); // < 2^57.05
  const c17 = BigInt.asUintN(64, BigInt.asUintN(64, S8 - L8) - H8); // < 2^53.00
  const c18 = H8; // < 2^52.00

  // Column k of a·b + c².
  const u0 = BigInt.asUintN(64, c0 + qc0); // < 2^53.00
  const u1 = BigInt.asUintN(64, c1 + qc1); // < 2^58.00
  const u2 = BigInt.asUintN(64, c2 + qc2); // < 2^61.01
  const u3 = BigInt.asUintN(64, c3 + qc3); // < 2^59.00
  const u4 = BigInt.asUintN(64, c4 + qc4); // < 2^62.01
  const u5 = BigInt.asUintN(64, c5 + qc5); // < 2^59.58
  const u6 = BigInt.asUintN(64, c6 + qc6); // < 2^62.59
  const u7 = BigInt.asUintN(64, c7 + qc7); // < 2^60.00
  const u8 = BigInt.asUintN(64, c8 + qc8); // < 2^63.01
  const u9 = BigInt.asUintN(64, c9 + qc9); // < 2^60.02
  const u10 = BigInt.asUintN(64, c10 + qc10); // < 2^62.65
  const u11 = BigInt.asUintN(64, c11 + qc11); // < 2^59.61
  const u12 = BigInt.asUintN(64, c12 + qc12); // < 2^62.10
  const u13 = BigInt.asUintN(64, c13 + qc13); // < 2^59.04
  const u14 = BigInt.asUintN(64, c14 + qc14); // < 2^61.18
  const u15 = BigInt.asUintN(64, c15 + qc15); // < 2^58.09
  const u16 = BigInt.asUintN(64, c16 + qc16); // < 2^58.04
  const u17 = BigInt.asUintN(64, c17 + qc17); // < 2^54.00
  const u18 = BigInt.asUintN(64, c18 + qc18); // < 2^53.00
  let d = u10;
  let u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n);
  const f10 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + u11);
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n);
  const f11 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + u12);
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n);
  const f12 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + u13);
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n);
  const f13 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + u14);
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n);
  const f14 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + u15);
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n);
  const f15 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + u16);
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n);
  const f16 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + u17);
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n);
  const f17 = BigInt.asUintN(64, u * R);
  d = BigInt.asUintN(64, d + u18);
  u = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, d >> 26n);
  const f18 = BigInt.asUintN(64, u * R);
  const f19 = BigInt.asUintN(64, d * R);

  d = BigInt.asUintN(64, u6 + f16);
  const g6 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + u7) + f17);
  const g7 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + u8) + f18);
  const g8 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + u9) + f19);
  const r4 = BigInt.asUintN(64, g8 | BigInt.asUintN(64, BigInt.asUintN(64, d & M22) << 26n));
  const x = BigInt.asUintN(64, d >> 22n);
  d = BigInt.asUintN(64, BigInt.asUintN(64, u0 + f10) + BigInt.asUintN(64, x * 0x3d1n));
  const g0 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(
    64,
    BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + u1) + f11) +
      BigInt.asUintN(64, x << 6n),
  );
  const g1 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + u2) + f12);
  const g2 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + u3) + f13);
  const g3 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + u4) + f14);
  const g4 = BigInt.asUintN(64, d & M26);
  d = BigInt.asUintN(64, BigInt.asUintN(64, BigInt.asUintN(64, d >> 26n) + u5) + f15);
  const g5 = BigInt.asUintN(64, d & M26);
  const r0 = BigInt.asUintN(64, g0 | BigInt.asUintN(64, g1 << 26n));
  const r1 = BigInt.asUintN(64, g2 | BigInt.asUintN(64, g3 << 26n));
  const r2 = BigInt.asUintN(64, g4 | BigInt.asUintN(64, g5 << 26n));
  const r3 = BigInt.asUintN(
    64,
    BigInt.asUintN(64, g6 | BigInt.asUintN(64, g7 << 26n)) + BigInt.asUintN(64, d >> 26n),
  );
  r[0] = r0;
  r[1] = r1;
  r[2] = r2;
  r[3] = r3;
  r[4] = r4;
}

/**
 * Halves r mod p. On input, r has magnitude m ≤ 31. Performs r = r/2 mod p: adds p when r is odd
 * (through a mask, not a branch), then shifts right by one bit. On output, r has magnitude
 * ⌊m/2⌋ + 1 and is not normalized. Constant time.
 */
export function half(r: Fe): void {
  let t0 = r[0],
    t1 = r[1],
    t2 = r[2],
    t3 = r[3],
    t4 = r[4];
  const mask = BigInt.asUintN(64, BigInt.asUintN(64, 0n - BigInt.asUintN(64, t0 & 1n)) >> 12n); // 0 or 2^52−1

  // Bounds (libsecp256k1's analysis): with C = 2·(2^52−1) and D = 2·(2^48−1), the input limbs are
  // t0..t3 ≤ C·m and t4 ≤ D·m. Adding p (or 0) adds ≤ C/2 to t0..t3 and ≤ D/2 to t4:
  // t0..t3 ≤ C·(m + 1/2), t4 ≤ D·(m + 1/2), far below 2^64 for m ≤ 31.
  t0 = BigInt.asUintN(64, t0 + BigInt.asUintN(64, P0 & mask));
  t1 = BigInt.asUintN(64, t1 + mask);
  t2 = BigInt.asUintN(64, t2 + mask);
  t3 = BigInt.asUintN(64, t3 + mask);
  t4 = BigInt.asUintN(64, t4 + BigInt.asUintN(64, mask >> 4n));

  // t0 is even now. Shifting right and taking the low bit of the next limb gives
  // t0..t3 ≤ C·(m/2 + 1/2), t4 ≤ D·(m/2 + 1/4): magnitude ⌊m/2⌋ + 1 suffices.
  r[0] = BigInt.asUintN(
    64,
    BigInt.asUintN(64, t0 >> 1n) + BigInt.asUintN(64, BigInt.asUintN(64, t1 & 1n) << 51n),
  );
  r[1] = BigInt.asUintN(
    64,
    BigInt.asUintN(64, t1 >> 1n) + BigInt.asUintN(64, BigInt.asUintN(64, t2 & 1n) << 51n),
  );
  r[2] = BigInt.asUintN(
    64,
    BigInt.asUintN(64, t2 >> 1n) + BigInt.asUintN(64, BigInt.asUintN(64, t3 & 1n) << 51n),
  );
  r[3] = BigInt.asUintN(
    64,
    BigInt.asUintN(64, t3 >> 1n) + BigInt.asUintN(64, BigInt.asUintN(64, t4 & 1n) << 51n),
  );
  r[4] = BigInt.asUintN(64, t4 >> 1n);
}

// ---------------------------------------------------------------------------------------------
// Conditional moves and storage.

/**
 * Conditionally copies a into r. On input, flag is 0 or 1; r may be a. Performs r = flag ? a : r
 * with masks (no branch or memory access depends on flag). Constant time.
 */
export function cmov(r: Fe, a: Fe, flag: number): void {
  const f = BigInt(flag & 1);
  const mask1 = BigInt.asUintN(64, 0n - f); // all ones iff flag
  const mask0 = BigInt.asUintN(64, mask1 ^ M64);
  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3],
    a4 = a[4];
  r[0] = BigInt.asUintN(64, BigInt.asUintN(64, r[0] & mask0) | BigInt.asUintN(64, a0 & mask1));
  r[1] = BigInt.asUintN(64, BigInt.asUintN(64, r[1] & mask0) | BigInt.asUintN(64, a1 & mask1));
  r[2] = BigInt.asUintN(64, BigInt.asUintN(64, r[2] & mask0) | BigInt.asUintN(64, a2 & mask1));
  r[3] = BigInt.asUintN(64, BigInt.asUintN(64, r[3] & mask0) | BigInt.asUintN(64, a3 & mask1));
  r[4] = BigInt.asUintN(64, BigInt.asUintN(64, r[4] & mask0) | BigInt.asUintN(64, a4 & mask1));
}

/** Converts normalized a to storage form: four 64-bit words, least significant first. */
export function toStorage(r: FeStorage, a: Fe): void {
  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3],
    a4 = a[4];
  r[0] = BigInt.asUintN(64, a0 | BigInt.asUintN(64, a1 << 52n));
  r[1] = BigInt.asUintN(64, BigInt.asUintN(64, a1 >> 12n) | BigInt.asUintN(64, a2 << 40n));
  r[2] = BigInt.asUintN(64, BigInt.asUintN(64, a2 >> 24n) | BigInt.asUintN(64, a3 << 28n));
  r[3] = BigInt.asUintN(64, BigInt.asUintN(64, a3 >> 36n) | BigInt.asUintN(64, a4 << 16n));
}

/** Converts storage form back to an element. On output, r is normalized. */
export function fromStorage(r: Fe, a: FeStorage): void {
  const w0 = a[0],
    w1 = a[1],
    w2 = a[2],
    w3 = a[3];
  r[0] = BigInt.asUintN(64, w0 & M52);
  r[1] = BigInt.asUintN(
    64,
    BigInt.asUintN(64, w0 >> 52n) | BigInt.asUintN(64, BigInt.asUintN(64, w1 << 12n) & M52),
  );
  r[2] = BigInt.asUintN(
    64,
    BigInt.asUintN(64, w1 >> 40n) | BigInt.asUintN(64, BigInt.asUintN(64, w2 << 24n) & M52),
  );
  r[3] = BigInt.asUintN(
    64,
    BigInt.asUintN(64, w2 >> 28n) | BigInt.asUintN(64, BigInt.asUintN(64, w3 << 36n) & M52),
  );
  r[4] = BigInt.asUintN(64, w3 >> 16n);
}

/** As {@link cmov}, on storage elements. Constant time. */
export function storageCmov(r: FeStorage, a: FeStorage, flag: number): void {
  const f = BigInt(flag & 1);
  const mask1 = BigInt.asUintN(64, 0n - f);
  const mask0 = BigInt.asUintN(64, mask1 ^ M64);
  const a0 = a[0],
    a1 = a[1],
    a2 = a[2],
    a3 = a[3];
  r[0] = BigInt.asUintN(64, BigInt.asUintN(64, r[0] & mask0) | BigInt.asUintN(64, a0 & mask1));
  r[1] = BigInt.asUintN(64, BigInt.asUintN(64, r[1] & mask0) | BigInt.asUintN(64, a1 & mask1));
  r[2] = BigInt.asUintN(64, BigInt.asUintN(64, r[2] & mask0) | BigInt.asUintN(64, a2 & mask1));
  r[3] = BigInt.asUintN(64, BigInt.asUintN(64, r[3] & mask0) | BigInt.asUintN(64, a3 & mask1));
}

// ---------------------------------------------------------------------------------------------
// Conversions for the safegcd inverse, and test/VERIFY helpers.

/**
 * Writes normalized a as ten 26-bit limbs: out[i] in [0, 2^26), value = Σ out[i]·2^(26i), out[9] < 2^22.
 * Limb k of a gives out[2k] (its low 26 bits) and out[2k+1] (its high 26 bits), moved to Numbers
 * through the scratch halves.
 */
export function toSigned26(out: Int32Array, a: Fe): void {
  W64[0] = a[0];
  W64[1] = a[1];
  W64[2] = a[2];
  W64[3] = a[3];
  let lo = W32[LO],
    hi = W32[HI];
  out[0] = lo & 0x3ffffff;
  out[1] = ((lo >>> 26) | (hi << 6)) & 0x3ffffff;
  lo = W32[2 + LO];
  hi = W32[2 + HI];
  out[2] = lo & 0x3ffffff;
  out[3] = ((lo >>> 26) | (hi << 6)) & 0x3ffffff;
  lo = W32[4 + LO];
  hi = W32[4 + HI];
  out[4] = lo & 0x3ffffff;
  out[5] = ((lo >>> 26) | (hi << 6)) & 0x3ffffff;
  lo = W32[6 + LO];
  hi = W32[6 + HI];
  out[6] = lo & 0x3ffffff;
  out[7] = ((lo >>> 26) | (hi << 6)) & 0x3ffffff;
  W64[0] = a[4];
  lo = W32[LO];
  hi = W32[HI];
  out[8] = lo & 0x3ffffff;
  out[9] = ((lo >>> 26) | (hi << 6)) & 0x3ffffff;
}

/**
 * Sets r from ten 26-bit limbs. On input, a[i] in [0, 2^26) and Σ a[i]·2^(26i) < p (the output of the
 * safegcd inverse). Performs r = Σ a[i]·2^(26i). On output, r is normalized.
 */
export function fromSigned26(r: Fe, a: Int32Array): void {
  // Limb k = a[2k] + a[2k+1]·2^26: low 32 bits a[2k] | (a[2k+1] mod 2^6)·2^26, high bits a[2k+1] >> 6.
  W32[LO] = (a[0] | (a[1] << 26)) >>> 0;
  W32[HI] = a[1] >>> 6;
  W32[2 + LO] = (a[2] | (a[3] << 26)) >>> 0;
  W32[2 + HI] = a[3] >>> 6;
  W32[4 + LO] = (a[4] | (a[5] << 26)) >>> 0;
  W32[4 + HI] = a[5] >>> 6;
  W32[6 + LO] = (a[6] | (a[7] << 26)) >>> 0;
  W32[6 + HI] = a[7] >>> 6;
  r[0] = W64[0];
  r[1] = W64[1];
  r[2] = W64[2];
  r[3] = W64[3];
  W32[LO] = (a[8] | (a[9] << 26)) >>> 0;
  W32[HI] = a[9] >>> 6;
  r[4] = W64[0];
}

/**
 * Sets r to the element with the largest limbs magnitude m allows (libsecp256k1's get_bounds):
 * limbs 0..3 = 2·m·(2^52−1), limb 4 = 2·m·(2^48−1). On input, 0 ≤ m ≤ 32.
 */
export function getBounds(r: Fe, m: number): void {
  const k = BigInt(2 * m);
  r[0] = M52 * k;
  r[1] = M52 * k;
  r[2] = M52 * k;
  r[3] = M52 * k;
  r[4] = M48 * k;
}

/**
 * VERIFY helper (libsecp256k1's fe_impl_verify limb checks): whether a's limbs are within the bounds
 * of magnitude m (limbs 0..3 ≤ 2·m·(2^52−1), limb 4 ≤ 2·m·(2^48−1)), or, if normalized, within
 * 2^52−1 / 2^48−1 and the value < p. Allocates.
 */
export function verifyLimbs(a: Fe, m: number, normalized: boolean): boolean {
  const k = normalized ? 1n : 2n * BigInt(m);
  const d0 = a[0],
    d1 = a[1],
    d2 = a[2],
    d3 = a[3],
    d4 = a[4];
  if (d0 > M52 * k || d1 > M52 * k || d2 > M52 * k || d3 > M52 * k || d4 > M48 * k) return false;
  if (normalized && d4 === M48 && (d3 & d2 & d1) === M52 && d0 >= P0) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Chain form: the square root's registers are elements here.

/**
 * A register of the square root's addition chain (see `LimbBackend`): on 5x52 an element itself,
 * since `sqr` and `mul` on BigInt64 lanes are already this backend's fastest products (the 10x26
 * backend runs its chain in eight 32-bit limbs instead).
 */
export type FeChain = Fe;
/** A new chain register: {@link createScratch}. */
export const createChain: () => FeChain = createScratch;
/** r = a (magnitude ≤ 8) as a chain register: {@link copy}. */
export const chainLoad: (r: FeChain, a: Fe) => void = copy;
/** r = a² mod p on chain registers: {@link sqr}. */
export const chainSqr: (r: FeChain, a: FeChain) => void = sqr;
/** r = a·b mod p on chain registers: {@link mul}. */
export const chainMul: (r: FeChain, a: FeChain, b: FeChain) => void = mul;
/** r = a, magnitude 1, for a register last written by chainSqr or chainMul: {@link copy}. */
export const chainStore: (r: Fe, a: FeChain) => void = copy;

/** The limb values of a as one BigInt, Σ a[i]·2^(52i) (tests and VERIFY; allocates). */
export function toBigInt(a: Fe): bigint {
  return a[0] + (a[1] << 52n) + (a[2] << 104n) + (a[3] << 156n) + (a[4] << 208n);
}

/**
 * Compile-time proof that this module implements {@link LimbBackend} (a type only: no runtime code).
 * @internal
 */
export type LimbBackendCheck = AssertLimbBackend<typeof import("./5x52.js")>;
type AssertLimbBackend<T extends LimbBackend<Fe, FeStorage, FeChain>> = T;
