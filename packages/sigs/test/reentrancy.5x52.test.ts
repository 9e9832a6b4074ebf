// User callbacks that call back into the library, on the 5x52 backend (template: the build writes
// the 10x26 copy). Every callback of the public API (the ECDSA and BIP340 nonce functions, the
// ECDH and ElligatorSwift hash functions) calls every public function of the backend and of its
// tiny-secp256k1 interface (calls.5x52.ts), before or after computing its own output: the outer
// result must be exactly the one without the nested call, and the nested call's result its own
// plain result. Also the attack this rules out: a nested verification must not change the message
// an ECDSA signature is made for (two signatures with one r give the key away).
import { describe, expect, it } from "vitest";
import {
  aux,
  CALLS,
  type Call,
  ell,
  ell2,
  invoke,
  k1,
  kp,
  label,
  msg,
  outcome,
  pub,
  pub2,
  sig,
  sk,
  sk2,
  tiny,
} from "./calls.5x52.js";

// The outer operations use keys, a message and encodings that no call of the table uses, so that a
// nested call leaves other values in any scratch it shares with the outer one.
const skA = Uint8Array.from({ length: 32 }, (_, i) => 0x31 + 5 * i);
const skB = Uint8Array.from({ length: 32 }, (_, i) => 0x7e ^ (3 * i));
const kpA = k1.keypairCreate(skA);
const pubA = k1.pubkeyCreate(skA);
const pubB = k1.pubkeyCreate(skB, false);
const msgA = Uint8Array.from({ length: 32 }, (_, i) => 0x55 ^ i);
const msgLong = new TextEncoder().encode("an outer message, not one of the table's");
const ellA = k1.ellswiftCreate(skA, msgA);
const ellB = k1.ellswiftCreate(skB, msgA);

/** A public operation with a callback: run(inner, after) calls inner inside the callback. */
interface Outer {
  readonly name: string;
  /** The operation, with a callback that runs `inner` before (or, if `after`, after) its work. */
  readonly run: (inner: () => void, after: boolean) => unknown;
  /** The same operation without the nested call. */
  readonly plain: () => unknown;
}

/** Runs inner before or after f, returning f's result. */
function around<T>(inner: () => void, after: boolean, f: () => T): T {
  if (!after) inner();
  const r = f();
  if (after) inner();
  return r;
}

const OUTERS: readonly Outer[] = [
  {
    name: "ecdsaSign nonceFunction",
    run: (inner, after) =>
      k1.ecdsaSign(msgA, skA, {
        extraEntropy: aux,
        nonceFunction: (m, k, a, d, n) => around(inner, after, () => k1.nonceFunctionRfc6979(m, k, a, d, n)),
      }),
    plain: () => k1.ecdsaSign(msgA, skA, { extraEntropy: aux }),
  },
  {
    name: "ecdsaSign nonceFunction, first candidate rejected",
    run: (inner, after) =>
      k1.ecdsaSign(msgLong.subarray(0, 32), skB, {
        nonceFunction: (m, k, a, d, n) =>
          around(inner, after, () =>
            n === 0 ? new Uint8Array(32) : k1.nonceFunctionRfc6979(m, k, a, d, n - 1),
          ),
      }),
    plain: () => k1.ecdsaSign(msgLong.subarray(0, 32), skB),
  },
  {
    name: "ecdsaSignRecoverable nonceFunction",
    run: (inner, after) =>
      k1.ecdsaSignRecoverable(msgA, skB, {
        nonceFunction: (m, k, a, d, n) => around(inner, after, () => k1.nonceFunctionRfc6979(m, k, a, d, n)),
      }),
    plain: () => k1.ecdsaSignRecoverable(msgA, skB),
  },
  {
    name: "schnorrSignCustom nonceFunction, secret key",
    run: (inner, after) =>
      k1.schnorrSignCustom(msgLong, skA, {
        auxRand32: aux,
        nonceFunction: (m, k, p, a, d) => around(inner, after, () => k1.nonceFunctionBip340(m, k, p, a, d)),
      }),
    plain: () => k1.schnorrSign(msgLong, skA, aux),
  },
  {
    name: "schnorrSignCustom nonceFunction, keypair",
    run: (inner, after) =>
      k1.schnorrSignCustom(msgA, kpA, {
        auxRand32: aux,
        nonceFunction: (m, k, p, a, d) => around(inner, after, () => k1.nonceFunctionBip340(m, k, p, a, d)),
      }),
    plain: () => k1.schnorrSign(msgA, kpA, aux),
  },
  {
    name: "ecdh hashFn (SHA-256)",
    run: (inner, after) => k1.ecdh(skA, pubB, (x, y) => around(inner, after, () => k1.ecdhHashSha256(x, y))),
    plain: () => k1.ecdh(skA, pubB),
  },
  {
    name: "ecdh hashFn (raw x)",
    run: (inner, after) => k1.ecdh(skB, pubA, (x) => around(inner, after, () => k1.ecdhHashRawX(x))),
    plain: () => k1.ecdh(skB, pubA, k1.ecdhHashRawX),
  },
  {
    name: "ellswiftXdh hashFn, initiator",
    run: (inner, after) =>
      k1.ellswiftXdh(ellA, ellB, skA, "initiator", (x, a, b) =>
        around(inner, after, () => k1.ellswiftXdhHashBip324(x, a, b)),
      ),
    plain: () => k1.ellswiftXdh(ellA, ellB, skA, "initiator"),
  },
  {
    name: "ellswiftXdh hashFn, responder",
    run: (inner, after) =>
      k1.ellswiftXdh(ellA, ellB, skB, "responder", (x, a, b) =>
        around(inner, after, () => k1.ellswiftXdhHashBip324(x, a, b)),
      ),
    plain: () => k1.ellswiftXdh(ellA, ellB, skB, "responder"),
  },
];

