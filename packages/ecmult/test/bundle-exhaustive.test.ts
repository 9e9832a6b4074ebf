// Exhaustive tests of the bundled algorithm and the dispatcher over the small test groups of
// orders 7, 13 and 199 (libsecp256k1's tests_exhaustive.c, test_exhaustive_ecmult_multi, and seed
// PR 1994's exhaustive bundle tests), with the `low` copies of the templates: the same field and
// group code on the curve selected by setCurve, and the small-order scalars of ./low-scalar.ts.
//
// Here a subset sum of a bundle vanishes one time in the group order, so the tables hold points at
// infinity, and the chain must carry its z ratios through them. Every result is compared with
// group[(Σ sᵢ·kᵢ + g) mod order], the group computed by BigInt additions of G.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { bundleStateCreate, ecmultBundleMulti } from "../src/bundle.low.js";
import { ecmultBundleRecode } from "../src/bundle-recode.low.js";
import {
  bundleTablesCreate,
  ECMULT_BUNDLE_GRAY,
  ecmultBundleTable,
  ecmultBundleTableAux,
  ecmultBundleTableEntry,
} from "../src/bundle-table.low.js";
import {
  ecmultBundleBatch,
  ecmultMultiVar,
  ecmultPippengerBatch,
  ecmultStraussBatch,
} from "../src/multi.low.js";
import {
  ECMULT_BUNDLE_BITS,
  ECMULT_BUNDLE_INDEX_BYTES,
  ECMULT_BUNDLE_INDEX_STRIDE,
  ECMULT_BUNDLE_SIZE,
  ECMULT_BUNDLE_TABLE_SIZE,
} from "../src/multi-params.js";
import { bundleScratchSize, ecmultMultiScratchCreate } from "../src/multi-scratch.low.js";
import { setLowOrder } from "./low-scalar.js";
import { fe, g, gejVal, geOf, geVal, scalarOf } from "./multi-helpers.low.js";
import { eq, invp, P, type Pt, refGroup } from "./multi-ref.js";

const rng = new Rng("bundle-exhaustive");
const reps = Math.max(1, Math.round(COUNT / 10000));

