// Test helpers for the 5x52 group code (template: scripts/gen-backends.mjs writes the 10x26 copy).
// Points are converted to and from the BigInt reference of ./ref.ts, and compared strictly: both
// coordinates and the infinity flag (gejEqVar alone cannot tell a wrong y, seed PR 1994's
// test_gej_eq_strict).
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import { expect } from "vitest";
import { bigToBytes, type Rng } from "../../../test-utils/rng.js";
import { inv, mod, type Pt, sqrt } from "./ref.js";

export { fe, g };

/** A normalized element of value v mod p. */
export function feOf(v: bigint): fe.Fe {
  const r = fe.create();
  fe.setB32Mod(r, bigToBytes(mod(v)));
  fe.normalize(r);
  return r;
}

/** Sets r to v mod p with magnitude m (limbs made large by adding multiples of −0 = 2p). */
export function feSetMag(r: fe.Fe, v: bigint, m: number): void {
  fe.setB32Mod(r, bigToBytes(mod(v)));
  fe.normalize(r);
  if (m <= 1) return;
  const z = fe.create();
  fe.negate(z, z, 0); //  "−0": value 0, magnitude 1, limbs of 2p
  fe.mulInt(z, m - 1); // magnitude m − 1
  fe.add(r, z); //        magnitude m
}

/** A random magnitude in [1, max], biased towards max. */
export function randMag(rng: Rng, max: number): number {
  return rng.int(2) === 0 ? max : 1 + rng.int(max);
}

/** The BigInt value of an element. */
export const val = (a: fe.Fe): bigint => fe.toBigInt(a);

/** An affine element for a reference point, with random coordinate magnitudes (if rng is given). */
export function geOf(p: Pt, rng?: Rng): g.Ge {
  const r = g.geCreate();
  geSet(r, p, rng);
  return r;
}

/** Sets r to the reference point p (infinity: x = y = 0), with random magnitudes if rng is given. */
export function geSet(r: g.Ge, p: Pt, rng?: Rng): void {
  if (p === null) {
    g.geSetInfinity(r);
    return;
  }
  feSetMag(r.x, p[0], rng ? randMag(rng, g.GE_X_MAGNITUDE_MAX) : 1);
  feSetMag(r.y, p[1], rng ? randMag(rng, g.GE_Y_MAGNITUDE_MAX) : 1);
  r.infinity = 0;
}

/** A Jacobian element for p with z (default random nonzero), random magnitudes if rng is given. */
export function gejOf(p: Pt, rng?: Rng, z?: bigint): g.Gej {
  const r = g.gejCreate();
  gejSet(r, p, rng, z);
  return r;
}

export function gejSet(r: g.Gej, p: Pt, rng?: Rng, z?: bigint): void {
  if (p === null) {
    g.gejSetInfinity(r);
    return;
  }
  let zz = z ?? (rng ? 1n + rng.bigBelow(mod(-1n)) : 1n);
  zz = mod(zz);
  feSetMag(r.x, p[0] * zz * zz, rng ? randMag(rng, g.GEJ_X_MAGNITUDE_MAX) : 1);
  feSetMag(r.y, p[1] * zz * zz * zz, rng ? randMag(rng, g.GEJ_Y_MAGNITUDE_MAX) : 1);
  feSetMag(r.z, zz, 1);
  r.infinity = 0;
}

/** The reference point of an affine element. */
export function geVal(a: g.Ge): Pt {
  return a.infinity ? null : [val(a.x), val(a.y)];
}

/** The reference point of a Jacobian element (x/z², y/z³). */
export function gejVal(a: g.Gej): Pt {
  if (a.infinity) return null;
  const zi = inv(val(a.z));
  return [mod(val(a.x) * zi * zi), mod(val(a.y) * zi * zi * zi)];
}

/** The reference point of a ge_z (x/z², y/z³ on the curve of z). */
export function geZVal(a: g.GeZ): Pt {
  return gejVal(a);
}

/** Strict equality of a Jacobian result with a reference point: flag, x and y (and validity). */
export function expectGej(a: g.Gej, p: Pt, what = ""): void {
  g.gejVerify(a);
  expect(a.infinity, `${what}: infinity flag`).toBe(p === null ? 1 : 0);
  if (p === null) return;
  const z = val(a.z);
  expect(z, `${what}: z ≠ 0`).not.toBe(0n);
  // X = x·Z² and Y = y·Z³ (no inversion needed).
  const z2 = mod(z * z);
  expect(val(a.x), `${what}: x`).toBe(mod(p[0] * z2));
  expect(val(a.y), `${what}: y`).toBe(mod(p[1] * z2 * z));
}

/** Strict equality of an affine result with a reference point. */
export function expectGe(a: g.Ge, p: Pt, what = ""): void {
  g.geVerify(a);
  expect(a.infinity, `${what}: infinity flag`).toBe(p === null ? 1 : 0);
  if (p === null) return;
  expect(val(a.x), `${what}: x`).toBe(mod(p[0]));
  expect(val(a.y), `${what}: y`).toBe(mod(p[1]));
}

/** A random point of y² = x³ + b (random x until on the curve, random parity). */
export function randomPoint(rng: Rng, b = 7n): [bigint, bigint] {
  for (;;) {
    const x = rng.bigBelow(mod(-1n) + 1n);
    const y = sqrt(x * x * x + b);
    if (y !== null && y !== 0n) return [x, rng.int(2) === 0 ? y : mod(-y)];
  }
}
