/**
 * The backend that each library package's root entry (`@k1/sigs`, `@k1/field`, …, and
 * `@k1/sigs/tiny`) resolves to, per `exports` condition, as the engine matrix measured it
 * (`bench_engines`), steady state and the first 1,000 operations of a fresh process: 10x26 on every
 * engine (see the backend guide for the weighing; 5x52 stays at the explicit `/5x52` subpaths). The table is `scripts/engine-conditions.json`, from which
 * `scripts/exports.mjs` writes the package.json maps; `test/conditions.test.ts` checks them and what
 * Node, Bun, Deno and Vite resolve. The `browser` and `react-native` targets are the build for
 * bundlers (`dist/compact/`) of the same backend.
 *
 * Order matters: a resolver takes the first key whose condition it matches, and Bun and Deno also
 * match "node", so their keys come before it; React Native's Metro may match "browser" too.
 *
 * @module
 */

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The scheme `scripts/exports.mjs` writes every package's `exports` from. */
const scheme = JSON.parse(
  readFileSync(
    join(
      dirname(fileURLToPath(import.meta.url)),
      "..",
      "..",
      "..",
      "..",
      "scripts",
      "engine-conditions.json",
    ),
    "utf8",
  ),
) as { order: string[]; backends: Record<string, "5x52" | "10x26">; tiered: string[] };

/** The keys of a root entry's conditions, in the order they appear. */
export const CONDITION_ORDER: readonly string[] = scheme.order;

/** A runtime condition of {@link CONDITION_ORDER} (every key but "types"). */
export type Condition = "bun" | "deno" | "react-native" | "browser" | "node" | "default";

/** The backend each condition's target is built on. */
export const ROOT_BACKENDS: Readonly<Record<Condition, "5x52" | "10x26">> = scheme.backends as Record<
  Condition,
  "5x52" | "10x26"
>;

/**
 * The conditions under which an entry with a tiered build (`dist/<file>.tiered.js`: 10x26 moving to
 * 5x52 function by function as it measures, `@k1/sigs`' `src/tier.ts`) resolves to it.
 */
export const TIERED_CONDITIONS: ReadonlySet<string> = new Set(scheme.tiered);

/** The conditions whose targets are the build for bundlers (`dist/compact/`). */
export const COMPACT_CONDITIONS: ReadonlySet<string> = new Set(["browser", "react-native"]);

/** The library packages whose root entry follows the engine, and their backend entries' files. */
export const ROOT_PACKAGES: readonly {
  readonly name: string;
  readonly sub: string;
  readonly file: string;
  /** Whether the entry has a tiered build. */
  readonly tiered?: boolean;
}[] = [
  { name: "@k1/field", sub: ".", file: "field" },
  { name: "@k1/scalar", sub: ".", file: "index" },
  { name: "@k1/group", sub: ".", file: "group" },
  { name: "@k1/ecmult", sub: ".", file: "ecmult" },
  { name: "@k1/sigs", sub: ".", file: "sigs", tiered: true },
  { name: "@k1/sigs", sub: "./tiny", file: "tiny", tiered: true },
  { name: "@k1/musig", sub: ".", file: "musig" },
  { name: "@k1/silentpayments", sub: ".", file: "silentpayments" },
  { name: "@k1/pool", sub: ".", file: "pool" },
];

/** The build a root entry resolves to under a condition: its tiered build or a backend. */
export function rootBuild(p: (typeof ROOT_PACKAGES)[number], cond: Condition): "5x52" | "10x26" | "tiered" {
  return p.tiered === true && TIERED_CONDITIONS.has(cond) ? "tiered" : ROOT_BACKENDS[cond];
}
