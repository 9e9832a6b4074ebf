import * as k1 from "@k1/sigs/5x52";
import { expect, it } from "vitest";

const h = (s: string) => Uint8Array.from(Buffer.from(s, "hex"));
const hx = (u: Uint8Array) => Buffer.from(u).toString("hex");
it("smoke", () => {
  const sk = h("0000000000000000000000000000000000000000000000000000000000000001");
  const m = h("06ef2b193b83b3d701f765f1db34672ab84897e1252343cc2197829af3a30456");
  const pub = k1.pubkeyCreate(sk);
  expect(hx(pub)).toBe("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798");
  const sig = k1.ecdsaSign(m, sk);
  expect(hx(sig)).toBe("33a69cd2065432a30f3d1ce4eb0d59b8ab58c74f27c41a7fdb5696ad4e6108c96f807982866f785d3f6418d24163ddae117b7db4d5fdf0071de069fa54342262");
  expect(k1.ecdsaVerify(sig, m, pub)).toBe(true);
  const r = k1.ecdsaSignRecoverable(m, sk);
  expect(hx(k1.ecdsaRecover(r.signature, r.recoveryId, m))).toBe(hx(pub));
  const s = k1.schnorrSign(m, sk);
  const x = k1.keypairXonlyPub(k1.keypairCreate(sk)).xonlyPubkey;
  expect(k1.schnorrVerify(s, m, x)).toBe(true);
  expect(k1.ecdh(sk, pub).length).toBe(32);
});
