// BigInt reference for the ecmult tests, independent of src/: textbook Jacobian double-and-add on
// y² = x³ + B over secp256k1's field (the formulas do not involve B), with the affine group law of
// the group package's test reference (../../group/test/ref.ts) for conversions and sums.
import { add, GX, GY, inv, mod, N, neg, P, type Pt } from "../../group/test/ref.js";

export { add, GX, GY, inv, mod, N, neg, P, type Pt };

/** secp256k1's generator. */
export const G: Pt = [GX, GY];

type J = { x: bigint; y: bigint; z: bigint } | null;

function jdbl(p: J): J {
  if (p === null || p.y === 0n) return null;
  // dbl-2009-l (a = 0)
  const a = (p.x * p.x) % P;
  const b = (p.y * p.y) % P;
  const c = (b * b) % P;
  const t = p.x + b;
  const d = mod(2n * (((t * t) % P) - a - c));
  const e = (3n * a) % P;
  const f = (e * e) % P;
  const x3 = mod(f - 2n * d);
  const y3 = mod(e * (d - x3) - 8n * c);
  const z3 = (2n * p.y * p.z) % P;
  return { x: x3, y: y3, z: z3 };
}

function jaddAffine(p: J, q: Pt): J {
  if (q === null) return p;
  if (p === null) return { x: q[0], y: q[1], z: 1n };
  // madd-2007-bl
  const z1z1 = (p.z * p.z) % P;
  const u2 = (q[0] * z1z1) % P;
  const s2 = (((q[1] * p.z) % P) * z1z1) % P;
  const h = mod(u2 - p.x);
  const r = mod(2n * (s2 - p.y));
  if (h === 0n) return r === 0n ? jdbl(p) : null;
  const hh = (h * h) % P;
  const i = (4n * hh) % P;
  const j = (h * i) % P;
  const v = (p.x * i) % P;
  const x3 = mod(r * r - j - 2n * v);
  const y3 = mod(r * (v - x3) - 2n * p.y * j);
  const t = p.z + h;
  const z3 = mod(t * t - z1z1 - hh);
  return { x: x3, y: y3, z: z3 };
}

function toAffine(p: J): Pt {
  if (p === null || p.z === 0n) return null;
  const zi = inv(p.z);
  const zi2 = (zi * zi) % P;
  return [(p.x * zi2) % P, (((p.y * zi2) % P) * zi) % P];
}

/** k·p by left-to-right double-and-add in Jacobian coordinates (k ≥ 0). */
export function mulRef(k: bigint, p: Pt): Pt {
  if (p === null || k === 0n) return null;
  let r: J = null;
  for (let i = k.toString(2).length - 1; i >= 0; i--) {
    r = jdbl(r);
    if ((k >> BigInt(i)) & 1n) r = jaddAffine(r, p);
  }
  return toAffine(r);
}

/** na·a + ng·g. */
export function ecmultRef(a: Pt, na: bigint, ng: bigint, g: Pt = G): Pt {
  return add(mulRef(na, a), mulRef(ng, g));
}

/** The odd multiples 1·p, 3·p, …, (2n − 1)·p (affine, by Jacobian additions and one batch inversion). */
export function oddMultiplesRef(p: Pt, n: number): Pt[] {
  if (p === null) throw new Error("oddMultiplesRef: infinity");
  const d = add(p, p);
  const js: J[] = [];
  let acc: J = { x: p[0], y: p[1], z: 1n };
  for (let i = 0; i < n; i++) {
    if (i > 0) acc = jaddAffine(acc, d);
    js.push(acc);
  }
  // Montgomery's trick: prefix products of the z, one inversion, then back.
  const pre: bigint[] = [];
  let prod = 1n;
  for (const q of js) {
    if (q === null) throw new Error("oddMultiplesRef: a multiple at infinity");
    prod = (prod * q.z) % P;
    pre.push(prod);
  }
  let inv1 = inv(prod);
  const out: Pt[] = new Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const q = js[i]!;
    const zi = i > 0 ? (inv1 * pre[i - 1]) % P : inv1;
    inv1 = (inv1 * q.z) % P;
    const zi2 = (zi * zi) % P;
    out[i] = [(q.x * zi2) % P, (((q.y * zi2) % P) * zi) % P];
  }
  return out;
}
