/**
 * `bench_ecmult` rows for the 5x52 backend (template: the build writes the 10x26 copy, so each
 * backend runs its own monomorphic copy of the multiplication code). Data and bodies follow
 * libsecp256k1's bench_ecmult.c: public keys 2^i·G with secret keys 2^i, scalars
 * sha256("ecmult" ‖ i as 4 bytes little endian), offsets hashed from the run number; `ecmult_1p_g`
 * is reported per point, as libsecp256k1 does (two points per multiplication: half the time of
 * one call).
 *
 * Each row is checked after it ran, as libsecp256k1's teardown does: the sum of the outputs must be
 * (Σ scalars for G + Σ seckeys·scalars for the points)·G, computed with the other algorithm
 * (here `ecmult` with the sum as the G scalar, through the precomputed G tables).
 *
 * @module
 */
import { createHash } from "node:crypto";
import * as em from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { bench, section } from "../harness.js";

/** Points and scalars of the data set (libsecp256k1 uses 32768; fewer suffice to defeat caching). */
export const POINTS = 1024;

/** The shared data of the ecmult rows (libsecp256k1's `bench_data`). */
export interface BenchData {
  /** Scalars sha256("ecmult" ‖ i). */
  readonly scalars: scalar.Scalar[];
  /** Secret keys 2^i mod n. */
  readonly seckeys: scalar.Scalar[];
  /** Public keys 2^i·G, affine. */
  readonly pubkeys: g.Ge[];
  /** Public keys 2^i·G, Jacobian (as the doubling chain left them). */
  readonly pubkeysGej: g.Gej[];
  /** One output per iteration of the largest run. */
  readonly output: g.Gej[];
  /** x-only outputs (ecmult_const_xonly). */
  readonly outputXonly: fe.Fe[];
  /** The offsets of the current run (hash_into_offset). */
  offset1: number;
  offset2: number;
}

/** libsecp256k1's hash_into_offset: two offsets in [0, POINTS) from x. */
export function hashIntoOffset(d: BenchData, x: number): void {
  d.offset1 = Number((BigInt(x) * 0x537b7f6fn + 0x8f66a481n) % BigInt(POINTS));
  d.offset2 = Number((BigInt(x) * 0x7f6f537bn + 0x6a1a8f49n) % BigInt(POINTS));
}

function generateScalar(r: scalar.Scalar, num: number): void {
  const c = Uint8Array.from([0x65, 0x63, 0x6d, 0x75, 0x6c, 0x74, num, num >>> 8, num >>> 16, num >>> 24]);
  const h = new Uint8Array(createHash("sha256").update(c).digest());
  if (scalar.setB32(r, h)) throw new Error("bench_ecmult: scalar overflow");
}

function setup(maxIters: number): BenchData {
  const scalars: scalar.Scalar[] = [];
  const seckeys: scalar.Scalar[] = [];
  const pubkeysGej = g.gejArray(POINTS);
  const pubkeys = g.geArray(POINTS);
  g.gejSetGe(pubkeysGej[0], g.GE_CONST_G);
  for (let i = 0; i < POINTS; i++) {
    const s = scalar.create();
    generateScalar(s, i);
    scalars.push(s);
    const k = scalar.create();
    if (i === 0) scalar.setInt(k, 1);
    else {
      scalar.add(k, seckeys[i - 1], seckeys[i - 1]);
      g.gejDoubleVar(pubkeysGej[i], pubkeysGej[i - 1], null);
    }
    seckeys.push(k);
  }
  const tmp = g.gejArray(POINTS);
  for (let i = 0; i < POINTS; i++) g.gejCopy(tmp[i], pubkeysGej[i]);
  g.geSetAllGejVar(pubkeys, tmp, POINTS);
  const d: BenchData = {
    scalars,
    seckeys,
    pubkeys,
    pubkeysGej,
    output: g.gejArray(maxIters + 1),
    outputXonly: g.feArray(maxIters + 1),
    offset1: 0,
    offset2: 0,
  };
  hashIntoOffset(d, 0);
  return d;
}

const sum = g.gejCreate();
const check = g.gejCreate();
const gj = g.gejCreate();
const inf = g.gejCreate();
const zero = scalar.create();
const total = scalar.create();
const t = scalar.create();

/**
 * libsecp256k1's bench_ecmult_teardown_helper: checks Σ output[0..iters) against
 * (Σ scalars[gen + i] + Σ seckeys[sec + i]·scalars[sc + i])·G. An offset of −1 leaves that sum out.
 */
export function teardownCheck(
  d: BenchData,
  sec: number,
  sc: number,
  gen: number,
  iters: number,
  row: string,
): void {
  g.gejSetInfinity(sum);
  scalar.setInt(total, 0);
  for (let i = 0; i < iters; i++) {
    g.gejAddVar(sum, sum, d.output[i], null);
    if (gen >= 0) scalar.add(total, total, d.scalars[(gen + i) % POINTS]);
    if (sec >= 0) {
      scalar.mul(t, d.seckeys[(sec + i) % POINTS], d.scalars[(sc + i) % POINTS]);
      scalar.add(total, total, t);
    }
  }
  // total·G both through the table of odd multiples of a point and through the G tables.
  g.gejSetInfinity(inf);
  g.gejSetGe(gj, g.GE_CONST_G);
  em.ecmult(check, gj, total, null);
  if (!g.gejEqVar(check, sum)) throw new Error(`bench_ecmult: ${row} gave a wrong result`);
  em.ecmult(check, inf, zero, total);
  if (!g.gejEqVar(check, sum)) throw new Error(`bench_ecmult: ${row} gave a wrong result`);
}

