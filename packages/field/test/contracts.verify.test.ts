// VERIFY catches contract violations: one test per rule, on both backends. (Excluded from the
// release-build run, where the checks do not exist by design.)

import * as A from "@k1/field/5x52";
import * as B from "@k1/field/10x26";
import { VerifyError } from "@k1/field/base";
import { describe, expect, it } from "vitest";

for (const fe of [A, B] as unknown as (typeof A)[]) {
  describe(`VERIFY contracts, ${fe.BACKEND}`, () => {
    const mag = (m: number) => {
      const r = fe.create();
      fe.getBounds(r, m);
      return r;
    };
    const norm = () => {
      const r = fe.create();
      fe.setInt(r, 5);
      return r;
    };
    const unnorm = () => {
      const r = fe.create();
      fe.setB32Mod(r, new Uint8Array(32).fill(0xff));
      return r;
    };
    const rules: [string, () => void][] = [
      ["mul with an input of magnitude 9", () => fe.mul(fe.create(), mag(9), norm())],
      ["mul with a second input of magnitude 9", () => fe.mul(fe.create(), norm(), mag(9))],
      ["sqr with an input of magnitude 9", () => fe.sqr(fe.create(), mag(9))],
      [
        "mulAddSqr with a first input of magnitude 9",
        () => fe.mulAddSqr(fe.create(), mag(9), norm(), norm()),
      ],
      [
        "mulAddSqr with a second input of magnitude 9",
        () => fe.mulAddSqr(fe.create(), norm(), mag(9), norm()),
      ],
      [
        "mulAddSqr with a third input of magnitude 9",
        () => fe.mulAddSqr(fe.create(), norm(), norm(), mag(9)),
      ],
      ["add beyond magnitude 32", () => fe.add(mag(20), mag(13))],
      ["addInt on magnitude 32", () => fe.addInt(mag(32), 1)],
      ["addInt with an integer above 0x7FFF", () => fe.addInt(norm(), 0x8000)],
      ["mulInt beyond magnitude 32", () => fe.mulInt(mag(5), 7)],
      ["mulInt with a factor above 32", () => fe.mulInt(norm(), 33)],
      ["negate with m below the input's magnitude", () => fe.negate(fe.create(), mag(4), 3)],
      ["negate with m = 32", () => fe.negate(fe.create(), norm(), 32)],
      ["half of magnitude 32", () => fe.half(mag(32))],
      ["cmov with flag 2", () => fe.cmov(norm(), norm(), 2)],
      ["getB32 of an unnormalized element", () => fe.getB32(new Uint8Array(32), unnorm())],
      ["isZero of an unnormalized element", () => fe.isZero(unnorm())],
      ["isOdd of an unnormalized element", () => fe.isOdd(unnorm())],
      ["cmpVar of an unnormalized element", () => fe.cmpVar(norm(), unnorm())],
      ["toStorage of an unnormalized element", () => fe.toStorage(fe.createStorage(), unnorm())],
      ["equal with a of magnitude 2", () => fe.equal(mag(2), norm())],
      ["equal with b of magnitude 31", () => fe.equal(norm(), mag(31))],
      [
        "sqrt with r aliasing a",
        () => {
          const a = norm();
          fe.sqrt(a, a);
        },
      ],
      ["sqrt of magnitude 9", () => fe.sqrt(fe.create(), mag(9))],
      ["setInt out of range", () => fe.setInt(fe.create(), 0x8000)],
      [
        "an element not made by create()",
        () => fe.normalize(new (fe.create().constructor as new (n: number) => A.Fe)(10)),
      ],
      [
        "an element left invalid by a failed setB32Limit",
        () => {
          const r = fe.create();
          fe.setB32Limit(r, new Uint8Array(32).fill(0xff));
          fe.normalize(r);
        },
      ],
      [
        "limbs that exceed their recorded magnitude",
        () => {
          const r = mag(8);
          fe.verifyAssume(r, 1, false);
        },
      ],
      [
        "a normalized claim for limbs ≥ p",
        () => {
          const r = unnorm();
          fe.verifyAssume(r, 1, true);
        },
      ],
    ];
    for (const [name, f] of rules) {
      it(`throws VerifyError: ${name}`, () => {
        expect(f).toThrow(VerifyError);
      });
    }

    it("does not throw at the limits of each contract", () => {
      fe.mul(fe.create(), mag(8), mag(8));
      fe.sqr(fe.create(), mag(8));
      fe.mulAddSqr(fe.create(), mag(8), mag(8), mag(8));
      fe.add(mag(16), mag(16));
      fe.mulInt(mag(4), 8);
      fe.negate(fe.create(), mag(31), 31);
      fe.half(mag(31));
      fe.equal(norm(), mag(30));
      fe.inv(fe.create(), mag(32));
      fe.invVar(fe.create(), mag(32));
      fe.sqrt(fe.create(), mag(8));
    });

    it("tracks magnitude and normalization through the algebra", () => {
      const a = mag(3);
      const b = mag(5);
      fe.add(a, b);
      expect(fe.verifyState(a)).toEqual({ magnitude: 8, normalized: false });
      const r = fe.create();
      fe.negate(r, a, 8);
      expect(fe.verifyState(r)).toEqual({ magnitude: 9, normalized: false });
      fe.half(r);
      expect(fe.verifyState(r)).toEqual({ magnitude: 5, normalized: false });
      fe.mul(r, r, a);
      expect(fe.verifyState(r)).toEqual({ magnitude: 1, normalized: false });
      fe.normalize(r);
      expect(fe.verifyState(r)).toEqual({ magnitude: 1, normalized: true });
      fe.cmov(r, b, 0);
      expect(fe.verifyState(r)).toEqual({ magnitude: 5, normalized: false });
      fe.invVar(r, r);
      expect(fe.verifyState(r)).toEqual({ magnitude: 1, normalized: true });
    });
  });
}
