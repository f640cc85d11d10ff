import { IDENTITY_HEADER, type Identity, signIdentity } from '@roofing/platform';
import type { ServiceHarness } from './service-harness.ts';

/**
 * For the conditional reads (ETag / 304) of any service: a GET as the gateway forwards it, and
 * the service's own counters of what it answered and what it asked its database.
 */

/** A GET as `identity` (none: anonymous), conditional when `etag` is given (as a browser revalidates). */
export function conditionalGet(
  svc: ServiceHarness,
  url: string,
  identity: Identity | null,
  etag?: string,
) {
  return svc.app.inject({
    url,
    headers: {
      ...(identity
        ? { [IDENTITY_HEADER]: signIdentity(identity, svc.runtime.identitySecret) }
        : {}),
      ...(etag ? { 'if-none-match': etag } : {}),
    },
  });
}

/** One counter's value from the service's /metrics (0 when it has not counted yet). */
async function metric(svc: ServiceHarness, matches: (line: string) => boolean): Promise<number> {
  const text = await (await fetch(svc.metricsUrl)).text();
  const line = text.split('\n').find(matches);
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** The service's `database_queries_total` for one route. */
export const queriesOf = (svc: ServiceHarness, route: string) =>
  metric(svc, (line) => line.startsWith(`database_queries_total{route="${route}"}`));

/** How many times `route` answered `GET` with `status`. */
export const answersOf = (svc: ServiceHarness, route: string, status: number) =>
  metric(
    svc,
    (line) =>
      line.startsWith('http_request_duration_seconds_count{') &&
      line.includes(`route="${route}"`) &&
      line.includes('method="GET"') &&
      line.includes(`status_code="${status}"`),
  );
