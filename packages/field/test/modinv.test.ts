// The safegcd module (modinv.ts) against BigInt references: modular inverses by the extended
// Euclidean algorithm, Jacobi symbols by Euler's criterion (prime moduli) or the binary Jacobi
// algorithm (composite moduli). Moduli p, n, random odd 256-bit moduli and small ones; inputs
// random, biased (dense, sparse, near edges) and edge values (0, 1, 2, m−1, m−2, (m±1)/2, 2^k,
// 2^k − 1, m − 2^k, few bits set, small values). In the VERIFY run every batch also checks
// libsecp256k1's range invariants, and the last block checks that bad inputs are caught.
import {
  jacobiMaybeVar,
  MOD_N,
  MOD_P,
  type ModInfo26,
  modInfo26,
  modinv,
  modinvScratch,
  modinvVar,
} from "@k1/field/modinv";
import { describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";

const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn;
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const RELEASE = process.env.K1_RELEASE === "1";
const rng = new Rng("modinv");

function toLimbs(v: bigint): Int32Array {
  const a = new Int32Array(10);
  for (let i = 0; i < 10; i++) {
    a[i] = Number(v & 0x3ffffffn);
    v >>= 26n;
  }
  return a;
}

/** Value of 10 limbs; also checks they are canonical (each in [0, 2^26)). */
function fromLimbs(a: Int32Array): bigint {
  let v = 0n;
  for (let i = 9; i >= 0; i--) {
    if (a[i] < 0 || a[i] >= 2 ** 26) throw new Error(`limb ${i} = ${a[i]} not in [0, 2^26)`);
    v = (v << 26n) + BigInt(a[i]);
  }
  return v;
}

/** Value of signed digits (the modulus of a ModInfo26). */
function fromDigits(a: Int32Array): bigint {
  let v = 0n;
  for (let i = 9; i >= 0; i--) v = (v << 26n) + BigInt(a[i]);
  return v;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** x^−1 mod m by the extended Euclidean algorithm (0 → 0). */
function invRef(x: bigint, m: bigint): bigint {
  if (x === 0n) return 0n;
  let [r0, r1] = [m, x];
  let [t0, t1] = [0n, 1n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  if (r0 !== 1n) throw new Error("invRef: not invertible");
  return t0 < 0n ? t0 + m : t0;
}

function powMod(b: bigint, e: bigint, m: bigint): bigint {
  let r = 1n;
  b %= m;
  while (e > 0n) {
    if (e & 1n) r = (r * b) % m;
    b = (b * b) % m;
    e >>= 1n;
  }
  return r;
}

/** Euler's criterion: (x | m) for prime m. */
function eulerRef(x: bigint, m: bigint): number {
  if (x === 0n) return 0;
  return powMod(x, (m - 1n) / 2n, m) === 1n ? 1 : -1;
}

/** Jacobi symbol (x | m) for odd m ≥ 3 by the binary algorithm. */
function jacobiRef(x: bigint, m: bigint): number {
  let a = x % m;
  let n = m;
  let s = 1;
  while (a !== 0n) {
    while ((a & 1n) === 0n) {
      a >>= 1n;
      const r = n & 7n;
      if (r === 3n || r === 5n) s = -s;
    }
    [a, n] = [n, a];
    if ((a & 3n) === 3n && (n & 3n) === 3n) s = -s;
    a %= n;
  }
  return n === 1n ? s : 0;
}

/** Edge inputs below m. */
function edges(m: bigint): bigint[] {
  const out = new Set<bigint>([0n, 1n, 2n, 3n, m - 1n, m - 2n, m - 3n, (m + 1n) / 2n, (m - 1n) / 2n]);
  for (let k = 0; k < 256; k++) {
    const pk = 1n << BigInt(k);
    if (pk < m) out.add(pk);
    if (pk - 1n < m) out.add(pk - 1n);
    if (pk < m) out.add(m - pk);
  }
  for (let i = 1; i < 10; i++) out.add((1n << BigInt(26 * i)) - 1n); // low limbs all 2^26 − 1
  for (let i = 0; i < 64; i++) {
    // Few bits set, small values, and values just below m.
    let v = 0n;
    const bits = 1 + rng.int(4);
    for (let b = 0; b < bits; b++) v |= 1n << BigInt(rng.int(256));
    out.add(v % m);
    out.add(BigInt(rng.u32()) % m);
    out.add(BigInt(rng.int(1 << 20)) % m);
    out.add(m - 1n - BigInt(rng.int(1 << 20)));
  }
  return [...out];
}

/** A random input below m: uniform, or biased towards structure (dense, sparse, near edges). */
function randomBelow(m: bigint): bigint {
  return rng.int(2) === 0 ? rng.bigBelow(m) : rng.big256([0n, m, m >> 1n, 1n << 128n]) % m;
}

/**
 * libsecp256k1's fixed modinv cases (src/tests.c, run_modinv_tests): [x, m, x^−1 mod m] in hex,
 * chosen to need the most divsteps (713 for δ = 1, 590 for δ = 1/2), extreme δ, long runs of one
 * kind of step, extreme d/e values, and moduli p and n.
 */
const LIBSECP_CASES: [string, string, string][] = [
  // Test case known to need 713 divsteps
  [
    "fb5e91f3a95c65069331326a105277843477805766a01957279854e953891513",
    "fd4b3ff1a2d1b2a420f42294469b13d67d54f43b5ca7dae5481fcc618df42bdd",
    "b86b2486c1793e3231c4df083d3cbb9473ab6dbd6ceababd81bb456ed9a0ffd8",
  ],
  // Test case known to need 589 divsteps, reaching delta=-140 and delta=141.
  [
    "456cee1e3d61165e4eab554a57c602fea8a9d89f26bfd86348134eb7903b3fb1",
    "b4a30a8652d969fb3f5ac97e967ce58fa2da4c2a02ff48e053865c1f823b9295",
    "1419304ef920ebfa90c7e41a7e6a12c2f4d055be5b4226f5a7a8a809b8933d30",
  ],
  // Test case known to need 650 divsteps, and doing 65 consecutive (f,g/2) steps.
  [
    "a040e9d622145b8a42f65b0d87d52a21cc946a9d52bb48bceb69beae50588583",
    "d4a3c2411fbeb9d8851c51d71c9c8a87cb1da45c83f56a5fb7397e5327cb7531",
    "b347070f8f6e265499dfdf5190597fb850057fdfc0540173a9067d22275ccdb4",
  ],
  // example needing 713 divsteps; delta=-2..3
  [
    "da9db35bfd9dae4b4c7c4544bef5ff49d5c903648f42f3ece5ad4345ee91e2e9",
    "f298d9096f22788cfe10900be0a76bdb07727d2ab374aca447b32ed08cca36e7",
    "85ac8170e465abee324c15b5882a01139797a5f2b83716c8198c13edba39d8c6",
  ],
  [
    "ef78d904b7fabb39c03cad81872a2d96d850bfbcd96d0387f59a040e2966d5b7",
    "fcf27714575111095710f22d0cc322b1010c625f4d1309821568fdd343146279",
    "da88e21b5683832553140162928ec76da35845726fbebbbce456232e5817db13",
  ],
  [
    "eccc9125bb665c7554795d538b7271589ec91cf709eddeaa9ebb3bac71eea06f",
    "fb295018a9d7618d2496ffe88a148fe09b8ebd6c256b5c4a4a9d3cd4d46c2941",
    "85c1ed2d1380661c169b4cd253420d4ed6dad4fed35e009594bb7590bd60437c",
  ],
  // example reaching delta=-64..65; 661 divsteps
  [
    "e530172ecda0a321d4b369cfd319bbb5a6c22fd996de1c787f776c4868d6fde4",
    "e59813b689826c5e983394e2e3bad4e2fe162d50958225eeeeab3d860f60d9e3",
    "8baec675a78d08fa211d62e5ef330c27ad9f61aeecaa5113abde10f6f55ae675",
  ],
  [
    "d28ab369e5335dff3b0bb58f14214eb55717ebb87247156aaa188fd452d521bf",
    "e108ba749720b64f7ff5f35e158594297a948fc8636a6d81c74d2563e4639f6b",
    "b67dc781dd70538f75d7b9a4e47786b5a187e8a0793413be8a85fe5eea7ba5ab",
  ],
  [
    "b31a91ad8821bf4c9120dc6b362460323ceb27255103868c9493f1f53e8da41a",
    "e230d1d5307ee04e5a58bf849573d45443d647796ec5af7332a120f8dda55c0b",
    "62739636a7f6da349ab3aaab7c953a4d90bbc0d7698604e6abd37180bcd6da15",
  ],
  // example doing 123 consecutive (f,g/2) steps; 615 divsteps
  [
    "d9cc18d024379e46f422b5ff48d368f858ee9dad70b8d4c2ebda00aab38fb4d6",
    "df67fb96e3aee2b2932c6c0ddd2723afb005b4a495b1caad3f0797f5fed75c83",
    "997c1fef4c269555b89d8edcebade4dfb5726c0abc6f35f1039bfd4801273105",
  ],
  // example doing 123 consecutive (f,g/2) steps; 614 divsteps
  [
    "c89d47e25f41afaff39e466ce9e1b264b185862d6df700f2c964385fd4745138",
    "cfd591e022aecceeb163a261286966322bdee1499325cb0c7dcc46a29c818607",
    "17d1349bae0df2adbec8bba1cb3ded4b5ea0073b54b026e2ba7ab080da22831c",
  ],
  [
    "3d506d57ad1d5b5e855495a315a93e289dc7f71550d7cdff9953d995b4ade9a5",
    "eb24a6bc3fa665fb97ed38c9f17c2ccea58a7cc471f6adeb6b915cc7bd603ad9",
    "1745ca6a44ec6b00e1170410532dfd2e16bb001af277299ba0cc81511963f96c",
  ],
  // example doing 446 (f,g/2) steps; 523 divsteps
  [
    "bb8a2f5a4f686074e007da375a0c209389cf107ca82b09754e47e41ea56c3758",
    "df32bcda17061746b850a23380671f50894fd395ca7c97e8d9d62c42a40f4beb",
    "61f6c29c24d5cb852ca9c50ee38a6e987a2cef57d8c58c371ca04c45ceda762a",
  ],
  [
    "b6e77d517c491e6977c6969fbd06cea5a6bda370b87665214073733274ad6f38",
    "e0878ba15598d7058b9bc1e53ca26ada62836dc392aab21f1396d81e4be43f27",
    "bf3e179b46d2fe77e75faaf9ed74eb661ca89c45fc7742fccee9bc8de8346a22",
  ],
  // example doing 336 (f,(f+g)/2) steps; 693 divsteps
  [
    "7ab5016974cebbd0dc4003e0c0174e8b58783de6ab977c1fc44784ea444e7ea7",
    "f14bdd7d64567157ed5b6302f7602803c7039e9aef54fda08195fbe4154f4023",
    "5b740a28f2e0e6b5cefe184e14e95355dd4dc937300344c5a77e0733e3b3b6fb",
  ],
  // example doing 336 (f,(f+g)/2) steps; 687 divsteps
  [
    "c24ca4b8b15da189251efb8527fb3a370836b017bdcc242ca3161edeb5f4a893",
    "cd620c3d13ffd73d7ca53109e50ee6c485a643b4c7f2c8969177bb6d57bab0b7",
    "58662187d025994fb099d4d1966d430863447ee110fb44662cefe347db3448ca",
  ],
  // example doing 267 (g,(g-f)/2) steps; 678 divsteps
  [
    "ddd523fe47a46084b92d559080698b366cf5072f8197c0bedf3701f617540775",
    "e0325ec02ebb134dead59f809fa3dcba8153d9ebef6d3a2f312e27d9da378e1b",
    "badc436145e6336c16ae6958edbd10892dd2ef337498d5d177d61bed5a611cb6",
  ],
  // example doing 267 (g,(g-f)/2) steps; 676 divsteps
  [
    "be9fa38f34e7af9cc967ca1fa6306f25132c751f5d36f0a7f36bc430f9480207",
    "cf0b64a9f116722a451cf4f5b89649af6717ee0e9c3a54ec5fed656173215fb9",
    "19aa8b4a3de7750cd7b2d22d5c3a14d84951d9a718c74cb84806fef2db47f4d7",
  ],
  // example needing 590 divsteps; delta=-5/2..7/2
  [
    "fb7e453a3cc0fd05fe977637538ab6d45b3a9323d9072a2330ab53d7b6409118",
    "fdf82da53895d3050fb6d3be0ac64b609cc03dbc521db2d948ad4ad14f756983",
    "bf54349384aaa611b6f79b52b41dfa9bca54103b65efe36c8194a80133accec1",
  ],
  // example needing 590 divsteps; delta=-3/2..5/2
  [
    "ea9d9766353d789ec8e8c79a23d88c82890ebdf36e1d4b628ca035e842d0b5f2",
    "f3e72ab284114b15e27869b752db30cf6f5aebbfc84595d05de14b7aacba6fa1",
    "9927de555b686e0e7bb77e2ac4b67182a4513c8b4fb59f13187895fa9d6df12c",
  ],
  [
    "eb40350da50b11d23183ae8e88ffced0ad11263b6d62cde5e5dc1e934ef8229c",
    "eec9f80577a885d22f8d37c1946187e26805ea27b26c5ae10aa38a02e2ea3157",
    "6cd385d2af2f72c6d8af913978caf196edc7c4e07270abe2d8d3f7e527486f4e",
  ],
  // example needing 590 divsteps; delta=-5/2..7/2
  [
    "f2a1c0bf97b88e1d52e790c38f9c7a0585ce5443d609f1ca021e6708f1fedce8",
    "fbe53efe10df7d5d7f0bcd6eff84cd35b9ba2569a413844cb4c51625ed11bd3d",
    "32c5857fc47c7e3546945d3666b60653b27c2d5aafbf50e44c8db1b7afefa9dd",
  ],
  // example needing 590 divsteps; delta=-3/2..5/2
  [
    "ee829e319061a8df695a136d87a228b296b7cce31c8990f8aaeb926bc9f87902",
    "fe897575fb5403bbba6fa6f48248bfd67712e2c8ebbb34b36b81818c3c02d3a9",
    "37246a0155fc30e19a15beb74c615fd6591908c20451f393f946478e0d638246",
  ],
  // example reaching delta=-127/2..129/2; 571 divsteps
  [
    "be56ba9ca03262b0e268761df9bcf8008681f64bf3ef1a5b1fff77f5926a3eff",
    "ff6f6ac71d19f54d544936743b2931fd1868a19b5abbfd9ddffc47b700e7b8f9",
    "d306df42d3c6c27e632cf6614cfdb7ab71db834019a5e8aa9adf56823551f1d7",
  ],
  [
    "ad6c4d58b9c5714a9ac77ed0166e8aeeabc7f2e02ed73aff0000000000000000",
    "ea36e89bae02e986991a1096d49b1d9994c164862747ffc2b277a42147e29cf9",
    "9be354d3c16d81b3e17d8d5ced8be3930074f1e6aa5acdac80e919b798d81fb4",
  ],
  [
    "be56ba9ca03262afd52c8a3da8ab489e4f5d75348daeb4d97ab631577e36d047",
    "ff6f6ac71d19f545f7a5c35203ad664d966919f78ef937125afb5964737fb1f1",
    "796e082a231b2b2e28b4113093709ac4e6c0791e5a7bba1133bd27bc5256a834",
  ],
  // example doing 123 consecutive (f,g/2) steps; 554 divsteps
  [
    "cc14a008e3c52894fc8fd3f74289fa64466a8dbc645ddd45e0c21a996ea06ab1",
    "e9435381f56c2c223ac5e4b2b336bbfac4ae84614c122aff64f24cc2c083c75f",
    "c9c57056a3330425869bfdfb2613be921daa82bdf583d497b3a64395760dcd80",
  ],
  [
    "d5f462d9640ab0ea65138518b1ff2a2a4cc8707340d37e0c74d8ec4f64df71d4",
    "f2c4947d74b0338467717d94eeec4cc343321c1cd034df831d363b13d937dc75",
    "81eed6f635e10fca19d1ae30dc7cc50ca0a9c348e6bf972cec9712d537a40a82",
  ],
  [
    "cc14a008e3c52bd72bc40fd6e949ced41982f5a3aa73dd327f655bbcabc5a6b1",
    "e9435381f56c1dd5b4c7c9a1db1fb999b35d03f5f1ec1c7dfbcfa3758f964b5f",
    "589a69986b0034a7dcb282b718c8203f1495eb8869ee9988eed9f17d38b9aa3d",
  ],
  // example doing 453 (f,g/2) steps; 514 divsteps
  [
    "24484427443ee21305c0ef63a7b1d0ef2eaeb6b1fe50ada360e63244e60da478",
    "edb70627981d198a3a39fe3a96c1edff9089a503252bd7f392dde02bf9ef258f",
    "b4115785ae542f518d9a0049bf0dcab6e241dce902b8c21022658fb045be595a",
  ],
  [
    "1de21683da2787189b5b5d2b89803182ede1ab52e11a59121c92dafe7db348f0",
    "e823dfef78e1a9f0ecec3b4c0ef5b0039af52351da5e19d4f435ce7a6f36168f",
    "4c54531134f0d5de7cef17a3b79cbf5621599cf497d184f02914b233fdcc5f55",
  ],
  // example doing 510 (f,(f+g)/2) steps; 512 divsteps
  [
    "9e1982f7cfa2a73b804938cd806bc3357877228d4dbfe4deb6cd6e0e2e042789",
    "c7b9fff1a2c7d91a11e315889e78c98f1d4914851284bbb3663db8f3b99dc08d",
    "63e14395d13a4cd71abc52a08de5826ea95e5d552f8ee7890d037c49411d1e1f",
  ],
  [
    "960b75bf1910c85aa93357c870d1f497ffc34a49535f44aeb14b555cf786d5a1",
    "9abf99ca957fa38843d4841be0a4da89e0c492bd41006fb8fdff496d5058fe53",
    "488d1ddf90c7606802039076139ebccb704254cb1239bcd3fc7efeec05bce530",
  ],
  // example doing 228 (g,(g-f)/2) steps; 538 divsteps
  [
    "df42b3aca5969ad2c1a73fa922ec2b6853d636d04b6606e781d20e43e54b9488",
    "e3058120b306a2c62852ae6cdeb299952936d2ecbf5f344cc1ff5f3b0b28e31f",
    "605ea65d5175c74ccae4dc2fa80ddd66779a3cd4866c619e4d851537fb98a56e",
  ],
  // example doing 228 (g,(g-f)/2) steps; 537 divsteps
  [
    "6359bad851e7e15cb33db91e44de83c15e528403cf0919ef7176d01b376d8cd5",
    "f76f02654950e662db4a0b7b46d231c67c9a540e226e92d3a04e5f9ef8123b75",
    "cc09b44f7d63482d1c1d183b650543296ae9844236b4ab543482e8f1692f09ed",
  ],
  // Test case with the group order as modulus, needing 635 divsteps.
  [
    "1686f0ed30bf9af68e8425aeaad1ca8e6120581729ccd7d05ff1d1136c0195ed",
    "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
    "1a10d0dc8f4d932113b9931304b04f4e9bc13122ac8469f2716286abf4a1631",
  ],
  // example with group size as modulus needing 631 divsteps
  [
    "c68bc424a18611355bbb06a4e9aba7f5dab72850bb5b19b63c569608c28485ed",
    "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
    "2811d3cbc760e69403c63377d49bc3b3babb72697793b2f5de058fa3450a8479",
  ],
  // example with group size as modulus needing 565 divsteps starting at delta=1/2
  [
    "ebbf7e9639f8c8e72a7e18f2c1f66e7070ce6ddc535a51dd6f1ea8475ceb8432",
    "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
    "caa3604697163f2f33c8f4e2ee2e654c1e32376cb661398989aa689f449f257e",
  ],
  // Test case with the group size as modulus, needing 981 divsteps with broken eta handling.
  [
    "5ca2e11c3ad8bf320916fc7909945708c5ae9d0494c487da7fa3ee41b877feb9",
    "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
    "42ceda4df4fd1f9997f3ca3157d64b6c61269a04ca92c80f6f92ce1c075e0f12",
  ],
  // Test case with the group size as modulus, input = 0.
  ["0", "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", "0"],
  // Test case with the group size as modulus, input = 1.
  ["1", "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", "1"],
  // Test case with the group size as modulus, input = 2.
  [
    "2",
    "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
    "7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a1",
  ],
  // Test case with the group size as modulus, input = group - 1.
  [
    "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140",
    "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141",
    "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140",
  ],
  // Test case with the field size as modulus, needing 637 divsteps.
  [
    "e34e9c956bee8a840dcb632adb8a13206688540806f3f9967c11ca8419199ec3",
    "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
    "bd2cbd8f1c5368289bccda442582ac0c870152b08a3f09fb1aaadf9219b618e5",
  ],
  // example with field size as modulus needing 637 divsteps
  [
    "f6d89cbd6057f86e063acab2c2420c8b30ff7ec7a8ff5ad506932f2da7cfaec3",
    "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
    "1d45919ef859dc853c20acfe8e3d0c6363ce12349bb93ded9030cb38579d0310",
  ],
  // example with field size as modulus needing 564 divsteps starting at delta=1/2
  [
    "7f6f36b4a070cede95908e6287b1e4d85f8e744a78d1b454db5c00718d1063ae",
    "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
    "c7e6ee4bf7c469b8073ef1509c87f4c2d291a7fff18ea5fe9f86be15e8d5fdc8",
  ],
  // Test case with the field size as modulus, needing 935 divsteps with broken eta handling.
  [
    "5c93d4f8e38f631decd79c2e0cf89277f0d830b6567d1eae25e38bcdbdc31b37",
    "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
    "e279a2ff8ef77ccba6566b0d15dba17967edee6cb6823e457de9e880e05b1622",
  ],
  // Test case with the field size as modulus, input = 0.
  ["0", "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f", "0"],
  // Test case with the field size as modulus, input = 1.
  ["1", "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f", "1"],
  // Test case with the field size as modulus, input = 2.
  [
    "2",
    "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
    "7fffffffffffffffffffffffffffffffffffffffffffffffffffffff7ffffe18",
  ],
  // Test case with the field size as modulus, input = field - 1.
  [
    "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2e",
    "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
    "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2e",
  ],
  // Selected from a large number of random inputs to reach small/large * d/e values in various configurations.
  [
    "bd3063228c5de847b9ca03c812e4f5fd9d709bf167af3263e6064d8c23e13a08",
    "ffffe32cee1736eae2c610b5eed6fbb1cea8770daee11e837c1a183159dd8359",
    "c19690556ffd29b162e5ca4f7c2bcb44584296283072ca6c5d0c6f850f361727",
  ],
  [
    "f65e11484999e72fe07ea310c537b3e02c986d01467972bb295ba2ff41c8905d",
    "f8c63005d4115e70f70c9f4913cfdb231a43c51fff3530e351303c3742395b41",
    "90e35ca4064c279750d41f7f52dcf3f143aee9466243864ae10c201a68f0c30e",
  ],
  [
    "7eac6ffda05cd892880d99e154384fbe7ae55d190c9227c5ff95d2c4c6e5f1b5",
    "ceeb6ae271f4dcc2fd95f5b28cefd69a4969cef001e249a18358fc6ccc9d2153",
    "bfa334d01ed088234e133473ce21628ad51256cfe228908473170a5ccdc69b2e",
  ],
  [
    "b6c804c9b1eb491c4d3e375d7b829f96be3c9aa68ecfb87521ca5f4d53e55bae",
    "fff245584e6e2c5c18010e8bff8ea03787020d9f67daa357d23b73b210b7fcfd",
    "5543a88bde4b96ea5a01074643101d5c69cec832a647a7ce5ef567135654c50f",
  ],
  [
    "75c4c1cbe8ea937109c6007c1464839e573732facf90d521b07789d15e8cdc7f",
    "ffffa7641abb5f1dd3d2287127363fd75ee475c960f44578a375a82a107fe3a3",
    "4cf478a2e1d7647f786f6a6cb07a5cc13f3305045a047bb784d7b14c1f2e45c6",
  ],
  [
    "5f97f2c7a56dd2422c1ca068d3f9ddab4bcb14bf2d4eb49e967b8cd2356fc006",
    "f64098f23f53959d2af9f68f2ddbc4d6b311f637cb37987d69a90e0db745465b",
    "d1b2a72be68bd9f02ad9fe946d9e9d557df75ca008256b0591c1f5c36bfbc0f2",
  ],
  [
    "e576df1d32c9932b81bbea091fad79af02bdafda717cf544136b5bc661ba2279",
    "fc64214bc6a08065ddd7c5a646fe008906211291ea659b0643b0ca8278178215",
    "c251d513066bcc7d935e3e971bb02b18582197b7c6324a95841a86b26f2a04bf",
  ],
  [
    "e98e925bcee45f16049c48b236ee1151fa897c1592c1997404fc3eaa5bc276e8",
    "ffb5c6f9ed646cb1b7e4b265bbe888ca7cfa40d74025da5a9feaa1850a2d913f",
    "cf49e195793310e1cf91d013c562355419d0960be2c81cc4152b50091a866ab1",
  ],
  [
    "676ce51692af74874cd7d49a80ce4c5a06e30f4a06eeb495a818c6edd2d79cb5",
    "ffffadf4d0a3c78af8f89b8080825a6f1edd35452f7920a0b52c619a6b85d6e9",
    "921948ded57255d36b618d0fa5c98900951c2ad5d2c2046aa877ef5e211801c2",
  ],
  [
    "875a8aeb9156d6dad8ba9cec2644f767640fea17a659c10101d323dd06445114",
    "ffff815d37f5ce39cb854e8a5bd0d048973b5c2e3e99f7a1ce77e96bdae9c1bf",
    "e185c5aff7173ce5fb793343e057d00c03bf64b6a2f950d62ea626d435b648cc",
  ],
  [
    "3fbef08c5096fa31fc87b64616f978878f498dbaf2add5ca16e020776c7613ff",
    "ffffffffb0a652740a8cc545e28ff4d113c86f6553616699a7bff6df6fd78139",
    "8ee084c6ba9466a6621cf08dec62fa9534ac495f297b44a7b064c1b50cd622ca",
  ],
  [
    "e49e38f1a5a5b1878dd7b406c910f795a28eb88032dc2e2f4e88439c312eaa30",
    "fd7706484269e3d4ac52170550dae1fe9cba2cf9ce8972558ec2ba6af64afb19",
    "3018d32bac7f58cff73dc0f2244aa0ea55697d6da7bb5a674c2d2b5f6e8ab4c8",
  ],
  [
    "376d80ba03175b2bb5b0f0f6d5ab039516119abea98619c28709ae461ae1c953",
    "ffffe805ddc495d41508690ef40c0a9c0e3a3b56293da1759d00ac2fbc03fe77",
    "8f83d81f93f61824d531c1f3dcef11ba4376255781879d5d4b50a5fe0929b1ce",
  ],
  [
    "c5f4ebb6002ca267248786db610c98e0a35b2ae51b0ba5bf71884a0cb900b8d2",
    "ffffc62b2e04e2d911960cac0ab2989ec0166e60c334ce4743d12f061c1b9cdd",
    "1b60dbb11410a387e20e25d43a75bd5cdb4fa5532fd3944f7a206aa91f05dc36",
  ],
  [
    "53e833b1ed4599859de8b2e7818a5c2253b7b443d55c65a05dd74930220776b3",
    "ffffc0f2b899b69585c5440128f332d9710407584eba34f35eddf15b44e17913",
    "96ca5b4d39ebada82fd204e34bb817555405eaee1a6974dc69f324c9d2027f43",
  ],
  [
    "19144c6d9a5bb17e8da18e90eecfde0ac0335e429d9502fadafdc0887112807b",
    "ffb38fb976b013dfa6abfeb237076b78d3462fae97bb09ec327f47d7d1cb4871",
    "ce27a7d6576cf691018c8ca7b4c9d1ebdd8ca3fb7f1a9f42231e4784b63b179e",
  ],
  [
    "7025aca48b09b4e075e49303352ce2fbec3c6c6f0c6408a0edd5083d7c645f45",
    "fd93dc5cbe8cf1906fdc998273ba85b298bb532993598966a678fed5b4821025",
    "ccaa2071f57300cd1cfc0e1e0745409c97445db788481ba152a1a68087a483a2",
  ],
  [
    "7f94381d43e14c38cb5b18586b45fe01e9049014bb115ddd9eb9536c63d4f61f",
    "a29b38a7b31a4fbf7151608ebd054169df9411fc4b838a047ca3d81063d4f61f",
    "6111699a8d73a62959b85b61216493e5965e53a600da81e61d033d06dfa5e621",
  ],
  [
    "777f225f1adc98b45fd25aa905f26de999a45f50eec920483428f4a3d29e4cc3",
    "ed9795fbfe2863113c3c7218cd1e1a54f5502e798a1c3f4a57655ba637dae649",
    "81fb94d210f0ded844db9a3e33a0a06dd6185e4de59911f8849b3f0e0c47e9b6",
  ],
  [
    "b16668b44276e332c8c4be06518e23e327f77263bd451ce3455ad41370252e59",
    "c6aa9467f80e06386735d3f377f29cdf8d54d2b8473c04c1787bc8ec0cf6596f",
    "982210b6f9048b171697494b870ffa3835d5bfa2784689cdec0db62a1822c7e7",
  ],
  [
    "c3f1ad2879e72aa4d78ec38a1fb1ddf0059a00c67ee835fb807b0aaf1d4f6d5b",
    "fffbe243bf43838ea918f92883e1c11f63286d2335f6bd5b74b6e0a8174ee3bb",
    "fffad552e36e890ec9bd490babb875c2485789cddb8adcf29d0634766b8b9cf2",
  ],
  [
    "8a371eb2158baf2368c13733d5ac92be41318289d1dd6d1f090a9fc9d622f09",
    "c4c7bd418f84f1ba39e94b697e474951e92c161f7f106dc0de146301d622f09",
    "475d331c6afae8e457fa83b0d7d740cce7fc6b849a8463a525b0907723deb3d",
  ],
  [
    "78d0bd68f8df7afb2e848f4cde0291d0afe1f9cee258fc495fd3e4ec7af6abd",
    "f9fb0d6c941581f50cd218b0566227e4818efb6e381e13b2f3632081bf0e4037",
    "3521d41bfc4afc951d6d050c642fad95142405791732db931f0804980981d205",
  ],
  [
    "c428ec6ab59363cc8329f5e44f622a2f4c5630f31f093c8b1a92aef44633f23a",
    "ffff7c0fa3427470c82b0900d1784e088998c65b28b42aadd4b2606dfcf693a7",
    "ffff4ec4d67363011087e393a6c64a3893a88f3763111451e5c3eb7bf304315f",
  ],
  [
    "e85de1d409d6e8a52d7cb3fc36af953610c97243a2805545cbc11165eed0892e",
    "f71a7f1c797a5dfd2d33f10a6475f7dc4e0eeb7cf98023d6bd80d777c28aae09",
    "5621acdd2e44aaa2e83771435f5c6339614ac8b8442452780b0d09187174064",
  ],
  [
    "67ae000e62afda9286de81eb7f79ce37f72f30c77f00e853b0308b0937db64",
    "18532895a4eee2bb88628c60190de335f2b06feb9c84ff20557b161d3622cc7",
    "1631b03fb8f08266a08a36656b20c577f42afddceec88f8b362f34f923e4215",
  ],
  [
    "32a4569146fbd1e9498e7fbb038c30392f74eb64853a47a3deba810a8408a4ba",
    "7351b246cf1e88cd63373cb6171f58c9f7810a10d2dad34a2af620b7b49dd749",
    "2c498b7ea03f8d294c170d751510ec65bac842fe4a8f032c96eacf0af729",
  ],
  [
    "da79f23e76edac48e3c8ecf39b889fe6eced12c8d89d8d52ba3c37888e1c0fa4",
    "e0d0d4163847da53989a6f3967f9c6b94d1c80202d28c5d03fcf5b00227c1103",
    "8f8ded6da9d72655ce7038f5e1df63251450cc3933ca5117e443710cf31dd8e",
  ],
  [
    "96af5c51ddf7c49ad4d92fa1c257d05c4ab39d56dc6b58735fa5f591d5e2c8",
    "628b1b12c4b8d4dd8e2cde712bf53e8dedfa9620a2942debf35750572071739",
    "3a717741b185fe885fb2310014aa73850dab45da6ef23abc198b422e3a7992d",
  ],
  [
    "f3a4fc0eef60c2e886f66dc4310b90914c9181309775ccf9ee9002362b091f16",
    "ffad73daea3037034a393a3aa909914f38d5a1a95677c59d110f02afac159f49",
    "ffa81b36fadcb06d360a7bb23fc899a95f41caa1d8ad862f270a83c7dd1615ed",
  ],
  [
    "928147788473d47763ec54838224c413a58c754ce1695106b8fdc4e0",
    "2be6e943c601c38341b0c60d3c183fcec4c0ff4f4e413b200ff5485e1",
    "18f4a9ece8a9566b18b28c4aee6c305a6e5c49199ece861effd5ef4f8",
  ],
  [
    "526f2826ab7c5f42a04baf5949575ccdb57b2dc91dd02b5a2411c6d8a1b4eae9",
    "6cfbbe317ffc80298a7f50d3d73e606fbd354464470b2ea12f12b724165af407",
    "5a7d96a24f11bfa357d3c4c5abd9a0c859e3fefb5a0f6d7e9c99ced21f4c8171",
  ],
  [
    "474cbac5a742da1dd65ad2acf14bdd8f0995d745b3e19e52c9038bcd4cc0e068",
    "67ebb9d78d9d35523b7a8f6425948f0c7b600002b16bb6832d829757f2ad7481",
    "434e2ceb74e5ec179232198490f6ab3d81346abc0fa05b34e311f966b9a1caab",
  ],
  [
    "8097d7d08b7cdb206c571501679e3b7431f6ca327a01d7b353eb1a5c7a550fb1",
    "ffd0388741980f513c8c99dba2586eeb0b4014b4d50ce0d896f3e3a2b20cb127",
    "1601d012591a9a6fe863acd397136659f0c2af767c1c49bbba96699f8c0273",
  ],
  [
    "8b141e2b2b83eae9c797f290b4a61334cb82d76d573c5501433ea24a2a357876",
    "ff8097835180bd3f4c23b0d43800361b05eeb0ccd7cddd7c2b8c9dea8aef3885",
    "fef9377decac03b21f03712d1f6a81340051824b67144a280704dae83104ab36",
  ],
];

const CASES: [string, bigint, ModInfo26][] = [
  ["p", P, MOD_P],
  ["n", N, MOD_N],
];

describe("libsecp256k1's fixed cases", () => {
  it(`modinvVar and modinv on the ${LIBSECP_CASES.length} cases of run_modinv_tests`, () => {
    for (const [xs, ms, outs] of LIBSECP_CASES) {
      const x = BigInt(`0x${xs}`);
      const m = BigInt(`0x${ms}`);
      const want = BigInt(`0x${outs}`);
      expect(invRef(x, m)).toBe(want);
      const info = modInfo26(m);
      for (const f of [modinvVar, modinv]) {
        const a = toLimbs(x);
        f(a, info);
        expect(fromLimbs(a), `${f.name}(0x${xs}) mod 0x${ms}`).toBe(want);
      }
    }
  });
});

describe("modinvScratch", () => {
  it("gives distinct zeroed ten-limb arrays off the heap, usable by modinv and modinvVar", () => {
    const xs = Array.from({ length: 250 }, () => modinvScratch());
    const vals = xs.map(() => 1n + rng.bigBelow(P - 1n));
    xs.forEach((x, i) => {
      expect([x.length, [...x].every((v) => v === 0)]).toEqual([10, true]);
      expect(x.buffer.byteLength).toBeGreaterThan(x.byteLength);
      x.set(toLimbs(vals[i]));
    });
    for (let i = 0; i < xs.length; i++) expect(fromLimbs(xs[i]), `array ${i}`).toBe(vals[i]);
    modinv(xs[0], MOD_P);
    modinvVar(xs[1], MOD_P);
    expect(fromLimbs(xs[0])).toBe(invRef(vals[0], P));
    expect(fromLimbs(xs[1])).toBe(invRef(vals[1], P));
    expect(fromLimbs(xs[2])).toBe(vals[2]);
  });
});

describe("modInfo26", () => {
  it("MOD_P and MOD_N hold p and n in signed26 digits with the inverse mod 2^26", () => {
    for (const [, m, info] of CASES) {
      expect(fromDigits(info.modulus)).toBe(m);
      for (let i = 0; i < 9; i++) expect(Math.abs(info.modulus[i])).toBeLessThan(2 ** 25);
      expect(info.modulus[9]).toBeGreaterThanOrEqual(0);
      expect(info.modulus[9]).toBeLessThanOrEqual(2 ** 22);
      expect((BigInt(info.modulusInv26) * m) & 0x3ffffffn).toBe(1n);
      expect(info.modulusInv26).toBeGreaterThanOrEqual(0);
      expect(info.modulusInv26).toBeLessThan(2 ** 26);
    }
    expect(Array.from(MOD_P.modulus)).toEqual([-977, -64, 0, 0, 0, 0, 0, 0, 0, 1 << 22]);
    // The written-out constants are modInfo26's.
    for (const [mod, m] of [
      [MOD_P, 2n ** 256n - 2n ** 32n - 977n],
      [MOD_N, 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n],
    ] as const) {
      const info = modInfo26(m);
      expect(Array.from(mod.modulus)).toEqual(Array.from(info.modulus));
      expect(mod.modulusInv26).toBe(info.modulusInv26);
    }
  });

  it("rebuilds random odd moduli and rejects bad ones", () => {
    for (let i = 0; i < 200; i++) {
      const m = rng.bigBits(3 + rng.int(254)) | 1n;
      if (m < 3n) continue;
      const info = modInfo26(m);
      expect(fromDigits(info.modulus)).toBe(m);
      expect((BigInt(info.modulusInv26) * m) & 0x3ffffffn).toBe(1n);
    }
    expect(() => modInfo26(2n ** 255n)).toThrow(RangeError); // even
    expect(() => modInfo26(1n)).toThrow(RangeError);
    expect(() => modInfo26(2n ** 256n + 1n)).toThrow(RangeError);
    expect(() => modInfo26((1n << 51n) + 1n)).toThrow(RangeError); // digit 1 is 2^25
  });
});

for (const [name, m, info] of CASES) {
  describe(`mod ${name}`, () => {
    const inverseCheck = (f: (x: Int32Array, mod: ModInfo26) => void, v: bigint): void => {
      const x = toLimbs(v);
      f(x, info);
      const got = fromLimbs(x);
      if (got !== invRef(v, m)) {
        throw new Error(`${f.name}(0x${v.toString(16)}) mod ${name} = 0x${got.toString(16)}`);
      }
    };

    it("modinvVar and modinv on edge inputs", () => {
      for (const v of edges(m)) {
        inverseCheck(modinvVar, v);
        inverseCheck(modinv, v);
      }
    });

    it(`modinvVar and modinv on ${COUNT} random inputs`, () => {
      for (let i = 0; i < COUNT; i++) {
        const v = randomBelow(m);
        inverseCheck(modinvVar, v);
        inverseCheck(modinv, v);
      }
    });

    it("inverting twice gives the input back; the scratch state does not leak between calls", () => {
      const x = toLimbs(0n);
      for (let i = 0; i < 200; i++) {
        const v = randomBelow(m);
        x.set(toLimbs(v));
        modinvVar(x, info);
        modinv(x, info);
        expect(fromLimbs(x)).toBe(v);
      }
    });

    it(`jacobiMaybeVar against Euler's criterion (edges, 500 + ${COUNT} random inputs)`, () => {
      let unknownEdge = 0;
      for (const v of edges(m)) {
        const j = jacobiMaybeVar(toLimbs(v), info);
        const want = eulerRef(v, m);
        if (j === 0 && v !== 0n) unknownEdge++;
        else if (j !== want) throw new Error(`jacobi(0x${v.toString(16)}) mod ${name}: ${j}, want ${want}`);
      }
      expect(jacobiMaybeVar(toLimbs(0n), info)).toBe(0);
      // Uniform inputs against Euler's criterion; then, cheaper, r²·z^b for random r and b with a
      // fixed non-residue z, whose symbol is (−1)^b (these are uniform among nonzero inputs too).
      let z = 2n;
      while (eulerRef(z, m) !== -1) z++;
      let unknown = 0;
      let minus = 0;
      const total = 500 + COUNT;
      for (let i = 0; i < total; i++) {
        let v: bigint;
        let want: number;
        if (i < 500) {
          v = rng.bigBelow(m - 1n) + 1n;
          want = eulerRef(v, m);
        } else {
          const r = rng.bigBelow(m - 1n) + 1n;
          const b = rng.int(2);
          v = (((r * r) % m) * (b === 1 ? z : 1n)) % m;
          want = b === 1 ? -1 : 1;
        }
        const x = toLimbs(v);
        const j = jacobiMaybeVar(x, info);
        if (fromLimbs(x) !== v) throw new Error("jacobiMaybeVar modified its input");
        if (j === 0) {
          unknown++;
          continue;
        }
        if (j !== want) throw new Error(`jacobi(0x${v.toString(16)}) mod ${name}: ${j}, want ${want}`);
        if (j === -1) minus++;
      }
      // Both signs occur (about half each), and "unknown" is rare: never with the release limit
      // (1,508 posdivsteps), about 1 in 10^3 with the lower VERIFY limit.
      expect(Math.abs(minus / (total - unknown) - 0.5)).toBeLessThan(0.1);
      if (RELEASE) {
        expect(unknown).toBe(0);
        expect(unknownEdge).toBe(0);
      } else {
        expect(unknown).toBeLessThanOrEqual(Math.max(3, total / 100));
      }
    });
  });
}

describe("batch limit of jacobiMaybeVar (32 under VERIFY, 58 in release)", () => {
  it("1 and p − 1 need about 42 batches mod p: unknown (0) under VERIFY, answered in release", () => {
    expect(jacobiMaybeVar(toLimbs(1n), MOD_P)).toBe(RELEASE ? 1 : 0);
    expect(jacobiMaybeVar(toLimbs(P - 1n), MOD_P)).toBe(RELEASE ? -1 : 0);
    expect(jacobiMaybeVar(toLimbs(1n), MOD_N)).toBe(1); // 29 batches mod n
  });
});

describe("other moduli via modInfo26", () => {
  it("random odd 256-bit moduli: modinvVar, modinv and jacobiMaybeVar for coprime inputs", () => {
    const perModulus = Math.max(10, Math.floor(COUNT / 100));
    let done = 0;
    while (done < 24) {
      const m = rng.bigBits(256) | 1n | (1n << 255n);
      let info: ModInfo26;
      try {
        info = modInfo26(m);
      } catch {
        continue; // a digit ±2^25 (probability ~2^-23)
      }
      done++;
      const inputs = [0n, 1n, m - 1n, (m + 1n) / 2n];
      for (let i = 0; i < perModulus; i++) inputs.push(randomBelow(m));
      for (const v of inputs) {
        if (gcd(v, m) !== 1n && v !== 0n) continue;
        const want = invRef(v, m);
        const a = toLimbs(v);
        modinvVar(a, info);
        expect(fromLimbs(a)).toBe(want);
        const b = toLimbs(v);
        modinv(b, info);
        expect(fromLimbs(b)).toBe(want);
        if (v !== 0n) {
          const j = jacobiMaybeVar(toLimbs(v), info);
          if (j !== 0) expect(j).toBe(jacobiRef(v, m));
        }
      }
    }
  });

  it("small moduli, every input", () => {
    for (const m of [3n, 5n, 7n, 9n, 15n, 97n, 221n, 257n]) {
      const info = modInfo26(m);
      for (let v = 0n; v < m; v++) {
        if (gcd(v, m) !== 1n && v !== 0n) continue;
        const a = toLimbs(v);
        modinvVar(a, info);
        expect(fromLimbs(a)).toBe(invRef(v, m));
        const b = toLimbs(v);
        modinv(b, info);
        expect(fromLimbs(b)).toBe(invRef(v, m));
        if (v !== 0n) expect(jacobiMaybeVar(toLimbs(v), info)).toBe(jacobiRef(v, m));
      }
    }
    // Larger primes: 2^61 − 1 and 2^127 − 1, random inputs.
    for (const m of [(1n << 61n) - 1n, (1n << 127n) - 1n]) {
      const info = modInfo26(m);
      for (let i = 0; i < 200; i++) {
        const v = rng.bigBelow(m);
        const a = toLimbs(v);
        modinvVar(a, info);
        expect(fromLimbs(a)).toBe(invRef(v, m));
        const b = toLimbs(v);
        modinv(b, info);
        expect(fromLimbs(b)).toBe(invRef(v, m));
        const j = jacobiMaybeVar(toLimbs(v), info);
        if (j !== 0) expect(j).toBe(eulerRef(v, m));
      }
    }
  });
});
