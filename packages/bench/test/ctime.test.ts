// The timing-leak test (bench_ctime): its statistics on known samples and a simulated clock, then
// the real rows: the variable-time control must be reported as a leak, and no constant-time row
// of either backend may be.
import * as k1tiny from "@k1/sigs/tiny";
import { describe, expect, it } from "vitest";
import { median } from "../src/harness.js";
import {
  CROPS,
  croppedT,
  formatResult,
  LEAK_T,
  measureClasses,
  replicate,
  SUSPECT_T,
  verdict,
  welchT,
} from "../src/internal/ctime.js";
import { ctimeMusigRows as musig5x52 } from "../src/internal/ctime-musig-rows.5x52.js";
import { ctimeMusigRows as musig10x26 } from "../src/internal/ctime-musig-rows.10x26.js";
import { ctimeRows as rows5x52, SECRETS } from "../src/internal/ctime-rows.5x52.js";
import { ctimeRows as rows10x26 } from "../src/internal/ctime-rows.10x26.js";
import { ctimeSilentpaymentsRows as sp5x52 } from "../src/internal/ctime-silentpayments-rows.5x52.js";
import { ctimeSilentpaymentsRows as sp10x26 } from "../src/internal/ctime-silentpayments-rows.10x26.js";

describe("Welch's t", () => {
  it("matches a hand computation", () => {
    // means 2.5 and 3.5, variances 5/3 each: t = −1 / √(2·(5/3)/4) = −1.0954…
    expect(welchT([1, 2, 3, 4], [2, 3, 4, 5])).toBeCloseTo(-1 / Math.sqrt(5 / 6), 12);
    // means 2 and 10, variances 1 and 12: se = √(1/3 + 12/3)
    expect(welchT([1, 2, 3], [8, 8, 14])).toBeCloseTo(-8 / Math.sqrt(13 / 3), 12);
    expect(welchT([5, 1, 3], [1, 3, 5])).toBe(0);
  });

  it("handles samples without spread and rejects samples too small", () => {
    expect(welchT([2, 2, 2], [2, 2])).toBe(0);
    expect(welchT([3, 3], [2, 2])).toBe(Number.POSITIVE_INFINITY);
    expect(welchT([1, 1], [2, 2])).toBe(Number.NEGATIVE_INFINITY);
    expect(() => welchT([1], [1, 2])).toThrow(RangeError);
  });

  it("median", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
  });

  it("verdicts at dudect's thresholds", () => {
    expect(verdict(0)).toBe("no leak found");
    expect(verdict(SUSPECT_T - 0.01)).toBe("no leak found");
    expect(verdict(SUSPECT_T)).toBe("inconclusive");
    expect(verdict(LEAK_T - 0.01)).toBe("inconclusive");
    expect(verdict(LEAK_T)).toBe("LEAK");
  });
});

describe("cropping", () => {
  it("drops the pooled upper tail, so outliers no longer hide a difference", () => {
    // Class 0 at 10 ± 0.5, class 1 at 11 ± 0.5, and one huge outlier in each class.
    const a = [...Array.from({ length: 200 }, (_, i) => 10 + ((i % 11) - 5) / 10), 1e6];
    const b = [...Array.from({ length: 200 }, (_, i) => 11 + ((i % 11) - 5) / 10), 1e6];
    const crops = croppedT(a, b);
    expect(crops.map((c) => c.crop)).toEqual(CROPS);
    const all = crops[0];
    expect(all.n0).toBe(201);
    expect(Math.abs(all.t)).toBeLessThan(LEAK_T); // the outliers inflate the variance
    const p90 = crops.find((c) => c.crop === 0.9);
    expect(p90!.n0 + p90!.n1).toBeLessThan(402);
    expect(p90!.t).toBeLessThan(-LEAK_T);
  });

  it("omits crops that leave a class with fewer than two samples", () => {
    const crops = croppedT([1, 1, 1, 1], [5, 6, 7, 8]);
    expect(crops.find((c) => c.crop === 0.5)).toBeUndefined();
    expect(crops[0].crop).toBe(1);
  });
});

