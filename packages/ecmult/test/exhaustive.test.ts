import * as g from "@k1/group/5x52";
import { it } from "vitest";
import { ecmult } from "../src/strauss.low.js";
import { lowOps, setLowOrder } from "./low-scalar.js";
it("speed", () => {
  g.setCurve(g.EXHAUSTIVE_199);
  setLowOrder(199);
  const S = lowOps();
  const a = g.gejCreate(); g.gejSetGe(a, g.GE_CONST_G);
  const na = S.create(), ng = S.create();
  S.setInt(na, 150); S.setInt(ng, 77);
  const r = g.gejCreate();
  ecmult(r, a, na, ng);
  const t = performance.now();
  for (let i = 0; i < 200; i++) { S.setInt(na, i % 199); ecmult(r, a, na, ng); }
  console.log("low ecmult VERIFY", ((performance.now() - t) / 200).toFixed(3), "ms");
  g.setCurve(g.SECP256K1);
});
