// The hand-written 5x52 limb backend (src/limbs/5x52.ts) against a BigInt reference mod p, below the
// VERIFY layer: every function of LimbBackend on COUNT random inputs. Inputs are random *limb
// patterns* up to each function's allowed magnitude (uniform limbs, all-max limbs = getBounds(m),
// max minus a little, sparse, zero limbs, random non-canonical representations of edge values such
// as 0, 1, p−1, p, 2^256−1), not only random values. Outputs are checked by value mod p, by limb
// bounds, and, where normalized, limb- and byte-exact; aliased calls (r = a, r = b, a = b) too.
import { describe, expect, it } from "vitest";
import { bigToBytes, bytesToBig, COUNT, Rng } from "../../../test-utils/rng.js";
import * as L from "../src/limbs/5x52.js";

type Fe = L.Fe;

const P = (1n << 256n) - (1n << 32n) - 977n;
const M52 = (1n << 52n) - 1n;
const M48 = (1n << 48n) - 1n;
const M64 = (1n << 64n) - 1n;
const mod = (x: bigint) => ((x % P) + P) % P;
const rng = new Rng("limbs-5x52");

/** Reference value of a limb array: Σ a[i]·2^(52i), written independently of L.toBigInt. */
function val(a: Fe): bigint {
  let v = 0n;
  for (let i = 4; i >= 0; i--) v = (v << 52n) + a[i];
  return v;
}

/** An element with the given limbs. */
function fe(limbs: readonly bigint[]): Fe {
  const r = L.create();
  for (let i = 0; i < 5; i++) r[i] = limbs[i];
  return r;
}

/** Canonical 52-bit limbs of v < 2^256 (limb 4 < 2^48). */
function canon(v: bigint): bigint[] {
  const l: bigint[] = [];
  for (let i = 0; i < 5; i++) l.push((v >> BigInt(52 * i)) & M52);
  return l;
}

/** The largest limb i may hold at magnitude m: 2·m·(2^52−1), limb 4: 2·m·(2^48−1). */
function bound(m: number, i: number): bigint {
  return BigInt(2 * m) * (i < 4 ? M52 : M48);
}

/** A random limb in [0, max], biased towards edge patterns. */
function randLimb(max: bigint): bigint {
  if (max === 0n) return 0n;
  switch (rng.int(8)) {
    case 0:
      return max;
    case 1: {
      const d = BigInt(rng.int(16));
      return max > d ? max - d : 0n;
    }
    case 2:
      return BigInt(rng.int(4));
    case 3:
      return rng.bigBits(64) & max; // sparse-ish / bit patterns under the bound
    case 4:
      return (1n << BigInt(rng.int(max.toString(2).length))) - 1n; // a run of ones
    default:
      return rng.bigBelow(max + 1n);
  }
}

/** A random limb pattern of magnitude m (sometimes all-max: getBounds(m)). */
function randFe(m: number): Fe {
  if (rng.int(10) === 0) {
    const r = L.create();
    L.getBounds(r, m);
    return r;
  }
  return fe([0, 1, 2, 3, 4].map((i) => randLimb(bound(m, i))));
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
  M52,
  1n << 52n,
  (1n << 208n) - 1n,
  1n << 208n,
  0x1000003d1n,
  P - 0x1000003d1n,
];

/** A random 256-bit value, often an edge. */
function randValue(): bigint {
  return rng.int(3) === 0 ? EDGES[rng.int(EDGES.length)] : rng.big256([...EDGES]);
}

/**
 * A random representation of value t + k·p with magnitude m (m ≥ 1): the canonical split of
 * V = t + k·p, with random amounts borrowed from each limb into the one below it, within bounds.
 */
