/**
 * Verification on every core, on the 5x52 backend: a {@link VerifyPool} spreads batch
 * verification (`@k1/sigs`' batch object) and many single verifications over workers —
 * `worker_threads` in Node, module Web Workers in browsers (Deno and Bun run either) — with the
 * same API in both, and results identical to the single-threaded calls of `@k1/sigs/5x52`.
 * `@k1/pool/10x26` has the same API with workers on `@k1/sigs/10x26` (the build writes it from this
 * file).
 *
 * - {@link createVerifyPool}({ workers }) makes a pool; its workers start at its first job (a pool
 *   of 0 workers runs every job in the calling thread: the package works without ever starting
 *   one).
 * - {@link VerifyPool.batchVerify} / {@link VerifyPool.schnorrVerifyBatch}: a batch of BIP340
 *   signatures and tweak checks, cut into one slice per worker, each slice a batch;
 *   {@link VerifyPool.batchInvalid}: the indices of the invalid entries.
 * - {@link VerifyPool.schnorrVerify}, {@link VerifyPool.ecdsaVerify}: many single verifications,
 *   one result each.
 * - {@link VerifyPool.silentpaymentsRecipientScanBlock}: a BIP352 scan of a block's transactions
 *   for one recipient (`@k1/silentpayments/5x52`, imported by the workers at their first scan).
 * - {@link VerifyPool.close}: ends every worker.
 *
 * A worker that dies (or does not answer within the job timeout) fails its jobs with a
 * `K1Error` of code `ERR_WORKER`, never leaving a promise pending; the pool replaces it at the
 * next job. Arguments are checked in the calling thread, with the errors `@k1/sigs` gives.
 *
 * @module
 */
import { K1Error, type K1ErrorCode } from "@k1/sigs/5x52";
import type { SilentpaymentsFoundOutput } from "@k1/silentpayments/5x52";
import { checkEntries, checkLists, type PoolEntry } from "./check.5x52.js";
import { type JobResult, runJob } from "./jobs.5x52.js";
import type { PoolScanTransaction } from "./scan.5x52.js";
import {
  OP_BATCH,
  OP_BATCH_INVALID,
  OP_EACH,
  OP_EXIT,
  OP_SCAN,
  OP_WARM,
  pack,
  REC_ECDSA,
  REC_SCHNORRSIG,
} from "./wire.js";

export type { PoolEntry, PoolSchnorrEntry, PoolTweakEntry } from "./check.5x52.js";
export type { PoolScanTransaction } from "./scan.5x52.js";

/** The field backend of this module: `"5x52"` (or `"10x26"` in `@k1/pool/10x26`). */
export const BACKEND: string = "5x52";

/** Options of {@link createVerifyPool}. */
export interface VerifyPoolOptions {
  /**
   * The number of workers, 0 to run every job in the calling thread. Default: the number of
   * logical cores (`navigator.hardwareConcurrency`, Node's `os.availableParallelism()`), at most 16;
   * 1 where the environment does not tell without an `await` (Node before 20.16).
   */
  readonly workers?: number;
  /**
   * How long a worker may take to answer one job before it is taken for dead, in milliseconds
   * (its jobs then fail with `ERR_WORKER` and it is ended). Default 60,000; 0 for no limit (a
   * worker whose thread ends is still noticed in Node, not in browsers).
   */
  readonly jobTimeoutMs?: number;
  /**
   * The worker module, for bundler layouts that move it: default the package's own
   * `worker.5x52.js` beside this module.
   */
  readonly workerUrl?: URL | string;
}

/** Fewest entries per worker for a batch: smaller batches are not worth a worker's round trip. */
export const POOL_BATCH_MIN_SLICE = 128;
/** Fewest signatures per worker for single verifications. */
export const POOL_EACH_MIN_SLICE = 16;
/** Fewest transactions per worker for a block scan. */
export const POOL_SCAN_MIN_SLICE = 16;

/** A worker as the pool sees it (Node's or the web's, behind one face). */
interface Slot {
  readonly post: (msg: { id: number; op: number; buf: ArrayBuffer }, transfer: ArrayBuffer[]) => void;
  readonly end: () => Promise<void>;
  readonly ref: (on: boolean) => void;
  readonly pending: Map<number, Pending>;
  dead: boolean;
}

