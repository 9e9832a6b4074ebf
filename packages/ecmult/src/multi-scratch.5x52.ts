/**
 * The workspace of multi-point multiplication on the 5x52 backend, under a memory bound: the
 * counterpart of libsecp256k1's scratch space (`scratch.h`) and of the functions that size batches
 * from it (`secp256k1_strauss_scratch_size`, `secp256k1_pippenger_scratch_size`,
 * `secp256k1_pippenger_max_points`, `secp256k1_strauss_max_points`, and seed PR 1994's
 * `secp256k1_bundle_scratch_size` and `secp256k1_bundle_max_points`).
 * `@k1/ecmult/10x26` has the same code over the 10x26 backend (the build writes it from this file).
 *
 * A scratch ({@link EcmultMultiScratch}) has a size in bytes, `maxBytes`, chosen by its maker. The
 * algorithms' states (tables, digits, buckets) are made of V8 objects, whose sizes the memory model
 * of `multi-params.ts` gives; a batch may use a state only if its modelled size fits. Unlike a C
 * scratch space the states are kept between calls and grown when a larger batch comes (so a call
 * does not pay for allocation again), and one algorithm's state is dropped to make room for
 * another's, so that the states kept never add up to more than `maxBytes`.
 *
 * @module
 */
import * as g from "@k1/group/5x52";
import type * as scalar from "@k1/scalar/5x52";
import { type BundleState, bundleStateCreate } from "./bundle.5x52.js";
import { BUNDLE_TABLE_ENTRY_BYTES } from "./bundle-table.5x52.js";
import { ecmultTableSize, WINDOW_A, WNAF_HALF_LEN } from "./index.js";
import {
  ECMULT_BUNDLE_INDEX_BYTES,
  ECMULT_BUNDLE_SIZE,
  ECMULT_BUNDLE_TABLE_SIZE,
  ECMULT_MAX_POINTS_PER_BATCH,
  ECMULT_MULTI_DEFAULT_MEMORY,
  MEM_FE,
  MEM_GE,
  MEM_GEJ,
  MEM_OBJECT,
  MEM_SCALAR,
  MEM_SLOT,
  MEM_TYPED_ARRAY,
  PIPPENGER_MAX_BUCKET_WINDOW,
  pippengerBucketWindowInv,
} from "./multi-params.js";
import {
  type PippengerState,
  pippengerBatchPairs,
  pippengerGroupBuckets,
  pippengerStateCreate,
  pippengerStateFits,
  signedDigitsSize,
} from "./pippenger.5x52.js";
import { type StraussState, straussStateCreate } from "./strauss.5x52.js";

/**
 * A workspace for multi-point multiplication with a memory bound (libsecp256k1's
 * `secp256k1_scratch_space`). Make one with {@link ecmultMultiScratchCreate} and pass it to
 * `ecmultMultiVar` or the batch functions; the states it holds are internal. Not for concurrent
 * use (JavaScript has none within one thread); drop it to free its memory.
 */
export interface EcmultMultiScratch {
  /** The memory bound, in bytes of the model in `multi-params.ts` ({@link ecmultMultiScratchSetBound} changes it). */
  maxBytes: number;
  /** @internal Modelled bytes of the states held. */
  bytes: number;
  /** @internal The bundled algorithm's state and its modelled size. */
  bundle: BundleState | null;
  /** @internal */
  bundleBytes: number;
  /** @internal Strauss' algorithm's state, its points (as Jacobian) and scalar slots. */
  strauss: StraussState | null;
  /** @internal */
  straussPoints: g.Gej[];
  /** @internal */
  straussScalars: scalar.Scalar[];
  /** @internal */
  straussBytes: number;
  /** @internal Pippenger's algorithm's state. */
  pippenger: PippengerState | null;
  /** @internal */
  pippengerBytes: number;
}

/**
 * Returns a new scratch with a memory bound of `maxBytes` (default
 * {@link ECMULT_MULTI_DEFAULT_MEMORY}). Allocates nothing else until used.
 *
 * @throws RangeError if maxBytes is not a non-negative number.
 */
export function ecmultMultiScratchCreate(maxBytes: number = ECMULT_MULTI_DEFAULT_MEMORY): EcmultMultiScratch {
  if (typeof maxBytes !== "number" || !(maxBytes >= 0)) {
    throw new RangeError(`ecmultMultiScratchCreate: maxBytes ${maxBytes} is not a non-negative number`);
  }
  return {
    maxBytes,
    bytes: 0,
    bundle: null,
    bundleBytes: 0,
    strauss: null,
    straussPoints: [],
    straussScalars: [],
    straussBytes: 0,
    pippenger: null,
    pippengerBytes: 0,
  };
}

