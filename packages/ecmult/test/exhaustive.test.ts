// Exhaustive tests of ecmult and its Strauss core on the small test groups of orders 7, 13 and 199
// (libsecp256k1's tests_exhaustive.c: test_exhaustive_ecmult and test_exhaustive_ecmult_multi).
//
// The code under test is the "low" variant of the templates (src/strauss.low.ts, written by
// gen-backends.mjs from package.json's "k1" variants): the same code with @k1/scalar swapped for
// the small-order scalars of test/low-scalar.ts, over the 5x52 field with the group module switched
// to the test curve by setCurve, as libsecp256k1 compiles with EXHAUSTIVE_TEST_ORDER. The windows
// and the generator tables follow the curve (ecmultWindows, ecmultGTables).
//
// Coverage: every point against every na and every ng for orders 7 and 13 (with and without the G
// term); for order 199 every point against every na, with ng running through every value along a
// Latin square (each pair (point, ng) and (na, ng) occurs too); sums of two points with every pair
// of scalars for order 7 and random ones for 13 and 199. Each result is compared strictly with
// the BigInt reference group[(Σ)·mod order].
import * as g from "@k1/group/5x52";
import { afterAll, describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { ecmult, ecmultStraussWnaf, straussStateCreate } from "../src/strauss.low.js";
import { ecmultGTables } from "../src/tables-g.low.js";
import { fe, feSetMag } from "./helpers.5x52.js";
import { lowOps, setLowOrder } from "./low-scalar.js";
import { add, P, type Pt } from "./ref.js";

const rng = new Rng("ecmult-exhaustive");

/** Sets r to p with a random z and random magnitudes. */
function gejSetRandom(r: g.Gej, p: Pt): void {
  if (p === null) {
    g.gejSetInfinity(r);
    return;
  }
  const z = 1n + rng.bigBelow(P - 1n);
  feSetMag(r.x, p[0] * z * z, 1 + rng.int(g.GEJ_X_MAGNITUDE_MAX));
  feSetMag(r.y, p[1] * z * z * z, 1 + rng.int(g.GEJ_Y_MAGNITUDE_MAX));
  feSetMag(r.z, z, 1);
  r.infinity = 0;
}

/** Whether the Jacobian a is the point p: X = x·Z², Y = y·Z³ (no inversion), infinity flags equal. */
function gejIsPt(a: g.Gej, p: Pt): boolean {
  if (p === null) return a.infinity === 1;
  if (a.infinity) return false;
  const [X, Y, Z] = [a.x, a.y, a.z].map((v) => fe.toBigInt(v));
  const z2 = (Z * Z) % P;
  return (p[0] * z2 - X) % P === 0n && (((p[1] * z2) % P) * Z - Y) % P === 0n;
}

describe.each(g.EXHAUSTIVE_CURVES.map((c) => [c.name, c] as const))(
  "ecmult exhaustive: %s",
  (_name, curve) => {
    const q = Number(curve.order);
    const refs: Pt[] = [];
    const pts: g.Gej[] = [];
    let S = lowOps();

    const setup = () => {
      g.setCurve(curve);
      setLowOrder(q);
      S = lowOps();
      if (refs.length === 0) {
        let acc: Pt = null;
        for (let i = 0; i < q; i++) {
          refs.push(acc);
          acc = add(acc, [curve.gx, curve.gy]);
        }
        expect(acc, "order·G = ∞").toBe(null);
        for (let i = 0; i < q; i++) {
          const p = g.gejCreate();
          gejSetRandom(p, refs[i]);
          pts.push(p);
        }
      }
    };
    afterAll(() => {
      g.setCurve(g.SECP256K1);
    });

    it("the tables are this curve's", () => {
      setup();
      expect(ecmultGTables().curve).toBe(curve);
    });

    it(
      q <= 13
        ? "every point, every na, every ng (and none)"
        : "every point, every na; ng along a Latin square",
      () => {
        setup();
        const na = S.create();
        const ng = S.create();
        const r = g.gejCreate();
        let n = 0;
        let bad = "";
        for (let i = 0; i < q && bad === ""; i++) {
          for (let j = 0; j < q && bad === ""; j++) {
            S.setInt(na, j);
            const ngs = q <= 13 ? [...Array(q + 1).keys()].map((k) => k - 1) : [(3 * i + 5 * j + 1) % q];
            for (const k of ngs) {
              if (k >= 0) S.setInt(ng, k);
              ecmult(r, pts[i], na, k >= 0 ? ng : null);
              const want = refs[(i * j + Math.max(k, 0)) % q];
              if (!gejIsPt(r, want)) {
                bad = `${j}·(${i}·G) + ${k < 0 ? "none" : k}·G ≠ ${(i * j + Math.max(k, 0)) % q}·G`;
                break;
              }
              n++;
            }
          }
        }
        expect(bad).toBe("");
        expect(n).toBe(q <= 13 ? q * q * (q + 1) : q * q);
      },
    );

    it("sums of two points and G (Strauss with two points)", () => {
      setup();
      const state = straussStateCreate(2);
      const sc = [S.create(), S.create()];
      const ng = S.create();
      const r = g.gejCreate();
      const two = [g.gejCreate(), g.gejCreate()];
      const all = q === 7;
      const cases = all ? q ** 4 : Math.max(200, COUNT / 10);
      let bad = "";
      for (let c = 0; c < cases && bad === ""; c++) {
        const [i1, i2, x, y] = all
          ? [c % q, Math.floor(c / q) % q, Math.floor(c / q ** 2) % q, Math.floor(c / q ** 3) % q]
          : [rng.int(q), rng.int(q), rng.int(q), rng.int(q)];
        const k = rng.int(q);
        g.gejCopy(two[0], pts[i1]);
        g.gejCopy(two[1], pts[i2]);
        S.setInt(sc[0], x);
        S.setInt(sc[1], y);
        S.setInt(ng, k);
        ecmultStraussWnaf(state, r, 2, two, sc, ng);
        const want = refs[(i1 * x + i2 * y + k) % q];
        if (!gejIsPt(r, want)) bad = `${x}·(${i1}·G) + ${y}·(${i2}·G) + ${k}·G`;
      }
      expect(bad).toBe("");
    });
  },
);
