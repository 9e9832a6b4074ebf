// BIP340 batch verification on the 5x52 backend (template: the build writes the 10x26 copy):
// batches of every size from 0 to 14 and selected larger ones (up to 100 signatures, 200 points:
// the multi-point multiplication's Strauss, bundle and Pippenger paths) are valid iff every
// signature verifies alone; each way of breaking one signature (s, r, the message, the key, r ≥ p,
// s ≥ n, a key off the curve, a signature swapped with another) is caught; BIP340's vectors in
// batches; typed errors. Every assertion names its batch and the broken entry.

import * as k1 from "@k1/sigs/5x52";
import { describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { Rng } from "../../../test-utils/rng.js";
import { ranVectors, readVector } from "../../../test-utils/vectors.js";

const rng = new Rng("schnorr-batch");
const hexb = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, "hex"));

interface Batch {
  sigs: Uint8Array[];
  msgs: Uint8Array[];
  keys: Uint8Array[];
}

function batch(u: number): Batch {
  const b: Batch = { sigs: [], msgs: [], keys: [] };
  for (let i = 0; i < u; i++) {
    let d: Uint8Array;
    do d = rng.bytes(32);
    while (!k1.seckeyVerify(d));
    const kp = k1.keypairCreate(d);
    const msg = rng.bytes(rng.int(3) === 0 ? rng.int(100) : 32);
    b.sigs.push(k1.schnorrSign(msg, kp, rng.bytes(32)));
    b.msgs.push(msg);
    b.keys.push(k1.keypairXonlyPub(kp).xonlyPubkey);
  }
  return b;
}

const P = hexb("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f");
const N = hexb("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");

/** The ways of breaking entry j of a batch (each returns a new batch). */
const breakers: [string, (b: Batch, j: number) => Batch][] = [
  ["s + 1 bit", (b, j) => withSig(b, j, (s) => (s[32 + rng.int(32)] ^= 1 << rng.int(8)))],
  ["r + 1 bit", (b, j) => withSig(b, j, (s) => (s[rng.int(32)] ^= 1 << rng.int(8)))],
  ["r = p", (b, j) => withSig(b, j, (s) => s.set(P, 0))],
  ["s = n", (b, j) => withSig(b, j, (s) => s.set(N, 32))],
  ["message + 1 bit", (b, j) => ({ ...b, msgs: b.msgs.map((m, i) => (i === j ? flip(m) : m)) })],
  [
    "another key",
    (b, j) => ({ ...b, keys: b.keys.map((k, i) => (i === j ? b.keys[(j + 1) % b.keys.length] : k)) }),
  ],
  ["key not on the curve", (b, j) => ({ ...b, keys: b.keys.map((k, i) => (i === j ? offCurve() : k)) })],
  ["key x = p", (b, j) => ({ ...b, keys: b.keys.map((k, i) => (i === j ? P : k)) })],
];

function withSig(b: Batch, j: number, f: (s: Uint8Array) => void): Batch {
  const sigs = b.sigs.map((s) => s.slice());
  f(sigs[j]);
  return { ...b, sigs };
}

function flip(m: Uint8Array): Uint8Array {
  const c = m.length === 0 ? new Uint8Array(1) : m.slice();
  c[rng.int(c.length)] ^= 1 << rng.int(8);
  return c;
}

function offCurve(): Uint8Array {
  for (;;) {
    const x = rng.bytes(32);
    try {
      k1.xonlyPubkeyParse(x);
    } catch {
      return x;
    }
  }
}

function verifyAll(b: Batch): boolean {
  return b.sigs.every((s, i) => k1.schnorrVerify(s, b.msgs[i], b.keys[i]));
}

