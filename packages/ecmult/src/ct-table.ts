/**
 * The storage of the constant-time lookup tables of ecmult_gen and ecmult_const (the lookups are
 * in `ct-lookup.5x52.ts` and its 10x26 copy): affine points as ten 52-bit limbs each, laid out by
 * limb ("planar"), independent of the field backend, so one table serves both backends.
 *
 * ## Why planar
 * A constant-time lookup reads every entry of a block. With the ten limbs of an entry side by side
 * (one `Float64Array`, entry e at [10e, 10e + 10)), V8 11 compiles every read `t[o + k]` with its
 * own address computation and bounds check. With one array per limb (plane k holds limb k of every
 * entry, all planes of one length), the five reads of a pass share the index e, and TurboFan merges
 * their bounds checks into one (the planes' length is a constant of the optimized code when the
 * table is a module-level `const`): a 32-entry lookup of ecmult_gen measured 145 → 113 ns in a
 * micro-benchmark (Node 20.20.2, 2026-11-30). The planes are views of one buffer.
 *
 * @module
 */

/** Doubles per table entry: five 52-bit limbs of x, then five of y. */
export const ENTRY_DOUBLES = 10;

/**
 * A lookup table of `capacity` affine points: ten planes of `capacity` doubles in one buffer, plane
 * k < 5 (`x0`..`x4`) holding limb k (bits [52k, 52k + 52)) of every entry's normalized x, plane 5 + k
 * (`y0`..`y4`) limb k of its y. Every limb is an integer below 2^52, so a double holds it exactly.
 * Create with {@link ctTableCreate}; write and read entries with `tableSet` / `tableSelect` of the
 * backend's `ct-lookup` module. Hold a table used in a hot lookup in a module-level `const` (see
 * `tableScan`).
 */
export interface CtTable {
  /** Entries the table holds. */
  readonly capacity: number;
  /** The ten planes, one after the other. */
  readonly buf: Float64Array;
  readonly x0: Float64Array;
  readonly x1: Float64Array;
  readonly x2: Float64Array;
  readonly x3: Float64Array;
  readonly x4: Float64Array;
  readonly y0: Float64Array;
  readonly y1: Float64Array;
  readonly y2: Float64Array;
  readonly y3: Float64Array;
  readonly y4: Float64Array;
}

/**
 * A new table of `capacity` entries, all limbs 0 (not valid entries until written). Allocates
 * 80·capacity bytes. Every table has the same object shape, so the lookups stay monomorphic.
 *
 * @throws RangeError if capacity is not an integer in [1, 2^26].
 */
export function ctTableCreate(capacity: number): CtTable {
  if (!Number.isInteger(capacity) || capacity <= 0 || capacity > 2 ** 26) {
    throw new RangeError("ctTableCreate: capacity");
  }
  // As an int32 (Smi) field: a capacity computed with `**` arrives as a heap number, which would
  // give the field a double representation (and its loads a float-to-int conversion).
  const n = capacity | 0;
  const buf = new Float64Array(ENTRY_DOUBLES * n);
  const plane = (k: number): Float64Array => buf.subarray(k * n, (k + 1) * n);
  return {
    capacity: n,
    buf,
    x0: plane(0),
    x1: plane(1),
    x2: plane(2),
    x3: plane(3),
    x4: plane(4),
    y0: plane(5),
    y1: plane(6),
    y2: plane(7),
    y3: plane(8),
    y4: plane(9),
  };
}

/**
 * Copies the `src.capacity` entries of src into entries [0, src.capacity) of dst.
 *
 * @throws RangeError if dst holds fewer entries than src.
 */
export function ctTableCopy(dst: CtTable, src: CtTable): void {
  const n = src.capacity;
  if (dst.capacity < n) throw new RangeError("ctTableCopy: destination too small");
  for (let k = 0; k < ENTRY_DOUBLES; k++) dst.buf.set(src.buf.subarray(k * n, (k + 1) * n), k * dst.capacity);
}
