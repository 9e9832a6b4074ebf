#!/usr/bin/env node
// The browser test of the documentation site (docs/site, built by `npm run docs`): serves it on
// 127.0.0.1 and opens it in headless Chromium (scripts/chromium.mjs):
// - the search finds `ecmultMultiVar`, `ecdsaSign`, the backend guide by its title, and guides by
//   words of their text;
// - the field `mul` page shows its magnitude contract and the backends it exists on;
// - no internal link is broken: every href and src of every page (anchors included), and every link
//   of the navigation and of the search results as the browser renders them;
// - no page shows a script error.
// Without a Chromium it checks the links on disk, says so and skips the browser part, except under
// CI=true, where it fails.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumOrSkip, launchChromium } from "./chromium.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const site = resolve(process.env.K1_SITE ?? join(root, "docs", "site"));
const failures = [];
const fail = (msg) => {
  failures.push(msg);
  console.error(`  FAIL ${msg}`);
};

if (!existsSync(join(site, "index.html"))) {
  console.error(`site test: ${site}/index.html does not exist; build the site first (npm run docs)`);
  process.exit(1);
}
// --- every page, read from disk: its ids (anchors) and its links -------------------------------
function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}
const pages = [...walk(site)].filter((p) => p.endsWith(".html"));
const idsOf = new Map();
const ids = (file) => {
  if (!idsOf.has(file)) {
    const html = readFileSync(file, "utf8");
    idsOf.set(file, new Set([...html.matchAll(/\s(?:id|name)="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsOf.get(file);
};
const ENTITIES = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
const decode = (s) => s.replace(/&(amp|quot|apos|lt|gt);/g, (_m, e) => ENTITIES[e]);

/** Checks a link of page `from` (a file path, or a URL path when found in the browser). */
function checkLink(fromFile, href, where) {
  if (/^(https?:|mailto:|data:|javascript:)/i.test(href) || href === "" || href.startsWith("//")) return;
  const [pathPart, anchor] = href.split("#");
  let target = fromFile;
  if (pathPart !== "") {
    let p;
    try {
      p = decodeURIComponent(pathPart.split("?")[0]);
    } catch {
      fail(`${where}: undecodable link ${href}`);
      return;
    }
    target = p.startsWith("/") ? join(site, p) : resolve(dirname(fromFile), p);
    if (target.endsWith(sep) || (existsSync(target) && statSync(target).isDirectory()))
      target = join(target, "index.html");
  }
  if (!target.startsWith(site + sep) && target !== site) {
    fail(`${where}: link ${href} leaves the site`);
    return;
  }
  if (!existsSync(target)) {
    fail(`${where}: broken link ${href} (no ${relative(site, target)})`);
    return;
  }
  if (anchor && target.endsWith(".html") && !ids(target).has(decodeURIComponent(anchor)))
    fail(`${where}: broken anchor ${href} (no id "${anchor}" in ${relative(site, target)})`);
}

let staticLinks = 0;
for (const file of pages) {
  const html = readFileSync(file, "utf8");
  for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    staticLinks++;
    checkLink(file, decode(m[1]), relative(site, file));
  }
}
console.log(`site test: ${pages.length} pages, ${staticLinks} links and sources checked on disk`);

const executable = chromiumOrSkip("site test (the browser part)");
if (executable === null) process.exit(failures.length > 0 ? 1 : 0);

// --- the server ------------------------------------------------------------------------------------
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
};
const missing = [];
const server = createServer((req, res) => {
  let path;
  try {
    path = decodeURIComponent(new URL(req.url, "http://127.0.0.1").pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  let file = resolve(site, `.${path}`);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  if (path === "/favicon.ico") {
    res.writeHead(204).end(); // asked for by the browser itself; the site has none
    return;
  }
  if (!file.startsWith(site) || !existsSync(file)) {
    missing.push(path);
    res.writeHead(404).end("not found");
    return;
  }
  res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
  res.end(readFileSync(file));
});
await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
const base = `http://127.0.0.1:${server.address().port}/`;
const fileOfUrl = (url) => {
  const u = new URL(url);
  let f = resolve(site, `.${decodeURIComponent(u.pathname)}`);
  if (existsSync(f) && statSync(f).isDirectory()) f = join(f, "index.html");
  return f;
};

const { context, close } = await launchChromium(executable);
try {
  const page = await context.newPage();
  page.on("pageerror", (e) => fail(`script error on ${page.url()}: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") fail(`console error on ${page.url()}: ${m.text()}`);
  });

  /**
   * Opens the search on the current page and types `query`; returns the first results (as
   * {text, href}) that satisfy `ok`, or after 20 s the last results seen. The list updates a moment
   * after typing, so it is polled.
   */
  async function search(query, ok) {
    await page.click("#tsd-search-trigger");
    await page.fill("#tsd-search-input", "");
    await page.type("#tsd-search-input", query, { delay: 10 });
    let results = [];
    for (const start = Date.now(); Date.now() - start < 20_000; await page.waitForTimeout(200)) {
      results = await page.$$eval("#tsd-search-results li a", (as) =>
        as.map((a) => ({ text: a.textContent.replace(/\s+/g, " ").trim(), href: a.href })),
      );
      if (results.some(ok)) break;
    }
    await page.keyboard.press("Escape");
    return results;
  }

  await page.goto(`${base}index.html`, { waitUntil: "load" });
  const title = await page.title();
  if (!/k1/.test(title)) fail(`landing page title "${title}"`);
  const landing = await page.textContent(".col-content");
  for (const words of ["npm install @k1/sigs", "Getting started", "Choosing a field backend"])
    if (!landing.includes(words)) fail(`the landing page lacks "${words}"`);

  const expectations = [
    ["ecmultMultiVar", (r) => r.text.includes("ecmultMultiVar") && /ecmultMultiVar\.html$/.test(r.href)],
    ["ecdsaSign", (r) => /\.ecdsaSign\.html$/.test(r.href)],
    ["backend", (r) => r.text.includes("Choosing a field backend")],
    // Words that only the guides' text has (the search covers prose, not only names).
    ["Hermes", (r) => r.text.includes("Choosing a field backend")],
    ["advisory", (r) => r.text.includes("Security")],
  ];
  for (const [query, ok] of expectations) {
    const results = await search(query, ok);
    const hit = results.find(ok);
    if (hit === undefined)
      fail(
        `search "${query}" did not find it; results: ${
          results
            .slice(0, 8)
            .map((r) => r.text)
            .join(" | ") || "none"
        }`,
      );
    else console.log(`site test: search "${query}" → ${hit.text} (${new URL(hit.href).pathname})`);
    for (const r of results) checkLink(fileOfUrl(r.href), new URL(r.href).hash, `search result ${r.text}`);
    for (const r of results)
      if (!existsSync(fileOfUrl(r.href))) fail(`search result ${r.text}: ${r.href} does not exist`);
  }

  // The field mul page: the contract (magnitudes in and out) and its backends.
  const mulPage = pages.find((p) =>
    /variables[\\/]_k1_field\._k1_field_[^\\/]*5x52[^\\/]*\.mul\.html$/.test(p),
  );
  if (mulPage === undefined) fail("no page for @k1/field/5x52's mul");
  else {
    await page.goto(`${base}${relative(site, mulPage).split(sep).map(encodeURIComponent).join("/")}`, {
      waitUntil: "load",
    });
    const text = (await page.textContent(".col-content")).replace(/\s+/g, " ");
    for (const words of [
      "a and b must have magnitude ≤ 8",
      "On output, r has magnitude 1 and is not normalized",
      "Backends",
      "@k1/field/10x26",
    ])
      if (!text.includes(words)) fail(`the mul page lacks "${words}"`);
    if (!failures.some((f) => f.startsWith("the mul page")))
      console.log(`site test: ${relative(site, mulPage)} shows the magnitude contract`);
  }

  // Navigation and rendered links of the landing page, the guides and the package pages.
  const visit = pages.filter((p) => {
    const r = relative(site, p);
    return r === "index.html" || r.startsWith(`documents${sep}`) || /^modules[\\/][^.]+\.html$/.test(r);
  });
  let rendered = 0;
  for (const file of visit) {
    const url = `${base}${relative(site, file).split(sep).map(encodeURIComponent).join("/")}`;
    await page.goto(url, { waitUntil: "load" });
    await page
      .waitForFunction(() => document.querySelectorAll(".tsd-navigation a").length > 0, undefined, {
        timeout: 30_000,
      })
      .catch(() => fail(`${url}: the navigation did not render`));
    const hrefs = await page.$$eval("a[href], img[src]", (els) => els.map((e) => e.href || e.src));
    for (const h of hrefs) {
      if (!h.startsWith(base)) continue;
      rendered++;
      const target = fileOfUrl(h);
      if (!existsSync(target)) fail(`${relative(site, file)}: rendered link ${h} is broken`);
      else {
        const hash = new URL(h).hash.slice(1);
        if (hash && target.endsWith(".html") && !ids(target).has(decodeURIComponent(hash)))
          fail(`${relative(site, file)}: rendered link ${h} has no anchor "${hash}"`);
      }
    }
  }
  console.log(`site test: ${visit.length} pages opened in Chromium, ${rendered} rendered links checked`);
  if (missing.length > 0)
    fail(`the browser requested missing files: ${[...new Set(missing)].slice(0, 10).join(", ")}`);
} finally {
  await close();
  server.close();
}

if (failures.length > 0) {
  console.error(`site test: ${failures.length} failure(s)`);
  process.exit(1);
}
console.log("site test: passed");
