/**
 * The scanner's side of BIP352 on this backend: libsecp256k1's
 * `secp256k1_silentpayments_recipient_scan_outputs`.
 *
 * For k = 0, 1, … the scan computes P_k = B_spend + t_k·G and looks for the first output (in the
 * transaction's order) that is P_k's x, or, with a label lookup, ±output − P_k of which is a label
 * (the first of the two, output − P_k, tried first); it stops at the first k without one, and
 * never looks for k ≥ min(outputs, K_max). Three routes give the same outputs:
 *
 * - no lookup: each P_k is looked up in an index of the outputs (`output-index.ts`);
 * - a lookup callback (or a large map): libsecp256k1's loop, output by output, with the two label
 *   candidates of each output made affine by one batched inversion per {@link BATCH} outputs, and
 *   the lookup called for them in the same order as libsecp256k1 calls its `label_lookup`;
 * - a map with at most {@link LABELS_PER_OUTPUT} labels per output: the search goes the other
 *   way, P_k + label for each label of the map, each looked up in the index; the first output and
 *   candidate found are the same as the loop's (the smallest position, and for one position the
 *   direct match before output − P_k before −output − P_k). No user code runs in this route.
 *
 * No module-level scratch is live while the lookup callback runs (the scan's state is allocated
 * per call), so the callback may call any k1 function, this one included.
 *
 * @module
 */
import { ecmultGen } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { genContext, K1Error } from "@k1/sigs/5x52";
import { assertArray, assertBytes, isBytes, typeName } from "./args.5x52.js";
import { SILENTPAYMENTS_RECIPIENT_GROUP_LIMIT } from "./constants.js";
import { liftX, loadPublicKey, loadSecretKey, outputTweak, sharedSecret } from "./keys.5x52.js";
import { hex33, labelMapGet, labelMapSize, labelPoint, mapLabels } from "./label-map.5x52.js";
import { saveLabel } from "./labels.5x52.js";
import { equal32, firstWord, OutputIndex } from "./output-index.js";
import { loadSummary } from "./summary.5x52.js";

/**
 * A label lookup callback (libsecp256k1's `secp256k1_silentpayments_label_lookup`): given a
 * serialized label (33 bytes), returns its 32-byte label tweak, or `null` / `undefined` if it is
 * not one of the recipient's labels. `label33` is valid only during the call (the scan reuses it):
 * copy what you keep. Any other return value is an error (`ERR_LABEL_LOOKUP`), as is a tweak
 * whose point is not `label33`. The callback may call any k1 function.
 */
export type SilentpaymentsLabelLookup = (label33: Uint8Array) => Uint8Array | null | undefined;

/**
 * The labels of a scan: a {@link SilentpaymentsLabelLookup} callback, or a `Map` from the
 * lower-case hex of each serialized label to its 32-byte tweak (used as
 * `label33 => map.get(hex(label33))`; keys in any other form are never found). It must be a `Map`
 * instance: another object with `get` is rejected (`ERR_TYPE`); wrap it in a callback.
 */
export type SilentpaymentsLabels = SilentpaymentsLabelLookup | ReadonlyMap<string, Uint8Array>;

/** An output found by {@link silentpaymentsRecipientScanOutputs} (libsecp256k1's `secp256k1_silentpayments_found_output`). */
export interface SilentpaymentsFoundOutput {
  /** The output's x-only key, 32 bytes (a copy of the transaction output). */
  readonly output: Uint8Array;
  /**
   * The tweak to spend it, 32 bytes: the output's secret key is b_spend + tweak (negated if the
   * sum's point has odd y, as for any BIP340 key). t_k, plus the label tweak for a labeled output;
   * 32 zero bytes when that sum is 0 mod n (the output is then B_spend itself; libsecp256k1 does
   * the same).
   */
  readonly tweak: Uint8Array;
  /** The label it was found with (68 bytes, as {@link silentpaymentsRecipientLabelParse} returns), or `null`. */
  readonly label: Uint8Array | null;
}

/** Outputs per batched inversion of the label candidates (libsecp256k1: 8). */
export const BATCH = 16;
/** A label map is searched by label when it has at most this many labels per output. */
export const LABELS_PER_OUTPUT = 4;

