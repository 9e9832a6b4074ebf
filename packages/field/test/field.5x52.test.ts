// Every field operation of the 5x52 backend against a BigInt reference (this file is the template
// of the 10x26 copy, written by scripts/gen-backends.mjs). Random elements at every allowed
// magnitude, getBounds(m) worst cases, 0, 1, p−1, p, 2^256−1, and outputs aliased with inputs.
// In the VERIFY run every output is also checked against its contract's limb bounds.
import * as fe from "@k1/field/5x52";
import { describe, expect, it } from "vitest";
import { bigToBytes, bytesToBig, COUNT, Rng } from "../../../test-utils/rng.js";

type Fe = fe.Fe;
const P = fe.P_BIG;
const mod = (x: bigint) => ((x % P) + P) % P;
const rng = new Rng("field-5x52");

/** Edge values as 32-byte inputs (some ≥ p: set with setB32Mod they are unnormalized). */
const EDGES: bigint[] = [
  0n,
  1n,
  2n,
  P - 1n,
  P - 2n,
  P,
  P + 1n,
  (1n << 256n) - 1n,
  (1n << 255n) - 1n,
  1n << 255n,
  (P - 1n) / 2n,
  (P + 1n) / 2n,
  (1n << 52n) - 1n,
  (1n << 26n) - 1n,
  (1n << 104n) - 1n,
  0x1000003d1n,
];

function fromBig(x: bigint): Fe {
  const r = fe.create();
  fe.setB32Mod(r, bigToBytes(x & ((1n << 256n) - 1n)));
  return r;
}

/** A random element of magnitude ≤ m (m ≥ 1), with its value mod p. Mixes uniform, edge and worst-case limbs. */
function randFe(m: number): [Fe, bigint] {
  const kind = rng.int(6);
  if (kind === 0) {
    const r = fe.create();
    fe.getBounds(r, m);
    return [r, fe.toBigInt(r)];
  }
  if (kind === 1 && m >= 2) {
    // negate of a magnitude m−1 element: limbs near 2·m·p.
    const [a, va] = randFe(m - 1);
    const r = fe.create();
    fe.negate(r, a, m - 1);
    return [r, mod(-va)];
  }
  if (kind === 2 && m >= 2) {
    // sum of two elements whose magnitudes add up to m.
    const k = 1 + rng.int(m - 1);
    const [a, va] = randFe(k);
    const [b, vb] = randFe(m - k);
    fe.add(a, b);
    return [a, mod(va + vb)];
  }
  const x = kind === 3 ? EDGES[rng.int(EDGES.length)] : rng.big256([0n, P, 1n << 255n, 1n << 128n]);
  const r = fromBig(x);
  if (rng.int(2) === 0) fe.normalize(r);
  return [r, mod(x)];
}

function bytesOf(a: Fe): Uint8Array {
  const t = fe.create();
  fe.copy(t, a);
  fe.normalize(t);
  const out = new Uint8Array(32);
  fe.getB32(out, t);
  return out;
}

function normValue(a: Fe): bigint {
  return bytesToBig(bytesOf(a));
}

const N = COUNT;

