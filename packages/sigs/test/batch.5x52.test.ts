// The batch object on the 5x52 backend (template: the build writes the 10x26 copy): signatures and
// tweak checks mixed, valid batches true and any one broken entry caught, the invalid entries
// found exactly by every search strategy (one bad, ten bad, every entry bad), chunks verified
// when the budget is full (down to the smallest budget), unparsable entries failing the batch,
// randomizers that matter (two invalid signatures crafted to cancel with equal multipliers),
// repeated keys and entries, the batch going on after batchVerify, typed errors. Every assertion
// names its batch and entry.

import * as k1 from "@k1/sigs/5x52";
import { describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { ranVectors, readVector } from "../../../test-utils/vectors.js";

const rng = new Rng("batch");
const hexb = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, "hex"));
const N = hexb("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
const P = hexb("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f");
const reps = Math.max(1, Math.round(COUNT / 10000));

/** An entry: a signature or a tweak check, and whether it is valid on its own. */
interface SigEntry {
  kind: "sig";
  sig: Uint8Array;
  msg: Uint8Array;
  key: Uint8Array;
}
interface TweakEntry {
  kind: "tweak";
  tweaked: Uint8Array;
  parity: number;
  internal: Uint8Array;
  tweak: Uint8Array;
}
type Entry = SigEntry | TweakEntry;

function secret(): Uint8Array {
  for (;;) {
    const d = rng.bytes(32);
    if (k1.seckeyVerify(d)) return d;
  }
}

function sigEntry(keypair = k1.keypairCreate(secret())): SigEntry {
  const msg = rng.bytes(rng.int(3) === 0 ? rng.int(100) : 32);
  return {
    kind: "sig",
    sig: k1.schnorrSign(msg, keypair, rng.bytes(32)),
    msg,
    key: k1.keypairXonlyPub(keypair).xonlyPubkey,
  };
}

function tweakEntry(): TweakEntry {
  const internal = k1.keypairXonlyPub(k1.keypairCreate(secret())).xonlyPubkey;
  const tweak = k1.taggedSha256("TapTweak", internal);
  const q = k1.xonlyPubkeyTweakAdd(internal, tweak);
  return { kind: "tweak", tweaked: q.subarray(1), parity: q[0] & 1, internal, tweak };
}

function entries(u: number, tweaks: number): Entry[] {
  const r: Entry[] = [];
  for (let i = 0; i < u + tweaks; i++) r.push(i < u ? sigEntry() : tweakEntry());
  // Shuffle, so that both kinds are interleaved.
  for (let i = r.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [r[i], r[j]] = [r[j], r[i]];
  }
  return r;
}

function validAlone(e: Entry): boolean {
  return e.kind === "sig"
    ? k1.schnorrVerify(e.sig, e.msg, e.key)
    : k1.xonlyPubkeyTweakAddCheck(e.tweaked, e.parity, e.internal, e.tweak);
}

function add(b: k1.Batch, e: Entry): boolean {
  return e.kind === "sig"
    ? k1.batchAddSchnorrsig(b, e.sig, e.msg, e.key)
    : k1.batchAddXonlypubTweakCheck(b, e.tweaked, e.parity, e.internal, e.tweak);
}

function run(
  es: Entry[],
  memory = 1 << 24,
  options?: k1.BatchOptions,
): { ok: boolean; invalid: number[] | null } {
  const b = k1.batchCreate(memory, rng.int(2) === 0 ? null : rng.bytes(16), options);
  for (const e of es) add(b, e);
  const ok = k1.batchVerify(b);
  expect(k1.batchUsable(b)).toBe(ok);
  return { ok, invalid: k1.batchInvalid(b) };
}

const flipped = (x: Uint8Array, at = rng.int(x.length)): Uint8Array => {
  const c = x.length === 0 ? new Uint8Array(1) : x.slice();
  c[at % c.length] ^= 1 << rng.int(8);
  return c;
};

/** The ways of breaking an entry (each returns a new, invalid entry). */
function breakEntry(e: Entry, how = rng.int(6)): Entry {
  if (e.kind === "sig") {
    switch (how) {
      case 0:
        return { ...e, sig: flipped(e.sig, 32 + rng.int(32)) }; //                  s
      case 1:
        return { ...e, sig: flipped(e.sig, rng.int(32)) }; //                       r
      case 2:
        return { ...e, msg: flipped(e.msg) };
      case 3:
        return { ...e, key: sigEntry().key }; //                                   another key
      case 4: {
        const sig = e.sig.slice();
        sig.set(N, 32); //                                                          s = n: unparsable
        return { ...e, sig };
      }
      default: {
        const sig = e.sig.slice();
        sig.set(P, 0); //                                                           r = p: unparsable
        return { ...e, sig };
      }
    }
  }
  switch (how) {
    case 0:
      return { ...e, parity: 1 - e.parity };
    case 1:
      return { ...e, tweak: flipped(e.tweak) };
    case 2:
      return { ...e, internal: tweakEntry().internal };
    case 3:
      return { ...e, tweaked: flipped(e.tweaked) };
    case 4:
      return { ...e, tweak: N }; //                                                tweak ≥ n: unparsable
    default:
      return { ...e, internal: P }; //                                             x = p: unparsable
  }
}

describe("batch verification object, 5x52", () => {
  it("valid batches of both kinds are true, each with any one entry broken false", () => {
    const shapes: [number, number][] = [];
    for (let u = 0; u <= 12; u++) shapes.push([u, u % 3]);
    shapes.push([0, 7], [30, 10], [100, 0], [60, 40]);
    for (const [u, tw] of shapes) {
      for (let k = 0; k < reps; k++) {
        const es = entries(u, tw);
        expect(run(es).ok, `${u} signatures + ${tw} tweak checks: all valid`).toBe(true);
        if (es.length === 0) continue;
        for (let c = 0; c < 3; c++) {
          const j = rng.int(es.length);
          const bad = es.slice();
          bad[j] = breakEntry(es[j]);
          expect(validAlone(bad[j]), `entry ${j} (${bad[j].kind}) broken alone`).toBe(false);
          expect(run(bad).ok, `${u} + ${tw}: entry ${j} broken`).toBe(false);
        }
      }
    }
  });

  it("the invalid entries, found exactly by every search strategy", () => {
    for (const search of ["auto", "bisect", "single"] as const) {
      for (const [n, bads] of [
        [1, 1],
        [2, 1],
        [2, 2],
        [9, 3],
        [64, 1],
        [64, 10],
        [130, 5],
        [40, 40],
      ] as const) {
        const es = entries(n - (n >> 2), n >> 2);
        const idx = new Set<number>();
        while (idx.size < bads) idx.add(rng.int(n));
        const bad = es.map((e, i) => (idx.has(i) ? breakEntry(e) : e));
        const want = [...idx].sort((a, b) => a - b);
        const got = run(bad, 1 << 24, { findInvalid: true, search });
        expect(got.ok, `${search}, ${bads} bad of ${n}`).toBe(false);
        expect(got.invalid, `${search}, ${bads} bad of ${n}`).toEqual(want);
        const good = run(es, 1 << 24, { findInvalid: true, search });
        expect(good).toEqual({ ok: true, invalid: [] });
      }
    }
    // Without findInvalid: no indices.
    expect(run(entries(3, 0)).invalid).toBe(null);
  });

  it("a small budget: chunks verified as they fill, results and indices unchanged", () => {
    for (const memory of [k1.BATCH_MIN_MEMORY, k1.BATCH_MIN_MEMORY + 30_000, 250_000, 1_500_000]) {
      const es = entries(70, 20);
      expect(run(es, memory).ok, `memory ${memory}: all valid`).toBe(true);
      const idx = [3, 4, 47, 88];
      const bad = es.map((e, i) => (idx.includes(i) ? breakEntry(e) : e));
      expect(run(bad, memory).ok, `memory ${memory}: broken`).toBe(false);
      expect(run(bad, memory, { findInvalid: true }).invalid, `memory ${memory}: indices`).toEqual(idx);
    }
  });

  it("unparsable entries: the add returns false and the batch fails", () => {
    const b = k1.batchCreate(1 << 20);
    const e = entries(3, 0);
    for (const x of e) expect(add(b, x)).toBe(true);
    const sig = (e[0] as SigEntry).sig.slice();
    sig.set(N, 32);
    expect(k1.batchAddSchnorrsig(b, sig, new Uint8Array(0), (e[1] as SigEntry).key)).toBe(false);
    expect(k1.batchUsable(b)).toBe(false);
    // The batch is unusable now: later entries are rejected at once, and it stays false.
    expect(add(b, sigEntry())).toBe(false);
    expect(k1.batchVerify(b)).toBe(false);
    // With findInvalid, the batch goes on and the indices include the unparsable entry.
    const f = k1.batchCreate(1 << 20, null, { findInvalid: true });
    expect(add(f, e[0])).toBe(true);
    expect(k1.batchAddXonlypubTweakCheck(f, P, 0, P, N)).toBe(false);
    expect(add(f, e[1])).toBe(true);
    expect(k1.batchVerify(f)).toBe(false);
    expect(k1.batchInvalid(f)).toEqual([1]);
  });

  it("the randomizers matter: two invalid signatures that cancel with equal multipliers fail", () => {
    // s₁ + δ and s₂ − δ: with every multiplier 1, the defects δ·G and −δ·G would cancel.
    for (let k = 0; k < 4 * reps; k++) {
      const es = entries(6, 0) as SigEntry[];
      const i = rng.int(6);
      const j = (i + 1 + rng.int(5)) % 6;
      const s1 = BigInt(`0x${Buffer.from(es[i].sig.subarray(32)).toString("hex")}`);
      const s2 = BigInt(`0x${Buffer.from(es[j].sig.subarray(32)).toString("hex")}`);
      const n = BigInt(`0x${Buffer.from(N).toString("hex")}`);
      const d = 1n + BigInt(rng.int(1000));
      const put = (sig: Uint8Array, v: bigint) =>
        sig.set(hexb(((v % n) + n).toString(16).padStart(64, "0")), 32);
      const a = { ...es[i], sig: es[i].sig.slice() };
      const b = { ...es[j], sig: es[j].sig.slice() };
      put(a.sig, s1 + d);
      put(b.sig, s2 - d);
      const bad = es.slice();
      bad[i] = a;
      bad[j] = b;
      expect(run(bad).ok, `δ = ${d} on entries ${i}, ${j}`).toBe(false);
      expect(run(bad, 1 << 24, { findInvalid: true }).invalid).toEqual([i, j].sort((x, y) => x - y));
    }
  });

  it("repeated keys, repeated entries and r without a point", () => {
    const kp = k1.keypairCreate(secret());
    const same = Array.from({ length: 40 }, () => sigEntry(kp));
    expect(run(same).ok, "one key, 40 signatures").toBe(true);
    const e = sigEntry();
    expect(run(Array.from({ length: 30 }, () => e)).ok, "one entry, 30 times").toBe(true);
    const t = tweakEntry();
    expect(run([t, t, t, e, t]).ok, "one tweak check, 4 times").toBe(true);
    // An r that is below p but has no point: parses, fails the batch when lifted.
    let r: Uint8Array;
    do r = rng.bytes(32);
    while (isX(r));
    const nr: SigEntry = { ...e, sig: e.sig.slice() };
    nr.sig.set(r, 0);
    for (const n of [1, 2, 20]) {
      const es = entries(n, 0);
      es.splice(rng.int(n + 1), 0, nr);
      expect(run(es).ok, `r without a point in a batch of ${n + 1}`).toBe(false);
      expect(run(es, 1 << 24, { findInvalid: true }).invalid).toEqual([es.indexOf(nr)]);
    }
  });

  it("the batch goes on after batchVerify; the result stays false after a failure", () => {
    const b = k1.batchCreate(1 << 20, rng.bytes(16));
    for (const e of entries(5, 2)) add(b, e);
    expect(k1.batchVerify(b)).toBe(true);
    for (const e of entries(8, 1)) add(b, e);
    expect(k1.batchVerify(b)).toBe(true);
    add(b, breakEntry(sigEntry(), 0));
    expect(k1.batchVerify(b)).toBe(false);
    for (const e of entries(3, 0)) add(b, e);
    expect(k1.batchVerify(b)).toBe(false);
    expect(k1.batchVerify(k1.batchCreate(1 << 20))).toBe(true); // empty
  });

  it("BIP340 test-vectors.csv in one batch object, invalid rows found by index", () => {
    const rows = readVector("bitcoin-bips/bip-0340/test-vectors.csv").trim().split("\n").slice(1);
    const b = k1.batchCreate(1 << 22, null, { findInvalid: true });
    const want: number[] = [];
    rows.forEach((line, i) => {
      const [, , pk, , msg, sig, result] = line.split(",");
      const key = hexb(pk.toLowerCase());
      const s = hexb(sig.toLowerCase());
      if (key.length !== 32 || s.length !== 64) throw new Error(`row ${i}: unexpected sizes`);
      k1.batchAddSchnorrsig(b, s, hexb(msg.toLowerCase()), key);
      if (result !== "TRUE") want.push(i);
    });
    expect(k1.batchVerify(b)).toBe(false);
    expect(k1.batchInvalid(b), "the invalid rows").toEqual(want);
    ranVectors("bitcoin-bips/bip-0340/test-vectors.csv", rows.length, "(batch object)");
  });

  it("bad arguments: typed errors", () => {
    const b = k1.batchCreate(1 << 20);
    const e = sigEntry();
    const t = tweakEntry();
    const code = errorCode;
    expect(code(() => k1.batchCreate(k1.BATCH_MIN_MEMORY - 1))).toBe("ERR_RANGE");
    expect(code(() => k1.batchCreate(-1))).toBe("ERR_RANGE");
    expect(code(() => k1.batchCreate(1.5))).toBe("ERR_TYPE");
    expect(code(() => k1.batchCreate("1" as unknown as number))).toBe("ERR_TYPE");
    expect(code(() => k1.batchCreate(1 << 20, new Uint8Array(15)))).toBe("ERR_LENGTH");
    expect(code(() => k1.batchCreate(1 << 20, null, { search: "x" as "auto" }))).toBe("ERR_TYPE");
    expect(code(() => k1.batchCreate(1 << 20, null, { findInvalid: 1 as unknown as boolean }))).toBe(
      "ERR_TYPE",
    );
    expect(code(() => k1.batchAddSchnorrsig({} as k1.Batch, e.sig, e.msg, e.key))).toBe("ERR_TYPE");
    expect(code(() => k1.batchAddSchnorrsig(b, e.sig.subarray(1), e.msg, e.key))).toBe("ERR_LENGTH");
    expect(code(() => k1.batchAddSchnorrsig(b, e.sig, "m" as unknown as Uint8Array, e.key))).toBe("ERR_TYPE");
    expect(code(() => k1.batchAddSchnorrsig(b, e.sig, e.msg, new Uint8Array(33)))).toBe("ERR_LENGTH");
    expect(code(() => k1.batchAddXonlypubTweakCheck(b, t.tweaked, 2, t.internal, t.tweak))).toBe("ERR_RANGE");
    expect(code(() => k1.batchAddXonlypubTweakCheck(b, t.tweaked, 0, t.internal, t.tweak.subarray(1)))).toBe(
      "ERR_LENGTH",
    );
    expect(code(() => k1.batchVerify(null as unknown as k1.Batch))).toBe("ERR_TYPE");
    expect(code(() => k1.batchUsable({} as k1.Batch))).toBe("ERR_TYPE");
    expect(code(() => k1.batchInvalid(undefined as unknown as k1.Batch))).toBe("ERR_TYPE");
    // Errors leave the batch as it was.
    expect(k1.batchAddSchnorrsig(b, e.sig, e.msg, e.key)).toBe(true);
    expect(k1.batchVerify(b)).toBe(true);
  });
});

function isX(x: Uint8Array): boolean {
  try {
    k1.xonlyPubkeyParse(x);
    return true;
  } catch {
    return false;
  }
}
