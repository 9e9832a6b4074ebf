// The root README's quick start, extracted from the README and run as written against the packages
// (their sources with VERIFY on, or dist/ under K1_RELEASE=1), so that the README cannot drift from
// the API. Every ```js block of the "Quick start" section runs as an async function whose imports
// resolve as this test's do; each `console.log(…); // value` must print that value.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const README = new URL("../../../README.md", import.meta.url);

/** The ```js blocks of a markdown section, by its `## ` title. */
function sectionBlocks(markdown: string, title: string): string[] {
  const start = markdown.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README: no section "## ${title}"`);
  const rest = markdown.slice(start + title.length + 5);
  const end = rest.search(/\n## /);
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
}

/** Rewrites a block's static imports as awaited calls of `__import`, so it runs as a function body. */
function rewriteImports(code: string): string {
  return code.replace(/^import\s+([\s\S]*?)\s+from\s+"([^"]+)";/gm, (_all, clause: string, spec: string) => {
    const what = clause.trim();
    const from = `await __import(${JSON.stringify(spec)})`;
    if (what.startsWith("* as ")) return `const ${what.slice(5).trim()} = ${from};`;
    if (what.startsWith("{")) return `const ${what.replace(/\s+as\s+/g, ": ")} = ${from};`;
    if (/^[A-Za-z_$][\w$]*$/.test(what)) return `const ${what} = (${from}).default;`;
    throw new Error(`README: unsupported import clause: ${what}`);
  });
}

/** The values the block's `console.log(…); // value` lines promise, in order. */
function promisedValues(code: string): string[] {
  return [...code.matchAll(/^\s*console\.log\(.*\);\s*\/\/\s*(\S+)/gm)].map((m) => m[1]);
}

type Block = (
  importer: (spec: string) => Promise<unknown>,
  console: { log: (...a: unknown[]) => void },
) => Promise<void>;
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => Block;

describe("README quick start", () => {
  const blocks = sectionBlocks(readFileSync(README, "utf8"), "Quick start");

  it("has the blocks the README promises (keys, ECDSA, recovery, BIP340, ECDH, bitcoinjs)", () => {
    const all = blocks.join("\n");
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    for (const name of [
      "ecdsaSign",
      "ecdsaRecover",
      "schnorrSign",
      "ecdh(",
      "@k1/sigs/tiny",
      "bitcoinjs-lib",
    ])
      expect(all, name).toContain(name);
  });

  it.each(blocks.map((code, i) => [i + 1, code] as const))(
    "block %i runs and prints what it promises",
    async (_i, code) => {
      const printed: string[] = [];
      const fakeConsole = { log: (...a: unknown[]) => printed.push(a.map(String).join(" ")) };
      const run = new AsyncFunction("__import", "console", rewriteImports(code));
      await run((spec) => import(spec), fakeConsole);
      const promised = promisedValues(code);
      expect(promised.length, "every console.log states its value").toBe(
        (code.match(/console\.log\(/g) ?? []).length,
      );
      expect(printed).toEqual(promised);
      console.log(`[k1] README quick start block ${_i}: ${printed.length} printed value(s) as promised`);
    },
  );

  it("reads imports the way the blocks write them", () => {
    expect(rewriteImports('import * as ecc from "@k1/sigs/tiny";')).toBe(
      'const ecc = await __import("@k1/sigs/tiny");',
    );
    expect(rewriteImports('import {\n  a,\n  b as c,\n} from "m";')).toBe(
      'const {\n  a,\n  b: c,\n} = await __import("m");',
    );
    expect(rewriteImports('import d from "m";')).toBe('const d = (await __import("m")).default;');
    expect(() => rewriteImports('import d, { e } from "m";')).toThrow(/unsupported/);
    expect(promisedValues("console.log(x); // true\nconsole.log(y);  //  bc1p (BIP86)")).toEqual([
      "true",
      "bc1p",
    ]);
  });
});