describe(`field ${fe.BACKEND}: conversions`, () => {
  it("setB32Mod/getB32 round trip and byte order (generator coordinates)", () => {
    const gx = 0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n;
    const gy = 0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n;
    for (const v of [gx, gy]) {
      const r = fe.create();
      expect(fe.setB32Limit(r, bigToBytes(v))).toBe(true);
      const out = new Uint8Array(32);
      fe.getB32(out, r);
      expect(bytesToBig(out)).toBe(v);
      expect(Array.from(out.slice(0, 2))).toEqual([Number(v >> 248n), Number((v >> 240n) & 0xffn)]);
    }
    for (let i = 0; i < N; i++) {
      const x = i < EDGES.length ? EDGES[i] : rng.big256([P]);
      const r = fe.create();
      fe.setB32Mod(r, bigToBytes(x));
      expect(fe.toBigInt(r)).toBe(mod(x));
      const ok = fe.setB32Limit(r, bigToBytes(x));
      expect(ok).toBe(x < P);
      if (ok) expect(normValue(r)).toBe(x);
    }
  });

  it("setB32Limit rejects every value ≥ p (all 2^32 − 977 + 2^32... top values sampled densely)", () => {
    const r = fe.create();
    for (let d = 0n; d < 3000n; d++) {
      expect(fe.setB32Limit(r, bigToBytes(P + d))).toBe(false);
      expect(fe.setB32Limit(r, bigToBytes((1n << 256n) - 1n - d))).toBe(false);
      expect(fe.setB32Limit(r, bigToBytes(P - 1n - d))).toBe(true);
    }
    for (let i = 0; i < N; i++) {
      const x = P + rng.bigBelow((1n << 256n) - P);
      expect(fe.setB32Limit(r, bigToBytes(x))).toBe(false);
    }
  });

  it("offsets, and bad input gives TypeError/RangeError", () => {
    const buf = new Uint8Array(40);
    buf.set(bigToBytes(12345n), 5);
    const r = fe.create();
    expect(fe.setB32Limit(r, buf, 5)).toBe(true);
    const out = new Uint8Array(40);
    fe.getB32(out, r, 3);
    expect(bytesToBig(out.subarray(3, 35))).toBe(12345n);
    expect(() => fe.setB32Mod(r, new Uint8Array(31))).toThrow(RangeError);
    expect(() => fe.setB32Limit(r, new Uint8Array(33), 2)).toThrow(RangeError);
    expect(() => fe.setB32Mod(r, [1, 2, 3] as unknown as Uint8Array)).toThrow(TypeError);
    expect(() => fe.setB32Limit(r, "00" as unknown as Uint8Array)).toThrow(TypeError);
  });

  it("storage round trip and storageCmov", () => {
    const s = fe.createStorage();
    const s2 = fe.createStorage();
    const r = fe.create();
    for (let i = 0; i < N; i++) {
      const [a, va] = randFe(1);
      fe.normalize(a);
      fe.toStorage(s, a);
      fe.fromStorage(r, s);
      expect(normValue(r)).toBe(va);
      const [b, vb] = randFe(1);
      fe.normalize(b);
      fe.toStorage(s2, b);
      const flag = rng.int(2);
      fe.storageCmov(s, s2, flag);
      fe.fromStorage(r, s);
      expect(normValue(r)).toBe(flag ? vb : va);
    }
  });

  it("setInt, clear, isZero, isOdd, cmpVar, constants", () => {
    const r = fe.create();
    for (const v of [0, 1, 2, 0x7fff, 12345]) {
      fe.setInt(r, v);
      expect(normValue(r)).toBe(BigInt(v));
      expect(fe.isZero(r)).toBe(v === 0);
      expect(fe.isOdd(r)).toBe((v & 1) === 1);
    }
    fe.clear(r);
    expect(fe.isZero(r)).toBe(true);
    expect(fe.toBigInt(fe.ONE)).toBe(1n);
    expect(mod(fe.toBigInt(fe.BETA) ** 3n)).toBe(1n);
    for (let i = 0; i < N; i++) {
      const [a, va] = randFe(1);
      const [b, vb] = rng.int(4) === 0 ? [fromBig(va), va] : randFe(1);
      fe.normalize(a);
      fe.normalize(b);
      expect(fe.cmpVar(a, b)).toBe(va > vb ? 1 : va < vb ? -1 : 0);
      expect(fe.isOdd(a)).toBe((va & 1n) === 1n);
      expect(fe.isZero(a)).toBe(va === 0n);
    }
  });

  it("createScratch: zero elements off the heap, each its own limbs, usable as any element", () => {
    // Enough elements to fill several slabs (4096 bytes: 102 elements of 40 bytes).
    const els = Array.from({ length: 300 }, () => fe.createScratch());
    const vals = els.map(() => 0n);
    for (const e of els) {
      expect(fe.isZero(e)).toBe(true);
      // A view on a shared ArrayBuffer (off-heap), not a typed array with its own small buffer.
      expect(e.buffer.byteLength).toBeGreaterThan(e.byteLength);
      expect(e.length).toBe(fe.create().length);
    }
    els.forEach((e, i) => {
      const [x, vx] = randFe(1);
      fe.copy(e, x);
      vals[i] = vx;
    });
    // No element overlaps another: every value is still there.
    for (let i = 0; i < els.length; i++) expect(normValue(els[i]), `element ${i}`).toBe(vals[i]);
    const [b, vb] = randFe(4);
    fe.mul(els[0], els[1], b);
    expect(normValue(els[0])).toBe(mod(vals[1] * vb));
    expect(normValue(els[2])).toBe(vals[2]);
  });
});

