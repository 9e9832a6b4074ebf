#!/usr/bin/env node
// Writes the scalar kernels, the 512-bit products behind scalar mul, mulShiftVar and splitLambda, in
// two dialects from one description:
// - src/kernels/5x52.ts: 64-bit BigInt lanes. V8's TurboFan lowers BigInt arithmetic to native 64-bit
//   instructions when every intermediate is wrapped in `BigInt.asUintN(64, …)` (one unwrapped
//   intermediate and it falls back to allocating BigInts). The scalar build of the 5x52 field
//   backend (libsecp256k1's int128 builds have 64-bit scalar limbs too).
// - src/kernels/10x26.ts: JavaScript numbers only, for engines that do not lower BigInt64 arithmetic
//   (JavaScriptCore, SpiderMonkey, V8 before TurboFan): each column of a product is summed twice, in
//   float64 (approximate) and with Math.imul (exact modulo 2^32), and the exact column is rebuilt from
//   the two, as in @k1/field/10x26's mul. The scalar build of the 10x26 field backend (libsecp256k1's
//   32-bit builds use 8x32 scalars with 10x26 fields).
//
// Why generated: the kernels are hundreds of lines of straight-line code that are easy to get subtly
// wrong by hand. Here each column of a schoolbook product is described once, and the emitters track an
// upper bound of every accumulator, refusing to emit code that could wrap (BigInt: a 64-bit sum;
// numbers: an exact value at or above 2^53, a float column sum whose rounding error could reach 2^30
// (the rebuild is exact below 2^31), or a carry-chain value at or above 2^51) — libsecp256k1's
// VERIFY_CHECKs on its accumulators, proved at generation time instead.
//
// Usage: node scripts/gen-kernels.mjs           rewrites src/kernels/*.ts (formatted by biome)
//        node scripts/gen-kernels.mjs --check   exits 1 if a file differs from what it would write
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), "..");

const M32 = 0xffffffffn;
const TWO32 = 1n << 32n;
const TWO53 = 1n << 53n;
const TWO64 = 1n << 64n;

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

/** Number of bits of v > 0. */
const bitlen = (v) => v.toString(2).length;

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
  cst(v) {
    return term(this.lit(v), v, true);
  }
}

/** Balanced sum of expressions, each partial sum passed through wrap. */
function tree(xs, wrap = (s) => s) {
  let level = xs.slice();
  while (level.length > 1) {
    const next = [];
    for (let i = 0; i < level.length; i += 2) {
      next.push(i + 1 < level.length ? wrap(`${level[i]} + ${level[i + 1]}`) : level[i]);
    }
    level = next;
  }
  return level[0];
}

// ---------------------------------------------------------------------------------------------------
// BigInt dialect: 64-bit lanes, every intermediate in BigInt.asUintN(64, …).

const W = (x) => `U(64, ${x})`;

