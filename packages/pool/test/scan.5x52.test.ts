// The pool's block scan on the 5x52 backend in Node (template: the build writes the 10x26 copy):
// silentpaymentsRecipientScanBlock returns, transaction by transaction, what the single-threaded
// calls of @k1/silentpayments/5x52 return (a 33-byte light-client summary parsed, then
// silentpaymentsRecipientScanOutputs), on every receiving case of BIP352's vectors and on random
// blocks with payments (labeled and not, a small and a large label map, both summary forms), with
// 0, 1 and 2 workers and blocks that cut into one slice or several; the same typed errors; a worker
// that dies during a scan fails it with ERR_WORKER. The workers run the built worker module
// (dist/): `turbo run test` builds the package first (run `npm run build` before `npx vitest run`
// by hand).

import { createVerifyPool, type PoolScanTransaction, type VerifyPool } from "@k1/pool/5x52";
import * as k1 from "@k1/sigs/5x52";
import * as sp from "@k1/silentpayments/5x52";
import { afterAll, describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { Rng } from "../../../test-utils/rng.js";
import { ranVectors, readVectorJson } from "../../../test-utils/vectors.js";
import { hex, hexb, inputKey, smallestOutpoint, type VectorVin } from "../../silentpayments/test/inputs.js";

const rng = new Rng("pool-scan");
const workerUrl = new URL("../dist/worker.5x52.js", import.meta.url);
const pools: VerifyPool[] = [];
const FILE = "bitcoin-bips/bip-0352/send_and_receive_test_vectors.json";

function pool(workers: number, jobTimeoutMs = 60_000): VerifyPool {
  const p = createVerifyPool({ workers, jobTimeoutMs, workerUrl });
  pools.push(p);
  return p;
}

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

type Labels = Map<string, Uint8Array> | null;

/** The single-threaded reference: each transaction scanned on its own. */
function inThread(
  txs: readonly PoolScanTransaction[],
  scanKey: Uint8Array,
  spend: Uint8Array,
  labels: Labels,
): sp.SilentpaymentsFoundOutput[][] {
  return txs.map(({ summary, outputs }) =>
    sp.silentpaymentsRecipientScanOutputs(
      outputs,
      scanKey,
      summary.length === 33 ? sp.silentpaymentsRecipientPrevoutsSummaryParse(summary) : summary,
      spend,
      labels,
    ),
  );
}

function secret(): Uint8Array {
  for (;;) {
    const d = rng.bytes(32);
    if (k1.seckeyVerify(d)) return d;
  }
}

function labelMap(scanKey: Uint8Array, ms: readonly number[]): Map<string, Uint8Array> {
  const m = new Map<string, Uint8Array>();
  for (const i of ms) {
    const { label, labelTweak } = sp.silentpaymentsRecipientLabelCreate(scanKey, i);
    m.set(hex(sp.silentpaymentsRecipientLabelSerialize(label)), labelTweak);
  }
  return m;
}

interface Recipient {
  scanKey: Uint8Array;
  spend: Uint8Array;
  scanPub: Uint8Array;
  labeled: Uint8Array[];
  labels: Map<string, Uint8Array>;
}

function recipient(nLabels: number): Recipient {
  const scanKey = secret();
  const spend = k1.pubkeyCreate(secret());
  const ms = Array.from({ length: nLabels }, (_, i) => (i === 0 ? 0 : 1 + rng.int(1000)));
  const labeled = ms.map((m) =>
    sp.silentpaymentsRecipientCreateLabeledSpendPubkey(
      spend,
      sp.silentpaymentsRecipientLabelCreate(scanKey, m).label,
    ),
  );
  return { scanKey, spend, scanPub: k1.pubkeyCreate(scanKey), labeled, labels: labelMap(scanKey, ms) };
}

/** A random block of u transactions, about a third paying r (some of them labeled). */
function block(r: Recipient, u: number): PoolScanTransaction[] {
  const txs: PoolScanTransaction[] = [];
  for (let i = 0; i < u; i++) {
    const outpoint = rng.bytes(36);
    const sk = secret();
    const pays = rng.int(3) === 0 ? 1 + rng.int(3) : 0;
    const recipients: sp.SilentpaymentsRecipient[] = [];
    for (let k = 0; k < pays; k++) {
      const spendPubkey = rng.int(2) === 0 ? r.spend : r.labeled[rng.int(r.labeled.length)];
      recipients.push({ scanPubkey: r.scanPub, spendPubkey });
    }
    recipients.push({ scanPubkey: k1.pubkeyCreate(secret()), spendPubkey: r.spend });
    const outputs = sp.silentpaymentsSenderCreateOutputs(recipients, outpoint, [], [sk]);
    for (let k = rng.int(3); k > 0; k--) outputs.splice(rng.int(outputs.length + 1), 0, rng.bytes(32));
    const summary = sp.silentpaymentsRecipientPrevoutsSummaryCreate(outpoint, [], [k1.pubkeyCreate(sk)]);
    if (summary === null) throw new Error("no summary");
    txs.push({
      summary: rng.int(2) === 0 ? summary : sp.silentpaymentsRecipientPrevoutsSummarySerialize(summary),
      outputs,
    });
  }
  return txs;
}

async function codeOf(f: () => Promise<unknown>): Promise<string> {
  try {
    await f();
    return "none";
  } catch (e) {
    return errorCode(() => {
      throw e;
    });
  }
}

interface RecvTest {
  given: {
    vin: VectorVin[];
    outputs: string[];
    key_material: { spend_priv_key: string; scan_priv_key: string };
    labels: number[];
  };
  expected: { outputs?: { pub_key: string; priv_key_tweak: string }[]; n_outputs?: number };
}

describe(`block scans through the pool, ${sp.BACKEND}, Node worker_threads`, () => {
  it("BIP352 vectors: every receiving case, both summary forms, as in one thread", async () => {
    const cases = readVectorJson<{ receiving: RecvTest[] }[]>(FILE);
    const ps = [pool(0), pool(1), pool(2)];
    let n = 0;
    let found = 0;
    const noise = block(recipient(1), 32);
    for (const c of cases) {
      for (const t of c.receiving) {
        const keys = t.given.vin.map(inputKey);
        const plain = keys.flatMap((k) => (k?.kind === "plain" ? [k.pubkey] : []));
        const xonly = keys.flatMap((k) => (k?.kind === "taproot" ? [k.xonly] : []));
        if (plain.length + xonly.length === 0 || t.given.outputs.length === 0) continue;
        const summary = sp.silentpaymentsRecipientPrevoutsSummaryCreate(
          smallestOutpoint(t.given.vin),
          xonly,
          plain,
        );
        if (summary === null) continue;
        const scanKey = hexb(t.given.key_material.scan_priv_key);
        const spend = k1.pubkeyCreate(hexb(t.given.key_material.spend_priv_key));
        const labels = t.given.labels.length === 0 ? null : labelMap(scanKey, t.given.labels);
        const outputs = t.given.outputs.map(hexb);
        const light = sp.silentpaymentsRecipientPrevoutsSummarySerialize(summary);
        // The vector's transaction in both forms, amid 32 random ones (two slices with 2 workers).
        const txs = noise.slice();
        txs.splice(3, 0, { summary, outputs });
        txs.splice(30, 0, { summary: light, outputs });
        // The noise pays other keys: single-threaded, it finds nothing (checked once, for the
        // first case: the references are the expensive part of a VERIFY run).
        if (n === 0) expect(inThread(noise, scanKey, spend, labels)).toEqual(noise.map(() => []));
        const [full, short] = inThread(
          [
            { summary, outputs },
            { summary: light, outputs },
          ],
          scanKey,
          spend,
          labels,
        );
        const want: sp.SilentpaymentsFoundOutput[][] = noise.map(() => []);
        want.splice(3, 0, full);
        want.splice(30, 0, short);
        if (t.expected.outputs === undefined) expect(want[3].length).toBe(t.expected.n_outputs);
        else
          expect(want[3].map((f) => hex(f.output)).sort()).toEqual(
            t.expected.outputs.map((o) => o.pub_key).sort(),
          );
        expect(want[30]).toEqual(want[3]);
        for (const p of ps) {
          // Without workers the pool scans in this thread, in one slice: the noise, and the
          // vector of K_max outputs (2,324), would only repeat the single-threaded scan.
          if (p.size === 0 && outputs.length > 100) continue;
          const [input, expected] =
            p.size === 0
              ? [
                  [txs[3], txs[30]],
                  [full, short],
                ]
              : [txs, want];
          const got = await p.silentpaymentsRecipientScanBlock(input, scanKey, spend, labels);
          expect(got, `${c.receiving.indexOf(t)}: ${p.size} workers`).toEqual(expected);
        }
        found += want[3].length;
        n++;
      }
    }
    expect(found).toBeGreaterThan(20);
    ranVectors(FILE, n, "receiving cases through the pool");
  });

  // The random blocks and their single-threaded scans, computed once: every pool size scans the
  // same ones (the references are the expensive part of a VERIFY run).
  interface BlockCase {
    u: number;
    txs: PoolScanTransaction[];
    r: Recipient;
    labels: Labels;
    want: sp.SilentpaymentsFoundOutput[][];
  }
  const blocks: BlockCase[] = [];
  for (const u of [0, 1, 17, 64]) {
    const r = recipient(1 + rng.int(3));
    const txs = block(r, u);
    // No labels, the recipient's few labels (searched by label), and a map too large for that.
    const big = new Map(r.labels);
    for (const [k, v] of labelMap(
      r.scanKey,
      Array.from({ length: 300 }, (_, i) => 2000 + i),
    ))
      big.set(k, v);
    for (const labels of [null, r.labels, big])
      blocks.push({ u, txs, r, labels, want: inThread(txs, r.scanKey, r.spend, labels) });
  }

  for (const workers of [0, 1, 2]) {
    it(`${workers} workers: random blocks with payments as in one thread`, async () => {
      const p = pool(workers);
      let payments = 0;
      for (const { u, txs, r, labels, want } of blocks) {
        const got = await p.silentpaymentsRecipientScanBlock(txs, r.scanKey, r.spend, labels);
        expect(got, `${workers} workers, ${u} transactions`).toEqual(want);
        for (const f of want) payments += f.length;
      }
      expect(payments).toBeGreaterThan(10);
      // 64 transactions are two slices: both workers ran.
      expect(p.liveWorkers).toBe(workers);
    });
  }

  it("the same typed errors as the single-threaded calls, as rejections", async () => {
    const p = pool(2);
    const r = recipient(2);
    const txs = block(r, 40);
    const scan = (t: unknown, key: unknown = r.scanKey, spend: unknown = r.spend, labels: unknown = null) =>
      codeOf(() =>
        p.silentpaymentsRecipientScanBlock(
          t as PoolScanTransaction[],
          key as Uint8Array,
          spend as Uint8Array,
          labels as Labels,
        ),
      );
    const one = (summary: Uint8Array, outputs: unknown) =>
      errorCode(() =>
        sp.silentpaymentsRecipientScanOutputs(
          outputs as Uint8Array[],
          r.scanKey,
          summary.length === 33 ? sp.silentpaymentsRecipientPrevoutsSummaryParse(summary) : summary,
          r.spend,
        ),
      );
    const at = (i: number, tx: unknown) => {
      const t: unknown[] = txs.slice();
      t[i] = tx;
      return t;
    };
    const good = txs[5];
    expect(await scan("x")).toBe("ERR_TYPE");
    expect(await scan(at(7, null))).toBe("ERR_TYPE");
    expect(await scan(at(7, { summary: good.summary }))).toBe("ERR_TYPE");
    for (const summary of [new Uint8Array(34), good.summary.subarray(1), "02" as unknown as Uint8Array]) {
      const want = errorCode(() => sp.silentpaymentsRecipientPrevoutsSummaryParse(summary));
      expect(await scan(at(7, { summary, outputs: good.outputs })), `summary of ${summary.length}`).toBe(
        want,
      );
    }
    expect(await scan(at(7, { summary: good.summary, outputs: [] }))).toBe(one(good.summary, []));
    const short = [good.outputs[0].subarray(1)];
    expect(await scan(at(7, { summary: good.summary, outputs: short }))).toBe(one(good.summary, short));
    expect(await scan(at(7, { summary: good.summary, outputs: [7] }))).toBe(one(good.summary, [7]));
    // Keys: wrong sizes, 0, n, a point that is not on the curve.
    const N = hexb("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
    const offCurve = Uint8Array.of(2, ...new Uint8Array(32)); // no point has x = 0
    for (const key of [new Uint8Array(31), new Uint8Array(32), N, "k"]) {
      const want = errorCode(() =>
        sp.silentpaymentsRecipientScanOutputs(
          good.outputs,
          key as Uint8Array,
          sp.silentpaymentsRecipientPrevoutsSummaryParse(light(good)),
          r.spend,
        ),
      );
      expect(await scan(txs, key), `scan key ${String(key)}`).toBe(want);
    }
    for (const spend of [new Uint8Array(34), offCurve, r.spend.subarray(1)]) {
      const want = errorCode(() =>
        sp.silentpaymentsRecipientScanOutputs(
          good.outputs,
          r.scanKey,
          sp.silentpaymentsRecipientPrevoutsSummaryParse(light(good)),
          spend,
        ),
      );
      expect(want).not.toBe("none");
      expect(await scan(txs, r.scanKey, spend), "spend key").toBe(want);
    }
    // Labels: a callback cannot cross threads; not a Map; a garbage value.
    expect(await scan(txs, r.scanKey, r.spend, () => null)).toBe("ERR_TYPE");
    expect(await scan(txs, r.scanKey, r.spend, { get: () => null })).toBe("ERR_TYPE");
    const garbage = new Map(r.labels);
    garbage.set([...garbage.keys()][0], new Uint8Array(31));
    expect(await scan(txs, r.scanKey, r.spend, garbage)).toBe("ERR_LABEL_LOOKUP");
    // A label's value that is not its tweak: found while scanning, as in one thread.
    const wrong = new Map([...r.labels].map(([k]) => [k, secret()] as [string, Uint8Array]));
    const labeledTx = block(r, 60);
    const wantWrong = errorCode(() => inThread(labeledTx, r.scanKey, r.spend, wrong));
    expect(await scan(labeledTx, r.scanKey, r.spend, wrong)).toBe(wantWrong);
    // Summaries that are not points or not summaries, in the second slice: the scan's codes, the
    // transaction's index in the message.
    const notPoint = Uint8Array.of(3, ...new Uint8Array(32));
    const opaque = good.summary.length === 101 ? good.summary.slice() : new Uint8Array(101);
    opaque[0] ^= 1;
    for (const summary of [notPoint, Uint8Array.of(4, ...good.outputs[0]), opaque]) {
      const want = one(summary, good.outputs);
      expect(want).not.toBe("none");
      const t = at(33, { summary, outputs: good.outputs });
      expect(await scan(t)).toBe(want);
      await expect(
        p.silentpaymentsRecipientScanBlock(t as PoolScanTransaction[], r.scanKey, r.spend),
      ).rejects.toThrow(/^transactions\[33\]: /);
    }
    // Still a working pool.
    expect(await p.silentpaymentsRecipientScanBlock(txs, r.scanKey, r.spend)).toEqual(
      inThread(txs, r.scanKey, r.spend, null),
    );
  });

  it("a worker that dies during a scan fails it with ERR_WORKER, and is replaced", async () => {
    const r = recipient(1);
    const txs = block(r, 48);
    const want = inThread(txs, r.scanKey, r.spend, r.labels);
    for (const workers of [1, 2]) {
      const p = pool(workers);
      expect(await p.silentpaymentsRecipientScanBlock(txs, r.scanKey, r.spend, r.labels)).toEqual(want);
      // The worker exits before it reads the scan's slice (messages are read in order).
      await p.crashOne();
      const code = await codeOf(() => p.silentpaymentsRecipientScanBlock(txs, r.scanKey, r.spend, r.labels));
      expect(code, `${workers} workers`).toBe("ERR_WORKER");
      for (let i = 0; i < 100 && p.liveWorkers === workers; i++) await new Promise((f) => setTimeout(f, 10));
      expect(await p.silentpaymentsRecipientScanBlock(txs, r.scanKey, r.spend, r.labels)).toEqual(want);
      expect(p.liveWorkers).toBe(workers);
    }
  });

  it("a closed pool rejects scans with ERR_WORKER", async () => {
    const p = pool(1);
    const r = recipient(1);
    await p.close();
    expect(await codeOf(() => p.silentpaymentsRecipientScanBlock(block(r, 2), r.scanKey, r.spend))).toBe(
      "ERR_WORKER",
    );
  });
});

function light(t: PoolScanTransaction): Uint8Array {
  return t.summary.length === 33 ? t.summary : sp.silentpaymentsRecipientPrevoutsSummarySerialize(t.summary);
}
