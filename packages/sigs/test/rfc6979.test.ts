// rfc6979.ts (and the byte-wise order helpers of bytes.ts it uses):
// - the DRBG and nonceFunctionRfc6979 against an independent RFC 6979 3.2 reference (node:crypto HMAC,
//   BigInt reduction), on random and edge inputs, every optional-argument combination and counters;
// - bitcoinjs-lib's RFC6979 vectors (k0/k1/k15: the retry path) and "k" values;
// - tiny-secp256k1's 2020 ECDSA signatures and extra-entropy signatures, re-derived from the nonce with a
//   small BigInt curve reference (r = x(k·G) mod n, low-s, recovery id);
// - nonceFunctionBip340 against an independent reference (node:crypto), absent aux ≡ zero aux (libsecp's
//   precomputed mask), custom algo tags, and full BIP340 signing (BigInt reference) for the BIP340 CSV,
//   tiny-secp256k1's schnorr.json and BIP341's key-path signatures.
import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bigToBytes, bytesToBig, COUNT, hex, Rng } from "../../../test-utils/rng.js";
import { ranVectors, readVector } from "../../../test-utils/vectors.js";
import { ORDER_BYTES, overflowsOrder, reduceOrder } from "../src/bytes.js";
import { parseDer } from "../src/der.js";
import type { K1Error } from "../src/errors.js";
import { taggedHash } from "../src/hash.js";
import {
  BIP340_NONCE_ALGO,
  isValidNonce,
  nonceFunctionBip340,
  nonceFunctionRfc6979,
  rfc6979HmacSha256Clear,
  rfc6979HmacSha256Create,
  rfc6979HmacSha256Generate,
  rfc6979HmacSha256Initialize,
} from "../src/rfc6979.js";

const rng = new Rng("sigs-rfc6979");
const N_RANDOM = Math.min(COUNT, 2000); // each case is ~10 HMACs

// ---------------------------------------------------------------------------------------------
// references

const P = 2n ** 256n - 2n ** 32n - 977n;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const fromHex = (h: string) => Uint8Array.from(Buffer.from(h, "hex"));
const utf8 = (s: string) => new TextEncoder().encode(s);
const cat = (...a: Uint8Array[]) => new Uint8Array(Buffer.concat(a));
const hmacRef = (k: Uint8Array, ...m: Uint8Array[]) => {
  const h = createHmac("sha256", k);
  for (const x of m) h.update(x);
  return new Uint8Array(h.digest());
};
const shaRef = (...m: Uint8Array[]) => {
  const h = createHash("sha256");
  for (const x of m) h.update(x);
  return new Uint8Array(h.digest());
};
const taggedRef = (tag: Uint8Array, ...m: Uint8Array[]) => shaRef(shaRef(tag), shaRef(tag), ...m);

/** RFC 6979 3.2 b–h with seed = x ‖ h1 ‖ extra, written from the RFC: the first `count` outputs of `outLen` bytes. */
function rfc6979Ref(seed: Uint8Array, count: number, outLen = 32): Uint8Array[] {
  let V: Uint8Array = new Uint8Array(32).fill(1);
  let K: Uint8Array = new Uint8Array(32);
  K = hmacRef(K, V, Uint8Array.of(0), seed);
  V = hmacRef(K, V);
  K = hmacRef(K, V, Uint8Array.of(1), seed);
  V = hmacRef(K, V);
  const outs: Uint8Array[] = [];
  for (let c = 0; c < count; c++) {
    if (c > 0) {
      K = hmacRef(K, V, Uint8Array.of(0));
      V = hmacRef(K, V);
    }
    let T = new Uint8Array(0);
    while (T.length < outLen) {
      V = hmacRef(K, V);
      T = cat(T, V);
    }
    outs.push(T.subarray(0, outLen));
  }
  return outs;
}

/** libsecp256k1's seed: key32 ‖ (msg32 mod n) [‖ data32] [‖ algo16]. */
function seedRef(msg32: Uint8Array, key32: Uint8Array, algo16?: Uint8Array, data32?: Uint8Array): Uint8Array {
  const parts = [key32, bigToBytes(bytesToBig(msg32) % N)];
  if (data32) parts.push(data32);
  if (algo16) parts.push(algo16);
  return cat(...parts);
}