describe(`field ${fe.BACKEND}: normalization`, () => {
  it("normalize, normalizeVar, normalizeWeak, normalizesToZero(Var) at every magnitude", () => {
    for (let i = 0; i < N; i++) {
      const m = 1 + (i % 32);
      const [a, va] = rng.int(8) === 0 ? randZeroish(m) : randFe(m);
      expect(fe.normalizesToZero(a)).toBe(va === 0n);
      expect(fe.normalizesToZeroVar(a)).toBe(va === 0n);
      const b = fe.create();
      fe.copy(b, a);
      fe.normalizeWeak(b);
      expect(fe.toBigInt(b)).toBe(va);
      const c = fe.create();
      fe.copy(c, a);
      fe.normalize(c);
      fe.normalizeVar(a);
      const oc = new Uint8Array(32);
      const oa = new Uint8Array(32);
      fe.getB32(oc, c);
      fe.getB32(oa, a);
      expect(bytesToBig(oc)).toBe(va);
      expect(oa).toEqual(oc);
    }
  });
});

/**
 * An element ≡ 0 mod p but with nonzero limbs (−a + a), with its magnitude bound (≤ 32; may
 * exceed m).
 */
function randZeroish(m: number): [Fe, bigint, number] {
  const mm = Math.max(1, m - 1);
  const [a] = randFe(mm); // magnitude ≤ mm
  const r = fe.create();
  fe.negate(r, a, mm); // magnitude mm + 1
  if (2 * mm + 1 <= 32) {
    fe.add(r, a);
    return [r, 0n, 2 * mm + 1];
  }
  fe.normalize(r);
  fe.add(r, a);
  return [r, 0n, mm + 1];
}

