/**
 * Every service of the product, in one list. The gateway's routing table, its `*_SERVICE_URL`
 * settings, the distributed start, the process runner and the route table in docs/api.md all come
 * from here: adding a service is its folder plus one line below.
 */
import { aiService } from '@roofing/ai';
import { instantQuoteService } from '@roofing/instant-quote';
import { leadService } from '@roofing/lead';
import { messagingService } from '@roofing/messaging';
import type { ServiceDefinition } from '@roofing/platform';
import { quoteService } from '@roofing/quote';
import { workforceService } from '@roofing/workforce';

export const SERVICES: readonly ServiceDefinition[] = [
  quoteService,
  messagingService,
  leadService,
  workforceService,
  aiService,
  instantQuoteService,
];

export function serviceNamed(name: string): ServiceDefinition {
  const service = SERVICES.find((candidate) => candidate.name === name);
  if (!service) {
    throw new Error(`no service "${name}"; known: ${SERVICES.map((s) => s.name).join(', ')}`);
  }
  return service;
}

/** The gateway setting that sends a service's paths to its own process: QUOTE_SERVICE_URL, … */
export const serviceUrlVariable = (service: ServiceDefinition) =>
  `${service.name.toUpperCase().replaceAll('-', '_')}_SERVICE_URL`;

/** Whether a service has background jobs, so it gets a worker process of its own. */
export const hasWorker = (service: ServiceDefinition) => (service.jobs?.length ?? 0) > 0;
