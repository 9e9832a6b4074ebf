#!/usr/bin/env node
// Computes the precomputed tables of the generator, pre_g and pre_g_128 (libsecp256k1's
// precomputed_ecmult.c, written there by precompute_ecmult.c), and writes them as the generated
// modules src/precomputed-g.generated.ts and src/precomputed-g128.generated.ts.
//
// pre_g holds the odd multiples 1·G, 3·G, …, (2^(w−1) − 1)·G, pre_g_128 those of 2^128·G, for the
// window w = WINDOW_G of src/index.ts (default 15: 2^13 = 8192 points each). Each point is 64 bytes,
// x then y, each coordinate 256 bits little endian: exactly the bytes of both field backends'
// storage form (`FeStorage`: four 64-bit or eight 32-bit words, least significant first) on a
// little-endian host, so the tables are used in place as typed-array views. The bytes are written
// as one base64 string per table (two modules, each under 1 MiB).
//
// The arithmetic is plain BigInt, independent of the package's own code: Jacobian additions of the
// affine 2·P and one batch inversion (Montgomery's trick). test/precomputed-g.test.ts checks that
// the checked-in modules are exactly what this script writes, and recomputes the tables with the
// package's ecmultComputeTable on both backends.
//
// Usage: node scripts/gen-precomputed-g.mjs [--window w]   (writes the modules)
//        node scripts/gen-precomputed-g.mjs --check        (exit 1 if they are out of date)
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The field modulus p = 2^256 − 2^32 − 977. */
export const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
/** secp256k1's generator. */
export const GX = 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n;
export const GY = 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n;
/** The window of the shipped tables (WINDOW_G of src/index.ts). */
export const WINDOW = 15;

const mod = (a) => {
  const r = a % P;
  return r < 0n ? r + P : r;
};

