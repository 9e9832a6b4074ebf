// Options arguments on the 5x52 backend (template: the build writes the 10x26 copy): the options of
// ecdsaSign, ecdsaSignRecoverable and schnorrSignCustom must be a plain object with known keys.
// Anything else (the positional entropy of tiny-secp256k1 and noble, `sign(msg, key, entropy32)`;
// a misspelt key; an array, a class instance, null) is a K1Error ERR_TYPE whose message names it,
// never silently ignored. Plain objects of another realm and without a prototype are accepted.
import { runInNewContext } from "node:vm";
import * as k1 from "@k1/sigs/5x52";
import { describe, expect, it } from "vitest";
import { Rng } from "../../../test-utils/rng.js";

const rng = new Rng(`options-${k1.BACKEND}`);
const sk = rng.bytes(32);
const msg = rng.bytes(32);
const entropy = rng.bytes(32);

type Signer = (opts: unknown) => unknown;
const SIGNERS: readonly [string, Signer, string, string][] = [
  ["ecdsaSign", (o) => k1.ecdsaSign(msg, sk, o as k1.EcdsaSignOptions), "extraEntropy", "nonceFunction"],
  [
    "ecdsaSignRecoverable",
    (o) => k1.ecdsaSignRecoverable(msg, sk, o as k1.EcdsaSignOptions),
    "extraEntropy",
    "nonceFunction",
  ],
  [
    "schnorrSignCustom",
    (o) => k1.schnorrSignCustom(msg, sk, o as k1.SchnorrSignOptions),
    "auxRand32",
    "nonceFunction",
  ],
];

/** The code and message of what f throws (undefined for both if it returns). */
function thrown(f: () => unknown): { code?: string | undefined; message?: string | undefined; k1: boolean } {
  try {
    f();
    return { k1: false };
  } catch (e) {
    const err = e as { code?: string; message?: string };
    return { code: err.code, message: err.message, k1: k1.isK1Error(e) };
  }
}

/** Hex of a signature, or of a recoverable signature and its id. */
function hexOf(b: unknown): string {
  if (b instanceof Uint8Array) return Buffer.from(b).toString("hex");
  const r = b as k1.RecoverableSignature;
  return `${Buffer.from(r.signature).toString("hex")}/${r.recoveryId}`;
}