// The unlabeled spend key of the last scan, parsed (a block's scans share it: one square root
// saved per transaction). Read at the start of a scan and copied, so a nested scan changing it
// changes nothing in the outer one.
const cachedSpend = new Uint8Array(65);
let cachedSpendLength = 0;
let cachedSpendCurve: g.Curve | null = null;
const cachedSpendPoint = g.geCreate();

function loadSpend(r: g.Ge, bytes: unknown): void {
  assertBytes(bytes, "unlabeledSpendPubkey", 33, 65);
  const len = bytes.length;
  if (len === cachedSpendLength && cachedSpendCurve === g.getCurve()) {
    let same = true;
    for (let i = 0; i < len && same; i++) same = bytes[i] === cachedSpend[i];
    if (same) {
      g.geCopy(r, cachedSpendPoint);
      return;
    }
  }
  loadPublicKey(r, bytes, "unlabeledSpendPubkey");
  g.geCopy(cachedSpendPoint, r);
  cachedSpend.set(bytes);
  cachedSpendLength = len;
  cachedSpendCurve = g.getCurve();
}

const scanKey = scalar.create();
const inputHash = scalar.create();
const sumPoint = g.geCreate();

/**
 * Scans a transaction's outputs for those paying the recipient (BIP352's "Scanning"; libsecp256k1's
 * `secp256k1_silentpayments_recipient_scan_outputs`, with its choices where BIP352 leaves one):
 *
 * - the shared secret is (b_scan·input_hash)·A from the summary (or b_scan·(input_hash·A) for a
 *   parsed light-client summary), by `ecmultConst`, constant time in the scan key;
 * - outputs are tried in the transaction's order for each k = 0, 1, …; an output that matched
 *   stays a candidate for later k (as in libsecp256k1; BIP352's reference code removes it, which
 *   finds the same outputs: a later P_k cannot have a found output's x, but for negligible
 *   probability);
 * - the scan stops at the first k that finds nothing, and at k = min(outputs, K_max = 2,323):
 *   a transaction with more outputs of one group than that is not scanned beyond;
 * - with labels, the first output in order that is P_k directly, or output − P_k, or −output − P_k
 *   a label, is found (in that order for one output): an earlier labeled output precedes a later
 *   direct one;
 * - a label tweak l whose sum with t_k is 0 mod n gives the tweak 0 (the output is B_spend); a
 *   lookup answer that is not the label's tweak (l·G must equal the label) throws, so no wrong
 *   tweak is ever returned;
 * - every output must be a 32-byte `Uint8Array`, or the whole scan throws (libsecp256k1 rejects
 *   the call for one malformed output among many); an output whose x is not on the curve (or is
 *   ≥ p) is never found: such a key is valid chain data that cannot be a silent payment, and
 *   libsecp256k1's callers, which parse outputs before scanning, must skip it too.
 *
 * Found outputs are returned in the order of k. A caller scanning a block calls this once per
 * transaction; the calls are independent, so a worker pool can scan chunks of a block's
 * transactions (or of a light client's summaries) in parallel and concatenate the results.
 *
 * @param txOutputs - the transaction's Taproot output keys, 32-byte x-only, in vout order (at
 *   least one).
 * @param scanKey32 - the recipient's scan secret key.
 * @param prevoutsSummary - the transaction's 101-byte summary
 *   ({@link silentpaymentsRecipientPrevoutsSummaryCreate}, or for a light client
 *   {@link silentpaymentsRecipientPrevoutsSummaryParse}).
 * @param unlabeledSpendPubkey - the recipient's spend public key B_spend, 33 or 65 bytes.
 * @param labels - the recipient's labels (a callback or a map, see {@link SilentpaymentsLabels}),
 *   or omitted / `null` to find unlabeled outputs only.
 * @returns the outputs found (possibly none), in the order of k.
 * @throws `K1Error` `ERR_PRIVATE_KEY` if the scan key is not valid; `ERR_PUBLIC_KEY` if the
 *   spend key is not a point; `ERR_OPAQUE` if the summary is not one; `ERR_LABEL_LOOKUP` if a
 *   label lookup returns something other than absent or the label's tweak; `ERR_TYPE` /
 *   `ERR_LENGTH` on arguments of the wrong type or size (no outputs: `ERR_LENGTH`);
 *   `ERR_RESULT_INFINITY` if some P_k is infinity and `ERR_TWEAK` if some t_k is 0 or ≥ n (a
 *   spend key chosen against this transaction, or probability about 2^-128). An exception thrown
 *   by the callback passes through.
 * @example
 * ```ts
 * const labels = new Map([[bytesToHex(silentpaymentsRecipientLabelSerialize(change.label)), change.labelTweak]]);
 * for (const { output, tweak } of silentpaymentsRecipientScanOutputs(outputs, scanKey, summary, spendPubkey, labels)) {
 *   wallet.add(output, seckeyTweakAdd(spendKey, tweak)); // negate for odd y before signing, as BIP340 does
 * }
 * ```
 */
