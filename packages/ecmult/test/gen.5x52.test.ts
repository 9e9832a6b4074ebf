// ecmult_gen (5x52 template; the build writes the 10x26 copy): the comb configuration, the table
// against libsecp256k1's precomputed one and against the BigInt reference, multiplication against
// BigInt double-and-add on random and edge scalars with and without blinding, the blinding
// derivation against an independent RFC 6979 generator (node:crypto), and the hash primitives.
import { createHash, createHmac } from "node:crypto";
import { EXHAUSTIVE_7 } from "@k1/group/base";
import * as scalar from "@k1/scalar/5x52";
import { describe, expect, it } from "vitest";
import { bigToBytes, bytesToBig, COUNT, hex, Rng } from "../../../test-utils/rng.js";
import {
  tableConversion,
  tableGetVar,
  tableSelect,
  tableSelectViaStorage,
  tableSet,
  tableSetLambda,
} from "../src/ct-lookup.5x52.js";
import { type CtTable, ctTableCreate } from "../src/ct-table.js";
import {
  ecmultGen,
  ecmultGenComputeTable,
  ecmultGenConfig,
  ecmultGenContextClear,
  ecmultGenContextCreate,
  ecmultGenContextRandomize,
  ecmultGenGe,
  ecmultGenTable,
} from "../src/gen.5x52.js";
import { combTableComputeBigInt } from "../src/gen-compute.js";
import {
  COMB_BLOCKS,
  COMB_TEETH,
  combConfig,
  combConfigForOrder,
  combScalarDiff,
} from "../src/gen-params.js";
import { hmacSha256, rfc6979Create, rfc6979Generate, rfc6979Initialize, sha256 } from "../src/gen-rng.js";
import { fe, g, gejVal, geVal } from "./helpers.5x52.js";
import { G, mulRef, N, neg, P } from "./ref.js";

/** Backend-independent parts run once, in the 5x52 copy. */
// (Compared with "10x26", which the generated 10x26 copy of this file keeps unchanged.)
/** Random cases per property (each multiplication is checked against a BigInt double-and-add). */
const CASES = Math.max(40, Math.floor(COUNT / 50));

function sc(v: bigint): scalar.Scalar {
  const r = scalar.create();
  scalar.setB32(r, bigToBytes(((v % N) + N) % N));
  return r;
}

function scVal(a: scalar.Scalar): bigint {
  const b = new Uint8Array(32);
  scalar.getB32(b, a);
  return bytesToBig(b);
}

function feVal(a: fe.Fe): bigint {
  const t = fe.create();
  fe.copy(t, a);
  fe.normalize(t);
  return fe.toBigInt(t) % P;
}

// sha256 of libsecp256k1's src/precomputed_ecmult_gen.c (commit 687155df), entry by entry as
// x ‖ y, 32 bytes each big endian, for its three configurations (computed from that file).
const LIBSECP_TABLE_SHA256: Record<string, string> = {
  "2x5x26": "0124c4ff28ef8270206f7d185d4b973297dea0d5465dfa5a5157e2ed984b8fd0",
  "11x6x4": "8eaf87b95ece8f69894eaa46867e8d96343711058cbd5fdf2e4aa62e5534a991",
  "43x6x1": "447f31396a4a842664aecdd7ff97e3bcd42a08e42b57e9a717fe48b7838908c1",
};

function tableDigest(t: CtTable, entries: number): string {
  const h = createHash("sha256");
  const ge = g.geCreate();
  const buf = new Uint8Array(64);
  for (let i = 0; i < entries; i++) {
    tableGetVar(ge, t, i);
    g.geToBytes(buf, ge);
    h.update(buf);
  }
  return h.digest("hex");
}

