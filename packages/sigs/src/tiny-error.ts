/**
 * The error class of the tiny-secp256k1 interface (`@k1/sigs/tiny`), shared by both backends.
 *
 * tiny-secp256k1 throws `TypeError`s ("Expected Private", "Expected Point", …), and code written
 * for it tests `e instanceof TypeError`; the interface throws {@link K1TypeError}, a `TypeError`
 * with tiny-secp256k1's message that also carries k1's stable code.
 *
 * @module
 */
import { K1Error, type K1ErrorCode } from "./errors.js";

/**
 * The error every function of `@k1/sigs/tiny` throws: a `TypeError` (its `name` is "TypeError"),
 * with tiny-secp256k1's message for the same input, and the {@link K1ErrorCode} that says which
 * check failed.
 *
 * @example
 * ```ts
 * try {
 *   ecc.pointFromScalar(new Uint8Array(32));
 * } catch (e) {
 *   e instanceof TypeError; // true, as with tiny-secp256k1
 *   (e as K1TypeError).code; // "ERR_PRIVATE_KEY"
 * }
 * ```
 */
export class K1TypeError extends TypeError {
  /** Stable machine-readable reason; see {@link K1ErrorCode}. */
  readonly code: K1ErrorCode;

  /**
   * @param code - the stable reason code.
   * @param message - tiny-secp256k1's message.
   */
  constructor(code: K1ErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * Type guard: whether `e` is an error of this library, optionally with the given code: a
 * {@link K1TypeError} of the tiny interface, or a {@link K1Error} of the rest of `@k1/sigs`.
 *
 * @param e - any caught value.
 * @param code - if given, the code `e` must carry.
 * @returns `true` iff `e` is a `K1TypeError` or a `K1Error` (with code `code`, if given).
 */
export function isK1Error(e: unknown, code?: K1ErrorCode): e is K1TypeError | K1Error {
  return (e instanceof K1TypeError || e instanceof K1Error) && (code === undefined || e.code === code);
}
