// Interoperability with an independent BIP327 implementation, @scure/btc-signer's musig2 (on
// noble-curves), on the 5x52 backend (template: the build writes the 10x26 copy). Random sessions
// of 1..6 signers, some signing with k1 and some with @scure/btc-signer, random plain and x-only
// tweaks and messages of any length: both compute the same aggregate key, aggregate nonce and
// session; each accepts the other's partial signatures; both aggregate to the same signature,
// which k1's and noble-curves' BIP340 verifiers accept. BIP327's deterministic signing gives the
// same bytes in both. A corrupted partial signature is refused by both.
import * as m from "@k1/musig/5x52";
import * as k1 from "@k1/sigs/5x52";
import { schnorr } from "@noble/curves/secp256k1.js";
import * as scure from "@scure/btc-signer/musig2.js";
import { describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";

const rng = new Rng(`musig-interop-${m.BACKEND}`);
const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");
const ROUNDS = Math.max(8, Math.min(40, Math.floor(COUNT / 250)));

function secretKey(): Uint8Array {
  for (;;) {
    const k = rng.bytes(32);
    if (k1.seckeyVerify(k)) return k;
  }
}

describe(`interoperability with @scure/btc-signer musig2 (${m.BACKEND})`, () => {
  it(`mixed sessions (${ROUNDS} rounds)`, () => {
    let k1Signers = 0;
    let scureSigners = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const n = 1 + rng.int(6);
      const sks = Array.from({ length: n }, secretKey);
      const pks = sks.map((s) => k1.pubkeyCreate(s));
      const useK1 = Array.from({ length: n }, (_, i) => (round % 2 === 0 ? i % 2 === 0 : rng.int(2) === 0));
      const tweaks = Array.from({ length: rng.int(4) }, () => rng.bytes(32));
      const isXonly = tweaks.map(() => rng.int(2) === 0);
      const msg = rng.bytes(rng.int(3) === 0 ? rng.int(80) : 32);
      const ctx = `round ${round}: n=${n} k1=${useK1} tweaks=${isXonly}`;

      // Key aggregation and tweaks
      let { keyaggCache } = m.musigPubkeyAgg(pks);
      for (let i = 0; i < tweaks.length; i++) {
        keyaggCache = (isXonly[i] ? m.musigPubkeyXonlyTweakAdd : m.musigPubkeyEcTweakAdd)(
          keyaggCache,
          tweaks[i],
        ).keyaggCache;
      }
      const aggXonly = m.musigPubkeyGet(keyaggCache).subarray(1);
      const scureAgg = scure.keyAggExport(scure.keyAggregate(pks, tweaks, isXonly));
      expect(hex(aggXonly), ctx).toBe(hex(scureAgg));

      // Round 1: nonces
      const k1Nonces: (m.MusigNonceGenResult | null)[] = [];
      const scureNonces: (scure.Nonces | null)[] = [];
      const pubnonces: Uint8Array[] = [];
      for (let i = 0; i < n; i++) {
        if (useK1[i]) {
          const r = m.musigNonceGen(pks[i], { secretKey: sks[i], keyaggCache, msg });
          k1Nonces.push(r);
          scureNonces.push(null);
          pubnonces.push(r.pubnonce);
        } else {
          const r = scure.nonceGen(pks[i], sks[i], aggXonly, msg);
          k1Nonces.push(null);
          scureNonces.push(r);
          pubnonces.push(r.public);
        }
      }
      const aggnonce = m.musigNonceAgg(pubnonces);
      expect(hex(aggnonce), ctx).toBe(hex(scure.nonceAggregate(pubnonces)));

      // Round 2: partial signatures, each verified by both implementations
      const session = m.musigNonceProcess(aggnonce, msg, keyaggCache);
      const scureSession = new scure.Session(aggnonce, pks, msg, tweaks, isXonly);
      const psigs: Uint8Array[] = [];
      for (let i = 0; i < n; i++) {
        const k = k1Nonces[i];
        const s = scureNonces[i];
        if (k !== null) {
          psigs.push(
            m.musigPartialSign(
              k.secnonce,
              i % 3 === 0 ? k1.keypairCreate(sks[i]) : sks[i],
              keyaggCache,
              session,
            ),
          );
          k1Signers++;
        } else if (s !== null) {
          psigs.push(scureSession.sign(s.secret, sks[i]));
          scureSigners++;
        }
      }
      for (let i = 0; i < n; i++) {
        expect(
          m.musigPartialSigVerify(psigs[i], pubnonces[i], pks[i], keyaggCache, session),
          `${ctx} k1 verifies ${i}`,
        ).toBe(true);
        expect(scureSession.partialSigVerify(psigs[i], pubnonces, i), `${ctx} scure verifies ${i}`).toBe(
          true,
        );
      }
      const sig = m.musigPartialSigAgg(session, psigs);
      expect(hex(sig), ctx).toBe(hex(scureSession.partialSigAgg(psigs)));
      expect(k1.schnorrVerify(sig, msg, aggXonly), ctx).toBe(true);
      expect(schnorr.verify(sig, msg, aggXonly), ctx).toBe(true);

      // A corrupted partial signature: refused by both, and the aggregate does not verify.
      const j = rng.int(n);
      const bad = psigs[j].slice();
      bad[31] ^= 1 << rng.int(8);
      expect(m.musigPartialSigVerify(bad, pubnonces[j], pks[j], keyaggCache, session), ctx).toBe(false);
      expect(scureSession.partialSigVerify(bad, pubnonces, j), ctx).toBe(false);
      const badSig = m.musigPartialSigAgg(
        session,
        psigs.map((p, i) => (i === j ? bad : p)),
      );
      expect(k1.schnorrVerify(badSig, msg, aggXonly), ctx).toBe(false);

      // Deterministic signing by the last signer: the same bytes in both implementations.
      if (n >= 2) {
        const other = m.musigNonceAgg(pubnonces.slice(0, n - 1));
        const rand = rng.int(2) === 0 ? rng.bytes(32) : undefined;
        const a = m.musigDeterministicSign(sks[n - 1], other, keyaggCache, msg, rand);
        const b = scure.deterministicSign(sks[n - 1], other, pks, msg, tweaks, isXonly, rand);
        expect(hex(a.pubnonce), ctx).toBe(hex(b.publicNonce));
        expect(hex(a.partialSig), ctx).toBe(hex(b.partialSig));
      }
    }
    expect(k1Signers).toBeGreaterThan(0);
    expect(scureSigners).toBeGreaterThan(0);
    console.log(`interop: ${ROUNDS} sessions, ${k1Signers} k1 and ${scureSigners} @scure/btc-signer signers`);
  });

  it("a partial signature ≥ n: both refuse it", () => {
    // Partial signatures ≥ n: scure throws or returns false; k1's verify returns false and its
    // aggregation names the signer.
    const sks = [secretKey(), secretKey()];
    const pks = sks.map((s) => k1.pubkeyCreate(s));
    const { keyaggCache } = m.musigPubkeyAgg(pks);
    const msg = rng.bytes(32);
    const nonces = pks.map((pk, i) => m.musigNonceGen(pk, { secretKey: sks[i] }));
    const pubnonces = nonces.map((x) => x.pubnonce);
    const session = m.musigNonceProcess(m.musigNonceAgg(pubnonces), msg, keyaggCache);
    const high = new Uint8Array(32).fill(0xff);
    expect(m.musigPartialSigVerify(high, pubnonces[0], pks[0], keyaggCache, session)).toBe(false);
    let scureAccepts = false;
    try {
      scureAccepts = new scure.Session(m.musigNonceAgg(pubnonces), pks, msg).partialSigVerify(
        high,
        pubnonces,
        0,
      );
    } catch {
      scureAccepts = false;
    }
    expect(scureAccepts).toBe(false);
  });
});
