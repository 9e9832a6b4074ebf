// External vectors against the public API of @k1/sigs on the 5x52 backend (template: the build
// writes the 10x26 copy): BIP340 (all 19 rows, byte-exact signing), BIP341 key tweaks and
// key-path signatures, Wycheproof ECDSA (SHA-256 DER, Bitcoin strict DER + low-s, P1363, SHA-512)
// and ECDH (raw x, and libsecp256k1's hashed output derived from it), the bitcoinjs-lib RFC 6979
// fixtures, noble-curves' k·G table. Every assertion message names its vector.
import * as k1 from "@k1/sigs/5x52";
import { sha256, sha512 } from "@noble/hashes/sha2.js";
import { describe, expect, it } from "vitest";
import { ranVectors, readVector } from "../../../test-utils/vectors.js";
import { N } from "./ref.js";

interface Bip341Spk {
  given: { internalPubkey: string };
  intermediary: { merkleRoot: string | null; tweak: string; tweakedPubkey: string };
}
interface Bip341KeyPath {
  inputSpending: {
    given: { internalPrivkey: string; merkleRoot: string | null };
    intermediary: { internalPubkey: string; tweak: string; tweakedPrivkey: string; sigHash: string };
    expected: { witness: string[] };
  }[];
}
interface BjsEcdsa {
  d: string;
  k: string;
  message: string;
  i: number;
  signature: string;
}
interface BjsRfc6979 {
  message: string;
  d: string;
  k0: string;
  k1: string;
  k15: string;
}
interface BjsInvalid {
  description: string;
  d: string;
  message: string;
  signature?: string;
  signatureRaw?: { r: string; s: string };
}
const hexb = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, "hex"));
const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);
const counts: Record<string, number> = {};
const count = (k: string) => {
  counts[k] = (counts[k] ?? 0) + 1;
};

describe(`BIP340 test vectors (${k1.BACKEND})`, () => {
  const rows = readVector("bitcoin-bips/bip-0340/test-vectors.csv")
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((l) => l.split(","));

  it("has 19 rows", () => {
    expect(rows.length, "bip340 csv rows").toBe(19);
  });

  for (const [index, sk, pk, aux, msg, sig, result, comment] of rows) {
    const name = `BIP340 #${index}${comment ? ` (${comment})` : ""}`;
    it(name, () => {
      const m = hexb(msg);
      const s = hexb(sig);
      const x = hexb(pk);
      if (sk !== "") {
        // Signing rows: byte-exact signature, with the secret key and with its keypair.
        const key = hexb(sk);
        const kp = k1.keypairCreate(key);
        expect(hex(k1.keypairXonlyPub(kp).xonlyPubkey), `${name}: public key`).toBe(pk.toLowerCase());
        expect(hex(k1.schnorrSign(m, key, hexb(aux))), `${name}: signature from the secret key`).toBe(
          sig.toLowerCase(),
        );
        expect(hex(k1.schnorrSign(m, kp, hexb(aux))), `${name}: signature from the keypair`).toBe(
          sig.toLowerCase(),
        );
        count("bip340 sign");
      }
      expect(k1.schnorrVerify(s, m, x), `${name}: verification result`).toBe(result === "TRUE");
      count("bip340 verify");
    });
  }
});

