/**
 * Verifying a batch's chunk on this backend (`batch.5x52.ts` collects the chunks): the randomizers,
 * the batch equation as one multi-point multiplication, entries verified one by one where that is
 * cheaper, and the search for the invalid entries of a chunk that fails.
 *
 * **The equation.** For a signature (r, s) by P on m, with e its challenge and R = lift_x(r), and
 * for a tweak check of Q against P and t (Q = P + t·G), the defects R + e·P − s·G and P − Q + t·G
 * are all O exactly when every entry is valid. The chunk checks one random combination,
 *
 *     Σ aᵢ·Rᵢ + Σ (aᵢ·eᵢ)·Pᵢ + Σ aⱼ·(Pⱼ − Qⱼ) + (Σ aⱼ·tⱼ − Σ aᵢ·sᵢ)·G = O,
 *
 * with a₁ = 1 and 128-bit aᵢ: one multi-point multiplication in which the R and P − Q terms have
 * short scalars (no λ split: half the cost of a full one) and the P terms full ones (`@k1/ecmult`'s
 * `ecmultMultiShortVar`).
 *
 * **The randomizers** are derived from a hash of every input of the chunk, as BIP340 prescribes
 * (a CSPRNG seeded by such a hash): seed = SHA256 with the tag "BIP0340/batch" (libsecp256k1 PR
 * #1134's tag) of the batch's 16 bytes of auxiliary randomness, the chunk's first index and count,
 * each entry's 64 bytes (a signature's challenge hash, which commits to r, P and the message, and
 * its s; a tweak check's SHA256(Q.x ‖ parity ‖ P.x) and its tweak) and every entry's kind (a byte
 * each); then aᵢ = the 128-bit halves of the tagged SHA256(seed ‖ j) for j = 0, 1, … (j as 32
 * little-endian bits), a zero half skipped. The security argument is in the package README ("Batch verification").
 *
 * Variable time (public inputs only).
 *
 * @module
 */
import {
  type EcmultMultiScratch,
  ecmult,
  ecmultMultiScratchCreate,
  ecmultMultiScratchSetBound,
  ecmultMultiShortVar,
} from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { KIND_SCHNORRSIG, SEED_BYTES, type Store } from "./batch-store.5x52.js";
import { type Sha256Hasher, sha256Counter, taggedHasher } from "./hash.js";

/** The tag of the randomizers' seed (libsecp256k1 PR #1134's "BIP0340/batch"). */
export const BATCH_TAG = "BIP0340/batch";

/** How a chunk that fails is searched for its invalid entries. */
export type BatchSearch = "auto" | "bisect" | "single";

/**
 * Chunks of at most this many entries are verified one entry at a time, without a randomizer or a
 * lift_x of r: a multi-point multiplication of so few points costs more than single verifications
 * (see the bench rows `schnorrsig_verify_batch_2` and the package README).
 */
export const BATCH_SINGLE_MAX = 2;

/**
 * With `"auto"`, bisection stops once this many parts of one level fail: the rest is verified one
 * entry at a time (many invalid entries make bisection cost more than single verifications).
 */
export const BATCH_SEARCH_SPLIT_MAX = 2;

/**
 * Parts of at most this many entries are verified one entry at a time by the bisection (a
 * multi-point multiplication of a few points costs about what their single verifications do).
 */
export const BATCH_SEARCH_LEAF = 2;

/** What a chunk verification needs from its batch. */
export interface Chunk {
  /** The entries. */
  readonly store: Store;
  /** How many. */
  readonly count: number;
  /** The batch's auxiliary randomness (16 bytes). */
  readonly aux: Uint8Array;
  /** Whether to find the invalid entries. */
  readonly findInvalid: boolean;
  /** How. */
  readonly search: BatchSearch;
  /** Receives the batch indices of the invalid entries (if findInvalid). */
  readonly invalid: number[];
  /** The bound for the multi-point multiplication's state, in bytes. */
  readonly msmBytes: number;
}

// Scratch (one chunk at a time; nothing here calls out).
const rj = g.gejCreate();
const pj = g.gejCreate();
const tge = g.geCreate();
const t = scalar.create();
const gs = scalar.create();
const one = scalar.create();
scalar.setInt(one, 1);
const coef = new Uint8Array(32);
const head = new Uint8Array(8);
let kinds = new Uint8Array(64);
const headView = new DataView(head.buffer);
let scratch: EcmultMultiScratch | null = null;

// The term lists of a multi-point multiplication (references into a store), grown as needed.
const fullP: g.Ge[] = [];
const fullS: scalar.Scalar[] = [];
const shortP: g.Ge[] = [];
const shortS: scalar.Scalar[] = [];
// The entries of the chunk that take part (parsed and lifted), in order.
let live = new Int32Array(64);
const D: g.Gej[] = [];
const Dge: g.Ge[] = [];

/**
 * Verifies entry k of a store on its own (no randomizer): a signature by BIP340's verification
 * from its parsed P, e, s and r (R = s·G − e·P finite, with even y and x = r; or, once R is lifted,
 * s·G − e·P = R), a tweak check by P + t·G = Q (or, once D = P − Q is computed, D + t·G = O).
 */
