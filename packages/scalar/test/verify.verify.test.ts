// The VERIFY checks themselves: a contract violation throws VerifyError (run only in the VERIFY
// build; the release build compiles these checks away).
import { VerifyError } from "@k1/field/base";
import * as scalar from "@k1/scalar";
import * as hs from "@k1/scalar/hscalar";
import { makeLowScalar } from "@k1/scalar/low";
import { describe, expect, it } from "vitest";
import { N, sc, setBig } from "./helpers.js";

/** A Uint32Array of eight words holding v ≥ n: not a valid scalar. */
const unreduced = (v: bigint) => setBig(new Uint32Array(8), v);

describe("VERIFY contract checks", () => {
  it("inputs ≥ n are rejected by every operation", () => {
    const bad = unreduced(N);
    const ok = sc(5n);
    const r = scalar.create();
    const calls: [string, () => unknown][] = [
      ["mul", () => scalar.mul(r, bad, ok)],
      ["mul b", () => scalar.mul(r, ok, unreduced((1n << 256n) - 1n))],
      ["add", () => scalar.add(r, ok, bad)],
      ["negate", () => scalar.negate(r, bad)],
      ["half", () => scalar.half(r, bad)],
      ["inverse", () => scalar.inverse(r, bad)],
      ["inverseVar", () => scalar.inverseVar(r, bad)],
      ["isZero", () => scalar.isZero(bad)],
      ["isHigh", () => scalar.isHigh(bad)],
      ["eq", () => scalar.eq(ok, bad)],
      ["getB32", () => scalar.getB32(new Uint8Array(32), bad)],
      ["getBitsVar", () => scalar.getBitsVar(bad, 0, 4)],
      ["splitLambda", () => scalar.splitLambda(r, scalar.create(), bad)],
      ["mulShiftVar", () => scalar.mulShiftVar(r, bad, ok, 300)],
      ["cmov", () => scalar.cmov(r, bad, 1)],
      ["condNegate", () => scalar.condNegate(unreduced(N + 1n), 0)],
      ["hscalar.fromScalar", () => hs.fromScalar(hs.create(), bad)],
    ];
    for (const [name, f] of calls) expect(f, name).toThrow(VerifyError);
  });

  it("a wrong type or size is rejected", () => {
    const r = scalar.create();
    expect(() => scalar.mul(r, new Uint32Array(4), sc(1n))).toThrow(VerifyError);
    expect(() => scalar.add(r, new Int32Array(8) as unknown as Uint32Array, sc(1n))).toThrow(VerifyError);
    expect(() => hs.add(hs.create(), new Uint32Array(8), hs.create())).toThrow(VerifyError);
  });

  it("flags, bit ranges, shifts and aliasing are checked", () => {
    const r = scalar.create();
    const a = sc(7n);
    expect(() => scalar.cmov(r, a, 2)).toThrow(VerifyError);
    expect(() => scalar.condNegate(r, -1)).toThrow(VerifyError);
    expect(() => scalar.caddBit(r, 3, 2)).toThrow(VerifyError);
    expect(() => scalar.caddBit(r, 256, 1)).toThrow(VerifyError);
    expect(() => scalar.caddBit(sc(N - 1n), 0, 1)).toThrow(VerifyError); // overflows n
    expect(() => scalar.getBitsLimb32(a, 30, 4)).toThrow(VerifyError); // spans two words
    expect(() => scalar.getBitsVar(a, 250, 8)).toThrow(VerifyError);
    expect(() => scalar.getBitsVar(a, 0, 0)).toThrow(VerifyError);
    expect(() => scalar.getBitsVar(a, 0, 33)).toThrow(VerifyError);
    expect(() => scalar.shrInt(a, 0)).toThrow(VerifyError);
    expect(() => scalar.shrInt(a, 16)).toThrow(VerifyError);
    expect(() => scalar.setInt(r, -1)).toThrow(VerifyError);
    expect(() => scalar.setInt(r, 2 ** 32)).toThrow(VerifyError);
    expect(() => scalar.mulShiftVar(r, a, a, 255)).toThrow(VerifyError);
    expect(() => scalar.splitLambda(a, r, a)).toThrow(VerifyError);
    expect(() => scalar.splitLambda(r, r, a)).toThrow(VerifyError);
    expect(() => scalar.split128(r, r, a)).toThrow(VerifyError);
    expect(() => hs.getBits(hs.create(), 150, 11)).toThrow(VerifyError);
    expect(() => hs.getBit(hs.create(), 160)).toThrow(VerifyError);
    expect(() => hs.setInt(hs.create(), 2 ** 31)).toThrow(VerifyError);
  });

  it("hscalar.fromScalar rejects a scalar that does not hold a small signed value", () => {
    const h = hs.create();
    expect(() => hs.fromScalar(h, sc(1n << 159n))).toThrow(VerifyError);
    expect(() => hs.fromScalar(h, sc(N - (1n << 159n) - 1n))).toThrow(VerifyError);
    expect(() => hs.fromScalar(h, sc(1n << 200n))).toThrow(VerifyError);
    expect(() => hs.fromScalar(h, sc((1n << 159n) - 1n))).not.toThrow();
    expect(() => hs.fromScalar(h, sc(N - (1n << 159n)))).not.toThrow();
  });

  it("the small-order scalars check their invariant", () => {
    const low = makeLowScalar(13);
    const r = low.create();
    expect(() => low.mul(r, sc(13n), sc(1n))).toThrow(VerifyError);
    expect(() => low.add(r, sc(1n << 40n), sc(1n))).toThrow(VerifyError);
    expect(() => low.cmov(r, sc(1n), 3)).toThrow(VerifyError);
    expect(() => low.caddBit(sc(12n), 0, 1)).toThrow(VerifyError);
  });
});
