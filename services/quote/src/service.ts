import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import { defineService } from '@roofing/platform';
import { onInstantQuoteConversionRequested } from './events/on-instant-quote-conversion-requested.ts';
import { afterSalesRoutes } from './routes/after-sales-routes.ts';
import { customerRoutes } from './routes/customer-routes.ts';
import { portalRoutes } from './routes/portal-routes.ts';
import { quoteRoutes } from './routes/quote-routes.ts';
import { staffQuoteRoutes } from './routes/staff-quote-routes.ts';
import * as schema from './store/schema.ts';

/** The quote service: quote requests, estimates and everything the customer answers on them. */
export const quoteService = defineService({
  name: 'quote',
  prefixes: ['/api/quotes', '/api/estimates', '/api/portal'],
  schema,
  migrations: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  async routes(app, ctx) {
    await app.register(cookie);
    await quoteRoutes(app, ctx);
    await staffQuoteRoutes(app, ctx);
    // Its own scope: every customer answer is marked no-store.
    await app.register(async (scope) => customerRoutes(scope as typeof app, ctx));
    await app.register(async (scope) => portalRoutes(scope as typeof app, ctx));
    await afterSalesRoutes(app, ctx);
  },
  consumers: [onInstantQuoteConversionRequested],
});