describe("comb configuration", () => {
  it("derives libsecp256k1's values", () => {
    expect(combConfig(43, 6)).toEqual({
      blocks: 43,
      teeth: 6,
      range: 256,
      spacing: 1,
      bits: 258,
      points: 32,
    });
    expect(combConfig(11, 6)).toEqual({
      blocks: 11,
      teeth: 6,
      range: 256,
      spacing: 4,
      bits: 264,
      points: 32,
    });
    expect(combConfig(2, 5)).toEqual({ blocks: 2, teeth: 5, range: 256, spacing: 26, bits: 260, points: 16 });
    expect(combConfigForOrder(N)).toEqual(combConfig(COMB_BLOCKS, COMB_TEETH));
    expect(combConfigForOrder(7n)).toMatchObject({ blocks: 1, teeth: 2, range: 3, spacing: 2, bits: 4 });
    expect(combConfigForOrder(13n)).toMatchObject({ blocks: 1, teeth: 2, range: 4, spacing: 2, bits: 4 });
    expect(combConfigForOrder(199n)).toMatchObject({ blocks: 2, teeth: 3, range: 8, spacing: 2, bits: 12 });
    expect(ecmultGenConfig()).toEqual(combConfig(COMB_BLOCKS, COMB_TEETH));
  });

  it("rejects configurations libsecp256k1 rejects", () => {
    expect(() => combConfig(0, 6)).toThrow(RangeError);
    expect(() => combConfig(257, 1)).toThrow(RangeError);
    expect(() => combConfig(4, 9)).toThrow(RangeError);
    expect(() => combConfig(44, 6)).toThrow(/COMB_BLOCKS can be reduced/);
    expect(() => combConfig(33, 8)).toThrow(/COMB_BLOCKS can be reduced/);
    expect(() => combConfigForOrder(11n)).toThrow(RangeError);
  });

  it("computes (2^COMB_BITS − 1)/2 mod the order", () => {
    for (const order of [N, 7n, 13n, 199n]) {
      for (const bits of [4, 12, 258, 260, 264]) {
        const d = combScalarDiff(bits, order);
        expect((2n * d) % order).toBe((((1n << BigInt(bits)) - 1n) % order) as bigint);
      }
    }
  });
});

describe("comb table", () => {
  it("equals libsecp256k1's precomputed tables for its three configurations", () => {
    for (const [blocks, teeth] of [
      [2, 5],
      [11, 6],
      [43, 6],
    ]) {
      const c = combConfig(blocks, teeth);
      const entries = c.blocks * c.points;
      const t = ctTableCreate(entries);
      ecmultGenComputeTable(t, g.GE_CONST_G, c.blocks, c.teeth, c.spacing);
      expect(tableDigest(t, entries), `${blocks}x${teeth}`).toBe(
        LIBSECP_TABLE_SHA256[`${blocks}x${teeth}x${c.spacing}`],
      );
    }
  });

  it("refuses too small a table and a configuration with an entry at infinity", () => {
    const c = combConfig(2, 5);
    const entries = c.blocks * c.points;
    expect(() =>
      ecmultGenComputeTable(ctTableCreate(entries - 1), g.GE_CONST_G, c.blocks, c.teeth, c.spacing),
    ).toThrow(/too small/);
    // In the group of order 7, the all-negative entry of a 3-tooth block is −(1 + 2 + 4)·G/2 = O.
    const e7 = EXHAUSTIVE_7;
    expect(() => combTableComputeBigInt(ctTableCreate(4), e7.gx, e7.gy, e7.order, 1, 3, 1)).toThrow(
      /entry 0 is infinity/,
    );
    // Whereas with 2 teeth no entry is: entry 0 = −3·G/2 = 2·G, entry 1 = −G/2 = 3·G (1/2 = 4 mod 7).
    const t = ctTableCreate(2);
    combTableComputeBigInt(t, e7.gx, e7.gy, e7.order, 1, 2, 1);
    const limbs = (i: number, plane0: number) => {
      let v = 0n;
      for (let k = 4; k >= 0; k--) v = (v << 52n) + BigInt(t.buf[i + (plane0 + k) * 2]);
      return v;
    };
    for (const [i, k] of [
      [0, 2n],
      [1, 3n],
    ] as const) {
      expect([limbs(i, 0), limbs(i, 5)], `entry ${i}`).toEqual(mulRef(k, [e7.gx, e7.gy]));
    }
  });

  it("in use equals the BigInt definition (first and last block, and random entries)", () => {
    const c = ecmultGenConfig();
    const t = ecmultGenTable();
    const half = (N + 1n) / 2n;
    const ge = g.geCreate();
    const rng = new Rng("comb table");
    const picks: [number, number][] = [];
    for (let index = 0; index < c.points; index++) picks.push([0, index], [c.blocks - 1, index]);
    for (let i = 0; i < CASES; i++) picks.push([rng.int(c.blocks), rng.int(c.points)]);
    for (const [block, index] of picks) {
      {
        // Σ_t ±2^((block·teeth + t)·spacing)·G/2, + where bit t of index is set, − for the top tooth.
        let k = 0n;
        for (let tooth = 0; tooth < c.teeth; tooth++) {
          const pw = 1n << BigInt((block * c.teeth + tooth) * c.spacing);
          k += tooth < c.teeth - 1 && (index >> tooth) & 1 ? pw : -pw;
        }
        tableGetVar(ge, t, block * c.points + index);
        expect(geVal(ge), `entry ${block}/${index}`).toEqual(mulRef(((((k % N) + N) % N) * half) % N, G));
      }
    }
  });
});

