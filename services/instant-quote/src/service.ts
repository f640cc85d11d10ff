import { fileURLToPath } from 'node:url';
import { defineService } from '@roofing/platform';
import { instantQuoteRoutes } from './routes/instant-quote-routes.ts';
import { staffInstantQuoteRoutes } from './routes/staff-instant-quote-routes.ts';
import * as schema from './store/schema.ts';

/**
 * The instant-quote service: shingle-roof quotes priced at once from a size entered by hand or
 * measured from a satellite outline, tracked by their IQ- number; staff turn them into quote
 * requests (the quote service creates those from its event).
 */
export const instantQuoteService = defineService({
  name: 'instant-quote',
  prefixes: ['/api/instant-quotes'],
  schema,
  migrations: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  async routes(app, ctx) {
    await ctx.publicRoutes(app, (scope) => instantQuoteRoutes(scope, ctx));
    await ctx.staffRoutes(app, (scope) => staffInstantQuoteRoutes(scope, ctx));
  },
});
