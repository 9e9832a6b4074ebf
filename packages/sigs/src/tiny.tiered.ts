/**
 * `@k1/sigs/tiny` as Node and Deno resolve it: the tiny-secp256k1 interface of the 10x26 module,
 * with each function that computes on points moving to 5x52 once 5x52 is measured faster for it
 * in this process (`tier.ts` says how). The scalar functions are the 10x26 module's own.
 *
 * @module
 */
import { requireSibling, siblingTierSet, type TierSet, tierContext } from "./tier.js";
import * as slow from "./tiny.10x26.js";

export * from "./tiny.10x26.js";

type Tiny = typeof slow;

/** The tier set of this entry (its report is for tests and benchmarks). */
export const tiers: TierSet<Tiny> = siblingTierSet(
  slow,
  import.meta.url,
  "./tiny.5x52.js",
  () => import("./tiny.5x52.js"),
);

export const isPoint: Tiny["isPoint"] = tiers.fn("isPoint");
export const isPointCompressed: Tiny["isPointCompressed"] = tiers.fn("isPointCompressed");
export const isXOnlyPoint: Tiny["isXOnlyPoint"] = tiers.fn("isXOnlyPoint");
export const pointAdd: Tiny["pointAdd"] = tiers.fn("pointAdd");
export const pointAddScalar: Tiny["pointAddScalar"] = tiers.fn("pointAddScalar");
export const pointCompress: Tiny["pointCompress"] = tiers.fn("pointCompress");
export const pointFromScalar: Tiny["pointFromScalar"] = tiers.fn("pointFromScalar");
export const pointMultiply: Tiny["pointMultiply"] = tiers.fn("pointMultiply");
export const xOnlyPointFromScalar: Tiny["xOnlyPointFromScalar"] = tiers.fn("xOnlyPointFromScalar");
export const xOnlyPointFromPoint: Tiny["xOnlyPointFromPoint"] = tiers.fn("xOnlyPointFromPoint");
export const xOnlyPointAddTweak: Tiny["xOnlyPointAddTweak"] = tiers.fn("xOnlyPointAddTweak");
export const xOnlyPointAddTweakCheck: Tiny["xOnlyPointAddTweakCheck"] = tiers.fn("xOnlyPointAddTweakCheck");
export const sign: Tiny["sign"] = tiers.fn("sign");
export const signRecoverable: Tiny["signRecoverable"] = tiers.fn("signRecoverable");
export const signSchnorr: Tiny["signSchnorr"] = tiers.fn("signSchnorr");
export const verify: Tiny["verify"] = tiers.fn("verify");
export const recover: Tiny["recover"] = tiers.fn("recover");
export const verifySchnorr: Tiny["verifySchnorr"] = tiers.fn("verifySchnorr");

type ContextModule = { contextRandomize(seed32?: Uint8Array | null): void; K1Error: unknown };

// tiny's 5x52 module signs with the 5x52 context of `@k1/sigs`: register that context once this
// set has loaded 5x52, so that `contextRandomize` of `@k1/sigs` reaches it (the modules are
// already loaded then; the synchronous path only links them).
tiers.whenLoaded(() => {
  const done = (m: ContextModule) => tierContext.loaded(m.contextRandomize);
  try {
    const m = requireSibling<ContextModule>(import.meta.url, "./sigs.5x52.js");
    // The same module graph as this one (not a second copy under a test runner's loader).
    if (m !== null && m.K1Error === slow.K1Error) return done(m);
  } catch {
    // Fall through to the asynchronous import.
  }
  import("./sigs.5x52.js").then(done, () => undefined);
});
