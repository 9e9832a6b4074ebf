// The byte entry points of the 5x52 scalars (template: the build writes the 10x26 copy) accept a
// Uint8Array of another realm (a `vm` context, as from an iframe or a worker), where `instanceof
// Uint8Array` is false, and give what they give for the same bytes of this realm; other typed
// arrays of that realm are still rejected.
import { runInNewContext } from "node:vm";
import * as scalar from "@k1/scalar/5x52";
import { describe, expect, it } from "vitest";
import { bigToBytes, Rng } from "../../../test-utils/rng.js";
import { N } from "./helpers.js";

const rng = new Rng("scalar-realm-5x52");
const foreign = (b: Uint8Array): Uint8Array => runInNewContext("Uint8Array.from(b)", { b: Array.from(b) });

describe("scalar bytes from another realm (5x52)", () => {
  it("setB32, setB32SecKey and getB32 read and write them", () => {
    expect(foreign(new Uint8Array(32)) instanceof Uint8Array, "the probe is of another realm").toBe(false);
    const edges = [0n, 1n, N - 1n, N, (1n << 256n) - 1n].map((v) => bigToBytes(v));
    for (let i = 0; i < 50; i++) {
      const bytes = i < edges.length ? edges[i] : rng.bytes(32);
      const a = scalar.create();
      const b = scalar.create();
      expect(scalar.setB32(b, foreign(bytes)), `setB32 overflow ${i}`).toBe(scalar.setB32(a, bytes));
      expect(scalar.eq(a, b), `setB32 ${i}`).toBe(true);
      expect(scalar.setB32SecKey(b, foreign(bytes)), `setB32SecKey ${i}`).toBe(scalar.setB32SecKey(a, bytes));
      const wide = rng.bytes(40);
      expect(scalar.setB32(b, foreign(wide), 8), `setB32 at an offset ${i}`).toBe(scalar.setB32(a, wide, 8));
      expect(scalar.eq(a, b), `setB32 at an offset ${i}`).toBe(true);
      const out = foreign(new Uint8Array(32));
      const local = new Uint8Array(32);
      scalar.getB32(out, a);
      scalar.getB32(local, a);
      expect(Array.from(out), `getB32 ${i}`).toEqual(Array.from(local));
    }
    expect(() => scalar.setB32(scalar.create(), runInNewContext("new Int8Array(32)"))).toThrow(TypeError);
  });
});
