// Byte arrays of another realm on the 5x52 backend (template: the build writes the 10x26 copy): a
// Uint8Array made in a `vm` context (as one from an iframe or a worker message), for which
// `instanceof Uint8Array` is false, is accepted by every public function of the backend and of its
// tiny-secp256k1 interface (calls.5x52.ts), with the same result as the same bytes of this realm,
// and every returned array is of this realm. Values of that realm that are not byte arrays are
// rejected with the documented errors, and no error message names an internal function.
import { runInNewContext } from "node:vm";
import * as ecmult from "@k1/ecmult/5x52";
import * as field from "@k1/field/5x52";
import * as group from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { describe, expect, it } from "vitest";
import { Rng } from "../../../test-utils/rng.js";
import * as bytes from "../src/bytes.js";
import * as ecdsa from "../src/ecdsa.5x52.js";
import * as eckey from "../src/eckey.5x52.js";
import * as ellswift from "../src/ellswift.5x52.js";
import * as hash from "../src/hash.js";
import * as keys from "../src/keys.5x52.js";
import * as rfc6979 from "../src/rfc6979.js";
import * as schnorr from "../src/schnorr.5x52.js";
import * as validate from "../src/validate.js";
import { anyBytes, CALLS, invoke, k1, label, msg, outcome, pub, pub2, sk, tiny } from "./calls.5x52.js";

const rng = new Rng(`realm-${k1.BACKEND}`);

/** A copy of v with every byte array, array and plain object made in another realm. */
function foreign(v: unknown): unknown {
  if (anyBytes(v)) return runInNewContext("Uint8Array.from(a)", { a: Array.from(v) });
  if (Array.isArray(v)) {
    const out = runInNewContext("[]") as unknown[];
    for (const x of v) out.push(foreign(x));
    return out;
  }
  if (v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
    const out = runInNewContext("({})") as Record<string, unknown>;
    for (const [k, x] of Object.entries(v)) out[k] = foreign(x);
    return out;
  }
  return v;
}

/** Names of functions that are not public: the lower packages' and the internal modules' exports. */
const INTERNAL: readonly string[] = (() => {
  const pub = new Set([...Object.keys(k1), ...Object.keys(tiny)]);
  const names = new Set<string>([
    "signInner",
    "signAttempt",
    "signInternal",
    "signWith",
    "customNonce",
    "loadSigner",
    "checkCompact",
    "checkBytes",
  ]);
  for (const mod of [
    field,
    scalar,
    group,
    ecmult,
    bytes,
    ecdsa,
    eckey,
    ellswift,
    hash,
    keys,
    rfc6979,
    schnorr,
    validate,
  ]) {
    for (const [name, v] of Object.entries(mod)) if (typeof v === "function") names.add(name);
  }
  // camelCase names only: one-word names ("add", "negate") are words of messages too.
  return [...names].filter((n) => !pub.has(n) && /[a-z][A-Z0-9]/.test(n));
})();

/** Fails if an error message names an internal function. */
function expectNoInternalName(message: unknown, where: string): void {
  if (typeof message !== "string") return;
  for (const name of INTERNAL) {
    expect(new RegExp(`\\b${name}\\b`).test(message), `${where}: "${message}" names ${name}`).toBe(false);
  }
}

