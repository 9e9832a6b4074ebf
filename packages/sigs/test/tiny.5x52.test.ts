// The tiny-secp256k1-compatible interface on the 5x52 backend (template: the build writes the
// 10x26 copy) against tiny-secp256k1's own conformance fixtures (ecdsa.json, points.json,
// schnorr.json; generated upstream against libsecp256k1), plus the semantics bitcoinjs relies on
// (null results, zero tweaks, compression following the input) checked against the BigInt
// reference. Every assertion message names its fixture.
import { describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { ranVectors, readVector } from "../../../test-utils/vectors.js";
import * as ecc from "../src/tiny.5x52.js";
import { bigToBytes, bytesToBig, decode, encode, G, mul, N } from "./ref.js";

const hexb = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, "hex"));
const hex = (b: Uint8Array | null): string | null => (b === null ? null : Buffer.from(b).toString("hex"));
const fixture = (f: string) => JSON.parse(readVector(`tiny-secp256k1/tests/fixtures/${f}`));
/** The number of vectors in fixture sections (the sum of their arrays' lengths). */
const size = (...sections: unknown[][]): number => sections.reduce((n, a) => n + a.length, 0);
const sections = (o: Record<string, unknown[]>): unknown[][] => Object.values(o);
const rng = new Rng("tiny");

/** Expects fn to throw what tiny-secp256k1 throws: a TypeError with its message (and k1's code). */
function expectThrow(fn: () => unknown, message: string, name: string): void {
  let err: unknown;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  expect(err, `${name}: throws`).toBeInstanceOf(Error);
  expect((err as Error).message, `${name}: message`).toBe(message);
  expect(err, `${name}: a TypeError`).toBeInstanceOf(TypeError);
  expect((err as { name: string }).name, `${name}: named TypeError`).toBe("TypeError");
  expect(typeof (err as { code: unknown }).code, `${name}: with a code`).toBe("string");
}

