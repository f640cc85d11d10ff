import { useEffect, useRef } from 'react';

/**
 * Calls `advance` every `intervalMs` while `active`. The timer restarts whenever `restartKey`
 * changes, so a manual step (a click on next or a dot) always gets a full interval on screen.
 */
export function useAutoAdvance(
  advance: () => void,
  intervalMs: number,
  active: boolean,
  restartKey: unknown,
) {
  const latest = useRef(advance);
  latest.current = advance;
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => latest.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [active, intervalMs, restartKey]);
}
