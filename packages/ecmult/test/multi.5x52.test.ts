// Multi-point multiplication on the 5x52 backend (template: the build writes the 10x26 copy; the
// `low` copy, over the small-order scalars, skips this file: see bundle-exhaustive.5x52.test.ts).
//
// Strauss = bundle = Pippenger = dispatcher = naive sum = the BigInt reference (Σ sᵢ·kᵢ + g)·G for
// points Pᵢ = kᵢ·G, on random inputs for every n from 0 to 40 and selected n up to 500, and on
// degenerate inputs: zero scalars, points at infinity, followers equal to the anchor or to its
// negation, repeated points, scalars 0, 1, n − 1 and halves at the split bounds, every number of
// points left over. Results are compared strictly (x, y and the infinity flag).
import { describe, expect, it } from "vitest";
import { bigToBytes, COUNT, Rng } from "../../../test-utils/rng.js";
import {
  ECMULT_MULTI_BUNDLE,
  ECMULT_MULTI_PIPPENGER,
  ECMULT_MULTI_STRAUSS,
  type EcmultMultiBatchFn,
  type EcmultMultiPlan,
  ecmultBundleBatch,
  ecmultMultiPlan,
  ecmultMultiShortVar,
  ecmultMultiSimpleVar,
  ecmultMultiVar,
  ecmultPippengerBatch,
  ecmultStraussBatch,
} from "../src/multi.5x52.js";
import { multiScalarMulBytesVar, multiScalarMulVar } from "../src/multi-api.5x52.js";
import { ECMULT_BUNDLE_SIZE, ECMULT_PIPPENGER_THRESHOLD } from "../src/multi-params.js";
import { ecmultMultiScratchCreate } from "../src/multi-scratch.5x52.js";
import { ecmultBatchAffineAdd } from "../src/pippenger.5x52.js";
import {
  fe,
  g,
  gejVal,
  geOf,
  geVal,
  type Problem,
  problem,
  randomProblem,
  scalar,
  scalarOf,
} from "./multi-helpers.5x52.js";
import { add, eq, N, neg, type Pt, refGroup } from "./multi-ref.js";

const fmt = (p: Pt): string => (p === null ? "∞" : `(${p[0].toString(16)}, ${p[1].toString(16)})`);

