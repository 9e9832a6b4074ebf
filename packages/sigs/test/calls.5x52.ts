// A call of every public function of the 5x52 backend and of its tiny-secp256k1 interface
// (template: the build writes the 10x26 copy), with fixed valid arguments and a few invalid ones,
// as data (name and argument list), for the tests that call them all: from inside every callback
// (reentrancy.5x52.test.ts) and with arguments of another realm (realm.5x52.test.ts).
// `outcome` turns a result or an error into a value `toEqual` compares exactly.
import * as k1 from "@k1/sigs/5x52";
import { bigToBytes, bytesToBig, hex } from "../../../test-utils/rng.js";
import type * as TinyModule from "../src/tiny.5x52.js";
import { N, P } from "./ref.js";

// The tiny interface of this backend: the build in release runs (as `@k1/sigs/5x52` is then), the
// sources in VERIFY runs; either way it shares its modules (and their scratch) with `k1`.
const tinyPath = process.env.K1_RELEASE === "1" ? "../dist/tiny.5x52.js" : "../src/tiny.5x52.js";
export const tiny = (await import(/* @vite-ignore */ tinyPath)) as typeof TinyModule;

export { k1 };

/** One call: the module, the function's name and its arguments. */
export interface Call {
  readonly mod: "k1" | "tiny";
  readonly name: string;
  readonly args: readonly unknown[];
  /** A label for calls of the same function with other arguments. */
  readonly label?: string | undefined;
}

const b = (v: bigint): Uint8Array => bigToBytes(v);
export const sk = b(0x0101010101010101010101010101010101010101010101010101010101010101n);
export const sk2 = b(0xc0ffee0123456789abcdef0123456789abcdef0123456789abcdef0123456789n);
export const msg = Uint8Array.from({ length: 32 }, (_, i) => 0xa0 + i);
export const msgAny = new TextEncoder().encode("a message of any length");
export const aux = Uint8Array.from({ length: 32 }, (_, i) => (7 * i + 3) & 0xff);
export const tweak = b(0x1234567890abcdefn);
export const pub = k1.pubkeyCreate(sk);
export const pubU = k1.pubkeyCreate(sk, false);
export const pub2 = k1.pubkeyCreate(sk2);
export const xonly = k1.xonlyPubkeyFromPubkey(pub).xonlyPubkey;
export const kp = k1.keypairCreate(sk);
export const sig = k1.ecdsaSign(msg, sk);
export const rec = k1.ecdsaSignRecoverable(msg, sk);
export const sig65 = k1.ecdsaRecoverableSignatureSerialize(rec);
export const der = k1.ecdsaSignatureToDer(sig);
export const ssig = k1.schnorrSign(msg, sk, aux);
export const ell = k1.ellswiftCreate(sk, aux);
export const ell2 = k1.ellswiftCreate(sk2, aux);
export const x32 = xonly;
export const y32 = pubU.subarray(33);
export const prefix64 = new Uint8Array(64).fill(0x42);
export const seed48 = Uint8Array.from({ length: 48 }, (_, i) => (i * 37 + 11) & 0xff);
const negSk = k1.seckeyNegate(sk);
const negPub = k1.pubkeyNegate(pub);
const evenSk = k1.keypairSec(k1.keypairCreate(sk));
const parity = k1.xonlyPubkeyFromPubkey(pub).parity;
const tweaked = k1.xonlyPubkeyTweakAdd(xonly, tweak);
const tweakedX = tweaked.subarray(1);
const tweakedParity = tweaked[0] & 1;
const zero = new Uint8Array(32);
const nBytes = b(N);
const highS = Uint8Array.from([...sig.subarray(0, 32), ...b(N - bytesToBig(sig.subarray(32)))]);
const evenD = parity === 0 ? bytesToBig(evenSk) : N - bytesToBig(evenSk);

const c = (name: string, args: unknown[], label?: string): Call => ({ mod: "k1", name, args, label });

/**
 * An argument that {@link invoke} replaces by a new batch holding one valid signature: a batch is
 * mutable, so every call gets its own.
 */
export const FRESH_BATCH: unique symbol = Symbol("a fresh batch");
function freshBatch(): unknown {
  const batch = k1.batchCreate(k1.BATCH_MIN_MEMORY, null, { findInvalid: true });
  k1.batchAddSchnorrsig(batch, ssig, msg, xonly);
  return batch;
}
const t = (name: string, args: unknown[], label?: string): Call => ({ mod: "tiny", name, args, label });

