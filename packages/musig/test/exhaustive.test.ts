// Exhaustive tests of the MuSig2 code over the small test groups of orders 7, 13 and 199
// (libsecp256k1's tests_exhaustive.c approach; its musig module has none, but the algebra of
// BIP327 holds in any group of prime order: every hash is reduced mod q, as the scalars of the
// group in use reduce it).
//
// The code under test is the "low" variant of this package's templates (src/*.low.ts, written by
// gen-backends.mjs from package.json's "k1" variants): the same code with @k1/scalar swapped for
// the small-order scalars of ../../ecmult/test/low-scalar.ts, @k1/ecmult and @k1/sigs for their
// own low builds, over the 5x52 field with the group switched to the test curve by setCurve.
//
// Expectations come from an independent model by index arithmetic mod q: a point is its discrete
// log i (i·G), encoded with ../../sigs/test/ref.ts's BigInt formulas; BIP327's KeyAgg, NonceAgg,
// the session values and Sign are recomputed on indices. Coverage per order: key aggregation of
// every ordered pair of keys (a sample for 199), including the pairs whose aggregate is the point
// at infinity (an error) and the equal pairs (the second-key rule); plain and x-only tweaks by
// every t (sampled); for each pair a two-signer session with random nonces, partial signatures
// against the model, the aggregate against the low build's BIP340 verifier, and partial
// verification of every s in [0, q) for one signer (exactly the right one verifies); aggregate
// nonces at infinity (R = G).
import * as g from "@k1/group/5x52";
import { afterAll, describe, expect, it } from "vitest";
import { thrown } from "../../../test-utils/errors.js";
import { Rng } from "../../../test-utils/rng.js";
import * as scalarLow from "../../ecmult/test/low-scalar.js";
import { taggedSha256 } from "../../sigs/src/hash.js";
import { schnorrVerify } from "../../sigs/src/schnorr.low.js";
import { add, bigToBytes, encode, type Pt } from "../../sigs/test/ref.js";
import * as m from "../src/musig.low.js";

const rng = new Rng("musig-exhaustive");
const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");
const cat = (...a: Uint8Array[]): Uint8Array => Uint8Array.from(a.flatMap((x) => [...x]));
const be = (v: number): Uint8Array => bigToBytes(BigInt(v));

afterAll(() => {
  g.setCurve(g.SECP256K1);
});