class BigIntEmitter extends Emitter {
  lit(v) {
    return `0x${v.toString(16)}n`;
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
  columns(cols, names, carryIn = null, wantCarry = true, noCarryOut = false) {
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
        this.line(`const ${hiVar} = ${tree(hiParts, W)};`);
      }
      // column sum, independent of the carry
      const colMax = terms.reduce((m, t) => m + t.max, 0n);
      const total = (accInit ? carryMax : 0n) + colMax;
      if (total >= TWO64 || hiMax >= TWO64) throw new Error(`column ${k} may overflow`);
      const colExpr =
        terms.length > 0
          ? tree(
              terms.map((t) => t.code),
              W,
            )
          : "0n";
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
    if (noCarryOut && (carryMax > 0n || nextHi))
      throw new Error("a carry out of the last column is possible");
    if (!wantCarry) return { outs, carry: null };
    // the final carry: what is above the last column
    const fin = [W(`${accVar} >> 32n`)];
    let finMax = carryMax;
    if (nextHi) {
      fin.push(nextHi.code);
      finMax += nextHi.max;
    }
    const cv = this.fresh("c");
    this.line(`const ${cv} = ${tree(fin, W)};`);
    return { outs, carry: term(cv, finMax) };
  }
  load(lane0, nLimbs, prefix) {
    const out = [];
    for (let i = 0; i < nLimbs; i++) {
      const L = `${prefix.toUpperCase()}${i}`;
      this.line(`const ${L} = LANES[${lane0 + i}];`);
      this.line(`const ${prefix}${2 * i} = ${W(`${L} & 0xffffffffn`)};`);
      this.line(`const ${prefix}${2 * i + 1} = ${W(`${L} >> 32n`)};`);
      out.push(term(`${prefix}${2 * i}`, M32), term(`${prefix}${2 * i + 1}`, M32));
    }
    return out;
  }
  store(lane0, digits) {
    for (let i = 0; i < digits.length; i += 2) {
      const lo = digits[i].code;
      const hi = digits[i + 1] ? W(`${digits[i + 1].code} << 32n`) : null;
      this.line(`LANES[${lane0 + i / 2}] = ${hi ? W(`${lo} | ${hi}`) : lo};`);
    }
  }
  /** const name = x + y (exact). */
  sum(name, x, y) {
    this.line(`const ${name} = ${W(`${x.code} + ${y.code}`)};`);
    return term(name, x.max + y.max);
  }
  /** const name = the top bit of the 32-bit digit x. */
  topBit(name, x) {
    this.line(`const ${name} = ${W(`${x.code} >> 31n`)};`);
    return term(name, 1n);
  }
  /** The complement 2^32 − 1 − x of a 32-bit digit x, as a term. */
  not32(x) {
    return term(W(`${x.code} ^ 0xffffffffn`), M32);
  }
  /** Stores s (when flag ≠ 0) or r (when flag = 0) at lane0, in constant time; flag = f1 | f2 ≤ 1. */
  select(lane0, f1, f2, s, r) {
    if (f1.max > 1n || f2.max > 1n) throw new Error("select: flags must be 0 or 1");
    this.line(`const sel = ${W(`0n - ${W(`${f1.code} | ${f2.code}`)}`)};`);
    this.line(`const keep = ${W("sel ^ 0xffffffffffffffffn")};`);
    for (let i = 0; i < 4; i++) {
      const R = W(`${r[2 * i].code} | ${W(`${r[2 * i + 1].code} << 32n`)}`);
      const S = W(`${s[2 * i].code} | ${W(`${s[2 * i + 1].code} << 32n`)}`);
      this.line(`LANES[${lane0 + i}] = ${W(`${W(`${S} & sel`)} | ${W(`${R} & keep`)}`)};`);
    }
  }
  /**
   * For the sign bit of the 32-bit digit x: returns { ext, and(v) }, the digit 0xffffffff or 0 and a
   * term for v or 0, by the sign.
   */
  signMask(p, x) {
    this.line(`const ${p}sx = ${W(`0n - ${W(`${x.code} >> 31n`)}`)};`);
    this.line(`const ${p}ext = ${W(`${p}sx & 0xffffffffn`)};`);
    return { ext: term(`${p}ext`, M32), and: (v) => term(W(`${p}sx & ${this.lit(v)}`), v) };
  }
}

// ---------------------------------------------------------------------------------------------------
// Number dialect: 32-bit digits as JavaScript numbers, products summed twice (float64 and Math.imul).

/** 2^-32, exact. */
const I32 = "I32";
/** 1.5·2^52: x + RND − RND rounds x to the nearest integer for |x| < 2^51. */
const RND = "RND";
/** 1/2 − 2^-34: for an integer 0 ≤ t < 2^51, t·2^-32 − HALF + RND − RND = ⌊t / 2^32⌋. */
const HALF = "HALF";