interface Pending {
  resolve(v: JobResult): void;
  reject(e: Error): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

interface WebWorkerLike {
  postMessage(msg: unknown, transfer: ArrayBuffer[]): void;
  terminate(): void;
  onmessage: ((ev: { data: Reply }) => void) | null;
  onerror: ((ev: { message?: string; preventDefault?: () => void }) => void) | null;
  onmessageerror: (() => void) | null;
}
declare const Worker: new (url: URL | string, options: { type: "module" }) => WebWorkerLike;

interface NodeWorkerLike {
  postMessage(msg: unknown, transfer: ArrayBuffer[]): void;
  terminate(): Promise<number>;
  on(ev: "message", f: (m: Reply) => void): void;
  on(ev: "error", f: (e: Error) => void): void;
  on(ev: "exit", f: (code: number) => void): void;
  ref(): void;
  unref(): void;
}

type Reply =
  | { id: number; ok: true; value: JobResult }
  | { id: number; ok: false; code: string; message: string };

const WORKER_THREADS = "node:worker_threads";
type NodeWorkerCtor = new (url: URL | string) => NodeWorkerLike;
let nodeWorkerCtor: NodeWorkerCtor | null = null;

/** Node's built-in module `name` without an await (`process.getBuiltinModule`, Node ≥ 20.16), or null. */
function builtin<T>(name: string): T | null {
  const proc = (globalThis as { process?: { getBuiltinModule?: (n: string) => unknown } }).process;
  return typeof proc?.getBuiltinModule === "function" ? (proc.getBuiltinModule(name) as T) : null;
}

/** Whether Web Workers are the way (browsers, Deno); else Node's worker_threads. */
function webWorkers(): boolean {
  const gt = globalThis as { Worker?: unknown; process?: { versions?: { node?: string } } };
  return typeof gt.Worker === "function" && typeof gt.process?.versions?.node !== "string";
}

/** The number of logical cores, at most 16 (1 if the environment does not tell). */
function defaultWorkers(): number {
  const nav = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator;
  if (typeof nav?.hardwareConcurrency === "number" && nav.hardwareConcurrency > 0) {
    return Math.min(16, nav.hardwareConcurrency);
  }
  const os = builtin<{ availableParallelism?: () => number; cpus(): unknown[] }>("node:os");
  if (os !== null) return Math.max(1, Math.min(16, os.availableParallelism?.() ?? os.cpus().length));
  return 1;
}

/** Loads Node's Worker class (without an await where `process.getBuiltinModule` exists). */
async function loadNodeWorker(): Promise<void> {
  const wt =
    builtin<{ Worker: NodeWorkerCtor }>(WORKER_THREADS) ??
    ((await import(/* @vite-ignore */ WORKER_THREADS)) as { Worker: NodeWorkerCtor });
  nodeWorkerCtor = wt.Worker;
}

function workerError(message: string): K1Error {
  return new K1Error("ERR_WORKER", message);
}

/**
 * A pool of verification workers (see the module comment). Made by {@link createVerifyPool}; every
 * method returns a promise, and a pool of 0 workers settles it in the calling thread.
 */
export class VerifyPool {
  /** The number of workers (0: jobs run in the calling thread). */
  readonly size: number;
  private readonly timeout: number;
  /** The worker module, or null for the package's own (see spawn). */
  private readonly url: URL | string | null;
  private slots: Slot[] = [];
  private next = 0;
  private ids = 0;
  private closed = false;

  /** @internal Use {@link createVerifyPool}. */
  constructor(size: number, timeout: number, url: URL | string | null) {
    this.size = size;
    this.timeout = timeout;
    this.url = url;
  }

