// Safe defaults and conveniences on the 5x52 backend (template: the build writes the 10x26 copy):
// - schnorrSign / schnorrSignCustom without auxRand32 take 32 fresh bytes from
//   crypto.getRandomValues (checked by supplying the bytes), deterministic only with auxRand32; the
//   tiny interface's signSchnorr keeps tiny-secp256k1's deterministic no-aux signature;
// - seckeyGenerate: rejection sampling from crypto.getRandomValues, uniform in [1, n − 1];
// - seckeyFromSeed: FIPS 186-5 A.2.1, (seed mod (n − 1)) + 1, against BigInt and noble-curves;
// - the 65-byte recoverable signature recid ‖ r ‖ s, against noble-curves' format "recovered".

import { mapHashToField } from "@noble/curves/abstract/modular.js";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bigToBytes, bytesToBig, COUNT, hex, Rng } from "../../../test-utils/rng.js";
import { k1, tiny } from "./calls.5x52.js";
import { N } from "./ref.js";

const rng = new Rng(`defaults-${k1.BACKEND}`);
const CASES = Math.max(50, Math.floor(COUNT / 100));

/** What f throws: its code (or "none"). */
function codeOf(f: () => unknown): string {
  try {
    f();
    return "none";
  } catch (e) {
    return String((e as { code?: unknown }).code);
  }
}

/** Replaces crypto by one whose getRandomValues fills arrays from `draws` in turn; returns the calls. */
function supplyRandom(draws: Uint8Array[]): Uint8Array[] {
  const seen: Uint8Array[] = [];
  const getRandomValues = <T extends ArrayBufferView | null>(a: T): T => {
    const out = a as unknown as Uint8Array;
    const next = draws.shift();
    if (next === undefined) throw new Error("no more test randomness");
    out.set(next.subarray(0, out.length));
    seen.push(out.slice());
    return a;
  };
  vi.stubGlobal("crypto", { getRandomValues });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe(`BIP340 signing defaults (${k1.BACKEND})`, () => {
  it("without auxRand32: fresh bytes from crypto.getRandomValues, each signature different and valid", () => {
    const sk = rng.bytes(32);
    const kp = k1.keypairCreate(sk);
    const x = k1.keypairXonlyPub(kp).xonlyPubkey;
    const msg = rng.bytes(rng.int(2) === 0 ? 32 : 77);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const sig = i % 2 === 0 ? k1.schnorrSign(msg, sk) : k1.schnorrSignCustom(msg, kp);
      expect(k1.schnorrVerify(sig, msg, x), `signature ${i} verifies`).toBe(true);
      seen.add(hex(sig));
    }
    expect(seen.size, "all different").toBe(20);
    const aux = rng.bytes(32);
    expect(hex(k1.schnorrSign(msg, sk, aux)), "with aux: deterministic").toBe(
      hex(k1.schnorrSign(msg, kp, aux)),
    );
  });

  it("the randomness is 32 bytes of crypto.getRandomValues, used as auxRand32", () => {
    for (let i = 0; i < 5; i++) {
      const sk = rng.bytes(32);
      const msg = rng.bytes(32);
      const a = rng.bytes(32);
      const expected = hex(k1.schnorrSign(msg, sk, a));
      const seen = supplyRandom([a, a, a]);
      expect(hex(k1.schnorrSign(msg, sk)), "schnorrSign").toBe(expected);
      expect(hex(k1.schnorrSign(msg, sk, null as unknown as Uint8Array)), "schnorrSign(null aux)").toBe(
        expected,
      );
      let data: Uint8Array | null | undefined;
      const custom = k1.schnorrSignCustom(msg, sk, {
        nonceFunction: (m, k, p, al, d) => {
          data = d?.slice();
          return k1.nonceFunctionBip340(m, k, p, al, d);
        },
      });
      expect(hex(custom), "schnorrSignCustom with a nonce function").toBe(expected);
      expect(hex(data as Uint8Array), "the nonce function's data").toBe(hex(a));
      expect(
        seen.map((s) => s.length),
        "three draws of 32 bytes",
      ).toEqual([32, 32, 32]);
      vi.unstubAllGlobals();
    }
  });

  it("no crypto.getRandomValues: ERR_RANDOM without aux, signing with aux still works", () => {
    const sk = rng.bytes(32);
    const msg = rng.bytes(32);
    const aux = rng.bytes(32);
    const expected = hex(k1.schnorrSign(msg, sk, aux));
    vi.stubGlobal("crypto", undefined);
    expect(
      codeOf(() => k1.schnorrSign(msg, sk)),
      "schnorrSign",
    ).toBe("ERR_RANDOM");
    expect(
      codeOf(() => k1.schnorrSignCustom(msg, sk, {})),
      "schnorrSignCustom",
    ).toBe("ERR_RANDOM");
    expect(
      codeOf(() => k1.seckeyGenerate()),
      "seckeyGenerate",
    ).toBe("ERR_RANDOM");
    expect(hex(k1.schnorrSign(msg, sk, aux)), "with aux").toBe(expected);
    expect(hex(tiny.signSchnorr(msg, sk)), "tiny.signSchnorr").toBe(
      hex(k1.schnorrSign(msg, sk, new Uint8Array(32))),
    );
  });

  it("tiny.signSchnorr without e is deterministic: libsecp256k1's no-aux signature (= 32 zero bytes of aux)", () => {
    for (let i = 0; i < 10; i++) {
      const sk = rng.bytes(32);
      const msg = rng.bytes(32);
      const s = tiny.signSchnorr(msg, sk);
      expect(hex(tiny.signSchnorr(msg, sk)), "the same twice").toBe(hex(s));
      expect(hex(s), "= 32 zero bytes of aux").toBe(hex(k1.schnorrSign(msg, sk, new Uint8Array(32))));
    }
  });
});

