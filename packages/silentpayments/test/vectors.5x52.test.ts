// Every case of BIP352's send_and_receive_test_vectors.json against the public API on the 5x52
// backend (template: the build writes the 10x26 copy). BIP352's input rules (which inputs count,
// their keys from scriptSig, witness and prevout) are the test helper's (inputs.ts), as in the
// BIP's reference code. Sending: the outputs are one of the expected sets, and each recipient's
// output the reference's; failing cases fail with the documented code. Receiving: addresses,
// BIP352's tweak (input_hash·A), the shared secret, the found outputs, tweaks and signatures, the
// same by a label map, a callback, a map too large to be searched by label, and as a light client
// from the serialized summary.
import * as k1 from "@k1/sigs/5x52";
import * as sp from "@k1/silentpayments/5x52";
import { sha256 } from "@noble/hashes/sha2.js";
import { describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { bigToBytes, bytesToBig } from "../../../test-utils/rng.js";
import { ranVectors, readVectorJson } from "../../../test-utils/vectors.js";
import { decode, encode, G, mod, mul, N } from "../../sigs/test/ref.js";
import { silentPaymentAddress } from "./bech32m.js";
import { hex, hexb, inputKey, smallestOutpoint, type VectorVin } from "./inputs.js";
import { refCreateOutputs, refInputHash, refInputSum, refScan } from "./ref.js";

const FILE = "bitcoin-bips/bip-0352/send_and_receive_test_vectors.json";

interface SendTest {
  given: {
    vin: VectorVin[];
    recipients: { address: string; scan_pub_key: string; spend_pub_key: string; count?: number }[];
  };
  expected: {
    outputs: string[][];
    shared_secrets: (string | null)[];
    input_private_key_sum?: string;
    input_pub_keys: string[];
  };
}
interface RecvTest {
  given: {
    vin: VectorVin[];
    outputs: string[];
    key_material: { spend_priv_key: string; scan_priv_key: string };
    labels: number[];
  };
  expected: {
    addresses: string[];
    outputs?: { pub_key: string; priv_key_tweak: string; signature: string }[];
    n_outputs?: number;
    tweak: string | null;
    shared_secret: string | null;
    input_pub_key_sum?: string;
  };
}
interface Case {
  comment: string;
  sending: SendTest[];
  receiving: RecvTest[];
}

const cases = readVectorJson<Case[]>(FILE);
const MSG = sha256(new TextEncoder().encode("message"));
const AUX = sha256(new TextEncoder().encode("random auxiliary data"));

function eligible(vins: readonly VectorVin[]) {
  const keys = vins.map(inputKey);
  return {
    keys,
    plain: keys.flatMap((k) => (k?.kind === "plain" ? [k.pubkey] : [])),
    xonly: keys.flatMap((k) => (k?.kind === "taproot" ? [k.xonly] : [])),
    compressed: keys.flatMap((k) =>
      k === null ? [] : [hex(k.kind === "plain" ? k.pubkey : Uint8Array.from([2, ...k.xonly]))],
    ),
  };
}

describe(`BIP352 vectors (${sp.BACKEND})`, () => {
  it("has 28 cases", () => {
    expect(cases.length, "cases").toBe(28);
  });

  it("sending: every case", () => {
    let n = 0;
    for (const c of cases) {
      for (const t of c.sending) {
        const { given, expected } = t;
        const what = `${c.comment} (sending)`;
        const e = eligible(given.vin);
        expect(e.compressed, `${what}: input_pub_keys`).toEqual(expected.input_pub_keys);
        const recipients = given.recipients.flatMap((r) => {
          expect(silentPaymentAddress(hexb(r.scan_pub_key), hexb(r.spend_pub_key)), `${what}: address`).toBe(
            r.address,
          );
          return Array.from({ length: r.count ?? 1 }, () => ({
            scanPubkey: hexb(r.scan_pub_key),
            spendPubkey: hexb(r.spend_pub_key),
          }));
        });
        const outpoint = smallestOutpoint(given.vin);
        const keypairs: Uint8Array[] = [];
        const seckeys: Uint8Array[] = [];
        const refInputs = given.vin.flatMap((v, i) => {
          const k = e.keys[i];
          if (k === null || v.private_key === undefined) return [];
          const sk = hexb(v.private_key);
          if (k.kind === "taproot") keypairs.push(k1.keypairCreate(sk));
          else seckeys.push(sk);
          return [{ sk: bytesToBig(sk), taproot: k.kind === "taproot" }];
        });
        const run = () => sp.silentpaymentsSenderCreateOutputs(recipients, outpoint, keypairs, seckeys);
        if (refInputs.length === 0) {
          expect(expected.outputs, `${what}: expected`).toEqual([[]]);
          expect(errorCode(run), `${what}: no input keys`).toBe("ERR_LENGTH");
        } else {
          const ref = refCreateOutputs(
            recipients.map((r) => ({ scan: r.scanPubkey, spend: r.spendPubkey })),
            outpoint,
            refInputs,
          );
          if (expected.input_private_key_sum !== undefined)
            expect(hex(bigToBytes(refInputSum(refInputs))), `${what}: input_private_key_sum`).toBe(
              expected.input_private_key_sum,
            );
          if (ref === "zero" || ref === "limit") {
            expect(expected.outputs, `${what}: expected`).toEqual([[]]);
            expect(errorCode(run), `${what}: fails`).toBe(
              ref === "zero" ? "ERR_RESULT_INFINITY" : "ERR_GROUP_LIMIT",
            );
          } else {
            const outputs = run().map(hex);
            expect(outputs, `${what}: the reference's outputs`).toEqual(ref.map(hex));
            const set = [...outputs].sort().join();
            expect(
              expected.outputs.some((o) => [...o].sort().join() === set),
              `${what}: one of the expected output sets`,
            ).toBe(true);
            // The shared secrets, input_hash·a·B_scan, from the reference (checks the reading of the case).
            const a = refInputSum(refInputs);
            const h = refInputHash(outpoint, mul(a, G));
            given.recipients.forEach((r, i) => {
              const s = expected.shared_secrets[i];
              if (s !== null && s !== undefined)
                expect(
                  hex(encode(mul(mod(h * a, N), decode(hexb(r.scan_pub_key))))),
                  `${what}: shared secret`,
                ).toBe(s);
            });
          }
        }
        n++;
      }
    }
    ranVectors(FILE, n, "sending");
  });

  it("receiving: every case, by label map, callback, large map and light-client summary", () => {
    let n = 0;
    let found = 0;
    for (const c of cases) {
      for (const t of c.receiving) {
        const { given, expected } = t;
        const what = `${c.comment} (receiving)`;
        const scanKey = hexb(given.key_material.scan_priv_key);
        const spendKey = hexb(given.key_material.spend_priv_key);
        const scanPub = k1.pubkeyCreate(scanKey);
        const spendPub = k1.pubkeyCreate(spendKey);
        const labels = new Map<string, Uint8Array>();
        const refLabels = new Map<string, bigint>();
        const addresses = [silentPaymentAddress(scanPub, spendPub)];
        for (const m of given.labels) {
          const { label, labelTweak } = sp.silentpaymentsRecipientLabelCreate(scanKey, m);
          const key = hex(sp.silentpaymentsRecipientLabelSerialize(label));
          labels.set(key, labelTweak);
          refLabels.set(key, bytesToBig(labelTweak));
          addresses.push(
            silentPaymentAddress(
              scanPub,
              sp.silentpaymentsRecipientCreateLabeledSpendPubkey(spendPub, label),
            ),
          );
        }
        expect(addresses, `${what}: addresses`).toEqual(expected.addresses);
        const e = eligible(given.vin);
        const outputs = given.outputs.map(hexb);
        const expectedOutputs = expected.outputs ?? [];
        if (e.compressed.length === 0) {
          expect(expectedOutputs, `${what}: no eligible input, nothing to find`).toEqual([]);
          expect(
            errorCode(() =>
              sp.silentpaymentsRecipientPrevoutsSummaryCreate(smallestOutpoint(given.vin), e.xonly, e.plain),
            ),
            `${what}: no input keys`,
          ).toBe("ERR_LENGTH");
          n++;
          continue;
        }
        const summary = sp.silentpaymentsRecipientPrevoutsSummaryCreate(
          smallestOutpoint(given.vin),
          e.xonly,
          e.plain,
        );
        if (summary === null) {
          expect(expectedOutputs, `${what}: keys sum to infinity, nothing to find`).toEqual([]);
          expect(expected.tweak, `${what}: no tweak`).toBeNull();
          n++;
          continue;
        }
        const tweak33 = sp.silentpaymentsRecipientPrevoutsSummarySerialize(summary);
        expect(hex(tweak33), `${what}: tweak`).toBe(expected.tweak);
        if (expected.input_pub_key_sum !== undefined) {
          const a = [bytesToBig(summary.subarray(5, 37)), bytesToBig(summary.subarray(37, 69))] as const;
          expect(hex(encode(a)), `${what}: input_pub_key_sum`).toBe(expected.input_pub_key_sum);
        }
        const tweakPoint = decode(tweak33);
        expect(hex(encode(mul(bytesToBig(scanKey), tweakPoint))), `${what}: shared secret`).toBe(
          expected.shared_secret,
        );

        const byMap = sp.silentpaymentsRecipientScanOutputs(outputs, scanKey, summary, spendPub, labels);
        // The callback runs libsecp256k1's loop: K²/2 label candidates for K matches in order, about
        // 2.7 million for the K_max case (a minute with VERIFY): that case by map and summary only.
        if (outputs.length <= 64) {
          const byCallback = sp.silentpaymentsRecipientScanOutputs(outputs, scanKey, summary, spendPub, (l) =>
            labels.get(hex(l)),
          );
          expect(byCallback, `${what}: callback = map`).toEqual(byMap);
        }
        if (labels.size === 0)
          expect(
            sp.silentpaymentsRecipientScanOutputs(outputs, scanKey, summary, spendPub),
            `${what}: no lookup`,
          ).toEqual(byMap);
        const light = sp.silentpaymentsRecipientPrevoutsSummaryParse(tweak33);
        expect(
          sp.silentpaymentsRecipientScanOutputs(outputs, scanKey, light, spendPub, labels),
          `${what}: light client = full summary`,
        ).toEqual(byMap);
        if (labels.size > 0 && outputs.length <= 16) {
          // More labels than the map search takes: the lookup route.
          const big = new Map(labels);
          for (let m = 1000; big.size <= 4 * outputs.length + 1; m++) {
            const l = sp.silentpaymentsRecipientLabelCreate(scanKey, m);
            big.set(hex(sp.silentpaymentsRecipientLabelSerialize(l.label)), l.labelTweak);
          }
          expect(
            sp.silentpaymentsRecipientScanOutputs(outputs, scanKey, summary, spendPub, big),
            `${what}: big map`,
          ).toEqual(byMap);
        }
        if (outputs.length <= 16) {
          const ref = refScan(outputs, bytesToBig(scanKey), decode(spendPub), tweakPoint, refLabels);
          expect(
            byMap.map((f) => ({
              output: hex(f.output),
              tweak: hex(f.tweak),
              label: f.label === null ? null : hex(sp.silentpaymentsRecipientLabelSerialize(f.label)),
            })),
            `${what}: the reference scan`,
          ).toEqual(ref);
        }

        if (expected.outputs !== undefined) {
          const got = byMap.map((f) => {
            const full = k1.seckeyTweakAdd(spendKey, f.tweak);
            return {
              pub_key: hex(f.output),
              priv_key_tweak: hex(f.tweak),
              signature: hex(k1.schnorrSign(MSG, full, AUX)),
            };
          });
          const key = (o: { pub_key: string }) => o.pub_key;
          expect(
            [...got].sort((x, y) => key(x).localeCompare(key(y))),
            `${what}: outputs, tweaks, signatures`,
          ).toEqual([...expected.outputs].sort((x, y) => key(x).localeCompare(key(y))));
        } else {
          expect(byMap.length, `${what}: n_outputs`).toBe(expected.n_outputs);
        }
        for (const f of byMap) {
          if (f.label !== null)
            expect(labels.has(hex(sp.silentpaymentsRecipientLabelSerialize(f.label))), `${what}: label`).toBe(
              true,
            );
        }
        found += byMap.length;
        n++;
      }
    }
    ranVectors(FILE, n, `receiving (${found} outputs found)`);
  });
});
