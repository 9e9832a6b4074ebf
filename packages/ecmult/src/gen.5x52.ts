/**
 * ecmult_gen on the 5x52 backend: R = n·G in constant time, for signing and key generation
 * (libsecp256k1's `ecmult_gen_impl.h`), with scalar and projective blinding and a context like
 * `secp256k1_ecmult_gen_context`. The build writes the 10x26 copy from this template.
 *
 * ## The signed-digit multi-comb (Hamburg, "Fast and compact elliptic-curve cryptography", 3.3)
 * Let comb(d, P) = Σ_{i < COMB_BITS} (2·d_i − 1)·2^i·P for the bits d_i of a scalar d; then
 * comb(d, P) = (2·d − (2^COMB_BITS − 1))·P. With P = G/2 this is n·G for
 * d = n + (2^COMB_BITS − 1)/2. Blinding rewrites n·G = (n − b)·G + b·G for a secret random b held in
 * the context: scalarOffset = (2^COMB_BITS − 1)/2 − b, geOffset = b·G, d = n + scalarOffset and
 * R = comb(d, G/2) + geOffset (b = 1, geOffset = −G when not randomized).
 *
 * The bits of d are split into COMB_BLOCKS blocks of COMB_TEETH teeth, COMB_SPACING apart; for each
 * block b and each pattern m of its teeth the table holds Σ_t ±2^(pos_t)·G/2 with the signs from m.
 * The patterns with the top tooth 0 are the negations of those with it 1, so only half are stored
 * (COMB_POINTS per block) and a lookup negates conditionally. Then
 *
 *     comb(d, G/2) = Σ_{off < COMB_SPACING} 2^off · Σ_b table(b, bits of d at block b's teeth, shifted by off)
 *
 * evaluated from the top offset down, doubling between offsets. Every lookup reads all entries of
 * the block (ct-lookup.5x52.ts); the first addition is replaced by setting r and rescaling it with
 * the projective blinding factor; the other additions use the complete constant-time `gejAddGe`.
 * No branch and no memory address depends on n, b or the blinding factor.
 *
 * ## The table
 * COMB_BLOCKS·COMB_POINTS points (1376 for secp256k1's (43, 6)), computed from the curve's G on
 * first use by {@link ecmultGenComputeTable} (libsecp256k1's `ecmult_gen_compute_table`), and kept
 * per curve and configuration in `gen-table.ts`, shared by both backends; `gen-table.ts` has the
 * measurements behind computing it rather than shipping it as a generated file.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { isBytes } from "./bytes.js";
import { tableScratchClear, tableSelect } from "./ct-lookup.5x52.js";
import { type CtTable, ctTableCopy, ctTableCreate } from "./ct-table.js";
import { combTableComputeBigInt } from "./gen-compute.js";
import {
  COMB_BLOCKS,
  COMB_TEETH,
  type CombConfig,
  combConfigForOrder,
  combScalarDiff,
} from "./gen-params.js";
import { rfc6979Clear, rfc6979Create, rfc6979Generate, rfc6979Initialize } from "./gen-rng.js";
import { combTableGet, combTableKey, combTableSet } from "./gen-table.js";

/**
 * The blinding state of ecmult_gen (libsecp256k1's `secp256k1_ecmult_gen_context`): values such
 * that n·G = comb(n + scalarOffset, G/2) + geOffset. Create with {@link ecmultGenContextCreate};
 * randomize with {@link ecmultGenContextRandomize}. Secret while in use; clear with
 * {@link ecmultGenContextClear}.
 */
export interface EcmultGenContext {
  /** 1 once built (by {@link ecmultGenContextCreate}), 0 after {@link ecmultGenContextClear}. */
  built: number;
  /** (2^COMB_BITS − 1)/2 − b mod the group order. */
  readonly scalarOffset: scalar.Scalar;
  /** b·G (never infinity). */
  readonly geOffset: g.Ge;
  /** The projective blinding factor: the first table point's z (never 0). */
  readonly projBlind: fe.Fe;
  /** The curve the context was built for (its blinding is meaningless on another). */
  curve: g.Curve;
}

