import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import { closeSharedBrowser } from '@roofing/documents/pdf/pdf-browser';
import { defineService } from '@roofing/platform';
import { quoteSettings } from './config.ts';
import { onInstantQuoteConversionRequested } from './events/on-instant-quote-conversion-requested.ts';
import { afterSalesRoutes, staffAfterSalesRoutes } from './routes/after-sales-routes.ts';
import {
  customerRoutes,
  estimateAnswerRoutes,
  portalSessionRoutes,
} from './routes/customer-routes.ts';
import { portalRoutes, portalSessionCheckRoutes } from './routes/portal-routes.ts';
import { quoteRoutes } from './routes/quote-routes.ts';
import { staffQuoteRoutes } from './routes/staff-quote-routes.ts';
import * as schema from './store/schema.ts';

/** The quote service: quote requests, estimates and everything the customer answers on them. */
export const quoteService = defineService({
  name: 'quote',
  prefixes: [
    '/api/quotes',
    '/api/estimates',
    '/api/portal',
    '/api/contracts',
    '/api/invoices',
    '/api/payments',
  ],
  schema,
  settings: quoteSettings,
  migrations: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  // The Chromium that printed signed contracts and invoices (printDocumentPdf) goes when the
  // process stops, after its jobs: no browser is left behind by a rolling restart.
  async release() {
    await closeSharedBrowser();
  },
  async routes(app, ctx) {
    await app.register(cookie);
    // Each scope its own: every customer answer in it is marked no-store.
    await ctx.publicRoutes(app, async (scope) => {
      await quoteRoutes(scope, ctx);
      await scope.register(async (inner) => customerRoutes(inner as typeof app, ctx));
      await scope.register(async (inner) => portalRoutes(inner as typeof app, ctx));
    });
    await ctx.customerRoutes(app, async (scope) => {
      await scope.register(async (inner) => portalSessionRoutes(inner as typeof app, ctx));
      await scope.register(async (inner) => portalSessionCheckRoutes(inner as typeof app, ctx));
      await afterSalesRoutes(scope, ctx);
    });
    // A staff answer for the customer is named from the session and carries the CSRF token.
    await ctx.customerOrStaffRoutes(app, (scope) => estimateAnswerRoutes(scope, ctx));
    await ctx.staffRoutes(app, async (scope) => {
      await staffQuoteRoutes(scope, ctx);
      await staffAfterSalesRoutes(scope, ctx);
    });
  },
  consumers: [onInstantQuoteConversionRequested],
});