describe("constant-time table lookup", () => {
  it("converts by direct limb writes on both backends", () => {
    expect(tableConversion()).toBe(fe.BACKEND === "10x26" ? 26 : 52);
  });

  it("returns the entry, for coordinates at the limb edges", () => {
    const rng = new Rng("ct-lookup");
    const L = 2n ** 52n;
    const edges = [
      1n,
      2n,
      P - 1n,
      P - 2n,
      L - 1n,
      L,
      L + 1n,
      0xffffefffffc2fn,
      0xffffefffffc30n,
      P - L,
      (P + 1n) / 2n,
    ];
    for (let k = 1n; k < 5n; k++) edges.push(L ** k - 1n, L ** k, P - L ** k, P - L ** k + 1n);
    const vals = (): bigint => (rng.int(3) === 0 ? edges[rng.int(edges.length)] : 1n + rng.bigBelow(P - 1n));
    const count = 16;
    const t = ctTableCreate(count);
    const pts: [bigint, bigint][] = [];
    const a = g.geCreate();
    const r = g.geCreate();
    for (let round = 0; round < Math.max(8, CASES / 8); round++) {
      pts.length = 0;
      for (let i = 0; i < count; i++) {
        const p: [bigint, bigint] = [vals(), vals()];
        pts.push(p);
        fe.setB32Mod(a.x, bigToBytes(p[0]));
        fe.setB32Mod(a.y, bigToBytes(p[1]));
        a.infinity = 0;
        tableSet(t, i, a);
      }
      for (let i = 0; i < count; i++) {
        tableSelect(r, t, 0, count, i, 0);
        if (__VERIFY__) expect(fe.verifyState(r.x).normalized && fe.verifyState(r.y).normalized).toBe(true);
        expect([fe.toBigInt(r.x), fe.toBigInt(r.y)], `entry ${i}`).toEqual(pts[i]);
        // With y negated (2p − y by limbs: magnitude 2, as fe.negate(y, y, 1)).
        tableSelect(r, t, 0, count, i, 1);
        if (__VERIFY__)
          expect([fe.verifyState(r.x).normalized, fe.verifyState(r.y).magnitude]).toEqual([true, 2]);
        expect([fe.toBigInt(r.x), fe.toBigInt(r.y)], `entry ${i}, negated`).toEqual([
          pts[i][0],
          (P - pts[i][1]) % P,
        ]);
        // The storage-form conversion (the path of a backend with another limb layout).
        for (const negate of [0, 1]) {
          tableSelectViaStorage(r, t, 0, count, i, negate);
          if (__VERIFY__) expect(fe.verifyState(r.x).normalized).toBe(true);
          expect([fe.toBigInt(r.x), fe.toBigInt(r.y)], `entry ${i}, storage form, negate ${negate}`).toEqual([
            pts[i][0],
            negate === 1 ? (P - pts[i][1]) % P : pts[i][1],
          ]);
        }
      }
      // A sub-range (base, count) of the table.
      tableSelect(r, t, 4, 8, 3, 0);
      expect(fe.toBigInt(r.x)).toBe(pts[7][0]);
      tableSelect(r, t, 4, 8, 3, 1);
      expect(fe.toBigInt(r.y)).toBe((P - pts[7][1]) % P);
      // tableSetLambda (ecmult_const's λ images): entry 8 + i gets the given x, here of magnitude 3
      // (−(−x)), and entry i's y.
      const nx = fe.create();
      for (let i = 0; i < 8; i++) {
        const xv = vals();
        fe.setB32Mod(a.x, bigToBytes(xv));
        fe.negate(nx, a.x, 1);
        fe.negate(a.x, nx, 2);
        tableSetLambda(t, 8 + i, i, a.x);
        for (const negate of [0, 1]) {
          tableSelect(r, t, 0, count, 8 + i, negate);
          expect([fe.toBigInt(r.x), fe.toBigInt(r.y)], `λ entry ${8 + i}, negate ${negate}`).toEqual([
            xv % P,
            negate === 1 ? (P - pts[i][1]) % P : pts[i][1],
          ]);
        }
      }
      // …and left every source entry as it was.
      for (let i = 0; i < 8; i++) {
        for (const negate of [0, 1]) {
          tableSelect(r, t, 0, count, i, negate);
          expect(
            [fe.toBigInt(r.x), fe.toBigInt(r.y)],
            `entry ${i} after tableSetLambda, negate ${negate}`,
          ).toEqual([pts[i][0], negate === 1 ? (P - pts[i][1]) % P : pts[i][1]]);
        }
      }
    }
  });
});