describe(`field ${fe.BACKEND}: arithmetic against BigInt`, () => {
  it("mul at every magnitude ≤ 8, with aliasing", () => {
    const r = fe.create();
    for (let i = 0; i < N; i++) {
      const [a, va] = randFe(1 + (i % 8));
      const [b, vb] = randFe(1 + ((i >> 3) % 8));
      const alias = i % 4;
      if (alias === 0) {
        fe.mul(r, a, b);
        expect(fe.toBigInt(r)).toBe(mod(va * vb));
        expect(fe.verifyState(r).normalized).toBe(false);
      } else if (alias === 1) {
        fe.mul(a, a, b);
        expect(fe.toBigInt(a)).toBe(mod(va * vb));
      } else if (alias === 2) {
        fe.mul(b, a, b);
        expect(fe.toBigInt(b)).toBe(mod(va * vb));
      } else {
        fe.mul(a, a, a);
        expect(fe.toBigInt(a)).toBe(mod(va * va));
      }
    }
  });

  it("mul and sqr of getBounds(8) worst cases", () => {
    const a = fe.create();
    const b = fe.create();
    const r = fe.create();
    fe.getBounds(a, 8);
    fe.getBounds(b, 8);
    const va = fe.toBigInt(a);
    fe.mul(r, a, b);
    expect(fe.toBigInt(r)).toBe(mod(va * va));
    fe.sqr(r, a);
    expect(fe.toBigInt(r)).toBe(mod(va * va));
    for (let m = 0; m <= 8; m++) {
      fe.getBounds(a, m);
      const v = fe.toBigInt(a);
      fe.sqr(r, a);
      expect(fe.toBigInt(r)).toBe(mod(v * v));
      fe.mul(r, a, b);
      expect(fe.toBigInt(r)).toBe(mod(v * va));
    }
  });

  it("sqr at every magnitude ≤ 8, with aliasing", () => {
    const r = fe.create();
    for (let i = 0; i < N; i++) {
      const [a, va] = randFe(1 + (i % 8));
      if (i & 1) {
        fe.sqr(r, a);
        expect(fe.toBigInt(r)).toBe(mod(va * va));
      } else {
        fe.sqr(a, a);
        expect(fe.toBigInt(a)).toBe(mod(va * va));
      }
    }
  });

  it("mulAddSqr at every magnitude ≤ 8, with every aliasing", () => {
    const r = fe.create();
    for (let i = 0; i < N; i++) {
      const [a, va] = randFe(1 + (i % 8));
      const [b, vb] = randFe(1 + ((i >> 3) % 8));
      const [c, vc] = randFe(1 + ((i >> 6) % 8));
      const want = mod(va * vb + vc * vc);
      const alias = i % 6;
      if (alias === 0) {
        fe.mulAddSqr(r, a, b, c);
        expect(fe.toBigInt(r)).toBe(want);
        expect(fe.verifyState(r).normalized).toBe(false);
      } else if (alias === 1) {
        fe.mulAddSqr(a, a, b, c);
        expect(fe.toBigInt(a)).toBe(want);
      } else if (alias === 2) {
        fe.mulAddSqr(b, a, b, c);
        expect(fe.toBigInt(b)).toBe(want);
      } else if (alias === 3) {
        fe.mulAddSqr(c, a, b, c);
        expect(fe.toBigInt(c)).toBe(want);
      } else if (alias === 4) {
        fe.mulAddSqr(a, a, a, a);
        expect(fe.toBigInt(a)).toBe(mod(2n * va * va));
      } else {
        fe.mulAddSqr(c, a, c, c);
        expect(fe.toBigInt(c)).toBe(mod(va * vc + vc * vc));
      }
    }
  });

  it("mulAddSqr of getBounds(m) worst cases equals mul, sqr and add (and BigInt)", () => {
    const a = fe.create();
    const b = fe.create();
    const c = fe.create();
    const r = fe.create();
    const s = fe.create();
    for (let m = 0; m <= 8; m++) {
      fe.getBounds(a, m);
      fe.getBounds(b, 8);
      fe.getBounds(c, 8 - m);
      fe.mulAddSqr(r, a, b, c);
      fe.mul(s, a, b);
      const t = fe.create();
      fe.sqr(t, c);
      fe.add(s, t);
      expect(fe.toBigInt(r)).toBe(fe.toBigInt(s));
      expect(fe.toBigInt(r)).toBe(mod(fe.toBigInt(a) * fe.toBigInt(b) + fe.toBigInt(c) ** 2n));
    }
    // All three at the magnitude-8 bound (every column sum at its maximum), aliased too.
    fe.getBounds(a, 8);
    fe.getBounds(c, 8);
    const v8 = fe.toBigInt(a);
    fe.mulAddSqr(r, a, b, c);
    expect(fe.toBigInt(r)).toBe(mod(2n * v8 * v8));
    fe.mulAddSqr(a, a, a, a);
    expect(fe.toBigInt(a)).toBe(mod(2n * v8 * v8));
  });

  it("add, addInt, mulInt, negate at every magnitude, with aliasing", () => {
    for (let i = 0; i < N; i++) {
      const m1 = 1 + rng.int(16);
      const m2 = 1 + rng.int(32 - m1);
      const [a, va] = randFe(m1);
      const [b, vb] = randFe(m2);
      const op = i % 5;
      if (op === 0) {
        fe.add(a, b);
        expect(fe.toBigInt(a)).toBe(mod(va + vb));
      } else if (op === 1) {
        fe.add(a, a);
        expect(fe.toBigInt(a)).toBe(mod(2n * va));
      } else if (op === 2) {
        const k = rng.int(0x8000);
        fe.addInt(b, k);
        expect(fe.toBigInt(b)).toBe(mod(vb + BigInt(k)));
      } else if (op === 3) {
        const k = rng.int(Math.floor(32 / m1) + 1);
        fe.mulInt(a, k);
        expect(fe.toBigInt(a)).toBe(mod(va * BigInt(k)));
      } else {
        const m = Math.min(31, m2 + rng.int(32 - m2));
        if (rng.int(2)) {
          fe.negate(b, b, m);
          expect(fe.toBigInt(b)).toBe(mod(-vb));
        } else {
          const r = fe.create();
          fe.negate(r, b, m);
          expect(fe.toBigInt(r)).toBe(mod(-vb));
        }
      }
    }
  });

  it("negate(m) of getBounds(m) for every m", () => {
    const a = fe.create();
    const r = fe.create();
    for (let m = 0; m <= 31; m++) {
      fe.getBounds(a, m);
      const v = fe.toBigInt(a);
      fe.negate(r, a, m);
      expect(fe.toBigInt(r)).toBe(mod(-v));
      expect(fe.verifyState(r).magnitude === -1 || fe.verifyState(r).magnitude === m + 1).toBe(true);
    }
  });

  it("half at every magnitude ≤ 31", () => {
    const inv2 = (P + 1n) / 2n;
    for (let i = 0; i < N; i++) {
      const [a, va] = randFe(1 + (i % 31));
      fe.half(a);
      expect(fe.toBigInt(a)).toBe(mod(va * inv2));
    }
    const a = fe.create();
    for (let m = 0; m <= 31; m++) {
      fe.getBounds(a, m);
      const v = fe.toBigInt(a);
      fe.half(a);
      expect(fe.toBigInt(a)).toBe(mod(v * inv2));
    }
  });

  it("cmov", () => {
    for (let i = 0; i < N; i++) {
      const [a, va] = randFe(1 + (i % 32));
      const [b, vb] = randFe(1 + ((i * 7) % 32));
      const flag = i & 1;
      fe.cmov(a, b, flag);
      expect(fe.toBigInt(a)).toBe(flag ? vb : va);
    }
  });

  it("equal and equalVar", () => {
    for (let i = 0; i < N; i++) {
      const [a, va] = randFe(1);
      const same = rng.int(2) === 0;
      const [b, vb] = same ? sameValue(va, 1 + rng.int(30)) : randFe(1 + rng.int(30));
      expect(fe.equal(a, b)).toBe(va === vb);
      expect(fe.equalVar(a, b)).toBe(va === vb);
    }
    // The contract's limit: b at magnitude 30 with the largest limbs, a its normalized value.
    for (let m = 1; m <= 30; m++) {
      const b = fe.create();
      fe.getBounds(b, m);
      const a = fe.create();
      fe.copy(a, b);
      fe.normalize(a);
      expect(fe.equal(a, b)).toBe(true);
      expect(fe.equalVar(a, b)).toBe(true);
      fe.addInt(a, 1);
      fe.normalize(a);
      expect(fe.equal(a, b)).toBe(false);
    }
  });
});

