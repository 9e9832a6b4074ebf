/**
 * The README's main job (`npm run demo`): signs and verifies with k1 (ECDSA, recovery, BIP340,
 * ECDH) on both field backends, then benchmarks the signature rows of k1 and of its peers
 * (tiny-secp256k1 = libsecp256k1 in WASM, noble-curves = JS BigInt) in one process, in
 * libsecp256k1's format, and prints the ratios and each row against its target (issue #7), as
 * measured and calibrated by the peers (`internal/targets.ts`).
 *
 * Arguments filter rows (`ecdsa_verify`, `5x52`, `tiny`, …); `K1_BENCH_ITERS=0.2` makes a quick run.
 *
 * @module
 */
import * as k1 from "@k1/sigs";
import * as k1b from "@k1/sigs/10x26";
import { header, measuredRows, ROUNDS, rounds, setFilters, sinkValue } from "./harness.js";
import { run as runPeers } from "./internal/peers.js";
import { SIG_ROWS } from "./internal/sig-row-names.js";
import { run as runSigs } from "./internal/sigs.js";
import { checkTarget, misses, missesLine, targetCell } from "./internal/targets.js";

const hex = (b: Uint8Array) => Array.from(b, (v) => v.toString(16).padStart(2, "0")).join("");

function demo(): void {
  const bun = (process.versions as Record<string, string | undefined>).bun;
  const engine = bun ? `Bun ${bun} (JavaScriptCore)` : `Node ${process.version}`;
  console.log(`k1 main job: ${engine}, ${new Date().toISOString()}\n`);
  const seckey = new Uint8Array(32).fill(7);
  const msg32 = new Uint8Array(32).map((_, i) => i);
  for (const [name, lib] of [
    ["5x52 (default)", k1],
    ["10x26", k1b],
  ] as const) {
    const pub = lib.pubkeyCreate(seckey);
    const sig = lib.ecdsaSign(msg32, seckey);
    const ok = lib.ecdsaVerify(sig, msg32, pub);
    const bad = lib.ecdsaVerify(
      sig,
      msg32.map((v, i) => (i === 0 ? v ^ 1 : v)),
      pub,
    );
    const rec = lib.ecdsaSignRecoverable(msg32, seckey);
    const recovered = lib.ecdsaRecover(rec.signature, rec.recoveryId, msg32);
    const xonly = lib.xonlyPubkeyFromPubkey(pub).xonlyPubkey;
    const ssig = lib.schnorrSign(msg32, seckey, new Uint8Array(32));
    const sok = lib.schnorrVerify(ssig, msg32, xonly);
    const shared = lib.ecdh(seckey, pub);
    console.log(`backend ${name}`);
    console.log(`  public key      ${hex(pub)}`);
    console.log(`  ECDSA signature ${hex(sig)}  verify: ${ok}, tampered message: ${bad}`);
    console.log(`  recovered key   ${hex(recovered)}  matches: ${hex(recovered) === hex(pub)}`);
    console.log(`  BIP340 sig      ${hex(ssig)}  verify: ${sok}`);
    console.log(`  ECDH (sha256)   ${hex(shared)}`);
    if (!ok || bad || !sok || hex(recovered) !== hex(pub)) throw new Error("main job: a self-check failed");
  }
  console.log("");
}

demo();
setFilters(process.argv.slice(2));
header();
rounds(ROUNDS, () => {
  runSigs();
  runPeers();
});

const rows = measuredRows();
const best = (sec: string, name: string) =>
  rows.find((r) => r.section.startsWith(sec) && r.name === name)?.min;
const names = SIG_ROWS;
console.log(
  "\nSummary, min µs (the least noisy figure on a shared machine; ratios measured in this process, against k1's faster backend; > 1 means k1 is faster)",
);
console.log(
  `${"row".padEnd(18)}${"k1 5x52".padStart(10)}${"k1 10x26".padStart(10)}${"tiny(WASM)".padStart(12)}${"noble".padStart(10)}${"tiny/k1".padStart(10)}${"noble/k1".padStart(10)}`,
);
for (const n of names) {
  const a = best("sigs 5x52", n);
  const b = best("sigs 10x26", n);
  const t = best("peer tiny", n);
  const nb = best("peer @noble", n);
  const f = (x: number | undefined, w = 10) => (x === undefined ? "-" : x.toFixed(1)).padStart(w);
  // k1 = the faster backend measured: 5x52 under V8, 10x26 where BigInt64 arithmetic is not lowered
  const k = a === undefined ? b : b === undefined ? a : Math.min(a, b);
  const r = (x: number | undefined) =>
    (x === undefined || k === undefined ? "-" : (x / k).toFixed(2)).padStart(10);
  console.log(`${n.padEnd(18)}${f(a)}${f(b)}${f(t, 12)}${f(nb)}${r(t)}${r(nb)}`);
}

// The targets of issue #7, raw and calibrated by the peers measured above (see targets.ts). They
// and facts.md's figures are for Node (V8): under another engine the peers' speeds say nothing
// about the machine.
if ((process.versions as Record<string, string | undefined>).bun !== undefined) {
  console.log("\nTargets: not checked (the targets and facts.md's peer figures are for Node/V8)");
} else {
  printTargets();
}

function printTargets(): void {
  console.log(
    "\nTargets (#7: 5x52 as given, 10x26 1.5×), min µs as measured and scaled by each peer (k1 × facts.md's median / the peer's min here); * misses",
  );
  console.log(
    `${"row".padEnd(18)}${"target".padStart(8)}${"5x52".padStart(8)}${"by tiny".padStart(9)}${"by noble".padStart(10)}${"target".padStart(9)}${"10x26".padStart(8)}${"by tiny".padStart(9)}${"by noble".padStart(10)}`,
  );
  const missed: string[] = [];
  let checked = 0;
  for (const n of names) {
    const t = best("peer tiny", n);
    const nb = best("peer @noble", n);
    let line = n.padEnd(18);
    for (const [be, sec] of [
      ["5x52", "sigs 5x52"],
      ["10x26", "sigs 10x26"],
    ] as const) {
      const k = best(sec, n);
      const w = be === "5x52" ? 8 : 9;
      if (k === undefined) {
        line += `${"-".padStart(w)}${"-".padStart(8)}${"-".padStart(9)}${"-".padStart(10)}`;
        continue;
      }
      checked++;
      const c = checkTarget(n, be, k, t, nb);
      line += `${c.target.toFixed(1).padStart(w)}${targetCell(c.raw, c.target, 8)}${targetCell(c.byTiny, c.target, 9)}${targetCell(c.byNoble, c.target, 10)}`;
      for (const m of misses(c)) missed.push(`${n} ${be} ${m}`);
    }
    console.log(line);
  }
  console.log(missesLine(checked, missed));
}
console.log(`# sink ${sinkValue()}`);