describe("tiny-secp256k1 fixtures: points.json", () => {
  const f = fixture("points.json");

  it("valid.isPoint", () => {
    for (const [i, v] of f.valid.isPoint.entries()) {
      const p = hexb(v.P);
      expect(ecc.isPoint(p), `isPoint[${i}] ${v.P}`).toBe(v.expected);
      expect(ecc.isPointCompressed(p), `isPoint[${i}] compressed`).toBe(v.expected && p.length === 33);
      if (p.length === 33 && (p[0] === 2 || p[0] === 3)) {
        expect(ecc.isXOnlyPoint(p.subarray(1)), `isPoint[${i}] x-only`).toBe(v.expected);
      }
    }
  });

  const forms = (
    name: string,
    got: (c: boolean | undefined) => Uint8Array | null,
    expected: string | null,
  ) => {
    expect(hex(got(undefined)), `${name}`).toBe(expected);
    for (const c of [true, false]) {
      expect(hex(got(c)), `${name}, compressed=${c}`).toBe(
        expected === null ? null : hex(ecc.pointCompress(hexb(expected), c)),
      );
    }
  };

  it("valid.pointAdd", () => {
    for (const [i, v] of f.valid.pointAdd.entries()) {
      forms(`pointAdd[${i}]`, (c) => ecc.pointAdd(hexb(v.P), hexb(v.Q), c), v.expected);
    }
  });
  it("valid.pointAddScalar", () => {
    for (const [i, v] of f.valid.pointAddScalar.entries()) {
      forms(
        `pointAddScalar[${i}] ${v.description}`,
        (c) => ecc.pointAddScalar(hexb(v.P), hexb(v.d), c),
        v.expected,
      );
    }
  });
  it("valid.pointCompress", () => {
    for (const [i, v] of f.valid.pointCompress.entries()) {
      expect(hex(ecc.pointCompress(hexb(v.P), v.compress)), `pointCompress[${i}] ${v.description}`).toBe(
        v.expected,
      );
    }
  });
  it("valid.pointFromScalar", () => {
    for (const [i, v] of f.valid.pointFromScalar.entries()) {
      forms(`pointFromScalar[${i}] ${v.description}`, (c) => ecc.pointFromScalar(hexb(v.d), c), v.expected);
      expect(hex(ecc.xOnlyPointFromScalar(hexb(v.d))), `xOnlyPointFromScalar[${i}]`).toBe(
        v.expected.slice(2, 66),
      );
      expect(hex(ecc.xOnlyPointFromPoint(hexb(v.expected))), `xOnlyPointFromPoint[${i}]`).toBe(
        v.expected.slice(2, 66),
      );
    }
  });
  it("valid.pointMultiply", () => {
    for (const [i, v] of f.valid.pointMultiply.entries()) {
      forms(
        `pointMultiply[${i}] ${v.description}`,
        (c) => ecc.pointMultiply(hexb(v.P), hexb(v.d), c),
        v.expected,
      );
    }
  });
  it("valid.pointNegate (privateNegate)", () => {
    for (const [i, v] of f.valid.pointNegate.entries()) {
      expect(hex(ecc.privateNegate(hexb(v.d))), `pointNegate[${i}] ${v.description}`).toBe(v.expected);
    }
  });
  it("invalid.*", () => {
    let n = 0;
    for (const [i, v] of f.invalid.pointAdd.entries()) {
      expectThrow(
        () => ecc.pointAdd(hexb(v.P), hexb(v.Q)),
        v.exception,
        `invalid.pointAdd[${i}] ${v.description}`,
      );
      n++;
    }
    for (const [i, v] of f.invalid.pointAddScalar.entries()) {
      expectThrow(
        () => ecc.pointAddScalar(hexb(v.P), hexb(v.d)),
        v.exception,
        `invalid.pointAddScalar[${i}] ${v.description}`,
      );
      n++;
    }
    for (const [i, v] of f.invalid.pointCompress.entries()) {
      expectThrow(
        () => ecc.pointCompress(hexb(v.P), v.compress),
        v.exception,
        `invalid.pointCompress[${i}] ${v.description}`,
      );
      n++;
    }
    for (const [i, v] of f.invalid.pointFromScalar.entries()) {
      expectThrow(
        () => ecc.pointFromScalar(hexb(v.d)),
        v.exception,
        `invalid.pointFromScalar[${i}] ${v.description}`,
      );
      n++;
    }
    for (const [i, v] of f.invalid.pointMultiply.entries()) {
      expectThrow(
        () => ecc.pointMultiply(hexb(v.P), hexb(v.d)),
        v.exception,
        `invalid.pointMultiply[${i}] ${v.description}`,
      );
      n++;
    }
    expect(n).toBe(38 + 22 + 19 + 4 + 22);
  });
  it("ran every vector of points.json", () => {
    ranVectors(
      "tiny-secp256k1/tests/fixtures/points.json",
      size(...sections(f.valid), ...sections(f.invalid)),
    );
  });
});

