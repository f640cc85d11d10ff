import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';

/**
 * For jsdom component tests with a fake `fetch`: lets React and TanStack Query finish what a
 * render or a click started. A fixed pause is not enough on a busy machine (a query still
 * loading when the test reads the screen), so this waits until no query or mutation of `client`
 * is running and `ready()` holds, looking every `stepMs`, for at most `timeoutMs`; then it
 * returns either way and the test's own assertion says what is missing.
 */
export async function settleQueries(
  client: QueryClient,
  ready: () => boolean = () => true,
  { stepMs = 20, timeoutMs = 10_000 } = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  let quietLooks = 0;
  while (Date.now() < until) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, stepMs)));
    const quiet = client.isFetching() === 0 && client.isMutating() === 0 && ready();
    // Twice in a row: a submit validates first and starts its mutation a moment later.
    quietLooks = quiet ? quietLooks + 1 : 0;
    if (quietLooks >= 2) return;
  }
}
