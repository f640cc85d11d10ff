// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { StormPriorityBadge } from './status-badge.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function shown(since: string | null, waiting?: boolean): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<StormPriorityBadge since={since} waiting={waiting} />));
  const text = container.textContent ?? '';
  act(() => root.unmount());
  return text;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe("the office's storm-priority badge", () => {
  it('says storm priority in words, with how long the request has waited', () => {
    expect(shown(hoursAgo(5))).toBe('⚠Storm priority · waiting 5 h');
    expect(shown(hoursAgo(50))).toBe('⚠Storm priority · waiting 2 d');
    expect(shown(null)).toBe('⚠Storm priority');
  });

  it('says when a request being worked on came in, not that it waits', () => {
    expect(shown(hoursAgo(5), false)).toBe('⚠Storm priority · reported 5 h ago');
    expect(shown(hoursAgo(0.2), false)).toBe('⚠Storm priority · reported 12 min ago');
  });
});
