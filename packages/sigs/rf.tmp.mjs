const { header, bench, section, sinkValue } = await import("/work/main/packages/bench/dist/harness.js");
header();
for (const be of (process.argv[2] ?? "5x52,10x26").split(",")) {
  const g = await import(`@k1/group/${be}`);
  const scalar = await import("@k1/scalar");
  const gen = await import(`/work/main/packages/ecmult/dist/gen.${be}.js`);
  const cst = await import(`/work/main/packages/ecmult/dist/const.${be}.js`);
  const em = await import(`/work/main/packages/ecmult/dist/strauss.${be}.js`);
  section(`primitives ${be}`);
  const s = scalar.create(); scalar.setB32(s, new Uint8Array(32).fill(0x41));
  const ctx = gen.ecmultGenContextCreate(); const rj = g.gejCreate(); const r = g.geCreate();
  bench("ecmult_gen", 1000, (n) => { for (let i = 0; i < n; i++) gen.ecmultGen(ctx, rj, s); return rj.infinity; });
  g.geSetGej(r, rj);
  bench("ecmult_const", 1000, (n) => { for (let i = 0; i < n; i++) cst.ecmultConst(rj, r, s); return rj.infinity; });
  const pj = g.gejCreate(); g.gejSetGe(pj, r);
  bench("ecmult_1p_g", 1000, (n) => { for (let i = 0; i < n; i++) em.ecmult(rj, pj, s, s); return rj.infinity; });
  const m = await import(`/work/main/packages/bench/dist/internal/sigs-rows.${be}.js`);
  m.run();
}
console.log(`# sink ${sinkValue()}`);
