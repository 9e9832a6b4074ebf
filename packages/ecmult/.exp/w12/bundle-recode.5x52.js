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
import * as scalar from "@k1/scalar";
import { ECMULT_BUNDLE_BITS, ECMULT_BUNDLE_FOLLOWERS, ECMULT_BUNDLE_INDEX_BYTES } from "./multi-params.js";
const hs = scalar.hscalar;
/** The sign bit of a bundle index: set when the anchor's digit is −1. */
export const ECMULT_BUNDLE_INDEX_SIGN = 1 << ECMULT_BUNDLE_FOLLOWERS;
// K = −(1 + λ) mod the order, for the current curve of the group module (λ and the order are the
// curve's: secp256k1's, or an exhaustive-test group's, whose scalars the `low` copy uses).
const K = scalar.create();
let kCurve = null;
/**
 * Returns K = −(1 + λ) mod the group order of the current curve (seed PR 1994: the anchor's scalar
 * q is recoded as (q + K)/2). Read-only; recomputed when the group module's curve changes.
 */
export function ecmultBundleK() {
    const c = g.getCurve();
    if (c !== kCurve) {
        let v = (((c.order - 1n - c.lambda) % c.order) + c.order) % c.order;
        for (let i = 0; i < 8; i++) {
            K[i] = Number(v & 0xffffffffn);
            v >>= 32n;
        }
        if (false)
            scalar.verify(K, "ecmultBundleK");
        kCurve = c;
    }
    return K;
}
// Scratch (one recoding at a time).
const qa = scalar.create();
const h1 = scalar.create();
const h2 = scalar.create();
const U = [hs.create(), hs.create()];
const F = [[], []];
for (let j = 0; j < ECMULT_BUNDLE_FOLLOWERS; j++) {
    F[0].push(hs.create());
    F[1].push(hs.create());
}
const NU = hs.create();
const M = [];
for (let j = 0; j < ECMULT_BUNDLE_FOLLOWERS; j++)
    M.push(hs.create());
/** VERIFY: whether a half-scalar's value fits in 130-bit two's complement (bits 130..159 = bit 129). */
function fitsBundleBits(h) {
    const top = (h[4] | 0) >> (ECMULT_BUNDLE_BITS - 128 - 1);
    return top === 0 || top === -1;
}
/**
 * Recodes one bundle's scalars into its bundle indices (seed PR 1994's
 * `secp256k1_ecmult_bundle_recode`).
 *
 * On input, sc[sOff .. sOff + 6) must be valid scalars: the anchor's, then the five followers';
 * ind must have room for {@link ECMULT_BUNDLE_INDEX_BYTES} bytes from off.
 * Computes, for side s ∈ {0 (plain), 1 (λ)} and position i < {@link ECMULT_BUNDLE_BITS},
 * ind[off + s·BITS + i] = (d_i = −1 ? {@link ECMULT_BUNDLE_INDEX_SIGN} : 0) | Σ_j c_ij·2^j, such
 * that, with the anchor A and followers F_1..F_5 and P^(s) = λ^s·P,
 *
 *     Σ_s Σ_i 2^i · d_i · (A^(s) + Σ_j c_ij · F_{j+1}^(s)) = q_0·A + Σ_j q_{j+1}·F_{j+1}.
 *
 * (the anchor's digits d_i are those of 2u + 1 for the halves u of (q_0 + K)/2; see the module
 * comment). On output, every byte is below 2·{@link ECMULT_BUNDLE_INDEX_SIGN}. Variable time only
 * in the public offsets.
 */
export function ecmultBundleRecode(ind, off, sc, sOff) {
    if (false) {
        g.verifyCheck(off >= 0 && off + ECMULT_BUNDLE_INDEX_BYTES <= ind.length, "ecmultBundleRecode: ind too small");
        g.verifyCheck(sOff >= 0 && sOff + ECMULT_BUNDLE_FOLLOWERS + 1 <= sc.length, "ecmultBundleRecode: sc");
    }
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
        if (false)
            g.verifyCheck(fitsBundleBits(u), "ecmultBundleRecode: anchor half exceeds 130 bits");
        hs.complement(NU, u); //                          NU = ~u
        for (let j = 0; j < ECMULT_BUNDLE_FOLLOWERS; j++) {
            const m = M[j];
            hs.add(m, F[s][j], NU); //                      m = f + ~u
            if (false)
                g.verifyCheck(fitsBundleBits(m), "ecmultBundleRecode: f + ~u exceeds 130 bits");
            hs.xor(m, m, u);
            hs.complement(m, m); //                         m = ~((f + ~u) ^ u), the presence mask
        }
        const m0 = M[0];
        const m1 = M[1];
        const m2 = M[2];
        const m3 = M[3];
        const m4 = M[4];
        let o = off + s * ECMULT_BUNDLE_BITS;
        for (let w = 0; w < 5; w++) {
            // Words 0..3 hold positions 0..127, word 4 positions 128 and 129.
            const nb = w < 4 ? 32 : ECMULT_BUNDLE_BITS - 128;
            // Negative anchor digit where U's bit is 0: ~u, with bit 129 (word 4, bit 1) inverted back.
            const neg = w < 4 ? ~u[w] : ~u[w] ^ 2;
            const a0 = m0[w];
            const a1 = m1[w];
            const a2 = m2[w];
            const a3 = m3[w];
            const a4 = m4[w];
            for (let b = 0; b < nb; b++) {
                ind[o++] =
                    (((neg >>> b) & 1) << 5) |
                        ((a0 >>> b) & 1) |
                        (((a1 >>> b) & 1) << 1) |
                        (((a2 >>> b) & 1) << 2) |
                        (((a3 >>> b) & 1) << 3) |
                        (((a4 >>> b) & 1) << 4);
            }
        }
    }
}
//# sourceMappingURL=bundle-recode.5x52.js.map