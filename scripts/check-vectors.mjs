#!/usr/bin/env node
// Checks that every test-vector file in vectors/ is the byte-exact copy listed in
// vectors/SHA256SUMS (sha256sum's format), and that no vector file is missing or unlisted.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "vectors");
const listed = new Map(
  readFileSync(join(dir, "SHA256SUMS"), "utf8")
    .trim()
    .split("\n")
    .map((line) => {
      const [sum, file] = line.split(/\s+/);
      return [file, sum];
    }),
);

function* walk(d) {
  for (const name of readdirSync(d)) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield relative(dir, p);
  }
}

const problems = [];
const seen = new Set();
for (const file of walk(dir)) {
  if (file === "SHA256SUMS" || file === "README.md" || file.endsWith("LICENSE")) continue;
  seen.add(file);
  const want = listed.get(file);
  if (want === undefined) problems.push(`${file}: not listed in SHA256SUMS`);
  else if (
    createHash("sha256")
      .update(readFileSync(join(dir, file)))
      .digest("hex") !== want
  )
    problems.push(`${file}: SHA-256 differs from SHA256SUMS`);
}
for (const file of listed.keys()) if (!seen.has(file)) problems.push(`${file}: listed but missing`);
if (problems.length > 0) {
  console.error(`check-vectors: ${problems.length} problem(s)\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`check-vectors: ${seen.size} vector files, each byte-exact`);
