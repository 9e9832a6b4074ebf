/**
 * Bundle sizes as an application gets them: a small app is bundled with esbuild (`--bundle
 * --minify --format=esm --platform=browser`, so the packages' `browser` conditions apply) from this
 * package's folder, where the workspace's packages and the peers are installed, and gzipped at
 * level 9. A WASM file an app loads (tiny-secp256k1's) is emitted as a file and counted beside the
 * JavaScript. Used by `bench_size` (the table) and `test/size.test.ts` (the budgets).
 *
 * @module
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** One application: its name and its source (an ES module that imports what it uses). */
export interface SizeApp {
  readonly name: string;
  readonly code: string;
}

/** The size of one bundled application. */
export interface SizeResult {
  readonly name: string;
  /** Minified bytes (JavaScript and any emitted asset). */
  readonly min: number;
  /** The same, each output gzipped at level 9. */
  readonly gz: number;
  /** The bundled JavaScript (to run it). */
  readonly js: string;
  /** The inputs by bytes in the output, largest first. */
  readonly inputs: readonly (readonly [string, number])[];
}

/** The folder the apps are resolved from (this package's: its node_modules has every package). */
export const RESOLVE_DIR: string = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Bundles one app (see the module comment). */
export async function bundleSize(app: SizeApp): Promise<SizeResult> {
  const r = await build({
    stdin: { contents: app.code, resolveDir: RESOLVE_DIR, loader: "js", sourcefile: `${app.name}.js` },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    outdir: join(RESOLVE_DIR, "size-out"),
    loader: { ".wasm": "file" },
    metafile: true,
    logLevel: "silent",
  });
  let min = 0;
  let gz = 0;
  let js = "";
  for (const f of r.outputFiles) {
    min += f.contents.length;
    gz += gzipSync(f.contents, { level: 9 }).length;
    if (f.path.endsWith(".js")) js = f.text;
  }
  const inputs = new Map<string, number>();
  for (const o of Object.values(r.metafile.outputs)) {
    for (const [file, v] of Object.entries(o.inputs))
      inputs.set(file, (inputs.get(file) ?? 0) + v.bytesInOutput);
  }
  return { name: app.name, min, gz, js, inputs: [...inputs].sort((a, b) => b[1] - a[1]) };
}

/** An app importing `names` from `spec` and exporting them (so nothing is tree-shaken away). */
export function appOf(name: string, spec: string, names: readonly string[]): SizeApp {
  return {
    name,
    code: `import { ${names.join(", ")} } from "${spec}";\nexport default [${names.join(", ")}];\n`,
  };
}

/** An app importing all of `spec`. */
export function appAll(name: string, spec: string): SizeApp {
  return { name, code: `import * as m from "${spec}";\nexport default m;\n` };
}

/** What `pubkeyCreate` + `ecdsaSign` + `ecdsaVerify` pulls in. */
export const ECDSA = ["pubkeyCreate", "ecdsaSign", "ecdsaVerify"] as const;
/** BIP340 signing and verification alone. */
export const BIP340 = ["schnorrSign", "schnorrVerify"] as const;

/** Size budgets in bytes (1 KB = 1000 bytes), minified and gzipped. */
export const BUDGETS = { ecdsa: 35_000, bip340: 30_000, tiny: 45_000, tables: 16_000 } as const;

/** k1's apps with their budgets (`null`: reported, not budgeted). */
export const K1_APPS: readonly (readonly [SizeApp, number | null])[] = [
  [appOf("k1 5x52: pubkeyCreate + ecdsaSign + ecdsaVerify", "@k1/sigs/5x52", ECDSA), BUDGETS.ecdsa],
  [appOf("k1 10x26: pubkeyCreate + ecdsaSign + ecdsaVerify", "@k1/sigs/10x26", ECDSA), BUDGETS.ecdsa],
  [appOf("k1 root (@k1/sigs): pubkeyCreate + ecdsaSign + ecdsaVerify", "@k1/sigs", ECDSA), BUDGETS.ecdsa],
  [appOf("k1 5x52: schnorrSign + schnorrVerify", "@k1/sigs/5x52", BIP340), BUDGETS.bip340],
  [appOf("k1 10x26: schnorrSign + schnorrVerify", "@k1/sigs/10x26", BIP340), BUDGETS.bip340],
  [appOf("k1 root (@k1/sigs): schnorrSign + schnorrVerify", "@k1/sigs", BIP340), BUDGETS.bip340],
  [appAll("k1: all of @k1/sigs/tiny", "@k1/sigs/tiny"), BUDGETS.tiny],
  [appAll("k1: all of @k1/sigs/tiny/10x26", "@k1/sigs/tiny/10x26"), BUDGETS.tiny],
  [
    appOf("k1 5x52: pubkeyCreate + ecdsaSign (no verification)", "@k1/sigs/5x52", [
      "pubkeyCreate",
      "ecdsaSign",
    ]),
    null,
  ],
  [
    {
      name: "k1 5x52: ECDSA app + useLargeTables (window 15)",
      code: `import { pubkeyCreate, ecdsaSign, ecdsaVerify } from "@k1/sigs/5x52";\nimport { useLargeTables } from "@k1/sigs/large-tables";\nimport { ecmultGTablesInUse } from "@k1/ecmult/tables";\nexport default [pubkeyCreate, ecdsaSign, ecdsaVerify, useLargeTables, ecmultGTablesInUse];\n`,
    },
    null,
  ],
];

/** The peers, measured the same way. */
export const PEER_APPS: readonly SizeApp[] = [
  {
    name: "@noble/curves 2.4.0: getPublicKey + sign + verify",
    code: `import { secp256k1 } from "@noble/curves/secp256k1.js";\nexport default [secp256k1.getPublicKey, secp256k1.sign, secp256k1.verify];\n`,
  },
  {
    name: "@noble/curves 2.4.0: schnorr.sign + schnorr.verify",
    code: `import { schnorr } from "@noble/curves/secp256k1.js";\nexport default [schnorr.sign, schnorr.verify];\n`,
  },
  appAll("tiny-secp256k1 2.2.4 (JS + its WASM)", "tiny-secp256k1"),
];
