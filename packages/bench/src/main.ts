/**
 * `npm run demo` (`node packages/bench/dist/main.js [--json] [filters]`): signs and verifies with
 * k1 on both backends, then benchmarks k1 against tiny-secp256k1 and noble-curves in one process
 * (`internal/main-job.ts`). `--json` prints a benchmark document on stdout.
 *
 * @module
 */
import { mainJob } from "./internal/main-job.js";

mainJob(process.argv.slice(2));
