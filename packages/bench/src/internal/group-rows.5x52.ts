/**
 * `bench_internal group` rows for the 5x52 backend (template: the build writes the 10x26 copy, so
 * each backend runs its own monomorphic group code). Set-up and bodies follow libsecp256k1's
 * bench_internal.c: two points from fixed x coordinates, in Jacobian form rescaled by fixed z.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import * as g from "@k1/group/5x52";
import { bench, section } from "../harness.js";

// bench_internal.c's initializers: x of ge[0]/gej[0], x of ge[1]/gej[1], z of gej[0], z of gej[1].
const INIT = [
  "020305070b0d1113171d1f25292b2f353b3d4347494f53596165676b6d717f83",
  "828385878b8d818397adafb5b9bbbfc5dbdde3e7e9eff3f91115171b1db1bfd3",
  "3d2deff425984f5de2ca5f413f3fce44aa2c538ac6591f383823e41127c6a0e7",
  "bd21a5e11350732e5298c89eab00a26843f5d7498072a7f3d760e6ab9092dfc5",
];

function bytes(h: string): Uint8Array {
  return Uint8Array.from(h.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
}

const out = new Uint8Array(32);
const tmp = fe.create();

/** Folds a Jacobian point's x into a number for the sink. */
function fold(a: g.Gej): number {
  fe.copy(tmp, a.x);
  fe.normalizeVar(tmp);
  fe.getB32(out, tmp);
  return out[31] ^ out[0] ^ a.infinity;
}

/** Prints the group rows of this backend. */
export function run(): void {
  section(`group ${fe.BACKEND}`);
  const f = INIT.map((h) => {
    const r = fe.create();
    fe.setB32Mod(r, bytes(h));
    fe.normalize(r);
    return r;
  });
  const ge = [g.geCreate(), g.geCreate()];
  const gej = [g.gejCreate(), g.gejCreate()];
  const setup = () => {
    if (!g.geSetXOVar(ge[0], f[0], false) || !g.geSetXOVar(ge[1], f[1], true)) {
      throw new Error("bench set-up: x not on the curve");
    }
    g.gejSetGe(gej[0], ge[0]);
    g.gejRescale(gej[0], f[2]);
    g.gejSetGe(gej[1], ge[1]);
    g.gejRescale(gej[1], f[3]);
  };

  setup();
  bench("group_double_var", 1_000_000, (n) => {
    for (let i = 0; i < n; i++) g.gejDoubleVar(gej[0], gej[0], null);
    return fold(gej[0]);
  });
  setup();
  bench("group_add_var", 500_000, (n) => {
    for (let i = 0; i < n; i++) g.gejAddVar(gej[0], gej[0], gej[1], null);
    return fold(gej[0]);
  });
  setup();
  bench("group_add_affine", 500_000, (n) => {
    for (let i = 0; i < n; i++) g.gejAddGe(gej[0], gej[0], ge[1]);
    return fold(gej[0]);
  });
  setup();
  bench("group_add_affine_var", 500_000, (n) => {
    for (let i = 0; i < n; i++) g.gejAddGeVar(gej[0], gej[0], ge[1], null);
    return fold(gej[0]);
  });
  setup();
  bench("group_add_zinv_var", 500_000, (n) => {
    for (let i = 0; i < n; i++) g.gejAddZinvVar(gej[0], gej[0], ge[1], gej[0].y);
    return fold(gej[0]);
  });
  setup();
  bench("group_to_affine_var", 50_000, (n) => {
    for (let i = 0; i < n; i++) {
      g.geSetGejVar(ge[1], gej[0]);
      // As bench_internal.c: vary the input from the output (the result is not a curve point,
      // which does not matter to the code measured).
      fe.add(gej[0].x, ge[1].y);
      fe.add(gej[0].y, f[2]);
      fe.add(gej[0].z, ge[1].x);
      fe.normalizeVar(gej[0].x);
      fe.normalizeVar(gej[0].y);
      fe.normalizeVar(gej[0].z);
    }
    return fold(gej[0]);
  });
}
