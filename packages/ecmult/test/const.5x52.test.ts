// ecmult_const and ecmult_const_xonly (5x52 template; the build writes the 10x26 copy): the
// parameters against libsecp256k1's constants, and both multiplications against BigInt
// double-and-add on random points and on random and edge scalars (libsecp256k1's
// ecmult_const_edges: q = −K and q = 2·s − K for s next to the bounds of the lambda split).
import * as scalar from "@k1/scalar/5x52";
import { describe, expect, it } from "vitest";
import { bigToBytes, COUNT, Rng } from "../../../test-utils/rng.js";
import { ecmultConst, ecmultConstParams, ecmultConstXonly } from "../src/const.5x52.js";
import { constGroupSize, constParams, ECMULT_CONST_GROUP_SIZE } from "../src/const-params.js";
import { fe, g, gejVal, geOf } from "./helpers.5x52.js";
import { G, mulRef, N, P, type Pt } from "./ref.js";

const LAMBDA = 0x5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72n;
const CASES = Math.max(40, Math.floor(COUNT / 50));

function sc(v: bigint): scalar.Scalar {
  const r = scalar.create();
  scalar.setB32(r, bigToBytes(((v % N) + N) % N));
  return r;
}

function feOf(v: bigint): fe.Fe {
  const r = fe.create();
  fe.setB32Mod(r, bigToBytes(((v % P) + P) % P));
  return r;
}

function feVal(a: fe.Fe): bigint {
  const t = fe.create();
  fe.copy(t, a);
  fe.normalize(t);
  return fe.toBigInt(t) % P;
}

// libsecp256k1's scalars_near_split_bounds (tests.c): s whose lambda-split halves are near ±2^128.
const NEAR_SPLIT_BOUNDS: bigint[] = [
  0xd938a5667f479e3eb5b3c7faefdb37493aa0585cc5ea2367e1b660db0209e6fcn,
  0x2c9c52b33fa3cf1f5ad9e3fd77ed9ba5b294b8933722e9a500e698ca4cf7632dn,
  0x7fffffffffffffffffffffffffffffffd576e73557a4501ddfe92f46681b209fn,
  0xd363ad4cc05c30e0a5261c0288126459f85915d77825b696beebc5c2833ede11n,
  0x26c75a9980b861c14a4c38051024c8b4704d760ee95e7cd3de1bfdb1ce2c5a42n,
].flatMap((v) => [v, v + 1n, v + 2n, v + 3n]);

describe("ecmult_const parameters", () => {
  it("K equals libsecp256k1's secp256k1_ecmult_const_K for 129, 130 and 132 bits", () => {
    const K129 = 0xac9c52b33fa3cf1f5ad9e3fd77ed9ba4a880b9fc8ec739c2e0cfc810b51283cen;
    const K130 = 0xa4e88a7dcb13034ec2bdd6bf7c118d6b589ae84826ba29e4b5c2c1dcde9798d9n;
    const K132 = 0x76b1d93d0fae3c6b3215874b94e938137937fe0db66bcaafb3749ca5d7b6171bn;
    for (const [size, k] of [
      [1, K129],
      [3, K129],
      [2, K130],
      [5, K130],
      [4, K132],
      [6, K132],
    ] as const) {
      expect(constParams(N, LAMBDA, size).k, `group size ${size}`).toBe(k);
    }
    expect(ecmultConstParams()).toEqual(constParams(N, LAMBDA, ECMULT_CONST_GROUP_SIZE));
    expect(ecmultConstParams()).toMatchObject({ groupSize: 5, tableSize: 16, groups: 26, bits: 130 });
    expect([constGroupSize(7n), constGroupSize(13n), constGroupSize(199n), constGroupSize(N)]).toEqual([
      2, 3, 4, 5,
    ]);
    expect(() => constGroupSize(11n)).toThrow(RangeError);
  });
});

