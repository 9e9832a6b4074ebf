/**
 * SHA-256 (FIPS 180-4): one compression function and a streaming hasher, `@k1/sigs`' own
 * (libsecp256k1 has its own too, `hash_impl.h`).
 *
 * Its own rather than `@noble/hashes`': that one's SHA-256 brings a generic Merkle–Damgård class,
 * option checking and byte utilities (5.4 KB min, 2.7 KB gzipped, in a bundle; five modules for
 * Node to load), where this is 2.0 KB min (esbuild 0.28.2, in a BIP340 sign + verify bundle,
 * 2026-12-01); and it makes a `DataView` per output and per unaligned input, which this needs not
 * (the digest is written as words into the output bytes). The package's own hashing works on
 * method-less states ({@link Sha256State}); the public hasher wraps one and keeps the shape of a
 * `@noble/hashes` hash (`update`, `digestInto`, `digest`, `clone`, `_cloneInto`, `destroy`,
 * `blockLen`, `outputLen`), so that code written for those, such as `@noble/hashes`' `hmac`, takes
 * it, and a bundle that never calls `sha256` or `sha256.create()` carries none of its methods
 * (0.2 KB min + gz).
 *
 * Constant time in the data (no branch or index depends on it). Not in its length.
 *
 * @module
 */
import { K1Error } from "./errors.js";
import { assertBytes } from "./validate.js";

/**
 * The round constants (FIPS 180-4 4.2.2): the first 32 bits of the fractional parts of the cube
 * roots of the first 64 primes, i.e. ⌊∛(p·2^96)⌋ mod 2^32. Computed exactly (integer cube roots in
 * BigInt) at the first compression, not written out: 64 ten-digit numbers are 0.5 KB of a gzipped
 * bundle, the computation 0.2 KB; it takes about 0.1 ms once. The tests check every digest against
 * node:crypto.
 */
const K = /* @__PURE__ */ new Int32Array(64);

/** Fills {@link K}. */
function roundConstants(): void {
  let n = 0;
  for (let p = 2; n < 64; p++) {
    let prime = true;
    for (let d = 2; d * d <= p; d++) if (p % d === 0) prime = false;
    if (!prime) continue;
    const v = BigInt(p) << 96n;
    let r = BigInt(Math.floor(Math.cbrt(Number(v)))); // within a few units of ∛v
    while (r * r * r > v) r--;
    while ((r + 1n) ** 3n <= v) r++;
    K[n++] = Number(r & 0xffffffffn);
  }
}

/** The initial hash value (FIPS 180-4 5.3.3). */
const IV = /* @__PURE__ */ Int32Array.of(
  0x6a09e667,
  0xbb67ae85,
  0x3c6ef372,
  0xa54ff53a,
  0x510e527f,
  0x9b05688c,
  0x1f83d9ab,
  0x5be0cd19,
);

/**
 * The message schedule, scratch of {@link compress} (256 bytes: outside V8's heap, at a fixed
 * address that optimized code embeds). Nothing between its writes and reads calls out.
 */
const W = /* @__PURE__ */ new Int32Array(64);

