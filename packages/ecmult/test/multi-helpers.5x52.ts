// Test helpers of the multi-point multiplication tests on the 5x52 backend (template: the build
// writes the 10x26 and low copies). Conversions between the BigInt reference (./multi-ref.ts) and
// the backend's points and scalars, and random inputs with known discrete logarithms.
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import * as scalar from "@k1/scalar/5x52";
import type { Rng } from "../../../test-utils/rng.js";
import { bigToBytes } from "../../../test-utils/rng.js";
import { invp, modp, P, type Pt, type RefGroup } from "./multi-ref.js";

export { fe, g, scalar };

/** Whether this file is the `low` copy (small-order scalars for the exhaustive groups). */
export const LOW: boolean = import.meta.url.includes(".low.");

/** Sets r to v mod p with magnitude m ≥ 1 (limbs enlarged by adding multiples of "−0" = 2p). */
export function feSetMag(r: fe.Fe, v: bigint, m = 1): void {
  fe.setB32Mod(r, bigToBytes(modp(v)));
  fe.normalize(r);
  if (m <= 1) return;
  const z = fe.create();
  fe.negate(z, z, 0);
  fe.mulInt(z, m - 1);
  fe.add(r, z);
}

/** An affine element of p; with an rng, coordinates of random magnitudes up to the ge maxima. */
export function geOf(p: Pt, rng?: Rng): g.Ge {
  const r = g.geCreate();
  if (p === null) {
    g.geSetInfinity(r);
    return r;
  }
  feSetMag(r.x, p[0], rng ? 1 + rng.int(g.GE_X_MAGNITUDE_MAX) : 1);
  feSetMag(r.y, p[1], rng ? 1 + rng.int(g.GE_Y_MAGNITUDE_MAX) : 1);
  r.infinity = 0;
  return r;
}

/** The reference point of a Jacobian element. */
export function gejVal(a: g.Gej): Pt {
  if (a.infinity) return null;
  const zi = invp(fe.toBigInt(a.z));
  const zi2 = (zi * zi) % P;
  return [(fe.toBigInt(a.x) * zi2) % P, (((fe.toBigInt(a.y) * zi2) % P) * zi) % P];
}

/** The reference point of an affine element. */
export function geVal(a: g.Ge): Pt {
  return a.infinity ? null : [fe.toBigInt(a.x) % P, fe.toBigInt(a.y) % P];
}

/**
 * The scalar of value v (0 ≤ v < the order) in the current scalar module: its little-endian
 * 32-bit words, which is the representation of the scalars mod n and of the small-order ones.
 */
export function scalarOf(v: bigint): scalar.Scalar {
  const r = scalar.create();
  let x = v;
  for (let i = 0; i < 8; i++) {
    r[i] = Number(x & 0xffffffffn);
    x >>= 32n;
  }
  scalar.verify(r, "scalarOf");
  return r;
}

/** The value of a scalar. */
export function scalarVal(a: scalar.Scalar): bigint {
  let v = 0n;
  for (let i = 7; i >= 0; i--) v = (v << 32n) | BigInt(a[i]);
  return v;
}

/** One multi-point multiplication problem with its discrete logarithms. */
export interface Problem {
  /** The points' discrete logarithms (null: the point at infinity, log 0). */
  readonly logs: bigint[];
  /** The scalars. */
  readonly s: bigint[];
  /** The generator's scalar (null: none). */
  readonly ng: bigint | null;
  readonly pts: g.Ge[];
  readonly sc: scalar.Scalar[];
  readonly ngS: scalar.Scalar | null;
  /** The expected result, (Σ sᵢ·kᵢ + ng)·G. */
  readonly expected: Pt;
}

/** Builds a problem from logs (null for infinity) and scalars. */
export function problem(
  grp: RefGroup,
  logs: (bigint | null)[],
  s: bigint[],
  ng: bigint | null,
  rng?: Rng,
): Problem {
  const order = grp.curve.order;
  const cache = new Map<bigint, Pt>();
  const pointOf = (k: bigint | null): Pt => {
    if (k === null) return null;
    const kk = ((k % order) + order) % order;
    let p = cache.get(kk);
    if (p === undefined) {
      p = grp.mulG(kk);
      cache.set(kk, p);
    }
    return p;
  };
  let total = ng ?? 0n;
  for (let i = 0; i < s.length; i++) total += s[i] * (logs[i] ?? 0n);
  return {
    logs: logs.map((k) => k ?? 0n),
    s,
    ng,
    pts: logs.map((k) => geOf(pointOf(k), rng)),
    sc: s.map((v) => scalarOf(((v % order) + order) % order)),
    ngS: ng === null ? null : scalarOf(((ng % order) + order) % order),
    expected: grp.mulG(total),
  };
}

/** A random problem of n points: random logs and scalars below the order, ng random or null. */
export function randomProblem(grp: RefGroup, rng: Rng, n: number, withG = true): Problem {
  const order = grp.curve.order;
  const logs: bigint[] = [];
  const s: bigint[] = [];
  for (let i = 0; i < n; i++) {
    logs.push(1n + rng.bigBelow(order - 1n));
    s.push(rng.bigBelow(order));
  }
  return problem(grp, logs, s, withG ? rng.bigBelow(order) : null, rng);
}