describe(`options (${k1.BACKEND})`, () => {
  for (const [name, sign, bytesKey, fnKey] of SIGNERS) {
    it(`${name}: bytes in the options' place say which option to use`, () => {
      for (const bytes of [entropy, Buffer.from(entropy), runInNewContext("new Uint8Array(32)")]) {
        const t = thrown(() => sign(bytes));
        expect([t.code, t.k1], `${name}(msg, key, bytes)`).toEqual(["ERR_TYPE", true]);
        expect(t.message, `${name}: the message names the option`).toContain(`{ ${bytesKey}: bytes }`);
      }
    });

    it(`${name}: options that are not a plain object are ERR_TYPE naming opts`, () => {
      class Opts {
        [k: string]: unknown;
      }
      const bad: unknown[] = [
        null,
        5,
        "x",
        true,
        [],
        [entropy],
        new Map(),
        new Opts(),
        new Date(0),
        () => 0,
        Symbol("s"),
      ];
      for (const o of bad) {
        const t = thrown(() => sign(o));
        expect([t.code, t.k1], `${name}(${String(o)})`).toEqual(["ERR_TYPE", true]);
        expect(t.message?.startsWith("opts: "), `${name}(${String(o)}): ${t.message}`).toBe(true);
      }
    });

    it(`${name}: an unknown key is ERR_TYPE naming the key`, () => {
      for (const key of [
        `${bytesKey}s`,
        bytesKey.toLowerCase(),
        "extra_entropy",
        "aux",
        "ndata",
        "lowR",
        "format",
      ]) {
        if (key === bytesKey) continue;
        const t = thrown(() => sign({ [key]: entropy }));
        expect([t.code, t.k1], `${name}({ ${key} })`).toEqual(["ERR_TYPE", true]);
        expect(t.message, `${name}({ ${key} })`).toContain(`opts.${key}: unknown option`);
      }
      const sym = Symbol("extra");
      const t = thrown(() => sign({ [sym]: entropy }));
      expect([t.code, t.message?.includes("Symbol(extra)")], `${name}: a symbol key`).toEqual([
        "ERR_TYPE",
        true,
      ]);
      // a known key next to an unknown one is still an error
      const t2 = thrown(() => sign({ [bytesKey]: entropy, nonceFn: () => null }));
      expect([t2.code, t2.message?.includes("opts.nonceFn")], `${name}: known and unknown keys`).toEqual([
        "ERR_TYPE",
        true,
      ]);
    });

    it(`${name}: plain objects of any kind are accepted, and their values are used`, () => {
      const withBytes = hexOf(sign({ [bytesKey]: entropy }));
      const without = hexOf(sign({}));
      expect(withBytes, `${name}: the ${bytesKey} option changes the signature`).not.toBe(without);
      const bare = Object.create(null) as Record<string, unknown>;
      bare[bytesKey] = entropy;
      expect(hexOf(sign(bare)), `${name}: Object.create(null)`).toBe(withBytes);
      const other = runInNewContext("({})") as Record<string, unknown>;
      other[bytesKey] = entropy;
      expect(hexOf(sign(other)), `${name}: a plain object of another realm`).toBe(withBytes);
      expect(hexOf(sign({ [bytesKey]: entropy, [fnKey]: undefined })), `${name}: undefined values`).toBe(
        withBytes,
      );
      expect(hexOf(sign(undefined)).length, `${name}: no options`).toBeGreaterThan(0);
    });
  }

  it("ecdsaSign: extraEntropy is used (the signature is RFC 6979 with ndata, not without)", () => {
    const plain = k1.ecdsaSign(msg, sk);
    const withEntropy = k1.ecdsaSign(msg, sk, { extraEntropy: entropy });
    expect(hexOf(withEntropy)).not.toBe(hexOf(plain));
    const viaNonce = k1.ecdsaSign(msg, sk, {
      nonceFunction: (m, k, a, _d, c) => k1.nonceFunctionRfc6979(m, k, a, entropy, c),
    });
    expect(hexOf(withEntropy), "the RFC 6979 nonce with data32 = extraEntropy").toBe(hexOf(viaNonce));
  });

  it("schnorrSignCustom: auxRand32 is used (not 32 zero bytes)", () => {
    const sig = k1.schnorrSignCustom(msg, sk, { auxRand32: entropy });
    expect(hexOf(sig), "= schnorrSign with the same aux").toBe(hexOf(k1.schnorrSign(msg, sk, entropy)));
    expect(hexOf(sig), "≠ the zero-aux signature").not.toBe(
      hexOf(k1.schnorrSign(msg, sk, new Uint8Array(32))),
    );
  });

  it("option values are checked: wrong types and lengths", () => {
    for (const [label, f, code] of [
      [
        "extraEntropy 31 bytes",
        () => k1.ecdsaSign(msg, sk, { extraEntropy: new Uint8Array(31) }),
        "ERR_LENGTH",
      ],
      [
        "extraEntropy a string",
        () => k1.ecdsaSign(msg, sk, { extraEntropy: "00" as unknown as Uint8Array }),
        "ERR_TYPE",
      ],
      [
        "nonceFunction a number",
        () => k1.ecdsaSign(msg, sk, { nonceFunction: 1 as unknown as k1.NonceFunction }),
        "ERR_TYPE",
      ],
      [
        "auxRand32 33 bytes",
        () => k1.schnorrSignCustom(msg, sk, { auxRand32: new Uint8Array(33) }),
        "ERR_LENGTH",
      ],
      [
        "nonceFunction an object",
        () => k1.schnorrSignCustom(msg, sk, { nonceFunction: {} as unknown as k1.NonceFunctionHardened }),
        "ERR_TYPE",
      ],
    ] as const) {
      expect(thrown(f).code, label).toBe(code);
    }
  });

  it("option getters run once, before signing", () => {
    let reads = 0;
    const opts = {
      get extraEntropy() {
        reads++;
        k1.ecdsaSign(entropy, entropy); // user code in a getter may call back too
        return entropy;
      },
    };
    expect(hexOf(k1.ecdsaSign(msg, sk, opts))).toBe(hexOf(k1.ecdsaSign(msg, sk, { extraEntropy: entropy })));
    expect(reads, "the getter ran once").toBe(1);
  });
});
