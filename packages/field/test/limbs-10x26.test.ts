// The hand-written 10x26 limb backend (src/limbs/10x26.ts) against a BigInt reference mod p, below
// the VERIFY layer: every function of LimbBackend on COUNT random inputs. Inputs are random limb
// patterns up to each function's allowed magnitude (uniform, all-max = getBounds(m), max minus a
// little, runs of ones, sparse, zero), random non-canonical representations of edge values (0, 1,
// p−1, p, 2^256−1, ...), and, for mul/sqr, the worst cases of the float64 column sums (all limbs at
// the magnitude-8 bound or at 2^30 − 1, the largest VERIFY admits). Outputs are checked by value mod
// p and by limb bounds; normalized outputs limb- and byte-exact; aliased calls (r = a, r = b, a = b).
// In the VERIFY build (the default test mode) mul/sqr also check each column's rounding residual
// against the proven bound, so these inputs exercise the proof, not only the results.
import { describe, expect, it } from "vitest";
import { bigToBytes, COUNT, Rng } from "../../../test-utils/rng.js";
import * as L from "../src/limbs/10x26.js";

type Fe = L.Fe;

const P = (1n << 256n) - (1n << 32n) - 977n;
const M26 = (1 << 26) - 1;
const M22 = (1 << 22) - 1;
const mod = (x: bigint) => ((x % P) + P) % P;
const rng = new Rng("limbs-10x26");

/** Limb i as an unsigned integer (limbs ≥ 2^31 are stored as their 32-bit pattern). */
const limb = (a: Fe, i: number) => a[i] >>> 0;

/** Reference value Σ a[i]·2^(26i), written independently of L.toBigInt. */
function val(a: Fe): bigint {
  let v = 0n;
  for (let i = 9; i >= 0; i--) v = v * 67108864n + BigInt(limb(a, i));
  return v;
}

/** Unsigned limbs of a, for messages and comparisons. */
const limbs = (a: Fe) => Array.from(a, (x) => x >>> 0);

/** An element with the given (unsigned, < 2^32) limbs. */
function fe(l: readonly number[]): Fe {
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

/** The largest limb i may hold at magnitude m: 2·m·(2^26 − 1), limb 9: 2·m·(2^22 − 1). */
function bound(m: number, i: number): number {
  return 2 * m * (i < 9 ? M26 : M22);
}

/** A random integer in [0, max] for max < 2^32, biased towards edge patterns. */
function randLimb(max: number): number {
  if (max === 0) return 0;
  switch (rng.int(8)) {
    case 0:
      return max;
    case 1:
      return Math.max(0, max - rng.int(16));
    case 2:
      return rng.int(4);
    case 3:
      return (rng.u32() & rng.u32() & max) >>> 0; // sparse bits under the bound
    case 4:
      return 2 ** rng.int(Math.floor(Math.log2(max)) + 1) - 1; // a run of ones
    default:
      return Math.floor((rng.u32() / 2 ** 32) * (max + 1));
  }
}

/** A random limb pattern of magnitude m (sometimes all-max: getBounds(m)). */
function randFe(m: number): Fe {
  if (rng.int(10) === 0) {
    const r = L.create();
    L.getBounds(r, m);
    return r;
  }
  return fe(Array.from({ length: 10 }, (_, i) => randLimb(bound(m, i))));
}

/** Edge values (some ≥ p). */
const EDGES: readonly bigint[] = [
  0n,
  1n,
  2n,
  P - 1n,
  P - 2n,
  P,
  P + 1n,
  (1n << 256n) - 1n,
  (1n << 256n) - 2n,
  (1n << 255n) - 1n,
  1n << 255n,
  (P - 1n) / 2n,
  (P + 1n) / 2n,
  (1n << 26n) - 1n,
  1n << 26n,
  (1n << 234n) - 1n,
  1n << 234n,
  0x1000003d1n,
  P - 0x1000003d1n,
];

/** A random 256-bit value, often an edge. */
function randValue(): bigint {
  return rng.int(3) === 0 ? EDGES[rng.int(EDGES.length)] : rng.big256([...EDGES]);
}

/**
 * A random representation of t + k·p with magnitude m ≥ 1: the canonical split of V = t + k·p (top
 * limb unbounded), then random amounts moved from each limb into the one below, within the bounds.
 */
function reprOf(t: bigint, m: number): Fe {
  const vmax = BigInt(bound(m, 9) + 1) << 234n;
  let V = t;
  const kmax = (vmax - 1n - t) / P;
  if (kmax > 0n) V = t + P * rng.bigBelow(kmax + 1n);
  const l = canon(V);
  l[9] = Number(V >> 234n);
  for (let i = 9; i >= 1; i--) {
    const room = Math.floor((bound(m, i - 1) - l[i - 1]) / 2 ** 26);
    const most = Math.min(room, l[i]);
    const d = rng.int(2) === 0 ? most : rng.int(most + 1);
    l[i] -= d;
    l[i - 1] += d * 2 ** 26;
  }
  return fe(l);
}

/** A random input of magnitude ≤ m: a limb pattern, a representation of an edge, or canonical limbs. */
function randInput(m: number): Fe {
  const k = rng.int(4);
  if (k === 0 && m >= 1) return reprOf(mod(randValue()), m);
  if (k === 1 && m >= 1) return fe(canon(randValue())); // limbs < 2^26, value may be ≥ p
  return randFe(m);
}

/** A random normalized element (value < p), sometimes an edge. */
function randNorm(): Fe {
  return fe(canon(mod(randValue())));
}

/** Whether a's limbs fit magnitude m (independent of L.verifyLimbs). */
function fits(a: Fe, m: number): boolean {
  for (let i = 0; i < 10; i++) if (limb(a, i) > bound(m, i)) return false;
  return true;
}

// Cheap checks: plain comparisons, and a vitest assertion (with its diff) only on a mismatch, so
// that COUNT iterations stay fast.
function eq<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) expect(actual, what).toBe(expected);
}
function eqLimbs(actual: ArrayLike<number>, expected: ArrayLike<number>, what: string): void {
  let same = actual.length === expected.length;
  for (let i = 0; same && i < actual.length; i++) same = actual[i] >>> 0 === expected[i] >>> 0;
  if (!same)
    expect(
      Array.from(actual, (x) => x >>> 0),
      what,
    ).toEqual(Array.from(expected, (x) => x >>> 0));
}
function ok(cond: boolean, what: string): void {
  if (!cond) expect(cond, what).toBe(true);
}
function expectNormalized(r: Fe, v: bigint, what: string): void {
  eqLimbs(r, canon(mod(v)), what);
}

