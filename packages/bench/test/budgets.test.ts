// The budget check of the main job and of bench_native: the budgets and the references' times on
// the day they were set, the 1.5× for 10x26, the ratio k1 / reference against budget / reference,
// what counts as over, and the table cells and closing line.
import { describe, expect, it } from "vitest";
import {
  BUDGET_FACTOR_10X26,
  BUDGET_US_5X52,
  budgetCell,
  budgetRatio,
  budgetSummary,
  budgetUs,
  checkBudget,
  REFERENCE_US,
} from "../src/internal/budgets.js";
import { SIG_ROWS } from "../src/internal/sig-row-names.js";

describe("budgets", () => {
  it("has a budget and every reference's time for every signature row", () => {
    for (const row of SIG_ROWS) {
      expect(BUDGET_US_5X52[row], row).toBeGreaterThan(0);
      for (const ref of ["tiny", "noble", "native 5x52", "native 10x26"] as const)
        expect(REFERENCE_US[ref][row], `${row} ${ref}`).toBeGreaterThan(0);
      // libsecp256k1's 10x26 build is slower than its 5x52 build on every row.
      expect(REFERENCE_US["native 10x26"][row], row).toBeGreaterThan(REFERENCE_US["native 5x52"][row]);
      expect(budgetUs(row, "10x26"), row).toBe(1.5 * budgetUs(row, "5x52"));
    }
    expect(BUDGET_US_5X52.ecdsa_verify).toBe(70);
    expect(REFERENCE_US.tiny.ecdsa_verify).toBe(176);
    expect(REFERENCE_US.noble.ecdsa_verify).toBe(1008);
    expect(REFERENCE_US["native 5x52"].ecdsa_verify).toBe(29.4);
    expect(BUDGET_FACTOR_10X26).toBe(1.5);
  });

  it("allows k1 / reference up to budget / the reference's time then", () => {
    expect(budgetRatio("ecdsa_verify", "5x52", "tiny")).toBeCloseTo(70 / 176, 12);
    expect(budgetRatio("ecdh", "10x26", "noble")).toBeCloseTo(90 / 1742, 12);
    // A machine running tiny-secp256k1's verification at 220 µs (176 then) is 1.25× slower:
    // 87.5 µs there is exactly the 70 µs budget, 87.6 is over.
    const at = checkBudget("ecdsa_verify", "5x52", "tiny", 87.5, 220);
    expect(at?.ratio).toBeCloseTo(87.5 / 220, 12);
    expect(at?.ok).toBe(true);
    expect(checkBudget("ecdsa_verify", "5x52", "tiny", 87.6, 220)?.ok).toBe(false);
    // Native 5x52 verification at 32.34 µs (29.4 then): 77 µs is within 70 × 1.1, 77.1 is not.
    expect(checkBudget("ecdsa_verify", "5x52", "native 5x52", 77, 32.34)?.ok).toBe(true);
    expect(checkBudget("ecdsa_verify", "5x52", "native 5x52", 77.1, 32.34)?.ok).toBe(false);
  });

  it("gives 10x26 1.5 times the 5x52 budget", () => {
    // ecdh: 60 µs on 5x52, 90 on 10x26, against tiny-secp256k1's 156 µs.
    expect(checkBudget("ecdh", "10x26", "tiny", 90, 156)?.ok).toBe(true);
    expect(checkBudget("ecdh", "10x26", "tiny", 91, 156)?.ok).toBe(false);
    expect(checkBudget("ecdh", "5x52", "tiny", 61, 156)?.ok).toBe(false);
  });

  it("leaves a check out when k1 or its reference was not measured or is not a time", () => {
    for (const bad of [undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(checkBudget("ec_keygen", "5x52", "tiny", 20, bad)).toBeUndefined();
      expect(checkBudget("ec_keygen", "5x52", "tiny", bad, 80)).toBeUndefined();
    }
  });

  it("formats cells and the closing line", () => {
    const ok = checkBudget("ecdh", "10x26", "tiny", 78, 156);
    const over = checkBudget("ecdh", "10x26", "tiny", 91, 156);
    expect(budgetCell(ok, 17)).toBe("   0.500 / 0.577 ");
    expect(budgetCell(over, 17)).toBe("   0.583 / 0.577*");
    expect(budgetCell(undefined, 4)).toBe("   -");
    expect(budgetSummary([undefined])).toBe("no ratio to check (a k1 row or its reference was not measured)");
    expect(budgetSummary([ok, undefined, ok])).toBe("every ratio within its budget (2 checked)");
    expect(budgetSummary([ok, over])).toBe("over budget: ecdh 10x26 / tiny");
  });
});
