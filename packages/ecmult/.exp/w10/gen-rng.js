/**
 * The RFC 6979 HMAC-SHA256 generator that derives ecmult_gen's blinding values from a seed
 * (libsecp256k1's `secp256k1_rfc6979_hmac_sha256_*` in `hash_impl.h`, as used by
 * `secp256k1_ecmult_gen_blind`), with a small SHA-256 and HMAC-SHA256 of its own.
 *
 * `@k1/ecmult` sits below the package that has the general-purpose hashes (`@k1/sigs`, on
 * `@noble/hashes`), so it carries this minimal copy: it runs only when a context is randomized,
 * never in a multiplication. Buffers holding secrets are zeroed after use.
 *
 * @module
 */
// SHA-256 (FIPS 180-4) round constants.
const K256 = Uint32Array.from([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
    0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
    0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
    0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2,
]);
const IV256 = Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);
const W = new Uint32Array(64);
function rotr(x, n) {
    return (x >>> n) | (x << (32 - n));
}
/** Compresses the 64-byte block at off of buf into the state s. */
function compress(s, buf, off) {
    for (let i = 0; i < 16; i++) {
        const o = off + 4 * i;
        W[i] = (buf[o] << 24) | (buf[o + 1] << 16) | (buf[o + 2] << 8) | buf[o + 3];
    }
    for (let i = 16; i < 64; i++) {
        const w15 = W[i - 15];
        const w2 = W[i - 2];
        const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
        const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
        W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0;
    }
    let a = s[0];
    let b = s[1];
    let c = s[2];
    let d = s[3];
    let e = s[4];
    let f = s[5];
    let g = s[6];
    let h = s[7];
    for (let i = 0; i < 64; i++) {
        const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K256[i] + W[i]) | 0;
        const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        h = g;
        g = f;
        f = e;
        e = (d + t1) | 0;
        d = c;
        c = b;
        b = a;
        a = (t1 + t2) | 0;
    }
    s[0] += a;
    s[1] += b;
    s[2] += c;
    s[3] += d;
    s[4] += e;
    s[5] += f;
    s[6] += g;
    s[7] += h;
}
function sha256Create() {
    return { s: new Uint32Array(8), buf: new Uint8Array(64), bytes: 0 };
}
function sha256Init(h) {
    h.s.set(IV256);
    h.bytes = 0;
}
function sha256Write(h, data) {
    for (let i = 0; i < data.length; i++) {
        h.buf[h.bytes & 63] = data[i];
        h.bytes++;
        if ((h.bytes & 63) === 0)
            compress(h.s, h.buf, 0);
    }
}
const PAD = new Uint8Array(64);
const LEN = new Uint8Array(8);
function sha256Finalize(h, out32) {
    const bits = h.bytes * 8;
    PAD[0] = 0x80;
    sha256Write(h, PAD.subarray(0, 1 + ((119 - (h.bytes & 63)) & 63)));
    for (let i = 0; i < 8; i++)
        LEN[7 - i] = Math.floor(bits / 2 ** (8 * i)) & 0xff;
    sha256Write(h, LEN);
    for (let i = 0; i < 8; i++) {
        out32[4 * i] = h.s[i] >>> 24;
        out32[4 * i + 1] = h.s[i] >>> 16;
        out32[4 * i + 2] = h.s[i] >>> 8;
        out32[4 * i + 3] = h.s[i];
    }
    h.s.fill(0);
    h.buf.fill(0);
    h.bytes = 0;
}
/** SHA-256 of the concatenation of the given byte strings. */
export function sha256(...msgs) {
    const h = sha256Create();
    sha256Init(h);
    for (const m of msgs)
        sha256Write(h, m);
    const out = new Uint8Array(32);
    sha256Finalize(h, out);
    return out;
}
const inner = sha256Create();
const outer = sha256Create();
const keyBlock = new Uint8Array(64);
const innerHash = new Uint8Array(32);
/**
 * out32 = HMAC-SHA256(key, m1 ‖ m2 ‖ m3 ‖ m4) (RFC 2104; libsecp256k1's `secp256k1_hmac_sha256`).
 * `out32` may alias any input (they are absorbed first).
 */
export function hmacSha256(out32, key, m1, m2, m3, m4) {
    keyBlock.fill(0);
    if (key.length > 64) {
        sha256Init(inner);
        sha256Write(inner, key);
        sha256Finalize(inner, innerHash);
        keyBlock.set(innerHash);
    }
    else {
        keyBlock.set(key);
    }
    for (let i = 0; i < 64; i++)
        keyBlock[i] ^= 0x36;
    sha256Init(inner);
    sha256Write(inner, keyBlock);
    for (let i = 0; i < 64; i++)
        keyBlock[i] ^= 0x36 ^ 0x5c;
    sha256Init(outer);
    sha256Write(outer, keyBlock);
    sha256Write(inner, m1);
    if (m2 !== undefined)
        sha256Write(inner, m2);
    if (m3 !== undefined)
        sha256Write(inner, m3);
    if (m4 !== undefined)
        sha256Write(inner, m4);
    sha256Finalize(inner, innerHash);
    sha256Write(outer, innerHash);
    sha256Finalize(outer, out32);
    keyBlock.fill(0);
    innerHash.fill(0);
}
const BYTE0 = Uint8Array.of(0);
const BYTE1 = Uint8Array.of(1);
/** A new, zeroed generator state (initialise it with {@link rfc6979Initialize}). */
export function rfc6979Create() {
    return { v: new Uint8Array(32), k: new Uint8Array(32), retry: 0 };
}
/** Seeds the generator with `key` (RFC 6979 3.2 b–f; `secp256k1_rfc6979_hmac_sha256_initialize`). */
export function rfc6979Initialize(rng, key) {
    rng.v.fill(0x01); //                                   3.2.b
    rng.k.fill(0x00); //                                   3.2.c
    hmacSha256(rng.k, rng.k, rng.v, BYTE0, key); //       3.2.d
    hmacSha256(rng.v, rng.k, rng.v); //                    3.2.e
    hmacSha256(rng.k, rng.k, rng.v, BYTE1, key); //       3.2.f
    hmacSha256(rng.v, rng.k, rng.v); //                    3.2.g
    rng.retry = 0;
}
/** Writes the next out.length bytes (RFC 6979 3.2.h; `secp256k1_rfc6979_hmac_sha256_generate`). */
export function rfc6979Generate(rng, out) {
    if (rng.retry) {
        hmacSha256(rng.k, rng.k, rng.v, BYTE0);
        hmacSha256(rng.v, rng.k, rng.v);
    }
    let pos = 0;
    while (pos < out.length) {
        hmacSha256(rng.v, rng.k, rng.v);
        const n = Math.min(32, out.length - pos);
        out.set(rng.v.subarray(0, n), pos);
        pos += n;
    }
    rng.retry = 1;
}
/** Zeroes the generator state (`secp256k1_rfc6979_hmac_sha256_finalize`, then clearing). */
export function rfc6979Clear(rng) {
    rng.v.fill(0);
    rng.k.fill(0);
    rng.retry = 0;
}
//# sourceMappingURL=gen-rng.js.map