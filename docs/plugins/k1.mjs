// Typedoc plugin of the k1 site, applied to the merged project of the packages:
//
// - Backend templates (`sigs.5x52`, `field.5x52`, …) are documented once: the module is named by
//   the import paths that serve it (`@k1/sigs · /5x52 · /10x26`), its page and every declaration
//   in it say which backends the operation exists on and where to import it from, and a 10x26
//   copy, if a package lists one, is left out. Other modules are named by their import path.
// - The project's children are grouped in the navigation: "Guides" (the project documents), "User
//   API" (every package not in INTERNAL) and "Internal layers".
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Application, Comment, CommentTag, ReflectionCategory, ReflectionKind } from "typedoc";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The layers under the user API: listed apart, as libsecp256k1's internal headers. */
export const INTERNAL = new Set(["@k1/field", "@k1/scalar", "@k1/group", "@k1/ecmult"]);

/**
 * The files an exports target resolves to, with the conditions that lead there: a string, or an
 * object of conditions ({ types, node, browser, default, … }), nested; `types` entries are skipped.
 */
export function targets(target, conditions = []) {
  if (typeof target === "string") return [{ file: target, conditions }];
  if (target === null || typeof target !== "object") return [];
  return Object.entries(target)
    .filter(([cond]) => cond !== "types")
    .flatMap(([cond, t]) => targets(t, cond === "default" ? conditions : [...conditions, cond]));
}

