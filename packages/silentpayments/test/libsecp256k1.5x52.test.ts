// libsecp256k1's own unit tests of the module (src/modules/silentpayments/tests_impl.h), with its
// values, on the 5x52 backend (template: the build writes the 10x26 copy): the recipient sort, the
// label API's expected key, the corner cases where t_k·G cancels the spend key (sender and
// scanner) or a label tweak cancels t_k, and a label match preceding a direct one.
import * as k1 from "@k1/sigs/5x52";
import * as sp from "@k1/silentpayments/5x52";
import { describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { hex, hexb } from "./inputs.js";

const BOB = [
  hexb("021540aea897547ad439b4e0f609e5f0fa63de89ab11ede31e8cde4be219425f23"),
  hexb("023efff8185165ea63a992b39f31d8fd8e0e64aef9d3880734973714a53d83118d"),
];
const CAROL = [
  hexb("03bbc63f12745d3b9e9d24c6cd7a1efebad0a7f469232fbecf31fba7b4f7ddeda8"),
  hexb("0381eb9a9a9ec739d527c1631b31b421566f5c2a47b4ab5b1f6a686dfb68eab716"),
];
const BOB_OUTPUT = "460d6808656445ee4d4ec08eba8a66ea668e4e12989a0e604b5c360e43f55afa";
const CAROL_OUTPUT_ONE = "4b81345d5389baa3d893e2fbe708dd6d82dcd849ab03c1db68bec7e92a45fac5";
const CAROL_OUTPUT_TWO = "b7f3c679304aef8cc0c761f10099dd7b206520d7116fb791ee7454a2fc2279f4";
const SMALLEST_OUTPOINT = hexb("169e1e83e930853391bc6f35f605c6754cfead57cf8387639d3b4096c54f18f400000000");
const ALICE_SECKEY = hexb("eadc78165ff1f8ea94ad7cfdc54990738a4c53f6e0507b42154201b8e5dff3b1");
/** t_0 of the scan in test_recipient_api (Alice's key scanning Bob's keys as inputs). */
const OUTPUT_TWEAK = hexb("9632b406eb56ccb20fc6e52c41d573b2aea0450763f1f622fa87c24c7d805862");
/** t_0 of Bob's output in test_send_api. */
const MALFORMED_SPEND_KEY = hexb("83e179df51bbc96ffb59b62e57cf4e547179049c014700fe52ef5f537639ece0");

const recipient = (a: Uint8Array[]) => ({ scanPubkey: a[0], spendPubkey: a[1] });

describe(`libsecp256k1's unit-test values (${sp.BACKEND})`, () => {
  it("test_recipient_sort: the same outputs for every order of the recipients", () => {
    for (const [order, want] of [
      [
        [CAROL, BOB, CAROL],
        [CAROL_OUTPUT_ONE, BOB_OUTPUT, CAROL_OUTPUT_TWO],
      ],
      [
        [CAROL, CAROL, BOB],
        [CAROL_OUTPUT_ONE, CAROL_OUTPUT_TWO, BOB_OUTPUT],
      ],
      [
        [BOB, CAROL, CAROL],
        [BOB_OUTPUT, CAROL_OUTPUT_ONE, CAROL_OUTPUT_TWO],
      ],
    ] as const) {
      const outs = sp.silentpaymentsSenderCreateOutputs(order.map(recipient), SMALLEST_OUTPOINT, null, [
        ALICE_SECKEY,
      ]);
      expect(outs.map(hex), "outputs").toEqual(want);
    }
  });

  it("test_label_api: the labeled spend key, and label round trips", () => {
    const { label } = sp.silentpaymentsRecipientLabelCreate(ALICE_SECKEY, 1);
    expect(hex(sp.silentpaymentsRecipientCreateLabeledSpendPubkey(BOB[1], label)), "labeled spend key").toBe(
      "03dc7f099abe957a5843d2b6bb3579615c6036a49b86f4be46386028a81a77d491",
    );
    const s = sp.silentpaymentsRecipientLabelSerialize(label);
    expect(
      hex(sp.silentpaymentsRecipientLabelSerialize(sp.silentpaymentsRecipientLabelParse(s))),
      "round trip",
    ).toBe(hex(s));
    expect(
      errorCode(() => sp.silentpaymentsRecipientLabelParse(new Uint8Array(33))),
      "zero label",
    ).toBe("ERR_PUBLIC_KEY");
    const negSpend = sp.silentpaymentsRecipientLabelParse(k1.pubkeyNegate(BOB[1]));
    expect(
      errorCode(() => sp.silentpaymentsRecipientCreateLabeledSpendPubkey(BOB[1], negSpend)),
      "spend + label = infinity",
    ).toBe("ERR_RESULT_INFINITY");
  });

  it("test_send_api: a spend key of −t_0·G makes no output; K_max per group", () => {
    const neg = k1.pubkeyNegate(k1.pubkeyCreate(MALFORMED_SPEND_KEY));
    expect(
      errorCode(() =>
        sp.silentpaymentsSenderCreateOutputs(
          [{ scanPubkey: BOB[0], spendPubkey: neg }, recipient(CAROL)],
          SMALLEST_OUTPOINT,
          [],
          [ALICE_SECKEY],
        ),
      ),
      "output at infinity",
    ).toBe("ERR_RESULT_INFINITY");
    const limit = sp.SILENTPAYMENTS_RECIPIENT_GROUP_LIMIT;
    expect(limit, "K_max").toBe(2323);
    const group = (n: number, scan: Uint8Array) =>
      Array.from({ length: n }, () => ({ scanPubkey: scan, spendPubkey: CAROL[1] }));
    expect(
      sp.silentpaymentsSenderCreateOutputs(group(limit, CAROL[0]), SMALLEST_OUTPOINT, null, [ALICE_SECKEY])
        .length,
      "one group at the limit",
    ).toBe(limit);
    expect(
      errorCode(() =>
        sp.silentpaymentsSenderCreateOutputs(group(limit + 1, CAROL[0]), SMALLEST_OUTPOINT, null, [
          ALICE_SECKEY,
        ]),
      ),
      "one group over the limit",
    ).toBe("ERR_GROUP_LIMIT");
    const two = [...group(limit, CAROL[0]), ...group(limit, BOB[0])];
    expect(
      sp.silentpaymentsSenderCreateOutputs(two, SMALLEST_OUTPOINT, null, [ALICE_SECKEY]).length,
      "two groups at the limit",
    ).toBe(2 * limit);
    expect(
      errorCode(() =>
        sp.silentpaymentsSenderCreateOutputs(
          [...two, { scanPubkey: k1.pubkeySerialize(BOB[0], false), spendPubkey: BOB[1] }],
          SMALLEST_OUTPOINT,
          null,
          [ALICE_SECKEY],
        ),
      ),
      "two groups, one over the limit (the same key uncompressed)",
    ).toBe("ERR_GROUP_LIMIT");
  });

  it("test_recipient_api: t_0·G = −spend fails the scan; a label tweak of −t_0 gives the tweak 0", () => {
    const ps = sp.silentpaymentsRecipientPrevoutsSummaryCreate(
      SMALLEST_OUTPOINT,
      [BOB[0].subarray(1)],
      [BOB[0]],
    );
    if (ps === null) throw new Error("summary");
    const t = [BOB[0].subarray(1)];
    const negT = k1.pubkeyNegate(k1.pubkeyCreate(OUTPUT_TWEAK));
    expect(
      errorCode(() => sp.silentpaymentsRecipientScanOutputs(t, ALICE_SECKEY, ps, negT, () => null)),
      "infinity",
    ).toBe("ERR_RESULT_INFINITY");
    const negTweak = k1.seckeyNegate(OUTPUT_TWEAK);
    const label33 = k1.pubkeyCreate(negTweak);
    for (const labels of [
      new Map([[hex(label33), negTweak]]),
      (l: Uint8Array) => (hex(l) === hex(label33) ? negTweak : null),
    ]) {
      const f = sp.silentpaymentsRecipientScanOutputs(t, ALICE_SECKEY, ps, BOB[0], labels);
      expect(f.length, "found").toBe(1);
      expect(hex(f[0].tweak), "tweak 0").toBe("00".repeat(32));
      expect(f[0].label && hex(sp.silentpaymentsRecipientLabelSerialize(f[0].label)), "the label").toBe(
        hex(label33),
      );
    }
    expect(
      sp.silentpaymentsRecipientScanOutputs(t, ALICE_SECKEY, ps, BOB[0], new Map()).length,
      "no label",
    ).toBe(0);
    expect(sp.silentpaymentsRecipientScanOutputs(t, ALICE_SECKEY, ps, BOB[0]).length, "no lookup").toBe(0);
  });

  it("test_recipient_scan_label_precedes_direct_match", () => {
    const key = (b: number) => Uint8Array.from({ length: 32 }, (_, i) => (i === 0 ? b : 0));
    const [sender, scan, spend] = [key(1), key(2), key(3)];
    const scanPub = k1.pubkeyCreate(scan);
    const spendPub = k1.pubkeyCreate(spend);
    const ps = sp.silentpaymentsRecipientPrevoutsSummaryCreate(SMALLEST_OUTPOINT, null, [
      k1.pubkeyCreate(sender),
    ]);
    if (ps === null) throw new Error("summary");
    const { label, labelTweak } = sp.silentpaymentsRecipientLabelCreate(scan, 1);
    const labeledSpend = sp.silentpaymentsRecipientCreateLabeledSpendPubkey(spendPub, label);
    const [labeled] = sp.silentpaymentsSenderCreateOutputs(
      [{ scanPubkey: scanPub, spendPubkey: labeledSpend }],
      SMALLEST_OUTPOINT,
      null,
      [sender],
    );
    const [direct] = sp.silentpaymentsSenderCreateOutputs(
      [{ scanPubkey: scanPub, spendPubkey: spendPub }],
      SMALLEST_OUTPOINT,
      null,
      [sender],
    );
    const key33 = hex(sp.silentpaymentsRecipientLabelSerialize(label));
    for (const labels of [
      new Map([[key33, labelTweak]]),
      (l: Uint8Array) => (hex(l) === key33 ? labelTweak : null),
    ]) {
      const f = sp.silentpaymentsRecipientScanOutputs([labeled, direct], scan, ps, spendPub, labels);
      expect(f.length, "one output for k = 0").toBe(1);
      expect(hex(f[0].output), "the labeled one, first in order").toBe(hex(labeled));
      expect(f[0].label && hex(sp.silentpaymentsRecipientLabelSerialize(f[0].label)), "its label").toBe(
        key33,
      );
    }
    const f = sp.silentpaymentsRecipientScanOutputs(
      [direct, labeled],
      scan,
      ps,
      spendPub,
      new Map([[key33, labelTweak]]),
    );
    expect(
      f.map((o) => hex(o.output)),
      "direct first in order: found first",
    ).toEqual([hex(direct)]);
  });
});