describe(`BIP341 wallet vectors (${k1.BACKEND})`, () => {
  const data = JSON.parse(readVector("bitcoin-bips/bip-0341/wallet-test-vectors.json"));

  (data.scriptPubKey as Bip341Spk[]).forEach((v, i) => {
    it(`BIP341 scriptPubKey[${i}]`, () => {
      const internal = hexb(v.given.internalPubkey);
      const root = v.intermediary.merkleRoot === null ? new Uint8Array(0) : hexb(v.intermediary.merkleRoot);
      const tweak = k1.taggedSha256("TapTweak", Uint8Array.from([...internal, ...root]));
      expect(hex(tweak), `scriptPubKey[${i}]: TapTweak`).toBe(v.intermediary.tweak);
      const q = k1.xonlyPubkeyTweakAdd(internal, tweak);
      expect(hex(q.subarray(1)), `scriptPubKey[${i}]: tweaked key`).toBe(v.intermediary.tweakedPubkey);
      expect(
        k1.xonlyPubkeyTweakAddCheck(hexb(v.intermediary.tweakedPubkey), q[0] & 1, internal, tweak),
        `scriptPubKey[${i}]: tweak-add check`,
      ).toBe(true);
      expect(
        k1.xonlyPubkeyTweakAddCheck(hexb(v.intermediary.tweakedPubkey), (q[0] & 1) ^ 1, internal, tweak),
        `scriptPubKey[${i}]: tweak-add check, wrong parity`,
      ).toBe(false);
      count("bip341 scriptPubKey");
    });
  });

  (data.keyPathSpending as Bip341KeyPath[]).forEach((k, j) => {
    k.inputSpending.forEach((v, i) => {
      it(`BIP341 keyPathSpending[${j}].inputSpending[${i}]`, () => {
        const name = `keyPathSpending[${j}].inputSpending[${i}]`;
        const kp = k1.keypairCreate(hexb(v.given.internalPrivkey));
        const internal = k1.keypairXonlyPub(kp).xonlyPubkey;
        expect(hex(internal), `${name}: internal key`).toBe(v.intermediary.internalPubkey);
        const root = v.given.merkleRoot === null ? new Uint8Array(0) : hexb(v.given.merkleRoot);
        const tweak = k1.taggedSha256("TapTweak", Uint8Array.from([...internal, ...root]));
        expect(hex(tweak), `${name}: tweak`).toBe(v.intermediary.tweak);
        const tweaked = k1.keypairXonlyTweakAdd(kp, tweak);
        expect(hex(k1.keypairSec(tweaked)), `${name}: tweaked secret key`).toBe(
          v.intermediary.tweakedPrivkey,
        );
        // "the signatures use all-zero aux_rand"; a hashType ≠ 0 appends the sighash byte.
        const sig = k1.schnorrSign(hexb(v.intermediary.sigHash), tweaked, new Uint8Array(32));
        const expected = v.expected.witness[0] as string;
        expect(hex(sig), `${name}: witness signature`).toBe(expected.slice(0, 128));
        const outKey = k1.keypairXonlyPub(tweaked).xonlyPubkey;
        expect(k1.schnorrVerify(sig, hexb(v.intermediary.sigHash), outKey), `${name}: verifies`).toBe(true);
        expect(hex(outKey), `${name}: output key = xonly tweak`).toBe(
          hex(k1.xonlyPubkeyTweakAdd(internal, tweak).subarray(1)),
        );
        count("bip341 keyPath");
      });
    });
  });
});

/** Wycheproof ECDSA: verify every test of a file with the given message hashing and signature decoding. */
function wycheproofEcdsa(
  file: string,
  decode: (sig: Uint8Array) => Uint8Array,
  normalize: boolean,
  hash: (m: Uint8Array) => Uint8Array,
) {
  const data = JSON.parse(readVector(`wycheproof/testvectors_v1/${file}`));
  it(`${file}: every test`, () => {
    let n = 0;
    for (const group of data.testGroups) {
      const pub = hexb(group.publicKey.uncompressed);
      // The compressed form of the same key must give the same answers.
      const pubC = k1.pubkeySerialize(pub, true);
      for (const t of group.tests) {
        const name = `${file} tcId ${t.tcId} (${t.comment}; ${t.result})`;
        const m = hash(hexb(t.msg));
        let ok: boolean;
        let okC: boolean;
        try {
          let sig = decode(hexb(t.sig));
          if (normalize) sig = k1.ecdsaSignatureNormalize(sig);
          ok = k1.ecdsaVerify(sig, m, pub);
          okC = k1.ecdsaVerify(sig, m, pubC);
        } catch (e) {
          if (!k1.isK1Error(e)) throw e;
          expect(["ERR_DER", "ERR_SIGNATURE", "ERR_LENGTH"], `${name}: error code ${e.code}`).toContain(
            e.code,
          );
          ok = okC = false;
        }
        if (t.result === "valid") expect(ok, name).toBe(true);
        else if (t.result === "invalid") expect(ok, name).toBe(false);
        expect(okC, `${name}: compressed key`).toBe(ok);
        n++;
      }
    }
    expect(n, `${file}: number of tests`).toBe(data.numberOfTests);
    counts[file] = n;
    ranVectors(`wycheproof/testvectors_v1/${file}`, n);
  });
}

