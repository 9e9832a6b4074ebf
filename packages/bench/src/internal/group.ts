/**
 * `bench_internal group`: libsecp256k1's group rows (`group_double_var`, `group_add_var`,
 * `group_add_affine`, `group_add_affine_var`, `group_add_zinv_var`, `group_to_affine_var`) for
 * both backends, each with its own copy of the group code.
 *
 * @module
 */
import { runBackends } from "../harness.js";
import { run as run5x52 } from "./group-rows.5x52.js";
import { run as run10x26 } from "./group-rows.10x26.js";

/** Prints the group rows of both backends (a "5x52" or "10x26" filter selects one). */
export function run(): void {
  runBackends(run5x52, run10x26);
}
