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
 *   into native 64-bit arithmetic: the faster one in V8 (Node, Deno) once a process has run tens of
 *   thousands of operations, slower before that and in engines that do not lower BigInt64
 *   arithmetic (JavaScriptCore, SpiderMonkey).
 * - `@k1/sigs/10x26` — 26-bit limbs in plain numbers, at full speed on every engine from the first
 *   calls.
 *
 * The root `@k1/sigs` resolves through its `exports` conditions to a tiered build on Node and Deno:
 * every call runs on 10x26 at first, and once the process has made some thousands of calls each
 * function that computes on points moves to 5x52 when that measures faster for it (at most a
 * quarter of the time goes to measuring), so a short-lived process gets 10x26's start and a
 * long-running one 5x52's steady state, with the same results either way. Bun, browsers and React
 * Native get 10x26 (the backend guide has the measurements). This module gives the root's types,
 * which are the same for every build. Each backend is a separate module graph with its own
 * monomorphic copies of the hot code, so importing one does not load the other.
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
