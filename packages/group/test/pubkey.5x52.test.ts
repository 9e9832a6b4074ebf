// Public-key encodings on the 5x52 backend (template of the 10x26 copy): round trips, every class
// of invalid encoding, and the point vectors of tiny-secp256k1 (fixtures generated against
// libsecp256k1): vectors/tiny-secp256k1/tests/fixtures/points.json.
import { describe, expect, it } from "vitest";
import { bigToBytes, COUNT, hex, Rng } from "../../../test-utils/rng.js";
import { ranVectors, readVectorJson } from "../../../test-utils/vectors.js";
import { expectGe, fe, g, geOf, randomPoint } from "./helpers.5x52.js";
import { add, liftX, mod, neg, P, type Pt, sqrt } from "./ref.js";

const rng = new Rng(`group-pubkey-${fe.BACKEND}`);
const N = Math.max(50, Math.floor(COUNT / 10));

const FIXTURES = "tiny-secp256k1/tests/fixtures/points.json";
interface PointVectors {
  valid: {
    isPoint: { P: string; expected: boolean; description?: string }[];
    pointAdd: { P: string; Q: string; expected: string | null; description?: string }[];
    pointCompress: { P: string; compress?: boolean; expected: string; description?: string }[];
  };
  invalid: Record<string, { P?: string; Q?: string; exception: string; description: string }[]>;
}
const vectors = readVectorJson<PointVectors>(FIXTURES);

const unhex = (s: string): Uint8Array => Uint8Array.from(s.match(/../g) ?? [], (b) => Number.parseInt(b, 16));

/** Encodes (x, y) with any prefix and coordinates (even invalid ones). */
function enc(prefix: number, x: bigint, y?: bigint): Uint8Array {
  const out = new Uint8Array(y === undefined ? 33 : 65);
  out[0] = prefix;
  out.set(bigToBytes(x & ((1n << 256n) - 1n)), 1);
  if (y !== undefined) out.set(bigToBytes(y & ((1n << 256n) - 1n)), 33);
  return out;
}

const r = g.geCreate();

function parse(bytes: Uint8Array): Pt | undefined {
  const ok = g.geParsePubkey(r, bytes);
  if (!ok) {
    expect(r.infinity, "a failed parse leaves infinity").toBe(1);
    return undefined;
  }
  expect(g.geIsValidVar(r)).toBe(true);
  return [fe.toBigInt(r.x), fe.toBigInt(r.y)];
}

function serialize(p: Pt, compressed: boolean): Uint8Array {
  const out = new Uint8Array(compressed ? 33 : 65);
  expect(g.geSerializePubkey(out, geOf(p, rng), compressed)).toBe(out.length);
  return out;
}

