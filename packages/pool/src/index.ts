/**
 * `@k1/pool`: secp256k1 verification on every core. A {@link VerifyPool} spreads `@k1/sigs`' batch
 * verification (BIP340 signatures and BIP341 tweak checks), many single BIP340 and ECDSA
 * verifications and `@k1/silentpayments`' BIP352 scan of a block over workers: `worker_threads` in
 * Node, module Web Workers in browsers, with the same API in both and results identical to the
 * single-threaded calls.
 *
 * ## Backends
 * - `@k1/pool/5x52` — workers on `@k1/sigs/5x52`, the faster backend in V8 engines.
 * - `@k1/pool/10x26` — workers on `@k1/sigs/10x26`, for engines that do not lower BigInt64
 *   arithmetic (SpiderMonkey, JavaScriptCore).
 *
 * This root module is the 5x52 pool (`export * from "./pool.5x52.js"`).
 *
 * @example
 * ```ts
 * import { createVerifyPool } from "@k1/pool";
 *
 * const pool = createVerifyPool(); // one worker per core, started at the first job
 * const ok = await pool.schnorrVerifyBatch(sigs, msgs, xonlyPubkeys);
 * const each = await pool.ecdsaVerify(ecdsaSigs, hashes, pubkeys);
 * const found = await pool.silentpaymentsRecipientScanBlock(txs, scanKey, spendPubkey);
 * await pool.close();
 * ```
 *
 * @packageDocumentation
 */
export * from "./pool.5x52.js";
