// Bad input of every kind to every function of @k1/musig on the 5x52 backend (template: the build
// writes the 10x26 copy): wrong types and lengths, keys off the curve, nonces at infinity or off
// the curve, partial signatures ≥ n, tweaks ≥ n, out-of-range counters. Each is a K1Error with the
// code (and, for a contribution in a list, the signer and contribution) of its meaning, or
// `false` from a verification; never a result.
import * as m from "@k1/musig/5x52";
import * as k1 from "@k1/sigs/5x52";
import { describe, expect, it } from "vitest";
import { errorCode, thrown } from "../../../test-utils/errors.js";
import { Rng } from "../../../test-utils/rng.js";

const rng = new Rng(`musig-errors-${m.BACKEND}`);
const N_BYTES = Uint8Array.from(
  Buffer.from("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141", "hex"),
);
/** A compressed encoding whose x is not on the curve (x = 5: x³ + 7 = 132 is not a square mod p). */
const OFF_CURVE = Uint8Array.from([2, ...new Uint8Array(31), 5]);
/** x = p: not a field element. */
const X_P = Uint8Array.from([
  2,
  ...Buffer.from("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFC2F", "hex"),
]);
const ZERO33 = new Uint8Array(33);
const cat = (...a: Uint8Array[]): Uint8Array => Uint8Array.from(a.flatMap((x) => [...x]));

function secretKey(): Uint8Array {
  for (;;) {
    const k = rng.bytes(32);
    if (k1.seckeyVerify(k)) return k;
  }
}

const WRONG_TYPES: unknown[] = [
  undefined,
  null,
  1,
  "00",
  [1, 2],
  {},
  new Uint16Array(33),
  new ArrayBuffer(33),
];

