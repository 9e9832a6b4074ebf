// The tiny-secp256k1-compatible interface (`@k1/sigs/tiny`, default backend, and the 10x26 copy)
// plugged into the real bitcoinjs packages: bitcoinjs-lib's initEccLib, ecpair's ECPairFactory and
// bip32's BIP32Factory each run their own self-test of the library they are given (testEcc) and
// throw if it fails. Then real use: BIP32 test vector 1, public vs private derivation, ECPair
// signing, and a P2TR key-path spend built, signed, finalized and verified with bitcoinjs-lib.
import * as k1 from "@k1/sigs";
import { BIP32Factory } from "bip32";
import * as bitcoin from "bitcoinjs-lib";
import { ECPairFactory } from "ecpair";
import { describe, expect, it } from "vitest";
import { Rng } from "../../../test-utils/rng.js";
import * as tiny10x26 from "../src/tiny.10x26.js";
import * as tiny from "../src/tiny.js";

const hexb = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, "hex"));
const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");
const rng = new Rng("bitcoinjs");

describe.each([
  ["@k1/sigs/tiny (5x52)", tiny],
  ["tiny.10x26", tiny10x26],
] as const)("bitcoinjs with %s", (_name, ecc) => {
  it("bitcoinjs-lib initEccLib accepts it (its own self-test)", () => {
    expect(() => bitcoin.initEccLib(ecc)).not.toThrow();
  });

  it("ecpair ECPairFactory accepts it (testEcc), and ECPair signs and verifies", () => {
    const ECPair = ECPairFactory(ecc);
    const kp = ECPair.fromPrivateKey(
      hexb("1111111111111111111111111111111111111111111111111111111111111111"),
    );
    expect(hex(kp.publicKey), "ECPair public key = pubkeyCreate").toBe(
      hex(k1.pubkeyCreate(kp.privateKey as Uint8Array)),
    );
    const h = k1.sha256(new TextEncoder().encode("bitcoinjs"));
    const sig = kp.sign(h);
    expect(hex(sig), "ECPair.sign = ecdsaSign (RFC 6979, low s)").toBe(
      hex(k1.ecdsaSign(h, kp.privateKey as Uint8Array)),
    );
    expect(kp.verify(h, sig), "ECPair.verify").toBe(true);
    expect(k1.ecdsaVerify(sig, h, kp.publicKey), "verified by the main API").toBe(true);
    const ss = kp.signSchnorr(h);
    expect(kp.verifySchnorr(h, ss), "ECPair.verifySchnorr").toBe(true);
    const random = ECPair.makeRandom({ rng: (n = 32) => rng.bytes(n) });
    expect(ecc.isPrivate(random.privateKey as Uint8Array), "makeRandom gives a valid key").toBe(true);
  });

  it("bip32 BIP32Factory accepts it (testEcc); BIP32 test vector 1", () => {
    const bip32 = BIP32Factory(ecc);
    const root = bip32.fromSeed(hexb("000102030405060708090a0b0c0d0e0f"));
    expect(root.toBase58(), "vector 1: m (xprv)").toBe(
      "xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi",
    );
    expect(root.neutered().toBase58(), "vector 1: m (xpub)").toBe(
      "xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8",
    );
    const leaf = root.derivePath("m/0'/1/2'/2/1000000000");
    expect(leaf.toBase58(), "vector 1: m/0H/1/2H/2/1000000000 (xprv)").toBe(
      "xprvA41z7zogVVwxVSgdKUHDy1SKmdb533PjDz7J6N6mV6uS3ze1ai8FHa8kmHScGpWmj4WggLyQjgPie1rFSruoUihUZREPSL39UNdE3BBDu76",
    );
    expect(leaf.neutered().toBase58(), "vector 1: m/0H/1/2H/2/1000000000 (xpub)").toBe(
      "xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy",
    );
    // Public derivation (pointAddScalar) agrees with private derivation (privateAdd + pointFromScalar).
    const acct = root.derivePath("m/44'/0'/0'");
    const pub = bip32.fromBase58(acct.neutered().toBase58());
    for (let i = 0; i < 5; i++) {
      expect(hex(pub.derive(i).publicKey), `m/44'/0'/0'/${i}: public = private derivation`).toBe(
        hex(acct.derive(i).publicKey),
      );
    }
  });

  it("a P2TR key-path spend: build, sign with the tweaked key, finalize, verify", () => {
    bitcoin.initEccLib(ecc);
    const ECPair = ECPairFactory(ecc);
    const network = bitcoin.networks.regtest;
    // A random key below n (top byte 01).
    const keyPair = ECPair.fromPrivateKey(hexb(`01${hex(rng.bytes(31))}`), { network });
    const internalPubkey = bitcoin.toXOnly(keyPair.publicKey);
    const p2tr = bitcoin.payments.p2tr({ internalPubkey, network });
    const output = p2tr.output as Uint8Array;
    const outputKey = output.subarray(2, 34);
    // The output key is the BIP341 tweak of the internal key (no script tree).
    const tweak = k1.taggedSha256("TapTweak", internalPubkey);
    expect(
      hex(k1.xonlyPubkeyTweakAdd(internalPubkey, tweak).subarray(1)),
      "P2TR output key = xonlyPubkeyTweakAdd",
    ).toBe(hex(outputKey));

    const value = 100_000n;
    const psbt = new bitcoin.Psbt({ network });
    psbt.addInput({
      hash: "a".repeat(64),
      index: 0,
      witnessUtxo: { script: output, value },
      tapInternalKey: internalPubkey,
    });
    psbt.addOutput({ script: output, value: value - 1_000n });
    const tweakedSigner = keyPair.tweak(bitcoin.crypto.taggedHash("TapTweak", internalPubkey));
    psbt.signInput(0, tweakedSigner);
    expect(
      psbt.validateSignaturesOfInput(0, (pubkey, msghash, signature) =>
        ecc.verifySchnorr(msghash, pubkey, signature),
      ),
      "psbt.validateSignaturesOfInput",
    ).toBe(true);
    psbt.finalizeAllInputs();
    const tx = psbt.extractTransaction();
    const witness = tx.ins[0].witness;
    expect(witness.length, "key-path witness: one signature").toBe(1);
    expect(witness[0].length, "SIGHASH_DEFAULT: 64-byte signature").toBe(64);
    const sighash = tx.hashForWitnessV1(0, [output], [value], bitcoin.Transaction.SIGHASH_DEFAULT);
    expect(
      k1.schnorrVerify(witness[0], sighash, outputKey),
      "the witness verifies against the output key",
    ).toBe(true);
    expect(k1.schnorrVerify(witness[0], sighash, internalPubkey), "but not against the internal key").toBe(
      false,
    );
    // The same spend signed with the main API's tweaked keypair (zero aux) verifies too.
    const kp = k1.keypairXonlyTweakAdd(k1.keypairCreate(keyPair.privateKey as Uint8Array), tweak);
    expect(hex(k1.keypairXonlyPub(kp).xonlyPubkey), "keypairXonlyTweakAdd output key").toBe(hex(outputKey));
    expect(
      k1.schnorrVerify(k1.schnorrSign(sighash, kp), sighash, outputKey),
      "main API key-path signature",
    ).toBe(true);
  });
});
