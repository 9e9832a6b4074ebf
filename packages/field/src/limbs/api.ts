/**
 * The limb layer: what each field backend (`limbs/5x52.ts`, `limbs/10x26.ts`) implements by hand.
 *
 * This mirrors libsecp256k1's `secp256k1_fe_impl_*` functions (field_5x52_impl.h,
 * field_10x26_impl.h): bare limb code with no VERIFY bookkeeping and no input validation. The
 * backend-generic layer (`field.5x52.ts`, copied per backend by the build) wraps every function
 * with its contract checks and adds what is the same for both backends (equality, inverses,
 * square roots, byte validation).
 *
 * Conventions, as in libsecp256k1: the output comes first; functions named like `add(r, a)`
 * update `r` in place; every function is constant time unless its name ends in `Var`; nothing
 * allocates. An element of magnitude m has limbs at most 2·m times the normalized limb maximum
 * (the implementation's `verifyLimbs` says exactly which bound).
 *
 * @module
 */

/**
 * The operations a field backend provides on its element type `Fe`, storage type `S` and chain
 * register type `C` (the form the square root's addition chain runs in: `Fe` itself on 5x52, eight
 * 32-bit limbs in a `Float64Array` on 10x26).
 */
export interface LimbBackend<Fe, S, C> {
  /** Backend name as used in package subpaths: "5x52" or "10x26". */
  readonly name: string;
  /** A new element, all limbs zero (the value 0, normalized, magnitude 0). */
  create(): Fe;
  /**
   * As `create`, for an element held in a module-level `const` and used as scratch by the
   * module's functions: its limbs are off the V8 heap (`slab.ts`), so that optimized code embeds
   * their address.
   */
  createScratch(): Fe;
  /** A new storage element, all limbs zero. */
  createStorage(): S;
  /** Copies a into r (r may be a). */
  copy(r: Fe, a: Fe): void;
  /** r = a for a small integer 0 ≤ a ≤ 0x7FFF. */
  setInt(r: Fe, a: number): void;
  /** Sets every limb of r to zero. */
  clear(r: Fe): void;
  /** r = the 32 big-endian bytes at b[off..off+32), as limbs, not reduced (may be ≥ p). */
  setB32Mod(r: Fe, b: Uint8Array, off: number): void;
  /** As setB32Mod; returns whether the value is < p. */
  setB32Limit(r: Fe, b: Uint8Array, off: number): boolean;
  /** Writes normalized a as 32 big-endian bytes to out[off..off+32). */
  getB32(out: Uint8Array, off: number, a: Fe): void;
  /** Reduces r fully: value in [0, p), canonical limbs. Constant time. */
  normalize(r: Fe): void;
  /** Reduces r to magnitude 1 (limbs within the normalized bounds, value possibly ≥ p). */
  normalizeWeak(r: Fe): void;
  /** As normalize, variable time. */
  normalizeVar(r: Fe): void;
  /** Whether r ≡ 0 (mod p); r not modified. Constant time. */
  normalizesToZero(r: Fe): boolean;
  /** As normalizesToZero, variable time. */
  normalizesToZeroVar(r: Fe): boolean;
  /** Whether normalized a is zero. */
  isZero(a: Fe): boolean;
  /** Whether normalized a is odd. */
  isOdd(a: Fe): boolean;
  /** Compares normalized a and b as integers: -1, 0 or 1. Variable time. */
  cmpVar(a: Fe, b: Fe): number;
  /** r = -a, given a has magnitude ≤ m (0 ≤ m ≤ 31): r = 2·(m+1)·p − a limb-wise. r may be a. */
  negate(r: Fe, a: Fe, m: number): void;
  /** r *= a for a small integer 0 ≤ a ≤ 32 (limb-wise, no reduction). */
  mulInt(r: Fe, a: number): void;
  /** r += a (limb-wise, no reduction). r may be a. */
  add(r: Fe, a: Fe): void;
  /** r += a for a small integer 0 ≤ a ≤ 0x7FFF. */
  addInt(r: Fe, a: number): void;
  /** r = a·b mod p, magnitude 1. Inputs magnitude ≤ 8. r may alias a and/or b. */
  mul(r: Fe, a: Fe, b: Fe): void;
  /** r = a² mod p, magnitude 1. Input magnitude ≤ 8. r may alias a. */
  sqr(r: Fe, a: Fe): void;
  /** r = a·b + c² mod p, magnitude 2. Inputs magnitude ≤ 8. r may alias any input. */
  mulAddSqr(r: Fe, a: Fe, b: Fe, c: Fe): void;
  /** r = r/2 mod p: adds p if r is odd, then shifts right. Constant time. */
  half(r: Fe): void;
  /** r = flag ? a : r, constant time; flag is 0 or 1. */
  cmov(r: Fe, a: Fe, flag: number): void;
  /** r = normalized a in storage form. */
  toStorage(r: S, a: Fe): void;
  /** r = a from storage form (normalized). */
  fromStorage(r: Fe, a: S): void;
  /** r = flag ? a : r on storage elements, constant time. */
  storageCmov(r: S, a: S, flag: number): void;
  /** r = the element with the largest limbs magnitude m allows (libsecp256k1's get_bounds). */
  getBounds(r: Fe, m: number): void;
  /** VERIFY helper: whether a's limbs fit magnitude m, and, if normalized, are canonical and < p. */
  verifyLimbs(a: Fe, m: number, normalized: boolean): boolean;
  /** Writes normalized a as ten signed-26-bit limbs (value = Σ out[i]·2^(26i), out[i] in [0, 2^26), top limb 22 bits). */
  toSigned26(out: Int32Array, a: Fe): void;
  /** r = Σ a[i]·2^(26i) for limbs a[i] in [0, 2^26), value < p (normalized, magnitude 1). */
  fromSigned26(r: Fe, a: Int32Array): void;
  /** A new chain register, off the V8 heap as `createScratch`. */
  createChain(): C;
  /** r = a (magnitude ≤ 8) as a chain register. Constant time. */
  chainLoad(r: C, a: Fe): void;
  /** r = a² mod p, registers in and out; r may alias a. Constant time. */
  chainSqr(r: C, a: C): void;
  /** r = a·b mod p, registers in and out; r may alias a and/or b. Constant time. */
  chainMul(r: C, a: C, b: C): void;
  /** r = a, magnitude 1, for a register last written by chainSqr or chainMul. Constant time. */
  chainStore(r: Fe, a: C): void;
  /** The limb values of a as a BigInt Σ limb[i]·2^(w·i) (tests and VERIFY only; allocates). */
  toBigInt(a: Fe): bigint;
}
