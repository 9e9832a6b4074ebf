/**
 * `bench_ecmult_multi` rows for the 5x52 backend (template: the build writes the 10x26 copy, so
 * each backend runs its own monomorphic copy of the code): multi-point multiplication of n points
 * plus G by Strauss' algorithm, the bundled algorithm (seed PR 1994), Pippenger's algorithm and the
 * dispatcher, side by side, in libsecp256k1's bench_ecmult format and units: µs per point, the
 * generator counted as a point (a row `…_96p_g` is 96 points and G, time divided by 97).
 *
 * Rows: `strauss_multi_<n>p_g`, `bundle_multi_<n>p_g`, `pippenger_multi_<n>p_g` (one batch each,
 * libsecp256k1's `*_batch_single`, with a scratch large enough for any n here), and
 * `ecmult_multi_<n>p_g` (the dispatcher `ecmultMultiVar` with the default scratch, as users get
 * it). For each n the four rows run one after the other, so that they compare as ratios.
 *
 * Data as libsecp256k1's bench_ecmult.c: public keys 2^i·G with secret keys 2^i, scalars
 * sha256("ecmult" ‖ i as 4 bytes little endian); each multiplication reads n consecutive points and
 * scalars from an offset that moves by n every call. Every row is checked after it ran: its last
 * output must be (s_G + Σ seckeys·scalars)·G, computed with `ecmult` through the G tables.
 *
 * @module
 */
import { createHash } from "node:crypto";
import * as em from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { bench, type Row, SCALE, section, selected } from "../harness.js";

/** Points and scalars of the data set (room for the largest n of `windows`). */
const POINTS = 8192;

/**
 * Moves the data set's offset on by n + 1 and returns it: offsets stay below POINTS − n − 1 (at
 * least one), so that a multiplication reads n points from the offset and G's scalar after them.
 */
function nextOffset(d: Data, n: number): number {
  if (n + 1 > POINTS) throw new RangeError(`bench_ecmult_multi: n = ${n} exceeds the data set`);
  d.offset = (d.offset + n + 1) % Math.max(1, POINTS - n - 1);
  return d.offset;
}

/** The algorithms, by row prefix. */
export const ALGORITHMS = ["strauss", "bundle", "pippenger", "ecmult"] as const;
/** A row prefix. */
export type Algorithm = (typeof ALGORITHMS)[number];

interface Data {
  readonly scalars: scalar.Scalar[];
  readonly seckeys: scalar.Scalar[];
  readonly pubkeys: g.Ge[];
  offset: number;
}

let data: Data | null = null;

function setup(): Data {
  if (data !== null) return data;
  const scalars: scalar.Scalar[] = [];
  const seckeys: scalar.Scalar[] = [];
  const pj = g.gejArray(POINTS);
  const pubkeys = g.geArray(POINTS);
  g.gejSetGe(pj[0], g.GE_CONST_G);
  for (let i = 0; i < POINTS; i++) {
    const s = scalar.create();
    const c = Uint8Array.from([0x65, 0x63, 0x6d, 0x75, 0x6c, 0x74, i, i >>> 8, i >>> 16, i >>> 24]);
    if (scalar.setB32(s, new Uint8Array(createHash("sha256").update(c).digest()))) {
      throw new Error("bench_ecmult_multi: scalar overflow");
    }
    scalars.push(s);
    const k = scalar.create();
    if (i === 0) scalar.setInt(k, 1);
    else {
      scalar.add(k, seckeys[i - 1], seckeys[i - 1]);
      g.gejDoubleVar(pj[i], pj[i - 1], null);
    }
    seckeys.push(k);
  }
  g.geSetAllGejVar(pubkeys, pj, POINTS);
  data = { scalars, seckeys, pubkeys, offset: 0 };
  return data;
}

/** A scratch that holds one batch of every algorithm for every n benchmarked (libsecp256k1's bench). */
const bigScratch = em.ecmultMultiScratchCreate(512 * 1024 * 1024);
/** The dispatcher's scratch: the default bound, as users get it. */
const defaultScratch = em.ecmultMultiScratchCreate();

const out = g.gejCreate();
const expected = g.gejCreate();
const inf = g.gejCreate();
const total = scalar.create();
const tmp = scalar.create();
const zero = scalar.create();
const bytes = new Uint8Array(33);

