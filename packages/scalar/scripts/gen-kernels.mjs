#!/usr/bin/env node
// Writes src/kernels.ts: the 64-bit-lane kernels behind scalar mul, mulShiftVar and splitLambda.
//
// Why generated: the kernels are straight-line code over BigInt values that V8's TurboFan lowers to
// native 64-bit instructions only when every intermediate is wrapped in `BigInt.asUintN(64, …)`
// (../../shared/notes/facts.md). Hundreds of such lines are easy to get subtly wrong by hand; here each
// column of a schoolbook product is described once, and the generator tracks an upper bound of every
// accumulator, refusing to emit code whose 64-bit sums could wrap (libsecp256k1's VERIFY_CHECKs on
// its accumulators, proved at generation time instead).
//
// Usage: node scripts/gen-kernels.mjs           rewrites src/kernels.ts (formatted by biome)
//        node scripts/gen-kernels.mjs --check   exits 1 if src/kernels.ts differs from what it would write
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const outFile = join(pkgDir, "src", "kernels.ts");

const M32 = 0xffffffffn;
const TWO64 = 1n << 64n;
const hex = (v) => `0x${v.toString(16)}n`;
const W = (x) => `U(64, ${x})`;

// Constants (libsecp256k1 scalar_impl.h / scalar_8x32_impl.h).
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const NC = (1n << 256n) - N; // 2^256 - n, 129 bits
const G1 = 0x3086d221a7d46bcde86c90e49284eb153daa8a1471e8ca7fe893209a45dbb031n;
const G2 = 0xe4437ed6010e88286f547fa90abfe4c4221208ac9df506c61571b4ae8ac47f71n;
const A1 = 0x3086d221a7d46bcde86c90e49284eb15n;
const A2 = 0x114ca50f7a8e2f3f657c1108d9d44cfd8n;
const MINUS_B1 = 0xe4437ed6010e88286f547fa90abfe4c3n;
const B2 = 0x3086d221a7d46bcde86c90e49284eb15n;

const digitsOf = (v, n) => Array.from({ length: n }, (_, i) => (v >> BigInt(32 * i)) & M32);

/** A term: a code expression with an upper bound. */
const term = (code, max) => ({ code, max });
const cst = (v) => term(hex(v), v);