describe("10x26 limbs: construction", () => {
  it("create, createStorage, copy, clear, setInt, toBigInt, name", () => {
    expect(L.name).toBe("10x26");
    const a = L.create();
    expect(a).toBeInstanceOf(Int32Array);
    expect(limbs(a)).toEqual(new Array(10).fill(0));
    expect(L.createStorage()).toBeInstanceOf(Int32Array);
    expect(Array.from(L.createStorage())).toEqual(new Array(8).fill(0));
    expect(L.create()).not.toBe(L.create());
    const r = L.create();
    for (let i = 0; i < COUNT; i++) {
      const x = randFe(rng.int(33));
      eq(L.toBigInt(x), val(x), "toBigInt");
      L.copy(r, x);
      eqLimbs(r, x, "copy");
      L.copy(r, r);
      eqLimbs(r, x, "copy aliased");
      const n = i < 4 ? [0, 1, 0x7ffe, 0x7fff][i] : rng.int(0x8000);
      L.setInt(r, n);
      eqLimbs(r, [n, 0, 0, 0, 0, 0, 0, 0, 0, 0], `setInt(${n})`);
      L.copy(r, x);
      L.clear(r);
      eqLimbs(r, new Array(10).fill(0), "clear");
    }
    // Limbs ≥ 2^31 (magnitude ≥ 16) are read unsigned.
    const g = L.create();
    L.getBounds(g, 32);
    expect(L.toBigInt(g)).toBe(val(g));
    expect(limb(g, 0)).toBe(64 * M26);
  });
});

