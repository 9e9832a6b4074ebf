/**
 * Headless Chromium for the engine matrix and the browser self-check: Debian's `chromium` (or
 * `K1_CHROMIUM`) driven by `playwright-core` (no browser download), with a fresh profile per launch,
 * serving one directory of built files to the page from memory (no server, no network).
 *
 * @module
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";

/** The browser binary: `K1_CHROMIUM`, else Debian's. */
export const CHROMIUM = process.env.K1_CHROMIUM ?? "/usr/bin/chromium";

/** The launch flags: headless, no sandbox (containers), nothing that talks to the network. */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Why Chromium cannot be used here, or null if its binary is there. */
export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM)
    ? null
    : `no browser at ${CHROMIUM} (apt-get install chromium, or set K1_CHROMIUM)`;
}

/** A launched browser with one page, and how to close it (and delete its profile). */
export interface Chromium {
  readonly context: BrowserContext;
  readonly page: Page;
  /** The browser's version string ("156.0.8078.114"). */
  readonly version: string;
  close(): Promise<void>;
}

/** The page's origin: requests to it are answered from the served directory. */
export const ORIGIN = "http://localhost:8765";

const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".css": "text/css",
};

/**
 * Launches Chromium with a fresh profile and serves `dir` at {@link ORIGIN} (cross-origin isolated,
 * so that `performance.now()` has 5 µs resolution rather than 100). Page console lines are passed
 * to `onConsole`.
 *
 * @throws Error if the browser cannot be launched.
 */
export async function launchChromium(dir: string, onConsole: (line: string) => void): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), "k1-chromium-"));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [...CHROMIUM_FLAGS],
    });
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    throw e;
  }
  const page = context.pages()[0] ?? (await context.newPage());
  await context.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = normalize(join(dir, path === "/" ? "index.html" : path));
    if (!file.startsWith(normalize(dir)) || !existsSync(file))
      return route.fulfill({ status: 404, body: "" });
    return route.fulfill({
      status: 200,
      contentType: TYPES[extname(file)] ?? "application/octet-stream",
      headers: {
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cross-Origin-Embedder-Policy": "require-corp",
      },
      body: readFileSync(file),
    });
  });
  page.on("console", (m) => onConsole(m.text()));
  const version = context.browser()?.version() ?? "?";
  return {
    context,
    page,
    version,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Opens `ORIGIN/<query>` (or stays on the current page if `query` is null) and waits until the page
 * sets `globalThis.K1_RESULT` (a JSON string), or fails on a page error or after `timeoutMs`.
 *
 * @throws Error with the page's error, or on timeout.
 */
export async function runPage(c: Chromium, query: string | null, timeoutMs: number): Promise<unknown> {
  let failed: Error | null = null;
  c.page.on("pageerror", (e) => {
    failed = e;
  });
  if (query !== null) await c.page.goto(`${ORIGIN}/${query}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (failed !== null) throw new Error(`page error: ${(failed as Error).message}`);
    const r = await c.page.evaluate(() => (globalThis as { K1_RESULT?: string }).K1_RESULT);
    if (typeof r === "string") return JSON.parse(r);
    if (Date.now() > deadline) throw new Error(`page timed out after ${timeoutMs} ms`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
}
