// Bad input to every public function on the 5x52 backend (template: the build writes the 10x26
// copy): each wrong type, wrong length and out-of-range value gives a K1Error with the documented
// stable code; verification functions return false for content that is invalid but has the right
// type and length; and random garbage (any type, any length, structured near-misses) never
// produces anything but a correct-typed result or a K1Error.
import { readFileSync } from "node:fs";
import * as k1 from "@k1/sigs/5x52";
import { describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { bigToBytes, encode, G, liftX, mul, N, P } from "./ref.js";

const rng = new Rng(`errors-${k1.BACKEND}`);
const sk = bigToBytes(12345n);
const pub = k1.pubkeyCreate(sk);
const pubU = k1.pubkeyCreate(sk, false);
const xonly = pub.subarray(1);
const kp = k1.keypairCreate(sk);
const m32 = new Uint8Array(32).fill(7);
const sig = k1.ecdsaSign(m32, sk);
const ssig = k1.schnorrSign(m32, sk);
const tweak = bigToBytes(99n);

let notOnCurveX = 5n;
while (liftX(notOnCurveX) !== null) notOnCurveX++;
const offCurve33 = Uint8Array.from([2, ...bigToBytes(notOnCurveX)]);
const offCurve65 = Uint8Array.from([4, ...bigToBytes(1n), ...bigToBytes(1n)]);
const xEqP33 = Uint8Array.from([2, ...bigToBytes(P)]);

const codeOf = errorCode;

describe(`typed errors (${k1.BACKEND})`, () => {
  const cases: [string, () => unknown, k1.K1ErrorCode][] = [
    // types and lengths
    ["ecdsaSign(string msg)", () => k1.ecdsaSign("00" as unknown as Uint8Array, sk), "ERR_TYPE"],
    ["ecdsaSign(31-byte msg)", () => k1.ecdsaSign(new Uint8Array(31), sk), "ERR_LENGTH"],
    [
      "ecdsaSign(Uint16Array key)",
      () => k1.ecdsaSign(m32, new Uint16Array(32) as unknown as Uint8Array),
      "ERR_TYPE",
    ],
    [
      "ecdsaSign(number[] key)",
      () => k1.ecdsaSign(m32, Array(32).fill(1) as unknown as Uint8Array),
      "ERR_TYPE",
    ],
    ["ecdsaSign(33-byte key)", () => k1.ecdsaSign(m32, new Uint8Array(33)), "ERR_LENGTH"],
    [
      "ecdsaSign(extraEntropy 31)",
      () => k1.ecdsaSign(m32, sk, { extraEntropy: new Uint8Array(31) }),
      "ERR_LENGTH",
    ],
    ["ecdsaSign(opts = 5)", () => k1.ecdsaSign(m32, sk, 5 as unknown as k1.EcdsaSignOptions), "ERR_TYPE"],
    [
      "ecdsaSign(entropy as the third argument)",
      () => k1.ecdsaSign(m32, sk, new Uint8Array(32) as unknown as k1.EcdsaSignOptions),
      "ERR_TYPE",
    ],
    [
      "ecdsaSign({ extraEntropyy })",
      () => k1.ecdsaSign(m32, sk, { extraEntropyy: m32 } as unknown as k1.EcdsaSignOptions),
      "ERR_TYPE",
    ],
    [
      "schnorrSignCustom(aux as the third argument)",
      () => k1.schnorrSignCustom(m32, sk, m32 as unknown as k1.SchnorrSignOptions),
      "ERR_TYPE",
    ],
    [
      "ecdsaSign(nonceFunction = 1)",
      () => k1.ecdsaSign(m32, sk, { nonceFunction: 1 as unknown as k1.NonceFunction }),
      "ERR_TYPE",
    ],
    ["ecdsaVerify(63-byte sig)", () => k1.ecdsaVerify(new Uint8Array(63), m32, pub), "ERR_LENGTH"],
    ["ecdsaVerify(32-byte key)", () => k1.ecdsaVerify(sig, m32, xonly), "ERR_LENGTH"],
    ["ecdsaVerify(null key)", () => k1.ecdsaVerify(sig, m32, null as unknown as Uint8Array), "ERR_TYPE"],
    ["ecdsaRecover(recid 4)", () => k1.ecdsaRecover(sig, 4, m32), "ERR_RECOVERY_ID"],
    ["ecdsaRecover(recid -1)", () => k1.ecdsaRecover(sig, -1, m32), "ERR_RECOVERY_ID"],
    ["ecdsaRecover(recid 0.5)", () => k1.ecdsaRecover(sig, 0.5, m32), "ERR_RECOVERY_ID"],
    ["ecdsaRecover(recid '0')", () => k1.ecdsaRecover(sig, "0" as unknown as number, m32), "ERR_RECOVERY_ID"],
    [
      "ecdsaRecover(recid null)",
      () => k1.ecdsaRecover(sig, null as unknown as number, m32),
      "ERR_RECOVERY_ID",
    ],
    ["ecdsaRecover(recid 1n)", () => k1.ecdsaRecover(sig, 1n as unknown as number, m32), "ERR_RECOVERY_ID"],
    ["ecdsaRecover(recid NaN)", () => k1.ecdsaRecover(sig, Number.NaN, m32), "ERR_RECOVERY_ID"],
    ["ecdsaRecover(compressed 1)", () => k1.ecdsaRecover(sig, 0, m32, 1 as unknown as boolean), "ERR_TYPE"],
    ["schnorrSign(msg string)", () => k1.schnorrSign("m" as unknown as Uint8Array, sk), "ERR_TYPE"],
    ["schnorrSign(aux 33)", () => k1.schnorrSign(m32, sk, new Uint8Array(33)), "ERR_LENGTH"],
    ["schnorrSign(key 64)", () => k1.schnorrSign(m32, new Uint8Array(64)), "ERR_LENGTH"],
    ["schnorrVerify(33-byte key)", () => k1.schnorrVerify(ssig, m32, pub), "ERR_LENGTH"],
    ["schnorrVerify(65-byte sig)", () => k1.schnorrVerify(new Uint8Array(65), m32, xonly), "ERR_LENGTH"],
    ["pubkeyCreate(compressed 'yes')", () => k1.pubkeyCreate(sk, "yes" as unknown as boolean), "ERR_TYPE"],
    ["pubkeyCombine(not an array)", () => k1.pubkeyCombine(pub as unknown as Uint8Array[]), "ERR_TYPE"],
    ["pubkeyCombine([])", () => k1.pubkeyCombine([]), "ERR_LENGTH"],
    ["pubkeyCombine([pub, 'x'])", () => k1.pubkeyCombine([pub, "x" as unknown as Uint8Array]), "ERR_TYPE"],
    ["ecdh(hashFn 5)", () => k1.ecdh(sk, pub, 5 as unknown as k1.EcdhHashFunction), "ERR_TYPE"],
    ["ecdh(hashFn → string)", () => k1.ecdh(sk, pub, () => "x" as unknown as Uint8Array), "ERR_HASH"],
    ["ecdh(hashFn → null)", () => k1.ecdh(sk, pub, () => null), "ERR_HASH"],
    ["contextRandomize(16 bytes)", () => k1.contextRandomize(new Uint8Array(16)), "ERR_LENGTH"],
    ["taggedSha256(tag 5)", () => k1.taggedSha256(5 as unknown as string, m32), "ERR_TYPE"],
    [
      "xonlyPubkeyTweakAddCheck(parity 2)",
      () => k1.xonlyPubkeyTweakAddCheck(xonly, 2, xonly, tweak),
      "ERR_RANGE",
    ],
    [
      "ecdsaSignatureFromDer(string)",
      () => k1.ecdsaSignatureFromDer("30" as unknown as Uint8Array),
      "ERR_TYPE",
    ],
    // ranges and content
    ["ecdsaSign(key 0)", () => k1.ecdsaSign(m32, new Uint8Array(32)), "ERR_PRIVATE_KEY"],
    ["ecdsaSign(key n)", () => k1.ecdsaSign(m32, bigToBytes(N)), "ERR_PRIVATE_KEY"],
    ["ecdsaSign(key 2^256-1)", () => k1.ecdsaSign(m32, new Uint8Array(32).fill(0xff)), "ERR_PRIVATE_KEY"],
    ["schnorrSign(key n)", () => k1.schnorrSign(m32, bigToBytes(N)), "ERR_PRIVATE_KEY"],
    [
      "schnorrSign(keypair with key 0)",
      () => k1.schnorrSign(m32, Uint8Array.from([...new Uint8Array(32), ...kp.subarray(32)])),
      "ERR_PRIVATE_KEY",
    ],
    [
      "schnorrSign(keypair off the curve)",
      () => k1.schnorrSign(m32, Uint8Array.from([...sk, ...offCurve65.subarray(1)])),
      "ERR_PUBLIC_KEY",
    ],
    ["pubkeyCreate(key 0)", () => k1.pubkeyCreate(new Uint8Array(32)), "ERR_PRIVATE_KEY"],
    ["seckeyNegate(key n)", () => k1.seckeyNegate(bigToBytes(N)), "ERR_PRIVATE_KEY"],
    ["seckeyTweakAdd(tweak n)", () => k1.seckeyTweakAdd(sk, bigToBytes(N)), "ERR_TWEAK"],
    ["seckeyTweakMul(tweak 0)", () => k1.seckeyTweakMul(sk, new Uint8Array(32)), "ERR_TWEAK"],
    ["seckeyTweakAdd(to zero)", () => k1.seckeyTweakAdd(sk, bigToBytes(N - 12345n)), "ERR_RESULT_ZERO"],
    [
      "keypairXonlyTweakAdd(to zero)",
      () => {
        const even = (pub[0] & 1) === 0 ? 12345n : N - 12345n;
        return k1.keypairXonlyTweakAdd(kp, bigToBytes(N - even));
      },
      "ERR_RESULT_ZERO",
    ],
    [
      "pubkeyTweakAdd(to infinity)",
      () => k1.pubkeyTweakAdd(pub, bigToBytes(N - 12345n)),
      "ERR_RESULT_INFINITY",
    ],
    ["seckeyFromSeed(47 bytes)", () => k1.seckeyFromSeed(new Uint8Array(47)), "ERR_LENGTH"],
    [
      "ecdsaRecoverableSignatureParse(id 4)",
      () => k1.ecdsaRecoverableSignatureParse(Uint8Array.from([4, ...sig])),
      "ERR_RECOVERY_ID",
    ],
    ["pubkeyParse(x not on curve)", () => k1.pubkeyParse(offCurve33), "ERR_PUBLIC_KEY"],
    ["pubkeyParse(x = p)", () => k1.pubkeyParse(xEqP33), "ERR_PUBLIC_KEY"],
    ["pubkeyParse((1, 1))", () => k1.pubkeyParse(offCurve65), "ERR_PUBLIC_KEY"],
    [
      "pubkeyParse(prefix 05)",
      () => k1.pubkeyParse(Uint8Array.from([5, ...pubU.subarray(1)])),
      "ERR_PUBLIC_KEY",
    ],
    [
      "pubkeyParse(prefix 04 on 33 bytes)",
      () => k1.pubkeyParse(Uint8Array.from([4, ...pub.subarray(1)])),
      "ERR_PUBLIC_KEY",
    ],
    [
      "pubkeyParse(hybrid, wrong parity)",
      () => k1.pubkeyParse(Uint8Array.from([6 + ((pubU[64] & 1) ^ 1), ...pubU.subarray(1)])),
      "ERR_PUBLIC_KEY",
    ],
    ["pubkeyTweakAdd(bad key)", () => k1.pubkeyTweakAdd(offCurve33, tweak), "ERR_PUBLIC_KEY"],
    ["pubkeyTweakMul(tweak n)", () => k1.pubkeyTweakMul(pub, bigToBytes(N)), "ERR_TWEAK"],
    ["ecdh(bad key)", () => k1.ecdh(sk, offCurve65), "ERR_PUBLIC_KEY"],
    ["ecdh(secret 0)", () => k1.ecdh(new Uint8Array(32), pub), "ERR_PRIVATE_KEY"],
    ["xonlyPubkeyParse(x = p)", () => k1.xonlyPubkeyParse(bigToBytes(P)), "ERR_PUBLIC_KEY"],
    ["xonlyPubkeyParse(off curve)", () => k1.xonlyPubkeyParse(bigToBytes(notOnCurveX)), "ERR_PUBLIC_KEY"],
    ["xonlyPubkeyTweakAdd(tweak n)", () => k1.xonlyPubkeyTweakAdd(xonly, bigToBytes(N)), "ERR_TWEAK"],
    [
      "ecdsaRecover(r = 0)",
      () => k1.ecdsaRecover(Uint8Array.from([...new Uint8Array(32), ...sig.subarray(32)]), 0, m32),
      "ERR_SIGNATURE",
    ],
    [
      "ecdsaRecover(s = n)",
      () => k1.ecdsaRecover(Uint8Array.from([...sig.subarray(0, 32), ...bigToBytes(N)]), 0, m32),
      "ERR_SIGNATURE",
    ],
    ["ecdsaRecover(recid 2 with r + n ≥ p)", () => k1.ecdsaRecover(sig, 2, m32), "ERR_RECOVERY_ID"],
    [
      "ecdsaRecover(r not an x)",
      () => k1.ecdsaRecover(Uint8Array.from([...bigToBytes(notOnCurveX), ...sig.subarray(32)]), 0, m32),
      "ERR_SIGNATURE",
    ],
    [
      "ecdsaSignatureNormalize(r = n)",
      () => k1.ecdsaSignatureNormalize(Uint8Array.from([...bigToBytes(N), ...sig.subarray(32)])),
      "ERR_SIGNATURE",
    ],
    [
      "ecdsaSignatureToDer(s = 2^256-1)",
      () =>
        k1.ecdsaSignatureToDer(Uint8Array.from([...sig.subarray(0, 32), ...new Uint8Array(32).fill(255)])),
      "ERR_SIGNATURE",
    ],
    [
      "ecdsaSignatureFromDer(non-minimal)",
      () => k1.ecdsaSignatureFromDer(Uint8Array.from([0x30, 0x07, 0x02, 0x02, 0x00, 0x01, 0x02, 0x01, 0x01])),
      "ERR_DER",
    ],
    [
      "ecdsaSignatureFromDer(r = n)",
      () =>
        k1.ecdsaSignatureFromDer(
          Uint8Array.from([0x30, 0x26, 0x02, 0x21, 0x00, ...bigToBytes(N), 0x02, 0x01, 0x01]),
        ),
      "ERR_SIGNATURE",
    ],
    ["ecdsaSignatureFromDerLax(garbage)", () => k1.ecdsaSignatureFromDerLax(Uint8Array.of(0x31)), "ERR_DER"],
    [
      "ecdsaSign(nonceFunction → null)",
      () => k1.ecdsaSign(m32, sk, { nonceFunction: () => null }),
      "ERR_NONCE",
    ],
    [
      "ecdsaSign(nonceFunction → 0)",
      () => k1.ecdsaSign(m32, sk, { nonceFunction: () => new Uint8Array(32) }),
      "ERR_NONCE",
    ],
    [
      "ecdsaSign(nonceFunction → 31 bytes)",
      () => k1.ecdsaSign(m32, sk, { nonceFunction: () => new Uint8Array(31) }),
      "ERR_NONCE",
    ],
    [
      "schnorrSignCustom(nonceFunction → 0)",
      () => k1.schnorrSignCustom(m32, sk, { nonceFunction: () => bigToBytes(N) }),
      "ERR_NONCE",
    ],
  ];
  for (const [name, fn, code] of cases) {
    it(name, () => {
      expect(codeOf(fn), name).toBe(code);
    });
  }

  it("verification returns false (never throws) for right-sized invalid content", () => {
    const hiS = Uint8Array.from([
      ...sig.subarray(0, 32),
      ...bigToBytes(N - BigInt(`0x${Buffer.from(sig.subarray(32)).toString("hex")}`)),
    ]);
    const checks: [string, boolean][] = [
      ["ecdsaVerify off-curve key", k1.ecdsaVerify(sig, m32, offCurve33)],
      ["ecdsaVerify x = p key", k1.ecdsaVerify(sig, m32, xEqP33)],
      ["ecdsaVerify (1,1) key", k1.ecdsaVerify(sig, m32, offCurve65)],
      [
        "ecdsaVerify r = n",
        k1.ecdsaVerify(Uint8Array.from([...bigToBytes(N), ...sig.subarray(32)]), m32, pub),
      ],
      [
        "ecdsaVerify r = 0",
        k1.ecdsaVerify(Uint8Array.from([...new Uint8Array(32), ...sig.subarray(32)]), m32, pub),
      ],
      [
        "ecdsaVerify s = 0",
        k1.ecdsaVerify(Uint8Array.from([...sig.subarray(0, 32), ...new Uint8Array(32)]), m32, pub),
      ],
      ["ecdsaVerify high s", k1.ecdsaVerify(hiS, m32, pub)],
      ["ecdsaVerify all-ff", k1.ecdsaVerify(new Uint8Array(64).fill(255), m32, pub)],
      ["schnorrVerify off-curve key", k1.schnorrVerify(ssig, m32, bigToBytes(notOnCurveX))],
      ["schnorrVerify all-ff", k1.schnorrVerify(new Uint8Array(64).fill(255), m32, xonly)],
      ["xonlyPubkeyTweakAddCheck bad internal", k1.xonlyPubkeyTweakAddCheck(xonly, 0, bigToBytes(P), tweak)],
      ["xonlyPubkeyTweakAddCheck tweak n", k1.xonlyPubkeyTweakAddCheck(xonly, 0, xonly, bigToBytes(N))],
    ];
    for (const [name, v] of checks) expect(v, name).toBe(false);
    expect(k1.ecdsaVerify(k1.ecdsaSignatureNormalize(hiS), m32, pub), "normalized high s verifies").toBe(
      true,
    );
  });

  it("random garbage: a typed result or a K1Error, never anything else", () => {
    const G2 = encode(mul(2n, G), false);
    const garbage = (): unknown => {
      switch (rng.int(12)) {
        case 0:
          return undefined;
        case 1:
          return null;
        case 2:
          return rng.int(100);
        case 3:
          return "02".repeat(rng.int(40));
        case 4:
          return Array.from({ length: rng.int(70) }, () => rng.int(256));
        case 5:
          return new Uint16Array(rng.int(70));
        case 6:
          return { length: 32 };
        case 7: {
          // a near-miss point: valid prefix, random or structured coordinates
          const b = rng.int(2) === 0 ? rng.bytes(33) : rng.bytes(65);
          b[0] = [2, 3, 4, 6, 7][rng.int(5)];
          if (rng.int(3) === 0) b.set(bigToBytes(P - BigInt(rng.int(3))), 1);
          return b;
        }
        case 8:
          return rng.int(2) === 0
            ? bigToBytes(N + BigInt(rng.int(3)) - 1n)
            : bigToBytes(P - BigInt(rng.int(3)));
        case 9:
          return rng.int(2) === 0 ? G2.slice() : rng.bytes(32);
        default:
          return rng.bytes([0, 1, 31, 32, 33, 64, 65, 96, 100][rng.int(9)]);
      }
    };
    const fns: [string, number, (...a: unknown[]) => unknown][] = Object.entries(k1)
      .filter(([, v]) => typeof v === "function" && v !== k1.K1Error && v !== k1.isK1Error)
      .map(([name, f]) => [
        name,
        (f as (...a: unknown[]) => unknown).length || 2,
        f as (...a: unknown[]) => unknown,
      ]);
    expect(fns.length, "public functions").toBeGreaterThan(40);
    const n = Math.max(2000, COUNT / 2);
    for (let i = 0; i < n; i++) {
      const [name, arity, f] = fns[rng.int(fns.length)];
      const args = Array.from({ length: arity + rng.int(2) }, garbage);
      try {
        const r = f(...args);
        const ok =
          r === undefined ||
          typeof r === "boolean" ||
          typeof r === "number" ||
          r instanceof Uint8Array ||
          Array.isArray(r) ||
          typeof r === "object" ||
          (typeof r === "function" && name === "ellswiftXdhHashPrefix"); // returns a hash function
        expect(ok, `${name}: result type`).toBe(true);
      } catch (e) {
        if (!k1.isK1Error(e)) {
          throw new Error(
            `${name}(${args.map((a) => (a instanceof Uint8Array ? `Uint8Array(${a.length})` : typeof a)).join(", ")}) threw ${(e as Error)?.constructor?.name}: ${(e as Error)?.message}`,
          );
        }
      }
    }
    k1.contextRandomize();
  });
});

describe("the error codes", () => {
  it("K1_ERROR_CODES has each code once, and the README's error table lists exactly them", () => {
    expect(new Set(k1.K1_ERROR_CODES).size, "distinct").toBe(k1.K1_ERROR_CODES.length);
    expect(k1.K1_ERROR_CODES, "the zero-key code").toContain("ERR_RESULT_ZERO");
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const listed = [...readme.matchAll(/^\| `(ERR_[A-Z_]+)` +\|/gm)].map((m) => m[1]);
    expect([...listed].sort(), "README error table").toEqual([...k1.K1_ERROR_CODES].sort());
  });
});
