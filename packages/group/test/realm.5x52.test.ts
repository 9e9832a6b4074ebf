// The byte entry points of the 5x52 group code (template: the build writes the 10x26 copy),
// geParsePubkey and geSerializePubkey, accept a Uint8Array of another realm (a `vm` context, as
// from an iframe or a worker), where `instanceof Uint8Array` is false, and give what they give for
// the same bytes of this realm; other typed arrays of that realm are still rejected.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { Rng } from "../../../test-utils/rng.js";
import { fe, g } from "./helpers.5x52.js";

const rng = new Rng(`group-realm-${fe.BACKEND}`);
const foreign = (b: Uint8Array): Uint8Array => runInNewContext("Uint8Array.from(b)", { b: Array.from(b) });

describe(`group bytes from another realm (${fe.BACKEND})`, () => {
  it("geParsePubkey and geSerializePubkey read and write them", () => {
    expect(foreign(new Uint8Array(33)) instanceof Uint8Array, "the probe is of another realm").toBe(false);
    const a = g.geCreate();
    const b = g.geCreate();
    let valid = 0;
    for (let i = 0; i < 60; i++) {
      const enc = rng.bytes(i % 2 === 0 ? 33 : 65);
      enc[0] = i % 2 === 0 ? 2 + (i & 2) / 2 : 4;
      if (i % 4 === 1) {
        // a valid uncompressed key: the serialization of a parsed compressed one
        const c = rng.bytes(33);
        c[0] = 2;
        if (g.geParsePubkey(a, c)) g.geSerializePubkey(enc, a, false);
      }
      const ok = g.geParsePubkey(a, enc);
      expect(g.geParsePubkey(b, foreign(enc)), `geParsePubkey ${i}`).toBe(ok);
      if (!ok) continue;
      valid++;
      for (const compressed of [true, false]) {
        const out = foreign(new Uint8Array(compressed ? 33 : 65));
        const local = new Uint8Array(compressed ? 33 : 65);
        g.geSerializePubkey(out, b, compressed);
        g.geSerializePubkey(local, a, compressed);
        expect(Array.from(out), `geSerializePubkey ${i} ${compressed}`).toEqual(Array.from(local));
      }
    }
    expect(valid, "valid encodings among the cases").toBeGreaterThan(10);
    expect(() => g.geParsePubkey(a, runInNewContext("new Uint16Array(33)"))).toThrow(TypeError);
  });
});