  /**
   * Verifies a batch of BIP340 signatures and x-only tweak checks: the result of `@k1/sigs`'
   * `batchVerify` over the same entries (true iff every entry is valid, up to the batch's
   * probability below 2^-128 of accepting an invalid one). The entries are cut into one slice per
   * worker (at least {@link POOL_BATCH_MIN_SLICE} each), each verified as a batch.
   *
   * @param entries - signatures `{ sig, msg, key }` and tweak checks `{ tweaked, parity, internal,
   *   tweak }` (the arguments of `batchAddSchnorrsig` and `batchAddXonlypubTweakCheck`).
   * @returns whether every entry is valid; true for none.
   * @throws (as a rejection) `K1Error` (of `@k1/sigs`) `ERR_TYPE` / `ERR_LENGTH` / `ERR_RANGE` on a wrong
   *   argument (as `@k1/sigs`); `ERR_WORKER` if a worker died or the pool is closed.
   * @example
   * ```ts
   * const pool = createVerifyPool();
   * const ok = await pool.batchVerify(entries);
   * await pool.close();
   * ```
   */
  async batchVerify(entries: readonly PoolEntry[]): Promise<boolean> {
    const job = checkEntries(entries);
    const parts = await this.run(OP_BATCH, job.kinds, job.fields, job.parities, POOL_BATCH_MIN_SLICE);
    return parts.every((p) => p.value === true);
  }

  /**
   * The indices of the invalid entries of a batch (as `@k1/sigs`' `batchInvalid` of a batch made
   * with `findInvalid`), each worker searching its slice.
   *
   * @param entries - as {@link VerifyPool.batchVerify}.
   * @returns the indices in increasing order (empty if every entry is valid).
   * @throws (as a rejection) as {@link VerifyPool.batchVerify}.
   * @example
   * ```ts
   * for (const i of await pool.batchInvalid(entries)) console.log("invalid entry", i);
   * ```
   */
  async batchInvalid(entries: readonly PoolEntry[]): Promise<number[]> {
    const job = checkEntries(entries);
    const parts = await this.run(OP_BATCH_INVALID, job.kinds, job.fields, job.parities, POOL_BATCH_MIN_SLICE);
    const out: number[] = [];
    for (const p of parts) for (const i of p.value as Int32Array) out.push(p.lo + i);
    return out;
  }

  /**
   * Verifies many BIP340 signatures as one batch: the result of `@k1/sigs`' `schnorrVerifyBatch`.
   *
   * @param sigs - the 64-byte signatures.
   * @param msgs - the messages, one per signature.
   * @param xonlyPubkeys - the 32-byte x-only public keys, one per signature.
   * @returns whether every signature is valid.
   * @throws (as a rejection) `K1Error` (of `@k1/sigs`) `ERR_TYPE` / `ERR_LENGTH` on wrong arguments;
   *   `ERR_WORKER` if a worker died or the pool is closed.
   * @example
   * ```ts
   * if (!(await pool.schnorrVerifyBatch(sigs, msgs, keys))) throw new Error("invalid block");
   * ```
   */
  async schnorrVerifyBatch(
    sigs: readonly Uint8Array[],
    msgs: readonly Uint8Array[],
    xonlyPubkeys: readonly Uint8Array[],
  ): Promise<boolean> {
    const job = checkLists(sigs, msgs, xonlyPubkeys, REC_SCHNORRSIG);
    const parts = await this.run(OP_BATCH, job.kinds, job.fields, job.parities, POOL_BATCH_MIN_SLICE);
    return parts.every((p) => p.value === true);
  }

  /**
   * Verifies BIP340 signatures one by one: `schnorrVerify(sigs[i], msgs[i], xonlyPubkeys[i])` for
   * each i, spread over the workers.
   *
   * @param sigs - the 64-byte signatures.
   * @param msgs - the messages.
   * @param xonlyPubkeys - the 32-byte x-only public keys.
   * @returns one result per signature.
   * @throws (as a rejection) as {@link VerifyPool.schnorrVerifyBatch}.
   * @example
   * ```ts
   * const each = await pool.schnorrVerify(sigs, msgs, keys); // [true, false, …]
   * ```
   */
  async schnorrVerify(
    sigs: readonly Uint8Array[],
    msgs: readonly Uint8Array[],
    xonlyPubkeys: readonly Uint8Array[],
  ): Promise<boolean[]> {
    const job = checkLists(sigs, msgs, xonlyPubkeys, REC_SCHNORRSIG);
    return this.each(job);
  }

