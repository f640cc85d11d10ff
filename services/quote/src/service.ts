import { fileURLToPath } from 'node:url';
import { defineService } from '@roofing/platform';
import { quoteRoutes } from './routes/quote-routes.ts';
import { staffQuoteRoutes } from './routes/staff-quote-routes.ts';
import * as schema from './store/schema.ts';

/** The quote service: quote requests, estimates and everything the customer answers on them. */
export const quoteService = defineService({
  name: 'quote',
  prefixes: ['/api/quotes', '/api/estimates'],
  schema,
  migrations: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  async routes(app, ctx) {
    await quoteRoutes(app, ctx);
    await staffQuoteRoutes(app, ctx);
  },
});