describe(`secret-key generation (${k1.BACKEND})`, () => {
  it("seckeyGenerate: valid keys from crypto.getRandomValues, all different", () => {
    const keys = new Set<string>();
    for (let i = 0; i < CASES; i++) {
      const d = k1.seckeyGenerate();
      expect(d instanceof Uint8Array && d.length === 32, "32 bytes").toBe(true);
      expect(k1.seckeyVerify(d), "valid").toBe(true);
      keys.add(hex(d));
    }
    expect(keys.size, "all different").toBe(CASES);
  });

  it("seckeyGenerate: rejects 0, n and above, and returns the first valid draw as it is", () => {
    const valid = [bigToBytes(1n), bigToBytes(N - 1n), rng.bytes(32)];
    for (const v of valid) {
      const rejected = [new Uint8Array(32), bigToBytes(N), bigToBytes(N + 1n), new Uint8Array(32).fill(0xff)];
      const seen = supplyRandom([...rejected, v, rng.bytes(32)]);
      expect(hex(k1.seckeyGenerate()), `the first valid draw, ${hex(v)}`).toBe(hex(v));
      expect(seen.length, "five draws").toBe(5);
      vi.unstubAllGlobals();
    }
  });

  it("seckeyGenerate: a source that never gives a valid key is ERR_RANDOM, after 64 draws", () => {
    const seen = supplyRandom(Array.from({ length: 100 }, () => new Uint8Array(32)));
    expect(codeOf(() => k1.seckeyGenerate())).toBe("ERR_RANDOM");
    expect(seen.length, "draws").toBe(64);
  });

  it("seckeyFromSeed: (seed mod (n − 1)) + 1 for random and edge seeds of 48 to 1024 bytes", () => {
    const m = N - 1n;
    const big = (len: number, v: bigint): Uint8Array => bigToBytes(v, len);
    const seeds: Uint8Array[] = [
      new Uint8Array(48),
      new Uint8Array(48).fill(0xff),
      new Uint8Array(1024).fill(0xff),
      new Uint8Array(1024),
      big(48, m),
      big(48, m - 1n),
      big(48, m + 1n),
      big(48, 2n * m),
      big(48, 2n * m - 1n),
      big(64, m * (1n << 200n)),
      big(49, (1n << 256n) - 1n),
    ];
    for (let i = 0; i < CASES; i++) {
      const len = [48, 49, 63, 64, 100, 128, 1023, 1024][rng.int(8)];
      seeds.push(
        rng.int(4) === 0 ? big(len, rng.bigBits(256) * m + BigInt(rng.int(3)) - 1n) : rng.bytes(len),
      );
    }
    for (const seed of seeds) {
      const expected = bigToBytes((bytesToBig(seed) % m) + 1n);
      const got = k1.seckeyFromSeed(seed);
      expect(hex(got), `seed ${seed.length} bytes ${hex(seed).slice(0, 40)}…`).toBe(hex(expected));
      expect(hex(got), "noble-curves' mapHashToField").toBe(hex(mapHashToField(seed, N)));
      if (seed.length === 48) {
        expect(hex(got), "noble-curves' randomSecretKey(seed)").toBe(
          hex(secp256k1.utils.randomSecretKey(seed)),
        );
      }
      expect(k1.seckeyVerify(got), "valid").toBe(true);
    }
  });

  it("seckeyFromSeed: wrong types and lengths", () => {
    for (const [label, seed, code] of [
      ["47 bytes", new Uint8Array(47), "ERR_LENGTH"],
      ["32 bytes", new Uint8Array(32), "ERR_LENGTH"],
      ["1025 bytes", new Uint8Array(1025), "ERR_LENGTH"],
      ["a string", "00".repeat(48), "ERR_TYPE"],
      ["an array", Array(48).fill(1), "ERR_TYPE"],
      ["undefined", undefined, "ERR_TYPE"],
    ] as const) {
      expect(
        codeOf(() => k1.seckeyFromSeed(seed as unknown as Uint8Array)),
        label,
      ).toBe(code);
    }
  });
});