function verifyOne(st: Store, k: number, lifted: boolean): boolean {
  if (st.kind[k] === KIND_SCHNORRSIG) {
    scalar.negate(t, st.e[k]);
    g.gejSetGe(pj, st.P[k]);
    ecmult(rj, pj, t, st.s[k]); //                 s·G − e·P
    if (rj.infinity) return false;
    if (lifted) return g.gejEqGeVar(rj, st.R[k]);
    g.geSetGejVar(tge, rj);
    fe.normalizeVar(tge.y);
    if (fe.isOdd(tge.y)) return false;
    return fe.equalVar(st.rx[k], tge.x);
  }
  if (lifted) {
    g.gejSetGe(pj, st.R[k]); //                     D = P − Q
    ecmult(rj, pj, one, st.e[k]);
    return rj.infinity === 1;
  }
  g.gejSetGe(pj, st.P[k]);
  ecmult(rj, pj, one, st.e[k]); //                  P + t·G
  if (rj.infinity) return false;
  return g.gejEqGeVar(rj, st.R[k]);
}

/** Verifies entries live[lo .. hi) one at a time; records the invalid ones. Returns all valid. */
function singles(c: Chunk, lo: number, hi: number, lifted: boolean): boolean {
  let ok = true;
  for (let i = lo; i < hi; i++) {
    const k = live[i];
    if (!verifyOne(c.store, k, lifted)) {
      ok = false;
      if (!c.findInvalid) return false;
      c.invalid.push(c.store.index[k]);
    }
  }
  return ok;
}

/**
 * Verifies the chunk's entries one by one, as BIP340 and `xonlyPubkeyTweakAddCheck` do, except that
 * the signatures' points s·G − e·P are made affine together, with one inversion (so that a chunk
 * of two costs less than two `schnorrVerify` calls). Records the invalid ones. Returns all valid.
 */
function fewSingles(c: Chunk, count: number): boolean {
  const st = c.store;
  let ok = true;
  let nd = 0;
  const bad = (k: number) => {
    ok = false;
    if (c.findInvalid) c.invalid.push(st.index[k]);
  };
  for (let k = 0; k < count; k++) {
    if (st.kind[k] !== KIND_SCHNORRSIG) {
      if (!verifyOne(st, k, false)) bad(k);
      continue;
    }
    while (D.length <= nd) {
      D.push(g.gejCreate());
      Dge.push(g.geCreate());
    }
    scalar.negate(t, st.e[k]);
    g.gejSetGe(pj, st.P[k]);
    ecmult(D[nd], pj, t, st.s[k]); //                  R = s·G − e·P
    live[nd++] = k;
  }
  g.geSetAllGejVar(Dge, D, nd);
  for (let i = 0; i < nd; i++) {
    const k = live[i];
    const r = Dge[i];
    // "Fail if is_infinite(R). Fail if not has_even_y(R). Fail if x(R) ≠ r."
    if (r.infinity) {
      bad(k);
      continue;
    }
    fe.normalizeVar(r.y);
    if (fe.isOdd(r.y) || !fe.equalVar(st.rx[k], r.x)) bad(k);
  }
  return ok;
}

/** The multi-point multiplication of the batch equation over live[lo .. hi): true iff it is O. */
function equation(c: Chunk, lo: number, hi: number): boolean {
  const st = c.store;
  scalar.clear(gs);
  let n = 0;
  let m = 0;
  for (let i = lo; i < hi; i++) {
    const k = live[i];
    shortP[m] = st.R[k];
    shortS[m] = st.a[k];
    m++;
    if (st.kind[k] === KIND_SCHNORRSIG) {
      fullP[n] = st.P[k];
      fullS[n] = st.f[k];
      n++;
      scalar.mul(t, st.a[k], st.s[k]);
      scalar.negate(t, t);
    } else {
      scalar.mul(t, st.a[k], st.e[k]);
    }
    scalar.add(gs, gs, t);
  }
  if (scratch === null) scratch = ecmultMultiScratchCreate(c.msmBytes);
  else ecmultMultiScratchSetBound(scratch, c.msmBytes);
  ecmultMultiShortVar(scratch, rj, gs, fullP, fullS, n, shortP, shortS, m);
  return rj.infinity === 1;
}

/**
 * Finds the invalid entries among live[0 .. n), which fail together: bisection (each part's
 * equation with the same randomizers; when the left half of a failing part holds, the right half
 * fails without a check), parts of {@link BATCH_SEARCH_LEAF} entries or fewer verified one entry at
 * a time; with `"auto"`, once {@link BATCH_SEARCH_SPLIT_MAX} parts of one level fail, the failing
 * parts are verified one entry at a time; with `"single"`, every entry at once.
 */
