/**
 * Seeded randomness and case counts for k1's tests.
 *
 * `K1_SEED` (decimal or 0x-hex, default: random) seeds every generator; `K1_COUNT` sets the number
 * of random cases per property (default 10^4; `test:full` sets 10^5). The seed is printed once per
 * process, so any failure reproduces with `K1_SEED=<seed> pnpm test`.
 */

function envSeed(): number {
  const s = process.env.K1_SEED;
  if (s !== undefined && s !== "") return Number(s) >>> 0;
  return (Math.random() * 2 ** 32) >>> 0;
}

/** The seed of this process (printed once). */
export const SEED: number = envSeed();
/** Random cases per property: K1_COUNT, default 10_000. */
export const COUNT: number = process.env.K1_COUNT ? Number(process.env.K1_COUNT) : 10_000;

/** Where the tests run, when it is not Node (Bun: JavaScriptCore). */
const bunVersion = (process.versions as Record<string, string | undefined>).bun;
const ENGINE = bunVersion ? ` on Bun ${bunVersion} (JavaScriptCore)` : "";

let printed = false;
function announce(): void {
  if (printed) return;
  printed = true;
  console.log(
    `[k1] K1_SEED=${SEED} K1_COUNT=${COUNT}${process.env.K1_RELEASE === "1" ? " (release build)" : " (VERIFY)"}${ENGINE}`,
  );
}

/** A small fast deterministic PRNG (xoshiro128**), seeded from SEED and a per-suite label. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(label = "") {
    announce();
    // splitmix32 over (SEED, label) to fill the state.
    let h = SEED ^ 0x9e3779b9;
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x85ebca6b);
    const next = () => {
      h = (h + 0x9e3779b9) | 0;
      let z = h;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next() | 1;
  }

  /** A uniform 32-bit unsigned integer. */
  u32(): number {
    const r = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return r;
  }

  /** A uniform integer in [0, n) for n ≤ 2^32. */
  int(n: number): number {
    return Math.floor((this.u32() / 2 ** 32) * n);
  }

  /** n random bytes. */
  bytes(n: number): Uint8Array {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++) out[i] = this.u32() & 0xff;
    return out;
  }

  /** A uniform BigInt of `bits` bits. */
  bigBits(bits: number): bigint {
    let r = 0n;
    for (let i = 0; i < bits; i += 32) r = (r << 32n) | BigInt(this.u32());
    return r & ((1n << BigInt(bits)) - 1n);
  }

  /** A uniform BigInt in [0, n). */
  bigBelow(n: bigint): bigint {
    const bits = n.toString(2).length + 64;
    return this.bigBits(bits) % n;
  }

  /**
   * A BigInt of 256 bits biased towards edge structure: uniform, sparse, dense, or near a given
   * list of interesting values.
   */
  big256(near: readonly bigint[] = []): bigint {
    const k = this.int(8);
    const m = (1n << 256n) - 1n;
    if (k === 0 && near.length > 0) {
      const base = near[this.int(near.length)];
      const d = BigInt(this.int(2048)) - 1024n;
      return (((base + d) % (m + 1n)) + m + 1n) & m;
    }
    if (k === 1) return m ^ (1n << BigInt(this.int(256))); // dense
    if (k === 2) return 1n << BigInt(this.int(256)); // sparse
    return this.bigBits(256);
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** Big-endian bytes of a non-negative BigInt. */
export function bigToBytes(x: bigint, len = 32): Uint8Array {
  const out = new Uint8Array(len);
  for (let i = len - 1; i >= 0; i--) {
    out[i] = Number(x & 0xffn);
    x >>= 8n;
  }
  return out;
}

/** BigInt of big-endian bytes. */
export function bytesToBig(b: Uint8Array): bigint {
  let r = 0n;
  for (const v of b) r = (r << 8n) | BigInt(v);
  return r;
}

/** Hex of bytes. */
export function hex(b: Uint8Array): string {
  return Array.from(b, (v) => v.toString(16).padStart(2, "0")).join("");
}
