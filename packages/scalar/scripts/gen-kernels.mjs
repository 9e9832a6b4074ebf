#!/usr/bin/env node
// Writes src/kernels.ts, the scalar kernels: the 512-bit products behind scalar mul, mulShiftVar and
// splitLambda, in JavaScript numbers (float64 arithmetic and 32-bit integer bit operations), from a
// description of each product column.
//
// Every product of two 32-bit digits x·y is taken as x·y_l + 2^16·x·y_h with the 16-bit halves of y,
// both parts exact in float64 (below 2^48); a column's sums stay below 2^52, so every value is exact
// and no Math.imul, BigInt or approximate float sum is needed. Why this form (measured, see
// docs/performance.md): it takes the same instructions in every tier of V8 and in the other engines.
// V8's Maglev tier (V8 12 and later, Node 22+, Chromium, Deno) compiles BigInt arithmetic to builtin
// calls whose time depends on the values (26 µs a kernel mul on Node 26, against 67 ns in TurboFan), and
// calls a builtin for Math.imul, boxing operands and results that are not small integers; the float64
// form compiles to native instructions in Maglev and TurboFan alike.
//
// Why generated: the kernels are hundreds of lines of straight-line code that are easy to get subtly
// wrong by hand. Here each column of a schoolbook product is described once, and the emitter tracks an
// upper bound of every accumulator, refusing to emit code whose sums could reach 2^52 (where the
// biased sums below stop being exact) — libsecp256k1's VERIFY_CHECKs on its accumulators, proved at
// generation time instead.
//
// Usage: node scripts/gen-kernels.mjs           rewrites src/kernels.ts (formatted by biome)
//        node scripts/gen-kernels.mjs --check   exits 1 if the file differs from what it would write
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), "..");

const M32 = 0xffffffffn;
const TWO53 = 1n << 53n;

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

/** A term: a code expression with an upper bound (and whether it is a literal). */
const term = (code, max, isConst = false) => ({ code, max, isConst });

/** 2^-32 and 2^-16 (exact), and 1.5·2^52: x + RND − RND rounds x to the nearest integer for |x| < 2^51. */
const I32 = "I32";
const I16 = "I16";
const RND = "RND";
const TWO48 = 1n << 48n;
const TWO52 = 1n << 52n;

/** A sum of code terms from left to right, starting at 1/2 (see {@link Emitter.columns}). */
const biased = (codes) => ["0.5", ...codes].join(" + ");

/**
 * Emits kernel code: 32-bit digits as JavaScript numbers, read from and written to the scratch
 * `WORDS` (a Uint32Array), products split into exact float64 halves.
 */
