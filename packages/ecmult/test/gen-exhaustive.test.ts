// Exhaustive tests of ecmult_gen over the small groups of order 7, 13 and 199 (libsecp256k1's
// tests_exhaustive.c): the configurations, the comb tables, and every scalar under several blindings.
// ecmult_const and ecmult_const_xonly: const-exhaustive.test.ts.
// It runs the "low" copies of the sources (src/*.low.ts, package.json "k1"), where "@k1/scalar" is
// test/low-scalar.ts: the same code over the small-order scalars, as libsecp256k1 compiles with
// EXHAUSTIVE_TEST_ORDER (on the 5x52 field, like the other low copies).
import { EXHAUSTIVE_CURVES } from "@k1/group/base";
import { afterAll, describe, expect, it } from "vitest";
import { Rng } from "../../../test-utils/rng.js";
import { ecmultConstParams } from "../src/const.low.js";
import { constGroupSize, constParams } from "../src/const-params.js";
import { tableGetVar } from "../src/ct-lookup.low.js";
import {
  ecmultGen,
  ecmultGenConfig,
  ecmultGenContextCreate,
  ecmultGenContextRandomize,
  ecmultGenGe,
  ecmultGenTable,
} from "../src/gen.low.js";
import { combConfigForOrder } from "../src/gen-params.js";
import { g, gejVal, geVal } from "./helpers.low.js";
import * as scalar from "./low-scalar.js";
import { add, type Pt } from "./ref.js";

function sc(v: number): scalar.Scalar {
  const r = scalar.create();
  scalar.setInt(r, v);
  return r;
}

describe("exhaustive ecmult_gen", () => {
  afterAll(() => g.setCurve(g.SECP256K1));

  for (const curve of EXHAUSTIVE_CURVES) {
    const order = Number(curve.order);
    // pts[i] = i·G, by repeated affine addition in BigInt (the formulas do not involve B).
    const setup = (): Pt[] => {
      g.setCurve(curve);
      scalar.setLowOrder(order);
      const G: Pt = [curve.gx, curve.gy];
      const pts: Pt[] = [null];
      for (let i = 1; i <= order; i++) pts.push(add(pts[i - 1], G));
      expect(pts[order]).toBeNull();
      return pts;
    };

    it(`order ${order}: the configurations are libsecp256k1's`, () => {
      setup();
      expect(ecmultGenConfig()).toEqual(combConfigForOrder(curve.order));
      expect(ecmultConstParams()).toEqual(
        constParams(curve.order, curve.lambda, constGroupSize(curve.order)),
      );
    });

    it(`order ${order}: the comb table is its definition`, () => {
      const pts = setup();
      const c = ecmultGenConfig();
      const t = ecmultGenTable();
      const half = (curve.order + 1n) / 2n;
      const ge = g.geCreate();
      for (let block = 0; block < c.blocks; block++) {
        for (let index = 0; index < c.points; index++) {
          let k = 0n;
          for (let tooth = 0; tooth < c.teeth; tooth++) {
            const pw = 1n << BigInt((block * c.teeth + tooth) * c.spacing);
            k += tooth < c.teeth - 1 && (index >> tooth) & 1 ? pw : -pw;
          }
          const m = Number((((k % curve.order) + curve.order) % curve.order) * half) % order;
          tableGetVar(ge, t, block * c.points + index);
          expect(geVal(ge), `entry ${block}/${index}`).toEqual(pts[m]);
        }
      }
    });

    it(`order ${order}: ecmultGen is k·G for every k, unblinded and under several blindings`, () => {
      const pts = setup();
      const rng = new Rng(`exhaustive gen ${order}`);
      const ctx = ecmultGenContextCreate();
      const r = g.gejCreate();
      const ra = g.geCreate();
      for (let round = 0; round < 6; round++) {
        if (round > 0) ecmultGenContextRandomize(ctx, round === 3 ? null : rng.bytes(32));
        for (let k = 0; k < order; k++) {
          ecmultGen(ctx, r, sc(k));
          expect(gejVal(r), `round ${round}, k = ${k}`).toEqual(pts[k]);
          ecmultGenGe(ctx, ra, sc(k));
          expect(geVal(ra), `round ${round}, k = ${k}`).toEqual(pts[k]);
        }
      }
    });
  }
});