describe("ecmultGen", () => {
  const ctx = ecmultGenContextCreate();
  const r = g.gejCreate();
  const ra = g.geCreate();

  function check(k: bigint, what: string): void {
    const s = sc(k);
    ecmultGen(ctx, r, s);
    const want = mulRef(((k % N) + N) % N, G);
    expect(gejVal(r), what).toEqual(want);
    expect(r.infinity, what).toBe(want === null ? 1 : 0);
    ecmultGenGe(ctx, ra, s);
    expect(geVal(ra), what).toEqual(want);
  }

  // Scalars at the edges of the range and of the 2^128 halves, and those whose comb scalar
  // d = k + scalarOffset is all zeros or all ones (every tooth negative / positive).
  function edges(): bigint[] {
    const off = scVal(ctx.scalarOffset);
    const out = [0n, 1n, 2n, 3n, N - 1n, N - 2n, (N - 1n) / 2n, (N + 1n) / 2n];
    for (const b of [127n, 128n, 129n, 255n])
      out.push((1n << b) - 1n, 1n << b, (1n << b) + 1n, N - (1n << b));
    out.push(
      -off,
      N - 1n - off,
      (1n << 256n) - 1n - N - off,
      0x5555555555555555555555555555555555555555555555555555555555555555n - off,
    );
    return out;
  }

  it("is k·G on edge scalars, without blinding", () => {
    for (const k of edges()) check(k, `k = ${k.toString(16)}`);
  });

  it("is k·G on random scalars, with and without blinding", () => {
    const rng = new Rng("ecmultGen random");
    for (let i = 0; i < CASES; i++) {
      if (i % 8 === 0) ecmultGenContextRandomize(ctx, i % 16 === 0 ? null : rng.bytes(32));
      const k = rng.big256([0n, N, 1n << 128n]) % N;
      check(k, `case ${i}: k = ${k.toString(16)}`);
    }
  });

  it("is k·G on edge scalars, after blinding", () => {
    const rng = new Rng("ecmultGen blinded edges");
    for (let round = 0; round < 4; round++) {
      ecmultGenContextRandomize(ctx, rng.bytes(32));
      for (const k of edges()) check(k, `round ${round}, k = ${k.toString(16)}`);
    }
  });
});

/** libsecp256k1's RFC 6979 HMAC-SHA256 generator on node:crypto, written from RFC 6979 3.2. */
function drbgRef(key: Uint8Array): () => Uint8Array {
  const hm = (k: Uint8Array, ...m: Uint8Array[]) => {
    const h = createHmac("sha256", k);
    for (const x of m) h.update(x);
    return new Uint8Array(h.digest());
  };
  let v: Uint8Array = new Uint8Array(32).fill(1);
  let k: Uint8Array = new Uint8Array(32);
  k = hm(k, v, Uint8Array.of(0), key);
  v = hm(k, v);
  k = hm(k, v, Uint8Array.of(1), key);
  v = hm(k, v);
  let retry = false;
  return () => {
    if (retry) {
      k = hm(k, v, Uint8Array.of(0));
      v = hm(k, v);
    }
    retry = true;
    v = hm(k, v);
    return v;
  };
}