  /**
   * Verifies ECDSA signatures one by one: `ecdsaVerify(sigs[i], msgHashes[i], publicKeys[i])` for
   * each i (compact 64-byte signatures, low s), spread over the workers.
   *
   * @param sigs - the 64-byte compact signatures.
   * @param msgHashes - the 32-byte message hashes.
   * @param publicKeys - the public keys, 33 or 65 bytes.
   * @returns one result per signature.
   * @throws (as a rejection) `K1Error` (of `@k1/sigs`) `ERR_TYPE` / `ERR_LENGTH` on wrong arguments;
   *   `ERR_WORKER` if a worker died or the pool is closed.
   * @example
   * ```ts
   * const each = await pool.ecdsaVerify(sigs, hashes, pubkeys);
   * ```
   */
  async ecdsaVerify(
    sigs: readonly Uint8Array[],
    msgHashes: readonly Uint8Array[],
    publicKeys: readonly Uint8Array[],
  ): Promise<boolean[]> {
    const job = checkLists(sigs, msgHashes, publicKeys, REC_ECDSA);
    return this.each(job);
  }

  /**
   * Scans a block's transactions for the outputs paying one silent-payments recipient (BIP352),
   * spread over the workers: for each transaction the result of `@k1/silentpayments`'
   * `silentpaymentsRecipientScanOutputs(outputs, scanKey32, summary, unlabeledSpendPubkey,
   * labels)`, a 33-byte light-client summary first parsed by
   * `silentpaymentsRecipientPrevoutsSummaryParse`. The transactions are cut into one slice per
   * worker (at least {@link POOL_SCAN_MIN_SLICE} each, balanced by their numbers of outputs); each
   * worker imports `@k1/silentpayments` at its first scan, so a pool that never scans never loads
   * it.
   *
   * Labels are a `Map` from the lower-case hex of each serialized label to its 32-byte tweak, as
   * for the single-threaded scan. A lookup callback cannot run in a worker (a function does not
   * cross threads): it is rejected; scan with `@k1/silentpayments` in the calling thread for one.
   *
   * @param transactions - the block's transactions, each `{ summary, outputs }`
   *   ({@link PoolScanTransaction}): a 33-byte light-client summary or a 101-byte prevouts summary,
   *   and the 32-byte x-only outputs (at least one).
   * @param scanKey32 - the recipient's scan secret key (copied into the jobs, zeroed by the workers
   *   after each job).
   * @param unlabeledSpendPubkey - the recipient's spend public key B_spend, 33 or 65 bytes.
   * @param labels - the recipient's labels as a `Map`, or omitted / `null` for unlabeled outputs
   *   only.
   * @returns per transaction, in order, the outputs found (often none), in the order of k: each
   *   `{ output, tweak, label }` as the single-threaded scan returns it.
   * @throws (as a rejection) `K1Error` (of `@k1/sigs`), the codes of the single-threaded calls:
   *   `ERR_TYPE` / `ERR_LENGTH` on arguments of the wrong type or size (a callback as `labels`:
   *   `ERR_TYPE`), `ERR_PRIVATE_KEY` / `ERR_PUBLIC_KEY` for an invalid scan / spend key (these
   *   checked in the calling thread); from the scan of transaction i, with a message starting
   *   `transactions[i]: ` (the first such transaction's error): `ERR_PUBLIC_KEY` (a 33-byte
   *   summary that is not a point), `ERR_OPAQUE` (101 bytes that are not a summary),
   *   `ERR_LABEL_LOOKUP`, `ERR_TWEAK`, `ERR_RESULT_INFINITY`. `ERR_LABEL_LOOKUP` also if a label's
   *   value is neither absent nor a 32-byte `Uint8Array` (checked up front, where the
   *   single-threaded scan throws only when that label is found). `ERR_WORKER` if a worker died
   *   or the pool is closed.
   * @example
   * ```ts
   * // A light client: 33-byte summaries of a block from an index server, the block's Taproot outputs.
   * const txs = block.map((tx) => ({ summary: tx.tweak33, outputs: tx.taprootOutputs }));
   * const found = await pool.silentpaymentsRecipientScanBlock(txs, scanKey, spendPubkey, labels);
   * found.forEach((outs, i) => outs.forEach(({ output, tweak }) => wallet.add(block[i], output, tweak)));
   * ```
   */
  async silentpaymentsRecipientScanBlock(
    transactions: readonly PoolScanTransaction[],
    scanKey32: Uint8Array,
    unlabeledSpendPubkey: Uint8Array,
    labels?: ReadonlyMap<string, Uint8Array> | null,
  ): Promise<SilentpaymentsFoundOutput[][]> {
    // The scan's code (and @k1/silentpayments) is loaded at the first scan only.
    const { checkScan, packScan, runScanJob, unpackFound } = await import("./scan.5x52.js");
    const { txs, labels: pairs } = checkScan(transactions, scanKey32, unlabeledSpendPubkey, labels);
    if (this.closed) throw workerError("the pool is closed");
    const n = txs.length;
    if (n === 0) return [];
    const k = this.size === 0 ? 1 : Math.max(1, Math.min(this.size, Math.floor(n / POOL_SCAN_MIN_SLICE)));
    // Slices of about equal work: a transaction weighs its outputs and its ECDH (about 8 outputs').
    const weight = new Float64Array(n + 1);
    for (let i = 0; i < n; i++) weight[i + 1] = weight[i] + 8 + txs[i].outputs.length;
    const jobs: Promise<{ count: number; value: JobResult }>[] = [];
    let lo = 0;
    for (let j = 0; j < k; j++) {
      let hi = n;
      if (j < k - 1) {
        const goal = (weight[n] * (j + 1)) / k;
        hi = lo + 1;
        while (hi < n - (k - 1 - j) && weight[hi] < goal) hi++;
      }
      const buf = packScan(txs, lo, hi, scanKey32, unlabeledSpendPubkey, pairs);
      const count = hi - lo;
      if (this.size === 0) jobs.push(runScanJob(buf).then((value) => ({ count, value })));
      else jobs.push(this.submit(OP_SCAN, buf).then((value) => ({ count, value })));
      lo = hi;
    }
    const done = await Promise.allSettled(jobs);
    const out: SilentpaymentsFoundOutput[][] = [];
    for (const d of done) {
      if (d.status === "rejected") throw d.reason;
      unpackFound(d.value.value as Uint8Array, d.value.count, out);
    }
    return out;
  }

