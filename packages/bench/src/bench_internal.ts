/**
 * `bench_internal [field|scalar|group ...] [row filters ...]`: libsecp256k1's bench_internal.
 *
 * Each module under ./internal exports `run()` printing its rows. Arguments that name a module
 * select modules; any other argument filters rows by substring.
 *
 * @module
 */
import { header, ROUNDS, rounds, setFilters, sinkValue } from "./harness.js";

const MODULES = ["field", "scalar", "group"] as const;

const args = process.argv.slice(2);
const mods = args.filter((a) => (MODULES as readonly string[]).includes(a));
setFilters(args.filter((a) => !(MODULES as readonly string[]).includes(a)));
header();
const loaded: { run(): void }[] = [];
for (const m of mods.length > 0 ? mods : MODULES)
  loaded.push((await import(`./internal/${m}.js`)) as { run(): void });
rounds(ROUNDS, () => {
  for (const mod of loaded) mod.run();
});
console.log(`# sink ${sinkValue()}`);
