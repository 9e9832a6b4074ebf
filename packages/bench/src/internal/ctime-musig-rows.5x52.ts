/**
 * The secret-dependent operations of `@k1/musig` on the 5x52 backend (template: the build writes
 * the 10x26 copy), for the timing-leak test of `bench_ctime` (`ctime.ts`), in the shape of
 * `ctime-rows.5x52.ts`: `musig_nonce_gen` (secret key and session randomness), `musig_partial_sign`
 * (secret key and secret nonce) and `musig_deterministic_sign` (secret key). libsecp256k1's
 * `ctime_tests` runs its musig module's nonce generation and partial signing the same way.
 * Deterministic signing computes its session from its own public nonce in variable time (public
 * data, declassified by design); its verdict is reported, not enforced.
 *
 * Class 0 is the secret 1 with the nonces (1, 1), class 1 a dense key with dense nonces (the
 * classes of `ctime-rows.5x52.ts`). Each class signs with its own two-key aggregation in which its
 * key comes first, so that what differs between the classes apart from the secrets is public data
 * only (the key, the aggregate, the session); a secret nonce signs once, so `prepare` loads a fresh
 * one for each call of a sample, untimed.
 *
 * @module
 */
import * as m from "@k1/musig/5x52";
import * as k1 from "@k1/sigs/5x52";
import type { CtimeRow } from "./ctime-rows.5x52.js";
import { ctimeRow, SECRETS } from "./ctime-rows.5x52.js";

const hex = (s: string) => Uint8Array.from(s.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
const cat = (...a: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(a.reduce((n, x) => n + x.length, 0));
  let o = 0;
  for (const x of a) {
    out.set(x, o);
    o += x.length;
  }
  return out;
};

/** The MuSig rows of this backend. */
export function ctimeMusigRows(): CtimeRow[] {
  const be = m.BACKEND;
  const msg = hex("a3f1c2d4e5b69788123456789abcdef00fedcba98765432113579bdf2468ace0");
  const rand = hex("0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0");
  const other = k1.pubkeyCreate(hex("7e1d2c3b4a5968778695a4b3c2d1e0ff0e1d2c3b4a5968778695a4b3c2d1e0f1"));
  const pks = SECRETS.map((s) => k1.pubkeyCreate(s));
  const keypairs = SECRETS.map((s) => k1.keypairCreate(s));
  const caches = pks.map((pk) => m.musigPubkeyAgg([pk, other]).keyaggCache);
  // A fixed session id: every row's two results are then the same in every run (and differ).
  const otherNonce = m.musigNonceGen(other, {
    sessionSecrand32: hex("5d1b3f7a9c2e4680b1d3f5a7c9e0b2d4f6a8c0e2b4d6f8a1c3e5b7d9f0a2c4e6"),
  }).pubnonce;
  const nonceBytes = [
    cat(hex(`${"00".repeat(31)}01`), hex(`${"00".repeat(31)}01`)),
    cat(
      hex("6b2e9d41c7a3f0581e4d7c2a9b3f6e0d5a8c1b4e7f2d9a6c3b0e5d8f1a4c7b2e"),
      hex("3c7f1a9e5d2b8c4f0a6e3d9b7c1f5a2e8d4b0c6f9a3e7d1b5c2f8a4e0d6b9c3f"),
    ),
  ];
  const sessions = caches.map((c) => m.musigNonceProcess(m.musigNonceAgg([otherNonce, otherNonce]), msg, c));

  const secret = new Uint8Array(32);
  const keypair = new Uint8Array(96);
  const sessionRand = new Uint8Array(32);
  let cache = caches[0];
  let session = sessions[0];
  let pk = pks[0];
  let nonces: m.MusigSecnonce[] = [];
  let next = 0;

  const row = (
    name: string,
    call: () => number,
    batch: number,
    fresh: boolean,
    declassified: string | null = null,
  ): CtimeRow => {
    const prepare = (c: number): void => {
      secret.set(SECRETS[c]);
      keypair.set(keypairs[c]);
      sessionRand.set(rand);
      cache = caches[c];
      session = sessions[c];
      pk = pks[c];
      if (fresh) {
        nonces = Array.from({ length: batch }, () =>
          m.musigSecnonceLoadTestingOnly(cat(nonceBytes[c], pks[c])),
        );
        next = 0;
      }
    };
    return ctimeRow(`${name}_${be}`, prepare, call, batch, false, declassified);
  };
  return [
    row(
      "musig_nonce_gen",
      () =>
        m.musigNonceGen(pk, { secretKey: secret, sessionSecrand32: sessionRand, keyaggCache: cache })
          .pubnonce[5],
      1,
      false,
    ),
    row("musig_partial_sign", () => m.musigPartialSign(nonces[next++], keypair, cache, session)[7], 16, true),
    row(
      "musig_deterministic_sign",
      () => m.musigDeterministicSign(secret, otherNonce, cache, msg).partialSig[7],
      1,
      false,
      "the session is computed in variable time from the signer's own public nonce, which derives from the secret key",
    ),
  ];
}
