/**
 * Field elements mod p = 2^256 − 2^32 − 977 on the **5x52** backend: libsecp256k1's `field.h`.
 *
 * This file is backend-generic (libsecp256k1's `field_impl.h`): it is written once against the
 * 5x52 limbs, and the build writes `field.10x26.ts` from it with every "5x52" replaced by "10x26"
 * (scripts/gen-backends.mjs), so each backend has its own monomorphic copy. The limb code itself is
 * hand-written per backend in `limbs/5x52.ts` and `limbs/10x26.ts`.
 *
 * ## Contracts
 * Every element carries two implicit properties, as in libsecp256k1:
 * - **magnitude** m in [0, 32]: how far its limbs may exceed a reduced element's (limbs at most
 *   2·m times the normalized limb maximum);
 * - **normalized**: value in [0, p) with canonical limbs (implies magnitude ≤ 1).
 *
 * Each operation states what must hold on input (magnitude bounds, normalization, which arguments
 * may alias), what it computes, and what holds on output. The magnitude algebra: `add` sums
 * magnitudes (≤ 32); `mul`/`sqr` take inputs of magnitude ≤ 8 and give 1; `negate(r, a, m)` gives
 * m + 1; `mulInt(r, k)` multiplies by k; `half` gives ⌊m/2⌋ + 1; `cmov` the maximum; inverses and
 * `normalize*` give normalized output.
 *
 * In the VERIFY build (`__VERIFY__`, on in tests) every operation checks its contract, including
 * the actual limb bounds, and throws a {@link VerifyError} on a violation; magnitude and
 * normalization are tracked outside the limb storage. The release build carries none of it.
 *
 * This is an internal-speed API: apart from {@link setB32Mod} and {@link setB32Limit}, which
 * validate their byte input, nothing is validated in release builds. Elements must be made with
 * {@link create} (VERIFY rejects elements it has not seen written).
 *
 * @example
 * ```ts
 * import * as fe from "@k1/field/5x52";
 * const a = fe.create(), b = fe.create(), r = fe.create();
 * fe.setB32Mod(a, bytesA); fe.setB32Mod(b, bytesB);
 * fe.mul(r, a, b);        // magnitude 1, not normalized
 * fe.normalize(r);
 * const out = new Uint8Array(32); fe.getB32(out, r);
 * ```
 *
 * @module
 */
import * as L from "./limbs/5x52.js";
import { jacobiMaybeVar, MOD_P, modinv, modinvScratch, modinvVar } from "./modinv.js";
import { getState, invalidate, setState, verifyCheck } from "./verify.js";

/** A field element of this backend (limb storage; see `limbs/5x52.ts`). */
export type Fe = L.Fe;
/** A field element in storage form (normalized, fixed layout). */
export type FeStorage = L.FeStorage;
export { BACKENDS, type BackendName, P } from "./index.js";
export { VerifyError } from "./verify.js";

/** The backend's name: "5x52". */
export const BACKEND: string = L.name;

// ---------------------------------------------------------------------------------------------
// VERIFY helpers (called only under `if (__VERIFY__)`).

function vValid(a: Fe, op: string): { magnitude: number; normalized: boolean } {
  const s = getState(a, op);
  verifyCheck(s.magnitude >= 0 && s.magnitude <= 32, `${op}: magnitude ${s.magnitude} out of [0, 32]`);
  verifyCheck(!s.normalized || s.magnitude <= 1, `${op}: normalized element with magnitude ${s.magnitude}`);
  verifyCheck(
    L.verifyLimbs(a, s.magnitude, s.normalized),
    `${op}: limbs exceed the bounds of magnitude ${s.magnitude}${s.normalized ? " (normalized)" : ""}`,
  );
  return s;
}

function vMag(a: Fe, m: number, op: string): void {
  const s = vValid(a, op);
  verifyCheck(s.magnitude <= m, `${op}: input magnitude ${s.magnitude} exceeds ${m}`);
}

function vNorm(a: Fe, op: string): void {
  verifyCheck(vValid(a, op).normalized, `${op}: input must be normalized`);
}

function vSmallInt(a: number, max: number, op: string): void {
  verifyCheck(Number.isInteger(a) && a >= 0 && a <= max, `${op}: integer argument ${a} out of [0, ${max}]`);
}

