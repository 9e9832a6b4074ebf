// The byte entry points of the 5x52 field (template: the build writes the 10x26 copy) accept a
// Uint8Array of another realm (a `vm` context, as from an iframe or a worker), where `instanceof
// Uint8Array` is false, and give what they give for the same bytes of this realm; other typed
// arrays of that realm are still rejected.
import { runInNewContext } from "node:vm";
import * as fe from "@k1/field/5x52";
import { describe, expect, it } from "vitest";
import { Rng } from "../../../test-utils/rng.js";

const rng = new Rng(`field-realm-${fe.BACKEND}`);
const foreign = (b: Uint8Array): Uint8Array => runInNewContext("Uint8Array.from(b)", { b: Array.from(b) });

describe(`field bytes from another realm (${fe.BACKEND})`, () => {
  it("setB32Mod, setB32Limit and getB32 read and write them", () => {
    const probe = foreign(new Uint8Array(32));
    expect(probe instanceof Uint8Array, "the probe is of another realm").toBe(false);
    for (let i = 0; i < 50; i++) {
      const bytes = i === 0 ? new Uint8Array(32).fill(0xff) : rng.bytes(40);
      const off = bytes.length - 32;
      const a = fe.createScratch();
      const b = fe.createScratch();
      fe.setB32Mod(a, bytes, off);
      fe.setB32Mod(b, foreign(bytes), off);
      expect(fe.equalVar(a, b), `setB32Mod ${i}`).toBe(true);
      const c = fe.createScratch();
      expect(fe.setB32Limit(b, foreign(bytes), off), `setB32Limit ${i}`).toBe(fe.setB32Limit(c, bytes, off));
      fe.normalizeVar(a);
      const out = foreign(new Uint8Array(32));
      const local = new Uint8Array(32);
      fe.getB32(out, a);
      fe.getB32(local, a);
      expect(Array.from(out), `getB32 ${i}`).toEqual(Array.from(local));
    }
    expect(() => fe.setB32Mod(fe.createScratch(), runInNewContext("new Uint16Array(32)"))).toThrow(TypeError);
  });
});
