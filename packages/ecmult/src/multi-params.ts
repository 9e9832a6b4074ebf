/**
 * Named constants of multi-point multiplication (R = Σ sᵢ·Pᵢ + g·G): the bundle geometry of seed
 * PR 1994, the thresholds between Strauss' algorithm, the bundled algorithm and Pippenger's, the
 * bucket windows of Pippenger's algorithm, and the memory model from which batch sizes are derived.
 * Backend independent; each tuning constant says how it was measured here.
 *
 * Measurements: the project's machine class (2 vCPU AMD EPYC, Node v20, V8 11.3, both vCPUs shared
 * with other jobs), release build (`__VERIFY__` = false), 5x52 backend unless said otherwise, with
 * `packages/bench`'s `bench_ecmult_multi` (n points plus G, µs per point, the candidates alternating
 * in one process).
 *
 * @module
 */

/**
 * Points per bundle (seed PR 1994's `ECMULT_BUNDLE_SIZE`): an anchor and five followers served by
 * one table of the 2^5 subset sums that contain the anchor. A bundle index (one byte: the anchor's
 * sign over one bit per follower) has room for 7 followers; six points is the seed's choice, where
 * the table (31 additions) still costs less than the six Strauss tables it replaces (42 additions
 * and 6 doublings), and one table more per follower would double it.
 */
export const ECMULT_BUNDLE_SIZE = 6;

/** Followers per bundle: {@link ECMULT_BUNDLE_SIZE} − 1. */
export const ECMULT_BUNDLE_FOLLOWERS = ECMULT_BUNDLE_SIZE - 1;

/** Entries of a bundle table: the 2^(SIZE−1) subset sums of a bundle that contain its anchor. */
export const ECMULT_BUNDLE_TABLE_SIZE = 1 << ECMULT_BUNDLE_FOLLOWERS;

/**
 * Positions (doublings) of the bundled main loop (seed PR 1994's `ECMULT_BUNDLE_BITS`): the halves
 * of a λ split reach 0.6354·2^128 in absolute value, and the recoding needs the anchor's half u and
 * f + ~u for every follower's half f to fit in two's complement of this many bits: |f − u − 1| <
 * 1.271·2^128 + 1 ≤ 2^129, so 130 bits (129 would need |f − u| < 2^128).
 */
export const ECMULT_BUNDLE_BITS = 130;

/**
 * Bytes of bundle indices per side of the λ split: one per position, rounded up to a multiple of 4
 * (132) so that the recoding can write them four at a time; the last two are zero.
 */
export const ECMULT_BUNDLE_INDEX_STRIDE = (ECMULT_BUNDLE_BITS + 3) & ~3;

/** Bytes of bundle indices per bundle: the plain side, then the λ side. */
export const ECMULT_BUNDLE_INDEX_BYTES = 2 * ECMULT_BUNDLE_INDEX_STRIDE;

/**
 * The number of points from which `ecmultMultiVar` uses Pippenger's algorithm instead of the
 * bundled one (libsecp256k1's `ECMULT_PIPPENGER_THRESHOLD`, 88 there against Strauss' algorithm;
 * seed PR 1994 moves it to 181 against the bundled one), for points with full scalars.
 *
 * Both algorithms batch their affine additions with shared inversions: Pippenger's algorithm
 * fills and reduces its buckets that way (`pippenger.5x52.ts`), and the bundled one builds its
 * tables and sums its lookups that way (`bundle.5x52.ts`). Measured on the project's machine
 * class (2-vCPU Intel Xeon, Node 20.20.2, release build, CPU time, minimum of 7 alternating runs,
 * the vCPUs shared with other jobs; 2026-12-02), µs per point, n points with full scalars and G: on
 * 5x52 the bundled algorithm 15.6–17.1 from 150 to 222 points, Pippenger's 1.06× the bundle's at
 * 150, 1.01× at 162–174, 0.98× at 186 and 0.93× at 222; on 10x26 Pippenger's 1.04× at 144,
 * 1.02× at 168–192 and 0.97× at 216. The crossing is where seed PR 1994 put it.
 */
export const ECMULT_PIPPENGER_THRESHOLD = 180;

/**
 * The threshold with as many points with short scalars as with full ones (batch verification's
 * mix), in points-with-full-scalars equivalents e = n + m/2 (a short point is half an entry pair of
 * Pippenger's algorithm, but costs two thirds of a full one in the bundled algorithm's loop, where
 * it is done in Strauss' manner). Measured as above, n = m (batch verification's mix): 5x52
 * Pippenger's 1.07× the bundled algorithm's time at e = 24, 0.98× at 48 and 0.91× at 72; 10x26
 * 1.03× at 48 and 0.98× at 72.
 */
export const ECMULT_PIPPENGER_THRESHOLD_MIXED = 42;

/**
 * The threshold for short points only, in e = m/2. Measured as above: 5x52 Pippenger's 1.10× the
 * time of Strauss' manner at 32 points (e = 16), 1.01× at 48 and 0.94× at 64.
 */
export const ECMULT_PIPPENGER_THRESHOLD_SHORT = 24;

/**
 * The points-with-full-scalars equivalents (e = n + m/2) from which Pippenger's algorithm is used
 * for a batch of n points with full scalars and m with short ones: piecewise linear in the short
 * points' share f = (m/2)/e through the three measured thresholds (f = 0, 1/3, 1).
 */
export function ecmultPippengerThreshold(n: number, m: number): number {
  const e = n + m / 2;
  if (e === 0) return ECMULT_PIPPENGER_THRESHOLD;
  const f = m / 2 / e;
  const t0 = ECMULT_PIPPENGER_THRESHOLD;
  const t1 = ECMULT_PIPPENGER_THRESHOLD_MIXED;
  const t2 = ECMULT_PIPPENGER_THRESHOLD_SHORT;
  return f <= 1 / 3 ? t0 + (t1 - t0) * 3 * f : t1 + ((t2 - t1) * (f - 1 / 3) * 3) / 2;
}

