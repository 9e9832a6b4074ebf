/**
 * `@k1/sigs`: secp256k1 signatures in pure TypeScript, after libsecp256k1's public API
 * (`secp256k1.h` with the ecdh, recovery, extrakeys, schnorrsig and ellswift modules): ECDSA with
 * RFC 6979 and recovery, BIP340 Schnorr, x-only keys and keypairs for BIP341, key tweaks, ECDH,
 * ElligatorSwift (BIP324) — with `Uint8Array`s in and out and one error class ({@link K1Error},
 * stable codes).
 *
 * ## Backends
 * The same API exists on both field backends of `@k1/field`:
 * - `@k1/sigs/5x52` — 52-bit limbs in 64-bit BigInt lanes, which V8's optimizing compiler turns
 *   into native 64-bit arithmetic. The faster one in Node (and Chromium, Deno, Bun: V8 engines).
 * - `@k1/sigs/10x26` — 26-bit limbs in plain numbers. Portable: engines that do not lower BigInt64
 *   arithmetic (SpiderMonkey, JavaScriptCore) run it far faster than the 5x52 code.
 *
 * This root module is the 5x52 backend (`export * from "./sigs.5x52.js"`), the faster one in Node,
 * where this library is mostly used; import `@k1/sigs/10x26` explicitly for Firefox/Safari-heavy
 * targets. Each backend is a separate module graph with its own monomorphic copies of the hot code,
 * so importing one does not load the other.
 *
 * `@k1/sigs/tiny` is a drop-in for tiny-secp256k1 (bitcoinjs-lib, ecpair, bip32).
 *
 * @example
 * ```ts
 * import { ecdsaSign, ecdsaVerify, pubkeyCreate, seckeyGenerate, sha256 } from "@k1/sigs";
 *
 * const secretKey = seckeyGenerate();
 * const hash = sha256(new TextEncoder().encode("hello"));
 * const sig = ecdsaSign(hash, secretKey);
 * ecdsaVerify(sig, hash, pubkeyCreate(secretKey)); // true
 * ```
 *
 * @packageDocumentation
 */
export * from "./sigs.5x52.js";
