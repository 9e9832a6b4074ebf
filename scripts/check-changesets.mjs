#!/usr/bin/env node
// Test-command check of .changeset/*.md: each file must open with the front matter changesets
// reads (`---`, one `"@k1/<package>": major|minor|patch` line per bumped package, `---`), name only
// public workspace packages, and carry a summary. (A formatter once rewrote the front matter of
// every changeset into a Markdown heading, which `changeset version` rejects; biome now skips the
// folder, and this check keeps it that way.)
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, ".changeset");
const publicPackages = new Set();
for (const d of readdirSync(join(root, "packages"))) {
  try {
    const pkg = JSON.parse(readFileSync(join(root, "packages", d, "package.json"), "utf8"));
    if (!pkg.private) publicPackages.add(pkg.name);
  } catch {
    // not a package folder
  }
}
const problems = [];
let count = 0;
for (const f of readdirSync(dir)) {
  if (!f.endsWith(".md") || f === "README.md") continue;
  count++;
  const text = readFileSync(join(dir, f), "utf8");
  const m = /^---\n((?:"[^"\n]+": (?:major|minor|patch)\n)+)---\n([\s\S]*)$/.exec(text);
  if (!m) {
    problems.push(`${f}: no changesets front matter ("---", "\\"@k1/<pkg>\\": patch", "---")`);
    continue;
  }
  for (const line of m[1].trim().split("\n")) {
    const name = line.slice(1, line.indexOf('"', 1));
    if (!publicPackages.has(name)) problems.push(`${f}: ${name} is not a public workspace package`);
  }
  if (m[2].trim() === "") problems.push(`${f}: empty summary`);
}
if (problems.length > 0) {
  console.error(`check-changesets: ${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log(`check-changesets: ${count} changesets, all well-formed`);
