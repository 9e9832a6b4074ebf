// BIP327's test vectors (every file of bip-0327/vectors/, error cases included) against the
// public API of @k1/musig on the 5x52 backend (template: the build writes the 10x26 copy). Each
// BIP327 error is expected as the K1Error code of its meaning, and an "invalid contribution" with
// the signer and contribution BIP327 names. The secret nonces that the vectors give as bytes are
// loaded with the testing-only loader; secret nonces generated here are compared with the
// expected ones through the partial signatures they make.
import * as m from "@k1/musig/5x52";
import * as k1 from "@k1/sigs/5x52";
import { describe, expect, it } from "vitest";
import { type Thrown, thrown } from "../../../test-utils/errors.js";
import { ranVectors, readVectorJson } from "../../../test-utils/vectors.js";

const DIR = "bitcoin-bips/bip-0327/vectors";
const hex = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, "hex"));
const toHex = (b: Uint8Array): string => Buffer.from(b).toString("hex").toUpperCase();
const read = <T>(file: string): T => readVectorJson<T>(`${DIR}/${file}`);

interface Bip327Error {
  type: "invalid_contribution" | "value";
  signer?: number | null;
  contrib?: string;
  message?: string;
}

/** The K1Error (code, detail) that a BIP327 error means. */
function expected(err: Bip327Error): Thrown {
  if (err.type === "invalid_contribution") {
    const code = {
      pubkey: "ERR_PUBLIC_KEY",
      pubnonce: "ERR_PUBNONCE",
      aggnonce: "ERR_PUBNONCE",
      aggothernonce: "ERR_PUBNONCE",
      psig: "ERR_PARTIAL_SIG",
    }[err.contrib as string];
    return {
      code: code as string,
      detail: { signer: err.signer ?? null, contribution: err.contrib as string },
    };
  }
  const code: Record<string, string> = {
    "The tweak must be less than n.": "ERR_TWEAK",
    "The result of tweaking cannot be infinity.": "ERR_RESULT_INFINITY",
    "The signer's pubkey must be included in the list of pubkeys.": "ERR_SESSION",
    "first secnonce value is out of range.": "ERR_SECNONCE",
  };
  const c = code[err.message as string];
  if (c === undefined) throw new Error(`no K1Error code for BIP327's "${err.message}"`);
  return { code: c };
}

/** Aggregates keys and applies the tweaks in order, as BIP327's KeyAggAndTweak. */
function keyAggAndTweak(pubkeys: Uint8Array[], tweaks: Uint8Array[], isXonly: boolean[]): m.MusigKeyAggCache {
  let { keyaggCache } = m.musigPubkeyAgg(pubkeys);
  for (let i = 0; i < tweaks.length; i++) {
    keyaggCache = (isXonly[i] ? m.musigPubkeyXonlyTweakAdd : m.musigPubkeyEcTweakAdd)(
      keyaggCache,
      tweaks[i],
    ).keyaggCache;
  }
  return keyaggCache;
}

const xonlyOf = (c: m.MusigKeyAggCache): Uint8Array => m.musigPubkeyGet(c).subarray(1);

