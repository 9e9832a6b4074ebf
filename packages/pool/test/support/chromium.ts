// Test support: headless Chromium for the pool's browser test, driven by playwright-core (pinned),
// with the launch flags of a clean, quiet profile, and a static server for a built page on
// 127.0.0.1. (Kept in the pool's test support until the repository has a shared launcher.)
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";

/** The Chromium executable: K1_CHROMIUM, or Debian's /usr/bin/chromium; null if there is none. */
export function findChromium(): string | null {
  const candidates = [process.env.K1_CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const c of candidates) if (c !== undefined && c !== "" && existsSync(c)) return c;
  return null;
}

/** The flags every launch gets (a fresh --user-data-dir is added by playwright's persistent context). */
export const CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A launched browser with its profile folder; close() ends both. */
export interface Chromium {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Launches headless Chromium with a fresh profile (--user-data-dir in a new temporary folder). */
export async function launchChromium(executablePath: string): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), "k1-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".wasm": "application/wasm",
};

/** Serves the files of `dir` on 127.0.0.1 (a free port); returns the server and its base URL. */
export async function serveStatic(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? "/").split("?")[0]));
    const file = join(dir, path === "/" ? "index.html" : path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const addr = server.address();
  if (addr === null || typeof addr === "string") throw new Error("serveStatic: no port");
  return { server, url: `http://127.0.0.1:${addr.port}/` };
}
