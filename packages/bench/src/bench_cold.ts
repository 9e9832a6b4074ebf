/**
 * `bench_cold [libraries]`: cold start of a verifier, in fresh processes of the pinned Node 24
 * (`internal/node-binary.ts`; `K1_COLD_NODE=<path>` runs another binary): the import of the
 * library, its first ECDSA verification, its first 100 and first 1000 verifications, for k1
 * (`@k1/sigs`, each backend, and 5x52 with the window-15 tables), noble-curves and tiny-secp256k1,
 * and an empty script for the process itself. Then where the import's time goes: k1's packages
 * imported one after the other (`layers`).
 *
 * Each figure is the median of `K1_BENCH_COLD` processes (default 7) per library, the libraries
 * taking turns, so that a slow stretch of this shared machine hits them all. Rows in libsecp256k1's
 * format, µs (min, median in the "Avg" column, max): `cold_import_<lib>`, `cold_first_<lib>`
 * (import and first verification), `cold_first100_<lib>` and `cold_first1000_<lib>` (the first 100
 * and 1000 verifications, without the import). Arguments filter the libraries (`k1`, `noble`, …).
 *
 * @module
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as k1 from "@k1/sigs";
import { header, median } from "./harness.js";
import { NODE24, nodeBinary } from "./internal/node-binary.js";

const args = process.argv.slice(2);
if (args.includes("-h") || args.includes("--help") || args.includes("help")) {
  console.log(
    "Cold start of a verifier in fresh Node 24 processes: import, first, 100 and 1000 verifications.",
  );
  console.log(
    "Usage: node dist/bench_cold.js [k1|k1-5x52|k1-10x26|k1-5x52-large|noble|tiny|empty|layers ...]",
  );
  process.exit(0);
}
const LIBS = ["empty", "k1", "k1-5x52", "k1-10x26", "k1-5x52-large", "noble", "tiny"];
const libs =
  args.length === 0 ? LIBS : LIBS.filter((l) => args.some((a) => l === a || l.startsWith(`${a}-`)));
const layers = args.length === 0 || args.includes("layers");
const RUNS = Number(process.env.K1_BENCH_COLD ?? 7);

let node: string;
let engine: string;
if (process.env.K1_COLD_NODE) {
  node = process.env.K1_COLD_NODE;
  engine = `K1_COLD_NODE ${node}`;
} else {
  const b = nodeBinary(NODE24);
  if ("missing" in b) {
    console.log(
      `# Node ${NODE24} cannot be had here (${b.missing}): measuring with ${process.execPath} instead`,
    );
    node = process.execPath;
    engine = `Node ${process.version}`;
  } else {
    node = b.path;
    engine = `Node ${NODE24}`;
  }
}
const v8 = execFileSync(node, ["-p", "process.versions.v8"], { encoding: "utf8" }).trim();

// 100 signatures by 100 keys (signed here; the probes only verify).
const work = mkdtempSync(join(tmpdir(), "k1-cold-"));
const vec = join(work, "vectors.json");
const hex = (b: Uint8Array) => Buffer.from(b).toString("hex");
const vectors: string[][] = [];
for (let i = 0; i < 100; i++) {
  const key = k1.sha256(Uint8Array.of(1, i));
  const msg = k1.sha256(Uint8Array.of(2, i));
  vectors.push([hex(k1.ecdsaSign(msg, key)), hex(msg), hex(k1.pubkeyCreate(key))]);
}
writeFileSync(vec, JSON.stringify(vectors));
const probe = fileURLToPath(new URL("./internal/cold-probe.js", import.meta.url));
const runProbe = (lib: string) =>
  JSON.parse(execFileSync(node, [probe, lib, vec], { encoding: "utf8" })) as Record<string, number>;

interface Cold {
  boot: number;
  import: number;
  first: number;
  first100: number;
  first1000: number;
}
const results = new Map<string, Cold[]>(libs.map((l) => [l, []]));
const layerRuns = new Map<string, Record<string, number>[]>([
  ["5x52", []],
  ["10x26", []],
]);
try {
  for (let r = 0; r < RUNS; r++) {
    for (const lib of libs) (results.get(lib) as Cold[]).push(runProbe(lib) as unknown as Cold);
    if (layers) for (const [be, runs] of layerRuns) runs.push(runProbe(`layers-${be}`));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `# ${engine} (V8 ${v8}), ${RUNS} fresh processes per library, ${new Date().toISOString().slice(0, 10)}`,
);
header();
const us = (ms: number) => (ms * 1000).toFixed(1).padStart(11, " ").padEnd(15, " ");
const row = (name: string, v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  console.log(`${name.padEnd(30, " ")},${us(s[0])},${us(median(s))},${us(s[s.length - 1])}`);
};
for (const [lib, runs] of results) {
  if (lib === "empty") {
    row(
      "cold_boot_empty",
      runs.map((c) => c.boot),
    );
    continue;
  }
  row(
    `cold_import_${lib}`,
    runs.map((c) => c.import),
  );
  row(
    `cold_first_${lib}`,
    runs.map((c) => c.import + c.first),
  );
  row(
    `cold_first100_${lib}`,
    runs.map((c) => c.first100),
  );
  row(
    `cold_first1000_${lib}`,
    runs.map((c) => c.first1000),
  );
}
const ms = (v: number) => `${v.toFixed(1)} ms`;
for (const [lib, runs] of results) {
  if (lib === "empty") continue;
  const m = (f: (c: Cold) => number) => ms(median(runs.map(f)));
  console.log(
    `# ${lib}: import ${m((c) => c.import)}, first verification ${m((c) => c.first)}, ` +
      `first 100 ${m((c) => c.first100)}, first 1000 ${m((c) => c.first1000)} (medians)`,
  );
}
if (layers) {
  for (const [be, runs] of layerRuns) {
    const parts = Object.keys(runs[0])
      .filter((k) => k !== "boot")
      .map((k) => `${k} +${median(runs.map((r) => r[k])).toFixed(1)}`);
    console.log(`# import of @k1/sigs/${be} one package after the other (ms, medians): ${parts.join(", ")}`);
  }
}