function vOut(r: Fe, magnitude: number, normalized: boolean, op: string): void {
  setState(r, magnitude, normalized);
  vValid(r, op);
}

// ---------------------------------------------------------------------------------------------
// Construction.

/**
 * Returns a new element with value 0 (normalized, magnitude 0). Allocates: call it at set-up,
 * never per operation in a hot loop.
 */
export function create(): Fe {
  const r = L.create();
  if (__VERIFY__) setState(r, 0, true);
  return r;
}

/**
 * As {@link create}, for an element held in a module-level `const` as scratch of the module's
 * functions (as libsecp256k1's stack temporaries): its limbs live off the V8 heap, at an address
 * that optimized code referencing the `const` embeds, with no load of the array's length and data
 * pointer and no bounds check per limb (see `limbs/slab.ts`: −1…−2% on the signature rows, both
 * backends). Elements made for callers or kept in points are better made with {@link create}: made
 * off-heap too, verification measured about 1% slower (an extra cache line per access).
 */
export function createScratch(): Fe {
  const r = L.createScratch();
  if (__VERIFY__) setState(r, 0, true);
  return r;
}

/** Returns a new storage element with value 0. Allocates. */
export function createStorage(): FeStorage {
  return L.createStorage();
}

/**
 * Copies a into r (C's struct assignment `*r = *a`, including the VERIFY state).
 * On input, a must be a valid field element; r may be a. On output, r has a's value, magnitude and
 * normalization.
 */
export function copy(r: Fe, a: Fe): void {
  if (__VERIFY__) {
    const s = vValid(a, "copy");
    L.copy(r, a);
    vOut(r, s.magnitude, s.normalized, "copy");
    return;
  }
  L.copy(r, a);
}

/**
 * Returns a new normalized element from 64 hex digits (big endian), like libsecp256k1's
 * `SECP256K1_FE_CONST`. For constants at set-up; throws a RangeError if the value is not < p.
 */
export function constant(hex: string): Fe {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new RangeError("field constant: expected 64 hex digits");
  const b = new Uint8Array(32);
  for (let i = 0; i < 32; i++) b[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  const r = create();
  if (!setB32Limit(r, b)) throw new RangeError("field constant: value is not below p");
  return r;
}

/**
 * Sets r to an integer in [0, 0x7FFF].
 * On input, r need not be initialized; a must be an integer in [0, 0x7FFF].
 * On output, r = a, normalized, magnitude (a ≠ 0).
 */
export function setInt(r: Fe, a: number): void {
  if (__VERIFY__) vSmallInt(a, 0x7fff, "setInt");
  L.setInt(r, a);
  if (__VERIFY__) vOut(r, a !== 0 ? 1 : 0, true, "setInt");
}

/**
 * Clears r to zero, to prevent leaking secrets. On output, r = 0, normalized, magnitude 0.
 */
export function clear(r: Fe): void {
  L.clear(r);
  if (__VERIFY__) setState(r, 0, true);
}

/**
 * `%TypedArray%.prototype[Symbol.toStringTag]`'s getter: "Uint8Array" for a `Uint8Array` of any
 * realm (a `vm` context, an iframe, a worker), where `instanceof Uint8Array` is false.
 */
const typedArrayName = /* @__PURE__ */ Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype),
  Symbol.toStringTag,
)?.get as (this: unknown) => string | undefined;

/** Whether b is a Uint8Array of this realm or another one. */
function isBytes(b: unknown): b is Uint8Array {
  return b instanceof Uint8Array || typedArrayName.call(b) === "Uint8Array";
}

function checkBytes(b: unknown, off: number, op: string): asserts b is Uint8Array {
  if (!isBytes(b)) throw new TypeError(`${op}: expected a Uint8Array of 32 bytes`);
  if (!Number.isInteger(off) || off < 0 || b.length - off < 32) {
    throw new RangeError(`${op}: expected 32 bytes at offset ${off}, got ${b.length - off}`);
  }
}

/**
 * Sets r to the 32-byte big-endian value at `b[off..off+32)`, taken modulo p.
 * On input, r need not be initialized; `b` must be a Uint8Array holding 32 bytes at `off` (checked
 * in every build: a TypeError for a non-Uint8Array, a RangeError for too few bytes; a Uint8Array of
 * another realm is accepted).
 * Performs r = b mod p. On output, r has magnitude 1 and is not normalized.
 */