/** One multiplication of n points and G from offset o with the given algorithm. */
function multiply(d: Data, alg: Algorithm, n: number, o: number): void {
  const ng = d.scalars[(o + n) % POINTS];
  switch (alg) {
    case "strauss":
      em.ecmultStraussBatch(bigScratch, out, ng, d.pubkeys, d.scalars, n, o);
      break;
    case "bundle":
      em.ecmultBundleBatch(bigScratch, out, ng, d.pubkeys, d.scalars, n, o);
      break;
    case "pippenger":
      em.ecmultPippengerBatch(bigScratch, out, ng, d.pubkeys, d.scalars, n, o);
      break;
    case "ecmult":
      em.ecmultMultiVar(defaultScratch, out, ng, d.pubkeys, d.scalars, n, o);
      break;
  }
}

/** Checks the last output: (s_G + Σ seckeys·scalars)·G (libsecp256k1's teardown). */
function check(d: Data, n: number, o: number, name: string): number {
  scalar.copy(total, d.scalars[(o + n) % POINTS]);
  for (let i = 0; i < n; i++) {
    scalar.mul(tmp, d.seckeys[o + i], d.scalars[o + i]);
    scalar.add(total, total, tmp);
  }
  g.gejSetInfinity(inf);
  em.ecmult(expected, inf, zero, total);
  g.gejNeg(expected, expected);
  g.gejAddVar(expected, expected, out, null);
  if (!g.gejIsInfinity(expected)) throw new Error(`bench_ecmult_multi: ${name} computed a wrong result`);
  const a = g.geCreate();
  g.geSetGejVar(a, out);
  g.geSerializePubkey(bytes, a, true);
  return bytes[1] ^ bytes[32];
}

/** The iteration scale of the harness (K1_BENCH_ITERS), to keep whole multiplications. */

/**
 * Runs every algorithm a few times at small and large n before any row is timed, so that the
 * rows measure optimized code (the harness warms each row up with one run only, which for a
 * multiplication of many points is one call, while TurboFan compiles in the background).
 */
function warmUp(d: Data, algs: readonly Algorithm[]): void {
  for (let round = 0; round < 3; round++) {
    for (const alg of algs) {
      for (const n of [1, 7, 40, 200]) {
        for (let i = 0; i < Math.max(1, 60 / (n + 1)); i++) multiply(d, alg, n, i);
      }
    }
  }
}

/** The row name of an algorithm and n. */
export function rowName(alg: Algorithm, n: number): string {
  return `${alg}_multi_${n}p_g`;
}

/**
 * Prints the rows of this backend for every n of `ns` and every algorithm of `algs`, the four
 * algorithms of one n one after the other. `usPerPoint` is a rough cost per point to size the
 * runs (about 20 ms each). Returns the rows measured.
 */
export function run(ns: readonly number[], algs: readonly Algorithm[] = ALGORITHMS, usPerPoint = 30): Row[] {
  const rows: Row[] = [];
  section(`ecmult_multi ${fe.BACKEND}`);
  if (!ns.some((n) => algs.some((a) => selected(rowName(a, n))))) return rows;
  const d = setup();
  warmUp(d, algs);
  for (const n of ns) {
    // Whole multiplications per run: iters = mults·(n + 1) points, pre-divided by the harness's scale.
    const mults = Math.max(1, Math.round((SCALE * 20_000) / ((n + 1) * usPerPoint)));
    const iters = (mults * (n + 1)) / SCALE;
    for (const alg of algs) {
      const name = rowName(alg, n);
      let o = 0;
      const row = bench(name, iters, (points) => {
        const m = Math.max(1, Math.round(points / (n + 1)));
        for (let i = 0; i < m; i++) {
          o = nextOffset(d, n);
          multiply(d, alg, n, o);
        }
        return check(d, n, o, name);
      });
      if (row !== undefined) rows.push(row);
    }
  }
  return rows;
}

/**
 * Alternates the bundled and Pippenger's algorithm (or any two) for n = from, from + step, …, to,
 * `rounds` runs each, and prints for each n the minimum µs per point of both and their ratio: the
 * sweep behind `ECMULT_PIPPENGER_THRESHOLD`. Returns [n, a, b] per n.
 */
export function sweep(
  from: number,
  to: number,
  step: number,
  a: Algorithm = "bundle",
  b: Algorithm = "pippenger",
  rounds = 5,
): [number, number, number][] {
  const d = setup();
  const res: [number, number, number][] = [];
  console.log(`# sweep ${fe.BACKEND}: ${a} vs ${b}, µs per point (min of ${rounds} runs), ratio ${b}/${a}`);
  for (let n = from; n <= to; n += step) {
    const best = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
    const mults = Math.max(1, Math.round(20_000 / ((n + 1) * 30)));
    for (const alg of [a, b]) multiply(d, alg, n, 0);
    for (let r = 0; r < rounds; r++) {
      for (let k = 0; k < 2; k++) {
        const alg = k === 0 ? a : b;
        const c0 = process.cpuUsage();
        for (let i = 0; i < mults; i++) {
          multiply(d, alg, n, nextOffset(d, n));
        }
        const c = process.cpuUsage(c0);
        const us = (c.user + c.system) / mults / (n + 1);
        if (us < best[k]) best[k] = us;
      }
    }
    res.push([n, best[0], best[1]]);
    console.log(
      `${String(n).padStart(6)}  ${best[0].toFixed(2).padStart(8)}  ${best[1].toFixed(2).padStart(8)}  ${(best[1] / best[0]).toFixed(3)}`,
    );
  }
  return res;
}