describe(`Uint8Arrays of another realm (${k1.BACKEND})`, () => {
  it("the vm realm's arrays are not instanceof Uint8Array here", () => {
    expect(foreign(new Uint8Array(32)) instanceof Uint8Array).toBe(false);
    expect(INTERNAL.length, "internal names to look for").toBeGreaterThan(100);
    expect(INTERNAL, "a lower-level name").toContain("geParsePubkey");
    expect(INTERNAL, "an internal name").toContain("loadSecretKey");
  });

  it("every public function gives the same result for them, in arrays of this realm", () => {
    for (const call of CALLS) {
      const plain = outcome(() => invoke(call), call.name);
      // pubkeySort returns the caller's own arrays (of their realm): compare its bytes only.
      const realm = call.name !== "pubkeySort";
      const got = outcome(() => invoke(call, call.args.map(foreign)), call.name, realm);
      expect(got, label(call)).toEqual(realm ? plain : outcome(() => invoke(call), call.name, false));
      expectNoInternalName((got as { message?: unknown }).message, label(call));
    }
  });

  it("nonce and hash functions may return arrays of another realm", () => {
    const f = foreign as (x: Uint8Array) => Uint8Array;
    expect(
      Array.from(k1.ecdsaSign(msg, sk, { nonceFunction: (...a) => f(k1.nonceFunctionRfc6979(...a)) })),
    ).toEqual(Array.from(k1.ecdsaSign(msg, sk)));
    const aux = rng.bytes(32);
    expect(
      Array.from(
        k1.schnorrSignCustom(msg, sk, {
          auxRand32: aux,
          nonceFunction: (...a) => f(k1.nonceFunctionBip340(...a)),
        }),
      ),
    ).toEqual(Array.from(k1.schnorrSign(msg, sk, aux)));
    expect(Array.from(k1.ecdh(sk, pub2, (x, y) => f(k1.ecdhHashSha256(x, y))))).toEqual(
      Array.from(k1.ecdh(sk, pub2)),
    );
    const ell = k1.ellswiftCreate(sk, aux);
    const ell2 = k1.ellswiftCreate(rng.bytes(32).fill(3), aux);
    expect(
      Array.from(k1.ellswiftXdh(ell, ell2, sk, "initiator", (...a) => f(k1.ellswiftXdhHashBip324(...a)))),
    ).toEqual(Array.from(k1.ellswiftXdh(ell, ell2, sk, "initiator")));
  });

  it("other typed arrays of that realm are rejected with K1Error / tiny's TypeError", () => {
    const u16 = runInNewContext("new Uint16Array(32)") as Uint8Array;
    const i8 = runInNewContext("new Int8Array(33)") as Uint8Array;
    for (const [name, f, code] of [
      ["pubkeyCreate(Uint16Array)", () => k1.pubkeyCreate(u16), "ERR_TYPE"],
      ["ecdsaVerify(Int8Array key)", () => k1.ecdsaVerify(new Uint8Array(64), msg, i8), "ERR_TYPE"],
      [
        "ecdsaSign(options of another realm, an unknown key)",
        () => k1.ecdsaSign(msg, sk, foreign({ extraEntropyy: 1 }) as object),
        "ERR_TYPE",
      ],
    ] as const) {
      const o = outcome(f, name) as { error?: unknown; k1?: boolean; message?: unknown };
      expect([o.error, o.k1], name).toEqual([code, true]);
      expectNoInternalName(o.message, name);
    }
    const o = outcome(() => tiny.isPoint(i8) || tiny.pointCompress(i8), "tiny") as {
      typeError?: boolean;
      message?: unknown;
    };
    expect([o.typeError, o.message], "tiny.pointCompress(Int8Array)").toEqual([true, "Expected Point"]);
    expect(tiny.isPoint(foreign(pub) as Uint8Array), "tiny.isPoint").toBe(true);
  });

  it("random garbage of both realms: a result or a typed error, never an internal name", () => {
    const fns = CALLS.filter((c, i) => CALLS.findIndex((d) => d.mod === c.mod && d.name === c.name) === i);
    const junk = (): unknown => {
      switch (rng.int(8)) {
        case 0:
          return foreign(rng.bytes([0, 31, 32, 33, 64, 65, 96][rng.int(7)]));
        case 1:
          return runInNewContext("new Uint32Array(8)");
        case 2:
          return runInNewContext("({ length: 32 })");
        case 3:
          return foreign([rng.bytes(33), rng.bytes(32)]);
        case 4:
          return null;
        case 5:
          return rng.int(5);
        default:
          return rng.bytes(32);
      }
    };
    for (let i = 0; i < 600; i++) {
      const call = fns[rng.int(fns.length)];
      const args = call.args.map((a) => (rng.int(2) === 0 ? junk() : foreign(a)));
      const o = outcome(() => invoke(call, args), call.name) as { message?: unknown; k1?: boolean };
      if (o.message !== undefined) {
        expect(o.k1, `${label(call)}: a typed error, got "${o.message}"`).toBe(true);
        expectNoInternalName(o.message, label(call));
      }
    }
  });
});
