// hash.ts: SHA-256 / HMAC-SHA256 against node:crypto (an independent implementation), BIP340 tagged
// hashes against an independent node:crypto computation, libsecp256k1's hard-coded tag midstates,
// and the tagged hashes in the BIP341 (TapLeaf/TapBranch/TapTweak) and BIP324 vectors; SHA-256 also
// against the FIPS 180-2 examples and @noble/hashes.
import { createHash, createHmac } from "node:crypto";
import { hmac as nobleHmac } from "@noble/hashes/hmac.js";
import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";
import { describe, expect, it } from "vitest";
import { hex, Rng } from "../../../test-utils/rng.js";
import { ranVectors, readVector } from "../../../test-utils/vectors.js";
import { K1Error } from "../src/errors.js";
import {
  digestInto32,
  hmacSha256,
  sha256,
  sha256Into,
  taggedHash,
  taggedHasher,
  taggedHashInto,
} from "../src/hash.js";
import { sha256State } from "../src/sha256.js";

const rng = new Rng("sigs-hash");
const N_RANDOM = 1000; // random cases per property here (each is a few hashes: COUNT would be overkill)

const fromHex = (h: string) => Uint8Array.from(Buffer.from(h, "hex"));
const utf8 = (s: string) => new TextEncoder().encode(s);
const nodeSha = (...parts: Uint8Array[]) => {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
};
/** Independent tagged hash: SHA256(SHA256(tag) ‖ SHA256(tag) ‖ msg) with node:crypto. */
const refTagged = (tag: Uint8Array, ...msgs: Uint8Array[]) => {
  const t = nodeSha(tag);
  return nodeSha(t, t, ...msgs);
};

/** Random split of `m` into 0..4 parts. */
function split(m: Uint8Array): Uint8Array[] {
  const k = rng.int(5);
  if (k === 0) return m.length === 0 ? [] : [m];
  const cuts = Array.from({ length: k - 1 }, () => rng.int(m.length + 1)).sort((a, b) => a - b);
  const parts: Uint8Array[] = [];
  let prev = 0;
  for (const c of [...cuts, m.length]) {
    parts.push(m.subarray(prev, c));
    prev = c;
  }
  return parts;
}

/** Lengths around the SHA-256 block boundaries. */
function randomLength(): number {
  const edges = [0, 1, 31, 32, 33, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129];
  return rng.int(2) === 0 ? edges[rng.int(edges.length)] : rng.int(300);
}