describe(`musig errors (${m.BACKEND})`, () => {
  const sks = [secretKey(), secretKey(), secretKey()];
  const pks = sks.map((s) => k1.pubkeyCreate(s));
  const { keyaggCache } = m.musigPubkeyAgg(pks);
  const msg = rng.bytes(32);
  const gens = pks.map((pk, i) => m.musigNonceGen(pk, { secretKey: sks[i] }));
  const pubnonces = gens.map((x) => x.pubnonce);
  const aggnonce = m.musigNonceAgg(pubnonces);
  const session = m.musigNonceProcess(aggnonce, msg, keyaggCache);
  const R = pubnonces[0].subarray(0, 33);

  it("musigPubkeyAgg: every bad key names its signer", () => {
    expect(errorCode(() => m.musigPubkeyAgg([]))).toBe("ERR_LENGTH");
    for (const x of [undefined, null, "x", pks[0], {}])
      expect(errorCode(() => m.musigPubkeyAgg(x as never))).toBe("ERR_TYPE");
    const bad: [unknown, string][] = [
      [OFF_CURVE, "ERR_PUBLIC_KEY"],
      [X_P, "ERR_PUBLIC_KEY"],
      [ZERO33, "ERR_PUBLIC_KEY"],
      [cat(new Uint8Array([4]), pks[0].subarray(1)), "ERR_PUBLIC_KEY"],
      [pks[0].subarray(0, 32), "ERR_LENGTH"],
      [pks[0].subarray(1), "ERR_LENGTH"],
      [new Uint8Array(64), "ERR_LENGTH"],
      ...WRONG_TYPES.map((x): [unknown, string] => [x, "ERR_TYPE"]),
    ];
    for (const [key, code] of bad) {
      const at = rng.int(3);
      const list: unknown[] = pks.slice();
      list[at] = key;
      expect(
        thrown(() => m.musigPubkeyAgg(list as Uint8Array[])),
        String(key),
      ).toEqual({
        code,
        detail: { signer: at, contribution: "pubkey" },
      });
    }
    // Two keys: the second compressed key's checks come after the multiplication, with the same
    // error; a key equal to the first, or not compressed, is loaded before it.
    for (const [key, code] of bad) {
      expect(
        thrown(() => m.musigPubkeyAgg([pks[0], key as Uint8Array])),
        String(key),
      ).toEqual({
        code,
        detail: { signer: 1, contribution: "pubkey" },
      });
      expect(
        thrown(() => m.musigPubkeyAgg([key as Uint8Array, pks[0]])),
        String(key),
      ).toEqual({
        code,
        detail: { signer: 0, contribution: "pubkey" },
      });
    }
    // Two compressed keys both take their square roots after the multiplication: the first key's
    // failure is still the one reported, whatever the second key is.
    const off2 = Uint8Array.from([3, ...new Uint8Array(31), 5]);
    for (const second of [off2, pks[1], k1.pubkeySerialize(pks[1], false), OFF_CURVE, X_P, "x"]) {
      expect(
        thrown(() => m.musigPubkeyAgg([OFF_CURVE, second as Uint8Array])),
        String(second),
      ).toEqual({
        code: "ERR_PUBLIC_KEY",
        detail: { signer: 0, contribution: "pubkey" },
      });
    }
    // 65 bytes not on the curve
    const u = k1.pubkeySerialize(pks[0], false);
    u[64] ^= 1;
    expect(thrown(() => m.musigPubkeyAgg([pks[1], u]))).toEqual({
      code: "ERR_PUBLIC_KEY",
      detail: { signer: 1, contribution: "pubkey" },
    });
  });

  it("musigPubkeyGet and the tweaks", () => {
    for (const x of [undefined, null, {}, pks[0], session]) {
      expect(errorCode(() => m.musigPubkeyGet(x as never))).toBe("ERR_TYPE");
      expect(errorCode(() => m.musigPubkeyEcTweakAdd(x as never, new Uint8Array(32)))).toBe("ERR_TYPE");
      expect(errorCode(() => m.musigPubkeyXonlyTweakAdd(x as never, new Uint8Array(32)))).toBe("ERR_TYPE");
    }
    expect(errorCode(() => m.musigPubkeyGet(keyaggCache, 1 as never))).toBe("ERR_TYPE");
    for (const f of [m.musigPubkeyEcTweakAdd, m.musigPubkeyXonlyTweakAdd]) {
      expect(errorCode(() => f(keyaggCache, N_BYTES))).toBe("ERR_TWEAK");
      expect(errorCode(() => f(keyaggCache, new Uint8Array(32).fill(0xff)))).toBe("ERR_TWEAK");
      expect(errorCode(() => f(keyaggCache, new Uint8Array(31)))).toBe("ERR_LENGTH");
      expect(errorCode(() => f(keyaggCache, "00" as never))).toBe("ERR_TYPE");
      expect(errorCode(() => f(keyaggCache, new Uint8Array(32), "yes" as never))).toBe("ERR_TYPE");
      expect(errorCode(() => f(keyaggCache, new Uint8Array(32)))).toBe("none"); // t = 0 is a valid tweak
    }
    // A tweak that cancels the key: one key P = d·G aggregates to Q = a·d·G with
    // a = hash_KeyAgg coefficient(hash_KeyAgg list(pk) ‖ pk); the tweak n − a·d (plain) or ±a·d
    // (x-only, after the negation of an odd Q) gives the point at infinity.
    const N = BigInt(`0x${Buffer.from(N_BYTES).toString("hex")}`);
    const big = (b: Uint8Array): bigint => BigInt(`0x${Buffer.from(b).toString("hex")}`);
    const be = (v: bigint): Uint8Array =>
      Uint8Array.from(Buffer.from(v.toString(16).padStart(64, "0"), "hex"));
    for (let i = 0; i < 4; i++) {
      const d = secretKey();
      const pk = k1.pubkeyCreate(d);
      const one = m.musigPubkeyAgg([pk]);
      const a = big(k1.taggedSha256("KeyAgg coefficient", cat(k1.taggedSha256("KeyAgg list", pk), pk))) % N;
      const ad = (a * big(d)) % N;
      const odd = m.musigPubkeyGet(one.keyaggCache)[0] === 3;
      expect(errorCode(() => m.musigPubkeyEcTweakAdd(one.keyaggCache, be((N - ad) % N)))).toBe(
        "ERR_RESULT_INFINITY",
      );
      expect(errorCode(() => m.musigPubkeyXonlyTweakAdd(one.keyaggCache, be(odd ? ad : (N - ad) % N)))).toBe(
        "ERR_RESULT_INFINITY",
      );
    }
  });

  it("musigNonceGen and musigNonceGenCounter", () => {
    for (const x of WRONG_TYPES) expect(errorCode(() => m.musigNonceGen(x as never))).toBe("ERR_TYPE");
    expect(errorCode(() => m.musigNonceGen(OFF_CURVE))).toBe("ERR_PUBLIC_KEY");
    expect(errorCode(() => m.musigNonceGen(pks[0].subarray(1)))).toBe("ERR_LENGTH");
    expect(errorCode(() => m.musigNonceGen(pks[0], 5 as never))).toBe("ERR_TYPE");
    expect(errorCode(() => m.musigNonceGen(pks[0], { secretKey: N_BYTES }))).toBe("ERR_PRIVATE_KEY");
    expect(errorCode(() => m.musigNonceGen(pks[0], { secretKey: new Uint8Array(32) }))).toBe(
      "ERR_PRIVATE_KEY",
    );
    expect(errorCode(() => m.musigNonceGen(pks[0], { secretKey: new Uint8Array(33) }))).toBe("ERR_LENGTH");
    expect(errorCode(() => m.musigNonceGen(pks[0], { sessionSecrand32: new Uint8Array(32) }))).toBe(
      "ERR_RANDOM",
    );
    expect(errorCode(() => m.musigNonceGen(pks[0], { sessionSecrand32: new Uint8Array(31) }))).toBe(
      "ERR_LENGTH",
    );
    expect(errorCode(() => m.musigNonceGen(pks[0], { msg: "m" as never }))).toBe("ERR_TYPE");
    expect(errorCode(() => m.musigNonceGen(pks[0], { extraInput: 1 as never }))).toBe("ERR_TYPE");
    expect(errorCode(() => m.musigNonceGen(pks[0], { aggPubkey: new Uint8Array(33) }))).toBe("ERR_LENGTH");
    expect(errorCode(() => m.musigNonceGen(pks[0], { keyaggCache: {} as never }))).toBe("ERR_TYPE");
    expect(errorCode(() => m.musigNonceGen(pks[0], { keyaggCache, aggPubkey: new Uint8Array(32) }))).toBe(
      "ERR_TYPE",
    );
    expect(
      errorCode(() => m.musigNonceGen(pks[0], { msg: new Uint8Array(0), extraInput: new Uint8Array(0) })),
    ).toBe("none");
    for (const c of [-1, -1n, 1n << 64n])
      expect(errorCode(() => m.musigNonceGenCounter(c, sks[0]))).toBe("ERR_RANGE");
    for (const c of [1.5, Number.NaN, 2 ** 64, "1", null])
      expect(errorCode(() => m.musigNonceGenCounter(c as never, sks[0]))).toBe("ERR_TYPE");
    expect(errorCode(() => m.musigNonceGenCounter((1n << 64n) - 1n, sks[0]))).toBe("none");
    expect(errorCode(() => m.musigNonceGenCounter(0, N_BYTES))).toBe("ERR_PRIVATE_KEY");
    expect(errorCode(() => m.musigNonceGenCounter(0, new Uint8Array(33)))).toBe("ERR_LENGTH");
    const kp = k1.keypairCreate(sks[0]);
    kp[95] ^= 1;
    expect(errorCode(() => m.musigNonceGenCounter(0, kp))).toBe("ERR_PUBLIC_KEY");
  });

  it("nonce parsing and aggregation: every bad nonce names its signer", () => {
    const infFirst = cat(ZERO33, R);
    const badNonces: [unknown, string][] = [
      [infFirst, "ERR_PUBNONCE"], // a signer's nonce at infinity
      [cat(R, ZERO33), "ERR_PUBNONCE"],
      [cat(R, OFF_CURVE), "ERR_PUBNONCE"],
      [cat(X_P, R), "ERR_PUBNONCE"],
      [cat(new Uint8Array([4]), R.subarray(1), R), "ERR_PUBNONCE"],
      [pubnonces[0].subarray(0, 65), "ERR_LENGTH"],
      [cat(pubnonces[0], new Uint8Array(1)), "ERR_LENGTH"],
      ...WRONG_TYPES.map((x): [unknown, string] => [x, "ERR_TYPE"]),
    ];
    for (const [nonce, code] of badNonces) {
      const at = rng.int(3);
      const list: unknown[] = pubnonces.slice();
      list[at] = nonce;
      expect(
        thrown(() => m.musigNonceAgg(list as Uint8Array[])),
        String(nonce),
      ).toEqual({
        code,
        detail: { signer: at, contribution: "pubnonce" },
      });
      if (nonce instanceof Uint8Array) {
        expect(thrown(() => m.musigPubnonceParse(nonce))).toEqual({
          code,
          detail: { signer: null, contribution: "pubnonce" },
        });
      } else {
        expect(errorCode(() => m.musigPubnonceParse(nonce as never))).toBe("ERR_TYPE");
      }
    }
    expect(errorCode(() => m.musigNonceAgg([]))).toBe("ERR_LENGTH");
    expect(errorCode(() => m.musigNonceAgg(pubnonces[0] as never))).toBe("ERR_TYPE");
    // Aggregate nonces may hold infinity; anything else invalid names the aggregator (signer null).
    expect(errorCode(() => m.musigAggnonceParse(cat(ZERO33, ZERO33)))).toBe("none");
    for (const bad of [
      cat(R, OFF_CURVE),
      cat(X_P, R),
      cat(Uint8Array.from([0, ...new Uint8Array(31), 1]), R),
    ]) {
      const want = { code: "ERR_PUBNONCE", detail: { signer: null, contribution: "aggnonce" } };
      expect(thrown(() => m.musigAggnonceParse(bad))).toEqual(want);
      expect(thrown(() => m.musigNonceProcess(bad, msg, keyaggCache))).toEqual(want);
    }
    expect(errorCode(() => m.musigAggnonceParse(new Uint8Array(65)))).toBe("ERR_LENGTH");
    expect(errorCode(() => m.musigAggnonceSerialize({} as never))).toBe("ERR_TYPE");
    expect(errorCode(() => m.musigPubnonceSerialize(m.musigAggnonceParse(aggnonce) as never))).toBe(
      "ERR_TYPE",
    );
  });

  it("musigNonceProcess", () => {
    expect(errorCode(() => m.musigNonceProcess(aggnonce, "m" as never, keyaggCache))).toBe("ERR_TYPE");
    expect(errorCode(() => m.musigNonceProcess(aggnonce, msg, {} as never))).toBe("ERR_TYPE");
    expect(errorCode(() => m.musigNonceProcess(pubnonces as never, msg, keyaggCache))).toBe("ERR_TYPE");
    // both halves at infinity: R = G (BIP327), a valid session
    expect(errorCode(() => m.musigNonceProcess(cat(ZERO33, ZERO33), msg, keyaggCache))).toBe("none");
  });

  it("partial signatures: ≥ n is an error in parsing and aggregation, false in verification", () => {
    const x = m.musigNonceGen(pks[0], { secretKey: sks[0] });
    const agg2 = m.musigNonceAgg([x.pubnonce, pubnonces[1], pubnonces[2]]);
    const s2 = m.musigNonceProcess(agg2, msg, keyaggCache);
    const good = m.musigPartialSign(x.secnonce, sks[0], keyaggCache, s2);
    expect(m.musigPartialSigVerify(good, x.pubnonce, pks[0], keyaggCache, s2)).toBe(true);
    for (const high of [N_BYTES, new Uint8Array(32).fill(0xff)]) {
      expect(thrown(() => m.musigPartialSigParse(high))).toEqual({
        code: "ERR_PARTIAL_SIG",
        detail: { signer: null, contribution: "psig" },
      });
      expect(m.musigPartialSigVerify(high, x.pubnonce, pks[0], keyaggCache, s2)).toBe(false);
      expect(thrown(() => m.musigPartialSigAgg(s2, [good, good, high]))).toEqual({
        code: "ERR_PARTIAL_SIG",
        detail: { signer: 2, contribution: "psig" },
      });
    }
    for (const bad of [new Uint8Array(31), new Uint8Array(33)]) {
      expect(errorCode(() => m.musigPartialSigParse(bad))).toBe("ERR_LENGTH");
      expect(errorCode(() => m.musigPartialSigVerify(bad, x.pubnonce, pks[0], keyaggCache, s2))).toBe(
        "ERR_LENGTH",
      );
      expect(thrown(() => m.musigPartialSigAgg(s2, [bad]))).toEqual({
        code: "ERR_LENGTH",
        detail: { signer: 0, contribution: "psig" },
      });
    }
    for (const t of WRONG_TYPES) {
      expect(errorCode(() => m.musigPartialSigVerify(t as never, x.pubnonce, pks[0], keyaggCache, s2))).toBe(
        "ERR_TYPE",
      );
      expect(errorCode(() => m.musigPartialSigVerify(good, t as never, pks[0], keyaggCache, s2))).toBe(
        "ERR_TYPE",
      );
      expect(errorCode(() => m.musigPartialSigVerify(good, x.pubnonce, t as never, keyaggCache, s2))).toBe(
        "ERR_TYPE",
      );
      expect(errorCode(() => m.musigPartialSigVerify(good, x.pubnonce, pks[0], t as never, s2))).toBe(
        "ERR_TYPE",
      );
      expect(
        errorCode(() => m.musigPartialSigVerify(good, x.pubnonce, pks[0], keyaggCache, t as never)),
      ).toBe("ERR_TYPE");
      expect(errorCode(() => m.musigPartialSigAgg(t as never, [good]))).toBe("ERR_TYPE");
    }
    expect(errorCode(() => m.musigPartialSigAgg(s2, []))).toBe("ERR_LENGTH");
    expect(thrown(() => m.musigPartialSigVerify(good, cat(R, OFF_CURVE), pks[0], keyaggCache, s2))).toEqual({
      code: "ERR_PUBNONCE",
      detail: { signer: null, contribution: "pubnonce" },
    });
    expect(thrown(() => m.musigPartialSigVerify(good, x.pubnonce, OFF_CURVE, keyaggCache, s2))).toEqual({
      code: "ERR_PUBLIC_KEY",
      detail: { signer: null, contribution: "pubkey" },
    });
    // another signer's nonce or key: false, not an error
    expect(m.musigPartialSigVerify(good, pubnonces[1], pks[0], keyaggCache, s2)).toBe(false);
    expect(m.musigPartialSigVerify(good, x.pubnonce, pks[1], keyaggCache, s2)).toBe(false);
    // another message's session: false
    const s3 = m.musigNonceProcess(agg2, cat(msg, new Uint8Array(1)), keyaggCache);
    expect(m.musigPartialSigVerify(good, x.pubnonce, pks[0], keyaggCache, s3)).toBe(false);
  });

  it("musigPartialSign", () => {
    const fresh = () => m.musigNonceGen(pks[0], { secretKey: sks[0] }).secnonce;
    for (const t of WRONG_TYPES) {
      expect(errorCode(() => m.musigPartialSign(t as never, sks[0], keyaggCache, session))).toBe("ERR_TYPE");
      expect(errorCode(() => m.musigPartialSign(fresh(), t as never, keyaggCache, session))).toBe("ERR_TYPE");
      expect(errorCode(() => m.musigPartialSign(fresh(), sks[0], t as never, session))).toBe("ERR_TYPE");
      expect(errorCode(() => m.musigPartialSign(fresh(), sks[0], keyaggCache, t as never))).toBe("ERR_TYPE");
    }
    expect(errorCode(() => m.musigPartialSign(fresh(), N_BYTES, keyaggCache, session))).toBe(
      "ERR_PRIVATE_KEY",
    );
    expect(errorCode(() => m.musigPartialSign(fresh(), new Uint8Array(33), keyaggCache, session))).toBe(
      "ERR_LENGTH",
    );
    const kp = k1.keypairCreate(sks[0]);
    kp[40] ^= 1;
    expect(errorCode(() => m.musigPartialSign(fresh(), kp, keyaggCache, session))).toBe("ERR_PUBLIC_KEY");
    expect(errorCode(() => m.musigPartialSign(session as never, sks[0], keyaggCache, session))).toBe(
      "ERR_TYPE",
    );
  });

  it("musigDeterministicSign", () => {
    const other = m.musigNonceAgg(pubnonces.slice(1));
    expect(errorCode(() => m.musigDeterministicSign(sks[0], other, keyaggCache, msg))).toBe("none");
    expect(thrown(() => m.musigDeterministicSign(sks[0], cat(ZERO33, R), keyaggCache, msg))).toEqual({
      code: "ERR_PUBNONCE",
      detail: { signer: null, contribution: "aggothernonce" },
    });
    expect(errorCode(() => m.musigDeterministicSign(sks[0], other.subarray(1), keyaggCache, msg))).toBe(
      "ERR_LENGTH",
    );
    expect(errorCode(() => m.musigDeterministicSign(N_BYTES, other, keyaggCache, msg))).toBe(
      "ERR_PRIVATE_KEY",
    );
    expect(
      errorCode(() => m.musigDeterministicSign(sks[0], other, keyaggCache, msg, new Uint8Array(31))),
    ).toBe("ERR_LENGTH");
    expect(errorCode(() => m.musigDeterministicSign(sks[0], other, {} as never, msg))).toBe("ERR_TYPE");
    expect(errorCode(() => m.musigDeterministicSign(secretKey(), other, keyaggCache, msg))).toBe(
      "ERR_SESSION",
    );
  });

  it("the testing-only secret-nonce loader", () => {
    const k = rng.bytes(32);
    k[0] &= 0x7f;
    expect(errorCode(() => m.musigSecnonceLoadTestingOnly(cat(k, k, pks[0])))).toBe("none");
    expect(errorCode(() => m.musigSecnonceLoadTestingOnly(cat(new Uint8Array(32), k, pks[0])))).toBe(
      "ERR_SECNONCE",
    );
    expect(errorCode(() => m.musigSecnonceLoadTestingOnly(cat(k, N_BYTES, pks[0])))).toBe("ERR_SECNONCE");
    expect(errorCode(() => m.musigSecnonceLoadTestingOnly(cat(k, k, OFF_CURVE)))).toBe("ERR_PUBLIC_KEY");
    expect(errorCode(() => m.musigSecnonceLoadTestingOnly(new Uint8Array(96)))).toBe("ERR_LENGTH");
  });

  it("objects of one backend are refused by the other kinds of object", () => {
    const objs: unknown[] = [
      keyaggCache,
      session,
      m.musigPubnonceParse(pubnonces[0]),
      m.musigAggnonceParse(aggnonce),
      gens[0].secnonce,
    ];
    for (const o of objs) {
      if (o !== keyaggCache) expect(errorCode(() => m.musigPubkeyGet(o as never))).toBe("ERR_TYPE");
      if (o !== session)
        expect(errorCode(() => m.musigPartialSigAgg(o as never, [new Uint8Array(32)]))).toBe("ERR_TYPE");
    }
  });
});
