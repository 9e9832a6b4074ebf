/**
 * Public-key encodings (SEC 1, 2.3.3–2.3.4) of affine points on the 5x52 backend: libsecp256k1's
 * `secp256k1_eckey_pubkey_parse` and `secp256k1_eckey_pubkey_serialize33/65`.
 *
 * Unlike the formulas, these functions validate their input in every build: they are where bytes
 * from outside become points.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import { geIsValidVar, geSetInfinity, geSetXOVar, geSetXY } from "./ge.5x52.js";
import { geIsInCorrectSubgroup } from "./gej.5x52.js";
import { type Ge, geVerify } from "./types.5x52.js";

/** Prefix of a compressed key with even y. */
export const TAG_PUBKEY_EVEN = 0x02;
/** Prefix of a compressed key with odd y. */
export const TAG_PUBKEY_ODD = 0x03;
/** Prefix of an uncompressed key. */
export const TAG_PUBKEY_UNCOMPRESSED = 0x04;
/** Prefix of a hybrid key with even y (uncompressed, parity repeated in the prefix). */
export const TAG_PUBKEY_HYBRID_EVEN = 0x06;
/** Prefix of a hybrid key with odd y. */
export const TAG_PUBKEY_HYBRID_ODD = 0x07;

const px = fe.createScratch();
const py = fe.createScratch();

/**
 * `%TypedArray%.prototype[Symbol.toStringTag]`'s getter: "Uint8Array" for a `Uint8Array` of any
 * realm (a `vm` context, an iframe, a worker), where `instanceof Uint8Array` is false.
 */
const typedArrayName = /* @__PURE__ */ Object.getOwnPropertyDescriptor(
  Object.getPrototypeOf(Uint8Array.prototype),
  Symbol.toStringTag,
)?.get as (this: unknown) => string | undefined;

/** Whether b is a Uint8Array of this realm or another one. */
function isBytes(b: unknown): b is Uint8Array {
  return b instanceof Uint8Array || typedArrayName.call(b) === "Uint8Array";
}

/**
 * Parses a public key (`secp256k1_eckey_pubkey_parse`, followed by the subgroup check of
 * `secp256k1_ec_pubkey_parse`, which matters only on the exhaustive-test curves).
 *
 * Accepted, as by libsecp256k1: 33 bytes `02|03 ‖ x` (compressed, the prefix giving y's parity),
 * and 65 bytes `04 ‖ x ‖ y` (uncompressed) or `06|07 ‖ x ‖ y` (hybrid, whose prefix must match
 * y's parity). Every coordinate must be below p and the point on the curve.
 *
 * On input, r must be an affine element (from `geCreate`). Returns true and sets r to the point
 * (normalized coordinates, not infinity) if `bytes` is a valid encoding; returns false and sets r
 * to infinity otherwise (wrong length, unknown prefix, a coordinate ≥ p, x not on the curve,
 * (x, y) not on the curve, hybrid parity mismatch). Variable time (public data).
 *
 * @throws TypeError if `bytes` is not a Uint8Array (one of another realm is accepted).
 */
export function geParsePubkey(r: Ge, bytes: Uint8Array): boolean {
  if (!isBytes(bytes)) throw new TypeError("geParsePubkey: expected a Uint8Array");
  let ok = false;
  const tag = bytes[0];
  if (bytes.length === 33 && (tag === TAG_PUBKEY_EVEN || tag === TAG_PUBKEY_ODD)) {
    ok = fe.setB32Limit(px, bytes, 1) && geSetXOVar(r, px, tag === TAG_PUBKEY_ODD);
    if (ok) {
      fe.normalizeVar(r.y);
    }
  } else if (
    bytes.length === 65 &&
    (tag === TAG_PUBKEY_UNCOMPRESSED || tag === TAG_PUBKEY_HYBRID_EVEN || tag === TAG_PUBKEY_HYBRID_ODD)
  ) {
    if (fe.setB32Limit(px, bytes, 1) && fe.setB32Limit(py, bytes, 33)) {
      geSetXY(r, px, py);
      ok =
        (tag === TAG_PUBKEY_UNCOMPRESSED || fe.isOdd(py) === (tag === TAG_PUBKEY_HYBRID_ODD)) &&
        geIsValidVar(r);
    }
  }
  if (ok) ok = geIsInCorrectSubgroup(r);
  if (!ok) geSetInfinity(r);
  return ok;
}

const sx = fe.createScratch();
const sy = fe.createScratch();

/**
 * Serializes a point as a public key (`secp256k1_eckey_pubkey_serialize33/65`): 33 bytes
 * `02|03 ‖ x` if `compressed`, else 65 bytes `04 ‖ x ‖ y`, written to `out` from `off`.
 * On input, a must be valid and not infinity (checked in every build); a is not modified.
 * Returns the number of bytes written (33 or 65). Variable time (public data).
 *
 * @throws RangeError if a is infinity or `out` has too few bytes at `off`.
 */
export function geSerializePubkey(out: Uint8Array, a: Ge, compressed: boolean, off = 0): number {
  if (__VERIFY__) geVerify(a);
  if (a.infinity) throw new RangeError("geSerializePubkey: the point at infinity has no encoding");
  const len = compressed ? 33 : 65;
  if (!isBytes(out) || out.length - off < len || off < 0) {
    throw new RangeError(`geSerializePubkey: expected ${len} bytes of output at offset ${off}`);
  }
  fe.copy(sx, a.x);
  fe.normalizeVar(sx);
  fe.copy(sy, a.y);
  fe.normalizeVar(sy);
  if (compressed) {
    out[off] = fe.isOdd(sy) ? TAG_PUBKEY_ODD : TAG_PUBKEY_EVEN;
    fe.getB32(out, sx, off + 1);
  } else {
    out[off] = TAG_PUBKEY_UNCOMPRESSED;
    fe.getB32(out, sx, off + 1);
    fe.getB32(out, sy, off + 33);
  }
  return len;
}
