/**
 * `bench_backends`: shows that a process runs each field backend at full speed whether it uses one
 * backend or both: what the per-backend copies of the backend-generic code cost.
 *
 * Each configuration runs in fresh child processes (the JIT's type feedback is per process):
 * - `5x52` alone, `10x26` alone;
 * - `both`: the two backends alternately in one process, the case where shared code would turn
 *   polymorphic. k1's backend-generic code (the field's sqrt and inverse chains, every group formula)
 *   exists once per backend as a generated copy, so its call sites stay monomorphic.
 *
 * The kernels are backend-generic code paths: `field_sqrt` (the addition chain in field.5x52.ts /
 * field.10x26.ts: about 270 limb calls through the generic layer) and `group_add_var` (@k1/group).
 * Reported: for each configuration, the median over K1_BACKEND_PROCS processes (default 5) of each
 * process's minimum µs per op over 10 timed rounds, and the ratio both/alone. (Shared code
 * through a closure or a backend object measured 5–18% slower once both backends ran in one
 * process, Node 20.20.2, 2026-11-29; the copies 0%.)
 *
 * @module
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { median } from "./harness.js";

type Mode = "5x52" | "10x26" | "both";

async function child(mode: Mode): Promise<void> {
  const A = await import("@k1/field/5x52");
  const B = await import("@k1/field/10x26");
  const GA = await import("@k1/group/5x52");
  const GB = await import("@k1/group/10x26");
  const hex = "79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798";
  const a1 = A.constant(hex);
  const b1 = A.constant(hex);
  const a2 = B.constant(hex);
  const b2 = B.constant(hex);
  const pa = GA.gejCreate();
  const qa = GA.gejCreate();
  const pb = GB.gejCreate();
  const qb = GB.gejCreate();
  GA.gejSetGe(pa, GA.GE_CONST_G);
  GA.gejDoubleVar(qa, pa, null);
  GB.gejSetGe(pb, GB.GE_CONST_G);
  GB.gejDoubleVar(qb, pb, null);
  let sink = 0;
  const ra = A.create();
  const rb = B.create();
  const sqrtA = (n: number) => {
    for (let i = 0; i < n; i++) {
      A.sqrt(ra, a1);
      A.add(ra, b1);
      A.normalizeWeak(ra);
      A.copy(a1, ra);
    }
  };
  const sqrtB = (n: number) => {
    for (let i = 0; i < n; i++) {
      B.sqrt(rb, a2);
      B.add(rb, b2);
      B.normalizeWeak(rb);
      B.copy(a2, rb);
    }
  };
  const addA = (n: number) => {
    for (let i = 0; i < n; i++) GA.gejAddVar(pa, pa, qa, null);
  };
  const addB = (n: number) => {
    for (let i = 0; i < n; i++) GB.gejAddVar(pb, pb, qb, null);
  };
  const time = (f: (n: number) => void, n: number) => {
    const t0 = process.hrtime.bigint();
    f(n);
    return Number(process.hrtime.bigint() - t0) / 1000 / n;
  };
  // The minimum over rounds after the first two (warm-up): this machine's noise only ever adds time.
  const out: Record<string, number> = {};
  const keep = (k: string, v: number, r: number) => {
    if (r >= 2) out[k] = Math.min(out[k] ?? Number.POSITIVE_INFINITY, v);
  };
  const rounds = 12;
  for (let r = 0; r < rounds; r++) {
    if (mode !== "10x26") {
      keep("field_sqrt 5x52", time(sqrtA, 1000), r);
      keep("group_add_var 5x52", time(addA, 50_000), r);
    }
    if (mode !== "5x52") {
      keep("field_sqrt 10x26", time(sqrtB, 500), r);
      keep("group_add_var 10x26", time(addB, 30_000), r);
    }
  }
  A.normalize(a1);
  B.normalize(a2);
  sink ^= A.isOdd(a1) ? 1 : 0;
  sink ^= B.isOdd(a2) ? 2 : 0;
  sink ^= pa.infinity ^ pb.infinity;
  out.sink = sink;
  process.stdout.write(JSON.stringify(out));
}

function parent(): void {
  const procs = Number(process.env.K1_BACKEND_PROCS ?? 5);
  const self = fileURLToPath(import.meta.url);
  const results: Record<Mode, Record<string, number[]>> = { "5x52": {}, "10x26": {}, both: {} };
  for (let p = 0; p < procs; p++) {
    for (const mode of ["5x52", "10x26", "both"] as Mode[]) {
      const json = execFileSync(process.execPath, [self, "--child", mode], { encoding: "utf8" });
      for (const [k, v] of Object.entries(JSON.parse(json) as Record<string, number>)) {
        if (k === "sink") continue;
        (results[mode][k] ??= []).push(v);
      }
    }
  }
  console.log(
    `bench_backends: median over ${procs} fresh processes of each one's minimum over 10 rounds, µs per op`,
  );
  console.log(`${"kernel".padEnd(24)}, ${"alone".padStart(9)}, ${"both".padStart(9)}, both/alone`);
  for (const k of Object.keys(results.both)) {
    const be = k.endsWith("5x52") ? "5x52" : "10x26";
    const alone = median(results[be][k]);
    const both = median(results.both[k]);
    console.log(
      `${k.padEnd(24)}, ${alone.toFixed(3).padStart(9)}, ${both.toFixed(3).padStart(9)}, ${(both / alone).toFixed(3)}`,
    );
  }
}

if (process.argv[2] === "--child") await child(process.argv[3] as Mode);
else parent();