/**
 * Changes a scratch's memory bound, dropping the states it holds if they exceed the new bound
 * (they are made again, within the bound, when a call needs them). For a caller that bounds the
 * scratch by what it has left of a budget of its own, and keeps one scratch for many calls.
 *
 * @throws RangeError if maxBytes is not a non-negative number.
 */
export function ecmultMultiScratchSetBound(s: EcmultMultiScratch, maxBytes: number): void {
  if (typeof maxBytes !== "number" || !(maxBytes >= 0)) {
    throw new RangeError(`ecmultMultiScratchSetBound: maxBytes ${maxBytes} is not a non-negative number`);
  }
  s.maxBytes = maxBytes;
  if (s.bytes > maxBytes) {
    dropBundle(s);
    dropStrauss(s);
    dropPippenger(s);
  }
}

// ---------------------------------------------------------------------------------------------
// Sizes (the memory model).

/** Entries of a table of odd multiples at WINDOW_A (the model sizes for secp256k1's window). */
const TS_A = ecmultTableSize(WINDOW_A);
/** Bytes of the digits of one 129-digit half (an Int32Array) and its slot. */
const MEM_WNAF = MEM_TYPED_ARRAY + 4 * WNAF_HALF_LEN + MEM_SLOT;
/**
 * Bytes of a Strauss table entry as `strauss.5x52.ts`'s `StraussState` holds it: the point, its
 * z ratio / λ x, its negated y, three views sharing those ((x, −y), (β·x, y), (β·x, −y)) and
 * their slots.
 */
const MEM_STRAUSS_ENTRY = MEM_GE + 2 * MEM_FE + 3 * MEM_OBJECT + 6 * MEM_SLOT;

/**
 * Bytes of Strauss' algorithm's state for n points (libsecp256k1's `secp256k1_strauss_scratch_size`):
 * per point a table of 2^(WINDOW_A − 2) entries, the digits of its two halves (and their object),
 * its point as a Jacobian point and a scalar slot.
 */
export function straussScratchSize(n: number): number {
  return (
    n * (TS_A * MEM_STRAUSS_ENTRY + 2 * MEM_WNAF + MEM_OBJECT + MEM_GEJ + 2 * MEM_SLOT) + 4 * MEM_TYPED_ARRAY
  );
}

/**
 * Bytes of the bundled algorithm's state for n points and m points with short scalars (seed PR
 * 1994's `secp256k1_bundle_scratch_size`): per bundle a table of 32 entries (four field elements
 * and four views each), its 2·64 references by bundle index and 264 index bytes; per point left over and per short point a table of
 * 2^(WINDOW_A − 2) entries and the digits of its halves, as in Strauss' state. Below one bundle
 * (and without short points), Strauss' state (the batch then runs Strauss' algorithm).
 */
export function bundleScratchSize(n: number, m = 0): number {
  if (n < ECMULT_BUNDLE_SIZE && m === 0) return straussScratchSize(n);
  const nb = Math.floor(n / ECMULT_BUNDLE_SIZE);
  const nl = n - nb * ECMULT_BUNDLE_SIZE;
  return bundleStateSize(nb, nl + m);
}

/** Bytes of one point of a `StraussState`: its table of odd multiples and its digits. */
const MEM_STRAUSS_POINT = TS_A * MEM_STRAUSS_ENTRY + 2 * MEM_WNAF + MEM_OBJECT;

function bundleStateSize(nb: number, nl: number): number {
  const bundle =
    ECMULT_BUNDLE_TABLE_SIZE * (BUNDLE_TABLE_ENTRY_BYTES + 4 * MEM_SLOT) + ECMULT_BUNDLE_INDEX_BYTES;
  return nb * bundle + nl * MEM_STRAUSS_POINT + 8 * MEM_TYPED_ARRAY;
}

/**
 * Bytes of Pippenger's algorithm's state for `entries` entries and bucket window w (libsecp256k1's
 * `secp256k1_pippenger_scratch_size`, for the state of `pippenger.5x52.ts`): per entry a point, the
 * view of its negation with its −y, a scalar, its digits and the slots that refer to them, and a
 * quarter of a spare point (the points two waiting points of a bucket are summed into, rarely
 * more); per bucket of a pass an accumulator and its bookkeeping; the batch of affine additions
 * (a pair per entry, up to 512) and the reduction's running sums (one per bucket of a pass, up to
 * 512). A batch of n points with full scalars and m with short ones has 2n + m + 2 entries (G's
 * two included).
 */
