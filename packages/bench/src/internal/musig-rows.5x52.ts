/**
 * `@k1/musig` rows for the 5x52 backend (template: the build writes the 10x26 copy). libsecp256k1's
 * bench program has no MuSig rows; these time the same calls of its musig API that
 * `bench_musig`'s native counterpart times, on the same kinds of input:
 *
 * - `musig_pubkey_agg_<n>`: aggregation of n distinct keys (33-byte encodings here; libsecp256k1
 *   takes parsed `secp256k1_pubkey`s, so the native driver also reports `_parse` rows that parse
 *   the n keys in the loop).
 * - `musig_nonce_gen`: a nonce with secret key, message and key-aggregation cache, from fresh
 *   session randomness (the previous public nonce's bytes).
 * - `musig_nonce_agg_3`: aggregation of 3 parsed public nonces (`MusigPubnonce`, as the native
 *   driver passes parsed `secp256k1_musig_pubnonce`s: no square root in either loop); k1 returns
 *   the 66-byte encoding, libsecp256k1 writes its `secp256k1_musig_aggnonce` struct.
 * - `musig_nonce_process`: a session from a parsed aggregate nonce, a 32-byte message and a cache.
 * - `musig_partial_sign`: a partial signature by a keypair with a fresh secret nonce (made before
 *   the timing: a secret nonce signs once; libsecp256k1's driver copies a saved one).
 * - `musig_partial_sig_verify`: verification of a parsed partial signature with the signer's
 *   parsed public nonce and 33-byte public key.
 * - `musig_partial_sig_agg_3`: aggregation of 3 parsed partial signatures.
 * - `schnorrsig_sign`: BIP340 signing by a keypair with a fixed auxRand32 (as in the signature
 *   rows), the reference of the target musig_partial_sign ≤ 1.5 × schnorrsig_sign.
 *
 * @module
 */
import * as m from "@k1/musig/5x52";
import * as k1 from "@k1/sigs/5x52";
import { bench, SCALE, section } from "../harness.js";

/** Timed runs of a row at most (all of K1_BENCH_COUNT when not spread over rounds), plus the warm-up. */
const RUNS = Math.max(1, Number(process.env.K1_BENCH_COUNT ?? 10)) + 1;

function key(i: number): Uint8Array {
  const k = new Uint8Array(32);
  for (let j = 0; j < 32; j++) k[j] = (i * 7 + j + 1) & 0xff;
  k[0] = 1 + (i & 0x3f);
  return k;
}

/** Prints the MuSig rows of this backend, and schnorrsig_sign. */
export function run(): void {
  section(`musig ${m.BACKEND}`);
  const sks = Array.from({ length: 100 }, (_, i) => key(i));
  const pks = sks.map((s) => k1.pubkeyCreate(s));

  for (const n of [2, 16, 100]) {
    const list = pks.slice(0, n);
    bench(`musig_pubkey_agg_${n}`, n === 100 ? 50 : n === 16 ? 300 : 1_000, (iters) => {
      let sink = 0;
      for (let i = 0; i < iters; i++) sink ^= m.musigPubkeyAgg(list).aggPubkey[i & 31];
      return sink;
    });
  }

  const signers = pks.slice(0, 3);
  const { keyaggCache } = m.musigPubkeyAgg(signers);
  const msg = new Uint8Array(32).fill(7);
  const rand = new Uint8Array(32).fill(9);
  bench("musig_nonce_gen", 1_000, (iters) => {
    let sink = 0;
    for (let i = 0; i < iters; i++) {
      rand[0] = i;
      rand[1] = i >> 8;
      rand[2] = 1;
      const r = m.musigNonceGen(pks[0], { sessionSecrand32: rand, secretKey: sks[0], msg, keyaggCache });
      sink ^= r.pubnonce[5];
    }
    return sink;
  });

  const gens = signers.map((pk, i) => m.musigNonceGen(pk, { secretKey: sks[i] }));
  const parsedNonces = gens.map((x) => m.musigPubnonceParse(x.pubnonce));
  bench("musig_nonce_agg_3", 5_000, (iters) => {
    let sink = 0;
    for (let i = 0; i < iters; i++) sink ^= m.musigNonceAgg(parsedNonces)[i & 63];
    return sink;
  });

  const aggnonce = m.musigAggnonceParse(m.musigNonceAgg(parsedNonces));
  bench("musig_nonce_process", 1_000, (iters) => {
    let sink = 0;
    for (let i = 0; i < iters; i++) {
      msg[0] = i;
      sink ^= m.musigNonceProcess(aggnonce, msg, keyaggCache) === null ? 1 : i;
    }
    return sink;
  });
  msg[0] = 7;

  const session = m.musigNonceProcess(aggnonce, msg, keyaggCache);
  const keypair = k1.keypairCreate(sks[0]);
  const iterSign = 1_000;
  let pool: m.MusigSecnonce[] = [];
  let next = 0;
  const refill = () => {
    const need = Math.max(1, Math.round(iterSign * SCALE)) * RUNS + 1;
    pool = Array.from({ length: need }, (_, i) => m.musigNonceGenCounter(i, keypair).secnonce);
    next = 0;
  };
  // The partial signatures of a session need the nonce the session was made from; the timed
  // rows sign with pool nonces (the work is the same: the aggregate nonce is not checked against
  // the signer's nonce, as in BIP327).
  refill();
  bench("musig_partial_sign", iterSign, (iters) => {
    let sink = 0;
    for (let i = 0; i < iters; i++)
      sink ^= m.musigPartialSign(pool[next++], keypair, keyaggCache, session)[i & 31];
    return sink;
  });
  pool = [];

  const sessionOwn = m.musigNonceProcess(m.musigNonceAgg(gens.map((x) => x.pubnonce)), msg, keyaggCache);
  const psigs = gens.map((x, i) =>
    m.musigPartialSigParse(m.musigPartialSign(x.secnonce, sks[i], keyaggCache, sessionOwn)),
  );
  if (!m.musigPartialSigVerify(psigs[0], parsedNonces[0], pks[0], keyaggCache, sessionOwn)) {
    throw new Error("bench_musig: the partial signature does not verify");
  }
  bench("musig_partial_sig_verify", 1_000, (iters) => {
    let valid = 0;
    for (let i = 0; i < iters; i++) {
      if (m.musigPartialSigVerify(psigs[i % 3], parsedNonces[i % 3], pks[i % 3], keyaggCache, sessionOwn))
        valid++;
    }
    return valid;
  });

  bench("musig_partial_sig_agg_3", 10_000, (iters) => {
    let sink = 0;
    for (let i = 0; i < iters; i++) sink ^= m.musigPartialSigAgg(sessionOwn, psigs)[32 + (i & 31)];
    return sink;
  });
  const sig = m.musigPartialSigAgg(sessionOwn, psigs);
  if (!k1.schnorrVerify(sig, msg, m.musigPubkeyAgg(signers).aggPubkey)) {
    throw new Error("bench_musig: the aggregate signature does not verify");
  }

  const msgs = Array.from({ length: 16 }, (_, i) => new Uint8Array(32).fill(i + 1));
  // A fixed auxRand32 as in the signature rows (libsecp256k1's bench passes NULL): the row times
  // the signing, not the platform's random number generator.
  const aux = new Uint8Array(32);
  bench("schnorrsig_sign", 2_000, (iters) => {
    let sink = 0;
    for (let i = 0; i < iters; i++) {
      const mm = msgs[i & 15];
      mm[0] = i;
      mm[1] = i >> 8;
      sink ^= k1.schnorrSign(mm, keypair, aux)[7];
    }
    return sink;
  });
}
