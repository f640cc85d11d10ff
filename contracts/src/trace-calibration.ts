/*
 * How far a homeowner's trace on the satellite view lands from the true roof footprint, measured
 * by the calibration benchmark (`npm run bench:measure`, bench/measure-calibration.ts), which
 * rewrites this file: do not edit it by hand. Method, model and every figure:
 * docs/instant-quote-calibration.md. The instant quote's price range is as wide as these say.
 *
 * Relative errors are fractions (0.08 = 8 %). "Simple" roofs are rectangles and L-shapes traced
 * as one outline, sized 12–45 squares, in Jacksonville Beach, St. Augustine, Gainesville and
 * Fernandina Beach. Resolutions are ground metres per imagery pixel. The figures outside
 * `byImagery` are for the keyless default imagery (`imageryGsdM`); the server takes its margin
 * from `byImagery` for the imagery it is configured with (SATELLITE_IMAGERY_GSD_M).
 */
export const TRACE_CALIBRATION = {
  /** When the benchmark last ran (ISO), or null before its first run. */
  measuredAt: '2026-11-27T18:26:29.485Z' as string | null,
  /** The zoom the tracer opens at and the figures below are for. */
  zoom: 20,
  /**
   * The keyless default imagery's resolution, as measured: USGS The National Map tiles stop at
   * zoom 16, 2.05–2.08 m per pixel in the four towns. `baseMargin` and
   * the figures beside it are for this imagery.
   */
  imageryGsdM: 2.1,
  /** Relative area error of a trace, |traced − true| ÷ true, at its 90th percentile. */
  p90RelativeError: 0.1776,
  /**
   * |true price ÷ quoted price − 1| at its 90th percentile with the right pitch: the area error
   * plus the quote's rounding to whole squares.
   */
  p90PriceError: 0.1898,
  /** The largest change in roof surface one pitch step makes between 3/12 and 8/12. */
  pitchAllowance: 0.0381,
  /**
   * The half-width of the price range for a clean trace of a simple roof on the default imagery
   * (0.08 = ±8 %): p90PriceError + pitchAllowance, rounded up to a whole percent. The same as
   * `byImagery`'s margin at `imageryGsdM`.
   */
  baseMargin: 0.23,
  /**
   * Per imagery resolution (m per imagery pixel, finest first), simple roofs at `zoom`: area and
   * price error at the 90th percentile, the margin by the same method as baseMargin, and the share
   * of traces whose true price falls within ±margin.
   */
  byImagery: [
    {
      gsdM: 0.3,
      p90RelativeError: 0.0867,
      p90PriceError: 0.0938,
      margin: 0.14,
      coverage: { pitchRight: 0.9733, pitchOneStepOff: 0.9635 },
    },
    {
      gsdM: 0.6,
      p90RelativeError: 0.0952,
      p90PriceError: 0.1023,
      margin: 0.15,
      coverage: { pitchRight: 0.9704, pitchOneStepOff: 0.9611 },
    },
    {
      gsdM: 1,
      p90RelativeError: 0.1125,
      p90PriceError: 0.1193,
      margin: 0.16,
      coverage: { pitchRight: 0.9523, pitchOneStepOff: 0.9451 },
    },
    {
      gsdM: 2.1,
      p90RelativeError: 0.1776,
      p90PriceError: 0.1898,
      margin: 0.23,
      coverage: { pitchRight: 0.9411, pitchOneStepOff: 0.9373 },
    },
    {
      gsdM: 3,
      p90RelativeError: 0.2386,
      p90PriceError: 0.2589,
      margin: 0.3,
      coverage: { pitchRight: 0.9319, pitchOneStepOff: 0.9298 },
    },
  ],
  /** Share of simulated simple-roof traces whose true price falls within ±baseMargin. */
  coverage: { pitchRight: 0.9411, pitchOneStepOff: 0.9373 },
  /** Area error of simple roofs at each zoom the tracer offers, on the default imagery. */
  byZoom: {
    '18': { p50: 0.1438, p90: 0.3704, p95: 0.4484, p99: 0.6244, meanBias: -0.0689 },
    '19': { p50: 0.0895, p90: 0.2282, p95: 0.2793, p99: 0.391, meanBias: -0.0344 },
    '20': { p50: 0.068, p90: 0.1776, p95: 0.2175, p99: 0.2978, meanBias: -0.0164 },
    '21': { p50: 0.0629, p90: 0.1607, p95: 0.1953, p99: 0.2713, meanBias: -0.0078 },
  },
  /** Area error at `zoom` on the default imagery per shape class (multi-face plans face by face). */
  byShape: {
    rectangle: { p50: 0.0707, p90: 0.1862, p95: 0.2282, p99: 0.308, meanBias: -0.0158 },
    'l-shape': { p50: 0.0659, p90: 0.1683, p95: 0.2071, p99: 0.281, meanBias: -0.0169 },
    't-two-faces': { p50: 0.0735, p90: 0.1894, p95: 0.2318, p99: 0.323, meanBias: -0.0234 },
    'hip-four-faces': { p50: 0.0897, p90: 0.2286, p95: 0.279, p99: 0.3905, meanBias: -0.0203 },
  },
  /** Simple roofs at `zoom` on the default imagery by size in squares: area and price p90. */
  bySize: {
    '12': { areaP90: 0.2349, priceP90: 0.2422 },
    '18': { areaP90: 0.1979, priceP90: 0.2083 },
    '25': { areaP90: 0.1709, priceP90: 0.1845 },
    '32': { areaP90: 0.1448, priceP90: 0.1474 },
    '45': { areaP90: 0.1252, priceP90: 0.1281 },
  },
  /** The run: seed, traces per footprint and zoom, and the click model (on the default imagery). */
  run: {
    seed: 25,
    tracesPerCell: 500,
    model: { sigmaPx: [2, 4], cornerCutProbability: 0.15, cornerCutPx: [2, 6], imageryGsdM: 2.1 },
  },
} as const;
