// Every scalar operation against a BigInt reference, on random scalars (biased towards sparse,
// dense and near-edge values) and on the edge values 0, 1, n−1, n, 2^256−1, near 2^128 and 2^255,
// and ⌊n/2⌋±1; outputs aliased with inputs. In the VERIFY run every input and output is also
// checked against the scalar invariant (value < n) by the functions themselves.
import * as scalar from "@k1/scalar/5x52";
import { describe, expect, it } from "vitest";
import { bigToBytes, bytesToBig, COUNT, Rng } from "../../../test-utils/rng.js";
import { big, EDGE_256, EDGE_SCALARS, mod, N, powMod, randScalar, sc, TWO256 } from "./helpers.js";

const rng = new Rng("scalar");

/** Pairs of scalars: all edge pairs, then COUNT random ones. */
function* pairs(label: string): Generator<[bigint, bigint]> {
  const r = new Rng(label);
  for (const a of EDGE_SCALARS) for (const b of EDGE_SCALARS) yield [a, b];
  for (let i = 0; i < COUNT; i++) yield [randScalar(r), randScalar(r)];
}

/** Single scalars: edges, then COUNT random ones. */
function* singles(label: string): Generator<bigint> {
  const r = new Rng(label);
  yield* EDGE_SCALARS;
  for (let i = 0; i < COUNT; i++) yield randScalar(r);
}

describe("bytes", () => {
  it("setB32 reduces mod n and reports overflow; getB32 round-trips", () => {
    const r = scalar.create();
    const out = new Uint8Array(32);
    const inputs = [...EDGE_256];
    for (let i = 0; i < COUNT; i++) inputs.push(rng.big256(EDGE_256));
    for (const x of inputs) {
      const overflow = scalar.setB32(r, bigToBytes(x));
      expect(big(r), `setB32(${x.toString(16)})`).toBe(x % N);
      expect(overflow, `overflow of ${x.toString(16)}`).toBe(x >= N);
      scalar.getB32(out, r);
      expect(bytesToBig(out)).toBe(x % N);
    }
  });

  it("setB32 and getB32 at an offset", () => {
    const buf = new Uint8Array(70);
    const x = N + 12345n;
    buf.set(bigToBytes(x), 5);
    const r = scalar.create();
    expect(scalar.setB32(r, buf, 5)).toBe(true);
    expect(big(r)).toBe(12345n);
    const out = new Uint8Array(70).fill(0xaa);
    scalar.getB32(out, r, 38);
    expect(bytesToBig(out.subarray(38, 70))).toBe(12345n);
    expect(out[37]).toBe(0xaa);
  });

  it("setB32SecKey accepts exactly 0 < x < n", () => {
    const r = scalar.create();
    const inputs = [...EDGE_256];
    for (let i = 0; i < 1000; i++) inputs.push(rng.big256(EDGE_256));
    for (const x of inputs) {
      expect(scalar.setB32SecKey(r, bigToBytes(x)), `seckey ${x.toString(16)}`).toBe(x > 0n && x < N);
      expect(big(r)).toBe(x % N);
    }
  });

  it("bad input: TypeError for a non-Uint8Array, RangeError for a wrong length or offset", () => {
    const r = scalar.create();
    const bad = [[1, 2, 3], "00", null, undefined, new Uint32Array(8), new Uint16Array(32)];
    for (const b of bad) {
      expect(() => scalar.setB32(r, b as unknown as Uint8Array)).toThrow(TypeError);
      expect(() => scalar.setB32SecKey(r, b as unknown as Uint8Array)).toThrow(TypeError);
      expect(() => scalar.getB32(b as unknown as Uint8Array, r)).toThrow(TypeError);
    }
    for (const len of [0, 31, 33, 64]) {
      expect(() => scalar.setB32(r, new Uint8Array(len))).toThrow(RangeError);
      expect(() => scalar.setB32SecKey(r, new Uint8Array(len))).toThrow(RangeError);
      expect(() => scalar.getB32(new Uint8Array(len), r)).toThrow(RangeError);
    }
    for (const off of [-1, 1.5, 33, Number.NaN]) {
      expect(() => scalar.setB32(r, new Uint8Array(64), off)).toThrow(RangeError);
    }
    expect(() => scalar.setB32(r, new Uint8Array(64), 32)).not.toThrow();
  });
});

