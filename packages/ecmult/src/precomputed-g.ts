/**
 * The choice of the generator tables of `ecmult` (R = na·A + ng·G): which pair of tables of odd
 * multiples of G and 2^128·G (libsecp256k1's `secp256k1_pre_g`, `secp256k1_pre_g_128`) the
 * verifications of both backends use, and so which wNAF window the G digits get.
 *
 * libsecp256k1 fixes the window at build time (`ECMULT_WINDOW_SIZE`, default 15: 1 MiB of tables
 * compiled in). Here the application chooses at run time, with no change to the API that signs and
 * verifies:
 * - by default, tables for window {@link WINDOW_G_DEFAULT} are computed at the first verification
 *   of a process (in BigInt, about a millisecond; nothing in the bundle);
 * - {@link ecmultGTablesUse} installs others: the shipped window-15 tables of
 *   `@k1/ecmult/precomputed-g15` (1.4 MB of base64 in a bundle, decoded at registration; the
 *   fastest verification), or tables computed for another window ({@link ecmultGTablesCompute}).
 *
 * One choice per process, shared by both backends (a pair of tables is the same bytes on both).
 * Backend independent. The figures behind the default are in the README ("The generator tables").
 *
 * @module
 */
import { SECP256K1 } from "@k1/group/base";
import { gTablesComputeBytes, type PrecomputedGBytes } from "./g-compute.js";

export type { PrecomputedGBytes } from "./g-compute.js";

/**
 * The window of the generator tables computed when the application installs none: 2 × 2^(w−2)
 * points, 2 × 4 KiB at 8. Chosen by `bench_windows` (the README has the rows): a verification costs
 * about 5% more than with the window-15 tables, and the tables cost nothing in a bundle and about
 * a millisecond at the first verification.
 */
export const WINDOW_G_DEFAULT = 8;

/** The largest window a pair of generator tables may have (2 × 2^20 points, 128 MiB). */
export const WINDOW_G_MAX = 22;

/**
 * A pair of generator tables for `ecmult` (see the module comment): their window and their bytes,
 * which are computed or decoded at the first call of `bytes` and kept.
 */
export interface PrecomputedGTables {
  /** The wNAF window w of the G digits: each table holds 2^(w−2) points. */
  readonly window: number;
  /**
   * The bytes of pre_g and pre_g_128 (64 per point, x then y, 32 bytes little endian each),
   * made at the first call and the same object afterwards; the caller must not modify them.
   */
  bytes(): PrecomputedGBytes;
}

/**
 * Tables for window w computed in BigInt at the first call of their `bytes()` (2 × 64·2^(w−2)
 * bytes; a few milliseconds at w = 8 to 10, about 0.1 s at 15, 2^(w−2) points each).
 *
 * @param w - the window, 2 ≤ w ≤ {@link WINDOW_G_MAX}.
 * @returns the tables, not computed yet.
 * @throws RangeError for a window out of range.
 * @example
 * ```ts
 * import { ecmultGTablesCompute, ecmultGTablesUse } from "@k1/ecmult";
 * ecmultGTablesUse(ecmultGTablesCompute(12)); // 512 KiB, computed now
 * ```
 */
export function ecmultGTablesCompute(w: number): PrecomputedGTables {
  checkWindow(w);
  return lazyTables(w);
}

/** Tables for a checked window w, computed at the first call of `bytes()`. */
function lazyTables(w: number): PrecomputedGTables {
  let bytes: PrecomputedGBytes | null = null;
  return {
    window: w,
    bytes() {
      if (bytes === null) bytes = gTablesComputeBytes(w);
      return bytes;
    },
  };
}

function checkWindow(w: number): void {
  if (!(Number.isInteger(w) && w >= 2 && w <= WINDOW_G_MAX))
    throw new RangeError(`ecmultGTables: window ${w} is not an integer in [2, ${WINDOW_G_MAX}]`);
}

/** The tables used when none are installed: window {@link WINDOW_G_DEFAULT}, computed at first use. */
export const GTABLES_DEFAULT: PrecomputedGTables = /* @__PURE__ */ lazyTables(WINDOW_G_DEFAULT);

let chosen: PrecomputedGTables = GTABLES_DEFAULT;

/** The 64 bytes of G in the tables' layout (the first entry of every pre_g). */
function gBytes(): Uint8Array {
  const out = new Uint8Array(64);
  const view = new DataView(out.buffer);
  for (const [off, v] of [
    [0, SECP256K1.gx],
    [32, SECP256K1.gy],
  ] as const) {
    for (let k = 0; k < 8; k++)
      view.setUint32(off + 4 * k, Number((v >> BigInt(32 * k)) & 0xffffffffn), true);
  }
  return out;
}

/**
 * Installs the generator tables that every later `ecmult` with a generator scalar uses, on both
 * backends (signature verification, public-key recovery, multi-point multiplication); `null`
 * restores the default ({@link WINDOW_G_DEFAULT}, computed at first use). Results never change,
 * only the speed and the memory: a larger window adds fewer points per verification.
 *
 * The tables are made (decoded or computed) now, and checked: the window in [2, 22], both tables
 * 64·2^(w−2) bytes long, the first entry of pre_g equal to G. The entries themselves are trusted
 * (the package's own tables are tested entry by entry against a recomputation).
 *
 * @param tables - the tables (`PRECOMPUTED_G15` of `@k1/ecmult/precomputed-g15`, or
 *   {@link ecmultGTablesCompute}`(w)`), or `null` for the default.
 * @throws RangeError if the tables fail a check (nothing is installed then).
 * @example
 * ```ts
 * import { ecmultGTablesUse } from "@k1/ecmult";
 * import { PRECOMPUTED_G15 } from "@k1/ecmult/precomputed-g15";
 * ecmultGTablesUse(PRECOMPUTED_G15); // servers: the fastest verification, 1 MiB of tables
 * ```
 */
export function ecmultGTablesUse(tables: PrecomputedGTables | null): void {
  if (tables === null) {
    chosen = GTABLES_DEFAULT;
    return;
  }
  checkWindow(tables.window);
  const { preG, preG128 } = tables.bytes();
  const size = 64 << (tables.window - 2);
  if (!(preG instanceof Uint8Array && preG128 instanceof Uint8Array))
    throw new RangeError("ecmultGTablesUse: the tables' bytes are not Uint8Arrays");
  if (preG.length !== size || preG128.length !== size)
    throw new RangeError(`ecmultGTablesUse: tables of window ${tables.window} must be ${size} bytes each`);
  if (preG.byteOffset % 8 !== 0 || preG128.byteOffset % 8 !== 0)
    throw new RangeError("ecmultGTablesUse: the tables' bytes must start at a multiple of 8");
  const g = gBytes();
  for (let i = 0; i < 64; i++) {
    if (preG[i] !== g[i]) throw new RangeError("ecmultGTablesUse: pre_g does not start with G");
  }
  chosen = tables;
}

/**
 * The generator tables in use: those installed by {@link ecmultGTablesUse}, else
 * {@link GTABLES_DEFAULT}.
 *
 * @returns the tables (their bytes may not be made yet).
 */
export function ecmultGTablesInUse(): PrecomputedGTables {
  return chosen;
}
