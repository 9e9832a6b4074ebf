/**
 * ECDSA signature encodings, as byte manipulation only (no BigInt, no scalar arithmetic):
 *
 * - compact: r ‖ s, 32 big-endian bytes each ({@link parseCompact}, {@link serializeCompact});
 * - strict DER, BIP66 / libsecp256k1's `secp256k1_ecdsa_signature_parse_der` rules
 *   ({@link parseDer}, {@link serializeDer});
 * - lax DER, libsecp256k1's contrib/lax_der_parsing.c ({@link parseDerLax}), for signatures from
 *   before BIP66.
 *
 * r and s come back as 32-byte big-endian arrays. Range checks against the group order n belong to
 * the scalar layer (libsecp256k1's `secp256k1_scalar_set_b32` overflow flag), except in the lax
 * parser, whose zeroing rule depends on them.
 *
 * The DER grammar (X.690) used by all three parsers:
 * `0x30 len(seq) 0x02 len(r) r-bytes 0x02 len(s) s-bytes`, each INTEGER a two's-complement big-endian
 * number.
 *
 * @module
 */
import { overflowsOrder } from "./bytes.js";
import { K1Error } from "./errors.js";
import { assertBytes } from "./validate.js";

/** An ECDSA signature's two numbers as 32-byte big-endian arrays (new arrays owned by the caller). */
export interface SignatureRS {
  /** r, 32 big-endian bytes. */
  r32: Uint8Array;
  /** s, 32 big-endian bytes. */
  s32: Uint8Array;
}

// ---------------------------------------------------------------------------------------------
// compact

/**
 * Splits a 64-byte compact signature r ‖ s into r and s. No range check: r or s ≥ n is the
 * scalar layer's to reject (libsecp256k1's `secp256k1_ecdsa_signature_parse_compact` fails then).
 *
 * @param sig64 - 64 bytes, r then s, each 32 big-endian bytes.
 * @returns copies of r and s.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` if `sig64` is not a 64-byte `Uint8Array`.
 */
export function parseCompact(sig64: Uint8Array): SignatureRS {
  assertBytes(sig64, "sig64", 64);
  return { r32: sig64.slice(0, 32), s32: sig64.slice(32, 64) };
}

/**
 * Joins r and s into the 64-byte compact encoding r ‖ s.
 *
 * @param r32 - r, 32 big-endian bytes.
 * @param s32 - s, 32 big-endian bytes.
 * @returns a new 64-byte array.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` if `r32` or `s32` is not 32 bytes.
 */
export function serializeCompact(r32: Uint8Array, s32: Uint8Array): Uint8Array {
  assertBytes(r32, "r32", 32);
  assertBytes(s32, "s32", 32);
  const out = new Uint8Array(64);
  out.set(r32, 0);
  out.set(s32, 32);
  return out;
}

// ---------------------------------------------------------------------------------------------
// strict DER

function derError(reason: string): K1Error {
  return new K1Error("ERR_DER", `parseDer: ${reason}`);
}

/** Read position of the strict parser (module-level so that the helpers need not allocate). */
let cur = 0;

/**
 * Reads a DER length at `cur` (libsecp256k1's `secp256k1_der_read_len`): short form (< 0x80) or
 * minimal long form; advances `cur` past it.
 */
function readLenStrict(sig: Uint8Array, end: number): number {
  if (cur >= end) throw derError("truncated: length byte missing");
  const b1 = sig[cur++];
  // X.690-0207 8.1.3.5.c: the value 0xFF shall not be used.
  if (b1 === 0xff) throw derError("length byte 0xff is reserved");
  // X.690-0207 8.1.3.4: short form.
  if ((b1 & 0x80) === 0) return b1;
  // Indefinite length is not allowed in DER.
  if (b1 === 0x80) throw derError("indefinite length (0x80) is not DER");
  // X.690-0207 8.1.3.5: long form; lenleft ≥ 1.
  let lenleft = b1 & 0x7f;
  if (lenleft > end - cur) throw derError("truncated: long-form length bytes missing");
  if (sig[cur] === 0) throw derError("non-minimal length: long form with a leading zero byte");
  // More than sizeof(size_t) length bytes cannot describe anything that fits in memory.
  if (lenleft > 8) throw derError("length of more than 8 bytes");
  let len = 0;
  while (lenleft > 0) {
    len = len * 256 + sig[cur++];
    lenleft--;
  }
  if (len > end - cur) throw derError("length exceeds the input");
  if (len < 128) throw derError("non-minimal length: long form for a length below 128");
  return len;
}

