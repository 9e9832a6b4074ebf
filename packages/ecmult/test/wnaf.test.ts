// The backend-independent parts of @k1/ecmult: ecmultWnaf against its contract (digits odd and in
// range, gaps of at least w − 1 zeros, the value, the returned length) on random and edge scalars,
// on the halves of splitLambda (negative halves go through the negation) and split128, for every
// window 2..31; the window rule of ecmultWindows; table sizes (libsecp256k1's test_wnaf and
// test_ecmult_constants in spirit).
import {
  ecmultTableSize,
  ecmultWindows,
  ecmultWnaf,
  WINDOW_A,
  WINDOW_G,
  WNAF_HALF_LEN,
} from "@k1/ecmult/base";
import * as scalar from "@k1/scalar";
import { describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { EDGE, mod, N, sc, scBig, signedOf } from "./scalars.js";

const rng = new Rng("ecmult-wnaf");

/**
 * Checks the wNAF of a (value < 2^len after the sign flip) for window w and returns the digits.
 * Collects the first violation as a message, so that a failure names the rule and the digit.
 */
function checkWnaf(a: bigint, len: number, w: number, what: string): Int32Array {
  const wnaf = new Int32Array(len + 3).fill(0x55); // entries past len must be left alone
  const bits = ecmultWnaf(wnaf, len, sc(a), w);
  const lim = (1 << (w - 1)) - 1;
  let value = 0n;
  let last = -1;
  let prev = -1_000_000;
  let bad = "";
  for (let i = 0; i < len && bad === ""; i++) {
    const d = wnaf[i];
    if (d === 0) continue;
    if ((d & 1) !== 1) bad = `digit ${i} = ${d} is even`;
    else if (Math.abs(d) > lim) bad = `digit ${i} = ${d} exceeds ±${lim}`;
    else if (i - prev < w) bad = `digits ${prev} and ${i} closer than ${w}`;
    prev = i;
    last = i;
    value += BigInt(d) << BigInt(i);
  }
  if (bad === "" && bits !== last + 1) bad = `returned ${bits}, highest digit at ${last}`;
  if (bad === "" && wnaf[len] !== 0x55) bad = "wrote past len";
  if (bad === "" && mod(value) !== a) bad = `value ${value.toString(16)}`;
  expect(bad, `${what}`).toBe("");
  return wnaf;
}

/**
 * libsecp256k1's `secp256k1_ecmult_wnaf` as written there (one bit per step over the runs equal to
 * the carry), on a value below 2^len after the sign flip: the naive reference whose digits
 * ecmultWnaf must reproduce exactly.
 */
function wnafRef(a: bigint, len: number, w: number): { digits: number[]; bits: number } {
  let v = a;
  let sign = 1;
  if (v >> 255n) {
    v = (N - v) % N;
    sign = -1;
  }
  const digits = new Array<number>(len).fill(0);
  let bit = 0;
  let carry = 0;
  let last = -1;
  while (bit < len) {
    if (Number((v >> BigInt(bit)) & 1n) === carry) {
      bit++;
      continue;
    }
    const now = Math.min(w, len - bit);
    let word = Number((v >> BigInt(bit)) & ((1n << BigInt(now)) - 1n)) + carry;
    carry = Math.floor(word / 2 ** (w - 1)) & 1;
    word -= carry * 2 ** w;
    digits[bit] = sign * word;
    last = bit;
    bit += now;
  }
  return { digits, bits: last + 1 };
}

describe("ecmultWnaf", () => {
  it("full scalars (len 256), every window 2..31, random and edge values", () => {
    for (const a of EDGE) for (let w = 2; w <= 31; w++) checkWnaf(a, 256, w, `edge ${a.toString(16)} w ${w}`);
    const n = Math.max(20, COUNT / 100);
    for (let k = 0; k < n; k++) {
      const a = rng.big256() % N;
      for (let w = 2; w <= 31; w++) checkWnaf(a, 256, w, `random ${a.toString(16)} w ${w}`);
    }
  });

  it("the same digits as libsecp256k1's bit-by-bit loop, on sparse, dense and random scalars", () => {
    const wnaf = new Int32Array(256);
    const half = scalar.create();
    const other = scalar.create();
    const n = Math.max(200, COUNT / 20);
    for (let k = 0; k < n + EDGE.length; k++) {
      // Runs of zeros and of ones of every length, across word boundaries, and the split halves.
      let a: bigint;
      if (k < EDGE.length) a = EDGE[k];
      else if (k % 3 === 0) a = rng.big256() & rng.big256() & rng.big256() & rng.big256();
      else if (k % 3 === 1) a = rng.big256() | rng.big256() | rng.big256();
      else a = rng.big256();
      a %= N;
      const cases: [bigint, number][] = [[a, 256]];
      scalar.splitLambda(half, other, sc(a));
      cases.push([scBig(half), WNAF_HALF_LEN], [scBig(other), WNAF_HALF_LEN]);
      for (const [v, len] of cases) {
        for (const w of [2, 3, 4, 5, 6, 8, 15, 16, 31]) {
          const bits = ecmultWnaf(wnaf, len, sc(v), w);
          const ref = wnafRef(v, len, w);
          let same = bits === ref.bits;
          for (let i = 0; same && i < len; i++) same = wnaf[i] === ref.digits[i];
          if (!same)
            expect(Array.from(wnaf.subarray(0, len)), `${v.toString(16)} len ${len} w ${w}`).toEqual(
              ref.digits,
            );
          expect(bits, `${v.toString(16)} len ${len} w ${w}: length`).toBe(ref.bits);
        }
      }
    }
  });

  it("the halves of splitLambda (len 129, WINDOW_A) and of split128 (len 129, WINDOW_G)", () => {
    const r1 = scalar.create();
    const r2 = scalar.create();
    let negative = 0;
    let top = 0;
    const n = Math.max(100, COUNT / 50);
    for (let k = 0; k < n + EDGE.length; k++) {
      const a = k < EDGE.length ? EDGE[k] : rng.big256() % N;
      scalar.splitLambda(r1, r2, sc(a));
      for (const h of [r1, r2]) {
        const v = scBig(h);
        if (signedOf(v) < 0n) negative++;
        checkWnaf(v, WNAF_HALF_LEN, WINDOW_A, `half of ${a.toString(16)}`);
        checkWnaf(v, WNAF_HALF_LEN, 2, `half of ${a.toString(16)}, w 2`);
      }
      scalar.split128(r1, r2, sc(a));
      for (const h of [r1, r2]) {
        const d = checkWnaf(scBig(h), WNAF_HALF_LEN, WINDOW_G, `128-half of ${a.toString(16)}`);
        if (d[128] !== 0) top++;
      }
    }
    expect(negative, "negative halves seen").toBeGreaterThan(n / 4);
    expect(top, "a digit at bit 128 seen").toBeGreaterThan(0);
  });

  it("values just below 2^128 need the 129th digit", () => {
    for (const w of [2, 4, 5, 8, 15, 16, 31]) {
      for (const v of [(1n << 128n) - 1n, (1n << 128n) - 3n]) {
        const d = checkWnaf(v, 129, w, `2^128 bound, w ${w}`);
        expect(d[128], `top digit for ${v.toString(16)} w ${w}`).toBe(1);
      }
      checkWnaf((1n << 127n) + (1n << 126n) + 1n, 129, w, `2^127 + 2^126 + 1, w ${w}`);
      // The negation of such a value (bit 255 set) recodes in 129 digits too.
      checkWnaf(N - ((1n << 128n) - 1n), 129, w, `−(2^128 − 1), w ${w}`);
    }
  });

  it("zero gives no digits", () => {
    const wnaf = new Int32Array(129).fill(7);
    expect(ecmultWnaf(wnaf, 129, sc(0n), 5)).toBe(0);
    expect(wnaf.every((d) => d === 0)).toBe(true);
  });
});

describe("windows and table sizes", () => {
  it("ecmultTableSize is 2^(w − 2)", () => {
    for (let w = 2; w <= 24; w++) expect(ecmultTableSize(w)).toBe(2 ** (w - 2));
  });

  it("secp256k1 uses WINDOW_A / WINDOW_G; the test groups the largest windows without infinity", () => {
    expect(ecmultWindows(N)).toEqual({ windowA: WINDOW_A, windowG: WINDOW_G });
    // libsecp256k1's EXHAUSTIVE_TEST_ORDER G windows are 3, 4, 8.
    expect(ecmultWindows(7n)).toEqual({ windowA: 3, windowG: 3 });
    expect(ecmultWindows(13n)).toEqual({ windowA: 4, windowG: 4 });
    expect(ecmultWindows(199n)).toEqual({ windowA: 5, windowG: 8 });
    for (const q of [5n, 7n, 13n, 31n, 199n, 8191n]) {
      const { windowA, windowG } = ecmultWindows(q);
      for (const w of [windowA, windowG]) expect((1n << BigInt(w - 1)) - 1n < q).toBe(true);
      expect((1n << BigInt(windowG)) - 1n < q, `order ${q}: window ${windowG} is the largest`).toBe(false);
    }
  });
});
