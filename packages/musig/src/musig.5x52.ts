/**
 * `@k1/musig/5x52`: BIP327 MuSig2 on the 5x52 field backend (`@k1/field/5x52`, the faster one in
 * Node/V8). `@k1/musig/10x26` has the identical API on the portable 10x26 backend; the package
 * root `@k1/musig` is this module.
 *
 * - Key aggregation: {@link musigPubkeyAgg}, {@link musigPubkeyGet}, {@link musigPubkeyEcTweakAdd},
 *   {@link musigPubkeyXonlyTweakAdd}.
 * - Nonces: {@link musigNonceGen}, {@link musigNonceGenCounter}, {@link musigNonceAgg}; encodings
 *   {@link musigPubnonceParse} / {@link musigPubnonceSerialize},
 *   {@link musigAggnonceParse} / {@link musigAggnonceSerialize}.
 * - Signing: {@link musigNonceProcess}, {@link musigPartialSign}, {@link musigPartialSigVerify},
 *   {@link musigPartialSigAgg}; {@link musigPartialSigParse} / {@link musigPartialSigSerialize};
 *   BIP327's {@link musigDeterministicSign}.
 * - Tests only: {@link musigSecnonceLoadTestingOnly}.
 * - Errors: every function throws `K1Error` of `@k1/sigs` with a stable code.
 *
 * @module
 */
export {
  MusigKeyAggCache,
  type MusigPubkeyAggResult,
  type MusigTweakResult,
  musigPubkeyAgg,
  musigPubkeyEcTweakAdd,
  musigPubkeyGet,
  musigPubkeyXonlyTweakAdd,
} from "./keyagg.5x52.js";
export {
  MusigAggnonce,
  type MusigNonceGenCounterOptions,
  type MusigNonceGenOptions,
  type MusigNonceGenResult,
  MusigPubnonce,
  MusigSecnonce,
  musigAggnonceParse,
  musigAggnonceSerialize,
  musigNonceAgg,
  musigNonceGen,
  musigNonceGenCounter,
  musigPubnonceParse,
  musigPubnonceSerialize,
} from "./nonce.5x52.js";
export {
  type MusigDeterministicSignResult,
  MusigPartialSig,
  MusigSession,
  musigDeterministicSign,
  musigNonceProcess,
  musigPartialSigAgg,
  musigPartialSign,
  musigPartialSigParse,
  musigPartialSigSerialize,
  musigPartialSigVerify,
  musigSecnonceLoadTestingOnly,
} from "./session.5x52.js";

/** The field backend of this module: `"5x52"` (or `"10x26"` in `@k1/musig/10x26`). */
export const BACKEND: string = "5x52";
