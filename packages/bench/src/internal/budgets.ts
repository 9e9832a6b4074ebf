/**
 * Performance budgets of the seven signature rows, checked against references measured in the
 * same run: the peers in `npm run demo` (`main.js`), native libsecp256k1 in `bench_native`.
 *
 * A budget is a ratio. It was set as a time on one machine, 2-vCPU AMD EPYC with Node 20.20.2
 * (V8 11.3), on 2026-11-29 ({@link BUDGET_US_5X52}; 1.5 times that for 10x26), when the references
 * on that machine took the times in {@link REFERENCE_US}. So k1 meets a budget on any machine, on
 * any day, if its time over the reference's time measured beside it is at most the budget over the
 * reference's time that day: k1 / ref ≤ budget / refThen. Absolute times drift between runs and
 * machines by more than the margins that matter; ratios measured in one process do not.
 *
 * The references' figures are medians (peers, one Node process) and averages (native
 * `bench`, its default output); a run compares them with the reference's minimum, which is at most
 * its median or average, so a check errs on the strict side.
 *
 * @module
 */
import type { SigRow } from "./sig-row-names.js";

/** The budgets of the 5x52 backend, µs per operation on 2-vCPU AMD EPYC, Node 20.20.2, 2026-11-29. */
export const BUDGET_US_5X52: Readonly<Record<SigRow, number>> = {
  ec_keygen: 25,
  ecdsa_sign: 35,
  ecdsa_verify: 70,
  ecdsa_recover: 75,
  schnorrsig_sign: 30,
  schnorrsig_verify: 72,
  ecdh: 60,
};

/** The 10x26 backend's budgets are this multiple of the 5x52 ones. */
export const BUDGET_FACTOR_10X26 = 1.5;

/** A reference a budget is checked against. */
export type Reference = "tiny" | "noble" | "native 5x52" | "native 10x26";

/**
 * The references' times on the machine and day of the budgets, µs: tiny-secp256k1 2.2.4 and
 * @noble/curves 2.4.0 (medians, one Node 20.20.2 process), native libsecp256k1 687155df built with
 * gcc 12 -O2 (averages of its `bench`; its 10x26 build with the int64 wide-multiply override and
 * without assembly).
 */
export const REFERENCE_US: Readonly<Record<Reference, Readonly<Record<SigRow, number>>>> = {
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
  "native 5x52": {
    ec_keygen: 10.4,
    ecdsa_sign: 14.6,
    ecdsa_verify: 29.4,
    ecdsa_recover: 29.6,
    schnorrsig_sign: 11.1,
    schnorrsig_verify: 29.4,
    ecdh: 24.3,
  },
  "native 10x26": {
    ec_keygen: 15.7,
    ecdsa_sign: 20.5,
    ecdsa_verify: 42.3,
    ecdsa_recover: 43.9,
    schnorrsig_sign: 16.5,
    schnorrsig_verify: 43.1,
    ecdh: 38.9,
  },
};

/** A row's budget for a k1 backend, µs on the budgets' machine: the 5x52 one, or 1.5 times it. */
export function budgetUs(row: SigRow, backend: "5x52" | "10x26"): number {
  return BUDGET_US_5X52[row] * (backend === "10x26" ? BUDGET_FACTOR_10X26 : 1);
}

/** The largest ratio k1 / reference that meets a row's budget: budget / the reference's time then. */
export function budgetRatio(row: SigRow, backend: "5x52" | "10x26", ref: Reference): number {
  return budgetUs(row, backend) / REFERENCE_US[ref][row];
}

/** One ratio k1 / reference measured in a run, against its budget. */
export interface BudgetCheck {
  readonly row: SigRow;
  readonly backend: "5x52" | "10x26";
  readonly reference: Reference;
  /** k1's time over the reference's, both measured in this run. */
  readonly ratio: number;
  /** The largest ratio within the budget ({@link budgetRatio}). */
  readonly budget: number;
  /** Whether the ratio is within the budget. */
  readonly ok: boolean;
}

/**
 * Checks k1's time for a row against a reference measured in the same run. Undefined if either time
 * is not a positive finite number (a row or a reference that was not measured).
 */
export function checkBudget(
  row: SigRow,
  backend: "5x52" | "10x26",
  reference: Reference,
  k1: number | undefined,
  ref: number | undefined,
): BudgetCheck | undefined {
  const good = (x: number | undefined): x is number => x !== undefined && Number.isFinite(x) && x > 0;
  if (!good(k1) || !good(ref)) return undefined;
  const ratio = k1 / ref;
  const budget = budgetRatio(row, backend, reference);
  return { row, backend, reference, ratio, budget, ok: ratio <= budget };
}

/** A table cell: "ratio / budget", marked `*` when over the budget, right-aligned to width w; "-" if unchecked. */
export function budgetCell(c: BudgetCheck | undefined, w: number): string {
  return (
    c === undefined ? "-" : `${c.ratio.toFixed(3)} / ${c.budget.toFixed(3)}${c.ok ? " " : "*"}`
  ).padStart(w);
}

/** The last line of a budget check: what was over, or that nothing was among the checked ratios. */
export function budgetSummary(checks: readonly (BudgetCheck | undefined)[]): string {
  const done = checks.filter((c): c is BudgetCheck => c !== undefined);
  if (done.length === 0) return "no ratio to check (a k1 row or its reference was not measured)";
  const over = done.filter((c) => !c.ok);
  return over.length === 0
    ? `every ratio within its budget (${done.length} checked)`
    : `over budget: ${over.map((c) => `${c.row} ${c.backend} / ${c.reference}`).join(", ")}`;
}
