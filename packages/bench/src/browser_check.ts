/**
 * `browser_check`: the signature self-check (`internal/known-answers.ts`) in headless Chromium, on a
 * page built with Vite from the packages, so through the entry a browser bundle resolves
 * (`@k1/sigs`: its browser build) and through `@k1/sigs/5x52`; `npm test` runs it
 * (`scripts/test-engines.mjs`). Without a browser it says so and passes, except under `CI=true`,
 * where that fails.
 *
 * @module
 */
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumMissing, launchChromium, ORIGIN, runPage } from "./internal/chromium.js";
import { ROOT_BACKENDS } from "./internal/conditions.js";
import type { SelfCheckCounts, SelfCheckVectors } from "./internal/known-answers.js";
import { buildPage } from "./internal/web-build.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..", "..");
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

function vector(rel: string): string {
  return readFileSync(join(root, "vectors", rel), "utf8");
}

/** Reads the self-check's vectors from the repository's `vectors/`. */
export function loadSelfCheckVectors(): SelfCheckVectors {
  const fixtures = JSON.parse(vector("tiny-secp256k1/tests/fixtures/ecdsa.json")) as {
    valid: { d: string; m: string; signature: string; recoveryId: number }[];
  };
  const ecdsa = fixtures.valid.map((t) => ({ d: t.d, m: t.m, sig: t.signature, rid: t.recoveryId }));
  const bip340 = vector("bitcoin-bips/bip-0340/test-vectors.csv")
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => {
      const [, sk, pk, aux, msg, sig, result] = line.split(",");
      return {
        sk: sk.toLowerCase(),
        pk: pk.toLowerCase(),
        aux: aux.toLowerCase(),
        msg: msg.toLowerCase(),
        sig: sig.toLowerCase(),
        ok: result === "TRUE",
      };
    });
  const wy = JSON.parse(vector("wycheproof/testvectors_v1/ecdh_secp256k1_test.json")) as {
    testGroups: { tests: { public: string; private: string; shared: string; result: string }[] }[];
  };
  // Valid cases with an uncompressed point in a plain SubjectPublicKeyInfo.
  const spki = "3056301006072a8648ce3d020106052b8104000a034200";
  const ecdh = wy.testGroups
    .flatMap((g) => g.tests)
    .filter((t) => t.result === "valid" && t.public.startsWith(spki) && t.public.length === spki.length + 130)
    .map((t) => {
      const d = BigInt(`0x${t.private}`);
      return {
        d: (d % N).toString(16).padStart(64, "0"),
        pub: t.public.slice(spki.length),
        x: t.shared,
        ok: d > 0n && d < N,
      };
    })
    .filter((t) => t.ok)
    .map(({ d, pub, x }) => ({ d, pub, x }));
  return { ecdsa, bip340, ecdh };
}

async function main(): Promise<number> {
  const missing = chromiumMissing();
  if (missing !== null) {
    if (process.env.CI === "true") {
      console.error(`browser_check: ${missing}; CI=true, so this fails`);
      return 1;
    }
    console.warn(`browser_check: ${missing}: the Chromium self-check is skipped`);
    return 0;
  }
  const vectors = loadSelfCheckVectors();
  const out = join(root, "node_modules", ".cache", "k1-engines", "selfcheck");
  mkdirSync(out, { recursive: true });
  await buildPage(join(here, "web", "selfcheck-page.js"), out, "k1 self-check");
  const c = await launchChromium(out, () => {});
  try {
    await c.page.goto(`${ORIGIN}/`);
    await c.page.waitForFunction(
      () => typeof (globalThis as { K1_SELFCHECK?: unknown }).K1_SELFCHECK === "function",
    );
    await c.page.evaluate((v) => {
      (globalThis as { K1_SELFCHECK_INPUT?: unknown }).K1_SELFCHECK_INPUT = v;
      (globalThis as unknown as { K1_SELFCHECK: () => void }).K1_SELFCHECK();
    }, vectors);
    const r = (await runPage(c, null, 600_000)) as {
      error?: string;
      results?: (SelfCheckCounts & { entry: string })[];
    };
    if (r.error !== undefined) {
      console.error(`browser_check: Chromium ${c.version}: ${r.error}`);
      return 1;
    }
    for (const e of r.results ?? []) {
      const parts = Object.entries(e.counts).map(([k, n]) => `${k} ${n}`);
      console.log(`browser_check: Chromium ${c.version}, ${e.entry} (${e.backend}): ${parts.join(", ")}`);
    }
    const got = r.results?.find((e) => e.entry === "@k1/sigs")?.backend;
    if (got !== ROOT_BACKENDS.browser) {
      console.error(
        `browser_check: @k1/sigs is ${got} in the browser bundle, expected ${ROOT_BACKENDS.browser}`,
      );
      return 1;
    }
    return 0;
  } finally {
    await c.close();
  }
}

process.exitCode = await main();
