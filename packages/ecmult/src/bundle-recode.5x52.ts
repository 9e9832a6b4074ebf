/**
 * The recoding of bundled multi-point multiplication (seed PR 1994, commit 5): a bundle's six
 * scalars become, on each side of the λ split, a stream of {@link ECMULT_BUNDLE_BITS} bundle
 * indices. `@k1/ecmult/10x26` has the same code (the build writes it from this file, as it writes
 * the `low` copy over the small-order scalars of the exhaustive tests).
 *
 * **What is recoded.** Split every scalar by λ: q = h₁ + h₂·λ. On one side, call the anchor's half
 * a and a follower's half f. The bundle's contribution on that side is written as
 *
 *     Σ_{i < BITS} 2^i · d_i · (A + Σ_j c_{ij}·F_j),   d_i ∈ {+1, −1}, c_{ij} ∈ {0, 1},
 *
 * so that the anchor's digit is never zero and a follower's digit is zero or equal to the
 * anchor's (the sign-aligned column form of Faz-Hernández, Longa and Sánchez, eprint 2013/158, §3,
 * run across the points of a bundle). At position i the bundle adds ±(anchor + a subset of the
 * followers): an entry of its table of subset sums, negated when d_i = −1. The bundle index is
 * that as a byte: bit 5 the sign (1 for −1), bits 0..4 the subset (bit j for follower j + 1).
 *
 * **Closed form.** With the halves as {@link scalar.HScalar}s (two's complement integers):
 * - the anchor's signs are the bits of its half u, top bit (129) inverted: with U = u + 2^129
 *   (u with bit 129 flipped, as an unsigned number), d_i = 2·U_i − 1 and Σ 2^i·d_i = 2U − 2^130 + 1
 *   = 2u + 1. Every value that takes is odd, so the anchor's scalar q is first adjusted to
 *   q' = (q + K)/2 with K = −(1 + λ): if q' = u₁ + u₂·λ, then (2u₁ + 1) + (2u₂ + 1)·λ = 2q' + 1 + λ
 *   = q, and the anchor's two sides denote 2u₁ + 1 and 2u₂ + 1;
 * - a follower's presence mask is c = ~((f + ~u) ^ u): one addition and one XNOR, no pass over
 *   the positions. Proof: with A = c & U and C = c & ~U, the follower's digits sum to A − C. For
 *   S = f + ~U (as an integer in [0, 2^130)), ~(S ^ U) has S's bits where U has ones and ~S's bits
 *   elsewhere, so A = S & U, C = ~S & ~U and A − C = S − ~U = f. And ~((f + ~u) ^ u) equals that
 *   mod 2^130, since flipping bit 129 of u flips bit 129 of f + ~u as well. S lies in [0, 2^130)
 *   exactly when f − u − 1 fits in 130-bit two's complement, which the bound on the halves
 *   (|h| < 0.6354·2^128) guarantees: see `ECMULT_BUNDLE_BITS`.
 *
 * Halves are read as their integers by `hscalar.fromScalar`. On the exhaustive-test groups (the
 * `low` copy) the scalars are small residues, read as non-negative integers below the order; the
 * identities above hold for any integer representatives, and they fit easily.
 *
 * Variable time in nothing but the public positions; the inputs of multi-point multiplication
 * are public anyway.
 *
 * @module
 */
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import {
  ECMULT_BUNDLE_BITS,
  ECMULT_BUNDLE_FOLLOWERS,
  ECMULT_BUNDLE_INDEX_BYTES,
  ECMULT_BUNDLE_INDEX_STRIDE,
} from "./multi-params.js";

const hs = scalar.hscalar;

/** The sign bit of a bundle index: set when the anchor's digit is −1. */
export const ECMULT_BUNDLE_INDEX_SIGN = 1 << ECMULT_BUNDLE_FOLLOWERS;