describe(`group ${fe.BACKEND}: public-key encodings`, () => {
  it("round trips of random points, compressed, uncompressed and hybrid", () => {
    for (let k = 0; k < N; k++) {
      const p = randomPoint(rng);
      const c = serialize(p, true);
      expect(c[0]).toBe((p[1] & 1n) === 1n ? 3 : 2);
      expect(hex(c.subarray(1))).toBe(p[0].toString(16).padStart(64, "0"));
      expect(parse(c)).toEqual(p);
      const u = serialize(p, false);
      expect(hex(u)).toBe(`04${p[0].toString(16).padStart(64, "0")}${p[1].toString(16).padStart(64, "0")}`);
      expect(parse(u)).toEqual(p);
      // hybrid: 06/07 must match y's parity
      const odd = (p[1] & 1n) === 1n;
      expect(parse(enc(odd ? 7 : 6, p[0], p[1]))).toEqual(p);
      expect(parse(enc(odd ? 6 : 7, p[0], p[1]))).toBeUndefined();
      // the negation is the other compressed prefix
      expect(parse(enc(c[0] ^ 1, p[0]))).toEqual(neg(p));
    }
  });

  it("serialization writes at an offset, does not modify the point, and refuses infinity", () => {
    const p = randomPoint(rng);
    const a = geOf(p, rng);
    const buf = new Uint8Array(70);
    expect(g.geSerializePubkey(buf, a, false, 5)).toBe(65);
    expect(parse(buf.subarray(5))).toEqual(p);
    expectGe(a, p, "unchanged");
    expect(() => g.geSerializePubkey(new Uint8Array(33), geOf(null), true)).toThrow(RangeError);
    expect(() => g.geSerializePubkey(new Uint8Array(32), a, true)).toThrow(RangeError);
    expect(() => g.geSerializePubkey(new Uint8Array(65), a, false, 1)).toThrow(RangeError);
  });

  it("rejects every invalid class: prefix, length, x ≥ p, y ≥ p, not on the curve", () => {
    const p = randomPoint(rng);
    // Bad prefixes, at both lengths.
    for (let prefix = 0; prefix < 256; prefix++) {
      const ok33 = prefix === 2 || prefix === 3;
      const ok65 = prefix === 4 || prefix === ((p[1] & 1n) === 1n ? 7 : 6);
      expect(parse(enc(prefix, p[0])) !== undefined, `33 bytes, prefix ${prefix}`).toBe(ok33);
      expect(parse(enc(prefix, p[0], p[1])) !== undefined, `65 bytes, prefix ${prefix}`).toBe(ok65);
    }
    // Wrong lengths (valid prefixes, valid data truncated or extended).
    const u = enc(4, p[0], p[1]);
    for (const len of [0, 1, 32, 34, 64, 66, 100]) {
      const b = new Uint8Array(len);
      b.set(u.subarray(0, Math.min(len, 65)));
      if (len > 0) b[0] = 4;
      expect(parse(b), `length ${len}, prefix 04`).toBeUndefined();
      if (len > 0) b[0] = 2;
      expect(parse(b), `length ${len}, prefix 02`).toBeUndefined();
    }
    // x ≥ p: x = p, p + 1, p + 7, 2^256 − 1 (also values whose residue would be on the curve).
    let xModOnCurve = 0;
    for (let d = 0n; d < 2000n; d++) {
      const x = P + d;
      if (x >= 1n << 256n) break;
      if (liftX(mod(x), false, 7n) !== null) xModOnCurve++;
      expect(parse(enc(2, x)), `x = p + ${d}`).toBeUndefined();
      expect(parse(enc(3, x)), `x = p + ${d}`).toBeUndefined();
      const pt = liftX(mod(x), false, 7n);
      if (pt !== null) expect(parse(enc(4, x, pt[1])), `65: x = p + ${d}`).toBeUndefined();
    }
    expect(xModOnCurve, "some x ≥ p reduce to a valid x").toBeGreaterThan(0);
    expect(parse(enc(2, (1n << 256n) - 1n))).toBeUndefined();
    // y ≥ p: y + p for a point with y + p < 2^256.
    for (let k = 0; k < 200; k++) {
      const q = randomPoint(rng);
      if (q[1] + P < 1n << 256n) {
        expect(parse(enc(4, q[0], q[1] + P)), "y ≥ p").toBeUndefined();
        expect(parse(enc(4, q[0], q[1]))).toEqual(q);
      }
    }
    expect(parse(enc(4, p[0], P))).toBeUndefined();
    // x not on the curve (compressed) and (x, y) not on the curve (uncompressed).
    let offCurve = 0;
    for (let k = 0; k < N; k++) {
      const x = rng.bigBelow(P);
      const on = sqrt(x * x * x + 7n) !== null;
      expect(parse(enc(2, x)) !== undefined).toBe(on);
      expect(parse(enc(3, x)) !== undefined).toBe(on);
      if (!on) offCurve++;
      const q = randomPoint(rng);
      expect(parse(enc(4, q[0], mod(q[1] + 1n + BigInt(rng.int(100)))))).toBeUndefined();
    }
    expect(offCurve).toBeGreaterThan(N / 4);
    expect(parse(enc(2, 0n))).toBeUndefined();
    expect(parse(enc(4, 0n, 0n))).toBeUndefined();
  });

  it("throws TypeError for a non-Uint8Array", () => {
    expect(() => g.geParsePubkey(r, [2, 3] as unknown as Uint8Array)).toThrow(TypeError);
    expect(() => g.geParsePubkey(r, "02" as unknown as Uint8Array)).toThrow(TypeError);
    expect(() => g.geParsePubkey(r, null as unknown as Uint8Array)).toThrow(TypeError);
    expect(() => g.geParsePubkey(r, new Uint16Array(33) as unknown as Uint8Array)).toThrow(TypeError);
  });
});

