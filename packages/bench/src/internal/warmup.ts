/**
 * Warm-up figures of the engine matrix: what the first operations of a fresh process (or page)
 * cost, compilation and table set-up included, for one library and one signature row. A program
 * that signs or verifies a few hundred times and exits never reaches the steady state the other
 * rows measure, so the matrix chooses each engine's default backend on both.
 *
 * The inputs are fixed vectors (computed once with k1 and checked here against every library's
 * output), so nothing runs before the timed import that the measured library would compile.
 *
 * @module
 */
import { SIG_ROWS, type SigRow } from "./sig-row-names.js";

/** Operations per warm-up measurement. */
export const WARM_OPS = 1000;

/** The libraries the warm-up can load, by their bench JSON `impl` names. */
export const WARM_IMPLS = ["k1 5x52", "k1 10x26", "k1 default", "tiny-secp256k1", "noble-curves"] as const;

/** One of {@link WARM_IMPLS}. */
export type WarmImpl = (typeof WARM_IMPLS)[number];

/** The result of one fresh-process measurement. */
export interface WarmResult {
  readonly impl: WarmImpl;
  readonly row: SigRow;
  /** µs from before the library's import to the end of its first operation. */
  readonly first: number;
  /** µs per operation over the first {@link WARM_OPS}, the import included. */
  readonly first1000: number;
  /**
   * The same in CPU time of the whole process (compiler threads included), where the engine reports
   * it (`process.cpuUsage`), else null: on a machine shared with other work, less disturbed than
   * the wall clock.
   */
  readonly cpu1000: number | null;
  /** For libraries that report it (k1): the backend loaded. */
  readonly backend: string | null;
  readonly sink: number;
}

const fromHex = (h: string): Uint8Array =>
  Uint8Array.from(h.match(/../g) as string[], (b) => Number.parseInt(b, 16));

// Secret key bytes 65..96, message bytes 1..32, and what k1 computes from them.
const KEY = Uint8Array.from({ length: 32 }, (_, i) => i + 65);
const MSG = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
const PUB = fromHex("037c3f0429768437a942f1818ef1616c609b7a6d8a8dd245e179c8c0838e7d169d");
const SIG = fromHex(
  "dff93c9d437215bdfc396610a4d0f255fb680539b8fa2a3b287e79b5350a723965f44af7275c543c1722e2155b512d31f355aa1ae660f8663c465face256937e",
);
const RECOVERY_ID = 0;
const SSIG = fromHex(
  "a8f778360282c3b34875bdb0bac58f48e676176478e2d3f61b37caf4caa9fdcdc5eb8699c5036fb9cfa38563b1bee9d4a460c1cf07a6fd0fcbeff7d07f22da68",
);
const XONLY = PUB.subarray(1);
/** The ECDH peer: the public key of the secret key MSG. */
const PEER = fromHex("0284bf7562262bbd6940085748f3be6afa52ae317155181ece31b66351ccffa4b0");

type Op = (i: number) => number;
// The libraries' signature-row operations, each returning a byte of its result (or 1 for a valid
// signature). A varying key or message byte keeps every operation distinct.
export type Ops = Record<SigRow, Op>;

/** A secret key or message with bytes 30 and 31 replaced by the operation number. */
function vary(base: Uint8Array, i: number): Uint8Array {
  const b = base.slice();
  b[30] = (i >> 8) & 0xff;
  b[31] = i & 0xff;
  return b;
}

type K1 = typeof import("@k1/sigs/5x52") | typeof import("@k1/sigs/10x26");
/**
 * k1's operations. `steady`: Schnorr signing from a keypair made here (as the backend rows sign),
 * for steady-state rows; without it from the secret key, so that nothing of k1 runs before the
 * warm-up's timed import.
 */
export function k1Ops(k: K1, steady = false): Ops {
  const aux = new Uint8Array(32);
  const signer = steady ? k.keypairCreate(KEY) : KEY;
  return {
    ec_keygen: (i) => k.pubkeyCreate(vary(KEY, i))[1],
    ecdsa_sign: (i) => k.ecdsaSign(vary(MSG, i), KEY)[1],
    ecdsa_verify: () => (k.ecdsaVerify(SIG, MSG, PUB) ? 1 : 0),
    ecdsa_recover: () => k.ecdsaRecover(SIG, RECOVERY_ID, MSG)[1],
    schnorrsig_sign: (i) => k.schnorrSign(vary(MSG, i), signer, aux)[1],
    schnorrsig_verify: () => (k.schnorrVerify(SSIG, MSG, XONLY) ? 1 : 0),
    ecdh: () => k.ecdh(KEY, PEER)[1],
  };
}

