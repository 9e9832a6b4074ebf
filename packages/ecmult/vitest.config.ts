import { k1Config } from "../../vitest.shared.ts";

// The "low" variants of the test templates (test/*.low.test.ts, written by gen-backends.mjs along
// with the src/*.low.ts copies that the exhaustive tests import) would run the secp256k1 tests
// over small-order scalars: they are not tests of anything, so they are left out.
const config = k1Config(import.meta.url);
config.test?.exclude?.push("test/**/*.low.test.ts");
export default config;