class Emitter {
  constructor() {
    this.lines = [];
    this.tmp = 0;
  }
  line(s) {
    this.lines.push(`  ${s}`);
  }
  comment(s) {
    this.lines.push(`  // ${s}`);
  }
  fresh(prefix) {
    return `${prefix}${this.tmp++}`;
  }
  /**
   * Schoolbook columns. cols[k] = { prods: [[x, y]], adds: [t] } (terms). Emits one output digit per
   * column (a term < 2^32, or null where the caller asks to drop it) and returns the digits and the
   * final carry term. Products are grouped while the group's bound stays below 2^64, then split into
   * a low half summed into the column and a high half carried into the next column.
   *
   * Each column's terms are summed as a balanced tree that does not depend on the carry, and only
   * then added to the carry from the previous column: the carry chain, which is all that is serial,
   * is one shift and one add per column (summing term by term into the accumulator made every add
   * part of the chain, and the kernels latency-bound).
   */
  columns(cols, names, carryIn = null, wantCarry = true) {
    let carryMax = carryIn ? carryIn.max : 0n;
    const accVar = this.fresh("t");
    let accInit = false;
    const outs = [];
    let nextHi = null; // { code, max } of the high halves going into this column
    for (let k = 0; k < cols.length; k++) {
      const { prods = [], adds = [] } = cols[k];
      const terms = []; // { code, max }
      if (nextHi) terms.push(nextHi);
      // group products
      const ps = prods.map(([x, y]) => ({ code: `${x.code} * ${y.code}`, max: x.max * y.max }));
      ps.sort((a, b) => (a.max < b.max ? -1 : 1));
      const groups = [];
      for (const p of ps) {
        if (p.max >= TWO64) throw new Error("product bound too large");
        const g = groups.find((g) => g.max + p.max < TWO64);
        if (g) {
          g.parts.push(p);
          g.max += p.max;
        } else groups.push({ parts: [p], max: p.max });
      }
      let hiMax = 0n;
      const hiParts = [];
      for (const g of groups) {
        const expr = g.parts.map((p) => W(p.code)).reduce((a, b) => W(`${a} + ${b}`));
        if (g.max <= M32) {
          terms.push({ code: expr, max: g.max });
        } else {
          const pv = this.fresh("p");
          this.line(`const ${pv} = ${expr};`);
          terms.push({ code: W(`${pv} & 0xffffffffn`), max: M32 });
          hiParts.push(W(`${pv} >> 32n`));
          hiMax += g.max >> 32n;
        }
      }
      for (const a of adds) terms.push(a);
      if (k === 0 && carryIn) terms.push(carryIn);
      let hiVar = null;
      // (above the last column, high halves matter only if the caller wants the carry)
      if (hiParts.length > 0 && (wantCarry || k < cols.length - 1)) {
        hiVar = this.fresh("h");
        this.line(`const ${hiVar} = ${tree(hiParts)};`);
      }
      // column sum, independent of the carry
      const colMax = terms.reduce((m, t) => m + t.max, 0n);
      const total = (accInit ? carryMax : 0n) + colMax;
      if (total >= TWO64 || hiMax >= TWO64) throw new Error(`column ${k} may overflow`);
      const colExpr = terms.length > 0 ? tree(terms.map((t) => t.code)) : "0n";
      if (!accInit) {
        this.line(`let ${accVar} = ${colExpr};`);
        accInit = true;
      } else this.line(`${accVar} = ${W(`${W(`${accVar} >> 32n`)} + ${colExpr}`)};`);
      const name = names[k];
      if (name) {
        this.line(`const ${name} = ${W(`${accVar} & 0xffffffffn`)};`);
        outs.push(term(name, total < M32 ? total : M32));
      } else outs.push(null);
      carryMax = total >> 32n;
      nextHi = hiVar ? { code: hiVar, max: hiMax } : null;
    }
    if (!wantCarry) return { outs, carry: null };
    // the final carry: what is above the last column
    const fin = [W(`${accVar} >> 32n`)];
    let finMax = carryMax;
    if (nextHi) {
      fin.push(nextHi.code);
      finMax += nextHi.max;
    }
    const cv = this.fresh("c");
    this.line(`const ${cv} = ${tree(fin)};`);
    return { outs, carry: term(cv, finMax) };
  }
}

/** Balanced sum of BigInt expressions, every partial sum wrapped. */
function tree(xs) {
  let level = xs.slice();
  while (level.length > 1) {
    const next = [];
    for (let i = 0; i < level.length; i += 2) {
      next.push(i + 1 < level.length ? W(`${level[i]} + ${level[i + 1]}`) : level[i]);
    }
    level = next;
  }
  return level[0];
}

/** Column descriptions of x·y (digit arrays of terms), for output columns [0, ncols). */
function productCols(x, y, ncols, into = null) {
  const cols = into ?? Array.from({ length: ncols }, () => ({ prods: [], adds: [] }));
  for (let i = 0; i < x.length; i++)
    for (let j = 0; j < y.length; j++) {
      if (i + j >= ncols) continue;
      if (x[i].max === 0n || y[j].max === 0n) continue;
      if (y[j].max === 1n && !y[j].code.startsWith("0x")) throw new Error("unexpected");
      if (y[j].code === "0x1n") cols[i + j].adds.push(x[i]);
      else cols[i + j].prods.push([x[i], y[j]]);
    }
  return cols;
}

