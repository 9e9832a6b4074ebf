// ElligatorSwift (BIP324) on the 5x52 backend (template: the build writes the 10x26 copy):
// - BIP324's vectors: ellswift_decode (64-byte encodings → x), xswiftec_inv (every branch c of the
//   inverse map, and XSwiftEC of each result), packet_encoding (the x of our key, the decoded keys,
//   the shared x and BIP324's shared secret from ellswiftXdh);
// - libsecp256k1's own outputs of secp256k1_ellswift_create and secp256k1_ellswift_encode for fixed
//   inputs (generated once with libsecp256k1 at commit 687155df; the table below is data), so the
//   encoder is byte for byte libsecp256k1's;
// - properties on random keys: decode ∘ encode and decode ∘ create give the key, both parties of
//   ellswiftXdh agree and equal the x of ECDH, the prefix hash; bad input gives typed errors.
// Every assertion names its vector row or input.

import * as fe from "@k1/field/5x52";
import * as k1 from "@k1/sigs/5x52";
import { describe, expect, it } from "vitest";
import { errorCode } from "../../../test-utils/errors.js";
import { COUNT, Rng } from "../../../test-utils/rng.js";
import { ranVectors, readVector } from "../../../test-utils/vectors.js";
import { xswiftecInvVar, xswiftecVar } from "../src/ellswift.5x52.js";

const hexb = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, "hex"));
const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");
const rng = new Rng("ellswift");
const ROUNDS = Math.max(20, Math.floor(COUNT / 100));

function csv(file: string): Record<string, string>[] {
  const lines = readVector(`bitcoin-bips/bip-0324/${file}`).trim().split("\n");
  const head = lines[0].split(",");
  return lines.slice(1).map((line) => {
    const cells = line.split(",");
    return Object.fromEntries(head.map((h, i) => [h, cells[i] ?? ""]));
  });
}

function feFromHex(h: string): fe.Fe {
  const r = fe.create();
  fe.setB32Mod(r, hexb(h));
  return r;
}

function feHex(a: fe.Fe): string {
  const c = fe.create();
  fe.copy(c, a);
  fe.normalize(c);
  const out = new Uint8Array(32);
  fe.getB32(out, c);
  return hex(out);
}

function secret(): Uint8Array {
  for (;;) {
    const d = rng.bytes(32);
    if (k1.seckeyVerify(d)) return d;
  }
}