// A small BigInt secp256k1 (test reference only): Jacobian double, mixed add, table of 2^i·G.
const mod = (a: bigint, m = P) => ((a % m) + m) % m;
function powMod(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n;
  b = mod(b, m);
  for (; e > 0n; e >>= 1n, b = (b * b) % m) if (e & 1n) r = (r * b) % m;
  return r;
}
const inv = (a: bigint, m = P) => powMod(a, m - 2n, m);
type J = [bigint, bigint, bigint];
const INF: J = [0n, 1n, 0n];
function jdbl([X, Y, Z]: J): J {
  if (Z === 0n || Y === 0n) return INF;
  const YY = (Y * Y) % P;
  const S = (4n * X * YY) % P;
  const M = (3n * X * X) % P;
  const X3 = mod(M * M - 2n * S);
  return [X3, mod(M * (S - X3) - 8n * YY * YY), (2n * Y * Z) % P];
}
function jaddA(a: J, x2: bigint, y2: bigint): J {
  const [X1, Y1, Z1] = a;
  if (Z1 === 0n) return [x2, y2, 1n];
  const Z1Z1 = (Z1 * Z1) % P;
  const H = mod(x2 * Z1Z1 - X1);
  const r = mod(((y2 * Z1) % P) * Z1Z1 - Y1);
  if (H === 0n) return r === 0n ? jdbl(a) : INF;
  const HH = (H * H) % P;
  const HHH = (H * HH) % P;
  const V = (X1 * HH) % P;
  const X3 = mod(r * r - HHH - 2n * V);
  return [X3, mod(r * (V - X3) - Y1 * HHH), (Z1 * H) % P];
}
function affine([X, Y, Z]: J): [bigint, bigint] {
  const zi = inv(Z);
  const zi2 = (zi * zi) % P;
  return [(X * zi2) % P, (Y * zi2 * zi) % P];
}
const G: [bigint, bigint] = [
  0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
  0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n,
];
const G_POW2: [bigint, bigint][] = [G];
for (let i = 1; i < 256; i++) G_POW2.push(affine(jdbl([...G_POW2[i - 1], 1n])));
/** k·G in affine coordinates (0 < k < n). */
function mulG(k: bigint): [bigint, bigint] {
  let acc = INF;
  for (let i = 0; i < 256; i++) if ((k >> BigInt(i)) & 1n) acc = jaddA(acc, G_POW2[i][0], G_POW2[i][1]);
  return affine(acc);
}

/** ECDSA signing as libsecp256k1 does it (low-s, recovery id), with nonceFunctionRfc6979. */
function ecdsaSignRef(msg32: Uint8Array, key32: Uint8Array, data32?: Uint8Array) {
  const d = bytesToBig(key32);
  const m = bytesToBig(msg32) % N;
  for (let counter = 0; ; counter++) {
    const k32 = nonceFunctionRfc6979(msg32, key32, undefined, data32, counter);
    if (!isValidNonce(k32)) continue;
    const k = bytesToBig(k32);
    const [rx, ry] = mulG(k);
    const r = rx % N;
    let recid = Number(ry & 1n) | (rx >= N ? 2 : 0);
    let s = (inv(k, N) * ((m + r * d) % N)) % N;
    if (r === 0n || s === 0n) continue;
    if (s > N / 2n) {
      s = N - s;
      recid ^= 1;
    }
    return { k32, sig: cat(bigToBytes(r), bigToBytes(s)), recid };
  }
}

/** BIP340 signing (the BIP's default signing algorithm) with nonceFunctionBip340 and taggedHash. */
function bip340SignRef(key32: Uint8Array, msg: Uint8Array, aux32?: Uint8Array) {
  let d = bytesToBig(key32);
  const [px, py] = mulG(d);
  if (py & 1n) d = N - d;
  const pk = bigToBytes(px);
  const rand = nonceFunctionBip340(msg, bigToBytes(d), pk, undefined, aux32);
  let k = bytesToBig(rand) % N;
  if (k === 0n) throw new Error("k = 0");
  const [rx, ry] = mulG(k);
  if (ry & 1n) k = N - k;
  const e = bytesToBig(taggedHash("BIP0340/challenge", bigToBytes(rx), pk, msg)) % N;
  return { pk, sig: cat(bigToBytes(rx), bigToBytes((k + e * d) % N)) };
}

function expectK1(fn: () => unknown, code: string, what: string): void {
  try {
    fn();
  } catch (e) {
    expect((e as K1Error).code, what).toBe(code);
    return;
  }
  expect.unreachable(`${what}: no error thrown`);
}

// ---------------------------------------------------------------------------------------------

