/**
 * The peers' rows, measured in the same process as k1's so that they compare as ratios:
 * tiny-secp256k1 2.2.4 (libsecp256k1 compiled to WASM) and @noble/curves 2.4.0 (pure JS BigInt).
 * Same row names and inputs as k1's `bench` rows; each body cycles through 64 keys and messages.
 *
 * ECDH differs by library: tiny-secp256k1 has no ECDH, so its row is `pointMultiply` (the raw
 * point, no hash); noble's `getSharedSecret` returns the 33-byte point, also unhashed. k1's
 * `ecdh` row includes libsecp256k1's SHA-256 of the point (about 1 µs).
 *
 * @module
 */
import { schnorr, secp256k1 } from "@noble/curves/secp256k1.js";
import * as tiny from "tiny-secp256k1";
import { bench, section, selected } from "../harness.js";

const K = 64;

/** 64 deterministic secret keys and 32-byte messages (sha256-free: a simple LCG is enough here). */
function inputs(): { keys: Uint8Array[]; msgs: Uint8Array[] } {
  let s = 0x12345678;
  const next = () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s >>> 24;
  };
  const keys: Uint8Array[] = [];
  const msgs: Uint8Array[] = [];
  for (let i = 0; i < K; i++) {
    const k = new Uint8Array(32);
    const m = new Uint8Array(32);
    for (let j = 0; j < 32; j++) {
      k[j] = next();
      m[j] = next();
    }
    k[0] = 0x40 | (k[0] & 0x3f); // well inside [1, n)
    keys.push(k);
    msgs.push(m);
  }
  return { keys, msgs };
}

/** Prints the peer rows (both peers unless a "tiny" or "noble" filter names one of them). */
export function run(): void {
  const { keys, msgs } = inputs();
  if (selected("tiny") || !selected("noble")) runTiny(keys, msgs);
  if (selected("noble") || !selected("tiny")) runNoble(keys, msgs);
}

function runTiny(keys: Uint8Array[], msgs: Uint8Array[]): void {
  section("peer tiny-secp256k1 2.2.4 (WASM)");
  const pubs = keys.map((k) => tiny.pointFromScalar(k, true)!);
  const xpubs = keys.map((k) => tiny.xOnlyPointFromScalar(k));
  const sigs = keys.map((k, i) => tiny.sign(msgs[i], k));
  const rsigs = keys.map((k, i) => tiny.signRecoverable(msgs[i], k));
  const ssigs = keys.map((k, i) => tiny.signSchnorr(msgs[i], k));
  bench("ec_keygen", 2000, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x ^= tiny.pointFromScalar(keys[i & 63], true)![1];
    return x;
  });
  bench("ecdsa_sign", 2000, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x ^= tiny.sign(msgs[i & 63], keys[i & 63])[0];
    return x;
  });
  bench("ecdsa_verify", 1000, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x += tiny.verify(msgs[i & 63], pubs[i & 63], sigs[i & 63]) ? 1 : 0;
    return x;
  });
  bench("ecdsa_recover", 1000, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) {
      const r = rsigs[i & 63];
      x ^= tiny.recover(msgs[i & 63], r.signature, r.recoveryId, true)![1];
    }
    return x;
  });
  bench("schnorrsig_sign", 1000, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x ^= tiny.signSchnorr(msgs[i & 63], keys[i & 63])[0];
    return x;
  });
  bench("schnorrsig_verify", 1000, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x += tiny.verifySchnorr(msgs[i & 63], xpubs[i & 63], ssigs[i & 63]) ? 1 : 0;
    return x;
  });
  bench("ecdh", 1000, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x ^= tiny.pointMultiply(pubs[(i + 1) & 63], keys[i & 63], true)![1];
    return x;
  });
}

function runNoble(keys: Uint8Array[], msgs: Uint8Array[]): void {
  section("peer @noble/curves 2.4.0 (JS BigInt)");
  const opt = { prehash: false } as const;
  const pubs = keys.map((k) => secp256k1.getPublicKey(k, true));
  const xpubs = keys.map((k) => schnorr.getPublicKey(k));
  const sigs = keys.map((k, i) => secp256k1.sign(msgs[i], k, opt));
  const rsigs = keys.map((k, i) => secp256k1.sign(msgs[i], k, { ...opt, format: "recovered" }));
  const ssigs = keys.map((k, i) => schnorr.sign(msgs[i], k));
  bench("ec_keygen", 300, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x ^= secp256k1.getPublicKey(keys[i & 63], true)[1];
    return x;
  });
  bench("ecdsa_sign", 300, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x ^= secp256k1.sign(msgs[i & 63], keys[i & 63], opt)[0];
    return x;
  });
  bench("ecdsa_verify", 100, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x += secp256k1.verify(sigs[i & 63], msgs[i & 63], pubs[i & 63], opt) ? 1 : 0;
    return x;
  });
  bench("ecdsa_recover", 100, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x ^= secp256k1.recoverPublicKey(rsigs[i & 63], msgs[i & 63], opt)[1];
    return x;
  });
  bench("schnorrsig_sign", 100, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x ^= schnorr.sign(msgs[i & 63], keys[i & 63])[0];
    return x;
  });
  bench("schnorrsig_verify", 100, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x += schnorr.verify(ssigs[i & 63], msgs[i & 63], xpubs[i & 63]) ? 1 : 0;
    return x;
  });
  bench("ecdh", 100, (n) => {
    let x = 0;
    for (let i = 0; i < n; i++) x ^= secp256k1.getSharedSecret(keys[i & 63], pubs[(i + 1) & 63], true)[1];
    return x;
  });
}