export function pippengerScratchSize(entries: number, w: number): number {
  const buckets = pippengerGroupBuckets(w, entries);
  const pairs = pippengerBatchPairs(entries);
  return (
    entries * pippengerEntrySize(w) +
    buckets * PIPPENGER_BUCKET_BYTES +
    pairs * PIPPENGER_PAIR_BYTES +
    Math.min(512, buckets) * PIPPENGER_CHAIN_BYTES +
    12 * MEM_TYPED_ARRAY
  );
}

/** Bytes of a bucket of a pass of Pippenger's state: its accumulator and bookkeeping. */
const PIPPENGER_BUCKET_BYTES = MEM_GE + 3 * MEM_SLOT + 16;

/** Bytes of a pair of the batch of affine additions: three slots, four words, two field elements. */
const PIPPENGER_PAIR_BYTES = 3 * MEM_SLOT + 16 + 2 * (MEM_FE + MEM_SLOT) + 4;

/** Bytes of a running sum of the reduction: two points and two slots. */
const PIPPENGER_CHAIN_BYTES = 2 * (MEM_GE + MEM_SLOT) + 2 * MEM_SLOT;

function pippengerEntrySize(w: number): number {
  return (
    MEM_GE +
    MEM_OBJECT +
    MEM_FE +
    MEM_SCALAR +
    4 * signedDigitsSize(w + 1) +
    4 +
    6 * MEM_SLOT +
    (MEM_GE + MEM_SLOT) / 4
  );
}

/**
 * The most points (besides G) a batch of Pippenger's algorithm may have within maxBytes, such that
 * every smaller batch fits too (libsecp256k1's `secp256k1_pippenger_max_points`); 0 if none fits.
 * A point counts as two entries (its scalar split by λ): a batch of n points with full scalars and
 * m with short ones fits if n + m/2 is at most this.
 */
export function pippengerMaxPoints(maxBytes: number): number {
  let res = 0;
  const cap = Math.floor(ECMULT_MAX_POINTS_PER_BATCH / 2);
  for (let w = 1; w <= PIPPENGER_MAX_BUCKET_WINDOW; w++) {
    const maxPoints = Math.min(pippengerBucketWindowInv(w), cap);
    if (maxPoints === 0) continue; // a window never chosen
    // The size grows with n (entries and the buckets of a pass): the largest n ≤ maxPoints that
    // fits, by doubling and bisection. A point is two entries (it and its λ multiple), G two more.
    const fits = (n: number): boolean => pippengerScratchSize(2 * n + 2, w) <= maxBytes;
    if (!fits(1)) break;
    let lo = 1;
    let hi = 2;
    while (hi <= maxPoints && fits(hi)) {
      lo = hi;
      hi *= 2;
    }
    if (hi > maxPoints) hi = maxPoints + 1;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (fits(mid)) lo = mid;
      else hi = mid;
    }
    if (lo > res) res = lo;
    // A larger window may allow more points, but then a smaller batch, with a smaller window,
    // might not fit.
    if (lo < maxPoints) break;
  }
  return Math.min(res, ECMULT_MAX_POINTS_PER_BATCH);
}

/** The most points a batch of Strauss' algorithm may have within maxBytes (`secp256k1_strauss_max_points`). */
export function straussMaxPoints(maxBytes: number): number {
  return Math.min(
    Math.max(
      0,
      Math.floor((maxBytes - straussScratchSize(0)) / (straussScratchSize(1) - straussScratchSize(0))),
    ),
    ECMULT_MAX_POINTS_PER_BATCH,
  );
}

/**
 * The most points, in whole bundles, a batch of the bundled algorithm may have within maxBytes,
 * such that it and every smaller batch fit (seed PR 1994's `secp256k1_bundle_max_points`). A point
 * left over costs more than a bundled one, so the worst smaller batch is the one with five left
 * over: m = 6q fits if both m and m − 1 points do. 0 if not even one bundle fits.
 */