/**
 * Reads an INTEGER at `cur` into `out32` (libsecp256k1's `secp256k1_der_parse_integer`, with
 * negative and over-32-byte values rejected instead of read as 0); advances `cur` past it.
 */
function parseIntegerStrict(sig: Uint8Array, end: number, out32: Uint8Array, name: string): void {
  // Not a primitive integer (X.690-0207 8.3.1).
  if (cur === end) throw derError(`truncated: INTEGER ${name} missing`);
  if (sig[cur] !== 0x02)
    throw derError(`expected INTEGER tag 0x02 for ${name}, got 0x${sig[cur].toString(16)}`);
  cur++;
  let rlen = readLenStrict(sig, end);
  // Not at least length 1 (X.690-0207 8.3.1), or exceeds bounds.
  if (rlen === 0) throw derError(`INTEGER ${name} has length 0`);
  if (rlen > end - cur) throw derError(`INTEGER ${name} exceeds the input`);
  if (sig[cur] === 0x00 && rlen > 1 && (sig[cur + 1] & 0x80) === 0x00) {
    throw derError(`INTEGER ${name} has excess 0x00 padding`);
  }
  if (sig[cur] === 0xff && rlen > 1 && (sig[cur + 1] & 0x80) === 0x80) {
    throw derError(`INTEGER ${name} has excess 0xff padding`);
  }
  // libsecp256k1 reads a negative value as 0 (overflow); BIP66 rejects it.
  if ((sig[cur] & 0x80) === 0x80) throw derError(`INTEGER ${name} is negative`);
  // At most one leading zero byte remains (two would be excess padding): skip it.
  if (sig[cur] === 0) {
    rlen--;
    cur++;
  }
  // libsecp256k1 reads a value of more than 32 bytes as 0 (overflow); here it is rejected.
  if (rlen > 32) throw derError(`INTEGER ${name} has more than 32 bytes of value`);
  out32.fill(0);
  out32.set(sig.subarray(cur, cur + rlen), 32 - rlen);
  cur += rlen;
}

/**
 * Parses a strictly DER-encoded ECDSA signature (BIP66; libsecp256k1's
 * `secp256k1_ecdsa_signature_parse_der`, src/ecdsa_impl.h `secp256k1_ecdsa_sig_parse`).
 *
 * Accepted: `0x30 L 0x02 Lr r 0x02 Ls s` with the SEQUENCE length L equal to exactly the rest of
 * the input; lengths in short form, or in minimal long form (≥ 128, no leading zero byte, never
 * 0x80 or 0xff); each INTEGER at least 1 byte, without excess 0x00/0xff padding, non-negative
 * and with at most 32 bytes of value (after its one permitted leading 0x00).
 *
 * Difference from libsecp256k1, on purpose (BIP66): libsecp256k1 *accepts* a well-formed
 * encoding of a negative INTEGER or one of more than 32 bytes of value and reads it as 0 (so that
 * the signature can never verify); here both are rejected. A 32-byte value ≥ n is returned as is
 * (libsecp256k1 reads it as 0): the scalar layer decides.
 *
 * @param sig - the DER bytes (any length; a valid one has 8 to 72 bytes).
 * @returns r and s as 32-byte big-endian arrays.
 * @throws {@link K1Error} `ERR_TYPE` if `sig` is not a `Uint8Array`; `ERR_DER` if it is not
 *   strict DER (the message says which rule failed).
 */
