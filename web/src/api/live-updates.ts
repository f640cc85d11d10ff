import { LIVE_EVENT_NAMES, type LiveEventName } from '@roofing/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * Live updates (issue 26): one EventSource per stream, shared by every component of the page.
 * Each change invalidates the TanStack Query caches that show it, so they are read again through
 * the API. While a stream is open the spec's polling is switched off (`useLiveOpen`); when it
 * drops, polling resumes, and when it opens again everything it feeds is read again (what
 * happened meanwhile may be more than the stream can replay).
 */
export type LiveStream = 'portal' | 'staff';
const PATHS: Record<LiveStream, string> = {
  portal: '/api/portal/events',
  staff: '/api/staff/events',
};
/** A stream refused (429: too many tabs) or ended by the server is tried again after this. */
const REOPEN_MS = 30_000;

const open: Record<LiveStream, boolean> = { portal: false, staff: false };
const watchers = new Set<() => void>();
function setOpen(stream: LiveStream, value: boolean) {
  if (open[stream] === value) return;
  open[stream] = value;
  for (const notify of watchers) notify();
}
function subscribe(notify: () => void) {
  watchers.add(notify);
  return () => watchers.delete(notify);
}

/** Whether the stream is open now: polling of what it feeds is off while it is. */
export function useLiveOpen(stream: LiveStream): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open[stream],
    () => false,
  );
}

/** The read paths (first element of a query key) a change makes stale. */
const STALE_PATHS: Record<LiveEventName, readonly string[]> = {
  'project-message': ['/api/project-messages'],
  'quote-status': ['/api/quotes', '/api/estimates', '/api/contracts'],
  payment: ['/api/invoices', '/api/payments', '/api/quotes', '/api/contracts'],
  inspection: ['/api/permits', '/api/quotes'],
  ready: [],
  reset: [],
};

function invalidate(queries: QueryClient, name: LiveEventName) {
  if (name === 'reset') {
    void queries.invalidateQueries();
    return;
  }
  const paths = STALE_PATHS[name];
  if (paths.length === 0) return;
  void queries.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && paths.some((path) => head.startsWith(path));
    },
  });
}

const users: Record<LiveStream, number> = { portal: 0, staff: 0 };
const stoppers: Partial<Record<LiveStream, () => void>> = {};

function start(stream: LiveStream, queries: QueryClient): () => void {
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let opened = false;
  const connect = () => {
    source = new EventSource(PATHS[stream]);
    source.addEventListener('open', () => {
      setOpen(stream, true);
      // A reconnection: read again what polling would have kept fresh meanwhile.
      if (opened) void queries.invalidateQueries();
      opened = true;
    });
    source.addEventListener('error', () => {
      setOpen(stream, false);
      // CLOSED: refused (401, 429) or not a stream; the browser will not retry by itself.
      if (source?.readyState === EventSource.CLOSED) {
        source.close();
        timer = setTimeout(connect, REOPEN_MS);
      }
    });
    for (const name of LIVE_EVENT_NAMES) {
      source.addEventListener(name, () => invalidate(queries, name));
    }
  };
  connect();
  return () => {
    if (timer) clearTimeout(timer);
    source?.close();
    setOpen(stream, false);
  };
}

/** Opens the stream while a component using it is mounted (one connection for them all). */
export function useLiveUpdates(stream: LiveStream, enabled = true): boolean {
  const queries = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    users[stream] += 1;
    if (users[stream] === 1) stoppers[stream] = start(stream, queries);
    return () => {
      users[stream] -= 1;
      if (users[stream] === 0) {
        stoppers[stream]?.();
        delete stoppers[stream];
      }
    };
  }, [stream, enabled, queries]);
  return useLiveOpen(stream);
}
