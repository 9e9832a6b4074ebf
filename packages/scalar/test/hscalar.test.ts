// Half-scalars against BigInt two's-complement arithmetic mod 2^160: conversion from and to
// scalars holding small signed values (round trips), add, complement, xor and bit reads, on
// random values of every size up to 2^159 in absolute value and on the edges (0, ±1, ±2^128,
// the split bounds, −2^159, 2^159 − 1).
import { hscalar, K1_BOUND, K2_BOUND, splitLambda } from "@k1/scalar";
import * as hs from "@k1/scalar/hscalar";
import { describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { big, mod, N, sc, setBig } from "./helpers.js";

const M160 = (1n << 160n) - 1n;
const rng = new Rng("hscalar");

/** The signed value of a half-scalar. */
function hval(h: Uint32Array): bigint {
  const u = big(h);
  return u >= 1n << 159n ? u - (1n << 160n) : u;
}
/** A half-scalar holding v (any integer; taken mod 2^160). */
function hs160(v: bigint): Uint32Array {
  return setBig(new Uint32Array(5), v & M160);
}

const EDGES: bigint[] = [
  0n,
  1n,
  -1n,
  2n,
  -2n,
  1n << 128n,
  -(1n << 128n),
  (1n << 128n) - 1n,
  -(1n << 128n) + 1n,
];
EDGES.push(
  K1_BOUND - 1n,
  -(K1_BOUND - 1n),
  K2_BOUND - 1n,
  -(K2_BOUND - 1n),
  -(1n << 159n),
  (1n << 159n) - 1n,
);
EDGES.push(0xffffffffn, -0xffffffffn, 1n << 32n, -(1n << 32n), 1n << 31n, -(1n << 31n));

/** A random signed value of 0..159 bits. */
function randSigned(): bigint {
  const bits = rng.int(160);
  const v = rng.bigBits(bits);
  return rng.int(2) ? -v : v;
}

function* values(): Generator<bigint> {
  yield* EDGES;
  for (let i = 0; i < COUNT; i++) yield randSigned();
}

describe("hscalar", () => {
  it("is exported both as a namespace of @k1/scalar and at @k1/scalar/hscalar", () => {
    expect(hscalar.fromScalar).toBe(hs.fromScalar);
    expect(hs.BITS).toBe(160);
  });

  it("fromScalar / toScalar round trips: a scalar n + v (v < 0) or v becomes v", () => {
    const h = hs.create();
    const s = new Uint32Array(8);
    for (const v of values()) {
      hs.fromScalar(h, sc(mod(v)));
      expect(hval(h), `fromScalar(${v})`).toBe(v);
      expect(hs.isNegative(h)).toBe(v < 0n);
      hs.toScalar(s, h);
      expect(big(s), `toScalar(${v})`).toBe(mod(v));
    }
  });

  it("setInt and copy", () => {
    const h = hs.create();
    const c = hs.create();
    for (const v of [0, 1, -1, 0x7fffffff, -0x80000000, rng.u32() | 0, rng.u32() | 0]) {
      hs.setInt(h, v);
      expect(hval(h)).toBe(BigInt(v));
      hs.copy(c, h);
      expect(hval(c)).toBe(BigInt(v));
    }
  });

  it("add, complement, xor against BigInt mod 2^160 (also aliased)", () => {
    const r = hs.create();
    const vs = [...values()];
    for (let i = 0; i < vs.length; i++) {
      const a = vs[i];
      const b = vs[(i * 7 + 3) % vs.length];
      hs.add(r, hs160(a), hs160(b));
      expect(big(r), `${a} + ${b}`).toBe((a + b) & M160);
      hs.complement(r, hs160(a));
      expect(hval(r)).toBe(-a - 1n);
      expect(big(r)).toBe(~a & M160);
      hs.xor(r, hs160(a), hs160(b));
      expect(big(r)).toBe((a ^ b) & M160);
      const x = hs160(a);
      hs.add(x, x, x);
      expect(big(x)).toBe((2n * a) & M160);
      hs.complement(x, x);
      expect(big(x)).toBe(~(2n * a) & M160);
    }
  });

  it("the bundle recoding's mask ~((f + ~u) ^ u), computed with hscalar ops, matches BigInt", () => {
    const t = hs.create();
    for (let i = 0; i < COUNT; i++) {
      const u = randSigned() >> 31n;
      const f = randSigned() >> 31n;
      const U = hs160(u);
      hs.complement(t, U);
      hs.add(t, hs160(f), t);
      hs.xor(t, t, U);
      hs.complement(t, t);
      expect(big(t)).toBe(~((f + ~u) ^ u) & M160);
    }
  });

  it("getBit and getBits read the two's complement", () => {
    for (const v of values()) {
      const h = hs160(v);
      const u = v & M160;
      const i = rng.int(160);
      expect(hs.getBit(h, i)).toBe(Number((u >> BigInt(i)) & 1n));
      const count = 1 + rng.int(32);
      const offset = rng.int(161 - count);
      expect(hs.getBits(h, offset, count), `${v} bits ${offset}/${count}`).toBe(
        Number((u >> BigInt(offset)) & ((1n << BigInt(count)) - 1n)),
      );
    }
  });

  it("splitLambda halves convert exactly", () => {
    // the halves of real splits, the values the type exists for
    const r1 = new Uint32Array(8);
    const r2 = new Uint32Array(8);
    const h = hs.create();
    for (let i = 0; i < Math.max(100, COUNT / 10); i++) {
      const k = rng.bigBelow(N);
      splitLambda(r1, r2, sc(k));
      for (const r of [r1, r2]) {
        hs.fromScalar(h, r);
        const v = big(r) > N >> 1n ? big(r) - N : big(r);
        expect(hval(h)).toBe(v);
      }
    }
  });
});
