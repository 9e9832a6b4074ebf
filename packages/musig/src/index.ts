/**
 * `@k1/musig`: BIP327 MuSig2 multi-signatures for BIP340 Schnorr in pure TypeScript, after
 * libsecp256k1's musig module (`secp256k1_musig.h`): n signers aggregate their keys into one
 * x-only key and, in two rounds (nonces, then partial signatures), produce one ordinary BIP340
 * signature for it, which `schnorrVerify` of `@k1/sigs` (or any BIP340 verifier) accepts.
 * Key tweaking for BIP32 and Taproot (BIP341), BIP327's deterministic signing, messages of any
 * length, `Uint8Array`s in and out, one error class (`K1Error` of `@k1/sigs`, stable codes).
 *
 * ## Backends
 * The same API exists on both field backends: `@k1/musig/5x52` (64-bit BigInt lanes, fastest in
 * V8 engines) and `@k1/musig/10x26` (plain numbers, for SpiderMonkey and JavaScriptCore). This root
 * module is the 5x52 backend (`export * from "./musig.5x52.js"`). Objects (caches, nonces,
 * sessions) belong to the backend that made them.
 *
 * ## Nonce safety
 * A secret nonce signs once. {@link musigPartialSign} consumes it; it cannot be serialized or
 * copied. Never persist a secret nonce, never sign two sessions with one, never make nonces from
 * a repeated counter (see {@link MusigSecnonce}).
 *
 * @example
 * ```ts
 * import { keypairCreate, pubkeyCreate, pubkeySort, schnorrVerify } from "@k1/sigs";
 * import * as musig from "@k1/musig";
 *
 * const secrets = [alice, bob].map((s) => keypairCreate(s));
 * const pubkeys = pubkeySort([pubkeyCreate(alice), pubkeyCreate(bob)]);
 * const { aggPubkey, keyaggCache } = musig.musigPubkeyAgg(pubkeys);
 * // round 1: every signer makes a nonce and sends the public half
 * const nonces = [alice, bob].map((s) => musig.musigNonceGen(pubkeyCreate(s), { secretKey: s, keyaggCache, msg }));
 * const aggnonce = musig.musigNonceAgg(nonces.map((n) => n.pubnonce));
 * // round 2: every signer signs the session
 * const session = musig.musigNonceProcess(aggnonce, msg, keyaggCache);
 * const psigs = nonces.map((n, i) => musig.musigPartialSign(n.secnonce, secrets[i], keyaggCache, session));
 * const sig = musig.musigPartialSigAgg(session, psigs);
 * schnorrVerify(sig, msg, aggPubkey); // true
 * ```
 *
 * @packageDocumentation
 */
export * from "./musig.5x52.js";
