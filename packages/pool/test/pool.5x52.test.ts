// The verification pool on the 5x52 backend in Node (template: the build writes the 10x26 copy):
// every method's results equal the single-threaded calls of @k1/sigs/5x52 (valid and broken
// batches, the invalid indices, single BIP340 and ECDSA verifications, tweak checks), for pools of
// 0 to 3 workers and inputs that cut into one slice or several; the same typed errors; a worker
// that dies fails its job with ERR_WORKER and is replaced; close() ends every worker and later
// calls fail. The workers run the built worker module (dist/): `turbo run test` builds the package
// first (run `npm run build` before `npx vitest run` by hand).

import { createVerifyPool, type PoolEntry, type VerifyPool } from "@k1/pool/5x52";
import * as k1 from "@k1/sigs/5x52";
import { afterAll, describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { Rng } from "../../../test-utils/rng.js";

const rng = new Rng("pool");
const N = Uint8Array.from(
  Buffer.from("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", "hex"),
);
// VERIFY runs import the pool from src/, whose default worker would be a .ts file: use the built one.
const workerUrl = new URL("../dist/worker.5x52.js", import.meta.url);
const pools: VerifyPool[] = [];

function pool(workers: number, jobTimeoutMs = 60_000): VerifyPool {
  const p = createVerifyPool({ workers, jobTimeoutMs, workerUrl });
  pools.push(p);
  return p;
}

afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

function secret(): Uint8Array {
  for (;;) {
    const d = rng.bytes(32);
    if (k1.seckeyVerify(d)) return d;
  }
}

interface Sigs {
  sigs: Uint8Array[];
  msgs: Uint8Array[];
  keys: Uint8Array[];
}

function schnorrSigs(u: number): Sigs {
  const r: Sigs = { sigs: [], msgs: [], keys: [] };
  for (let i = 0; i < u; i++) {
    const kp = k1.keypairCreate(secret());
    const m = rng.bytes(rng.int(3) === 0 ? rng.int(90) : 32);
    r.sigs.push(k1.schnorrSign(m, kp, rng.bytes(32)));
    r.msgs.push(m);
    r.keys.push(k1.keypairXonlyPub(kp).xonlyPubkey);
  }
  return r;
}

function tweakEntry(): PoolEntry {
  const internal = k1.keypairXonlyPub(k1.keypairCreate(secret())).xonlyPubkey;
  const tweak = k1.taggedSha256("TapTweak", internal);
  const q = k1.xonlyPubkeyTweakAdd(internal, tweak);
  return { tweaked: q.subarray(1), parity: q[0] & 1, internal, tweak };
}

/** Breaks a few entries (a flipped bit, another key, an unparsable s, a wrong parity). */
function breakSome(es: PoolEntry[], count: number): PoolEntry[] {
  const out = es.slice();
  for (let c = 0; c < count && es.length > 0; c++) {
    const j = rng.int(es.length);
    const e = out[j];
    if ("sig" in e) {
      const sig = e.sig.slice();
      if (rng.int(2) === 0) sig[rng.int(64)] ^= 1 << rng.int(8);
      else sig.set(N, 32);
      out[j] = { ...e, sig };
    } else {
      out[j] = { ...e, parity: 1 - e.parity };
    }
  }
  return out;
}

function inThread(es: PoolEntry[], findInvalid: boolean): { ok: boolean; invalid: number[] | null } {
  const b = k1.batchCreate(1 << 26, null, { findInvalid });
  for (const e of es) {
    if ("sig" in e) k1.batchAddSchnorrsig(b, e.sig, e.msg, e.key);
    else k1.batchAddXonlypubTweakCheck(b, e.tweaked, e.parity, e.internal, e.tweak);
  }
  return { ok: k1.batchVerify(b), invalid: k1.batchInvalid(b) };
}

describe("verification pool, 5x52, Node worker_threads", () => {
  const sizes = [0, 1, 7, 300, 700];
  const all = schnorrSigs(700);
  const entries: PoolEntry[] = all.sigs.map((sig, i) => ({ sig, msg: all.msgs[i], key: all.keys[i] }));
  for (let i = 0; i < 60; i++) entries.splice(rng.int(entries.length), 0, tweakEntry());

  // The inputs and their single-threaded results, computed once: every pool size gets the same
  // cases (the references are the expensive part of a VERIFY run).
  interface BatchCase {
    label: string;
    list: PoolEntry[];
    want: { ok: boolean; invalid: number[] | null };
  }
  interface SigsCase {
    u: number;
    s: Sigs;
    badSigs: Uint8Array[];
    wantBatch: boolean;
    wantBadBatch: boolean;
    wantSingle: boolean[];
  }
  const batchCases: BatchCase[] = [];
  const sigsCases: SigsCase[] = [];
  for (const u of sizes) {
    const es = entries.slice(0, u);
    const bad = breakSome(es, 1 + rng.int(4));
    for (const [label, list] of [
      ["valid", es],
      ["broken", bad],
    ] as const)
      batchCases.push({ label: `${u} entries ${label}`, list, want: inThread(list, true) });
    const s = { sigs: all.sigs.slice(0, u), msgs: all.msgs.slice(0, u), keys: all.keys.slice(0, u) };
    const badSigs = s.sigs.map((x) => (rng.int(5) === 0 ? x.map((b, k) => (k === 7 ? b ^ 1 : b)) : x));
    sigsCases.push({
      u,
      s,
      badSigs,
      wantBatch: k1.schnorrVerifyBatch(s.sigs, s.msgs, s.keys),
      wantBadBatch: k1.schnorrVerifyBatch(badSigs, s.msgs, s.keys),
      wantSingle: badSigs.map((x, i) => k1.schnorrVerify(x, s.msgs[i], s.keys[i])),
    });
  }
  // ECDSA, valid and not (a flipped bit, a high s, an unparsable key), both key forms.
  const es: Uint8Array[] = [];
  const hs: Uint8Array[] = [];
  const ks: Uint8Array[] = [];
  for (let i = 0; i < 90; i++) {
    const d = secret();
    const h = rng.bytes(32);
    let sig = k1.ecdsaSign(h, d);
    const kind = rng.int(5);
    if (kind === 1) sig = sig.map((b, k) => (k === 40 ? b ^ 4 : b));
    if (kind === 2) {
      const s = BigInt(`0x${Buffer.from(sig.subarray(32)).toString("hex")}`);
      const n = BigInt(`0x${Buffer.from(N).toString("hex")}`);
      sig.set(Buffer.from((n - s).toString(16).padStart(64, "0"), "hex"), 32);
    }
    const key = k1.pubkeyCreate(d, rng.int(2) === 0);
    if (kind === 3) key[0] = 5;
    es.push(sig);
    hs.push(h);
    ks.push(key);
  }
  const wantEcdsa = es.map((sig, i) => k1.ecdsaVerify(sig, hs[i], ks[i]));

  for (const workers of [0, 1, 2, 3]) {
    it(`${workers} workers: batches, invalid indices and single verifications as in one thread`, async () => {
      const p = pool(workers);
      await p.warmup(8);
      expect(p.liveWorkers).toBe(workers);
      expect(new Set(wantEcdsa).size, "valid and invalid ECDSA cases").toBe(2);
      for (const { label, list, want } of batchCases) {
        expect(await p.batchVerify(list), `${workers} workers, ${label}: batchVerify`).toBe(want.ok);
        expect(await p.batchInvalid(list), `${workers} workers, ${label}: batchInvalid`).toEqual(
          want.invalid,
        );
      }
      for (const c of sigsCases) {
        expect(await p.schnorrVerifyBatch(c.s.sigs, c.s.msgs, c.s.keys)).toBe(c.wantBatch);
        expect(await p.schnorrVerifyBatch(c.badSigs, c.s.msgs, c.s.keys)).toBe(c.wantBadBatch);
        expect(await p.schnorrVerify(c.badSigs, c.s.msgs, c.s.keys), `${c.u}: schnorrVerify`).toEqual(
          c.wantSingle,
        );
      }
      expect(await p.ecdsaVerify(es, hs, ks)).toEqual(wantEcdsa);
    });
  }

  it("the same typed errors as @k1/sigs, as rejections", async () => {
    const p = pool(2);
    const s = schnorrSigs(3);
    const codeOf = async (f: () => Promise<unknown>): Promise<string> => {
      try {
        await f();
        return "none";
      } catch (e) {
        return errorCode(() => {
          throw e;
        });
      }
    };
    expect(await codeOf(() => p.schnorrVerifyBatch(s.sigs, s.msgs.slice(1), s.keys))).toBe(
      errorCode(() => k1.schnorrVerifyBatch(s.sigs, s.msgs.slice(1), s.keys)),
    );
    expect(await codeOf(() => p.schnorrVerify([s.sigs[0].subarray(1)], [s.msgs[0]], [s.keys[0]]))).toBe(
      "ERR_LENGTH",
    );
    expect(await codeOf(() => p.schnorrVerify("x" as unknown as Uint8Array[], [], []))).toBe("ERR_TYPE");
    expect(await codeOf(() => p.ecdsaVerify([s.sigs[0]], [new Uint8Array(31)], [new Uint8Array(33)]))).toBe(
      "ERR_LENGTH",
    );
    expect(await codeOf(() => p.ecdsaVerify([s.sigs[0]], [new Uint8Array(32)], [new Uint8Array(34)]))).toBe(
      "ERR_LENGTH",
    );
    const t = tweakEntry() as {
      tweaked: Uint8Array;
      parity: number;
      internal: Uint8Array;
      tweak: Uint8Array;
    };
    expect(await codeOf(() => p.batchVerify([{ ...t, parity: 2 }]))).toBe("ERR_RANGE");
    expect(await codeOf(() => p.batchVerify([{ ...t, tweak: new Uint8Array(31) }]))).toBe("ERR_LENGTH");
    expect(await codeOf(() => p.batchVerify([null as unknown as PoolEntry]))).toBe("ERR_TYPE");
    expect(await codeOf(() => p.warmup(0))).toBe("ERR_RANGE");
    expect(errorCode(() => createVerifyPool({ workers: -1 }))).toBe("ERR_RANGE");
    expect(errorCode(() => createVerifyPool({ workers: 1.5 }))).toBe("ERR_TYPE");
    expect(errorCode(() => createVerifyPool({ jobTimeoutMs: "1" as unknown as number }))).toBe("ERR_TYPE");
    expect(errorCode(() => createVerifyPool({ workerUrl: 3 as unknown as string }))).toBe("ERR_TYPE");
    // The default pool: one worker per core.
    const d = createVerifyPool();
    expect(d.size).toBeGreaterThanOrEqual(1);
    await d.close();
  });

  it("a worker that dies fails its jobs with ERR_WORKER, and is replaced", async () => {
    const p = pool(2);
    const s = schnorrSigs(300);
    await p.warmup(8);
    await p.crashOne();
    // The jobs sent before the worker's exit is noticed fail; none is left pending.
    const settled = await Promise.allSettled([
      p.schnorrVerifyBatch(s.sigs, s.msgs, s.keys),
      p.schnorrVerifyBatch(s.sigs, s.msgs, s.keys),
    ]);
    for (const r of settled) {
      if (r.status === "rejected") expect(errorCode(() => throwIt(r.reason))).toBe("ERR_WORKER");
      else expect(r.value).toBe(true);
    }
    // Once the exit is seen (within a second), the pool starts a new worker for the next job.
    for (let i = 0; i < 100 && p.liveWorkers === 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(p.liveWorkers).toBe(1);
    expect(await p.schnorrVerifyBatch(s.sigs, s.msgs, s.keys)).toBe(true);
    expect(await p.schnorrVerifyBatch(s.sigs, s.msgs, s.keys)).toBe(true);
    expect(p.liveWorkers).toBe(2);
  });

  it("close() ends every worker; later calls fail with ERR_WORKER", async () => {
    const p = pool(3);
    await p.warmup(4);
    expect(p.liveWorkers).toBe(3);
    const s = schnorrSigs(400);
    // A job running at close: it settles either way (handled at once, so no rejection goes unseen).
    const running = p.schnorrVerifyBatch(s.sigs, s.msgs, s.keys).then(
      (v) => v,
      (e) => errorCode(() => throwIt(e)),
    );
    await p.close();
    expect(p.liveWorkers).toBe(0);
    const r = await running;
    expect(r === true || r === "ERR_WORKER", `a job running at close: ${r}`).toBe(true);
    await expect(p.schnorrVerifyBatch(s.sigs, s.msgs, s.keys)).rejects.toMatchObject({ code: "ERR_WORKER" });
    await p.close(); // idempotent
  });
});

function throwIt(e: unknown): never {
  throw e;
}