describe("small values and bits", () => {
  it("setInt", () => {
    const r = scalar.create();
    for (const v of [0, 1, 2, 0x7fffffff, 0x80000000, 0xffffffff, rng.u32(), rng.u32()]) {
      scalar.setB32(r, bigToBytes(N - 1n));
      scalar.setInt(r, v);
      expect(big(r)).toBe(BigInt(v));
    }
  });

  it("getBitsLimb32 and getBitsVar against BigInt bit extraction", () => {
    for (const a of singles("bits")) {
      const s = sc(a);
      for (let k = 0; k < 8; k++) {
        const count = 1 + rng.int(32);
        const offset = rng.int(257 - count);
        const want = Number((a >> BigInt(offset)) & ((1n << BigInt(count)) - 1n));
        expect(scalar.getBitsVar(s, offset, count), `bitsVar ${offset}/${count}`).toBe(want);
        // within one word
        const o2 = 32 * rng.int(8) + rng.int(32);
        const c2 = 1 + rng.int(32 - (o2 & 31));
        const want2 = Number((a >> BigInt(o2)) & ((1n << BigInt(c2)) - 1n));
        expect(scalar.getBitsLimb32(s, o2, c2), `bitsLimb32 ${o2}/${c2}`).toBe(want2);
      }
    }
  });

  it("getBits at the word boundaries and full words", () => {
    const a = N - 1n;
    const s = sc(a);
    for (let off = 0; off <= 224; off += 32) {
      expect(scalar.getBitsLimb32(s, off, 32)).toBe(Number((a >> BigInt(off)) & 0xffffffffn));
      expect(scalar.getBitsVar(s, off, 32)).toBe(Number((a >> BigInt(off)) & 0xffffffffn));
    }
    for (let off = 1; off <= 224; off += 31) {
      expect(scalar.getBitsVar(s, off, 32)).toBe(Number((a >> BigInt(off)) & 0xffffffffn));
    }
  });

  it("shrInt", () => {
    for (const a of singles("shr")) {
      const n = 1 + rng.int(15);
      const s = sc(a);
      const low = scalar.shrInt(s, n);
      expect(low).toBe(Number(a & ((1n << BigInt(n)) - 1n)));
      expect(big(s)).toBe(a >> BigInt(n));
    }
  });
});

