/**
 * The browser self-check's page (`browser_check`, built with Vite): signs, verifies, recovers,
 * signs and verifies BIP340 and derives ECDH secrets with known-answer vectors, through the entry a
 * browser bundle resolves (`@k1/sigs`, its browser build) and through `@k1/sigs/5x52`. The vectors
 * come from the runner (`globalThis.K1_SELFCHECK_INPUT`, read from `vectors/`); the outcome is left in
 * `globalThis.K1_RESULT` as JSON: per entry its BACKEND and the count of each check, or the first
 * failure.
 *
 * @module
 */
import * as k1 from "@k1/sigs";
import * as k1a from "@k1/sigs/5x52";
import type { SelfCheckVectors } from "../internal/known-answers.js";
import { runSelfCheck } from "../internal/known-answers.js";

type G = { K1_SELFCHECK_INPUT?: SelfCheckVectors; K1_RESULT?: string };
const g = globalThis as G;

function main(): void {
  const v = g.K1_SELFCHECK_INPUT;
  if (v === undefined) throw new Error("selfcheck: no vectors");
  const out = [
    { entry: "@k1/sigs", ...runSelfCheck(k1, v) },
    { entry: "@k1/sigs/5x52", ...runSelfCheck(k1a, v) },
  ];
  g.K1_RESULT = JSON.stringify({ results: out });
}

// The runner sets the vectors, then calls this.
(globalThis as { K1_SELFCHECK?: () => void }).K1_SELFCHECK = () => {
  try {
    main();
  } catch (e) {
    g.K1_RESULT = JSON.stringify({ error: e instanceof Error ? e.message : String(e) });
  }
};
