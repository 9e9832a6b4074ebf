/**
 * `@k1/silentpayments/5x52`: BIP352 silent payments on the 5x52 field backend (`@k1/sigs/5x52`
 * underneath). `@k1/silentpayments/10x26` has the identical API on the portable 10x26 backend; the
 * package root is this module.
 *
 * - Sender: {@link silentpaymentsSenderCreateOutputs}.
 * - Labels: {@link silentpaymentsRecipientLabelCreate}, {@link silentpaymentsRecipientLabelSerialize},
 *   {@link silentpaymentsRecipientLabelParse}, {@link silentpaymentsRecipientCreateLabeledSpendPubkey}.
 * - Prevouts summaries: {@link silentpaymentsRecipientPrevoutsSummaryCreate}, and for light
 *   clients {@link silentpaymentsRecipientPrevoutsSummarySerialize} /
 *   {@link silentpaymentsRecipientPrevoutsSummaryParse}.
 * - Scanning: {@link silentpaymentsRecipientScanOutputs}.
 * - Errors: every function throws `K1Error` (from `@k1/sigs`) with a stable code.
 *
 * @module
 */
export {
  OUTPOINT_SIZE,
  SILENTPAYMENTS_LABEL_SERIALIZED_SIZE,
  SILENTPAYMENTS_LABEL_SIZE,
  SILENTPAYMENTS_PREVOUTS_SUMMARY_SERIALIZED_SIZE,
  SILENTPAYMENTS_PREVOUTS_SUMMARY_SIZE,
  SILENTPAYMENTS_RECIPIENT_GROUP_LIMIT,
} from "./constants.js";
export {
  type SilentpaymentsLabel,
  silentpaymentsRecipientCreateLabeledSpendPubkey,
  silentpaymentsRecipientLabelCreate,
  silentpaymentsRecipientLabelParse,
  silentpaymentsRecipientLabelSerialize,
} from "./labels.5x52.js";
export {
  type SilentpaymentsFoundOutput,
  type SilentpaymentsLabelLookup,
  type SilentpaymentsLabels,
  silentpaymentsRecipientScanOutputs,
} from "./scan.5x52.js";
export { type SilentpaymentsRecipient, silentpaymentsSenderCreateOutputs } from "./sender.5x52.js";
export {
  silentpaymentsRecipientPrevoutsSummaryCreate,
  silentpaymentsRecipientPrevoutsSummaryParse,
  silentpaymentsRecipientPrevoutsSummarySerialize,
} from "./summary.5x52.js";

/** The field backend of this module: `"5x52"` (or `"10x26"` in `@k1/silentpayments/10x26`). */
export const BACKEND: string = "5x52";
