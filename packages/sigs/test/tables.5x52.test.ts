// The generator tables are a choice of speed, never of results: every verification, recovery and
// batch verification gives the same answer with the default tables (computed, window
// WINDOW_G_DEFAULT), with the shipped window-15 tables of @k1/sigs/large-tables, and with computed
// tables of other windows, on valid signatures and on every kind of corrupted one (template: the
// build writes the 10x26 copy). Seed and counts from K1_SEED / K1_COUNT.
import {
  ecmultGTablesCompute,
  ecmultGTablesInUse,
  ecmultGTablesUse,
  WINDOW_G,
  WINDOW_G_DEFAULT,
} from "@k1/ecmult";
import * as k1 from "@k1/sigs/5x52";
import { useLargeTables } from "@k1/sigs/large-tables";
import { afterAll, describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";

const rng = new Rng(`tables-${k1.BACKEND}`);
const CASES = Math.max(24, Math.round(COUNT / 400));

/** A copy of b with one random bit flipped. */
function flip(b: Uint8Array): Uint8Array {
  const c = b.slice();
  const i = rng.int(8 * c.length);
  c[i >> 3] ^= 1 << (i & 7);
  return c;
}

/** A secret key: 1 + a random value below n − 1 (rejection-free: top byte below 0xff). */
function secret(): Uint8Array {
  const k = rng.bytes(32);
  k[0] &= 0x7f;
  k[31] |= 1;
  return k;
}

type Case = () => unknown;

/** Random inputs to every public operation whose result goes through ecmult with a G scalar. */
function makeCases(): Case[] {
  const cases: Case[] = [];
  for (let i = 0; i < CASES; i++) {
    const d = secret();
    const m = rng.bytes(32);
    const pub = k1.pubkeyCreate(d, rng.int(2) === 0);
    const sig = k1.ecdsaSign(m, d);
    const { signature, recoveryId } = k1.ecdsaSignRecoverable(m, d);
    const xonly = k1.xonlyPubkeyFromPubkey(pub).xonlyPubkey;
    const ssig = k1.schnorrSign(m, d);
    const other = k1.pubkeyCreate(secret());
    // The corrupted inputs are made here, once: every choice of tables sees the same ones.
    const [sigF, mF, ssigF, mF2, signatureF] = [flip(sig), flip(m), flip(ssig), flip(m), flip(signature)];
    cases.push(
      () => k1.ecdsaVerify(sig, m, pub),
      () => k1.ecdsaVerify(sigF, m, pub),
      () => k1.ecdsaVerify(sig, mF, pub),
      () => k1.ecdsaVerify(sig, m, other),
      () => k1.schnorrVerify(ssig, m, xonly),
      () => k1.schnorrVerify(ssigF, m, xonly),
      () => k1.schnorrVerify(ssig, mF2, xonly),
      () => Buffer.from(k1.ecdsaRecover(signature, recoveryId, m)).toString("hex"),
      () => {
        try {
          return Buffer.from(k1.ecdsaRecover(signatureF, recoveryId, m)).toString("hex");
        } catch (e) {
          return (e as { code?: string }).code ?? "not a K1Error";
        }
      },
    );
  }
  const sigs: Uint8Array[] = [];
  const msgs: Uint8Array[] = [];
  const keys: Uint8Array[] = [];
  for (let i = 0; i < 7; i++) {
    const d = secret();
    const m = rng.bytes(32);
    msgs.push(m);
    sigs.push(k1.schnorrSign(m, d));
    keys.push(k1.xonlyPubkeyFromPubkey(k1.pubkeyCreate(d)).xonlyPubkey);
  }
  const bad = sigs.slice();
  bad[3] = flip(bad[3]);
  cases.push(
    () => k1.schnorrVerifyBatch(sigs, msgs, keys),
    () => k1.schnorrVerifyBatch(bad, msgs, keys),
  );
  return cases;
}

describe(`verification with every choice of generator tables (${k1.BACKEND})`, () => {
  afterAll(() => ecmultGTablesUse(null));

  it("the same results with the default, the large and computed tables of other windows", () => {
    ecmultGTablesUse(null);
    expect(ecmultGTablesInUse().window).toBe(WINDOW_G_DEFAULT);
    const cases = makeCases();
    const want = cases.map((c) => c());
    // The valid signatures verify, so the comparison is not of all-false answers.
    expect(want.filter((r) => r === true).length).toBeGreaterThanOrEqual(2 * CASES + 1);
    const choices: [string, () => void][] = [
      ["large (useLargeTables)", useLargeTables],
      ["computed, window 3", () => ecmultGTablesUse(ecmultGTablesCompute(3))],
      ["computed, window 11", () => ecmultGTablesUse(ecmultGTablesCompute(11))],
      ["the default again", () => ecmultGTablesUse(null)],
    ];
    for (const [name, install] of choices) {
      install();
      const got = cases.map((c) => c());
      for (let i = 0; i < cases.length; i++) {
        if (got[i] !== want[i]) expect(got[i], `${name}, case ${i}`).toBe(want[i]);
      }
    }
  });

  it("useLargeTables installs the window-15 tables, once", () => {
    useLargeTables();
    const t = ecmultGTablesInUse();
    expect(t.window).toBe(WINDOW_G);
    useLargeTables();
    expect(ecmultGTablesInUse()).toBe(t);
    ecmultGTablesUse(null);
    expect(ecmultGTablesInUse().window).toBe(WINDOW_G_DEFAULT);
  });
});
