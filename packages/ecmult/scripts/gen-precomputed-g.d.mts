// Types of gen-precomputed-g.mjs, for the test that checks the generated modules.

export const P: bigint;
export const GX: bigint;
export const GY: bigint;
export const WINDOW: number;
export function oddMultiples(p: [bigint, bigint], n: number): [bigint, bigint][];
export function tableBytes(points: [bigint, bigint][]): Uint8Array;
export function computeTables(w?: number): { preG: Uint8Array; preG128: Uint8Array };
export function renderModule(name: string, what: string, w: number, bytes: Uint8Array): string;
export function renderModules(w?: number): [string, string][];
