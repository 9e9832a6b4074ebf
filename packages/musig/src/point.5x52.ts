/**
 * Internal: points and keys from bytes and back, on this backend: public keys (33 or 65 bytes),
 * compressed points with BIP327's 33-zero-byte encoding of infinity, secret keys and keypairs.
 * Not part of the public API.
 *
 * @module
 */
import { ecmultGen } from "@k1/ecmult/5x52";
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import { genContext, type K1ErrorDetail } from "@k1/sigs/5x52";
import { assertBytes, fail, isBytes, typeName } from "./validate.5x52.js";

const fx = fe.createScratch();
const fy = fe.createScratch();
const gj = g.gejCreate();

/**
 * The detail of an error about a contribution: element `index` of a list (or a single value if
 * index < 0, signer null). Made only when an error is thrown.
 */
export function detailOf(index: number, contribution: string): K1ErrorDetail {
  return { signer: index < 0 ? null : index, contribution };
}

/** The name of list element `index` of `name` (or `name` itself if index < 0), for messages. */
export function nameOf(name: string, index: number): string {
  return index < 0 ? name : `${name}[${index}]`;
}

/**
 * Checks that pk is a public key's encoding: a `Uint8Array` of 33 or 65 bytes.
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH`, with the detail of element `index`.
 */
export function assertPubkeyBytes(
  pk: unknown,
  name: string,
  index: number,
  contribution: string,
): asserts pk is Uint8Array {
  if (!isBytes(pk)) {
    fail(
      "ERR_TYPE",
      `${nameOf(name, index)}: expected Uint8Array, got ${typeName(pk)}`,
      detailOf(index, contribution),
    );
  }
  if (pk.length !== 33 && pk.length !== 65) {
    fail(
      "ERR_LENGTH",
      `${nameOf(name, index)}: expected Uint8Array of length 33 or 65, got length ${pk.length}`,
      detailOf(index, contribution),
    );
  }
}

/**
 * Parses a public key (33 bytes 02|03 ‖ x, or 65 bytes 04|06|07 ‖ x ‖ y) into r and writes its
 * compressed encoding to out33[off..off+33). Variable time (public data).
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH` / `ERR_PUBLIC_KEY`, with the detail of
 *   element `index` of the list `name` (signer null if index < 0).
 */
export function loadPubkey(
  r: g.Ge,
  out33: Uint8Array,
  off: number,
  pk: unknown,
  name: string,
  index: number,
  contribution: string,
): void {
  assertPubkeyBytes(pk, name, index, contribution);
  if (!g.geParsePubkey(r, pk) || !g.geIsInCorrectSubgroup(r)) {
    fail(
      "ERR_PUBLIC_KEY",
      `${nameOf(name, index)}: not a valid public key (bad prefix, x ≥ p or not on the curve)`,
      detailOf(index, contribution),
    );
  }
  g.geSerializePubkey(out33, r, true, off);
}

/**
 * Checks a public key without computing its y where that can be avoided: a 33-byte key's x must be
 * below p and on the curve (a quadratic-residue test, cheaper than the square root of parsing); a
 * 65-byte key is parsed. Writes the compressed encoding to out33. Variable time.
 *
 * @throws `K1Error` as {@link loadPubkey}.
 */
export function checkPubkey(out33: Uint8Array, pk: unknown, name: string): void {
  assertPubkeyBytes(pk, name, -1, "pubkey");
  if (pk.length === 33) {
    const tag = pk[0];
    if ((tag === 2 || tag === 3) && fe.setB32Limit(fx, pk, 1) && g.geXOnCurveVar(fx)) {
      out33.set(pk);
      return;
    }
    fail(
      "ERR_PUBLIC_KEY",
      `${name}: not a valid public key (bad prefix, x ≥ p or not on the curve)`,
      detailOf(-1, "pubkey"),
    );
  }
  loadPubkey(pt, out33, 0, pk, name, -1, "pubkey");
}

const pt = g.geCreate();

// Scratch of powInvSqrt (one call at a time; nothing in it calls out).
const c2 = fe.createScratch();
const c3 = fe.createScratch();
const c6 = fe.createScratch();
const c11 = fe.createScratch();
const c22 = fe.createScratch();
const c44 = fe.createScratch();
const c88 = fe.createScratch();
const ct = fe.createScratch();