describe("BIP324 vectors, 5x52", () => {
  it("ellswift_decode_test_vectors.csv: every row decodes to its x (both parities of t kept)", () => {
    const rows = csv("ellswift_decode_test_vectors.csv");
    expect(rows.length).toBeGreaterThan(70);
    for (const [i, row] of rows.entries()) {
      const ell = hexb(row.ellswift);
      const pub = k1.ellswiftDecode(ell);
      expect(hex(pub.subarray(1)), `decode row ${i} (${row.comment})`).toBe(row.x);
      // y's parity is t's (t taken mod p).
      const t = feFromHex(row.ellswift.slice(64));
      fe.normalize(t);
      expect(pub[0], `decode row ${i}: parity`).toBe(fe.isOdd(t) ? 3 : 2);
      const full = k1.ellswiftDecode(ell, false);
      expect(hex(full.subarray(1, 33)), `decode row ${i}: uncompressed`).toBe(row.x);
    }
    ranVectors("bitcoin-bips/bip-0324/ellswift_decode_test_vectors.csv", rows.length);
  });

  it("xswiftec_inv_test_vectors.csv: each branch c gives the listed t or fails, and XSwiftEC(u, t) = x", () => {
    const rows = csv("xswiftec_inv_test_vectors.csv");
    expect(rows.length).toBeGreaterThan(30);
    const t = fe.create();
    const x2 = fe.create();
    for (const [i, row] of rows.entries()) {
      const u = feFromHex(row.u);
      const x = feFromHex(row.x);
      for (let c = 0; c < 8; c++) {
        const want = row[`case${c}_t`];
        const ok = xswiftecInvVar(t, x, u, c);
        expect(ok, `inv row ${i} case ${c}: succeeds (${row.comment})`).toBe(want !== "");
        if (!ok) continue;
        expect(feHex(t), `inv row ${i} case ${c}: t`).toBe(want);
        xswiftecVar(x2, u, t);
        expect(feHex(x2), `inv row ${i} case ${c}: XSwiftEC(u, t) = x`).toBe(row.x);
      }
    }
    ranVectors("bitcoin-bips/bip-0324/xswiftec_inv_test_vectors.csv", rows.length, "(× 8 cases)");
  });

  it("packet_encoding_test_vectors.csv: x of our key, both decodings, the shared x and BIP324's secret", () => {
    const rows = csv("packet_encoding_test_vectors.csv");
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const name = `packet row ${row.in_idx}`;
      const priv = hexb(row.in_priv_ours);
      const ours = hexb(row.in_ellswift_ours);
      const theirs = hexb(row.in_ellswift_theirs);
      expect(hex(k1.pubkeyCreate(priv).subarray(1)), `${name}: x(priv·G)`).toBe(row.mid_x_ours);
      expect(hex(k1.ellswiftDecode(ours).subarray(1)), `${name}: decode ours`).toBe(row.mid_x_ours);
      expect(hex(k1.ellswiftDecode(theirs).subarray(1)), `${name}: decode theirs`).toBe(row.mid_x_theirs);
      const initiating = row.in_initiating === "1";
      const [a, b] = initiating ? [ours, theirs] : [theirs, ours];
      const party = initiating ? "initiator" : "responder";
      const rawX = k1.ellswiftXdh(a, b, priv, party, (x32) => x32.slice());
      expect(hex(rawX), `${name}: shared x`).toBe(row.mid_x_shared);
      expect(hex(k1.ellswiftXdh(a, b, priv, party)), `${name}: BIP324 shared secret`).toBe(
        row.mid_shared_secret,
      );
    }
    ranVectors("bitcoin-bips/bip-0324/packet_encoding_test_vectors.csv", rows.length);
  });
});

