const t0 = performance.now();
const k1 = await import("@k1/sigs");
const t1 = performance.now();
const sk = new Uint8Array(32).fill(7),
  msg = new Uint8Array(32).fill(3);
const pub = k1.pubkeyCreate(sk);
const t2 = performance.now();
const sig = k1.ecdsaSign(msg, sk);
const t3 = performance.now();
const ok = k1.ecdsaVerify(sig, msg, pub);
const t4 = performance.now();
console.log(
  "import",
  (t1 - t0).toFixed(1),
  "keygen",
  (t2 - t1).toFixed(1),
  "sign",
  (t3 - t2).toFixed(1),
  "verify",
  (t4 - t3).toFixed(1),
  ok,
);
