/**
 * The seven signature rows that k1, its peers and native libsecp256k1 all have, with
 * libsecp256k1's names (`bench.c`, `bench_ecdh`, `bench_recover`, `bench_schnorrsig`): the rows of
 * `npm run demo`'s summary and of `bench_native`.
 *
 * @module
 */
export const SIG_ROWS = [
  "ec_keygen",
  "ecdsa_sign",
  "ecdsa_verify",
  "ecdsa_recover",
  "schnorrsig_sign",
  "schnorrsig_verify",
  "ecdh",
] as const;

/** One of {@link SIG_ROWS}. */
export type SigRow = (typeof SIG_ROWS)[number];