function reprOf(t: bigint, m: number): Fe {
  // V must have a top limb ≤ bound(m, 4): V < (bound(m,4)+1)·2^208.
  const vmax = (bound(m, 4) + 1n) << 208n;
  let V = t;
  const kmax = (vmax - 1n - t) / P;
  if (kmax > 0n) V = t + P * rng.bigBelow(kmax + 1n);
  if (V >= vmax) V = t; // t itself is < 2^256 ≤ vmax for m ≥ 1
  const l = canon(V);
  l[4] = V >> 208n;
  for (let i = 4; i >= 1; i--) {
    const room = (bound(m, i - 1) - l[i - 1]) >> 52n;
    const most = room < l[i] ? room : l[i];
    const d = rng.int(2) === 0 ? most : rng.bigBelow(most + 1n);
    l[i] -= d;
    l[i - 1] += d << 52n;
  }
  return fe(l);
}

/** A random input of magnitude ≤ m: a limb pattern, a representation of an edge, or canonical limbs. */
function randInput(m: number): Fe {
  const k = rng.int(4);
  if (k === 0 && m >= 1) return reprOf(mod(randValue()), m);
  if (k === 1 && m >= 1) return fe(canon(randValue())); // limbs < 2^52, value may be ≥ p
  return randFe(m);
}

/** A random normalized element (value < p), sometimes an edge. */
function randNorm(): Fe {
  return fe(canon(mod(randValue())));
}

/** Whether a's limbs fit magnitude m (independent of L.verifyLimbs). */
function fits(a: Fe, m: number): boolean {
  for (let i = 0; i < 5; i++) if (a[i] > bound(m, i)) return false;
  return true;
}

// Cheap checks: plain comparisons, and a vitest assertion (with its diff) only on a mismatch, so
// that COUNT iterations stay fast.
function eq<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected) expect(actual, what).toBe(expected);
}
function eqLimbs(actual: ArrayLike<bigint>, expected: ArrayLike<bigint>, what: string): void {
  let same = actual.length === expected.length;
  for (let i = 0; same && i < actual.length; i++) same = actual[i] === expected[i];
  if (!same) expect(Array.from(actual), what).toEqual(Array.from(expected));
}
function ok(cond: boolean, what: string): void {
  if (!cond) expect(cond, what).toBe(true);
}

function expectNormalized(r: Fe, v: bigint, what: string): void {
  eqLimbs(r, canon(mod(v)), what);
}

describe("5x52 limbs: construction", () => {
  it("create, createStorage, copy, clear, setInt, toBigInt, name", () => {
    expect(L.name).toBe("5x52");
    const a = L.create();
    expect(a).toBeInstanceOf(BigUint64Array);
    expect(Array.from(a)).toEqual([0n, 0n, 0n, 0n, 0n]);
    expect(Array.from(L.createStorage())).toEqual([0n, 0n, 0n, 0n]);
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
      eqLimbs(r, [BigInt(n), 0n, 0n, 0n, 0n], `setInt(${n})`);
      L.clear(r);
      eqLimbs(r, [0n, 0n, 0n, 0n, 0n], "clear");
    }
  });
});