// ---------------------------------------------------------------------------------------------
// Curve-dependent state: the comb configuration and its table, for the current curve of the group
// module (secp256k1 unless an exhaustive test switched it with setCurve).

let cfg: CombConfig = combConfigForOrder(g.getCurve().order);
/** The current curve's table as cached in `gen-table.ts` (shared by the backends). */
let table: CtTable | null = null;
/**
 * A copy of `table` held by a module-level `const`, sized for secp256k1's comb (the largest
 * configuration): {@link ecmultGen} passes it to `tableSelect`, which V8 inlines, and the
 * optimizing compiler then embeds the planes' addresses and length as constants in the scan (no
 * map check or reload of the arrays' fields per entry): 233 → 150 ns per lookup, ecmult_gen
 * −8…−10%. It costs a second 110 KB per backend in use (see the README).
 */
const GEN_TABLE = /* @__PURE__ */ ctTableCreate(COMB_BLOCKS * 2 ** (COMB_TEETH - 1));
let tableCurve: g.Curve | null = null;
// One word more than the comb bits: the two-word read in ecmultGen (always 0 there).
let recoded = new Uint32Array(((cfg.bits + 31) >> 5) + 1);

/** Makes cfg, table and recoded those of the current curve (computing the table if needed). */
function ensureTable(): void {
  const curve = g.getCurve();
  if (curve === tableCurve) return;
  cfg = combConfigForOrder(curve.order);
  recoded = new Uint32Array(((cfg.bits + 31) >> 5) + 1);
  const key = combTableKey(curve, cfg);
  let t = combTableGet(key);
  if (t === undefined) {
    t = ctTableCreate(cfg.blocks * cfg.points);
    ecmultGenComputeTable(t, g.GE_CONST_G, cfg.blocks, cfg.teeth, cfg.spacing);
    combTableSet(key, t);
  }
  ctTableCopy(GEN_TABLE, t);
  table = t;
  tableCurve = curve;
}

/**
 * The comb configuration in use for the current curve (secp256k1: `COMB_BLOCKS` × `COMB_TEETH` of
 * `gen-params.ts`; the exhaustive test curves: libsecp256k1's small configurations).
 */
export function ecmultGenConfig(): CombConfig {
  ensureTable();
  return cfg;
}

/**
 * The comb table in use for the current curve, computing it if needed (for tests and
 * benchmarks: do not modify it). Entry `block·COMB_POINTS + index`; read entries with
 * `tableGetVar` of `ct-lookup.5x52.ts`.
 */
export function ecmultGenTable(): CtTable {
  ensureTable();
  return table as CtTable;
}

// ---------------------------------------------------------------------------------------------
// Table computation (libsecp256k1's ecmult_gen_compute_table_impl.h).

/**
 * Computes the comb table for the generator `gen` (libsecp256k1's `ecmult_gen_compute_table`):
 * entry `block·2^(teeth−1) + index` is Σ_t ±2^((block·teeth + t)·spacing)·gen/2 over the teeth t,
 * with the sign of tooth t given by bit t of `index` (1: +) for t < teeth − 1, and − for the top
 * tooth. On input, gen must be a valid point of the current curve's group, not infinity, and no
 * entry may be infinity (true for secp256k1 and for libsecp256k1's exhaustive configurations);
 * r must hold at least blocks·2^(teeth−1) entries. Variable time (public data only).
 *
 * The arithmetic is BigInt's (`combTableComputeBigInt` of `gen-compute.ts`, shared by both
 * backends): the table is computed at the first signature or key generation of a process, before
 * V8 has compiled the field code, and BigInt runs at the same speed then (that module has the
 * figures).
 *
 * @throws Error if gen is infinity or an entry is the point at infinity; RangeError if r is too
 *   small.
 */