/** The largest bucket window of Pippenger's algorithm (libsecp256k1's `PIPPENGER_MAX_BUCKET_WINDOW`). */
export const PIPPENGER_MAX_BUCKET_WINDOW = 12;

/**
 * Upper bounds of n (points with full scalars, G not counted; e = n + m/2 with short ones) for
 * bucket windows 1, 2, …, 11 of Pippenger's algorithm (libsecp256k1's
 * `secp256k1_pippenger_bucket_window`, whose bounds are 1, 4, 20, 57, 136, 235, 1260, 1260, 4420,
 * 7880, 16050, window 8 never chosen). From n above the last bound, {@link PIPPENGER_MAX_BUCKET_WINDOW}.
 *
 * Re-measured for this Pippenger's costs (affine additions into the buckets, affine reduction:
 * the windows' reductions cost relatively more, the bucket additions less), 5x52 release build,
 * CPU time, minimum of 5 alternating runs of windows w − 2 … w + 2 on the machine class of
 * {@link ECMULT_PIPPENGER_THRESHOLD} (2026-12-01, µs per point): n = 128: w5 15.8, w6 15.3;
 * 1024: w7 11.2, w8 10.6, w9 11.0; 2048: w8 9.9, w9 9.4, w10 10.0; 4096: w9 9.0, w10 9.0;
 * 6144: w9 8.8, w10 10.3, w11 9.8. The machine was shared, so differences below about 5% are noise;
 * `bench_ecmult_multi windows` repeats the check.
 */
export const PIPPENGER_BUCKET_WINDOW_BOUNDS: readonly number[] = [
  1, 4, 20, 57, 100, 235, 800, 1600, 6000, 12000, 24000,
];

/**
 * Returns the bucket window of Pippenger's algorithm for n points (libsecp256k1's
 * `secp256k1_pippenger_bucket_window`): the smallest w with n ≤ the w-th bound of
 * {@link PIPPENGER_BUCKET_WINDOW_BOUNDS}, else {@link PIPPENGER_MAX_BUCKET_WINDOW}.
 *
 * @param n - the number of points (G not counted), n ≥ 0.
 */
export function pippengerBucketWindow(n: number): number {
  for (let w = 1; w <= PIPPENGER_BUCKET_WINDOW_BOUNDS.length; w++) {
    if (n <= PIPPENGER_BUCKET_WINDOW_BOUNDS[w - 1]) return w;
  }
  return PIPPENGER_MAX_BUCKET_WINDOW;
}

/**
 * Returns the largest n for which {@link pippengerBucketWindow} chooses window w (libsecp256k1's
 * `secp256k1_pippenger_bucket_window_inv`), `Infinity` for the largest window, 0 for an invalid w.
 */
export function pippengerBucketWindowInv(w: number): number {
  if (w === PIPPENGER_MAX_BUCKET_WINDOW) return Number.POSITIVE_INFINITY;
  if (w >= 1 && w <= PIPPENGER_BUCKET_WINDOW_BOUNDS.length) return PIPPENGER_BUCKET_WINDOW_BOUNDS[w - 1];
  return 0;
}

/** The most points a batch may hold (libsecp256k1's `ECMULT_MAX_POINTS_PER_BATCH`). */
export const ECMULT_MAX_POINTS_PER_BATCH = 5_000_000;

// ---------------------------------------------------------------------------------------------
// Memory model. libsecp256k1 gives each batch a scratch space of a caller-chosen size and derives
// the batch size from what each algorithm allocates per point. Here the workspace is made of V8
// objects, whose sizes were measured on Node v20 (x64) as the growth of the V8 heap plus array
// buffers per 100 000 objects, after garbage collection (`v8.getHeapStatistics`): a field element
// (a BigUint64Array of 5 limbs on 5x52) 248 bytes, a `Ge` 536 (its object 40), a `Gej` 784, a
// scalar (Uint32Array of 8) 240, an Int32Array of 129 digits 708, one array slot 8. The 10x26
// elements (Int32Array of 10) measure the same within 8 bytes; the model uses the 5x52 sizes for
// both. Flat typed arrays (the bundle tables) cost their bytes.

/** Bytes of one field element in the workspace (measured, see above). */
export const MEM_FE = 248;
/** Bytes of one affine point (`Ge`: an object and two field elements). */
export const MEM_GE = 536;
/** Bytes of one Jacobian point (`Gej`). */
export const MEM_GEJ = 784;
/** Bytes of one scalar. */
export const MEM_SCALAR = 240;
/** Bytes of one array slot (a reference). */
export const MEM_SLOT = 8;
/** Bytes of a typed array's header (an Int32Array of 129 digits is 708 bytes: 516 of digits). */
export const MEM_TYPED_ARRAY = 192;
/** Bytes of a small object of a few fields (a `Ge` without its field elements: 536 − 2·248). */
export const MEM_OBJECT = 40;

/**
 * The default memory bound of the public multiplication's workspace, in bytes (the counterpart of
 * the size of libsecp256k1's scratch space). By the model of `multi-scratch.5x52.ts`, 8 MiB holds
 * one batch of 2,436 points for Pippenger's algorithm (about 3.4 KB per point at n = 2048) and of
 * 1,260 for the bundled one (about 6.6 KB per point), so every n up to about 2,400 runs in one
 * batch; larger calls are cut into batches of that size, where Pippenger's cost per point has
 * flattened.
 */
export const ECMULT_MULTI_DEFAULT_MEMORY = 8 * 1024 * 1024;
