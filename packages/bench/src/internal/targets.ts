/**
 * The signature rows' performance targets (issue #7) and the reference figures they were set
 * against, for the target checks of the main job (`main.ts`) and of `bench_native`.
 *
 * The targets are absolute times on the project's machine class, but absolute times drift between
 * runs and machines by more than the margins that matter (../shared/notes/facts.md: "compare ratios
 * measured in one run"). So the check also scales k1's time by how fast a reference measured in the
 * same process (a peer, in `npm run demo`) or interleaved with it (native libsecp256k1, in
 * `bench_native`) runs today against its figure in facts.md: k1 × facts / today. facts.md gives
 * the peers' medians and native libsecp256k1's averages; today's figure is the reference's
 * minimum, which is at most its median or average, so the scaled time errs on the slow (strict)
 * side.
 *
 * @module
 */
import type { SigRow } from "./sig-row-names.js";

/** Issue #7's targets for the 5x52 backend, µs per operation on the project's machine class. */
export const TARGETS_5X52: Readonly<Record<SigRow, number>> = {
  ec_keygen: 25,
  ecdsa_sign: 35,
  ecdsa_verify: 70,
  ecdsa_recover: 75,
  schnorrsig_sign: 30,
  schnorrsig_verify: 72,
  ecdh: 60,
};

/** Issue #7: the 10x26 backend's targets are this multiple of the 5x52 ones. */
export const TARGET_FACTOR_10X26 = 1.5;

/** The peers' medians of facts.md (µs, 2026-11-29, the machine class the targets are for). */
export const FACTS_PEERS: Readonly<Record<"tiny" | "noble", Readonly<Record<SigRow, number>>>> = {
  tiny: {
    ec_keygen: 76.6,
    ecdsa_sign: 85.1,
    ecdsa_verify: 176,
    ecdsa_recover: 198,
    schnorrsig_sign: 156,
    schnorrsig_verify: 177,
    ecdh: 156,
  },
  noble: {
    ec_keygen: 280,
    ecdsa_sign: 326,
    ecdsa_verify: 1008,
    ecdsa_recover: 1042,
    schnorrsig_sign: 1590,
    schnorrsig_verify: 990,
    ecdh: 1742,
  },
};

/**
 * Native libsecp256k1's averages of facts.md (µs, commit 687155df, gcc 12 -O2), for its default
 * (5x52) build and its 10x26 build (built, as `bench_native`'s usage says, with
 * `-DSECP256K1_TEST_OVERRIDE_WIDE_MULTIPLY=int64 -DSECP256K1_ASM=OFF`).
 */
export const FACTS_NATIVE: Readonly<Record<"5x52" | "10x26", Readonly<Record<SigRow, number>>>> = {
  "5x52": {
    ec_keygen: 10.4,
    ecdsa_sign: 14.6,
    ecdsa_verify: 29.4,
    ecdsa_recover: 29.6,
    schnorrsig_sign: 11.1,
    schnorrsig_verify: 29.4,
    ecdh: 24.3,
  },
  "10x26": {
    ec_keygen: 15.7,
    ecdsa_sign: 20.5,
    ecdsa_verify: 42.3,
    ecdsa_recover: 43.9,
    schnorrsig_sign: 16.5,
    schnorrsig_verify: 43.1,
    ecdh: 38.9,
  },
};

/** The target of a row for a k1 backend, µs: the 5x52 one, or 1.5 times it for 10x26. */
export function targetOf(row: SigRow, backend: "5x52" | "10x26"): number {
  return TARGETS_5X52[row] * (backend === "10x26" ? TARGET_FACTOR_10X26 : 1);
}

/**
 * k1's time scaled to the reference day: k1 × facts / today, where `facts` is a reference's
 * facts.md figure and `today` its time measured with k1's. Undefined if `today` is not a positive
 * finite number.
 */
export function scaleByReference(k1: number, facts: number, today: number | undefined): number | undefined {
  return today !== undefined && Number.isFinite(today) && today > 0 ? (k1 * facts) / today : undefined;
}

/** A k1 backend's figure for one row against its target. */
export interface TargetCheck {
  /** The target, µs (the 5x52 one, or 1.5 times it for 10x26). */
  readonly target: number;
  /** k1's time as measured, µs. */
  readonly raw: number;
  /** k1's time scaled by tiny-secp256k1's facts.md median over its time today (undefined if unmeasured). */
  readonly byTiny: number | undefined;
  /** The same by noble-curves. */
  readonly byNoble: number | undefined;
}

/**
 * Checks k1's time for a row against its target: raw, and scaled by each peer measured in the
 * same process (k1 × facts / today). Peer times that are not positive finite numbers give
 * undefined.
 */
export function checkTarget(
  row: SigRow,
  backend: "5x52" | "10x26",
  k1: number,
  tinyToday: number | undefined,
  nobleToday: number | undefined,
): TargetCheck {
  return {
    target: targetOf(row, backend),
    raw: k1,
    byTiny: scaleByReference(k1, FACTS_PEERS.tiny[row], tinyToday),
    byNoble: scaleByReference(k1, FACTS_PEERS.noble[row], nobleToday),
  };
}

/** The cells of a check that miss the target: "raw", "tiny", "noble". */
export function misses(c: TargetCheck): string[] {
  const out: string[] = [];
  if (c.raw > c.target) out.push("raw");
  if (c.byTiny !== undefined && c.byTiny > c.target) out.push("tiny");
  if (c.byNoble !== undefined && c.byNoble > c.target) out.push("noble");
  return out;
}

/** A table cell: x to one decimal, marked `*` if above the target, right-aligned to width w; "-" if undefined. */
export function targetCell(x: number | undefined, target: number, w: number): string {
  return (x === undefined ? "-" : `${x.toFixed(1)}${x > target ? "*" : " "}`).padStart(w);
}

/** The last line of a target check: its misses, or that there are none among `checked` figures. */
export function missesLine(checked: number, missed: readonly string[]): string {
  if (checked === 0) return "no k1 row measured";
  return missed.length === 0
    ? `every figure meets its target (${checked} rows)`
    : `misses: ${missed.join(", ")}`;
}