function loadDigits(e, lane0, nLimbs, prefix) {
  const out = [];
  for (let i = 0; i < nLimbs; i++) {
    const L = `${prefix.toUpperCase()}${i}`;
    e.line(`const ${L} = LANES[${lane0 + i}];`);
    e.line(`const ${prefix}${2 * i} = ${W(`${L} & 0xffffffffn`)};`);
    e.line(`const ${prefix}${2 * i + 1} = ${W(`${L} >> 32n`)};`);
    out.push(term(`${prefix}${2 * i}`, M32), term(`${prefix}${2 * i + 1}`, M32));
  }
  return out;
}

function storeDigits(e, lane0, digits) {
  for (let i = 0; i < digits.length; i += 2) {
    const lo = digits[i].code;
    const hi = digits[i + 1] ? W(`${digits[i + 1].code} << 32n`) : null;
    e.line(`LANES[${lane0 + i / 2}] = ${hi ? W(`${lo} | ${hi}`) : lo};`);
  }
}

const names = (p, n) => Array.from({ length: n }, (_, i) => `${p}${i}`);

/** Full reduction mod n of the 16-digit value l (libsecp256k1's scalar_reduce_512, 8x32 flavour). */
function reduce512(e, l, outLane) {
  const nc = digitsOf(NC, 5).map(cst); // NC digit 4 is 1
  e.comment("m[0..12] = l[0..7] + l[8..15]·(2^256 - n): 385 bits.");
  {
    const cols = productCols(l.slice(8), nc, 12);
    for (let k = 0; k < 8; k++) cols[k].adds.push(l[k]);
    const { outs, carry } = e.columns(cols, names("m", 12));
    l = [...outs, carry];
    if (carry.max > 1n) throw new Error(`m12 bound ${carry.max}`);
  }
  const m = l;
  e.comment("q[0..8] = m[0..7] + m[8..12]·(2^256 - n): 258 bits.");
  let q;
  {
    const cols = productCols(m.slice(8), nc, 8);
    for (let k = 0; k < 8; k++) cols[k].adds.push(m[k]);
    const { outs, carry } = e.columns(cols, names("q", 8));
    // m12·NC4 lands in column 8: add it to the carry.
    e.line(`const q8 = ${W(`${carry.code} + ${m[12].code}`)};`);
    const c = term("q8", carry.max + m[12].max);
    if (c.max > 3n) throw new Error(`q8 bound ${c.max}`);
    q = [...outs, c];
  }
  e.comment("r[0..7] + 2^256·c = q[0..7] + q8·(2^256 - n), c ≤ 1.");
  let r;
  let c;
  {
    const cols = productCols([q[8]], nc, 8);
    for (let k = 0; k < 8; k++) cols[k].adds.push(q[k]);
    const res = e.columns(cols, names("r", 8));
    r = res.outs;
    c = res.carry;
  }
  e.comment("s = r + (2^256 - n) = r - n mod 2^256; its carry cs is whether r ≥ n.");
  let cs;
  {
    const cols = Array.from({ length: 8 }, (_, k) => ({
      prods: [],
      adds: [r[k], ...(k < 5 ? [nc[k]] : [])],
    }));
    cs = e.columns(cols, names("s", 8)).carry;
  }
  e.comment("The value is 2^256·c + r < 2n: subtract n (take s) when c = 1 or r ≥ n, in constant time.");
  e.line(`const sel = ${W(`0n - ${W(`${c.code} | ${cs.code}`)}`)};`);
  e.line(`const keep = ${W("sel ^ 0xffffffffffffffffn")};`);
  for (let i = 0; i < 4; i++) {
    const R = W(`r${2 * i} | ${W(`r${2 * i + 1} << 32n`)}`);
    const S = W(`s${2 * i} | ${W(`s${2 * i + 1} << 32n`)}`);
    e.line(`LANES[${outLane + i}] = ${W(`${W(`${S} & sel`)} | ${W(`${R} & keep`)}`)};`);
  }
}

