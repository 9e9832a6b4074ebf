/**
 * The signing context of this backend: the blinded `ecmult_gen` context behind every
 * multiplication of the generator by a secret (key generation, signing, tweaks of keys), as
 * libsecp256k1's `secp256k1_context` holds `ecmult_gen_ctx`.
 *
 * The context is created by the first operation that needs it (key generation, signing, tweaks of
 * keys, ElligatorSwift key creation), not when the module loads: building it computes the comb table
 * and runs one blinded multiplication, tens of milliseconds before the JIT has compiled the field
 * code, which importing the package and verifying signatures need not pay. It is randomized at once
 * from `crypto.getRandomValues` (where the platform has it; Node ≥ 19, Deno, Bun and browsers do),
 * as libsecp256k1 recommends calling `secp256k1_context_randomize` right after creating a context.
 * Randomization blinds the intermediate values of ecmult_gen against side channels (it changes no
 * result). {@link contextRandomize} re-randomizes it, e.g. after forking a process or from a
 * caller's own seed.
 *
 * The blinding values are derived as libsecp256k1's `secp256k1_ecmult_gen_blind` does (an RFC 6979
 * HMAC-SHA256 generator keyed with the current scalar offset ‖ seed32), with this package's
 * HMAC-SHA256 and `ecmultGenContextBlind`, rather than through `ecmultGenContextRandomize`, whose
 * own small SHA-256 a bundle would then carry a second time (0.8 KB min + gz). The generator is
 * written out here (seven MACs, once per randomization) rather than taken from `rfc6979.ts`, whose
 * keyed states speed up ECDSA's nonces: so a program that does not sign with ECDSA does not carry
 * that code (1 KB min).
 *
 * @module
 */

import {
  type EcmultGenContext,
  ecmultGenContextBlind,
  ecmultGenContextCreate,
  ecmultGenContextReset,
} from "@k1/ecmult/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { K1Error } from "./errors.js";
import { hmacSha256Into } from "./hash.js";
import { systemRandom } from "./random.js";
import { assertBytes } from "./validate.js";

/** 32 fresh random bytes from `crypto.getRandomValues`, or null where the platform has none. */
function systemSeed(): Uint8Array | null {
  return systemRandom(32);
}

let ctx: EcmultGenContext | null = null;

const BYTE_00 = /* @__PURE__ */ Uint8Array.of(0x00);
const BYTE_01 = /* @__PURE__ */ Uint8Array.of(0x01);
const keydata = new Uint8Array(64);
const drbgV = new Uint8Array(32);
const drbgK = new Uint8Array(32);

/**
 * The first two 32-byte outputs of RFC 6979 3.2's HMAC-SHA256 generator seeded with `seed`
 * (libsecp256k1's `secp256k1_rfc6979_hmac_sha256_initialize` and two `_generate` calls). Its state
 * is wiped afterwards.
 */
function drbgTwo(seed: Uint8Array, out1: Uint8Array, out2: Uint8Array): void {
  const v = drbgV;
  const k = drbgK;
  v.fill(0x01);
  k.fill(0x00);
  hmacSha256Into(k, k, v, BYTE_00, seed); // 3.2.d
  hmacSha256Into(v, k, v); //               3.2.e
  hmacSha256Into(k, k, v, BYTE_01, seed); // 3.2.f
  hmacSha256Into(v, k, v); //               3.2.g
  hmacSha256Into(v, k, v); //               3.2.h: the first output
  out1.set(v);
  hmacSha256Into(k, k, v, BYTE_00); //      3.2.h, the next: K and V updated first
  hmacSha256Into(v, k, v);
  hmacSha256Into(v, k, v);
  out2.set(v);
  v.fill(0);
  k.fill(0);
}
const projBlind32 = new Uint8Array(32);
const blind32 = new Uint8Array(32);

/**
 * libsecp256k1's `secp256k1_ecmult_gen_blind` with a seed: the same derivation as
 * `ecmultGenContextRandomize` of `@k1/ecmult` (tested to give the same blinding), with this
 * package's HMAC-SHA256. Secrets are zeroed after use.
 */
function randomize(c: EcmultGenContext, seed32: Uint8Array): void {
  if (c.built !== 1 || c.curve !== g.getCurve()) ecmultGenContextReset(c);
  // The prior blinding value is chained forward by hashing it with the seed.
  scalar.getB32(keydata, c.scalarOffset, 0);
  keydata.set(seed32, 32);
  drbgTwo(keydata, projBlind32, blind32);
  keydata.fill(0);
  ecmultGenContextBlind(c, projBlind32, blind32);
  projBlind32.fill(0);
  blind32.fill(0);
}

function createRandomized(): EcmultGenContext {
  const c = ecmultGenContextCreate();
  const seed = systemSeed();
  if (seed !== null) {
    randomize(c, seed);
    seed.fill(0);
  }
  return c;
}

/**
 * The ecmult_gen context for the group in use, created and randomized on first use: for packages
 * built on this one (`@k1/silentpayments`) that multiply the generator by secrets with
 * `@k1/ecmult`'s `ecmultGen`, so that {@link contextRandomize} blinds theirs too (libsecp256k1's
 * modules share one `secp256k1_context`). On secp256k1 it is one context for the life of the
 * module; the exhaustive tests switch curves, and a context belongs to one curve, so a switch makes
 * a new one (a pointer comparison on the fast path).
 *
 * @returns the context (secret blinding state: pass it to `ecmultGen`, never expose it).
 * @example
 * ```ts
 * ecmultGen(genContext(), r, secretScalar);
 * ```
 */
export function genContext(): EcmultGenContext {
  if (ctx === null || ctx.curve !== g.getCurve()) ctx = createRandomized();
  return ctx;
}

/**
 * Re-randomizes the blinding of the signing context (libsecp256k1's `secp256k1_context_randomize`).
 * The new blinding is derived from the old one and the seed, so a weak seed never makes it weaker.
 * Results never change; only the intermediate values of the constant-time generator
 * multiplication do.
 *
 * @param seed32 - 32 bytes of fresh secret randomness; if omitted, 32 bytes are taken from
 *   `crypto.getRandomValues`. `null` resets the context to no blinding (libsecp256k1's
 *   `seed32 = NULL`; for tests).
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` if `seed32` is given and is not 32 bytes;
 *   `ERR_RANDOM` if it is omitted and the platform has no `crypto.getRandomValues`.
 * @example
 * ```ts
 * import { contextRandomize } from "@k1/sigs";
 * contextRandomize(); // e.g. in a child process after fork
 * ```
 */
export function contextRandomize(seed32?: Uint8Array | null): void {
  const c = genContext();
  if (seed32 === null) {
    ecmultGenContextReset(c);
    return;
  }
  if (seed32 === undefined) {
    const seed = systemSeed();
    if (seed === null)
      throw new K1Error("ERR_RANDOM", "contextRandomize: crypto.getRandomValues is not available");
    randomize(c, seed);
    seed.fill(0);
    return;
  }
  assertBytes(seed32, "seed32", 32);
  randomize(c, seed32);
}