export function ecmultGenComputeTable(
  r: CtTable,
  gen: g.Ge,
  blocks: number,
  teeth: number,
  spacing: number,
): void {
  if (__VERIFY__) g.geVerify(gen);
  if (gen.infinity) throw new Error("ecmultGenComputeTable: gen must not be infinity");
  combTableComputeBigInt(
    r,
    fe.toBigInt(gen.x),
    fe.toBigInt(gen.y),
    g.getCurve().order,
    blocks,
    teeth,
    spacing,
  );
}

// ---------------------------------------------------------------------------------------------
// Multiplication.

const d = scalar.create();
const add = g.geCreate();

/**
 * Multiplies the generator (libsecp256k1's `secp256k1_ecmult_gen_gej`, "R = a·G"). On input, ctx
 * must be built for the current curve, gn a valid scalar (secret); r is an output only (it may not
 * be one of ctx's members). Performs r = gn·G in constant time: the same operations and memory
 * accesses for every gn and every blinding. On output, r is valid (infinity iff gn = 0).
 */
export function ecmultGen(ctx: EcmultGenContext, r: g.Gej, gn: scalar.Scalar): void {
  ensureTable();
  if (__VERIFY__) {
    g.verifyCheck(ctx.built === 1, "ecmultGen: context not built");
    g.verifyCheck(ctx.curve === tableCurve, "ecmultGen: context built for another curve");
    scalar.verify(gn, "ecmultGen: gn");
  }
  const { blocks, teeth, spacing, points } = cfg;
  const rec = recoded;

  // d = gn + scalarOffset: comb(d, G/2) + geOffset = gn·G.
  scalar.add(d, ctx.scalarOffset, gn);
  for (let i = 0; i < 8 && i < rec.length; i++) rec[i] = scalar.getBitsLimb32(d, 32 * i, 32);
  scalar.clear(d);

  let first = true;
  let combOff = spacing - 1;
  for (;;) {
    let bitPos = combOff;
    for (let block = 0; block < blocks; block++) {
      // Gather bit (block·teeth + tooth)·spacing + combOff of d into bit `tooth`. As libsecp256k1,
      // build it by XORing rotated words (one more bit correct per step, junk above) rather than
      // extracting single bits, so no intermediate takes only two values (Alam et al., USENIX
      // Security 2018).
      let bits = 0;
      if (spacing === 1) {
        // The default comb (43 blocks × 6 teeth): a block's teeth are consecutive bits, read from
        // at most two words (`<< 1 << (31 − sh)` is `<< (32 − sh)` that gives 0 for sh = 0). The
        // intermediates are whole words, not single bits. Junk above bit `teeth` is masked below.
        const wi = bitPos >>> 5;
        const sh = bitPos & 31;
        bits = (rec[wi] >>> sh) | ((rec[wi + 1] << 1) << (31 - sh));
        bitPos += teeth;
      } else {
        for (let tooth = 0; tooth < teeth; tooth++) {
          const w = rec[bitPos >>> 5];
          const sh = bitPos & 31;
          const bitdata = (w >>> sh) | (w << (32 - sh));
          bits &= ~(1 << tooth);
          bits ^= bitdata << tooth;
          bitPos += spacing;
        }
      }
      // The top tooth 0 means the negation of the entry with all teeth flipped.
      const sign = (bits >>> (teeth - 1)) & 1;
      const abs = (bits ^ -sign) & (points - 1);
      if (__VERIFY__) g.verifyCheck(abs >= 0 && abs < points, "ecmultGen: index");
      // add = the entry, or its negation if sign is 1, in constant time.
      tableSelect(add, GEN_TABLE, block * points, points, abs, sign);
      if (first) {
        // The first lookup (a public position): set r, with a random z to blind what follows.
        g.gejSetGe(r, add);
        g.gejRescale(r, ctx.projBlind);
        first = false;
      } else {
        g.gejAddGe(r, r, add);
      }
    }
    if (combOff-- === 0) break;
    g.gejDouble(r, r);
  }
  // Add b·G back.
  g.gejAddGe(r, r, ctx.geOffset);

  g.geClear(add);
  rec.fill(0);
  tableScratchClear();
}