describe(`the 65-byte recoverable signature (${k1.BACKEND})`, () => {
  it("recid ‖ r ‖ s, byte for byte noble-curves' format 'recovered', and back", () => {
    for (let i = 0; i < CASES; i++) {
      const sk = k1.seckeyGenerate();
      const msg = rng.bytes(32);
      const rec = k1.ecdsaSignRecoverable(msg, sk);
      const sig65 = k1.ecdsaRecoverableSignatureSerialize(rec);
      expect(hex(sig65), "recid ‖ r ‖ s").toBe(hex(Uint8Array.from([rec.recoveryId, ...rec.signature])));
      expect(hex(sig65), "noble-curves").toBe(
        hex(secp256k1.sign(msg, sk, { format: "recovered", prehash: false })),
      );
      const back = k1.ecdsaRecoverableSignatureParse(sig65);
      expect([hex(back.signature), back.recoveryId], "parsed").toEqual([hex(rec.signature), rec.recoveryId]);
      const pubU = k1.pubkeyCreate(sk, false);
      expect(hex(k1.ecdsaRecover(back.signature, back.recoveryId, msg, false)), "recovers the key").toBe(
        hex(pubU),
      );
      expect(
        hex(secp256k1.recoverPublicKey(sig65, msg, { prehash: false })),
        "noble-curves recovers it",
      ).toBe(hex(k1.pubkeyCreate(sk)));
    }
  });

  it("every recovery id and the edges of r and s round-trip", () => {
    for (const recoveryId of [0, 1, 2, 3] as const) {
      for (const [r, s] of [
        [0n, 0n],
        [1n, N - 1n],
        [N - 1n, 1n],
      ]) {
        const signature = Uint8Array.from([...bigToBytes(r), ...bigToBytes(s)]);
        const sig65 = k1.ecdsaRecoverableSignatureSerialize({ signature, recoveryId });
        expect(sig65[0], "the id first").toBe(recoveryId);
        const back = k1.ecdsaRecoverableSignatureParse(sig65);
        expect([hex(back.signature), back.recoveryId]).toEqual([hex(signature), recoveryId]);
      }
    }
  });

  it("bad input: ERR_RECOVERY_ID, ERR_SIGNATURE, ERR_LENGTH, ERR_TYPE", () => {
    const sig = k1.ecdsaSign(rng.bytes(32), rng.bytes(32));
    const withId = (id: number) => Uint8Array.from([id, ...sig]);
    const rN = Uint8Array.from([0, ...bigToBytes(N), ...sig.subarray(32)]);
    const sN = Uint8Array.from([1, ...sig.subarray(0, 32), ...new Uint8Array(32).fill(0xff)]);
    const cases: [string, () => unknown, string][] = [
      ["parse: id 4", () => k1.ecdsaRecoverableSignatureParse(withId(4)), "ERR_RECOVERY_ID"],
      ["parse: id 27 (Ethereum's v)", () => k1.ecdsaRecoverableSignatureParse(withId(27)), "ERR_RECOVERY_ID"],
      ["parse: id 255", () => k1.ecdsaRecoverableSignatureParse(withId(255)), "ERR_RECOVERY_ID"],
      ["parse: r = n", () => k1.ecdsaRecoverableSignatureParse(rN), "ERR_SIGNATURE"],
      ["parse: s = 2^256 − 1", () => k1.ecdsaRecoverableSignatureParse(sN), "ERR_SIGNATURE"],
      ["parse: 64 bytes", () => k1.ecdsaRecoverableSignatureParse(sig), "ERR_LENGTH"],
      ["parse: a string", () => k1.ecdsaRecoverableSignatureParse("00" as unknown as Uint8Array), "ERR_TYPE"],
      [
        "serialize: id '1'",
        () => k1.ecdsaRecoverableSignatureSerialize({ signature: sig, recoveryId: "1" as unknown as 1 }),
        "ERR_RECOVERY_ID",
      ],
      [
        "serialize: id 4",
        () => k1.ecdsaRecoverableSignatureSerialize({ signature: sig, recoveryId: 4 as 1 }),
        "ERR_RECOVERY_ID",
      ],
      [
        "serialize: id missing",
        () => k1.ecdsaRecoverableSignatureSerialize({ signature: sig } as k1.RecoverableSignature),
        "ERR_RECOVERY_ID",
      ],
      [
        "serialize: r = n",
        () => k1.ecdsaRecoverableSignatureSerialize({ signature: rN.subarray(1), recoveryId: 0 }),
        "ERR_SIGNATURE",
      ],
      [
        "serialize: 65-byte signature",
        () => k1.ecdsaRecoverableSignatureSerialize({ signature: withId(0), recoveryId: 0 }),
        "ERR_LENGTH",
      ],
      [
        "serialize: not an object",
        () => k1.ecdsaRecoverableSignatureSerialize(sig as unknown as k1.RecoverableSignature),
        "ERR_TYPE",
      ],
      [
        "serialize: null",
        () => k1.ecdsaRecoverableSignatureSerialize(null as unknown as k1.RecoverableSignature),
        "ERR_TYPE",
      ],
    ];
    for (const [label, f, code] of cases) expect(codeOf(f), label).toBe(code);
  });
});