describe("ecmultConst", () => {
  const r = g.gejCreate();
  const K = ecmultConstParams().k;

  function check(A: Pt, q: bigint, what: string): void {
    ecmultConst(r, geOf(A), sc(q));
    const want = mulRef(((q % N) + N) % N, A);
    expect(gejVal(r), what).toEqual(want);
    expect(r.infinity, what).toBe(want === null ? 1 : 0);
  }

  function edgeScalars(): bigint[] {
    const out = [0n, 1n, 2n, 3n, N - 1n, N - 2n, (N - 1n) / 2n, (N + 1n) / 2n, LAMBDA, N - LAMBDA];
    for (const b of [127n, 128n, 129n, 255n])
      out.push((1n << b) - 1n, 1n << b, (1n << b) + 1n, N - (1n << b));
    // q = −K makes s = 0; q = 2·s − K makes s any chosen value (here next to the split bounds).
    out.push(N - K);
    for (const s of NEAR_SPLIT_BOUNDS) out.push(2n * s - K);
    return out;
  }

  it("is q·A on edge scalars", () => {
    const rng = new Rng("ecmultConst edges");
    for (const q of edgeScalars()) {
      const A = mulRef(1n + rng.bigBelow(N - 1n), G);
      check(A, q, `q = ${q.toString(16)}`);
    }
    for (const q of [1n, 2n, N - 1n]) check(G, q, `A = G, q = ${q}`);
  });

  it("is q·A on random points and scalars", () => {
    const rng = new Rng("ecmultConst random");
    for (let i = 0; i < CASES; i++) {
      const A = mulRef(1n + rng.bigBelow(N - 1n), G);
      const q = rng.big256([0n, N, 1n << 128n, N - K]) % N;
      check(A, q, `case ${i}: q = ${q.toString(16)}`);
    }
  });

  it("gives infinity for A at infinity", () => {
    for (const q of [0n, 1n, 12345n, N - 1n]) check(null, q, `q = ${q}`);
  });
});

describe("ecmultConstXonly", () => {
  const x = fe.create();

  it("is the x of q·P, with d = 1 and with a random d, known on the curve or checked", () => {
    const rng = new Rng("xonly");
    for (let i = 0; i < CASES; i++) {
      const A = mulRef(1n + rng.bigBelow(N - 1n), G) as readonly [bigint, bigint];
      const q = i < 4 ? [1n, N - 1n, (N + 1n) / 2n, 1n << 128n][i] : 1n + rng.bigBelow(N - 1n);
      const want = (mulRef(q, A) as readonly [bigint, bigint])[0];
      const known = (i & 2) !== 0;
      if (i & 1) {
        const d = 1n + rng.bigBelow(P - 1n);
        expect(ecmultConstXonly(x, feOf(A[0] * d), feOf(d), sc(q), known), `case ${i}`).toBe(true);
      } else {
        expect(ecmultConstXonly(x, feOf(A[0]), null, sc(q), known), `case ${i}`).toBe(true);
      }
      expect(feVal(x), `case ${i}`).toBe(want);
    }
  });

  it("rejects x not on the curve (and leaves r alone)", () => {
    const rng = new Rng("xonly off curve");
    let n = 0;
    while (n < Math.max(20, CASES / 2)) {
      const xv = rng.bigBelow(P);
      const rhs = (((xv * xv) % P) * xv + 7n) % P;
      if (modPow(rhs, (P - 1n) / 2n) !== P - 1n) continue; // on the curve (or rhs = 0)
      fe.setInt(x, 77);
      const d = 1n + rng.bigBelow(P - 1n);
      if (n & 1) expect(ecmultConstXonly(x, feOf(xv * d), feOf(d), sc(5n), false)).toBe(false);
      else expect(ecmultConstXonly(x, feOf(xv), null, sc(5n), false)).toBe(false);
      expect(feVal(x)).toBe(77n);
      n++;
    }
  });

  it("accepts inputs at the largest allowed magnitude", () => {
    const A = mulRef(987654321n, G) as readonly [bigint, bigint];
    const want = (mulRef(31337n, A) as readonly [bigint, bigint])[0];
    const nn = fe.create();
    const dd = fe.create();
    for (const [xm, dm] of [
      [8, 8],
      [8, 1],
      [1, 8],
    ]) {
      setMag(nn, A[0] * 3n, xm);
      setMag(dd, 3n, dm);
      expect(ecmultConstXonly(x, nn, dd, sc(31337n), false)).toBe(true);
      expect(feVal(x)).toBe(want);
    }
  });
});

function modPow(a: bigint, e: bigint): bigint {
  let r = 1n;
  let b = a % P;
  while (e > 0n) {
    if (e & 1n) r = (r * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return r;
}

/** r = v mod p with magnitude m (the limbs enlarged by adding 0 as a large-magnitude element). */
function setMag(r: fe.Fe, v: bigint, m: number): void {
  fe.setB32Mod(r, bigToBytes(((v % P) + P) % P));
  fe.normalize(r);
  if (m > 1) {
    const z = fe.create();
    fe.negate(z, z, 0); // 0 with magnitude 1
    fe.mulInt(z, m - 1);
    fe.add(r, z);
  }
}
