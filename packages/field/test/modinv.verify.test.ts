// VERIFY contract checks of the safegcd module (excluded from the release-build run, where the
// checks do not exist by design).
import { jacobiMaybeVar, MOD_N, MOD_P, modInfo26, modinv, modinvVar } from "@k1/field/modinv";
import { describe, expect, it } from "vitest";

const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

function toLimbs(v: bigint): Int32Array {
  const a = new Int32Array(10);
  for (let i = 0; i < 10; i++) {
    a[i] = Number(v & 0x3ffffffn);
    v >>= 26n;
  }
  return a;
}

describe("VERIFY contract checks", () => {
  it("reject limbs out of [0, 2^26), values ≥ m, and (modinvVar/modinv) inputs not coprime to m", () => {
    const big = toLimbs(5n);
    big[3] = 2 ** 26;
    expect(() => modinvVar(big, MOD_P)).toThrow(/limb 3/);
    expect(() => modinv(toLimbs(P), MOD_P)).toThrow(/below the modulus/);
    expect(() => jacobiMaybeVar(toLimbs(N + 1n), MOD_N)).toThrow(/below the modulus/);
    const neg = toLimbs(5n);
    neg[0] = -1;
    expect(() => modinv(neg, MOD_N)).toThrow(/limb 0/);
    const m = 3n * 1000003n;
    const info = modInfo26(m);
    expect(() => modinvVar(toLimbs(3n * 7n), info)).toThrow(/coprime/);
    expect(() => modinv(toLimbs(1000003n), info)).toThrow(/coprime/);
  });
});