describe.each(g.EXHAUSTIVE_CURVES.map((c) => [c.name, c] as const))(
  "exhaustive musig: %s",
  (_name, curve) => {
    const q = Number(curve.order);
    const qb = curve.order;
    const group: Pt[] = [];
    const md = (a: number) => ((a % q) + q) % q;
    const hq = (b: Uint8Array): number => Number(BigInt(`0x${hex(b)}`) % qb);
    const odd = (i: number) => ((group[i] as readonly [bigint, bigint])[1] & 1n) === 1n;
    const enc33 = (i: number): Uint8Array => (i === 0 ? new Uint8Array(33) : encode(group[i], true));
    const x32 = (i: number): Uint8Array => enc33(i).subarray(1);
    const big = q > 13;
    const pairs = (): [number, number][] => {
      if (!big) {
        const out: [number, number][] = [];
        for (let i = 1; i < q; i++) for (let j = 1; j < q; j++) out.push([i, j]);
        return out;
      }
      return Array.from({ length: 300 }, () => [1 + rng.int(q - 1), 1 + rng.int(q - 1)]);
    };

    const setup = () => {
      g.setCurve(curve);
      scalarLow.setLowOrder(q);
      if (group.length === 0) {
        const G: Pt = [curve.gx, curve.gy];
        let acc: Pt = null;
        for (let i = 0; i < q; i++) {
          group.push(acc);
          acc = add(acc, G);
        }
        expect(acc, "q·G = ∞").toBeNull();
      }
    };

    /** BIP327's KeyAgg on indices: the coefficients and Q's index. */
    const keyAggModel = (keys: number[]): { a: number[]; Q: number } => {
      const pks = keys.map(enc33);
      const L = taggedSha256("KeyAgg list", cat(...pks));
      const second = pks.find((p) => hex(p) !== hex(pks[0]));
      const a = pks.map((p) =>
        second !== undefined && hex(p) === hex(second)
          ? 1
          : hq(taggedSha256("KeyAgg coefficient", cat(L, p))),
      );
      return { a, Q: md(keys.reduce((s, x, i) => s + a[i] * x, 0)) };
    };

    it("key aggregation of every pair of keys, with the model's aggregate or the point at infinity", () => {
      setup();
      let inf = 0;
      for (const [i, j] of pairs()) {
        const { Q } = keyAggModel([i, j]);
        const got = thrown(() => m.musigPubkeyAgg([enc33(i), enc33(j)]));
        if (Q === 0) {
          expect(got.code, `q=${q} keys ${i},${j}`).toBe("ERR_RESULT_INFINITY");
          inf++;
          continue;
        }
        const r = m.musigPubkeyAgg([enc33(i), enc33(j)]);
        expect(hex(r.aggPubkey), `q=${q} keys ${i},${j}`).toBe(hex(x32(Q)));
        expect(hex(m.musigPubkeyGet(r.keyaggCache)), `q=${q} keys ${i},${j}: full key`).toBe(hex(enc33(Q)));
      }
      if (!big) expect(inf, "some pair aggregates to infinity").toBeGreaterThan(0);
    });

    it("plain and x-only tweaks by every t", () => {
      setup();
      for (const [i, j] of pairs().slice(0, big ? 20 : 30)) {
        const { Q } = keyAggModel([i, j]);
        if (Q === 0) continue;
        const { keyaggCache } = m.musigPubkeyAgg([enc33(i), enc33(j)]);
        for (let t = 0; t < q; t += big ? 1 + rng.int(20) : 1) {
          for (const xonly of [false, true]) {
            const gq = xonly && odd(Q) ? -1 : 1;
            const want = md(gq * Q + t);
            const f = xonly ? m.musigPubkeyXonlyTweakAdd : m.musigPubkeyEcTweakAdd;
            const got = thrown(() => f(keyaggCache, be(t)));
            if (want === 0) expect(got.code, `q=${q} Q=${Q} t=${t} ${xonly}`).toBe("ERR_RESULT_INFINITY");
            else
              expect(hex(f(keyaggCache, be(t)).pubkey), `q=${q} Q=${Q} t=${t} ${xonly}`).toBe(
                hex(enc33(want)),
              );
          }
        }
        expect(thrown(() => m.musigPubkeyEcTweakAdd(keyaggCache, be(q))).code).toBe("ERR_TWEAK");
      }
    });

    it("two-signer sessions against the model; partial verification of every s", () => {
      setup();
      let sessions = 0;
      let atInfinity = 0;
      for (const [i, j] of pairs().slice(0, big ? 150 : undefined)) {
        const keys = [i, j];
        const { a, Q: Q0 } = keyAggModel(keys);
        if (Q0 === 0) continue;
        let { keyaggCache } = m.musigPubkeyAgg(keys.map(enc33));
        // half of the sessions with an x-only tweak t: Q = g·Q0 + t, gacc = g, tacc = t
        let Q = Q0;
        let gacc = 1;
        let tacc = 0;
        if (rng.int(2) === 0) {
          const t = rng.int(q);
          const gq = odd(Q0) ? -1 : 1;
          if (md(gq * Q0 + t) !== 0) {
            keyaggCache = m.musigPubkeyXonlyTweakAdd(keyaggCache, be(t)).keyaggCache;
            Q = md(gq * Q0 + t);
            gacc = gq;
            tacc = t;
          }
        }
        const msg = rng.bytes(rng.int(40));
        // nonces: random k in [1, q); sometimes R2 = ∞ or R1 = ∞ in the aggregate
        const k = [0, 1].map(() => [1 + rng.int(q - 1), 1 + rng.int(q - 1)]);
        if (rng.int(4) === 0) k[1][1] = md(-k[0][1]);
        if (rng.int(8) === 0) k[1][0] = md(-k[0][0]);
        const pubnonces = k.map(([k1, k2]) => cat(enc33(k1), enc33(k2)));
        const R1 = md(k[0][0] + k[1][0]);
        const R2 = md(k[0][1] + k[1][1]);
        const aggnonce = m.musigNonceAgg(pubnonces);
        expect(hex(aggnonce), `q=${q}: aggnonce`).toBe(hex(cat(enc33(R1), enc33(R2))));
        const b = hq(taggedSha256("MuSig/noncecoef", cat(aggnonce, x32(Q), msg)));
        // "R = R1 + b⋅R2, or G if that is infinity" (then the signature cannot verify: BIP327 lets
        // such a session end in an invalid signature, which honest signers meet with probability
        // ~2^-256 on secp256k1; here it is 1 in q).
        const Rprime = md(R1 + b * R2);
        const R = Rprime === 0 ? 1 : Rprime;
        const e = hq(taggedSha256("BIP0340/challenge", cat(x32(R), x32(Q), msg)));
        const gR = odd(R) ? -1 : 1;
        const gQ = odd(Q) ? -1 : 1;
        const session = m.musigNonceProcess(aggnonce, msg, keyaggCache);
        const psigs: Uint8Array[] = [];
        const expectS: number[] = [];
        for (let s = 0; s < 2; s++) {
          const secnonce = m.musigSecnonceLoadTestingOnly(cat(be(k[s][0]), be(k[s][1]), enc33(keys[s])));
          const psig = m.musigPartialSign(secnonce, be(keys[s]), keyaggCache, session);
          const want = md(gR * (k[s][0] + b * k[s][1]) + e * a[s] * gQ * gacc * keys[s]);
          expect(hex(psig), `q=${q} keys ${keys} signer ${s}`).toBe(hex(be(want)));
          psigs.push(psig);
          expectS.push(want);
        }
        // partial verification of every s for signer 0: exactly the right one verifies
        for (let s = 0; s < q; s += big ? 1 + rng.int(30) : 1) {
          expect(
            m.musigPartialSigVerify(be(s), pubnonces[0], enc33(i), keyaggCache, session),
            `q=${q} s=${s}`,
          ).toBe(s === expectS[0]);
        }
        expect(m.musigPartialSigVerify(psigs[1], pubnonces[1], enc33(j), keyaggCache, session)).toBe(true);
        const sig = m.musigPartialSigAgg(session, psigs);
        const sFinal = md(expectS[0] + expectS[1] + e * gQ * tacc);
        expect(hex(sig), `q=${q} keys ${keys}: signature`).toBe(hex(cat(x32(R), be(sFinal))));
        expect(schnorrVerify(sig, msg, x32(Q)), `q=${q} keys ${keys}: BIP340 verifies`).toBe(Rprime !== 0);
        sessions++;
        if (Rprime === 0) atInfinity++;
      }
      expect(sessions).toBeGreaterThan(0);
      if (!big) expect(atInfinity, "some session has R1 + b·R2 = ∞").toBeGreaterThan(0);
    });
  },
);