class Emitter {
  constructor() {
    this.lines = [];
    this.tmp = 0;
    this.halves = new Map(); // variable digit -> its 16-bit halves
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
  lit(v) {
    if (v >= TWO53) throw new Error("number literal too large");
    return `0x${v.toString(16)}`;
  }
  cst(v) {
    return term(this.lit(v), v, true);
  }
  /** The 16-bit halves of digit y: literals for a constant, else locals made once. */
  split(y) {
    if (y.isConst) return [this.cst(y.max & 0xffffn), this.cst(y.max >> 16n)];
    let h = this.halves.get(y.code);
    if (!h) {
      const lo = this.fresh("yl");
      const hi = this.fresh("yh");
      this.line(`const ${lo} = ${y.code} & 0xffff;`);
      this.line(`const ${hi} = ${y.code} >>> 16;`);
      h = [term(lo, y.max < 0xffffn ? y.max : 0xffffn), term(hi, y.max >> 16n)];
      this.halves.set(y.code, h);
    }
    return h;
  }
  /**
   * Schoolbook columns. cols[k] = { prods: [[x, y]], adds: [t] } (terms). Emits one output digit per
   * column (a term < 2^32, or null where the caller asks to drop it) and returns the digits and the
   * final carry term (null if wantCarry is false; noCarryOut asserts that nothing is carried out).
   *
   * A product whose bound is 2^48 or more is taken as x·y_l + 2^16·x·y_h with the 16-bit halves of
   * y (y a constant when one factor is). Column k then has an even sum E_k (the products below 2^48,
   * the low parts, the adds and the carries in) and an odd sum O_k (the high parts), each exact below
   * 2^52. O_k = 2^16·H_k + L_k is split by H_k = ⌊O_k / 2^16⌋ (carried into column k + 1) and
   * 2^16·L_k = (O_k mod 2^16)·2^16 (added into E_k with integer bit operations); t_k = E_k + 2^16·L_k,
   * its low 32 bits are the digit and ⌊t_k / 2^32⌋ is carried.
   *
   * Every sum starts at 1/2 and adds one term at a time from the left, so that each addition has an
   * operand that is not an integer. V8 from 14.x on records "additive safe integer" feedback for an
   * addition whose operands have only been integers below 2^52 and compiles it as a checked integer
   * addition, with a test of each float64 operand for −0 (a branch on the value, taken for zero); with
   * the 1/2 the feedback stays "number" and the addition is one float64 add. The 1/2 also makes the
   * rounding exact with no correction: for an integer S < 2^52, (S + 1/2)·2^-32 − 1/2 lies strictly
   * between ⌊S / 2^32⌋ − 1/2 and ⌊S / 2^32⌋ + 1/2, so + RND − RND gives ⌊S / 2^32⌋, and
   * ToUint32(S + 1/2) = S mod 2^32 (truncation).
   */
  columns(cols, names, carryIn = null, wantCarry = true, noCarryOut = false) {
    const outs = [];
    let carries = []; // terms carried into column k
    for (let k = 0; k < cols.length; k++) {
      const { prods = [], adds = [] } = cols[k];
      const even = [];
      const odd = [];
      for (const [x0, y0] of prods) {
        const [x, y] = x0.isConst && !y0.isConst ? [y0, x0] : [x0, y0];
        if (x.max * y.max < TWO48) {
          even.push(term(`${x.code} * ${y.code}`, x.max * y.max));
          continue;
        }
        const [yl, yh] = this.split(y);
        if (yl.max > 0n) even.push(term(`${x.code} * ${yl.code}`, x.max * yl.max));
        if (yh.max > 0n) odd.push(term(`${x.code} * ${yh.code}`, x.max * yh.max));
      }
      even.push(...adds);
      if (k === 0 && carryIn) even.push(carryIn);
      const needCarry = k < cols.length - 1 || wantCarry;
      let hiOdd = null;
      if (odd.length > 0) {
        const oMax = odd.reduce((m, t) => m + t.max, 0n);
        if (oMax >= TWO52) throw new Error(`column ${k}: odd sum may reach 2^52`);
        const o = this.fresh("os");
        this.line(`const ${o} = ${biased(odd.map((t) => t.code))};`);
        const ll = this.fresh("ol");
        this.line(`const ${ll} = ((${o} >>> 0) << 16) >>> 0;`);
        even.push(term(ll, (oMax < 0xffffn ? oMax : 0xffffn) << 16n));
        if (needCarry && oMax >> 16n > 0n) {
          const h = this.fresh("oh");
          this.line(`const ${h} = ${o} * ${I16} - 0.5 + ${RND} - ${RND};`);
          hiOdd = term(h, oMax >> 16n);
        }
      }
      even.push(...carries);
      const total = even.reduce((m, t) => m + t.max, 0n);
      if (total >= TWO52) throw new Error(`column ${k}: sum may reach 2^52`);
      if (k === cols.length - 1 && noCarryOut && (total > M32 || hiOdd))
        throw new Error("a carry out of the last column is possible");
      const t = this.fresh("tt");
      this.line(`const ${t} = ${biased(even.map((x) => x.code))};`);
      const name = names[k];
      if (name) this.line(`const ${name} = ${t} >>> 0;`);
      outs.push(name ? term(name, total < M32 ? total : M32) : null);
      carries = [];
      if (!needCarry) continue;
      if (total > M32) {
        const c = this.fresh("cc");
        this.line(`const ${c} = ${t} * ${I32} - 0.5 + ${RND} - ${RND};`);
        carries.push(term(c, total >> 32n));
      }
      if (hiOdd) carries.push(hiOdd);
    }
    if (!wantCarry) return { outs, carry: null };
    if (carries.length === 0) return { outs, carry: this.cst(0n) };
    if (carries.length === 1) return { outs, carry: carries[0] };
    return { outs, carry: this.sum(this.fresh("cf"), carries[0], carries[1]) };
  }
  load(lane0, nLimbs, prefix) {
    const out = [];
    for (let i = 0; i < 2 * nLimbs; i++) {
      this.line(`const ${prefix}${i} = WORDS[${2 * lane0 + i}];`);
      out.push(term(`${prefix}${i}`, M32));
    }
    return out;
  }
  store(lane0, digits) {
    for (let i = 0; i < digits.length; i++) this.line(`WORDS[${2 * lane0 + i}] = ${digits[i].code};`);
  }
  /** const name = x + y (exact; through 1/2, as every sum here). */
  sum(name, x, y) {
    this.line(`const ${name} = ${biased([x.code, y.code])} - 0.5;`);
    return term(name, x.max + y.max);
  }
  /** const name = the top bit of the 32-bit digit x. */
  topBit(name, x) {
    this.line(`const ${name} = ${x.code} >>> 31;`);
    return term(name, 1n);
  }
  /** The complement 2^32 − 1 − x of a 32-bit digit x, as a term. */
  not32(x) {
    return term(`(~${x.code} >>> 0)`, M32);
  }
  /** Stores s (when flag ≠ 0) or r (when flag = 0) at lane0, in constant time; flag = f1 | f2 ≤ 1. */
  select(lane0, f1, f2, s, r) {
    if (f1.max > 1n || f2.max > 1n) throw new Error("select: flags must be 0 or 1");
    this.line(`const sel = (0 - (${f1.code} | ${f2.code})) | 0;`);
    this.line("const keep = ~sel;");
    for (let i = 0; i < 8; i++) {
      this.line(`WORDS[${2 * lane0 + i}] = ((${s[i].code} & sel) | (${r[i].code} & keep)) >>> 0;`);
    }
  }
  /**
   * For the sign bit of the 32-bit digit x: returns { ext, and(v) }, the digit 0xffffffff or 0 and a
   * term for v or 0, by the sign.
   */
  signMask(p, x) {
    this.line(`const ${p}sx = (0 - (${x.code} >>> 31)) | 0;`);
    this.line(`const ${p}ext = ${p}sx >>> 0;`);
    return { ext: term(`${p}ext`, M32), and: (v) => term(`((${p}sx & ${this.lit(v)}) >>> 0)`, v) };
  }
}

// ---------------------------------------------------------------------------------------------------
// The kernels.

/** Column descriptions of x·y (digit arrays of terms), for output columns [0, ncols). */
function productCols(x, y, ncols, into = null) {
  const cols = into ?? Array.from({ length: ncols }, () => ({ prods: [], adds: [] }));
  for (let i = 0; i < x.length; i++)
    for (let j = 0; j < y.length; j++) {
      if (i + j >= ncols) continue;
      if (x[i].max === 0n || y[j].max === 0n) continue;
      if (y[j].max === 1n && !y[j].isConst) throw new Error("unexpected");
      if (y[j].isConst && y[j].max === 1n) cols[i + j].adds.push(x[i]);
      else cols[i + j].prods.push([x[i], y[j]]);
    }
  return cols;
}

const names = (p, n) => Array.from({ length: n }, (_, i) => `${p}${i}`);

/** Full reduction mod n of the 16-digit value l (libsecp256k1's scalar_reduce_512, 8x32 flavour). */
function reduce512(e, l, outLane) {
  const nc = digitsOf(NC, 5).map((v) => e.cst(v)); // NC digit 4 is 1
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
    const c = e.sum("q8", carry, m[12]);
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
  let s;
  let cs;
  {
    const cols = Array.from({ length: 8 }, (_, k) => ({
      prods: [],
      adds: [r[k], ...(k < 5 ? [nc[k]] : [])],
    }));
    const res = e.columns(cols, names("s", 8));
    s = res.outs;
    cs = res.carry;
  }
  e.comment("The value is 2^256·c + r < 2n: subtract n (take s) when c = 1 or r ≥ n, in constant time.");
  e.select(outLane, c, cs, s, r);
}

function genMul(e) {
  const a = e.load(0, 4, "a");
  const b = e.load(4, 4, "b");
  e.comment("l[0..15] = a·b (libsecp256k1's scalar_mul_512).");
  const { outs, carry } = e.columns(productCols(a, b, 15), names("l", 15));
  reduce512(e, [...outs, carry], 0);
  return e.lines.join("\n");
}

function genMul512(e) {
  const a = e.load(0, 4, "a");
  const b = e.load(4, 4, "b");
  const { outs, carry } = e.columns(productCols(a, b, 15), names("l", 15));
  e.store(0, [...outs, carry]);
  return e.lines.join("\n");
}

/** c = round(k·g / 2^384) as 4 digits (g a constant); digits below 11 are only carried. */
function roundedShift384(e, k, g, p) {
  const cols = productCols(
    k,
    digitsOf(g, 8).map((v) => e.cst(v)),
    15,
  );
  const nm = Array.from({ length: 15 }, (_, i) => (i >= 11 ? `${p}l${i}` : null));
  const { outs, carry } = e.columns(cols, nm);
  const d = [...outs.slice(12), carry]; // digits 12..15
  const rb = e.topBit(`${p}rb`, outs[11]);
  const cols2 = d.map((t, i) => ({ prods: [], adds: i === 0 ? [t, rb] : [t] }));
  const res = e.columns(cols2, names(p, 4), null, false, true);
  e.comment(`${p} < 2^128: the rounding carry out of digit 3 is zero.`);
  return res.outs;
}

function genSplit(e) {
  const k = e.load(0, 4, "k");
  e.comment("c1 = round(k·g1 / 2^384), c2 = round(k·g2 / 2^384) (libsecp256k1's scalar_split_lambda).");
  const c1 = roundedShift384(e, k, G1, "c1_");
  const c2 = roundedShift384(e, k, G2, "c2_");
  const dig = (v, n) => digitsOf(v, n).map((d) => e.cst(d));
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
      adds: [t, e.not32(y[i]), ...(i === 0 ? [e.cst(1n)] : [])],
    }));
    return e.columns(cols, names(p, 5), null, false).outs;
  };
  const k1 = sub(k.slice(0, 5), P1, "k1_");
  const k2 = sub(P2, P3, "k2_");
  // residue: sign-extend to 256 bits; where negative add n (mod 2^256)
  const residue = (x, p, lane) => {
    const mask = e.signMask(p, x[4]);
    const nd = digitsOf(N, 8);
    const cols = Array.from({ length: 8 }, (_, i) => ({
      prods: [],
      adds: [i < 5 ? x[i] : mask.ext, mask.and(nd[i])],
    }));
    const outs = e.columns(cols, names(`${p}r`, 8), null, false).outs;
    e.store(lane, outs);
  };
  e.comment("r1 = k1 mod n, r2 = k2 mod n: a negative half becomes n + half.");
  residue(k1, "k1_", 0);
  residue(k2, "k2_", 4);
  return e.lines.join("\n");
}

