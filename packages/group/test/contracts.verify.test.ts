// The VERIFY checks of the group code fire on contract violations (both backends). Left out of the
// release run (K1_RELEASE=1), where they are compiled away.

import * as feA from "@k1/field/5x52";
import * as feB from "@k1/field/10x26";
import * as A from "@k1/group/5x52";
import * as B from "@k1/group/10x26";
import { describe, expect, it } from "vitest";

type G = typeof A;
type F = typeof feA;

describe.each([
  ["5x52", A, feA],
  ["10x26", B as unknown as G, feB as unknown as F],
] as const)("group %s: VERIFY contracts", (_name, g, fe) => {
  const point = () => {
    const p = g.gejCreate();
    g.gejSetGe(p, g.GE_CONST_G);
    return p;
  };
  const bump = (a: ReturnType<F["create"]>, m: number) => {
    // value unchanged, magnitude raised by m (adds m·(−0))
    const z = fe.create();
    fe.negate(z, z, 0);
    fe.mulInt(z, m);
    fe.add(a, z);
  };

  it("magnitude maxima are enforced on input", () => {
    const a = point();
    bump(a.y, 4); // y magnitude 5 > GEJ_Y_MAGNITUDE_MAX
    expect(() => g.gejVerify(a)).toThrow(fe.VerifyError);
    expect(() => g.gejAddGeVar(g.gejCreate(), a, g.GE_CONST_G)).toThrow(fe.VerifyError);
    const b = point();
    bump(b.z, 1); // z magnitude 2 > 1
    expect(() => g.gejDouble(g.gejCreate(), b)).toThrow(fe.VerifyError);
    const ge = g.geCreate();
    g.geSetXY(ge, g.GE_CONST_G.x, g.GE_CONST_G.y);
    bump(ge.y, 3); // 4 > GE_Y_MAGNITUDE_MAX
    expect(() => g.geVerify(ge)).toThrow(fe.VerifyError);
    expect(() => g.gejAddGe(g.gejCreate(), point(), ge)).toThrow(fe.VerifyError);
    const bad = g.geCreate();
    bad.infinity = 2;
    expect(() => g.geVerify(bad)).toThrow(fe.VerifyError);
  });

  it("infinity where it is not allowed", () => {
    const inf = g.geCreate();
    g.geSetInfinity(inf);
    expect(() => g.gejAddGe(g.gejCreate(), point(), inf)).toThrow(fe.VerifyError);
    expect(() => g.geToStorage(g.geStorageCreate(), inf)).toThrow(fe.VerifyError);
    expect(() => g.geToBytes(new Uint8Array(64), inf)).toThrow(fe.VerifyError);
    const infj = g.gejCreate();
    g.gejSetInfinity(infj);
    expect(() => g.gejAddVar(g.gejCreate(), infj, point(), fe.create())).toThrow(fe.VerifyError);
    expect(() => g.gejAddGeVar(g.gejCreate(), infj, g.GE_CONST_G, fe.create())).toThrow(fe.VerifyError);
    expect(() => g.gejEqXVar(g.GE_CONST_G.x, infj)).toThrow(fe.VerifyError);
    expect(() => g.geSetGejZinv(g.geCreate(), infj, fe.ONE)).toThrow(fe.VerifyError);
    expect(() => g.geSetAllGej([g.geCreate(), g.geCreate()], [point(), infj], 2)).toThrow(fe.VerifyError);
  });

  it("zero where nonzero is required, bad flags", () => {
    const zero = fe.create();
    expect(() => g.gejRescale(point(), zero)).toThrow(fe.VerifyError);
    expect(() => g.geXFracOnCurveVar(fe.ONE, zero)).toThrow(fe.VerifyError);
    const z = g.geZCreate();
    fe.setInt(z.z, 0);
    expect(() => g.geZVerify(z)).toThrow(fe.VerifyError);
    expect(() => g.geZAddGeVar(g.geZCreate(), z, g.GE_CONST_G, fe.create())).toThrow(fe.VerifyError);
    expect(() => g.gejCmov(point(), point(), 2)).toThrow(fe.VerifyError);
    // geAddCoZVar: a.x = b.x (a = ±b), r = a, an infinite input.
    const ga = g.geCreate();
    const gb = g.geCreate();
    g.geSetXY(ga, g.GE_CONST_G.x, g.GE_CONST_G.y);
    g.geNeg(gb, ga);
    expect(() => g.geAddCoZVar(g.geCreate(), ga, gb, fe.create())).toThrow(fe.VerifyError);
    g.geMulLambda(gb, ga);
    expect(() => g.geAddCoZVar(ga, ga, gb, fe.create())).toThrow(fe.VerifyError);
    g.geSetInfinity(gb);
    expect(() => g.geAddCoZVar(g.geCreate(), ga, gb, fe.create())).toThrow(fe.VerifyError);
    g.geMulLambda(gb, ga);
    g.geAddCoZVar(g.geCreate(), ga, gb, fe.create());
    expect(() => g.geStorageCmov(g.geStorageCreate(), g.geStorageCreate(), -1)).toThrow(fe.VerifyError);
  });

  it("valid inputs at the limits pass", () => {
    const a = point();
    bump(a.x, 3);
    bump(a.y, 3);
    g.gejVerify(a);
    const r = g.gejCreate();
    g.gejAddGeVar(r, a, g.GE_CONST_G);
    g.gejVerify(r);
    expect(g.gejEqGeVar(a, g.GE_CONST_G)).toBe(true);
  });
});