function genMul() {
  const e = new Emitter();
  const a = loadDigits(e, 0, 4, "a");
  const b = loadDigits(e, 4, 4, "b");
  e.comment("l[0..15] = a·b (libsecp256k1's scalar_mul_512).");
  const { outs, carry } = e.columns(productCols(a, b, 15), names("l", 15));
  reduce512(e, [...outs, carry], 0);
  return e.lines.join("\n");
}

function genMul512() {
  const e = new Emitter();
  const a = loadDigits(e, 0, 4, "a");
  const b = loadDigits(e, 4, 4, "b");
  const { outs, carry } = e.columns(productCols(a, b, 15), names("l", 15));
  storeDigits(e, 0, [...outs, carry]);
  return e.lines.join("\n");
}

/** c = round(k·g / 2^384) as 4 digits (g a constant); digits below 11 are only carried. */
function roundedShift384(e, k, g, p) {
  const cols = productCols(k, digitsOf(g, 8).map(cst), 15);
  const nm = Array.from({ length: 15 }, (_, i) => (i >= 11 ? `${p}l${i}` : null));
  const { outs, carry } = e.columns(cols, nm);
  const d = [...outs.slice(12), carry]; // digits 12..15
  e.line(`const ${p}rb = ${W(`${outs[11].code} >> 31n`)};`);
  const cols2 = d.map((t, i) => ({ prods: [], adds: i === 0 ? [t, term(`${p}rb`, 1n)] : [t] }));
  const res = e.columns(cols2, names(p, 4), null, false);
  e.comment(`${p} < 2^128: the rounding carry out of digit 3 is zero.`);
  return res.outs;
}

function genSplit() {
  const e = new Emitter();
  const k = loadDigits(e, 0, 4, "k");
  e.comment("c1 = round(k·g1 / 2^384), c2 = round(k·g2 / 2^384) (libsecp256k1's scalar_split_lambda).");
  const c1 = roundedShift384(e, k, G1, "c1_");
  const c2 = roundedShift384(e, k, G2, "c2_");
  const dig = (v, n) => digitsOf(v, n).map(cst);
  e.comment("k1 = k - c1·a1 - c2·a2 and k2 = c1·(-b1) - c2·b2, exact integers in (-2^128, 2^128),");
  e.comment("computed mod 2^160 (five digits, two's complement).");
  let P1;
  {
    const cols = productCols(c1, dig(A1, 4), 5);
    productCols(c2, dig(A2, 5), 5, cols);
    P1 = e.columns(cols, names("pa", 5), null, false).outs;
  }
  const P2 = e.columns(productCols(c1, dig(MINUS_B1, 4), 5), names("pb", 5), null, false).outs;
  const P3 = e.columns(productCols(c2, dig(B2, 4), 5), names("pc", 5), null, false).outs;
  // x - y mod 2^160 = x + ~y + 1
  const sub = (x, y, p) => {
    const cols = x.map((t, i) => ({
      prods: [],
      adds: [t, term(W(`${y[i].code} ^ 0xffffffffn`), M32), ...(i === 0 ? [cst(1n)] : [])],
    }));
    return e.columns(cols, names(p, 5), null, false).outs;
  };
  const k1 = sub(k.slice(0, 5), P1, "k1_");
  const k2 = sub(P2, P3, "k2_");
  // residue: sign-extend to 256 bits; where negative add n (mod 2^256)
  const residue = (x, p, lane) => {
    e.line(`const ${p}sx = ${W(`0n - ${W(`${x[4].code} >> 31n`)}`)};`);
    e.line(`const ${p}ext = ${W(`${p}sx & 0xffffffffn`)};`);
    const nd = digitsOf(N, 8);
    const cols = Array.from({ length: 8 }, (_, i) => ({
      prods: [],
      adds: [i < 5 ? x[i] : term(`${p}ext`, M32), term(W(`${p}sx & ${hex(nd[i])}`), nd[i])],
    }));
    const outs = e.columns(cols, names(`${p}r`, 8), null, false).outs;
    storeDigits(e, lane, outs);
  };
  e.comment("r1 = k1 mod n, r2 = k2 mod n: a negative half becomes n + half.");
  residue(k1, "k1_", 0);
  residue(k2, "k2_", 4);
  return e.lines.join("\n");
}

