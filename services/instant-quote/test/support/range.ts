import { TRACE_CALIBRATION } from '@roofing/contracts/trace-calibration';

/**
 * The price range of a clean trace of a simple roof: ± the calibrated base margin
 * (`TRACE_CALIBRATION`, rewritten by `npm run bench:measure`), rounded outwards to $10.
 */
export const rangeOf = (total: number) => ({
  low: Math.floor((total * (1 - TRACE_CALIBRATION.baseMargin)) / 10) * 10,
  high: Math.ceil((total * (1 + TRACE_CALIBRATION.baseMargin)) / 10) * 10,
});
