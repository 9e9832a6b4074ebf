// The target check of the main job: the targets and facts.md's peer figures as the issue and the
// notes give them, the 1.5× for 10x26, the scaling k1 × facts / today, and what counts as a miss.
import { describe, expect, it } from "vitest";
import { SIG_ROWS } from "../src/internal/sig-row-names.js";
import {
  checkTarget,
  FACTS_NATIVE,
  FACTS_PEERS,
  misses,
  missesLine,
  scaleByReference,
  TARGET_FACTOR_10X26,
  TARGETS_5X52,
  targetCell,
  targetOf,
} from "../src/internal/targets.js";

describe("targets", () => {
  it("has a target and both peers' facts.md figures for every signature row", () => {
    for (const row of SIG_ROWS) {
      expect(TARGETS_5X52[row], row).toBeGreaterThan(0);
      expect(FACTS_PEERS.tiny[row], row).toBeGreaterThan(0);
      expect(FACTS_PEERS.noble[row], row).toBeGreaterThan(0);
      // libsecp256k1's 10x26 build is slower than its 5x52 build on every row.
      expect(FACTS_NATIVE["10x26"][row], row).toBeGreaterThan(FACTS_NATIVE["5x52"][row]);
      expect(targetOf(row, "10x26"), row).toBe(1.5 * targetOf(row, "5x52"));
    }
    // Spot checks against issue #7 and facts.md.
    expect(TARGETS_5X52.ecdsa_verify).toBe(70);
    expect(TARGETS_5X52.ec_keygen).toBe(25);
    expect(FACTS_PEERS.tiny.ecdsa_verify).toBe(176);
    expect(FACTS_PEERS.noble.ecdsa_verify).toBe(1008);
    expect(FACTS_NATIVE["5x52"].ecdsa_verify).toBe(29.4);
    expect(FACTS_NATIVE["10x26"].ecdh).toBe(38.9);
    expect(TARGET_FACTOR_10X26).toBe(1.5);
  });

  it("scales k1's time by facts / today for each peer", () => {
    // A machine running tiny-secp256k1 at 220 µs (facts: 176) and noble at 1260 (facts: 1008)
    // is 1.25× slower: 80 µs there is 64 µs on the reference day.
    const c = checkTarget("ecdsa_verify", "5x52", 80, 220, 1260);
    expect(c.target).toBe(70);
    expect(c.raw).toBe(80);
    expect(c.byTiny).toBeCloseTo(64, 10);
    expect(c.byNoble).toBeCloseTo(64, 10);
    expect(misses(c)).toEqual(["raw"]);
  });

  it("scales by a native reference the same way", () => {
    // Native 5x52 verification at 32.34 µs (facts: 29.4) is 1.1× slower: 110 µs there is 100 here.
    expect(scaleByReference(110, 29.4, 32.34)).toBeCloseTo(100, 10);
    expect(scaleByReference(110, 29.4, undefined)).toBeUndefined();
    expect(scaleByReference(110, 29.4, 0)).toBeUndefined();
  });

  it("gives 10x26 1.5 times the 5x52 target", () => {
    const c = checkTarget("ecdh", "10x26", 91, 156, 1742);
    expect(c.target).toBe(90);
    expect(c.byTiny).toBeCloseTo(91, 10);
    expect(misses(c)).toEqual(["raw", "tiny", "noble"]);
    expect(misses(checkTarget("ecdh", "10x26", 90, 156, 1742))).toEqual([]);
  });

  it("leaves a calibration out when its peer was not measured or is not a time", () => {
    for (const bad of [undefined, 0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const c = checkTarget("ec_keygen", "5x52", 20, bad, bad);
      expect(c.byTiny).toBeUndefined();
      expect(c.byNoble).toBeUndefined();
      expect(misses(c)).toEqual([]);
    }
  });

  it("formats cells and the closing line of a check", () => {
    expect(targetCell(90.44, 90, 8)).toBe("   90.4*");
    expect(targetCell(90, 90, 8)).toBe("   90.0 ");
    expect(targetCell(undefined, 90, 4)).toBe("   -");
    expect(missesLine(0, [])).toBe("no k1 row measured");
    expect(missesLine(14, [])).toBe("every figure meets its target (14 rows)");
    expect(missesLine(14, ["ecdh 10x26 raw", "ec_keygen 10x26 raw"])).toBe(
      "misses: ecdh 10x26 raw, ec_keygen 10x26 raw",
    );
  });
});
