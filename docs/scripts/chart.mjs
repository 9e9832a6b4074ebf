#!/usr/bin/env node
// Draws the Benchmarks guide's chart and table from the newest measured document in docs/data/
// (the schema `node packages/bench/dist/main.js --json` prints, one entry per engine):
// - docs/guides/benchmarks.svg: per engine, the seven signature rows as bars of operations per
//   second, each row scaled to its fastest implementation, labelled with min µs per operation;
// - the table between the markers in docs/guides/benchmarks.md.
//
// Usage: node docs/scripts/chart.mjs           (writes both)
//        node docs/scripts/chart.mjs --check   (fails if either is not what the data gives)
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const docs = join(dirname(fileURLToPath(import.meta.url)), "..");
const DATA = join(docs, "data");
const SVG = join(docs, "guides", "benchmarks.svg");
const GUIDE = join(docs, "guides", "benchmarks.md");
const BEGIN = "<!-- chart.mjs: table -->";
const END = "<!-- chart.mjs: end -->";

export const ROWS = [
  "ec_keygen",
  "ecdsa_sign",
  "ecdsa_verify",
  "ecdsa_recover",
  "schnorrsig_sign",
  "schnorrsig_verify",
  "ecdh",
];
export const IMPLS = [
  { impl: "k1 5x52", color: "rgb(31, 111, 235)" },
  { impl: "k1 10x26", color: "rgb(84, 174, 255)" },
  { impl: "tiny-secp256k1", color: "rgb(212, 167, 44)" },
  { impl: "noble-curves", color: "rgb(140, 149, 159)" },
];

/** The newest document of a directory of benchmark documents (by date, then file name). */
export function newestDocument(dir) {
  const docsFound = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => ({ file: f, doc: JSON.parse(readFileSync(join(dir, f), "utf8")) }))
    .sort((a, b) =>
      a.doc.date === b.doc.date ? a.file.localeCompare(b.file) : a.doc.date.localeCompare(b.doc.date),
    );
  if (docsFound.length === 0) throw new Error(`chart.mjs: no *.json in ${dir}`);
  return docsFound[docsFound.length - 1];
}

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const minOf = (engine, row, impl) => engine.rows.find((r) => r.row === row && r.impl === impl)?.min;
const fmt = (us) => (us >= 100 ? us.toFixed(0) : us.toFixed(1));