describe(`group ${fe.BACKEND}: tiny-secp256k1 point vectors`, () => {
  it("isPoint: every valid point parses and round trips, every invalid one is rejected", () => {
    let valid = 0;
    let invalid = 0;
    for (const v of vectors.valid.isPoint) {
      const b = unhex(v.P);
      const p = parse(b);
      expect(p !== undefined, `${v.P} (${v.description ?? ""})`).toBe(v.expected);
      if (p !== undefined) {
        expect(hex(serialize(p, b.length === 33)), v.P).toBe(v.P);
        valid++;
      } else invalid++;
    }
    expect(valid).toBeGreaterThan(2000);
    expect(invalid).toBeGreaterThan(15);
    ranVectors(FIXTURES, valid + invalid, "valid.isPoint");
  });

  it("pointCompress: serialization in both forms", () => {
    for (const v of vectors.valid.pointCompress) {
      const b = unhex(v.P);
      const p = parse(b);
      expect(p, v.P).toBeDefined();
      const compressed = v.compress ?? b.length === 33;
      expect(hex(serialize(p as Pt, compressed)), v.description ?? v.P).toBe(v.expected);
    }
    ranVectors(FIXTURES, vectors.valid.pointCompress.length, "valid.pointCompress");
  });

  it("pointAdd: parse, add with every formula, serialize", () => {
    const aj = g.gejCreate();
    const rj = g.gejCreate();
    const out = g.geCreate();
    const qg = g.geCreate();
    for (const v of vectors.valid.pointAdd) {
      const pb = unhex(v.P);
      const p = parse(pb) as Pt;
      const q = parse(unhex(v.Q)) as Pt;
      expect(p && q, v.description).toBeTruthy();
      const want = add(p, q);
      expect(want === null ? null : hex(serialize(want, pb.length === 33)), v.description).toBe(v.expected);
      g.geParsePubkey(qg, unhex(v.Q));
      g.gejSetGe(aj, geOf(p, rng));
      g.gejAddGeVar(rj, aj, qg);
      g.geSetGejVar(out, rj);
      expectGe(out, want, `addGeVar ${v.description ?? v.P}`);
      g.gejAddGe(rj, aj, qg);
      g.geSetGejVar(out, rj);
      expectGe(out, want, `addGe ${v.description ?? v.P}`);
    }
    ranVectors(FIXTURES, vectors.valid.pointAdd.length, "valid.pointAdd");
  });

  it("invalid points of every API (Expected Point) are rejected", () => {
    let n = 0;
    for (const list of Object.values(vectors.invalid)) {
      for (const v of list) {
        if (v.exception !== "Expected Point") continue;
        const bad = [v.P, v.Q]
          .filter((s): s is string => s !== undefined)
          .map((s) => parse(unhex(s)) === undefined);
        expect(
          bad.some((x) => x),
          `${v.description}: ${v.P} ${v.Q ?? ""}`,
        ).toBe(true);
        n++;
      }
    }
    expect(n).toBeGreaterThan(50);
    ranVectors(FIXTURES, n, "invalid (Expected Point)");
  });
});
