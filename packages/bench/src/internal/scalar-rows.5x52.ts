/**
 * `bench_internal scalar` for the scalar build `@k1/scalar/5x52` (written once as the 5x52
 * template; scripts/gen-backends.mjs makes the other build's copy): libsecp256k1's scalar rows
 * (bench_internal.c), same names, same operands (its `bench_setup` initializers) and the same loop
 * bodies: each iteration feeds its result into the next, and every body returns a number derived
 * from its results.
 *
 * Iterations per run follow libsecp256k1's defaults (20000, ×100 for half/add/negate, ×10 for
 * mul), scaled by K1_BENCH_ITERS.
 *
 * @module
 */
import * as scalar from "@k1/scalar/5x52";
import { bench, section } from "../harness.js";

/** libsecp256k1's bench_setup initializers of scalar[0] and scalar[1]. */
const INIT0 = Uint8Array.from([
  0x02, 0x03, 0x05, 0x07, 0x0b, 0x0d, 0x11, 0x13, 0x17, 0x1d, 0x1f, 0x25, 0x29, 0x2b, 0x2f, 0x35, 0x3b, 0x3d,
  0x43, 0x47, 0x49, 0x4f, 0x53, 0x59, 0x61, 0x65, 0x67, 0x6b, 0x6d, 0x71, 0x7f, 0x83,
]);
const INIT1 = Uint8Array.from([
  0x82, 0x83, 0x85, 0x87, 0x8b, 0x8d, 0x81, 0x83, 0x97, 0xad, 0xaf, 0xb5, 0xb9, 0xbb, 0xbf, 0xc5, 0xdb, 0xdd,
  0xe3, 0xe7, 0xe9, 0xef, 0xf3, 0xf9, 0x11, 0x15, 0x17, 0x1b, 0x1d, 0xb1, 0xbf, 0xd3,
]);

const ITERS = 20_000;

/** Fresh operands, as libsecp256k1's bench_setup runs before each row. */
function setup(): [scalar.Scalar, scalar.Scalar] {
  const s0 = scalar.create();
  const s1 = scalar.create();
  scalar.setB32(s0, INIT0);
  scalar.setB32(s1, INIT1);
  return [s0, s1];
}

/** A number depending on every word of s. */
function digest(s: scalar.Scalar): number {
  return s[0] ^ s[1] ^ s[2] ^ s[3] ^ s[4] ^ s[5] ^ s[6] ^ s[7];
}

/** Prints the scalar rows of this build. */
export function run(): void {
  section("scalar 5x52");
  {
    const [s0] = setup();
    bench("scalar_half", ITERS * 100, (n) => {
      for (let i = 0; i < n; i++) scalar.half(s0, s0);
      return digest(s0);
    });
  }
  {
    const [s0, s1] = setup();
    bench("scalar_add", ITERS * 100, (n) => {
      let j = 0;
      for (let i = 0; i < n; i++) j += +scalar.add(s0, s0, s1);
      return j ^ digest(s0);
    });
  }
  {
    const [s0] = setup();
    bench("scalar_negate", ITERS * 100, (n) => {
      for (let i = 0; i < n; i++) scalar.negate(s0, s0);
      return digest(s0);
    });
  }
  {
    const [s0, s1] = setup();
    bench("scalar_mul", ITERS * 10, (n) => {
      for (let i = 0; i < n; i++) scalar.mul(s0, s0, s1);
      return digest(s0);
    });
  }
  {
    const [s0, s1] = setup();
    const tmp = scalar.create();
    bench("scalar_split", ITERS, (n) => {
      let j = 0;
      for (let i = 0; i < n; i++) {
        scalar.splitLambda(tmp, s1, s0);
        j += +scalar.add(s0, tmp, s1);
      }
      return j ^ digest(s0) ^ digest(s1);
    });
  }
  {
    const [s0, s1] = setup();
    bench("scalar_inverse", ITERS, (n) => {
      let j = 0;
      for (let i = 0; i < n; i++) {
        scalar.inverse(s0, s0);
        j += +scalar.add(s0, s0, s1);
      }
      return j ^ digest(s0);
    });
  }
  {
    const [s0, s1] = setup();
    bench("scalar_inverse_var", ITERS, (n) => {
      let j = 0;
      for (let i = 0; i < n; i++) {
        scalar.inverseVar(s0, s0);
        j += +scalar.add(s0, s0, s1);
      }
      return j ^ digest(s0);
    });
  }
}