describe(`multi-point multiplication ${fe.BACKEND}`, () => {
  const grp = refGroup(g.SECP256K1);
  const rng = new Rng(`multi-${fe.BACKEND}`);
  const scratch = ecmultMultiScratchCreate();
  const r = g.gejCreate();
  const algs: readonly (readonly [string, EcmultMultiBatchFn])[] = [
    ["strauss", ecmultStraussBatch],
    ["bundle", ecmultBundleBatch],
    ["pippenger", ecmultPippengerBatch],
  ];
  const reps = Math.max(1, Math.round(COUNT / 10000));

  /** Runs every algorithm on p and compares each result with the reference. */
  function checkAll(p: Problem, label: string): void {
    const n = p.sc.length;
    const want = p.expected;
    for (const [name, f] of algs) {
      expect(f(scratch, r, p.ngS, p.pts, p.sc, n, 0), `${label}: ${name} fits`).toBe(true);
      const got = gejVal(r);
      expect(eq(got, want), `${label}: ${name} gives ${fmt(got)}, expected ${fmt(want)}`).toBe(true);
    }
    ecmultMultiSimpleVar(r, p.ngS, p.pts, p.sc, n, 0);
    expect(eq(gejVal(r), want), `${label}: naive sum`).toBe(true);
    ecmultMultiVar(scratch, r, p.ngS, p.pts, p.sc, n);
    expect(eq(gejVal(r), want), `${label}: ecmultMultiVar`).toBe(true);
    expect(r.infinity === 1, `${label}: infinity flag`).toBe(want === null);
  }

  it("every n from 0 to 40 on random inputs, with and without G", () => {
    for (let n = 0; n <= 40; n++) {
      for (let k = 0; k < reps; k++) {
        checkAll(randomProblem(grp, rng, n, true), `n = ${n} + G`);
        checkAll(randomProblem(grp, rng, n, false), `n = ${n}`);
      }
    }
  });

  it("selected n up to 500", () => {
    const ns = [
      47,
      48,
      95,
      96,
      143,
      144,
      ECMULT_PIPPENGER_THRESHOLD - 1,
      ECMULT_PIPPENGER_THRESHOLD,
      181,
      257,
      500,
    ];
    for (const n of ns) checkAll(randomProblem(grp, rng, n, n % 2 === 0), `n = ${n}`);
  });

  it("zero scalars, points at infinity, and G's scalar 0, 1, n − 1", () => {
    for (const n of [1, 5, 6, 7, 11, 12, 17, 18, 23]) {
      for (let k = 0; k < reps; k++) {
        const base = randomProblem(grp, rng, n, true);
        // Every scalar zero; every point infinite; a random mix of both.
        checkAll(
          problem(
            grp,
            base.logs,
            base.s.map(() => 0n),
            null,
          ),
          `n = ${n}, all scalars 0, no G`,
        );
        checkAll(
          problem(
            grp,
            base.logs,
            base.s.map(() => 0n),
            1n,
          ),
          `n = ${n}, all scalars 0, G·1`,
        );
        checkAll(
          problem(
            grp,
            base.logs.map(() => null),
            base.s,
            N - 1n,
          ),
          `n = ${n}, all points ∞, G·(n − 1)`,
        );
        const logs = base.logs.map((v) => (rng.int(3) === 0 ? null : v));
        const s = base.s.map((v) => (rng.int(3) === 0 ? 0n : v));
        checkAll(problem(grp, logs, s, 0n), `n = ${n}, mixed zeros and infinities, G·0`);
      }
    }
  });

  it("followers equal to the anchor or its negation, repeated points, results at infinity", () => {
    for (let k = 0; k < 4 * reps; k++) {
      const a = 1n + rng.bigBelow(N - 1n);
      const b = 1n + rng.bigBelow(N - 1n);
      const rs = (m: number) => Array.from({ length: m }, () => rng.bigBelow(N));
      // The six points of a bundle all equal: every subset sum is a multiple of A (doublings in
      // the chain).
      checkAll(problem(grp, [a, a, a, a, a, a], rs(6), null), "all six equal");
      // A follower equal to −A: half of the subset sums vanish.
      checkAll(problem(grp, [a, N - a, b, a, N - a, b], rs(6), null), "followers ±A");
      // A + F1 + F2 = ∞ (deeper in the table), and A + F3 = 2A.
      checkAll(problem(grp, [a, b, N - a - b, a, b, N - b], rs(6), rng.bigBelow(N)), "A + F1 + F2 = ∞");
      // Repeated points across bundles and leftovers, scalars cancelling: the result is infinity.
      const s = rng.bigBelow(N);
      const logs = [a, b, a, b, a, b, a, b, a, b, a, b, a];
      const sc = [s, s, N - s, N - s, s, s, N - s, N - s, s, s, N - s, N - s, 0n];
      checkAll(problem(grp, logs, sc, null), "cancelling: ∞");
      checkAll(problem(grp, logs, sc, 0n), "cancelling with G·0: ∞");
      // Two and three bundles (tables built together, the lookups of a position summed together):
      // every point equal; a bundle repeated with its scalars (equal lookups: doublings); a bundle
      // and its negation with the same scalars (opposite lookups: every sum cancels); followers ±A
      // in every bundle, and points left over.
      const six = [a, N - a, b, a, N - a, b];
      const s6 = rs(6);
      checkAll(problem(grp, Array(12).fill(a), rs(12), null), "twelve equal");
      checkAll(problem(grp, Array(18).fill(b), rs(18), rng.bigBelow(N)), "eighteen equal");
      checkAll(problem(grp, [...six, ...six], [...s6, ...s6], null), "a bundle twice");
      checkAll(
        problem(grp, [...six, ...six.map((v) => N - v)], [...s6, ...s6], null),
        "a bundle and its negation: ∞",
      );
      checkAll(
        problem(
          grp,
          [...six, ...six.map((v) => N - v), ...six, a, b],
          [...s6, ...s6, ...s6, rs(1)[0], 0n],
          rng.bigBelow(N),
        ),
        "a bundle, its negation, itself, and two left over",
      );
      checkAll(problem(grp, [...six, ...six, ...six], rs(18), null), "followers ±A in three bundles");
    }
  });

  it("scalars 0, 1, n − 1, n/2 and halves at the split bounds, in every slot", () => {
    // ⌊n/2⌋ and its neighbours give the largest halves of the λ split (0.6354·2^128); an anchor
    // scalar q with (q + K)/2 = ⌊n/2⌋ gives the anchor the largest half, and a follower ⌈n/2⌉ the
    // opposite one: f − u reaches −1.27·2^128, the case that needs 130 positions.
    const h = N >> 1n;
    const lam = g.SECP256K1.lambda;
    const K = (2n * N - 1n - lam) % N;
    const anchorFor = (qq: bigint) => (((2n * qq - K) % N) + N) % N; // (q + K)/2 = qq
    const specials = [
      0n,
      1n,
      2n,
      N - 1n,
      N - 2n,
      h,
      h + 1n,
      h - 1n,
      anchorFor(h),
      anchorFor(h + 1n),
      anchorFor(N - h),
    ];
    for (let k = 0; k < 2 * reps; k++) {
      const n = 6 + rng.int(13);
      const logs = Array.from({ length: n }, () => 1n + rng.bigBelow(N - 1n));
      const s = Array.from({ length: n }, () => specials[rng.int(specials.length)]);
      checkAll(problem(grp, logs, s, specials[rng.int(specials.length)]), `specials n = ${n}`);
    }
    const logs = Array.from({ length: 12 }, () => 1n + rng.bigBelow(N - 1n));
    checkAll(
      problem(
        grp,
        logs,
        [anchorFor(h), h + 1n, N - h, h, h + 1n, h - 1n, anchorFor(N - h), h, h, h, h, h],
        h,
      ),
      "extreme halves",
    );
  });

  it("every number of points left over, 0 to 5, with one to three bundles", () => {
    for (let nb = 1; nb <= 3; nb++) {
      for (let left = 0; left < ECMULT_BUNDLE_SIZE; left++) {
        const n = nb * ECMULT_BUNDLE_SIZE + left;
        checkAll(randomProblem(grp, rng, n, rng.int(2) === 0), `${nb} bundles + ${left}`);
        // Leftovers with zero scalars or at infinity are skipped.
        const p = randomProblem(grp, rng, n, true);
        const logs = p.logs.map((v, i) => (i >= n - left && i % 2 === 0 ? null : v));
        const s = p.s.map((v, i) => (i >= n - left && i % 3 === 0 ? 0n : v));
        checkAll(problem(grp, logs, s, p.ng), `${nb} bundles + ${left}, degenerate leftovers`);
      }
    }
  });

  /**
   * A problem with short points: spts[j] = slogs[j]·G with scalars ss[j] below 2^128 (null logs
   * for infinity), on top of a full problem p.
   */
  function withShort(p: Problem, slogs: (bigint | null)[], ss: bigint[]) {
    let total = 0n;
    for (let j = 0; j < ss.length; j++) total += ss[j] * (slogs[j] ?? 0n);
    const extra = grp.mulG(((total % N) + N) % N);
    return {
      spts: slogs.map((k) => geOf(k === null ? null : grp.mulG(k), rng)),
      ssc: ss.map((v) => scalarOf(v)),
      expected: add(p.expected, extra),
    };
  }

  /** Runs every algorithm on p with short points and compares each result with the reference. */
  function checkShort(p: Problem, slogs: (bigint | null)[], ss: bigint[], label: string): void {
    const n = p.sc.length;
    const m = ss.length;
    const q = withShort(p, slogs, ss);
    for (const [name, f] of algs) {
      expect(f(scratch, r, p.ngS, p.pts, p.sc, n, 0, q.spts, q.ssc, m, 0), `${label}: ${name} fits`).toBe(
        true,
      );
      const got = gejVal(r);
      expect(eq(got, q.expected), `${label}: ${name} gives ${fmt(got)}, expected ${fmt(q.expected)}`).toBe(
        true,
      );
    }
    ecmultMultiSimpleVar(r, p.ngS, p.pts, p.sc, n, 0, q.spts, q.ssc, m, 0);
    expect(eq(gejVal(r), q.expected), `${label}: naive sum`).toBe(true);
    ecmultMultiShortVar(scratch, r, p.ngS, p.pts, p.sc, n, q.spts, q.ssc, m);
    expect(eq(gejVal(r), q.expected), `${label}: ecmultMultiShortVar`).toBe(true);
    // The same sum with the short points as full ones.
    const all = problem(grp, [...p.logs, ...slogs.map((k) => k ?? 0n)], [...p.s, ...ss], p.ng);
    ecmultMultiVar(scratch, r, all.ngS, all.pts, all.sc, n + m);
    expect(eq(gejVal(r), q.expected), `${label}: as full points`).toBe(true);
  }

  const short = (): bigint => {
    const k = rng.int(6);
    return k === 0 ? 0n : k === 1 ? 1n : k === 2 ? (1n << 128n) - 1n : rng.bigBits(128);
  };

  it("short scalars: random lists of both kinds, with and without G", () => {
    const pairs: [number, number][] = [];
    for (let n = 0; n <= 13; n++) for (const m of [1, 2, 5, 6, 7, 12]) pairs.push([n, m]);
    pairs.push([24, 24], [40, 3], [0, 60], [96, 96], [150, 150], [10, 400], [300, 300]);
    for (const [n, m] of pairs) {
      for (let k = 0; k < reps; k++) {
        const p = randomProblem(grp, rng, n, (n + m) % 2 === 0);
        const slogs = Array.from({ length: m }, () => 1n + rng.bigBelow(N - 1n));
        checkShort(
          p,
          slogs,
          slogs.map(() => rng.bigBits(128)),
          `n = ${n}, m = ${m}`,
        );
      }
    }
  });

  it("short scalars: zeros, 1, 2^128 − 1, infinities, repeated and opposite points", () => {
    for (const [n, m] of [
      [0, 4],
      [3, 9],
      [6, 6],
      [13, 31],
      [40, 200],
      [2, 300],
    ] as const) {
      for (let k = 0; k < reps; k++) {
        const p = randomProblem(grp, rng, n, true);
        const a = 1n + rng.bigBelow(N - 1n);
        // The same point many times (equal points in a bucket double), with its negation
        // (opposite points cancel), some at infinity, with the special scalars.
        const slogs = Array.from({ length: m }, (_, j) => (j % 7 === 6 ? null : j % 3 === 0 ? a : N - a));
        checkShort(
          p,
          slogs,
          slogs.map(() => short()),
          `n = ${n}, m = ${m}: special short scalars`,
        );
        const ss = slogs.map((_, j) => (j % 2 === 0 ? 5n : (1n << 128n) - 1n));
        checkShort(p, slogs, ss, `n = ${n}, m = ${m}: repeated scalars`);
        // Equal points with equal scalars: every digit lands in the same bucket.
        const one = Array.from({ length: m }, () => a);
        const s1 = rng.bigBits(128);
        checkShort(
          p,
          one,
          one.map(() => s1),
          `n = ${n}, m = ${m}: one point, one scalar`,
        );
        // Short and full points that cancel: s·A (short) + (N − s)·A (full).
        const s2 = rng.bigBits(128);
        const pc = problem(grp, [...p.logs, a], [...p.s, N - s2], p.ng);
        checkShort(pc, [a], [s2], `n = ${n}: short and full cancel`);
      }
    }
  });

  it("batch affine additions: sums, doublings and cancellations in one batch", () => {
    const n = 40;
    const A: g.Ge[] = [];
    const B: g.Ge[] = [];
    const want: Pt[] = [];
    for (let k = 0; k < n; k++) {
      const a = 1n + rng.bigBelow(N - 1n);
      const kind = rng.int(4);
      const b = kind === 0 ? a : kind === 1 ? N - a : 1n + rng.bigBelow(N - 1n);
      const pa = grp.mulG(a);
      const pb = grp.mulG(b);
      const ga = geOf(pa);
      const gb = geOf(pb);
      if (rng.int(2) === 0) fe.negate(ga.y, ga.y, 1); // magnitude 2 inputs, as the negated entries
      A.push(ga);
      B.push(gb);
      want.push(add(geVal(ga), pb));
    }
    const out = g.geArray(n);
    ecmultBatchAffineAdd(out, A, B, n, g.feArray(n), g.feArray(n));
    for (let k = 0; k < n; k++) expect(eq(geVal(out[k]), want[k]), `pair ${k}`).toBe(true);
    // A batch of one pair, and one of only cancellations.
    ecmultBatchAffineAdd(out, [A[0]], [B[0]], 1, g.feArray(1), g.feArray(1));
    expect(eq(geVal(out[0]), want[0])).toBe(true);
    const P1 = geOf(grp.mulG(7n));
    const P2 = geOf(neg(grp.mulG(7n)));
    ecmultBatchAffineAdd(out, [P1, P2], [P2, P1], 2, g.feArray(2), g.feArray(2));
    expect(out[0].infinity).toBe(1);
    expect(out[1].infinity).toBe(1);
  });

  it("batches: the plan, and a memory bound too small for one bundle", () => {
    const plan: EcmultMultiPlan = { alg: 0, batchPoints: 0, batchShort: 0 };
    const big = 64 << 20;
    ecmultMultiPlan(plan, big, 5);
    expect(plan.alg).toBe(ECMULT_MULTI_STRAUSS);
    for (const n of [6, 11, 12, 40, ECMULT_PIPPENGER_THRESHOLD - 1]) {
      ecmultMultiPlan(plan, big, n);
      expect(plan.alg, `n = ${n}`).toBe(ECMULT_MULTI_BUNDLE);
      expect(plan.batchPoints % ECMULT_BUNDLE_SIZE).toBe(0);
      expect(plan.batchPoints).toBeGreaterThanOrEqual(n);
    }
    ecmultMultiPlan(plan, big, ECMULT_PIPPENGER_THRESHOLD);
    expect(plan.alg).toBe(ECMULT_MULTI_PIPPENGER);
    for (const maxBytes of [0, 1000, 20_000, 60_000, 120_000, 300_000, 1_000_000]) {
      const s = ecmultMultiScratchCreate(maxBytes);
      for (const n of [1, 5, 6, 13, 40, 75]) {
        const p = randomProblem(grp, rng, n, true);
        ecmultMultiVar(s, r, p.ngS, p.pts, p.sc, n);
        expect(eq(gejVal(r), p.expected), `maxBytes ${maxBytes}, n = ${n}`).toBe(true);
        expect(s.bytes, `maxBytes ${maxBytes}: states within the bound`).toBeLessThanOrEqual(maxBytes);
        ecmultMultiPlan(plan, maxBytes, n);
        if (plan.alg === ECMULT_MULTI_BUNDLE) {
          // Whole bundles: only the last batch can have points left over.
          expect(plan.batchPoints % ECMULT_BUNDLE_SIZE).toBe(0);
        }
      }
    }
  });

  it("the public API: results, validation of every argument", () => {
    const enc = (p: Pt, compressed = true): Uint8Array => {
      if (p === null) throw new Error("infinity");
      const out = new Uint8Array(compressed ? 33 : 65);
      if (compressed) {
        out[0] = p[1] & 1n ? 3 : 2;
        out.set(bigToBytes(p[0]), 1);
      } else {
        out[0] = 4;
        out.set(bigToBytes(p[0]), 1);
        out.set(bigToBytes(p[1]), 33);
      }
      return out;
    };
    for (const n of [0, 1, 6, 13, 40]) {
      const p = randomProblem(grp, rng, n, n % 2 === 1);
      expect(multiScalarMulVar(g.gejCreate(), p.pts, p.sc, p.ngS)).not.toBe(null);
      const rr = g.gejCreate();
      multiScalarMulVar(rr, p.pts, p.sc, p.ngS, { scratch: ecmultMultiScratchCreate(50_000) });
      expect(eq(gejVal(rr), p.expected), `multiScalarMulVar n = ${n}`).toBe(true);
      const keys = p.logs.map((k, i) => enc(grp.mulG(k), i % 2 === 0));
      const out = multiScalarMulBytesVar(
        keys,
        p.s.map((v) => bigToBytes(v)),
        p.ng === null ? null : bigToBytes(p.ng),
      );
      expect(out === null ? null : Buffer.from(out).toString("hex")).toBe(
        p.expected === null ? null : Buffer.from(enc(p.expected)).toString("hex"),
      );
      const out65 = multiScalarMulBytesVar(
        keys,
        p.s.map((v) => bigToBytes(v)),
        p.ng === null ? null : bigToBytes(p.ng),
        false,
      );
      if (p.expected !== null)
        expect(Buffer.from(out65!).toString("hex")).toBe(Buffer.from(enc(p.expected, false)).toString("hex"));
    }
    // A sum at infinity: null.
    const a = grp.mulG(5n);
    expect(multiScalarMulBytesVar([enc(a), enc(a)], [bigToBytes(1n), bigToBytes(N - 1n)], null)).toBe(null);
    expect(multiScalarMulBytesVar([], [], null)).toBe(null);
    // Validation.
    const p = randomProblem(grp, rng, 3, false);
    const out = g.gejCreate();
    expect(() => multiScalarMulVar(out, p.pts, p.sc.slice(1))).toThrow(RangeError);
    expect(() =>
      multiScalarMulVar(out, p.pts as unknown as g.Ge[], [p.sc[0], p.sc[1], new Uint32Array(7)]),
    ).toThrow(TypeError);
    const big = scalar.create();
    big.fill(0xffffffff);
    expect(() => multiScalarMulVar(out, p.pts, [p.sc[0], p.sc[1], big])).toThrow(RangeError);
    expect(() => multiScalarMulVar(out, p.pts, p.sc, big)).toThrow(RangeError);
    const off = g.geCreate();
    g.geCopy(off, p.pts[0]);
    fe.normalize(off.y); // (the test points have random magnitudes)
    fe.add(off.y, fe.ONE); // y + 1: off the curve
    expect(() => multiScalarMulVar(out, [off, p.pts[1], p.pts[2]], p.sc)).toThrow(RangeError);
    expect(() => multiScalarMulVar(out, [{} as g.Ge, p.pts[1], p.pts[2]], p.sc)).toThrow(TypeError);
    expect(() => multiScalarMulVar({} as g.Gej, p.pts, p.sc)).toThrow(TypeError);
    expect(() => multiScalarMulVar(out, "x" as unknown as g.Ge[], p.sc)).toThrow(TypeError);
    expect(() => multiScalarMulVar(out, p.pts, p.sc, null, { scratch: {} as never })).toThrow(TypeError);
    const keys = p.logs.map((k) => enc(grp.mulG(k)));
    const sc = p.s.map((v) => bigToBytes(v));
    expect(() => multiScalarMulBytesVar(keys, sc.slice(1))).toThrow(RangeError);
    expect(() => multiScalarMulBytesVar([keys[0], keys[1], new Uint8Array(33)], sc)).toThrow(RangeError);
    expect(() => multiScalarMulBytesVar(keys, [sc[0], sc[1], new Uint8Array(31)])).toThrow(RangeError);
    expect(() => multiScalarMulBytesVar(keys, [sc[0], sc[1], bigToBytes(N)])).toThrow(RangeError);
    expect(() => multiScalarMulBytesVar(keys, sc, bigToBytes(N))).toThrow(RangeError);
    expect(() => multiScalarMulBytesVar(keys, [sc[0], sc[1], "x" as unknown as Uint8Array])).toThrow(
      TypeError,
    );
    // Points at infinity are accepted as Ge and contribute nothing.
    const inf = g.geCreate();
    g.geSetInfinity(inf);
    multiScalarMulVar(out, [inf, inf], [scalarOf(3n), scalarOf(4n)], scalarOf(1n));
    expect(eq(gejVal(out), grp.G)).toBe(true);
  });
});
