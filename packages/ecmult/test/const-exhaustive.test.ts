// Exhaustive tests of ecmult_const and ecmult_const_xonly over the small groups of order 7, 13 and
// 199 (libsecp256k1's tests_exhaustive.c, test_exhaustive_ecmult: every scalar against every point),
// on the "low" copies of the sources (see gen-exhaustive.test.ts).
//
// Cost: one VERIFY-build ecmult_const over the group of order 199 takes 2–4 ms here, so the full
// 199 × 199 products take minutes. Like libsecp256k1's exhaustive tests, which can split the pairs
// between processes (skip_section), the default run takes a fixed share of the pairs of the group of
// order 199: those with (i + q) mod 8 = c (ecmult_const) or mod 16 = c (ecmult_const_xonly) for a
// seeded c, so every point meets about 25 (12) scalars and every scalar 25 (12) points. Orders 7
// and 13, and all three with K1_COUNT ≥ 10^5 (`test:full`), run the full products.
import { EXHAUSTIVE_CURVES } from "@k1/group/base";
import { afterAll, describe, expect, it } from "vitest";
import { bigToBytes, COUNT, Rng } from "../../../test-utils/rng.js";
import { ecmultConst, ecmultConstXonly } from "../src/const.low.js";
import { fe, g, geOf } from "./helpers.low.js";
import * as scalar from "./low-scalar.js";
import { add, P, type Pt } from "./ref.js";

const FULL = COUNT >= 100_000;

function sc(v: number): scalar.Scalar {
  const r = scalar.create();
  scalar.setInt(r, v);
  return r;
}

function feOf(v: bigint): fe.Fe {
  const r = fe.create();
  fe.setB32Mod(r, bigToBytes(((v % P) + P) % P));
  return r;
}

function feVal(a: fe.Fe): bigint {
  const t = fe.create();
  fe.copy(t, a);
  fe.normalize(t);
  return fe.toBigInt(t) % P;
}

describe("exhaustive ecmult_const", () => {
  afterAll(() => g.setCurve(g.SECP256K1));

  for (const curve of EXHAUSTIVE_CURVES) {
    const order = Number(curve.order);
    const setup = (): Pt[] => {
      g.setCurve(curve);
      scalar.setLowOrder(order);
      const G: Pt = [curve.gx, curve.gy];
      const pts: Pt[] = [null];
      for (let i = 1; i <= order; i++) pts.push(add(pts[i - 1], G));
      expect(pts[order]).toBeNull();
      return pts;
    };

    const share = (stride: number): string =>
      FULL || order < 100 ? "every pair" : `1/${stride} of the pairs`;

    it(`order ${order}: ecmultConst is q·A for ${share(8)} of a point A and a scalar q`, () => {
      const pts = setup();
      const ges = pts.map((p) => geOf(p));
      const r = g.gejCreate();
      const stride = FULL || order < 100 ? 1 : 8;
      const c = new Rng(`exhaustive const ${order}`).int(stride);
      for (let i = 0; i < order; i++) {
        for (let q = 0; q < order; q++) {
          if ((i + q) % stride !== c) continue;
          ecmultConst(r, ges[i], sc(q));
          const want = ges[(i * q) % order];
          // gejEqGeVar (of the group package) compares without a BigInt inversion per case.
          if (r.infinity !== want.infinity || !g.gejEqGeVar(r, want)) {
            expect.fail(`A = ${i}·G, q = ${q}: got infinity ${r.infinity}, want ${(i * q) % order}·G`);
          }
        }
      }
    });

    it(`order ${order}: ecmultConstXonly is x(q·A) for ${share(16)} of a finite A and q ≠ 0`, () => {
      const pts = setup();
      const rng = new Rng(`exhaustive xonly ${order}`);
      const x = fe.create();
      const stride = FULL || order < 100 ? 1 : 16;
      const c = rng.int(stride);
      for (let i = 1; i < order; i++) {
        const A = pts[i] as readonly [bigint, bigint];
        for (let q = 1; q < order; q++) {
          if ((i + q) % stride !== c) continue;
          const want = (pts[(i * q) % order] as readonly [bigint, bigint])[0];
          const known = ((i + q) & 1) === 0;
          const what = `A = ${i}·G, q = ${q}`;
          expect(ecmultConstXonly(x, feOf(A[0]), null, sc(q), known), what).toBe(true);
          if (feVal(x) !== want) expect(feVal(x), what).toBe(want);
          const d = 1n + rng.bigBelow(P - 1n);
          expect(ecmultConstXonly(x, feOf(A[0] * d), feOf(d), sc(q), !known), `${what}, d`).toBe(true);
          if (feVal(x) !== want) expect(feVal(x), `${what}, d`).toBe(want);
        }
      }
    });

    it(`order ${order}: ecmultConstXonly rejects x not on the curve`, () => {
      setup();
      const rng = new Rng(`exhaustive xonly off-curve ${order}`);
      const x = fe.create();
      let n = 0;
      while (n < 20) {
        const xv = rng.bigBelow(P);
        if (g.geXOnCurveVar(feOf(xv))) continue;
        const d = 1n + rng.bigBelow(P - 1n);
        expect(ecmultConstXonly(x, feOf(xv), null, sc(1 + rng.int(order - 1)), false)).toBe(false);
        expect(ecmultConstXonly(x, feOf(xv * d), feOf(d), sc(1 + rng.int(order - 1)), false)).toBe(false);
        n++;
      }
    });
  }
});