const header = `// GENERATED by scripts/gen-kernels.mjs: do not edit (\`node scripts/gen-kernels.mjs\` rewrites it;
// test/kernels.test.ts checks that it is up to date).
/**
 * The 64-bit-lane kernels of \`@k1/scalar\`: the 512-bit products behind \`mul\`, \`mulShiftVar\` and
 * \`splitLambda\`.
 *
 * Scalars are stored as eight 32-bit words (see scalar.ts). A product of two 32-bit digits needs 64
 * bits, which JavaScript numbers do not have; V8's TurboFan compiles BigInt arithmetic to native
 * 64-bit instructions when every intermediate is wrapped in \`BigInt.asUintN(64, …)\` and the operands
 * come from a \`BigUint64Array\`. So a kernel reads its operands from {@link LANES} (written through the
 * aliasing {@link WORDS} view), multiplies 32-bit digits into 64-bit products, and writes its result
 * back to LANES. Each column of a product sums the low halves of its products (as a balanced tree,
 * added to the carry only at the end, so that the serial carry chain is short) and carries their high
 * halves into the next column; the generator checks that no 64-bit sum can wrap. Intermediate digits
 * are locals: keeping them in lanes instead (to relieve TurboFan's register allocator, which spills
 * many of them) measured 3× slower.
 *
 * The code is straight-line: no branch or memory access depends on the operands.
 *
 * @module
 * @internal
 */

if (new Uint8Array(new Uint32Array([1]).buffer)[0] !== 1) {
  throw new Error("@k1/scalar needs a little-endian platform (the 64-bit lanes alias 32-bit words)");
}

const U = BigInt.asUintN;

/** Scratch 64-bit lanes, the kernels' input and output. */
export const LANES: BigUint64Array = new BigUint64Array(8);
/** The same memory as 32-bit words: lane i is WORDS[2i] + 2^32·WORDS[2i+1]. */
export const WORDS: Uint32Array = new Uint32Array(LANES.buffer);
`;

function fn(name, doc, body) {
  return `\n/**\n${doc
    .split("\n")
    .map((l) => ` * ${l}`.trimEnd())
    .join("\n")}\n */\nexport function ${name}(): void {\n${body}\n}\n`;
}

const src =
  header +
  fn(
    "kernelMul",
    "LANES[0..4) = a, LANES[4..8) = b (scalars < n, little-endian 64-bit limbs).\nPerforms LANES[0..4) = a·b mod n (fully reduced).",
    genMul(),
  ) +
  fn(
    "kernelMul512",
    "LANES[0..4) = a, LANES[4..8) = b (any 256-bit values).\nPerforms LANES[0..8) = a·b, the full 512-bit product.",
    genMul512(),
  ) +
  fn(
    "kernelSplitLambda",
    "LANES[0..4) = k < n.\nPerforms LANES[0..4) = r1, LANES[4..8) = r2 with r1 + r2·λ ≡ k (mod n), each the residue of\nan integer in (-2^128, 2^128): libsecp256k1's scalar_split_lambda (see split.ts).",
    genSplit(),
  );

const formatted = execFileSync("npx", ["biome", "format", "--stdin-file-path", "src/kernels.ts"], {
  cwd: pkgDir,
  input: src,
  encoding: "utf8",
});
if (process.argv.includes("--check")) {
  const cur = readFileSync(outFile, "utf8");
  if (cur !== formatted) {
    console.error("src/kernels.ts is out of date: run node scripts/gen-kernels.mjs");
    process.exit(1);
  }
} else writeFileSync(outFile, formatted);
