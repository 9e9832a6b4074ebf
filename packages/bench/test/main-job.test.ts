// The main job end to end on one row (a few iterations: this checks what it prints, not speed),
// and the pieces of its JSON document: engine detection, rows, machine.
import { describe, expect, it } from "vitest";

process.env.K1_BENCH_ITERS = "0.01";
process.env.K1_BENCH_COUNT = "2";
process.env.K1_BENCH_ROUNDS = "1";
process.env.K1_COMMIT = "abc1234";
const { mainJob } = await import("../src/internal/main-job.js");
const { detectEngine, implOfSection, jsonRows, machineOf, steadyBackend } = await import(
  "../src/internal/report.js"
);
const { selfCheck, failedChecks } = await import("../src/internal/selfcheck.js");
const k5 = await import("@k1/sigs/5x52");
const root = await import("@k1/sigs");
const k10 = await import("@k1/sigs/10x26");

describe("main job", () => {
  const lines: string[] = [];
  let json = "";
  const doc = mainJob(["--json", "ecdsa_verify"], { log: (l) => lines.push(l), json: (t) => (json += t) });
  const text = lines.join("\n");

  it("prints what it signed and verified on each backend, every check held", () => {
    for (const be of ["5x52", "10x26"]) expect(text).toContain(`@k1/sigs/${be}`);
    expect(text).toMatch(
      /ECDSA signature +[0-9a-f]{128}\n +verifies: yes; a tampered message is rejected: yes/,
    );
    expect(text).toMatch(
      /BIP340 signature +[0-9a-f]{128}\n +verifies: yes; a tampered message is rejected: yes/,
    );
    expect(text).toContain("both backends computed the same bytes: yes");
    expect(text).not.toContain("NO");
  });

  it("prints libsecp256k1's rows for k1 and both peers, the summary and the budget check", () => {
    expect(text).toContain("Benchmark                     ,    Min(us)    ,    Avg(us)    ,    Max(us)");
    for (const sec of ["# sigs 5x52", "# sigs 10x26", "# peer tiny-secp256k1", "# peer @noble/curves"])
      expect(text).toContain(sec);
    expect(text).toMatch(/^ecdsa_verify +, +[0-9.]+ +, +[0-9.]+ +, +[0-9.]+/m);
    expect(text).toMatch(/^ecdsa_verify +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+$/m);
    expect(text).toMatch(/every ratio within its budget \(4 checked\)|over budget: /);
    expect(text).not.toMatch(/#[0-9]|facts|target/i);
  });

  it("prints a document in the shared schema with --json", () => {
    const parsed = JSON.parse(json);
    expect(parsed).toEqual(doc);
    expect(parsed.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(parsed.commit).toBe("abc1234");
    expect(parsed.engines).toHaveLength(1);
    const e = parsed.engines[0];
    expect(e.engine).toBe("node");
    expect(e.version).toBe(process.versions.node);
    expect(e.js).toBe(`V8 ${process.versions.v8}`);
    expect(e.missing).toBeNull();
    const impls = e.rows.map((r: { impl: string }) => r.impl).sort();
    expect(impls).toEqual(["k1 10x26", "k1 5x52", "k1 default", "noble-curves", "tiny-secp256k1"]);
    for (const r of e.rows) {
      expect(r.row).toBe("ecdsa_verify");
      expect(r.min).toBeGreaterThan(0);
      expect(r.min).toBeLessThanOrEqual(r.avg);
      expect(r.avg).toBeLessThanOrEqual(r.max);
    }
    const def = e.rows.find((r: { impl: string }) => r.impl === "k1 default");
    // The package root as this engine resolves it (Node: the tiered build, whose steady state is
    // 5x52's): the same figures under its own name.
    expect(root.BACKEND).toBe("tiered");
    const same = e.rows.find((r: { impl: string }) => r.impl === `k1 ${steadyBackend(root.BACKEND)}`);
    expect(def).toEqual({ ...same, impl: "k1 default" });
  });
});

describe("self-check", () => {
  it("holds on both backends and gives the same bytes", () => {
    const a = selfCheck(k5);
    const b = selfCheck(k10);
    expect(failedChecks(a)).toEqual([]);
    expect(failedChecks(b)).toEqual([]);
    expect({ ...a, backend: "" }).toEqual({ ...b, backend: "" });
    expect(a.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
  });

  it("reports a check that fails", () => {
    const broken = { ...k5, ecdsaVerify: () => true };
    expect(failedChecks(selfCheck(broken))).toEqual(["5x52: ECDSA signature fails on a tampered message"]);
  });
});

describe("document pieces", () => {
  it("names the engine from its globals", () => {
    expect(detectEngine({ process: { versions: { node: "20.20.2", v8: "11.3.244.8-node.33" } } })).toEqual({
      engine: "node",
      version: "20.20.2",
      js: "V8 11.3.244.8-node.33",
      label: "Node 20.20.2 (V8 11.3)",
    });
    expect(detectEngine({ process: { versions: { node: "24.3.0", bun: "1.4.5" } } })).toMatchObject({
      engine: "bun",
      version: "1.4.5",
      label: "Bun 1.4.5 (JavaScriptCore)",
    });
    expect(
      detectEngine({
        Deno: { version: { deno: "2.9.6", v8: "14.1.0.1" } },
        process: { versions: { node: "22" } },
      }),
    ).toEqual({ engine: "deno", version: "2.9.6", js: "V8 14.1.0.1", label: "Deno 2.9.6 (V8 14.1)" });
  });

  it("keeps k1's and the peers' rows, and repeats the default backend's as k1 default", () => {
    expect(implOfSection("sigs 10x26")).toBe("k1 10x26");
    expect(implOfSection("peer tiny-secp256k1 2.2.4 (WASM)")).toBe("tiny-secp256k1");
    expect(implOfSection("peer @noble/curves 2.4.0 (JS BigInt)")).toBe("noble-curves");
    expect(implOfSection("field 5x52")).toBeUndefined();
    const rows = jsonRows(
      [
        { section: "sigs 5x52", name: "ecdh", min: 50.12345, avg: 51, max: 60 },
        { section: "sigs 10x26", name: "ecdh", min: 80, avg: 81, max: 90 },
        { section: "field 5x52", name: "field_mul", min: 0.03, avg: 0.03, max: 0.04 },
      ],
      "10x26",
    );
    expect(rows).toEqual([
      { row: "ecdh", impl: "k1 5x52", min: 50.123, avg: 51, max: 60 },
      { row: "ecdh", impl: "k1 10x26", min: 80, avg: 81, max: 90 },
      { row: "ecdh", impl: "k1 default", min: 80, avg: 81, max: 90 },
    ]);
  });

  it("describes the machine by its processors", () => {
    expect(machineOf([{ model: "AMD EPYC  9B14 " }, { model: "AMD EPYC 9B14" }])).toBe(
      "2-vCPU AMD EPYC 9B14",
    );
    expect(machineOf([])).toBeNull();
    expect(machineOf(undefined)).toBeNull();
  });
});
