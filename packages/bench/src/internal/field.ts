/**
 * `bench_internal field`: libsecp256k1's field rows for both backends, then the BigInt reference
 * rows (mul and inverse) measured in the same process, so the rows compare as ratios.
 *
 * @module
 */
import { bench, runBackends, section } from "../harness.js";
import { run as run5x52 } from "./field-rows.5x52.js";
import { run as run10x26 } from "./field-rows.10x26.js";

const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;

/** Prints the field rows of both backends and the BigInt reference rows. */
export function run(): void {
  runBackends(run5x52, run10x26);
  section("field BigInt");
  let a = 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n;
  const b = 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n;
  bench("field_mul_bigint", 500_000, (n) => {
    for (let i = 0; i < n; i++) a = (a * b) % P;
    return Number(a & 0xffffn);
  });
  bench("field_inverse_bigint", 2_000, (n) => {
    for (let i = 0; i < n; i++) a = invEuclid(a) + b;
    return Number(a & 0xffffn);
  });
}

/** Modular inverse by the extended Euclidean algorithm on BigInt (the reference row). */
function invEuclid(x: bigint): bigint {
  let [r0, r1] = [P, x % P];
  let [t0, t1] = [0n, 1n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  return t0 < 0n ? t0 + P : t0;
}
