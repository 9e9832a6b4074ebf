// The release build step scripts/inline-release.mjs, which pastes the small field ops into the
// compiled group/ecmult/sigs modules: which functions it takes, that the pasted code computes what
// the calls computed (every form it rewrites, aliasing, argument expressions). The release test run
// then runs every suite on its output, and scripts/check-packages.mjs checks the packed modules went
// through it.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { COUNT, Rng } from "../../../test-utils/rng.js";

interface Inlinable {
  params: string[];
  code: string;
}
interface InlineApi {
  inlinables(
    limbSrc: string,
    fieldSrc: string,
  ): { functions: Map<string, Inlinable>; literal: Map<string, string> };
  inlineModule(
    src: string,
    inl: ReturnType<InlineApi["inlinables"]>,
    cache?: boolean,
  ): { code: string; sites: number; cached: number; dropped: number };
  privateScratch(src: string): Set<string>;
}

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../../..");
const fieldDist = join(repo, "packages/field/dist");
// The field's per-module build, which inline-release.mjs reads (dist/modules/ once bundled).
const fieldModules = existsSync(join(fieldDist, "modules")) ? join(fieldDist, "modules") : fieldDist;
const api = (await import(pathToFileURL(join(repo, "scripts/inline-release.mjs")).href)) as InlineApi;
const scratch = mkdtempSync(join(tmpdir(), "k1-inline-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const P = 2n ** 256n - 2n ** 32n - 977n;
const rng = new Rng("inline-release");

/**
 * Writes a module as written (`src`, calling the field ops) and as inlined (`code`) to the scratch
 * directory and imports both, with the backend's field module and a setter of field elements from
 * BigInt values (normalized).
 */
async function compiled(backend: string, name: string, src: string, code: string) {
  writeFileSync(join(scratch, `${name}-calls.${backend}.mjs`), src);
  writeFileSync(join(scratch, `${name}-inlined.${backend}.mjs`), code);
  const fe = await import(pathToFileURL(join(fieldDist, `field.${backend}.js`)).href);
  const A = await import(pathToFileURL(join(scratch, `${name}-calls.${backend}.mjs`)).href);
  const B = await import(pathToFileURL(join(scratch, `${name}-inlined.${backend}.mjs`)).href);
  const bytes = new Uint8Array(32);
  const set = (r: unknown, v: bigint) => {
    for (let i = 0; i < 32; i++) bytes[i] = Number((v >> BigInt(8 * (31 - i))) & 0xffn);
    fe.setB32Mod(r, bytes);
    fe.normalize(r);
  };
  return { fe, A, B, set };
}

/** A module exercising every rewritten form, on field elements passed in. */
function sample(backend: string): string {
  return `import * as fe from "${pathToFileURL(join(fieldDist, `field.${backend}.js`)).href}";
const tmp = fe.create();
export function formula(o, a, b, flag) {
  // statement form, aliasing and member arguments
  fe.copy(o.x, a);
  fe.add(o.x, b); // a trailing comment
  fe.add(o.x, o.x);
  fe.negate(o.y, o.x, 4);
  fe.negate(o.y, o.y, 5);
  fe.mulInt(o.y, 2);
  fe.half(o.y);
  fe.cmov(o.y, a, flag);
  fe.copy(tmp, o.y);
  fe.normalizeWeak(tmp);
  fe.mul(o.z, tmp, o.x);
  // assignment forms
  const zero = +fe.normalizesToZero(o.z);
  let odd = fe.isOdd(o.w);
  o.flag = +fe.normalizesToZero(o.y);
  fe.normalize(o.x);
  return zero + 2 * odd + 4 * o.flag;
}
`;
}

/**
 * A module for the limb cache: runs of ops on private scratch elements with calls reading them in
 * between, stores that later ops overwrite, and public names that the caller may make one array
 * (a = o.x, b = o.y, …), a braceless if, and gaps that must end a run.
 */
function runs(backend: string): string {
  return `import * as fe from "${pathToFileURL(join(fieldDist, `field.${backend}.js`)).href}";
const tmp = fe.create();
const tmp2 = fe.create();
const notPrivate = fe.create();
export function runs(o, a, b, flag) {
  fe.copy(tmp, a);
  fe.add(tmp, b);
  fe.copy(tmp2, b);
  fe.mul(tmp2, tmp, b); // reads tmp: the store before stays; writes tmp2: its cached limbs go
  fe.add(tmp, tmp2);
  fe.negate(tmp2, b, 1);
  fe.add(tmp, tmp2);
  fe.mulInt(tmp, 2); // overwritten by half before anything reads tmp: the store goes
  fe.half(tmp);
  fe.mul(o.z, tmp, a);
  fe.copy(o.x, b); // a store through o.x, then loads through a, b (maybe the same array)
  fe.negate(tmp, a, 1); // a load through a: o.x's store stays although o.x is stored again next
  fe.add(o.x, tmp);
  fe.add(o.y, a);
  fe.add(o.x, o.x);
  fe.negate(o.w, a, 8);
  fe.normalizeWeak(o.w);
  const z = +fe.normalizesToZero(o.w);
  o.infinity = z;
  fe.add(o.y, o.w);
  if (flag)
    fe.add(o.y, o.y); // a braceless if
  fe.cmov(o.x, o.y, flag);
  fe.copy(notPrivate, o.x);
  keep(notPrivate); // a gap that ends the run (a call that is not a field op)
  fe.add(notPrivate, b);
  fe.copy(o.w, notPrivate);
  o.x[0] = o.x[0]; // a gap that ends the run (an element store)
  fe.add(o.w, o.x);
  return z;
}
// notPrivate escapes: a caller can make it one of o's coordinates.
export function scratch() {
  return notPrivate;
}
export function escapes(o, a, b) {
  fe.copy(notPrivate, a);
  fe.add(o.x, b); // o.x may be notPrivate
  fe.add(o.y, notPrivate); // sees that store
}
let kept = 0;
function keep(x) {
  kept += x[0] === x[1] ? 1 : 0;
}
`;
}

describe.each(["5x52", "10x26"])("inline-release on %s", (backend) => {
  const limbSrc = readFileSync(join(fieldModules, "limbs", `${backend}.js`), "utf8");
  const fieldSrc = readFileSync(join(fieldModules, `field.${backend}.js`), "utf8");
  const inl = api.inlinables(limbSrc, fieldSrc);

  it("takes the small ops and leaves mul and sqr as calls", () => {
    const names = [...inl.functions.keys()];
    for (const n of ["copy", "add", "negate", "mulInt", "half", "cmov", "normalizeWeak", "isOdd"]) {
      expect(names, n).toContain(n);
    }
    expect(names).not.toContain("mul");
    expect(names).not.toContain("sqr");
    expect(names).not.toContain("normalizesToZeroVar"); // early returns
  });

  it("computes what the calls compute", async () => {
    const src = sample(backend);
    const out = api.inlineModule(src, inl);
    expect(out.sites).toBeGreaterThanOrEqual(11);
    expect(out.code).not.toMatch(/^\s*fe\.(add|negate|cmov|half|mulInt)\(/m);
    const { fe, A, B, set } = await compiled(backend, "formula", src, out.code);
    const mk = () => ({ x: fe.create(), y: fe.create(), z: fe.create(), w: fe.create(), flag: 0 });
    const edges = [0n, 1n, P - 1n, 2n ** 255n, 2n ** 52n - 1n];
    const n = Math.max(200, COUNT / 20);
    for (let k = 0; k < n; k++) {
      const va = k < edges.length ? edges[k] : rng.bigBelow(P);
      const vb = k < edges.length ? edges[edges.length - 1 - k] : rng.bigBelow(P);
      const flag = k & 1;
      const oa = mk();
      const ob = mk();
      const a = fe.create();
      const b = fe.create();
      set(a, va);
      set(b, vb);
      set(oa.w, va);
      set(ob.w, va);
      const ra = A.formula(oa, a, b, flag);
      const rb = B.formula(ob, a, b, flag);
      expect(rb).toBe(ra);
      for (const c of ["x", "y", "z"] as const) expect([...ob[c]]).toEqual([...oa[c]]);
      expect(ob.flag).toBe(oa.flag);
    }
  });

  it("finds the private scratch elements", () => {
    const src = `${runs(backend)}export function leak() { return tmp2; }\nconst s = fe.create(); // "s" in a comment\nexport function f(r) { fe.add(s, r); throw new Error("s must be…"); }\nconst u = fe.createScratch();\nconst w = fe.createScratch();\nexport function h(r) { fe.add(u, r); fe.add(r, w); return w; }\n`;
    expect([...api.privateScratch(src)].sort()).toEqual(["s", "tmp", "u"]);
    expect([...api.privateScratch(runs(backend))].sort()).toEqual(["tmp", "tmp2"]);
  });

  it("keeps every value a load would see through the limb cache", async () => {
    const src = runs(backend);
    const out = api.inlineModule(src, inl);
    const plain = api.inlineModule(src, inl, false);
    expect(out.sites).toBe(plain.sites);
    expect(out.cached).toBeGreaterThanOrEqual(10);
    expect(out.dropped).toBeGreaterThanOrEqual(5); // mulInt's stores, the first add(o.x, …)'s, …
    expect(plain.cached).toBe(0);
    expect(plain.dropped).toBe(0);
    // The braceless if keeps a plain block (a declaration cannot be an if's body).
    expect(out.code).toMatch(/if \(flag\)\s*\{ const r_i\d+ = o\.y;/);
    const { fe, A, B, set } = await compiled(backend, "runs", src, out.code);
    const mk = () => ({ x: fe.create(), y: fe.create(), z: fe.create(), w: fe.create(), infinity: 0 });
    type Pt = ReturnType<typeof mk>;
    // Which arrays a and b are: separate, or o's own coordinates (so that two names are one array).
    const shapes: [string, (o: Pt, a: unknown, b: unknown) => [unknown, unknown]][] = [
      ["a, b", (_o, a, b) => [a, b]],
      ["o.x, b", (o, _a, b) => [o.x, b]],
      ["a, o.x", (o, a) => [a, o.x]],
      ["o.y, o.y", (o) => [o.y, o.y]],
      ["o.w, o.x", (o) => [o.w, o.x]],
      ["o.z, o.w", (o) => [o.z, o.w]],
    ];
    const n = Math.max(60, COUNT / 100);
    for (const [shape, pick] of shapes) {
      for (let k = 0; k < n; k++) {
        const v = [0, 1, 2, 3].map(() => (k < 3 ? [0n, 1n, P - 1n][k] : rng.bigBelow(P)));
        const run = (M: typeof A) => {
          const o = mk();
          const a = fe.create();
          const b = fe.create();
          set(a, v[0]);
          set(b, v[1]);
          set(o.x, v[2]);
          set(o.y, v[3]);
          set(o.w, v[0] ^ v[3]);
          const [aa, bb] = pick(o, a, b);
          const z = M.runs(o, aa, bb, k & 1);
          return [z, ...(["x", "y", "z", "w"] as const).map((c) => [...o[c]].join(","))];
        };
        expect(run(B), `${shape} #${k}`).toEqual(run(A));
      }
    }
    // A module-level element that escapes is not private: o.x = scratch() makes two names one array.
    for (let k = 0; k < n; k++) {
      const v = [rng.bigBelow(P), rng.bigBelow(P), rng.bigBelow(P)];
      const run = (M: typeof A) => {
        const o = mk();
        o.x = M.scratch();
        const a = fe.create();
        const b = fe.create();
        set(a, v[0]);
        set(b, v[1]);
        set(o.y, v[2]);
        M.escapes(o, a, b);
        return [...o.y].join(",");
      };
      expect(run(B), `escapes #${k}`).toEqual(run(A));
    }
  });
});
