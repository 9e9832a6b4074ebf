/**
 * Label maps on this backend: a `Map` from the lower-case hex of a serialized label (33 bytes,
 * {@link silentpaymentsRecipientLabelSerialize}) to its 32-byte tweak, as a label lookup of the
 * scan. The scan treats a map exactly as the lookup `label33 => map.get(hex(label33))`; when the
 * map is small it may instead search it by label (`scan.5x52.ts`), for which this module keeps
 * each map's keys parsed as points (in a `WeakMap`, so a map's cache goes with it).
 *
 * Only `Map.prototype` methods are called on the map (no user code runs during a scan that uses
 * one, even for a subclass).
 *
 * @module
 */
import * as g from "@k1/group/5x52";

const mapGet = Map.prototype.get;
const mapKeys = Map.prototype.keys;
const mapSize = Object.getOwnPropertyDescriptor(Map.prototype, "size")?.get as (
  this: Map<unknown, unknown>,
) => number;

/**
 * The number of entries of a map (through `Map.prototype`).
 *
 * @param m - the map.
 * @returns its size.
 */
export function labelMapSize(m: ReadonlyMap<unknown, unknown>): number {
  return mapSize.call(m as Map<unknown, unknown>);
}

/**
 * `m.get(key)` through `Map.prototype`.
 *
 * @param m - the map.
 * @param key - the key.
 * @returns the value, or undefined.
 */
export function labelMapGet(m: ReadonlyMap<unknown, unknown>, key: string): unknown {
  return mapGet.call(m as Map<unknown, unknown>, key);
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/**
 * The lower-case hex of b[0..33).
 *
 * @param b - at least 33 bytes.
 * @returns 66 hex digits.
 */
export function hex33(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < 33; i++) s += HEX[b[i]];
  return s;
}

/** The parsed keys of a map: the point of each key (x ‖ y, 64 bytes), or null for a key that is not a label's. */
const cache = new WeakMap<object, Map<string, Uint8Array | null>>();
const key33 = new Uint8Array(33);
const pt = g.geCreate();
const ser = new Uint8Array(33);

/** The point of a key, if it is the lower-case hex of a compressed point (64 bytes x ‖ y), else null. */
function parseKey(key: string): Uint8Array | null {
  if (key.length !== 66) return null;
  for (let i = 0; i < 33; i++) {
    const v = Number.parseInt(key.slice(2 * i, 2 * i + 2), 16);
    if (!(v >= 0 && v < 256)) return null;
    key33[i] = v;
  }
  if (!g.geParsePubkey(pt, key33)) return null;
  g.geSerializePubkey(ser, pt, true);
  if (hex33(ser) !== key) return null; // upper case, a sign or a space: map.get(hex) never finds it
  const out = new Uint8Array(64);
  g.geToBytes(out, pt, 0);
  return out;
}

/** The labels of a map, as parallel arrays of keys and points. */
export interface MapLabels {
  /** The keys that are labels (lower-case hex of a compressed point). */
  readonly keys: string[];
  /** Their points, x ‖ y, 64 bytes each, in `keys`' order. */
  readonly points: Uint8Array[];
}

/**
 * The labels among a map's keys (keys that are not the lower-case hex of a compressed point can
 * never be found and are left out), each parsed once per map and cached.
 *
 * @param m - the label map.
 * @returns its labels.
 */
export function mapLabels(m: ReadonlyMap<unknown, unknown>): MapLabels {
  let c = cache.get(m);
  const size = labelMapSize(m);
  if (c === undefined || c.size > 2 * size + 16) {
    c = new Map();
    cache.set(m, c);
  }
  const keys: string[] = [];
  const points: Uint8Array[] = [];
  for (const key of mapKeys.call(m as Map<unknown, unknown>)) {
    if (typeof key !== "string") continue;
    let p = c.get(key);
    if (p === undefined) {
      p = parseKey(key);
      c.set(key, p);
    }
    if (p !== null) {
      keys.push(key);
      points.push(p);
    }
  }
  return { keys, points };
}

/**
 * Reads a point cached by {@link mapLabels} (valid by construction).
 *
 * @param r - the output.
 * @param p - 64 bytes x ‖ y from {@link MapLabels.points}.
 */
export function labelPoint(r: g.Ge, p: Uint8Array): void {
  g.geFromBytes(r, p, 0);
}