export function setB32Mod(r: Fe, b: Uint8Array, off = 0): void {
  checkBytes(b, off, "setB32Mod");
  L.setB32Mod(r, b, off);
  if (__VERIFY__) vOut(r, 1, false, "setB32Mod");
}

/**
 * Sets r to the 32-byte big-endian value at `b[off..off+32)` if it is below p.
 * On input as {@link setB32Mod} (validated in every build).
 * Returns true if the value is < p: then r = value, normalized, magnitude 1. Returns false if the
 * value is ≥ p: then r is invalid and must be overwritten before use.
 */
export function setB32Limit(r: Fe, b: Uint8Array, off = 0): boolean {
  checkBytes(b, off, "setB32Limit");
  const ok = L.setB32Limit(r, b, off);
  if (__VERIFY__) {
    if (ok) vOut(r, 1, true, "setB32Limit");
    else invalidate(r);
  }
  return ok;
}

/**
 * Writes a as 32 big-endian bytes to `out[off..off+32)` (serialisation by word, seed PRs 1889/437).
 * On input, a must be normalized; out must have 32 bytes at off (not checked in release builds).
 */
export function getB32(out: Uint8Array, a: Fe, off = 0): void {
  if (__VERIFY__) {
    vNorm(a, "getB32");
    verifyCheck(out.length - off >= 32, "getB32: output too short");
  }
  L.getB32(out, off, a);
}

// ---------------------------------------------------------------------------------------------
// Normalization and predicates.

/**
 * Normalizes r. On input, r must be a valid element. On output, r has the same value, is
 * normalized and has magnitude 1. Constant time.
 */
export function normalize(r: Fe): void {
  if (__VERIFY__) vValid(r, "normalize");
  L.normalize(r);
  if (__VERIFY__) vOut(r, 1, true, "normalize");
}

/**
 * Gives r magnitude 1. On input, r must be a valid element. On output, r has the same value and
 * magnitude 1; normalized is unchanged.
 */
export function normalizeWeak(r: Fe): void {
  if (__VERIFY__) {
    const s = vValid(r, "normalizeWeak");
    L.normalizeWeak(r);
    vOut(r, 1, s.normalized, "normalizeWeak");
    return;
  }
  L.normalizeWeak(r);
}

/** As {@link normalize}, but variable time in r. */
export function normalizeVar(r: Fe): void {
  if (__VERIFY__) vValid(r, "normalizeVar");
  L.normalizeVar(r);
  if (__VERIFY__) vOut(r, 1, true, "normalizeVar");
}

/**
 * Whether r ≡ 0 (mod p). On input, r must be a valid element (any magnitude); r is not modified.
 * Constant time.
 */
export function normalizesToZero(r: Fe): boolean {
  if (__VERIFY__) vValid(r, "normalizesToZero");
  return L.normalizesToZero(r);
}

/** As {@link normalizesToZero}, but variable time in r. */
export function normalizesToZeroVar(r: Fe): boolean {
  if (__VERIFY__) vValid(r, "normalizesToZeroVar");
  return L.normalizesToZeroVar(r);
}

/** Whether a = 0. On input, a must be normalized. (Faster than {@link normalizesToZero}.) */
export function isZero(a: Fe): boolean {
  if (__VERIFY__) vNorm(a, "isZero");
  return L.isZero(a);
}

/** Whether a is odd. On input, a must be normalized. */
export function isOdd(a: Fe): boolean {
  if (__VERIFY__) vNorm(a, "isOdd");
  return L.isOdd(a);
}

const eqTmp = L.createScratch();
/**
 * Whether a ≡ b (mod p). On input, a must have magnitude ≤ 1 and b magnitude ≤ 30.
 * Computes normalizesToZero(b − a). Constant time.
 */
export function equal(a: Fe, b: Fe): boolean {
  if (__VERIFY__) {
    vMag(a, 1, "equal");
    vMag(b, 30, "equal");
  }
  L.negate(eqTmp, a, 1);
  L.add(eqTmp, b);
  return L.normalizesToZero(eqTmp);
}

/** As {@link equal}, but variable time. */
export function equalVar(a: Fe, b: Fe): boolean {
  if (__VERIFY__) {
    vMag(a, 1, "equalVar");
    vMag(b, 30, "equalVar");
  }
  L.negate(eqTmp, a, 1);
  L.add(eqTmp, b);
  return L.normalizesToZeroVar(eqTmp);
}

