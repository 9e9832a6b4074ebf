// splitLambda against a BigInt transcription of libsecp256k1's scalar_split_lambda (bit-for-bit
// equal outputs), the identity r1 + λ·r2 ≡ k and both bounds, on random scalars, edge scalars,
// inputs next to the lattice's deep holes (where the halves reach their bounds) and the
// noble-curves endomorphism vectors; mulShiftVar against BigInt rounding at every shift;
// split128.
import * as scalar from "@k1/scalar/5x52";
import { describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { ranVectors, readVector } from "../../../test-utils/vectors.js";
import { big, EDGE_SCALARS, mod, N, randScalar, sc } from "./helpers.js";

const LAMBDA = 0x5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72n;
const G1 = 0x3086d221a7d46bcde86c90e49284eb153daa8a1471e8ca7fe893209a45dbb031n;
const G2 = 0xe4437ed6010e88286f547fa90abfe4c4221208ac9df506c61571b4ae8ac47f71n;
const MINUS_B1 = 0xe4437ed6010e88286f547fa90abfe4c3n;
const MINUS_B2 = 0xfffffffffffffffffffffffffffffffe8a280ac50774346dd765cda83db1562cn;
const A1 = 0x3086d221a7d46bcde86c90e49284eb15n;
const B1 = -0xe4437ed6010e88286f547fa90abfe4c3n;
const A2 = 0x114ca50f7a8e2f3f657c1108d9d44cfd8n;
const B2 = 0x3086d221a7d46bcde86c90e49284eb15n;
const TWO128 = 1n << 128n;

/** libsecp256k1's scalar_split_lambda, transcribed to BigInt. */
function refSplit(k: bigint): [bigint, bigint] {
  const c1 = (k * G1 + (1n << 383n)) >> 384n;
  const c2 = (k * G2 + (1n << 383n)) >> 384n;
  const r2 = mod(c1 * MINUS_B1 + c2 * MINUS_B2);
  const r1 = mod(k - r2 * LAMBDA);
  return [r1, r2];
}

/** The signed value of a residue: r or r − n, whichever is smaller in absolute value. */
const signed = (r: bigint) => (r > N >> 1n ? r - N : r);
const abs = (x: bigint) => (x < 0n ? -x : x);

let largest = 0n;
let largestK = 0n;

function checkSplit(k: bigint, what: string): [bigint, bigint] {
  const r1 = scalar.create();
  const r2 = scalar.create();
  scalar.splitLambda(r1, r2, sc(k));
  const [w1, w2] = refSplit(k);
  expect(big(r1), `${what}: r1 of ${k.toString(16)}`).toBe(w1);
  expect(big(r2), `${what}: r2 of ${k.toString(16)}`).toBe(w2);
  expect(mod(big(r1) + LAMBDA * big(r2)), `${what}: identity`).toBe(k);
  const s1 = signed(w1);
  const s2 = signed(w2);
  expect(abs(s1) < scalar.K1_BOUND, `${what}: |k1| bound`).toBe(true);
  expect(abs(s2) < scalar.K2_BOUND, `${what}: |k2| bound`).toBe(true);
  for (const s of [s1, s2]) {
    if (abs(s) > largest) {
      largest = abs(s);
      largestK = k;
    }
  }
  return [s1, s2];
}

describe("the split constants", () => {
  it("match the lattice: a + b·λ ≡ 0, a1·b2 − a2·b1 = n, g ≈ 2^384·b/n, λ³ ≡ 1", () => {
    expect(mod(A1 + B1 * LAMBDA)).toBe(0n);
    expect(mod(A2 + B2 * LAMBDA)).toBe(0n);
    expect(A1 * B2 - A2 * B1).toBe(N);
    expect(mod(-B2)).toBe(MINUS_B2);
    expect(G1).toBe(((B2 << 384n) + N / 2n) / N);
    expect(G2).toBe(((-B1 << 384n) + N / 2n) / N);
    expect(mod(LAMBDA * LAMBDA * LAMBDA)).toBe(1n);
    expect(scalar.LAMBDA).toBe(LAMBDA);
    expect(scalar.K1_BOUND).toBe((A1 + A2 + 1n) / 2n);
    expect(scalar.K2_BOUND).toBe((-B1 + B2) / 2n + 1n);
  });
});

describe("splitLambda", () => {
  it("edge scalars", () => {
    for (const k of EDGE_SCALARS) checkSplit(k, "edge");
    for (const k of [LAMBDA, mod(-LAMBDA), mod(LAMBDA * LAMBDA), A1, A2, -B1, B2, TWO128 - 1n])
      checkSplit(k, "edge");
  });

  it(`random scalars (${COUNT})`, () => {
    const rng = new Rng("split");
    let most = 0n;
    for (let i = 0; i < COUNT; i++) {
      const [s1, s2] = checkSplit(i & 1 ? randScalar(rng) : rng.bigBelow(N), "random");
      for (const s of [abs(s1), abs(s2)]) if (s > most) most = s;
    }
    console.log(
      `[k1] splitLambda: largest |half| over ${COUNT} random scalars = ${(Number((most * 10n ** 9n) / TWO128) / 1e9).toFixed(9)}·2^128`,
    );
    expect(most < scalar.K1_BOUND).toBe(true);
  });

  it("next to the deep holes of the lattice, where the halves are largest", () => {
    // k1 + k2·λ for (k1, k2) near ±(v1 ± v2)/2, v1 = (a1, b1), v2 = (a2, b2): the rounding in the
    // split is at its worst (both coordinates ≈ 1/2), so |k1| approaches (a1 + a2)/2.
    const holes: [bigint, bigint][] = [
      [(A1 + A2) / 2n, (B1 + B2) / 2n],
      [(A1 - A2) / 2n, (B1 - B2) / 2n],
    ];
    for (const [h1, h2] of holes) {
      for (let d1 = -3n; d1 <= 3n; d1++) {
        for (let d2 = -3n; d2 <= 3n; d2++) {
          for (const s of [1n, -1n]) checkSplit(mod(s * (h1 + d1) + s * (h2 + d2) * LAMBDA), "hole");
        }
      }
    }
    const ratio = (x: bigint) => (Number((x * 10n ** 9n) / TWO128) / 1e9).toFixed(9);
    console.log(
      `[k1] splitLambda: largest |half| seen = ${ratio(largest)}·2^128 = 0x${largest.toString(16)} ` +
        `(k = 0x${largestK.toString(16)}); bound (a1 + a2 + 1)/2 = ${ratio(scalar.K1_BOUND)}·2^128, ` +
        "the seed's 0.6354·2^128",
    );
    // The deep hole is reached: the largest half is within a few units of the proven bound.
    expect(largest < scalar.K1_BOUND).toBe(true);
    expect(largest >= scalar.K1_BOUND - 8n).toBe(true);
  });

  it("the noble-curves endomorphism vectors", () => {
    const file = "noble-curves/test/vectors/secp256k1/endomorphism.json";
    const vecs = JSON.parse(readVector(file)) as {
      desc: string;
      scalar: string;
    }[];
    expect(vecs.length).toBeGreaterThan(0);
    for (const v of vecs) {
      const k = BigInt(v.scalar);
      const [s1, s2] = checkSplit(mod(k), v.desc);
      // The vectors name the signs of the two halves ("k1neg=true, k2neg=false").
      const m = /k1neg=(true|false), k2neg=(true|false)/.exec(v.desc);
      expect(m, v.desc).not.toBeNull();
      expect(s1 < 0n, `${v.desc}: sign of k1`).toBe(m?.[1] === "true");
      expect(s2 < 0n, `${v.desc}: sign of k2`).toBe(m?.[2] === "true");
    }
    ranVectors(file, vecs.length);
  });
});

describe("mulShiftVar", () => {
  it("round(a·b / 2^shift) for every shift in [256, 512]", () => {
    const rng = new Rng("mulshift");
    const r = scalar.create();
    const count = Math.max(20, COUNT / 100);
    for (let i = 0; i < count; i++) {
      const a = i < EDGE_SCALARS.length ? EDGE_SCALARS[i] : randScalar(rng);
      const b = randScalar(rng);
      for (let shift = 256; shift <= 512; shift++) {
        scalar.mulShiftVar(r, sc(a), sc(b), shift);
        const want = (a * b + (1n << BigInt(shift - 1))) >> BigInt(shift);
        expect(big(r), `${a} * ${b} >> ${shift}`).toBe(want);
      }
    }
    // aliased, and with the split's constants
    for (let i = 0; i < COUNT; i++) {
      const k = randScalar(rng);
      const x = sc(k);
      scalar.mulShiftVar(x, x, sc(G1), 384);
      expect(big(x)).toBe((k * G1 + (1n << 383n)) >> 384n);
    }
  });
});

describe("split128", () => {
  it("r1 + r2·2^128 = k", () => {
    const rng = new Rng("split128");
    const r1 = scalar.create();
    const r2 = scalar.create();
    for (let i = 0; i < COUNT; i++) {
      const k = i < EDGE_SCALARS.length ? EDGE_SCALARS[i] : randScalar(rng);
      scalar.split128(r1, r2, sc(k));
      expect(big(r1)).toBe(k & (TWO128 - 1n));
      expect(big(r2)).toBe(k >> 128n);
    }
  });
});
