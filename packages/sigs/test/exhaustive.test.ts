// Exhaustive tests of the signature code over the small test groups of orders 7, 13 and 199
// (libsecp256k1's tests_exhaustive.c: test_exhaustive_sign / _verify, the recovery, schnorrsig,
// ecdh and extrakeys modules' tests_exhaustive_impl.h).
//
// The code under test is the "low" variant of this package's templates (src/*.low.ts, written by
// gen-backends.mjs from package.json's "k1" variants): the same code with @k1/scalar swapped for
// the small-order scalars of ../../ecmult/test/low-scalar.ts and the multiplications for
// @k1/ecmult's own low build, over the 5x52 field with the group module switched to the test
// curve by setCurve, as libsecp256k1 compiles with EXHAUSTIVE_TEST_ORDER.
//
// Coverage per order q: every key (pubkeyCreate, keypairs, x-only keys); ECDSA signing for every
// (message, key, nonce) for q = 7 and 13 (a sample for 199), checking r = R.x mod q, the signing
// equation, low s and the recovery id, and public-key recovery from the signature's R (recovery
// from r alone is impossible here, as in libsecp256k1: every R.x exceeds q); ECDSA verification
// of every (r, s, message, key) for q = 7 and 13 (a sample for 199) against the equation solved
// by hand over all nonces; BIP340 signing for every (key, nonce) and verification of every (R, s)
// for every key; ECDH and the tweaks for every (point, scalar) pair (sampled for 199).
// Expectations come from index arithmetic mod q and an independent BigInt group (./ref.ts's
// formulas, which do not depend on B).

import * as g from "@k1/group/5x52";
import { sha256 } from "@noble/hashes/sha2.js";
import { afterAll, describe, expect, it } from "vitest";
import { Rng } from "../../../test-utils/rng.js";
import * as scalarLow from "../../ecmult/test/low-scalar.js";
import { setLowOrder } from "../../ecmult/test/low-scalar.js";
import { ecdh } from "../src/ecdh.low.js";
import { ecdsaRecoverFromR, ecdsaSign, ecdsaSignRecoverable, ecdsaVerify } from "../src/ecdsa.low.js";
import { parseXonly } from "../src/eckey.low.js";
import { K1Error } from "../src/errors.js";
import { taggedSha256 } from "../src/hash.js";
import { pubkeyCreate, pubkeyTweakAdd, pubkeyTweakMul, seckeyTweakAdd } from "../src/keys.low.js";
import {
  keypairCreate,
  keypairXonlyPub,
  keypairXonlyTweakAdd,
  schnorrSignCustom,
  schnorrVerify,
  xonlyPubkeyTweakAdd,
} from "../src/schnorr.low.js";
import { add, bigToBytes, bytesToBig, encode, type Pt } from "./ref.js";

const rng = new Rng("sigs-exhaustive");
const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");
const be = (v: number): Uint8Array => bigToBytes(BigInt(v));

afterAll(() => {
  g.setCurve(g.SECP256K1);
});