export function bundleMaxPoints(maxBytes: number): number {
  const fits = (q: number): boolean =>
    bundleScratchSize(ECMULT_BUNDLE_SIZE * q) <= maxBytes &&
    bundleScratchSize(ECMULT_BUNDLE_SIZE * q - 1) <= maxBytes;
  if (!fits(1)) return 0;
  // The sizes grow with q: find the largest q that fits by doubling, then bisection.
  let lo = 1;
  let hi = 2;
  const qMax = Math.floor(ECMULT_MAX_POINTS_PER_BATCH / ECMULT_BUNDLE_SIZE);
  while (hi <= qMax && fits(hi)) {
    lo = hi;
    hi *= 2;
  }
  if (hi > qMax) hi = qMax + 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo * ECMULT_BUNDLE_SIZE;
}

// ---------------------------------------------------------------------------------------------
// States.

/** Makes room for `need` more bytes by dropping the other algorithms' states if needed. */
function makeRoom(s: EcmultMultiScratch, need: number, keep: "bundle" | "strauss" | "pippenger"): boolean {
  if (need > s.maxBytes) return false;
  if (s.bytes + need <= s.maxBytes) return true;
  if (keep !== "bundle") dropBundle(s);
  if (keep !== "strauss") dropStrauss(s);
  if (keep !== "pippenger") dropPippenger(s);
  return s.bytes + need <= s.maxBytes;
}

function dropBundle(s: EcmultMultiScratch): void {
  s.bytes -= s.bundleBytes;
  s.bundle = null;
  s.bundleBytes = 0;
}

function dropStrauss(s: EcmultMultiScratch): void {
  s.bytes -= s.straussBytes;
  s.strauss = null;
  s.straussPoints = [];
  s.straussScalars = [];
  s.straussBytes = 0;
}

function dropPippenger(s: EcmultMultiScratch): void {
  s.bytes -= s.pippengerBytes;
  s.pippenger = null;
  s.pippengerBytes = 0;
}

/**
 * Returns the scratch's state of the bundled algorithm with room for n points (⌊n/6⌋ bundles and
 * n mod 6 left over, or no bundle and n left over if not `bundled`) and m short points, growing it
 * if needed; null if that does not fit in the memory bound.
 */
export function scratchBundleState(
  s: EcmultMultiScratch,
  n: number,
  m = 0,
  bundled = true,
): BundleState | null {
  const nb = bundled ? Math.floor(n / ECMULT_BUNDLE_SIZE) : 0;
  const nl = n - nb * ECMULT_BUNDLE_SIZE + m;
  const cur = s.bundle;
  if (cur !== null && cur.bundles >= nb && cur.leftovers >= nl) return cur;
  const b = Math.max(nb, cur?.bundles ?? 0);
  const l = Math.max(nl, cur?.leftovers ?? 0);
  let size = bundleStateSize(b, l);
  dropBundle(s);
  let bb = b;
  let ll = l;
  if (!makeRoom(s, size, "bundle")) {
    // Without the old state's extra room.
    bb = nb;
    ll = nl;
    size = bundleStateSize(nb, nl);
    if (!makeRoom(s, size, "bundle")) return null;
  }
  s.bundle = bundleStateCreate(bb, ll);
  s.bundleBytes = size;
  s.bytes += size;
  return s.bundle;
}

/**
 * Returns the scratch's state of Strauss' algorithm with room for n points, growing it if needed;
 * null if that does not fit in the memory bound.
 */
export function scratchStraussState(s: EcmultMultiScratch, n: number): StraussState | null {
  const cur = s.strauss;
  if (cur !== null && cur.capacity >= n) return cur;
  const size = straussScratchSize(n);
  dropStrauss(s);
  if (!makeRoom(s, size, "strauss")) return null;
  s.strauss = straussStateCreate(n);
  s.straussPoints = g.gejArray(n);
  s.straussScalars = new Array<scalar.Scalar>(n);
  s.straussBytes = size;
  s.bytes += size;
  return s.strauss;
}

/**
 * Returns the scratch's state of Pippenger's algorithm with room for `entries` entries at bucket
 * window w, growing it if needed; null if that does not fit in the memory bound.
 */
export function scratchPippengerState(
  s: EcmultMultiScratch,
  entries: number,
  w: number,
): PippengerState | null {
  const cur = s.pippenger;
  if (cur !== null && pippengerStateFits(cur, entries, w)) return cur;
  const size = pippengerScratchSize(entries, w);
  dropPippenger(s);
  if (!makeRoom(s, size, "pippenger")) return null;
  s.pippenger = pippengerStateCreate(entries, w);
  s.pippengerBytes = size;
  s.bytes += size;
  return s.pippenger;
}
