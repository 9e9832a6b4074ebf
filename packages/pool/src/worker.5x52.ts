/**
 * The worker of a 5x52 verification pool (`pool.5x52.ts`): a module run by `worker_threads` in
 * Node and as a module Web Worker in browsers (Deno and Bun run either). It answers each job
 * message `{ id, op, buf }` with `{ id, ok: true, value }` (the result of `runJob`; typed arrays
 * are moved back, not copied) or `{ id, ok: false, code, message }`. A block scan
 * (`scan-job.5x52.ts`) imports `@k1/silentpayments/5x52` at the worker's first scan. `@k1/pool/10x26` has the same
 * worker over `@k1/sigs/10x26`.
 *
 * @module
 */
import { type JobResult, runJob } from "./jobs.5x52.js";
import { runScanJob } from "./scan-job.5x52.js";
import { OP_EXIT, OP_SCAN } from "./wire.js";

/** A job message. */
interface Job {
  readonly id: number;
  readonly op: number;
  readonly buf: ArrayBuffer;
}

/** The channel to the pool: Node's `parentPort`, or the worker's global scope. */
interface Port {
  postMessage(msg: unknown, transfer?: ArrayBuffer[]): void;
}

function answer(port: Port, job: Job): void {
  if (job.op === OP_EXIT) {
    // A worker's death, on purpose (the pool's tests): Node's worker ends with code 3, a Web
    // Worker closes without a word (the pool notices by its job timeout).
    const proc = (globalThis as { process?: { exit(code: number): never } }).process;
    if (nodePort !== null && proc !== undefined) proc.exit(3);
    (globalThis as unknown as { close(): void }).close();
    return;
  }
  if (job.op === OP_SCAN) {
    // A block scan imports @k1/silentpayments on its first run: asynchronous.
    runScanJob(job.buf).then(
      (value) => reply(port, job.id, value),
      (e) => fail(port, job.id, e),
    );
    return;
  }
  let value: JobResult;
  try {
    value = runJob(job.op, job.buf);
  } catch (e) {
    fail(port, job.id, e);
    return;
  }
  reply(port, job.id, value);
}

function reply(port: Port, id: number, value: JobResult): void {
  if (typeof value === "boolean") port.postMessage({ id, ok: true, value });
  else port.postMessage({ id, ok: true, value }, [value.buffer as ArrayBuffer]);
}

function fail(port: Port, id: number, e: unknown): void {
  const err = e as { code?: unknown; message?: unknown };
  port.postMessage({
    id,
    ok: false,
    code: typeof err.code === "string" ? err.code : "ERR_WORKER",
    message: String(err.message ?? e),
  });
}

// A Web Worker (browsers, Deno) listens at once, before anything is awaited, so that no job posted
// while the module loads is missed; Node's parentPort queues messages until a listener comes. The
// specifier of worker_threads is hidden from bundlers, which need not resolve it for a browser.
const WORKER_THREADS = "node:worker_threads";
type NodePort = Port & { on(ev: "message", f: (m: Job) => void): void };
let nodePort: NodePort | null = null;
if (typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope !== "undefined") {
  const scope = globalThis as unknown as Port & { onmessage: ((ev: { data: Job }) => void) | null };
  scope.onmessage = (ev) => answer(scope, ev.data);
} else {
  const wt = (await import(/* @vite-ignore */ WORKER_THREADS)) as { parentPort: NodePort | null };
  nodePort = wt.parentPort;
  const port = nodePort;
  if (port !== null) port.on("message", (m: Job) => answer(port, m));
}