/** Compresses the 64-byte block at b[off..off+64) into the state s. */
function compress(s: Int32Array, b: Uint8Array, off: number): void {
  if (K[0] === 0) roundConstants();
  const w = W;
  for (let i = 0; i < 16; i++, off += 4)
    w[i] = (b[off] << 24) | (b[off + 1] << 16) | (b[off + 2] << 8) | b[off + 3];
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15];
    const y = w[i - 2];
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (s1 + w[i - 7] + s0 + w[i - 16]) | 0;
  }
  let a = s[0];
  let bb = s[1];
  let c = s[2];
  let d = s[3];
  let e = s[4];
  let f = s[5];
  let g = s[6];
  let h = s[7];
  for (let i = 0; i < 64; i++) {
    const sigma1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + sigma1 + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
    const sigma0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (sigma0 + ((a & bb) ^ (a & c) ^ (bb & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = bb;
    bb = a;
    a = (t1 + t2) | 0;
  }
  s[0] = (s[0] + a) | 0;
  s[1] = (s[1] + bb) | 0;
  s[2] = (s[2] + c) | 0;
  s[3] = (s[3] + d) | 0;
  s[4] = (s[4] + e) | 0;
  s[5] = (s[5] + f) | 0;
  s[6] = (s[6] + g) | 0;
  s[7] = (s[7] + h) | 0;
}

/**
 * A streaming SHA-256 hasher: `update` absorbs bytes (and returns the hasher), `digest` returns the
 * 32-byte digest and wipes the hasher, `digestInto(out)` writes it to `out` instead (and leaves the
 * hasher finished, not wiped), `clone` copies it, `destroy` wipes it. A finished or destroyed
 * hasher refuses further use (until it is the target of `_cloneInto`).
 */
export interface Sha256Hasher {
  /** The block length in bytes: 64. */
  readonly blockLen: number;
  /** The digest length in bytes: 32. */
  readonly outputLen: number;
  /** Whether the hash is an extendable-output function: `false` (the `@noble/hashes` interface). */
  readonly canXOF: boolean;
  /**
   * Absorbs `data`.
   *
   * @param data - the bytes.
   * @returns this hasher.
   * @throws {@link K1Error} `ERR_TYPE` if `data` is not a `Uint8Array`; `ERR_HASH` if the hasher
   *   is finished or destroyed.
   */
  update(data: Uint8Array): this;
  /**
   * Writes the digest to out[0..32) and finishes the hasher.
   *
   * @param out - at least 32 bytes; may alias anything the hasher absorbed.
   * @throws {@link K1Error} `ERR_TYPE` / `ERR_LENGTH` if `out` is not a `Uint8Array` of at least
   *   32 bytes; `ERR_HASH` if the hasher is finished or destroyed.
   */
  digestInto(out: Uint8Array): void;
  /**
   * The digest; the hasher is wiped afterwards.
   *
   * @returns a new 32-byte array.
   * @throws {@link K1Error} `ERR_HASH` if the hasher is finished or destroyed.
   */
  digest(): Uint8Array<ArrayBuffer>;
  /**
   * An independent copy of the hasher in its current state.
   *
   * @returns the copy.
   */
  clone(): Sha256Hasher;
  /**
   * Copies this hasher's state into `to` (a hasher of this module, in any state), or into a new
   * one; the interface of `@noble/hashes`' hashes.
   *
   * @param to - the target, or nothing for a new hasher.
   * @returns the target.
   */
  _cloneInto(to?: Sha256Hasher): Sha256Hasher;
  /** Wipes the hasher's state and buffer; it refuses further use. */
  destroy(): void;
}

/**
 * Internal: a SHA-256 state, without methods: this package's own hashing works on these (so that a
 * bundle that never uses the public {@link Sha256Hasher} does not carry its class), and each public
 * hasher wraps one.
 */
export class Sha256State {
  /** The chaining state: eight words. */
  readonly s: Int32Array = new Int32Array(8);
  /** The partial block (its first `pos` bytes). */
  readonly buf: Uint8Array = new Uint8Array(64);
  /** Bytes in `buf`. */
  pos = 0;
  /** Bytes absorbed in all (below 2^53). */
  len = 0;

  constructor() {
    this.s.set(IV);
  }
}

/** The public hasher: a {@link Sha256State} and whether it is finished. */
class Hasher implements Sha256Hasher {
  readonly blockLen = 64;
  readonly outputLen = 32;
  readonly canXOF = false;
  /** The state. */
  readonly st: Sha256State = new Sha256State();
  /** 0 while in use, 1 once finished or destroyed. */
  done = 0;

  update(data: Uint8Array): this {
    assertBytes(data, "data");
    if (this.done !== 0) usedUp();
    absorb(this.st, data);
    return this;
  }

  digestInto(out: Uint8Array): void {
    assertBytes(out, "out");
    if (out.length < 32) throw new K1Error("ERR_LENGTH", "digestInto: out must have at least 32 bytes");
    if (this.done !== 0) usedUp();
    finish(this.st, out);
    this.done = 1;
  }

  digest(): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(32);
    this.digestInto(out);
    this.destroy();
    return out;
  }

  clone(): Sha256Hasher {
    return this._cloneInto();
  }

  _cloneInto(to?: Sha256Hasher): Sha256Hasher {
    const t = to === undefined ? new Hasher() : (to as Hasher);
    copyState(t.st, this.st);
    t.done = this.done;
    return t;
  }

  destroy(): void {
    wipe(this.st);
    this.done = 1;
  }
}

function usedUp(): never {
  throw new K1Error("ERR_HASH", "sha256: the hasher is finished (digest) or destroyed");
}

/** Absorbs data into h (no checks). */
function absorb(h: Sha256State, data: Uint8Array): void {
  const n = data.length;
  const buf = h.buf;
  let i = 0;
  let pos = h.pos;
  if (pos > 0) {
    while (pos < 64 && i < n) buf[pos++] = data[i++];
    if (pos < 64) {
      h.pos = pos;
      h.len += n;
      return;
    }
    compress(h.s, buf, 0);
    pos = 0;
  }
  for (; n - i >= 64; i += 64) compress(h.s, data, i);
  while (i < n) buf[pos++] = data[i++];
  h.pos = pos;
  h.len += n;
}

/** Pads, compresses the last block(s) and writes the digest to out[0..32); h is then spent. */
function finish(h: Sha256State, out: Uint8Array): void {
  const buf = h.buf;
  const s = h.s;
  let pos = h.pos;
  buf[pos++] = 0x80;
  if (pos > 56) {
    buf.fill(0, pos);
    compress(s, buf, 0);
    pos = 0;
  }
  buf.fill(0, pos, 56);
  const len = h.len;
  const hi = Math.floor(len / 0x20000000); // the bit length's high word: len·8 / 2^32
  const lo = len << 3;
  buf[56] = hi >>> 24;
  buf[57] = hi >>> 16;
  buf[58] = hi >>> 8;
  buf[59] = hi;
  buf[60] = lo >>> 24;
  buf[61] = lo >>> 16;
  buf[62] = lo >>> 8;
  buf[63] = lo;
  compress(s, buf, 0);
  for (let i = 0; i < 8; i++) {
    const v = s[i];
    out[4 * i] = v >>> 24;
    out[4 * i + 1] = v >>> 16;
    out[4 * i + 2] = v >>> 8;
    out[4 * i + 3] = v;
  }
}

/** Copies the whole state of a into r. */
function copyState(r: Sha256State, a: Sha256State): void {
  r.s.set(a.s);
  r.buf.set(a.buf);
  r.pos = a.pos;
  r.len = a.len;
}

/** Zeroes h (its words, block and counts). */
function wipe(h: Sha256State): void {
  h.s.fill(0);
  h.buf.fill(0);
  h.pos = 0;
  h.len = 0;
}

/** The SHA-256 function of this package: `sha256(msg)`, with `sha256.create()` for a streaming hasher. */
export interface Sha256 {
  /**
   * SHA-256 of `msg`.
   *
   * @param msg - the message.
   * @returns the 32-byte digest.
   * @throws {@link K1Error} `ERR_TYPE` if `msg` is not a `Uint8Array`.
   */
  (msg: Uint8Array): Uint8Array<ArrayBuffer>;
  /**
   * A new streaming hasher.
   *
   * @returns the hasher, in its initial state.
   */
  create(): Sha256Hasher;
  /** The block length in bytes: 64. */
  readonly blockLen: number;
  /** The digest length in bytes: 32. */
  readonly outputLen: number;
  /** Whether the hash is an extendable-output function: `false`. */
  readonly canXOF: boolean;
}

/** Internal: a new public hasher in its initial state (`sha256.create()`). */
export function sha256Create(): Sha256Hasher {
  return new Hasher();
}

/** Internal: a new state, initial. */
export function sha256StateCreate(): Sha256State {
  return new Sha256State();
}

/** Internal: the state inside a public hasher of this module. */
export function sha256StateOf(h: Sha256Hasher): Sha256State {
  return (h as Hasher).st;
}

/** Internal: a new public hasher holding a copy of the state a. */
export function sha256HasherFrom(a: Sha256State): Sha256Hasher {
  const h = new Hasher();
  copyState(h.st, a);
  return h;
}

/**
 * Internal: out[0..32) = SHA-256 of everything `h` has absorbed (out may alias anything h
 * absorbed); h is spent until reset or copied over.
 */
export function sha256FinishInto(h: Sha256State, out: Uint8Array): void {
  finish(h, out);
}

/** Internal: resets `h` to the initial state (whatever state it was in), and returns it. */
export function sha256Reset(h: Sha256State): Sha256State {
  h.s.set(IV);
  h.pos = 0;
  h.len = 0;
  return h;
}

/** Internal: absorbs `data` (a `Uint8Array`, unchecked) into h; returns h. */
export function sha256Absorb(h: Sha256State, data: Uint8Array): Sha256State {
  absorb(h, data);
  return h;
}

/** Internal: copies the state of `a` into `r`; returns r. */
export function sha256Copy(r: Sha256State, a: Sha256State): Sha256State {
  copyState(r, a);
  return r;
}

/** Internal: zeroes h (it may hold secrets). */
export function sha256Wipe(h: Sha256State): void {
  wipe(h);
}

/** Internal: the eight chaining words of h (tests: libsecp256k1's hard-coded midstates). */
export function sha256State(h: Sha256Hasher): number[] {
  return Array.from((h as Hasher).st.s, (w) => w >>> 0);
}
