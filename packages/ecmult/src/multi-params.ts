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
 * seed PR 1994 moves it to 181 against the bundled one).
 *
 * Measured here (release build, CPU time of alternating runs of the two algorithms, minimum of
 * 10–12 rounds, n points plus G for n from 120 to 228 in steps of 6 or 12; the machine's two
 * vCPUs were shared with other jobs): on 5x52 the bundled algorithm costs a flat 56–57 mixed
 * additions' worth per point, Pippenger's falls from 60 (n = 120) through 57 (n = 150) to 53
 * (n = 228), and the two cross between 156 and 162 points; on 10x26 between 156 and 168. The
 * crossing comes earlier than the seed's 181 in C because the bucket method's extra full additions
 * cost V8 relatively less than the bundled algorithm's table building. `bench_ecmult_multi sweep`
 * repeats the sweep.
 */
export const ECMULT_PIPPENGER_THRESHOLD = 160;

/** The largest bucket window of Pippenger's algorithm (libsecp256k1's `PIPPENGER_MAX_BUCKET_WINDOW`). */
export const PIPPENGER_MAX_BUCKET_WINDOW = 12;

/**
 * Upper bounds of n (points, G not counted) for bucket windows 1, 2, …, 11 of Pippenger's algorithm
 * (libsecp256k1's `secp256k1_pippenger_bucket_window`; window 8 is never chosen there, its bound
 * equals window 7's). From n above the last bound, {@link PIPPENGER_MAX_BUCKET_WINDOW}.
 *
 * libsecp256k1's bounds, checked here (`bench_ecmult_multi windows`, 5x52, release build, CPU time,
 * minimum of 5 alternating runs): at n = 4, 20, 57, 136, 235, 1260 and 2048 the chosen window was
 * the fastest of w − 1, w and w + 1 (by 1.7% to 25%), so the bounds are kept. The costs in V8 keep
 * libsecp256k1's ratio of additions to doublings and bucket sums, so the optimum does not move.
 */
export const PIPPENGER_BUCKET_WINDOW_BOUNDS: readonly number[] = [
  1, 4, 20, 57, 136, 235, 1260, 1260, 4420, 7880, 16050,
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
    if (w === 8) continue; // never chosen (as in libsecp256k1)
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
 * one batch of 4466 points for Pippenger's algorithm (about 1.9 KB per point at n = 2048) and
 * of 12114 for the bundled one (about 700 bytes per point), so every n benchmarked here, up to 2048,
 * runs in one batch; larger calls are cut into batches of about 4400 points, where Pippenger's cost
 * per point has flattened.
 */
export const ECMULT_MULTI_DEFAULT_MEMORY = 8 * 1024 * 1024;
