/**
 * `@k1/silentpayments`: BIP352 silent payments in pure TypeScript, after libsecp256k1's
 * silentpayments module (`secp256k1_silentpayments.h`): the sender's outputs, labels, prevouts
 * summaries (serializable for light clients) and scanning, with `Uint8Array`s in and out and
 * `@k1/sigs`' error class (`K1Error`, stable codes).
 *
 * As libsecp256k1's module, this is not a wallet: addresses, scripts and which transaction inputs
 * count (BIP352's input rules) are the caller's; these functions do the elliptic-curve part.
 *
 * ## Backends
 * - `@k1/silentpayments/5x52` — on `@k1/sigs/5x52`, the faster one in Node (V8 engines).
 * - `@k1/silentpayments/10x26` — on `@k1/sigs/10x26`, portable (JavaScriptCore, SpiderMonkey).
 *
 * This root module is the 5x52 backend (`export * from "./silentpayments.5x52.js"`).
 *
 * @example
 * ```ts
 * import { keypairCreate, keypairXonlyPub, pubkeyCreate } from "@k1/sigs";
 * import {
 *   silentpaymentsRecipientPrevoutsSummaryCreate,
 *   silentpaymentsRecipientScanOutputs,
 *   silentpaymentsSenderCreateOutputs,
 * } from "@k1/silentpayments";
 *
 * const outputs = silentpaymentsSenderCreateOutputs(
 *   [{ scanPubkey: pubkeyCreate(scanKey), spendPubkey: pubkeyCreate(spendKey) }],
 *   smallestOutpoint,
 *   [keypairCreate(inputKey)],
 * );
 * const summary = silentpaymentsRecipientPrevoutsSummaryCreate(smallestOutpoint, [
 *   keypairXonlyPub(keypairCreate(inputKey)).xonlyPubkey,
 * ]);
 * silentpaymentsRecipientScanOutputs(outputs, scanKey, summary!, pubkeyCreate(spendKey)); // [{ output, tweak, label: null }]
 * ```
 *
 * @packageDocumentation
 */
export * from "./silentpayments.5x52.js";
