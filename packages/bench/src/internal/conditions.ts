/**
 * The backend that each library package's root entry (`@k1/sigs`, `@k1/field`, …, and
 * `@k1/sigs/tiny`) resolves to, per `exports` condition, as the engine matrix measured it
 * (`bench_engines`): 5x52 where V8 lowers BigInt64 arithmetic and its start-up cost pays off (Node,
 * Deno), 10x26 everywhere else. The package.json files carry this table; `test/conditions.test.ts`
 * checks them and what Node, Bun, Deno and Vite resolve.
 *
 * Order matters: a resolver takes the first key whose condition it matches, and Bun and Deno also
 * match "node", so their keys come before it; React Native's Metro may match "browser" too.
 *
 * @module
 */

/** The keys of a root entry's conditions, in the order they appear. */
export const CONDITION_ORDER = [
  "types",
  "bun",
  "deno",
  "react-native",
  "browser",
  "node",
  "default",
] as const;

/** A runtime condition of {@link CONDITION_ORDER} (every key but "types"). */
export type Condition = Exclude<(typeof CONDITION_ORDER)[number], "types">;

/** The backend each condition's target is built on. */
export const ROOT_BACKENDS: Readonly<Record<Condition, "5x52" | "10x26">> = {
  bun: "10x26",
  deno: "5x52",
  "react-native": "10x26",
  browser: "10x26",
  node: "5x52",
  default: "10x26",
};

/** The library packages whose root entry follows the engine, and their backend entries' files. */
export const ROOT_PACKAGES: readonly {
  readonly name: string;
  readonly sub: string;
  readonly file: string;
}[] = [
  { name: "@k1/field", sub: ".", file: "field" },
  { name: "@k1/scalar", sub: ".", file: "index" },
  { name: "@k1/group", sub: ".", file: "group" },
  { name: "@k1/ecmult", sub: ".", file: "ecmult" },
  { name: "@k1/sigs", sub: ".", file: "sigs" },
  { name: "@k1/sigs", sub: "./tiny", file: "tiny" },
];
