// The byte entry points of the 5x52 multiplications (template: the build writes the 10x26 copy),
// multiScalarMulBytesVar and ecmultGenContextRandomize, accept Uint8Arrays of another realm (a `vm`
// context, as from an iframe or a worker), where `instanceof Uint8Array` is false, and give what
// they give for the same bytes of this realm; other typed arrays of that realm are still rejected.
import { runInNewContext } from "node:vm";
import * as em from "@k1/ecmult/5x52";
import * as scalar from "@k1/scalar/5x52";
import { describe, expect, it } from "vitest";
import { bigToBytes, Rng } from "../../../test-utils/rng.js";
import { g } from "./helpers.5x52.js";

const rng = new Rng("ecmult-realm-5x52");
const foreign = (b: Uint8Array): Uint8Array => runInNewContext("Uint8Array.from(b)", { b: Array.from(b) });

/** k·G as a 33-byte public key, k a small public number (variable-time code is fine here). */
function pub(k: bigint): Uint8Array {
  return em.multiScalarMulBytesVar([], [], bigToBytes(k)) as Uint8Array;
}

describe("ecmult bytes from another realm (5x52)", () => {
  it("multiScalarMulBytesVar reads them", () => {
    expect(foreign(new Uint8Array(32)) instanceof Uint8Array, "the probe is of another realm").toBe(false);
    for (let i = 0; i < 10; i++) {
      const points = [pub(BigInt(i + 2)), pub(BigInt(3 * i + 5))];
      const scalars = [rng.bytes(32), rng.bytes(32)].map((s) => {
        s[0] &= 0x7f; // below n
        return s;
      });
      const gs = rng.bytes(32);
      gs[0] &= 0x7f;
      const local = em.multiScalarMulBytesVar(points, scalars, gs, i % 2 === 0);
      const other = em.multiScalarMulBytesVar(
        runInNewContext("[]").concat(points.map(foreign)),
        scalars.map(foreign),
        foreign(gs),
        i % 2 === 0,
      );
      expect(Array.from(other as Uint8Array), `case ${i}`).toEqual(Array.from(local as Uint8Array));
    }
    expect(() =>
      em.multiScalarMulBytesVar([runInNewContext("new Uint16Array(33)")], [new Uint8Array(32)]),
    ).toThrow(TypeError);
  });

  it("ecmultGenContextRandomize takes a seed of another realm and changes no result", () => {
    const ctx = em.ecmultGenContextCreate();
    const k = scalar.create();
    scalar.setB32(k, bigToBytes(123456789n));
    const before = g.gejCreate();
    const after = g.gejCreate();
    em.ecmultGen(ctx, before, k);
    em.ecmultGenContextRandomize(ctx, foreign(rng.bytes(32)));
    em.ecmultGen(ctx, after, k);
    const a = g.geCreate();
    const b = g.geCreate();
    g.geSetGejVar(a, before);
    g.geSetGejVar(b, after);
    const ea = new Uint8Array(33);
    const eb = new Uint8Array(33);
    g.geSerializePubkey(ea, a, true);
    g.geSerializePubkey(eb, b, true);
    expect(Array.from(eb), "k·G after a foreign-realm seed").toEqual(Array.from(ea));
    expect(() => em.ecmultGenContextRandomize(ctx, runInNewContext("new Int8Array(32)"))).toThrow(TypeError);
  });
});
