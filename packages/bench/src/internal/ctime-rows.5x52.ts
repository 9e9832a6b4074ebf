/**
 * The secret-dependent operations of `@k1/sigs` on the 5x52 backend (template: the build writes
 * the 10x26 copy), for the timing-leak test of `bench_ctime` (`ctime.ts`): libsecp256k1's
 * `ctime_tests` list (key generation, ECDSA and BIP340 signing, keypairs and their tweak, ECDH,
 * secret-key tweaks, ElligatorSwift key creation and x-only ECDH), `pubkeyTweakMul` (k1's addition:
 * constant time in the tweak, where libsecp256k1's is not), and one control that is variable time
 * on purpose.
 *
 * Every row runs the same call for both classes; only the secret differs (and, in the keypair
 * rows, the public half of the keypair, which is parsed in variable time): class 0 is the secret
 * 1 (a single bit set: the input a variable-time scalar multiplication would be fastest on),
 * class 1 a fixed secret with about half of its bits set. Both are fixed, not drawn anew per call:
 * under V8 an input repeated call after call ran up to about 1% faster than varying inputs even
 * in code without a secret-dependent branch (|t| up to 9 in 40,000 calls of constant-time key
 * generation), so dudect's "fixed against random" classes would report the repetition, not the
 * secret. The class's secret (and what is derived from it: the keypair, the ElligatorSwift
 * encoding, the scalar of the control) is copied, untimed, into one set of input buffers before
 * each timed sample (`prepare`), so that both classes read the same memory.
 *
 * @module
 */
import * as ecm from "@k1/ecmult/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import * as k1 from "@k1/sigs/5x52";

/** A row of the timing-leak test. */
export interface CtimeRow {
  /** `<libsecp256k1 function>_<backend>`. */
  readonly name: string;
  /** Copies the inputs of class `cls` (0 or 1) into the buffers that `run` reads (untimed). */
  readonly prepare: (cls: number) => void;
  /** One timed sample: the operation `batch` times on the prepared inputs; a checksum of the results. */
  readonly run: () => number;
  /** Prepares class `cls` and runs the operation once; returns a byte of its result. */
  readonly op1: (cls: number) => number;
  /** Prepares class `cls` and runs one sample (`prepare` then `run`). */
  readonly op: (cls: number) => number;
  /** Calls per timed sample (operations under a few µs are timed in batches). */
  readonly batch: number;
  /** A control: variable time on purpose, so the test must report a leak. */
  readonly control: boolean;
  /**
   * Why the row may take different times for the two secrets by design (its verdict is then not a
   * failure), or null for a row that must be constant time in the secret.
   */
  readonly declassified: string | null;
}

const hex = (s: string) => Uint8Array.from(s.match(/../g) ?? [], (b) => Number.parseInt(b, 16));

/** The class secrets: 1, and a fixed key with 129 of its 256 bits set. */
export const SECRETS: readonly [Uint8Array, Uint8Array] = [
  hex("0000000000000000000000000000000000000000000000000000000000000001"),
  hex("5f3a2c91b7e4d8066a1f9c3e2b7d5a4819e6c0f3a8b2d4e7c1f9053b6a8e2d47"),
];

/**
 * A row of `bench_ctime`: `prepare(c)` loads class c's inputs, `call` is one operation; `run` is
 * `batch` of them (their results folded, so that none is dead code), `op1`/`op` prepare and run
 * one or a batch.
 *
 * @param name - the row's full name.
 * @param prepare - loads the inputs of class c.
 * @param call - one operation, returning a byte of its result.
 * @param batch - operations per timed run.
 * @param control - whether the row is a control (expected to leak).
 * @param declassified - why its timing may depend on a secret, or null.
 * @returns the row.
 */
export function ctimeRow(
  name: string,
  prepare: (c: number) => void,
  call: () => number,
  batch = 1,
  control = false,
  declassified: string | null = null,
): CtimeRow {
  const run =
    batch === 1
      ? call
      : () => {
          let x = 0;
          for (let i = 0; i < batch; i++) x = (Math.imul(x, 31) + call()) | 0;
          return x;
        };
  return {
    name,
    prepare,
    run,
    op1: (c) => {
      prepare(c);
      return call();
    },
    op: (c) => {
      prepare(c);
      return run();
    },
    batch,
    control,
    declassified,
  };
}