describe.each(g.EXHAUSTIVE_CURVES.map((c) => [c.name, c] as const))("exhaustive: %s", (_name, curve) => {
  const q = Number(curve.order);
  const qb = curve.order;
  const group: Pt[] = [];
  const enc: Uint8Array[] = [];
  const md = (a: number) => ((a % q) + q) % q;
  const yOdd = (i: number) => ((group[i] as readonly [bigint, bigint])[1] & 1n) === 1n;
  /** r_from_k: R.x mod q for R = k·G, and whether R.x ≥ q (libsecp256k1's overflow). */
  const rFromK = (k: number): [number, boolean] => {
    const x = (group[k] as readonly [bigint, bigint])[0];
    return [Number(x % qb), x >= qb];
  };
  /** Index of the even-y point among i·G and −i·G. */
  const evenIdx = (i: number) => (yOdd(i) ? md(-i) : i);
  const big = q > 13;
  /** Pairs or triples to visit: all of them for small q, a sample of `n` for 199. */
  const sample = (dims: number, n: number): number[][] => {
    if (!big) {
      let out: number[][] = [[]];
      for (let d = 0; d < dims; d++)
        out = out.flatMap((t) => Array.from({ length: q - 1 }, (_, i) => [...t, i + 1]));
      return out;
    }
    return Array.from({ length: n }, () => Array.from({ length: dims }, () => 1 + rng.int(q - 1)));
  };

  const setup = () => {
    g.setCurve(curve);
    setLowOrder(q);
    if (group.length === 0) {
      const G: Pt = [curve.gx, curve.gy];
      let acc: Pt = null;
      for (let i = 0; i < q; i++) {
        group.push(acc);
        enc.push(acc === null ? new Uint8Array(0) : encode(acc, i % 2 === 0));
        acc = add(acc, G);
      }
      expect(acc, "q·G = ∞").toBeNull();
    }
  };

  it("public keys and keypairs of every key", () => {
    setup();
    for (let j = 1; j < q; j++) {
      expect(hex(pubkeyCreate(be(j), true)), `pubkeyCreate(${j})`).toBe(hex(encode(group[j])));
      const kp = keypairCreate(be(j));
      const { xonlyPubkey, parity } = keypairXonlyPub(kp);
      expect(hex(xonlyPubkey), `keypair ${j}: x-only`).toBe(hex(encode(group[j]).subarray(1)));
      expect(parity, `keypair ${j}: parity`).toBe(yOdd(j) ? 1 : 0);
      const P = g.geCreate();
      expect(parseXonly(P, xonlyPubkey), `x-only ${j} parses`).toBe(true);
    }
    let threw: unknown;
    try {
      pubkeyCreate(be(q));
    } catch (e) {
      threw = e;
    }
    expect((threw as K1Error)?.code, "a key equal to the order is invalid").toBe("ERR_PRIVATE_KEY");
  });

  it("ECDSA signing: every (message, key, nonce); r, the signing equation, low s, recovery id", () => {
    setup();
    let n = 0;
    for (const [i, j, k0] of sample(3, 1500)) {
      let k = k0;
      // libsecp256k1's secp256k1_nonce_function_smallint: the nonce is k; a retry moves to k + 1.
      const nonceFunction = (_m: Uint8Array, _key: Uint8Array, _a: unknown, _d: unknown, attempt: number) => {
        if (attempt > 0) k = (k + 1) % q;
        return be(k);
      };
      const name = `q=${q} msg=${i} key=${j} nonce=${k0}`;
      const sig = ecdsaSign(be(i), be(j), { nonceFunction });
      const kUsed = k;
      k = k0;
      const rs = ecdsaSignRecoverable(be(i), be(j), { nonceFunction });
      expect(hex(rs.signature), `${name}: recoverable = plain`).toBe(hex(sig));
      const r = Number(bytesToBig(sig.subarray(0, 32)));
      const s = Number(bytesToBig(sig.subarray(32)));
      const [er, overflow] = rFromK(kUsed);
      expect(r, `${name}: r = R.x mod q`).toBe(er);
      const direct = md(kUsed * s) === md(i + r * j);
      expect(direct || md(kUsed * (q - s)) === md(i + r * j), `${name}: k·s = m + r·d`).toBe(true);
      expect(s <= (q - 1) / 2, `${name}: low s`).toBe(true);
      const recid = (overflow ? 2 : 0) | (direct === yOdd(kUsed) ? 1 : 0);
      expect(rs.recoveryId, `${name}: recovery id`).toBe(recid);
      expect(ecdsaVerify(sig, be(i), enc[j]), `${name}: verifies`).toBe(true);
      // Recovery from the actual R (the x coordinate alone cannot be recovered here: R.x ≥ q).
      const R = g.geCreate();
      const Q = g.geCreate();
      g.geParsePubkey(R, encode(group[kUsed]));
      const sr = scalarLow.create();
      const ss = scalarLow.create();
      const sm = scalarLow.create();
      scalarLow.setInt(sr, r);
      scalarLow.setInt(ss, direct ? s : q - s);
      scalarLow.setInt(sm, i);
      expect(ecdsaRecoverFromR(Q, R, sr, ss, sm), `${name}: recovered`).toBe(true);
      const out = new Uint8Array(33);
      g.geSerializePubkey(out, Q, true);
      expect(hex(out), `${name}: recovered key`).toBe(hex(encode(group[j])));
      n++;
    }
    expect(n).toBe(big ? 1500 : (q - 1) ** 3);
  });

  it("ECDSA verification: every (r, s) against the equation solved over all nonces", () => {
    setup();
    const pairs = big ? sample(2, 3) : sample(2, 0);
    let valid = 0;
    let n = 0;
    for (const [msg, key] of pairs) {
      for (let r = 1; r < q; r++) {
        for (let s = 1; s < q; s++) {
          if (big && rng.int(8) !== 0) continue;
          let should = false;
          for (let k = 1; k < q; k++) {
            if (rFromK(k)[0] === r && md(k * s) === md(msg + r * key)) should = true;
          }
          should &&= s <= (q - 1) / 2; // the low-s rule
          const sig = Uint8Array.from([...be(r), ...be(s)]);
          expect(ecdsaVerify(sig, be(msg), enc[key]), `q=${q} r=${r} s=${s} msg=${msg} key=${key}`).toBe(
            should,
          );
          if (should) valid++;
          n++;
        }
      }
    }
    expect(n).toBeGreaterThan(0);
    expect(valid, `q=${q}: some signatures verify`).toBeGreaterThan(0);
  });

  it("BIP340: signing for every (key, nonce); verification of every (R, s) for every key", () => {
    setup();
    const msg = sha256(Uint8Array.of(q));
    const challenge = (rx: Uint8Array, px: Uint8Array) =>
      md(Number(bytesToBig(taggedSha256("BIP0340/challenge", Uint8Array.from([...rx, ...px, ...msg]))) % qb));
    for (const [d, k] of sample(2, 600)) {
      const name = `q=${q} key=${d} nonce=${k}`;
      const sig = schnorrSignCustom(msg, be(d), { nonceFunction: () => be(k) });
      const pIdx = evenIdx(d);
      const rIdx = evenIdx(k);
      const px = encode(group[d]).subarray(1);
      const rx = encode(group[k]).subarray(1);
      expect(hex(sig.subarray(0, 32)), `${name}: R.x`).toBe(hex(rx));
      const e = challenge(rx, px);
      expect(Number(bytesToBig(sig.subarray(32))), `${name}: s = k + e·d`).toBe(md(rIdx + e * pIdx));
      expect(schnorrVerify(sig, msg, px), `${name}: verifies`).toBe(true);
    }
    const keys = big
      ? [1 + rng.int(q - 1), 1 + rng.int(q - 1)]
      : Array.from({ length: q - 1 }, (_, i) => i + 1);
    for (const d of keys) {
      const px = encode(group[d]).subarray(1);
      const pIdx = evenIdx(d);
      for (let ri = 1; ri < q; ri++) {
        if (yOdd(ri)) continue; // R is named by its x: take the even-y point once
        const rx = encode(group[ri]).subarray(1);
        const e = challenge(rx, px);
        for (let s = 0; s < q; s++) {
          if (big && rng.int(10) !== 0) continue;
          const sig = Uint8Array.from([...rx, ...be(s)]);
          expect(schnorrVerify(sig, msg, px), `q=${q} key=${d} R=${ri} s=${s}`).toBe(s === md(ri + e * pIdx));
        }
      }
    }
  });

  it("ECDH and tweaks: every (point, scalar)", () => {
    setup();
    for (const [i, t] of sample(2, 500)) {
      const name = `q=${q} point=${i} scalar=${t}`;
      const c = i % 2 === 0;
      expect(hex(ecdh(be(t), enc[i])), `${name}: ecdh`).toBe(hex(sha256(encode(group[md(i * t)]))));
      expect(hex(pubkeyTweakMul(enc[i], be(t))), `${name}: pubkeyTweakMul`).toBe(
        hex(encode(group[md(i * t)], c)),
      );
      if (md(i + t) === 0) {
        expect(() => pubkeyTweakAdd(enc[i], be(t)), `${name}: tweak to ∞`).toThrow(K1Error);
        expect(() => seckeyTweakAdd(be(i), be(t)), `${name}: seckey tweak to 0`).toThrow(K1Error);
      } else {
        expect(hex(pubkeyTweakAdd(enc[i], be(t))), `${name}: pubkeyTweakAdd`).toBe(
          hex(encode(group[md(i + t)], c)),
        );
        expect(hex(seckeyTweakAdd(be(i), be(t))), `${name}: seckeyTweakAdd`).toBe(hex(be(md(i + t))));
      }
      // BIP341: the x-only tweak of i·G's x-only key, and the keypair's, are the even lift + t.
      const sum = md(evenIdx(i) + t);
      const xonly = encode(group[i]).subarray(1);
      if (sum === 0) continue;
      expect(hex(xonlyPubkeyTweakAdd(xonly, be(t))), `${name}: xonlyPubkeyTweakAdd`).toBe(
        hex(encode(group[sum])),
      );
      const kp = keypairXonlyTweakAdd(keypairCreate(be(i)), be(t));
      expect(hex(keypairXonlyPub(kp).xonlyPubkey), `${name}: keypairXonlyTweakAdd`).toBe(
        hex(encode(group[sum]).subarray(1)),
      );
    }
  });
});
