/**
 * What a worker of a 5x52 verification pool does with a job (`wire.ts`): `@k1/sigs/5x52`'s batch
 * object over the records, or each record verified on its own. The pool runs the same code in the
 * calling thread when it has no workers. `@k1/pool/10x26` has the same code over
 * `@k1/sigs/10x26` (the build writes it from this file).
 *
 * @module
 */
import {
  batchAddSchnorrsig,
  batchAddXonlypubTweakCheck,
  batchCreate,
  batchInvalid,
  batchVerify,
  ecdsaSign,
  ecdsaVerify,
  keypairCreate,
  keypairXonlyPub,
  pubkeyCreate,
  SCHNORR_BATCH_MEMORY,
  schnorrSign,
  schnorrVerify,
  schnorrVerifyBatch,
  sha256,
  xonlyPubkeyTweakAddCheck,
} from "@k1/sigs/5x52";
import {
  OP_BATCH,
  OP_BATCH_INVALID,
  OP_EACH,
  OP_WARM,
  REC_SCHNORRSIG,
  REC_TWEAK_CHECK,
  type Records,
  unpack,
} from "./wire.js";

/** What a job returns: a batch's result, the invalid records' indices, or one result per record. */
export type JobResult = boolean | Int32Array | Uint8Array;

/** Verifies record i on its own. */
function verifyOne(r: Records, i: number): boolean {
  const b = r.body(i);
  switch (r.kind(i)) {
    case REC_SCHNORRSIG:
      return schnorrVerify(b.subarray(0, 64), b.subarray(96), b.subarray(64, 96));
    case REC_TWEAK_CHECK:
      return xonlyPubkeyTweakAddCheck(b.subarray(0, 32), b[32], b.subarray(33, 65), b.subarray(65, 97));
    default:
      return ecdsaVerify(b.subarray(0, 64), b.subarray(64, 96), b.subarray(96));
  }
}

/**
 * Runs a job: op {@link OP_BATCH} verifies the records as one batch (true iff all are valid),
 * {@link OP_BATCH_INVALID} returns the indices of the invalid ones (ascending), {@link OP_EACH}
 * returns 1 or 0 per record. A batch holds signatures and tweak checks only (ECDSA signatures do
 * not batch: the pool sends them with OP_EACH).
 *
 * @param op - the operation.
 * @param buf - the records (`pack`).
 * @returns the result.
 */
export function runJob(op: number, buf: ArrayBuffer): JobResult {
  if (op === OP_WARM) return warm(new Uint32Array(buf, 0, 1)[0]);
  const r = unpack(buf);
  const n = r.count;
  if (op === OP_EACH) {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = verifyOne(r, i) ? 1 : 0;
    return out;
  }
  const find = op === OP_BATCH_INVALID;
  const batch = batchCreate(SCHNORR_BATCH_MEMORY, null, { findInvalid: find });
  for (let i = 0; i < n; i++) {
    const b = r.body(i);
    const ok =
      r.kind(i) === REC_SCHNORRSIG
        ? batchAddSchnorrsig(batch, b.subarray(0, 64), b.subarray(96), b.subarray(64, 96))
        : batchAddXonlypubTweakCheck(batch, b.subarray(0, 32), b[32], b.subarray(33, 65), b.subarray(65, 97));
    if (!ok && !find) return false;
  }
  const valid = batchVerify(batch);
  if (!find) return valid;
  return Int32Array.from(batchInvalid(batch) ?? []);
}

/**
 * Signs `n` messages with keys of its own and verifies them as batches of several sizes and one
 * by one, ECDSA too: every verification path runs, so the engine compiles it. Returns true if
 * every check passed.
 */
function warm(n: number): boolean {
  const sigs: Uint8Array[] = [];
  const msgs: Uint8Array[] = [];
  const keys: Uint8Array[] = [];
  let ok = true;
  for (let i = 0; i < n; i++) {
    const seed = sha256(Uint8Array.of(0x6b, 0x31, i & 255, i >>> 8));
    const kp = keypairCreate(seed);
    const msg = sha256(seed);
    sigs.push(schnorrSign(msg, kp, msg));
    msgs.push(msg);
    keys.push(keypairXonlyPub(kp).xonlyPubkey);
    if (i < 16) ok = ecdsaVerify(ecdsaSign(msg, seed), msg, pubkeyCreate(seed)) && ok;
  }
  for (const size of [2, 8, 32, n]) {
    const s = Math.min(size, n);
    ok = schnorrVerifyBatch(sigs.slice(0, s), msgs.slice(0, s), keys.slice(0, s)) && ok;
  }
  for (let i = 0; i < Math.min(n, 32); i++) ok = schnorrVerify(sigs[i], msgs[i], keys[i]) && ok;
  return ok;
}

export { OP_BATCH, OP_BATCH_INVALID, OP_EACH };
