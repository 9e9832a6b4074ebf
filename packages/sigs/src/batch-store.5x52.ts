/**
 * The storage of a batch (`batch.5x52.ts`) on this backend: the entries of the chunk being
 * collected, as parsed points and scalars in arrays (structure of arrays), with the bytes the
 * chunk's randomizers are derived from, and the term lists handed to the multi-point
 * multiplication. Also the memory model that bounds a batch, and the pool that lets the next batch
 * reuse a finished batch's storage.
 *
 * @module
 */
import {
  ecmultMultiScratchBytes,
  MEM_FE,
  MEM_GE,
  MEM_OBJECT,
  MEM_SCALAR,
  MEM_SLOT,
  MEM_TYPED_ARRAY,
} from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";

/** The kind of an entry: a BIP340 signature. */
export const KIND_SCHNORRSIG = 1;
/** The kind of an entry: an x-only tweak check (BIP341's commitment check). */
export const KIND_TWEAK_CHECK = 2;

/**
 * Bytes of an entry's part of the randomizers' seed (`batch-verify.5x52.ts`): for a signature the
 * challenge hash hash_BIP0340/challenge(r ‖ P.x ‖ m), which commits to r, P and m, then s; for a
 * tweak check SHA256(Q.x ‖ parity ‖ P.x) then the tweak. One SHA-256 block per entry.
 */
export const SEED_BYTES = 64;

/**
 * The entries of one chunk, structure of arrays, with room for `cap` entries. Entry k has:
 * - its kind and its index among every entry added to the batch;
 * - P: the public key of a signature, the internal key of a tweak check;
 * - R: for a signature, lift_x(r) once the chunk is verified by a multi-point multiplication; for a
 *   tweak check, the tweaked point Q (from its x and parity), then D = P − Q;
 * - rx: r of a signature, as a field element;
 * - e: the challenge of a signature, the tweak of a tweak check; s: s of a signature;
 * - a: its randomizer (below 2^128; 1 for the chunk's first entry), f = a·e;
 * - seed: its {@link SEED_BYTES} bytes (the challenge hash of a signature is its first half).
 */
export interface Store {
  /** The entries it has room for. */
  readonly cap: number;
  /** Kinds ({@link KIND_SCHNORRSIG} or {@link KIND_TWEAK_CHECK}). */
  readonly kind: Uint8Array;
  /** Indices in the batch (every entry added, from 0). */
  readonly index: Int32Array;
  /** Public keys (signatures) or internal keys (tweak checks). */
  readonly P: g.Ge[];
  /** R = lift_x(r) (signatures), Q then P − Q (tweak checks). */
  readonly R: g.Ge[];
  /** r (signatures). */
  readonly rx: g.Fe[];
  /** Challenges (signatures) or tweaks (tweak checks). */
  readonly e: scalar.Scalar[];
  /** s (signatures). */
  readonly s: scalar.Scalar[];
  /** Randomizers. */
  readonly a: scalar.Scalar[];
  /** a·e (signatures). */
  readonly f: scalar.Scalar[];
  /** Seed bytes, {@link SEED_BYTES} per entry. */
  readonly seed: Uint8Array;
  /** The entries written since the store was taken (they are cleared when it is given back). */
  used: number;
}

/** Returns storage for `cap` entries. Allocates. */
export function storeCreate(cap: number): Store {
  const scalars = (): scalar.Scalar[] => {
    const r: scalar.Scalar[] = [];
    for (let i = 0; i < cap; i++) r.push(scalar.create());
    return r;
  };
  return {
    cap,
    kind: new Uint8Array(cap),
    index: new Int32Array(cap),
    P: g.geArray(cap),
    R: g.geArray(cap),
    rx: g.feArray(cap),
    e: scalars(),
    s: scalars(),
    a: scalars(),
    f: scalars(),
    seed: new Uint8Array(SEED_BYTES * cap),
    used: 0,
  };
}

/**
 * Bytes of one entry in the memory model of `@k1/ecmult`'s `multi-params.ts` (what V8 takes for the
 * objects of {@link Store}, measured on Node 20): two points, a field element, four scalars, the
 * seed bytes, and the slots of the arrays (the store's and the term lists').
 */
export const ENTRY_BYTES = 2 * MEM_GE + MEM_FE + 4 * MEM_SCALAR + SEED_BYTES + 12 * MEM_SLOT + 5;

/** Bytes of a batch object and its fixed parts. */
export const BATCH_OVERHEAD_BYTES = 16 * MEM_TYPED_ARRAY + 8 * MEM_OBJECT;

/**
 * The memory a chunk of `entries` entries takes, `sigs` of them signatures: its storage and the
 * state of the multi-point multiplication that verifies it in one batch (`@k1/ecmult`'s
 * `ecmultMultiScratchBytes`: a signature is a point with a full scalar and one with a short one, a
 * tweak check a point with a short one).
 */
export function chunkBytes(entries: number, sigs: number): number {
  return BATCH_OVERHEAD_BYTES + entries * ENTRY_BYTES + ecmultMultiScratchBytes(sigs, entries);
}

/**
 * The storage of a finished batch, kept for the next one (a batch takes it when it starts
 * collecting, and gives it back when its last chunk is verified), if it is not too large.
 */
let spare: Store | null = null;

/** Stores larger than this many entries are not kept for reuse (about 10 MB of objects). */
const SPARE_MAX = 4096;

/**
 * Returns storage with room for at least `cap` entries: the spare one if it is large enough (it
 * is then no longer spare), else a new one. Allocates only then.
 */
export function storeTake(cap: number): Store {
  const s = spare;
  if (s !== null && s.cap >= cap) {
    spare = null;
    return s;
  }
  return storeCreate(cap);
}

/**
 * Gives storage back for reuse by a later batch (the caller must not use it afterwards). The
 * entries written are cleared, as the storage may be kept for a while (they are public, but a
 * verifier's inputs need not stay in memory).
 */
export function storeGive(s: Store): void {
  const used = s.used;
  s.used = 0;
  for (let k = 0; k < used; k++) {
    fe.clear(s.rx[k]);
    g.geClear(s.P[k]);
    g.geClear(s.R[k]);
  }
  s.seed.fill(0, 0, used * SEED_BYTES);
  if (s.cap > SPARE_MAX) return;
  if (spare === null || spare.cap < s.cap) spare = s;
}