describe("measureClasses on a simulated clock", () => {
  // Each call advances the clock by its cost (ms): a base, a class-dependent part and noise.
  function simulated(extra: number) {
    let clock = 0;
    let noise = 12345;
    const now = () => clock;
    const op = (cls: number) => {
      noise = (Math.imul(noise, 1103515245) + 12345) >>> 0;
      clock += 0.05 + cls * extra + (noise / 2 ** 32) * 0.01;
      return cls;
    };
    return { now, op };
  }

  it("reports a difference of 4% of the call (a fifth of the noise's range) as a leak", () => {
    const { now, op } = simulated(0.002);
    const r = measureClasses("sim_leak", op, { samples: 4000, warmup: 0, now });
    expect(r.n0 + r.n1).toBe(4000);
    expect(Math.abs(r.n0 - r.n1)).toBeLessThan(300); // a fair coin
    expect(r.median1).toBeGreaterThan(r.median0);
    expect(r.verdict).toBe("LEAK");
    expect(formatResult(r, true)).toContain("control: leak expected, found");
  });

  it("finds nothing when the classes cost the same", () => {
    const { now, op } = simulated(0);
    const r = measureClasses("sim_equal", op, { samples: 4000, warmup: 0, now });
    expect(r.verdict).toBe("no leak found");
    expect(formatResult(r, true)).toContain("NOT found");
  });

  it("draws the same class sequence for the same seed", () => {
    const seq = (seed: number) => {
      const s: number[] = [];
      const record = (c: number) => {
        s.push(c);
        return 0;
      };
      measureClasses("seq", record, { samples: 64, warmup: 0, seed, now: () => 0 });
      return s.join("");
    };
    expect(seq(7)).toBe(seq(7));
    expect(seq(7)).not.toBe(seq(8));
  });

  it("replicate: a leak in every measurement fails, a one-off burst does not", () => {
    const leaky = (seed: number) => {
      const { now, op } = simulated(0.002);
      return measureClasses("sim_leak", op, { samples: 4000, warmup: 0, seed, now });
    };
    const leaks = replicate(leaky, (r) => r.verdict === "LEAK");
    expect(leaks.map((r) => r.verdict)).toEqual(["LEAK", "LEAK", "LEAK"]);
    // Noise that hits class 1 in the first measurement only.
    let measurements = 0;
    const burst = (seed: number) => {
      const { now, op } = simulated(++measurements === 1 ? 0.002 : 0);
      return measureClasses("sim_burst", op, { samples: 4000, warmup: 0, seed, now });
    };
    const once = replicate(burst, (r) => r.verdict === "LEAK");
    expect(once.map((r) => r.verdict)).toEqual(["LEAK", "no leak found"]);
    // Each try has its own seed.
    const seeds: number[] = [];
    replicate(
      (seed) => {
        seeds.push(seed);
        return leaky(seed);
      },
      () => true,
    );
    expect(new Set(seeds).size).toBe(3);
  });

  it("calls prepare with each call's class before it, outside the timed interval", () => {
    const { now, op } = simulated(0);
    // prepare advances the clock by 20 and 40 times a call (class 0 and 1): none of it may reach
    // the timings, and op must see the class prepare was given.
    let shift = 0;
    let prepared = -1;
    let mismatches = 0;
    const r = measureClasses(
      "sim_prepare",
      (cls) => {
        if (cls !== prepared) mismatches++;
        prepared = -1;
        return op(cls);
      },
      {
        samples: 4000,
        warmup: 3,
        now: () => now() + shift,
        prepare: (cls) => {
          prepared = cls;
          shift += 1 + cls;
        },
      },
    );
    expect(mismatches).toBe(0);
    expect(r.verdict).toBe("no leak found");
    expect(r.median1).toBeLessThan(70); // µs: a call (50–60 µs), without prepare's 1000–2000
  });
});

describe("k1's secret-dependent operations", () => {
  const rows = [...rows5x52(), ...rows10x26(), ...musig5x52(), ...musig10x26(), ...sp5x52(), ...sp10x26()];

  it("covers libsecp256k1's ctime_tests list on both backends, with two distinct valid secrets", () => {
    const names = rows.map((r) => r.name);
    for (const be of ["5x52", "10x26"]) {
      for (const n of ["ec_pubkey_create", "ecdsa_sign", "schnorrsig_sign", "ecdh", "keypair_create"]) {
        expect(names).toContain(`${n}_${be}`);
      }
      expect(rows.filter((r) => r.control && r.name.endsWith(be))).toHaveLength(1);
      // The silentpayments module's calls in libsecp256k1's ctime_tests.
      for (const n of [
        "silentpayments_sender_create_outputs_seckey",
        "silentpayments_sender_create_outputs_keypair",
        "silentpayments_recipient_scan_outputs",
        "silentpayments_recipient_label_create",
      ]) {
        const r = rows.find((x) => x.name === `${n}_${be}`);
        expect(r, n).toBeDefined();
        expect(r?.declassified, n).toBeNull();
      }
    }
    expect(SECRETS[0]).not.toEqual(SECRETS[1]);
    // Each row's two classes give different results (the secret reaches the computation), except
    // seckeyVerify, true for both; a batch's checksum differs too.
    for (const r of rows.filter((x) => !x.name.startsWith("ec_seckey_verify"))) {
      expect(r.op1(0), r.name).not.toBe(r.op1(1));
      if (r.batch > 1) expect(r.op(0), r.name).not.toBe(r.op(1));
    }
  });

  // Each verdict must replicate (`replicate`): a row fails only if three measurements with three
  // seeds all fail it.
  it("the variable-time control is reported as a leak (the test's power)", () => {
    for (const r of rows.filter((x) => x.control)) {
      const res = replicate(
        (seed) => measureClasses(r.name, r.run, { samples: 400, warmup: 50, seed, prepare: r.prepare }),
        (x) => x.verdict !== "LEAK",
      ).at(-1)!;
      expect(res.verdict, formatResult(res, true)).toBe("LEAK");
    }
  });

  it("no constant-time row shows a leak", () => {
    for (const r of rows.filter((x) => !x.control && x.declassified === null)) {
      const tries = replicate(
        (seed) =>
          measureClasses(r.name, r.run, {
            samples: Math.max(200, Math.round(600 / r.batch)),
            warmup: 50,
            seed,
            prepare: r.prepare,
          }),
        (x) => x.verdict === "LEAK",
      );
      const res = tries.at(-1)!;
      expect(res.verdict, tries.map((x) => formatResult(x)).join("\n")).not.toBe("LEAK");
    }
  });

  it("the tiny interface's pointMultiply shows no leak", () => {
    const point = k1tiny.pointFromScalar(SECRETS[1], true)!;
    const secret = new Uint8Array(32);
    const res = replicate(
      (seed) =>
        measureClasses("tiny_pointMultiply_k1", () => k1tiny.pointMultiply(point, secret, true)![1], {
          samples: 600,
          warmup: 50,
          seed,
          prepare: (c) => secret.set(SECRETS[c]),
        }),
      (x) => x.verdict === "LEAK",
    ).at(-1)!;
    expect(res.verdict, formatResult(res)).not.toBe("LEAK");
  });
});
