// The VERIFY checks of @k1/ecmult (libsecp256k1's VERIFY_CHECKs in ecmult_impl.h): each contract
// violation throws VerifyError, and valid inputs at the limits pass. Runs only in the VERIFY build
// (the release run leaves *.verify.test.ts out).

import * as em from "@k1/ecmult/5x52";
import { VerifyError } from "@k1/field/base";
import * as g from "@k1/group/5x52";
import { EXHAUSTIVE_7 } from "@k1/group/base";
import { describe, expect, it } from "vitest";
import { ctTableCreate } from "../src/ct-table.js";
import { combTableComputeBigInt } from "../src/gen-compute.js";
import { N, sc } from "./scalars.js";

const bad = (f: () => void) => expect(f).toThrow(VerifyError);

describe("ecmult VERIFY checks", () => {
  it("ecmultWnaf: window, length, scalar range, bits beyond len", () => {
    const w = new Int32Array(257);
    bad(() => em.ecmultWnaf(w, 129, sc(5n), 1));
    bad(() => em.ecmultWnaf(w, 129, sc(5n), 32));
    bad(() => em.ecmultWnaf(w, 257, sc(5n), 5));
    bad(() => em.ecmultWnaf(new Int32Array(100), 129, sc(5n), 5));
    const over = new Uint32Array(8).fill(0xffffffff); // 2^256 − 1 ≥ n: not a scalar
    bad(() => em.ecmultWnaf(w, 256, over, 5));
    bad(() => em.ecmultWnaf(w, 129, sc(1n << 200n), 5)); // a full scalar does not fit 129 digits
    // At the limits: 2^129 − 1 in 129 digits overflows by the carry, 2^128 − 1 fits.
    bad(() => em.ecmultWnaf(w, 129, sc((1n << 129n) - 1n), 5));
    expect(em.ecmultWnaf(w, 129, sc((1n << 128n) - 1n), 5)).toBe(129);
    expect(em.ecmultWnaf(w, 256, sc(N - 1n), 31)).toBe(1); // −1: one digit
    expect(em.ecmultWnaf(w, 256, sc(N - 1n), 2)).toBe(1);
  });

  it("table lookups: the digit must be odd and within the window", () => {
    const pre = g.geArray(8);
    for (const p of pre) g.geCopy(p, g.GE_CONST_G);
    const xs = g.feArray(8);
    const r = g.geCreate();
    const t = em.geStorageTableCreate(8);
    em.ecmultComputeTable(t, 5, gejG());
    for (const d of [0, 2, -4, 17, -17, 33]) {
      bad(() => em.ecmultTableGetGe(r, pre, d, 5));
      bad(() => em.ecmultTableGetGeLambda(r, pre, xs, d, 5));
      bad(() => em.ecmultTableGetGeStorage(r, t, d, 5));
    }
    for (const d of [1, -1, 15, -15]) {
      em.ecmultTableGetGe(r, pre, d, 5);
      em.ecmultTableGetGeStorage(r, t, d, 5);
    }
  });

  it("tables of infinity, too small a table, too many points", () => {
    const inf = g.gejCreate();
    g.gejSetInfinity(inf);
    bad(() => em.ecmultOddMultiplesTable(8, g.geArray(8), g.feArray(8), g.feArray(1)[0], inf));
    bad(() => em.ecmultOddMultiplesTable(8, g.geArray(7), g.feArray(8), g.feArray(1)[0], gejG()));
    bad(() => em.ecmultComputeTable(em.geStorageTableCreate(8), 5, inf));
    bad(() => em.ecmultComputeTable(em.geStorageTableCreate(7), 5, gejG()));
    const state = em.straussStateCreate(1);
    const pts = [gejG(), gejG()];
    const scs = [sc(1n), sc(2n)];
    bad(() => em.ecmultStraussWnaf(state, g.gejCreate(), 2, pts, scs, null));
    em.ecmultStraussWnaf(state, g.gejCreate(), 1, pts, scs, null);
  });

  it("the comb table: a generator of another order, and gen at infinity", () => {
    const e7 = EXHAUSTIVE_7;
    // 2·(gen/2) = gen only if gen/2 is computed with gen's order: 13 is not the order of this gen.
    bad(() => combTableComputeBigInt(ctTableCreate(2), e7.gx, e7.gy, 13n, 1, 2, 1));
    combTableComputeBigInt(ctTableCreate(2), e7.gx, e7.gy, 7n, 1, 2, 1);
    const inf = g.geCreate();
    g.geSetXY(inf, g.GE_CONST_G.x, g.GE_CONST_G.y);
    inf.infinity = 1;
    expect(() => em.ecmultGenComputeTable(ctTableCreate(64), inf, 2, 5, 26)).toThrow(/infinity/);
  });

  it("ecmult rejects an invalid scalar", () => {
    const over = new Uint32Array(8).fill(0xffffffff);
    bad(() => em.ecmult(g.gejCreate(), gejG(), over, null));
    bad(() => em.ecmult(g.gejCreate(), gejG(), sc(1n), over));
  });
});

function gejG(): g.Gej {
  const r = g.gejCreate();
  g.gejSetGe(r, g.GE_CONST_G);
  return r;
}
