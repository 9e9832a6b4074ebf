// The VERIFY checks of ecmult_gen, ecmult_const and the constant-time lookup (5x52; left out of
// release runs, where the checks are compiled away).

import * as fe from "@k1/field/5x52";
import { VerifyError } from "@k1/field/base";
import * as g from "@k1/group/5x52";
import { EXHAUSTIVE_13 } from "@k1/group/base";
import * as scalar from "@k1/scalar";
import { afterAll, describe, expect, it } from "vitest";
import { ecmultConst, ecmultConstXonly } from "../src/const.5x52.js";
import { tableSelect, tableSet } from "../src/ct-lookup.5x52.js";
import { ctTableCreate } from "../src/ct-table.js";
import { ecmultGen, ecmultGenContextCreate } from "../src/gen.5x52.js";

describe("VERIFY checks", () => {
  afterAll(() => g.setCurve(g.SECP256K1));

  it("ecmultGen rejects a context of another curve and a cleared context", () => {
    const ctx = ecmultGenContextCreate();
    const r = g.gejCreate();
    const k = scalar.create();
    scalar.setInt(k, 5);
    ecmultGen(ctx, r, k);
    g.setCurve(EXHAUSTIVE_13);
    expect(() => ecmultGen(ctx, r, k)).toThrow(VerifyError);
    g.setCurve(g.SECP256K1);
    ctx.built = 0;
    expect(() => ecmultGen(ctx, r, k)).toThrow(VerifyError);
  });

  it("ecmultGen and ecmultConst reject an invalid scalar", () => {
    const ctx = ecmultGenContextCreate();
    const r = g.gejCreate();
    const bad = new Uint32Array(8).fill(0xffffffff);
    expect(() => ecmultGen(ctx, r, bad)).toThrow(VerifyError);
    expect(() => ecmultConst(r, g.GE_CONST_G, bad)).toThrow(VerifyError);
  });

  it("ecmultConstXonly rejects q = 0 and d = 0", () => {
    const x = fe.create();
    const zero = scalar.create();
    const one = scalar.create();
    scalar.setInt(one, 1);
    expect(() => ecmultConstXonly(x, g.GE_CONST_G.x, null, zero, true)).toThrow(VerifyError);
    expect(() => ecmultConstXonly(x, g.GE_CONST_G.x, fe.create(), one, true)).toThrow(VerifyError);
    expect(ecmultConstXonly(x, g.GE_CONST_G.x, null, one, true)).toBe(true);
  });

  it("the lookup rejects an index or a range outside the table, a negation flag other than 0 or 1 and an infinite entry", () => {
    const t = ctTableCreate(4);
    for (let i = 0; i < 4; i++) tableSet(t, i, g.GE_CONST_G);
    const r = g.geCreate();
    expect(() => tableSelect(r, t, 0, 4, 4, 0)).toThrow(VerifyError);
    expect(() => tableSelect(r, t, 0, 4, -1, 0)).toThrow(VerifyError);
    expect(() => tableSelect(r, t, 0, 4, 1.5, 0)).toThrow(VerifyError);
    expect(() => tableSelect(r, t, 0, 4, 3, 2)).toThrow(VerifyError);
    expect(() => tableSelect(r, t, 0, 4, 3, -1)).toThrow(VerifyError);
    expect(() => tableSelect(r, t, 1, 4, 0, 0)).toThrow(VerifyError);
    expect(() => tableSelect(r, t, -1, 2, 0, 0)).toThrow(VerifyError);
    expect(() => tableSet(t, 4, g.GE_CONST_G)).toThrow(VerifyError);
    const inf = g.geCreate();
    expect(() => tableSet(t, 0, inf)).toThrow(VerifyError);
    tableSelect(r, t, 0, 4, 3, 0);
    expect(g.geIsValidVar(r)).toBe(true);
    tableSelect(r, t, 0, 4, 3, 1);
    expect(g.geIsValidVar(r)).toBe(true);
  });
});
