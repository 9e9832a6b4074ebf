/**
 * `@k1/silentpayments` rows for both backends (`silentpayments-rows.5x52.ts` is the template of
 * both row files), and their names.
 *
 * @module
 */
import { runBackends } from "../harness.js";
import { LIGHT_CLIENT_SUMMARIES, NOMATCH_N, WORSTCASE_K } from "./silentpayments-data.js";
import { run as run5x52 } from "./silentpayments-rows.5x52.js";
import { run as run10x26 } from "./silentpayments-rows.10x26.js";

/** Prints the silent-payments rows of both backends (a "5x52" or "10x26" filter selects one). */
export function run(): void {
  runBackends(run5x52, run10x26);
}

/** The row groups of the silent-payments bench, each with its rows (in the order they run). */
export const SP_GROUPS: Readonly<Record<"nomatch" | "worstcase" | "sender" | "light", readonly string[]>> = {
  nomatch: [
    ...NOMATCH_N.map((n) => `silentpayments_scan_nomatch_N=${n}`),
    ...NOMATCH_N.map((n) => `silentpayments_scan_nomatch_cb_N=${n}`),
  ],
  worstcase: [
    ...WORSTCASE_K.map((k) => `silentpayments_scan_worstcase_K=${k}`),
    ...WORSTCASE_K.filter((k) => k <= 100).map((k) => `silentpayments_scan_worstcase_cb_K=${k}`),
  ],
  sender: ["silentpayments_sender_create_outputs_1", "silentpayments_sender_create_outputs_10"],
  light: [`silentpayments_light_client_${LIGHT_CLIENT_SUMMARIES}`],
};
