// BigInt reference for the multi-point multiplication tests, written independently of src/:
// textbook Jacobian formulas on y² = x³ + B over secp256k1's field, for any of the curves of
// @k1/group (secp256k1 and the exhaustive groups). Points are [x, y] (affine) or null (infinity).
//
// Random test points are made with known discrete logarithms, P = k·G, by a fixed-base method
// (a table of 2^i·G, one Jacobian addition per set bit, one inversion), so that the reference of
// Σ sᵢ·Pᵢ + g·G is one multiplication: (Σ sᵢ·kᵢ + g)·G.

export const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
export const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** An affine point, or null for infinity. */
export type Pt = readonly [bigint, bigint] | null;

/** A curve as the reference needs it (the fields of @k1/group's Curve). */
export interface RefCurve {
  readonly gx: bigint;
  readonly gy: bigint;
  readonly order: bigint;
}

export const modp = (a: bigint): bigint => {
  const r = a % P;
  return r < 0n ? r + P : r;
};

export function powp(a: bigint, e: bigint): bigint {
  let r = 1n;
  let b = modp(a);
  let x = e;
  while (x > 0n) {
    if (x & 1n) r = (r * b) % P;
    b = (b * b) % P;
    x >>= 1n;
  }
  return r;
}

export const invp = (a: bigint): bigint => {
  if (modp(a) === 0n) throw new Error("inverse of 0");
  return powp(a, P - 2n);
};

/** Jacobian (X, Y, Z), Z = 0n for infinity. */
type J = [bigint, bigint, bigint];

function jDouble(a: J): J {
  const [x, y, z] = a;
  if (z === 0n || y === 0n) return [0n, 1n, 0n];
  const yy = (y * y) % P;
  const s = (4n * x * yy) % P;
  const m = (3n * x * x) % P;
  const x3 = modp(m * m - 2n * s);
  const y3 = modp(m * (s - x3) - 8n * yy * yy);
  const z3 = (2n * y * z) % P;
  return [x3, y3, z3];
}

function jAddAffine(a: J, b: Pt): J {
  if (b === null) return a;
  const [x1, y1, z1] = a;
  if (z1 === 0n) return [b[0], b[1], 1n];
  const z1z1 = (z1 * z1) % P;
  const u2 = (b[0] * z1z1) % P;
  const s2 = (((b[1] * z1z1) % P) * z1) % P;
  const h = modp(u2 - x1);
  const r = modp(s2 - y1);
  if (h === 0n) return r === 0n ? jDouble(a) : [0n, 1n, 0n];
  const hh = (h * h) % P;
  const hhh = (hh * h) % P;
  const v = (x1 * hh) % P;
  const x3 = modp(r * r - hhh - 2n * v);
  const y3 = modp(r * (v - x3) - y1 * hhh);
  const z3 = (z1 * h) % P;
  return [x3, y3, z3];
}

function toAffine(a: J): Pt {
  if (a[2] === 0n) return null;
  const zi = invp(a[2]);
  const zi2 = (zi * zi) % P;
  return [(a[0] * zi2) % P, (((a[1] * zi2) % P) * zi) % P];
}

/** p + q (affine, any pair). */
export function add(p: Pt, q: Pt): Pt {
  if (p === null) return q;
  return toAffine(jAddAffine([p[0], p[1], 1n], q));
}

/** −p. */
export function neg(p: Pt): Pt {
  return p === null ? null : [p[0], modp(-p[1])];
}

/** k·p by double-and-add (k ≥ 0). */
export function mul(k: bigint, p: Pt): Pt {
  let acc: J = [0n, 1n, 0n];
  for (let i = k.toString(2).length - 1; i >= 0; i--) {
    acc = jDouble(acc);
    if ((k >> BigInt(i)) & 1n) acc = jAddAffine(acc, p);
  }
  return toAffine(acc);
}

/** Whether two points are equal. */
export function eq(a: Pt, b: Pt): boolean {
  return a === null ? b === null : b !== null && modp(a[0]) === modp(b[0]) && modp(a[1]) === modp(b[1]);
}

/** A fixed-base multiplier for a curve's generator: mulG(k) = k·G, k reduced mod the order. */
export interface RefGroup {
  readonly curve: RefCurve;
  readonly G: Pt;
  mulG(k: bigint): Pt;
}

/** The reference group of a curve (a table of 2^i·G for i below the order's bit length). */
export function refGroup(curve: RefCurve): RefGroup {
  const G: Pt = [curve.gx, curve.gy];
  const bits = curve.order.toString(2).length;
  const table: Pt[] = [];
  let t: Pt = G;
  for (let i = 0; i < bits; i++) {
    table.push(t);
    t = add(t, t);
  }
  return {
    curve,
    G,
    mulG(k: bigint): Pt {
      let e = k % curve.order;
      if (e < 0n) e += curve.order;
      let acc: J = [0n, 1n, 0n];
      for (let i = 0; e > 0n; i++, e >>= 1n) if (e & 1n) acc = jAddAffine(acc, table[i]);
      return toAffine(acc);
    },
  };
}