describe.each(g.EXHAUSTIVE_CURVES.map((c) => [c.name, c] as const))(
  "bundled algorithm over %s",
  (_name, curve) => {
    const q = Number(curve.order);
    const grp = refGroup(curve);
    const group: Pt[] = [];
    const ges: g.Ge[] = [];
    const scs: ReturnType<typeof scalarOf>[] = [];
    const r = g.gejCreate();
    const mod = (v: number) => ((v % q) + q) % q;

    beforeAll(() => {
      g.setCurve(curve);
      setLowOrder(q);
      for (let i = 0; i < q; i++) {
        group.push(grp.mulG(BigInt(i)));
        ges.push(geOf(group[i], rng));
        scs.push(scalarOf(BigInt(i)));
      }
    });
    afterAll(() => {
      g.setCurve(g.SECP256K1);
      setLowOrder(7);
    });

    /** Points by index (discrete log) and scalars by value; the expected result by index. */
    function run(f: (r: g.Gej) => void, logs: number[], s: number[], ng: number | null, label: string): void {
      f(r);
      let e = ng ?? 0;
      for (let i = 0; i < logs.length; i++) e += logs[i] * s[i];
      const want = group[mod(e)];
      const got = gejVal(r);
      expect(eq(got, want), `${label}: logs ${logs} scalars ${s} g ${ng}`).toBe(true);
    }

    it("the recoding: every pair of anchor and follower scalars", () => {
      const ind = new Uint8Array(ECMULT_BUNDLE_INDEX_BYTES);
      const lam = Number(curve.lambda);
      for (let a = 0; a < q; a++) {
        for (let f = 0; f < q; f++) {
          const sc = [scs[a], scs[f], scs[mod(f + 1)], scs[mod(f * 3)], scs[mod(q - f)], scs[mod(a + f)]];
          ecmultBundleRecode(ind, 0, sc, 0);
          const vals = [a, f, mod(f + 1), mod(f * 3), mod(q - f), mod(a + f)];
          const sides: number[][] = [];
          for (let s = 0; s < 2; s++) {
            // Exact integers: |values| < 2^130 but only the residues matter; sum mod q with 2^i mod q.
            const acc = [0, 0, 0, 0, 0, 0];
            let p2 = 1;
            for (let i = 0; i < ECMULT_BUNDLE_BITS; i++) {
              const b = ind[s * ECMULT_BUNDLE_INDEX_STRIDE + i];
              const d = b & ECMULT_BUNDLE_TABLE_SIZE ? -1 : 1;
              acc[0] += d * p2;
              for (let j = 0; j < 5; j++) if ((b >> j) & 1) acc[1 + j] += d * p2;
              for (let k = 0; k < 6; k++) acc[k] = mod(acc[k]);
              p2 = (2 * p2) % q;
            }
            sides.push(acc);
          }
          for (let k = 0; k < 6; k++) {
            expect(mod(sides[0][k] + sides[1][k] * lam), `a ${a} f ${f} slot ${k}`).toBe(vals[k]);
          }
        }
      }
    });

    it("the tables: subset sums, at infinity as often as the group makes them", () => {
      const t = bundleTablesCreate(ECMULT_BUNDLE_TABLE_SIZE);
      const e = g.geCreate();
      const zr = fe.create();
      const acc = g.geZCreate();
      let infinities = 0;
      const cases = q <= 13 ? q * q * q : 400 * reps;
      for (let c = 0; c < cases; c++) {
        // Exhaustive over the anchor and the first two followers for the small orders.
        const logs =
          q <= 13
            ? [c % q, Math.floor(c / q) % q, Math.floor(c / (q * q)) % q, rng.int(q), rng.int(q), rng.int(q)]
            : Array.from({ length: 6 }, () => rng.int(q));
        const pts = logs.map((k) => ges[k]);
        g.geZSetInfinity(acc);
        // A chain that does not start at z = 1: the table's first ratio must link it.
        fe.setInt(acc.z, 1 + rng.int(1000));
        const z0 = fe.toBigInt(acc.z);
        ecmultBundleTable(t, 0, acc, pts, 0);
        // Walk the ratios: z_k = z_{k−1}·zr[k], z_{−1} = z0, and read each entry on its curve.
        let z = z0;
        for (let k = 0; k < ECMULT_BUNDLE_TABLE_SIZE; k++) {
          ecmultBundleTableAux(zr, t, k);
          z = (z * fe.toBigInt(zr)) % P;
          const num = ECMULT_BUNDLE_GRAY[k];
          let sum = logs[0];
          for (let j = 0; j < 5; j++) if ((num >> j) & 1) sum += logs[1 + j];
          const want = group[mod(sum)];
          ecmultBundleTableEntry(e, t, k);
          const v = geVal(e);
          let got: Pt = null;
          if (v !== null) {
            const zi = invp(z);
            const zi2 = (zi * zi) % P;
            got = [(v[0] * zi2) % P, (((v[1] * zi2) % P) * zi) % P];
          } else {
            infinities++;
          }
          expect(eq(got, want), `logs ${logs} entry ${num}`).toBe(true);
        }
        expect(fe.toBigInt(acc.z) % P).toBe(z);
      }
      expect(infinities).toBeGreaterThan(0);
    });

    it("the whole bundled algorithm: anchors, first followers and their scalars exhaustively", () => {
      const state = bundleStateCreate(3, ECMULT_BUNDLE_SIZE - 1);
      // Order 7: every anchor point and scalar and every first follower and scalar (7^4 cases); the
      // larger orders: every anchor point and scalar with random followers, or random cases.
      const cases = q === 7 ? q ** 4 : q === 13 ? q * q * 4 : 600 * reps;
      for (let c = 0; c < cases; c++) {
        const n = ECMULT_BUNDLE_SIZE * (1 + rng.int(2)) + rng.int(ECMULT_BUNDLE_SIZE);
        const logs = Array.from({ length: n }, () => rng.int(q));
        const s = Array.from({ length: n }, () => rng.int(q));
        if (q <= 13) {
          logs[0] = c % q;
          s[0] = Math.floor(c / q) % q;
          if (q === 7) {
            logs[1] = Math.floor(c / 49) % q;
            s[1] = Math.floor(c / 343) % q;
          }
        }
        const ng = rng.int(3) === 0 ? null : rng.int(q);
        run(
          (rr) =>
            ecmultBundleMulti(
              state,
              rr,
              n,
              logs.map((k) => ges[k]),
              s.map((v) => scs[v]),
              ng === null ? null : scs[ng],
            ),
          logs,
          s,
          ng,
          `bundle n = ${n}`,
        );
      }
    });

    it("Strauss, bundle, Pippenger and the dispatcher agree on random inputs, n from 0 to 30", () => {
      const scratch = ecmultMultiScratchCreate();
      const tiny = ecmultMultiScratchCreate(bundleScratchSize(ECMULT_BUNDLE_SIZE) - 1);
      for (let n = 0; n <= 30; n++) {
        for (let k = 0; k < (q === 199 ? 3 : 2) * reps; k++) {
          const logs = Array.from({ length: n }, () => rng.int(q));
          const s = Array.from({ length: n }, () => rng.int(q));
          const ng = rng.int(4) === 0 ? null : rng.int(q);
          const pts = logs.map((i) => ges[i]);
          const sc = s.map((v) => scs[v]);
          const ngS = ng === null ? null : scs[ng];
          for (const [name, f] of [
            ["strauss", ecmultStraussBatch],
            ["bundle", ecmultBundleBatch],
            ["pippenger", ecmultPippengerBatch],
          ] as const) {
            run(
              (rr) => expect(f(scratch, rr, ngS, pts, sc, n, 0)).toBe(true),
              logs,
              s,
              ng,
              `${name} n = ${n}`,
            );
          }
          run((rr) => ecmultMultiVar(scratch, rr, ngS, pts, sc, n), logs, s, ng, `dispatcher n = ${n}`);
          run(
            (rr) => ecmultMultiVar(tiny, rr, ngS, pts, sc, n),
            logs,
            s,
            ng,
            `dispatcher, tiny bound, n = ${n}`,
          );
        }
      }
    });

    it("the dispatcher over every pair of scalars and points of two bundles' anchors (order 7, 13)", () => {
      if (q > 13) return;
      const scratch = ecmultMultiScratchCreate();
      // libsecp256k1's test_exhaustive_ecmult_multi, over 12 points so that the bundled algorithm
      // runs: points x, y and scalars i, j in the two anchors' places, the generator's k.
      const others = Array.from({ length: 10 }, () => rng.int(q));
      const otherS = Array.from({ length: 10 }, () => rng.int(q));
      for (let i = 0; i < q; i++) {
        for (let j = 0; j < q; j++) {
          const k = rng.int(q);
          for (let x = 0; x < q; x++) {
            const y = rng.int(q);
            const logs = [x, ...others.slice(0, 5), y, ...others.slice(5)];
            const s = [i, ...otherS.slice(0, 5), j, ...otherS.slice(5)];
            run(
              (rr) =>
                ecmultMultiVar(
                  scratch,
                  rr,
                  scs[k],
                  logs.map((v) => ges[v]),
                  s.map((v) => scs[v]),
                  12,
                ),
              logs,
              s,
              k,
              "dispatcher 12 points",
            );
          }
        }
      }
    });

    it("the dispatcher above the Pippenger threshold", () => {
      const scratch = ecmultMultiScratchCreate();
      const n = 170;
      const logs = Array.from({ length: n }, () => rng.int(q));
      const s = Array.from({ length: n }, () => rng.int(q));
      run(
        (rr) =>
          ecmultMultiVar(
            scratch,
            rr,
            scs[1],
            logs.map((v) => ges[v]),
            s.map((v) => scs[v]),
            n,
          ),
        logs,
        s,
        1,
        "n = 170",
      );
    });
  },
);
