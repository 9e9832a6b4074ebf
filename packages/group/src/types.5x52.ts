/**
 * The group types on the 5x52 field backend (libsecp256k1's `secp256k1_ge`, `secp256k1_gej`,
 * `secp256k1_ge_storage`, and seed PR 1994's `secp256k1_ge_z`), their constructors, copies and
 * VERIFY checks.
 *
 * The types are plain objects with field-element members and no methods. Every constructor
 * allocates (call them at set-up, never per operation) and initialises the members in one fixed
 * order, so that all objects of a type share one hidden class and the formulas stay monomorphic.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import {
  GE_X_MAGNITUDE_MAX,
  GE_Y_MAGNITUDE_MAX,
  GEJ_X_MAGNITUDE_MAX,
  GEJ_Y_MAGNITUDE_MAX,
  GEJ_Z_MAGNITUDE_MAX,
  GEZ_X_MAGNITUDE_MAX,
  GEZ_Y_MAGNITUDE_MAX,
  GEZ_Z_MAGNITUDE_MAX,
} from "./limits.js";

/** A field element of the backend. */
export type Fe = fe.Fe;
/** A field element in storage form. */
export type FeStorage = fe.FeStorage;

/**
 * A point in affine coordinates (x, y) on y² = x³ + B, or the point at infinity (libsecp256k1's
 * `secp256k1_ge`). Occasionally (inside tables) on an isomorphic curve y² = x³ + B·t⁶ with t
 * implied. Invariants: x magnitude ≤ {@link GE_X_MAGNITUDE_MAX}, y magnitude ≤
 * {@link GE_Y_MAGNITUDE_MAX}; `infinity` is 0 or 1, and when it is 1, x and y carry no meaning.
 */
export interface Ge {
  /** The x coordinate. */
  x: Fe;
  /** The y coordinate. */
  y: Fe;
  /** 1 for the point at infinity, else 0. */
  infinity: number;
}

/**
 * A point in Jacobian coordinates (libsecp256k1's `secp256k1_gej`): (x, y, z) stands for the
 * affine point (x/z², y/z³). Invariants: magnitudes of x, y, z at most
 * {@link GEJ_X_MAGNITUDE_MAX}, {@link GEJ_Y_MAGNITUDE_MAX}, {@link GEJ_Z_MAGNITUDE_MAX};
 * `infinity` is 0 or 1; when it is 0, z ≠ 0; when it is 1, x, y and z carry no meaning.
 */
export interface Gej {
  /** X, the affine x times z². */
  x: Fe;
  /** Y, the affine y times z³. */
  y: Fe;
  /** Z. */
  z: Fe;
  /** 1 for the point at infinity, else 0. */
  infinity: number;
}

/** A non-infinite affine point in storage form (libsecp256k1's `secp256k1_ge_storage`). */
export interface GeStorage {
  /** The x coordinate, normalized, in storage form. */
  x: FeStorage;
  /** The y coordinate, normalized, in storage form. */
  y: FeStorage;
}

/**
 * An affine point together with the z of the isomorphic curve it is on (seed PR 1994's
 * `secp256k1_ge_z`). (x, y) is a point of y² = x³ + B·z⁶, which is the point (x/z², y/z³) of
 * y² = x³ + B; unlike a {@link Gej}, z stays defined (and ≠ 0) when the point is at infinity.
 * That makes it the accumulator of a chain of additions that must keep its z ratios across points
 * at infinity ({@link geZAddGeVar} in `gez.5x52.ts`).
 *
 * Invariants: z ≠ 0 always; magnitudes of x, y, z at most {@link GEZ_X_MAGNITUDE_MAX},
 * {@link GEZ_Y_MAGNITUDE_MAX}, {@link GEZ_Z_MAGNITUDE_MAX}; `infinity` is 0 or 1, and when it
 * is 1, x and y carry no meaning (they are 0 after the operations of this package).
 *
 * It has the same members as a {@link Gej} (and the same hidden class), but not the same meaning
 * at infinity: do not pass one for the other except where a contract says so.
 */
export interface GeZ {
  /** x of the point on the curve of z. */
  x: Fe;
  /** y of the point on the curve of z. */
  y: Fe;
  /** The curve's z (never 0). */
  z: Fe;
  /** 1 for the point at infinity, else 0. */
  infinity: number;
}

/** Returns a new affine element set to infinity (x = y = 0). Allocates. */
export function geCreate(): Ge {
  return { x: fe.create(), y: fe.create(), infinity: 1 };
}

/** Returns a new Jacobian element set to infinity (x = y = z = 0). Allocates. */
export function gejCreate(): Gej {
  return { x: fe.create(), y: fe.create(), z: fe.create(), infinity: 1 };
}

/** Returns a new storage element (both coordinates 0; not a point until written). Allocates. */
export function geStorageCreate(): GeStorage {
  return { x: fe.createStorage(), y: fe.createStorage() };
}

