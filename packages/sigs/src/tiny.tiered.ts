/**
 * `@k1/sigs/tiny` as Node and Deno resolve it: the tiny-secp256k1 interface of the 10x26 module,
 * with each function that computes on points moving to 5x52 once 5x52 is measured faster for it
 * in this process (`tier.ts` says how). The scalar functions are the 10x26 module's own.
 *
 * @module
 */
import { createRequire } from "node:module";
import { TierSet } from "./tier.js";
import * as slow from "./tiny.10x26.js";

export * from "./tiny.10x26.js";

type Tiny = typeof slow;

/** The tier set of this entry (its report is for tests and benchmarks). */
export const tiers: TierSet<Tiny> = new TierSet<Tiny>(
  slow,
  () => createRequire(import.meta.url)("./tiny.5x52.js") as Tiny,
  () => import("./tiny.5x52.js") as unknown as Promise<Tiny>,
  (m) => m.K1TypeError === slow.K1TypeError,
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