// ---------------------------------------------------------------------------------------------------
// The file.

const header = `// GENERATED by scripts/gen-kernels.mjs: do not edit (\`node scripts/gen-kernels.mjs\` rewrites it;
// test/kernels.test.ts checks that it is up to date).
/**
 * The kernels of \`@k1/scalar\`: the 512-bit products behind \`mul\`, \`mulShiftVar\` and
 * \`splitLambda\`, in JavaScript numbers.
 *
 * A kernel reads its operands from {@link WORDS} (32-bit digits, least significant first) and writes
 * its result there. A product of two digits x·y is computed as x·y_l + 2^16·x·y_h from the 16-bit
 * halves of y, both parts below 2^48 and exact in float64; each column of a product sums its low parts
 * and its high parts separately (each sum exact below 2^52), splits the high sum at 2^16 and carries.
 * Every value is an exact integer: there is no \`Math.imul\` and no BigInt. Every sum starts at 1/2
 * and adds its terms from left to right, so that each addition has a non-integer operand (V8 14 compiles
 * additions of integer-valued doubles below 2^52 with a zero test of each operand, a branch on the
 * value); the 1/2 makes the rounding steps exact without a correction (the generator's comment has the
 * argument).
 *
 * Why numbers and not 64-bit BigInt lanes, though V8's TurboFan lowers those to native instructions
 * (a \`mul\` 67 ns there against 183 ns for this code on Node 26.12, 80 against 187 on Node 20.20): from
 * V8 12 on (Node 22+, Chromium, Deno), code runs in the Maglev tier for thousands of calls before
 * TurboFan, and Maglev compiles BigInt arithmetic to builtin calls whose time depends on the values
 * (26 µs a BigInt \`mul\`, slower for a dense operand than for one with zero words), and \`Math.imul\`
 * to a builtin call that boxes operands and results outside the small-integer range. This code compiles
 * to the same native float64 and integer instructions in Maglev (207 ns a \`mul\`) and TurboFan, and
 * does not depend on BigInt64 support (JavaScriptCore, SpiderMonkey).
 *
 * The code is straight-line: no branch or memory access depends on the operands.
 *
 * @module
 * @internal
 */

/** The kernels' input and output: 32-bit digits, least significant first. */
export const WORDS: Uint32Array = new Uint32Array(16);

/** 2^-32, exact. */
const ${I32} = 1 / 4294967296;
/** 2^-16, exact. */
const ${I16} = 1 / 65536;
/** 1.5·2^52: x + RND − RND rounds x to the nearest integer for |x| < 2^51. */
const ${RND} = 6755399441055744;
`;