// libsecp256k1 (commit 687155df) outputs: [function, key, randomness (empty: none), encoding].
const LIBSECP = [
  "create,53d6c2cd20692665e6449f5baada9664cc47b25227eadacdd9b24faf47130919,,4c6c3394b59ab35eb70fb6e661734b34a0e3c5a5305b13e03480bb92641f1506efe5d85a98c144a30f21484ad32cdb27b3472127dd701a1d6fa4f2de1482227f",
  "encode,03758dd58e6052d5c87053d7cf7c76b31029124cc34a0cf6c53fd2215b1e9912f1,a70d3eafaf96527ebbd05a7db95e02051fc1975bfcb19046736a828eafe68a72,043437500d4b9655cd8e393ed3a37863425a08da01883dad780fb25fe44a44df5d7078e0773afaa0d2805fbb93f8a88a14a49941c2e2965a8a2c17e0944b137f",
  "create,47b03a3079b70294dfea597e94561e94b8bf636590b9dea4d67091fe30249cb6,3e0c270fe5c87aacdc1706037f05d1746e9400251b9fdb1acc9b4737075cad30,57e5ecfef28600e7f8113cfd166ee1ad85cfc7c84da540463334c503115d501e1f57ece42032982609d3866c4cccc957b45a37869cf0b2fda83581a2eddb79d7",
  "encode,03c207a1bbebc28231b28eeacb884520ae09d64c3f983263168bf1bc7a803ffda7,3e0c270fe5c87aacdc1706037f05d1746e9400251b9fdb1acc9b4737075cad30,6c5f92bcd6f59b39db6364c5f640d6fed6a7e13b94f4710c3b76af2d98f1ca3b4de0674aa45f1ac9deeb2cc05b1947178b74cc137cd5f27273521d8a10cc128b",
  "create,655048dfb3863a53e5f5d45087a8d3ccdb690d76f45f6b6681560e83d0baa08f,,dc35d8f2643645af06a175ec501170152ab777cf77c0d5410bf8b2fefb55fad3af01dca290e252bb92c682d20aac07a52edcb086b7ff2defee64dc9f619a5101",
  "encode,0387d4225070dfaf4e5b2f22d245fa9226f55f3016f266e3b3d788c1fdb5a879cf,74bd4f732c3715f57977bffc03ce8fca73a35e4b81d02b9f72e707a30a748662,f76a7b7cf9db7405fadd153ccb78ca89b65b0d712e589ba351a9bfadb4fefb48807cc7b393898c6139080ce326eb72abbfc05c619541ec001f1c6baab9783ce9",
  "create,773ce1ec2f32570c6d9c349110dd6d25dd2902f310996bdeb3fa48611741301e,e924937c5ee2b774a3e5d0f88da73d12afd46e4fe423f2cd5425ec43ddfbfaf2,463ad7e2802ff807333b4fd6ace33e263cc29401a1d04965f7ead0c3e556e8c5ec3c6ed69a6423b0c41d59176c047412c257c835243cbc37c4b6fc9d71559882",
  "encode,02584b7f442f473c723a10dc2d4bf39593eb2a98a09ba5da97caf7c83594731673,e924937c5ee2b774a3e5d0f88da73d12afd46e4fe423f2cd5425ec43ddfbfaf2,dfe3c7b1b7f276f35f51293159f9f460b4b14d3177a7d6900f744c168b4e4e99acbd533ac5acb604501f53c8329b7a2f3c83f8006e0b2aa3fe287a2f83aa3646",
  "create,01b9b6270bd9a4e5aed15ac380c1697823a3540f64e4899402af8476b3e6269c,,4dd29355a1a9ab4fe5617137de62ccf1818d86838a7cf54d8f020633183faa690f11ee92785964bcd243eff420350ab006d40cf96e0aa865f96cc24212491e74",
  "encode,0271b81a8d65f01ed021c91d6caacaf73a3f2225e586df3fd6f0c01f99dbaf996e,fc078e8b1186b20029174649253fa01561ccab73bd37665f21e9e4496b7fae8a,48cb46a4417b43311a139cb9eb85dfdda3e1c0879beb06225fce17f39d112442226939ab6787acd1efa793bc4f1a18d8f5985c64369cbe67a56389a459aaea20",
  "create,4dca3b2026572dc99f4beb25e4e2015ed63dd7ba2d7c2fd0c48bc36512951e00,ccee9bc49ea01b359a84eb0192033c5d88f250b8436779ce4b8b99a85a4e0394,e626c504746447e5b08c9aa62515d48d50dde82a6e033b2a0241bd47d6f6eda749613429b02e147731b64a2ed76ff5cb16debbdc5aec7b9b4e8a2d1358cd341b",
  "encode,033c41d962157e9b46d39589474c606c3d41a19379df1f7e360732031b33d79b3b,ccee9bc49ea01b359a84eb0192033c5d88f250b8436779ce4b8b99a85a4e0394,c9e1e2a48e2860b6fd47cebe2298fec678059440c0ac95831a69cd48b5098709999ced70f3aea0b32415d68f8a6ed114fb7bd1764f37849b02d728ff9bd05dc5",
  "create,6135a1291f49bb60f87e49b90b8c2f2edb1a1ea56c5f889c1062c78e65fc7103,,8f4f16a7934a8e2ba4477e7b0fdab75d8e0f57657c977b9519e0f0796a9e65e2df634f5aa4314f909f8b97991f3522eca710b4ed76a8c9c38edeafb4ed88ed3a",
  "encode,020ffe451c938d9b493787c2d9d6cddb633cc167c597678117751c3b0a16897b3b,3b1cd7061b6ec56d475f4bf25c215533e66a59e16ed3e053001e781011761f39,e94188d69b147d9ba8629cad16175146f991211d010485b47e280e40dda3c4f0b5bdf43f73559f00ad876e8fa1f904009fb6bdd0d08e71d07bc23ca6dec35c74",
  "create,017fdd52540bda132e9f953f84cbae03da217a41df4880c0bec9151299883b1f,e7981df562ef45bf40a0b3aecb86eda1f81b836ef6580eea307aabf3b9c4e663,68039fcfd4a71835f75e86ede690e147304445652946b8c9bc5ecc67ac264b6a94659e90f3dba8900c435d85c5e46b1b8fe81dd92573d3ac126febff036019aa",
  "encode,0273717688210252f07f592856d90236b94d603e883f6ce6b8c0cd882ff2397c68,e7981df562ef45bf40a0b3aecb86eda1f81b836ef6580eea307aabf3b9c4e663,3ea093984e08f85d349985171f2c4694bba76500687288040d6d8cf5161a593766e7605da90226425959c3e8fd0423ab410743021cddbeab3cbef0d54fcd1ade",
].map((line) => line.split(","));

