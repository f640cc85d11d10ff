/*
 * How far a homeowner's trace on the satellite view lands from the true roof footprint, measured
 * by the calibration benchmark (`npm run bench:measure`, bench/measure-calibration.ts), which
 * rewrites this file. The instant quote's price range is as wide as these figures say.
 *
 * PLACEHOLDER until the benchmark's first run writes real figures (issue 25): the values below are
 * the range the quote used before calibration (±8 % for a clean trace of a simple roof).
 */
export const TRACE_CALIBRATION = {
  /** When the benchmark last ran (ISO), or null before its first run. */
  measuredAt: null as string | null,
  /** The zoom the tracer opens at and the figures below are for. */
  zoom: 20,
  /** Relative area error of a trace, |traced − true| ÷ true, at its 90th percentile. */
  p90RelativeError: 0.08,
  /** The half-width of the price range for a clean trace of a simple roof (0.08 = ±8 %). */
  baseMargin: 0.08,
} as const;
