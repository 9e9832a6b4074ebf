/**
 * A hash index of a transaction's x-only outputs by their bytes (backend independent): finds the
 * first output equal to a given 32-byte x in constant expected time, so that a scan without a
 * label lookup, or one that searches a label map by label, compares each candidate output key
 * with a few outputs instead of all of them (libsecp256k1 compares with every output).
 *
 * Buckets are chosen by the first four bytes; outputs with equal first words share a chain
 * (ascending positions). Anyone can put arbitrary x values in a transaction, so a chain can be as
 * long as the transaction; the search is then linear, as libsecp256k1's always is.
 *
 * @module
 */

/** Outputs indexed by their bytes; see the module comment. */
export class OutputIndex {
  private readonly outputs: readonly Uint8Array[];
  private readonly shift: number;
  private readonly head: Int32Array;
  private readonly next: Int32Array;
  private readonly words: Int32Array;

  /**
   * Indexes `outputs` (32-byte arrays; not copied, so they must not change while the index is
   * used).
   *
   * @param outputs - the transaction's x-only outputs.
   */
  constructor(outputs: readonly Uint8Array[]) {
    const n = outputs.length;
    let bits = 1;
    while (1 << bits < 2 * n) bits++;
    this.outputs = outputs;
    this.shift = 32 - bits;
    this.head = new Int32Array(1 << bits).fill(-1);
    this.next = new Int32Array(n).fill(-1);
    this.words = new Int32Array(n);
    // Inserted from the last down, so that every chain lists positions in ascending order.
    for (let j = n - 1; j >= 0; j--) {
      const w = firstWord(outputs[j], 0);
      this.words[j] = w;
      const b = Math.imul(w, 0x9e3779b1) >>> this.shift;
      this.next[j] = this.head[b];
      this.head[b] = j;
    }
  }

  /**
   * The first position j with outputs[j] equal to x[off..off+32), or −1.
   *
   * @param x - the bytes to look for.
   * @param off - where they start in `x`.
   * @returns the position, or −1 if no output has those bytes.
   */
  find(x: Uint8Array, off: number): number {
    const w = firstWord(x, off);
    for (let j = this.head[Math.imul(w, 0x9e3779b1) >>> this.shift]; j >= 0; j = this.next[j]) {
      if (this.words[j] === w && equal32(this.outputs[j], x, off)) return j;
    }
    return -1;
  }
}

/**
 * The 4 bytes at `off` as a signed 32-bit big-endian word.
 *
 * @param b - the bytes.
 * @param off - the first byte.
 * @returns the word.
 */
export function firstWord(b: Uint8Array, off: number): number {
  return (b[off] << 24) | (b[off + 1] << 16) | (b[off + 2] << 8) | b[off + 3];
}

/**
 * Whether a[0..32) equals b[off..off+32). Variable time (public data).
 *
 * @param a - 32 bytes.
 * @param b - the other bytes.
 * @param off - where they start in `b`.
 * @returns `true` iff equal.
 */
export function equal32(a: Uint8Array, b: Uint8Array, off: number): boolean {
  for (let i = 0; i < 32; i++) if (a[i] !== b[off + i]) return false;
  return true;
}
