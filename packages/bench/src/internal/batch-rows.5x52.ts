/**
 * `bench_batch` rows for the 5x52 backend (template: the build writes the 10x26 copy): batch
 * verification against single verification in one process, µs per entry (no libsecp256k1
 * counterpart: it has no batch module), and the verification pool.
 *
 * - `schnorrsig_verify`: `schnorrVerify` (the reference of the ratios);
 * - `schnorrsig_verify_batch_<u>`: a batch object made, u signatures by u keys added, verified;
 * - `xonly_tweak_check`, `xonly_tweak_check_batch_<u>`: `xonlyPubkeyTweakAddCheck`, and u tweak
 *   checks in a batch;
 * - `schnorrsig_batch_find_<bad>of256_<search>`: a batch of 256 signatures with `bad` invalid
 *   ones, made with `findInvalid` and each `search` strategy, verified and its invalid entries
 *   listed (µs per signature, so comparable with `schnorrsig_verify`);
 * - `schnorrsig_verify_batch_4096_pool_<w>`, `schnorrsig_verify_pool_<w>`, `ecdsa_verify_pool_<w>`:
 *   a batch of 4,096 signatures, and 4,096 single BIP340 / ECDSA verifications, through a
 *   `@k1/pool` of w warmed workers (wall clock, µs per signature; compare with the in-thread rows
 *   `schnorrsig_verify_batch_4096`, `schnorrsig_verify` and `ecdsa_verify`).
 * - `silentpayments_light_client_2000` and `silentpayments_light_client_2000_pool_<w>`: a light
 *   client's block (`silentpayments-data.ts`: 2,000 transactions, each a 33-byte summary and two
 *   outputs, none for the recipient, the change label in a map) scanned in the calling thread
 *   (each summary parsed, then `silentpaymentsRecipientScanOutputs`: the row of
 *   `bench_silentpayments`) and by the pool's `silentpaymentsRecipientScanBlock` with w workers
 *   (wall clock, µs per block).
 *
 * Data: keys and messages from SHA-256 of counters, every signature valid unless said. The ratio
 * lines after the rows divide `schnorrsig_verify` by each batch row (the throughput ratio).
 *
 * @module
 */
import { createVerifyPool } from "@k1/pool/5x52";
import * as k1 from "@k1/sigs/5x52";
import * as sp from "@k1/silentpayments/5x52";
import { bench, benchAsync, type Row, SCALE, section } from "../harness.js";
import { LIGHT_CLIENT_SUMMARIES, lightClientData, scanData } from "./silentpayments-data.js";

/** The batch sizes of the `schnorrsig_verify_batch_<u>` rows. */
export const BATCH_SIZES = [2, 8, 64, 256, 1024, 4096] as const;

interface Data {
  readonly sigs: Uint8Array[];
  readonly msgs: Uint8Array[];
  readonly keys: Uint8Array[];
  readonly tweaked: Uint8Array[];
  readonly parity: number[];
  readonly tweaks: Uint8Array[];
  readonly esigs: Uint8Array[];
  readonly ehash: Uint8Array[];
  readonly epub: Uint8Array[];
}

function counter(tag: number, i: number): Uint8Array {
  return k1.sha256(Uint8Array.of(tag, i & 255, (i >>> 8) & 255, i >>> 16));
}

function data(u: number): Data {
  const d: Data = {
    sigs: [],
    msgs: [],
    keys: [],
    tweaked: [],
    parity: [],
    tweaks: [],
    esigs: [],
    ehash: [],
    epub: [],
  };
  for (let i = 0; i < u; i++) {
    const sk = counter(1, i);
    const kp = k1.keypairCreate(sk);
    const msg = counter(2, i);
    const key = k1.keypairXonlyPub(kp).xonlyPubkey;
    d.sigs.push(k1.schnorrSign(msg, kp, counter(3, i)));
    d.msgs.push(msg);
    d.keys.push(key);
    const t = k1.taggedSha256("TapTweak", key);
    const q = k1.xonlyPubkeyTweakAdd(key, t);
    d.tweaks.push(t);
    d.tweaked.push(q.subarray(1));
    d.parity.push(q[0] & 1);
    d.esigs.push(k1.ecdsaSign(msg, sk));
    d.ehash.push(msg);
    d.epub.push(k1.pubkeyCreate(sk));
  }
  return d;
}

/** One batch of u signatures from offset o; true iff valid. */
function batchOf(d: Data, u: number, o: number, memory: number): boolean {
  const b = k1.batchCreate(memory);
  const n = d.sigs.length;
  for (let i = 0; i < u; i++) {
    const j = (o + i) % n;
    k1.batchAddSchnorrsig(b, d.sigs[j], d.msgs[j], d.keys[j]);
  }
  return k1.batchVerify(b);
}