/** The calls: each public function with valid arguments, then some of them with invalid ones. */
export const CALLS: readonly Call[] = [
  c("batchCreate", [k1.BATCH_MIN_MEMORY]),
  c("batchCreate", [k1.BATCH_MIN_MEMORY, aux.subarray(0, 16), { findInvalid: true }], "aux, findInvalid"),
  c("batchAddSchnorrsig", [FRESH_BATCH, ssig, msg, xonly]),
  c("batchAddSchnorrsig", [FRESH_BATCH, ssig, msgAny, xonly], "an invalid signature"),
  c("batchAddXonlypubTweakCheck", [FRESH_BATCH, tweakedX, tweakedParity, xonly, tweak]),
  c("batchVerify", [FRESH_BATCH]),
  c("batchUsable", [FRESH_BATCH]),
  c("batchInvalid", [FRESH_BATCH]),
  c("genContext", []),
  c("contextRandomize", [aux]),
  c("ecdh", [sk, pub2]),
  c("ecdh", [sk, pub2, k1.ecdhHashRawX], "raw x"),
  c("ecdhHashRawX", [x32]),
  c("ecdhHashSha256", [x32, y32]),
  c("ecdsaRecover", [rec.signature, rec.recoveryId, msg]),
  c("ecdsaRecover", [rec.signature, rec.recoveryId, msg, false], "uncompressed"),
  c("ecdsaRecoverableSignatureParse", [sig65]),
  c("ecdsaRecoverableSignatureSerialize", [rec]),
  c("ecdsaSign", [msg, sk]),
  c("ecdsaSign", [msg, sk, { extraEntropy: aux }], "extra entropy"),
  c("ecdsaSign", [msg, sk, { nonceFunction: k1.nonceFunctionRfc6979 }], "nonce function"),
  c("ecdsaSignatureFromDer", [der]),
  c("ecdsaSignatureFromDerLax", [der]),
  c("ecdsaSignatureIsHighS", [highS]),
  c("ecdsaSignatureNormalize", [highS]),
  c("ecdsaSignatureToDer", [sig]),
  c("ecdsaSignRecoverable", [msg, sk]),
  c("ecdsaVerify", [sig, msg, pub]),
  c("ecdsaVerify", [highS, msg, pubU], "high s"),
  c("ellswiftCreate", [sk, aux]),
  c("ellswiftDecode", [ell]),
  c("ellswiftEncode", [pub, aux]),
  c("ellswiftXdh", [ell, ell2, sk, "initiator"]),
  c("ellswiftXdh", [ell, ell2, sk2, "responder", k1.ellswiftXdhHashPrefix(prefix64)], "prefix hash"),
  c("ellswiftXdhHashBip324", [x32, ell, ell2]),
  c("ellswiftXdhHashPrefix", [prefix64]),
  c("isK1Error", [new k1.K1Error("ERR_TYPE", "m"), "ERR_TYPE"]),
  c("keypairCreate", [sk]),
  c("keypairPub", [kp, false]),
  c("keypairSec", [kp]),
  c("keypairXonlyPub", [kp]),
  c("keypairXonlyTweakAdd", [kp, tweak]),
  c("nonceFunctionBip340", [msgAny, evenSk, xonly, undefined, aux]),
  c("nonceFunctionRfc6979", [msg, sk, null, aux, 1]),
  c("pubkeyCmp", [pub, pub2]),
  c("pubkeyCombine", [[pub, pub2, pubU]]),
  c("pubkeyCreate", [sk]),
  c("pubkeyNegate", [pubU]),
  c("pubkeyParse", [pubU]),
  c("pubkeySerialize", [pub, false]),
  c("pubkeySort", [[pub2, pub, pubU]]),
  c("pubkeyTweakAdd", [pub, tweak]),
  c("pubkeyTweakMul", [pubU, tweak]),
  c("schnorrSign", [msg, sk, aux]),
  c("schnorrSign", [msgAny, kp, aux], "keypair"),
  c("schnorrSignCustom", [msgAny, sk, { auxRand32: aux }]),
  c(
    "schnorrSignCustom",
    [msg, kp, { auxRand32: aux, nonceFunction: k1.nonceFunctionBip340 }],
    "nonce function",
  ),
  c("schnorrVerify", [ssig, msg, xonly]),
  c("schnorrVerifyBatch", [
    [ssig, k1.schnorrSign(msgAny, sk2, aux)],
    [msg, msgAny],
    [xonly, pub2.subarray(1)],
  ]),
  c("seckeyFromSeed", [seed48]),
  c("seckeyGenerate", []),
  c("seckeyNegate", [sk]),
  c("seckeyTweakAdd", [sk, tweak]),
  c("seckeyTweakMul", [sk, tweak]),
  c("seckeyVerify", [sk]),
  c("sha256", [msgAny]),
  c("taggedSha256", ["BIP0340/challenge", msgAny]),
  c("xonlyPubkeyCmp", [xonly, pub2.subarray(1)]),
  c("xonlyPubkeyFromPubkey", [pubU]),
  c("xonlyPubkeyParse", [xonly]),
  c("xonlyPubkeyTweakAdd", [xonly, tweak, false]),
  c("xonlyPubkeyTweakAddCheck", [tweakedX, tweakedParity, xonly, tweak]),
  // invalid arguments and cancelling results: errors (which clear scratch on the way out)
  c("ecdsaSign", [msg, zero], "zero key"),
  c("ecdsaRecover", [rec.signature, 4, msg], "recovery id 4"),
  c("ecdh", [sk, Uint8Array.from([2, ...b(P)])], "x = p"),
  c("seckeyTweakAdd", [sk, negSk], "to zero"),
  c("pubkeyCombine", [[pub, negPub]], "to infinity"),
  c("keypairXonlyTweakAdd", [kp, b(N - evenD)], "to zero"),
  c("schnorrSign", [msg, nBytes, aux], "key n"),
  c("ecdsaVerify", [sig, msgAny.subarray(0, 31), pub], "31-byte message"),
  // the tiny-secp256k1 interface
  t("isK1Error", [new tiny.K1TypeError("ERR_TYPE", "m"), "ERR_TYPE"]),
  t("isPoint", [pubU]),
  t("isPointCompressed", [pub]),
  t("isPrivate", [sk]),
  t("isXOnlyPoint", [xonly]),
  t("pointAdd", [pub, pub2]),
  t("pointAddScalar", [pubU, tweak]),
  t("pointCompress", [pubU, true]),
  t("pointFromScalar", [sk, false]),
  t("pointMultiply", [pub, tweak]),
  t("privateAdd", [sk, tweak]),
  t("privateNegate", [sk]),
  t("privateSub", [sk, tweak]),
  t("recover", [msg, rec.signature, rec.recoveryId, true]),
  t("sign", [msg, sk, aux]),
  t("signRecoverable", [msg, sk]),
  t("signSchnorr", [msg, sk]),
  t("signSchnorr", [msg, sk, aux], "aux"),
  t("verify", [msg, pub, highS]),
  t("verifySchnorr", [msg, xonly, ssig]),
  t("xOnlyPointAddTweak", [xonly, tweak]),
  t("xOnlyPointAddTweakCheck", [xonly, tweak, tweakedX, tweakedParity]),
  t("xOnlyPointFromPoint", [pubU]),
  t("xOnlyPointFromScalar", [sk]),
  t("pointFromScalar", [zero], "zero key"),
  t("privateAdd", [sk, negSk], "to zero"),
];

