/**
 * `@k1/sigs` rows for the 5x52 backend (template: the build writes the 10x26 copy), with
 * libsecp256k1's names and loop bodies:
 *
 * - `ec_keygen` (bench.c `bench_keygen_run`): public key of a secret key, serialized compressed; the
 *   next key is the x coordinate of this one.
 * - `ecdsa_sign` (bench.c `bench_sign_run`): sign with the default nonce function, serialize DER;
 *   the next message and key are bytes of this signature.
 * - `ecdsa_verify` (bench.c `bench_verify`): parse the compressed public key and the DER signature,
 *   verify; the signature's last bytes are perturbed by the iteration number, so every iteration
 *   but the first sees an invalid signature (the same work).
 * - `ecdsa_recover` (bench_recover): recover the public key from a compact signature and recovery
 *   id, serialize it compressed; its x becomes the next message.
 * - `schnorrsig_sign` (bench_schnorrsig): BIP340 signature of a 32-byte message by a keypair.
 * - `schnorrsig_verify` (bench_schnorrsig): parse the x-only key and verify.
 * - `schnorrsig_verify_batch_<u>` (no libsecp256k1 counterpart): `schnorrVerifyBatch` on batches of
 *   u signatures by u keys, µs per signature (compare with `schnorrsig_verify`).
 * - `ecdh` (bench_ecdh): the default (hashed) shared secret with a fixed point (given uncompressed
 *   here, libsecp256k1's is pre-parsed) and scalar.
 * - `ellswift_encode`, `ellswift_decode`, `ellswift_keygen`, `ellswift_ecdh` (bench_ellswift):
 *   ElligatorSwift encoding of one of 256 keys with the previous output as randomness; decoding
 *   of the previous output, serialized compressed into it; `ellswiftCreate` with the previous
 *   output as key and randomness; `ellswiftXdh` with BIP324's hash, alternating the party
 *   (libsecp256k1 takes key bytes from the buffer; here one of 16 fixed keys, as an invalid key
 *   throws instead of being replaced by 1).
 *
 * @module
 */
import * as k1 from "@k1/sigs/5x52";
import { bench, SCALE, section } from "../harness.js";

