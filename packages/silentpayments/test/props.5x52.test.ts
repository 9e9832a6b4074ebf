// Properties of the public API on the 5x52 backend (template: the build writes the 10x26 copy):
// sender and recipient agree for random keys, inputs, labels and up to 100 outputs, on every
// route of the scan (label map, callback, a map too large to search by label, no labels) and from
// a light client's summary; the outputs and tweaks agree with the BigInt reference; labels and
// summaries round-trip; and a label lookup that calls back into k1 changes nothing.
import * as k1 from "@k1/sigs/5x52";
import * as sp from "@k1/silentpayments/5x52";
import { describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { add, bytesToBig, decode, encode, G, mod, mul, N } from "../../sigs/test/ref.js";
import { hex } from "./inputs.js";
import { refCreateOutputs, refInputHash, refScan } from "./ref.js";

const rng = new Rng(`props-${sp.BACKEND}`);

function secretKey(): Uint8Array {
  for (;;) {
    const k = rng.bytes(32);
    if (k1.seckeyVerify(k)) return k;
  }
}

interface Wallet {
  scanKey: Uint8Array;
  spendKey: Uint8Array;
  scanPub: Uint8Array;
  spendPub: Uint8Array;
  /** Label tweaks by the hex of the serialized label, and the labeled spend keys in use. */
  labels: Map<string, Uint8Array>;
  spends: Uint8Array[];
}

function wallet(nLabels: number): Wallet {
  const scanKey = secretKey();
  const spendKey = secretKey();
  const scanPub = k1.pubkeyCreate(scanKey, rng.int(4) !== 0);
  const spendPub = k1.pubkeyCreate(spendKey, rng.int(4) !== 0);
  const labels = new Map<string, Uint8Array>();
  const spends = [spendPub];
  for (let i = 0; i < nLabels; i++) {
    const m = rng.int(3) === 0 ? i : rng.u32();
    const { label, labelTweak } = sp.silentpaymentsRecipientLabelCreate(scanKey, m);
    labels.set(hex(sp.silentpaymentsRecipientLabelSerialize(label)), labelTweak);
    spends.push(sp.silentpaymentsRecipientCreateLabeledSpendPubkey(spendPub, label));
  }
  return { scanKey, spendKey, scanPub, spendPub, labels, spends };
}

interface Tx {
  outpoint: Uint8Array;
  keypairs: Uint8Array[];
  seckeys: Uint8Array[];
  xonly: Uint8Array[];
  plain: Uint8Array[];
}

function transaction(): Tx {
  const tx: Tx = { outpoint: rng.bytes(36), keypairs: [], seckeys: [], xonly: [], plain: [] };
  const n = 1 + rng.int(4);
  for (let i = 0; i < n; i++) {
    const sk = secretKey();
    if (rng.int(2) === 0) {
      const kp = k1.keypairCreate(sk);
      tx.keypairs.push(kp);
      tx.xonly.push(k1.keypairXonlyPub(kp).xonlyPubkey);
    } else {
      tx.seckeys.push(sk);
      tx.plain.push(k1.pubkeyCreate(sk, rng.int(3) !== 0));
    }
  }
  return tx;
}

function shuffle<T>(a: T[]): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** An x that is not on the curve (a valid 32-byte output that no point has). */
function offCurveX(): Uint8Array {
  for (;;) {
    const x = rng.bytes(32);
    if (decode(Uint8Array.from([2, ...x])) === null) return x;
  }
}

const found = (f: readonly sp.SilentpaymentsFoundOutput[]) =>
  f.map((o) => ({
    output: hex(o.output),
    tweak: hex(o.tweak),
    label: o.label === null ? null : hex(sp.silentpaymentsRecipientLabelSerialize(o.label)),
  }));

/** Scans by every route and checks they agree; returns the map route's result. */
function scanAll(outputs: Uint8Array[], w: Wallet, summary: Uint8Array): sp.SilentpaymentsFoundOutput[] {
  const byMap = sp.silentpaymentsRecipientScanOutputs(outputs, w.scanKey, summary, w.spendPub, w.labels);
  const byCallback = sp.silentpaymentsRecipientScanOutputs(outputs, w.scanKey, summary, w.spendPub, (l) =>
    w.labels.get(hex(l)),
  );
  expect(found(byCallback), "callback = map").toEqual(found(byMap));
  const big = new Map(w.labels);
  while (big.size <= 4 * outputs.length) big.set(hex(k1.pubkeyCreate(secretKey())), secretKey());
  expect(
    found(sp.silentpaymentsRecipientScanOutputs(outputs, w.scanKey, summary, w.spendPub, big)),
    "big map",
  ).toEqual(found(byMap));
  const light = sp.silentpaymentsRecipientPrevoutsSummaryParse(
    sp.silentpaymentsRecipientPrevoutsSummarySerialize(summary),
  );
  expect(
    found(sp.silentpaymentsRecipientScanOutputs(outputs, w.scanKey, light, w.spendPub, w.labels)),
    "light",
  ).toEqual(found(byMap));
  if (w.labels.size === 0)
    expect(
      found(sp.silentpaymentsRecipientScanOutputs(outputs, w.scanKey, summary, w.spendPub)),
      "none",
    ).toEqual(found(byMap));
  return byMap;
}

describe(`sender and recipient agree (${sp.BACKEND})`, () => {
  // Each case costs one ECDH per output and group plus the scans: scaled down from K1_COUNT.
  const cases = Math.max(6, Math.round(COUNT / 800));
  it(`${cases} transactions of up to 100 outputs, several recipients, labels, foreign and off-curve outputs`, () => {
    let totalFound = 0;
    for (let c = 0; c < cases; c++) {
      const tx = transaction();
      const wallets = Array.from({ length: 1 + rng.int(3) }, () => wallet(rng.int(3)));
      const size = c % 3 === 0 ? 1 + rng.int(100) : 1 + rng.int(12);
      const recipients: sp.SilentpaymentsRecipient[] = [];
      const owner: number[] = [];
      for (let i = 0; i < size; i++) {
        const wi = rng.int(wallets.length);
        const w = wallets[wi];
        recipients.push({ scanPubkey: w.scanPub, spendPubkey: w.spends[rng.int(w.spends.length)] });
        owner.push(wi);
      }
      const outs = sp.silentpaymentsSenderCreateOutputs(recipients, tx.outpoint, tx.keypairs, tx.seckeys);
      expect(outs.length, "one output per recipient").toBe(size);
      const all = outs.map((o, i) => ({ o, owner: owner[i] }));
      for (let i = rng.int(4); i > 0; i--)
        all.push({ o: k1.xonlyPubkeyFromPubkey(k1.pubkeyCreate(secretKey())).xonlyPubkey, owner: -1 });
      if (rng.int(2) === 0) all.push({ o: offCurveX(), owner: -1 });
      shuffle(all);
      const outputs = all.map((a) => a.o);
      const summary = sp.silentpaymentsRecipientPrevoutsSummaryCreate(tx.outpoint, tx.xonly, tx.plain);
      expect(summary, "summary").not.toBeNull();
      if (summary === null) continue;
      wallets.forEach((w, wi) => {
        const f = scanAll(outputs, w, summary);
        const mine = all.filter((a) => a.owner === wi).map((a) => hex(a.o));
        expect(f.map((o) => hex(o.output)).sort(), `wallet ${wi}: finds exactly its outputs`).toEqual(
          mine.sort(),
        );
        for (const o of f) {
          // The tweak spends the output: (b_spend + tweak)·G has the output's x.
          const full = mod(bytesToBig(w.spendKey) + bytesToBig(o.tweak), N);
          expect(hex(encode(mul(full, G)).subarray(1)), "tweak spends the output").toBe(hex(o.output));
          if (o.label !== null)
            expect(w.labels.has(hex(sp.silentpaymentsRecipientLabelSerialize(o.label))), "its label").toBe(
              true,
            );
        }
        totalFound += f.length;
      });
    }
    expect(totalFound, "outputs found").toBeGreaterThan(0);
  });

  it("agrees with the BigInt reference (outputs, summary, scan)", () => {
    const cases = Math.max(3, Math.round(COUNT / 2500));
    for (let c = 0; c < cases; c++) {
      const tx = transaction();
      const w = wallet(1 + rng.int(2));
      const size = 1 + rng.int(3);
      const recipients = Array.from({ length: size }, () => ({
        scanPubkey: w.scanPub,
        spendPubkey: w.spends[rng.int(w.spends.length)],
      }));
      const outs = sp.silentpaymentsSenderCreateOutputs(recipients, tx.outpoint, tx.keypairs, tx.seckeys);
      const inputs = [
        ...tx.seckeys.map((k) => ({ sk: bytesToBig(k), taproot: false })),
        ...tx.keypairs.map((k) => ({ sk: bytesToBig(k.subarray(0, 32)), taproot: true })),
      ];
      const ref = refCreateOutputs(
        recipients.map((r) => ({ scan: r.scanPubkey, spend: r.spendPubkey })),
        tx.outpoint,
        inputs,
      );
      expect(outs.map(hex), "outputs = reference").toEqual((ref as Uint8Array[]).map(hex));
      const summary = sp.silentpaymentsRecipientPrevoutsSummaryCreate(tx.outpoint, tx.xonly, tx.plain);
      if (summary === null) throw new Error("summary");
      let A = null as ReturnType<typeof decode>;
      for (const p of tx.plain) A = add(A, decode(p));
      for (const x of tx.xonly) A = add(A, decode(Uint8Array.from([2, ...x])));
      const h = refInputHash(tx.outpoint, A);
      expect(hex(sp.silentpaymentsRecipientPrevoutsSummarySerialize(summary)), "serialized = h·A").toBe(
        hex(encode(mul(h, A))),
      );
      const refLabels = new Map([...w.labels].map(([k, v]) => [k, bytesToBig(v)]));
      const outputs = shuffle([
        ...outs,
        k1.xonlyPubkeyFromPubkey(k1.pubkeyCreate(secretKey())).xonlyPubkey,
        offCurveX(),
      ]);
      // The reference asks its labels in libsecp256k1's order (per k, output by output, output − P_k
      // then −output − P_k): the callback must be asked the same labels in the same order.
      const refAsked: string[] = [];
      const recording = {
        size: refLabels.size,
        get: (key: string) => {
          refAsked.push(key);
          return refLabels.get(key);
        },
      } as unknown as ReadonlyMap<string, bigint>;
      const asked: string[] = [];
      sp.silentpaymentsRecipientScanOutputs(outputs, w.scanKey, summary, w.spendPub, (l) => {
        asked.push(hex(l));
        return w.labels.get(hex(l));
      });
      expect(found(scanAll(outputs, w, summary)), "scan = reference").toEqual(
        refScan(outputs, bytesToBig(w.scanKey), decode(w.spendPub), mul(h, A), recording),
      );
      expect(asked, "the callback is asked what libsecp256k1 asks, in its order").toEqual(refAsked);
    }
  });
});

describe(`labels and summaries (${sp.BACKEND})`, () => {
  it("a label is tweak·G, round-trips, and labels the spend key additively", () => {
    for (let c = 0; c < Math.max(10, COUNT / 200); c++) {
      const scanKey = secretKey();
      const m = rng.int(2) === 0 ? rng.int(10) : rng.u32();
      const { label, labelTweak } = sp.silentpaymentsRecipientLabelCreate(scanKey, m);
      const s33 = sp.silentpaymentsRecipientLabelSerialize(label);
      expect(hex(s33), "label = tweak·G").toBe(hex(k1.pubkeyCreate(labelTweak)));
      expect(hex(sp.silentpaymentsRecipientLabelParse(s33)), "parse ∘ serialize").toBe(hex(label));
      const spend = k1.pubkeyCreate(secretKey(), rng.int(2) === 0);
      expect(hex(sp.silentpaymentsRecipientCreateLabeledSpendPubkey(spend, label)), "B + label").toBe(
        hex(k1.pubkeyCombine([spend, s33], true)),
      );
      expect(
        sp.silentpaymentsRecipientCreateLabeledSpendPubkey(spend, label, false).length,
        "uncompressed",
      ).toBe(65);
    }
  });

  it("summaries: parse ∘ serialize is the combined form; serialize of it is the same 33 bytes", () => {
    for (let c = 0; c < Math.max(10, COUNT / 500); c++) {
      const tx = transaction();
      const s = sp.silentpaymentsRecipientPrevoutsSummaryCreate(tx.outpoint, tx.xonly, tx.plain);
      if (s === null) throw new Error("summary");
      const t = sp.silentpaymentsRecipientPrevoutsSummarySerialize(s);
      const parsed = sp.silentpaymentsRecipientPrevoutsSummaryParse(t);
      expect(parsed[4], "combined").toBe(1);
      expect(hex(sp.silentpaymentsRecipientPrevoutsSummarySerialize(parsed)), "serialize ∘ parse").toBe(
        hex(t),
      );
    }
  });

  it("the sum of the input keys is order-independent and compression-independent", () => {
    const tx = transaction();
    const a = sp.silentpaymentsRecipientPrevoutsSummaryCreate(tx.outpoint, tx.xonly, tx.plain);
    const b = sp.silentpaymentsRecipientPrevoutsSummaryCreate(
      tx.outpoint,
      [...tx.xonly].reverse(),
      tx.plain.map((p) => k1.pubkeySerialize(p, p.length !== 33)).reverse(),
    );
    expect(a && hex(a), "same summary").toBe(b && hex(b));
  });
});

describe(`a label lookup may call back into k1 (${sp.BACKEND})`, () => {
  it("nested scans, sends, labels and signatures inside the callback change nothing", () => {
    for (let c = 0; c < Math.max(3, COUNT / 2000); c++) {
      const tx = transaction();
      const w = wallet(2);
      const other = wallet(1);
      const recipients = Array.from({ length: 2 + rng.int(6) }, (_, i) => ({
        scanPubkey: w.scanPub,
        spendPubkey: w.spends[i % w.spends.length],
      }));
      const outputs = shuffle([
        ...sp.silentpaymentsSenderCreateOutputs(recipients, tx.outpoint, tx.keypairs, tx.seckeys),
        offCurveX(),
      ]);
      const summary = sp.silentpaymentsRecipientPrevoutsSummaryCreate(tx.outpoint, tx.xonly, tx.plain);
      if (summary === null) throw new Error("summary");
      const plain = sp.silentpaymentsRecipientScanOutputs(outputs, w.scanKey, summary, w.spendPub, (l) =>
        w.labels.get(hex(l)),
      );
      let nested = 0;
      const busy = sp.silentpaymentsRecipientScanOutputs(outputs, w.scanKey, summary, w.spendPub, (l) => {
        nested++;
        const answer = w.labels.get(hex(l));
        // Everything a callback might do: scan another wallet (by map and by callback), send,
        // make labels, parse, sign.
        sp.silentpaymentsRecipientScanOutputs(outputs, other.scanKey, summary, other.spendPub, other.labels);
        sp.silentpaymentsRecipientScanOutputs(outputs, other.scanKey, summary, other.spendPub, (m) =>
          other.labels.get(hex(m)),
        );
        sp.silentpaymentsRecipientScanOutputs(outputs, w.scanKey, summary, other.spendPub, w.labels);
        sp.silentpaymentsSenderCreateOutputs(
          [{ scanPubkey: other.scanPub, spendPubkey: other.spendPub }],
          rng.bytes(36),
          tx.keypairs,
          tx.seckeys,
        );
        sp.silentpaymentsRecipientLabelCreate(other.scanKey, nested);
        sp.silentpaymentsRecipientPrevoutsSummarySerialize(summary);
        k1.schnorrSign(l.subarray(1), other.spendKey);
        k1.ecdh(other.scanKey, l);
        l.fill(0); // the buffer is the scan's: scribbling on it must not matter either
        return answer;
      });
      expect(nested, "the callback ran").toBeGreaterThan(0);
      expect(found(busy), "same result").toEqual(found(plain));
    }
  });
});