describe("tiny-secp256k1 fixtures: ecdsa.json", () => {
  const f = fixture("ecdsa.json");

  // Every vector is signed byte-exactly and verified; the recoverable signing, the uncompressed
  // forms and recovery run on every STRIDE-th vector (all of them under K1_COUNT ≥ 10^5, test:full):
  // the VERIFY build checks every field-operation contract and is ~100× slower than release.
  const STRIDE = COUNT >= 100_000 ? 1 : 4;

  it("valid: sign, signRecoverable, verify and recover (2020 vectors)", () => {
    expect(f.valid.length).toBe(2020);
    for (const [i, v] of f.valid.entries()) {
      const name = `ecdsa valid[${i}] ${v.description}`;
      const d = hexb(v.d);
      const m = hexb(v.m);
      expect(hex(ecc.sign(m, d)), `${name}: sign`).toBe(v.signature);
      const sig = hexb(v.signature);
      const Q = ecc.pointFromScalar(d, true) as Uint8Array;
      expect(ecc.verify(m, Q, sig), `${name}: verify (compressed)`).toBe(true);
      if (i % STRIDE !== 0) continue;
      const rs = ecc.signRecoverable(m, d);
      expect(hex(rs.signature), `${name}: signRecoverable`).toBe(v.signature);
      expect(rs.recoveryId, `${name}: recoveryId`).toBe(v.recoveryId);
      const Qu = ecc.pointFromScalar(d, false) as Uint8Array;
      expect(ecc.verify(m, Qu, sig), `${name}: verify (uncompressed)`).toBe(true);
      expect(hex(ecc.recover(m, sig, v.recoveryId, true)), `${name}: recover (compressed)`).toBe(hex(Q));
      expect(hex(ecc.recover(m, sig, v.recoveryId)), `${name}: recover (default: uncompressed)`).toBe(
        hex(Qu),
      );
    }
  });

  it("extraEntropy (5 vectors × 5 entropy values)", () => {
    const entropies: [string, Uint8Array][] = [
      ["0", new Uint8Array(32)],
      ["1", hexb("0000000000000000000000000000000000000000000000000000000000000001")],
      ["Rand", hexb("6e723d3fd94ed5d2b6bdd4f123364b0f3ca52af829988a63f8afe91d29db1c33")],
      ["N", bigToBytes(N)],
      ["Max", hexb("ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff")],
    ];
    for (const [i, v] of f.extraEntropy.entries()) {
      const d = hexb(v.d);
      const m = hexb(v.m);
      expect(hex(ecc.sign(m, d)), `extraEntropy[${i}]: no entropy`).toBe(v.signature);
      expect(ecc.signRecoverable(m, d).recoveryId, `extraEntropy[${i}]: recoveryId`).toBe(v.recoveryId);
      for (const [k, e] of entropies) {
        expect(hex(ecc.sign(m, d, e)), `extraEntropy[${i}]: extraEntropy${k}`).toBe(v[`extraEntropy${k}`]);
        const rs = ecc.signRecoverable(m, d, e);
        expect(hex(rs.signature), `extraEntropy[${i}]: signRecoverable ${k}`).toBe(v[`extraEntropy${k}`]);
        expect(rs.recoveryId, `extraEntropy[${i}]: recoveryId${k}`).toBe(v[`recoveryId${k}`]);
      }
    }
  });

  it("invalid.sign", () => {
    for (const [i, v] of f.invalid.sign.entries()) {
      expectThrow(() => ecc.sign(hexb(v.m), hexb(v.d)), v.exception, `invalid.sign[${i}] ${v.description}`);
      expectThrow(
        () => ecc.signRecoverable(hexb(v.m), hexb(v.d)),
        v.exception,
        `invalid.sign[${i}] recoverable`,
      );
    }
  });

  it("invalid.verify", () => {
    for (const [i, v] of f.invalid.verify.entries()) {
      const name = `invalid.verify[${i}] ${v.description}`;
      const call = () => ecc.verify(hexb(v.m), hexb(v.Q), hexb(v.signature), v.strict === true);
      if (v.exception !== undefined) expectThrow(call, v.exception, name);
      else expect(call(), name).toBe(false);
      if (v.strict === true) {
        expect(ecc.verify(hexb(v.m), hexb(v.Q), hexb(v.signature), false), `${name}: not strict`).toBe(true);
      }
    }
  });

  it("invalid.recover", () => {
    for (const [i, v] of f.invalid.recover.entries()) {
      expectThrow(
        () => ecc.recover(hexb(v.m), hexb(v.signature), v.recoveryId),
        v.exception,
        `invalid.recover[${i}] ${v.description}`,
      );
    }
  });
  it("ran every vector of ecdsa.json", () => {
    ranVectors(
      "tiny-secp256k1/tests/fixtures/ecdsa.json",
      size(f.valid, f.extraEntropy, ...sections(f.invalid)),
    );
  });
});

