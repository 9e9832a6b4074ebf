import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { k1Config } from "../../vitest.shared.ts";

const config = k1Config(import.meta.url);

// The "low" variants of the test templates (test/*.low.test.ts, written by gen-backends.mjs with
// the src/*.low.ts copies the exhaustive tests import) would run the secp256k1 tests over the
// small-order scalars: they test nothing, so they are left out (as in @k1/ecmult).
config.test?.exclude?.push("test/**/*.low.test.ts");

// TEMPORARY: while `@k1/ecmult/<backend>` does not yet re-export ecmultGen / ecmultConst, point it
// at test/ecmult-shim.<backend>.ts (source mode only). Drops out by itself once ecmult has them.
const ecmultEntry = fileURLToPath(new URL("../ecmult/src/ecmult.5x52.ts", import.meta.url));
if (process.env.K1_RELEASE !== "1" && !readFileSync(ecmultEntry, "utf8").includes("gen.5x52")) {
  const alias = config.resolve?.alias as { find: string | RegExp; replacement: string }[];
  for (const be of ["5x52", "10x26"]) {
    alias.unshift({
      find: new RegExp(`^@k1/ecmult/${be}$`),
      replacement: fileURLToPath(new URL(`./test/ecmult-shim.${be}.ts`, import.meta.url)),
    });
  }
}

export default config;
