// Test helpers for the 5x52 ecmult code (template: scripts/gen-backends.mjs writes the 10x26 copy).
// Conversions between the BigInt reference (./ref.ts) and the backend's points and scalars.
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import { bigToBytes, type Rng } from "../../../test-utils/rng.js";
import { inv, mod, P, type Pt } from "./ref.js";

export { fe, g };

/** Sets r to v mod p with magnitude m ≥ 1 (limbs enlarged by adding multiples of "−0" = 2p). */
export function feSetMag(r: fe.Fe, v: bigint, m = 1): void {
  fe.setB32Mod(r, bigToBytes(mod(v)));
  fe.normalize(r);
  if (m <= 1) return;
  const z = fe.create();
  fe.negate(z, z, 0);
  fe.mulInt(z, m - 1);
  fe.add(r, z);
}

/** The reference point of an affine element. */
export function geVal(a: g.Ge): Pt {
  return a.infinity ? null : [fe.toBigInt(a.x) % P, fe.toBigInt(a.y) % P];
}

/** The reference point of a Jacobian element. */
export function gejVal(a: g.Gej): Pt {
  if (a.infinity) return null;
  const zi = inv(fe.toBigInt(a.z));
  const zi2 = (zi * zi) % P;
  return [(fe.toBigInt(a.x) * zi2) % P, (((fe.toBigInt(a.y) * zi2) % P) * zi) % P];
}

/** An affine element of p (magnitude 1). */
export function geOf(p: Pt): g.Ge {
  const r = g.geCreate();
  if (p === null) {
    g.geSetInfinity(r);
    return r;
  }
  feSetMag(r.x, p[0]);
  feSetMag(r.y, p[1]);
  r.infinity = 0;
  return r;
}

/**
 * Sets r to a Jacobian element of p with a random z and, given an rng, random coordinate
 * magnitudes up to the group maxima (z: magnitude 1, as GEJ_Z_MAGNITUDE_MAX).
 */
export function gejSet(r: g.Gej, p: Pt, rng: Rng | null): void {
  if (p === null) {
    g.gejSetInfinity(r);
    return;
  }
  const z = rng === null ? 1n : 1n + rng.bigBelow(P - 1n);
  const mag = (max: number) => (rng === null ? 1 : rng.int(2) === 0 ? max : 1 + rng.int(max));
  feSetMag(r.x, p[0] * z * z, mag(g.GEJ_X_MAGNITUDE_MAX));
  feSetMag(r.y, p[1] * z * z * z, mag(g.GEJ_Y_MAGNITUDE_MAX));
  feSetMag(r.z, z, 1);
  r.infinity = 0;
}

/** A Jacobian element of p (see {@link gejSet}). */
export function gejOf(p: Pt, rng: Rng | null = null): g.Gej {
  const r = g.gejCreate();
  gejSet(r, p, rng);
  return r;
}

/** Expects a Jacobian result to be the reference point p (coordinates and infinity flag). */
export function gejIs(a: g.Gej, p: Pt): boolean {
  const v = gejVal(a);
  return v === null ? p === null : p !== null && v[0] === p[0] && v[1] === p[1];
}