export function parseDer(sig: Uint8Array): SignatureRS {
  assertBytes(sig, "sig");
  const end = sig.length;
  cur = 0;
  // The encoding must start with a constructed SEQUENCE (X.690-0207 8.9.1).
  if (end === 0) throw derError("empty input");
  if (sig[cur++] !== 0x30) throw derError(`expected SEQUENCE tag 0x30, got 0x${sig[0].toString(16)}`);
  const seqLen = readLenStrict(sig, end);
  if (seqLen !== end - cur) {
    throw derError(seqLen < end - cur ? "garbage after the SEQUENCE" : "SEQUENCE length exceeds the input");
  }
  const r32 = new Uint8Array(32);
  const s32 = new Uint8Array(32);
  parseIntegerStrict(sig, end, r32, "r");
  parseIntegerStrict(sig, end, s32, "s");
  if (cur !== end) throw derError("garbage inside the SEQUENCE after s");
  return { r32, s32 };
}

/** Minimal DER INTEGER content length of a 32-byte unsigned value (1..33). */
function derIntLen(x32: Uint8Array): number {
  let i = 0;
  while (i < 31 && x32[i] === 0) i++; // keep at least one byte
  return 32 - i + (x32[i] >= 0x80 ? 1 : 0); // a 0x00 in front of a high bit keeps it non-negative
}

function writeDerInt(out: Uint8Array, pos: number, x32: Uint8Array, len: number): number {
  out[pos++] = 0x02;
  out[pos++] = len;
  if (len === 33) out[pos++] = 0x00;
  const take = len === 33 ? 32 : len;
  out.set(x32.subarray(32 - take), pos);
  return pos + take;
}

/**
 * Serialises r and s as a minimal strict DER signature (libsecp256k1's
 * `secp256k1_ecdsa_sig_serialize`): leading zero bytes dropped, one 0x00 prepended where the top
 * bit is set, 0 encoded as the single byte 0x00. The result has 8 to 72 bytes and
 * {@link parseDer} returns r and s again.
 *
 * @param r32 - r, 32 big-endian bytes (any value; an ECDSA signature has 0 < r < n).
 * @param s32 - s, 32 big-endian bytes.
 * @returns a new array with the DER encoding.
 * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` if `r32` or `s32` is not 32 bytes.
 */
export function serializeDer(r32: Uint8Array, s32: Uint8Array): Uint8Array {
  assertBytes(r32, "r32", 32);
  assertBytes(s32, "s32", 32);
  const lenR = derIntLen(r32);
  const lenS = derIntLen(s32);
  const out = new Uint8Array(6 + lenR + lenS);
  out[0] = 0x30;
  out[1] = 4 + lenR + lenS; // ≤ 70: always short form
  const pos = writeDerInt(out, 2, r32, lenR);
  writeDerInt(out, pos, s32, lenS);
  return out;
}

// ---------------------------------------------------------------------------------------------
// lax DER

function laxError(reason: string): K1Error {
  return new K1Error("ERR_DER", `parseDerLax: ${reason}`);
}

/**
 * Parses a DER-like ECDSA signature with the violations that libsecp256k1's
 * contrib/lax_der_parsing.c (`ecdsa_signature_parse_der_lax`) tolerates, for validating pre-BIP66
 * Bitcoin signatures. Do not use it for new systems.
 *
 * Tolerated (from that file): integers read as non-negative whatever their top bit; integers of
 * length 0 (value 0); any amount of leading-zero padding; long-form lengths of up to 127 length
 * bytes (0x80 included; leading zeros in them ignored) for the integers, and any long-form length
 * for the SEQUENCE; the SEQUENCE length itself is ignored; trailing garbage inside or after the
 * SEQUENCE is ignored.
 * Still rejected: a first byte other than 0x30, an INTEGER tag other than 0x02, lengths that run
 * past the input, integer lengths of 8 or more significant length bytes.
 *
 * Overflow rule of that file: if r or s has more than 32 bytes of value (after stripping leading
 * zeros), or r ≥ n, or s ≥ n, then BOTH r and s are returned as 0 (libsecp256k1 then holds a
 * parsed signature that never verifies). So unlike {@link parseDer}, every returned r and s is < n.
 *
 * @param sig - the signature bytes.
 * @returns r and s as 32-byte big-endian arrays, both zero after an overflow.
 * @throws {@link K1Error} `ERR_TYPE` if `sig` is not a `Uint8Array`; `ERR_DER` if even the lax
 *   parser fails.
 */
