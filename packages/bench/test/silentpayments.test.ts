// bench_silentpayments' reading of libsecp256k1's silentpayments rows (names with "=" and capitals)
// and its native figures: measured for the scan rows (both lookup forms), estimated from the
// native rows of the same run for the rows libsecp256k1's bench lacks, absent without them.
import { describe, expect, it } from "vitest";
import { SP_GROUPS } from "../src/internal/silentpayments.js";
import { nativeFigure, parseNativeRows } from "../src/internal/silentpayments-native.js";

const SAMPLE = `Benchmark                               ,    Min(us)       ,    Avg(us)       ,    Max(us)       

silentpayments_scan_nomatch_N=2         ,       44.7       ,       46.4       ,       50.6    
silentpayments_scan_nomatch_N=23250     ,    26780.0       ,    63816.0       ,   169040.0    
silentpayments_scan_worstcase_K=10      ,   219079.0       ,   220000.0       ,   230000.0    
ec_keygen                               ,       10.4       ,       10.5       ,       10.9    
ecdh                                    ,       24.3       ,       24.4       ,       24.9    
Skipping benchmark "silentpayments_scan_nomatch_N=100" due to SECP256K1_BENCH_ITERS <= 2
bad row , x , 1 , 2
`;

describe("native silentpayments rows", () => {
  const rows = parseNativeRows(SAMPLE);

  it("reads names with = and capitals, skips everything else", () => {
    expect([...rows.keys()]).toEqual([
      "silentpayments_scan_nomatch_N=2",
      "silentpayments_scan_nomatch_N=23250",
      "silentpayments_scan_worstcase_K=10",
      "ec_keygen",
      "ecdh",
    ]);
    expect(rows.get("silentpayments_scan_nomatch_N=23250")).toBe(26780);
  });

  it("the scan rows, map and callback, are the native row of the same transactions", () => {
    expect(nativeFigure("silentpayments_scan_nomatch_N=2", rows)).toEqual({ us: 44.7, estimated: false });
    expect(nativeFigure("silentpayments_scan_nomatch_cb_N=2", rows)).toEqual({ us: 44.7, estimated: false });
    expect(nativeFigure("silentpayments_scan_worstcase_cb_K=10", rows)).toEqual({
      us: 219079,
      estimated: false,
    });
    expect(nativeFigure("silentpayments_scan_worstcase_K=100", rows)).toBeUndefined();
  });

  it("estimates the sender and light-client rows from native rows of the run", () => {
    expect(nativeFigure("silentpayments_sender_create_outputs_1", rows)).toEqual({
      us: 2 * 10.4 + 24.3,
      estimated: true,
    });
    const ten = nativeFigure("silentpayments_sender_create_outputs_10", rows);
    expect(ten?.estimated).toBe(true);
    expect(ten?.us).toBeCloseTo(10.4 + 10 * (24.3 + 10.4), 6);
    expect(nativeFigure("silentpayments_light_client_2000", rows)).toEqual({
      us: 2000 * 44.7,
      estimated: true,
    });
    expect(nativeFigure("silentpayments_sender_create_outputs_1", new Map([["ecdh", 1]]))).toBeUndefined();
    expect(nativeFigure("silentpayments_light_client_2000", new Map())).toBeUndefined();
  });

  it("every k1 row has a native figure from its group's native run", () => {
    const all = new Map([
      ...[2, 5, 10, 100, 1000, 2323, 23250].map((n) => [`silentpayments_scan_nomatch_N=${n}`, 1] as const),
      ...[10, 100, 1000, 2323].map((k) => [`silentpayments_scan_worstcase_K=${k}`, 1] as const),
      ["ec_keygen", 1],
      ["ecdh", 1],
    ]);
    for (const rowsOfGroup of Object.values(SP_GROUPS))
      for (const row of rowsOfGroup) expect(nativeFigure(row, all), row).toBeDefined();
  });
});