function inv(a) {
  // Extended Euclid (the inputs are nonzero mod p).
  let [r0, r1] = [P, mod(a)];
  let [t0, t1] = [0n, 1n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  return mod(t0);
}

/** Jacobian doubling (a = 0): dbl-2009-l. */
function jdbl(p) {
  const a = (p.x * p.x) % P;
  const b = (p.y * p.y) % P;
  const c = (b * b) % P;
  const t = p.x + b;
  const d = mod(2n * (((t * t) % P) - a - c));
  const e = (3n * a) % P;
  const x3 = mod(e * e - 2n * d);
  return { x: x3, y: mod(e * (d - x3) - 8n * c), z: (2n * p.y * p.z) % P };
}

/** Jacobian plus affine (distinct points, neither at infinity): madd-2007-bl. */
function jadd(p, q) {
  const z1z1 = (p.z * p.z) % P;
  const u2 = (q[0] * z1z1) % P;
  const s2 = (((q[1] * p.z) % P) * z1z1) % P;
  const h = mod(u2 - p.x);
  const r = mod(2n * (s2 - p.y));
  if (h === 0n) throw new Error("gen-precomputed-g: degenerate addition");
  const hh = (h * h) % P;
  const i = (4n * hh) % P;
  const j = (h * i) % P;
  const v = (p.x * i) % P;
  const x3 = mod(r * r - j - 2n * v);
  const t = p.z + h;
  return { x: x3, y: mod(r * (v - x3) - 2n * p.y * j), z: mod(t * t - z1z1 - hh) };
}

/** Affine points of a list of Jacobian ones, with one inversion. */
function toAffineAll(js) {
  const pre = [];
  let prod = 1n;
  for (const q of js) {
    prod = (prod * q.z) % P;
    pre.push(prod);
  }
  let u = inv(prod);
  const out = new Array(js.length);
  for (let i = js.length - 1; i >= 0; i--) {
    const zi = i > 0 ? (u * pre[i - 1]) % P : u;
    u = (u * js[i].z) % P;
    const zi2 = (zi * zi) % P;
    out[i] = [(js[i].x * zi2) % P, (((js[i].y * zi2) % P) * zi) % P];
  }
  return out;
}

/** The odd multiples 1·p, 3·p, …, (2n − 1)·p of the affine point p. */
export function oddMultiples(p, n) {
  const d = toAffineAll([jdbl({ x: p[0], y: p[1], z: 1n })])[0];
  const js = [{ x: p[0], y: p[1], z: 1n }];
  for (let i = 1; i < n; i++) js.push(jadd(js[i - 1], d));
  return toAffineAll(js);
}

/** 2^k·p for the affine point p. */
function shift(p, k) {
  let j = { x: p[0], y: p[1], z: 1n };
  for (let i = 0; i < k; i++) j = jdbl(j);
  return toAffineAll([j])[0];
}

/** The bytes of a table: 64 per point, x then y, 32 bytes little endian each. */
export function tableBytes(points) {
  const out = new Uint8Array(64 * points.length);
  points.forEach(([x, y], i) => {
    for (let k = 0; k < 32; k++) {
      out[64 * i + k] = Number((x >> BigInt(8 * k)) & 0xffn);
      out[64 * i + 32 + k] = Number((y >> BigInt(8 * k)) & 0xffn);
    }
  });
  return out;
}

/** The bytes of pre_g and pre_g_128 for window w. */
export function computeTables(w = WINDOW) {
  const n = 1 << (w - 2);
  const g = [GX, GY];
  return { preG: tableBytes(oddMultiples(g, n)), preG128: tableBytes(oddMultiples(shift(g, 128), n)) };
}

/**
 * The text of one generated module. Plain ASCII on purpose: V8 keeps a source text with any other
 * character as two bytes per character, which would double the memory the module's text takes.
 */
export function renderModule(name, what, w, bytes) {
  const n = bytes.length / 64;
  const text = [
    "// Generated by scripts/gen-precomputed-g.mjs: do not edit. Regenerate with",
    "// `node scripts/gen-precomputed-g.mjs`; test/precomputed-g.test.ts checks that this file is what the",
    "// script writes and recomputes the table with the package's own code on both backends.",
    "// (ASCII only: see the script.)",
    "",
    `/** The window of the table: ${n} = 2^${w - 2} points. */`,
    `export const ${name}_WINDOW: number = ${w};`,
    "",
    "/**",
    ` * ${what}: the odd multiples 1*P, 3*P, ..., ${2 * n - 1}*P, in base64. Each point is 64 bytes,`,
    " * x then y, each coordinate 256 bits little endian (the storage form of both field backends on a",
    " * little-endian host).",
    " */",
    `export const ${name}_BASE64: string =`,
    `  "${Buffer.from(bytes).toString("base64")}";`,
    "",
  ].join("\n");
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 127) throw new Error("gen-precomputed-g: non-ASCII text");
  }
  return text;
}

/** Both modules, as [file name, text]. */
export function renderModules(w = WINDOW) {
  const { preG, preG128 } = computeTables(w);
  return [
    ["precomputed-g.generated.ts", renderModule("PRE_G", "pre_g, the table of G (P = G)", w, preG)],
    [
      "precomputed-g128.generated.ts",
      renderModule("PRE_G_128", "pre_g_128, the table of 2^128*G (P = 2^128*G)", w, preG128),
    ],
  ];
}

const here = dirname(fileURLToPath(import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const wi = process.argv.indexOf("--window");
  const w = wi > 0 ? Number(process.argv[wi + 1]) : WINDOW;
  let stale = false;
  for (const [file, text] of renderModules(w)) {
    const target = join(here, "..", "src", file);
    if (process.argv.includes("--check")) {
      let cur = "";
      try {
        cur = readFileSync(target, "utf8");
      } catch {}
      if (cur !== text) {
        console.error(`${target} is out of date`);
        stale = true;
      }
    } else {
      writeFileSync(target, text);
      console.log(`wrote ${target} (${text.length} bytes)`);
    }
  }
  if (stale) process.exit(1);
  if (process.argv.includes("--check")) console.log("up to date");
}