describe("ElligatorSwift, 5x52: byte for byte libsecp256k1's encoder", () => {
  it("secp256k1_ellswift_create and secp256k1_ellswift_encode on fixed inputs", () => {
    for (const [i, [fn, key, rnd, ell]] of LIBSECP.entries()) {
      const got =
        fn === "create"
          ? k1.ellswiftCreate(hexb(key), rnd === "" ? undefined : hexb(rnd))
          : k1.ellswiftEncode(hexb(key), hexb(rnd));
      expect(hex(got), `libsecp256k1 row ${i}: ellswift_${fn}(${key}, ${rnd || "NULL"})`).toBe(ell);
    }
  });
});

describe("ElligatorSwift, 5x52: properties", () => {
  it(`decode(encode(P)) = P and decode(create(d)) = d·G on ${ROUNDS} random keys, both parities`, () => {
    for (let i = 0; i < ROUNDS; i++) {
      const d = secret();
      const pub = k1.pubkeyCreate(d, rng.int(2) === 0);
      const ell = k1.ellswiftEncode(pub, rng.bytes(32));
      expect(hex(k1.ellswiftDecode(ell, pub.length === 33)), `round ${i}: decode ∘ encode`).toBe(hex(pub));
      const aux = rng.int(2) === 0 ? undefined : rng.bytes(32);
      const created = k1.ellswiftCreate(d, aux);
      expect(hex(k1.ellswiftDecode(created)), `round ${i}: decode ∘ create`).toBe(hex(k1.pubkeyCreate(d)));
      // Without randomness, create is deterministic; with other randomness the encoding changes.
      if (aux === undefined)
        expect(hex(k1.ellswiftCreate(d)), `round ${i}: deterministic`).toBe(hex(created));
      else expect(hex(k1.ellswiftCreate(d, rng.bytes(32))), `round ${i}: randomized`).not.toBe(hex(created));
    }
  });

  it(`any 64 bytes decode to a valid key (${ROUNDS} random encodings, and u or t in {0, p, 2^256 − 1})`, () => {
    const P = hexb("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f");
    const specials = [new Uint8Array(32), P, new Uint8Array(32).fill(0xff)];
    for (let i = 0; i < ROUNDS; i++) {
      const ell = rng.bytes(64);
      if (i < 9) {
        ell.set(specials[i % 3], 0);
        ell.set(specials[Math.floor(i / 3)], 32);
      }
      const pub = k1.ellswiftDecode(ell);
      expect(k1.pubkeyParse(pub), `round ${i}: ${hex(ell)} decodes to a valid key`).toEqual(pub);
    }
  });

  it(`ellswiftXdh: both parties agree, and the shared x is ECDH's x (${ROUNDS} key pairs)`, () => {
    for (let i = 0; i < ROUNDS; i++) {
      const da = secret();
      const db = secret();
      const ea = k1.ellswiftCreate(da, rng.bytes(32));
      const eb = k1.ellswiftCreate(db, rng.bytes(32));
      const sa = k1.ellswiftXdh(ea, eb, da, "initiator");
      const sb = k1.ellswiftXdh(ea, eb, db, "responder");
      expect(hex(sa), `round ${i}: A and B agree`).toBe(hex(sb));
      const raw = k1.ellswiftXdh(ea, eb, da, "initiator", (x32) => x32.slice());
      expect(hex(raw), `round ${i}: x of ECDH`).toBe(hex(k1.ecdh(da, k1.pubkeyCreate(db), k1.ecdhHashRawX)));
      const prefix = rng.bytes(64);
      const withPrefix = k1.ellswiftXdh(ea, eb, da, "initiator", k1.ellswiftXdhHashPrefix(prefix));
      const want = k1.sha256.create().update(prefix).update(ea).update(eb).update(raw).digest();
      expect(hex(withPrefix), `round ${i}: prefix hash`).toBe(hex(want));
      expect(hex(withPrefix), `round ${i}: prefix hash, responder`).toBe(
        hex(k1.ellswiftXdh(ea, eb, db, "responder", k1.ellswiftXdhHashPrefix(prefix))),
      );
      // The wrong party (our key against our own encoding) gives another secret.
      expect(hex(k1.ellswiftXdh(ea, eb, da, "responder")), `round ${i}: wrong party`).not.toBe(hex(sa));
    }
  });

  it("bad input: typed errors with stable codes", () => {
    const d = secret();
    const ell = k1.ellswiftCreate(d);
    const code = errorCode;
    const zero = new Uint8Array(32);
    const n = hexb("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
    expect(
      code(() => k1.ellswiftCreate(zero)),
      "create, key 0",
    ).toBe("ERR_PRIVATE_KEY");
    expect(
      code(() => k1.ellswiftCreate(n)),
      "create, key n",
    ).toBe("ERR_PRIVATE_KEY");
    expect(
      code(() => k1.ellswiftCreate(d.subarray(1))),
      "create, 31 bytes",
    ).toBe("ERR_LENGTH");
    expect(
      code(() => k1.ellswiftCreate(d, new Uint8Array(31))),
      "create, aux 31 bytes",
    ).toBe("ERR_LENGTH");
    expect(
      code(() => k1.ellswiftEncode(new Uint8Array(33), zero)),
      "encode, bad key",
    ).toBe("ERR_PUBLIC_KEY");
    expect(
      code(() => k1.ellswiftEncode(k1.pubkeyCreate(d), zero.subarray(1))),
      "encode, rnd 31",
    ).toBe("ERR_LENGTH");
    expect(
      code(() => k1.ellswiftDecode(ell.subarray(1))),
      "decode, 63 bytes",
    ).toBe("ERR_LENGTH");
    expect(
      code(() => k1.ellswiftDecode("00" as unknown as Uint8Array)),
      "decode, a string",
    ).toBe("ERR_TYPE");
    expect(
      code(() => k1.ellswiftDecode(ell, 1 as unknown as boolean)),
      "decode, compressed = 1",
    ).toBe("ERR_TYPE");
    expect(
      code(() => k1.ellswiftXdh(ell, ell, zero, "initiator")),
      "xdh, key 0",
    ).toBe("ERR_PRIVATE_KEY");
    expect(
      code(() => k1.ellswiftXdh(ell, ell, d, 0 as unknown as "initiator")),
      "xdh, party 0",
    ).toBe("ERR_RANGE");
    expect(
      code(() => k1.ellswiftXdh(ell, ell.subarray(2), d, "initiator")),
      "xdh, 62 bytes",
    ).toBe("ERR_LENGTH");
    expect(
      code(() => k1.ellswiftXdh(ell, ell, d, "initiator", () => "x" as unknown as Uint8Array)),
      "xdh, bad hash",
    ).toBe("ERR_HASH");
    expect(
      code(() => k1.ellswiftXdhHashPrefix(zero)),
      "prefix of 32 bytes",
    ).toBe("ERR_LENGTH");
  });
});