// K = −(1 + λ) mod the order, for the current curve of the group module (λ and the order are the
// curve's: secp256k1's, or an exhaustive-test group's, whose scalars the `low` copy uses).
const K = scalar.create();
let kCurve: g.Curve | null = null;

/**
 * Returns K = −(1 + λ) mod the group order of the current curve (seed PR 1994: the anchor's scalar
 * q is recoded as (q + K)/2). Read-only; recomputed when the group module's curve changes.
 */
export function ecmultBundleK(): scalar.Scalar {
  const c = g.getCurve();
  if (c !== kCurve) {
    let v = (((c.order - 1n - c.lambda) % c.order) + c.order) % c.order;
    for (let i = 0; i < 8; i++) {
      K[i] = Number(v & 0xffffffffn);
      v >>= 32n;
    }
    if (__VERIFY__) scalar.verify(K, "ecmultBundleK");
    kCurve = c;
  }
  return K;
}

// Scratch (one recoding at a time).
const qa = scalar.create();
const h1 = scalar.create();
const h2 = scalar.create();
const U: scalar.HScalar[] = [hs.create(), hs.create()];
const F: scalar.HScalar[][] = [[], []];
for (let j = 0; j < ECMULT_BUNDLE_FOLLOWERS; j++) {
  F[0].push(hs.create());
  F[1].push(hs.create());
}
const NU = hs.create();
const M: scalar.HScalar[] = [];
for (let j = 0; j < ECMULT_BUNDLE_FOLLOWERS; j++) M.push(hs.create());
const NEG = new Uint32Array(5);

// The bytes are written four at a time through a 32-bit view: SPREAD[v] has, for each bit b of the
// nibble v, a 1 in the byte of position b of the word (byte b on a little-endian host, 3 − b on a
// big-endian one).
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const SPREAD = new Uint32Array(16);
for (let v = 0; v < 16; v++) {
  let w = 0;
  for (let b = 0; b < 4; b++) if ((v >> b) & 1) w |= 1 << (8 * (LITTLE_ENDIAN ? b : 3 - b));
  SPREAD[v] = w;
}
let view32: Uint32Array = new Uint32Array(0);
let viewBytes: Uint8Array | null = null;

/** VERIFY: whether a half-scalar's value fits in 130-bit two's complement (bits 130..159 = bit 129). */
function fitsBundleBits(h: scalar.HScalar): boolean {
  const top = (h[4] | 0) >> (ECMULT_BUNDLE_BITS - 128 - 1);
  return top === 0 || top === -1;
}

/**
 * Recodes one bundle's scalars into its bundle indices (seed PR 1994's
 * `secp256k1_ecmult_bundle_recode`).
 *
 * On input, sc[sOff .. sOff + 6) must be valid scalars: the anchor's, then the five followers';
 * ind must have room for {@link ECMULT_BUNDLE_INDEX_BYTES} bytes from off, a multiple of 4 (from
 * a 4-byte aligned start of its buffer).
 * Computes, for side s ∈ {0 (plain), 1 (λ)} and position i < {@link ECMULT_BUNDLE_BITS},
 * ind[off + s·STRIDE + i] = (d_i = −1 ? {@link ECMULT_BUNDLE_INDEX_SIGN} : 0) | Σ_j c_ij·2^j
 * (STRIDE = {@link ECMULT_BUNDLE_INDEX_STRIDE}; the bytes from BITS to STRIDE are set to 0), such
 * that, with the anchor A and followers F_1..F_5 and P^(s) = λ^s·P,
 *
 *     Σ_s Σ_i 2^i · d_i · (A^(s) + Σ_j c_ij · F_{j+1}^(s)) = q_0·A + Σ_j q_{j+1}·F_{j+1}.
 *
 * (the anchor's digits d_i are those of 2u + 1 for the halves u of (q_0 + K)/2; see the module
 * comment). On output, every byte is below 2·{@link ECMULT_BUNDLE_INDEX_SIGN}. Variable time only
 * in the public offsets.
 */
