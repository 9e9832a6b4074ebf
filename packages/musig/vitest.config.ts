import { k1Config } from "../../vitest.shared.ts";

const config = k1Config(import.meta.url);

// The "low" variants of the test templates (test/*.low.test.ts, written by gen-backends.mjs with
// the src/*.low.ts copies the exhaustive tests import) would run the secp256k1 tests over the
// small-order scalars: they test nothing, so they are left out (as in @k1/ecmult).
config.test?.exclude?.push("test/**/*.low.test.ts");

export default config;