describe(`Wycheproof ECDSA (${k1.BACKEND})`, () => {
  // Plain ECDSA: strict DER, high s allowed (normalized before the low-s verifier).
  wycheproofEcdsa("ecdsa_secp256k1_sha256_test.json", k1.ecdsaSignatureFromDer, true, sha256);
  // Bitcoin rules: strict DER and low s (libsecp256k1's own harness does exactly this).
  wycheproofEcdsa("ecdsa_secp256k1_sha256_bitcoin_test.json", k1.ecdsaSignatureFromDer, false, sha256);
  // IEEE P1363: raw r ‖ s, high s allowed.
  wycheproofEcdsa(
    "ecdsa_secp256k1_sha256_p1363_test.json",
    (s) => {
      if (s.length !== 64) throw new k1.K1Error("ERR_LENGTH", "P1363 signature must be 64 bytes");
      return s;
    },
    true,
    sha256,
  );
  // SHA-512: the leftmost 256 bits of the digest are the message (bits2int).
  wycheproofEcdsa("ecdsa_secp256k1_sha512_test.json", k1.ecdsaSignatureFromDer, true, (m) =>
    sha512(m).slice(0, 32),
  );

  it("the Bitcoin file: lax DER agrees with strict DER on every strict encoding", () => {
    const data = JSON.parse(readVector("wycheproof/testvectors_v1/ecdsa_secp256k1_sha256_bitcoin_test.json"));
    let n = 0;
    for (const group of data.testGroups) {
      for (const t of group.tests) {
        const der = hexb(t.sig);
        let strict: Uint8Array | null = null;
        try {
          strict = k1.ecdsaSignatureFromDer(der);
        } catch {
          continue;
        }
        expect(hex(k1.ecdsaSignatureFromDerLax(der)), `bitcoin tcId ${t.tcId}: lax = strict`).toBe(
          hex(strict),
        );
        expect(hex(k1.ecdsaSignatureToDer(strict)), `bitcoin tcId ${t.tcId}: DER round trip`).toBe(t.sig);
        n++;
      }
    }
    expect(n).toBeGreaterThan(150);
  });
});

/**
 * The public key of a Wycheproof SubjectPublicKeyInfo, if it is the plain DER encoding of an
 * id-ecPublicKey/secp256k1 key (uncompressed or compressed); null for every other encoding (the
 * "acceptable" BER variants, explicit parameters, other curves), which a strict reader rejects.
 */
function spkiPoint(spki: Uint8Array): Uint8Array | null {
  const alg = "301006072a8648ce3d020106052b8104000a";
  const h = hex(spki);
  for (const [len, pre] of [
    [65, `3056${alg}034200`],
    [33, `3036${alg}032200`],
  ] as const) {
    if (h.length === 2 * (pre.length / 2 + len) && h.startsWith(pre)) return spki.subarray(pre.length / 2);
  }
  return null;
}

