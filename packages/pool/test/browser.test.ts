// The verification pool in headless Chromium: a page built with Vite (test/browser/, which imports
// the built pool, so Vite bundles its Web Worker the way an application's build does) runs the
// pool on both backends against the single-threaded calls in the page, a worker's death (a job
// timeout) and close(). Without a Chromium the test says so and is skipped, except under CI=true,
// where that fails.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { findChromium, launchChromium, serveStatic } from "./support/chromium.js";

const here = dirname(fileURLToPath(import.meta.url));

interface Run {
  backend: string;
  checks: [string, boolean][];
  crash: string;
  closed: string;
  ms: number;
}

describe("verification pool in headless Chromium (Web Workers)", () => {
  it("both backends: results as in the page's thread, a dead worker, close()", async (ctx) => {
    const exe = findChromium();
    if (exe === null) {
      if (process.env.CI === "true")
        throw new Error("no Chromium (K1_CHROMIUM or /usr/bin/chromium) and CI=true");
      console.warn("pool browser test: no Chromium found (K1_CHROMIUM, /usr/bin/chromium): skipped");
      ctx.skip();
      return;
    }
    const out = mkdtempSync(join(tmpdir(), "k1-pool-page-"));
    const { server, url } = await (async () => {
      await build({
        root: join(here, "browser"),
        logLevel: "error",
        configFile: false,
        build: { outDir: out, emptyOutDir: true, target: "es2022", minify: false },
        worker: { format: "es" },
      });
      return serveStatic(out);
    })();
    const browser = await launchChromium(exe);
    try {
      const page = await browser.context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      await page.goto(url);
      await page.waitForFunction(
        () => (globalThis as { k1PoolResult?: unknown }).k1PoolResult !== undefined,
        null,
        {
          timeout: 600_000,
        },
      );
      const res = (await page.evaluate(() => (globalThis as { k1PoolResult?: unknown }).k1PoolResult)) as {
        ok: boolean;
        error?: string;
        runs?: Run[];
      };
      expect(res.error ?? "", "the page's error").toBe("");
      expect(errors, "page errors").toEqual([]);
      expect(res.runs?.length).toBe(2);
      for (const r of res.runs ?? []) {
        for (const [name, ok] of r.checks) expect(ok, `${r.backend}: ${name}`).toBe(true);
        expect(r.crash, `${r.backend}: a job of a dead worker`).toBe("ERR_WORKER");
        expect(r.closed, `${r.backend}: a call after close()`).toBe("ERR_WORKER");
        console.log(
          `[k1] pool in Chromium, ${r.backend}: ${r.checks.length} checks in ${r.ms.toFixed(0)} ms`,
        );
      }
    } finally {
      await browser.close();
      server.close();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
