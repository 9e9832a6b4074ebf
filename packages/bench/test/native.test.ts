// libsecp256k1's bench output is read row by row; a program that fails or prints none of the rows
// is an error, not an empty comparison.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NATIVE_ROWS, parseNativeBench, runNativeBench } from "../src/internal/native.js";

// The shape of libsecp256k1's output (bench.c's print_output_table_header_row and print_number),
// followed by the configure summary its CMake build appends.
const SAMPLE = `Benchmark                               ,    Min(us)       ,    Avg(us)       ,    Max(us)       

ecdsa_verify                            ,       36.3       ,       37.3       ,       42.4    
ecdsa_sign                              ,       23.4       ,       24.1       ,       25.4    
ecdh                                    ,       34.9       ,       35.2       ,       35.6    

secp256k1 configure summary
===========================
  ECDH ................................ ON
Preprocessor defined macros ........... ECMULT_WINDOW_SIZE=15 COMB_BLOCKS=43, COMB_TEETH=6
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
      expect(() => runNativeBench(fakeBench("bench-fail", "exit 3"), ["ecdh"], 1)).toThrow(/exited with 3/);
      expect(() =>
        runNativeBench(fakeBench("bench-empty", `echo "${SAMPLE.split("\n")[0]}"`), ["ecdh"], 1),
      ).toThrow(/printed none/);
    },
  );
});
