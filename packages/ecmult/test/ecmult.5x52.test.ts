// ecmult (R = na·A + ng·G), its Strauss core and its tables on the 5x52 backend, against the
// independent BigInt reference of ./ref.ts (template: the build writes the 10x26 copy).
// libsecp256k1's tests.c counterparts: test_ecmult_target / ecmult_chain (random scalars and
// points), test_point_times_order and test_ecmult_gen_edge_cases (edges), test_ecmult_accumulate,
// test_ecmult_multi (several points), test_pre_g_table (the generator tables).
//
// Every comparison is strict (both coordinates and the infinity flag, through a BigInt inversion
// of the result's z). Inputs come with random z and random coordinate magnitudes up to the group
// maxima, so the VERIFY build checks every magnitude contract on the way.
import * as em from "@k1/ecmult/5x52";
import { PRECOMPUTED_G15 } from "@k1/ecmult/precomputed-g15";
import * as scalar from "@k1/scalar/5x52";
import { afterAll, describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { fe, g, gejIs, gejOf, gejSet, gejVal, geVal } from "./helpers.5x52.js";
import { add, ecmultRef, mod as fmod, G, mulRef, N, neg, oddMultiplesRef, P, type Pt } from "./ref.js";
import { EDGE, mod, sc, setSc } from "./scalars.js";

const rng = new Rng(`ecmult-${fe.BACKEND}`);
const TWO128 = 1n << 128n;
const LAMBDA = 0x5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72n;
const fmt = (p: Pt) => (p === null ? "∞" : `(${p[0].toString(16)}, ${p[1].toString(16)})`);

/** A random scalar: uniform, sparse, dense, or an edge value. */
function randScalar(): bigint {
  return rng.int(4) === 0 ? EDGE[rng.int(EDGE.length)] : mod(rng.big256(EDGE));
}

/** The point of a table entry read on the curve of z, given zi = 1/z: (x·zi², y·zi³). */
function onCurveOf(a: g.Ge, zi: bigint): Pt {
  const v = geVal(a);
  if (v === null) return null;
  const zi2 = (zi * zi) % P;
  return [(v[0] * zi2) % P, (((v[1] * zi2) % P) * zi) % P];
}

function inverse(z: bigint): bigint {
  let r = 1n;
  let b = fmod(z);
  for (let e = P - 2n; e > 0n; e >>= 1n) {
    if (e & 1n) r = (r * b) % P;
    b = (b * b) % P;
  }
  return r;
}

const eqPt = (a: Pt, b: Pt) => (a === null ? b === null : b !== null && a[0] === b[0] && a[1] === b[1]);

describe(`ecmult tables (${fe.BACKEND})`, () => {
  it("odd multiples with z ratios, the global z, and every digit's lookup", () => {
    const cases = Math.max(10, COUNT / 1000);
    for (let c = 0; c < cases; c++) {
      const A = mulRef(1n + rng.bigBelow(N - 1n), G);
      const a = gejOf(A, rng);
      const az = fe.toBigInt(a.z) % P;
      for (const [n, off] of [
        [8, 0],
        [1, 0],
        [2, 3],
        [16, 5],
      ] as const) {
        const pre = g.geArray(off + n + 1);
        const zr = g.feArray(off + n + 1);
        const z = fe.create();
        em.ecmultOddMultiplesTable(n, pre, zr, z, a, off);
        const want = oddMultiplesRef(A, n);
        // Walk the z chain down from the last entry: 1/z(pre[i − 1]) = zr[i]/z(pre[i]).
        const Zi = inverse(fe.toBigInt(z));
        let zi = Zi;
        for (let i = n - 1; i >= 0; i--) {
          expect(fmt(onCurveOf(pre[off + i], zi)), `entry ${i} of ${n}`).toBe(fmt(want[i]));
          if (i > 0) zi = (zi * fe.toBigInt(zr[off + i])) % P;
        }
        expect((az * fe.toBigInt(zr[off]) * zi) % P, "zr[0] = z(pre[0]) / a.z").toBe(1n);
        // Without the running z (z = null): the same entries and ratios.
        const pre2 = g.geArray(off + n + 1);
        const zr2 = g.feArray(off + n + 1);
        em.ecmultOddMultiplesTable(n, pre2, zr2, null, a, off);
        for (let i = 0; i < n; i++) {
          const same =
            fe.toBigInt(pre2[off + i].x) % P === fe.toBigInt(pre[off + i].x) % P &&
            fe.toBigInt(pre2[off + i].y) % P === fe.toBigInt(pre[off + i].y) % P &&
            fe.toBigInt(zr2[off + i]) % P === fe.toBigInt(zr[off + i]) % P;
          expect(same, `z = null: entry ${i} of ${n}`).toBe(true);
        }
        // Global z: every entry on the curve of z.
        g.geTableSetGlobalz(n, pre, zr, off);
        const xs = g.feArray(off + n);
        for (let i = 0; i < n; i++) {
          expect(fmt(onCurveOf(pre[off + i], Zi)), `global z: entry ${i}`).toBe(fmt(want[i]));
          fe.mul(xs[off + i], pre[off + i].x, fe.BETA);
        }
        // Every digit of the window of this table size (w = log2(n) + 2).
        const w = Math.log2(n) + 2;
        const r = g.geCreate();
        for (let d = -(2 * n - 1); d <= 2 * n - 1; d += 2) {
          em.ecmultTableGetGe(r, pre, d, w, off);
          const p = d > 0 ? want[(d - 1) >> 1] : neg(want[(-d - 1) >> 1]);
          expect(fmt(onCurveOf(r, Zi)), `get_ge digit ${d}`).toBe(fmt(p));
          em.ecmultTableGetGeLambda(r, pre, xs, d, w, off);
          expect(fmt(onCurveOf(r, Zi)), `get_ge_lambda digit ${d}`).toBe(fmt(mulRef(LAMBDA, p)));
        }
      }
    }
  });

  it("storage tables: ecmultComputeTable and every digit's lookup", () => {
    for (const w of [2, 3, 5, 8, 12]) {
      const A = mulRef(1n + rng.bigBelow(N - 1n), G);
      const n = em.ecmultTableSize(w);
      const t = em.geStorageTableCreate(n);
      em.ecmultComputeTable(t, w, gejOf(A, rng));
      const want = oddMultiplesRef(A, n);
      const r = g.geCreate();
      for (let d = -(2 * n - 1); d <= 2 * n - 1; d += 2) {
        em.ecmultTableGetGeStorage(r, t, d, w);
        const p = d > 0 ? want[(d - 1) >> 1] : neg(want[(-d - 1) >> 1]);
        if (!eqPt(geVal(r), p)) expect(fmt(geVal(r)), `w ${w} digit ${d}`).toBe(fmt(p));
      }
    }
  });

  it("the default generator tables: window WINDOW_G_DEFAULT, entry i of each is (2i + 1)·G resp. (2i + 1)·2^128·G", () => {
    em.ecmultGTablesUse(null);
    const t = em.ecmultGTables();
    expect(t.curve).toBe(g.SECP256K1);
    expect(t.windowG).toBe(em.WINDOW_G_DEFAULT);
    expect(t.windowA).toBe(em.WINDOW_A);
    expect(t.source).toBe(em.GTABLES_DEFAULT);
    const n = em.ecmultTableSize(t.windowG);
    expect(t.pre.byteLength).toBe(64 * n);
    expect(t.pre128.byteLength).toBe(64 * n);
    const r = g.geCreate();
    for (const [table, base, name] of [
      [t.pre, G, "pre_g"],
      [t.pre128, mulRef(TWO128, G), "pre_g_128"],
    ] as const) {
      const want = oddMultiplesRef(base, n);
      for (let i = 0; i < n; i++) {
        em.geStorageTableGet(r, table, i);
        if (!eqPt(geVal(r), want[i])) expect(fmt(geVal(r)), `${name}[${i}]`).toBe(fmt(want[i]));
      }
    }
    expect(em.ecmultGTables(), "made once").toBe(t);
  });

  it("every window's tables (2..13, and the shipped 15): this backend's ecmultComputeTwoTables recomputes them", () => {
    const same = (x: Uint8Array, y: Uint8Array) => x.length === y.length && x.every((v, i) => v === y[i]);
    const windows: [number, em.PrecomputedGTables][] = [];
    for (let w = 2; w <= 13; w++) windows.push([w, em.ecmultGTablesCompute(w)]);
    windows.push([em.WINDOW_G, PRECOMPUTED_G15]);
    for (const [w, tables] of windows) {
      expect(tables.window).toBe(w);
      const n = em.ecmultTableSize(w);
      const a = em.geStorageTableCreate(n);
      const b = em.geStorageTableCreate(n);
      em.ecmultComputeTwoTables(a, b, w, g.GE_CONST_G);
      const { preG, preG128 } = tables.bytes();
      expect(same(em.geStorageTableBytes(a), preG), `pre_g, window ${w}`).toBe(true);
      expect(same(em.geStorageTableBytes(b), preG128), `pre_g_128, window ${w}`).toBe(true);
      expect(tables.bytes().preG, "made once").toBe(preG);
    }
  });

  it("ecmultGTables views the tables in use, and follows ecmultGTablesUse", () => {
    try {
      em.ecmultGTablesUse(PRECOMPUTED_G15);
      expect(em.ecmultGTablesInUse()).toBe(PRECOMPUTED_G15);
      const t = em.ecmultGTables();
      expect(t.windowG).toBe(em.WINDOW_G);
      const { preG, preG128 } = PRECOMPUTED_G15.bytes();
      expect(t.pre.buffer, "a view of the decoded bytes, not a copy").toBe(preG.buffer);
      expect(t.pre128.buffer).toBe(preG128.buffer);
      expect(em.ecmultGTables()).toBe(t);
      const w12 = em.ecmultGTablesCompute(12);
      em.ecmultGTablesUse(w12);
      expect(em.ecmultGTables().windowG).toBe(12);
      expect(em.ecmultGTables().source).toBe(w12);
    } finally {
      em.ecmultGTablesUse(null);
    }
    expect(em.ecmultGTables().source).toBe(em.GTABLES_DEFAULT);
  });
});

describe(`ecmult with the tables of every window (${fe.BACKEND})`, () => {
  afterAll(() => em.ecmultGTablesUse(null));

  it("the same results as the reference and as each other, random and edge scalars", () => {
    const r = g.gejCreate();
    const a = g.gejCreate();
    const na = scalar.create();
    const ng = scalar.create();
    const choices: [string, em.PrecomputedGTables | null][] = [
      ["default", null],
      ["w 2", em.ecmultGTablesCompute(2)],
      ["w 4", em.ecmultGTablesCompute(4)],
      ["w 6", em.ecmultGTablesCompute(6)],
      ["w 10", em.ecmultGTablesCompute(10)],
      ["w 12", em.ecmultGTablesCompute(12)],
      ["shipped w 15", PRECOMPUTED_G15],
    ];
    const n = Math.max(12, COUNT / 400);
    const cases: [Pt, bigint, bigint][] = [];
    for (let k = 0; k < n; k++)
      cases.push([mulRef(1n + rng.bigBelow(N - 1n), G), randScalar(), randScalar()]);
    for (const e of EDGE) cases.push([G, randScalar(), e], [null, 0n, e]);
    for (const [name, tables] of choices) {
      em.ecmultGTablesUse(tables);
      for (const [A, vna, vng] of cases) {
        gejSet(a, A, rng);
        setSc(na, vna);
        setSc(ng, vng);
        em.ecmult(r, a, na, ng);
        const want = ecmultRef(A, vna, vng);
        if (!gejIs(r, want))
          expect(fmt(gejVal(r)), `${name}: ${vna.toString(16)}, ${vng.toString(16)}`).toBe(fmt(want));
      }
    }
  });

  it("ecmultGTablesUse checks what it installs, and installs nothing that fails", () => {
    em.ecmultGTablesUse(null);
    const bad = (window: number, preG: Uint8Array, preG128 = preG): em.PrecomputedGTables => ({
      window,
      bytes: () => ({ preG, preG128 }),
    });
    const good = em.ecmultGTablesCompute(4).bytes();
    expect(() => em.ecmultGTablesUse(bad(1, good.preG))).toThrow(RangeError);
    expect(() => em.ecmultGTablesUse(bad(23, good.preG))).toThrow(RangeError);
    expect(() => em.ecmultGTablesUse(bad(4.5, good.preG))).toThrow(RangeError);
    expect(() => em.ecmultGTablesUse(bad(5, good.preG, good.preG128))).toThrow(/must be 512 bytes each/);
    expect(() => em.ecmultGTablesUse(bad(4, good.preG, good.preG.subarray(64)))).toThrow(RangeError);
    expect(() => em.ecmultGTablesUse(bad(4, good.preG128, good.preG128))).toThrow(/does not start with G/);
    const shifted = new Uint8Array(good.preG.length + 4).subarray(4);
    shifted.set(good.preG);
    expect(() => em.ecmultGTablesUse(bad(4, shifted, good.preG128))).toThrow(/multiple of 8/);
    expect(() => em.ecmultGTablesCompute(0)).toThrow(RangeError);
    expect(em.ecmultGTablesInUse(), "nothing installed").toBe(em.GTABLES_DEFAULT);
    em.ecmultGTablesUse(bad(4, good.preG, good.preG128));
    expect(em.ecmultGTables().windowG).toBe(4);
    em.ecmultGTablesUse(null);
  });
});

describe(`ecmult (${fe.BACKEND})`, () => {
  const r = g.gejCreate();
  const a = g.gejCreate();
  const na = scalar.create();
  const ng = scalar.create();

  /** Runs ecmult on (A, na, ng) with random z and magnitudes and compares with the reference. */
  function check(A: Pt, vna: bigint, vng: bigint | null, what: string): void {
    gejSet(a, A, rng);
    setSc(na, vna);
    if (vng !== null) setSc(ng, vng);
    em.ecmult(r, a, na, vng === null ? null : ng);
    const want = ecmultRef(A, vna, vng ?? 0n);
    if (!gejIs(r, want)) {
      expect(fmt(gejVal(r)), `${what}: ${vna.toString(16)}·${fmt(A)} + ${(vng ?? 0n).toString(16)}·G`).toBe(
        fmt(want),
      );
    }
  }

  it("random points and scalars", () => {
    const n = Math.max(40, COUNT / 100);
    for (let k = 0; k < n; k++) {
      const A = mulRef(1n + rng.bigBelow(N - 1n), G);
      check(A, randScalar(), rng.int(8) === 0 ? null : randScalar(), `random ${k}`);
    }
  });

  it("edge scalars for na and for ng, on A = G, −G, infinity and a random point", () => {
    const P1 = mulRef(1n + rng.bigBelow(N - 1n), G);
    for (const [A, name] of [
      [G, "G"],
      [neg(G), "−G"],
      [null, "∞"],
      [P1, "P"],
    ] as const) {
      for (const e of EDGE) {
        check(A, e, randScalar(), `${name}: edge na`);
        check(A, randScalar(), e, `${name}: edge ng`);
        check(A, e, e, `${name}: na = ng edge`);
        check(A, e, null, `${name}: edge na, no ng`);
      }
    }
  });

  it("results at infinity and cancellations", () => {
    // na·A + ng·G = ∞ for A = G, ng = −na; A = −G, ng = na; A = λ·G with ng = −λ·na.
    const LG = mulRef(LAMBDA, G);
    for (let k = 0; k < 20; k++) {
      const v = k < EDGE.length ? EDGE[k] : randScalar();
      check(G, v, mod(-v), "G, ng = −na");
      check(neg(G), v, v, "−G, ng = na");
      check(LG, v, mod(-v * LAMBDA), "λ·G, ng = −λ·na");
      check(G, v, mod(1n - v), "G, ng = 1 − na"); // = G
    }
    // n·A written as (n − 1)·A + A is not representable (na < n), but (n − 1)·A + 1·G for A = G is ∞.
    check(G, N - 1n, 1n, "(n − 1)·G + G");
  });

  it("r may be a; ng = null equals ng = 0", () => {
    for (let k = 0; k < 10; k++) {
      const A = mulRef(1n + rng.bigBelow(N - 1n), G);
      const vna = randScalar();
      const vng = randScalar();
      gejSet(a, A, rng);
      setSc(na, vna);
      setSc(ng, vng);
      em.ecmult(a, a, na, ng);
      expect(fmt(gejVal(a)), "aliased").toBe(fmt(ecmultRef(A, vna, vng)));
      gejSet(a, A, rng);
      em.ecmult(r, a, na, null);
      const r0 = gejVal(r);
      setSc(ng, 0n);
      em.ecmult(r, a, na, ng);
      expect(fmt(gejVal(r)), "null ng").toBe(fmt(r0));
      expect(fmt(r0), "null ng value").toBe(fmt(mulRef(vna, A)));
    }
  });
});

describe(`ecmultStraussWnaf with several points (${fe.BACKEND})`, () => {
  it("sums of up to 5 points with infinities and zero scalars, and the G term", () => {
    const state = em.straussStateCreate(5);
    const pts = g.gejArray(5);
    const scs = [0, 1, 2, 3, 4].map(() => scalar.create());
    const ng = scalar.create();
    const r = g.gejCreate();
    const cases = Math.max(10, COUNT / 500);
    for (let c = 0; c < cases; c++) {
      const num = 1 + rng.int(5);
      let want: Pt = null;
      for (let i = 0; i < num; i++) {
        const A = rng.int(6) === 0 ? null : mulRef(1n + rng.bigBelow(N - 1n), G);
        const v = rng.int(6) === 0 ? 0n : randScalar();
        gejSet(pts[i], A, rng);
        setSc(scs[i], v);
        want = add(want, mulRef(v, A));
      }
      const withG = rng.int(4) !== 0;
      const vng = randScalar();
      setSc(ng, vng);
      if (withG) want = add(want, mulRef(vng, G));
      em.ecmultStraussWnaf(state, r, num, pts, scs, withG ? ng : null);
      expect(fmt(gejVal(r)), `case ${c}: ${num} points${withG ? " and G" : ""}`).toBe(fmt(want));
    }
    // The same point twice and its negation: the tables chain across points with rescaling.
    const A = mulRef(12345n, G);
    gejSet(pts[0], A, rng);
    gejSet(pts[1], A, rng);
    gejSet(pts[2], neg(A), rng);
    setSc(scs[0], 5n);
    setSc(scs[1], 7n);
    setSc(scs[2], 12n);
    em.ecmultStraussWnaf(state, r, 3, pts, scs, null);
    expect(gejVal(r), "5·A + 7·A + 12·(−A) = ∞").toBe(null);
  });
});

describe(`the generator tables follow the curve (${fe.BACKEND})`, () => {
  afterAll(() => g.setCurve(g.SECP256K1));

  it("tables of each exhaustive-test curve's generator, and secp256k1's kept", () => {
    const secp = em.ecmultGTables();
    for (const c of g.EXHAUSTIVE_CURVES) {
      g.setCurve(c);
      const t = em.ecmultGTables();
      expect(t.curve).toBe(c);
      const { windowA, windowG } = em.ecmultWindows(c.order);
      expect([t.windowA, t.windowG]).toEqual([windowA, windowG]);
      const n = em.ecmultTableSize(windowG);
      const Gc: Pt = [c.gx, c.gy];
      const r = g.geCreate();
      for (const [table, base] of [
        [t.pre, Gc],
        [t.pre128, mulRef(TWO128, Gc)],
      ] as const) {
        const want = oddMultiplesRef(base, n);
        for (let i = 0; i < n; i++) {
          em.geStorageTableGet(r, table, i);
          expect(fmt(geVal(r)), `${c.name} entry ${i}`).toBe(fmt(want[i]));
        }
      }
      // The tables are computed in BigInt; this backend's own computation gives the same bytes.
      const a = em.geStorageTableCreate(n);
      const b = em.geStorageTableCreate(n);
      em.ecmultComputeTwoTables(a, b, windowG, g.GE_CONST_G);
      expect(Array.from(em.geStorageTableBytes(a)), `${c.name} pre_g`).toEqual(
        Array.from(em.geStorageTableBytes(t.pre)),
      );
      expect(Array.from(em.geStorageTableBytes(b)), `${c.name} pre_g_128`).toEqual(
        Array.from(em.geStorageTableBytes(t.pre128)),
      );
    }
    g.setCurve(g.SECP256K1);
    expect(em.ecmultGTables(), "secp256k1's tables are not recomputed").toBe(secp);
    // And ecmult is right again on secp256k1.
    const r = g.gejCreate();
    const A = mulRef(777n, G);
    em.ecmult(r, gejOf(A, rng), sc(5n), sc(7n));
    expect(fmt(gejVal(r))).toBe(fmt(ecmultRef(A, 5n, 7n)));
  });
});