/**
 * Compares a and b as integers in [0, p): returns 1 if a > b, −1 if a < b, 0 if equal.
 * On input, both must be normalized. Variable time.
 */
export function cmpVar(a: Fe, b: Fe): number {
  if (__VERIFY__) {
    vNorm(a, "cmpVar");
    vNorm(b, "cmpVar");
  }
  return L.cmpVar(a, b);
}

// ---------------------------------------------------------------------------------------------
// Arithmetic. In release builds each of these is the limb function itself (no wrapper), as
// libsecp256k1 #defines secp256k1_fe_mul to secp256k1_fe_impl_mul outside VERIFY.

/**
 * Negates a. On input, a must have magnitude ≤ m, where m is an integer in [0, 31]; r may be a.
 * Performs r = −a. On output, r has magnitude m + 1 and is not normalized.
 */
export const negate: (r: Fe, a: Fe, m: number) => void = __VERIFY__
  ? (r, a, m) => {
      vSmallInt(m, 31, "negate");
      vMag(a, m, "negate");
      L.negate(r, a, m);
      vOut(r, m + 1, false, "negate");
    }
  : L.negate;

/**
 * Multiplies r by a small integer. On input, r must be valid, a an integer in [0, 32], and
 * magnitude(r)·a ≤ 32. Performs r = r·a. On output, r's magnitude is multiplied by a; not
 * normalized.
 */
export const mulInt: (r: Fe, a: number) => void = __VERIFY__
  ? (r, a) => {
      vSmallInt(a, 32, "mulInt");
      const s = vValid(r, "mulInt");
      verifyCheck(s.magnitude * a <= 32, `mulInt: magnitude ${s.magnitude}·${a} exceeds 32`);
      L.mulInt(r, a);
      vOut(r, s.magnitude * a, false, "mulInt");
    }
  : L.mulInt;

/**
 * Adds a to r. On input, r and a must be valid and their magnitudes sum to ≤ 32; a may be r.
 * Performs r = r + a. On output, r's magnitude is the sum; not normalized.
 */
export const add: (r: Fe, a: Fe) => void = __VERIFY__
  ? (r, a) => {
      const sa = vValid(a, "add");
      const sr = vValid(r, "add");
      const m = sr.magnitude + sa.magnitude;
      verifyCheck(m <= 32, `add: magnitudes ${sr.magnitude} + ${sa.magnitude} exceed 32`);
      L.add(r, a);
      vOut(r, m, false, "add");
    }
  : L.add;

/**
 * Adds a small integer to r. On input, r must be valid with magnitude ≤ 31, a an integer in
 * [0, 0x7FFF]. Performs r = r + a. On output, r's magnitude grows by 1; not normalized.
 */
export const addInt: (r: Fe, a: number) => void = __VERIFY__
  ? (r, a) => {
      vSmallInt(a, 0x7fff, "addInt");
      const s = vValid(r, "addInt");
      verifyCheck(s.magnitude <= 31, `addInt: magnitude ${s.magnitude} exceeds 31`);
      L.addInt(r, a);
      vOut(r, s.magnitude + 1, false, "addInt");
    }
  : L.addInt;

/**
 * Multiplies two elements. On input, a and b must have magnitude ≤ 8; r need not be initialized
 * and may alias a, b or both (k1's limb code reads all inputs first: a wider contract than
 * libsecp256k1's, which forbids r = b). Performs r = a·b mod p. On output, r has magnitude 1 and
 * is not normalized.
 */
export const mul: (r: Fe, a: Fe, b: Fe) => void = __VERIFY__
  ? (r, a, b) => {
      vMag(a, 8, "mul");
      vMag(b, 8, "mul");
      L.mul(r, a, b);
      vOut(r, 1, false, "mul");
    }
  : L.mul;

/**
 * Squares an element. On input, a must have magnitude ≤ 8; r may be a. Performs r = a² mod p.
 * On output, r has magnitude 1 and is not normalized.
 */
export const sqr: (r: Fe, a: Fe) => void = __VERIFY__
  ? (r, a) => {
      vMag(a, 8, "sqr");
      L.sqr(r, a);
      vOut(r, 1, false, "sqr");
    }
  : L.sqr;

