// Bad input to every public function on the 5x52 backend (template: the build writes the 10x26
// copy): each wrong type, wrong length, invalid key, point off the curve, tampered label or
// summary, input keys summing to infinity, group over K_max and label lookup answering garbage
// gives the documented K1Error code or an empty result (null, no output found), never a wrong
// output; random garbage for any argument gives a K1Error or a correct result, no other exception.
import * as k1 from "@k1/sigs/5x52";
import * as sp from "@k1/silentpayments/5x52";
import { describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { bigToBytes, decode, N, P } from "../../sigs/test/ref.js";
import { hex } from "./inputs.js";

const rng = new Rng(`errors-${sp.BACKEND}`);
const key = (v: bigint) => bigToBytes(v);
const scanKey = key(0x5ca1n);
const spendKey = key(0x5be4dn);
const inputKey = key(0x1257n);
const scanPub = k1.pubkeyCreate(scanKey);
const spendPub = k1.pubkeyCreate(spendKey);
const kp = k1.keypairCreate(inputKey);
const outpoint = new Uint8Array(36).fill(3);
const recipients = [{ scanPubkey: scanPub, spendPubkey: spendPub }];
const { label, labelTweak } = sp.silentpaymentsRecipientLabelCreate(scanKey, 0);
const label33 = sp.silentpaymentsRecipientLabelSerialize(label);
const labeledSpend = sp.silentpaymentsRecipientCreateLabeledSpendPubkey(spendPub, label);
const summary = sp.silentpaymentsRecipientPrevoutsSummaryCreate(outpoint, [
  k1.keypairXonlyPub(kp).xonlyPubkey,
]) as Uint8Array;
const [labeledOut] = sp.silentpaymentsSenderCreateOutputs(
  [{ scanPubkey: scanPub, spendPubkey: labeledSpend }],
  outpoint,
  [kp],
);
const foreign = k1.xonlyPubkeyFromPubkey(k1.pubkeyCreate(key(77n))).xonlyPubkey;

let offX = 5n;
while (decode(Uint8Array.from([2, ...bigToBytes(offX)])) !== null) offX++;
const offCurve32 = bigToBytes(offX);
const offCurve33 = Uint8Array.from([2, ...offCurve32]);
const xEqP = bigToBytes(P);
const withByte = (b: Uint8Array, i: number, v: number) => {
  const c = b.slice();
  c[i] = v;
  return c;
};

describe(`typed errors (${sp.BACKEND})`, () => {
  const send = (r: unknown, o: unknown, kps: unknown, sks: unknown) => () =>
    sp.silentpaymentsSenderCreateOutputs(
      r as sp.SilentpaymentsRecipient[],
      o as Uint8Array,
      kps as Uint8Array[],
      sks as Uint8Array[],
    );
  const scan = (outs: unknown, sk: unknown, ps: unknown, spend: unknown, labels?: unknown) => () =>
    sp.silentpaymentsRecipientScanOutputs(
      outs as Uint8Array[],
      sk as Uint8Array,
      ps as Uint8Array,
      spend as Uint8Array,
      labels as sp.SilentpaymentsLabels,
    );
  const oddKp = (() => {
    for (let v = 1n; ; v++) {
      const c = k1.keypairCreate(key(v));
      if (c[95] & 1) return { v, kp: c };
    }
  })();
  const badKp = withByte(kp, 95, kp[95] ^ 1); // the stored point off the curve
  const cases: [string, () => unknown, string][] = [
    // sender
    ["send: recipients not an array", send("x", outpoint, [kp], null), "ERR_TYPE"],
    ["send: no recipient", send([], outpoint, [kp], null), "ERR_LENGTH"],
    ["send: recipient null", send([null], outpoint, [kp], null), "ERR_TYPE"],
    [
      "send: scan key a string",
      send([{ scanPubkey: "02", spendPubkey: spendPub }], outpoint, [kp], null),
      "ERR_TYPE",
    ],
    [
      "send: scan key 32 bytes",
      send([{ scanPubkey: scanPub.subarray(1), spendPubkey: spendPub }], outpoint, [kp], null),
      "ERR_LENGTH",
    ],
    [
      "send: scan key off the curve",
      send([{ scanPubkey: offCurve33, spendPubkey: spendPub }], outpoint, [kp], null),
      "ERR_PUBLIC_KEY",
    ],
    [
      "send: spend key off the curve",
      send([{ scanPubkey: scanPub, spendPubkey: offCurve33 }], outpoint, [kp], null),
      "ERR_PUBLIC_KEY",
    ],
    [
      "send: spend key prefix 05",
      send([{ scanPubkey: scanPub, spendPubkey: withByte(spendPub, 0, 5) }], outpoint, [kp], null),
      "ERR_PUBLIC_KEY",
    ],
    ["send: outpoint 35 bytes", send(recipients, new Uint8Array(35), [kp], null), "ERR_LENGTH"],
    ["send: keypairs not an array", send(recipients, outpoint, kp, null), "ERR_TYPE"],
    ["send: no input key", send(recipients, outpoint, [], []), "ERR_LENGTH"],
    ["send: no input key (omitted)", send(recipients, outpoint, undefined, undefined), "ERR_LENGTH"],
    ["send: seckey 0", send(recipients, outpoint, null, [key(0n)]), "ERR_PRIVATE_KEY"],
    ["send: seckey n", send(recipients, outpoint, null, [key(N)]), "ERR_PRIVATE_KEY"],
    ["send: seckey 31 bytes", send(recipients, outpoint, null, [new Uint8Array(31)]), "ERR_LENGTH"],
    ["send: keypair 95 bytes", send(recipients, outpoint, [kp.subarray(1)], null), "ERR_LENGTH"],
    [
      "send: keypair secret 0",
      send(recipients, outpoint, [kp.slice().fill(0, 0, 32)], null),
      "ERR_PRIVATE_KEY",
    ],
    ["send: keypair point off the curve", send(recipients, outpoint, [badKp], null), "ERR_PUBLIC_KEY"],
    [
      "send: keys sum to 0",
      send(recipients, outpoint, null, [inputKey, k1.seckeyNegate(inputKey)]),
      "ERR_RESULT_INFINITY",
    ],
    // An odd-y Taproot key counts negated: with the same plain key the sum is 0.
    [
      "send: odd Taproot key + same plain key",
      send(recipients, outpoint, [oddKp.kp], [key(oddKp.v)]),
      "ERR_RESULT_INFINITY",
    ],
    [
      "send: 2324 in one group",
      send(Array(2324).fill(recipients[0]), outpoint, [kp], null),
      "ERR_GROUP_LIMIT",
    ],
    // labels
    ["labelCreate: scan key 0", () => sp.silentpaymentsRecipientLabelCreate(key(0n), 0), "ERR_PRIVATE_KEY"],
    ["labelCreate: scan key n", () => sp.silentpaymentsRecipientLabelCreate(key(N), 0), "ERR_PRIVATE_KEY"],
    ["labelCreate: m = -1", () => sp.silentpaymentsRecipientLabelCreate(scanKey, -1), "ERR_RANGE"],
    ["labelCreate: m = 2^32", () => sp.silentpaymentsRecipientLabelCreate(scanKey, 2 ** 32), "ERR_RANGE"],
    ["labelCreate: m = 1.5", () => sp.silentpaymentsRecipientLabelCreate(scanKey, 1.5), "ERR_TYPE"],
    [
      "labelCreate: m a string",
      () => sp.silentpaymentsRecipientLabelCreate(scanKey, "1" as unknown as number),
      "ERR_TYPE",
    ],
    [
      "labelSerialize: 67 bytes",
      () => sp.silentpaymentsRecipientLabelSerialize(label.subarray(1)),
      "ERR_LENGTH",
    ],
    [
      "labelSerialize: bad magic",
      () => sp.silentpaymentsRecipientLabelSerialize(withByte(label, 0, 0)),
      "ERR_OPAQUE",
    ],
    [
      "labelSerialize: zeros",
      () => sp.silentpaymentsRecipientLabelSerialize(new Uint8Array(68)),
      "ERR_OPAQUE",
    ],
    [
      "labelSerialize: point off the curve",
      () => sp.silentpaymentsRecipientLabelSerialize(withByte(label, 67, label[67] ^ 1)),
      "ERR_OPAQUE",
    ],
    ["labelParse: off the curve", () => sp.silentpaymentsRecipientLabelParse(offCurve33), "ERR_PUBLIC_KEY"],
    [
      "labelParse: 65 bytes",
      () => sp.silentpaymentsRecipientLabelParse(k1.pubkeySerialize(label33, false)),
      "ERR_LENGTH",
    ],
    [
      "labeledSpend: spend off the curve",
      () => sp.silentpaymentsRecipientCreateLabeledSpendPubkey(offCurve33, label),
      "ERR_PUBLIC_KEY",
    ],
    [
      "labeledSpend: not a label",
      () => sp.silentpaymentsRecipientCreateLabeledSpendPubkey(spendPub, new Uint8Array(68)),
      "ERR_OPAQUE",
    ],
    [
      "labeledSpend: compressed 'yes'",
      () => sp.silentpaymentsRecipientCreateLabeledSpendPubkey(spendPub, label, "yes" as unknown as boolean),
      "ERR_TYPE",
    ],
    // summaries
    [
      "summary: outpoint 37 bytes",
      () => sp.silentpaymentsRecipientPrevoutsSummaryCreate(new Uint8Array(37), null, [spendPub]),
      "ERR_LENGTH",
    ],
    [
      "summary: no key",
      () => sp.silentpaymentsRecipientPrevoutsSummaryCreate(outpoint, [], []),
      "ERR_LENGTH",
    ],
    [
      "summary: no key (omitted)",
      () => sp.silentpaymentsRecipientPrevoutsSummaryCreate(outpoint),
      "ERR_LENGTH",
    ],
    [
      "summary: pubkey off the curve",
      () => sp.silentpaymentsRecipientPrevoutsSummaryCreate(outpoint, null, [offCurve33]),
      "ERR_PUBLIC_KEY",
    ],
    [
      "summary: x-only off the curve",
      () => sp.silentpaymentsRecipientPrevoutsSummaryCreate(outpoint, [offCurve32], null),
      "ERR_PUBLIC_KEY",
    ],
    [
      "summary: x-only = p",
      () => sp.silentpaymentsRecipientPrevoutsSummaryCreate(outpoint, [xEqP], null),
      "ERR_PUBLIC_KEY",
    ],
    [
      "summary: x-only 33 bytes",
      () => sp.silentpaymentsRecipientPrevoutsSummaryCreate(outpoint, [spendPub], null),
      "ERR_LENGTH",
    ],
    [
      "summary: pubkeys not an array",
      () =>
        sp.silentpaymentsRecipientPrevoutsSummaryCreate(outpoint, null, spendPub as unknown as Uint8Array[]),
      "ERR_TYPE",
    ],
    [
      "serialize: 100 bytes",
      () => sp.silentpaymentsRecipientPrevoutsSummarySerialize(summary.subarray(1)),
      "ERR_LENGTH",
    ],
    [
      "serialize: bad magic",
      () => sp.silentpaymentsRecipientPrevoutsSummarySerialize(withByte(summary, 3, 0)),
      "ERR_OPAQUE",
    ],
    [
      "serialize: flag 2",
      () => sp.silentpaymentsRecipientPrevoutsSummarySerialize(withByte(summary, 4, 2)),
      "ERR_OPAQUE",
    ],
    [
      "serialize: point off the curve",
      () => sp.silentpaymentsRecipientPrevoutsSummarySerialize(withByte(summary, 68, summary[68] ^ 1)),
      "ERR_OPAQUE",
    ],
    [
      "serialize: input hash 0",
      () =>
        sp.silentpaymentsRecipientPrevoutsSummarySerialize(
          Uint8Array.from([...summary.subarray(0, 69), ...new Uint8Array(32)]),
        ),
      "ERR_OPAQUE",
    ],
    [
      "serialize: input hash n",
      () =>
        sp.silentpaymentsRecipientPrevoutsSummarySerialize(
          Uint8Array.from([...summary.subarray(0, 69), ...bigToBytes(N)]),
        ),
      "ERR_OPAQUE",
    ],
    [
      "serialize: combined with a hash",
      () => sp.silentpaymentsRecipientPrevoutsSummarySerialize(withByte(summary, 4, 1)),
      "ERR_OPAQUE",
    ],
    [
      "summaryParse: off the curve",
      () => sp.silentpaymentsRecipientPrevoutsSummaryParse(offCurve33),
      "ERR_PUBLIC_KEY",
    ],
    // scan
    ["scan: outputs not an array", scan(labeledOut, scanKey, summary, spendPub), "ERR_TYPE"],
    ["scan: no output", scan([], scanKey, summary, spendPub), "ERR_LENGTH"],
    [
      "scan: one output of 31 bytes among many",
      scan([labeledOut, foreign.subarray(1), foreign], scanKey, summary, spendPub),
      "ERR_LENGTH",
    ],
    ["scan: one output a string", scan([labeledOut, "00"], scanKey, summary, spendPub), "ERR_TYPE"],
    ["scan: scan key 0", scan([labeledOut], key(0n), summary, spendPub), "ERR_PRIVATE_KEY"],
    ["scan: summary zeros", scan([labeledOut], scanKey, new Uint8Array(101), spendPub), "ERR_OPAQUE"],
    ["scan: spend off the curve", scan([labeledOut], scanKey, summary, offCurve33), "ERR_PUBLIC_KEY"],
    ["scan: labels an object", scan([labeledOut], scanKey, summary, spendPub, {}), "ERR_TYPE"],
    ["scan: labels a string", scan([labeledOut], scanKey, summary, spendPub, "x"), "ERR_TYPE"],
    // a label lookup answering garbage
    ...(
      [0, "", false, [1], new Uint8Array(31), new Uint8Array(33), new Uint16Array(32), {}] as unknown[]
    ).map((g): [string, () => unknown, string] => [
      `scan: lookup answers ${Object.prototype.toString.call(g)} ${String(g).slice(0, 8)}`,
      scan([foreign], scanKey, summary, spendPub, () => g),
      "ERR_LABEL_LOOKUP",
    ]),
    [
      "scan: lookup answers n",
      scan([foreign], scanKey, summary, spendPub, () => bigToBytes(N)),
      "ERR_LABEL_LOOKUP",
    ],
    [
      "scan: lookup answers 0",
      scan([foreign], scanKey, summary, spendPub, () => new Uint8Array(32)),
      "ERR_LABEL_LOOKUP",
    ],
    [
      "scan: lookup answers another tweak",
      scan([foreign], scanKey, summary, spendPub, () => labelTweak),
      "ERR_LABEL_LOOKUP",
    ],
    [
      "scan: map has a wrong tweak",
      scan([labeledOut], scanKey, summary, spendPub, new Map([[hex(label33), spendKey]])),
      "ERR_LABEL_LOOKUP",
    ],
    [
      "scan: map has a string",
      scan([labeledOut], scanKey, summary, spendPub, new Map([[hex(label33), hex(labelTweak)]])),
      "ERR_LABEL_LOOKUP",
    ],
  ];
  it.each(cases)("%s", (_name, fn, code) => {
    expect(errorCode(fn)).toBe(code);
  });
});

describe(`empty results (${sp.BACKEND})`, () => {
  it("input keys summing to infinity give no summary (the receiver skips the transaction)", () => {
    const neg = k1.pubkeyNegate(spendPub);
    expect(
      sp.silentpaymentsRecipientPrevoutsSummaryCreate(outpoint, null, [spendPub, neg]),
      "plain",
    ).toBeNull();
    // An x-only key counts with even y: with the negation of its even point the sum is infinity.
    const even = Uint8Array.from([2, ...k1.keypairXonlyPub(kp).xonlyPubkey]);
    expect(
      sp.silentpaymentsRecipientPrevoutsSummaryCreate(
        outpoint,
        [k1.keypairXonlyPub(kp).xonlyPubkey],
        [k1.pubkeyNegate(even)],
      ),
      "x-only + plain",
    ).toBeNull();
  });

  it("outputs off the curve, or ≥ p, are skipped: the others are still found", () => {
    const labels = new Map([[hex(label33), labelTweak]]);
    for (const outs of [
      [offCurve32, labeledOut],
      [labeledOut, xEqP],
      [xEqP, offCurve32, foreign, labeledOut],
    ]) {
      for (const l of [labels, (x: Uint8Array) => labels.get(hex(x)), null]) {
        const f = sp.silentpaymentsRecipientScanOutputs(outs, scanKey, summary, spendPub, l);
        expect(
          f.map((o) => hex(o.output)),
          "found",
        ).toEqual(l === null ? [] : [hex(labeledOut)]);
      }
    }
  });

  it("map keys that are not labels' lower-case hex are never found", () => {
    const odd = new Map<unknown, Uint8Array>([
      [hex(label33).toUpperCase(), labelTweak],
      [` ${hex(label33)}`, labelTweak],
      ["zz".repeat(33), labelTweak],
      [hex(offCurve33), labelTweak],
      [42, labelTweak],
    ]);
    expect(
      sp.silentpaymentsRecipientScanOutputs(
        [labeledOut],
        scanKey,
        summary,
        spendPub,
        odd as Map<string, Uint8Array>,
      ),
      "nothing found",
    ).toEqual([]);
  });

  it("a map entry of null or undefined is absent, by every route", () => {
    const labels = new Map<string, Uint8Array | null | undefined>([[hex(label33), null]]);
    const big = new Map(labels);
    for (let i = 1; i <= 8; i++) big.set(hex(k1.pubkeyCreate(key(BigInt(i)))), undefined);
    for (const l of [labels, big, new Map([[hex(label33), undefined]])])
      expect(
        sp.silentpaymentsRecipientScanOutputs(
          [labeledOut],
          scanKey,
          summary,
          spendPub,
          l as Map<string, Uint8Array>,
        ),
        "nothing found",
      ).toEqual([]);
  });

  it("an exception thrown by the callback passes through", () => {
    expect(() =>
      sp.silentpaymentsRecipientScanOutputs([foreign], scanKey, summary, spendPub, () => {
        throw new RangeError("mine");
      }),
    ).toThrow("mine");
  });
});

describe(`random garbage (${sp.BACKEND})`, () => {
  const garbage = (): unknown => {
    switch (rng.int(9)) {
      case 0:
        return rng.bytes(rng.int(110));
      case 1:
        return [rng.bytes(32), rng.bytes(rng.int(70))];
      case 2:
        return rng.int(2) ? null : undefined;
      case 3:
        return rng.int(1000) - 500;
      case 4:
        return "ab".repeat(rng.int(40));
      case 5:
        return [{ scanPubkey: rng.bytes(33), spendPubkey: rng.bytes(33) }];
      case 6:
        return new Map([[hex(rng.bytes(33)), rng.bytes(32)]]);
      case 7:
        return () => (rng.int(2) ? rng.bytes(32) : null);
      default:
        return {};
    }
  };
  const calls: [string, (a: unknown[]) => unknown][] = [
    [
      "send",
      (a) => sp.silentpaymentsSenderCreateOutputs(a[0] as never, a[1] as never, a[2] as never, a[3] as never),
    ],
    ["labelCreate", (a) => sp.silentpaymentsRecipientLabelCreate(a[0] as never, a[1] as never)],
    ["labelSerialize", (a) => sp.silentpaymentsRecipientLabelSerialize(a[0] as never)],
    ["labelParse", (a) => sp.silentpaymentsRecipientLabelParse(a[0] as never)],
    ["labeledSpend", (a) => sp.silentpaymentsRecipientCreateLabeledSpendPubkey(a[0] as never, a[1] as never)],
    [
      "summary",
      (a) => sp.silentpaymentsRecipientPrevoutsSummaryCreate(a[0] as never, a[1] as never, a[2] as never),
    ],
    ["serialize", (a) => sp.silentpaymentsRecipientPrevoutsSummarySerialize(a[0] as never)],
    ["summaryParse", (a) => sp.silentpaymentsRecipientPrevoutsSummaryParse(a[0] as never)],
    [
      "scan",
      (a) =>
        sp.silentpaymentsRecipientScanOutputs(
          a[0] as never,
          a[1] as never,
          a[2] as never,
          a[3] as never,
          a[4] as never,
        ),
    ],
  ];
  it("every function returns or throws a K1Error", () => {
    const valid = [[labeledOut], scanKey, summary, spendPub, new Map([[hex(label33), labelTweak]])];
    for (let c = 0; c < Math.max(200, COUNT / 10); c++) {
      const [name, call] = calls[rng.int(calls.length)];
      // Mostly valid arguments with one or two replaced, so that the later checks are reached.
      const args = name === "scan" ? [...valid] : Array.from({ length: 5 }, garbage);
      for (let i = rng.int(3); i >= 0; i--) args[rng.int(5)] = garbage();
      const code = errorCode(() => call(args));
      expect(code === "none" || code.startsWith("ERR_"), `${name}: ${code}`).toBe(true);
    }
  });
});