function search(c: Chunk, n: number): void {
  if (c.search === "single") {
    singles(c, 0, n, true);
    return;
  }
  // Failing parts of the current level, as [lo, hi) pairs.
  let level: number[] = [0, n];
  while (level.length > 0) {
    if (c.search === "auto" && level.length >= 2 * BATCH_SEARCH_SPLIT_MAX && level.length > 2) {
      for (let p = 0; p < level.length; p += 2) singles(c, level[p], level[p + 1], true);
      return;
    }
    const next: number[] = [];
    for (let p = 0; p < level.length; p += 2) {
      const lo = level[p];
      const hi = level[p + 1];
      if (hi - lo <= BATCH_SEARCH_LEAF) {
        singles(c, lo, hi, true);
        continue;
      }
      const mid = lo + ((hi - lo) >> 1);
      if (equation(c, lo, mid)) {
        next.push(mid, hi); //                       the right half fails
      } else {
        next.push(lo, mid);
        if (!equation(c, mid, hi)) next.push(mid, hi);
      }
    }
    level = next;
  }
}

/** Derives the randomizers of the live entries (see the module comment); the first is 1. */
function randomizers(c: Chunk, n: number, first: number): void {
  const st = c.store;
  const h: Sha256Hasher = taggedHasher(BATCH_TAG);
  try {
    h.update(c.aux);
    headView.setUint32(0, first, true);
    headView.setUint32(4, n, true);
    h.update(head);
    // The entries' bytes: in one piece when every entry takes part (the common case).
    if (n === c.count) h.update(st.seed.subarray(0, n * SEED_BYTES));
    else
      for (let i = 0; i < n; i++)
        h.update(st.seed.subarray(live[i] * SEED_BYTES, (live[i] + 1) * SEED_BYTES));
    if (kinds.length < n) kinds = new Uint8Array(Math.max(n, 2 * kinds.length));
    for (let i = 0; i < n; i++) kinds[i] = st.kind[live[i]];
    h.update(kinds.subarray(0, n));
    const seed = h.digest();
    const base = taggedHasher(BATCH_TAG).update(seed);
    try {
      scalar.setInt(st.a[live[0]], 1);
      let j = 0;
      let half = 2;
      for (let i = 1; i < n; i++) {
        const a = st.a[live[i]];
        do {
          if (half === 2) {
            sha256Counter(coef, base, j++);
            half = 0;
          }
          // The half as a scalar below 2^128 (big endian in coef).
          setB16(a, coef, 16 * half);
          half++;
        } while (scalar.isZero(a));
      }
    } finally {
      base.destroy();
    }
  } finally {
    h.destroy();
  }
}

const b32 = new Uint8Array(32);

/** Sets a to the 128-bit big-endian integer in bytes [off, off + 16) of src. */
function setB16(a: scalar.Scalar, src: Uint8Array, off: number): void {
  b32.fill(0, 0, 16);
  for (let i = 0; i < 16; i++) b32[16 + i] = src[off + i];
  scalar.setB32(a, b32);
}

/**
 * Verifies a chunk: true iff every entry is valid (up to the probability of the security
 * argument). Entries whose r has no lift (a signature) count as invalid. If findInvalid, the batch
 * indices of the invalid entries are appended to c.invalid. Variable time.
 */
export function verifyChunk(c: Chunk): boolean {
  const st = c.store;
  const count = c.count;
  if (count === 0) return true;
  if (live.length < count) live = new Int32Array(Math.max(count, 2 * live.length));
  for (let k = 0; k < count; k++) live[k] = k;
  if (count <= BATCH_SINGLE_MAX) return fewSingles(c, count);

  // Lift R of the signatures ("Let R = lift_x(r); fail if that fails") and compute P − Q of the
  // tweak checks (with one inversion).
  let ok = true;
  let n = 0;
  let nd = 0;
  for (let k = 0; k < count; k++) {
    if (st.kind[k] === KIND_SCHNORRSIG) {
      if (!g.geSetXOVar(st.R[k], st.rx[k], false)) {
        ok = false;
        if (!c.findInvalid) return false;
        c.invalid.push(st.index[k]);
        continue;
      }
    } else {
      while (D.length <= nd) {
        D.push(g.gejCreate());
        Dge.push(g.geCreate());
      }
      g.geNeg(tge, st.R[k]);
      g.gejSetGe(D[nd], tge);
      g.gejAddGeVar(D[nd], D[nd], st.P[k], null); // P − Q
      nd++;
    }
    live[n++] = k;
  }
  if (nd > 0) {
    g.geSetAllGejVar(Dge, D, nd);
    let j = 0;
    for (let i = 0; i < n; i++) {
      const k = live[i];
      if (st.kind[k] !== KIND_SCHNORRSIG) g.geCopy(st.R[k], Dge[j++]);
    }
  }
  if (n === 0) return ok;
  randomizers(c, n, st.index[live[0]]);
  for (let i = 0; i < n; i++) {
    const k = live[i];
    if (st.kind[k] === KIND_SCHNORRSIG) scalar.mul(st.f[k], st.a[k], st.e[k]);
  }
  if (equation(c, 0, n)) return ok;
  if (c.findInvalid) search(c, n);
  return false;
}