describe("10x26 limbs: bytes", () => {
  it("setB32Mod, setB32Limit and getB32 are exact at any offset", () => {
    const r = L.create();
    const s = L.create();
    for (let i = 0; i < COUNT; i++) {
      const v = i < EDGES.length ? EDGES[i] : randValue();
      const off = rng.int(9);
      const buf = rng.bytes(off + 32 + rng.int(4));
      buf.set(bigToBytes(v), off);
      const copyBuf = buf.slice();
      L.copy(r, randFe(4));
      L.setB32Mod(r, buf, off);
      eqLimbs(r, canon(v), `setB32Mod ${v.toString(16)} at ${off}`);
      L.copy(s, randFe(4));
      eq(L.setB32Limit(s, buf, off), v < P, `setB32Limit ${v.toString(16)}`);
      eqLimbs(s, canon(v), "setB32Limit limbs");
      eqLimbs(buf, copyBuf, "setB32 must not modify its input");
      if (v < P) {
        const out = rng.bytes(buf.length);
        const before = out.slice();
        L.getB32(out, off, r);
        for (let j = 0; j < out.length; j++) {
          const want = j >= off && j < off + 32 ? buf[j] : before[j];
          if (out[j] !== want)
            expect(Array.from(out), `getB32 ${v.toString(16)} at ${off}`).toEqual(Array.from(buf));
        }
      }
    }
  });

  it("setB32Limit is exact around p", () => {
    const r = L.create();
    for (let d = -300n; d <= 300n; d++) {
      const v = P + d;
      eq(L.setB32Limit(r, bigToBytes(v), 0), v < P, `setB32Limit p${d >= 0n ? "+" : ""}${d}`);
    }
  });
});

describe("10x26 limbs: normalization", () => {
  it("normalize and normalizeVar give canonical limbs from any magnitude ≤ 32", () => {
    const r = L.create();
    for (let i = 0; i < COUNT; i++) {
      const m = 1 + rng.int(32);
      const a = i < EDGES.length ? reprOf(mod(EDGES[i]), m) : randInput(m);
      const v = val(a);
      L.copy(r, a);
      L.normalize(r);
      expectNormalized(r, v, `normalize [${limbs(a)}]`);
      ok(L.verifyLimbs(r, 1, true), "normalize: verifyLimbs");
      L.copy(r, a);
      L.normalizeVar(r);
      expectNormalized(r, v, `normalizeVar [${limbs(a)}]`);
    }
    for (let m = 0; m <= 32; m++) {
      const g = L.create();
      L.getBounds(g, m);
      const v = val(g);
      L.normalize(g);
      expectNormalized(g, v, `normalize getBounds(${m})`);
      L.getBounds(g, m);
      L.normalizeVar(g);
      expectNormalized(g, v, `normalizeVar getBounds(${m})`);
    }
  });

  it("normalize handles values just below and above p and 2^256", () => {
    for (const v of [P - 1n, P, P + 1n, (1n << 256n) - 1n, (1n << 256n) - 0x1000003d1n, 0n]) {
      for (const f of [L.normalize, L.normalizeVar]) {
        const r = fe(canon(v));
        f(r);
        expectNormalized(r, v, `${f.name} ${v.toString(16)}`);
      }
    }
    // t + k·2^256 with a top limb carrying past bit 22, for t around p and 0.
    for (let k = 1n; k < 64n; k++) {
      for (const t of [P - 1n, P, P + 1n, 0n, 1n, (1n << 256n) - 1n - P]) {
        const v = t + k * (1n << 256n);
        const l = canon(v);
        l[9] = Number(v >> 234n);
        for (const f of [L.normalize, L.normalizeVar]) {
          const r = fe(l);
          f(r);
          expectNormalized(r, v, `${f.name} ${t.toString(16)} + ${k}·2^256`);
        }
      }
    }
  });

  it("normalizeWeak gives magnitude 1 with the same value mod p", () => {
    const r = L.create();
    for (let i = 0; i < COUNT; i++) {
      const m = 1 + rng.int(32);
      const a = randInput(m);
      L.copy(r, a);
      L.normalizeWeak(r);
      eq(mod(val(r)), mod(val(a)), `normalizeWeak value [${limbs(a)}]`);
      let limbsOk = limb(r, 9) >>> 23 === 0;
      for (let j = 0; j < 9; j++) limbsOk &&= limb(r, j) <= M26;
      ok(limbsOk, `normalizeWeak limbs [${limbs(r)}]`);
      ok(fits(r, 1), "normalizeWeak magnitude 1");
    }
  });

  it("normalizesToZero and normalizesToZeroVar recognise every representation of 0 mod p", () => {
    let zeros = 0;
    for (let i = 0; i < COUNT; i++) {
      const m = 1 + rng.int(32);
      const t = rng.int(2) === 0 ? 0n : mod(EDGES[rng.int(EDGES.length)] + BigInt(rng.int(3)) - 1n);
      const a = i % 4 === 3 ? randFe(m) : reprOf(t, m);
      const expected = mod(val(a)) === 0n;
      if (expected) zeros++;
      const before = a.slice();
      eq(L.normalizesToZero(a), expected, `normalizesToZero [${limbs(a)}]`);
      eq(L.normalizesToZeroVar(a), expected, `normalizesToZeroVar [${limbs(a)}]`);
      eqLimbs(a, before, "normalizesToZero must not modify its input");
    }
    ok(zeros > COUNT / 8, "enough zero representations");
    for (const f of [L.normalizesToZero, L.normalizesToZeroVar]) {
      expect(f(fe(canon(0n)))).toBe(true);
      expect(f(fe(canon(P)))).toBe(true);
      expect(f(fe(canon(P - 1n)))).toBe(false);
      expect(f(fe(canon(P + 1n)))).toBe(false);
      expect(f(fe(canon(1n)))).toBe(false);
      expect(f(fe(canon(0x3d0n)))).toBe(false); // the fast path's z1 pattern without the rest of p
    }
  });

  it("isZero, isOdd, cmpVar on normalized elements", () => {
    expect(L.isZero(L.create())).toBe(true);
    for (let i = 0; i < COUNT; i++) {
      const a = randNorm();
      const k = rng.int(4);
      const b = k === 0 ? a.slice() : k === 1 ? fe(canon(mod(val(a) ^ 1n))) : randNorm();
      const va = val(a);
      const vb = val(b);
      eq(L.isZero(a), va === 0n, "isZero");
      eq(L.isOdd(a), (va & 1n) === 1n, "isOdd");
      eq(L.cmpVar(a, b), va < vb ? -1 : va > vb ? 1 : 0, "cmpVar");
      eq(L.cmpVar(a, a), 0, "cmpVar aliased");
    }
  });
});

