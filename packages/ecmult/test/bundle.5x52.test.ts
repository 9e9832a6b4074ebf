// The pieces of the bundled algorithm and of Pippenger's on the 5x52 backend, against BigInt
// (template: the build writes the 10x26 copy; the `low` copy skips this file, whose scalars are
// secp256k1's): the recoding into bundle indices, the bundle tables and their lookups, the
// fixed-window wNAF, and the memory model behind batch sizes.
import * as scalar from "@k1/scalar/5x52";
import { describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { ECMULT_BUNDLE_INDEX_SIGN, ecmultBundleK, ecmultBundleRecode } from "../src/bundle-recode.5x52.js";
import {
  bundleTablesCreate,
  ECMULT_BUNDLE_GRAY,
  ECMULT_BUNDLE_GRAY_POS,
  ecmultBundleChainSetGlobalz,
  ecmultBundleTable,
  ecmultBundleTableEntry,
  ecmultBundleTableGetGe,
  ecmultBundleTableGetGeLambda,
  ecmultBundleTablesAffine,
} from "../src/bundle-table.5x52.js";
import {
  ECMULT_BUNDLE_BITS,
  ECMULT_BUNDLE_INDEX_BYTES,
  ECMULT_BUNDLE_INDEX_STRIDE,
  ECMULT_BUNDLE_SIZE,
  ECMULT_BUNDLE_TABLE_SIZE,
  ECMULT_MULTI_DEFAULT_MEMORY,
  pippengerBucketWindow,
} from "../src/multi-params.js";
import {
  bundleMaxPoints,
  bundleScratchSize,
  pippengerMaxPoints,
  pippengerScratchSize,
  straussMaxPoints,
  straussScratchSize,
} from "../src/multi-scratch.5x52.js";
import { ecmultSignedDigits, signedDigitsSize } from "../src/pippenger.5x52.js";
import { fe, g, geOf, geVal, scalarOf, scalarVal } from "./multi-helpers.5x52.js";
import { add, eq, invp, modp, N, neg, P, type Pt, refGroup } from "./multi-ref.js";

const LAMBDA = g.SECP256K1.lambda;
const modn = (v: bigint): bigint => ((v % N) + N) % N;

describe(`bundle pieces ${fe.BACKEND}`, () => {
  const rng = new Rng(`bundle-${fe.BACKEND}`);
  const grp = refGroup(g.SECP256K1);
  const count = Math.max(10, Math.round(COUNT / 20));

  /**
   * Discrete logs (null: infinity) of three bundles, a random one, then followers ±A with vanishing
   * deeper sums, then an infinite anchor with equal followers (doublings); and with `allEqual` a
   * fourth bundle of six equal points.
   */
  function degenerateLogs(allEqual: boolean): (bigint | null)[] {
    const a = 1n + rng.bigBelow(N - 1n);
    const b = 1n + rng.bigBelow(N - 1n);
    return [
      ...Array.from({ length: 6 }, () => 1n + rng.bigBelow(N - 1n)),
      ...[a, N - a, b, a, null, modn(-a - b)],
      ...[null, a, a, N - a, b, b],
      ...(allEqual ? [b, b, b, b, b, b] : []),
    ];
  }

  /** Bundle i's table entry e in the reference group: its anchor plus the followers of e's bits. */
  function subsetSum(pts: readonly Pt[], i: number, e: number): Pt {
    let want: Pt = pts[i * 6];
    for (let j = 0; j < 5; j++) if ((e >> j) & 1) want = add(want, pts[i * 6 + 1 + j]);
    return want;
  }

  /** The six values a bundle's indices denote (anchor, followers), per side. */
  function decode(ind: Uint8Array, off: number): bigint[][] {
    const sides: bigint[][] = [];
    for (let s = 0; s < 2; s++) {
      const v = [0n, 0n, 0n, 0n, 0n, 0n];
      for (let i = 0; i < ECMULT_BUNDLE_BITS; i++) {
        const b = ind[off + s * ECMULT_BUNDLE_INDEX_STRIDE + i];
        expect(b).toBeLessThan(2 * ECMULT_BUNDLE_INDEX_SIGN);
        const d = b & ECMULT_BUNDLE_INDEX_SIGN ? -1n : 1n;
        const p = d << BigInt(i);
        v[0] += p;
        for (let j = 0; j < 5; j++) if ((b >> j) & 1) v[1 + j] += p;
      }
      for (let i = ECMULT_BUNDLE_BITS; i < ECMULT_BUNDLE_INDEX_STRIDE; i++) {
        expect(ind[off + s * ECMULT_BUNDLE_INDEX_STRIDE + i], "padding").toBe(0);
      }
      sides.push(v);
    }
    return sides;
  }

  /** Checks the recoding of six scalar values. */
  function checkRecode(vals: bigint[], label: string): void {
    const ind = new Uint8Array(ECMULT_BUNDLE_INDEX_BYTES + 8).fill(0xff);
    const sc = vals.map(scalarOf);
    ecmultBundleRecode(ind, 4, sc, 0);
    const [s0, s1] = decode(ind, 4);
    expect(ind[3]).toBe(0xff);
    expect(ind[4 + ECMULT_BUNDLE_INDEX_BYTES]).toBe(0xff);
    for (let k = 0; k < 6; k++) {
      expect(modn(s0[k] + s1[k] * LAMBDA), `${label}: slot ${k}`).toBe(vals[k]);
    }
    // The anchor's digits are ±1 at every position, so its values are odd; the halves' values are
    // the split's: below 2^128 in absolute value.
    for (const s of [s0, s1]) {
      expect(s[0] & 1n, `${label}: anchor value odd`).toBe(1n);
      for (const v of s) expect(v < 1n << 129n && v > -(1n << 129n), `${label}: value range`).toBe(true);
    }
  }

  it("K = −(1 + λ)", () => {
    expect(scalarVal(ecmultBundleK())).toBe(modn(-1n - LAMBDA));
  });

  it("the recoding of random bundles and of halves at the split bounds", () => {
    for (let c = 0; c < count; c++) {
      checkRecode(
        Array.from({ length: 6 }, () => modn(rng.big256())),
        `random ${c}`,
      );
    }
    // ⌊n/2⌋ and neighbours give the largest halves (0.6354·2^128); the anchor's scalar q with
    // (q + K)/2 = ⌊n/2⌋, against followers with the opposite extreme halves: f − u = −1.27·2^128.
    const h = N >> 1n;
    const K = modn(-1n - LAMBDA);
    const anchorFor = (qq: bigint) => modn(2n * qq - K);
    // The halves really are extreme.
    const h1 = scalar.create();
    const h2 = scalar.create();
    scalar.splitLambda(h1, h2, scalarOf(h));
    const half = scalarVal(h1) > N / 2n ? N - scalarVal(h1) : scalarVal(h1);
    expect(half > (635n << 128n) / 1000n).toBe(true);
    const edges = [0n, 1n, N - 1n, h, h + 1n, h - 1n, N - h, N - h + 1n];
    for (const a of [anchorFor(h), anchorFor(N - h), anchorFor(h + 1n), 0n, 1n, N - 1n, anchorFor(0n)]) {
      for (let c = 0; c < 4; c++) {
        checkRecode(
          [a, ...Array.from({ length: 5 }, () => edges[rng.int(edges.length)])],
          `edge anchor ${a}`,
        );
      }
      checkRecode([a, N - h, N - h, N - h, N - h, N - h], "f − u extreme");
      checkRecode([a, h, h + 1n, h - 1n, N - h, 0n], "mixed extremes");
    }
  });

  it("a bundle table: Gray order, subset sums, one chain across bundles, lookups", () => {
    const t = bundleTablesCreate(3 * ECMULT_BUNDLE_TABLE_SIZE);
    const acc = g.geZCreate();
    const r = g.geCreate();
    for (let k = 0; k < ECMULT_BUNDLE_TABLE_SIZE; k++) {
      expect(ECMULT_BUNDLE_GRAY_POS[ECMULT_BUNDLE_GRAY[k]]).toBe(k);
      if (k > 0) {
        const d = ECMULT_BUNDLE_GRAY[k] ^ ECMULT_BUNDLE_GRAY[k - 1];
        expect(d & (d - 1), "one follower per step").toBe(0);
      }
    }
    for (let c = 0; c < Math.max(3, count / 10); c++) {
      // Three bundles on one chain, with degenerate subset sums in the second and third.
      const logs = degenerateLogs(false);
      const pts: Pt[] = logs.map((k) => (k === null ? null : grp.mulG(k)));
      const ges = pts.map((p) => geOf(p, rng));
      g.geZSetInfinity(acc);
      fe.setInt(acc.z, 1);
      for (let i = 0; i < 3; i++)
        ecmultBundleTable(t, i * ECMULT_BUNDLE_TABLE_SIZE, acc, ges, i * ECMULT_BUNDLE_SIZE);
      const len = 3 * ECMULT_BUNDLE_TABLE_SIZE;
      ecmultBundleChainSetGlobalz(t, len, null, 0);
      const Z = fe.toBigInt(acc.z) % P;
      const zi = invp(Z);
      const zi2 = (zi * zi) % P;
      const onZ = (v: Pt): Pt => (v === null ? null : [(v[0] * zi2) % P, (((v[1] * zi2) % P) * zi) % P]);
      let infinities = 0;
      for (let i = 0; i < 3; i++) {
        for (let e = 0; e < ECMULT_BUNDLE_TABLE_SIZE; e++) {
          const want = subsetSum(pts, i, e);
          if (want === null) infinities++;
          const off = i * ECMULT_BUNDLE_TABLE_SIZE;
          ecmultBundleTableEntry(r, t, off + ECMULT_BUNDLE_GRAY_POS[e]);
          expect(eq(onZ(geVal(r)), want), `bundle ${i} entry ${e}`).toBe(true);
          for (const sign of [0, ECMULT_BUNDLE_INDEX_SIGN]) {
            const v = ecmultBundleTableGetGe(t, i, sign | e);
            const w = sign ? neg(want) : want;
            expect(eq(onZ(geVal(v)), w), `get ${i} ${sign | e}`).toBe(true);
            const vl = ecmultBundleTableGetGeLambda(t, i, sign | e);
            const wl: Pt = w === null ? null : [modp(w[0] * fe.toBigInt(fe.BETA)), w[1]];
            expect(eq(onZ(geVal(vl)), wl), `get λ ${i} ${sign | e}`).toBe(true);
          }
        }
      }
      // Bundle 2 has 6 vanishing subset sums (A + F1, A + F2 + F5, A + F1 + F2 + F3 + F5, each with
      // and without the infinite F4), bundle 3 has 3 (its anchor is infinite).
      expect(infinities).toBe(9);
    }
  });

  it("bundle tables in affine form: subset sums of every bundle at once, infinities, lookups", () => {
    const nb = 4;
    const t = bundleTablesCreate(nb * ECMULT_BUNDLE_TABLE_SIZE);
    const r = g.geCreate();
    for (let c = 0; c < Math.max(3, count / 10); c++) {
      // Four bundles at once: random; followers ±A and vanishing deeper sums; an infinite anchor
      // and equal followers (doublings); every point equal.
      const logs = degenerateLogs(true);
      const pts: Pt[] = logs.map((k) => (k === null ? null : grp.mulG(k)));
      const ges = pts.map((p) => geOf(p, rng));
      ecmultBundleTablesAffine(t, nb, ges, 0);
      let infinities = 0;
      for (let i = 0; i < nb; i++) {
        for (let e = 0; e < ECMULT_BUNDLE_TABLE_SIZE; e++) {
          const want = subsetSum(pts, i, e);
          if (want === null) infinities++;
          const off = i * ECMULT_BUNDLE_TABLE_SIZE;
          ecmultBundleTableEntry(r, t, off + ECMULT_BUNDLE_GRAY_POS[e]);
          expect(eq(geVal(r), want), `bundle ${i} entry ${e}`).toBe(true);
          for (const sign of [0, ECMULT_BUNDLE_INDEX_SIGN]) {
            const v = ecmultBundleTableGetGe(t, i, sign | e);
            const w = sign ? neg(want) : want;
            expect(eq(geVal(v), w), `get ${i} ${sign | e}`).toBe(true);
            const vl = ecmultBundleTableGetGeLambda(t, i, sign | e);
            const wl: Pt = w === null ? null : [modp(w[0] * fe.toBigInt(fe.BETA)), w[1]];
            expect(eq(geVal(vl), wl), `get λ ${i} ${sign | e}`).toBe(true);
          }
        }
      }
      // As in the chain: 6 vanishing sums in bundle 2 and 3 in bundle 3; none in bundle 4 (all
      // its sums are multiples k·B, 1 ≤ k ≤ 6).
      expect(infinities).toBe(9);
    }
  });

  it("signed digits: range, reconstruction and no carry out, for every digit width", () => {
    const out = new Int32Array(3 * 130);
    for (let c = 2; c <= 16; c++) {
      const W = signedDigitsSize(c);
      expect(W * c, `c ${c}: room for the carry`).toBeGreaterThanOrEqual(129);
      for (let k = 0; k < count / 5; k++) {
        const kind = rng.int(5);
        const v =
          kind === 0
            ? BigInt(rng.int(4))
            : kind === 1
              ? (1n << 128n) - 1n - BigInt(rng.int(4))
              : kind === 2
                ? 1n << BigInt(rng.int(128))
                : rng.bigBits(128);
        ecmultSignedDigits(out, 1, 3, scalarOf(v), c);
        let sum = 0n;
        for (let j = W - 1; j >= 0; j--) {
          const d = out[1 + 3 * j];
          expect(Math.abs(d), `c ${c} digit ${d}`).toBeLessThanOrEqual(1 << (c - 1));
          sum = (sum << BigInt(c)) + BigInt(d);
        }
        expect(sum, `c ${c} v ${v}`).toBe(v);
      }
    }
  });

  it("the memory model: batch sizes fit, every smaller batch fits, and they are the largest", () => {
    for (const m of [0, 5_000, 60_000, 150_000, 400_000, 1 << 20, ECMULT_MULTI_DEFAULT_MEMORY, 64 << 20]) {
      const b = bundleMaxPoints(m);
      expect(b % ECMULT_BUNDLE_SIZE).toBe(0);
      for (let k = 1; k <= b; k++) expect(bundleScratchSize(k), `bundle ${m} ${k}`).toBeLessThanOrEqual(m);
      const b6 = b + ECMULT_BUNDLE_SIZE;
      expect(bundleScratchSize(b6) > m || bundleScratchSize(b6 - 1) > m, `bundle ${m} maximal`).toBe(true);
      const p = pippengerMaxPoints(m);
      for (let k = 1; k <= p; k += Math.max(1, p >> 8)) {
        expect(pippengerScratchSize(k, pippengerBucketWindow(k)), `pippenger ${m} ${k}`).toBeLessThanOrEqual(
          m,
        );
      }
      const s = straussMaxPoints(m);
      if (s > 0) expect(straussScratchSize(s)).toBeLessThanOrEqual(m);
      expect(straussScratchSize(s + 1)).toBeGreaterThan(m);
      // The bundled algorithm needs less memory per point than Strauss'.
      if (s >= 12) expect(b).toBeGreaterThan(s);
    }
  });
});