export function ecmultBundleRecode(
  ind: Uint8Array,
  off: number,
  sc: readonly scalar.Scalar[],
  sOff: number,
): void {
  if (__VERIFY__) {
    g.verifyCheck(
      off >= 0 && off + ECMULT_BUNDLE_INDEX_BYTES <= ind.length,
      "ecmultBundleRecode: ind too small",
    );
    g.verifyCheck(((ind.byteOffset + off) & 3) === 0, "ecmultBundleRecode: ind + off not 4-byte aligned");
    g.verifyCheck(sOff >= 0 && sOff + ECMULT_BUNDLE_FOLLOWERS + 1 <= sc.length, "ecmultBundleRecode: sc");
  }
  if (ind !== viewBytes) {
    // A 32-bit view of the caller's array (made once per array, not per call).
    view32 = new Uint32Array(ind.buffer, ind.byteOffset, ind.length >>> 2);
    viewBytes = ind;
  }
  const out = view32;
  // The anchor: q' = (q + K)/2 = u₁ + u₂·λ.
  scalar.add(qa, sc[sOff], ecmultBundleK());
  scalar.half(qa, qa);
  scalar.splitLambda(h1, h2, qa);
  hs.fromScalar(U[0], h1);
  hs.fromScalar(U[1], h2);
  // The followers' halves.
  for (let j = 0; j < ECMULT_BUNDLE_FOLLOWERS; j++) {
    scalar.splitLambda(h1, h2, sc[sOff + 1 + j]);
    hs.fromScalar(F[0][j], h1);
    hs.fromScalar(F[1][j], h2);
  }
  for (let s = 0; s < 2; s++) {
    const u = U[s];
    if (__VERIFY__) g.verifyCheck(fitsBundleBits(u), "ecmultBundleRecode: anchor half exceeds 130 bits");
    hs.complement(NU, u); //                          NU = ~u
    for (let j = 0; j < ECMULT_BUNDLE_FOLLOWERS; j++) {
      const m = M[j];
      hs.add(m, F[s][j], NU); //                      m = f + ~u
      if (__VERIFY__) g.verifyCheck(fitsBundleBits(m), "ecmultBundleRecode: f + ~u exceeds 130 bits");
      hs.xor(m, m, u);
      hs.complement(m, m); //                         m = ~((f + ~u) ^ u), the presence mask
    }
    // Negative anchor digit where U's bit is 0: ~u, with bit 129 (word 4, bit 1) inverted back.
    NEG[0] = ~u[0];
    NEG[1] = ~u[1];
    NEG[2] = ~u[2];
    NEG[3] = ~u[3];
    NEG[4] = ~u[4] ^ 2;
    const m0 = M[0];
    const m1 = M[1];
    const m2 = M[2];
    const m3 = M[3];
    const m4 = M[4];
    // Positions 4q .. 4q + 3 from nibble q of each word; the last nibble holds positions 128, 129
    // and two zero bytes of padding.
    const o = (off + s * ECMULT_BUNDLE_INDEX_STRIDE) >>> 2;
    for (let q = 0; q < ECMULT_BUNDLE_INDEX_STRIDE >>> 2; q++) {
      const w = q >>> 3;
      const sh = (q & 7) << 2;
      const lim = q < ECMULT_BUNDLE_BITS >>> 2 ? 0xf : (1 << (ECMULT_BUNDLE_BITS & 3)) - 1;
      out[o + q] =
        (SPREAD[(NEG[w] >>> sh) & lim] << ECMULT_BUNDLE_FOLLOWERS) |
        SPREAD[(m0[w] >>> sh) & lim] |
        (SPREAD[(m1[w] >>> sh) & lim] << 1) |
        (SPREAD[(m2[w] >>> sh) & lim] << 2) |
        (SPREAD[(m3[w] >>> sh) & lim] << 3) |
        (SPREAD[(m4[w] >>> sh) & lim] << 4);
    }
  }
}