describe("10x26 limbs: arithmetic", () => {
  it("negate(m) for every m in [0, 31], limb-exact, aliased and not", () => {
    const r = L.create();
    for (let i = 0; i < COUNT; i++) {
      const m = i % 32;
      const a =
        i < 32
          ? (() => {
              const g = L.create();
              L.getBounds(g, m);
              return g;
            })()
          : randInput(m);
      const va = val(a);
      L.negate(r, a, m);
      eq(mod(val(r) + va), 0n, `negate(${m}) [${limbs(a)}]`);
      ok(fits(r, m + 1), "negate: magnitude m + 1");
      const k = 2 * (m + 1);
      const want = [0x3fffc2f, 0x3ffffbf, M26, M26, M26, M26, M26, M26, M26, M22].map(
        (pi, j) => pi * k - limb(a, j),
      );
      ok(
        want.every((x) => x >= 0),
        "negate: no limb underflows",
      );
      eqLimbs(r, want, "negate limbs");
      L.negate(a, a, m);
      eqLimbs(a, want, "negate aliased");
    }
  });

  it("mulInt, add and addInt are limb-wise", () => {
    for (let i = 0; i < COUNT; i++) {
      const k = rng.int(33);
      const m = k === 0 ? rng.int(33) : rng.int(Math.floor(32 / k) + 1);
      const a = randInput(m);
      const r = a.slice();
      L.mulInt(r, k);
      eqLimbs(
        r,
        limbs(a).map((x) => x * k),
        `mulInt(${k}) [${limbs(a)}]`,
      );
      ok(fits(r, m * k), "mulInt: magnitude m·k");

      const m1 = rng.int(33);
      const m2 = rng.int(33 - m1);
      const x = randInput(m1);
      const y = randInput(m2);
      const s = x.slice();
      L.add(s, y);
      const sum = limbs(x).map((v, j) => v + limb(y, j));
      eqLimbs(s, sum, "add");
      ok(fits(s, m1 + m2), "add: magnitude m1 + m2");
      if (m1 <= 16) {
        L.add(x, x); // r = a
        eqLimbs(
          x,
          sum.map((v, j) => 2 * (v - limb(y, j))),
          "add aliased",
        );
      }

      const n = i < 2 ? [0, 0x7fff][i] : rng.int(0x8000);
      const t = randInput(rng.int(32));
      const u = t.slice();
      L.addInt(u, n);
      eqLimbs(u, [limb(t, 0) + n, ...limbs(t).slice(1)], `addInt(${n})`);
      eq(val(u), val(t) + BigInt(n), "addInt value");
    }
    // The largest sums: magnitude 16 + 16 and 32·1 reach limbs 2^32 − 64.
    const g = L.create();
    L.getBounds(g, 16);
    L.add(g, g);
    eqLimbs(
      g,
      Array.from({ length: 10 }, (_, i) => bound(32, i)),
      "add to magnitude 32",
    );
    L.getBounds(g, 1);
    L.mulInt(g, 32);
    eqLimbs(
      g,
      Array.from({ length: 10 }, (_, i) => bound(32, i)),
      "mulInt to magnitude 32",
    );
  });

  it("mul and sqr at every magnitude ≤ 8, with all aliasings", () => {
    const r = L.create();
    const t = L.create();
    for (let i = 0; i < COUNT; i++) {
      const a = randInput(rng.int(9));
      const b = randInput(rng.int(9));
      const va = val(a);
      const vb = val(b);
      const ab = mod(va * vb);
      const aa = mod(va * va);
      const what = `[${limbs(a)}]·[${limbs(b)}]`;

      L.mul(r, a, b);
      eq(mod(val(r)), ab, `mul ${what}`);
      ok(fits(r, 1), `mul: magnitude 1 [${limbs(r)}]`);
      L.sqr(r, a);
      eq(mod(val(r)), aa, `sqr [${limbs(a)}]`);
      ok(fits(r, 1), `sqr: magnitude 1 [${limbs(r)}]`);
      L.mul(r, a, a); // a = b
      eq(mod(val(r)), aa, "mul(r, a, a)");

      L.copy(t, a);
      L.mul(t, t, b); // r = a
      eq(mod(val(t)), ab, "mul(a, a, b)");
      L.copy(t, b);
      L.mul(t, a, t); // r = b
      eq(mod(val(t)), ab, "mul(b, a, b)");
      L.copy(t, a);
      L.mul(t, t, t); // r = a = b
      eq(mod(val(t)), aa, "mul(a, a, a)");
      L.copy(t, a);
      L.sqr(t, t); // r = a
      eq(mod(val(t)), aa, "sqr(a, a)");
    }
  });

  it("mul and sqr on the float rounding's worst cases: maximal limbs, maximal columns, edges", () => {
    // The float64 column sums are largest (and their error bound too) when every limb is at its
    // maximum. Cover the magnitude-8 bound, the 30/26-bit VERIFY bound, each limb alone at its
    // maximum, all-but-one maximal, Karatsuba halves maximal, and normalized edges.
    const cases: Fe[] = [];
    for (let m = 0; m <= 8; m++) {
      const g = L.create();
      L.getBounds(g, m);
      cases.push(g);
    }
    const max30 = Array.from({ length: 10 }, (_, i) => (i < 9 ? 2 ** 30 - 1 : 2 ** 26 - 1));
    cases.push(fe(max30));
    for (let j = 0; j < 10; j++) {
      const one = new Array(10).fill(0);
      one[j] = max30[j];
      cases.push(fe(one));
      cases.push(fe(max30.map((x, i) => (i === j ? 0 : x))));
    }
    cases.push(fe(max30.map((x, i) => (i < 5 ? x : 0)))); // A0 only
    cases.push(fe(max30.map((x, i) => (i >= 5 ? x : 0)))); // A1 only
    cases.push(fe(max30.map((x) => x & ~M26))); // only bits above 26
    cases.push(fe(max30.map((x, i) => (i % 2 === 0 ? x : 0))));
    for (const v of EDGES) cases.push(fe(canon(v)));
    const r = L.create();
    for (const a of cases) {
      for (const b of cases) {
        L.mul(r, a, b);
        eq(mod(val(r)), mod(val(a) * val(b)), `mul [${limbs(a)}]·[${limbs(b)}]`);
        ok(fits(r, 1), `mul: magnitude 1 [${limbs(r)}]`);
      }
      L.sqr(r, a);
      eq(mod(val(r)), mod(val(a) * val(a)), `sqr [${limbs(a)}]`);
      ok(fits(r, 1), `sqr: magnitude 1 [${limbs(r)}]`);
    }
    // Near-maximal random limbs: the column sums stay close to their bounds.
    for (let i = 0; i < COUNT; i++) {
      const a = fe(max30.map((x) => x - rng.int(1 << rng.int(27))));
      const b = fe(max30.map((x) => x - rng.int(1 << rng.int(27))));
      L.mul(r, a, b);
      eq(mod(val(r)), mod(val(a) * val(b)), `mul near-max [${limbs(a)}]·[${limbs(b)}]`);
      ok(fits(r, 1), "mul near-max: magnitude 1");
      L.sqr(r, a);
      eq(mod(val(r)), mod(val(a) * val(a)), `sqr near-max [${limbs(a)}]`);
      ok(fits(r, 1), "sqr near-max: magnitude 1");
    }
  });

  it("mulAddSqr at every magnitude ≤ 8, with all aliasings, and on the worst cases", () => {
    const r = L.create();
    const t = L.create();
    const check3 = (a: Fe, b: Fe, c: Fe, what: string) => {
      const want = mod(val(a) * val(b) + val(c) * val(c));
      L.mulAddSqr(r, a, b, c);
      eq(mod(val(r)), want, `mulAddSqr ${what} [${limbs(a)}]·[${limbs(b)}] + [${limbs(c)}]²`);
      ok(fits(r, 2), `mulAddSqr: magnitude 2 [${limbs(r)}]`);
      return want;
    };
    for (let i = 0; i < COUNT; i++) {
      const a = randInput(rng.int(9));
      const b = randInput(rng.int(9));
      const c = randInput(rng.int(9));
      const want = check3(a, b, c, "random");
      L.copy(t, a);
      L.mulAddSqr(t, t, b, c); // r = a
      eq(mod(val(t)), want, "mulAddSqr(a, a, b, c)");
      L.copy(t, b);
      L.mulAddSqr(t, a, t, c); // r = b
      eq(mod(val(t)), want, "mulAddSqr(b, a, b, c)");
      L.copy(t, c);
      L.mulAddSqr(t, a, b, t); // r = c
      eq(mod(val(t)), want, "mulAddSqr(c, a, b, c)");
      L.copy(t, a);
      L.mulAddSqr(t, t, t, t); // r = a = b = c
      eq(mod(val(t)), mod(2n * val(a) * val(a)), "mulAddSqr(a, a, a, a)");
    }
    // The float rounding's worst cases, as for mul and sqr: every limb maximal (magnitude 8 and the
    // 30/26-bit VERIFY bound), so both column sums are at their bounds at once; and near-maximal.
    const max30 = Array.from({ length: 10 }, (_, i) => (i < 9 ? 2 ** 30 - 1 : 2 ** 26 - 1));
    const g8 = L.create();
    L.getBounds(g8, 8);
    const worst = [
      g8,
      fe(max30),
      fe(max30.map((x, i) => (i < 5 ? x : 0))),
      fe(max30.map((x, i) => (i >= 5 ? x : 0))),
    ];
    for (const a of worst) for (const b of worst) for (const c of worst) check3(a, b, c, "worst");
    for (let i = 0; i < COUNT; i++) {
      const near = () => fe(max30.map((x) => x - rng.int(1 << rng.int(27))));
      check3(near(), near(), near(), "near-max");
    }
  });

  it("mul and sqr chains stay exact (outputs feed back as inputs)", () => {
    const x = randNorm();
    const y = randNorm();
    let vx = val(x);
    const vy = val(y);
    for (let i = 0; i < COUNT; i++) {
      if (i % 3 === 0) {
        L.sqr(x, x);
        vx = mod(vx * vx);
      } else {
        L.mul(x, x, y);
        vx = mod(vx * vy);
      }
      ok(fits(x, 1), "chain: magnitude 1");
      if (mod(val(x)) !== vx) eq(mod(val(x)), vx, `chain step ${i}`);
    }
  });

  it("half at every magnitude ≤ 31 is exact: (a + (a odd ? p : 0)) / 2", () => {
    for (let i = 0; i < COUNT; i++) {
      const m = i % 32;
      const a = randInput(m);
      const va = val(a);
      const r = a.slice();
      L.half(r);
      eq(val(r), (va + ((va & 1n) === 1n ? P : 0n)) / 2n, `half [${limbs(a)}]`);
      ok(fits(r, (m >> 1) + 1), "half: magnitude ⌊m/2⌋ + 1");
    }
    for (let m = 0; m <= 31; m++) {
      const g = L.create();
      L.getBounds(g, m);
      for (const odd of [0, 1]) {
        g[0] = (bound(m, 0) - (bound(m, 0) & 1) - odd) | 0;
        if (limb(g, 0) > bound(m, 0)) continue;
        const va = val(g);
        const r = g.slice();
        L.half(r);
        eq(val(r), (va + ((va & 1n) === 1n ? P : 0n)) / 2n, `half getBounds(${m}) odd=${odd}`);
        ok(fits(r, (m >> 1) + 1), `half getBounds(${m}): magnitude`);
      }
    }
  });
});