/** Returns a new `ge_z` set to infinity on the curve of z = 1. Allocates. */
export function geZCreate(): GeZ {
  const r: GeZ = { x: fe.create(), y: fe.create(), z: fe.create(), infinity: 1 };
  fe.setInt(r.z, 1);
  return r;
}

/** Returns `n` new affine elements (each as {@link geCreate}). Allocates. */
export function geArray(n: number): Ge[] {
  const r: Ge[] = [];
  for (let i = 0; i < n; i++) r.push(geCreate());
  return r;
}

/** Returns `n` new Jacobian elements (each as {@link gejCreate}). Allocates. */
export function gejArray(n: number): Gej[] {
  const r: Gej[] = [];
  for (let i = 0; i < n; i++) r.push(gejCreate());
  return r;
}

/** Returns `n` new field elements (for z-ratio arrays). Allocates. */
export function feArray(n: number): Fe[] {
  const r: Fe[] = [];
  for (let i = 0; i < n; i++) r.push(fe.create());
  return r;
}

/**
 * Copies a into r (C's struct assignment `*r = *a`). On input, a must be valid; r may be a.
 * On output, r equals a member by member (same magnitudes).
 */
export function geCopy(r: Ge, a: Ge): void {
  fe.copy(r.x, a.x);
  fe.copy(r.y, a.y);
  r.infinity = a.infinity;
}

/** As {@link geCopy}, for Jacobian elements. */
export function gejCopy(r: Gej, a: Gej): void {
  fe.copy(r.x, a.x);
  fe.copy(r.y, a.y);
  fe.copy(r.z, a.z);
  r.infinity = a.infinity;
}

/** As {@link geCopy}, for `ge_z` elements. */
export function geZCopy(r: GeZ, a: GeZ): void {
  fe.copy(r.x, a.x);
  fe.copy(r.y, a.y);
  fe.copy(r.z, a.z);
  r.infinity = a.infinity;
}

function fail(msg: string): never {
  throw new fe.VerifyError(msg);
}

/**
 * VERIFY: checks the invariants of an affine element (libsecp256k1's `secp256k1_ge_verify`):
 * valid coordinates of magnitude at most {@link GE_X_MAGNITUDE_MAX} and
 * {@link GE_Y_MAGNITUDE_MAX}, infinity 0 or 1. Throws a `VerifyError` if they fail. A no-op in
 * release builds.
 */
export function geVerify(a: Ge): void {
  if (__VERIFY__) {
    fe.verifyMagnitude(a.x, GE_X_MAGNITUDE_MAX);
    fe.verifyMagnitude(a.y, GE_Y_MAGNITUDE_MAX);
    if (a.infinity !== 0 && a.infinity !== 1) fail(`geVerify: infinity flag ${a.infinity}`);
  }
}

/**
 * VERIFY: checks the invariants of a Jacobian element (`secp256k1_gej_verify`): magnitudes at most
 * {@link GEJ_X_MAGNITUDE_MAX}, {@link GEJ_Y_MAGNITUDE_MAX}, {@link GEJ_Z_MAGNITUDE_MAX},
 * infinity 0 or 1. A no-op in release builds.
 */
export function gejVerify(a: Gej): void {
  if (__VERIFY__) {
    fe.verifyMagnitude(a.x, GEJ_X_MAGNITUDE_MAX);
    fe.verifyMagnitude(a.y, GEJ_Y_MAGNITUDE_MAX);
    fe.verifyMagnitude(a.z, GEJ_Z_MAGNITUDE_MAX);
    if (a.infinity !== 0 && a.infinity !== 1) fail(`gejVerify: infinity flag ${a.infinity}`);
  }
}

/**
 * VERIFY: checks the invariants of a `ge_z` (seed PR 1994's `secp256k1_ge_z_verify`): magnitudes
 * at most {@link GEZ_X_MAGNITUDE_MAX}, {@link GEZ_Y_MAGNITUDE_MAX}, {@link GEZ_Z_MAGNITUDE_MAX},
 * infinity 0 or 1, and z ≠ 0 (also at infinity). A no-op in release builds.
 */
export function geZVerify(a: GeZ): void {
  if (__VERIFY__) {
    fe.verifyMagnitude(a.x, GEZ_X_MAGNITUDE_MAX);
    fe.verifyMagnitude(a.y, GEZ_Y_MAGNITUDE_MAX);
    fe.verifyMagnitude(a.z, GEZ_Z_MAGNITUDE_MAX);
    if (a.infinity !== 0 && a.infinity !== 1) fail(`geZVerify: infinity flag ${a.infinity}`);
    if (fe.normalizesToZeroVar(a.z)) fail("geZVerify: z is zero");
  }
}

/** VERIFY: throws a `VerifyError` with `msg` unless `cond` holds. Call only under `if (__VERIFY__)`. */
export function verifyCheck(cond: boolean, msg: string): void {
  if (!cond) fail(msg);
}