  /**
   * Ends every worker (`worker.terminate()`); jobs still running fail with `ERR_WORKER`, and so
   * does every later call. Idempotent.
   *
   * @returns a promise settled when every worker has ended.
   * @example
   * ```ts
   * await pool.close();
   * ```
   */
  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => this.kill(s, "the pool was closed")));
  }

  /**
   * Starts every worker and has each compile its verification code (it signs `count` messages of
   * its own and verifies them every way), so that the first real jobs run at full speed: a fresh
   * worker runs its first verifications in the engine's interpreter, tens of times slower. Optional.
   *
   * @param count - signatures per worker (default 256; at least 1).
   * @returns a promise settled when every worker is warm.
   * @throws (as a rejection) `K1Error` (of `@k1/sigs`) `ERR_WORKER` if a worker died or the pool is closed;
   *   `ERR_TYPE` / `ERR_RANGE` if count is not an integer in [1, 65536].
   * @example
   * ```ts
   * const pool = createVerifyPool();
   * await pool.warmup(); // e.g. at start-up, before blocks arrive
   * ```
   */
  async warmup(count = 256): Promise<void> {
    checkInt(count, "count", 1, 65536);
    if (this.closed) throw workerError("the pool is closed");
    const jobs: Promise<JobResult>[] = [];
    const buf = (): ArrayBuffer => Uint32Array.of(count).buffer;
    if (this.size === 0) {
      runJob(OP_WARM, buf());
      return;
    }
    while (this.slots.filter((s) => !s.dead).length < this.size) await this.slot();
    for (const s of this.slots) jobs.push(this.submitTo(s, OP_WARM, buf()));
    await Promise.all(jobs);
  }

  /** @internal The number of live workers. */
  get liveWorkers(): number {
    return this.slots.filter((s) => !s.dead).length;
  }

  /** @internal Makes a worker exit (the tests of the pool's handling of a dead worker). */
  async crashOne(): Promise<void> {
    const s = await this.slot();
    s.post({ id: ++this.ids, op: OP_EXIT, buf: new ArrayBuffer(0) }, []);
  }

  private async each(job: ReturnType<typeof checkLists>): Promise<boolean[]> {
    const parts = await this.run(OP_EACH, job.kinds, job.fields, job.parities, POOL_EACH_MIN_SLICE);
    const out: boolean[] = [];
    for (const p of parts) for (const v of p.value as Uint8Array) out.push(v === 1);
    return out;
  }

  /** Cuts records into slices, runs one job per slice, returns the results in order. */
  private async run(
    op: number,
    kinds: Uint8Array,
    fields: readonly (readonly Uint8Array[])[],
    parities: Uint8Array,
    minSlice: number,
  ): Promise<{ lo: number; value: JobResult }[]> {
    if (this.closed) throw workerError("the pool is closed");
    const n = kinds.length;
    const k = this.size === 0 ? 1 : Math.max(1, Math.min(this.size, Math.floor(n / minSlice)));
    const jobs: Promise<{ lo: number; value: JobResult }>[] = [];
    for (let j = 0; j < k; j++) {
      const lo = Math.floor((j * n) / k);
      const hi = Math.floor(((j + 1) * n) / k);
      const buf = pack(kinds, fields, parities, lo, hi);
      if (this.size === 0) jobs.push(Promise.resolve({ lo, value: runJob(op, buf) }));
      else jobs.push(this.submit(op, buf).then((value) => ({ lo, value })));
    }
    // Every slice settles before the call does (no rejection is left unobserved); the first
    // failure is the call's.
    const done = await Promise.allSettled(jobs);
    const out: { lo: number; value: JobResult }[] = [];
    for (const d of done) {
      if (d.status === "rejected") throw d.reason;
      out.push(d.value);
    }
    return out;
  }

  /** Sends one job to the next worker. */
  private async submit(op: number, buf: ArrayBuffer): Promise<JobResult> {
    const s = await this.slot();
    return this.submitTo(s, op, buf);
  }

  /** Sends one job to a worker. */
  private submitTo(s: Slot, op: number, buf: ArrayBuffer): Promise<JobResult> {
    if (this.closed) return Promise.reject(workerError("the pool is closed"));
    if (s.dead) return Promise.reject(workerError("a worker died"));
    const id = ++this.ids;
    return new Promise<JobResult>((resolve, reject) => {
      const p: Pending = { resolve, reject, timer: undefined };
      if (this.timeout > 0) {
        p.timer = setTimeout(() => {
          void this.kill(s, `a worker did not answer within ${this.timeout} ms`);
        }, this.timeout);
      }
      s.pending.set(id, p);
      s.ref(true);
      s.post({ id, op, buf }, [buf]);
    });
  }

  /** The next live worker, started if there are fewer than `size`. */
  private async slot(): Promise<Slot> {
    if (!webWorkers() && nodeWorkerCtor === null) await loadNodeWorker();
    if (this.closed) throw workerError("the pool is closed");
    // From here on synchronous: concurrent calls cannot start more than `size` workers.
    this.slots = this.slots.filter((s) => !s.dead);
    if (this.slots.length < this.size) {
      const s = this.spawn();
      this.slots.push(s);
      return s;
    }
    this.next = (this.next + 1) % this.slots.length;
    return this.slots[this.next];
  }

  /** Ends a worker and fails its jobs. */
  private async kill(s: Slot, why: string): Promise<void> {
    if (s.dead) return;
    s.dead = true;
    for (const p of s.pending.values()) {
      if (p.timer !== undefined) clearTimeout(p.timer);
      p.reject(workerError(why));
    }
    s.pending.clear();
    await s.end();
  }

  private settle(s: Slot, reply: Reply): void {
    const p = s.pending.get(reply.id);
    if (p === undefined) return;
    s.pending.delete(reply.id);
    if (p.timer !== undefined) clearTimeout(p.timer);
    if (s.pending.size === 0) s.ref(false);
    if (reply.ok) p.resolve(reply.value);
    else p.reject(new K1Error(reply.code as K1ErrorCode, reply.message));
  }

  private spawn(): Slot {
    const url = this.url;
    if (webWorkers()) {
      // The literal `new Worker(new URL("./…", import.meta.url), …)` is what bundlers (Vite,
      // webpack, Parcel) recognize and bundle as a worker.
      const w =
        url === null
          ? new Worker(new URL("./worker.5x52.js", import.meta.url), { type: "module" })
          : new Worker(url, { type: "module" });
      const s: Slot = {
        post: (msg, transfer) => w.postMessage(msg, transfer),
        end: async () => w.terminate(),
        ref: () => {},
        pending: new Map(),
        dead: false,
      };
      w.onmessage = (ev) => this.settle(s, ev.data);
      w.onerror = (ev) => {
        ev.preventDefault?.();
        void this.kill(s, `a worker failed: ${ev.message ?? "error"}`);
      };
      w.onmessageerror = () => void this.kill(s, "a worker's message could not be read");
      return s;
    }
    if (nodeWorkerCtor === null) throw workerError("worker_threads is not available");
    const w = new nodeWorkerCtor(url ?? new URL("./worker.5x52.js", import.meta.url));
    const s: Slot = {
      post: (msg, transfer) => w.postMessage(msg, transfer),
      end: async () => {
        await w.terminate();
      },
      ref: (on) => (on ? w.ref() : w.unref()),
      pending: new Map(),
      dead: false,
    };
    w.unref();
    w.on("message", (m) => this.settle(s, m));
    w.on("error", (e) => void this.kill(s, `a worker failed: ${e.message}`));
    w.on("exit", (code) => void this.kill(s, `a worker exited (code ${code})`));
    return s;
  }
}

