// Both backends produce identical bytes for every operation on the same inputs: the same random
// program of operations runs on 5x52 and 10x26 and every intermediate is compared normalized.
import * as A from "@k1/field/5x52";
import * as B from "@k1/field/10x26";
import { describe, expect, it } from "vitest";
import { bigToBytes, COUNT, Rng } from "../../../test-utils/rng.js";

const rng = new Rng("field-backends");

function bytesA(x: A.Fe): Uint8Array {
  const t = A.create();
  A.copy(t, x);
  A.normalize(t);
  const o = new Uint8Array(32);
  A.getB32(o, t);
  return o;
}
function bytesB(x: B.Fe): Uint8Array {
  const t = B.create();
  B.copy(t, x);
  B.normalize(t);
  const o = new Uint8Array(32);
  B.getB32(o, t);
  return o;
}

describe("5x52 and 10x26 agree byte for byte", () => {
  it("on random programs of every operation", () => {
    const P = A.P_BIG;
    for (let i = 0; i < COUNT; i++) {
      const x = rng.big256([P, 0n]);
      const y = rng.big256([P, 0n]);
      const a1 = A.create();
      const b1 = A.create();
      const a2 = B.create();
      const b2 = B.create();
      A.setB32Mod(a1, bigToBytes(x));
      A.setB32Mod(b1, bigToBytes(y));
      B.setB32Mod(a2, bigToBytes(x));
      B.setB32Mod(b2, bigToBytes(y));
      expect(A.setB32Limit(A.create(), bigToBytes(x))).toBe(B.setB32Limit(B.create(), bigToBytes(x)));
      const op = i % 13;
      const k = rng.int(8) + 1;
      switch (op) {
        case 0:
          A.mul(a1, a1, b1);
          B.mul(a2, a2, b2);
          break;
        case 1:
          A.sqr(a1, a1);
          B.sqr(a2, a2);
          break;
        case 2:
          A.add(a1, b1);
          B.add(a2, b2);
          break;
        case 3:
          A.negate(a1, a1, 1);
          B.negate(a2, a2, 1);
          break;
        case 4:
          A.mulInt(a1, k);
          B.mulInt(a2, k);
          break;
        case 5:
          A.half(a1);
          B.half(a2);
          break;
        case 6:
          A.invVar(a1, a1);
          B.invVar(a2, a2);
          break;
        case 7:
          if (i % 64 === 7) {
            A.inv(a1, a1);
            B.inv(a2, a2);
          }
          break;
        case 8: {
          const r1 = A.create();
          const r2 = B.create();
          expect(A.sqrt(r1, a1)).toBe(B.sqrt(r2, a2));
          expect(bytesA(r1)).toEqual(bytesB(r2));
          expect(A.isSquareVar(a1)).toBe(B.isSquareVar(a2));
          break;
        }
        case 9:
          A.addInt(a1, k * 1000);
          B.addInt(a2, k * 1000);
          break;
        case 11:
          A.mulAddSqr(a1, a1, b1, b1);
          B.mulAddSqr(a2, a2, b2, b2);
          break;
        case 10:
          expect(A.equal(a1, b1)).toBe(B.equal(a2, b2));
          A.cmov(a1, b1, k & 1);
          B.cmov(a2, b2, k & 1);
          break;
        default: {
          A.normalize(a1);
          B.normalize(a2);
          A.normalize(b1);
          B.normalize(b2);
          expect(A.cmpVar(a1, b1)).toBe(B.cmpVar(a2, b2));
          expect(A.isOdd(a1)).toBe(B.isOdd(a2));
          const s1 = A.createStorage();
          const s2 = B.createStorage();
          A.toStorage(s1, a1);
          B.toStorage(s2, a2);
          A.fromStorage(a1, s1);
          B.fromStorage(a2, s2);
        }
      }
      expect(bytesA(a1)).toEqual(bytesB(a2));
      expect(A.normalizesToZero(a1)).toBe(B.normalizesToZero(a2));
    }
  });

  it("products of each backend's getBounds(m) worst-case limbs agree", () => {
    for (let m = 1; m <= 8; m++) {
      const a1 = A.create();
      const a2 = B.create();
      A.getBounds(a1, m);
      B.getBounds(a2, m);
      // Bring both to the same value: x = bounds value of backend A, loaded into B from bytes.
      const xa = bytesA(a1);
      const b2 = B.create();
      B.setB32Mod(b2, xa);
      B.mul(b2, b2, a2);
      const b1 = A.create();
      A.setB32Mod(b1, bytesB(a2));
      A.mul(b1, b1, a1);
      expect(bytesA(b1)).toEqual(bytesB(b2));
    }
  });
});