describe("byte-wise order helpers (bytes.ts)", () => {
  const edges = [
    0n,
    1n,
    N - 2n,
    N - 1n,
    N,
    N + 1n,
    2n ** 256n - 1n,
    2n ** 255n,
    N - 2n ** 128n,
    N + 2n ** 128n,
  ];
  it("overflowsOrder / reduceOrder vs BigInt on edge and random values (aliased and not)", () => {
    const values = [...edges];
    for (let i = 0; i < N_RANDOM; i++) values.push(rng.big256([N, 0n, 2n ** 256n - 1n]));
    for (const x of values) {
      const a = bigToBytes(x);
      expect(overflowsOrder(a), `overflowsOrder(0x${x.toString(16)})`).toBe(x >= N ? 1 : 0);
      const r = new Uint8Array(32);
      reduceOrder(r, a);
      expect(bytesToBig(r), `reduceOrder(0x${x.toString(16)})`).toBe(x % N);
      reduceOrder(a, a);
      expect(bytesToBig(a), `reduceOrder aliased (0x${x.toString(16)})`).toBe(x % N);
    }
    expect(bytesToBig(ORDER_BYTES), "ORDER_BYTES").toBe(N);
  });

  it("isValidNonce: 0 < k < n", () => {
    for (const x of edges) {
      expect(isValidNonce(bigToBytes(x)), `isValidNonce(0x${x.toString(16)})`).toBe(x > 0n && x < N);
    }
  });
});

describe("RFC 6979 HMAC-SHA256 DRBG", () => {
  it("initialize + generate of any output length matches RFC 6979 3.2", () => {
    for (const outLen of [0, 1, 31, 32, 33, 64, 65, 100]) {
      const seed = rng.bytes(rng.int(150));
      const want = rfc6979Ref(seed, 4, outLen);
      const st = rfc6979HmacSha256Create();
      rfc6979HmacSha256Initialize(st, seed);
      for (let c = 0; c < 4; c++) {
        const out = new Uint8Array(outLen);
        rfc6979HmacSha256Generate(st, out);
        expect(hex(out), `DRBG seedlen=${seed.length} outLen=${outLen} output ${c}`).toBe(hex(want[c]));
      }
      rfc6979HmacSha256Clear(st);
      expect(hex(st.k) + hex(st.v), "clear zeroes K and V").toBe("00".repeat(64));
      rfc6979HmacSha256Initialize(st, seed); // re-initialisation after clear restarts the stream
      const out = new Uint8Array(outLen);
      rfc6979HmacSha256Generate(st, out);
      expect(hex(out), `DRBG re-init outLen=${outLen}`).toBe(hex(want[0]));
    }
  });
});

