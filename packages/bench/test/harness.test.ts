// The harness prints libsecp256k1's row format and consumes every result into the sink.
import { describe, expect, it, vi } from "vitest";
import {
  bench,
  benchAsync,
  header,
  measuredRows,
  roundMin,
  rounds,
  section,
  selected,
  setFilters,
  sinkValue,
} from "../src/harness.js";

describe("bench harness", () => {
  it("prints the header and rows in libsecp256k1's format, with min ≤ avg ≤ max", () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((s: unknown) => void lines.push(String(s)));
    try {
      header();
      section("test");
      const row = bench("bench_test_row", 100, (n) => {
        let s = 0;
        for (let i = 0; i < n; i++) s = (s * 31 + i) | 0;
        return s;
      });
      expect(row).toBeDefined();
      expect(row!.min).toBeLessThanOrEqual(row!.avg);
      expect(row!.avg).toBeLessThanOrEqual(row!.max);
      expect(measuredRows().at(-1)).toEqual(row);
    } finally {
      spy.mockRestore();
    }
    expect(lines[0]).toMatch(/^Benchmark\s+,\s+Min\(us\)\s+,\s+Avg\(us\)\s+,\s+Max\(us\)\s*$/);
    expect(lines[1]).toBe("# test");
    expect(lines[2]).toMatch(/^bench_test_row\s+,\s+[\d.]+\s+,\s+[\d.]+\s+,\s+[\d.]+\s*$/);
  });

  it("benchAsync: the wall clock to each promise's settlement, in the same row format", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((s: unknown) => void lines.push(String(s)));
    let calls = 0;
    try {
      section("test async");
      const row = await benchAsync("bench_async_row", 4, async (n) => {
        calls++;
        await new Promise((r) => setTimeout(r, 2 * n));
        return n;
      });
      expect(row).toBeDefined();
      // About 2 ms per iteration (a timer may fire up to a millisecond early).
      expect(row!.min).toBeGreaterThanOrEqual(1500);
      expect(row!.min).toBeLessThanOrEqual(row!.avg);
      expect(row!.avg).toBeLessThanOrEqual(row!.max);
      expect(measuredRows().at(-1)).toEqual(row);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBeGreaterThanOrEqual(2); // a warm-up and the runs
    expect(lines.at(-1)).toMatch(/^bench_async_row\s+,\s+[\d.]+\s+,\s+[\d.]+\s+,\s+[\d.]+\s*$/);
  });

  it("feeds every body's result into the sink", () => {
    const before = sinkValue();
    const spy = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      bench("bench_sink_row", 10, () => 0x5a5a5a5a);
    } finally {
      spy.mockRestore();
    }
    // warm-up + 10 runs = 11 XORs of the same value: an odd number, so the sink changes.
    expect(sinkValue() ^ before).toBe(0x5a5a5a5a);
  });

  it("filters rows by substring", () => {
    const spy = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      setFilters(["field_mul"]);
      expect(bench("group_add_var", 1, () => 1)).toBeUndefined();
      expect(bench("field_mul", 1, () => 1)).toBeDefined();
    } finally {
      setFilters([]);
      spy.mockRestore();
    }
  });

  it("exact filters select rows by their whole name, in every section", () => {
    const spy = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      setFilters(["ecdh", "schnorrsig_verify"], true);
      for (const s of ["sigs 5x52", "sigs 10x26"]) {
        section(s);
        expect(bench("ecdh", 1, () => 1)).toBeDefined();
        expect(bench("ellswift_ecdh", 1, () => 1)).toBeUndefined();
        expect(bench("schnorrsig_verify_batch_8", 1, () => 1)).toBeUndefined();
        expect(bench("schnorrsig_verify", 1, () => 1)).toBeDefined();
      }
      // A section name does not select its rows in exact mode.
      setFilters(["sigs 5x52"], true);
      section("sigs 5x52");
      expect(bench("ecdh", 1, () => 1)).toBeUndefined();
      expect(selected("5x52")).toBe(false);
      expect(selected("sigs 5x52")).toBe(true);
      // No exact filter: no row.
      setFilters([], true);
      expect(bench("ecdh", 1, () => 1)).toBeUndefined();
    } finally {
      setFilters([]);
      spy.mockRestore();
    }
  });

  it("substring filters (the default) also select every row of a matching section", () => {
    const spy = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      setFilters(["5x52"]);
      section("sigs 5x52");
      expect(bench("ecdh", 1, () => 1)).toBeDefined();
      section("sigs 10x26");
      expect(bench("ecdh", 1, () => 1)).toBeUndefined();
      expect(selected("5x52")).toBe(true);
      expect(selected("10x26")).toBe(false);
    } finally {
      setFilters([]);
      spy.mockRestore();
    }
  });

  it("rounds: every row runs in every round and prints once, after the last, over all its runs", () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((s: unknown) => void lines.push(String(s)));
    const calls: number[] = [];
    let round = 0;
    try {
      rounds(3, () => {
        section("rounds");
        // Round 1 is fast, rounds 0 and 2 slow: the min must come from round 1, the max from 0 or 2.
        bench("bench_rounds_row", 10, (n) => {
          calls.push(round);
          const end = process.hrtime.bigint() + BigInt(round === 1 ? 20_000 : 200_000);
          while (process.hrtime.bigint() < end);
          return n;
        });
        round++;
      });
    } finally {
      spy.mockRestore();
    }
    // The warm-up in round 0 only, then ceil(10 / 3) = 4 runs per round.
    expect(calls.filter((r) => r === 0).length).toBe(5);
    expect(calls.filter((r) => r === 1).length).toBe(4);
    expect(calls.filter((r) => r === 2).length).toBe(4);
    expect(lines).toEqual([
      expect.stringMatching(/^# rounds$/),
      expect.stringMatching(/^bench_rounds_row\s+,/),
    ]);
    const row = measuredRows().at(-1)!;
    expect(row.name).toBe("bench_rounds_row");
    expect(row.min * 10).toBeLessThan(100); // µs per iteration of a 20 µs run of 10 iterations: ~2
    expect(row.max * 10).toBeGreaterThanOrEqual(200);
  });

  it("roundMin: the minimum of a row's runs in the latest round it ran in", () => {
    const spy = vi.spyOn(console, "log").mockImplementation(() => {});
    const seen: (number | undefined)[] = [];
    let round = 0;
    try {
      expect(roundMin("roundmin", "bench_roundmin_row")).toBeUndefined();
      rounds(3, () => {
        section("roundmin");
        // Round 1 is slow (200 µs runs), rounds 0 and 2 fast (20 µs).
        bench("bench_roundmin_row", 10, (n) => {
          const end = process.hrtime.bigint() + BigInt(round === 1 ? 200_000 : 20_000);
          while (process.hrtime.bigint() < end);
          return n;
        });
        seen.push(roundMin("roundmin", "bench_roundmin_row"));
        round++;
      });
    } finally {
      spy.mockRestore();
    }
    // µs per iteration: about 2 in rounds 0 and 2, at least 20 in round 1 (not the minimum so far).
    expect(seen[0]! * 10).toBeLessThan(100);
    expect(seen[1]! * 10).toBeGreaterThanOrEqual(200);
    expect(seen[2]! * 10).toBeLessThan(100);
  });
});