/** The SVG of a document. */
export function drawChart(doc, file) {
  const engines = doc.engines.filter((e) => e.missing === null && e.rows.length > 0);
  const W = 760;
  const left = 150;
  const barH = 11;
  const gap = 3;
  const rowGap = 14;
  const labelW = 70;
  const plotW = W - left - labelW - 20;
  const parts = [];
  let y = 20;
  parts.push(
    `<text x="10" y="${y}" class="title">Signature operations per second (longer is faster); labels: min µs per operation</text>`,
  );
  y += 18;
  parts.push(
    `<text x="10" y="${y}" class="sub">${esc(`${doc.date}, ${doc.machine ?? "machine unknown"}, k1 ${doc.commit ?? ""} — docs/data/${file}`)}</text>`,
  );
  y += 16;
  let lx = 10;
  for (const { impl, color } of IMPLS) {
    parts.push(`<rect x="${lx}" y="${y - 9}" width="10" height="10" fill="${color}"/>`);
    parts.push(`<text x="${lx + 14}" y="${y}" class="legend">${esc(impl)}</text>`);
    lx += 30 + impl.length * 7;
  }
  y += 10;
  for (const engine of engines) {
    y += 22;
    parts.push(`<text x="10" y="${y}" class="engine">${esc(engine.label)}</text>`);
    y += 8;
    for (const row of ROWS) {
      const present = IMPLS.map((x) => ({ ...x, us: minOf(engine, row, x.impl) })).filter(
        (x) => x.us !== undefined,
      );
      if (present.length === 0) continue;
      const best = Math.min(...present.map((x) => x.us));
      const h = present.length * (barH + gap) - gap;
      parts.push(`<text x="10" y="${y + h / 2 + 4}" class="row">${row}</text>`);
      for (const [i, x] of present.entries()) {
        const by = y + i * (barH + gap);
        const w = Math.max(1, (plotW * best) / x.us);
        parts.push(
          `<rect x="${left}" y="${by}" width="${w.toFixed(1)}" height="${barH}" fill="${x.color}"><title>${esc(`${x.impl}: ${x.us} µs`)}</title></rect>`,
        );
        parts.push(
          `<text x="${(left + w + 4).toFixed(1)}" y="${by + barH - 2}" class="val">${fmt(x.us)} µs</text>`,
        );
      }
      y += h + rowGap;
    }
  }
  const H = y + 6;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="k1 benchmarks">
<!-- drawn by docs/scripts/chart.mjs from docs/data/${esc(file)}: do not edit -->
<style>
text { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; fill: rgb(36, 41, 47); }
.title { font-size: 14px; font-weight: 600; } .sub { font-size: 11px; fill: rgb(87, 96, 106); }
.legend, .row { font-size: 12px; } .engine { font-size: 13px; font-weight: 600; } .val { font-size: 10px; fill: rgb(87, 96, 106); }
</style>
<rect width="100%" height="100%" fill="white"/>
${parts.join("\n")}
</svg>
`;
}

/** The markdown table of a document: min µs per engine and the ratios peer / k1's faster backend. */
export function drawTable(doc, file) {
  const out = [
    `Measured ${doc.date} on ${doc.machine ?? "an unknown machine"}, k1 ${doc.commit ?? "(commit unknown)"}; min µs per operation (\`docs/data/${file}\`).`,
    "",
  ];
  for (const engine of doc.engines) {
    if (engine.missing !== null) {
      out.push(`**${engine.label}**: not measured (${engine.missing}).`, "");
      continue;
    }
    out.push(`**${engine.label}**`, "");
    out.push("| row | k1 5x52 | k1 10x26 | tiny-secp256k1 | noble-curves | tiny / k1 | noble / k1 |");
    out.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const row of ROWS) {
      const v = IMPLS.map(({ impl }) => minOf(engine, row, impl));
      if (v.every((x) => x === undefined)) continue;
      const k = Math.min(...v.slice(0, 2).filter((x) => x !== undefined));
      const cell = (x) => (x === undefined ? "–" : fmt(x));
      const ratio = (x) => (x === undefined || !Number.isFinite(k) ? "–" : `${(x / k).toFixed(1)}×`);
      out.push(`| ${row} | ${v.map(cell).join(" | ")} | ${ratio(v[2])} | ${ratio(v[3])} |`);
    }
    out.push("");
  }
  return out.join("\n");
}

/** Markdown as the repository's formatter (biome) writes it, so that `biome check` and `--check` agree. */
export function formatMarkdown(text, path = GUIDE) {
  const biome = join(docs, "..", "node_modules", ".bin", "biome");
  const r = spawnSync(biome, ["format", `--stdin-file-path=${path}`], { input: text, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`chart.mjs: biome format failed: ${r.stderr}`);
  return r.stdout;
}

/** The guide with its table replaced. */
export function withTable(guide, table) {
  const a = guide.indexOf(BEGIN);
  const b = guide.indexOf(END);
  if (a < 0 || b < a) throw new Error(`chart.mjs: ${GUIDE} lacks the markers ${BEGIN} … ${END}`);
  return `${guide.slice(0, a + BEGIN.length)}\n\n${table}\n${guide.slice(b)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { file, doc } = newestDocument(DATA);
  const svg = drawChart(doc, file);
  const guide = formatMarkdown(withTable(readFileSync(GUIDE, "utf8"), drawTable(doc, file)));
  if (process.argv.includes("--check")) {
    const stale = [
      [SVG, svg],
      [GUIDE, guide],
    ].filter(([p, want]) => readFileSync(p, "utf8") !== want);
    if (stale.length > 0) {
      console.error(
        `chart.mjs: ${stale.map(([p]) => p).join(", ")} not drawn from docs/data/${file}: run node docs/scripts/chart.mjs`,
      );
      process.exit(1);
    }
    console.log(`chart.mjs: the Benchmarks chart and table are those of docs/data/${file}`);
  } else {
    writeFileSync(SVG, svg);
    writeFileSync(GUIDE, guide);
    console.log(`chart.mjs: drew docs/guides/benchmarks.svg and the table from docs/data/${file}`);
  }
}