export function silentpaymentsRecipientScanOutputs(
  txOutputs: readonly Uint8Array[],
  scanKey32: Uint8Array,
  prevoutsSummary: Uint8Array,
  unlabeledSpendPubkey: Uint8Array,
  labels?: SilentpaymentsLabels | null,
): SilentpaymentsFoundOutput[] {
  assertArray(txOutputs, "txOutputs", 1);
  for (let i = 0; i < txOutputs.length; i++) assertBytes(txOutputs[i], `txOutputs[${i}]`, 32);
  let lookup: SilentpaymentsLabelLookup | null = null;
  let map: ReadonlyMap<string, Uint8Array> | null = null;
  if (typeof labels === "function") lookup = labels;
  else if (labels instanceof Map) map = labels;
  else if (labels !== undefined && labels !== null)
    throw new K1Error("ERR_TYPE", `labels: expected a function or a Map, got ${typeName(labels)}`);

  const s = new Scan(txOutputs);
  loadSecretKey(scanKey, scanKey32, "scanKey32");
  try {
    const combined = loadSummary(sumPoint, inputHash, prevoutsSummary, "prevoutsSummary");
    if (!combined) scalar.mul(scanKey, scanKey, inputHash);
    loadSpend(s.spend, unlabeledSpendPubkey);
    sharedSecret(s.secret, sumPoint, scanKey);
  } finally {
    scalar.clear(scanKey);
  }
  try {
    if (map !== null && labelMapSize(map) > LABELS_PER_OUTPUT * txOutputs.length) {
      const m = map;
      lookup = (label33) => labelMapGet(m, hex33(label33)) as Uint8Array | null | undefined;
      map = null;
    }
    return s.run(lookup, map);
  } finally {
    s.clear();
  }
}

/** The state of one scan (allocated per call: see the module comment). */
class Scan {
  readonly outputs: readonly Uint8Array[];
  readonly n: number;
  /** The shared secret, compressed (secret). */
  readonly secret = new Uint8Array(33);
  readonly spend = g.geCreate();
  /** t_k (cleared when the scan ends). */
  readonly tk = scalar.create();
  readonly lt = scalar.create();
  /** P_k, Jacobian and affine (normalized), and its x bytes. */
  readonly pj = g.gejCreate();
  readonly p = g.geCreate();
  readonly px = new Uint8Array(32);
  /** −(x of P_k), magnitude 2. */
  readonly negXp = fe.create();
  /** The label point and the lookup's answer of the latest label match. */
  readonly label = g.geCreate();
  answer: unknown = undefined;
  /** What the last search found: the output's position (−1: none) and whether with a label. */
  foundAt = -1;
  withLabel = false;

  readonly check = g.gejCreate();

  constructor(outputs: readonly Uint8Array[]) {
    this.outputs = outputs;
    this.n = outputs.length;
  }

  clear(): void {
    this.secret.fill(0);
    scalar.clear(this.tk);
    scalar.clear(this.lt);
    g.gejClear(this.pj);
    g.geClear(this.p);
  }

