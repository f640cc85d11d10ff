import { fileURLToPath } from 'node:url';
import { defineService } from '@roofing/platform';
import { instantQuoteSettings } from './config.ts';
import { instantQuoteRoutes } from './routes/instant-quote-routes.ts';
import { publicRoofPriceRoutes, staffRoofPriceRoutes } from './routes/roof-price-routes.ts';
import { staffInstantQuoteRoutes } from './routes/staff-instant-quote-routes.ts';
import * as schema from './store/schema.ts';

/**
 * The instant-quote service: roof quotes priced at once (shingle at the published price; tile,
 * metal and flat from the office's price book) from a size entered by hand or measured from
 * satellite outlines face by face, tracked by their IQ- number; staff turn them into quote
 * requests (the quote service creates those from its event) and keep the price book.
 */
export const instantQuoteService = defineService({
  name: 'instant-quote',
  prefixes: ['/api/instant-quotes', '/api/roof-prices'],
  schema,
  settings: instantQuoteSettings,
  migrations: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  async routes(app, ctx) {
    await ctx.publicRoutes(app, async (scope) => {
      await instantQuoteRoutes(scope, ctx);
      await publicRoofPriceRoutes(scope, ctx);
    });
    await ctx.staffRoutes(app, async (scope) => {
      await staffInstantQuoteRoutes(scope, ctx);
      await staffRoofPriceRoutes(scope, ctx);
    });
  },
});