/** A budget that holds u signatures in one chunk. */
const MEMORY = 64 << 20;

/**
 * The throughput ratios by CPU time (`process.cpuUsage`, which other jobs on a shared machine
 * disturb far less than the wall clock of the rows): `rounds` rounds alternating
 * `schnorrVerify` and batches of each size (about 20 ms of work per measurement), the minimum µs
 * per signature of each, and their ratio. Returns [u, single, batch] per size.
 */
export function cpuRatios(sizes: readonly number[], rounds = 3): [number, number, number][] {
  const d = data(Math.max(...sizes));
  const n = d.sigs.length;
  const cpu = (f: () => void, reps: number, per: number): number => {
    const c0 = process.cpuUsage();
    for (let i = 0; i < reps; i++) f();
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / (reps * per);
  };
  let o = 0;
  const single = (u: number) => () => {
    for (let i = 0; i < u; i++) {
      const j = (o + i) % n;
      if (!k1.schnorrVerify(d.sigs[j], d.msgs[j], d.keys[j])) throw new Error("cpuRatios: invalid");
    }
    o = (o + u) % n;
  };
  const batch = (u: number) => () => {
    if (!batchOf(d, u, o, MEMORY)) throw new Error("cpuRatios: invalid batch");
    o = (o + u) % n;
  };
  for (const u of sizes) cpu(batch(u), 2, u); // warm-up
  cpu(single(256), 2, 256);
  const best = sizes.map(
    (u) => [u, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY] as [number, number, number],
  );
  for (let r = 0; r < rounds; r++) {
    best.forEach((b) => {
      const u = b[0];
      const per = Math.min(u, 256);
      b[1] = Math.min(b[1], cpu(single(per), Math.max(1, Math.round(320 / per)), per));
      b[2] = Math.min(b[2], cpu(batch(u), Math.max(1, Math.round(600 / u)), u));
    });
  }
  console.log(`# batch ${k1.BACKEND} by CPU time (min of ${rounds} rounds): µs per signature`);
  console.log("#      u    single     batch   single/batch");
  for (const [u, a, b] of best) {
    console.log(
      `# ${String(u).padStart(6)} ${a.toFixed(1).padStart(9)} ${b.toFixed(1).padStart(9)}   ${(a / b).toFixed(2)}×`,
    );
  }
  return best;
}