function fn(name, doc, body) {
  return `\n/**\n${doc
    .split("\n")
    .map((l) => ` * ${l}`.trimEnd())
    .join("\n")}\n */\nexport function ${name}(): void {\n${body}\n}\n`;
}

function source() {
  return (
    header +
    fn(
      "kernelMul",
      "WORDS[0..8) = a, WORDS[8..16) = b (scalars < n, little-endian 32-bit digits).\nPerforms WORDS[0..8) = a·b mod n (fully reduced).",
      genMul(new Emitter()),
    ) +
    fn(
      "kernelMul512",
      "WORDS[0..8) = a, WORDS[8..16) = b (any 256-bit values).\nPerforms WORDS[0..16) = a·b, the full 512-bit product.",
      genMul512(new Emitter()),
    ) +
    fn(
      "kernelSplitLambda",
      "WORDS[0..8) = k < n.\nPerforms WORDS[0..8) = r1, WORDS[8..16) = r2 with r1 + r2·λ ≡ k (mod n), each the residue of\nan integer in (-2^128, 2^128): libsecp256k1's scalar_split_lambda (see split.ts).",
      genSplit(new Emitter()),
    )
  );
}

const rel = "src/kernels.ts";
const formatted = execFileSync("npx", ["biome", "format", "--stdin-file-path", rel], {
  cwd: pkgDir,
  input: source(),
  encoding: "utf8",
});
const outFile = join(pkgDir, rel);
if (process.argv.includes("--check")) {
  let cur = "";
  try {
    cur = readFileSync(outFile, "utf8");
  } catch {}
  if (cur !== formatted) {
    console.error(`${rel} is out of date: run node scripts/gen-kernels.mjs`);
    process.exit(1);
  }
} else writeFileSync(outFile, formatted);