describe("sha256 / hmacSha256 (vs node:crypto)", () => {
  it("sha256 of random messages, one-shot and streamed", () => {
    for (let i = 0; i < N_RANDOM; i++) {
      const m = rng.bytes(randomLength());
      const want = nodeSha(m);
      expect(hex(sha256(m)), `sha256 len=${m.length}`).toBe(hex(want));
      const h = sha256.create();
      for (const p of split(m)) h.update(p);
      expect(hex(h.digest()), `sha256 streamed len=${m.length}`).toBe(hex(want));
    }
  });

  it("digestInto32, sha256Into and taggedHashInto (no allocation: through the hasher's buffer), with aliasing", () => {
    for (let i = 0; i < N_RANDOM; i++) {
      const m = rng.bytes(rng.int(200));
      const out = new Uint8Array(32);
      digestInto32(
        split(m).reduce((h, p) => h.update(p), sha256.create()),
        out,
      );
      expect(hex(out), `len ${m.length}`).toBe(hex(nodeSha(m)));
      sha256Into(out, m);
      expect(hex(out)).toBe(hex(nodeSha(m)));
      taggedHashInto(out, "BIP0340/challenge", ...split(m));
      expect(hex(out)).toBe(hex(refTagged(utf8("BIP0340/challenge"), m)));
      // The output may be one of the inputs.
      if (m.length >= 32) {
        const a = m.slice(0, 32);
        const want = nodeSha(a, m.subarray(32));
        digestInto32(sha256.create().update(a).update(m.subarray(32)), a);
        expect(hex(a)).toBe(hex(want));
      }
    }
  });

  it("the streaming hasher: clones are independent, misuse is refused with K1Error", () => {
    for (let i = 0; i < 200; i++) {
      const a = rng.bytes(randomLength());
      const b = rng.bytes(randomLength());
      const h = sha256.create().update(a);
      const c = h.clone();
      const d = h._cloneInto();
      const e = sha256.create().update(rng.bytes(rng.int(100)));
      h._cloneInto(e); // overwrites e's state entirely
      expect(hex(h.update(b).digest()), "original").toBe(hex(nodeSha(a, b)));
      expect(hex(c.digest()), "clone before b").toBe(hex(nodeSha(a)));
      expect(hex(d.update(b).digest()), "_cloneInto()").toBe(hex(nodeSha(a, b)));
      expect(hex(e.digest()), "_cloneInto(e)").toBe(hex(nodeSha(a)));
    }
    const h = sha256.create();
    const out = new Uint8Array(33);
    h.update(utf8("abc")).digestInto(out);
    expect(hex(out.subarray(0, 32))).toBe(hex(nodeSha(utf8("abc"))));
    expect(out[32], "digestInto writes 32 bytes").toBe(0);
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e, "a K1Error").toBeInstanceOf(K1Error);
        return (e as K1Error).code;
      }
      return "no error";
    };
    expect(
      code(() => h.update(utf8("x"))),
      "update after digestInto",
    ).toBe("ERR_HASH");
    expect(
      code(() => h.digest()),
      "digest after digestInto",
    ).toBe("ERR_HASH");
    const g = sha256.create();
    g.destroy();
    expect(
      code(() => g.update(utf8("x"))),
      "update after destroy",
    ).toBe("ERR_HASH");
    expect(
      code(() => sha256.create().update("abc" as unknown as Uint8Array)),
      "string data",
    ).toBe("ERR_TYPE");
    expect(
      code(() => sha256.create().digestInto(new Uint8Array(31))),
      "short out",
    ).toBe("ERR_LENGTH");
    expect(
      code(() => sha256([1, 2] as unknown as Uint8Array)),
      "array msg",
    ).toBe("ERR_TYPE");
    expect([sha256.blockLen, sha256.outputLen, g.blockLen, g.outputLen]).toEqual([64, 32, 64, 32]);
  });

  it("FIPS 180-2 / NIST example vectors (one block, two blocks, a million bytes)", () => {
    const vectors: [Uint8Array, string][] = [
      [utf8(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
      [utf8("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
      [
        utf8("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
      ],
      [
        utf8(
          "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
        ),
        "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1",
      ],
      [
        new Uint8Array(1_000_000).fill(0x61),
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
      ],
    ];
    for (const [m, want] of vectors) {
      expect(hex(sha256(m)), `len=${m.length}`).toBe(want);
      // The same bytes fed in chunks of 1, 63, 64 and 65 bytes.
      for (const step of [1, 63, 64, 65]) {
        if (m.length > 1000 && step === 1) continue;
        const h = sha256.create();
        for (let i = 0; i < m.length; i += step) h.update(m.subarray(i, i + step));
        expect(hex(h.digest()), `len=${m.length} in chunks of ${step}`).toBe(want);
      }
    }
  });

  it("every length 0..300 against @noble/hashes' sha256 and hmac, one-shot and byte-split at every offset class", () => {
    for (let len = 0; len <= 300; len++) {
      const m = rng.bytes(len);
      const want = hex(nobleSha256(m));
      expect(hex(sha256(m)), `len=${len}`).toBe(want);
      // Two parts cut at a random point and at a block boundary when there is one.
      for (const cut of [rng.int(len + 1), Math.min(len, 64), Math.min(len, 55), Math.min(len, 56)]) {
        const h = sha256.create().update(m.subarray(0, cut)).update(m.subarray(cut));
        expect(hex(h.digest()), `len=${len} cut=${cut}`).toBe(want);
      }
      const key = rng.bytes([0, 1, 32, 63, 64, 65, 200][len % 7]);
      expect(hex(hmacSha256(key, m)), `hmac keylen=${key.length} len=${len}`).toBe(
        hex(nobleHmac(nobleSha256, key, m)),
      );
    }
  });

  it("two updates at every buffer fill (0..130 bytes) followed by lengths around the block", () => {
    const m = rng.bytes(400);
    for (let a = 0; a <= 130; a++) {
      for (const b of [0, 1, 54, 55, 56, 62, 63, 64, 65, 119, 120, 127, 128, 129, 200]) {
        const h = sha256
          .create()
          .update(m.subarray(0, a))
          .update(m.subarray(a, a + b));
        expect(hex(h.digest()), `${a} + ${b} bytes`).toBe(hex(nodeSha(m.subarray(0, a + b))));
      }
    }
  });

  it("@noble/hashes' hmac takes this sha256 (the hasher has the shape of its hashes)", () => {
    for (let i = 0; i < 200; i++) {
      const key = rng.bytes(rng.int(2) === 0 ? 32 : rng.int(200));
      const m = rng.bytes(randomLength());
      const want = hex(new Uint8Array(createHmac("sha256", key).update(m).digest()));
      expect(hex(nobleHmac(sha256, key, m)), `noble hmac keylen=${key.length} len=${m.length}`).toBe(want);
    }
  });

  it("hmacSha256: RFC 4231 test cases 3, 4, 5 (truncated to 128 bits) and 7", () => {
    const cases: [string, Uint8Array, Uint8Array, string][] = [
      [
        "TC3",
        new Uint8Array(20).fill(0xaa),
        new Uint8Array(50).fill(0xdd),
        "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe",
      ],
      [
        "TC4",
        Uint8Array.from({ length: 25 }, (_, i) => i + 1),
        new Uint8Array(50).fill(0xcd),
        "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b",
      ],
      [
        "TC5",
        new Uint8Array(20).fill(0x0c),
        utf8("Test With Truncation"),
        "a3b6167473100ee06e0c796c2955552b",
      ],
      [
        "TC7",
        new Uint8Array(131).fill(0xaa),
        utf8(
          "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.",
        ),
        "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2",
      ],
    ];
    for (const [name, key, data, want] of cases) {
      expect(hex(hmacSha256(key, data)).slice(0, want.length), `RFC 4231 ${name}`).toBe(want);
    }
  });

  it("hmacSha256: RFC 4231 test cases 1, 2 and 6", () => {
    expect(hex(hmacSha256(new Uint8Array(20).fill(0x0b), utf8("Hi There"))), "RFC 4231 TC1").toBe(
      "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
    );
    expect(
      hex(hmacSha256(utf8("Jefe"), utf8("what do ya want "), utf8("for nothing?"))),
      "RFC 4231 TC2",
    ).toBe("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    // TC6: a 131-byte key (longer than the block: hashed first).
    expect(
      hex(
        hmacSha256(
          new Uint8Array(131).fill(0xaa),
          utf8("Test Using Larger Than Block-Size Key - Hash Key First"),
        ),
      ),
      "RFC 4231 TC6",
    ).toBe("60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54");
  });

  it("hmacSha256 of random keys and split messages", () => {
    for (let i = 0; i < N_RANDOM; i++) {
      const key = rng.bytes(rng.int(2) === 0 ? 32 : rng.int(200));
      const m = rng.bytes(randomLength());
      const want = new Uint8Array(createHmac("sha256", key).update(m).digest());
      expect(hex(hmacSha256(key, ...split(m))), `hmac keylen=${key.length} len=${m.length}`).toBe(hex(want));
    }
  });

  it("rejects non-bytes with K1Error ERR_TYPE", () => {
    expect(() => hmacSha256("key" as unknown as Uint8Array), "hmac string key").toThrow(K1Error);
    try {
      hmacSha256(new Uint8Array(1), [1, 2] as unknown as Uint8Array);
      expect.unreachable("hmac array msg");
    } catch (e) {
      expect((e as K1Error).code, "hmac array msg").toBe("ERR_TYPE");
    }
  });
});

/** BIP340 / BIP341 / BIP324 / BIP327 tag names. */
const KNOWN_TAGS = [
  "BIP0340/challenge",
  "BIP0340/aux",
  "BIP0340/nonce",
  "TapLeaf",
  "TapBranch",
  "TapTweak",
  "TapSighash",
  "bip324_ellswift_xonly_ecdh",
  "KeyAgg list",
  "KeyAgg coefficient",
  "MuSig/aux",
  "MuSig/nonce",
  "MuSig/noncecoef",
];

describe("taggedHash (BIP340 definition, vs an independent computation)", () => {
  it("known tags on random messages, split arbitrarily, repeated (cache hit)", () => {
    for (let i = 0; i < N_RANDOM; i++) {
      const tag = KNOWN_TAGS[rng.int(KNOWN_TAGS.length)];
      const m = rng.bytes(randomLength());
      const want = hex(refTagged(utf8(tag), m));
      expect(hex(taggedHash(tag, ...split(m))), `taggedHash("${tag}") len=${m.length}`).toBe(want);
      expect(hex(taggedHash(utf8(tag), m)), `taggedHash(bytes "${tag}") len=${m.length}`).toBe(want);
      const h = taggedHasher(tag);
      for (const p of split(m)) h.update(p);
      expect(hex(h.digest()), `taggedHasher("${tag}") len=${m.length}`).toBe(want);
    }
  });

  it("odd tags: empty, Unicode, non-UTF-8 bytes, long (> 64 bytes), more tags than the cache holds", () => {
    const tags: (string | Uint8Array)[] = [
      "",
      "é∆😀",
      "a".repeat(200),
      Uint8Array.of(0xff, 0xfe, 0x00),
      new Uint8Array(0),
    ];
    for (let i = 0; i < 150; i++)
      tags.push(i % 2 === 0 ? `random/${i}/${rng.u32()}` : rng.bytes(rng.int(100)));
    for (let round = 0; round < 2; round++) {
      for (const tag of tags) {
        const m = rng.bytes(randomLength());
        const tagBytes = typeof tag === "string" ? utf8(tag) : tag;
        expect(hex(taggedHash(tag, m)), `taggedHash(tag=${hex(tagBytes)}) round ${round}`).toBe(
          hex(refTagged(tagBytes, m)),
        );
      }
    }
  });

  it("no message parts: hash of the prefix alone", () => {
    expect(hex(taggedHash("BIP0340/challenge")), "taggedHash no msgs").toBe(
      hex(refTagged(utf8("BIP0340/challenge"))),
    );
  });

  it("cached prefix is not disturbed by callers (returned hashers are independent copies)", () => {
    const h1 = taggedHasher("TapTweak");
    h1.update(utf8("garbage"));
    const h2 = taggedHasher("TapTweak");
    h1.destroy();
    expect(hex(h2.digest()), "taggedHasher copy independence").toBe(hex(refTagged(utf8("TapTweak"))));
    expect(hex(taggedHash("TapTweak", utf8("x"))), "taggedHash after destroy of a copy").toBe(
      hex(refTagged(utf8("TapTweak"), utf8("x"))),
    );
  });

  it("the prefix state equals libsecp256k1's hard-coded midstates", () => {
    // From libsecp256k1: schnorrsig/main_impl.h, ellswift/main_impl.h, musig/{keyagg,session}_impl.h.
    const midstates: Record<string, number[]> = {
      "BIP0340/nonce": [
        0x46615b35, 0xf4bfbff7, 0x9f8dc671, 0x83627ab3, 0x60217180, 0x57358661, 0x21a29e54, 0x68b07b4c,
      ],
      "BIP0340/aux": [
        0x24dd3219, 0x4eba7e70, 0xca0fabb9, 0x0fa3166d, 0x3afbe4b1, 0x4c44df97, 0x4aac2739, 0x249e850a,
      ],
      "BIP0340/challenge": [
        0x9cecba11, 0x23925381, 0x11679112, 0xd1627e0f, 0x97c87550, 0x003cc765, 0x90f61164, 0x33e9b66a,
      ],
      bip324_ellswift_xonly_ecdh: [
        0x8c12d730, 0x827bd392, 0x9e4fb2ee, 0x207b373e, 0x2292bd7a, 0xaa5441bc, 0x15c3779f, 0xcfb52549,
      ],
      "KeyAgg list": [
        0xb399d5e0, 0xc8fff302, 0x6badac71, 0x07c5b7f1, 0x9701e2ef, 0x2a72ecf8, 0x201a4c7b, 0xab148a38,
      ],
      "KeyAgg coefficient": [
        0x6ef02c5a, 0x06a480de, 0x1f298665, 0x1d1134f2, 0x56a0b063, 0x52da4147, 0xf280d9d4, 0x4484be15,
      ],
      "MuSig/aux": [
        0xa19e884b, 0xf463fe7e, 0x2f18f9a2, 0xbeb0f9ff, 0x0f37e8b0, 0x06ebd26f, 0xe3b243d2, 0x522fb150,
      ],
      "MuSig/nonce": [
        0x07101b64, 0x18003414, 0x0391bc43, 0x0e6258ee, 0x29d26b72, 0x8343937e, 0xb7a0a4fb, 0xff568a30,
      ],
      "MuSig/noncecoef": [
        0x2c7d5a45, 0x06bf7e53, 0x89be68a6, 0x971254c0, 0x60ac12d2, 0x72846dcd, 0x6c81212f, 0xde7a2500,
      ],
    };
    for (const [tag, want] of Object.entries(midstates)) {
      expect(sha256State(taggedHasher(tag)), `midstate of "${tag}"`).toEqual(want);
    }
  });

  it("rejects a tag that is neither string nor bytes, and non-bytes messages (ERR_TYPE)", () => {
    for (const bad of [undefined, null, 5, {}, [1, 2], new Uint16Array(2)]) {
      try {
        taggedHash(bad as unknown as string, new Uint8Array(1));
        expect.unreachable(`tag ${String(bad)}`);
      } catch (e) {
        expect((e as K1Error).code, `tag ${String(bad)}`).toBe("ERR_TYPE");
      }
    }
    expect(() => taggedHash("t", "msg" as unknown as Uint8Array), "string message").toThrow(/msgs\[0\]/);
  });
});

// ---------------------------------------------------------------------------------------------
// Vectors

type TapTree = { id: number; script: string; leafVersion: number } | TapTree[];

function compactSize(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24);
}

/** BIP341 taproot_tree_helper: leaf hashes by id, and the subtree hash. */
function tapTree(tree: TapTree, leaves: Map<number, string>): Uint8Array {
  if (!Array.isArray(tree)) {
    const script = fromHex(tree.script);
    const h = taggedHash("TapLeaf", Uint8Array.of(tree.leafVersion), compactSize(script.length), script);
    leaves.set(tree.id, hex(h));
    return h;
  }
  const [a, b] = [tapTree(tree[0], leaves), tapTree(tree[1], leaves)];
  return hex(a) < hex(b) ? taggedHash("TapBranch", a, b) : taggedHash("TapBranch", b, a);
}

describe("tagged hashes in the BIP341 and BIP324 vectors", () => {
  it("bip-0341/wallet-test-vectors.json scriptPubKey: TapLeaf, TapBranch, TapTweak", () => {
    const file = "bitcoin-bips/bip-0341/wallet-test-vectors.json";
    const v = JSON.parse(readVector(file)) as {
      scriptPubKey: {
        given: { internalPubkey: string; scriptTree: TapTree | null };
        intermediary: { leafHashes?: string[]; merkleRoot: string | null; tweak: string };
      }[];
      keyPathSpending: {
        inputSpending: {
          given: { txinIndex: number; merkleRoot: string | null };
          intermediary: { internalPubkey: string; tweak: string };
        }[];
      }[];
    };
    expect(v.scriptPubKey.length, `${file}: scriptPubKey cases`).toBeGreaterThan(5);
    v.scriptPubKey.forEach((c, i) => {
      const id = `${file} scriptPubKey[${i}]`;
      const pk = fromHex(c.given.internalPubkey);
      let root: Uint8Array | null = null;
      if (c.given.scriptTree !== null) {
        const leaves = new Map<number, string>();
        root = tapTree(c.given.scriptTree, leaves);
        (c.intermediary.leafHashes ?? []).forEach((lh, j) => {
          expect(leaves.get(j), `${id} leafHashes[${j}] (TapLeaf)`).toBe(lh);
        });
        expect(hex(root), `${id} merkleRoot (TapBranch)`).toBe(c.intermediary.merkleRoot);
      } else {
        expect(c.intermediary.merkleRoot, `${id} merkleRoot`).toBeNull();
      }
      const tweak = root === null ? taggedHash("TapTweak", pk) : taggedHash("TapTweak", pk, root);
      expect(hex(tweak), `${id} tweak (TapTweak)`).toBe(c.intermediary.tweak);
    });
    for (const [j, inp] of v.keyPathSpending[0].inputSpending.entries()) {
      const id = `${file} keyPathSpending[0].inputSpending[${j}]`;
      const pk = fromHex(inp.intermediary.internalPubkey);
      const mr = inp.given.merkleRoot;
      const tweak = mr === null ? taggedHash("TapTweak", pk) : taggedHash("TapTweak", pk, fromHex(mr));
      expect(hex(tweak), `${id} tweak (TapTweak)`).toBe(inp.intermediary.tweak);
    }
    ranVectors(file, v.scriptPubKey.length + v.keyPathSpending[0].inputSpending.length, "(tagged hashes)");
  });

  it("bip-0324/packet_encoding_test_vectors.csv: mid_shared_secret = hash_bip324_ellswift_xonly_ecdh(…)", () => {
    const file = "bitcoin-bips/bip-0324/packet_encoding_test_vectors.csv";
    const lines = readVector(file).trim().split("\n");
    const head = lines[0].split(",");
    const col = (name: string) => {
      const i = head.indexOf(name);
      if (i < 0) throw new Error(`${file}: no column ${name}`);
      return i;
    };
    const [cIdx, cOurs, cTheirs, cInit, cX, cSecret] = [
      "in_idx",
      "in_ellswift_ours",
      "in_ellswift_theirs",
      "in_initiating",
      "mid_x_shared",
      "mid_shared_secret",
    ].map(col);
    expect(lines.length, `${file}: rows`).toBeGreaterThan(1);
    for (const line of lines.slice(1)) {
      const f = line.split(",");
      const id = `${file} in_idx=${f[cIdx]}`;
      const ours = fromHex(f[cOurs]);
      const theirs = fromHex(f[cTheirs]);
      const [a, b] = f[cInit] === "1" ? [ours, theirs] : [theirs, ours];
      expect(hex(taggedHash("bip324_ellswift_xonly_ecdh", a, b, fromHex(f[cX]))), id).toBe(f[cSecret]);
    }
    ranVectors(file, lines.length - 1, "(tagged hash)");
  });
});
