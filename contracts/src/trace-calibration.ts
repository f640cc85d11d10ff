/*
 * How far a homeowner's trace on the satellite view lands from the true roof footprint, measured
 * by the calibration benchmark (`npm run bench:measure`, bench/measure-calibration.ts), which
 * rewrites this file: do not edit it by hand. Method, model and every figure:
 * docs/instant-quote-calibration.md. The instant quote's price range is as wide as these say.
 *
 * Relative errors are fractions (0.08 = 8 %). "Simple" roofs are rectangles and L-shapes traced
 * as one outline, sized 12–45 squares, in Jacksonville Beach, St. Augustine, Gainesville and
 * Fernandina Beach.
 */
export const TRACE_CALIBRATION = {
  /** When the benchmark last ran (ISO), or null before its first run. */
  measuredAt: '2026-11-27T14:12:17.395Z' as string | null,
  /** The zoom the tracer opens at and the figures below are for. */
  zoom: 20,
  /** Relative area error of a trace, |traced − true| ÷ true, at its 90th percentile. */
  p90RelativeError: 0.0952,
  /**
   * |true price ÷ quoted price − 1| at its 90th percentile with the right pitch: the area error
   * plus the quote's rounding to whole squares.
   */
  p90PriceError: 0.1023,
  /** The largest change in roof surface one pitch step makes between 3/12 and 8/12. */
  pitchAllowance: 0.0381,
  /**
   * The half-width of the price range for a clean trace of a simple roof (0.08 = ±8 %):
   * p90PriceError + pitchAllowance, rounded up to a whole percent.
   */
  baseMargin: 0.15,
  /** Share of simulated simple-roof traces whose true price falls within ±baseMargin. */
  coverage: { pitchRight: 0.9704, pitchOneStepOff: 0.9611 },
  /** Area error of simple roofs at each zoom the tracer offers. */
  byZoom: {
    '18': { p50: 0.1305, p90: 0.3381, p95: 0.4129, p99: 0.5779, meanBias: -0.0695 },
    '19': { p50: 0.0665, p90: 0.1743, p95: 0.2149, p99: 0.3064, meanBias: -0.035 },
    '20': { p50: 0.0359, p90: 0.0952, p95: 0.1171, p99: 0.1639, meanBias: -0.0164 },
    '21': { p50: 0.0239, p90: 0.0604, p95: 0.0744, p99: 0.1026, meanBias: -0.0077 },
  },
  /** Area error at `zoom` for each shape class (multi-face plans traced face by face). */
  byShape: {
    rectangle: { p50: 0.037, p90: 0.0997, p95: 0.1205, p99: 0.1718, meanBias: -0.0157 },
    'l-shape': { p50: 0.0351, p90: 0.0909, p95: 0.1129, p99: 0.1555, meanBias: -0.0171 },
    't-two-faces': { p50: 0.0399, p90: 0.1028, p95: 0.1251, p99: 0.1768, meanBias: -0.0228 },
    'hip-four-faces': { p50: 0.046, p90: 0.1171, p95: 0.1416, p99: 0.1995, meanBias: -0.0276 },
  },
  /** Simple roofs at `zoom` by size in squares: area and price error at the 90th percentile. */
  bySize: {
    '12': { areaP90: 0.1242, priceP90: 0.125 },
    '18': { areaP90: 0.1032, priceP90: 0.1172 },
    '25': { areaP90: 0.091, priceP90: 0.0938 },
    '32': { areaP90: 0.078, priceP90: 0.0792 },
    '45': { areaP90: 0.0686, priceP90: 0.074 },
  },
  /** The run: seed, traces per footprint and zoom, and the click model. */
  run: {
    seed: 25,
    tracesPerCell: 500,
    model: { sigmaPx: [2, 4], cornerCutProbability: 0.15, cornerCutPx: [2, 6], imageryGsdM: 0.6 },
  },
} as const;