type Tiny = typeof import("tiny-secp256k1");
export function tinyOps(t: Tiny): Ops {
  const aux = new Uint8Array(32);
  return {
    ec_keygen: (i) => (t.pointFromScalar(vary(KEY, i), true) as Uint8Array)[1],
    ecdsa_sign: (i) => t.sign(vary(MSG, i), KEY)[1],
    ecdsa_verify: () => (t.verify(MSG, PUB, SIG) ? 1 : 0),
    ecdsa_recover: () => (t.recover(MSG, SIG, RECOVERY_ID, true) as Uint8Array)[1],
    schnorrsig_sign: (i) => t.signSchnorr(vary(MSG, i), KEY, aux)[1],
    schnorrsig_verify: () => (t.verifySchnorr(MSG, XONLY, SSIG) ? 1 : 0),
    // tiny-secp256k1 has no ECDH: the raw shared point, as in its bench row.
    ecdh: () => (t.pointMultiply(PEER, KEY, true) as Uint8Array)[1],
  };
}

type Noble = typeof import("@noble/curves/secp256k1.js");
function nobleOps(n: Noble): Ops {
  const { secp256k1, schnorr } = n;
  const opt = { prehash: false } as const;
  const rsig = new Uint8Array(65);
  rsig[0] = RECOVERY_ID;
  rsig.set(SIG, 1);
  const aux = new Uint8Array(32);
  return {
    ec_keygen: (i) => secp256k1.getPublicKey(vary(KEY, i), true)[1],
    ecdsa_sign: (i) => secp256k1.sign(vary(MSG, i), KEY, opt)[1],
    ecdsa_verify: () => (secp256k1.verify(SIG, MSG, PUB, opt) ? 1 : 0),
    ecdsa_recover: () => secp256k1.recoverPublicKey(rsig, MSG, opt)[1],
    schnorrsig_sign: (i) => schnorr.sign(vary(MSG, i), KEY, aux)[1],
    schnorrsig_verify: () => (schnorr.verify(SSIG, MSG, XONLY) ? 1 : 0),
    // noble's shared secret is the 33-byte point (no hash), as in its bench row.
    ecdh: () => secp256k1.getSharedSecret(KEY, PEER, true)[1],
  };
}

/** Loads a library: a dynamic import each (the caller times it). */
async function load(impl: WarmImpl): Promise<{ ops: Ops; backend: string | null }> {
  switch (impl) {
    case "k1 5x52": {
      const k = await import("@k1/sigs/5x52");
      return { ops: k1Ops(k), backend: k.BACKEND };
    }
    case "k1 10x26": {
      const k = await import("@k1/sigs/10x26");
      return { ops: k1Ops(k), backend: k.BACKEND };
    }
    case "k1 default": {
      const k = await import("@k1/sigs");
      return { ops: k1Ops(k), backend: k.BACKEND };
    }
    case "tiny-secp256k1":
      return { ops: tinyOps(await import("tiny-secp256k1")), backend: null };
    case "noble-curves":
      return { ops: nobleOps(await import("@noble/curves/secp256k1.js")), backend: null };
  }
}

/**
 * Measures, in a fresh process or page, the import of `impl` and its first {@link WARM_OPS}
 * operations of `row`, with `now()` a clock in µs. Checks the first result against k1's.
 *
 * @throws Error for an unknown library or row, or if the first result is not the expected one.
 */
export async function measureWarmup(impl: string, row: string, now: () => number): Promise<WarmResult> {
  if (!(WARM_IMPLS as readonly string[]).includes(impl)) throw new Error(`warmup: unknown library ${impl}`);
  if (!(SIG_ROWS as readonly string[]).includes(row)) throw new Error(`warmup: unknown row ${row}`);
  const cpu = (globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } }).process
    ?.cpuUsage;
  const cpuUs = () => {
    const u = (cpu as () => { user: number; system: number }).call(
      (globalThis as { process?: unknown }).process,
    );
    return u.user + u.system;
  };
  const c0 = cpu === undefined ? 0 : cpuUs();
  const t0 = now();
  const lib = await load(impl as WarmImpl);
  const op = lib.ops[row as SigRow];
  let sink = op(0);
  const t1 = now();
  for (let i = 1; i < WARM_OPS; i++) sink ^= op(i);
  const t2 = now();
  const c2 = cpu === undefined ? 0 : cpuUs();
  const expect = EXPECTED[row as SigRow];
  if (expect !== undefined && lib.ops[row as SigRow](0) !== expect) {
    throw new Error(`warmup: ${impl} ${row} gave an unexpected result`);
  }
  return {
    impl: impl as WarmImpl,
    row: row as SigRow,
    first: t1 - t0,
    first1000: (t2 - t0) / WARM_OPS,
    cpu1000: cpu === undefined ? null : (c2 - c0) / WARM_OPS,
    backend: lib.backend,
    sink,
  };
}

/** The byte each row's first operation returns where it is fixed by the vectors above. */
const EXPECTED: Partial<Record<SigRow, number>> = {
  ecdsa_verify: 1,
  ecdsa_recover: PUB[1],
  schnorrsig_verify: 1,
};