  run(
    lookup: SilentpaymentsLabelLookup | null,
    map: ReadonlyMap<string, Uint8Array> | null,
  ): SilentpaymentsFoundOutput[] {
    const found: SilentpaymentsFoundOutput[] = [];
    const kMax = Math.min(this.n, SILENTPAYMENTS_RECIPIENT_GROUP_LIMIT);
    const index = lookup === null ? new OutputIndex(this.outputs) : null;
    const byLabel = map === null ? null : new LabelSearch(map);
    const byOutput = lookup === null ? null : new OutputSearch(this.outputs);
    for (let k = 0; k < kMax; k++) {
      if (!outputTweak(this.tk, this.secret, k))
        throw new K1Error("ERR_TWEAK", "an output tweak is not a valid scalar (probability about 2^-128)");
      ecmultGen(genContext(), this.pj, this.tk);
      g.gejAddGeVar(this.pj, this.pj, this.spend, null);
      if (this.pj.infinity)
        throw new K1Error(
          "ERR_RESULT_INFINITY",
          "unlabeledSpendPubkey: an output key of this transaction is infinity",
        );
      this.foundAt = -1;
      this.withLabel = false;
      if (byLabel !== null && index !== null) byLabel.search(this, index);
      else {
        this.affineP();
        if (lookup === null && index !== null) this.foundAt = index.find(this.px, 0);
        else if (lookup !== null && byOutput !== null) byOutput.search(this, lookup);
      }
      if (this.foundAt < 0) break;
      found.push(this.result());
    }
    return found;
  }

  /**
   * p = P_k affine, normalized; px its x; negXp. P_k comes from the shared secret: it is made
   * affine by the constant-time inversion (as fast here as the variable-time one: `field_inverse`
   * and `field_inverse_var` of `bench_internal`), so that a scan's time does not depend on the scan
   * key through it (the timing-leak test's `silentpayments_recipient_scan_outputs` row), although
   * libsecp256k1 declassifies t_k.
   */
  affineP(): void {
    g.geSetGej(this.p, this.pj);
    this.finishP();
  }

  finishP(): void {
    fe.normalizeVar(this.p.x);
    fe.normalizeVar(this.p.y);
    fe.getB32(this.px, this.p.x);
    fe.negate(this.negXp, this.p.x, 1);
  }

  /** The found output for the current k, with its tweak (and label). */
  result(): SilentpaymentsFoundOutput {
    const output = this.outputs[this.foundAt].slice();
    const tweak = new Uint8Array(32);
    if (!this.withLabel) {
      scalar.getB32(tweak, this.tk);
      return { output, tweak, label: null };
    }
    const a = this.answer;
    if (!isBytes(a) || a.length !== 32)
      throw new K1Error("ERR_LABEL_LOOKUP", `the label lookup returned ${describe(a)}, not a 32-byte tweak`);
    // The answer must be the label's tweak: l < n and l·G = label (a wrong one would give a wrong
    // tweak). Constant time in l, as the tweak of a label is as secret as the scan key.
    const overflow = scalar.setB32(this.lt, a);
    if (!overflow) ecmultGen(genContext(), this.check, this.lt);
    if (overflow || !g.gejEqGeVar(this.check, this.label))
      throw new K1Error("ERR_LABEL_LOOKUP", "the label lookup returned a tweak that is not the label's");
    g.gejClear(this.check);
    scalar.add(this.lt, this.lt, this.tk);
    // t_k + l = 0: libsecp256k1's tweak_add fails and it reports the tweak 0 (the output is B_spend).
    if (!scalar.isZero(this.lt)) scalar.getB32(tweak, this.lt);
    scalar.clear(this.lt);
    return { output, tweak, label: saveLabel(this.label) };
  }
}

/**
 * The lookup route: libsecp256k1's loop over the outputs, with the outputs lifted on first use
 * (null: not on the curve) and the label candidates of a batch of outputs made affine together.
 * Allocated per scan (its state is live while the lookup runs).
 */
class OutputSearch {
  readonly outputs: readonly Uint8Array[];
  readonly n: number;
  readonly lifted: (g.Ge | null | undefined)[];
  readonly words: Int32Array;
  readonly batchAt = new Int32Array(BATCH);
  readonly batchQ: g.Ge[] = new Array(BATCH);
  readonly d: fe.Fe[] = g.feArray(BATCH);
  readonly acc: fe.Fe[] = g.feArray(BATCH);
  readonly u = fe.create();
  readonly t = fe.create();
  readonly nsx = fe.create();
  readonly lam = fe.create();
  readonly cx = fe.create();
  readonly cy = fe.create();
  readonly buf33 = new Uint8Array(33);