/** package name → { dir, exports: [subpath, dist file without extension, conditions][] } */
function packageInfo(name) {
  const dir = join(root, "packages", name.replace(/^@k1\//, ""));
  const pj = join(dir, "package.json");
  if (!existsSync(pj)) return undefined;
  const pkg = JSON.parse(readFileSync(pj, "utf8"));
  const exports = Object.entries(pkg.exports ?? {}).flatMap(([sub, target]) =>
    targets(target).map(({ file, conditions }) => [
      sub,
      file.replace(/^\.\/dist\//, "").replace(/\.js$/, ""),
      conditions,
    ]),
  );
  return { dir, exports, follow: pkg.k1?.follow ?? {} };
}

/** The module a package's `src/index.ts` only re-exports (`export * from "./x.js"`), if that is all it does. */
function reExportedBy(dir, file) {
  const src = join(dir, "src", `${file}.ts`);
  if (!existsSync(src)) return undefined;
  const code = readFileSync(src, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .trim();
  const m = /^export \* from "\.\/(.+)\.js";$/.exec(code);
  return m?.[1];
}

/**
 * The import paths that serve module `file` of a package: [spec, backend | undefined][], a spec
 * reached only under export conditions carrying them ("@k1/sigs (node)").
 */
export function specifiersOf(name, info, file) {
  const out = [];
  const twin = file.endsWith(".5x52") ? file.replace(/\.5x52$/, ".10x26") : undefined;
  for (const [sub, dist, conditions] of info.exports) {
    const bare = sub === "." ? name : `${name}/${sub.slice(2)}`;
    const spec = conditions.length === 0 ? bare : `${bare} (${conditions.join(", ")})`;
    let backend = null;
    if (dist === file || reExportedBy(info.dir, dist) === file) backend = twin ? "5x52" : undefined;
    else if (twin !== undefined && (dist === twin || reExportedBy(info.dir, dist) === twin))
      backend = "10x26";
    if (backend !== null && !out.some(([s]) => s === spec)) out.push([spec, backend]);
  }
  // The package root first, then the subpaths in the order of the exports map.
  const isRoot = (s) => s === name || s.startsWith(`${name} (`);
  return out.sort((a, b) => (isRoot(a[0]) && !isRoot(b[0]) ? -1 : isRoot(b[0]) && !isRoot(a[0]) ? 1 : 0));
}

const code = (text) => ({ kind: "code", text: `\`${text}\`` });
const text = (t) => ({ kind: "text", text: t });

/** "5x52: `@k1/sigs`, `@k1/sigs/5x52` · 10x26: `@k1/sigs/10x26`" as comment parts. */
function backendParts(specs) {
  const parts = [];
  for (const be of ["5x52", "10x26"]) {
    const list = specs.filter(([, b]) => b === be).map(([s]) => s);
    if (list.length === 0) continue;
    if (parts.length > 0) parts.push(text(" · "));
    parts.push(text(`${be}: `));
    list.forEach((s, i) => {
      if (i > 0) parts.push(text(", "));
      parts.push(code(s));
    });
  }
  return parts;
}

function addTag(reflection, tag, parts) {
  reflection.comment ??= new Comment();
  reflection.comment.blockTags.push(new CommentTag(tag, parts));
}

/** Adds the backends note to a declaration: on its signatures for functions, else on itself. */
function noteBackends(decl, parts) {
  const sigs = decl.signatures ?? [];
  if (sigs.length > 0) for (const s of sigs) addTag(s, "@backends", parts);
  else addTag(decl, "@backends", parts);
}

/**
 * On a backend template's module (file `x.5x52`), the note of the backends it serves: in the
 * module's summary and on each of its declarations.
 */
function annotate(mod, file, specs) {
  if (!file.endsWith(".5x52") || specs.length === 0) return;
  const parts = backendParts(specs);
  mod.comment ??= new Comment();
  mod.comment.summary.unshift(
    text("The same API on both field backends; import it from "),
    ...parts,
    text(". Every operation below exists on both.\n\n"),
  );
  for (const decl of mod.children ?? []) {
    if (decl.kindOf(ReflectionKind.Reference)) continue;
    noteBackends(decl, parts);
  }
}

/** @param {Application} app */
export function load(app) {
  app.on(Application.EVENT_PROJECT_REVIVE, (project) => {
    const user = new ReflectionCategory("User API");
    user.description = [text("The signature API. Every function takes and returns Uint8Array.")];
    const internal = new ReflectionCategory("Internal layers");
    internal.description = [
      text("libsecp256k1's field, scalar, group and point-multiplication layers, for implementers."),
    ];
    for (const pkgModule of [...(project.children ?? [])]) {
      const info = packageInfo(pkgModule.name);
      (INTERNAL.has(pkgModule.name) ? internal : user).children.push(pkgModule);
      if (info === undefined) continue;
      const modules = (pkgModule.children ?? []).filter((c) => c.kindOf(ReflectionKind.Module));
      if (modules.length === 0) {
        // One entry point (`src/<stem>.5x52.ts`): the package's page is that module's page.
        const stem = info.follow["."];
        if (stem !== undefined)
          annotate(pkgModule, `${stem}.5x52`, specifiersOf(pkgModule.name, info, `${stem}.5x52`));
        continue;
      }
      const names = new Set(modules.map((m) => m.name));
      for (const mod of modules) {
        const file = mod.name;
        if (file.endsWith(".10x26") && names.has(file.replace(/\.10x26$/, ".5x52"))) {
          project.removeReflection(mod);
          continue;
        }
        const specs = specifiersOf(pkgModule.name, info, file);
        if (specs.length === 0) continue; // not an import path of its own (limb layer): keep its name
        const bare = [...new Set(specs.map(([s]) => s.replace(/ \(.*\)$/, "")))];
        const [first, ...rest] = bare;
        mod.name = [first, ...rest.map((s) => s.slice(pkgModule.name.length))].join(" · ");
        annotate(mod, file, specs);
      }
    }
    const guides = new ReflectionCategory("Guides");
    guides.children.push(...(project.documents ?? []));
    // A guide ranks above the declarations whose names merely contain the word searched for
    // ("backend" finds the backend guide before eight packages' BACKEND constants).
    for (const doc of project.documents ?? []) doc.relevanceBoost = 20;
    project.categories = [guides, user, internal].filter((c) => c.children.length > 0);
  });
}
