/**
 * VERIFY-mode bookkeeping shared by both field backends.
 *
 * libsecp256k1 keeps `magnitude` and `normalized` inside each `secp256k1_fe` in VERIFY builds.
 * k1 keeps them outside the limb storage, in a WeakMap keyed by the element, so that the release
 * layout is exactly the bare limbs. Every function here is called only under `if (__VERIFY__)`:
 * the release build never reaches this module's state.
 *
 * @module
 */

/** Thrown in VERIFY builds when an operation's contract is violated. Never thrown in release builds. */
export class VerifyError extends Error {
  /** @param message which contract was violated, and where. */
  constructor(message: string) {
    super(message);
    this.name = "VerifyError";
  }
}

/** Throws a {@link VerifyError} with `message` unless `cond` holds. */
export function verifyCheck(cond: boolean, message: string): void {
  if (!cond) throw new VerifyError(message);
}

/** VERIFY state of one field element: its magnitude bound and whether it is normalized. */
export interface FeState {
  /** Upper bound of the element's magnitude, in [0, 32]. */
  magnitude: number;
  /** Whether the element is fully reduced (value < p, canonical limbs). */
  normalized: boolean;
}

const states = new WeakMap<object, FeState>();

/** VERIFY: records the magnitude and normalization of `a` (after an operation wrote it). */
export function setState(a: object, magnitude: number, normalized: boolean): void {
  const s = states.get(a);
  if (s === undefined) states.set(a, { magnitude, normalized });
  else {
    s.magnitude = magnitude;
    s.normalized = normalized;
  }
}

/** VERIFY: the recorded state of `a`; throws if `a` was never written by a field operation. */
export function getState(a: object, op: string): FeState {
  const s = states.get(a);
  if (s === undefined)
    throw new VerifyError(`${op}: input is not an initialized field element (create it with create())`);
  return s;
}

/** VERIFY: forgets `a`'s state (it must be written again before it is read). */
export function invalidate(a: object): void {
  states.delete(a);
}
