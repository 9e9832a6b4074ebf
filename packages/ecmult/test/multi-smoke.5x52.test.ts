import { describe, expect, it } from "vitest";
import { Rng } from "../../../test-utils/rng.js";
import { ecmultBundleBatch, ecmultMultiSimpleVar, ecmultMultiVar, ecmultPippengerBatch, ecmultStraussBatch } from "../src/multi.5x52.js";
import { ecmultMultiScratchCreate } from "../src/multi-scratch.5x52.js";
import { g, gejVal, LOW, randomProblem } from "./multi-helpers.5x52.js";
import { eq, refGroup } from "./multi-ref.js";

describe.skipIf(LOW)("smoke", () => {
  it("n", () => {
    const grp = refGroup(g.SECP256K1);
    const rng = new Rng("smoke");
    const scratch = ecmultMultiScratchCreate();
    const r = g.gejCreate();
    for (const n of [0, 1, 5, 6, 7, 12, 13, 17]) {
      const p = randomProblem(grp, rng, n);
      let t = performance.now();
      for (const [name, f] of [["strauss", ecmultStraussBatch], ["bundle", ecmultBundleBatch], ["pippenger", ecmultPippengerBatch]] as const) {
        t = performance.now();
        expect(f(scratch, r, p.ngS, p.pts, p.sc, n, 0)).toBe(true);
        const ok = eq(gejVal(r), p.expected);
        console.log(n, name, ok, (performance.now() - t).toFixed(1));
        expect(ok, `${name} ${n}`).toBe(true);
      }
      ecmultMultiSimpleVar(r, p.ngS, p.pts, p.sc, n, 0);
      expect(eq(gejVal(r), p.expected), `simple ${n}`).toBe(true);
      ecmultMultiVar(scratch, r, p.ngS, p.pts, p.sc, n);
      expect(eq(gejVal(r), p.expected), `multi ${n}`).toBe(true);
    }
  });
});