describe("nonceFunctionRfc6979 (vs an RFC 6979 reference)", () => {
  it("random and edge msg/key, with and without data32/algo16, counters 0..3 and random", () => {
    const edgeMsgs = [0n, 1n, N - 1n, N, N + 1n, 2n ** 256n - 1n].map((x) => bigToBytes(x));
    for (let i = 0; i < N_RANDOM; i++) {
      const msg32 = i < edgeMsgs.length ? edgeMsgs[i] : rng.bytes(32);
      const key32 = rng.int(8) === 0 ? bigToBytes(rng.big256([0n, N])) : rng.bytes(32);
      const data32 = rng.int(2) === 0 ? rng.bytes(32) : undefined;
      const algo16 = rng.int(3) === 0 ? rng.bytes(16) : undefined;
      const counter = rng.int(4) === 0 ? rng.int(12) : rng.int(3);
      const want = rfc6979Ref(seedRef(msg32, key32, algo16, data32), counter + 1)[counter];
      const id = `case ${i}: msg=${hex(msg32)} key=${hex(key32)} data=${data32 ? hex(data32) : "-"} algo=${algo16 ? hex(algo16) : "-"} counter=${counter}`;
      expect(hex(nonceFunctionRfc6979(msg32, key32, algo16, data32, counter)), id).toBe(hex(want));
      if (data32 === undefined && algo16 === undefined) {
        expect(hex(nonceFunctionRfc6979(msg32, key32, null, null, counter)), `${id} (null)`).toBe(hex(want));
      }
    }
  });

  it("message ≥ n is reduced: msg and msg − n give the same nonce", () => {
    for (let i = 0; i < 100; i++) {
      const m = N + rng.bigBelow(2n ** 256n - N);
      const key32 = rng.bytes(32);
      expect(hex(nonceFunctionRfc6979(bigToBytes(m), key32)), `msg=0x${m.toString(16)}`).toBe(
        hex(nonceFunctionRfc6979(bigToBytes(m - N), key32)),
      );
    }
  });

  it("the optional parts are distinguishable: none ≠ zero data32 ≠ zero algo16", () => {
    const m = rng.bytes(32);
    const k = rng.bytes(32);
    const outs = [
      nonceFunctionRfc6979(m, k),
      nonceFunctionRfc6979(m, k, undefined, new Uint8Array(32)),
      nonceFunctionRfc6979(m, k, new Uint8Array(16)),
      nonceFunctionRfc6979(m, k, new Uint8Array(16), new Uint8Array(32)),
    ].map(hex);
    expect(new Set(outs).size, "4 distinct nonces").toBe(4);
  });

  it("rejects bad arguments with K1Error", () => {
    const b32 = new Uint8Array(32);
    expectK1(() => nonceFunctionRfc6979(new Uint8Array(31), b32), "ERR_LENGTH", "msg32 of 31 bytes");
    expectK1(() => nonceFunctionRfc6979(b32, new Uint8Array(33)), "ERR_LENGTH", "key32 of 33 bytes");
    expectK1(() => nonceFunctionRfc6979(b32, "k" as unknown as Uint8Array), "ERR_TYPE", "key32 string");
    expectK1(() => nonceFunctionRfc6979(b32, b32, new Uint8Array(15)), "ERR_LENGTH", "algo16 of 15 bytes");
    expectK1(
      () => nonceFunctionRfc6979(b32, b32, null, new Uint8Array(31)),
      "ERR_LENGTH",
      "data32 of 31 bytes",
    );
    expectK1(() => nonceFunctionRfc6979(b32, b32, null, null, -1), "ERR_RANGE", "counter -1");
    expectK1(() => nonceFunctionRfc6979(b32, b32, null, null, 2 ** 32), "ERR_RANGE", "counter 2^32");
    expectK1(() => nonceFunctionRfc6979(b32, b32, null, null, 1.5), "ERR_TYPE", "counter 1.5");
  });
});

describe("nonceFunctionBip340 (vs an independent BIP340 reference)", () => {
  const ALGO = utf8("BIP0340/nonce");
  function ref(
    msg: Uint8Array,
    key: Uint8Array,
    pk: Uint8Array,
    algo: Uint8Array,
    aux?: Uint8Array,
  ): Uint8Array {
    const mask = taggedRef(utf8("BIP0340/aux"), aux ?? new Uint8Array(32));
    const t = key.map((b, i) => b ^ mask[i]);
    return taggedRef(algo, t, pk, msg);
  }

  it("random inputs of any message length, aux present/absent, default/explicit/custom algo", () => {
    for (let i = 0; i < N_RANDOM; i++) {
      const msg = rng.bytes(rng.int(4) === 0 ? 32 : rng.int(200));
      const key = rng.bytes(32);
      const pk = rng.bytes(32);
      const aux = rng.int(2) === 0 ? rng.bytes(32) : undefined;
      const which = rng.int(3);
      const algo = which === 0 ? undefined : which === 1 ? Uint8Array.from(ALGO) : rng.bytes(rng.int(40));
      const id = `case ${i}: msglen=${msg.length} aux=${aux ? hex(aux) : "-"} algo=${algo ? hex(algo) : "default"}`;
      expect(hex(nonceFunctionBip340(msg, key, pk, algo, aux)), id).toBe(
        hex(ref(msg, key, pk, algo ?? ALGO, aux)),
      );
    }
  });

  it("absent aux equals 32 zero bytes of aux (libsecp256k1's precomputed ZERO_MASK)", () => {
    for (let i = 0; i < 50; i++) {
      const msg = rng.bytes(rng.int(70));
      const key = rng.bytes(32);
      const pk = rng.bytes(32);
      const zero = hex(nonceFunctionBip340(msg, key, pk, undefined, new Uint8Array(32)));
      expect(hex(nonceFunctionBip340(msg, key, pk)), `absent aux case ${i}`).toBe(zero);
      expect(hex(nonceFunctionBip340(msg, key, pk, undefined, null)), `null aux case ${i}`).toBe(zero);
    }
    expect(hex(taggedHash("BIP0340/aux", new Uint8Array(32))), "ZERO_MASK").toBe(
      "54f169cfc9e2e5727480441f90ba25c488f461c70b5ea5dcaaf7af69270aa514",
    );
    expect(hex(BIP340_NONCE_ALGO), "BIP340_NONCE_ALGO").toBe(hex(ALGO));
  });

  it("rejects bad arguments with K1Error", () => {
    const b32 = new Uint8Array(32);
    expectK1(() => nonceFunctionBip340("m" as unknown as Uint8Array, b32, b32), "ERR_TYPE", "msg string");
    expectK1(() => nonceFunctionBip340(b32, new Uint8Array(31), b32), "ERR_LENGTH", "key32 of 31 bytes");
    expectK1(() => nonceFunctionBip340(b32, b32, new Uint8Array(33)), "ERR_LENGTH", "xonlyPk32 of 33 bytes");
    expectK1(
      () => nonceFunctionBip340(b32, b32, b32, undefined, new Uint8Array(16)),
      "ERR_LENGTH",
      "aux of 16",
    );
    expectK1(
      () => nonceFunctionBip340(b32, b32, b32, [1] as unknown as Uint8Array),
      "ERR_TYPE",
      "algo array",
    );
  });
});

