// A slow, obviously-correct BigInt reference of secp256k1 for the tests of @k1/sigs: affine points,
// double-and-add, SEC 1 encodings, ECDSA/BIP340 equations. Independent of the code under test
// (no shared arithmetic), written from SEC 1, SEC 2 and BIP340.
import { bigToBytes, bytesToBig } from "../../../test-utils/rng.js";

/** The field prime p. */
export const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
/** The group order n. */
export const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
/** An affine point, or null for infinity. */
export type Pt = readonly [bigint, bigint] | null;
/** The generator. */
export const G: Pt = [
  0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
  0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n,
];

/** a mod m in [0, m). */
export function mod(a: bigint, m: bigint = P): bigint {
  const r = a % m;
  return r < 0n ? r + m : r;
}

/** a^e mod m. */
export function pow(a: bigint, e: bigint, m: bigint = P): bigint {
  let r = 1n;
  let b = mod(a, m);
  let x = e;
  while (x > 0n) {
    if (x & 1n) r = (r * b) % m;
    b = (b * b) % m;
    x >>= 1n;
  }
  return r;
}

/** 1/a mod m (a ≠ 0 mod m, gcd 1), by the extended Euclidean algorithm. */
export function inv(a: bigint, m: bigint = P): bigint {
  let [r0, r1] = [m, mod(a, m)];
  let [t0, t1] = [0n, 1n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  if (r0 !== 1n) throw new Error("inv: not invertible");
  return mod(t0, m);
}

/** a + b on y² = x³ + 7. */
export function add(a: Pt, b: Pt): Pt {
  if (a === null) return b;
  if (b === null) return a;
  if (a[0] === b[0]) {
    if (mod(a[1] + b[1]) === 0n) return null;
    const l = mod(3n * a[0] * a[0] * inv(2n * a[1]));
    const x = mod(l * l - 2n * a[0]);
    return [x, mod(l * (a[0] - x) - a[1])];
  }
  const l = mod((b[1] - a[1]) * inv(b[0] - a[0]));
  const x = mod(l * l - a[0] - b[0]);
  return [x, mod(l * (a[0] - x) - a[1])];
}

/** −a. */
export function neg(a: Pt): Pt {
  return a === null ? null : [a[0], mod(-a[1])];
}

/** k·a by double-and-add (k ≥ 0). */
export function mul(k: bigint, a: Pt): Pt {
  let r: Pt = null;
  let q = a;
  let x = mod(k, N);
  while (x > 0n) {
    if (x & 1n) r = add(r, q);
    q = add(q, q);
    x >>= 1n;
  }
  return r;
}

/** SEC 1 encoding (compressed or not) of a finite point. */
export function encode(a: Pt, compressed = true): Uint8Array {
  if (a === null) throw new Error("infinity has no encoding");
  if (compressed) {
    const out = new Uint8Array(33);
    out[0] = 2 + Number(a[1] & 1n);
    out.set(bigToBytes(a[0]), 1);
    return out;
  }
  const out = new Uint8Array(65);
  out[0] = 4;
  out.set(bigToBytes(a[0]), 1);
  out.set(bigToBytes(a[1]), 33);
  return out;
}

/** The point with x and the given parity of y, or null if x is not on the curve (x < p). */
export function liftX(x: bigint, odd = false): Pt {
  if (x >= P) return null;
  const c = mod(x * x * x + 7n);
  const y = pow(c, (P + 1n) / 4n);
  if (mod(y * y) !== c) return null;
  return [x, (y & 1n) === (odd ? 1n : 0n) ? y : P - y];
}

/** Decodes a SEC 1 point (33 or 65 bytes, hybrid included), or null if invalid. */
export function decode(b: Uint8Array): Pt {
  if (b.length === 33 && (b[0] === 2 || b[0] === 3)) return liftX(bytesToBig(b.subarray(1)), b[0] === 3);
  if (b.length === 65 && (b[0] === 4 || b[0] === 6 || b[0] === 7)) {
    const x = bytesToBig(b.subarray(1, 33));
    const y = bytesToBig(b.subarray(33));
    if (x >= P || y >= P || mod(y * y - x * x * x - 7n) !== 0n) return null;
    if (b[0] !== 4 && Number(y & 1n) !== b[0] - 6) return null;
    return [x, y];
  }
  return null;
}

/** Big-endian 32 bytes of x mod n (for scalars). */
export function scalarBytes(x: bigint): Uint8Array {
  return bigToBytes(mod(x, N));
}

export { bigToBytes, bytesToBig };
