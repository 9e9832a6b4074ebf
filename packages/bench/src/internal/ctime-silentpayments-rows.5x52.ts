/**
 * The secret-dependent operations of `@k1/silentpayments` on the 5x52 backend (template: the
 * build writes the 10x26 copy), for the timing-leak test of `bench_ctime` (`ctime.ts`), in the
 * shape of `ctime-rows.5x52.ts`. libsecp256k1's `ctime_tests` runs the same calls of its
 * silentpayments module with a secret key marked undefined:
 *
 * - `silentpayments_sender_create_outputs_seckey` / `_keypair`: the sender with the class's secret
 *   as the one input key, a plain secret key or a Taproot keypair (whose even-y negation is
 *   secret too);
 * - `silentpayments_recipient_scan_outputs`: a scan with the class's secret as the scan key (its
 *   ECDH, by `ecmultConst`), of a one-output transaction that pays the class's recipient, no label
 *   lookup (libsecp256k1's choice: the shared secret is made once; what follows is public);
 * - `silentpayments_recipient_label_create`: the label tweak and label point of m = 1 from the
 *   class's secret as the scan key.
 *
 * `silentpaymentsRecipientCreateLabeledSpendPubkey` has no row: it adds two public keys (the label
 * point is public once a labeled address is given out; libsecp256k1 adds them in variable time).
 *
 * What differs between the classes apart from the secret is public: the sender's outputs (and its
 * a·G), the scanner's transaction, summary and found output (each class scans its own
 * transaction, made untimed by the sender for the class's scan key), which libsecp256k1
 * declassifies. The class's inputs are copied, untimed, into one set of buffers before each
 * sample (`prepare`).
 *
 * @module
 */

import * as k1 from "@k1/sigs/5x52";
import * as sp from "@k1/silentpayments/5x52";
import type { CtimeRow } from "./ctime-rows.5x52.js";
import { ctimeRow, SECRETS } from "./ctime-rows.5x52.js";

const hex = (s: string) => Uint8Array.from(s.match(/../g) ?? [], (b) => Number.parseInt(b, 16));

/** The silent-payments rows of this backend. */
export function ctimeSilentpaymentsRows(): CtimeRow[] {
  const be = sp.BACKEND;
  const outpoint = hex(`${"5c".repeat(32)}01000000`);
  const recipient = {
    scanPubkey: k1.pubkeyCreate(hex("3a6f1d9c2b8e4f7a0c5d3e9b1f6a8c2d4e7b0a3f9c6d1e8b5a2f7c4d0e9b6a31")),
    spendPubkey: k1.pubkeyCreate(hex("71c4e8a2f6b0d93e5a1c7f4b8d2e6a0c9f3b7d1e5a8c2f6b0d4e9a3c7f1b5d82")),
  };
  const keypairs = SECRETS.map((s) => k1.keypairCreate(s));
  // The scanner's side: the class's secret is the scan key; each class scans the one-output
  // transaction that the sender made for its scan key with a fixed input key.
  const inputKey = hex("2b9e6c1f4a8d3e7b0c5f9a2d6e1b8c4f7a3d0e9b5c2f8a6d1e4b7c0f3a9d6e52");
  const inputPub = k1.pubkeyCreate(inputKey);
  const spendPubkey = recipient.spendPubkey;
  const summary = sp.silentpaymentsRecipientPrevoutsSummaryCreate(outpoint, [], [inputPub]);
  if (summary === null) throw new Error("ctime-silentpayments-rows: the input key sums to infinity");
  const txs = SECRETS.map(
    (s) =>
      sp.silentpaymentsSenderCreateOutputs(
        [{ scanPubkey: k1.pubkeyCreate(s), spendPubkey }],
        outpoint,
        [],
        [inputKey],
      )[0],
  );

  const secret = new Uint8Array(32);
  const keypair = new Uint8Array(96);
  const output = new Uint8Array(32);
  const txOutputs = [output];
  const prepare = (c: number): void => {
    secret.set(SECRETS[c]);
    keypair.set(keypairs[c]);
    output.set(txs[c]);
  };

  const row = (name: string, call: () => number): CtimeRow => ctimeRow(`${name}_${be}`, prepare, call);
  return [
    row(
      "silentpayments_sender_create_outputs_seckey",
      () => sp.silentpaymentsSenderCreateOutputs([recipient], outpoint, [], [secret])[0][7],
    ),
    row(
      "silentpayments_sender_create_outputs_keypair",
      () => sp.silentpaymentsSenderCreateOutputs([recipient], outpoint, [keypair], [])[0][7],
    ),
    row("silentpayments_recipient_scan_outputs", () => {
      const found = sp.silentpaymentsRecipientScanOutputs(txOutputs, secret, summary, spendPubkey);
      if (found.length !== 1) throw new Error("ctime-silentpayments-rows: the scan did not find its output");
      return found[0].tweak[7];
    }),
    row(
      "silentpayments_recipient_label_create",
      () => sp.silentpaymentsRecipientLabelCreate(secret, 1).label[7],
    ),
  ];
}
