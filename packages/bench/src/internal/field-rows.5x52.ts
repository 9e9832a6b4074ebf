/**
 * `bench_internal field` rows for the 5x52 backend (template: the build writes the 10x26 copy, so
 * each backend is measured with its own monomorphic code, as a program using it would run).
 * Bodies follow libsecp256k1's bench_internal.c.
 *
 * @module
 */
import * as fe from "@k1/field/5x52";
import { bench, section } from "../harness.js";

const out = new Uint8Array(32);
const tmp = fe.create();

/** Folds an element into a number for the sink. */
function fold(a: fe.Fe): number {
  fe.copy(tmp, a);
  fe.normalizeVar(tmp);
  fe.getB32(out, tmp);
  return out[31] ^ out[0];
}

/** Prints the field rows of this backend. */
export function run(): void {
  section(`field ${fe.BACKEND}`);
  const x = fe.constant("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798");
  const y = fe.constant("483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8");
  const a = fe.create();
  const b = fe.create();
  const r = fe.create();
  const reset = () => {
    fe.copy(a, x);
    fe.copy(b, y);
  };

  reset();
  bench("field_half", 2_000_000, (n) => {
    for (let i = 0; i < n; i++) fe.half(a);
    const f = fold(a);
    reset();
    return f;
  });
  bench("field_normalize", 2_000_000, (n) => {
    for (let i = 0; i < n; i++) fe.normalize(a);
    return fold(a);
  });
  bench("field_normalize_weak", 2_000_000, (n) => {
    for (let i = 0; i < n; i++) fe.normalizeWeak(a);
    return fold(a);
  });
  bench("field_sqr", 1_000_000, (n) => {
    for (let i = 0; i < n; i++) fe.sqr(a, a);
    return fold(a);
  });
  bench("field_mul", 1_000_000, (n) => {
    for (let i = 0; i < n; i++) fe.mul(a, a, b);
    return fold(a);
  });
  // No libsecp256k1 counterpart: a·b + c² (the doubling's and constant-time addition's fused step).
  // Compare with field_mul + field_sqr (+ an add).
  bench("field_mul_add_sqr", 1_000_000, (n) => {
    for (let i = 0; i < n; i++) fe.mulAddSqr(a, a, b, a);
    return fold(a);
  });
  bench("field_inverse", 5_000, (n) => {
    for (let i = 0; i < n; i++) {
      fe.inv(a, a);
      fe.add(a, b);
    }
    return fold(a);
  });
  reset();
  bench("field_inverse_var", 20_000, (n) => {
    for (let i = 0; i < n; i++) {
      fe.invVar(a, a);
      fe.add(a, b);
    }
    return fold(a);
  });
  reset();
  bench("field_is_square_var", 20_000, (n) => {
    let s = 0;
    for (let i = 0; i < n; i++) {
      s += fe.isSquareVar(a) ? 1 : 0;
      fe.add(a, b);
      fe.normalizeWeak(a);
    }
    return s;
  });
  reset();
  bench("field_sqrt", 5_000, (n) => {
    for (let i = 0; i < n; i++) {
      fe.sqrt(r, a);
      fe.copy(a, r);
      fe.add(a, b);
    }
    return fold(a);
  });
  reset();
  bench("field_get_b32", 2_000_000, (n) => {
    let s = 0;
    for (let i = 0; i < n; i++) {
      fe.getB32(out, x);
      s ^= out[i & 31];
    }
    return s;
  });
  const bytes = new Uint8Array(32);
  fe.getB32(bytes, y);
  bench("field_set_b32", 2_000_000, (n) => {
    for (let i = 0; i < n; i++) {
      bytes[31] = i;
      fe.setB32Mod(a, bytes);
    }
    return fold(a);
  });
}
