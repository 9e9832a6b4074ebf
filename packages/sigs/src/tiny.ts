/**
 * `@k1/sigs/tiny`: the tiny-secp256k1-compatible interface on the default (5x52) backend. See
 * `tiny.5x52.ts` for the semantics; `import * as ecc from "@k1/sigs/tiny"` and pass `ecc` to
 * bitcoinjs-lib's `initEccLib`, ecpair's `ECPairFactory` or bip32's `BIP32Factory`.
 *
 * @module
 */
export * from "./tiny.5x52.js";