// ---------------------------------------------------------------------------------------------
// vectors

describe("RFC6979 vectors", () => {
  it("bitcoinjs-lib ecdsa.json valid.rfc6979: k0, k1, k15 (counter 0, 1, 15)", () => {
    const file = "bitcoinjs-lib/test/fixtures/ecdsa.json";
    const v = JSON.parse(readVector(file)).valid.rfc6979 as {
      message: string;
      d: string;
      k0: string;
      k1: string;
      k15: string;
    }[];
    expect(v.length, `${file}: valid.rfc6979 count`).toBe(10);
    v.forEach((c, i) => {
      const id = `${file} valid.rfc6979[${i}] "${c.message}"`;
      const msg32 = shaRef(utf8(c.message));
      const key32 = fromHex(c.d.padStart(64, "0"));
      expect(hex(nonceFunctionRfc6979(msg32, key32, null, null, 0)), `${id} k0`).toBe(c.k0);
      expect(hex(nonceFunctionRfc6979(msg32, key32, null, null, 1)), `${id} k1`).toBe(c.k1);
      expect(hex(nonceFunctionRfc6979(msg32, key32, null, null, 15)), `${id} k15`).toBe(c.k15);
      // The same stream from one DRBG: the 16th output.
      const st = rfc6979HmacSha256Create();
      rfc6979HmacSha256Initialize(st, cat(key32, msg32));
      const out = new Uint8Array(32);
      for (let j = 0; j <= 15; j++) rfc6979HmacSha256Generate(st, out);
      expect(hex(out), `${id} k15 via DRBG`).toBe(c.k15);
    });
    ranVectors(file, v.length, "valid.rfc6979 (nonce reference)");
  });

  it("bitcoinjs-lib ecdsa.json valid.ecdsa: k, and the DER signature re-derived from it", () => {
    const file = "bitcoinjs-lib/test/fixtures/ecdsa.json";
    const v = JSON.parse(readVector(file)).valid.ecdsa as {
      d: string;
      k: string;
      message: string;
      i: number;
      signature: string;
    }[];
    expect(v.length, `${file}: valid.ecdsa count`).toBeGreaterThan(0);
    v.forEach((c, i) => {
      const id = `${file} valid.ecdsa[${i}] "${c.message}"`;
      const msg32 = shaRef(utf8(c.message));
      const key32 = fromHex(c.d.padStart(64, "0"));
      const s = ecdsaSignRef(msg32, key32);
      expect(hex(s.k32), `${id} k`).toBe(c.k);
      const { r32, s32 } = parseDer(fromHex(c.signature));
      expect(hex(s.sig), `${id} signature`).toBe(hex(r32) + hex(s32));
      expect(s.recid, `${id} recovery id`).toBe(c.i);
    });
    ranVectors(file, v.length, "valid.ecdsa (nonce reference)");
  });

  it("tiny-secp256k1 ecdsa.json valid[]: signatures and recovery ids re-derived from the RFC6979 nonce", () => {
    const file = "tiny-secp256k1/tests/fixtures/ecdsa.json";
    const v = JSON.parse(readVector(file)).valid as {
      description: string;
      d: string;
      m: string;
      signature: string;
      recoveryId: number;
    }[];
    expect(v.length, `${file}: valid count`).toBe(2020);
    v.forEach((c, i) => {
      const id = `${file} valid[${i}] (${c.description})`;
      const s = ecdsaSignRef(fromHex(c.m), fromHex(c.d));
      expect(hex(s.sig), `${id} signature`).toBe(c.signature);
      expect(s.recid, `${id} recoveryId`).toBe(c.recoveryId);
    });
    ranVectors(file, v.length, "valid (nonce reference)");
  });

  it("tiny-secp256k1 ecdsa.json extraEntropy[]: data32 = 0, 1, rand, n, 2^256−1, and none", () => {
    const file = "tiny-secp256k1/tests/fixtures/ecdsa.json";
    const v = JSON.parse(readVector(file)).extraEntropy as Record<string, string | number>[];
    expect(v.length, `${file}: extraEntropy count`).toBe(5);
    const inputs: Record<string, Uint8Array | undefined> = {
      "": undefined,
      "0": new Uint8Array(32),
      "1": bigToBytes(1n),
      Rand: fromHex("6e723d3fd94ed5d2b6bdd4f123364b0f3ca52af829988a63f8afe91d29db1c33"),
      N: bigToBytes(N),
      Max: new Uint8Array(32).fill(0xff),
    };
    v.forEach((c, i) => {
      for (const [name, data32] of Object.entries(inputs)) {
        const id = `${file} extraEntropy[${i}] extraEntropy${name || " (none)"}`;
        const s = ecdsaSignRef(fromHex(c.m as string), fromHex(c.d as string), data32);
        expect(hex(s.sig), id).toBe(name === "" ? c.signature : c[`extraEntropy${name}`]);
        expect(s.recid, `${id} recoveryId`).toBe(c[`recoveryId${name}`]);
      }
    });
    ranVectors(file, v.length, "extraEntropy (nonce reference)");
  });
});