  constructor(outputs: readonly Uint8Array[]) {
    this.outputs = outputs;
    this.n = outputs.length;
    this.lifted = new Array(this.n);
    this.words = new Int32Array(this.n);
    for (let j = 0; j < this.n; j++) this.words[j] = firstWord(outputs[j], 0);
  }

  /** The lifted output j, or null if it is not a point (lifted once per scan). */
  liftedAt(j: number): g.Ge | null {
    let q = this.lifted[j];
    if (q === undefined) {
      q = g.geCreate();
      if (liftX(q, this.outputs[j], 0)) fe.normalizeVar(q.y);
      else q = null;
      this.lifted[j] = q;
    }
    return q;
  }

  /** libsecp256k1's loop over the outputs for P_k (the lookup route); sets foundAt / withLabel. */
  search(s: Scan, lookup: SilentpaymentsLabelLookup): void {
    const n = this.n;
    const px = s.px;
    const w = firstWord(px, 0);
    let count = 0;
    for (let j = 0; j < n; j++) {
      if (this.words[j] === w && equal32(this.outputs[j], px, 0)) {
        // An earlier labeled output takes precedence over this direct match.
        if (count > 0 && this.flush(s, count, lookup)) return;
        s.foundAt = j;
        return;
      }
      const q = this.liftedAt(j);
      if (q !== null) {
        this.batchAt[count] = j;
        this.batchQ[count] = q;
        count++;
      }
      if ((count === BATCH || j === n - 1) && count > 0) {
        if (this.flush(s, count, lookup)) return;
        count = 0;
      }
    }
  }

  /**
   * The label candidates q − P_k and −q − P_k of the batch's outputs, made affine with one
   * inversion (they share the denominator x_q − x_P, which is not 0: no direct match), looked up
   * in order. Returns whether one was found (foundAt, withLabel, label, answer set).
   */
  flush(s: Scan, count: number, lookup: SilentpaymentsLabelLookup): boolean {
    const { d, acc, u, t, lam, cx, cy, nsx } = this;
    const p = s.p;
    for (let i = 0; i < count; i++) {
      fe.copy(d[i], this.batchQ[i].x);
      fe.add(d[i], s.negXp); //                        d = x_q − x_P (3)
      if (i === 0) fe.copy(acc[0], d[0]);
      else fe.mul(acc[i], acc[i - 1], d[i]);
    }
    fe.inv(u, acc[count - 1]); //                         constant time, as P_k's (affineP)
    for (let i = count - 1; i > 0; i--) {
      fe.mul(acc[i], acc[i - 1], u); //                   acc[i] = 1/d_i
      fe.mul(u, u, d[i]);
    }
    fe.copy(acc[0], u);
    for (let i = 0; i < count; i++) {
      const q = this.batchQ[i];
      const dinv = acc[i];
      fe.copy(t, q.x);
      fe.add(t, p.x);
      fe.negate(nsx, t, 2); //                             nsx = −(x_q + x_P) (3)
      // q − P_k = q + (x_P, −y_P): λ = (y_q + y_P)/d, x = λ² − x_q − x_P, y = λ·(x_q − x) − y_q.
      fe.copy(t, q.y);
      fe.add(t, p.y);
      fe.mul(lam, t, dinv);
      fe.sqr(cx, lam);
      fe.add(cx, nsx); //                                  (4)
      fe.negate(t, cx, 4);
      fe.add(t, q.x); //                                   (6)
      fe.mul(cy, lam, t);
      fe.negate(t, q.y, 1);
      fe.add(cy, t); //                                    (3)
      if (this.ask(s, lookup, i)) return true;
      // −q − P_k = (x_q, −y_q) + (x_P, −y_P): λ = (y_P − y_q)/d, y = λ·(x_q − x) + y_q.
      fe.negate(t, q.y, 1);
      fe.add(t, p.y); //                                   (3)
      fe.mul(lam, t, dinv);
      fe.sqr(cx, lam);
      fe.add(cx, nsx);
      fe.negate(t, cx, 4);
      fe.add(t, q.x);
      fe.mul(cy, lam, t);
      fe.add(cy, q.y); //                                  (2)
      if (this.ask(s, lookup, i)) return true;
    }
    return false;
  }