/** r = a^(2^n) · b, by n ≥ 1 squarings then one multiplication (r may be a, not b). */
function sqrnMul(r: fe.Fe, a: fe.Fe, n: number, b: fe.Fe): void {
  fe.sqr(r, a);
  for (let j = 1; j < n; j++) fe.sqr(r, r);
  fe.mul(r, r, b);
}

/**
 * r = a^((p − 3)/4), for a of magnitude ≤ 8 (r has magnitude 1; r may be a). For a nonzero square
 * a, r = ±1/√a: so a·r is a square root of a and a·r² = 1 (the check that a is a square), at the
 * cost of one square root (libsecp256k1's `secp256k1_fe_sqrt` chain to x²²³, then the exponent's
 * last 31 bits: 253 squarings and 14 multiplications). Key aggregation uses it to get a key's y
 * together with an inverse it would otherwise compute separately. Constant time.
 */
export function powInvSqrt(r: fe.Fe, a: fe.Fe): void {
  fe.sqr(c2, a);
  fe.mul(c2, c2, a); //            c2 = a^(2^2 − 1)
  sqrnMul(c3, c2, 1, a); //        c3 = a^(2^3 − 1)
  sqrnMul(c6, c3, 3, c3); //       a^(2^6 − 1)
  sqrnMul(ct, c6, 3, c3); //       a^(2^9 − 1)
  sqrnMul(c11, ct, 2, c2); //      a^(2^11 − 1)
  sqrnMul(c22, c11, 11, c11);
  sqrnMul(c44, c22, 22, c22);
  sqrnMul(c88, c44, 44, c44);
  sqrnMul(ct, c88, 88, c88); //    a^(2^176 − 1)
  sqrnMul(ct, ct, 44, c44); //     a^(2^220 − 1)
  sqrnMul(ct, ct, 3, c3); //       a^(2^223 − 1)
  // (p − 3)/4 = [223 ones] 0 [22 ones] 0000 1 0 11
  sqrnMul(ct, ct, 23, c22);
  sqrnMul(ct, ct, 5, a);
  fe.sqr(ct, ct);
  sqrnMul(r, ct, 2, c2);
}

// Scratch of powInvSqrtPair's second chain.
const d2 = fe.createScratch();
const d3 = fe.createScratch();
const d6 = fe.createScratch();
const d11 = fe.createScratch();
const d22 = fe.createScratch();
const d44 = fe.createScratch();
const d88 = fe.createScratch();
const dt = fe.createScratch();

/** r = a^(2^n)·b and r2 = a2^(2^n)·b2 in lockstep (r may be a, r2 may be a2; not b, b2). */
function sqrnMul2(r: fe.Fe, a: fe.Fe, b: fe.Fe, r2: fe.Fe, a2: fe.Fe, b2: fe.Fe, n: number): void {
  fe.sqr(r, a);
  fe.sqr(r2, a2);
  for (let j = 1; j < n; j++) {
    fe.sqr(r, r);
    fe.sqr(r2, r2);
  }
  fe.mul(r, r, b);
  fe.mul(r2, r2, b2);
}

/**
 * r = a^((p − 3)/4) and r2 = a2^((p − 3)/4), as two {@link powInvSqrt} run in lockstep: each
 * squaring of one chain is independent of the other's, so the processor overlaps them (two
 * exponentiations in about 0.88 of the time of two in a row: Node 20.20.2, V8 11.3, 2026-12-02).
 * a and a2 of magnitude ≤ 8; r, r2 have magnitude 1; r may be a, r2 may be a2 (four distinct
 * elements otherwise). Key aggregation of two keys takes both keys' square roots with it.
 * Constant time.
 */
export function powInvSqrtPair(r: fe.Fe, a: fe.Fe, r2: fe.Fe, a2: fe.Fe): void {
  fe.sqr(c2, a);
  fe.sqr(d2, a2);
  fe.mul(c2, c2, a);
  fe.mul(d2, d2, a2); //                          a^(2^2 − 1)
  sqrnMul2(c3, c2, a, d3, d2, a2, 1); //          a^(2^3 − 1)
  sqrnMul2(c6, c3, c3, d6, d3, d3, 3);
  sqrnMul2(ct, c6, c3, dt, d6, d3, 3); //         a^(2^9 − 1)
  sqrnMul2(c11, ct, c2, d11, dt, d2, 2);
  sqrnMul2(c22, c11, c11, d22, d11, d11, 11);
  sqrnMul2(c44, c22, c22, d44, d22, d22, 22);
  sqrnMul2(c88, c44, c44, d88, d44, d44, 44);
  sqrnMul2(ct, c88, c88, dt, d88, d88, 88); //    a^(2^176 − 1)
  sqrnMul2(ct, ct, c44, dt, dt, d44, 44);
  sqrnMul2(ct, ct, c3, dt, dt, d3, 3); //         a^(2^223 − 1)
  sqrnMul2(ct, ct, c22, dt, dt, d22, 23);
  sqrnMul2(ct, ct, a, dt, dt, a2, 5);
  fe.sqr(ct, ct);
  fe.sqr(dt, dt);
  sqrnMul2(r, ct, c2, r2, dt, d2, 2);
}

