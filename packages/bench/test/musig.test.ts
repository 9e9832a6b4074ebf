// The MuSig2 rows of bench_musig run on both backends (few iterations) and print every row in
// libsecp256k1's format; their self-checks (the partial signature and the aggregate verify) pass.
import { describe, expect, it, vi } from "vitest";

describe("bench_musig rows", () => {
  it("print every row on both backends", async () => {
    process.env.K1_BENCH_ITERS = "0.01";
    process.env.K1_BENCH_COUNT = "2";
    const harness = await import("../src/harness.js");
    const { run: run5x52 } = await import("../src/internal/musig-rows.5x52.js");
    const { run: run10x26 } = await import("../src/internal/musig-rows.10x26.js");
    const lines: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((s: unknown) => void lines.push(String(s)));
    try {
      harness.setFilters([]);
      run5x52();
      run10x26();
    } finally {
      spy.mockRestore();
    }
    const names = [
      "musig_pubkey_agg_2",
      "musig_pubkey_agg_16",
      "musig_pubkey_agg_100",
      "musig_nonce_gen",
      "musig_nonce_agg_3",
      "musig_nonce_process",
      "musig_partial_sign",
      "musig_partial_sig_verify",
      "musig_partial_sig_agg_3",
      "schnorrsig_sign",
    ];
    for (const be of ["5x52", "10x26"]) {
      const rows = harness.measuredRows().filter((r) => r.section === `musig ${be}`);
      expect(rows.map((r) => r.name)).toEqual(names);
      for (const r of rows) expect(r.min, `${be} ${r.name}`).toBeGreaterThan(0);
    }
    expect(lines.filter((l) => /^musig_partial_sign\s+,/.test(l))).toHaveLength(2);
  });
});