  /** Serializes the candidate (cx, cy) and asks the lookup; on an answer records the match. */
  ask(s: Scan, lookup: SilentpaymentsLabelLookup, i: number): boolean {
    const { cx, cy, buf33 } = this;
    fe.normalizeVar(cx);
    fe.normalizeVar(cy);
    buf33[0] = fe.isOdd(cy) ? 0x03 : 0x02;
    fe.getB32(buf33, cx, 1);
    const a = lookup(buf33);
    if (a === null || a === undefined) return false;
    g.geSetXY(s.label, cx, cy);
    s.answer = a;
    s.foundAt = this.batchAt[i];
    s.withLabel = true;
    return true;
  }
}

/** The label-map route: P_k + label for every label of a small map. */
class LabelSearch {
  readonly map: ReadonlyMap<string, Uint8Array>;
  readonly keys: string[];
  readonly points: g.Ge[];
  /** [P_k, P_k + label_0, …] Jacobian and affine. */
  readonly jac: g.Gej[];
  readonly aff: g.Ge[];
  readonly xb = new Uint8Array(32);

  constructor(map: ReadonlyMap<string, Uint8Array>) {
    this.map = map;
    const labels = mapLabels(map);
    this.keys = [];
    this.points = [];
    for (let l = 0; l < labels.keys.length; l++) {
      // A key whose value is null or undefined is absent for `map.get` (the lookup route).
      const v = labelMapGet(map, labels.keys[l]);
      if (v === undefined || v === null) continue;
      const r = g.geCreate();
      labelPoint(r, labels.points[l]);
      this.keys.push(labels.keys[l]);
      this.points.push(r);
    }
    this.jac = g.gejArray(this.keys.length + 1);
    this.aff = g.geArray(this.keys.length + 1);
  }

  search(s: Scan, index: OutputIndex): void {
    const L = this.keys.length;
    const { jac, aff, xb } = this;
    g.gejCopy(jac[0], s.pj);
    let finite = true;
    for (let l = 0; l < L; l++) {
      g.gejAddGeVar(jac[l + 1], s.pj, this.points[l], null);
      finite &&= !jac[l + 1].infinity;
    }
    // Constant time as P_k's (affineP) unless a label is −P_k (then P_k + label is infinity).
    if (finite) g.geSetAllGej(aff, jac, L + 1);
    else g.geSetAllGejVar(aff, jac, L + 1);
    g.geCopy(s.p, aff[0]);
    s.finishP();
    let bestAt = index.find(s.px, 0);
    let bestCandidate = 0; // 0: direct, 1: output − P_k, 2: −output − P_k
    let bestLabel = -1;
    for (let l = 0; l < L; l++) {
      const r = aff[l + 1];
      if (r.infinity) continue; // label = −P_k: no output can be it
      fe.normalizeVar(r.x);
      fe.getB32(xb, r.x);
      const j = index.find(xb, 0);
      if (j < 0 || (bestAt >= 0 && j > bestAt)) continue;
      fe.normalizeVar(r.y);
      // P_k + label = the output's even-y point: output − P_k is the label; else −output − P_k.
      const c = fe.isOdd(r.y) ? 2 : 1;
      if (bestAt < 0 || j < bestAt || c < bestCandidate) {
        bestAt = j;
        bestCandidate = c;
        bestLabel = l;
      }
    }
    s.foundAt = bestAt;
    if (bestAt >= 0 && bestCandidate !== 0) {
      s.withLabel = true;
      g.geCopy(s.label, this.points[bestLabel]);
      s.answer = labelMapGet(this.map, this.keys[bestLabel]);
    }
  }
}

function describe(a: unknown): string {
  return isBytes(a) ? `a Uint8Array of length ${a.length}` : typeName(a);
}
