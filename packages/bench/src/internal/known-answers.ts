/**
 * A known-answer self-check of the signature API, small enough to run in a browser page
 * (`browser_check`): RFC6979 ECDSA signatures, their verification and public-key recovery
 * (tiny-secp256k1's fixtures), BIP340 signing and verification (the BIP's vectors), and ECDH
 * against Wycheproof's raw shared x. {@link loadSelfCheckVectors} reads the vectors under Node;
 * {@link runSelfCheck} runs in any engine.
 *
 * @module
 */

/** The vectors, as hex strings. */
export interface SelfCheckVectors {
  /** Secret key d, message m, compact signature, recovery id (RFC6979, low s). */
  readonly ecdsa: { d: string; m: string; sig: string; rid: number }[];
  /** BIP340: secret key (or ""), x-only key, aux, message, signature, expected verification. */
  readonly bip340: { sk: string; pk: string; aux: string; msg: string; sig: string; ok: boolean }[];
  /** Secret key, uncompressed public key, shared x (Wycheproof "valid" cases). */
  readonly ecdh: { d: string; pub: string; x: string }[];
}

/** The part of the signature API the check uses (both builds of `@k1/sigs` have it). */
export interface SelfCheckApi {
  readonly BACKEND: string;
  pubkeyCreate(secretKey: Uint8Array, compressed?: boolean): Uint8Array;
  ecdsaSign(msg32: Uint8Array, secretKey: Uint8Array): Uint8Array;
  ecdsaVerify(sig64: Uint8Array, msg32: Uint8Array, publicKey: Uint8Array): boolean;
  ecdsaRecover(sig64: Uint8Array, recoveryId: number, msg32: Uint8Array, compressed?: boolean): Uint8Array;
  schnorrSign(msg: Uint8Array, secretKey: Uint8Array, auxRand32?: Uint8Array): Uint8Array;
  schnorrVerify(sig64: Uint8Array, msg: Uint8Array, xonlyPubkey: Uint8Array): boolean;
  ecdh(
    secretKey: Uint8Array,
    publicKey: Uint8Array,
    hashFn?: (x32: Uint8Array, y32: Uint8Array) => Uint8Array,
  ): Uint8Array;
}

/** What one entry passed: its backend and how many of each check ran. */
export interface SelfCheckCounts {
  readonly backend: string;
  readonly counts: Record<string, number>;
}

const hexToBytes = (h: string): Uint8Array =>
  Uint8Array.from(h.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
const toHex = (b: Uint8Array): string => Array.from(b, (v) => v.toString(16).padStart(2, "0")).join("");

/**
 * Runs every vector through `k1`.
 *
 * @throws Error naming the first vector that gives a wrong answer.
 */
export function runSelfCheck(k1: SelfCheckApi, v: SelfCheckVectors): SelfCheckCounts {
  const counts = { sign: 0, verify: 0, recover: 0, schnorrSign: 0, schnorrVerify: 0, ecdh: 0 };
  const fail = (what: string, i: number) => {
    throw new Error(`${k1.BACKEND}: ${what} vector ${i} gives a wrong answer`);
  };
  v.ecdsa.forEach((t, i) => {
    const d = hexToBytes(t.d);
    const m = hexToBytes(t.m);
    const pub = k1.pubkeyCreate(d);
    if (toHex(k1.ecdsaSign(m, d)) !== t.sig) fail("ECDSA sign", i);
    counts.sign++;
    const sig = hexToBytes(t.sig);
    if (!k1.ecdsaVerify(sig, m, pub)) fail("ECDSA verify", i);
    const bad = m.slice();
    bad[0] ^= 1;
    if (k1.ecdsaVerify(sig, bad, pub)) fail("ECDSA verify (altered message)", i);
    counts.verify++;
    if (toHex(k1.ecdsaRecover(sig, t.rid, m)) !== toHex(pub)) fail("ECDSA recover", i);
    counts.recover++;
  });
  v.bip340.forEach((t, i) => {
    const msg = hexToBytes(t.msg);
    if (t.sk !== "") {
      if (toHex(k1.schnorrSign(msg, hexToBytes(t.sk), hexToBytes(t.aux))) !== t.sig) fail("BIP340 sign", i);
      counts.schnorrSign++;
    }
    let ok: boolean;
    try {
      ok = k1.schnorrVerify(hexToBytes(t.sig), msg, hexToBytes(t.pk));
    } catch {
      ok = false; // a public key not on the curve is rejected with an error
    }
    if (ok !== t.ok) fail("BIP340 verify", i);
    counts.schnorrVerify++;
  });
  v.ecdh.forEach((t, i) => {
    if (toHex(k1.ecdh(hexToBytes(t.d), hexToBytes(t.pub), (x) => x.slice())) !== t.x) fail("ECDH", i);
    counts.ecdh++;
  });
  return { backend: k1.BACKEND, counts };
}
