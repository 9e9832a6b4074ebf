/**
 * The cold-start probe of `bench_ecmult` (run as its own process by `internal/ecmult.ts`): imports
 * `@k1/ecmult/<backend>` and does one multiplication R = na·A + ng·G, as a verifier's first
 * signature check would (or, with `gen`, creates an ecmult_gen context and does one R = n·G, as a
 * signer's first signature would), then prints the wall-clock times as JSON on stdout:
 * `{ import, first, second, next10 }` in milliseconds (import of the package and its
 * dependencies; the first multiplication, which computes the default generator tables (`ecmult`) or
 * computes the comb table (`gen`, context included) and runs while V8 still interprets the code;
 * the second; the ten after it).
 *
 * Usage: `node ecmult-cold.js 5x52|10x26 [gen]`.
 *
 * @module
 */
const t0 = performance.now();
const be = process.argv[2] === "10x26" ? "10x26" : "5x52";
type Mods = [typeof import("@k1/ecmult/5x52"), typeof import("@k1/group/5x52"), typeof import("@k1/scalar")];
const [em, g, scalar] = (await Promise.all([
  import(`@k1/ecmult/${be}`),
  import(`@k1/group/${be}`),
  import("@k1/scalar"),
])) as Mods;
const t1 = performance.now();
const a = g.gejCreate();
g.gejSetGe(a, g.GE_CONST_G);
g.gejDoubleVar(a, a, null);
const na = scalar.create();
const ng = scalar.create();
const b = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) & 255);
scalar.setB32(na, b);
b.reverse();
scalar.setB32(ng, b);
const r = g.gejCreate();
let t2: number;
let t3: number;
let t4: number;
if (process.argv[3] === "gen") {
  const ctx = em.ecmultGenContextCreate();
  em.ecmultGen(ctx, r, ng);
  t2 = performance.now();
  em.ecmultGen(ctx, r, na);
  t3 = performance.now();
  for (let i = 0; i < 10; i++) em.ecmultGen(ctx, r, i & 1 ? na : ng);
  t4 = performance.now();
} else {
  em.ecmult(r, a, na, ng);
  t2 = performance.now();
  em.ecmult(r, a, na, ng);
  t3 = performance.now();
  for (let i = 0; i < 10; i++) em.ecmult(r, a, na, ng);
  t4 = performance.now();
}
console.log(
  JSON.stringify({ import: t1 - t0, first: t2 - t1, second: t3 - t2, next10: t4 - t3, inf: r.infinity }),
);
