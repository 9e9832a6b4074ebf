/**
 * `@k1/sigs` as Node and Deno resolve it: the API of the 10x26 module, with each function that
 * computes on points moving to 5x52 once 5x52 is measured faster for it in this process
 * (`tier.ts` says how). Everything else is the 10x26 module's own export.
 *
 * @module
 */
import { Batch, type BatchOptions } from "./batch.10x26.js";
import * as slow from "./sigs.10x26.js";
import { siblingTierSet, type TierSet, tierContext } from "./tier.js";

export * from "./sigs.10x26.js";

type Sigs = typeof slow;

/** The tier set of this entry (its report is for tests and benchmarks). */
export const tiers: TierSet<Sigs> = siblingTierSet(
  slow,
  import.meta.url,
  "./sigs.5x52.js",
  () => import("./sigs.5x52.js"),
);

export const ecdh: Sigs["ecdh"] = tiers.fn("ecdh");
export const ecdsaRecover: Sigs["ecdsaRecover"] = tiers.fn("ecdsaRecover");
export const ecdsaSign: Sigs["ecdsaSign"] = tiers.fn("ecdsaSign");
export const ecdsaSignRecoverable: Sigs["ecdsaSignRecoverable"] = tiers.fn("ecdsaSignRecoverable");
export const ecdsaVerify: Sigs["ecdsaVerify"] = tiers.fn("ecdsaVerify");
export const ellswiftCreate: Sigs["ellswiftCreate"] = tiers.fn("ellswiftCreate");
export const ellswiftDecode: Sigs["ellswiftDecode"] = tiers.fn("ellswiftDecode");
export const ellswiftEncode: Sigs["ellswiftEncode"] = tiers.fn("ellswiftEncode");
export const ellswiftXdh: Sigs["ellswiftXdh"] = tiers.fn("ellswiftXdh");
export const keypairCreate: Sigs["keypairCreate"] = tiers.fn("keypairCreate");
export const keypairPub: Sigs["keypairPub"] = tiers.fn("keypairPub");
export const keypairSec: Sigs["keypairSec"] = tiers.fn("keypairSec");
export const keypairXonlyPub: Sigs["keypairXonlyPub"] = tiers.fn("keypairXonlyPub");
export const keypairXonlyTweakAdd: Sigs["keypairXonlyTweakAdd"] = tiers.fn("keypairXonlyTweakAdd");
export const pubkeyCmp: Sigs["pubkeyCmp"] = tiers.fn("pubkeyCmp");
export const pubkeyCombine: Sigs["pubkeyCombine"] = tiers.fn("pubkeyCombine");
export const pubkeyCreate: Sigs["pubkeyCreate"] = tiers.fn("pubkeyCreate");
export const pubkeyNegate: Sigs["pubkeyNegate"] = tiers.fn("pubkeyNegate");
export const pubkeyParse: Sigs["pubkeyParse"] = tiers.fn("pubkeyParse");
export const pubkeySerialize: Sigs["pubkeySerialize"] = tiers.fn("pubkeySerialize");
export const pubkeySort: Sigs["pubkeySort"] = tiers.fn("pubkeySort");
export const pubkeyTweakAdd: Sigs["pubkeyTweakAdd"] = tiers.fn("pubkeyTweakAdd");
export const pubkeyTweakMul: Sigs["pubkeyTweakMul"] = tiers.fn("pubkeyTweakMul");
export const schnorrSign: Sigs["schnorrSign"] = tiers.fn("schnorrSign");
export const schnorrSignCustom: Sigs["schnorrSignCustom"] = tiers.fn("schnorrSignCustom");
export const schnorrVerify: Sigs["schnorrVerify"] = tiers.fn("schnorrVerify");
export const schnorrVerifyBatch: Sigs["schnorrVerifyBatch"] = tiers.fn("schnorrVerifyBatch");
export const xonlyPubkeyCmp: Sigs["xonlyPubkeyCmp"] = tiers.fn("xonlyPubkeyCmp");
export const xonlyPubkeyFromPubkey: Sigs["xonlyPubkeyFromPubkey"] = tiers.fn("xonlyPubkeyFromPubkey");
export const xonlyPubkeyParse: Sigs["xonlyPubkeyParse"] = tiers.fn("xonlyPubkeyParse");
export const xonlyPubkeyTweakAdd: Sigs["xonlyPubkeyTweakAdd"] = tiers.fn("xonlyPubkeyTweakAdd");
export const xonlyPubkeyTweakAddCheck: Sigs["xonlyPubkeyTweakAddCheck"] =
  tiers.fn("xonlyPubkeyTweakAddCheck");

/** The module a batch belongs to: batches of 10x26 stay on 10x26. */
const owner = (batch: Batch): Sigs => (batch instanceof Batch ? slow : (tiers.fastLoaded ?? slow));

/** A batch on the backend that Schnorr verification runs on now (batches follow `schnorrVerify`). */
export function batchCreate(maxMemory: number, auxRand16?: Uint8Array | null, options?: BatchOptions): Batch {
  return (tiers.movedTo("schnorrVerify") ?? slow).batchCreate(maxMemory, auxRand16, options);
}
export const batchAddSchnorrsig: Sigs["batchAddSchnorrsig"] = tiers.byOwner("batchAddSchnorrsig", owner);
export const batchAddXonlypubTweakCheck: Sigs["batchAddXonlypubTweakCheck"] = tiers.byOwner(
  "batchAddXonlypubTweakCheck",
  owner,
);
export const batchVerify: Sigs["batchVerify"] = tiers.byOwner("batchVerify", owner);
export const batchUsable: Sigs["batchUsable"] = tiers.byOwner("batchUsable", owner);
export const batchInvalid: Sigs["batchInvalid"] = tiers.byOwner("batchInvalid", owner);

tiers.whenLoaded((fast) => tierContext.loaded(fast.contextRandomize));

/**
 * Re-randomizes the signing context of both backends (see the 10x26 module's `contextRandomize`):
 * 5x52's once loaded; before that a reset is remembered, and 5x52's context is created with fresh
 * randomness when it loads.
 */
export function contextRandomize(seed32?: Uint8Array | null): void {
  tierContext.randomizeBoth(slow.contextRandomize, seed32);
}

/** The entry: 10x26, moving to 5x52 function by function. */
export const BACKEND: string = "tiered";
