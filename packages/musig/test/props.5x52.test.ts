// Properties of @k1/musig on the 5x52 backend (template: the build writes the 10x26 copy): random
// sessions of 1..10 signers (duplicate keys, random key order, nonces and partial signatures
// aggregated in random orders, secret keys and keypairs, random and counter nonces, a
// deterministic last signer, plain and x-only tweaks, messages of any length) give BIP340
// signatures that verify under the (tweaked) aggregate key; the aggregate verifies exactly when
// every partial signature does; the nonce-safety rules (one use, no copy, no serialization, no
// other key, message or key aggregation).
import * as fe from "@k1/field/5x52";
import * as m from "@k1/musig/5x52";
import * as k1 from "@k1/sigs/5x52";
import { describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { powInvSqrt, powInvSqrtPair } from "../src/point.5x52.js";

const rng = new Rng(`musig-props-${m.BACKEND}`);
const ROUNDS = Math.max(20, Math.floor(COUNT / 200));

function secretKey(): Uint8Array {
  for (;;) {
    const k = rng.bytes(32);
    if (k1.seckeyVerify(k)) return k;
  }
}

function shuffled<T>(a: readonly T[]): T[] {
  const r = a.slice();
  for (let i = r.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [r[i], r[j]] = [r[j], r[i]];
  }
  return r;
}

interface Setup {
  sks: Uint8Array[];
  pks: Uint8Array[];
  cache: m.MusigKeyAggCache;
  xonly: Uint8Array;
  msg: Uint8Array;
}

/** n signers (some of them sharing a key, unless `distinct`), their aggregation and `tweaks` tweaks. */
function setup(n: number, tweaks: number, distinctKeys = false): Setup {
  const distinct = Array.from({ length: distinctKeys ? n : 1 + rng.int(n) }, secretKey);
  const sks = Array.from({ length: n }, (_, i) =>
    i < distinct.length ? distinct[i] : distinct[rng.int(distinct.length)],
  );
  const pks = sks.map((s) => k1.pubkeyCreate(s, rng.int(4) !== 0));
  let { keyaggCache: cache } = m.musigPubkeyAgg(pks);
  let q = m.musigPubkeyGet(cache);
  for (let t = 0; t < tweaks; t++) {
    const tw = rng.bytes(32);
    const xo = rng.int(2) === 0;
    const r = (xo ? m.musigPubkeyXonlyTweakAdd : m.musigPubkeyEcTweakAdd)(cache, tw);
    // The tweak is what the single-key functions of @k1/sigs compute.
    const ref = xo ? k1.xonlyPubkeyTweakAdd(q.subarray(1), tw) : k1.pubkeyTweakAdd(q, tw);
    expect(Buffer.from(r.pubkey).toString("hex")).toBe(Buffer.from(ref).toString("hex"));
    cache = r.keyaggCache;
    q = r.pubkey;
  }
  const msg = rng.bytes(rng.int(4) === 0 ? rng.int(100) : 32);
  return { sks, pks, cache, xonly: q.subarray(1), msg };
}

describe(`musig properties (${m.BACKEND})`, () => {
  it(`random sessions of 1..10 signers verify (${ROUNDS} rounds)`, () => {
    for (let round = 0; round < ROUNDS; round++) {
      const n = 1 + rng.int(10);
      const { sks, pks, cache, xonly, msg } = setup(n, rng.int(4));
      const det = n >= 2 && rng.int(3) === 0;
      const signers = det ? n - 1 : n;
      const nonces = Array.from({ length: signers }, (_, i) => {
        const mode = rng.int(3);
        if (mode === 0) return m.musigNonceGen(pks[i]);
        if (mode === 1)
          return m.musigNonceGen(pks[i], {
            secretKey: sks[i],
            keyaggCache: cache,
            msg,
            extraInput: rng.bytes(rng.int(40)),
          });
        return m.musigNonceGenCounter(
          BigInt(round) * 1000n + BigInt(i),
          rng.int(2) ? k1.keypairCreate(sks[i]) : sks[i],
          { msg },
        );
      });
      const pubnonces = nonces.map((x) => x.pubnonce);
      let detResult: m.MusigDeterministicSignResult | undefined;
      if (det) {
        detResult = m.musigDeterministicSign(sks[n - 1], m.musigNonceAgg(shuffled(pubnonces)), cache, msg);
        pubnonces.push(detResult.pubnonce);
      }
      const aggnonce = m.musigNonceAgg(shuffled(pubnonces));
      const session = m.musigNonceProcess(aggnonce, msg, cache);
      const psigs = nonces.map((x, i) =>
        m.musigPartialSign(x.secnonce, rng.int(2) ? k1.keypairCreate(sks[i]) : sks[i], cache, session),
      );
      if (detResult !== undefined) psigs.push(detResult.partialSig);
      for (let i = 0; i < n; i++) {
        expect(
          m.musigPartialSigVerify(psigs[i], pubnonces[i], pks[i], cache, session),
          `round ${round} signer ${i}`,
        ).toBe(true);
      }
      const sig = m.musigPartialSigAgg(session, shuffled(psigs));
      expect(k1.schnorrVerify(sig, msg, xonly), `round ${round}`).toBe(true);
      // Any other message: the signature does not verify.
      const other = msg.length > 0 ? msg.slice() : new Uint8Array(1);
      other[0] ^= 1;
      expect(k1.schnorrVerify(sig, other, xonly)).toBe(false);
    }
  });

  it("the aggregate verifies exactly when every partial signature does", () => {
    for (let round = 0; round < Math.max(10, ROUNDS / 4); round++) {
      const n = 2 + rng.int(4);
      const { sks, pks, cache, xonly, msg } = setup(n, rng.int(2));
      const nonces = pks.map((pk, i) => m.musigNonceGen(pk, { secretKey: sks[i] }));
      const pubnonces = nonces.map((x) => x.pubnonce);
      const session = m.musigNonceProcess(m.musigNonceAgg(pubnonces), msg, cache);
      const psigs = nonces.map((x, i) => m.musigPartialSign(x.secnonce, sks[i], cache, session));
      // Spoil one partial signature: add a random d to it, subtract d from another (the sum stays).
      const j = rng.int(n);
      const spoiled = psigs.map((p) => p.slice());
      spoiled[j][rng.int(32)] ^= 1 + rng.int(255);
      const valid = spoiled.map((p, i) => {
        try {
          return m.musigPartialSigVerify(p, pubnonces[i], pks[i], cache, session);
        } catch {
          return false;
        }
      });
      expect(valid[j]).toBe(false);
      let aggOk: boolean;
      try {
        aggOk = k1.schnorrVerify(m.musigPartialSigAgg(session, spoiled), msg, xonly);
      } catch (e) {
        expect((e as { code?: string }).code).toBe("ERR_PARTIAL_SIG");
        aggOk = false;
      }
      expect(aggOk).toBe(valid.every((v) => v));
    }
  });

  it("a secret nonce signs once, cannot be copied or serialized, and is consumed by a failed signing", () => {
    const { sks, pks, cache, msg } = setup(2, 0, true);
    const a = m.musigNonceGen(pks[0], { secretKey: sks[0] });
    const b = m.musigNonceGen(pks[1], { secretKey: sks[1] });
    const session = m.musigNonceProcess(m.musigNonceAgg([a.pubnonce, b.pubnonce]), msg, cache);
    expect(Object.keys(a.secnonce)).toEqual([]);
    expect(Object.isFrozen(a.secnonce)).toBe(true);
    expect(errorCode(() => JSON.stringify(a.secnonce))).toBe("ERR_SECNONCE");
    const clone = structuredClone(a.secnonce);
    const spread = { ...a.secnonce };
    const forged = Object.create(Object.getPrototypeOf(a.secnonce));
    for (const copy of [clone, spread, forged]) {
      expect(errorCode(() => m.musigPartialSign(copy as m.MusigSecnonce, sks[0], cache, session))).toBe(
        "ERR_TYPE",
      );
    }
    expect(errorCode(() => m.musigPartialSign(a.secnonce, sks[0], cache, session))).toBe("none");
    expect(errorCode(() => m.musigPartialSign(a.secnonce, sks[0], cache, session))).toBe("ERR_SECNONCE");
    // A failed signing (wrong key) consumes the nonce too.
    expect(errorCode(() => m.musigPartialSign(b.secnonce, sks[0], cache, session))).toBe("ERR_SECNONCE");
    expect(errorCode(() => m.musigPartialSign(b.secnonce, sks[1], cache, session))).toBe("ERR_SECNONCE");
    // The caller's session randomness is wiped after use, and all-zero randomness is refused.
    const rand = rng.bytes(32);
    m.musigNonceGen(pks[0], { sessionSecrand32: rand });
    expect(rand.every((x) => x === 0)).toBe(true);
    expect(errorCode(() => m.musigNonceGen(pks[0], { sessionSecrand32: rand }))).toBe("ERR_RANDOM");
  });

  it("inputs that do not belong together are refused (ERR_SESSION), and the nonce is spent", () => {
    const s1 = setup(3, 0, true);
    const other = setup(2, 1);
    const nonce = () =>
      m.musigNonceGen(s1.pks[0], { secretKey: s1.sks[0], msg: s1.msg, keyaggCache: s1.cache });
    const agg = m.musigNonceAgg([nonce().pubnonce, nonce().pubnonce]);
    const session = m.musigNonceProcess(agg, s1.msg, s1.cache);
    // a session of another key aggregation
    const x1 = nonce();
    expect(errorCode(() => m.musigPartialSign(x1.secnonce, s1.sks[0], other.cache, session))).toBe(
      "ERR_SESSION",
    );
    expect(errorCode(() => m.musigPartialSign(x1.secnonce, s1.sks[0], s1.cache, session))).toBe(
      "ERR_SECNONCE",
    );
    // the same keys tweaked: another aggregation too
    const tweaked = m.musigPubkeyEcTweakAdd(s1.cache, rng.bytes(32)).keyaggCache;
    expect(errorCode(() => m.musigPartialSign(nonce().secnonce, s1.sks[0], tweaked, session))).toBe(
      "ERR_SESSION",
    );
    const x2 = nonce();
    expect(
      errorCode(() => m.musigPartialSigVerify(new Uint8Array(32), x2.pubnonce, s1.pks[0], tweaked, session)),
    ).toBe("ERR_SESSION");
    // a session for another message than the nonce was bound to
    const otherMsg = m.musigNonceProcess(agg, new Uint8Array([...s1.msg, 0]), s1.cache);
    expect(errorCode(() => m.musigPartialSign(nonce().secnonce, s1.sks[0], s1.cache, otherMsg))).toBe(
      "ERR_SESSION",
    );
    // a signer whose key was not aggregated
    const stranger = secretKey();
    const sn = m.musigNonceGen(k1.pubkeyCreate(stranger), { secretKey: stranger });
    expect(errorCode(() => m.musigPartialSign(sn.secnonce, stranger, s1.cache, session))).toBe("ERR_SESSION");
    expect(
      errorCode(() =>
        m.musigPartialSigVerify(
          new Uint8Array(32),
          sn.pubnonce,
          k1.pubkeyCreate(stranger),
          s1.cache,
          session,
        ),
      ),
    ).toBe("ERR_SESSION");
    // a cache rebuilt from the same keys is the same aggregation
    const again = m.musigPubkeyAgg(s1.pks).keyaggCache;
    expect(errorCode(() => m.musigPartialSign(nonce().secnonce, s1.sks[0], again, session))).toBe("none");
    // a nonce made for another key
    const n2 = m.musigNonceGen(s1.pks[1], { secretKey: s1.sks[1] });
    expect(errorCode(() => m.musigPartialSign(n2.secnonce, s1.sks[0], s1.cache, session))).toBe(
      "ERR_SECNONCE",
    );
  });

  it("tweaking returns a new cache and leaves its argument unchanged", () => {
    const { pks, cache } = setup(3, 0);
    const before = m.musigPubkeyGet(cache);
    const t = m.musigPubkeyXonlyTweakAdd(cache, rng.bytes(32));
    expect(m.musigPubkeyGet(cache)).toEqual(before);
    expect(m.musigPubkeyGet(t.keyaggCache)).toEqual(t.pubkey);
    expect(m.musigPubkeyGet(t.keyaggCache, false)).toEqual(k1.pubkeySerialize(t.pubkey, false));
    expect(m.musigPubkeyAgg(pks).aggPubkey).toEqual(before.subarray(1));
    // 33- and 65-byte forms of the keys aggregate alike
    expect(m.musigPubkeyAgg(pks.map((p) => k1.pubkeySerialize(p, false))).aggPubkey).toEqual(
      before.subarray(1),
    );
  });

  it("partial signatures sum mod n (against BigInt), near n and in long lists", () => {
    const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    const be = (v: bigint): Uint8Array =>
      Uint8Array.from(Buffer.from(v.toString(16).padStart(64, "0"), "hex"));
    const { pks, cache, msg } = setup(2, 0, true); // no tweak: the session adds nothing to the sum
    const session = m.musigNonceProcess(
      m.musigNonceAgg(pks.map((pk) => m.musigNonceGen(pk).pubnonce)),
      msg,
      cache,
    );
    const specials = [0n, 1n, N - 1n, N - 2n, (1n << 255n) - 1n, 1n << 255n, (1n << 224n) - 1n];
    for (let round = 0; round < 200; round++) {
      const len = 1 + rng.int(round < 20 ? 3 : 40);
      const vals = Array.from({ length: len }, () =>
        rng.int(2) ? specials[rng.int(specials.length)] : rng.bigBelow(N),
      );
      const sum = vals.reduce((a, b) => a + b, 0n) % N;
      const psigs = vals.map((v) => (rng.int(2) ? m.musigPartialSigParse(be(v)) : be(v)));
      const sig = m.musigPartialSigAgg(session, psigs);
      expect(Buffer.from(sig.subarray(32)).toString("hex"), `${vals}`).toBe(
        sum.toString(16).padStart(64, "0"),
      );
    }
  });

  it("nonce aggregation equals pubkeyCombine, with repeated and opposite points among the first two", () => {
    // The first two nonces are added by the co-Z formula unless their x are equal (a = b, a = −b).
    const point = () => k1.pubkeyCreate(secretKey());
    const half = (pts: Uint8Array[]): string => {
      try {
        return Buffer.from(k1.pubkeyCombine(pts)).toString("hex");
      } catch {
        return "00".repeat(33); // infinity (pubkeyCombine refuses it)
      }
    };
    for (let round = 0; round < 60; round++) {
      const n = 1 + rng.int(5);
      const r1 = Array.from({ length: n }, point);
      const r2 = Array.from({ length: n }, point);
      if (n >= 2) {
        const kind = round % 4; // 0: random; 1: equal; 2: opposite; 3: both halves related
        if (kind === 1 || kind === 3) r1[1] = r1[0].slice();
        if (kind === 2 || kind === 3) r2[1] = k1.pubkeyNegate(r2[0]);
      }
      const nonces = r1.map((a, i) => Uint8Array.from([...a, ...r2[i]]));
      const agg = m.musigNonceAgg(nonces.map((x) => (rng.int(2) ? m.musigPubnonceParse(x) : x)));
      expect(Buffer.from(agg).toString("hex")).toBe(half(r1) + half(r2));
    }
  });

  it("two keys: Q = a₁·P₁ + P₂ as pubkeyTweakMul and pubkeyCombine compute it, in either encoding", () => {
    // The second compressed key's y comes from one exponentiation with the aggregate's inverse,
    // and a compressed first key's from a second one in lockstep (the multiplication running on
    // an isomorphic curve); the reference is @k1/sigs' single-key functions, and the same keys
    // uncompressed (loaded first, added as any point).
    const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");
    for (let round = 0; round < ROUNDS; round++) {
      const p1 = k1.pubkeyCreate(secretKey());
      const p2 = round % 5 === 4 ? k1.pubkeyNegate(p1) : k1.pubkeyCreate(secretKey());
      const pk1 = k1.pubkeySerialize(p1, true);
      const pk2 = k1.pubkeySerialize(p2, true);
      const list = k1.taggedSha256("KeyAgg list", Uint8Array.from([...pk1, ...pk2]));
      const a1 = k1.taggedSha256("KeyAgg coefficient", Uint8Array.from([...list, ...pk1]));
      const q = k1.pubkeyCombine([k1.pubkeyTweakMul(pk1, a1), pk2]);
      for (const first of [pk1, k1.pubkeySerialize(p1, false)]) {
        for (const second of [pk2, k1.pubkeySerialize(p2, false)]) {
          const r = m.musigPubkeyAgg([first, second]);
          expect(hex(m.musigPubkeyGet(r.keyaggCache))).toBe(hex(q));
          expect(hex(r.aggPubkey)).toBe(hex(q.subarray(1)));
        }
      }
    }
  });

  it("powInvSqrt and powInvSqrtPair: a^((p − 3)/4) against BigInt", () => {
    const P = fe.P_BIG;
    const pow = (b: bigint, e: bigint): bigint => {
      let r = 1n;
      let x = b % P;
      for (let k = e; k > 0n; k >>= 1n) {
        if (k & 1n) r = (r * x) % P;
        x = (x * x) % P;
      }
      return r;
    };
    const a = fe.create();
    const r = fe.create();
    const edge = [0n, 1n, 2n, P - 1n, P - 2n, (P - 1n) / 2n];
    for (let i = 0; i < 200; i++) {
      const v = i < edge.length ? edge[i] : BigInt(`0x${Buffer.from(rng.bytes(32)).toString("hex")}`) % P;
      const b = new Uint8Array(32);
      for (let j = 0; j < 32; j++) b[j] = Number((v >> BigInt(8 * (31 - j))) & 0xffn);
      fe.setB32Mod(a, b);
      powInvSqrt(r, a);
      expect(fe.toBigInt(r)).toBe(pow(v, (P - 3n) / 4n));
      powInvSqrt(a, a); // r may be a
      expect(fe.toBigInt(a)).toBe(pow(v, (P - 3n) / 4n));
    }
    // The lockstep pair: each result is its own input's power.
    const a2 = fe.create();
    const r2 = fe.create();
    for (let i = 0; i < 100; i++) {
      const v = BigInt(`0x${Buffer.from(rng.bytes(32)).toString("hex")}`) % P;
      const w = i < edge.length ? edge[i] : BigInt(`0x${Buffer.from(rng.bytes(32)).toString("hex")}`) % P;
      fe.setB32Mod(a, Buffer.from(v.toString(16).padStart(64, "0"), "hex"));
      fe.setB32Mod(a2, Buffer.from(w.toString(16).padStart(64, "0"), "hex"));
      powInvSqrtPair(r, a, r2, a2);
      expect(fe.toBigInt(r)).toBe(pow(v, (P - 3n) / 4n));
      expect(fe.toBigInt(r2)).toBe(pow(w, (P - 3n) / 4n));
      powInvSqrtPair(a, a, a2, a2); // r may be a, r2 may be a2
      expect(fe.toBigInt(a)).toBe(pow(v, (P - 3n) / 4n));
      expect(fe.toBigInt(a2)).toBe(pow(w, (P - 3n) / 4n));
    }
  });

  it("parse and serialize round-trip", () => {
    const { sks, pks, cache, msg } = setup(2, 0);
    const a = m.musigNonceGen(pks[0], { secretKey: sks[0] });
    const b = m.musigNonceGen(pks[1], { secretKey: sks[1] });
    expect(m.musigPubnonceSerialize(m.musigPubnonceParse(a.pubnonce))).toEqual(a.pubnonce);
    const agg = m.musigNonceAgg([a.pubnonce, m.musigPubnonceParse(b.pubnonce)]);
    expect(m.musigAggnonceSerialize(m.musigAggnonceParse(agg))).toEqual(agg);
    const session = m.musigNonceProcess(m.musigAggnonceParse(agg), msg, cache);
    const p = m.musigPartialSign(a.secnonce, sks[0], cache, session);
    expect(m.musigPartialSigSerialize(m.musigPartialSigParse(p))).toEqual(p);
    expect(m.musigPartialSigSerialize(p)).toEqual(p);
  });
});
