// The documentation site: typedoc in packages mode over the packages this workspace package depends
// on (docs/package.json `dependencies`: adding a package to the site is one line there), with the
// guides as project documents (in the navigation and the search) and plugins/k1.mjs, which documents
// each operation once with the backends it exists on and groups the user API apart from the layers.
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
/** The packages on the site, as directories under packages/ (`@k1/sigs` → `sigs`). */
export const PACKAGES = Object.keys(pkg.dependencies ?? {})
  .filter((name) => name.startsWith("@k1/"))
  .map((name) => name.slice("@k1/".length));

/** @type {Partial<import("typedoc").TypeDocOptions> & Record<string, unknown>} */
const config = {
  $schema: "https://typedoc.org/schema.json",
  name: "k1",
  entryPointStrategy: "packages",
  entryPoints: PACKAGES.map((dir) => `../packages/${dir}`),
  out: "site",
  readme: "index.md",
  projectDocuments: [
    "guides/getting-started.md",
    "guides/backends.md",
    "guides/security.md",
    "guides/how-k1-computes.md",
    "guides/names.md",
    "guides/benchmarks.md",
    "performance.md",
  ],
  plugin: ["./plugins/k1.mjs"],
  includeVersion: false,
  disableSources: true,
  treatWarningsAsErrors: true,
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  searchInComments: true,
  searchInDocuments: true,
  navigation: {
    includeCategories: true,
    includeGroups: false,
    includeFolders: false,
    excludeReferences: true,
  },
  categoryOrder: ["Guides", "User API", "Internal layers", "*"],
  sort: ["source-order"],
  navigationLinks: { libsecp256k1: "https://github.com/bitcoin-core/secp256k1" },
  customFooterHtml:
    "k1: libsecp256k1's design in TypeScript. Algorithms, constants and contracts: libsecp256k1 (MIT).",
};

export default config;