describe("schnorrVerifyBatch, 5x52", () => {
  const sizes = [...Array.from({ length: 15 }, (_, i) => i), 24, 40, 100];
  for (const u of sizes) {
    it(`a batch of ${u}: valid, and invalid with any one entry broken`, () => {
      const b = batch(u);
      expect(k1.schnorrVerifyBatch(b.sigs, b.msgs, b.keys), `batch of ${u}: all valid`).toBe(true);
      expect(k1.schnorrVerifyBatch(b.sigs, b.msgs, b.keys, rng.bytes(32)), `batch of ${u}: rand32`).toBe(
        true,
      );
      if (u === 0) return;
      // Every breaker on a random entry (all of them on the small batches, a sample on the large).
      for (const [name, f] of breakers) {
        const j = rng.int(u);
        if (name === "another key" && u === 1) continue;
        const bad = f(b, j);
        expect(verifyAll(bad), `batch of ${u}, entry ${j}: ${name} breaks it alone`).toBe(false);
        expect(
          k1.schnorrVerifyBatch(bad.sigs, bad.msgs, bad.keys),
          `batch of ${u}, entry ${j}: ${name}`,
        ).toBe(false);
      }
      if (u >= 2) {
        // Two entries' signatures swapped: each is a valid signature, of the other message.
        const i = rng.int(u);
        const j = (i + 1 + rng.int(u - 1)) % u;
        const sigs = b.sigs.slice();
        [sigs[i], sigs[j]] = [sigs[j], sigs[i]];
        expect(
          k1.schnorrVerifyBatch(sigs, b.msgs, b.keys),
          `batch of ${u}: entries ${i} and ${j} swapped`,
        ).toBe(false);
      }
    });
  }

  it("BIP340 test-vectors.csv: the valid rows batch to true; each invalid row spoils a batch", () => {
    const rows = readVector("bitcoin-bips/bip-0340/test-vectors.csv").trim().split("\n").slice(1);
    const valid: Batch = { sigs: [], msgs: [], keys: [] };
    const invalid: [number, Uint8Array, Uint8Array, Uint8Array][] = [];
    for (const line of rows) {
      const [index, , pk, , msg, sig, result] = line.split(",");
      const entry = [hexb(sig.toLowerCase()), hexb(msg.toLowerCase()), hexb(pk.toLowerCase())] as const;
      if (result === "TRUE") {
        valid.sigs.push(entry[0]);
        valid.msgs.push(entry[1]);
        valid.keys.push(entry[2]);
      } else invalid.push([Number(index), ...entry]);
    }
    expect(valid.sigs.length, "valid rows").toBeGreaterThan(5);
    expect(k1.schnorrVerifyBatch(valid.sigs, valid.msgs, valid.keys), "all valid BIP340 rows").toBe(true);
    for (const [index, sig, msg, pk] of invalid) {
      for (const at of [0, valid.sigs.length]) {
        const sigs = [...valid.sigs];
        const msgs = [...valid.msgs];
        const keys = [...valid.keys];
        sigs.splice(at, 0, sig);
        msgs.splice(at, 0, msg);
        keys.splice(at, 0, pk);
        expect(k1.schnorrVerifyBatch(sigs, msgs, keys), `BIP340 row ${index} at position ${at}`).toBe(false);
      }
    }
    ranVectors("bitcoin-bips/bip-0340/test-vectors.csv", rows.length, "(batched)");
  });

  it("bad arguments: typed errors", () => {
    const b = batch(2);
    const code = errorCode;
    expect(
      code(() => k1.schnorrVerifyBatch(b.sigs, b.msgs.slice(1), b.keys)),
      "fewer messages",
    ).toBe("ERR_LENGTH");
    expect(
      code(() => k1.schnorrVerifyBatch(b.sigs, b.msgs, b.keys.slice(1))),
      "fewer keys",
    ).toBe("ERR_LENGTH");
    expect(
      code(() => k1.schnorrVerifyBatch([b.sigs[0].subarray(1), b.sigs[1]], b.msgs, b.keys)),
      "63-byte sig",
    ).toBe("ERR_LENGTH");
    expect(
      code(() => k1.schnorrVerifyBatch(b.sigs, b.msgs, [b.keys[0], new Uint8Array(33)])),
      "33-byte key",
    ).toBe("ERR_LENGTH");
    expect(
      code(() => k1.schnorrVerifyBatch(b.sigs, b.msgs, b.keys, new Uint8Array(31))),
      "rand32 of 31",
    ).toBe("ERR_LENGTH");
    const notArray = b.sigs[0] as unknown as Uint8Array[];
    expect(
      code(() => k1.schnorrVerifyBatch(notArray, b.msgs, b.keys)),
      "sigs not an array",
    ).toBe("ERR_TYPE");
    const strings = ["00", "00"] as unknown as Uint8Array[];
    expect(
      code(() => k1.schnorrVerifyBatch(b.sigs, strings, b.keys)),
      "messages as strings",
    ).toBe("ERR_TYPE");
  });
});
