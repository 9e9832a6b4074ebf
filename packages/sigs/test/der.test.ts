// der.ts (and the argument checks of validate.ts / errors.ts it throws through):
// - compact and DER round trips on random r/s with leading zero bytes, high bit set, zero values, n-adjacent
//   and 2^256−1, against an independent BigInt DER encoder;
// - every non-strict class rejected by parseDer with ERR_DER, each built from a valid encoding;
// - what libsecp256k1's contrib/lax_der_parsing.c accepts (and what it returns: both zero on overflow)
//   accepted by parseDerLax, what it rejects rejected;
// - fuzzing: any input parseDer accepts is the unique minimal encoding (re-serialises to itself) and the
//   lax parser agrees with it;
// - Wycheproof's ECDSA DER signatures (valid ones parse and re-serialise; BER/invalid encodings are rejected).
import { describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { bigToBytes, bytesToBig, COUNT, hex, Rng } from "../../../test-utils/rng.js";
import { ranVectors, readVector } from "../../../test-utils/vectors.js";
import { parseCompact, parseDer, parseDerLax, serializeCompact, serializeDer } from "../src/der.js";
import { isK1Error, K1_ERROR_CODES, K1Error } from "../src/errors.js";
import { assertBytes, assertInteger, assertOptionalBytes, isBytes } from "../src/validate.js";

const rng = new Rng("sigs-der");
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const fromHex = (h: string) => Uint8Array.from(Buffer.from(h, "hex"));
const cat = (...a: (Uint8Array | number[])[]) =>
  new Uint8Array(Buffer.concat(a.map((x) => Uint8Array.from(x))));

/** Independent minimal DER INTEGER of a non-negative BigInt: big-endian magnitude, 0x00 prefix if the top bit is set. */
function refInt(x: bigint): Uint8Array {
  let h = x.toString(16);
  if (h.length % 2) h = `0${h}`;
  if (Number.parseInt(h.slice(0, 2), 16) >= 0x80) h = `00${h}`;
  const body = fromHex(h);
  return cat([0x02, body.length], body);
}
function refDer(r: bigint, s: bigint): Uint8Array {
  const body = cat(refInt(r), refInt(s));
  return cat([0x30, body.length], body);
}
/** Raw pieces: seq(content) with a given length encoding, int(bytes) with a given length encoding. */
const seq = (content: Uint8Array, len: number[] = [content.length]) => cat([0x30, ...len], content);
const int = (body: number[] | Uint8Array, len: number[] = [body.length]) =>
  cat([0x02, ...len], Uint8Array.from(body));

/** A value of 32 bytes with a random structure: leading zeros, high bit, zero, tiny, n-adjacent, max. */
function randomValue(): bigint {
  switch (rng.int(10)) {
    case 0:
      return 0n;
    case 1:
      return BigInt(rng.int(256)); // one byte, high bit or not
    case 2:
      return rng.bigBits(8 * (1 + rng.int(32))); // random byte length → leading zero bytes
    case 3:
      return (1n << 255n) | rng.bigBits(255); // high bit set
    case 4:
      return [N - 1n, N, N + 1n, 2n ** 256n - 1n, 0x80n, 0x7fn, 0xffn, 0x100n][rng.int(8)];
    case 5:
      return (1n << BigInt(8 * rng.int(32) + 7)) | rng.bigBits(8 * rng.int(32)); // high bit of a shorter length
    default:
      return rng.bigBits(256);
  }
}

function expectDerError(fn: () => unknown, what: string, msg?: RegExp): void {
  try {
    fn();
  } catch (e) {
    expect(isK1Error(e, "ERR_DER"), `${what}: threw ${String(e)}`).toBe(true);
    if (msg) expect((e as Error).message, what).toMatch(msg);
    return;
  }
  expect.unreachable(`${what}: accepted`);
}

describe("compact encoding", () => {
  it("parseCompact / serializeCompact round trip, and outputs are copies", () => {
    for (let i = 0; i < 200; i++) {
      const sig = rng.bytes(64);
      const { r32, s32 } = parseCompact(sig);
      expect(hex(r32) + hex(s32), `parseCompact case ${i}`).toBe(hex(sig));
      expect(hex(serializeCompact(r32, s32)), `serializeCompact case ${i}`).toBe(hex(sig));
      sig[0] ^= 1;
      sig[63] ^= 1;
      expect(hex(r32) + hex(s32), `parseCompact copies case ${i}`).not.toBe(hex(sig));
    }
  });
  it("rejects wrong lengths and types", () => {
    for (const len of [0, 63, 65]) {
      expect(() => parseCompact(new Uint8Array(len)), `parseCompact len ${len}`).toThrow(
        /sig64: expected Uint8Array of length 64/,
      );
    }
    expect(() => serializeCompact(new Uint8Array(31), new Uint8Array(32)), "serializeCompact r31").toThrow(
      K1Error,
    );
    expect(() => parseCompact("00" as unknown as Uint8Array), "parseCompact string").toThrow(/got string/);
  });
});

describe("strict DER round trips (vs an independent encoder)", () => {
  it("random r, s with leading zeros, high bits, zeros and edge values", () => {
    for (let i = 0; i < COUNT; i++) {
      const r = randomValue();
      const s = randomValue();
      const id = `r=0x${r.toString(16)} s=0x${s.toString(16)}`;
      const der = serializeDer(bigToBytes(r), bigToBytes(s));
      expect(hex(der), `serializeDer ${id}`).toBe(hex(refDer(r, s)));
      expect(der.length, `length ${id}`).toBeLessThanOrEqual(72);
      const p = parseDer(der);
      expect([bytesToBig(p.r32), bytesToBig(p.s32)], `parseDer ${id}`).toEqual([r, s]);
      const l = parseDerLax(der);
      const inRange = r < N && s < N;
      expect([bytesToBig(l.r32), bytesToBig(l.s32)], `parseDerLax ${id}`).toEqual(
        inRange ? [r, s] : [0n, 0n],
      );
    }
  });

  it("known encodings: zero, 0x7f, 0x80, max", () => {
    expect(hex(serializeDer(new Uint8Array(32), new Uint8Array(32))), "r=s=0").toBe("3006020100020100");
    expect(hex(serializeDer(bigToBytes(0x7fn), bigToBytes(0x80n))), "r=0x7f s=0x80").toBe(
      "30070201 7f02020080".replace(/ /g, ""),
    );
    const max = new Uint8Array(32).fill(0xff);
    expect(hex(serializeDer(max, max)), "r=s=2^256-1").toBe(
      `3046022100${"ff".repeat(32)}022100${"ff".repeat(32)}`,
    );
  });
});

describe("strict DER rejects every non-strict class (ERR_DER)", () => {
  const r = int([0x01, 0x23]);
  const s = int([0x45]);
  const good = seq(cat(r, s));
  it("the base case parses", () => {
    expect(hex(parseDer(good).r32).slice(-4), "base r").toBe("0123");
  });

  const cases: [string, Uint8Array, RegExp][] = [
    ["empty input", new Uint8Array(0), /empty/],
    ["SEQUENCE tag 0x31", cat([0x31], good.subarray(1)), /SEQUENCE tag/],
    ["SEQUENCE tag 0x10 (no constructed bit)", cat([0x10], good.subarray(1)), /SEQUENCE tag/],
    ["INTEGER tag 0x03 for r", seq(cat([0x03], r.subarray(1), s)), /INTEGER tag 0x02 for r/],
    ["INTEGER tag 0x22 (constructed) for s", seq(cat(r, [0x22], s.subarray(1))), /INTEGER tag 0x02 for s/],
    ["SEQUENCE length too long", seq(cat(r, s), [9]), /SEQUENCE length exceeds/],
    ["SEQUENCE length too short (garbage after)", seq(cat(r, s), [6]), /garbage after the SEQUENCE/],
    ["trailing byte after the SEQUENCE", cat(good, [0x00]), /garbage after/],
    ["garbage inside the SEQUENCE", seq(cat(r, s, [0x00])), /garbage inside/],
    ["third INTEGER inside the SEQUENCE", seq(cat(r, s, int([0x01]))), /garbage inside/],
    ["long-form SEQUENCE length for < 128 (0x81 0x07)", seq(cat(r, s), [0x81, 7]), /non-minimal length/],
    [
      "long-form SEQUENCE length with leading zero (0x82 0x00 0x07)",
      seq(cat(r, s), [0x82, 0, 7]),
      /leading zero/,
    ],
    ["indefinite SEQUENCE length 0x80", seq(cat(r, s, [0, 0]), [0x80]), /indefinite/],
    ["SEQUENCE length byte 0xff", seq(cat(r, s), [0xff]), /0xff/],
    [
      "long-form r length for < 128 (0x81 0x02)",
      seq(cat(int([0x01, 0x23], [0x81, 2]), s)),
      /non-minimal length/,
    ],
    ["long-form s length with leading zero", seq(cat(r, int([0x45], [0x82, 0, 1]))), /leading zero/],
    ["indefinite r length", seq(cat(int([0x01, 0x23], [0x80]), s)), /indefinite/],
    [
      "long-form length of 9 bytes",
      seq(cat(int([0x01], [0x89, 1, 0, 0, 0, 0, 0, 0, 0, 0]), s)),
      /more than 8 bytes|exceeds/,
    ],
    ["long-form length of 2^40", seq(cat(int([0x01], [0x85, 1, 0, 0, 0, 0]), s)), /exceeds the input/],
    ["r of length 0", seq(cat(int([]), s)), /length 0/],
    ["s of length 0", seq(cat(r, int([]))), /length 0/],
    ["r length exceeds the SEQUENCE", seq(cat(int([0x01, 0x23], [3]), s)), /./],
    ["negative r (0x80)", seq(cat(int([0x80]), s)), /negative/],
    ["negative s (0xff 0x01)", seq(cat(r, int([0xff, 0x01]))), /negative/],
    [
      "negative r of 32 bytes (high bit, no 0x00)",
      seq(cat(int(new Uint8Array(32).fill(0x81)), s)),
      /negative/,
    ],
    ["excess 0x00 padding of r (00 01)", seq(cat(int([0x00, 0x01]), s)), /excess 0x00/],
    ["excess 0x00 padding of s (00 00 80)", seq(cat(r, int([0x00, 0x00, 0x80]))), /excess 0x00/],
    ["zero encoded as 00 00", seq(cat(int([0x00, 0x00]), s)), /excess 0x00/],
    ["excess 0xff padding (ff 80)", seq(cat(int([0xff, 0x80]), s)), /excess 0xff/],
    ["r of 33 bytes of value", seq(cat(int(cat([0x01], new Uint8Array(32))), s)), /more than 32 bytes/],
    [
      "s of 33 bytes of value after 0x00",
      seq(cat(r, int(cat([0x00, 0x80], new Uint8Array(32))))),
      /more than 32 bytes/,
    ],
    [
      "r of 129 bytes (minimal long-form lengths)",
      (() => {
        const body = int(cat([0x01], new Uint8Array(128)), [0x81, 129]);
        const content = cat(body, s);
        return seq(content, [0x81, content.length]);
      })(),
      /more than 32 bytes/,
    ],
  ];
  for (const [name, bytes, msg] of cases) {
    it(name, () => expectDerError(() => parseDer(bytes), `parseDer ${name} (${hex(bytes)})`, msg));
  }

  it("every proper prefix of valid signatures is rejected (truncation)", () => {
    for (let i = 0; i < 100; i++) {
      const der = serializeDer(bigToBytes(randomValue()), bigToBytes(randomValue()));
      for (let len = 0; len < der.length; len++) {
        expectDerError(() => parseDer(der.subarray(0, len)), `parseDer truncated to ${len}: ${hex(der)}`);
        expectDerError(
          () => parseDerLax(der.subarray(0, len)),
          `parseDerLax truncated to ${len}: ${hex(der)}`,
        );
      }
    }
  });

  it("non-bytes input is ERR_TYPE, not ERR_DER", () => {
    for (const f of [parseDer, parseDerLax]) {
      try {
        f([0x30, 0x00] as unknown as Uint8Array);
        expect.unreachable(`${f.name} array`);
      } catch (e) {
        expect(isK1Error(e, "ERR_TYPE"), `${f.name} array input`).toBe(true);
      }
    }
  });
});

describe("lax DER (libsecp256k1 contrib/lax_der_parsing.c)", () => {
  const r = int([0x01, 0x23]);
  const s = int([0x45]);
  const vals = (x: { r32: Uint8Array; s32: Uint8Array }) => [bytesToBig(x.r32), bytesToBig(x.s32)];
  const big32 = (b: number) => new Uint8Array(32).fill(b);

  // [name, input, expected [r, s]]: inputs that parseDer rejects but the lax parser accepts.
  const accepted: [string, Uint8Array, [bigint, bigint]][] = [
    ["negative r read as unsigned (0x80)", seq(cat(int([0x80]), s)), [0x80n, 0x45n]],
    [
      "negative s of 32 bytes read as unsigned",
      seq(cat(r, int(big32(0x81)))),
      [0x123n, bytesToBig(big32(0x81))],
    ],
    ["integer of length 0 is 0", seq(cat(int([]), s)), [0n, 0x45n]],
    [
      "excess 0x00 padding (10 zeros)",
      seq(cat(int([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x7f]), s)),
      [0x7fn, 0x45n],
    ],
    ["excess 0xff padding read as unsigned", seq(cat(int([0xff, 0x80]), s)), [0xff80n, 0x45n]],
    ["long-form r length for < 128", seq(cat(int([0x01, 0x23], [0x81, 2]), s)), [0x123n, 0x45n]],
    ["long-form s length with leading zeros", seq(cat(r, int([0x45], [0x84, 0, 0, 0, 1]))), [0x123n, 0x45n]],
    ["long-form 0x80 as integer length 0", seq(cat(int([], [0x80]), s)), [0n, 0x45n]],
    [
      "127 length bytes (all zero but the last)",
      (() => {
        const content = cat(r, int([0x45], [0xff, ...new Array(126).fill(0), 1]));
        return seq(content, [0x81, content.length]);
      })(),
      [0x123n, 0x45n],
    ],
    ["SEQUENCE length ignored (too long)", seq(cat(r, s), [100]), [0x123n, 0x45n]],
    ["SEQUENCE length ignored (0)", seq(cat(r, s), [0]), [0x123n, 0x45n]],
    ["SEQUENCE long-form length, bytes skipped", seq(cat(r, s), [0x83, 0xaa, 0xbb, 0xcc]), [0x123n, 0x45n]],
    ["SEQUENCE indefinite length 0x80", seq(cat(r, s), [0x80]), [0x123n, 0x45n]],
    ["trailing garbage after the SEQUENCE", cat(seq(cat(r, s)), [0xde, 0xad]), [0x123n, 0x45n]],
    ["garbage inside the SEQUENCE", seq(cat(r, s, [0x05, 0x00])), [0x123n, 0x45n]],
    ["r of 33 bytes of value: overflow, both 0", seq(cat(int(cat([0x01], big32(0))), s)), [0n, 0n]],
    ["s of 40 bytes of value: overflow, both 0", seq(cat(r, int(new Uint8Array(40).fill(0x11)))), [0n, 0n]],
    ["r = n: overflow, both 0", seq(cat(refInt(N), s)), [0n, 0n]],
    ["s = 2^256 − 1: overflow, both 0", seq(cat(r, int(big32(0xff)))), [0n, 0n]],
    ["r = n − 1, s = n − 1: in range", seq(cat(refInt(N - 1n), refInt(N - 1n))), [N - 1n, N - 1n]],
    [
      "33 bytes with leading zero stripped to 32",
      seq(cat(int(cat([0x00], big32(0x12))), s)),
      [bytesToBig(big32(0x12)), 0x45n],
    ],
  ];
  for (const [name, bytes, want] of accepted) {
    it(`accepts: ${name}`, () => {
      expect(vals(parseDerLax(bytes)), `parseDerLax ${name} (${hex(bytes)})`).toEqual(want);
    });
  }

  const rejected: [string, Uint8Array, RegExp?][] = [
    ["empty input", new Uint8Array(0)],
    ["SEQUENCE tag 0x31", cat([0x31], seq(cat(r, s)).subarray(1))],
    ["no SEQUENCE length", Uint8Array.of(0x30)],
    ["SEQUENCE length bytes past the input", Uint8Array.of(0x30, 0x84, 0, 0)],
    ["INTEGER tag 0x03 for r", seq(cat([0x03], r.subarray(1), s))],
    ["INTEGER tag 0x05 for s", seq(cat(r, [0x05], s.subarray(1)))],
    ["missing s", seq(r)],
    ["r length past the input", seq(cat(int([0x01, 0x23], [50]), s))],
    ["s length past the input", seq(cat(r, int([0x45], [2])))],
    // Unobservable except by its message: such a length exceeds any input anyway.
    [
      "r length with 8 significant length bytes",
      seq(cat(int([0x01], [0x88, 1, 0, 0, 0, 0, 0, 0, 0]), s)),
      /8 or more/,
    ],
    ["s length bytes past the input", seq(cat(r, [0x02, 0x85, 0x00]))],
  ];
  for (const [name, bytes, msg] of rejected) {
    it(`rejects: ${name}`, () =>
      expectDerError(() => parseDerLax(bytes), `parseDerLax ${name} (${hex(bytes)})`, msg));
  }
});

describe("fuzz: strict DER is the unique minimal encoding; lax agrees with strict", () => {
  it("mutated valid encodings", () => {
    let strictAccepted = 0;
    for (let i = 0; i < COUNT; i++) {
      const der = serializeDer(bigToBytes(randomValue()), bigToBytes(randomValue()));
      const m = Uint8Array.from(der);
      // 1–3 mutations: flip/replace bytes, or insert/delete a byte, with occasional length fix-ups.
      let bytes: Uint8Array = m;
      for (let k = 1 + rng.int(3); k > 0; k--) {
        const pos = rng.int(bytes.length + 1);
        const op = rng.int(4);
        if (op === 0 && pos < bytes.length) bytes[pos] ^= 1 << rng.int(8);
        else if (op === 1 && pos < bytes.length)
          bytes[pos] = [0x00, 0x80, 0xff, 0x7f, 0x81, 0x02, 0x30][rng.int(7)];
        else if (op === 2) bytes = cat(bytes.subarray(0, pos), [rng.int(256)], bytes.subarray(pos));
        else if (pos < bytes.length) bytes = cat(bytes.subarray(0, pos), bytes.subarray(pos + 1));
      }
      if (rng.int(2) === 0 && bytes.length >= 2) bytes[1] = bytes.length - 2; // keep the SEQUENCE length consistent
      let strict: { r32: Uint8Array; s32: Uint8Array } | null = null;
      try {
        strict = parseDer(bytes);
      } catch (e) {
        expect(isK1Error(e, "ERR_DER"), `parseDer(${hex(bytes)}) threw ${String(e)}`).toBe(true);
      }
      let lax: { r32: Uint8Array; s32: Uint8Array } | null = null;
      try {
        lax = parseDerLax(bytes);
      } catch (e) {
        expect(isK1Error(e, "ERR_DER"), `parseDerLax(${hex(bytes)}) threw ${String(e)}`).toBe(true);
      }
      if (strict !== null) {
        strictAccepted++;
        expect(hex(serializeDer(strict.r32, strict.s32)), `strict-accepted ${hex(bytes)} is minimal`).toBe(
          hex(bytes),
        );
        expect(lax, `lax accepts what strict accepts: ${hex(bytes)}`).not.toBeNull();
        const inRange = bytesToBig(strict.r32) < N && bytesToBig(strict.s32) < N;
        if (inRange)
          expect(hex(lax!.r32) + hex(lax!.s32), `lax = strict on ${hex(bytes)}`).toBe(
            hex(strict.r32) + hex(strict.s32),
          );
      }
    }
    expect(strictAccepted, "some mutants are valid DER (the fuzz reaches the accept path)").toBeGreaterThan(
      0,
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe("Wycheproof ECDSA DER signatures", () => {
  const ENCODING_FLAGS = new Set([
    "BerEncodedSignature",
    "InvalidEncoding",
    "InvalidTypesInSignature",
    "MissingZero",
  ]);
  for (const name of ["ecdsa_secp256k1_sha256_bitcoin_test.json", "ecdsa_secp256k1_sha256_test.json"]) {
    it(name, () => {
      const file = `wycheproof/testvectors_v1/${name}`;
      const v = JSON.parse(readVector(file)) as {
        testGroups: {
          tests: { tcId: number; comment: string; sig: string; result: string; flags: string[] }[];
        }[];
      };
      let checked = 0;
      for (const g of v.testGroups) {
        for (const t of g.tests) {
          const id = `${file} tcId ${t.tcId} (${t.comment}; ${t.flags.join(",")})`;
          const sig = fromHex(t.sig);
          if (t.result === "valid") {
            const p = parseDer(sig);
            expect(hex(serializeDer(p.r32, p.s32)), `${id}: re-serialises`).toBe(t.sig);
            expect(hex(parseDerLax(sig).r32), `${id}: lax agrees`).toBe(hex(p.r32));
            checked++;
          } else if (t.flags.some((f) => ENCODING_FLAGS.has(f))) {
            expectDerError(() => parseDer(sig), `${id}: parseDer`);
            checked++;
          } else {
            // Invalid for other reasons (values): if it parses, it must be the minimal encoding.
            try {
              const p = parseDer(sig);
              expect(hex(serializeDer(p.r32, p.s32)), `${id}: accepted only if minimal`).toBe(t.sig);
            } catch (e) {
              expect(isK1Error(e, "ERR_DER"), `${id}: threw ${String(e)}`).toBe(true);
            }
          }
        }
      }
      expect(checked, `${file}: cases checked`).toBeGreaterThan(200);
      ranVectors(file, checked, "(DER)");
    });
  }
});

describe("validate.ts / errors.ts", () => {
  it("assertBytes: type, lengths, message", () => {
    expect(() => assertBytes(new Uint8Array(33), "pubkey", 33, 65), "33 ok").not.toThrow();
    expect(() => assertBytes(Buffer.alloc(4), "buf"), "Buffer ok").not.toThrow();
    expect(() => assertBytes(new Uint8Array(34), "pubkey", 33, 65), "34").toThrow(
      "pubkey: expected Uint8Array of length 33 or 65, got length 34",
    );
    expect(() => assertBytes(new Uint8Array(2), "x", 1, 3, 5), "list of 3").toThrow("length 1, 3 or 5");
    for (const bad of [null, undefined, "ab", 1, [1], new Uint16Array(1), new Uint8ClampedArray(1), {}]) {
      try {
        assertBytes(bad, "arg");
        expect.unreachable(`assertBytes(${String(bad)})`);
      } catch (e) {
        expect(isK1Error(e, "ERR_TYPE"), `assertBytes(${Object.prototype.toString.call(bad)})`).toBe(true);
      }
    }
    expect(isBytes(new Uint8Array(0)), "isBytes empty").toBe(true);
    expect(isBytes(new DataView(new ArrayBuffer(1))), "isBytes DataView").toBe(false);
    expect(() => assertOptionalBytes(undefined, "o", 32), "optional undefined").not.toThrow();
    expect(() => assertOptionalBytes(null, "o", 32), "optional null").not.toThrow();
    expect(() => assertOptionalBytes(new Uint8Array(31), "o", 32), "optional 31").toThrow(K1Error);
  });

  it("assertInteger: type vs range codes", () => {
    expect(() => assertInteger(3, "recid", 0, 3, "ERR_RECOVERY_ID"), "3 ok").not.toThrow();
    const code = errorCode;
    expect(
      code(() => assertInteger(4, "recid", 0, 3, "ERR_RECOVERY_ID")),
      "recid 4",
    ).toBe("ERR_RECOVERY_ID");
    expect(
      code(() => assertInteger(-1, "c", 0, 3)),
      "c -1",
    ).toBe("ERR_RANGE");
    expect(
      code(() => assertInteger(0.5, "c", 0, 3)),
      "c 0.5",
    ).toBe("ERR_TYPE");
    expect(
      code(() => assertInteger(Number.NaN, "c", 0, 3)),
      "c NaN",
    ).toBe("ERR_TYPE");
    expect(
      code(() => assertInteger(1n, "c", 0, 3)),
      "c 1n",
    ).toBe("ERR_TYPE");
    expect(
      code(() => assertInteger("1", "c", 0, 3)),
      "c '1'",
    ).toBe("ERR_TYPE");
  });

  it("K1Error: name, code, instanceof, code list", () => {
    const e = new K1Error("ERR_DER", "m");
    expect(e, "instanceof Error").toBeInstanceOf(Error);
    expect([e.name, e.code, e.message], "fields").toEqual(["K1Error", "ERR_DER", "m"]);
    expect(String(e), "toString").toBe("K1Error: m");
    expect(isK1Error(e, "ERR_TYPE"), "isK1Error other code").toBe(false);
    expect(isK1Error(new Error("x")), "isK1Error plain Error").toBe(false);
    expect(new Set(K1_ERROR_CODES).size, "codes distinct").toBe(K1_ERROR_CODES.length);
  });
});