describe(`BIP327 vectors (${m.BACKEND})`, () => {
  it("key_sort_vectors.json", () => {
    const v = read<{ pubkeys: string[]; sorted_pubkeys: string[] }>("key_sort_vectors.json");
    expect(k1.pubkeySort(v.pubkeys.map(hex)).map(toHex)).toEqual(v.sorted_pubkeys);
    ranVectors(`${DIR}/key_sort_vectors.json`, 1);
  });

  it("key_agg_vectors.json", () => {
    const v = read<{
      pubkeys: string[];
      tweaks: string[];
      valid_test_cases: { key_indices: number[]; expected: string }[];
      error_test_cases: {
        key_indices: number[];
        tweak_indices: number[];
        is_xonly: boolean[];
        error: Bip327Error;
        comment: string;
      }[];
    }>("key_agg_vectors.json");
    const X = v.pubkeys.map(hex);
    const T = v.tweaks.map(hex);
    let n = 0;
    for (const t of v.valid_test_cases) {
      const { aggPubkey, keyaggCache } = m.musigPubkeyAgg(t.key_indices.map((i) => X[i]));
      expect(toHex(aggPubkey), JSON.stringify(t)).toBe(t.expected);
      expect(toHex(xonlyOf(keyaggCache))).toBe(t.expected);
      n++;
    }
    for (const t of v.error_test_cases) {
      const got = thrown(() =>
        keyAggAndTweak(
          t.key_indices.map((i) => X[i]),
          t.tweak_indices.map((i) => T[i]),
          t.is_xonly,
        ),
      );
      expect(got, t.comment).toEqual(expected(t.error));
      n++;
    }
    ranVectors(`${DIR}/key_agg_vectors.json`, n);
  });

  it("nonce_gen_vectors.json", () => {
    const v = read<{
      test_cases: {
        rand_: string;
        sk: string | null;
        pk: string;
        aggpk: string | null;
        msg: string | null;
        extra_in: string | null;
        expected_secnonce: string;
        expected_pubnonce: string;
      }[];
    }>("nonce_gen_vectors.json");
    let n = 0;
    let compared = 0;
    // A key aggregation with the vector's pk, to compare the generated secret nonce with the
    // expected one through the partial signature each makes (with the same secret key).
    const signerSk = hex("0202020202020202020202020202020202020202020202020202020202020202");
    for (const t of v.test_cases) {
      const opts: m.MusigNonceGenOptions = {
        sessionSecrand32: hex(t.rand_),
        ...(t.sk !== null ? { secretKey: hex(t.sk) } : {}),
        ...(t.aggpk !== null ? { aggPubkey: hex(t.aggpk) } : {}),
        ...(t.msg !== null ? { msg: hex(t.msg) } : {}),
        ...(t.extra_in !== null ? { extraInput: hex(t.extra_in) } : {}),
      };
      const pk = hex(t.pk);
      const { secnonce, pubnonce } = m.musigNonceGen(pk, opts);
      expect(toHex(pubnonce), JSON.stringify(t)).toBe(t.expected_pubnonce);
      expect(toHex(opts.sessionSecrand32 as Uint8Array), "the session randomness is wiped").toBe(
        "00".repeat(32),
      );
      // The expected secnonce's pk is the vector's pk; sign one session with both nonces.
      expect(t.expected_secnonce.slice(128)).toBe(t.pk);
      if (toHex(k1.pubkeyCreate(signerSk)) === t.pk) {
        const expectedNonce = m.musigSecnonceLoadTestingOnly(hex(t.expected_secnonce));
        const other = k1.pubkeyCreate(hex("03".repeat(32)));
        const { keyaggCache } = m.musigPubkeyAgg([pk, other]);
        const agg = m.musigNonceAgg([pubnonce, pubnonce]);
        const sessMsg = t.msg !== null ? hex(t.msg) : new Uint8Array(32);
        const session = m.musigNonceProcess(agg, sessMsg, keyaggCache);
        if (t.aggpk === null) {
          const a = m.musigPartialSign(secnonce, signerSk, keyaggCache, session);
          const b = m.musigPartialSign(expectedNonce, signerSk, keyaggCache, session);
          expect(toHex(a)).toBe(toHex(b));
          compared++;
        } else {
          // Bound to another aggregate key than this cache's: signing refuses (and consumes it).
          expect(thrown(() => m.musigPartialSign(secnonce, signerSk, keyaggCache, session)).code).toBe(
            "ERR_SESSION",
          );
          expect(thrown(() => m.musigPartialSign(secnonce, signerSk, keyaggCache, session)).code).toBe(
            "ERR_SECNONCE",
          );
          compared++;
        }
      }
      n++;
    }
    expect(compared, "secret nonces compared through signatures").toBeGreaterThan(0);
    ranVectors(`${DIR}/nonce_gen_vectors.json`, n);
  });

  it("nonce_agg_vectors.json", () => {
    const v = read<{
      pnonces: string[];
      valid_test_cases: { pnonce_indices: number[]; expected: string }[];
      error_test_cases: { pnonce_indices: number[]; error: Bip327Error; comment: string }[];
    }>("nonce_agg_vectors.json");
    const P = v.pnonces.map(hex);
    let n = 0;
    for (const t of v.valid_test_cases) {
      const pn = t.pnonce_indices.map((i) => P[i]);
      expect(toHex(m.musigNonceAgg(pn))).toBe(t.expected);
      // parsed nonces aggregate alike; the aggregate round-trips through its parser
      expect(toHex(m.musigNonceAgg(pn.map((x) => m.musigPubnonceParse(x))))).toBe(t.expected);
      expect(toHex(m.musigAggnonceSerialize(m.musigAggnonceParse(hex(t.expected))))).toBe(t.expected);
      n++;
    }
    for (const t of v.error_test_cases) {
      expect(
        thrown(() => m.musigNonceAgg(t.pnonce_indices.map((i) => P[i]))),
        t.comment,
      ).toEqual(expected(t.error));
      n++;
    }
    ranVectors(`${DIR}/nonce_agg_vectors.json`, n);
  });

  it("sign_verify_vectors.json", () => {
    const v = read<{
      sk: string;
      pubkeys: string[];
      secnonces: string[];
      pnonces: string[];
      aggnonces: string[];
      msgs: string[];
      valid_test_cases: {
        key_indices: number[];
        nonce_indices: number[];
        aggnonce_index: number;
        msg_index: number;
        signer_index: number;
        expected: string;
      }[];
      sign_error_test_cases: {
        key_indices: number[];
        aggnonce_index: number;
        msg_index: number;
        secnonce_index: number;
        error: Bip327Error;
        comment: string;
      }[];
      verify_fail_test_cases: {
        sig: string;
        key_indices: number[];
        nonce_indices: number[];
        msg_index: number;
        signer_index: number;
        comment: string;
      }[];
      verify_error_test_cases: {
        sig: string;
        key_indices: number[];
        nonce_indices: number[];
        msg_index: number;
        signer_index: number;
        error: Bip327Error;
        comment: string;
      }[];
    }>("sign_verify_vectors.json");
    const sk = hex(v.sk);
    const keypair = k1.keypairCreate(sk);
    const X = v.pubkeys.map(hex);
    const PN = v.pnonces.map(hex);
    const AN = v.aggnonces.map(hex);
    const M = v.msgs.map(hex);
    expect(toHex(k1.pubkeyCreate(sk))).toBe(v.pubkeys[0]);
    expect(toHex(m.musigNonceAgg([PN[0], PN[1], PN[2]]))).toBe(v.aggnonces[0]);
    expect(toHex(m.musigNonceAgg([PN[0], PN[3]]))).toBe(v.aggnonces[1]);
    let n = 0;
    for (const t of v.valid_test_cases) {
      const pubkeys = t.key_indices.map((i) => X[i]);
      const pubnonces = t.nonce_indices.map((i) => PN[i]);
      const aggnonce = AN[t.aggnonce_index];
      expect(toHex(m.musigNonceAgg(pubnonces))).toBe(v.aggnonces[t.aggnonce_index]);
      const msg = M[t.msg_index];
      const { keyaggCache } = m.musigPubkeyAgg(pubkeys);
      const session = m.musigNonceProcess(aggnonce, msg, keyaggCache);
      for (const key of [sk, keypair]) {
        const secnonce = m.musigSecnonceLoadTestingOnly(hex(v.secnonces[0]));
        const psig = m.musigPartialSign(secnonce, key, keyaggCache, session);
        expect(toHex(psig), JSON.stringify(t)).toBe(t.expected);
      }
      const i = t.signer_index;
      expect(m.musigPartialSigVerify(hex(t.expected), pubnonces[i], pubkeys[i], keyaggCache, session)).toBe(
        true,
      );
      expect(
        m.musigPartialSigVerify(
          m.musigPartialSigParse(hex(t.expected)),
          m.musigPubnonceParse(pubnonces[i]),
          pubkeys[i],
          keyaggCache,
          m.musigNonceProcess(m.musigAggnonceParse(aggnonce), msg, keyaggCache),
        ),
      ).toBe(true);
      n++;
    }
    for (const t of v.sign_error_test_cases) {
      const got = thrown(() => {
        const { keyaggCache } = m.musigPubkeyAgg(t.key_indices.map((i) => X[i]));
        const session = m.musigNonceProcess(AN[t.aggnonce_index], M[t.msg_index], keyaggCache);
        const secnonce = m.musigSecnonceLoadTestingOnly(hex(v.secnonces[t.secnonce_index]));
        return m.musigPartialSign(secnonce, sk, keyaggCache, session);
      });
      expect(got, t.comment).toEqual(expected(t.error));
      n++;
    }
    for (const t of v.verify_fail_test_cases) {
      const pubkeys = t.key_indices.map((i) => X[i]);
      const pubnonces = t.nonce_indices.map((i) => PN[i]);
      const { keyaggCache } = m.musigPubkeyAgg(pubkeys);
      const session = m.musigNonceProcess(m.musigNonceAgg(pubnonces), M[t.msg_index], keyaggCache);
      const i = t.signer_index;
      expect(
        m.musigPartialSigVerify(hex(t.sig), pubnonces[i], pubkeys[i], keyaggCache, session),
        t.comment,
      ).toBe(false);
      n++;
    }
    for (const t of v.verify_error_test_cases) {
      // BIP327's PartialSigVerify aggregates the keys and the nonces itself; here those are the
      // steps before verification, and they name the same signer.
      const got = thrown(() => {
        const pubkeys = t.key_indices.map((i) => X[i]);
        const pubnonces = t.nonce_indices.map((i) => PN[i]);
        const { keyaggCache } = m.musigPubkeyAgg(pubkeys);
        const session = m.musigNonceProcess(m.musigNonceAgg(pubnonces), M[t.msg_index], keyaggCache);
        const i = t.signer_index;
        return m.musigPartialSigVerify(hex(t.sig), pubnonces[i], pubkeys[i], keyaggCache, session);
      });
      expect(got, t.comment).toEqual(expected(t.error));
      n++;
    }
    ranVectors(`${DIR}/sign_verify_vectors.json`, n);
  });

  it("tweak_vectors.json", () => {
    const v = read<{
      sk: string;
      pubkeys: string[];
      secnonce: string;
      pnonces: string[];
      aggnonce: string;
      tweaks: string[];
      msg: string;
      valid_test_cases: {
        key_indices: number[];
        nonce_indices: number[];
        tweak_indices: number[];
        is_xonly: boolean[];
        signer_index: number;
        expected: string;
        comment: string;
      }[];
      error_test_cases: {
        key_indices: number[];
        nonce_indices: number[];
        tweak_indices: number[];
        is_xonly: boolean[];
        signer_index: number;
        error: Bip327Error;
        comment: string;
      }[];
    }>("tweak_vectors.json");
    const sk = hex(v.sk);
    const X = v.pubkeys.map(hex);
    const PN = v.pnonces.map(hex);
    const T = v.tweaks.map(hex);
    const msg = hex(v.msg);
    expect(toHex(m.musigNonceAgg([PN[0], PN[1], PN[2]]))).toBe(v.aggnonce);
    let n = 0;
    for (const t of v.valid_test_cases) {
      const pubkeys = t.key_indices.map((i) => X[i]);
      const pubnonces = t.nonce_indices.map((i) => PN[i]);
      const cache = keyAggAndTweak(
        pubkeys,
        t.tweak_indices.map((i) => T[i]),
        t.is_xonly,
      );
      const session = m.musigNonceProcess(hex(v.aggnonce), msg, cache);
      const psig = m.musigPartialSign(m.musigSecnonceLoadTestingOnly(hex(v.secnonce)), sk, cache, session);
      expect(toHex(psig), t.comment).toBe(t.expected);
      const i = t.signer_index;
      expect(m.musigPartialSigVerify(psig, pubnonces[i], pubkeys[i], cache, session), t.comment).toBe(true);
      n++;
    }
    for (const t of v.error_test_cases) {
      const got = thrown(() => {
        const cache = keyAggAndTweak(
          t.key_indices.map((i) => X[i]),
          t.tweak_indices.map((i) => T[i]),
          t.is_xonly,
        );
        const session = m.musigNonceProcess(hex(v.aggnonce), msg, cache);
        return m.musigPartialSign(m.musigSecnonceLoadTestingOnly(hex(v.secnonce)), sk, cache, session);
      });
      expect(got, t.comment).toEqual(expected(t.error));
      n++;
    }
    ranVectors(`${DIR}/tweak_vectors.json`, n);
  });

  it("det_sign_vectors.json", () => {
    const v = read<{
      sk: string;
      pubkeys: string[];
      msgs: string[];
      valid_test_cases: {
        rand: string | null;
        aggothernonce: string;
        key_indices: number[];
        tweaks: string[];
        is_xonly: boolean[];
        msg_index: number;
        signer_index: number;
        expected: [string, string];
      }[];
      error_test_cases: {
        rand: string | null;
        aggothernonce: string;
        key_indices: number[];
        tweaks: string[];
        is_xonly: boolean[];
        msg_index: number;
        signer_index: number;
        error: Bip327Error;
        comment: string;
      }[];
    }>("det_sign_vectors.json");
    const sk = hex(v.sk);
    const X = v.pubkeys.map(hex);
    const M = v.msgs.map(hex);
    let n = 0;
    for (const t of v.valid_test_cases) {
      const pubkeys = t.key_indices.map((i) => X[i]);
      const cache = keyAggAndTweak(pubkeys, t.tweaks.map(hex), t.is_xonly);
      const msg = M[t.msg_index];
      const other = hex(t.aggothernonce);
      const r = m.musigDeterministicSign(sk, other, cache, msg, t.rand === null ? undefined : hex(t.rand));
      expect(toHex(r.pubnonce), JSON.stringify(t)).toBe(t.expected[0]);
      expect(toHex(r.partialSig), JSON.stringify(t)).toBe(t.expected[1]);
      const session = m.musigNonceProcess(m.musigNonceAgg([other, r.pubnonce]), msg, cache);
      expect(m.musigPartialSigVerify(r.partialSig, r.pubnonce, pubkeys[t.signer_index], cache, session)).toBe(
        true,
      );
      n++;
    }
    for (const t of v.error_test_cases) {
      const got = thrown(() => {
        const cache = keyAggAndTweak(
          t.key_indices.map((i) => X[i]),
          t.tweaks.map(hex),
          t.is_xonly,
        );
        return m.musigDeterministicSign(
          sk,
          hex(t.aggothernonce),
          cache,
          M[t.msg_index],
          t.rand === null ? undefined : hex(t.rand),
        );
      });
      expect(got, t.comment).toEqual(expected(t.error));
      n++;
    }
    ranVectors(`${DIR}/det_sign_vectors.json`, n);
  });

  it("sig_agg_vectors.json", () => {
    const v = read<{
      pubkeys: string[];
      pnonces: string[];
      tweaks: string[];
      psigs: string[];
      msg: string;
      valid_test_cases: {
        aggnonce: string;
        nonce_indices: number[];
        key_indices: number[];
        tweak_indices: number[];
        is_xonly: boolean[];
        psig_indices: number[];
        expected: string;
      }[];
      error_test_cases: {
        nonce_indices: number[];
        key_indices: number[];
        tweak_indices: number[];
        is_xonly: boolean[];
        psig_indices: number[];
        error: Bip327Error;
        comment: string;
      }[];
    }>("sig_agg_vectors.json");
    const X = v.pubkeys.map(hex);
    const PN = v.pnonces.map(hex);
    const T = v.tweaks.map(hex);
    const PS = v.psigs.map(hex);
    const msg = hex(v.msg);
    let n = 0;
    for (const t of v.valid_test_cases) {
      expect(toHex(m.musigNonceAgg(t.nonce_indices.map((i) => PN[i])))).toBe(t.aggnonce);
      const cache = keyAggAndTweak(
        t.key_indices.map((i) => X[i]),
        t.tweak_indices.map((i) => T[i]),
        t.is_xonly,
      );
      const session = m.musigNonceProcess(hex(t.aggnonce), msg, cache);
      const sig = m.musigPartialSigAgg(
        session,
        t.psig_indices.map((i) => PS[i]),
      );
      expect(toHex(sig)).toBe(t.expected);
      expect(k1.schnorrVerify(sig, msg, xonlyOf(cache))).toBe(true);
      n++;
    }
    for (const t of v.error_test_cases) {
      const got = thrown(() => {
        const cache = keyAggAndTweak(
          t.key_indices.map((i) => X[i]),
          t.tweak_indices.map((i) => T[i]),
          t.is_xonly,
        );
        const session = m.musigNonceProcess(m.musigNonceAgg(t.nonce_indices.map((i) => PN[i])), msg, cache);
        return m.musigPartialSigAgg(
          session,
          t.psig_indices.map((i) => PS[i]),
        );
      });
      expect(got, t.comment).toEqual(expected(t.error));
      n++;
    }
    ranVectors(`${DIR}/sig_agg_vectors.json`, n);
  });
});