/**
 * Multiplies two elements and adds the square of a third (not in libsecp256k1's field.h: the group
 * formulas' "L·(X3 + T) + S²", "T² − U1·U2" and "R·(2·X3 + Q) + M³·mAlt" in one operation). On
 * input, a, b and c must have magnitude ≤ 8; r need not be initialized and may alias any of them.
 * Performs r = a·b + c² mod p. On output, r has magnitude 2 and is not normalized. Both backends
 * add the column sums of the product and of the square before one reduction (about 20% less time
 * than mul, sqr and add).
 */
export const mulAddSqr: (r: Fe, a: Fe, b: Fe, c: Fe) => void = __VERIFY__
  ? (r, a, b, c) => {
      vMag(a, 8, "mulAddSqr");
      vMag(b, 8, "mulAddSqr");
      vMag(c, 8, "mulAddSqr");
      L.mulAddSqr(r, a, b, c);
      vOut(r, 2, false, "mulAddSqr");
    }
  : L.mulAddSqr;

/**
 * Halves r modulo p, in constant time. On input, r must be valid (magnitude m ≤ 31).
 * Performs r = r/2 mod p. On output, r has magnitude ⌊m/2⌋ + 1 and is not normalized.
 */
export const half: (r: Fe) => void = __VERIFY__
  ? (r) => {
      const s = vValid(r, "half");
      verifyCheck(s.magnitude <= 31, `half: magnitude ${s.magnitude} exceeds 31`);
      L.half(r);
      vOut(r, (s.magnitude >> 1) + 1, false, "half");
    }
  : L.half;

/**
 * Conditional move in constant time. On input, r and a must be valid; flag must be 0 or 1.
 * Performs r = flag ? a : r. On output, r's magnitude is the larger of both inputs', and it is
 * normalized iff both inputs were.
 */
export const cmov: (r: Fe, a: Fe, flag: number) => void = __VERIFY__
  ? (r, a, flag) => {
      verifyCheck(flag === 0 || flag === 1, "cmov: flag must be 0 or 1");
      const sa = vValid(a, "cmov");
      const sr = vValid(r, "cmov");
      const m = Math.max(sa.magnitude, sr.magnitude);
      const n = sa.normalized && sr.normalized;
      L.cmov(r, a, flag);
      vOut(r, m, n, "cmov");
    }
  : L.cmov;

// ---------------------------------------------------------------------------------------------
// Storage form.

/** Converts normalized a to storage form. On input, a must be normalized. Performs r = a. */
export function toStorage(r: FeStorage, a: Fe): void {
  if (__VERIFY__) vNorm(a, "toStorage");
  L.toStorage(r, a);
}

/**
 * Converts from storage form. On input, r need not be initialized. Performs r = a. On output, r is
 * normalized with magnitude 1.
 */
export function fromStorage(r: Fe, a: FeStorage): void {
  L.fromStorage(r, a);
  if (__VERIFY__) vOut(r, 1, true, "fromStorage");
}

/** Conditional move of storage elements in constant time: r = flag ? a : r; flag is 0 or 1. */
export function storageCmov(r: FeStorage, a: FeStorage, flag: number): void {
  if (__VERIFY__) verifyCheck(flag === 0 || flag === 1, "storageCmov: flag must be 0 or 1");
  L.storageCmov(r, a, flag);
}

// ---------------------------------------------------------------------------------------------
// Inverses, square roots.

const s26 = modinvScratch();
const invTmp = L.createScratch();

/**
 * Modular inverse by the variable-time safegcd (`modinvVar`, 26-bit batches).
 * On input, a must be valid; r may be a. Performs r = a^(p−2) (0 maps to 0). On output, r is
 * normalized with magnitude (a's magnitude ≠ 0). Variable time: for public values only.
 */
export function invVar(r: Fe, a: Fe): void {
  let m = 1;
  if (__VERIFY__) m = vValid(a, "invVar").magnitude > 0 ? 1 : 0;
  L.copy(invTmp, a);
  L.normalizeVar(invTmp);
  L.toSigned26(s26, invTmp);
  modinvVar(s26, MOD_P);
  L.fromSigned26(r, s26);
  if (__VERIFY__) vOut(r, m, true, "invVar");
}

