/**
 * `bench_internal scalar`: libsecp256k1's scalar rows for both scalar builds (`@k1/scalar/5x52` with
 * 64-bit BigInt kernels, `@k1/scalar/10x26` with number kernels), in one process.
 *
 * @module
 */
import { selected } from "../harness.js";
import { run as run5x52 } from "./scalar-rows.5x52.js";
import { run as run10x26 } from "./scalar-rows.10x26.js";

/** Prints the scalar rows of both builds. */
export function run(): void {
  if (selected("5x52") || !selected("10x26")) run5x52();
  if (selected("10x26") || !selected("5x52")) run10x26();
}
