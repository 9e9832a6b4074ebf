#!/usr/bin/env node
// Finds the exhaustive test groups of @k1/group and writes src/exhaustive-curves.generated.ts.
//
// libsecp256k1 tests every higher algorithm exhaustively on small subgroups of curves
// y² = x³ + B over secp256k1's own field (so the field code is unchanged), of orders 7, 13 and 199
// (tests_exhaustive.c, EXHAUSTIVE_TEST_ORDER). This script re-derives them in plain BigInt
// arithmetic, with no computer algebra system, and follows the selection rule of libsecp256k1's
// sage/gen_exhaustive_groups.sage:
//   - B is the smallest positive integer whose curve has a subgroup of order q;
//   - among the points P of order q that admit the endomorphism λ·(x, y) = (β·x, y) for a cube
//     root of unity λ mod q, take the smallest (x, then y), and use G = 2·P as the generator.
//
// Curve orders without point counting: y² = x³ + B has j-invariant 0, so over F_p (p ≡ 1 mod 3)
// it is one of six sextic twists, whose traces are ±t, ±(t + 3v)/2, ±(t − 3v)/2, where
// 4p = t² + 3v² and t = p + 1 − n is secp256k1's trace (n its group order). The order of the curve
// of a given B is the candidate p + 1 − trace that annihilates a point of that curve (checked on
// two points, so that a point of small order cannot confuse it).
//
// Usage: node scripts/find-exhaustive-curves.mjs            (writes the generated module)
//        node scripts/find-exhaustive-curves.mjs --check    (exit 1 if the file is out of date)
// The test test/curves.test.ts imports deriveExhaustiveCurves() and renderModule() from here and
// checks that the checked-in file is exactly what they produce.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The field modulus p = 2^256 − 2^32 − 977. */
export const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
/** secp256k1's group order n. */
export const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
/** β, the cube root of unity mod p of libsecp256k1's endomorphism (x, y) → (β·x, y). */
export const BETA = 0x7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501een;
/** The subgroup orders of the exhaustive tests (libsecp256k1's EXHAUSTIVE_TEST_ORDER values). */
export const ORDERS = [7n, 13n, 199n];

const mod = (a) => {
  const r = a % P;
  return r < 0n ? r + P : r;
};

function pow(a, e, m = P) {
  let r = 1n;
  a %= m;
  while (e > 0n) {
    if (e & 1n) r = (r * a) % m;
    a = (a * a) % m;
    e >>= 1n;
  }
  return r;
}

const inv = (a) => pow(mod(a), P - 2n);

/** A square root of a mod p if there is one (p ≡ 3 mod 4), else null. */
export function sqrtP(a) {
  const r = pow(mod(a), (P + 1n) / 4n);
  return (r * r) % P === mod(a) ? r : null;
}