/**
 * Parses a compressed point at `buf[off..off+33)` (BIP327's cpoint), or the point at infinity
 * from 33 zero bytes if `ext` (cpoint_ext). Returns false if the bytes encode neither.
 */
export function parsePoint33(r: g.Ge, buf: Uint8Array, off: number, ext: boolean): boolean {
  const tag = buf[off];
  if (ext && tag === 0) {
    for (let i = 1; i < 33; i++) if (buf[off + i] !== 0) return false;
    g.geSetInfinity(r);
    return true;
  }
  if (tag !== 2 && tag !== 3) return false;
  if (!fe.setB32Limit(fx, buf, off + 1)) return false;
  if (!g.geSetXOVar(r, fx, tag === 3)) return false;
  return g.geIsInCorrectSubgroup(r);
}

/** Writes the compressed encoding of a (33 zero bytes for infinity: BIP327's cbytes_ext). */
export function savePoint33(out: Uint8Array, off: number, a: g.Ge): void {
  if (a.infinity) {
    out.fill(0, off, off + 33);
    return;
  }
  g.geSerializePubkey(out, a, true, off);
}

/**
 * Loads a signer: a 32-byte secret key (its public key computed with the blinded, constant-time
 * generator multiplication) or a 96-byte keypair (secret key ‖ x ‖ y, as `keypairCreate` of
 * `@k1/sigs` makes it). On output sk holds the secret key (the caller clears it) and pk its point,
 * normalized.
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH`; `ERR_PRIVATE_KEY` for an invalid key;
 *   `ERR_PUBLIC_KEY` if a keypair's point is not on the curve.
 */
export function loadSigner(sk: scalar.Scalar, pk: g.Ge, key: unknown, name: string): void {
  if (!isBytes(key)) fail("ERR_TYPE", `${name}: expected Uint8Array, got ${typeName(key)}`);
  if (key.length !== 32 && key.length !== 96) {
    fail("ERR_LENGTH", `${name}: expected Uint8Array of length 32 or 96, got length ${key.length}`);
  }
  if (!scalar.setB32SecKey(sk, key, 0)) {
    scalar.clear(sk);
    fail("ERR_PRIVATE_KEY", `${name}: not a valid secret key (it must be 0 < key < n)`);
  }
  if (key.length === 32) {
    ecmultGen(genContext(), gj, sk);
    g.geSetGej(pk, gj);
    g.gejClear(gj);
  } else {
    if (!fe.setB32Limit(fx, key, 32) || !fe.setB32Limit(fy, key, 64)) {
      scalar.clear(sk);
      fail("ERR_PUBLIC_KEY", `${name}: the keypair's public key is not a point of the curve`);
    }
    g.geSetXY(pk, fx, fy);
    if (!g.geIsValidVar(pk) || !g.geIsInCorrectSubgroup(pk)) {
      scalar.clear(sk);
      fail("ERR_PUBLIC_KEY", `${name}: the keypair's public key is not a point of the curve`);
    }
  }
  fe.normalize(pk.x);
  fe.normalize(pk.y);
}

/**
 * Loads a 32-byte secret key into sk.
 *
 * @throws `K1Error` `ERR_TYPE` / `ERR_LENGTH` / `ERR_PRIVATE_KEY`.
 */
export function loadSecretKey(sk: scalar.Scalar, key: unknown, name: string): void {
  assertBytes(key, name, 32);
  if (!scalar.setB32SecKey(sk, key, 0)) {
    scalar.clear(sk);
    fail("ERR_PRIVATE_KEY", `${name}: not a valid secret key (it must be 0 < key < n)`);
  }
}
