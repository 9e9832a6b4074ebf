/**
 * The probe of `bench_cold` (run as its own, fresh process): imports one library, then verifies
 * ECDSA signatures from a vector file as a cold verifier does, and prints the wall-clock times in
 * milliseconds as JSON: `{ boot, import, first, first100, first1000 }` (the process's time before
 * this module ran; the import of the library; its first verification; the first 100 and the first
 * 1000 verifications, the first included, cycling through the file's signatures). `layers-<be>`
 * instead imports k1's packages one after the other and prints the time each adds.
 *
 * Usage: `node cold-probe.js <lib> <vectors.json>` with lib one of `empty`, `k1` (`@k1/sigs`),
 * `k1-5x52`, `k1-10x26`, `k1-5x52-large` (`@k1/sigs/5x52` with `useLargeTables()` during the
 * import), `noble`, `tiny`, `layers-5x52`, `layers-10x26`.
 *
 * @module
 */
import { readFileSync } from "node:fs";

const lib = process.argv[2] ?? "empty";
const vectors = (JSON.parse(readFileSync(process.argv[3] as string, "utf8")) as string[][]).map((v) =>
  v.map((h) => Uint8Array.from(Buffer.from(h, "hex"))),
);

type Verify = (sig: Uint8Array, msg: Uint8Array, pub: Uint8Array) => boolean;

const t0 = performance.now();
if (lib.startsWith("layers-")) {
  const be = lib.slice(7);
  const out: Record<string, number> = { boot: t0 };
  let t = t0;
  for (const spec of [
    `@k1/field/${be}`,
    `@k1/scalar/${be}`,
    `@k1/group/${be}`,
    `@k1/ecmult/${be}`,
    `@k1/sigs/${be}`,
  ]) {
    await import(spec);
    const now = performance.now();
    out[spec] = now - t;
    t = now;
  }
  console.log(JSON.stringify(out));
  process.exit(0);
}
let verify: Verify | null = null;
switch (lib) {
  case "empty":
    break;
  case "k1":
    verify = (await import("@k1/sigs")).ecdsaVerify;
    break;
  case "k1-5x52":
    verify = (await import("@k1/sigs/5x52")).ecdsaVerify;
    break;
  case "k1-10x26":
    verify = (await import("@k1/sigs/10x26")).ecdsaVerify;
    break;
  case "k1-5x52-large": {
    verify = (await import("@k1/sigs/5x52")).ecdsaVerify;
    (await import("@k1/sigs/large-tables")).useLargeTables();
    break;
  }
  case "noble": {
    const { secp256k1 } = await import("@noble/curves/secp256k1.js");
    verify = (sig, msg, pub) => secp256k1.verify(sig, msg, pub, { prehash: false });
    break;
  }
  case "tiny": {
    const tiny = await import("tiny-secp256k1");
    verify = (sig, msg, pub) => tiny.verify(msg, pub, sig);
    break;
  }
  default:
    throw new Error(`cold-probe: unknown library ${lib}`);
}
const t1 = performance.now();
let ok = 0;
let t2 = t1;
let t3 = t1;
if (verify !== null) {
  for (let i = 0; i < 1000; i++) {
    const [sig, msg, pub] = vectors[i % vectors.length];
    if (verify(sig, msg, pub)) ok++;
    if (i === 0) t2 = performance.now();
    if (i === 99) t3 = performance.now();
  }
  if (ok !== 1000) throw new Error(`cold-probe: ${lib}: ${1000 - ok} signatures did not verify`);
}
const t4 = performance.now();
console.log(
  JSON.stringify({ boot: t0, import: t1 - t0, first: t2 - t1, first100: t3 - t1, first1000: t4 - t1 }),
);
