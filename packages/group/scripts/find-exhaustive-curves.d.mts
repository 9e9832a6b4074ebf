// Types of find-exhaustive-curves.mjs, for the test that re-derives the generated constants.

/** One derived exhaustive test curve. */
export interface DerivedCurve {
  order: bigint;
  b: bigint;
  gx: bigint;
  gy: bigint;
  lambda: bigint;
  curveOrder: bigint;
}
export const P: bigint;
export const N: bigint;
export const BETA: bigint;
export const ORDERS: bigint[];
export function sqrtP(a: bigint): bigint | null;
export function mulPoint(k: bigint, p: [bigint, bigint] | null): [bigint, bigint] | null;
export function twistOrders(): bigint[];
export function curveOrder(b: bigint): bigint;
export function deriveExhaustiveCurves(): DerivedCurve[];
export function renderModule(curves: DerivedCurve[]): string;
