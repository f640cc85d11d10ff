import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import { defineService } from '@roofing/platform';
import { quoteSettings } from './config.ts';
import { onInstantQuoteConversionRequested } from './events/on-instant-quote-conversion-requested.ts';
import { afterSalesRoutes, staffAfterSalesRoutes } from './routes/after-sales-routes.ts';
import {
  customerRoutes,
  estimateAnswerRoutes,
  portalSessionRoutes,
} from './routes/customer-routes.ts';
import { portalInvoiceRoutes, staffInvoiceRoutes } from './routes/invoice-routes.ts';
import {
  portalPaymentRoutes,
  staffPaymentRoutes,
  stripeWebhookRoutes,
} from './routes/payment-routes.ts';
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
  async routes(app, ctx) {
    await app.register(cookie);
    // Each scope its own: every customer answer in it is marked no-store.
    await ctx.publicRoutes(app, async (scope) => {
      await quoteRoutes(scope, ctx);
      await scope.register(async (inner) => customerRoutes(inner as typeof app, ctx));
      await scope.register(async (inner) => portalRoutes(inner as typeof app, ctx));
      // Stripe's webhook reads its body raw: its JSON parser stays inside its own plugin.
      await scope.register(async (inner) => stripeWebhookRoutes(inner as typeof app, ctx));
    });
    await ctx.customerRoutes(app, async (scope) => {
      await scope.register(async (inner) => portalSessionRoutes(inner as typeof app, ctx));
      await scope.register(async (inner) => portalSessionCheckRoutes(inner as typeof app, ctx));
      await afterSalesRoutes(scope, ctx);
      await portalInvoiceRoutes(scope, ctx);
      await portalPaymentRoutes(scope, ctx);
    });
    // A staff answer for the customer is named from the session and carries the CSRF token.
    await ctx.customerOrStaffRoutes(app, (scope) => estimateAnswerRoutes(scope, ctx));
    await ctx.staffRoutes(app, async (scope) => {
      await staffQuoteRoutes(scope, ctx);
      await staffAfterSalesRoutes(scope, ctx);
      await staffInvoiceRoutes(scope, ctx);
      await staffPaymentRoutes(scope, ctx);
    });
  },
  consumers: [onInstantQuoteConversionRequested],
});