describe("10x26 limbs: chain form (8x32 registers of the square root)", () => {
  const LIMB_MAX = 2 ** 32 + 2 ** 20;
  /** Reference value Σ a[i]·2^(32i) of a register. */
  const cval = (a: L.FeChain): bigint => {
    let v = 0n;
    for (let i = 7; i >= 0; i--) v = (v << 32n) + BigInt(a[i]);
    return v;
  };
  /** A register holding v's 32-bit words plus random slack below LIMB_MAX (often the maximum). */
  function reg(v: bigint, slack: number): L.FeChain {
    const r = L.createChain();
    for (let i = 0; i < 8; i++) {
      const w = Number((v >> BigInt(32 * i)) & 0xffffffffn);
      const room = LIMB_MAX - w;
      r[i] = w + (slack === 0 ? 0 : slack === 1 ? room : rng.int(room + 1));
    }
    return r;
  }
  /** A random register: all limbs maximal, random limbs in range, or an edge value with slack. */
  function randReg(): L.FeChain {
    const k = rng.int(4);
    if (k === 0) return reg(0n, 1); // every limb 2^32 + 2^20
    if (k === 1) {
      const r = L.createChain();
      for (let i = 0; i < 8; i++)
        r[i] = Math.min(LIMB_MAX, randLimb(2 ** 32 - 1) + (rng.int(2) ? rng.int(2 ** 20 + 1) : 0));
      return r;
    }
    return reg(randValue(), rng.int(3));
  }
  /** The register invariant: every limb an integer in [0, 2^32 + 2^20]. */
  function isReg(a: L.FeChain): boolean {
    for (let i = 0; i < 8; i++) if (!Number.isInteger(a[i]) || a[i] < 0 || a[i] > LIMB_MAX) return false;
    return true;
  }

  it("chainLoad takes any input of magnitude ≤ 8 to its value's 32-bit words", () => {
    const r = L.createChain();
    for (let i = 0; i < COUNT; i++) {
      const a = randInput(1 + rng.int(8));
      const v = val(a);
      L.chainLoad(r, a);
      const want = reg(mod(v), 0);
      eqLimbs(Array.from(r), Array.from(want), `chainLoad ${v.toString(16)}`);
    }
  });

  it("chainSqr and chainMul against BigInt, at maximal limbs and edges, with all aliasings", () => {
    const r = L.createChain();
    for (let i = 0; i < COUNT; i++) {
      const a = randReg();
      const b = randReg();
      const va = cval(a);
      const vb = cval(b);
      L.chainSqr(r, a);
      ok(isReg(r), "chainSqr: output is a register");
      eq(mod(cval(r)), mod(va * va), `chainSqr ${Array.from(a)}`);
      L.chainMul(r, a, b);
      ok(isReg(r), "chainMul: output is a register");
      eq(mod(cval(r)), mod(va * vb), `chainMul ${Array.from(a)} ${Array.from(b)}`);
      const c = Float64Array.from(a);
      L.chainMul(c, c, b); // r = a
      eq(mod(cval(c)), mod(va * vb), "chainMul r = a");
      c.set(b);
      L.chainMul(c, a, c); // r = b
      eq(mod(cval(c)), mod(va * vb), "chainMul r = b");
      c.set(a);
      L.chainMul(c, c, c); // r = a = b
      eq(mod(cval(c)), mod(va * va), "chainMul r = a = b");
      c.set(a);
      L.chainSqr(c, c); // r = a
      eq(mod(cval(c)), mod(va * va), "chainSqr r = a");
    }
  });

  it("chainStore gives magnitude 1 with the same value mod p, from any register", () => {
    const r = L.create();
    for (let i = 0; i < COUNT; i++) {
      const a = randReg();
      L.chainStore(r, a);
      ok(fits(r, 1), "chainStore: magnitude 1");
      eq(mod(val(r)), mod(cval(a)), `chainStore ${Array.from(a)}`);
    }
  });

  it("chains of chainSqr and chainMul stay exact (outputs feed back as inputs)", () => {
    const x = L.createChain();
    const y = L.createChain();
    L.chainLoad(x, randNorm());
    L.chainLoad(y, randNorm());
    let vx = mod(cval(x));
    const vy = mod(cval(y));
    for (let i = 0; i < COUNT; i++) {
      if (i % 4 !== 3) {
        L.chainSqr(x, x);
        vx = mod(vx * vx);
      } else {
        L.chainMul(x, x, y);
        vx = mod(vx * vy);
      }
      ok(isReg(x), "chain: register");
      if (mod(cval(x)) !== vx) eq(mod(cval(x)), vx, `chain step ${i}`);
    }
  });
});