/** An element of value v with magnitude ≤ 30, built as v plus limbs that are ≡ 0 (not a plain setB32). */
function sameValue(v: bigint, m: number): [Fe, bigint] {
  const r = fromBig(v);
  if (m >= 3) {
    const [z, , bound] = randZeroish(Math.min(m - 1, 16));
    if (bound + 1 <= 30) fe.add(r, z);
  }
  return [r, v];
}

describe(`field ${fe.BACKEND}: inverses and square roots`, () => {
  const invRef = (x: bigint) => (x === 0n ? 0n : modPow(x, P - 2n));
  it("inv and invVar against BigInt, with aliasing", () => {
    const r = fe.create();
    for (let i = 0; i < N; i++) {
      const [a, va] = i < EDGES.length ? [fromBig(EDGES[i]), mod(EDGES[i])] : randFe(1 + (i % 32));
      fe.invVar(r, a);
      expect(fe.toBigInt(r)).toBe(invRef(va));
      if (i & 1) {
        fe.inv(r, a);
        expect(normValue(r)).toBe(invRef(va));
      } else {
        fe.inv(a, a);
        expect(normValue(a)).toBe(invRef(va));
      }
    }
    for (let i = 0; i < N; i++) {
      const [a, va] = randFe(1 + (i % 8));
      fe.invVar(a, a);
      expect(fe.toBigInt(a)).toBe(invRef(va));
    }
  });

  it("sqrt and isSquareVar against Euler's criterion", () => {
    const r = fe.create();
    const n = Math.max(200, N >> 4);
    for (let i = 0; i < n; i++) {
      const [a, va] = i < EDGES.length ? [fromBig(EDGES[i]), mod(EDGES[i])] : randFe(1 + (i % 8));
      const isSq = va === 0n || modPow(va, (P - 1n) / 2n) === 1n;
      const ok = fe.sqrt(r, a);
      expect(ok).toBe(isSq);
      const vr = fe.toBigInt(r);
      expect(mod(vr * vr)).toBe(isSq ? va : mod(-va));
      expect(fe.isSquareVar(a)).toBe(isSq);
    }
    for (let i = 0; i < N; i++) {
      const [a, va] = randFe(1 + (i % 8));
      const isSq = va === 0n || modPow(va, (P - 1n) / 2n) === 1n;
      expect(fe.isSquareVar(a)).toBe(isSq);
    }
  });
});

function modPow(b: bigint, e: bigint): bigint {
  let r = 1n;
  b = mod(b);
  while (e > 0n) {
    if (e & 1n) r = (r * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return r;
}
