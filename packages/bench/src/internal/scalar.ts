/**
 * `bench_internal scalar`: libsecp256k1's scalar rows for both scalar builds (`@k1/scalar/5x52` with
 * 64-bit BigInt kernels, `@k1/scalar/10x26` with number kernels), in one process.
 *
 * @module
 */
import { runBackends } from "../harness.js";
import { run as run5x52 } from "./scalar-rows.5x52.js";
import { run as run10x26 } from "./scalar-rows.10x26.js";

/** Prints the scalar rows of both builds. */
export function run(): void {
  runBackends(run5x52, run10x26);
}