describe(`Wycheproof ECDH (${k1.BACKEND})`, () => {
  it("ecdh_secp256k1_test.json: every test (raw x and libsecp256k1's hashed output)", () => {
    const data = JSON.parse(readVector("wycheproof/testvectors_v1/ecdh_secp256k1_test.json"));
    let n = 0;
    let computed = 0;
    for (const group of data.testGroups) {
      for (const t of group.tests) {
        const name = `ecdh tcId ${t.tcId} (${t.comment}; ${t.result}; ${t.flags.join(",")})`;
        const pub = spkiPoint(hexb(t.public));
        const d = BigInt(`0x${t.private}`);
        let shared: Uint8Array | null = null;
        let hashed: Uint8Array | null = null;
        if (pub !== null) {
          const key = Uint8Array.from(Buffer.from(d.toString(16).padStart(64, "0"), "hex"));
          try {
            shared = k1.ecdh(key, pub, k1.ecdhHashRawX);
            hashed = k1.ecdh(key, pub);
          } catch (e) {
            if (!k1.isK1Error(e)) throw e;
            expect(["ERR_PUBLIC_KEY", "ERR_PRIVATE_KEY", "ERR_LENGTH"], `${name}: code ${e.code}`).toContain(
              e.code,
            );
            expect(d === 0n || d >= N || t.result !== "valid", `${name}: rejected`).toBe(true);
          }
        }
        if (t.result === "valid") {
          expect(shared, `${name}: computed`).not.toBeNull();
        }
        if (t.result === "invalid") expect(shared, `${name}: rejected`).toBeNull();
        if (shared !== null && hashed !== null) {
          expect(hex(shared), `${name}: shared x`).toBe(t.shared);
          // libsecp256k1's default: SHA-256 of the compressed shared point, whose prefix we learn
          // from the y parity of key·P computed via the compressed form of the public key.
          const yOdd =
            k1.pubkeyTweakMul(
              pub as Uint8Array,
              Uint8Array.from(Buffer.from(d.toString(16).padStart(64, "0"), "hex")),
              true,
            )[0] & 1;
          expect(hex(hashed), `${name}: sha256(02|03 ‖ x)`).toBe(
            hex(sha256(Uint8Array.from([2 | yOdd, ...shared]))),
          );
          computed++;
        }
        n++;
      }
    }
    expect(n).toBe(data.numberOfTests);
    expect(computed).toBeGreaterThanOrEqual(473);
    counts["ecdh computed"] = computed;
    ranVectors("wycheproof/testvectors_v1/ecdh_secp256k1_test.json", n, `(${computed} computed)`);
  });
});