describe("tiny-secp256k1 fixtures: schnorr.json", () => {
  const f = fixture("schnorr.json");

  it("bip340testvectors (15)", () => {
    expect(f.bip340testvectors.length).toBe(15);
    for (const [i, v] of f.bip340testvectors.entries()) {
      const name = `schnorr bip340testvectors[${i}] ${v.comment}`;
      if (v.d !== undefined) {
        expect(hex(ecc.signSchnorr(hexb(v.m), hexb(v.d), hexb(v.e))), `${name}: signSchnorr`).toBe(v.s);
        expect(hex(ecc.xOnlyPointFromScalar(hexb(v.d))), `${name}: x-only key`).toBe(v.Q);
      }
      const call = () => ecc.verifySchnorr(hexb(v.m), hexb(v.Q), hexb(v.s));
      if (v.exception !== undefined) expectThrow(call, v.exception, name);
      else expect(call(), `${name}: verifySchnorr`).toBe(v.v);
    }
  });

  it("tweakaddvectors (72)", () => {
    expect(f.tweakaddvectors.length).toBe(72);
    for (const [i, v] of f.tweakaddvectors.entries()) {
      const name = `tweakaddvectors[${i}]`;
      const p = hexb(v.pubkey);
      const t = hexb(v.tweak);
      const r = ecc.xOnlyPointAddTweak(p, t);
      if (v.result === null) {
        expect(r, `${name}: infinity gives null`).toBeNull();
        continue;
      }
      expect(hex(r?.xOnlyPubkey ?? null), `${name}: xOnlyPubkey`).toBe(v.result);
      expect(r?.parity, `${name}: parity`).toBe(v.parity);
      const res = hexb(v.result);
      expect(ecc.xOnlyPointAddTweakCheck(p, t, res, v.parity), `${name}: check with parity`).toBe(true);
      expect(ecc.xOnlyPointAddTweakCheck(p, t, res), `${name}: check without parity`).toBe(true);
      expect(
        ecc.xOnlyPointAddTweakCheck(p, t, res, (v.parity ^ 1) as 0 | 1),
        `${name}: check, wrong parity`,
      ).toBe(false);
    }
  });
  it("ran every vector of schnorr.json", () => {
    ranVectors("tiny-secp256k1/tests/fixtures/schnorr.json", size(f.bip340testvectors, f.tweakaddvectors));
  });
});