// Addition chain of sqrt (a^((p+1)/4)): the blocks of 1s of the exponent have lengths in
// {2, 22, 223}; compute x_k = a^(2^k − 1) for
// k = 2, 3, 6, 9, 11, 22, 44, 88, 176, 220, 223 (libsecp256k1's chain). The chain runs on the
// backend's chain registers (`LimbBackend`: elements on 5x52, eight 32-bit limbs on 10x26).
type Chain = L.FeChain;
const ca = L.createChain();
const x2 = L.createChain();
const x3 = L.createChain();
const x6 = L.createChain();
const x9 = L.createChain();
const x11 = L.createChain();
const x22 = L.createChain();
const x44 = L.createChain();
const x88 = L.createChain();
const x176 = L.createChain();
const x220 = L.createChain();
const x223 = L.createChain();
const t1 = L.createChain();

/** r = a^(2^n) · b, by n ≥ 1 squarings of a then one multiplication. */
function sqrnMul(r: Chain, a: Chain, n: number, b: Chain): void {
  L.chainSqr(r, a);
  for (let j = 1; j < n; j++) L.chainSqr(r, r);
  L.chainMul(r, r, b);
}

/** r = a^((p+1)/4), for a of magnitude ≤ 8; r magnitude 1. Constant time. */
function powSqrt(r: Fe, a: Fe): void {
  L.chainLoad(ca, a);
  L.chainSqr(x2, ca);
  L.chainMul(x2, x2, ca); //   x2 = a^(2^2 − 1)
  sqrnMul(x3, x2, 1, ca); //   x3 = a^(2^3 − 1)
  sqrnMul(x6, x3, 3, x3);
  sqrnMul(x9, x6, 3, x3);
  sqrnMul(x11, x9, 2, x2);
  sqrnMul(x22, x11, 11, x11);
  sqrnMul(x44, x22, 22, x22);
  sqrnMul(x88, x44, 44, x44);
  sqrnMul(x176, x88, 88, x88);
  sqrnMul(x220, x176, 44, x44);
  sqrnMul(x223, x220, 3, x3); // x223 = a^(2^223 − 1)
  // (p + 1)/4 = [223 ones] 0 [22 ones] 000000 11 00: a sliding window over the blocks.
  sqrnMul(t1, x223, 23, x22);
  sqrnMul(t1, t1, 6, x2);
  L.chainSqr(t1, t1);
  L.chainSqr(t1, t1);
  L.chainStore(r, t1);
}

/**
 * Modular inverse in constant time, by safegcd with a fixed number of divsteps (`modinv`: 23
 * batches of 26 branch-free divsteps), as libsecp256k1's `fe_impl_inv`. (It replaced the addition
 * chain a^(p−2), 255 sqr + 15 mul, which measured about 4× slower here.)
 * On input, a must be valid; r may be a. Performs r = a^(p−2) (0 maps to 0). On output, r is
 * normalized with magnitude (a's magnitude ≠ 0).
 */
export function inv(r: Fe, a: Fe): void {
  let m = 1;
  if (__VERIFY__) m = vValid(a, "inv").magnitude > 0 ? 1 : 0;
  L.copy(invTmp, a);
  L.normalize(invTmp);
  L.toSigned26(s26, invTmp);
  modinv(s26, MOD_P);
  L.fromSigned26(r, s26);
  if (__VERIFY__) vOut(r, m, true, "inv");
}

const sqrtChk = L.createScratch();
/**
 * Square root. On input, a must be valid with magnitude ≤ 8; r must not be a.
 * If a is a square, performs r = √a and returns true; otherwise performs r = √(−a) and returns
 * false. Computes a^((p+1)/4) (p ≡ 3 mod 4), so r is itself a square, by libsecp256k1's addition
 * chain on the backend's chain registers (eight 32-bit limbs on 10x26). On output, r has
 * magnitude 1 and is not normalized. Constant time.
 */
export function sqrt(r: Fe, a: Fe): boolean {
  if (__VERIFY__) {
    verifyCheck(r !== a, "sqrt: r and a must not alias");
    vMag(a, 8, "sqrt");
  }
  powSqrt(r, a);
  // Check that a square root was actually computed.
  L.sqr(sqrtChk, r);
  const ok = equalLimbs(sqrtChk, a);
  if (__VERIFY__) vOut(r, 1, false, "sqrt");
  return ok;
}