/** The rows of this backend. */
export function ctimeRows(): CtimeRow[] {
  const be = k1.BACKEND;
  const msg = hex("a3f1c2d4e5b69788123456789abcdef00fedcba98765432113579bdf2468ace0");
  const aux = hex("0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0");
  const point = k1.pubkeyCreate(
    hex("7e1d2c3b4a5968778695a4b3c2d1e0ff0e1d2c3b4a5968778695a4b3c2d1e0f1"),
    false,
  );
  const keypairs = SECRETS.map((s) => k1.keypairCreate(s));
  const ellA = k1.ellswiftCreate(
    hex("1b2c3d4e5f60718293a4b5c6d7e8f9011b2c3d4e5f60718293a4b5c6d7e8f902"),
    aux,
  );
  const ellB = SECRETS.map((s) => k1.ellswiftCreate(s, aux));
  const tweakKey = hex("2468ace013579bdf2468ace013579bdf2468ace013579bdf2468ace013579bdf");

  // The control: R = q·G by the variable-time Strauss ecmult (wNAF: a secret with one bit set has
  // one nonzero digit, a dense one about 40). k1 never does this with a secret.
  const acc = g.gejCreate();
  const gj = g.gejCreate();
  g.gejSetGe(gj, g.GE_CONST_G);
  const q = SECRETS.map((s) => {
    const x = scalar.create();
    scalar.setB32(x, s);
    return x;
  });

  // The inputs every row reads: class cls's secret and what is derived from it, copied in by
  // prepare(cls).
  const secret = new Uint8Array(32);
  const keypair = new Uint8Array(keypairs[0].length);
  const ell = new Uint8Array(64);
  const qIn = scalar.create();
  const prepare = (c: number): void => {
    secret.set(SECRETS[c]);
    keypair.set(keypairs[c]);
    ell.set(ellB[c]);
    qIn.set(q[c]);
  };

  const row = (
    name: string,
    call: () => number,
    batch = 1,
    control = false,
    declassified: string | null = null,
  ): CtimeRow => ctimeRow(`${name}_${be}`, prepare, call, batch, control, declassified);
  return [
    row("ec_pubkey_create", () => k1.pubkeyCreate(secret)[1]),
    row("ecdsa_sign", () => k1.ecdsaSign(msg, secret)[3]),
    row("ecdsa_sign_recoverable", () => k1.ecdsaSignRecoverable(msg, secret).signature[3]),
    row("keypair_create", () => k1.keypairCreate(secret)[40]),
    row("keypair_xonly_tweak_add", () => k1.keypairXonlyTweakAdd(keypair, tweakKey)[40]),
    row("schnorrsig_sign", () => k1.schnorrSign(msg, keypair, aux)[5]),
    row("ecdh", () => k1.ecdh(secret, point)[0]),
    row("ec_pubkey_tweak_mul", () => k1.pubkeyTweakMul(point, secret)[1]),
    row("ec_seckey_tweak_add", () => k1.seckeyTweakAdd(secret, tweakKey)[31], 64),
    row("ec_seckey_tweak_mul", () => k1.seckeyTweakMul(secret, tweakKey)[31], 32),
    row("ec_seckey_negate", () => k1.seckeyNegate(secret)[31], 64),
    row("ec_seckey_verify", () => +k1.seckeyVerify(secret), 256),
    // libsecp256k1 declassifies the public key and the hash state once the key is absorbed ("not
    // constant time in produced pubkey", "private key is hashed now"): the encoding is variable
    // time in values that do not reveal the secret. Its key generation is ec_pubkey_create's.
    row(
      "ellswift_create",
      () => k1.ellswiftCreate(secret, aux)[0],
      1,
      false,
      "the encoding is variable time in the public key and in H(secret), as libsecp256k1's",
    ),
    row("ellswift_xdh", () => k1.ellswiftXdh(ellA, ell, secret, "responder")[0]),
    row(
      "control_ecmult_var",
      () => {
        ecm.ecmult(acc, gj, qIn, null);
        return Number(acc.x[0]) & 0xff;
      },
      1,
      true,
    ),
  ];
}