const rj = g.gejCreate();

/**
 * As {@link ecmultGen}, with the result in affine coordinates (libsecp256k1's
 * `secp256k1_ecmult_gen_ge`), converted with the constant-time inverse. On output, r is valid
 * (infinity iff gn = 0; then its coordinates carry no meaning).
 */
export function ecmultGenGe(ctx: EcmultGenContext, r: g.Ge, gn: scalar.Scalar): void {
  ecmultGen(ctx, rj, gn);
  g.geSetGej(r, rj);
  g.gejClear(rj);
}

// ---------------------------------------------------------------------------------------------
// Context and blinding.

/**
 * Returns a new context for the current curve, built without randomization (libsecp256k1's
 * `secp256k1_ecmult_gen_context_build`: b = 1, geOffset = −G, projBlind = 1). Computes the comb
 * table on the first call for the curve. Allocates.
 */
export function ecmultGenContextCreate(): EcmultGenContext {
  ensureTable();
  const ctx: EcmultGenContext = {
    built: 0,
    scalarOffset: scalar.create(),
    geOffset: g.geCreate(),
    projBlind: fe.create(),
    curve: g.getCurve(),
  };
  ecmultGenContextReset(ctx);
  return ctx;
}

/**
 * Clears the context's secrets (libsecp256k1's `secp256k1_ecmult_gen_context_clear`); it must be
 * created anew (or randomized with a seed or null) before use.
 */
export function ecmultGenContextClear(ctx: EcmultGenContext): void {
  ctx.built = 0;
  scalar.clear(ctx.scalarOffset);
  g.geClear(ctx.geOffset);
  fe.clear(ctx.projBlind);
}

const bBlind = scalar.create();
const sOne = scalar.create();
const sDiff = scalar.create();
const fBlind = fe.createScratch();
const keydata = new Uint8Array(64);
const nonce32 = new Uint8Array(32);
const diffBytes = new Uint8Array(32);
const rng = /* @__PURE__ */ rfc6979Create();

/**
 * Resets the context to no blinding (libsecp256k1's `secp256k1_ecmult_gen_blind` with a null
 * seed): b = 1, geOffset = −G, projBlind = 1, for the current curve. On input, ctx was created by
 * {@link ecmultGenContextCreate} (or cleared). Computes the comb table on the first call for the
 * curve.
 */
export function ecmultGenContextReset(ctx: EcmultGenContext): void {
  ensureTable();
  // diff = (2^COMB_BITS − 1)/2 mod the order (public).
  bigToBytes(diffBytes, combScalarDiff(cfg.bits, g.getCurve().order));
  scalar.setB32(sDiff, diffBytes);
  scalar.setInt(sOne, 1);
  g.geNeg(ctx.geOffset, g.GE_CONST_G);
  scalar.add(ctx.scalarOffset, sOne, sDiff);
  fe.setInt(ctx.projBlind, 1);
  ctx.curve = g.getCurve();
  ctx.built = 1;
}

/**
 * Sets the blinding values from two 32-byte values derived from fresh randomness (the second half
 * of libsecp256k1's `secp256k1_ecmult_gen_blind`): projBlind = f (f = 1 if the bytes are 0 mod p),
 * geOffset = b·G (computed with the context as it was; b = 1 if the bytes are 0 mod n) and
 * scalarOffset = (2^COMB_BITS − 1)/2 − b. On input, ctx must be built for the current curve (see
 * {@link ecmultGenContextReset}); the bytes are secret (the caller zeroes them). Constant time in
 * the bytes and the blinding. {@link ecmultGenContextRandomize} derives the bytes as libsecp256k1
 * does; a caller with its own RFC 6979 HMAC-SHA256 generator can derive them the same way (keyed
 * with scalarOffset ‖ seed32, first f, then b) and call this, so that a program needs only one
 * SHA-256.
 *
 * @throws TypeError if a value is not a 32-byte Uint8Array, or ctx is not built for the current curve.
 */
