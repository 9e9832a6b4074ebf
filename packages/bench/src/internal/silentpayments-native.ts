/**
 * Native libsecp256k1's silent-payments figures for `bench_silentpayments`: its `bench` program's
 * `silentpayments_scan_nomatch` and `silentpayments_scan_worstcase` rows, run in a child process,
 * and, for the rows libsecp256k1's bench does not have, an estimate from rows of the same run
 * ({@link nativeEstimate}).
 *
 * @module
 */
import { spawnSync } from "node:child_process";

/**
 * The Min(us) column of libsecp256k1's bench output by row name, names with `=` included
 * (`silentpayments_scan_nomatch_N=2`); every other line is skipped.
 */
export function parseNativeRows(text: string): Map<string, number> {
  const rows = new Map<string, number>();
  for (const line of text.split("\n")) {
    const cells = line.split(",").map((c) => c.trim());
    if (cells.length !== 4 || !/^[A-Za-z0-9_=]+$/.test(cells[0])) continue;
    const min = Number(cells[1]);
    if (Number.isFinite(min) && min > 0) rows.set(cells[0], min);
  }
  return rows;
}

/**
 * Runs libsecp256k1's `bench` at `path` with the arguments `args` (row groups such as
 * `silentpayments_scan_nomatch`) and `SECP256K1_BENCH_ITERS` = `iters`; returns its rows. Throws if
 * the program cannot run, fails (a build without the module exits with an error), or prints no row.
 */
export function runNativeRows(path: string, args: readonly string[], iters: number): Map<string, number> {
  const r = spawnSync(path, [...args], {
    encoding: "utf8",
    timeout: 60 * 60_000,
    env: { ...process.env, SECP256K1_BENCH_ITERS: String(Math.max(3, Math.round(iters))) },
  });
  if (r.error) throw new Error(`bench_silentpayments: cannot run ${path}: ${r.error.message}`);
  if (r.status !== 0) throw new Error(`bench_silentpayments: ${path} exited with ${r.status}: ${r.stderr}`);
  const rows = parseNativeRows(r.stdout);
  if (rows.size === 0) throw new Error(`bench_silentpayments: ${path} printed no row for ${args.join(" ")}`);
  return rows;
}

/** A native figure for a k1 row: measured, or estimated from other native rows. */
export interface NativeFigure {
  readonly us: number;
  readonly estimated: boolean;
}

/**
 * The native figure for k1's row `name` from the native rows of one run: the native row of the
 * same transactions for the scan rows (both lookup forms), else an estimate from its parts, which
 * libsecp256k1's bench measures separately:
 *
 * - `silentpayments_sender_create_outputs_1` ≈ 2·`ec_keygen` + `ecdh` (a·G and t_0·G, one ECDH);
 * - `…_10` (ten scan keys) ≈ `ec_keygen` + 10·(`ecdh` + `ec_keygen`);
 * - `silentpayments_light_client_2000` ≈ 2,000·`silentpayments_scan_nomatch_N=2` (a transaction of
 *   two outputs, its summary made from a parsed key; a light client parses a 33-byte key instead,
 *   one square root more, so the estimate is a little low and the ratio k1/native a little high).
 *
 * Returns undefined when a needed native row is missing.
 */
export function nativeFigure(name: string, rows: ReadonlyMap<string, number>): NativeFigure | undefined {
  const direct = rows.get(name.replace("_cb_", "_"));
  if (direct !== undefined) return { us: direct, estimated: false };
  const light = /^silentpayments_light_client_(\d+)$/.exec(name);
  const n2 = rows.get("silentpayments_scan_nomatch_N=2");
  if (light !== null) return n2 === undefined ? undefined : { us: Number(light[1]) * n2, estimated: true };
  const keygen = rows.get("ec_keygen");
  const ecdh = rows.get("ecdh");
  if (keygen === undefined || ecdh === undefined) return undefined;
  if (name === "silentpayments_sender_create_outputs_1") return { us: 2 * keygen + ecdh, estimated: true };
  if (name === "silentpayments_sender_create_outputs_10")
    return { us: keygen + 10 * (ecdh + keygen), estimated: true };
  return undefined;
}
