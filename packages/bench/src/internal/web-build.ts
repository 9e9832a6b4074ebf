/**
 * Builds a browser page with Vite, as an application that depends on the k1 packages would: the
 * packages resolve through their `exports` with Vite's browser conditions, so the page gets the
 * backend that `@k1/sigs` gives browsers. tiny-secp256k1's browser build imports its WebAssembly
 * as an ES module, which browsers do not load yet; {@link tinyWasm} instantiates it instead.
 *
 * @module
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { build, type Plugin } from "vite";

/**
 * A Vite plugin replacing tiny-secp256k1's browser WebAssembly loader by one that fetches and
 * instantiates `secp256k1.wasm` (emitted as an asset) with the imports its Node loader passes.
 */
export function tinyWasm(): Plugin {
  return {
    name: "k1-tiny-secp256k1-wasm",
    enforce: "pre",
    load(id) {
      if (!id.replace(/\\/g, "/").endsWith("tiny-secp256k1/lib/wasm_loader.browser.js")) return null;
      const dir = dirname(id).replace(/\\/g, "/");
      return [
        `import * as rand from ${JSON.stringify(`${dir}/rand.browser.js`)};`,
        `import * as validate_error from ${JSON.stringify(`${dir}/validate_error.js`)};`,
        `import url from ${JSON.stringify(`${dir}/secp256k1.wasm?url`)};`,
        "const imports = { './rand.js': rand, './validate_error.js': validate_error };",
        "const { instance } = await WebAssembly.instantiateStreaming(fetch(url), imports);",
        "export default instance.exports;",
      ].join("\n");
    },
  };
}

/**
 * Builds a page whose only script is the module `entry` (an absolute path) into `outDir`
 * (index.html and assets), minified, for current browsers (top-level await).
 */
export async function buildPage(entry: string, outDir: string, title: string): Promise<void> {
  const root = dirname(entry);
  const html = join(root, "index.html");
  writeFileSync(
    html,
    `<!doctype html>\n<html><head><meta charset="utf-8"><title>${title}</title></head>\n<body><script type="module" src="./${entry.slice(root.length + 1)}"></script></body></html>\n`,
  );
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    plugins: [tinyWasm()],
    build: {
      outDir,
      emptyOutDir: true,
      target: "esnext",
      reportCompressedSize: false,
      chunkSizeWarningLimit: 1e6,
    },
  });
}
