// Exhaustive tests of the 5x52 group code on the small test groups of orders 7, 13 and 199
// (libsecp256k1's tests_exhaustive.c, test_exhaustive_addition and test_exhaustive_endomorphism),
// plus ge_z chains through infinity and the encodings. Template of the 10x26 copy.
//
// The curve is switched with setCurve: the same field code and formulas run on y² = x³ + B.
// Every result is compared strictly (x, y and the infinity flag) with group[(i + j) mod N], the
// reference group computed by BigInt affine additions of G.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Rng } from "../../../test-utils/rng.js";
import { expectGe, expectGej, fe, feOf, feSetMag, g, geOf, randomPoint, val } from "./helpers.5x52.js";
import { add, BETA, inv, mod, mul, type Pt } from "./ref.js";

const rng = new Rng(`group-exhaustive-${fe.BACKEND}`);

describe.each(g.EXHAUSTIVE_CURVES.map((c) => [c.name, c] as const))(
  `group ${fe.BACKEND}: %s`,
  (_name, curve) => {
    const q = Number(curve.order);
    const refs: Pt[] = [];
    const group: g.Ge[] = [];
    const groupj: g.Gej[] = [];

    beforeAll(() => {
      g.setCurve(curve);
      const G: Pt = [curve.gx, curve.gy];
      let acc: Pt = null;
      for (let i = 0; i < q; i++) {
        refs.push(acc);
        acc = add(acc, G);
      }
      expect(acc, "order·G = ∞").toBe(null);
      // As tests_exhaustive.c: groupj[i] = groupj[i − 1] + G by gejAddGe, group[i] its affine form,
      // then groupj[i] rescaled by a random z.
      groupj.push(g.gejCreate());
      group.push(g.geCreate());
      g.gejSetInfinity(groupj[0]);
      g.geSetInfinity(group[0]);
      for (let i = 1; i < q; i++) {
        const pj = g.gejCreate();
        g.gejAddGe(pj, groupj[i - 1], g.GE_CONST_G);
        const pa = g.geCreate();
        g.geSetGej(pa, pj);
        const z = fe.create();
        feSetMag(z, 1n + rng.bigBelow(mod(-1n)), 1 + rng.int(8));
        g.gejRescale(pj, z);
        groupj.push(pj);
        group.push(pa);
      }
    });
    afterAll(() => g.setCurve(g.SECP256K1));

    it("the group: G's multiples, infinity only at 0, validity, subgroup membership", () => {
      expect(g.getCurve()).toBe(curve);
      expectGe(g.GE_CONST_G, [curve.gx, curve.gy], "G");
      for (let i = 0; i < q; i++) {
        expectGej(groupj[i], refs[i], `groupj[${i}]`);
        expectGe(group[i], refs[i], `group[${i}]`);
        expect(g.geIsInfinity(group[i])).toBe(i === 0);
        expect(g.gejIsInfinity(groupj[i])).toBe(i === 0);
        if (i > 0) {
          expect(g.geIsValidVar(group[i])).toBe(true);
          expect(g.geIsInCorrectSubgroup(group[i])).toBe(true);
          // On secp256k1 the same point is not on the curve.
        }
      }
      // Points of the curve outside the subgroup are rejected by the subgroup check.
      let outside = 0;
      for (let k = 0; k < 20; k++) {
        const p = randomPoint(rng, curve.b);
        const inSub = mul(curve.order, p) === null;
        const pg = geOf(p);
        expect(g.geIsValidVar(pg)).toBe(true);
        expect(g.geIsInCorrectSubgroup(pg)).toBe(inSub);
        if (!inSub) outside++;
      }
      expect(outside).toBeGreaterThan(10);
    });

    it("every pair (i, j) through every addition formula equals group[(i + j) mod N]", () => {
      const r = g.gejCreate();
      const zless = g.geCreate();
      const feInv = fe.create();
      const xw = fe.create();
      const yw = fe.create();
      for (let j = 0; j < q; j++) {
        // As tests_exhaustive.c: 1/z of groupj[j] (0 for infinity), and groupj[j] with z omitted.
        fe.inv(feInv, groupj[j].z);
        if (groupj[j].infinity) g.geSetInfinity(zless);
        else {
          fe.copy(xw, groupj[j].x);
          fe.normalizeWeak(xw);
          fe.copy(yw, groupj[j].y);
          fe.normalizeWeak(yw);
          g.geSetXY(zless, xw, yw);
        }
        for (let i = 0; i < q; i++) {
          const want = refs[(i + j) % q];
          const w = `${i} + ${j}`;
          g.gejAddVar(r, groupj[i], groupj[j]);
          expectGej(r, want, `addVar ${w}`);
          if (j > 0) {
            g.gejAddGe(r, groupj[i], group[j]);
            expectGej(r, want, `addGe ${w}`);
          }
          g.gejAddGeVar(r, groupj[i], group[j]);
          expectGej(r, want, `addGeVar ${w}`);
          g.gejAddZinvVar(r, groupj[i], zless, feInv);
          expectGej(r, want, `addZinvVar ${w}`);
          expect(g.gejEqGeVar(r, group[(i + j) % q])).toBe(true);
        }
      }
    });

    it("every pair through geZAddGeVar: the sum, and r.z = a.z·rzr with rzr ≠ 0", () => {
      const a = g.geZCreate();
      const r = g.geZCreate();
      const rzr = fe.create();
      for (let i = 0; i < q; i++) {
        for (let j = 0; j < q; j++) {
          const z = 1n + rng.bigBelow(mod(-1n));
          feSetMag(a.z, z, 1);
          if (i === 0) g.geZSetInfinity(a);
          else {
            const p = refs[i] as [bigint, bigint];
            a.infinity = 0;
            feSetMag(a.x, p[0] * z * z, 1 + rng.int(g.GEZ_X_MAGNITUDE_MAX));
            feSetMag(a.y, p[1] * z * z * z, 1 + rng.int(g.GEZ_Y_MAGNITUDE_MAX));
          }
          g.geZAddGeVar(r, a, group[j], rzr);
          g.geZVerify(r);
          const want = refs[(i + j) % q];
          expect(r.infinity, `${i} + ${j}`).toBe(want === null ? 1 : 0);
          expect(val(rzr), `${i} + ${j}: rzr`).not.toBe(0n);
          expect(val(r.z), `${i} + ${j}: r.z`).toBe(mod(z * val(rzr)));
          expectGej(r, want, `${i} + ${j}`); // a GeZ's (x, y, z) is a Jacobian triple when finite
        }
      }
    });

    it("doubling, negation, endomorphism", () => {
      const r = g.gejCreate();
      const rg = g.geCreate();
      const rzr = fe.create();
      const lambda = Number(curve.lambda);
      for (let i = 0; i < q; i++) {
        g.gejDouble(r, groupj[i]);
        expectGej(r, refs[(2 * i) % q], `double ${i}`);
        g.gejDoubleVar(r, groupj[i], rzr);
        expectGej(r, refs[(2 * i) % q], `doubleVar ${i}`);
        if (i > 0) expect(val(r.z)).toBe(mod(val(groupj[i].z) * val(rzr)));
        g.geNeg(rg, group[i]);
        expectGe(rg, refs[(q - i) % q], `geNeg ${i}`);
        g.gejNeg(r, groupj[i]);
        expectGej(r, refs[(q - i) % q], `gejNeg ${i}`);
        g.geMulLambda(rg, group[i]);
        expectGe(rg, refs[(i * lambda) % q], `λ·${i}`);
        if (i > 0) {
          const p = refs[i] as [bigint, bigint];
          expect(refs[(i * lambda) % q]).toEqual([mod(BETA * p[0]), p[1]]);
        }
      }
    });

    it("batch to affine (with and without infinity) and storage", () => {
      const out = g.geArray(q);
      g.geSetAllGejVar(out, groupj, q);
      for (let i = 0; i < q; i++) expectGe(out[i], refs[i], `setAllGejVar ${i}`);
      const out2 = g.geArray(q - 1);
      g.geSetAllGej(out2, groupj.slice(1), q - 1);
      for (let i = 1; i < q; i++) expectGe(out2[i - 1], refs[i], `setAllGej ${i}`);
      const s = g.geStorageCreate();
      const back = g.geCreate();
      for (let i = 1; i < q; i++) {
        g.geToStorage(s, group[i]);
        g.geFromStorage(back, s);
        expectGe(back, refs[i], `storage ${i}`);
      }
    });

    it("ge_z chains through infinity reach a common z (tables of subset sums)", () => {
      let infinities = 0;
      const rounds = q === 199 ? 60 : 200;
      for (let round = 0; round < rounds; round++) {
        const len = 1 + rng.int(3 * q);
        const idx: number[] = [];
        for (let k = 0; k < len; k++) idx.push(rng.int(q));
        const acc = g.geZCreate();
        const table = g.geArray(len);
        const zr = g.feArray(len);
        // Start the chain at a random z, at infinity.
        feSetMag(acc.z, 1n + rng.bigBelow(mod(-1n)), 1);
        g.geZSetInfinity(acc);
        let sum = 0;
        const sums: number[] = [];
        for (let k = 0; k < len; k++) {
          const z0 = val(acc.z);
          g.geZAddGeVar(acc, acc, group[idx[k]], zr[k]);
          expect(val(acc.z)).toBe(mod(z0 * val(zr[k])));
          sum = (sum + idx[k]) % q;
          if (sum === 0) infinities++;
          sums.push(sum);
          expectGej(acc, refs[sum], `chain step ${k}`);
          g.geSetGeZXY(table[k], acc);
        }
        g.geTableSetGlobalz(len, table, zr);
        const zi = inv(val(acc.z));
        for (let k = 0; k < len; k++) {
          const w = refs[sums[k]];
          expect(table[k].infinity, `entry ${k}`).toBe(w === null ? 1 : 0);
          if (w !== null) {
            expect(mod(val(table[k].x) * zi * zi), `entry ${k} x`).toBe(w[0]);
            expect(mod(val(table[k].y) * zi * zi * zi), `entry ${k} y`).toBe(w[1]);
          }
        }
      }
      expect(infinities, "chains passed through infinity").toBeGreaterThan(10);
    });

    it("encodings: every element round trips; points outside the subgroup are rejected", () => {
      const buf33 = new Uint8Array(33);
      const buf65 = new Uint8Array(65);
      const back = g.geCreate();
      for (let i = 1; i < q; i++) {
        g.geSerializePubkey(buf33, group[i], true);
        expect(g.geParsePubkey(back, buf33)).toBe(true);
        expectGe(back, refs[i], `33-byte ${i}`);
        g.geSerializePubkey(buf65, group[i], false);
        expect(g.geParsePubkey(back, buf65)).toBe(true);
        expectGe(back, refs[i], `65-byte ${i}`);
        // setXOVar with this curve's B recovers the point.
        const p = refs[i] as [bigint, bigint];
        expect(g.geSetXOVar(back, feOf(p[0]), (p[1] & 1n) === 1n)).toBe(true);
        expectGe(back, p, `setXOVar ${i}`);
      }
      let rejected = 0;
      for (let k = 0; k < 10; k++) {
        const p = randomPoint(rng, curve.b);
        if (mul(curve.order, p) === null) continue;
        g.geSerializePubkey(buf65, geOf(p), false);
        expect(g.geParsePubkey(back, buf65)).toBe(false);
        expect(back.infinity).toBe(1);
        rejected++;
      }
      expect(rejected).toBeGreaterThan(5);
    });
  },
);

describe(`group ${fe.BACKEND}: curve switch`, () => {
  it("setCurve back to secp256k1 restores B and G; bad curves are refused", () => {
    g.setCurve(g.EXHAUSTIVE_13);
    expect(g.curveB()).toBe(2);
    g.setCurve(g.SECP256K1);
    expect(g.curveB()).toBe(7);
    expectGe(g.GE_CONST_G, [g.SECP256K1.gx, g.SECP256K1.gy], "G");
    expect(g.geIsValidVar(g.GE_CONST_G)).toBe(true);
    expect(() => g.setCurve({ ...g.SECP256K1, b: 6n })).toThrow(RangeError);
    expect(() => g.setCurve({ ...g.SECP256K1, b: 40n })).toThrow(RangeError);
    expect(g.getCurve()).toBe(g.SECP256K1);
  });
});