describe("tiny-secp256k1 semantics (null results, zero tweaks, compression)", () => {
  const one = bigToBytes(1n);
  const zero = new Uint8Array(32);

  it("zero tweaks are accepted; cancelling tweaks give null", () => {
    expect(hex(ecc.privateAdd(one, zero)), "privateAdd(1, 0) = 1").toBe(hex(one));
    expect(hex(ecc.privateSub(one, zero)), "privateSub(1, 0) = 1").toBe(hex(one));
    expect(ecc.privateAdd(bigToBytes(N - 3n), bigToBytes(3n)), "privateAdd(−3, 3) = null").toBeNull();
    expect(ecc.privateSub(bigToBytes(3n), bigToBytes(3n)), "privateSub(3, 3) = null").toBeNull();
    const g = encode(G);
    expect(hex(ecc.pointAddScalar(g, zero)), "pointAddScalar(G, 0) = G").toBe(hex(g));
    expect(ecc.pointAddScalar(g, bigToBytes(N - 1n)), "pointAddScalar(G, n − 1) = null").toBeNull();
    expect(ecc.pointMultiply(g, zero), "pointMultiply(G, 0) = null").toBeNull();
    expect(ecc.pointAdd(g, encode(mul(N - 1n, G))), "pointAdd(G, −G) = null").toBeNull();
  });

  it("compression follows the input, truthy flags compress", () => {
    const gu = encode(G, false);
    expect(ecc.pointAddScalar(gu, one)?.length, "uncompressed in, uncompressed out").toBe(65);
    expect(ecc.pointAdd(gu, encode(G))?.length, "first argument decides").toBe(65);
    expect(ecc.pointFromScalar(one)?.length, "from a scalar: compressed").toBe(33);
    expect(ecc.pointCompress(gu, 1 as unknown as boolean).length, "truthy 1").toBe(33);
    expect(ecc.pointCompress(encode(G), 0 as unknown as boolean).length, "falsy 0").toBe(65);
  });

  it("bad types and sizes throw tiny's messages with typed codes", () => {
    const cases: [() => unknown, string, string][] = [
      [() => ecc.sign(new Uint8Array(31), one), "Expected Hash", "ERR_LENGTH"],
      [() => ecc.sign(one, "00" as unknown as Uint8Array), "Expected Private", "ERR_TYPE"],
      [() => ecc.sign(one, one, new Uint8Array(31)), "Expected Extra Data (32 bytes)", "ERR_LENGTH"],
      [() => ecc.signSchnorr(new Uint8Array(33), one), "Expected Hash", "ERR_LENGTH"],
      [() => ecc.pointAdd(new Uint8Array(32), encode(G)), "Expected Point", "ERR_LENGTH"],
      [() => ecc.xOnlyPointAddTweak(encode(G), one), "Expected Point", "ERR_LENGTH"],
      [
        () => ecc.xOnlyPointAddTweakCheck(encode(G).subarray(1), one, encode(G).subarray(1), 2 as 0),
        "Expected Parity (1 | 0)",
        "ERR_RANGE",
      ],
      [() => ecc.privateAdd(one, bigToBytes(N)), "Expected Tweak", "ERR_TWEAK"],
      [() => ecc.recover(one, ecc.sign(one, one), 7 as 0), "Bad Recovery Id", "ERR_RECOVERY_ID"],
      [
        () => ecc.recover(one, ecc.sign(one, one), null as unknown as 0),
        "Bad Recovery Id",
        "ERR_RECOVERY_ID",
      ],
      [() => ecc.recover(one, ecc.sign(one, one), "1" as unknown as 0), "Bad Recovery Id", "ERR_RECOVERY_ID"],
      [() => ecc.recover(one, ecc.sign(one, one), 4 as 0), "Bad Recovery Id", "ERR_RECOVERY_ID"],
      [
        () => ecc.verifySchnorr(one, encode(G).subarray(1), new Uint8Array(64).fill(0xff)),
        "Expected Signature",
        "ERR_SIGNATURE",
      ],
    ];
    for (const [fn, msg, code] of cases) {
      let err: unknown;
      try {
        fn();
      } catch (e) {
        err = e;
      }
      expect((err as Error)?.message, msg).toBe(msg);
      expect((err as { code: string })?.code, `${msg}: code`).toBe(code);
      expect(err, `${msg}: a TypeError, as tiny-secp256k1's`).toBeInstanceOf(TypeError);
      expect(err, `${msg}: a K1TypeError`).toBeInstanceOf(ecc.K1TypeError);
      expect((err as Error).name, `${msg}: name`).toBe("TypeError");
      expect(String(err), `${msg}: toString`).toBe(`TypeError: ${msg}`);
      expect(ecc.isK1Error(err), `${msg}: isK1Error`).toBe(true);
      expect(ecc.isK1Error(err, code as ecc.K1ErrorCode), `${msg}: isK1Error with its code`).toBe(true);
      expect(ecc.isK1Error(err, "ERR_NONCE"), `${msg}: isK1Error with another code`).toBe(false);
    }
    expect(ecc.isK1Error(new TypeError("Expected Point")), "a plain TypeError is not k1's").toBe(false);
    expect(ecc.isK1Error(new ecc.K1Error("ERR_HASH", "m"), "ERR_HASH"), "a K1Error is k1's").toBe(true);
    for (const bad of [null, undefined, 5, "02", [2, 3], new Uint16Array(33), {}]) {
      expect(ecc.isPoint(bad as Uint8Array), `isPoint(${String(bad)})`).toBe(false);
      expect(ecc.isPrivate(bad as Uint8Array), `isPrivate(${String(bad)})`).toBe(false);
      expect(ecc.isXOnlyPoint(bad as Uint8Array), `isXOnlyPoint(${String(bad)})`).toBe(false);
    }
  });

  it("privateAdd / privateSub / privateNegate / isPrivate against BigInt on random and edge keys", () => {
    const edge = [1n, 2n, 3n, N - 1n, N - 2n, N / 2n, N / 2n + 1n, (1n << 128n) - 1n];
    const rand = () => (rng.int(4) === 0 ? edge[rng.int(edge.length)] : 1n + rng.bigBelow(N - 1n));
    const n = Math.max(200, COUNT / 50);
    for (let i = 0; i < n; i++) {
      const d = rand();
      const t = rng.int(8) === 0 ? 0n : rand();
      const sum = (d + t) % N;
      const diff = (((d - t) % N) + N) % N;
      expect(hex(ecc.privateAdd(bigToBytes(d), bigToBytes(t))), `privateAdd(${d}, ${t})`).toBe(
        sum === 0n ? null : hex(bigToBytes(sum)),
      );
      expect(hex(ecc.privateSub(bigToBytes(d), bigToBytes(t))), `privateSub(${d}, ${t})`).toBe(
        diff === 0n ? null : hex(bigToBytes(diff)),
      );
      expect(bytesToBig(ecc.privateNegate(bigToBytes(d))), `privateNegate(${d})`).toBe(N - d);
    }
    const x = rng.bigBits(256);
    for (const v of [0n, 1n, N - 1n, N, N + 1n, (1n << 256n) - 1n, x]) {
      expect(ecc.isPrivate(bigToBytes(v)), `isPrivate(${v})`).toBe(v > 0n && v < N);
    }
  });

  it("points against BigInt on random keys (add, addScalar, multiply, x-only)", () => {
    const n = Math.max(20, COUNT / 500);
    for (let i = 0; i < n; i++) {
      const a = 1n + rng.bigBelow(N - 1n);
      const b = 1n + rng.bigBelow(N - 1n);
      const A = mul(a, G);
      const c = rng.int(2) === 0;
      expect(hex(ecc.pointAdd(encode(A, c), encode(mul(b, G)))), `pointAdd ${a} ${b}`).toBe(
        hex(encode(mul(a + b, G), c)),
      );
      expect(hex(ecc.pointAddScalar(encode(A, c), bigToBytes(b))), `pointAddScalar ${a} ${b}`).toBe(
        hex(encode(mul(a + b, G), c)),
      );
      expect(hex(ecc.pointMultiply(encode(A, c), bigToBytes(b))), `pointMultiply ${a} ${b}`).toBe(
        hex(encode(mul(a * b, G), c)),
      );
      expect(decode(ecc.pointFromScalar(bigToBytes(a), false) as Uint8Array), `pointFromScalar ${a}`).toEqual(
        A,
      );
      const r = ecc.xOnlyPointAddTweak(encode(A).subarray(1), bigToBytes(b));
      const even = A !== null && (A[1] & 1n) === 0n ? a : N - a;
      const Q = mul(even + b, G);
      expect(hex(r?.xOnlyPubkey ?? null), `xOnlyPointAddTweak ${a} ${b}`).toBe(hex(encode(Q).subarray(1)));
      expect(r?.parity, `xOnlyPointAddTweak parity ${a} ${b}`).toBe(
        Q === null ? undefined : Number(Q[1] & 1n),
      );
    }
  });
});
