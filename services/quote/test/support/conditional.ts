import type { Identity } from '@roofing/platform';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';
import { signedAs } from './callers.ts';

/** A GET as `identity`, conditional when `etag` is given (as a browser revalidates). */
export function conditionalGet(
  svc: ServiceHarness,
  url: string,
  identity: Identity,
  etag?: string,
) {
  return svc.app.inject({
    url,
    headers: { ...signedAs(svc, identity), ...(etag ? { 'if-none-match': etag } : {}) },
  });
}

/** The service's `database_queries_total` for one route, from its /metrics. */
export async function queriesOf(svc: ServiceHarness, route: string): Promise<number> {
  const text = await (await fetch(svc.metricsUrl)).text();
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`database_queries_total{route="${route}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}
