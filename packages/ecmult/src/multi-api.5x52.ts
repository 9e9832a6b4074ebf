/**
 * Multi-scalar multiplication for users, on the 5x52 backend: R = Σ sᵢ·Pᵢ + g·G with input
 * validation, over {@link ecmultMultiVar} (Strauss' algorithm below six points, the bundled
 * algorithm of seed PR 1994 up to `ECMULT_PIPPENGER_THRESHOLD` points, Pippenger's above; every
 * scalar split by the endomorphism λ). `@k1/ecmult/10x26` has the same API over the 10x26 backend.
 *
 * **Variable time.** The running time depends on the scalars and the points: use it on public
 * inputs only (signature batch verification, aggregation of public keys, commitments), never on a
 * secret scalar.
 *
 * **Cost** (measured on the project's machine class, Node 20, release build; see the package
 * README for the table by n), per point with G counted as a point: on 5x52 about 63 mixed
 * additions' worth (`gejAddGeVar`) at 6 points, 57 from 24 to 150 points (the bundled algorithm),
 * 53 at 200 and 37 at 2048 (Pippenger's), that is about 30, 27, 25 and 17.5 µs per point; one
 * point costs what `ecmult` costs. 10x26 costs about twice as much per point.
 *
 * **Memory.** The work space is a scratch ({@link EcmultMultiScratch}) with a memory bound, by
 * default one module-level scratch of `ECMULT_MULTI_DEFAULT_MEMORY` (8 MiB) that grows to what the
 * largest call needed and is kept for the next call; a call with more points than one batch of
 * that bound holds is cut into batches. Pass your own scratch (`ecmultMultiScratchCreate(bytes)`)
 * to bound it differently or to free it by dropping it. About 700 bytes per point for the bundled
 * algorithm (flat tables) and 1.9–2.1 KB per point for Pippenger's.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { isBytes } from "./bytes.js";
import { ecmultMultiVar } from "./multi.5x52.js";
import { type EcmultMultiScratch, ecmultMultiScratchCreate } from "./multi-scratch.5x52.js";

/** Options of {@link multiScalarMulVar} and {@link multiScalarMulBytesVar}. */
export interface MultiScalarMulOptions {
  /**
   * The scratch to work in (its memory bound applies). Default: a module-level scratch with the
   * default bound, made at the first call.
   */
  readonly scratch?: EcmultMultiScratch;
}

let defaultScratch: EcmultMultiScratch | null = null;

function scratchOf(options: MultiScalarMulOptions | undefined): EcmultMultiScratch {
  if (options !== undefined && options !== null) {
    if (typeof options !== "object") throw new TypeError("multiScalarMul: options must be an object");
    const s = options.scratch;
    if (s !== undefined) {
      if (s === null || typeof s !== "object" || typeof s.maxBytes !== "number") {
        throw new TypeError("multiScalarMul: options.scratch is not a scratch (ecmultMultiScratchCreate)");
      }
      return s;
    }
  }
  if (defaultScratch === null) defaultScratch = ecmultMultiScratchCreate();
  return defaultScratch;
}

const FeCtor = fe.create().constructor;
const LIMBS = fe.create().length;

function isFe(a: unknown): boolean {
  return a instanceof FeCtor && (a as fe.Fe).length === LIMBS;
}

function checkScalar(s: unknown, what: string): scalar.Scalar {
  if (!(s instanceof Uint32Array) || s.length !== 8) {
    throw new TypeError(`multiScalarMul: ${what} is not a scalar (a Uint32Array of 8 words from @k1/scalar)`);
  }
  if (scalar.checkOverflow(s) !== 0)
    throw new RangeError(`multiScalarMul: ${what} is not below the group order`);
  return s;
}

/**
 * Multi-scalar multiplication: r = Σ scalars[i]·points[i] + g·G, G the generator, for any number
 * of points (0 included: r = g·G, or infinity without g). Variable time: for public inputs only.
 *
 * Inputs are validated in every build: `points` and `scalars` must be arrays of the same length;
 * each point a `Ge` of this backend (from `@k1/group/5x52`: `geParsePubkey`, `geSetGejVar`, …),
 * either the point at infinity (`infinity` = 1) or on the curve; each scalar a `Scalar` of
 * `@k1/scalar` below the group order; g such a scalar or null. Points made by `@k1/group` have the
 * magnitudes its contracts require; hand-built limbs are not checked in release builds.
 *
 * @param r - the output, a Jacobian point (from `gejCreate`), distinct from the inputs.
 * @param points - the points Pᵢ.
 * @param scalars - the scalars sᵢ, one per point.
 * @param gScalar - the generator's scalar, or null (as zero, a little faster).
 * @param options - the scratch to work in (default: a module-level one, 8 MiB bound).
 * @returns r, set to the sum (possibly the point at infinity: `r.infinity` = 1).
 * @throws TypeError if an argument has the wrong type; RangeError if the lengths differ, a scalar
 *   is not below the order, or a point is not on the curve.
 *
 * @example
 * ```ts
 * import * as g from "@k1/group/5x52";
 * import * as em from "@k1/ecmult/5x52";
 * import * as scalar from "@k1/scalar/5x52";
 *
 * const pts = keys.map((k) => { const p = g.geCreate(); if (!g.geParsePubkey(p, k)) throw new Error(); return p; });
 * const scs = tweaks.map((t) => { const s = scalar.create(); if (scalar.setB32(s, t)) throw new Error(); return s; });
 * const r = em.multiScalarMulVar(g.gejCreate(), pts, scs, null);
 * const out = g.geCreate();
 * g.geSetGejVar(out, r); // affine result (check out.infinity first if the sum can vanish)
 * ```
 */
