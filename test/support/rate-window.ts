import { WINDOW_MS } from '../../gateway/src/rate-limit.ts';

/**
 * The gateway counts requests per client in fixed one-minute windows aligned on the clock. A test
 * that counts up to a limit calls this first: near the end of a window it waits for the next one,
 * so the count cannot be reset half-way through the test (which made a 429 a 200 now and then).
 */
export async function freshRateWindow(windowMs = WINDOW_MS, needMs = 10_000) {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
