/**
 * The transactions of the silent-payments rows, made once per process with the 5x52 API and
 * shared by both backends' rows (they are bytes): the same as libsecp256k1's
 * `src/modules/silentpayments/bench_impl.h`. One Taproot input (the keypair of the scalar
 * 1, 2, …, 32), the recipient's fixed scan key and spend key, the change label (m = 0); outputs
 * to the recipient's labeled spend key, either for other scan keys (other_scan_pubkey + i·G for
 * the i-th, each a group of its own) or, for the last `matches` outputs, for the recipient's scan
 * key (k = 0, 1, …), those reversed so that the k-th match sits near the end (the "worst-case
 * scanning attack": a block-sized transaction whose every output pays one scan key).
 *
 * Also the inputs of the sender rows and of the light-client row (2,000 summaries of a block, as
 * an index server hands them out: 33-byte input_hash·A, each transaction with two outputs that do
 * not pay the recipient).
 *
 * @module
 */
import * as k1 from "@k1/sigs/5x52";
import * as sp from "@k1/silentpayments/5x52";

/** Maximum non-coinbase Taproot outputs per block (libsecp256k1's `MAX_P2TR_OUTPUTS_PER_BLOCK`). */
export const MAX_P2TR_OUTPUTS_PER_BLOCK = 23250;
/** The output counts of `silentpayments_scan_nomatch_N=` (libsecp256k1's). */
export const NOMATCH_N = [2, 5, 10, 100, 1000, 2323, MAX_P2TR_OUTPUTS_PER_BLOCK] as const;
/** The match counts of `silentpayments_scan_worstcase_K=` (libsecp256k1's). */
export const WORSTCASE_K = [10, 100, 1000, 2323] as const;
/** Summaries per block of the light-client row. */
export const LIGHT_CLIENT_SUMMARIES = 2000;

const hexb = (s: string) => Uint8Array.from(s.match(/../g) ?? [], (b) => Number.parseInt(b, 16));

/** The scan rows' fixed data and transactions. */
export interface ScanData {
  readonly outpoint: Uint8Array;
  /** The transaction's one input, x-only. */
  readonly input: Uint8Array;
  readonly scanKey: Uint8Array;
  readonly spendPubkey: Uint8Array;
  /** The change label, serialized (33 bytes), and its tweak. */
  readonly label33: Uint8Array;
  readonly labelTweak: Uint8Array;
  /** The label as a map (lower-case hex key). */
  readonly labels: ReadonlyMap<string, Uint8Array>;
  /** A callback comparing with the one label (libsecp256k1's bench `label_lookup`). */
  readonly lookup: sp.SilentpaymentsLabelLookup;
  /** Outputs of the others (one group each), in recipient order. */
  readonly others: readonly Uint8Array[];
  /** The recipient's outputs, k = 0 … 2,322. */
  readonly group: readonly Uint8Array[];
}

let data: ScanData | null = null;

/** The scan rows' data (made on first use; a few seconds). */
export function scanData(): ScanData {
  if (data !== null) return data;
  const outpoint = hexb("169e1e83e930853391bc6f35f605c6754cfead57cf8387639d3b4096c54f18f400000000");
  const spendPubkey = hexb("02ee97df83b2546af5a7d06215d98bcb637fe05dd0fa373bd820e664d372de9a01");
  const scanKey = hexb("a89054c95be3c301566574f2aa93ade051850903a69cbdd1d47eae263d7bc031");
  const inputKey = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
  const keypair = k1.keypairCreate(inputKey);
  const input = k1.keypairXonlyPub(keypair).xonlyPubkey;
  const { label, labelTweak } = sp.silentpaymentsRecipientLabelCreate(scanKey, 0);
  const label33 = sp.silentpaymentsRecipientLabelSerialize(label);
  const labeled = sp.silentpaymentsRecipientCreateLabeledSpendPubkey(spendPubkey, label);
  const scanPubkey = k1.pubkeyCreate(scanKey);
  const otherKey = new Uint8Array(32);
  otherKey[0] = 99;
  const one = new Uint8Array(32);
  one[31] = 1;
  let other = k1.pubkeyCreate(otherKey);
  const otherRecipients: sp.SilentpaymentsRecipient[] = [];
  for (let i = 0; i < MAX_P2TR_OUTPUTS_PER_BLOCK; i++) {
    other = k1.pubkeyTweakAdd(other, one);
    otherRecipients.push({ scanPubkey: other, spendPubkey: labeled });
  }
  const others = sp.silentpaymentsSenderCreateOutputs(otherRecipients, outpoint, [keypair]);
  const group = sp.silentpaymentsSenderCreateOutputs(
    Array.from({ length: 2323 }, () => ({ scanPubkey, spendPubkey: labeled })),
    outpoint,
    [keypair],
  );
  const hex = Array.from(label33, (v) => v.toString(16).padStart(2, "0")).join("");
  const lookup = (l: Uint8Array) => {
    for (let i = 0; i < 33; i++) if (l[i] !== label33[i]) return null;
    return labelTweak;
  };
  data = {
    outpoint,
    input,
    scanKey,
    spendPubkey,
    label33,
    labelTweak,
    labels: new Map([[hex, labelTweak]]),
    lookup,
    others,
    group,
  };
  return data;
}

/**
 * The outputs of a transaction of `outputs` outputs of which the last `matches` pay the
 * recipient, reversed among themselves (bench_impl.h's setup).
 *
 * @param outputs - the number of outputs.
 * @param matches - how many pay the recipient (≤ 2,323).
 * @returns the outputs, in vout order.
 */
export function transaction(outputs: number, matches: number): Uint8Array[] {
  const d = scanData();
  const tx = d.others.slice(0, outputs - matches);
  for (let k = matches - 1; k >= 0; k--) tx.push(d.group[k]);
  return tx;
}

/** The sender rows' data: two inputs (a Taproot keypair and a plain key), ten recipients. */
export interface SenderData {
  readonly keypairs: Uint8Array[];
  readonly seckeys: Uint8Array[];
  /** Ten recipients with different scan keys. */
  readonly recipients: sp.SilentpaymentsRecipient[];
}

/** The sender rows' data. */
export function senderData(): SenderData {
  const key = (b: number) => Uint8Array.from({ length: 32 }, (_, i) => i + b);
  const spend = k1.pubkeyCreate(key(97));
  return {
    keypairs: [k1.keypairCreate(key(1))],
    seckeys: [key(33)],
    recipients: Array.from({ length: 10 }, (_, i) => {
      const s = key(65);
      s[31] += i;
      return { scanPubkey: k1.pubkeyCreate(s), spendPubkey: spend };
    }),
  };
}

/** The light-client row's data: per transaction its 33-byte summary and two outputs. */
export interface LightClientData {
  readonly summaries: Uint8Array[];
  readonly outputs: Uint8Array[][];
}

/** The light-client row's data (2,000 transactions of a block). */
export function lightClientData(): LightClientData {
  const d = scanData();
  const summaries: Uint8Array[] = [];
  const outputs: Uint8Array[][] = [];
  const key = Uint8Array.from({ length: 32 }, (_, i) => i + 1);
  for (let i = 0; i < LIGHT_CLIENT_SUMMARIES; i++) {
    key[0] = i & 255;
    key[1] = i >> 8;
    summaries.push(k1.pubkeyCreate(key));
    outputs.push([d.others[2 * i], d.others[2 * i + 1]]);
  }
  return { summaries, outputs };
}
