import { leadService } from '@roofing/lead';
import { messagingService } from '@roofing/messaging';
import type { ServiceDefinition } from '@roofing/platform';
import { quoteService } from '@roofing/quote';
import type { GatewayConfig } from './config.ts';

export interface ServiceRoute {
  definition: ServiceDefinition;
  /** The /api path prefixes the service owns. */
  prefixes: string[];
  /** Where the service runs when distributed; undefined means in this process. */
  upstream: string | undefined;
}

/** Who owns which path: one table, kept in step with docs/api.md. */
export function serviceRoutes(config: GatewayConfig): ServiceRoute[] {
  return [
    {
      definition: quoteService,
      prefixes: ['/api/quotes', '/api/estimates'],
      upstream: config.QUOTE_SERVICE_URL,
    },
    {
      definition: messagingService,
      prefixes: ['/api/contacts', '/api/project-messages'],
      upstream: config.MESSAGING_SERVICE_URL,
    },
    {
      definition: leadService,
      prefixes: ['/api/validate-service-area', '/api/coldshield-leads', '/api/inspection-requests'],
      upstream: config.LEAD_SERVICE_URL,
    },
  ];
}