/** Whether c ≡ a (mod p), for c of magnitude 1 and a of magnitude ≤ 30, without VERIFY bookkeeping. */
function equalLimbs(c: Fe, a: Fe): boolean {
  L.negate(eqTmp, c, 1);
  L.add(eqTmp, a);
  return L.normalizesToZero(eqTmp);
}

const sqTmp = L.createScratch();
const sqRoot = L.createScratch();
/**
 * Whether a is a square mod p (zero counts as a square). On input, a must be valid.
 * Uses the Jacobi symbol by safegcd, falling back to {@link sqrt} in the rare case it gives up.
 * Variable time.
 */
export function isSquareVar(a: Fe): boolean {
  if (__VERIFY__) vValid(a, "isSquareVar");
  L.copy(sqTmp, a);
  L.normalizeVar(sqTmp);
  L.toSigned26(s26, sqTmp);
  const j = jacobiMaybeVar(s26, MOD_P);
  let ret: boolean;
  if (j === 0) {
    // Unknown (or zero): decide with the square root.
    ret = sqrtNoVerify(sqRoot, sqTmp);
  } else ret = j > 0;
  if (__VERIFY__) {
    verifyCheck(ret === sqrtNoVerify(sqRoot, sqTmp), "isSquareVar: disagrees with sqrt");
  }
  return ret;
}

function sqrtNoVerify(r: Fe, a: Fe): boolean {
  powSqrt(r, a);
  L.sqr(sqrtChk, r);
  return equalLimbs(sqrtChk, a);
}

// ---------------------------------------------------------------------------------------------
// Tests and VERIFY.

/**
 * Sets r to the element with the largest limbs magnitude m allows (normalized iff m = 0), to
 * trigger overflow edge cases in tests (libsecp256k1's `fe_get_bounds`). m in [0, 32].
 */
export function getBounds(r: Fe, m: number): void {
  if (__VERIFY__) vSmallInt(m, 32, "getBounds");
  L.getBounds(r, m);
  if (__VERIFY__) vOut(r, m, m === 0, "getBounds");
}

/**
 * VERIFY: checks that a is a valid element (known, limbs within its recorded magnitude, canonical
 * if normalized) and throws a {@link VerifyError} if not. A no-op in release builds.
 */
export function verify(a: Fe): void {
  if (__VERIFY__) vValid(a, "verify");
}

/**
 * VERIFY: checks that a is valid with magnitude ≤ m (libsecp256k1's `fe_verify_magnitude`).
 * A no-op in release builds.
 */
export function verifyMagnitude(a: Fe, m: number): void {
  if (__VERIFY__) vMag(a, m, "verifyMagnitude");
}

/**
 * VERIFY: the recorded magnitude and normalization of a (for tests); in release builds, where
 * nothing is recorded, `{ magnitude: -1, normalized: false }`.
 */
export function verifyState(a: Fe): { magnitude: number; normalized: boolean } {
  if (__VERIFY__) {
    const s = getState(a, "verifyState");
    return { magnitude: s.magnitude, normalized: s.normalized };
  }
  return { magnitude: -1, normalized: false };
}

/**
 * VERIFY: declares that a's limbs were written outside this API (e.g. by a test filling limbs)
 * and have magnitude m / normalized n; checks the limbs against that claim. No-op in release.
 */
export function verifyAssume(a: Fe, m: number, n: boolean): void {
  if (__VERIFY__) vOut(a, m, n, "verifyAssume");
}

/**
 * The value of a (any magnitude) reduced mod p, as a BigInt. Allocates: for tests, debugging and
 * one-off computations (ecmult_gen's comb table), never in a hot path.
 */
export function toBigInt(a: Fe): bigint {
  return L.toBigInt(a) % P_BIG;
}

/** The field modulus p = 2^256 − 2^32 − 977 as a BigInt. */
export const P_BIG: bigint = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;

/** The element 1 (normalized). Read-only: never pass it as an output. */
export const ONE: Fe = constant("0000000000000000000000000000000000000000000000000000000000000001");

/**
 * β, a primitive cube root of 1 mod p (libsecp256k1's `secp256k1_const_beta`): λ·(x, y) = (β·x, y).
 * Normalized. Read-only: never pass it as an output.
 */
export const BETA: Fe = constant("7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee");