function isqrt(n) {
  if (n < 2n) return n;
  // Newton's iteration from above decreases monotonically to ⌊√n⌋.
  let x = 1n << BigInt((n.toString(2).length >> 1) + 1);
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

// Affine points as [x, y] or null for infinity (a = 0 for every B: the formulas do not need B).
function add(p1, p2) {
  if (p1 === null) return p2;
  if (p2 === null) return p1;
  const [x1, y1] = p1;
  const [x2, y2] = p2;
  let l;
  if (x1 === x2) {
    if (mod(y1 + y2) === 0n) return null;
    l = mod(3n * x1 * x1 * inv(2n * y1));
  } else {
    l = mod((y2 - y1) * inv(x2 - x1));
  }
  const x3 = mod(l * l - x1 - x2);
  return [x3, mod(l * (x1 - x3) - y1)];
}

// Jacobian points [X, Y, Z] (Z = 0: infinity) for the long scalar multiplications.
function jDouble([x, y, z]) {
  if (z === 0n || y === 0n) return [1n, 1n, 0n];
  const s = mod(4n * x * y * y);
  const m = mod(3n * x * x);
  const x3 = mod(m * m - 2n * s);
  return [x3, mod(m * (s - x3) - 8n * y * y * y * y), mod(2n * y * z)];
}

function jAddAffine(p, q) {
  if (q === null) return p;
  const [x1, y1, z1] = p;
  if (z1 === 0n) return [q[0], q[1], 1n];
  const z1z1 = mod(z1 * z1);
  const u2 = mod(q[0] * z1z1);
  const s2 = mod(q[1] * z1 * z1z1);
  const h = mod(u2 - x1);
  const r = mod(s2 - y1);
  if (h === 0n) return r === 0n ? jDouble(p) : [1n, 1n, 0n];
  const hh = mod(h * h);
  const hhh = mod(hh * h);
  const v = mod(x1 * hh);
  const x3 = mod(r * r - hhh - 2n * v);
  return [x3, mod(r * (v - x3) - y1 * hhh), mod(z1 * h)];
}

/** k·p for an affine point p (null: infinity), k ≥ 0. */
export function mulPoint(k, p) {
  let r = [1n, 1n, 0n];
  for (let i = BigInt(k.toString(2).length) - 1n; i >= 0n; i--) {
    r = jDouble(r);
    if ((k >> i) & 1n) r = jAddAffine(r, p);
  }
  if (r[2] === 0n) return null;
  const zi = inv(r[2]);
  const zi2 = mod(zi * zi);
  return [mod(r[0] * zi2), mod(r[1] * zi2 * zi)];
}

/** The point of y² = x³ + b with the smallest x ≥ x0 (and the smaller of its two y). */
function pointFrom(b, x0) {
  for (let x = x0; ; x++) {
    const y = sqrtP(x * x * x + b);
    if (y !== null && mod(x * x * x + b) !== 0n) return [x, y < P - y ? y : P - y];
  }
}

/** The six possible orders of y² = x³ + B over F_p (one per sextic twist). */
export function twistOrders() {
  const t = P + 1n - N;
  const v2 = (4n * P - t * t) / 3n;
  const v = isqrt(v2);
  if (v * v !== v2 || t * t + 3n * v * v !== 4n * P) throw new Error("4p = t² + 3v² has no solution");
  const traces = [t, -t, (t + 3n * v) / 2n, -(t + 3n * v) / 2n, (t - 3n * v) / 2n, -(t - 3n * v) / 2n];
  for (const tr of traces) if (tr % 1n !== 0n) throw new Error("non-integral trace");
  return traces.map((tr) => P + 1n - tr);
}

/** The order of the curve y² = x³ + b, found among the twist orders. */
export function curveOrder(b) {
  const cands = twistOrders();
  const p1 = pointFrom(b, 1n);
  const p2 = pointFrom(b, p1[0] + 1n);
  const ok = cands.filter((n) => mulPoint(n, p1) === null && mulPoint(n, p2) === null);
  if (ok.length !== 1) throw new Error(`B = ${b}: ${ok.length} candidate orders fit`);
  return ok[0];
}

/** All points of order q on the curve of order n (q prime, q | n). */
function pointsOfOrder(b, n, q) {
  let m = n;
  while (m % q === 0n) m /= q;
  // For points R (the smallest x first), (n/q^e)·R lies in the q-primary part; multiplying it by q
  // until the next step would vanish gives a point of order q. Up to two independent ones span
  // the q-torsion.
  const gens = [];
  const inSpan = (pt) => span(gens, q).some((s) => eq(s, pt));
  let x = 1n;
  for (let tries = 0; tries < 64 && gens.length < 2; tries++) {
    const r = pointFrom(b, x);
    x = r[0] + 1n;
    let s = mulPoint(m, r);
    if (s === null) continue;
    while (mulPoint(q, s) !== null) s = mulPoint(q, s);
    if (!inSpan(s)) gens.push(s);
  }
  return span(gens, q).filter((pt) => pt !== null);
}

/** All combinations Σ c_i·g_i, c_i in [0, q), of independent points of order q. */
function span(gens, q) {
  let pts = [null];
  for (const g of gens) {
    const next = [];
    for (const base of pts) {
      let acc = base;
      for (let c = 0n; c < q; c++) {
        next.push(acc);
        acc = add(acc, g);
      }
    }
    pts = next;
  }
  return pts;
}

const eq = (a, b) => (a === null ? b === null : b !== null && a[0] === b[0] && a[1] === b[1]);

/** λ mod q with λ·pt = (β·x, y), λ³ ≡ 1, λ ≠ 1; null if the endomorphism does not act so. */
function lambdaOf(pt, q) {
  const img = [mod(BETA * pt[0]), pt[1]];
  for (let l = 2n; l < q; l++) {
    if ((l * l * l) % q === 1n && eq(mulPoint(l, pt), img)) return l;
  }
  return null;
}

/**
 * Derives the exhaustive test curves: for each order q in ORDERS, `{ order, b, gx, gy, lambda,
 * curveOrder }` chosen by libsecp256k1's rule (see the header of this file).
 */
export function deriveExhaustiveCurves() {
  const orders = new Map();
  const out = [];
  for (const q of ORDERS) {
    for (let b = 1n; b < 64n; b++) {
      if (b === 7n) continue; // secp256k1 itself: prime order
      if (!orders.has(b)) orders.set(b, curveOrder(b));
      const n = orders.get(b);
      if (n % q !== 0n) continue;
      const cands = [];
      for (const pt of pointsOfOrder(b, n, q)) {
        const l = lambdaOf(pt, q);
        if (l !== null) cands.push([pt, l]);
      }
      if (cands.length === 0) continue;
      cands.sort(([a], [c]) =>
        a[0] !== c[0] ? (a[0] < c[0] ? -1 : 1) : a[1] < c[1] ? -1 : a[1] > c[1] ? 1 : 0,
      );
      const [half, lambda] = cands[0];
      const g = add(half, half);
      out.push({ order: q, b, gx: g[0], gy: g[1], lambda, curveOrder: n });
      break;
    }
  }
  return out;
}

const hex64 = (x) => `0x${x.toString(16).padStart(64, "0")}n`;

/** The TypeScript module holding the derived curves (the content of the generated file). */
export function renderModule(curves) {
  const lines = [
    "// Generated by scripts/find-exhaustive-curves.mjs: do not edit. Regenerate with",
    "// `node scripts/find-exhaustive-curves.mjs`; test/curves.test.ts re-derives it and checks it is current.",
    "//",
    "// The small test groups of y² = x³ + B over secp256k1's field (libsecp256k1's EXHAUSTIVE_TEST_ORDER):",
    "// B is the smallest with a subgroup of order q; G = 2·P for the smallest point P (by x, then y) of",
    "// order q on which (x, y) → (β·x, y) acts as multiplication by λ. `curveOrder` is the order of the",
    "// whole curve y² = x³ + B, of which the test group is the subgroup of order `order`.",
    "",
    'import type { Curve } from "./curves.js";',
    "",
  ];
  for (const c of curves) {
    lines.push(
      `/** The subgroup of order ${c.order} of y² = x³ + ${c.b} (libsecp256k1's EXHAUSTIVE_TEST_ORDER ${c.order}). */`,
      `export const EXHAUSTIVE_${c.order}: Curve = {`,
      `  name: "exhaustive-${c.order}",`,
      `  b: ${c.b}n,`,
      `  gx: ${hex64(c.gx)},`,
      `  gy: ${hex64(c.gy)},`,
      `  order: ${c.order}n,`,
      `  lambda: ${c.lambda}n,`,
      `  curveOrder: 0x${c.curveOrder.toString(16)}n,`,
      "};",
      "",
    );
  }
  return lines.join("\n");
}

const here = dirname(fileURLToPath(import.meta.url));
const target = join(here, "..", "src", "exhaustive-curves.generated.ts");

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = renderModule(deriveExhaustiveCurves());
  if (process.argv.includes("--check")) {
    const cur = readFileSync(target, "utf8");
    if (cur !== text) {
      console.error(`${target} is out of date`);
      process.exit(1);
    }
    console.log("up to date");
  } else {
    writeFileSync(target, text);
    console.log(text);
  }
}