/** Prints the signature rows of this backend. */
export function run(): void {
  section(`sigs ${k1.BACKEND}`);
  const key = new Uint8Array(32);
  const msg = new Uint8Array(32);
  const reset = () => {
    for (let i = 0; i < 32; i++) {
      key[i] = i + 65;
      msg[i] = i + 1;
    }
  };

  reset();
  bench("ec_keygen", 2_000, (n) => {
    let sink = 0;
    for (let i = 0; i < n; i++) {
      const pub = k1.pubkeyCreate(key);
      key.set(pub.subarray(1));
      sink ^= pub[0];
    }
    return sink;
  });

  reset();
  bench("ecdsa_sign", 2_000, (n) => {
    let sink = 0;
    for (let i = 0; i < n; i++) {
      const der = k1.ecdsaSignatureToDer(k1.ecdsaSign(msg, key));
      msg.set(der.subarray(0, 32));
      key.set(der.subarray(32, 64));
      sink ^= der[5];
    }
    return sink;
  });

  reset();
  const pub = k1.pubkeyCreate(key);
  const der = k1.ecdsaSignatureToDer(k1.ecdsaSign(msg, key));
  bench("ecdsa_verify", 1_000, (n) => {
    let valid = 0;
    for (let i = 0; i < n; i++) {
      const l = der.length;
      der[l - 1] ^= i & 0xff;
      der[l - 2] ^= (i >> 8) & 0xff;
      der[l - 3] ^= (i >> 16) & 0xff;
      if (k1.ecdsaVerify(k1.ecdsaSignatureFromDer(der), msg, pub)) valid++;
      der[l - 1] ^= i & 0xff;
      der[l - 2] ^= (i >> 8) & 0xff;
      der[l - 3] ^= (i >> 16) & 0xff;
    }
    if (valid !== 1) throw new Error(`ecdsa_verify: ${valid} valid signatures, expected 1`);
    return valid;
  });

  reset();
  const rs = k1.ecdsaSignRecoverable(msg, key);
  bench("ecdsa_recover", 1_000, (n) => {
    let sink = 0;
    for (let i = 0; i < n; i++) {
      const p = k1.ecdsaRecover(rs.signature, rs.recoveryId, msg);
      msg.set(p.subarray(1));
      sink ^= p[0];
    }
    return sink;
  });

  reset();
  const keypair = k1.keypairCreate(key);
  const xonly = k1.keypairXonlyPub(keypair).xonlyPubkey;
  const msgs = Array.from({ length: 16 }, (_, j) => Uint8Array.from(msg, (b) => b ^ j));
  // libsecp256k1's bench_schnorrsig signs with no auxiliary randomness, which BIP340's nonce
  // derivation treats as 32 zero bytes; schnorrSign without aux would draw fresh randomness.
  const aux = new Uint8Array(32);
  bench("schnorrsig_sign", 2_000, (n) => {
    let sink = 0;
    for (let i = 0; i < n; i++) {
      const m = msgs[i & 15];
      m[0] = i;
      m[1] = i >> 8;
      sink ^= k1.schnorrSign(m, keypair, aux)[7];
    }
    return sink;
  });

  const sigs = msgs.map((m) => k1.schnorrSign(m, keypair, aux));
  bench("schnorrsig_verify", 1_000, (n) => {
    let valid = 0;
    for (let i = 0; i < n; i++) if (k1.schnorrVerify(sigs[i & 15], msgs[i & 15], xonly)) valid++;
    if (valid !== n) throw new Error("schnorrsig_verify: an invalid signature");
    return valid;
  });

  // Batches of u signatures by u different keys, µs per signature.
  for (const u of [8, 64, 256]) {
    const keys: Uint8Array[] = [];
    const bm: Uint8Array[] = [];
    const bs: Uint8Array[] = [];
    for (let j = 0; j < u; j++) {
      const kj = Uint8Array.from(key, (b, i) =>
        i === 0 ? (b + 1 + (j >> 8)) & 0x7f : i === 1 ? j & 255 : b,
      );
      const kpj = k1.keypairCreate(kj);
      const mj = Uint8Array.from(msg, (b, i) => (i === 0 ? j & 255 : b));
      bm.push(mj);
      bs.push(k1.schnorrSign(mj, kpj, aux));
      keys.push(k1.keypairXonlyPub(kpj).xonlyPubkey);
    }
    const batches = Math.max(1, Math.round((SCALE * 40_000) / (u * 60)));
    bench(`schnorrsig_verify_batch_${u}`, (batches * u) / SCALE, (n) => {
      const m = Math.max(1, Math.round(n / u));
      let valid = 0;
      for (let i = 0; i < m; i++) if (k1.schnorrVerifyBatch(bs, bm, keys)) valid++;
      if (valid !== m) throw new Error("schnorrsig_verify_batch: an invalid batch");
      return valid;
    });
  }

  reset();
  const point = k1.pubkeyCreate(msg, false);
  bench("ecdh", 1_000, (n) => {
    let sink = 0;
    for (let i = 0; i < n; i++) sink ^= k1.ecdh(key, point)[0];
    return sink;
  });

  // bench_ellswift: 256 points decoded from consecutive 64-byte strings, as libsecp256k1's setup.
  const rnd64 = Uint8Array.from(
    "781fb7d4677f0868dbe31d7f1bb0f69e0a64ca329ec6207903f3d0467a0fd221b02c46d8baca264f8f8cd4dd2d04be3048511ed416fd428562c902f98984ffdc".match(
      /../g,
    ) as string[],
    (h) => Number.parseInt(h, 16),
  );
  const init = rnd64.slice();
  const points: Uint8Array[] = [];
  for (let i = 0; i < 256; i++) {
    points.push(k1.ellswiftDecode(rnd64));
    for (let j = 0; j < 64; j++) rnd64[j] = (rnd64[j] + 1) & 255;
  }
  const ellSetup = () => rnd64.set(k1.ellswiftEncode(points[255], init.subarray(16, 48)));
  ellSetup();
  bench("ellswift_encode", 1_000, (n) => {
    let sink = 0;
    for (let i = 0; i < n; i++) {
      rnd64.set(k1.ellswiftEncode(points[i & 255], rnd64.subarray(16, 48)));
      sink ^= rnd64[0];
    }
    return sink;
  });
  ellSetup();
  bench("ellswift_decode", 2_000, (n) => {
    let sink = 0;
    for (let i = 0; i < n; i++) {
      const pub = k1.ellswiftDecode(rnd64);
      rnd64.set(pub, i % 32);
      sink ^= pub[1];
    }
    return sink;
  });
  ellSetup();
  bench("ellswift_keygen", 1_000, (n) => {
    let sink = 0;
    for (let i = 0; i < n; i++) {
      rnd64[0] &= 0x7f; // keep the key below n
      rnd64.set(k1.ellswiftCreate(rnd64.subarray(0, 32), rnd64.subarray(32, 64)));
      sink ^= rnd64[0];
    }
    return sink;
  });
  ellSetup();
  const xdhKeys = Array.from({ length: 16 }, (_, j) => Uint8Array.from(msg, (b) => b ^ (j + 1)));
  bench("ellswift_ecdh", 1_000, (n) => {
    let sink = 0;
    for (let i = 0; i < n; i++) {
      const out = k1.ellswiftXdh(rnd64, rnd64, xdhKeys[i & 15], (i & 1) === 0 ? "initiator" : "responder");
      rnd64.set(out, i % 33);
      sink ^= out[0];
    }
    return sink;
  });
}
