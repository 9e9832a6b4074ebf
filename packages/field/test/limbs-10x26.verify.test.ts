// VERIFY checks of the 10x26 limb code (excluded from the release-build run, where they do not
// exist by design).
import { describe, expect, it } from "vitest";
import * as L from "../src/limbs/10x26.js";

const P = (1n << 256n) - (1n << 32n) - 977n;

/** An element with the given (unsigned, < 2^32) limbs. */
function fe(l: readonly number[]): L.Fe {
  const r = L.create();
  for (let i = 0; i < 10; i++) r[i] = l[i] | 0;
  return r;
}

/** Canonical 26-bit limbs of 0 ≤ v < 2^256 (limb 9 < 2^22). */
function canon(v: bigint): number[] {
  const l: number[] = [];
  for (let i = 0; i < 10; i++) l.push(Number((v >> BigInt(26 * i)) & 0x3ffffffn));
  return l;
}

describe("10x26 limbs under VERIFY", () => {
  it("VERIFY: mul/sqr/mulAddSqr reject inputs beyond 30-bit limbs, the chain ops limbs beyond 2^32 + 2^20, fromSigned26 values ≥ p", () => {
    const big = fe([2 ** 30, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const one = fe(canon(1n));
    const r = L.create();
    expect(() => L.mul(r, big, one)).toThrow(/mul/);
    expect(() => L.mul(r, one, big)).toThrow(/mul/);
    expect(() => L.sqr(r, big)).toThrow(/sqr/);
    expect(() => L.sqr(r, fe([0, 0, 0, 0, 0, 0, 0, 0, 0, 2 ** 26]))).toThrow(/sqr/);
    expect(() => L.mulAddSqr(r, big, one, one)).toThrow(/mulAddSqr/);
    expect(() => L.mulAddSqr(r, one, big, one)).toThrow(/mulAddSqr/);
    expect(() => L.mulAddSqr(r, one, one, big)).toThrow(/mulAddSqr/);
    expect(() => L.mulAddSqr(r, one, one, fe([0, 0, 0, 0, 0, 0, 0, 0, 0, 2 ** 26]))).toThrow(/mulAddSqr/);
    const reg = L.createChain();
    const over = L.createChain();
    over[3] = 2 ** 32 + 2 ** 20 + 1;
    const frac = L.createChain();
    frac[0] = 0.5;
    const rc = L.createChain();
    expect(() => L.chainSqr(rc, over)).toThrow(/chainSqr/);
    expect(() => L.chainSqr(rc, frac)).toThrow(/chainSqr/);
    expect(() => L.chainMul(rc, reg, over)).toThrow(/chainMul/);
    expect(() => L.chainMul(rc, over, reg)).toThrow(/chainMul/);
    expect(() => L.chainStore(r, over)).toThrow(/chainStore/);
    const s26 = new Int32Array(canon(P));
    expect(() => L.fromSigned26(r, s26)).toThrow(/fromSigned26/);
  });
});
