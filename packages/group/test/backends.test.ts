// Both backends compute identical points: the same random program of group operations runs on the
// 5x52 and the 10x26 group code, and every intermediate is compared by its 65-byte encoding.
import * as A from "@k1/group/5x52";
import * as B from "@k1/group/10x26";
import { describe, expect, it } from "vitest";
import { COUNT, hex, Rng } from "../../../test-utils/rng.js";

const rng = new Rng("group-backends");
type G = typeof A;

function run(g: G, seed: number[]): string[] {
  const out: string[] = [];
  const acc = g.gejCreate();
  const pts: ReturnType<G["geCreate"]>[] = [];
  const t = g.geCreate();
  const buf = new Uint8Array(65);
  const p = g.geCreate();
  g.gejSetGe(acc, g.GE_CONST_G);
  for (const op of seed) {
    switch (op % 6) {
      case 0:
        g.gejDoubleVar(acc, acc);
        break;
      case 1: {
        const b = pts.length > 0 ? pts[op % pts.length] : g.GE_CONST_G;
        if (b.infinity) g.gejAddGeVar(acc, acc, b);
        else g.gejAddGe(acc, acc, b);
        break;
      }
      case 2:
        g.gejAddGeVar(acc, acc, pts.length > 0 ? pts[(op >> 3) % pts.length] : g.GE_CONST_G);
        break;
      case 3: {
        const j = g.gejCreate();
        g.gejSetGe(j, g.GE_CONST_G);
        g.gejDouble(j, j);
        g.gejAddVar(acc, acc, j);
        break;
      }
      case 4:
        g.gejNeg(acc, acc);
        break;
      default: {
        const c = g.geCreate();
        g.geSetGejVar(c, acc);
        pts.push(c);
      }
    }
    g.geSetGejVar(t, acc);
    if (t.infinity) out.push("inf");
    else {
      g.geSerializePubkey(buf, t, false);
      out.push(hex(buf));
      if (!g.geParsePubkey(p, buf) || !g.geEqVar(p, t)) out.push("parse failed");
    }
  }
  return out;
}

describe("5x52 and 10x26 agree", () => {
  it("on random programs of group operations", () => {
    for (let k = 0; k < Math.max(10, COUNT / 500); k++) {
      const seed = Array.from({ length: 40 }, () => rng.u32() >>> 8);
      expect(run(B as unknown as G, seed)).toEqual(run(A, seed));
    }
  });
});