/** The rows of this backend; returns them by name. */
export async function run(pool: boolean): Promise<Map<string, Row>> {
  const rows = new Map<string, Row>();
  const keep = (r: Row | undefined) => {
    if (r !== undefined) rows.set(r.name, r);
  };
  section(`batch ${k1.BACKEND}`);
  const d = data(4096);
  const n = d.sigs.length;

  keep(
    bench("schnorrsig_verify", 1_000, (iters) => {
      let v = 0;
      for (let i = 0; i < iters; i++) if (k1.schnorrVerify(d.sigs[i % n], d.msgs[i % n], d.keys[i % n])) v++;
      if (v !== iters) throw new Error("schnorrsig_verify: an invalid signature");
      return v;
    }),
  );
  for (const u of BATCH_SIZES) {
    let o = 0;
    keep(
      bench(`schnorrsig_verify_batch_${u}`, Math.max(u, 1_000), (iters) => {
        const m = Math.max(1, Math.round(iters / u));
        let v = 0;
        for (let i = 0; i < m; i++) {
          if (batchOf(d, u, o, MEMORY)) v++;
          o = (o + u) % n;
        }
        if (v !== m) throw new Error(`schnorrsig_verify_batch_${u}: an invalid batch`);
        return v;
      }),
    );
  }

  keep(
    bench("xonly_tweak_check", 1_000, (iters) => {
      let v = 0;
      for (let i = 0; i < iters; i++) {
        const j = i % n;
        if (k1.xonlyPubkeyTweakAddCheck(d.tweaked[j], d.parity[j], d.keys[j], d.tweaks[j])) v++;
      }
      if (v !== iters) throw new Error("xonly_tweak_check: an invalid check");
      return v;
    }),
  );
  for (const u of [256, 4096]) {
    keep(
      bench(`xonly_tweak_check_batch_${u}`, Math.max(u, 1_000), (iters) => {
        const m = Math.max(1, Math.round(iters / u));
        let v = 0;
        for (let i = 0; i < m; i++) {
          const b = k1.batchCreate(MEMORY);
          for (let j = 0; j < u; j++) {
            k1.batchAddXonlypubTweakCheck(b, d.tweaked[j], d.parity[j], d.keys[j], d.tweaks[j]);
          }
          if (k1.batchVerify(b)) v++;
        }
        if (v !== m) throw new Error("xonly_tweak_check_batch: an invalid batch");
        return v;
      }),
    );
  }

  // The failure search: 256 signatures, `bad` of them invalid (spread out), every strategy.
  for (const bad of [1, 10]) {
    const at = Array.from({ length: bad }, (_, k) => Math.floor(((k + 0.5) * 256) / bad) ^ (k & 3));
    const sigs = d.sigs
      .slice(0, 256)
      .map((s, i) => (at.includes(i) ? s.map((b, j) => (j === 40 ? b ^ 1 : b)) : s));
    for (const search of ["bisect", "single", "auto"] as const) {
      keep(
        bench(`schnorrsig_batch_find_${bad}of256_${search}`, 1_024, (iters) => {
          const m = Math.max(1, Math.round(iters / 256));
          let found = 0;
          for (let i = 0; i < m; i++) {
            const b = k1.batchCreate(MEMORY, null, { findInvalid: true, search });
            for (let j = 0; j < 256; j++) k1.batchAddSchnorrsig(b, sigs[j], d.msgs[j], d.keys[j]);
            k1.batchVerify(b);
            found += k1.batchInvalid(b)?.length ?? 0;
          }
          if (found !== m * bad) throw new Error(`schnorrsig_batch_find: found ${found / m} of ${bad}`);
          return found;
        }),
      );
    }
  }

  keep(
    bench("ecdsa_verify", 1_000, (iters) => {
      let v = 0;
      for (let i = 0; i < iters; i++) if (k1.ecdsaVerify(d.esigs[i % n], d.ehash[i % n], d.epub[i % n])) v++;
      if (v !== iters) throw new Error("ecdsa_verify: an invalid signature");
      return v;
    }),
  );

  // A light client's block in the calling thread (the pool rows' reference).
  const light = `silentpayments_light_client_${LIGHT_CLIENT_SUMMARIES}`;
  const sd = scanData();
  const ld = lightClientData();
  const block = ld.summaries.map((summary, t) => ({ summary, outputs: ld.outputs[t] }));
  keep(
    bench(light, 1, (iters) => {
      let sink = 0;
      for (let i = 0; i < iters; i++) {
        for (const { summary, outputs } of block) {
          const s = sp.silentpaymentsRecipientPrevoutsSummaryParse(summary);
          const found = sp.silentpaymentsRecipientScanOutputs(
            outputs,
            sd.scanKey,
            s,
            sd.spendPubkey,
            sd.labels,
          );
          if (found.length !== 0) throw new Error(`${light}: found an output`);
          sink ^= s[6];
        }
      }
      return sink;
    }),
  );

  if (pool) {
    section(`pool ${k1.BACKEND}`);
    for (const workers of [1, 2]) {
      const p = createVerifyPool({ workers });
      try {
        await p.warmup(512);
        keep(
          await benchAsync(`schnorrsig_verify_batch_4096_pool_${workers}`, 4096 * SCALE, async (iters) => {
            const m = Math.max(1, Math.round(iters / 4096));
            let v = 0;
            for (let i = 0; i < m; i++) if (await p.schnorrVerifyBatch(d.sigs, d.msgs, d.keys)) v++;
            if (v !== m) throw new Error("pool batch: invalid");
            return v;
          }),
        );
        keep(
          await benchAsync(`schnorrsig_verify_pool_${workers}`, 4096 * SCALE, async () => {
            const r = await p.schnorrVerify(d.sigs, d.msgs, d.keys);
            if (!r.every((x) => x)) throw new Error("pool schnorr: invalid");
            return r.length;
          }),
        );
        keep(
          await benchAsync(`ecdsa_verify_pool_${workers}`, 4096 * SCALE, async () => {
            const r = await p.ecdsaVerify(d.esigs, d.ehash, d.epub);
            if (!r.every((x) => x)) throw new Error("pool ecdsa: invalid");
            return r.length;
          }),
        );
        keep(
          await benchAsync(`${light}_pool_${workers}`, 1, async (iters) => {
            let sink = 0;
            for (let i = 0; i < iters; i++) {
              const r = await p.silentpaymentsRecipientScanBlock(
                block,
                sd.scanKey,
                sd.spendPubkey,
                sd.labels,
              );
              if (r.length !== block.length || r.some((f) => f.length !== 0))
                throw new Error(`${light}_pool: found an output`);
              sink ^= r.length;
            }
            return sink;
          }),
        );
      } finally {
        await p.close();
      }
    }
  }
  return rows;
}