function fold(a: g.Gej): number {
  return a.infinity ^ Number(BigInt.asUintN(16, fe.toBigInt(a.x)));
}

/** Iterations of one run of a row (libsecp256k1's default 10000 for bench_ecmult, scaled down). */
export const ITERS = 2_000;

/** Prints the bench_ecmult rows of this backend. */
export function run(): void {
  section(`ecmult ${fe.BACKEND}`);
  const d = setup(Math.ceil(2 * ITERS * Number(process.env.K1_BENCH_ITERS ?? 1)));
  const inf0 = g.gejCreate();
  g.gejSetInfinity(inf0);

  // >>> ecmult_gen, ecmult_const, ecmult_const_xonly (libsecp256k1's first three rows) go here,
  // written by the ecmult_gen / ecmult_const work with the same data: genConstRows(d). <<<
  genConstRows(d);

  // ecmult with a point that is not the generator.
  let last = 0;
  const row1p = bench("ecmult_1p", ITERS, (n) => {
    hashIntoOffset(d, d.offset1);
    const o1 = d.offset1;
    const o2 = d.offset2;
    for (let i = 0; i < n; i++) {
      em.ecmult(d.output[i], d.pubkeysGej[(o1 + i) % POINTS], d.scalars[(o2 + i) % POINTS], null);
    }
    last = n;
    return fold(d.output[n - 1]);
  });
  if (row1p !== undefined) teardownCheck(d, d.offset1, d.offset2, -1, last, "ecmult_1p");

  // ecmult with the generator only.
  const row0pG = bench("ecmult_0p_g", ITERS, (n) => {
    hashIntoOffset(d, d.offset1);
    const o1 = d.offset1;
    for (let i = 0; i < n; i++) em.ecmult(d.output[i], inf0, zero, d.scalars[(o1 + i) % POINTS]);
    last = n;
    return fold(d.output[n - 1]);
  });
  if (row0pG !== undefined) teardownCheck(d, -1, -1, d.offset1, last, "ecmult_0p_g");

  // ecmult with the generator and another point; reported per point (n/2 multiplications).
  const row1pG = bench("ecmult_1p_g", 2 * ITERS, (n) => {
    hashIntoOffset(d, d.offset1);
    const o1 = d.offset1;
    const o2 = d.offset2;
    const m = Math.max(1, n >> 1);
    for (let i = 0; i < m; i++) {
      em.ecmult(
        d.output[i],
        d.pubkeysGej[(o1 + i) % POINTS],
        d.scalars[(o2 + i) % POINTS],
        d.scalars[(o1 + i) % POINTS],
      );
    }
    last = m;
    return fold(d.output[m - 1]);
  });
  if (row1pG !== undefined) teardownCheck(d, d.offset1, d.offset2, d.offset1, last, "ecmult_1p_g");
}

/** The seed the ecmult_gen context is randomized with (a signing context is randomized). */
const BLIND_SEED = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) & 0xff);

/**
 * The rows `ecmult_gen`, `ecmult_const` and `ecmult_const_xonly` (libsecp256k1's bench_ecmult
 * order: before `ecmult_1p`), with libsecp256k1's bodies and teardown checks: ecmult_gen of
 * scalars[offset1 + i] with a randomized context; ecmult_const of pubkeys[offset1 + i] by
 * scalars[offset2 + i]; ecmult_const_xonly of the same from the x coordinate alone (known to be on
 * the curve), checked against the x of `ecmult`.
 */
function genConstRows(d: BenchData): void {
  const ctx = em.ecmultGenContextCreate();
  em.ecmultGenContextRandomize(ctx, BLIND_SEED);
  let last = 0;

  bench("ecmult_gen", ITERS, (n) => {
    hashIntoOffset(d, d.offset1);
    const o1 = d.offset1;
    for (let i = 0; i < n; i++) em.ecmultGen(ctx, d.output[i], d.scalars[(o1 + i) % POINTS]);
    last = n;
    return fold(d.output[n - 1]);
  });
  teardownCheck(d, -1, -1, d.offset1, last, "ecmult_gen");

  bench("ecmult_const", ITERS, (n) => {
    hashIntoOffset(d, d.offset1);
    const o1 = d.offset1;
    const o2 = d.offset2;
    for (let i = 0; i < n; i++) {
      em.ecmultConst(d.output[i], d.pubkeys[(o1 + i) % POINTS], d.scalars[(o2 + i) % POINTS]);
    }
    last = n;
    return fold(d.output[n - 1]);
  });
  teardownCheck(d, d.offset1, d.offset2, -1, last, "ecmult_const");

  bench("ecmult_const_xonly", ITERS, (n) => {
    hashIntoOffset(d, d.offset1);
    const o1 = d.offset1;
    const o2 = d.offset2;
    for (let i = 0; i < n; i++) {
      em.ecmultConstXonly(
        d.outputXonly[i],
        d.pubkeys[(o1 + i) % POINTS].x,
        null,
        d.scalars[(o2 + i) % POINTS],
        true,
      );
    }
    last = n;
    return Number(BigInt.asUintN(16, fe.toBigInt(d.outputXonly[n - 1])));
  });
  // libsecp256k1's teardown: each output against the x of ecmult's result.
  const expected = g.gejCreate();
  for (let i = 0; i < last; i++) {
    em.ecmult(expected, d.pubkeysGej[(d.offset1 + i) % POINTS], d.scalars[(d.offset2 + i) % POINTS], null);
    if (!g.gejEqXVar(d.outputXonly[i], expected))
      throw new Error("bench_ecmult: ecmult_const_xonly gave a wrong result");
  }
}
