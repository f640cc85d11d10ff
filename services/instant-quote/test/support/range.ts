import { TRACE_CALIBRATION } from '@roofing/contracts/trace-calibration';

/**
 * The price range of a clean trace of a simple roof: ± the calibrated base margin (by default the
 * keyless default imagery's, `TRACE_CALIBRATION.baseMargin`, rewritten by `npm run bench:measure`),
 * rounded outwards to $10.
 */
export const rangeOf = (total: number, margin: number = TRACE_CALIBRATION.baseMargin) => ({
  low: Math.floor((total * (1 - margin)) / 10) * 10,
  high: Math.ceil((total * (1 + margin)) / 10) * 10,
});

/** The margin the benchmark measured for imagery of exactly `gsdM` metres per pixel. */
export function measuredMargin(gsdM: number): number {
  const entry = TRACE_CALIBRATION.byImagery.find((measured) => measured.gsdM === gsdM);
  if (!entry) throw new Error(`no calibration measured at ${gsdM} m`);
  return entry.margin;
}
