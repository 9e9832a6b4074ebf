// The page of the pool's browser test (test/browser.test.ts builds it with Vite and opens it in
// headless Chromium): the pool's results against the single-threaded calls, in the page, for both
// backends (a block scan for silent payments too); a worker that dies (a Web Worker that closes itself sends no event: the job timeout
// must fail the job); close(). The outcome is left in `window.k1PoolResult` for the test to read.
import * as sigs5 from "@k1/sigs/5x52";
import * as sigs10 from "@k1/sigs/10x26";
import * as sp5 from "@k1/silentpayments/5x52";
import * as sp10 from "@k1/silentpayments/10x26";
import { createVerifyPool as create5 } from "../../dist/pool.5x52.js";
import { createVerifyPool as create10 } from "../../dist/pool.10x26.js";

type Sigs = typeof sigs5;
type Create = typeof create5;
type Sp = typeof sp5;

interface Outcome {
  backend: string;
  checks: [string, boolean][];
  crash: string;
  closed: string;
  ms: number;
}

function bytes(n: number, seed: number): Uint8Array {
  const b = new Uint8Array(n);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    b[i] = x & 255;
  }
  return b;
}

/** A block of 40 transactions, a third of them paying the recipient, scanned by the pool and in the page. */
async function scanCheck(k1: Sigs, sp: Sp, pool: ReturnType<Create>): Promise<boolean> {
  const scanKey = k1.sha256(bytes(32, 77));
  const spend = k1.pubkeyCreate(k1.sha256(bytes(32, 78)));
  const scanPubkey = k1.pubkeyCreate(scanKey);
  const txs: { summary: Uint8Array; outputs: Uint8Array[] }[] = [];
  for (let i = 0; i < 40; i++) {
    const sk = k1.sha256(bytes(32, 3000 + i));
    const outpoint = bytes(36, 4000 + i);
    const other = { scanPubkey: k1.pubkeyCreate(k1.sha256(bytes(32, 5000 + i))), spendPubkey: spend };
    const rs = i % 3 === 0 ? [{ scanPubkey, spendPubkey: spend }, other] : [other];
    const outputs = sp.silentpaymentsSenderCreateOutputs(rs, outpoint, [], [sk]);
    const summary = sp.silentpaymentsRecipientPrevoutsSummaryCreate(outpoint, [], [k1.pubkeyCreate(sk)]);
    if (summary === null) return false;
    txs.push({ summary: sp.silentpaymentsRecipientPrevoutsSummarySerialize(summary), outputs });
  }
  const want = txs.map((t) =>
    sp.silentpaymentsRecipientScanOutputs(
      t.outputs,
      scanKey,
      sp.silentpaymentsRecipientPrevoutsSummaryParse(t.summary),
      spend,
    ),
  );
  const got = await pool.silentpaymentsRecipientScanBlock(txs, scanKey, spend);
  const show = (r: { output: Uint8Array; tweak: Uint8Array }[][]) =>
    JSON.stringify(r.map((f) => f.map((o) => [Array.from(o.output), Array.from(o.tweak)])));
  return want.filter((f) => f.length > 0).length === 14 && show(got) === show(want);
}

async function run(k1: Sigs, sp: Sp, create: Create, backend: string): Promise<Outcome> {
  const t0 = performance.now();
  const checks: [string, boolean][] = [];
  const u = 300;
  const s: Uint8Array[] = [];
  const m: Uint8Array[] = [];
  const k: Uint8Array[] = [];
  for (let i = 0; i < u; i++) {
    const kp = k1.keypairCreate(k1.sha256(bytes(32, i + 1)));
    const msg = bytes(1 + (i % 40), i + 7);
    s.push(k1.schnorrSign(msg, kp, bytes(32, i)));
    m.push(msg);
    k.push(k1.keypairXonlyPub(kp).xonlyPubkey);
  }
  const bad = s.map((x, i) => (i % 37 === 5 ? x.map((b, j) => (j === 3 ? b ^ 1 : b)) : x));
  const pool = create({ workers: 2, jobTimeoutMs: 4000 });
  await pool.warmup(16);
  checks.push(["two workers", pool.liveWorkers === 2]);
  checks.push(["valid batch", (await pool.schnorrVerifyBatch(s, m, k)) === k1.schnorrVerifyBatch(s, m, k)]);
  checks.push([
    "broken batch",
    (await pool.schnorrVerifyBatch(bad, m, k)) === k1.schnorrVerifyBatch(bad, m, k),
  ]);
  const entries = bad.map((sig, i) => ({ sig, msg: m[i], key: k[i] }));
  const b = k1.batchCreate(1 << 24, null, { findInvalid: true });
  for (const e of entries) k1.batchAddSchnorrsig(b, e.sig, e.msg, e.key);
  k1.batchVerify(b);
  checks.push([
    "invalid indices",
    JSON.stringify(await pool.batchInvalid(entries)) === JSON.stringify(k1.batchInvalid(b)),
  ]);
  const each = await pool.schnorrVerify(bad, m, k);
  checks.push(["single Schnorr", each.every((v, i) => v === k1.schnorrVerify(bad[i], m[i], k[i]))]);
  const es: Uint8Array[] = [];
  const hs: Uint8Array[] = [];
  const ps: Uint8Array[] = [];
  for (let i = 0; i < 40; i++) {
    const d = k1.sha256(bytes(32, 1000 + i));
    const h = bytes(32, 2000 + i);
    const sig = k1.ecdsaSign(h, d);
    if (i % 5 === 2) sig[40] ^= 1;
    es.push(sig);
    hs.push(h);
    ps.push(k1.pubkeyCreate(d, i % 2 === 0));
  }
  const ec = await pool.ecdsaVerify(es, hs, ps);
  checks.push(["single ECDSA", ec.every((v, i) => v === k1.ecdsaVerify(es[i], hs[i], ps[i]))]);
  checks.push(["silent-payments block scan", await scanCheck(k1, sp, pool)]);
  // A worker closes itself: its next job must fail with ERR_WORKER (by the timeout), not hang.
  await pool.crashOne();
  let crash = "none";
  try {
    for (let i = 0; i < 4; i++) await pool.schnorrVerifyBatch(s, m, k);
  } catch (e) {
    crash = (e as { code?: string }).code ?? String(e);
  }
  checks.push(["still works after a death", await pool.schnorrVerifyBatch(s, m, k)]);
  await pool.close();
  let closed = "none";
  try {
    await pool.schnorrVerifyBatch(s, m, k);
  } catch (e) {
    closed = (e as { code?: string }).code ?? String(e);
  }
  checks.push(["no worker after close", pool.liveWorkers === 0]);
  return { backend, checks, crash, closed, ms: performance.now() - t0 };
}

const w = globalThis as unknown as { k1PoolResult?: unknown };
(async () => {
  try {
    w.k1PoolResult = {
      ok: true,
      runs: [
        await run(sigs5, sp5, create5, "5x52"),
        await run(sigs10 as unknown as Sigs, sp10 as unknown as Sp, create10 as unknown as Create, "10x26"),
      ],
    };
  } catch (e) {
    w.k1PoolResult = { ok: false, error: String((e as Error)?.stack ?? e) };
  }
})();