/**
 * Algorithms a and b alternating (CPU time, `rounds` rounds of runs of about 15 ms each) at every n
 * of ns: returns [n, min µs per point of a, of b] per n (G counted as a point). The comparison
 * behind the bundle's margin over Strauss' (`bench_ecmult_multi medians` runs it in fresh
 * processes).
 */
export function compare(
  ns: readonly number[],
  a: Algorithm = "strauss",
  b: Algorithm = "bundle",
  rounds = 9,
): [number, number, number][] {
  const d = setup();
  warmUp(d, [a, b]);
  const best = new Map<string, number>();
  for (let r = 0; r < rounds; r++) {
    for (const n of ns) {
      const mults = Math.max(2, Math.round(15_000 / ((n + 1) * 25)));
      for (const alg of [a, b]) {
        const c0 = process.cpuUsage();
        for (let i = 0; i < mults; i++) {
          multiply(d, alg, n, nextOffset(d, n));
        }
        const c = process.cpuUsage(c0);
        const us = (c.user + c.system) / mults / (n + 1);
        const k = `${alg}:${n}`;
        if (us < (best.get(k) ?? Number.POSITIVE_INFINITY)) best.set(k, us);
      }
    }
  }
  return ns.map((n) => [n, best.get(`${a}:${n}`) as number, best.get(`${b}:${n}`) as number]);
}

/**
 * Pippenger's algorithm at n points with every bucket window from w − 1 to w + 1 around the
 * chosen one (`pippengerBucketWindow`), alternating, min µs per point of `rounds` runs: the check
 * behind `PIPPENGER_BUCKET_WINDOW_BOUNDS`.
 */
export function windows(ns: readonly number[], rounds = 5): void {
  const d = setup();
  console.log(`# Pippenger bucket windows ${fe.BACKEND}: µs per point (min of ${rounds} runs) by window`);
  for (const n of ns) {
    const w0 = em.pippengerBucketWindow(n);
    const ws = [w0 - 1, w0, w0 + 1].filter((w) => w >= 1 && w <= em.PIPPENGER_MAX_BUCKET_WINDOW);
    const entries = 2 * n + 2;
    const state = em.pippengerStateCreate(entries, Math.min(...ws));
    const big = em.pippengerStateCreate(entries, Math.max(...ws));
    const best = ws.map(() => Number.POSITIVE_INFINITY);
    const mults = Math.max(1, Math.round(20_000 / ((n + 1) * 30)));
    const load = (st: em.PippengerState, o: number): void => {
      scalar.copy(st.scalars[0], d.scalars[(o + n) % POINTS]);
      g.geCopy(st.points[0], g.GE_CONST_G);
      em.ecmultEndoSplit(st.scalars[0], st.scalars[1], st.points[0], st.points[1]);
      for (let i = 0; i < n; i++) {
        scalar.copy(st.scalars[2 + 2 * i], d.scalars[o + i]);
        g.geCopy(st.points[2 + 2 * i], d.pubkeys[o + i]);
        em.ecmultEndoSplit(
          st.scalars[2 + 2 * i],
          st.scalars[3 + 2 * i],
          st.points[2 + 2 * i],
          st.points[3 + 2 * i],
        );
      }
    };
    for (let r = 0; r < rounds; r++) {
      ws.forEach((w, k) => {
        const st = em.pippengerStateFits(state, entries, w) ? state : big;
        const c0 = process.cpuUsage();
        for (let i = 0; i < mults; i++) {
          load(st, nextOffset(d, n));
          em.ecmultPippenger(st, w, out, entries);
        }
        const c = process.cpuUsage(c0);
        const us = (c.user + c.system) / mults / (n + 1);
        if (us < best[k]) best[k] = us;
      });
    }
    console.log(
      `${String(n).padStart(6)}  ${ws.map((w, k) => `w${w}${w === w0 ? "*" : " "} ${best[k].toFixed(2)}`).join("  ")}`,
    );
  }
}
