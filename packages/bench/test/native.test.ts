// libsecp256k1's bench output is read row by row; a program that fails or prints none of the rows
// is an error, not an empty comparison.
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  NATIVE_ROWS,
  pairedRatios,
  parseNativeArgs,
  parseNativeBench,
  runNativeBench,
} from "../src/internal/native.js";

// The shape of libsecp256k1's output (bench.c's print_output_table_header_row and print_number),
// then lines that must not be read as rows: text, a row with three cells, a name that is not one,
// a non-number and a zero.
const SAMPLE = `Benchmark                               ,    Min(us)       ,    Avg(us)       ,    Max(us)       

ecdsa_verify                            ,       36.3       ,       37.3       ,       42.4    
ecdsa_sign                              ,       23.4       ,       24.1       ,       25.4    
ecdh                                    ,       34.9       ,       35.2       ,       35.6    

secp256k1 configure summary
Preprocessor defined macros ........... ECMULT_WINDOW_SIZE=15 COMB_BLOCKS=43, COMB_TEETH=6
ec_keygen , 1.0 , 2.0
Foo bar , 1 , 2 , 3
ecdsa_recover , n/a , 2 , 3
schnorrsig_sign , 0 , 2 , 3
`;

const dir = mkdtempSync(join(tmpdir(), "k1-native-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeBench(name: string, script: string): string {
  const p = join(dir, name);
  writeFileSync(p, `#!/bin/sh\n${script}\n`);
  chmodSync(p, 0o755);
  return p;
}

describe("native libsecp256k1 bench output", () => {
  it("reads the Min(us) column by row name and skips everything else", () => {
    const rows = parseNativeBench(SAMPLE);
    expect([...rows]).toEqual([
      ["ecdsa_verify", 36.3],
      ["ecdsa_sign", 23.4],
      ["ecdh", 34.9],
    ]);
  });

  it("names the seven signature rows with libsecp256k1's names", () => {
    expect(NATIVE_ROWS).toEqual([
      "ec_keygen",
      "ecdsa_sign",
      "ecdsa_verify",
      "ecdsa_recover",
      "schnorrsig_sign",
      "schnorrsig_verify",
      "ecdh",
    ]);
  });

  it.skipIf(process.platform === "win32")(
    "runs the program with the rows as arguments and the iterations in its environment",
    () => {
      const p = fakeBench(
        "bench-ok",
        `echo "Benchmark , Min(us) , Avg(us) , Max(us)"; for r in "$@"; do echo "$r , $SECP256K1_BENCH_ITERS , 2 , 3"; done`,
      );
      const rows = runNativeBench(p, ["ecdsa_verify", "ecdh"], 1234.4);
      expect([...rows]).toEqual([
        ["ecdsa_verify", 1234],
        ["ecdh", 1234],
      ]);
    },
  );

  it.skipIf(process.platform === "win32")(
    "fails on a missing program, a failing one, or one that prints none of the rows",
    () => {
      expect(() => runNativeBench(join(dir, "absent"), ["ecdh"], 1)).toThrow(/cannot run/);
      // No names would make libsecp256k1's bench run every benchmark: refused before starting it.
      const marker = join(dir, "started");
      expect(() => runNativeBench(fakeBench("bench-marker", `touch "${marker}"`), [], 1)).toThrow(/no rows/);
      expect(existsSync(marker)).toBe(false);
      expect(() => runNativeBench(fakeBench("bench-slow", "sleep 5"), ["ecdh"], 1, 200)).toThrow(
        /cannot run/,
      );
      expect(() => runNativeBench(fakeBench("bench-fail", "exit 3"), ["ecdh"], 1)).toThrow(/exited with 3/);
      expect(() =>
        runNativeBench(fakeBench("bench-empty", `echo "${SAMPLE.split("\n")[0]}"`), ["ecdh"], 1),
      ).toThrow(/printed none/);
    },
  );
});

describe("bench_native's arguments", () => {
  const exists = (p: string) => p === "/opt/bench";
  it("takes the path first, or from K1_NATIVE_BENCH, and rows after it", () => {
    expect(parseNativeArgs(["/opt/bench"], undefined, exists)).toEqual({
      kind: "run",
      path: "/opt/bench",
      rows: [...NATIVE_ROWS],
    });
    expect(parseNativeArgs(["/opt/bench", "ecdh", "ecdsa_verify"], undefined, exists)).toEqual({
      kind: "run",
      path: "/opt/bench",
      rows: ["ecdsa_verify", "ecdh"],
    });
    expect(parseNativeArgs(["ecdh"], "/opt/bench", exists)).toEqual({
      kind: "run",
      path: "/opt/bench",
      rows: ["ecdh"],
    });
  });

  it("answers -h / --help anywhere with the usage", () => {
    expect(parseNativeArgs(["--help"], undefined, exists)).toEqual({ kind: "help" });
    expect(parseNativeArgs(["-h"], "/opt/bench", exists)).toEqual({ kind: "help" });
    expect(parseNativeArgs(["/opt/bench", "ecdh", "--help"], undefined, exists)).toEqual({ kind: "help" });
  });

  it("refuses a missing or absent path and rows it does not know", () => {
    expect(parseNativeArgs([], undefined, exists)).toMatchObject({ kind: "usage-error", message: /no path/ });
    expect(parseNativeArgs(["ecdh"], undefined, exists)).toMatchObject({
      kind: "usage-error",
      message: /no path/,
    });
    expect(parseNativeArgs(["/nope"], undefined, exists)).toMatchObject({
      kind: "usage-error",
      message: /\/nope does not exist/,
    });
    // libsecp256k1's own group names (verify, ecdsa) are not rows here.
    expect(parseNativeArgs(["/opt/bench", "verify", "ecdh"], undefined, exists)).toMatchObject({
      kind: "usage-error",
      message: /unknown rows: verify/,
    });
  });
});

describe("bench_native's paired ratios", () => {
  it("the median and quartiles of the per-round ratios, skipping rounds without both figures", () => {
    // Round 2 ran in a slow stretch on both sides (its ratio is normal); round 4 has no native figure.
    const k1 = [100, 110, 300, 105, 90, 102];
    const native = [50, 50, 150, 50, Number.NaN, 51];
    const p = pairedRatios(k1, native);
    expect(p).toBeDefined();
    // Ratios 2, 2.2, 2, 2.1, 2 → sorted 2, 2, 2, 2.1, 2.2.
    expect(p!.n).toBe(5);
    expect(p!.median).toBeCloseTo(2, 10);
    expect(p!.q1).toBeCloseTo(2, 10);
    expect(p!.q3).toBeCloseTo(2.1, 10);
    expect(pairedRatios([1, 2], [Number.NaN, 0])).toBeUndefined();
    expect(pairedRatios([], [])).toBeUndefined();
    // Unequal lengths: only the rounds both have.
    expect(pairedRatios([3, 4, 5], [1])).toEqual({ n: 1, median: 3, q1: 3, q3: 3 });
  });
});
