/**
 * What the main job shows first: one signing and verification of each kind on a backend of
 * `@k1/sigs`, with every result checked (ECDSA, recovery, BIP340, ECDH from both sides), as lines
 * to print.
 *
 * @module
 */
import type * as Sigs from "@k1/sigs/5x52";

/** The part of `@k1/sigs` the self-check uses (both backends have it). */
export type SigsApi = Pick<
  typeof Sigs,
  | "BACKEND"
  | "sha256"
  | "pubkeyCreate"
  | "ecdsaSign"
  | "ecdsaVerify"
  | "ecdsaSignRecoverable"
  | "ecdsaRecover"
  | "keypairCreate"
  | "keypairXonlyPub"
  | "schnorrSign"
  | "schnorrVerify"
  | "ecdh"
>;

/** The outputs of a self-check, hex, and whether every check held. */
export interface SelfCheck {
  readonly backend: string;
  readonly secretKey: string;
  readonly message: string;
  readonly publicKey: string;
  readonly ecdsa: string;
  readonly recovered: string;
  readonly schnorr: string;
  readonly xonly: string;
  readonly ecdhSecret: string;
  /** Each check by name: true if it held. */
  readonly checks: Readonly<Record<string, boolean>>;
}

const hex = (b: Uint8Array) => Array.from(b, (v) => v.toString(16).padStart(2, "0")).join("");
const utf8 = (s: string) => new TextEncoder().encode(s);

/** Signs, verifies, recovers and derives an ECDH secret with `lib`, from fixed keys and message. */
export function selfCheck(lib: SigsApi): SelfCheck {
  const secretKey = lib.sha256(utf8("k1 main job: secret key"));
  const peerKey = lib.sha256(utf8("k1 main job: the other party's key"));
  const message = lib.sha256(utf8("k1 main job: message"));
  const publicKey = lib.pubkeyCreate(secretKey);
  const ecdsa = lib.ecdsaSign(message, secretKey);
  const tampered = message.slice();
  tampered[0] ^= 1;
  const { signature, recoveryId } = lib.ecdsaSignRecoverable(message, secretKey);
  const recovered = lib.ecdsaRecover(signature, recoveryId, message);
  const keypair = lib.keypairCreate(secretKey);
  const xonly = lib.keypairXonlyPub(keypair).xonlyPubkey;
  const schnorr = lib.schnorrSign(message, keypair, new Uint8Array(32));
  const ours = lib.ecdh(secretKey, lib.pubkeyCreate(peerKey));
  const theirs = lib.ecdh(peerKey, publicKey);
  const checks = {
    "ECDSA signature verifies": lib.ecdsaVerify(ecdsa, message, publicKey),
    "ECDSA signature fails on a tampered message": !lib.ecdsaVerify(ecdsa, tampered, publicKey),
    "recovered key is the public key": hex(recovered) === hex(publicKey),
    "BIP340 signature verifies": lib.schnorrVerify(schnorr, message, xonly),
    "BIP340 signature fails on a tampered message": !lib.schnorrVerify(schnorr, tampered, xonly),
    "ECDH gives both parties the same secret": hex(ours) === hex(theirs),
  };
  return {
    backend: lib.BACKEND,
    secretKey: hex(secretKey),
    message: hex(message),
    publicKey: hex(publicKey),
    ecdsa: hex(ecdsa),
    recovered: hex(recovered),
    schnorr: hex(schnorr),
    xonly: hex(xonly),
    ecdhSecret: hex(ours),
    checks,
  };
}

/** The lines the main job prints for a self-check; `title` names the import. */
export function selfCheckLines(title: string, c: SelfCheck): string[] {
  const ok = (name: string) => (c.checks[name] ? "yes" : "NO");
  return [
    title,
    `  public key        ${c.publicKey}`,
    `  ECDSA signature   ${c.ecdsa}`,
    `                    verifies: ${ok("ECDSA signature verifies")}; a tampered message is rejected: ${ok("ECDSA signature fails on a tampered message")}`,
    `  recovered key     ${c.recovered}`,
    `                    the public key: ${ok("recovered key is the public key")}`,
    `  x-only key        ${c.xonly}`,
    `  BIP340 signature  ${c.schnorr}`,
    `                    verifies: ${ok("BIP340 signature verifies")}; a tampered message is rejected: ${ok("BIP340 signature fails on a tampered message")}`,
    `  ECDH secret       ${c.ecdhSecret}`,
    `                    the other party derives the same: ${ok("ECDH gives both parties the same secret")}`,
  ];
}

/** The names of the checks that failed (empty if all held). */
export function failedChecks(c: SelfCheck): string[] {
  return Object.entries(c.checks)
    .filter(([, v]) => !v)
    .map(([k]) => `${c.backend}: ${k}`);
}