describe("5x52 limbs: bytes", () => {
  it("setB32Mod, setB32Limit and getB32 are exact at any offset", () => {
    const r = L.create();
    const s = L.create();
    for (let i = 0; i < COUNT; i++) {
      const v = i < EDGES.length ? EDGES[i] : randValue();
      const off = rng.int(9);
      const buf = rng.bytes(off + 32 + rng.int(4));
      buf.set(bigToBytes(v), off);
      L.copy(r, randFe(4));
      L.setB32Mod(r, buf, off);
      eqLimbs(r, canon(v), `setB32Mod ${v.toString(16)}`);
      L.copy(s, randFe(4));
      eq(L.setB32Limit(s, buf, off), v < P, `setB32Limit ${v.toString(16)}`);
      eqLimbs(s, canon(v), "setB32Limit limbs");
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
    expect(bytesToBig(bigToBytes(P - 1n))).toBe(P - 1n);
  });
});

describe("5x52 limbs: normalization", () => {
  it("normalize and normalizeVar give canonical limbs from any magnitude ≤ 32", () => {
    const r = L.create();
    for (let i = 0; i < COUNT; i++) {
      const m = 1 + rng.int(32);
      const a = i < EDGES.length ? reprOf(mod(EDGES[i]), m) : randInput(m);
      const v = val(a);
      L.copy(r, a);
      L.normalize(r);
      expectNormalized(r, v, `normalize [${a}]`);
      ok(L.verifyLimbs(r, 1, true), "normalize: verifyLimbs");
      L.copy(r, a);
      L.normalizeVar(r);
      expectNormalized(r, v, `normalizeVar [${a}]`);
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
    // p + k·2^256 in a top limb that carries past bit 48.
    for (let k = 1n; k < 64n; k++) {
      const v = P + k * (1n << 256n);
      const l = canon(v);
      l[4] = v >> 208n;
      for (const f of [L.normalize, L.normalizeVar]) {
        const r = fe(l);
        f(r);
        expectNormalized(r, v, `${f.name} p + ${k}·2^256`);
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
      eq(mod(val(r)), mod(val(a)), `normalizeWeak value [${a}]`);
      ok(
        r[0] <= M52 && r[1] <= M52 && r[2] <= M52 && r[3] <= M52 && r[4] >> 49n === 0n,
        `normalizeWeak limbs [${r}]`,
      );
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
      const copy = a.slice();
      eq(L.normalizesToZero(a), expected, `normalizesToZero [${a}]`);
      eq(L.normalizesToZeroVar(a), expected, `normalizesToZeroVar [${a}]`);
      eqLimbs(a, copy, "normalizesToZero must not modify its input");
    }
    ok(zeros > COUNT / 8, "enough zero representations");
    expect(L.normalizesToZero(fe(canon(P)))).toBe(true);
    expect(L.normalizesToZeroVar(fe(canon(P)))).toBe(true);
    expect(L.normalizesToZero(fe(canon(P - 1n)))).toBe(false);
    expect(L.normalizesToZero(fe(canon(P + 1n)))).toBe(false);
    expect(L.normalizesToZeroVar(fe(canon(1n)))).toBe(false);
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

describe("5x52 limbs: arithmetic", () => {
  it("negate(m) for every m in [0, 31], aliased and not", () => {
    const r = L.create();
    for (let i = 0; i < COUNT; i++) {
      const m = i % 32;
      const a = randInput(m);
      const va = val(a);
      L.negate(r, a, m);
      eq(mod(val(r) + va), 0n, `negate(${m}) [${a}]`);
      ok(fits(r, m + 1), "negate: magnitude m + 1");
      // Limb-exact: 2·(m+1)·p − a, limb by limb.
      const k = BigInt(2 * (m + 1));
      const want = [
        0xffffefffffc2fn * k - a[0],
        M52 * k - a[1],
        M52 * k - a[2],
        M52 * k - a[3],
        M48 * k - a[4],
      ];
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
        [a[0], a[1], a[2], a[3], a[4]].map((x) => x * BigInt(k)),
        `mulInt(${k})`,
      );

      const m1 = rng.int(33);
      const m2 = rng.int(33 - m1);
      const x = randInput(m1);
      const y = randInput(m2);
      const s = x.slice();
      L.add(s, y);
      eqLimbs(
        s,
        [0, 1, 2, 3, 4].map((j) => x[j] + y[j]),
        "add",
      );
      ok(fits(s, m1 + m2), "add: magnitude m1 + m2");
      L.add(x, x); // r = a
      eqLimbs(
        x,
        [0, 1, 2, 3, 4].map((j) => 2n * (s[j] - y[j])),
        "add aliased",
      );

      const n = i < 2 ? [0, 0x7fff][i] : rng.int(0x8000);
      const t = randInput(rng.int(32));
      const u = t.slice();
      L.addInt(u, n);
      eqLimbs(u, [t[0] + BigInt(n), t[1], t[2], t[3], t[4]], `addInt(${n})`);
    }
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
      const what = `[${a}]·[${b}]`;

      L.mul(r, a, b);
      eq(mod(val(r)), ab, `mul ${what}`);
      ok(fits(r, 1), `mul: magnitude 1 [${r}]`);
      L.sqr(r, a);
      eq(mod(val(r)), aa, `sqr [${a}]`);
      ok(fits(r, 1), `sqr: magnitude 1 [${r}]`);
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

  it("mul and sqr on worst cases: getBounds(m ≤ 8), one maximal limb, edges, maximal halves", () => {
    const cases: Fe[] = [];
    for (let m = 0; m <= 8; m++) {
      const g = L.create();
      L.getBounds(g, m);
      cases.push(g);
    }
    for (let j = 0; j < 5; j++) {
      const one = [0n, 0n, 0n, 0n, 0n];
      one[j] = bound(8, j);
      cases.push(fe(one));
      const allBut = [0, 1, 2, 3, 4].map((i) => (i === j ? 0n : bound(8, i)));
      cases.push(fe(allBut));
    }
    for (const v of EDGES) cases.push(fe(canon(v)));
    cases.push(fe([0, 1, 2, 3, 4].map((i) => bound(8, i) & ~((1n << 26n) - 1n)))); // maximal high halves
    cases.push(fe([0, 1, 2, 3, 4].map(() => (1n << 26n) - 1n))); // maximal low halves only
    const r = L.create();
    for (const a of cases) {
      for (const b of cases) {
        L.mul(r, a, b);
        eq(mod(val(r)), mod(val(a) * val(b)), `mul [${a}]·[${b}]`);
        ok(fits(r, 1), `mul: magnitude 1 [${r}]`);
      }
      L.sqr(r, a);
      eq(mod(val(r)), mod(val(a) * val(a)), `sqr [${a}]`);
      ok(fits(r, 1), `sqr: magnitude 1 [${r}]`);
    }
  });

  it("mulAddSqr at every magnitude ≤ 8 with all aliasings, and on the worst cases", () => {
    const r = L.create();
    const t = L.create();
    const check3 = (a: Fe, b: Fe, c: Fe, what: string) => {
      const want = mod(val(a) * val(b) + val(c) * val(c));
      L.mulAddSqr(r, a, b, c);
      eq(mod(val(r)), want, `mulAddSqr ${what} [${a}]·[${b}] + [${c}]²`);
      ok(fits(r, 2), `mulAddSqr: magnitude 2 [${r}]`);
      return want;
    };
    for (let i = 0; i < COUNT; i++) {
      const a = randInput(rng.int(9));
      const b = randInput(rng.int(9));
      const c = randInput(rng.int(9));
      const want = check3(a, b, c, "random");
      for (const k of [0, 1, 2]) {
        const args = [a, b, c];
        L.copy(t, args[k]);
        args[k] = t;
        L.mulAddSqr(t, args[0], args[1], args[2]); // r = the k-th input
        eq(mod(val(t)), want, `mulAddSqr with r = input ${k}`);
        ok(fits(t, 2), `mulAddSqr with r = input ${k}: magnitude 2`);
      }
      L.copy(t, a);
      L.mulAddSqr(t, t, t, t);
      eq(mod(val(t)), mod(2n * val(a) * val(a)), "mulAddSqr(a, a, a, a)");
    }
    // Every column sum at its bound: all limbs maximal (magnitude 8), maximal high halves, and
    // near-maximal random limbs.
    const g8 = L.create();
    L.getBounds(g8, 8);
    const hi = fe([0, 1, 2, 3, 4].map((i) => bound(8, i) & ~((1n << 26n) - 1n)));
    const worst = [g8, hi, fe([0, 1, 2, 3, 4].map((i) => (i < 2 ? bound(8, i) : 0n)))];
    for (const a of worst) for (const b of worst) for (const c of worst) check3(a, b, c, "worst");
    for (let i = 0; i < COUNT; i++) {
      const near = () => fe([0, 1, 2, 3, 4].map((j) => bound(8, j) - randLimb(1n << BigInt(rng.int(40)))));
      check3(near(), near(), near(), "near-max");
    }
  });

  it("the chain registers are elements: chainLoad, chainSqr, chainMul, chainStore against BigInt", () => {
    const x = L.createChain();
    const y = L.createChain();
    const r = L.create();
    for (let i = 0; i < COUNT; i++) {
      const a = randInput(rng.int(9));
      const b = randInput(rng.int(9));
      const va = val(a);
      const vb = val(b);
      L.chainLoad(x, a);
      L.chainLoad(y, b);
      L.chainSqr(x, x);
      L.chainMul(x, x, y);
      L.chainStore(r, x);
      ok(fits(r, 1), `chain: magnitude 1 [${r}]`);
      eq(mod(val(r)), mod(va * va * vb), `chain [${a}]²·[${b}]`);
    }
  });

  it("half at every magnitude ≤ 31 is exact: (a + (a odd ? p : 0)) / 2", () => {
    for (let i = 0; i < COUNT; i++) {
      const m = i % 32;
      const a = randInput(m);
      const va = val(a);
      const r = a.slice();
      L.half(r);
      eq(val(r), (va + ((va & 1n) === 1n ? P : 0n)) / 2n, `half [${a}]`);
      ok(fits(r, (m >> 1) + 1), "half: magnitude ⌊m/2⌋ + 1");
    }
  });
});

describe("5x52 limbs: conditional moves and storage", () => {
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

      for (let j = 0; j < 4; j++) {
        x[j] = rng.bigBits(64);
        y[j] = rng.bigBits(64);
      }
      s.set(x);
      L.storageCmov(s, y, flag);
      eqLimbs(s, flag ? y : x, `storageCmov(${flag})`);
    }
  });

  it("toStorage and fromStorage round-trip normalized elements by 64-bit word", () => {
    const s = L.createStorage();
    const r = L.create();
    for (let i = 0; i < COUNT; i++) {
      const v = i < EDGES.length ? mod(EDGES[i]) : mod(randValue());
      const a = fe(canon(v));
      L.toStorage(s, a);
      eqLimbs(
        s,
        [0, 1, 2, 3].map((j) => (v >> BigInt(64 * j)) & M64),
        `toStorage ${v.toString(16)}`,
      );
      L.copy(r, randFe(3));
      L.fromStorage(r, s);
      eqLimbs(r, a, "fromStorage");
    }
  });
});

describe("5x52 limbs: safegcd conversions and VERIFY helpers", () => {
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
      expect(Array.from(g)).toEqual([0, 1, 2, 3, 4].map((i) => bound(m, i)));
      expect(L.verifyLimbs(g, m, false)).toBe(true);
      if (m > 0) {
        expect(L.verifyLimbs(g, m - 1, false)).toBe(false);
        for (let j = 0; j < 5; j++) {
          const h = g.slice();
          h[j] += 1n;
          expect(L.verifyLimbs(h, m, false)).toBe(false);
        }
      }
    }
    // Normalized: canonical limbs of a value < p only.
    expect(L.verifyLimbs(fe(canon(P - 1n)), 1, true)).toBe(true);
    expect(L.verifyLimbs(fe(canon(0n)), 0, true)).toBe(true);
    expect(L.verifyLimbs(fe(canon(P)), 1, true)).toBe(false);
    expect(L.verifyLimbs(fe(canon((1n << 256n) - 1n)), 1, true)).toBe(false);
    expect(L.verifyLimbs(fe([1n << 52n, 0n, 0n, 0n, 0n]), 1, true)).toBe(false);
    expect(L.verifyLimbs(fe([0n, 0n, 0n, 0n, 1n << 48n]), 1, true)).toBe(false);
    for (let i = 0; i < COUNT; i++) {
      const m = rng.int(33);
      const a = randFe(m);
      eq(L.verifyLimbs(a, m, false), fits(a, m), `verifyLimbs(${m}) [${a}]`);
      const n = fe(canon(randValue()));
      eq(L.verifyLimbs(n, 1, true), val(n) < P, "verifyLimbs normalized");
    }
  });
});
