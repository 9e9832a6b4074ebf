// Properties of the public API on random and edge keys, on the 5x52 backend (template: the build
// writes the 10x26 copy), each checked against the BigInt reference of ./ref.ts where there is
// one: ECDSA signatures recomputed from the RFC 6979 nonce, BIP340 signatures recomputed from the
// spec, sign → verify, sign → recover, tweak algebra, DER ↔ compact, ECDH symmetry, key sorting,
// context randomization. Seed and counts from K1_SEED / K1_COUNT.
import * as k1 from "@k1/sigs/5x52";
import { sha256 } from "@noble/hashes/sha2.js";
import { describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { bigToBytes, bytesToBig, decode, encode, G, inv, liftX, mod, mul, N, P, type Pt } from "./ref.js";

const rng = new Rng(`props-${k1.BACKEND}`);
const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");
/** Cases per property: the VERIFY build checks every field-operation contract (~100× slower). */
const CASES = Math.max(30, Math.round(COUNT / 250));
const EDGE = [
  1n,
  2n,
  3n,
  N - 1n,
  N - 2n,
  N / 2n,
  N / 2n + 1n,
  (1n << 128n) - 1n,
  1n << 255n,
  N - (1n << 128n),
];

/** A random secret key: uniform, or an edge value. */
function randKey(): bigint {
  return rng.int(5) === 0 ? EDGE[rng.int(EDGE.length)] : 1n + rng.bigBelow(N - 1n);
}
const kb = (x: bigint): Uint8Array => bigToBytes(mod(x, N));
const pt = (p: Pt): readonly [bigint, bigint] => {
  if (p === null) throw new Error("unexpected infinity");
  return p;
};

describe(`ECDSA properties (${k1.BACKEND})`, () => {
  it("sign matches the reference (RFC 6979 k, r = x(kG) mod n, s = k⁻¹(m + rd) low); verify; recover", () => {
    for (let i = 0; i < CASES; i++) {
      const d = randKey();
      const m = rng.int(8) === 0 ? bigToBytes(rng.int(2) === 0 ? 0n : (1n << 256n) - 1n) : rng.bytes(32);
      const extra = rng.int(3) === 0 ? rng.bytes(32) : undefined;
      const name = `d=${d.toString(16)} m=${hex(m)} extra=${extra ? hex(extra) : "-"}`;
      const k = bytesToBig(k1.nonceFunctionRfc6979(m, kb(d), null, extra ?? null, 0));
      const R = pt(mul(k, G));
      const r = R[0] % N;
      let s = mod(inv(k, N) * (bytesToBig(m) + r * d), N);
      let recid = (R[0] >= N ? 2 : 0) | Number(R[1] & 1n);
      if (s > N / 2n) {
        s = N - s;
        recid ^= 1;
      }
      const sig = k1.ecdsaSign(m, kb(d), extra ? { extraEntropy: extra } : undefined);
      expect(hex(sig), `${name}: signature`).toBe(hex(bigToBytes(r)) + hex(bigToBytes(s)));
      const rs = k1.ecdsaSignRecoverable(m, kb(d), extra ? { extraEntropy: extra } : undefined);
      expect(hex(rs.signature), `${name}: recoverable signature`).toBe(hex(sig));
      expect(rs.recoveryId, `${name}: recovery id`).toBe(recid);
      const Q = pt(mul(d, G));
      const c = rng.int(2) === 0;
      const pub = encode(Q, c);
      expect(k1.ecdsaVerify(sig, m, pub), `${name}: verify`).toBe(true);
      expect(k1.ecdsaVerify(sig, m, encode(Q, !c)), `${name}: verify, other key form`).toBe(true);
      const m2 = m.slice();
      m2[rng.int(32)] ^= 1 << rng.int(8);
      expect(k1.ecdsaVerify(sig, m2, pub), `${name}: another message`).toBe(false);
      // Another key d' ∉ {d, −d}: for m ≡ 0 a signature under d is also valid under −d
      // (u1 = 0, and x(−R) = x(R)), which d + 1 is when d = (n − 1)/2.
      let d2 = (d + 1n) % N;
      while (d2 === 0n || d2 === d || d2 === (N - d) % N) d2 = (d2 + 1n) % N;
      expect(k1.ecdsaVerify(sig, m, encode(pt(mul(d2, G)))), `${name}: another key`).toBe(false);
      expect(hex(k1.ecdsaRecover(sig, recid, m, c)), `${name}: recover`).toBe(hex(pub));
      // High s: same signature mirrored; rejected by verify, accepted after normalization.
      const high = Uint8Array.from([...bigToBytes(r), ...bigToBytes(N - s)]);
      expect(k1.ecdsaSignatureIsHighS(high), `${name}: high s`).toBe(true);
      expect(k1.ecdsaVerify(high, m, pub), `${name}: verify rejects high s`).toBe(false);
      expect(hex(k1.ecdsaSignatureNormalize(high)), `${name}: normalize`).toBe(hex(sig));
      expect(hex(k1.ecdsaSignatureNormalize(sig)), `${name}: normalize low s`).toBe(hex(sig));
      expect(hex(k1.ecdsaRecover(high, recid ^ 1, m, c)), `${name}: recover from high s`).toBe(hex(pub));
      // DER ↔ compact.
      const der = k1.ecdsaSignatureToDer(sig);
      expect(hex(k1.ecdsaSignatureFromDer(der)), `${name}: DER round trip`).toBe(hex(sig));
      expect(hex(k1.ecdsaSignatureFromDerLax(der)), `${name}: lax DER round trip`).toBe(hex(sig));
    }
  });

  it("DER ↔ compact on random and edge (r, s), including values with leading zeros and high bits", () => {
    const vals = [1n, 2n, 0x7fn, 0x80n, 0xffn, 0x100n, N - 1n, N / 2n, 1n << 255n, (1n << 248n) - 1n];
    for (let i = 0; i < 4 * CASES; i++) {
      const pick = () =>
        rng.int(2) === 0 ? vals[rng.int(vals.length)] : rng.bigBelow(N >> BigInt(rng.int(256))) + 1n;
      const r = pick();
      const s = pick();
      const sig = Uint8Array.from([...bigToBytes(r), ...bigToBytes(s)]);
      const der = k1.ecdsaSignatureToDer(sig);
      // Reference DER: minimal two's-complement integers.
      const int = (x: bigint) => {
        let h = x.toString(16);
        if (h.length % 2) h = `0${h}`;
        if (Number.parseInt(h.slice(0, 2), 16) >= 0x80) h = `00${h}`;
        return `02${(h.length / 2).toString(16).padStart(2, "0")}${h}`;
      };
      const body = int(r) + int(s);
      expect(hex(der), `DER of r=${r} s=${s}`).toBe(
        `30${(body.length / 2).toString(16).padStart(2, "0")}${body}`,
      );
      expect(hex(k1.ecdsaSignatureFromDer(der)), `round trip r=${r} s=${s}`).toBe(hex(sig));
    }
  });
});

describe(`BIP340 properties (${k1.BACKEND})`, () => {
  const tagged = (tag: string, ...parts: Uint8Array[]) =>
    k1.taggedSha256(tag, Uint8Array.from(parts.flatMap((p) => [...p])));

  it("sign matches the spec computed in BigInt, for messages of any length; verify", () => {
    for (let i = 0; i < CASES; i++) {
      const d0 = randKey();
      const msg = rng.bytes(rng.int(4) === 0 ? rng.int(100) : 32);
      const aux = rng.int(4) === 0 ? new Uint8Array(32) : rng.bytes(32);
      const name = `d=${d0.toString(16)} msg=${hex(msg)}`;
      // BIP340 "Default Signing", verbatim.
      const Pp = pt(mul(d0, G));
      const d = Pp[1] % 2n === 0n ? d0 : N - d0;
      const px = bigToBytes(Pp[0]);
      const t = bigToBytes(d ^ bytesToBig(tagged("BIP0340/aux", aux)));
      const kp = mod(bytesToBig(tagged("BIP0340/nonce", t, px, msg)), N);
      const R = pt(mul(kp, G));
      const k = R[1] % 2n === 0n ? kp : N - kp;
      const e = mod(bytesToBig(tagged("BIP0340/challenge", bigToBytes(R[0]), px, msg)), N);
      const expected = hex(bigToBytes(R[0])) + hex(bigToBytes(mod(k + e * d, N)));
      const sig = k1.schnorrSign(msg, kb(d0), aux);
      expect(hex(sig), `${name}: signature`).toBe(expected);
      const keypair = k1.keypairCreate(kb(d0));
      expect(hex(k1.schnorrSign(msg, keypair, aux)), `${name}: with keypair`).toBe(expected);
      expect(hex(k1.schnorrSignCustom(msg, keypair, { auxRand32: aux })), `${name}: custom`).toBe(expected);
      expect(k1.schnorrVerify(sig, msg, px), `${name}: verify`).toBe(true);
      const bad = sig.slice();
      bad[rng.int(64)] ^= 1 << rng.int(8);
      expect(k1.schnorrVerify(bad, msg, px), `${name}: corrupted signature`).toBe(false);
      const { xonlyPubkey, parity } = k1.keypairXonlyPub(keypair);
      expect(hex(xonlyPubkey), `${name}: x-only key`).toBe(hex(px));
      expect(parity, `${name}: parity`).toBe(Number(Pp[1] & 1n));
      expect(hex(k1.keypairSec(keypair)), `${name}: keypair secret`).toBe(hex(kb(d0)));
      expect(hex(k1.keypairPub(keypair, false)), `${name}: keypair public`).toBe(hex(encode(Pp, false)));
    }
  });

  it("verify rejects r ≥ p, s ≥ n, and keys that are not on the curve", () => {
    const d = kb(randKey());
    const msg = rng.bytes(32);
    const px = k1.keypairXonlyPub(k1.keypairCreate(d)).xonlyPubkey;
    const sig = k1.schnorrSign(msg, d);
    const withR = (r: bigint) => Uint8Array.from([...bigToBytes(r), ...sig.subarray(32)]);
    const withS = (s: bigint) => Uint8Array.from([...sig.subarray(0, 32), ...bigToBytes(s)]);
    expect(k1.schnorrVerify(withR(P), msg, px), "r = p").toBe(false);
    expect(k1.schnorrVerify(withR(bytesToBig(sig.subarray(0, 32)) + P), msg, px), "r + p (< 2^256)").toBe(
      false,
    );
    expect(k1.schnorrVerify(withS(N), msg, px), "s = n").toBe(false);
    expect(k1.schnorrVerify(withS(bytesToBig(sig.subarray(32)) + N), msg, px), "s + n").toBe(false);
    let x = 5n;
    while (liftX(x) !== null) x++;
    expect(k1.schnorrVerify(sig, msg, bigToBytes(x)), "x not on the curve").toBe(false);
    expect(k1.schnorrVerify(sig, msg, bigToBytes(P)), "x = p").toBe(false);
  });
});

describe(`key and tweak algebra (${k1.BACKEND})`, () => {
  it("pubkeyCreate, tweaks, negation, combine agree with the reference", () => {
    for (let i = 0; i < CASES; i++) {
      const a = randKey();
      const t = rng.int(6) === 0 ? 0n : randKey();
      const c = rng.int(2) === 0;
      const A = encode(pt(mul(a, G)), c);
      const name = `a=${a.toString(16)} t=${t.toString(16)}`;
      expect(hex(k1.pubkeyCreate(kb(a), c)), `${name}: pubkeyCreate`).toBe(hex(A));
      expect(hex(k1.pubkeyParse(A)), `${name}: pubkeyParse`).toBe(hex(A));
      expect(hex(k1.pubkeySerialize(A, !c)), `${name}: pubkeySerialize`).toBe(hex(encode(pt(mul(a, G)), !c)));
      const sum = mod(a + t, N);
      if (sum !== 0n) {
        expect(hex(k1.seckeyTweakAdd(kb(a), kb(t))), `${name}: seckeyTweakAdd`).toBe(hex(kb(sum)));
        expect(hex(k1.pubkeyTweakAdd(A, kb(t))), `${name}: pubkeyTweakAdd`).toBe(
          hex(encode(pt(mul(sum, G)), c)),
        );
      }
      if (t !== 0n) {
        const prod = mod(a * t, N);
        expect(hex(k1.seckeyTweakMul(kb(a), kb(t))), `${name}: seckeyTweakMul`).toBe(hex(kb(prod)));
        expect(hex(k1.pubkeyTweakMul(A, kb(t))), `${name}: pubkeyTweakMul`).toBe(
          hex(encode(pt(mul(prod, G)), c)),
        );
        if (sum !== 0n) {
          expect(hex(k1.pubkeyCombine([A, k1.pubkeyCreate(kb(t))])), `${name}: pubkeyCombine`).toBe(
            hex(encode(pt(mul(sum, G)), c)),
          );
        }
      }
      expect(hex(k1.seckeyNegate(kb(a))), `${name}: seckeyNegate`).toBe(hex(kb(N - a)));
      expect(hex(k1.pubkeyNegate(A)), `${name}: pubkeyNegate`).toBe(hex(encode(pt(mul(N - a, G)), c)));
      // x-only tweak (BIP341): the keypair's tweak and the public tweak agree. A tweak that cancels
      // the even-y key (t ≡ −a') has no result: an error, not a wrong answer.
      const aEven = k1.xonlyPubkeyFromPubkey(A).parity ? N - a : a;
      if ((aEven + t) % N === 0n) {
        expect(
          () => k1.keypairXonlyTweakAdd(k1.keypairCreate(kb(a)), kb(t)),
          `${name}: x-only tweak to ∞`,
        ).toThrow();
        continue;
      }
      const kp = k1.keypairXonlyTweakAdd(k1.keypairCreate(kb(a)), kb(t));
      const internal = k1.xonlyPubkeyFromPubkey(A).xonlyPubkey;
      const q = k1.xonlyPubkeyTweakAdd(internal, kb(t));
      const { xonlyPubkey, parity } = k1.keypairXonlyPub(kp);
      expect(hex(xonlyPubkey), `${name}: x-only tweak`).toBe(hex(q.subarray(1)));
      expect(parity, `${name}: x-only tweak parity`).toBe(q[0] & 1);
      expect(k1.xonlyPubkeyTweakAddCheck(xonlyPubkey, parity, internal, kb(t)), `${name}: tweak check`).toBe(
        true,
      );
      expect(hex(k1.pubkeyCreate(k1.keypairSec(kp))), `${name}: tweaked keypair is consistent`).toBe(
        hex(k1.keypairPub(kp)),
      );
    }
  });

  it("cancelling tweaks and sums are errors, not wrong answers", () => {
    const a = randKey();
    const A = k1.pubkeyCreate(kb(a));
    const code = errorCode;
    expect(
      code(() => k1.seckeyTweakAdd(kb(a), kb(N - a))),
      "seckeyTweakAdd to 0",
    ).toBe("ERR_RESULT_ZERO");
    expect(
      code(() => k1.pubkeyTweakAdd(A, kb(N - a))),
      "pubkeyTweakAdd to ∞",
    ).toBe("ERR_RESULT_INFINITY");
    expect(
      code(() => k1.pubkeyCombine([A, k1.pubkeyNegate(A)])),
      "pubkeyCombine to ∞",
    ).toBe("ERR_RESULT_INFINITY");
    expect(
      code(() => k1.seckeyTweakMul(kb(a), kb(0n))),
      "seckeyTweakMul by 0",
    ).toBe("ERR_TWEAK");
    expect(
      code(() => k1.pubkeyTweakMul(A, kb(0n))),
      "pubkeyTweakMul by 0",
    ).toBe("ERR_TWEAK");
    expect(
      code(() => k1.pubkeyTweakAdd(A, bigToBytes(N))),
      "tweak = n",
    ).toBe("ERR_TWEAK");
    expect(
      code(() => k1.keypairXonlyTweakAdd(k1.keypairCreate(kb(a)), bigToBytes(N))),
      "keypair tweak = n",
    ).toBe("ERR_TWEAK");
    const even = pt(mul(a, G))[1] % 2n === 0n ? a : N - a;
    expect(
      code(() => k1.keypairXonlyTweakAdd(k1.keypairCreate(kb(a)), kb(N - even))),
      "keypair tweak to 0",
    ).toBe("ERR_RESULT_ZERO");
    expect(
      code(() => k1.xonlyPubkeyTweakAdd(k1.xonlyPubkeyFromPubkey(A).xonlyPubkey, kb(N - even))),
      "x-only tweak to ∞",
    ).toBe("ERR_RESULT_INFINITY");
  });

  it("pubkeyCmp / pubkeySort order by compressed encoding; xonlyPubkeyCmp by bytes", () => {
    const keys = Array.from({ length: 12 }, (_, i) => encode(pt(mul(randKey(), G)), i % 2 === 0));
    keys.push(keys[0].length === 33 ? encode(decode(keys[0]), false) : encode(decode(keys[0]), true)); // same point, other form
    const sorted = k1.pubkeySort(keys);
    const ref = [...keys].sort((x, y) => {
      const a = hex(encode(decode(x)));
      const b = hex(encode(decode(y)));
      return a < b ? -1 : a > b ? 1 : 0;
    });
    expect(
      sorted.map((k) => hex(encode(decode(k)))),
      "pubkeySort",
    ).toEqual(ref.map((k) => hex(encode(decode(k)))));
    expect(k1.pubkeyCmp(keys[0], keys[keys.length - 1]), "same point, other form").toBe(0);
    for (let i = 0; i + 1 < sorted.length; i++)
      expect(k1.pubkeyCmp(sorted[i], sorted[i + 1]) <= 0, `sorted[${i}]`).toBe(true);
    const x1 = encode(pt(mul(randKey(), G))).subarray(1);
    const x2 = encode(pt(mul(randKey(), G))).subarray(1);
    expect(k1.xonlyPubkeyCmp(x1, x2), "xonlyPubkeyCmp").toBe(Math.sign(Buffer.compare(x1, x2)));
    expect(k1.xonlyPubkeyCmp(x1, x1), "xonlyPubkeyCmp equal").toBe(0);
  });
});

describe(`ECDH (${k1.BACKEND})`, () => {
  it("symmetric, equal to sha256(02|03 ‖ x) of the reference point, custom hashes", () => {
    for (let i = 0; i < CASES / 2; i++) {
      const a = randKey();
      const b = randKey();
      const S = pt(mul(a * b, G));
      const A = k1.pubkeyCreate(kb(a), rng.int(2) === 0);
      const B = k1.pubkeyCreate(kb(b), rng.int(2) === 0);
      const name = `a=${a.toString(16)} b=${b.toString(16)}`;
      const s1 = k1.ecdh(kb(a), B);
      expect(hex(s1), `${name}: default hash`).toBe(hex(sha256(encode(S))));
      expect(hex(k1.ecdh(kb(b), A)), `${name}: symmetric`).toBe(hex(s1));
      expect(hex(k1.ecdh(kb(a), B, k1.ecdhHashRawX)), `${name}: raw x`).toBe(hex(bigToBytes(S[0])));
      expect(hex(k1.ecdh(kb(a), B, (x, y) => Uint8Array.from([...x, ...y]))), `${name}: x ‖ y`).toBe(
        hex(encode(S, false).subarray(1)),
      );
      expect(hex(k1.ecdh(kb(a), B, (x) => x)), `${name}: a hash returning its input`).toBe(
        hex(bigToBytes(S[0])),
      );
    }
  });
});

describe(`context randomization (${k1.BACKEND})`, () => {
  it("changes no result", () => {
    const d = kb(randKey());
    const m = rng.bytes(32);
    const sig = k1.ecdsaSign(m, d);
    const aux = rng.bytes(32);
    const ss = k1.schnorrSign(m, d, aux);
    const pub = k1.pubkeyCreate(d);
    for (const seed of [rng.bytes(32), undefined, null, new Uint8Array(32), rng.bytes(32)]) {
      k1.contextRandomize(seed);
      expect(
        hex(k1.ecdsaSign(m, d)),
        `ecdsaSign after contextRandomize(${seed === undefined ? "" : seed && hex(seed)})`,
      ).toBe(hex(sig));
      expect(hex(k1.schnorrSign(m, d, aux)), "schnorrSign after contextRandomize").toBe(hex(ss));
      expect(hex(k1.pubkeyCreate(d)), "pubkeyCreate after contextRandomize").toBe(hex(pub));
    }
  });
});