export function ecmultGenContextBlind(
  ctx: EcmultGenContext,
  projBlind32: Uint8Array,
  blind32: Uint8Array,
): void {
  for (const b of [projBlind32, blind32]) {
    if (!(b instanceof Uint8Array) || b.length !== 32)
      throw new TypeError("ecmultGenContextBlind: the values must be 32 bytes");
  }
  if (ctx.built !== 1 || ctx.curve !== g.getCurve())
    throw new TypeError("ecmultGenContextBlind: the context is not built for the current curve");
  ensureTable();
  bigToBytes(diffBytes, combScalarDiff(cfg.bits, g.getCurve().order));
  scalar.setB32(sDiff, diffBytes);
  scalar.setInt(sOne, 1);

  // The projective blinding factor (not 0).
  fe.setB32Mod(fBlind, projBlind32);
  fe.cmov(fBlind, fe.ONE, +fe.normalizesToZero(fBlind));
  fe.copy(ctx.projBlind, fBlind);

  // The scalar blinding value b (not 0: geOffset = b·G must not be infinity for gejAddGe).
  scalar.setB32(bBlind, blind32);
  scalar.cmov(bBlind, sOne, +scalar.isZero(bBlind));
  ecmultGenGe(ctx, ctx.geOffset, bBlind);
  scalar.negate(bBlind, bBlind);
  scalar.add(ctx.scalarOffset, bBlind, sDiff);

  scalar.clear(bBlind);
  fe.clear(fBlind);
}

const blind32 = new Uint8Array(32);

/**
 * Sets up the blinding values (libsecp256k1's `secp256k1_ecmult_gen_blind`, reached through
 * `secp256k1_context_randomize`). On input, ctx was created for the current curve (or cleared);
 * seed32 is 32 bytes of fresh randomness, or null.
 *
 * With null: resets to no blinding ({@link ecmultGenContextReset}). With a seed: derives a
 * projective blinding factor f ≠ 0 and a scalar b ≠ 0 from an RFC 6979 HMAC-SHA256 generator
 * keyed with (the current scalarOffset ‖ seed32), so that earlier randomness is chained forward,
 * then sets them with {@link ecmultGenContextBlind}. Constant time in the seed and the blinding.
 *
 * @throws TypeError if seed32 is neither null nor a 32-byte Uint8Array.
 */
export function ecmultGenContextRandomize(ctx: EcmultGenContext, seed32: Uint8Array | null): void {
  if (seed32 !== null && (!isBytes(seed32) || seed32.length !== 32)) {
    throw new TypeError("ecmultGenContextRandomize: seed32 must be null or 32 bytes");
  }
  // A reset, and a cleared context or one of another curve starts again from no blinding.
  if (seed32 === null || ctx.built !== 1 || ctx.curve !== g.getCurve()) ecmultGenContextReset(ctx);
  if (seed32 === null) return;
  // The prior blinding value is chained forward by hashing it with the seed.
  scalar.getB32(keydata, ctx.scalarOffset, 0);
  keydata.set(seed32, 32);
  rfc6979Initialize(rng, keydata);
  keydata.fill(0);
  rfc6979Generate(rng, nonce32); // f
  rfc6979Generate(rng, blind32); // b
  rfc6979Clear(rng);
  ecmultGenContextBlind(ctx, nonce32, blind32);
  nonce32.fill(0);
  blind32.fill(0);
}

/** Writes v (0 ≤ v < 2^256) as 32 big-endian bytes. */
function bigToBytes(out: Uint8Array, v: bigint): void {
  let x = v;
  for (let i = 31; i >= 0; i--) {
    out[i] = Number(x & 0xffn);
    x >>= 8n;
  }
}
