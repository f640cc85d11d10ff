import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which HTTP route a database query runs for, so `database_queries_total` can say what each
 * route costs (and that a 304 from a conditional read cost none). Outside a request: background.
 */
const routeOfQuery = new AsyncLocalStorage<string>();

/** Runs the rest of a request (its hooks and handler) as that route's. */
export function runAsRoute(route: string, next: () => void) {
  routeOfQuery.run(route, next);
}

export const currentQueryRoute = () => routeOfQuery.getStore() ?? 'background';

/** Runs work that outlives the request (waking the outbox relay) as background work. */
export function asBackground(work: () => void) {
  routeOfQuery.exit(work);
}