describe("10x26 limbs: conditional moves and storage", () => {
  it("cmov and storageCmov select exactly", () => {
    const x = L.createStorage();
    const y = L.createStorage();
    const s = L.createStorage();
    for (let i = 0; i < COUNT; i++) {
      const a = randInput(rng.int(33));
      const b = randInput(rng.int(33));
      const flag = i & 1;
      const r = a.slice();
      L.cmov(r, b, flag);
      eqLimbs(r, flag ? b : a, `cmov(${flag})`);
      L.cmov(r, r, 1 - flag);
      eqLimbs(r, flag ? b : a, "cmov aliased");

      for (let j = 0; j < 8; j++) {
        x[j] = rng.u32();
        y[j] = rng.u32();
      }
      s.set(x);
      L.storageCmov(s, y, flag);
      eqLimbs(s, flag ? y : x, `storageCmov(${flag})`);
    }
  });

  it("toStorage and fromStorage round-trip normalized elements by 32-bit word", () => {
    const s = L.createStorage();
    const r = L.create();
    for (let i = 0; i < COUNT; i++) {
      const v = i < EDGES.length ? mod(EDGES[i]) : mod(randValue());
      const a = fe(canon(v));
      L.toStorage(s, a);
      eqLimbs(
        s,
        Array.from({ length: 8 }, (_, j) => Number((v >> BigInt(32 * j)) & 0xffffffffn)),
        `toStorage ${v.toString(16)}`,
      );
      L.copy(r, randFe(3));
      L.fromStorage(r, s);
      eqLimbs(r, a, "fromStorage");
    }
  });
});