class NumberEmitter extends Emitter {
  lit(v) {
    if (v >= TWO53) throw new Error("number literal too large");
    return `0x${v.toString(16)}`;
  }
  /**
   * Schoolbook columns, as in the BigInt dialect (same arguments and results). Each column sum S_k
   * (products and adds, not the carry) is computed independently of the others:
   * - when every product and S_k itself stay below 2^53, exactly, in float64;
   * - otherwise twice: f_k, the float64 sum (approximate; its error is bounded below and must stay
   *   below 2^30), and l_k = S_k mod 2^32, from Math.imul products and the adds' low words summed
   *   with wrapping int32 arithmetic. Then S_k = l_k + 2^32·h_k with h_k = round((f_k − l_k)·2^-32),
   *   exact because |f_k − S_k| < 2^31.
   * The serial part is the carry: t_k = l_k + c_k (exact, below 2^53), digit t_k mod 2^32, and
   * c_(k+1) = h_k + (t_k − digit)·2^-32.
   */
  columns(cols, names, carryIn = null, wantCarry = true, noCarryOut = false) {
    const outs = [];
    let carry = null; // term: the exact carry into column k (after column 0)
    for (let k = 0; k < cols.length; k++) {
      const { prods = [], adds: adds0 = [] } = cols[k];
      const adds = [...adds0];
      if (k === 0 && carryIn) adds.push(carryIn);
      const last = k === cols.length - 1;
      const needCarry = !last || wantCarry;
      const prodMaxes = prods.map(([x, y]) => x.max * y.max);
      const colMax = prodMaxes.reduce((m, v) => m + v, 0n) + adds.reduce((m, t) => m + t.max, 0n);
      const cMax = carry ? carry.max : 0n;
      const total = colMax + cMax;
      if (total >= TWO53 * TWO32) throw new Error(`column ${k} too large`);
      if (last && noCarryOut && total > M32) throw new Error("a carry out of the last column is possible");
      const exact = prodMaxes.every((v) => v < TWO53) && total < TWO53;
      const t = this.fresh("tt");
      let hi = null; // the column's exact part above 2^32 (hybrid columns)
      if (exact) {
        const xs = [...prods.map(([x, y]) => `${x.code} * ${y.code}`), ...adds.map((a) => a.code)];
        if (carry) xs.push(carry.code);
        this.line(`const ${t} = ${xs.length > 0 ? tree(xs) : "0"};`);
      } else {
        // float error: products ≤ 2^(bitlen(p) − 53) each (half an ulp), the additions of the sum and
        // the subtraction of l_k ≤ 2^(bitlen(colMax) − 53) each
        const nTerms = prods.length + adds.length;
        const err =
          prodMaxes.reduce((m, v) => m + (1n << BigInt(Math.max(0, bitlen(v) - 53))), 0n) +
          BigInt(nTerms) * (1n << BigInt(Math.max(0, bitlen(colMax) - 53)));
        if (err >= 1n << 30n) throw new Error(`column ${k}: float error bound 2^${bitlen(err)}`);
        const l = this.fresh("lo");
        const ints = [
          ...prods.map(([x, y]) => `Math.imul(${x.code}, ${y.code})`),
          ...adds.map((a) => (a.max <= 0x7fffffffn ? a.code : `(${a.code} | 0)`)),
        ];
        this.line(`const ${l} = (${tree(ints)}) >>> 0;`);
        if (M32 + cMax >= TWO53) throw new Error(`column ${k}: low word plus carry not exact`);
        this.line(`const ${t} = ${carry ? `${l} + ${carry.code}` : l};`);
        if (needCarry) {
          // (the last column of a truncated product needs only its low word)
          const f = this.fresh("fs");
          const h = this.fresh("hi");
          this.line(
            `const ${f} = ${tree([...prods.map(([x, y]) => `${x.code} * ${y.code}`), ...adds.map((a) => a.code)])};`,
          );
          this.line(`const ${h} = (${f} - ${l}) * ${I32} + ${RND} - ${RND};`);
          hi = h;
        } else hi = "";
      }
      // the digit, where the caller wants it (the carry does not need it)
      const name = names[k];
      const small = total <= M32 && hi === null;
      if (name) this.line(`const ${name} = ${small ? t : `${t} >>> 0`};`);
      outs.push(names[k] ? term(names[k], total < M32 ? total : M32) : null);
      if (!needCarry) {
        carry = null;
        continue;
      }
      if (small) {
        carry = null;
        continue;
      }
      // ⌊t / 2^32⌋ by rounding t·2^-32 − HALF is exact for t < 2^51
      if ((hi ? M32 + cMax : total) >= 1n << 51n) throw new Error(`column ${k}: carry input too large`);
      const c = this.fresh("cc");
      const up = `(${t} * ${I32} - ${HALF} + ${RND} - ${RND})`;
      this.line(`const ${c} = ${hi ? `${hi} + ${up}` : up};`);
      carry = term(c, total >> 32n);
    }
    if (!wantCarry) return { outs, carry: null };
    return { outs, carry: carry ?? this.cst(0n) };
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
  sum(name, x, y) {
    this.line(`const ${name} = ${x.code} + ${y.code};`);
    return term(name, x.max + y.max);
  }
  topBit(name, x) {
    this.line(`const ${name} = ${x.code} >>> 31;`);
    return term(name, 1n);
  }
  not32(x) {
    return term(`(~${x.code} >>> 0)`, M32);
  }
  select(lane0, f1, f2, s, r) {
    if (f1.max > 1n || f2.max > 1n) throw new Error("select: flags must be 0 or 1");
    this.line(`const sel = (0 - (${f1.code} | ${f2.code})) | 0;`);
    this.line("const keep = ~sel;");
    for (let i = 0; i < 8; i++) {
      this.line(`WORDS[${2 * lane0 + i}] = (${s[i].code} & sel) | (${r[i].code} & keep);`);
    }
  }
  signMask(p, x) {
    this.line(`const ${p}sx = (0 - (${x.code} >>> 31)) | 0;`);
    this.line(`const ${p}ext = ${p}sx >>> 0;`);
    return { ext: term(`${p}ext`, M32), and: (v) => term(`((${p}sx & ${this.lit(v)}) >>> 0)`, v) };
  }
}

// ---------------------------------------------------------------------------------------------------
// The kernels, over either dialect.

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
// The two files.

const headers = {
  "5x52": `// GENERATED by scripts/gen-kernels.mjs: do not edit (\`node scripts/gen-kernels.mjs\` rewrites it;
// test/kernels.test.ts checks that it is up to date).
/**
 * The 64-bit-lane kernels of \`@k1/scalar\` (the scalar build of the 5x52 field backend): the
 * 512-bit products behind \`mul\`, \`mulShiftVar\` and \`splitLambda\`. \`kernels/10x26.ts\` has the
 * same functions in JavaScript numbers only.
 *
 * Scalars are stored as eight 32-bit words (see scalar.5x52.ts). A product of two 32-bit digits needs
 * 64 bits, which JavaScript numbers do not have; V8's TurboFan compiles BigInt arithmetic to native
 * 64-bit instructions when every intermediate is wrapped in \`BigInt.asUintN(64, …)\` and the operands
 * come from a \`BigUint64Array\`. So a kernel reads its operands from {@link LANES} (written through the
 * aliasing {@link WORDS} view), multiplies 32-bit digits into 64-bit products, and writes its result
 * back to LANES. Each column of a product sums the low halves of its products (as a balanced tree,
 * added to the carry only at the end, so that the serial carry chain is short) and carries their high
 * halves into the next column; the generator checks that no 64-bit sum can wrap. Intermediate digits
 * are locals: keeping them in lanes instead (to relieve TurboFan's register allocator, which spills
 * many of them) measured 3× slower. Engines that do not lower BigInt64 arithmetic (JavaScriptCore,
 * SpiderMonkey) run these kernels allocating: 27 µs a \`mul\` in Bun 1.4.5, about 280 times V8's time
 * and 100 times that of the number kernels there.
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
`,
  "10x26": `// GENERATED by scripts/gen-kernels.mjs: do not edit (\`node scripts/gen-kernels.mjs\` rewrites it;
// test/kernels.test.ts checks that it is up to date).
/**
 * The number kernels of \`@k1/scalar\` (the scalar build of the 10x26 field backend): the 512-bit
 * products behind \`mul\`, \`mulShiftVar\` and \`splitLambda\`, in JavaScript numbers only, for engines
 * that do not lower BigInt64 arithmetic (JavaScriptCore, SpiderMonkey). \`kernels/5x52.ts\` has the
 * same functions in 64-bit BigInt lanes, the faster of the two in V8.
 *
 * A kernel reads its operands from {@link WORDS} (32-bit digits, the same layout as the 5x52 kernels'
 * lanes) and writes its result there. Each column sum S of a product (up to 2^67) is computed twice:
 * in float64 (approximate; the generator bounds the error of every column below 2^30, in fact below
 * 2^18) and as a sum
 * of \`Math.imul\` products, exact modulo 2^32. The exact S is the low word l from the integer sum
 * plus 2^32·round((f − l)·2^-32) from the float sum, exact while the error is below 2^31 (the method
 * of \`@k1/field/10x26\`'s \`mul\`). Columns that fit in 53 bits are summed exactly in float64. Every
 * column is independent of the others; only the carry chain is serial, and every value on it is an
 * integer below 2^53.
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
/** 1.5·2^52: x + RND − RND rounds x to the nearest integer for |x| < 2^51. */
const ${RND} = 6755399441055744;
/** 1/2 − 2^-34: for an integer 0 ≤ t < 2^51, t·2^-32 − HALF + RND − RND = ⌊t / 2^32⌋ (exact steps). */
const ${HALF} = 0.5 - 2 ** -34;
`,
};

const where = { "5x52": ["LANES", 1], "10x26": ["WORDS", 2] };

function fn(name, doc, body) {
  return `\n/**\n${doc
    .split("\n")
    .map((l) => ` * ${l}`.trimEnd())
    .join("\n")}\n */\nexport function ${name}(): void {\n${body}\n}\n`;
}

function source(dialect) {
  const E = dialect === "5x52" ? BigIntEmitter : NumberEmitter;
  const [arr, per] = where[dialect];
  const r = (a, b) => `${arr}[${a * per}..${b * per})`; // a, b in 64-bit lanes
  const what = dialect === "5x52" ? "little-endian 64-bit limbs" : "little-endian 32-bit digits";
  return (
    headers[dialect] +
    fn(
      "kernelMul",
      `${r(0, 4)} = a, ${r(4, 8)} = b (scalars < n, ${what}).\nPerforms ${r(0, 4)} = a·b mod n (fully reduced).`,
      genMul(new E()),
    ) +
    fn(
      "kernelMul512",
      `${r(0, 4)} = a, ${r(4, 8)} = b (any 256-bit values).\nPerforms ${r(0, 8)} = a·b, the full 512-bit product.`,
      genMul512(new E()),
    ) +
    fn(
      "kernelSplitLambda",
      `${r(0, 4)} = k < n.\nPerforms ${r(0, 4)} = r1, ${r(4, 8)} = r2 with r1 + r2·λ ≡ k (mod n), each the residue of\nan integer in (-2^128, 2^128): libsecp256k1's scalar_split_lambda (see split.5x52.ts).`,
      genSplit(new E()),
    )
  );
}

let stale = false;
for (const dialect of ["5x52", "10x26"]) {
  const rel = `src/kernels/${dialect}.ts`;
  const formatted = execFileSync("npx", ["biome", "format", "--stdin-file-path", rel], {
    cwd: pkgDir,
    input: source(dialect),
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
      stale = true;
    }
  } else writeFileSync(outFile, formatted);
}
if (stale) process.exit(1);