describe("BIP340 nonce vectors (full signing with a BigInt reference)", () => {
  it("bip-0340/test-vectors.csv signing rows (messages of 0, 1, 17, 32, 100 bytes)", () => {
    const file = "bitcoin-bips/bip-0340/test-vectors.csv";
    const rows = readVector(file)
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => l.split(","));
    const signing = rows.filter((r) => r[1] !== "");
    expect(signing.length, `${file}: signing rows`).toBeGreaterThanOrEqual(8);
    for (const [index, sk, pk, aux, msg, sig] of signing) {
      const id = `${file} index ${index}`;
      const s = bip340SignRef(fromHex(sk), fromHex(msg), fromHex(aux));
      expect(hex(s.pk), `${id} public key`).toBe(pk.toLowerCase());
      expect(hex(s.sig), `${id} signature`).toBe(sig.toLowerCase());
    }
    ranVectors(file, signing.length, "signing rows (BigInt reference)");
  });

  it("tiny-secp256k1 schnorr.json bip340testvectors (rows with d and e)", () => {
    const file = "tiny-secp256k1/tests/fixtures/schnorr.json";
    const v = JSON.parse(readVector(file)).bip340testvectors as {
      d?: string;
      e?: string;
      Q: string;
      m: string;
      s: string;
    }[];
    const signing = v.filter((c) => c.d !== undefined && c.e !== undefined);
    expect(signing.length, `${file}: signing rows`).toBeGreaterThan(0);
    signing.forEach((c, i) => {
      const id = `${file} bip340testvectors signing row ${i}`;
      const s = bip340SignRef(fromHex(c.d!), fromHex(c.m), fromHex(c.e!));
      expect(hex(s.pk), `${id} Q`).toBe(c.Q);
      expect(hex(s.sig), `${id} s`).toBe(c.s);
    });
    ranVectors(file, signing.length, "bip340testvectors signing rows (BigInt reference)");
  });

  it("bip-0341 keyPathSpending: signatures with all-zero aux_rand (here: aux absent)", () => {
    const file = "bitcoin-bips/bip-0341/wallet-test-vectors.json";
    const v = JSON.parse(readVector(file)).keyPathSpending[0].inputSpending as {
      intermediary: { tweakedPrivkey: string; sigHash: string };
      expected: { witness: string[] };
    }[];
    expect(v.length, `${file}: inputSpending count`).toBeGreaterThan(0);
    v.forEach((c, i) => {
      const id = `${file} keyPathSpending[0].inputSpending[${i}]`;
      const s = bip340SignRef(fromHex(c.intermediary.tweakedPrivkey), fromHex(c.intermediary.sigHash));
      expect(hex(s.sig), id).toBe(c.expected.witness[0].slice(0, 128));
    });
    ranVectors(file, v.length, "keyPathSpending (BigInt reference)");
  });
});
