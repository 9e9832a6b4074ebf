/**
 * The README's main job (`npm run demo`): benchmarks what k1 has so far in libsecp256k1's format,
 * both field backends and the BigInt reference in one process, then the ratios that matter.
 * (The signature demo takes over here when @k1/sigs lands.)
 *
 * @module
 */
import { header, measuredRows, setFilters, sinkValue } from "./harness.js";

setFilters(process.argv.slice(2));
console.log(`k1 main job: Node ${process.version}, ${new Date().toISOString()}`);
header();
for (const m of ["field", "scalar", "group"]) {
  const mod = (await import(`./internal/${m}.js`)) as { run(): void };
  mod.run();
}
const avg = (sec: string, name: string) =>
  measuredRows().find((r) => r.section === sec && r.name === name)?.avg;
const bigMul = avg("field BigInt", "field_mul_bigint");
console.log("\nSummary (ratios measured in this process):");
for (const be of ["5x52", "10x26"]) {
  const mul = avg(`field ${be}`, "field_mul");
  const sqr = avg(`field ${be}`, "field_sqr");
  if (mul === undefined || sqr === undefined) continue;
  const ratio = bigMul !== undefined ? ` (${(bigMul / mul).toFixed(1)}x faster than BigInt)` : "";
  console.log(
    `  ${be}: field_mul ${(mul * 1000).toFixed(1)} ns${ratio}; field_sqr ${(sqr * 1000).toFixed(1)} ns`,
  );
}
console.log(`# sink ${sinkValue()}`);
