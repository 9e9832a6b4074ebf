// The size budgets of k1 in a bundle (esbuild --bundle --minify --format=esm --platform=browser,
// gzip -9; src/internal/size.ts): pubkeyCreate + ecdsaSign + ecdsaVerify at most 35 KB on each
// backend, BIP340 sign + verify at most 30 KB, all of @k1/sigs/tiny at most 45 KB (1 KB = 1000
// bytes). Each bundle is then run (sign, verify, reject a wrong signature), so the code measured is
// code that works; the default bundles carry no generator-table data, and the window-15 tables are
// in a bundle only when the app calls useLargeTables. Bundles the packages' release builds (dist/,
// which the test task builds first).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { BUDGETS, bundleSize, K1_APPS, type SizeResult } from "../src/internal/size.js";

const work = mkdtempSync(join(tmpdir(), "k1-size-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
/** Imports a bundle's JavaScript as a module and returns its default export. */
async function load(r: SizeResult): Promise<unknown> {
  const file = join(work, `app-${n++}.mjs`);
  writeFileSync(file, r.js);
  return ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
}

const key = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
const msg = Uint8Array.from({ length: 32 }, (_, i) => 255 - i);
const other = msg.slice().reverse();

type Fn = (...a: unknown[]) => unknown;

describe("size budgets (min + gz)", () => {
  for (const [app, budget] of K1_APPS) {
    it(`${app.name}${budget === null ? "" : ` ≤ ${budget / 1000} KB`}`, async () => {
      const r = await bundleSize(app);
      console.log(`${app.name}: ${r.min} B min, ${r.gz} B min + gz`);
      if (budget !== null) expect(r.gz, `${app.name}: ${r.gz} B min + gz`).toBeLessThanOrEqual(budget);
      const tables = r.inputs.filter(([f]) => f.includes(".generated."));
      if (app.code.includes("useLargeTables")) {
        expect(r.min, "the window-15 tables are in the bundle").toBeGreaterThan(1_000_000);
      } else {
        expect(tables, "no generator-table data in the default bundle").toEqual([]);
        // Every input, tables or code, stays small: nothing like the 0.7 MB table modules.
        expect(r.inputs[0][1], `largest input ${r.inputs[0][0]}`).toBeLessThan(BUDGETS.tables * 4);
      }
      const m = await load(r);
      if (app.code.includes("* as m")) {
        const t = m as Record<string, Fn>;
        const pub = t.pointFromScalar(key) as Uint8Array;
        const sig = t.sign(msg, key) as Uint8Array;
        expect(t.verify(msg, pub, sig)).toBe(true);
        expect(t.verify(other, pub, sig)).toBe(false);
        expect(t.verifySchnorr(msg, t.xOnlyPointFromScalar(key), t.signSchnorr(msg, key))).toBe(true);
      } else if (app.code.includes("ecdsaVerify")) {
        const [pubkeyCreate, ecdsaSign, ecdsaVerify, useLargeTables, inUse] = m as Fn[];
        if (useLargeTables !== undefined) {
          // The bundle's verification uses the tables the call installs (one registry in it).
          expect((inUse() as { window: number }).window).toBe(8);
          useLargeTables();
          expect((inUse() as { window: number }).window).toBe(15);
        }
        const pub = pubkeyCreate(key);
        const sig = ecdsaSign(msg, key);
        expect(ecdsaVerify(sig, msg, pub)).toBe(true);
        expect(ecdsaVerify(sig, other, pub)).toBe(false);
      } else if (app.code.includes("schnorrVerify")) {
        const [schnorrSign, schnorrVerify] = m as Fn[];
        // The x-only key of `key` (its public key's x), from the BIP340 relation: verify accepts
        // the signature under the key that signed, and rejects another message.
        const sig = schnorrSign(msg, key) as Uint8Array;
        expect(sig.length).toBe(64);
        expect(schnorrVerify(sig, other, XONLY)).toBe(false);
        expect(schnorrVerify(sig, msg, XONLY)).toBe(true);
      } else {
        const [pubkeyCreate, ecdsaSign] = m as Fn[];
        expect((ecdsaSign(msg, key) as Uint8Array).length).toBe(64);
        expect((pubkeyCreate(key) as Uint8Array).length).toBe(33);
      }
    });
  }
});

/** The x-only public key of the secret key 0x0102…20 (computed by k1 and by noble-curves alike). */
const XONLY = Uint8Array.from(
  Buffer.from("84bf7562262bbd6940085748f3be6afa52ae317155181ece31b66351ccffa4b0", "hex"),
);