describe("blinding (ecmultGenContextRandomize)", () => {
  it("resets to no blinding with null", () => {
    const ctx = ecmultGenContextCreate();
    ecmultGenContextRandomize(ctx, new Uint8Array(32).fill(9));
    ecmultGenContextRandomize(ctx, null);
    const diff = combScalarDiff(ecmultGenConfig().bits, N);
    expect(scVal(ctx.scalarOffset)).toBe((diff + 1n) % N);
    expect(geVal(ctx.geOffset)).toEqual(neg(G));
    expect(feVal(ctx.projBlind)).toBe(1n);
  });

  it("derives libsecp256k1's values from the seed, chained through scalarOffset", () => {
    const rng = new Rng("blinding");
    const ctx = ecmultGenContextCreate();
    const diff = combScalarDiff(ecmultGenConfig().bits, N);
    for (let round = 0; round < 6; round++) {
      const seed = rng.bytes(32);
      const key = new Uint8Array(64);
      key.set(bigToBytes(scVal(ctx.scalarOffset)));
      key.set(seed, 32);
      const next = drbgRef(key);
      let f = bytesToBig(next()) % P;
      if (f === 0n) f = 1n;
      let b = bytesToBig(next()) % N;
      if (b === 0n) b = 1n;
      ecmultGenContextRandomize(ctx, seed);
      expect(feVal(ctx.projBlind), `round ${round}`).toBe(f);
      expect(scVal(ctx.scalarOffset), `round ${round}`).toBe((((diff - b) % N) + N) % N);
      expect(geVal(ctx.geOffset), `round ${round}`).toEqual(mulRef(b, G));
    }
  });

  it("restarts a cleared context", () => {
    const ctx = ecmultGenContextCreate();
    ecmultGenContextClear(ctx);
    expect(ctx.built).toBe(0);
    expect(scalar.isZero(ctx.scalarOffset)).toBe(true);
    const seed = new Uint8Array(32).fill(3);
    ecmultGenContextRandomize(ctx, seed);
    const fresh = ecmultGenContextCreate();
    ecmultGenContextRandomize(fresh, seed);
    expect(scVal(ctx.scalarOffset)).toBe(scVal(fresh.scalarOffset));
    expect(ctx.built).toBe(1);
    const r = g.gejCreate();
    ecmultGen(ctx, r, sc(12345n));
    expect(gejVal(r)).toEqual(mulRef(12345n, G));
  });

  it("rejects a seed that is not 32 bytes", () => {
    const ctx = ecmultGenContextCreate();
    expect(() => ecmultGenContextRandomize(ctx, new Uint8Array(31))).toThrow(TypeError);
    expect(() => ecmultGenContextRandomize(ctx, [1, 2] as unknown as Uint8Array)).toThrow(TypeError);
  });
});

describe("hashes of the blinding generator", () => {
  it("sha256 and hmacSha256 equal node:crypto on every length up to 300 bytes", () => {
    const rng = new Rng("sha256");
    const out = new Uint8Array(32);
    for (let len = 0; len <= 300; len++) {
      const m = rng.bytes(len);
      expect(hex(sha256(m)), `sha256 len ${len}`).toBe(createHash("sha256").update(m).digest("hex"));
      const key = rng.bytes(len % 100);
      hmacSha256(out, key, m);
      expect(hex(out), `hmac len ${len}`).toBe(createHmac("sha256", key).update(m).digest("hex"));
    }
    const longKey = rng.bytes(130);
    hmacSha256(out, longKey, Uint8Array.of(1), Uint8Array.of(2, 3));
    expect(hex(out)).toBe(
      createHmac("sha256", longKey)
        .update(Uint8Array.of(1, 2, 3))
        .digest("hex"),
    );
  });

  it("the RFC 6979 generator gives libsecp256k1's test vectors (run_rfc6979_hmac_sha256_tests)", () => {
    const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
    const key1 = fromHex(
      "0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f004bf5122f344554c53bde2ebb8cd2b7e3d1600ad631c385a5d7cce23c7785459a",
    );
    const out1 = [
      "4fe29525b2086809159acdf0506efb86b0ec932c7ba44256ab321e421e67e9fb",
      "2bf0fff1d3c378a22dc5de1d856522325c65b504491a0cbd01cb8f3aa67ffd4a",
      "f528b410cb541f77000d7afb6c5b53c5c471eab43e466d9ac5190c39c82fd82e",
    ];
    const key2 = fromHex(
      "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
    const out2 = [
      "9c236c165b82ae0cd590659e100b6bab3036e7ba8b06749baf6981e16f1a2b95",
      "df471061625bc0ea14b682feee2c9c02f235da04204c1d62a1536c6e17aed7a9",
      "7597887cbd76321f32e30440679a22cf7f8d9d2eac390e581fea091ce202ba94",
    ];
    const rng = rfc6979Create();
    const out = new Uint8Array(32);
    rfc6979Initialize(rng, key1);
    for (const want of out1) {
      rfc6979Generate(rng, out);
      expect(hex(out)).toBe(want);
    }
    rfc6979Initialize(rng, Uint8Array.of(...key1, 0));
    for (const want of out1) {
      rfc6979Generate(rng, out);
      expect(hex(out)).not.toBe(want);
    }
    rfc6979Initialize(rng, key2);
    for (const want of out2) {
      rfc6979Generate(rng, out);
      expect(hex(out)).toBe(want);
    }
  });
});