export function multiScalarMulVar(
  r: g.Gej,
  points: readonly g.Ge[],
  scalars: readonly scalar.Scalar[],
  gScalar: scalar.Scalar | null = null,
  options?: MultiScalarMulOptions,
): g.Gej {
  if (r === null || typeof r !== "object" || !isFe(r.x) || !isFe(r.y) || !isFe(r.z)) {
    throw new TypeError("multiScalarMul: r is not a Jacobian point of this backend (gejCreate)");
  }
  if (!Array.isArray(points)) throw new TypeError("multiScalarMul: points must be an array");
  if (!Array.isArray(scalars)) throw new TypeError("multiScalarMul: scalars must be an array");
  const n = points.length;
  if (scalars.length !== n) {
    throw new RangeError(`multiScalarMul: ${n} points but ${scalars.length} scalars`);
  }
  if (gScalar !== null) checkScalar(gScalar, "the generator's scalar");
  for (let i = 0; i < n; i++) {
    const p = points[i];
    if (
      p === null ||
      typeof p !== "object" ||
      !isFe(p.x) ||
      !isFe(p.y) ||
      (p.infinity !== 0 && p.infinity !== 1)
    ) {
      throw new TypeError(`multiScalarMul: points[${i}] is not a point of this backend (geCreate)`);
    }
    if (p === (r as unknown)) throw new TypeError("multiScalarMul: r must not be one of the points");
    if (p.infinity === 0 && !g.geIsValidVar(p))
      throw new RangeError(`multiScalarMul: points[${i}] is not on the curve`);
    checkScalar(scalars[i], `scalars[${i}]`);
  }
  ecmultMultiVar(scratchOf(options), r, gScalar, points, scalars, n);
  return r;
}

// Parsed inputs of multiScalarMulBytesVar, grown as needed and kept.
const bytesPts: g.Ge[] = [];
const bytesScs: scalar.Scalar[] = [];
const gS = scalar.create();
const outJ = g.gejCreate();
const outA = g.geCreate();

/**
 * Multi-scalar multiplication on encodings: Σ scalars[i]·points[i] + g·G for public keys
 * (SEC 1: 33 bytes compressed, 65 uncompressed or hybrid) and 32-byte big-endian scalars, returned
 * as a public key, or null if the sum is the point at infinity. Variable time: for public inputs
 * only. Cost and memory as {@link multiScalarMulVar}, plus the parsing (a square root per
 * compressed key).
 *
 * @param points - the public keys.
 * @param scalars - the scalars, 32 bytes each, big endian, below the group order.
 * @param gScalar - the generator's scalar (32 bytes), or null.
 * @param compressed - whether to return 33 bytes (default) or 65.
 * @param options - the scratch to work in.
 * @returns the encoded sum, or null for the point at infinity.
 * @throws TypeError if an argument has the wrong type; RangeError if the lengths differ, a key
 *   does not parse, or a scalar is not 32 bytes or not below the order.
 */
export function multiScalarMulBytesVar(
  points: readonly Uint8Array[],
  scalars: readonly Uint8Array[],
  gScalar: Uint8Array | null = null,
  compressed = true,
  options?: MultiScalarMulOptions,
): Uint8Array | null {
  if (!Array.isArray(points)) throw new TypeError("multiScalarMul: points must be an array");
  if (!Array.isArray(scalars)) throw new TypeError("multiScalarMul: scalars must be an array");
  const n = points.length;
  if (scalars.length !== n) throw new RangeError(`multiScalarMul: ${n} points but ${scalars.length} scalars`);
  while (bytesPts.length < n) {
    bytesPts.push(g.geCreate());
    bytesScs.push(scalar.create());
  }
  const scalarOfBytes = (r: scalar.Scalar, b: unknown, what: string): void => {
    if (!isBytes(b)) throw new TypeError(`multiScalarMul: ${what} is not a Uint8Array`);
    if (b.length !== 32) throw new RangeError(`multiScalarMul: ${what} is not 32 bytes`);
    if (scalar.setB32(r, b)) throw new RangeError(`multiScalarMul: ${what} is not below the group order`);
  };
  for (let i = 0; i < n; i++) {
    const p = points[i];
    if (!isBytes(p)) throw new TypeError(`multiScalarMul: points[${i}] is not a Uint8Array`);
    if (!g.geParsePubkey(bytesPts[i], p))
      throw new RangeError(`multiScalarMul: points[${i}] is not a valid public key`);
    scalarOfBytes(bytesScs[i], scalars[i], `scalars[${i}]`);
  }
  if (gScalar !== null) scalarOfBytes(gS, gScalar, "the generator's scalar");
  ecmultMultiVar(scratchOf(options), outJ, gScalar === null ? null : gS, bytesPts, bytesScs, n);
  if (outJ.infinity) return null;
  g.geSetGejVar(outA, outJ);
  const out = new Uint8Array(compressed ? 33 : 65);
  g.geSerializePubkey(out, outA, compressed);
  return out;
}