export function parseDerLax(sig: Uint8Array): SignatureRS {
  assertBytes(sig, "sig");
  const inputlen = sig.length;
  let pos = 0;
  let lenbyte: number;

  // Sequence tag byte.
  if (pos === inputlen || sig[pos] !== 0x30) throw laxError("expected SEQUENCE tag 0x30");
  pos++;

  // Sequence length bytes: skipped (the value is ignored).
  if (pos === inputlen) throw laxError("truncated: SEQUENCE length missing");
  lenbyte = sig[pos++];
  if (lenbyte & 0x80) {
    lenbyte -= 0x80;
    if (lenbyte > inputlen - pos) throw laxError("truncated: SEQUENCE length bytes missing");
    pos += lenbyte;
  }

  // Integer tag byte for R.
  if (pos === inputlen || sig[pos] !== 0x02) throw laxError("expected INTEGER tag 0x02 for r");
  pos++;

  // Integer length for R.
  if (pos === inputlen) throw laxError("truncated: length of r missing");
  lenbyte = sig[pos++];
  let rlen: number;
  if (lenbyte & 0x80) {
    lenbyte -= 0x80;
    if (lenbyte > inputlen - pos) throw laxError("truncated: length bytes of r missing");
    while (lenbyte > 0 && sig[pos] === 0) {
      pos++;
      lenbyte--;
    }
    if (lenbyte >= 8) throw laxError("length of r has 8 or more significant bytes");
    rlen = 0;
    while (lenbyte > 0) {
      rlen = rlen * 256 + sig[pos];
      pos++;
      lenbyte--;
    }
  } else {
    rlen = lenbyte;
  }
  if (rlen > inputlen - pos) throw laxError("r exceeds the input");
  let rpos = pos;
  pos += rlen;

  // Integer tag byte for S.
  if (pos === inputlen || sig[pos] !== 0x02) throw laxError("expected INTEGER tag 0x02 for s");
  pos++;

  // Integer length for S.
  if (pos === inputlen) throw laxError("truncated: length of s missing");
  lenbyte = sig[pos++];
  let slen: number;
  if (lenbyte & 0x80) {
    lenbyte -= 0x80;
    if (lenbyte > inputlen - pos) throw laxError("truncated: length bytes of s missing");
    while (lenbyte > 0 && sig[pos] === 0) {
      pos++;
      lenbyte--;
    }
    if (lenbyte >= 8) throw laxError("length of s has 8 or more significant bytes");
    slen = 0;
    while (lenbyte > 0) {
      slen = slen * 256 + sig[pos];
      pos++;
      lenbyte--;
    }
  } else {
    slen = lenbyte;
  }
  if (slen > inputlen - pos) throw laxError("s exceeds the input");
  let spos = pos;

  const r32 = new Uint8Array(32);
  const s32 = new Uint8Array(32);
  let overflow = false;
  // Ignore leading zeroes in R, then copy R.
  while (rlen > 0 && sig[rpos] === 0) {
    rlen--;
    rpos++;
  }
  if (rlen > 32) overflow = true;
  else r32.set(sig.subarray(rpos, rpos + rlen), 32 - rlen);
  // Ignore leading zeroes in S, then copy S.
  while (slen > 0 && sig[spos] === 0) {
    slen--;
    spos++;
  }
  if (slen > 32) overflow = true;
  else s32.set(sig.subarray(spos, spos + slen), 32 - slen);
  // secp256k1_ecdsa_signature_parse_compact fails if r ≥ n or s ≥ n.
  if (!overflow) overflow = overflowsOrder(r32) !== 0 || overflowsOrder(s32) !== 0;
  if (overflow) {
    r32.fill(0);
    s32.fill(0);
  }
  return { r32, s32 };
}