describe("10x26 limbs: safegcd conversions and VERIFY helpers", () => {
  it("toSigned26 and fromSigned26 round-trip normalized elements", () => {
    const out = new Int32Array(10);
    const r = L.create();
    for (let i = 0; i < COUNT; i++) {
      const v = i < EDGES.length ? mod(EDGES[i]) : mod(randValue());
      L.toSigned26(out, fe(canon(v)));
      let w = 0n;
      for (let j = 9; j >= 0; j--) {
        ok(out[j] >= 0 && out[j] < 1 << 26, `toSigned26 limb ${j} = ${out[j]}`);
        w = (w << 26n) + BigInt(out[j]);
      }
      eq(w, v, "toSigned26 value");
      ok(out[9] < 1 << 22, "toSigned26 top limb < 2^22");
      L.copy(r, randFe(2));
      L.fromSigned26(r, out);
      eqLimbs(r, canon(v), `fromSigned26 ${v.toString(16)}`);
    }
  });

  it("getBounds and verifyLimbs match libsecp256k1's limb bounds", () => {
    for (let m = 0; m <= 32; m++) {
      const g = L.create();
      L.getBounds(g, m);
      eqLimbs(
        g,
        Array.from({ length: 10 }, (_, i) => bound(m, i)),
        `getBounds(${m})`,
      );
      expect(L.verifyLimbs(g, m, false)).toBe(true);
      if (m > 0) {
        expect(L.verifyLimbs(g, m - 1, false)).toBe(false);
        for (let j = 0; j < 10; j++) {
          const h = g.slice();
          h[j] = (h[j] + 1) | 0;
          expect(L.verifyLimbs(h, m, false)).toBe(false);
        }
      }
    }
    // Normalized: canonical limbs of a value < p only.
    expect(L.verifyLimbs(fe(canon(P - 1n)), 1, true)).toBe(true);
    expect(L.verifyLimbs(fe(canon(0n)), 0, true)).toBe(true);
    expect(L.verifyLimbs(fe(canon(P)), 1, true)).toBe(false);
    expect(L.verifyLimbs(fe(canon((1n << 256n) - 1n)), 1, true)).toBe(false);
    expect(L.verifyLimbs(fe([1 << 26, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 1, true)).toBe(false);
    expect(L.verifyLimbs(fe([0, 0, 0, 0, 0, 0, 0, 0, 0, 1 << 22]), 1, true)).toBe(false);
    for (let i = 0; i < COUNT; i++) {
      const m = rng.int(33);
      const a = randFe(m);
      eq(L.verifyLimbs(a, m, false), fits(a, m), `verifyLimbs(${m}) [${limbs(a)}]`);
      const n = i < EDGES.length ? fe(canon(EDGES[i])) : fe(canon(randValue()));
      eq(L.verifyLimbs(n, 1, true), val(n) < P, "verifyLimbs normalized");
    }
  });
});
