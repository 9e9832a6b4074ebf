// The release build step scripts/inline-release.mjs, which pastes the small field ops into the
// compiled group/ecmult/sigs modules: which functions it takes, that the pasted code computes what
// the calls computed (every form it rewrites, aliasing, argument expressions). The release test run
// then runs every suite on its output, and scripts/check-packages.mjs checks the packed modules went
// through it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
  inlineModule(src: string, inl: ReturnType<InlineApi["inlinables"]>): { code: string; sites: number };
}

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../../..");
const fieldDist = join(repo, "packages/field/dist");
const api = (await import(pathToFileURL(join(repo, "scripts/inline-release.mjs")).href)) as InlineApi;
const scratch = mkdtempSync(join(tmpdir(), "k1-inline-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const P = 2n ** 256n - 2n ** 32n - 977n;
const rng = new Rng("inline-release");

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

describe.each(["5x52", "10x26"])("inline-release on %s", (backend) => {
  const limbSrc = readFileSync(join(fieldDist, "limbs", `${backend}.js`), "utf8");
  const fieldSrc = readFileSync(join(fieldDist, `field.${backend}.js`), "utf8");
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
    writeFileSync(join(scratch, `calls.${backend}.mjs`), src);
    writeFileSync(join(scratch, `inlined.${backend}.mjs`), out.code);
    const fe = await import(pathToFileURL(join(fieldDist, `field.${backend}.js`)).href);
    const A = await import(pathToFileURL(join(scratch, `calls.${backend}.mjs`)).href);
    const B = await import(pathToFileURL(join(scratch, `inlined.${backend}.mjs`)).href);
    const mk = () => ({ x: fe.create(), y: fe.create(), z: fe.create(), w: fe.create(), flag: 0 });
    const bytes = new Uint8Array(32);
    const set = (r: unknown, v: bigint) => {
      for (let i = 0; i < 32; i++) bytes[i] = Number((v >> BigInt(8 * (31 - i))) & 0xffn);
      fe.setB32Mod(r, bytes);
      fe.normalize(r);
    };
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
});
