// The small-order scalars (libsecp256k1's scalar_low) against BigInt mod 7, 13 and 199,
// exhaustively: every operation on every scalar, every binary operation on every pair.
import { LOW_LAMBDAS, makeLowScalar, type ScalarOps } from "@k1/scalar";
import { makeLowScalar as fromSubpath } from "@k1/scalar/low";
import { describe, expect, it } from "vitest";
import { bigToBytes, bytesToBig, Rng } from "../../../test-utils/rng.js";

const ORDERS = [7, 13, 199];

function sc(ops: ScalarOps, v: number): Uint32Array {
  const r = ops.create();
  ops.setInt(r, v);
  return r;
}

describe.each(ORDERS)("scalars mod %i", (order) => {
  const ops = makeLowScalar(order);
  const O = BigInt(order);
  const m = (x: bigint) => ((x % O) + O) % O;
  const all = Array.from({ length: order }, (_, i) => i);

  it("λ is a nontrivial cube root of unity; the subpath export is the same factory", () => {
    const l = BigInt(LOW_LAMBDAS[order]);
    expect(ops.lambda).toBe(l);
    expect(ops.order).toBe(O);
    expect(l).not.toBe(1n);
    expect(m(l * l * l)).toBe(1n);
    expect(fromSubpath).toBe(makeLowScalar);
  });

  it("add, mul, eq, cmov on every pair", () => {
    const r = ops.create();
    for (const a of all) {
      for (const b of all) {
        const ov = ops.add(r, sc(ops, a), sc(ops, b));
        expect(r[0], `${a} + ${b}`).toBe(Number(m(BigInt(a + b))));
        expect(ov).toBe(+(a + b >= order));
        ops.mul(r, sc(ops, a), sc(ops, b));
        expect(r[0], `${a} * ${b}`).toBe(Number(m(BigInt(a) * BigInt(b))));
        expect(ops.eq(sc(ops, a), sc(ops, b))).toBe(a === b);
        const c = sc(ops, a);
        ops.cmov(c, sc(ops, b), 0);
        expect(c[0]).toBe(a);
        ops.cmov(c, sc(ops, b), 1);
        expect(c[0]).toBe(b);
      }
    }
  });

  it("unary operations on every scalar", () => {
    const r = ops.create();
    const r2 = ops.create();
    for (const a of all) {
      const A = BigInt(a);
      ops.negate(r, sc(ops, a));
      expect(r[0]).toBe(Number(m(-A)));
      const c = sc(ops, a);
      expect(ops.condNegate(c, 1)).toBe(-1);
      expect(c[0]).toBe(Number(m(-A)));
      expect(ops.condNegate(c, 0)).toBe(1);
      expect(c[0]).toBe(Number(m(-A)));
      ops.half(r, sc(ops, a));
      expect(m(BigInt(r[0]) * 2n)).toBe(A);
      ops.inverse(r, sc(ops, a));
      ops.inverseVar(r2, sc(ops, a));
      expect(r2[0]).toBe(r[0]);
      expect(r[0] === 0 ? a === 0 : m(BigInt(r[0]) * A) === 1n).toBe(true);
      expect(ops.isZero(sc(ops, a))).toBe(a === 0);
      expect(ops.isOne(sc(ops, a))).toBe(a === 1);
      expect(ops.isEven(sc(ops, a))).toBe(a % 2 === 0);
      expect(ops.isHigh(sc(ops, a))).toBe(a > Math.floor(order / 2));
      const s = sc(ops, a);
      const low = ops.shrInt(s, 1 + (a % 15));
      expect(low).toBe(a & ((1 << (1 + (a % 15))) - 1));
      expect(s[0]).toBe(a >>> (1 + (a % 15)));
    }
  });

  it("splitLambda: r1 + λ·r2 ≡ k with r2 = k + 5, for every k; split128; mulShiftVar", () => {
    const r1 = ops.create();
    const r2 = ops.create();
    for (const k of all) {
      ops.splitLambda(r1, r2, sc(ops, k));
      expect(m(BigInt(r1[0]) + ops.lambda * BigInt(r2[0]))).toBe(BigInt(k));
      expect(r2[0]).toBe((k + 5) % order);
      ops.split128(r1, r2, sc(ops, k));
      expect([r1[0], r2[0]]).toEqual([k, 0]);
      ops.mulShiftVar(r1, sc(ops, k), sc(ops, order - 1), 256);
      expect(r1[0]).toBe(0);
    }
  });

  it("bytes: setB32 reduces and reports overflow, setB32SecKey, getB32", () => {
    const rng = new Rng(`low-${order}`);
    const r = ops.create();
    const out = new Uint8Array(32);
    const inputs = [0n, 1n, O - 1n, O, O + 1n, (1n << 256n) - 1n, ...all.map(BigInt)];
    for (let i = 0; i < 2000; i++) inputs.push(rng.big256([O]));
    for (const x of inputs) {
      const ov = ops.setB32(r, bigToBytes(x));
      expect(r[0], `setB32 ${x}`).toBe(Number(x % O));
      expect(ov).toBe(x >= O);
      expect(ops.setB32SecKey(r, bigToBytes(x))).toBe(x > 0n && x < O);
      ops.getB32(out, r);
      expect(bytesToBig(out)).toBe(x % O);
    }
    expect(() => ops.setB32(r, new Uint8Array(31))).toThrow(RangeError);
    expect(() => ops.setB32(r, [1] as unknown as Uint8Array)).toThrow(TypeError);
  });

  it("bits, caddBit, setInt of large values, copy, clear", () => {
    for (const a of all) {
      const s = sc(ops, a);
      expect(ops.getBitsVar(s, 0, 8)).toBe(a & 0xff);
      expect(ops.getBitsLimb32(s, 1, 4)).toBe((a >> 1) & 15);
      expect(ops.getBitsVar(s, 100, 5)).toBe(0);
      for (let bit = 0; bit < 8; bit++) {
        if (a + 2 ** bit >= order) continue;
        const t = sc(ops, a);
        ops.caddBit(t, bit, 1);
        expect(t[0]).toBe(a + 2 ** bit);
        ops.caddBit(t, bit, 0);
        expect(t[0]).toBe(a + 2 ** bit);
      }
      const c = ops.create();
      ops.copy(c, s);
      expect(c[0]).toBe(a);
      ops.clear(c);
      expect(c[0]).toBe(0);
    }
    const r = ops.create();
    ops.setInt(r, 0xffffffff);
    expect(r[0]).toBe(Number(0xffffffffn % O));
  });

  it("half-scalars: toHscalar gives the least absolute residue; fromHscalar inverts it", () => {
    const h = new Uint32Array(5);
    const r = ops.create();
    for (const a of all) {
      ops.toHscalar(h, sc(ops, a));
      let u = 0n;
      for (let i = 4; i >= 0; i--) u = (u << 32n) | BigInt(h[i]);
      const v = u >= 1n << 159n ? u - (1n << 160n) : u;
      expect(m(v)).toBe(BigInt(a));
      expect(2n * (v < 0n ? -v : v) <= O).toBe(true);
      ops.fromHscalar(r, h);
      expect(r[0]).toBe(a);
    }
  });
});

describe("makeLowScalar", () => {
  it("rejects orders that are not small primes, and λ that are not cube roots of unity", () => {
    expect(() => makeLowScalar(8)).toThrow(RangeError);
    expect(() => makeLowScalar(1 << 17)).toThrow(RangeError);
    expect(() => makeLowScalar(11)).toThrow(RangeError); // no λ known (and none exists: 3 ∤ 10)
    expect(() => makeLowScalar(13, 5)).toThrow(RangeError);
    expect(makeLowScalar(13, 3).lambda).toBe(3n);
  });
});