describe(`bitcoinjs-lib ecdsa.json RFC 6979 fixtures (${k1.BACKEND})`, () => {
  const data = JSON.parse(readVector("bitcoinjs-lib/test/fixtures/ecdsa.json"));
  const key = (d: string) => Uint8Array.from(Buffer.from(d.padStart(64, "0"), "hex"));

  (data.valid.ecdsa as BjsEcdsa[]).forEach((v, i) => {
    it(`valid.ecdsa[${i}] (${v.message})`, () => {
      const name = `bitcoinjs valid.ecdsa[${i}] "${v.message}"`;
      const h = sha256(utf8(v.message));
      const d = key(v.d);
      expect(hex(k1.nonceFunctionRfc6979(h, d)), `${name}: k`).toBe(v.k);
      const sig = k1.ecdsaSign(h, d);
      expect(hex(k1.ecdsaSignatureToDer(sig)), `${name}: DER signature`).toBe(v.signature);
      const rs = k1.ecdsaSignRecoverable(h, d);
      expect(rs.recoveryId, `${name}: recovery id`).toBe(v.i);
      expect(hex(k1.ecdsaRecover(rs.signature, rs.recoveryId, h)), `${name}: recovered key`).toBe(
        hex(k1.pubkeyCreate(d)),
      );
      expect(k1.ecdsaVerify(sig, h, k1.pubkeyCreate(d, false)), `${name}: verifies`).toBe(true);
      count("bitcoinjs valid.ecdsa");
    });
  });

  (data.valid.rfc6979 as BjsRfc6979[]).forEach((v, i) => {
    it(`valid.rfc6979[${i}] (${v.message})`, () => {
      const name = `bitcoinjs valid.rfc6979[${i}] "${v.message}"`;
      const h = sha256(utf8(v.message));
      const d = key(v.d);
      expect(hex(k1.nonceFunctionRfc6979(h, d, null, null, 0)), `${name}: k0`).toBe(v.k0);
      expect(hex(k1.nonceFunctionRfc6979(h, d, null, null, 1)), `${name}: k1`).toBe(v.k1);
      expect(hex(k1.nonceFunctionRfc6979(h, d, null, null, 15)), `${name}: k15`).toBe(v.k15);
      // The signer's retry loop: a nonce function that rejects the first 15 candidates (returns
      // n, which is not a valid nonce) signs with k15.
      const nInvalid = Uint8Array.from(Buffer.from(N.toString(16), "hex"));
      const sig = k1.ecdsaSign(h, d, {
        nonceFunction: (m, k, a, e, c) => (c < 15 ? nInvalid : k1.nonceFunctionRfc6979(m, k, a, e, c)),
      });
      const withK15 = k1.ecdsaSign(h, d, { nonceFunction: () => hexb(v.k15) });
      expect(hex(sig), `${name}: signature after 15 rejected candidates uses k15`).toBe(hex(withK15));
      expect(k1.ecdsaVerify(sig, h, k1.pubkeyCreate(d)), `${name}: verifies`).toBe(true);
      count("bitcoinjs valid.rfc6979");
    });
  });

  (data.invalid.verify as BjsInvalid[]).forEach((v, i) => {
    it(`invalid.verify[${i}] (${v.description})`, () => {
      const name = `bitcoinjs invalid.verify[${i}] "${v.description}"`;
      const h = sha256(utf8(v.message));
      const pub = k1.pubkeyCreate(key(v.d));
      let ok = false;
      try {
        let sig: Uint8Array;
        if (v.signature !== undefined) {
          sig = k1.ecdsaSignatureFromDer(hexb(v.signature));
        } else if (v.signatureRaw !== undefined) {
          const big = (x: string) => (x.startsWith("-") ? -BigInt(`0x${x.slice(1)}`) : BigInt(`0x${x}`));
          const r = big(v.signatureRaw.r);
          const s = big(v.signatureRaw.s);
          if (r < 0n || s < 0n || r >= 1n << 256n || s >= 1n << 256n)
            throw new k1.K1Error("ERR_SIGNATURE", "not a 32-byte value");
          sig = Uint8Array.from([...key(r.toString(16)), ...key(s.toString(16))]);
        } else {
          throw new Error(`${name}: no signature`);
        }
        ok = k1.ecdsaVerify(sig, h, pub);
      } catch (e) {
        if (!k1.isK1Error(e)) throw e;
      }
      expect(ok, name).toBe(false);
      count("bitcoinjs invalid.verify");
    });
  });

  it("covered every vector", () => {
    ranVectors(
      "bitcoin-bips/bip-0340/test-vectors.csv",
      counts["bip340 verify"],
      `(${counts["bip340 sign"]} signed)`,
    );
    ranVectors(
      "bitcoin-bips/bip-0341/wallet-test-vectors.json",
      counts["bip341 scriptPubKey"] + counts["bip341 keyPath"],
      `(scriptPubKey ${counts["bip341 scriptPubKey"]}, keyPathSpending ${counts["bip341 keyPath"]})`,
    );
    ranVectors(
      "bitcoinjs-lib/test/fixtures/ecdsa.json",
      counts["bitcoinjs valid.ecdsa"] +
        counts["bitcoinjs valid.rfc6979"] +
        counts["bitcoinjs invalid.verify"],
    );
    expect(counts["bip340 verify"], "BIP340 rows verified").toBe(19);
    expect(counts["bip340 sign"], "BIP340 rows signed (0-3, 15-18)").toBe(8);
    expect(counts["bitcoinjs valid.ecdsa"], "bitcoinjs valid.ecdsa").toBe(data.valid.ecdsa.length);
    expect(counts["bitcoinjs valid.rfc6979"], "bitcoinjs valid.rfc6979").toBe(data.valid.rfc6979.length);
    expect(counts["bitcoinjs invalid.verify"], "bitcoinjs invalid.verify").toBe(data.invalid.verify.length);
  });
});

describe(`noble-curves k·G vectors (${k1.BACKEND})`, () => {
  it("privates-2.txt: pubkeyCreate(k) for k = 1..20, large k and n − 20..n − 1", () => {
    const file = "noble-curves/test/vectors/secp256k1/privates-2.txt";
    const rows = readVector(file)
      .trim()
      .split("\n")
      .map((l) => l.split(":"));
    for (const [k, x, y] of rows) {
      const key = hexb(BigInt(k).toString(16).padStart(64, "0"));
      expect(BigInt(k) > 0n && BigInt(k) < N, `k = ${k} in range`).toBe(true);
      expect(hex(k1.pubkeyCreate(key, false)), `k = ${k}: uncompressed`).toBe(`04${x}${y}`);
      const parity = (Number.parseInt(y.slice(-1), 16) & 1) === 1 ? "03" : "02";
      expect(hex(k1.pubkeyCreate(key)), `k = ${k}: compressed`).toBe(parity + x);
    }
    ranVectors(file, rows.length);
  });
});