/** Calls `call` (with other arguments if given). */
export function invoke(call: Call, args: readonly unknown[] = call.args): unknown {
  const mod = (call.mod === "k1" ? k1 : tiny) as unknown as Record<string, (...a: unknown[]) => unknown>;
  return mod[call.name](...args.map((a) => (a === FRESH_BATCH ? freshBatch() : a)));
}

const typedArrayName = Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype),
  Symbol.toStringTag,
)?.get as (this: unknown) => string | undefined;

/** Whether x is a Uint8Array of any realm. */
export function anyBytes(x: unknown): x is Uint8Array {
  return typedArrayName.call(x) === "Uint8Array";
}

/**
 * The value of a result for `toEqual`: byte arrays as hex (with whether they are of this realm,
 * unless `realm` is false), arrays and objects element by element, a returned function by its
 * output on fixed arguments, a random key by its validity.
 */
export function value(r: unknown, name: string, realm = true): unknown {
  // The signing context holds secret blinding that contextRandomize changes: only its kind counts.
  if (name === "genContext") return { context: r !== null && typeof r === "object" };
  if (anyBytes(r)) {
    if (name === "seckeyGenerate") return { validKey: k1.seckeyVerify(r), local: r instanceof Uint8Array };
    return realm ? { bytes: hex(r), local: r instanceof Uint8Array } : { bytes: hex(r) };
  }
  if (Array.isArray(r)) return r.map((x) => value(x, name, realm));
  if (typeof r === "function")
    return { fn: value((r as (...a: unknown[]) => unknown)(x32, ell, ell2), name, realm) };
  if (r !== null && typeof r === "object") {
    const o: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(r)) o[k] = value(v, name, realm);
    return o;
  }
  return { value: r };
}

/** What a call gives: its value, or its error (class, name, code and message). */
export function outcome(f: () => unknown, name: string, realm = true): unknown {
  try {
    return value(f(), name, realm);
  } catch (e) {
    const err = e as { name?: unknown; code?: unknown; message?: unknown };
    return {
      error: err.code,
      name: err.name,
      message: err.message,
      typeError: e instanceof TypeError,
      k1: k1.isK1Error(e) || tiny.isK1Error(e),
    };
  }
}

/** A label for a call, for assertion messages. */
export function label(call: Call): string {
  return `${call.mod}.${call.name}${call.label === undefined ? "" : ` (${call.label})`}`;
}
