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
 * @module
 */

import { type EcmultGenContext, ecmultGenContextCreate, ecmultGenContextRandomize } from "@k1/ecmult/5x52";
import * as g from "@k1/group/5x52";
import { K1Error } from "./errors.js";
import { assertBytes } from "./validate.js";

/** 32 fresh random bytes from `crypto.getRandomValues`, or null where the platform has none. */
function systemSeed(): Uint8Array | null {
  const c = (globalThis as { crypto?: { getRandomValues?: (a: Uint8Array) => Uint8Array } }).crypto;
  if (c === undefined || typeof c.getRandomValues !== "function") return null;
  return c.getRandomValues(new Uint8Array(32));
}

let ctx: EcmultGenContext | null = null;

function createRandomized(): EcmultGenContext {
  const c = ecmultGenContextCreate();
  const seed = systemSeed();
  if (seed !== null) {
    ecmultGenContextRandomize(c, seed);
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
    ecmultGenContextRandomize(c, null);
    return;
  }
  if (seed32 === undefined) {
    const seed = systemSeed();
    if (seed === null)
      throw new K1Error("ERR_RANDOM", "contextRandomize: crypto.getRandomValues is not available");
    ecmultGenContextRandomize(c, seed);
    seed.fill(0);
    return;
  }
  assertBytes(seed32, "seed32", 32);
  ecmultGenContextRandomize(c, seed32);
}
