// The signing context's blinding is derived in @k1/sigs (its RFC 6979 HMAC-SHA256, so that a bundle
// carries one SHA-256) exactly as ecmultGenContextRandomize of @k1/ecmult derives it, which follows
// libsecp256k1's secp256k1_ecmult_gen_blind (template: the build writes the 10x26 copy).
import * as em from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { describe, expect, it } from "vitest";
import { Rng } from "../../../test-utils/rng.js";
import { contextRandomize, genContext } from "../src/context.5x52.js";

const rng = new Rng(`context-${fe.BACKEND}`);
const P = 2n ** 256n - 2n ** 32n - 977n;

/** The blinding state of a context, as comparable values. */
function state(c: em.EcmultGenContext): string[] {
  const b = new Uint8Array(32);
  scalar.getB32(b, c.scalarOffset);
  const v = (x: fe.Fe) => (fe.toBigInt(x) % P).toString(16);
  return [Buffer.from(b).toString("hex"), v(c.projBlind), v(c.geOffset.x), v(c.geOffset.y), String(c.built)];
}

describe(`the signing context's blinding (${fe.BACKEND})`, () => {
  it("is ecmultGenContextRandomize's, seed after seed, and null resets both", () => {
    const mine = genContext();
    const ref = em.ecmultGenContextCreate();
    contextRandomize(null);
    expect(state(mine)).toEqual(state(ref));
    for (let i = 0; i < 6; i++) {
      const seed = rng.bytes(32);
      contextRandomize(seed);
      em.ecmultGenContextRandomize(ref, seed);
      expect(state(mine), `seed ${i}`).toEqual(state(ref));
    }
    contextRandomize(null);
    em.ecmultGenContextRandomize(ref, null);
    expect(state(mine)).toEqual(state(ref));
    // And a multiplication with the blinded context is right: n·G with n = 1 is G.
    contextRandomize(rng.bytes(32));
    const r = g.gejCreate();
    const one = scalar.create();
    scalar.setInt(one, 1);
    em.ecmultGen(mine, r, one);
    const a = g.geCreate();
    g.geSetGejVar(a, r);
    expect(fe.toBigInt(a.x) % P).toBe(fe.toBigInt(g.GE_CONST_G.x) % P);
  });

  it("ecmultGenContextBlind checks its arguments", () => {
    const c = em.ecmultGenContextCreate();
    expect(() => em.ecmultGenContextBlind(c, new Uint8Array(31), new Uint8Array(32))).toThrow(TypeError);
    em.ecmultGenContextClear(c);
    expect(() => em.ecmultGenContextBlind(c, new Uint8Array(32), new Uint8Array(32))).toThrow(TypeError);
  });
});