/**
 * Makes a verification pool (see the module comment). No worker starts until the first job.
 *
 * @param options - {@link VerifyPoolOptions}: `workers`, `jobTimeoutMs`, `workerUrl`.
 * @returns the pool.
 * @throws `K1Error` (of `@k1/sigs`) `ERR_TYPE` / `ERR_RANGE` if an option has the wrong type or range.
 * @example
 * ```ts
 * import { createVerifyPool } from "@k1/pool";
 * const pool = createVerifyPool({ workers: 4 });
 * const ok = await pool.schnorrVerifyBatch(sigs, msgs, keys);
 * await pool.close();
 * ```
 */
export function createVerifyPool(options?: VerifyPoolOptions): VerifyPool {
  let workers: number | undefined;
  let timeout = 60_000;
  let url: URL | string | null = null;
  if (options !== undefined && options !== null) {
    if (typeof options !== "object") throw new K1Error("ERR_TYPE", "options: expected an object");
    if (options.workers !== undefined) {
      checkInt(options.workers, "options.workers", 0, 256);
      workers = options.workers;
    }
    if (options.jobTimeoutMs !== undefined) {
      checkInt(options.jobTimeoutMs, "options.jobTimeoutMs", 0, 2 ** 31 - 1);
      timeout = options.jobTimeoutMs;
    }
    if (options.workerUrl !== undefined) {
      if (typeof options.workerUrl !== "string" && !(options.workerUrl instanceof URL)) {
        throw new K1Error("ERR_TYPE", "options.workerUrl: expected a URL or a string");
      }
      url = options.workerUrl;
    }
  }
  return new VerifyPool(workers ?? defaultWorkers(), timeout, url);
}

function checkInt(x: unknown, name: string, min: number, max: number): void {
  if (typeof x !== "number" || !Number.isSafeInteger(x))
    throw new K1Error("ERR_TYPE", `${name}: expected an integer`);
  if (x < min || x > max)
    throw new K1Error("ERR_RANGE", `${name}: expected ${min} ≤ ${name} ≤ ${max}, got ${x}`);
}
