// BigInt affine reference of the group law on y² = x³ + B over secp256k1's field, for the tests.
// Written independently of src/ (textbook affine formulas); points are [x, y] or null (infinity).

export const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
export const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
export const BETA = 0x7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501een;
export const LAMBDA = 0x5363ad4cc05c30e0a5261c028812645a122e22ea20816678df02967c1b23bd72n;
export const GX = 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n;
export const GY = 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n;

/** An affine point, or null for infinity. */
export type Pt = readonly [bigint, bigint] | null;

export const mod = (a: bigint): bigint => {
  const r = a % P;
  return r < 0n ? r + P : r;
};

export function pow(a: bigint, e: bigint): bigint {
  let r = 1n;
  a = mod(a);
  while (e > 0n) {
    if (e & 1n) r = (r * a) % P;
    a = (a * a) % P;
    e >>= 1n;
  }
  return r;
}

export const inv = (a: bigint): bigint => {
  if (mod(a) === 0n) throw new Error("inverse of 0");
  return pow(a, P - 2n);
};

/** √a mod p if a is a square, else null. */
export function sqrt(a: bigint): bigint | null {
  const r = pow(a, (P + 1n) / 4n);
  return (r * r) % P === mod(a) ? r : null;
}

export function onCurve(p: Pt, b: bigint): boolean {
  return p === null || mod(p[1] * p[1] - p[0] * p[0] * p[0] - b) === 0n;
}

export function neg(p: Pt): Pt {
  return p === null ? null : [p[0], mod(-p[1])];
}

export function eq(a: Pt, b: Pt): boolean {
  return a === null ? b === null : b !== null && mod(a[0]) === mod(b[0]) && mod(a[1]) === mod(b[1]);
}

export function add(p1: Pt, p2: Pt): Pt {
  if (p1 === null) return p2;
  if (p2 === null) return p1;
  const [x1, y1] = p1;
  const [x2, y2] = p2;
  let l: bigint;
  if (mod(x1 - x2) === 0n) {
    if (mod(y1 + y2) === 0n) return null;
    l = mod(3n * x1 * x1 * inv(2n * y1));
  } else {
    l = mod((y2 - y1) * inv(x2 - x1));
  }
  const x3 = mod(l * l - x1 - x2);
  return [x3, mod(l * (x1 - x3) - y1)];
}

export function dbl(p: Pt): Pt {
  return add(p, p);
}

/** k·p by double-and-add (affine: slow, for small k or few calls). */
export function mul(k: bigint, p: Pt): Pt {
  let r: Pt = null;
  let a = p;
  let e = k < 0n ? -k : k;
  while (e > 0n) {
    if (e & 1n) r = add(r, a);
    a = dbl(a);
    e >>= 1n;
  }
  return k < 0n ? neg(r) : r;
}

/** The point with this x and the y of the given parity, or null if x is not on the curve. */
export function liftX(x: bigint, odd: boolean, b: bigint): Pt {
  const y = sqrt(x * x * x + b);
  if (y === null) return null;
  return [mod(x), (y & 1n) === (odd ? 1n : 0n) ? y : mod(-y)];
}
