// Headless Chromium for k1's browser tests, driven by playwright-core (a pinned devDependency that
// downloads no browser): the system's Chromium (Debian's `chromium`, which `.ci/run` installs), or
// the executable in K1_CHROMIUM. Every launch gets a fresh profile directory and flags that keep the
// browser from reaching the network on its own.
//
//   import { launchChromium, chromiumOrSkip } from "./chromium.mjs";
//   const chromium = await chromiumOrSkip("site test");   // null: no browser here (not under CI=true)
//   const { context, close } = await launchChromium(chromium);
//
// Without a browser a test says so and skips, except under CI=true, where that is a failure.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where a Chromium is looked for, in order (after K1_CHROMIUM). */
export const CHROMIUM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The flags of every launch (the profile directory is added per launch). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The Chromium executable to use, or undefined if there is none. */
export function findChromium(env = process.env) {
  if (env.K1_CHROMIUM) return existsSync(env.K1_CHROMIUM) ? env.K1_CHROMIUM : undefined;
  return CHROMIUM_PATHS.find((p) => existsSync(p));
}

/**
 * The Chromium executable, or null after printing why the test named `what` skips. Under CI=true a
 * missing browser is an error: the process exits with status 1.
 */
export function chromiumOrSkip(what, env = process.env) {
  const path = findChromium(env);
  if (path !== undefined) return path;
  const where = env.K1_CHROMIUM
    ? `K1_CHROMIUM=${env.K1_CHROMIUM} does not exist`
    : `none of ${CHROMIUM_PATHS.join(", ")}`;
  if (env.CI === "true") {
    console.error(`${what}: no Chromium (${where}); CI must have one (.ci/run installs Debian's chromium)`);
    process.exit(1);
  }
  console.log(
    `${what}: SKIPPED, no Chromium here (${where}); install one (apt-get install chromium) or set K1_CHROMIUM`,
  );
  return null;
}

/**
 * Launches headless Chromium with a fresh profile. Returns the playwright BrowserContext and a
 * `close()` that ends the browser and removes the profile.
 */
export async function launchChromium(executablePath) {
  const { chromium } = await import("playwright-core");
  const profile = mkdtempSync(join(tmpdir(), "k1-chromium-"));
  let context;
  try {
    // launchPersistentContext is playwright's way to pass a profile directory (--user-data-dir).
    context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      timeout: 120_000,
    });
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    throw e;
  }
  const close = async () => {
    try {
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  };
  return { context, close };
}