describe("arithmetic", () => {
  it("add reduces mod n and reports overflow (also aliased)", () => {
    const r = scalar.create();
    for (const [a, b] of pairs("add")) {
      const ov = scalar.add(r, sc(a), sc(b));
      expect(big(r), `${a} + ${b}`).toBe((a + b) % N);
      expect(ov).toBe(+(a + b >= N));
      const x = sc(a);
      scalar.add(x, x, x);
      expect(big(x)).toBe((2n * a) % N);
    }
  });

  it("caddBit", () => {
    for (const a0 of singles("cadd")) {
      const bit = rng.int(256);
      const flag = rng.int(2);
      // keep a + 2^bit < n: clear the bit range at and above `bit` when it would overflow
      let a = a0 + (1n << BigInt(bit)) < N ? a0 : a0 & ((1n << BigInt(bit)) - 1n);
      if (a + (1n << BigInt(bit)) >= N) a = 0n;
      const s = sc(a);
      scalar.caddBit(s, bit, flag);
      expect(big(s)).toBe(a + BigInt(flag) * (1n << BigInt(bit)));
    }
  });

  it("negate, condNegate, isZero, isOne, isEven, isHigh, eq", () => {
    const r = scalar.create();
    const half = N >> 1n;
    for (const a of singles("unary")) {
      const s = sc(a);
      scalar.negate(r, s);
      expect(big(r)).toBe(mod(-a));
      const t = sc(a);
      scalar.negate(t, t);
      expect(big(t)).toBe(mod(-a));
      for (const flag of [0, 1]) {
        const u = sc(a);
        const ret = scalar.condNegate(u, flag);
        expect(big(u)).toBe(flag ? mod(-a) : a);
        expect(ret).toBe(flag ? -1 : 1);
      }
      expect(scalar.isZero(s)).toBe(a === 0n);
      expect(scalar.isOne(s)).toBe(a === 1n);
      expect(scalar.isEven(s)).toBe((a & 1n) === 0n);
      expect(scalar.isHigh(s), `isHigh ${a.toString(16)}`).toBe(a > half);
      expect(scalar.eq(s, sc(a))).toBe(true);
      expect(scalar.eq(s, sc((a + 1n) % N))).toBe(false);
      const flipped = (a ^ (1n << BigInt(rng.int(256)))) % N;
      expect(scalar.eq(s, sc(flipped))).toBe(flipped === a);
    }
  });

  it("half (also aliased)", () => {
    const r = scalar.create();
    const inv2 = (N + 1n) / 2n;
    for (const a of singles("half")) {
      scalar.half(r, sc(a));
      expect(big(r)).toBe((a * inv2) % N);
      const s = sc(a);
      scalar.half(s, s);
      expect(big(s)).toBe((a * inv2) % N);
    }
  });

  it("mul (also aliased), including products of n−1", () => {
    const r = scalar.create();
    for (const [a, b] of pairs("mul")) {
      scalar.mul(r, sc(a), sc(b));
      expect(big(r), `${a.toString(16)} * ${b.toString(16)}`).toBe((a * b) % N);
      const x = sc(a);
      scalar.mul(x, x, x);
      expect(big(x)).toBe((a * a) % N);
      const y = sc(b);
      scalar.mul(y, sc(a), y);
      expect(big(y)).toBe((a * b) % N);
    }
  });

  it("mul: worst-case digit patterns", () => {
    // all-ones digits, top digits of n, single high digits: stress every column carry
    const vals: bigint[] = [];
    for (let i = 0; i < 8; i++) {
      vals.push((0xffffffffn << BigInt(32 * i)) % N);
      vals.push((N - 1n) ^ (0xffffffffn << BigInt(32 * i)));
      vals.push(N - 1n - (1n << BigInt(32 * i)));
    }
    const r = scalar.create();
    for (const a of vals) {
      for (const b of vals) {
        const aa = a % N;
        const bb = b % N;
        scalar.mul(r, sc(aa), sc(bb));
        expect(big(r)).toBe((aa * bb) % N);
      }
    }
  });

  it("inverse and inverseVar (0 ↦ 0)", () => {
    const r = scalar.create();
    const r2 = scalar.create();
    const count = Math.max(200, COUNT / 10);
    const r0 = new Rng("inverse");
    const inputs = [...EDGE_SCALARS];
    for (let i = 0; i < count; i++) inputs.push(randScalar(r0));
    for (const a of inputs) {
      const want = a === 0n ? 0n : powMod(a, N - 2n);
      scalar.inverse(r, sc(a));
      expect(big(r), `inverse ${a.toString(16)}`).toBe(want);
      scalar.inverseVar(r2, sc(a));
      expect(big(r2), `inverseVar ${a.toString(16)}`).toBe(want);
      const s = sc(a);
      scalar.inverseVar(s, s);
      expect(big(s)).toBe(want);
    }
  });

  it("cmov, copy, clear", () => {
    for (const [a, b] of pairs("cmov")) {
      const s = sc(a);
      scalar.cmov(s, sc(b), 0);
      expect(big(s)).toBe(a);
      scalar.cmov(s, sc(b), 1);
      expect(big(s)).toBe(b);
      const c = scalar.create();
      scalar.copy(c, sc(a));
      expect(big(c)).toBe(a);
      scalar.clear(c);
      expect(big(c)).toBe(0n);
    }
  });

  it("create returns a fresh zero scalar", () => {
    const a = scalar.create();
    const b = scalar.create();
    expect(a).toBeInstanceOf(Uint32Array);
    expect(a.length).toBe(8);
    expect(big(a)).toBe(0n);
    a[0] = 1;
    expect(b[0]).toBe(0);
  });

  it("checkOverflow on arbitrary 256-bit words", () => {
    for (const x of EDGE_256)
      expect(scalar.checkOverflow(sc(x % TWO256)), x.toString(16)).toBe(x >= N ? 1 : 0);
    for (let i = 0; i < COUNT; i++) {
      const x = rng.big256(EDGE_256);
      expect(scalar.checkOverflow(sc(x))).toBe(x >= N ? 1 : 0);
    }
  });
});

describe("scalarOps", () => {
  it("is the module's functions as one ScalarOps object", () => {
    const ops = scalar.scalarOps;
    expect(ops.order).toBe(N);
    expect(ops.lambda).toBe(scalar.LAMBDA);
    expect(ops.mul).toBe(scalar.mul);
    expect(ops.inverseVar).toBe(scalar.inverseVar);
    expect(ops.splitLambda).toBe(scalar.splitLambda);
    expect(ops.toHscalar).toBe(scalar.hscalar.fromScalar);
    expect(ops.fromHscalar).toBe(scalar.hscalar.toScalar);
    const fns = Object.entries(ops).filter(([, v]) => typeof v === "function");
    expect(fns.length).toBe(30);
    for (const [k, v] of fns) {
      const own = (scalar as unknown as Record<string, unknown>)[k];
      if (own !== undefined) expect(v, k).toBe(own);
    }
  });
});
