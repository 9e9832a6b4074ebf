// The tiered entries (`@k1/sigs` and `@k1/sigs/tiny` as Node and Deno resolve them): the API of
// the 10x26 module, every function giving 10x26's results and errors before 5x52 is loaded, while
// both are timed and after each function moved to 5x52; batches made on one backend finish on it;
// callbacks may call back in. Then the policy itself (src/tier.ts) on functions of known cost:
// the budget bounds the time given to the slower backend, a faster one is taken, a slower one is
// given up, a module that cannot load leaves everything on 10x26.
//
// In the VERIFY run the entry loads 5x52 asynchronously (its source cannot be `require`d); the
// release run loads dist/ synchronously: both paths run.
import * as k1 from "@k1/sigs";
import * as slow from "@k1/sigs/10x26";
import * as tiny from "@k1/sigs/tiny";
import * as tinySlow from "@k1/sigs/tiny/10x26";
import { describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { Rng } from "../../../test-utils/rng.js";
import { TIER_POLICY, TierContext, type TierPolicy, TierSet } from "../src/tier.js";

const rng = new Rng("tiered");
const hex = (b: unknown): string =>
  JSON.stringify(b, (_k, v) => (v instanceof Uint8Array ? Buffer.from(v).toString("hex") : v));

interface Tiered {
  tiers: TierSet<object>;
}
const sigsTiers = (k1 as unknown as Tiered).tiers;
const tinyTiers = (tiny as unknown as Tiered).tiers;

/** Waits until a set has loaded 5x52 (asynchronously, in the VERIFY run). */
async function loaded(set: TierSet<object>): Promise<void> {
  for (let i = 0; i < 600 && set.fastLoaded === null; i++) await new Promise((r) => setTimeout(r, 50));
  expect(set.fastLoaded, "5x52 loaded").not.toBeNull();
}

/** A random valid secret key (below 2^255, odd). */
function secretKey(): Uint8Array {
  const k = rng.bytes(32);
  k[0] &= 0x7f;
  k[31] |= 1;
  return k;
}

/** The two results are the same bytes (or the same structure of bytes). */
const same = (what: string, a: unknown, b: unknown) => expect(hex(a), what).toBe(hex(b));

/** One round of every tiered function of @k1/sigs on fresh random input, against 10x26. */
function sigsRound(): void {
  const sk = secretKey();
  const msg = rng.bytes(32);
  const aux = rng.bytes(32);
  const pub = slow.pubkeyCreate(sk);
  const pubU = slow.pubkeySerialize(pub, false);
  same("pubkeyCreate", k1.pubkeyCreate(sk), pub);
  same("pubkeyParse", k1.pubkeyParse(pubU), slow.pubkeyParse(pubU));
  same("pubkeySerialize", k1.pubkeySerialize(pubU, true), pub);
  same("pubkeyNegate", k1.pubkeyNegate(pub), slow.pubkeyNegate(pub));
  same("pubkeyTweakAdd", k1.pubkeyTweakAdd(pub, aux), slow.pubkeyTweakAdd(pub, aux));
  same("pubkeyTweakMul", k1.pubkeyTweakMul(pub, aux), slow.pubkeyTweakMul(pub, aux));
  same("pubkeyCombine", k1.pubkeyCombine([pub, pubU]), slow.pubkeyCombine([pub, pubU]));
  const sig = slow.ecdsaSign(msg, sk);
  same("ecdsaSign", k1.ecdsaSign(msg, sk), sig);
  same("ecdsaSignRecoverable", k1.ecdsaSignRecoverable(msg, sk), slow.ecdsaSignRecoverable(msg, sk));
  expect(k1.ecdsaVerify(sig, msg, pub), "ecdsaVerify").toBe(true);
  msg[0] ^= 1;
  expect(k1.ecdsaVerify(sig, msg, pub), "ecdsaVerify of another message").toBe(false);
  msg[0] ^= 1;
  const rec = slow.ecdsaSignRecoverable(msg, sk);
  same("ecdsaRecover", k1.ecdsaRecover(rec.signature, rec.recoveryId, msg), pub);
  const xonly = slow.xonlyPubkeyFromPubkey(pub);
  same("xonlyPubkeyFromPubkey", k1.xonlyPubkeyFromPubkey(pub), xonly);
  same("xonlyPubkeyParse", k1.xonlyPubkeyParse(xonly.xonlyPubkey), slow.xonlyPubkeyParse(xonly.xonlyPubkey));
  const tw = slow.xonlyPubkeyTweakAdd(xonly.xonlyPubkey, aux);
  same("xonlyPubkeyTweakAdd", k1.xonlyPubkeyTweakAdd(xonly.xonlyPubkey, aux), tw);
  const out = slow.pubkeySerialize(tw, true);
  expect(
    k1.xonlyPubkeyTweakAddCheck(out.subarray(1), out[0] & 1, xonly.xonlyPubkey, aux),
    "xonlyPubkeyTweakAddCheck",
  ).toBe(true);
  const kp = slow.keypairCreate(sk);
  same("keypairCreate", k1.keypairCreate(sk), kp);
  same("keypairPub", k1.keypairPub(kp), slow.keypairPub(kp));
  same("keypairSec", k1.keypairSec(kp), slow.keypairSec(kp));
  same("keypairXonlyPub", k1.keypairXonlyPub(kp), slow.keypairXonlyPub(kp));
  const other = slow.pubkeyCreate(aux[0] === 0 ? msg : aux);
  same("pubkeyCmp", k1.pubkeyCmp(pub, other), slow.pubkeyCmp(pub, other));
  same("pubkeySort", k1.pubkeySort([other, pub, pubU]), slow.pubkeySort([other, pub, pubU]));
  const ox = slow.xonlyPubkeyFromPubkey(other).xonlyPubkey;
  same(
    "xonlyPubkeyCmp",
    k1.xonlyPubkeyCmp(ox, xonly.xonlyPubkey),
    slow.xonlyPubkeyCmp(ox, xonly.xonlyPubkey),
  );
  same("keypairXonlyTweakAdd", k1.keypairXonlyTweakAdd(kp, aux), slow.keypairXonlyTweakAdd(kp, aux));
  const ssig = slow.schnorrSign(msg, kp, aux);
  same("schnorrSign", k1.schnorrSign(msg, kp, aux), ssig);
  same(
    "schnorrSignCustom",
    k1.schnorrSignCustom(msg.subarray(0, 7), kp, { auxRand32: aux }),
    slow.schnorrSignCustom(msg.subarray(0, 7), kp, { auxRand32: aux }),
  );
  expect(k1.schnorrVerify(ssig, msg, xonly.xonlyPubkey), "schnorrVerify").toBe(true);
  expect(
    k1.schnorrVerifyBatch([ssig, ssig], [msg, msg], [xonly.xonlyPubkey, xonly.xonlyPubkey]),
    "schnorrVerifyBatch",
  ).toBe(true);
  same("ecdh", k1.ecdh(sk, pub), slow.ecdh(sk, pub));
  const ell = slow.ellswiftCreate(sk, aux);
  same("ellswiftCreate", k1.ellswiftCreate(sk, aux), ell);
  same("ellswiftEncode", k1.ellswiftEncode(pub, aux), slow.ellswiftEncode(pub, aux));
  same("ellswiftDecode", k1.ellswiftDecode(ell), slow.ellswiftDecode(ell));
  same("ellswiftXdh", k1.ellswiftXdh(ell, ell, sk, "initiator"), slow.ellswiftXdh(ell, ell, sk, "initiator"));
  // Bad input: the same typed error on either backend.
  expect(errorCode(() => k1.ecdsaSign(msg, sk.subarray(1)))).toBe(
    errorCode(() => slow.ecdsaSign(msg, sk.subarray(1))),
  );
  expect(errorCode(() => k1.pubkeyParse(new Uint8Array(33)))).toBe("ERR_PUBLIC_KEY");
  expect(() => k1.pubkeyParse(new Uint8Array(33))).toThrow(k1.K1Error);
  expect(k1.schnorrVerify(ssig, msg, new Uint8Array(32).fill(0xff)), "schnorrVerify of a bad key").toBe(
    false,
  );
}

/** One round of every tiered function of @k1/sigs/tiny, against 10x26. */
function tinyRound(): void {
  const d = secretKey();
  const h = rng.bytes(32);
  const e = rng.bytes(32);
  const p = tinySlow.pointFromScalar(d, true) as Uint8Array;
  const pu = tinySlow.pointCompress(p, false);
  same("pointFromScalar", tiny.pointFromScalar(d, false), pu);
  expect(tiny.isPoint(p) && tiny.isPointCompressed(p) && tiny.isXOnlyPoint(p.subarray(1)), "isPoint").toBe(
    true,
  );
  same("pointCompress", tiny.pointCompress(pu, true), p);
  same("pointAdd", tiny.pointAdd(p, pu), tinySlow.pointAdd(p, pu));
  same("pointAddScalar", tiny.pointAddScalar(p, e), tinySlow.pointAddScalar(p, e));
  same("pointMultiply", tiny.pointMultiply(p, e), tinySlow.pointMultiply(p, e));
  same("xOnlyPointFromScalar", tiny.xOnlyPointFromScalar(d), tinySlow.xOnlyPointFromScalar(d));
  same("xOnlyPointFromPoint", tiny.xOnlyPointFromPoint(pu), tinySlow.xOnlyPointFromPoint(pu));
  const t = tinySlow.xOnlyPointAddTweak(p.subarray(1), e);
  same("xOnlyPointAddTweak", tiny.xOnlyPointAddTweak(p.subarray(1), e), t);
  if (t !== null)
    expect(tiny.xOnlyPointAddTweakCheck(p.subarray(1), e, t.xOnlyPubkey, t.parity), "tweak check").toBe(true);
  const sig = tinySlow.sign(h, d);
  same("sign", tiny.sign(h, d, e), tinySlow.sign(h, d, e));
  same("signRecoverable", tiny.signRecoverable(h, d), tinySlow.signRecoverable(h, d));
  expect(tiny.verify(h, p, sig), "verify").toBe(true);
  const r = tinySlow.signRecoverable(h, d);
  same("recover", tiny.recover(h, r.signature, r.recoveryId, true), p);
  const ss = tinySlow.signSchnorr(h, d, e);
  same("signSchnorr", tiny.signSchnorr(h, d, e), ss);
  expect(tiny.verifySchnorr(h, tinySlow.xOnlyPointFromScalar(d), ss), "verifySchnorr").toBe(true);
  expect(() => tiny.pointFromScalar(d.subarray(1))).toThrow(tiny.K1TypeError);
}

/** The functions of a set and whether each moved. */
function moved(set: TierSet<object>): Record<string, string> {
  return Object.fromEntries(Object.entries(set.report().functions).map(([n, f]) => [n, f.backend]));
}

describe("the tiered entries", () => {
  it("are the 10x26 API, and say they are tiered", () => {
    const names = (m: object) =>
      Object.keys(m)
        .filter((n) => n !== "tiers")
        .sort();
    expect(names(k1)).toEqual(names(slow));
    expect(names(tiny)).toEqual(names(tinySlow));
    expect(k1.BACKEND).toBe("tiered");
    expect(sigsTiers.policy).toEqual(TIER_POLICY);
  });

  it("give 10x26's results before, while and after moving to 5x52 (@k1/sigs)", async () => {
    const p = sigsTiers.policy;
    // Load after a few calls; then let every call that may go to 5x52 go there, and move each
    // function whatever it measures, at the end of its fourth window of two calls.
    Object.assign(p, { loadAfter: 40, budget: 1e9, window: 2, margin: 1e9 } satisfies Partial<TierPolicy>);
    for (let i = 0; i < 2; i++) sigsRound();
    expect(Object.values(moved(sigsTiers)).every((b) => b === "10x26")).toBe(true);
    await loaded(sigsTiers);
    // A batch made now, on 10x26, finishes there after the move.
    const before = k1.batchCreate(k1.BATCH_MIN_MEMORY * 4, null, { findInvalid: true });
    for (let i = 0; i < 3; i++) sigsRound();
    const report = sigsTiers.report();
    for (const [name, f] of Object.entries(report.functions)) {
      expect(f.backend, name).toBe("5x52");
      expect(f.fastCalls, name).toBeGreaterThanOrEqual(2);
    }
    const after = k1.batchCreate(k1.BATCH_MIN_MEMORY * 4, null, { findInvalid: true });
    expect(after.constructor).not.toBe(before.constructor);
    const sk = rng.bytes(32);
    sk[0] = 1;
    const kp = slow.keypairCreate(sk);
    const x = slow.keypairXonlyPub(kp).xonlyPubkey;
    for (const b of [before, after]) {
      expect(k1.batchUsable(b)).toBe(true);
      for (let i = 0; i < 5; i++) {
        const m = rng.bytes(40);
        const sig = slow.schnorrSign(m, kp, new Uint8Array(32));
        if (i === 2) sig[40] ^= 1;
        k1.batchAddSchnorrsig(b, sig, m, x);
      }
      expect(k1.batchVerify(b)).toBe(false);
      expect(k1.batchInvalid(b)).toEqual([2]);
    }
    // A callback calling back in, after the move.
    const inner = k1.ecdh(sk, slow.pubkeyCreate(sk), (x32) =>
      k1.ecdsaSign(k1.sha256(x32), sk).subarray(0, 32),
    );
    expect(hex(inner)).toBe(
      hex(
        slow.ecdh(sk, slow.pubkeyCreate(sk), (x32) => slow.ecdsaSign(slow.sha256(x32), sk).subarray(0, 32)),
      ),
    );
    k1.contextRandomize();
    k1.contextRandomize(null);
    sigsRound();
  });

  it("give 10x26's results before, while and after moving to 5x52 (@k1/sigs/tiny)", async () => {
    Object.assign(tinyTiers.policy, { loadAfter: 10, budget: 1e9, window: 2, margin: 1e9 });
    tinyRound();
    await loaded(tinyTiers);
    for (let i = 0; i < 4; i++) tinyRound();
    for (const [name, b] of Object.entries(moved(tinyTiers))) expect(b, name).toBe("5x52");
    tinyRound();
  });
});

/** A function that takes about `ms` milliseconds and returns its argument. */
const costing =
  (ms: number) =>
  (x: number): number => {
    const end = performance.now() + ms;
    while (performance.now() < end);
    return x;
  };

interface Fake {
  f(x: number): number;
}

describe("the tier policy (src/tier.ts)", () => {
  const make = (slowMs: number, fastMs: number | null, policy: Partial<TierPolicy>) => {
    const fast: Fake | null = fastMs === null ? null : { f: costing(fastMs) };
    const set = new TierSet<Fake>(
      { f: costing(slowMs) },
      () => fast,
      () => (fast === null ? Promise.reject(new Error("no 5x52 here")) : Promise.resolve(fast)),
    );
    Object.assign(set.policy, policy);
    return { set, f: set.fn("f") };
  };

  /** Calls `f` until its function settles; each call that went to 5x52 was within the budget. */
  const drive = (set: TierSet<Fake>, f: (x: number) => number, budget: number, max: number) => {
    for (let i = 0; i < max; i++) {
      const before = set.report().functions.f;
      if (before.settled) return;
      expect(f(i)).toBe(i);
      const after = set.report().functions.f;
      if (after.fastCalls > before.fastCalls)
        expect(before.fastMs).toBeLessThanOrEqual(budget * before.slowMs);
    }
  };

  it("moves to a faster backend, and spends at most its budget there while measuring", () => {
    // Costs 200× apart, so that the machine's load (a busy wait preempted for a few ms) cannot
    // reverse them within a window.
    const { set, f } = make(2, 0.01, { loadAfter: 10, budget: 0.25, window: 8, margin: 0.9 });
    drive(set, f, 0.25, 2000);
    const r = set.report().functions.f;
    expect(r).toMatchObject({ backend: "5x52", settled: true });
    // A window of 8 calls moved it (the first, unless the machine's load made one look slower).
    expect(r.fastCalls % 8).toBe(0);
    expect(r.fastCalls).toBeLessThanOrEqual(24);
  });

  it("gives a slower backend up, within the budget", () => {
    // 500× apart, as above: a 5 ms busy wait is never shorter, and 10x26's window mean is over
    // about a thousand calls per call on 5x52 (the budget).
    const { set, f } = make(0.01, 5, {
      loadAfter: 5,
      budget: 0.5,
      window: 4,
      margin: 0.9,
      giveUpAfter: 12,
    });
    drive(set, f, 0.5, 20_000);
    const r = set.report().functions.f;
    expect(r, JSON.stringify(r)).toMatchObject({ backend: "10x26", fastCalls: 12, settled: true });
  });

  it("loads asynchronously where it must, and stays on 10x26 where it cannot load", async () => {
    const fast: Fake = { f: (x) => x + 0 };
    const set = new TierSet<Fake>(
      { f: costing(0.01) },
      () => null,
      () => Promise.resolve(fast),
    );
    Object.assign(set.policy, { loadAfter: 3, window: 2, budget: 1e9, margin: 1e9 });
    const f = set.fn("f");
    for (let i = 0; i < 5; i++) f(i);
    expect(set.fastLoaded).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(set.fastLoaded).toBe(fast);
    for (let i = 0; i < 5; i++) f(i);
    expect(set.report().functions.f.backend).toBe("5x52");

    const none = make(0.01, null, { loadAfter: 2 });
    for (let i = 0; i < 5; i++) none.f(i);
    await new Promise((r) => setTimeout(r, 0));
    for (let i = 0; i < 5; i++) none.f(i);
    expect(none.set.report()).toMatchObject({
      loaded: false,
      functions: { f: { backend: "10x26", fastCalls: 0, settled: true } },
    });
  });

  it("re-randomizes both contexts, and replays a reset to a 5x52 context loaded later", () => {
    const calls: string[] = [];
    const log = (who: string) => (seed?: Uint8Array | null) =>
      calls.push(`${who}:${seed === null ? "reset" : seed === undefined ? "random" : seed[0]}`);
    const c = new TierContext();
    c.randomizeBoth(log("10x26"), null);
    c.loaded(log("5x52"));
    c.loaded(log("second"));
    c.randomizeBoth(log("10x26"), Uint8Array.of(7));
    c.randomizeBoth(log("10x26"));
    expect(calls).toEqual(["10x26:reset", "5x52:reset", "10x26:7", "5x52:7", "10x26:random", "5x52:random"]);
    const d = new TierContext();
    d.randomizeBoth(log("10x26"), Uint8Array.of(9));
    calls.length = 0;
    d.loaded(log("5x52"));
    expect(calls).toEqual([]);
  });
});