const plainOf = new Map<Call, unknown>(CALLS.map((call) => [call, outcome(() => invoke(call), call.name)]));

describe(`callbacks that call back (${k1.BACKEND})`, () => {
  it("the call table covers every public function of the backend and of its tiny interface", () => {
    const classes = new Set<unknown>([k1.K1Error, tiny.K1Error, tiny.K1TypeError]);
    for (const [modName, mod] of [
      ["k1", k1],
      ["tiny", tiny],
    ] as const) {
      const called = new Set(CALLS.filter((c) => c.mod === modName).map((c) => c.name));
      for (const [name, v] of Object.entries(mod)) {
        if (typeof v !== "function" || classes.has(v)) continue;
        expect(called.has(name), `${modName}.${name} is called`).toBe(true);
      }
    }
  });

  for (const outer of OUTERS) {
    it(`${outer.name}: every public function inside it, before and after its work`, () => {
      const expected = outcome(outer.plain, outer.name);
      expect((expected as { error?: unknown }).error, `${outer.name}: plain call succeeds`).toBeUndefined();
      for (const after of [false, true]) {
        for (const call of CALLS) {
          let inner: unknown = "not called";
          const got = outcome(
            () =>
              outer.run(() => {
                inner = outcome(() => invoke(call), call.name);
              }, after),
            outer.name,
          );
          const where = `${outer.name} ${after ? "after" : "before"} its work, calling ${label(call)}`;
          expect(got, `${where}: the outer result`).toEqual(expected);
          expect(inner, `${where}: the nested result`).toEqual(plainOf.get(call));
        }
      }
    });
  }

  it("callbacks nested three deep: each level gives its plain result", () => {
    const results: unknown[] = [];
    const sigOut = k1.ecdsaSign(msg, sk, {
      nonceFunction: (m, k, a, d, n) => {
        results.push(
          k1.ecdh(sk2, pub, (x, y) => {
            results.push(
              k1.schnorrSignCustom(msg, kp, {
                auxRand32: aux,
                nonceFunction: (mm, kk, pp, aa, dd) => {
                  results.push(k1.ellswiftXdh(ell, ell2, sk, "initiator"));
                  return k1.nonceFunctionBip340(mm, kk, pp, aa, dd);
                },
              }),
            );
            return k1.ecdhHashSha256(x, y);
          }),
        );
        return k1.nonceFunctionRfc6979(m, k, a, d, n);
      },
    });
    expect(
      outcome(() => sigOut, "ecdsaSign"),
      "ecdsaSign",
    ).toEqual(outcome(() => k1.ecdsaSign(msg, sk), "ecdsaSign"));
    expect(
      results.map((r) => outcome(() => r, "")),
      "inner results, innermost first",
    ).toEqual(
      [k1.ellswiftXdh(ell, ell2, sk, "initiator"), k1.schnorrSign(msg, kp, aux), k1.ecdh(sk2, pub)].map((r) =>
        outcome(() => r, ""),
      ),
    );
  });

  it("a nonce function that verifies another signature leaves the signature's message alone", () => {
    // Two signatures with the same r on different messages reveal the key: the nested
    // verification must not replace the message (or the key) of the signature being made.
    const other = Uint8Array.from(msg, (x) => x ^ 0xff);
    const otherSig = k1.ecdsaSign(other, sk2);
    const got = k1.ecdsaSign(msg, sk, {
      nonceFunction: (m, k, a, d, n) => {
        expect(k1.ecdsaVerify(otherSig, other, pub2), "nested verification").toBe(true);
        return k1.nonceFunctionRfc6979(m, k, a, d, n);
      },
    });
    expect(Array.from(got), "the plain signature").toEqual(Array.from(k1.ecdsaSign(msg, sk)));
    expect(k1.ecdsaVerify(got, msg, pub), "valid for its message").toBe(true);
    expect(k1.ecdsaVerify(got, other, pub), "not for the other one").toBe(false);
    expect(Array.from(got.subarray(0, 32)), "same r as the plain signature only").toEqual(
      Array.from(sig.subarray(0, 32)),
    );
  });

  it("an ECDH hash function that calls ecdh sees the shared point, not zeros", () => {
    const plainX = k1.ecdh(sk, pub2, k1.ecdhHashRawX);
    const seen: number[][] = [];
    k1.ecdh(sk, pub2, (x, y) => {
      k1.ecdh(sk2, pub);
      seen.push(Array.from(x), Array.from(y));
      return k1.ecdhHashRawX(x);
    });
    expect(seen[0], "x after the nested call").toEqual(Array.from(plainX));
    expect(
      seen[1].some((v) => v !== 0),
      "y after the nested call",
    ).toBe(true);
  });

  it("errors from inside a callback pass through and leave the library usable", () => {
    const boom = new Error("from the callback");
    for (const run of [
      () =>
        k1.ecdsaSign(msg, sk, {
          nonceFunction: () => {
            k1.ecdsaSign(msg, sk2);
            return throwIt(boom);
          },
        }),
      () => k1.schnorrSignCustom(msg, sk, { auxRand32: aux, nonceFunction: () => throwIt(boom) }),
      () =>
        k1.ecdh(sk, pub2, () => {
          k1.ecdh(sk2, pub);
          return throwIt(boom);
        }),
      () => k1.ellswiftXdh(ell, ell2, sk, "initiator", () => throwIt(boom)),
    ]) {
      expect(run, "the callback's error").toThrow(boom);
      for (const call of CALLS) {
        expect(
          outcome(() => invoke(call), call.name),
          `${label(call)} afterwards`,
        ).toEqual(plainOf.get(call));
      }
    }
  });
});

function throwIt(e: Error): never {
  throw e;
}
