import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import { closeSharedBrowser } from '@roofing/documents/pdf/pdf-browser';
import { defineService } from '@roofing/platform';
import { quoteSettings } from './config.ts';
import { scheduleSweep } from './domain/contracts/permit-dates.ts';
import { onInspectionRequested } from './events/on-inspection-requested.ts';
import { onInspectionStatusChanged } from './events/on-inspection-status-changed.ts';
import { onInstantQuoteConversionRequested } from './events/on-instant-quote-conversion-requested.ts';
import { runPermitDeadlineSweep } from './jobs/permit-deadline-sweep.ts';
import { runRenderSignedContract } from './jobs/render-signed-contract.ts';
import { afterSalesRoutes, staffAfterSalesRoutes } from './routes/after-sales-routes.ts';
import { staffClaimRoutes } from './routes/claim-routes.ts';
import { portalContractRoutes, staffContractRoutes } from './routes/contract-routes.ts';
import {
  customerRoutes,
  estimateAnswerRoutes,
  portalSessionRoutes,
} from './routes/customer-routes.ts';
import { portalInvoiceRoutes, staffInvoiceRoutes } from './routes/invoice-routes.ts';
import { portalJobPhotoRoutes, staffJobPhotoRoutes } from './routes/job-photo-routes.ts';
import {
  portalPaymentRoutes,
  staffPaymentRoutes,
  stripeWebhookRoutes,
} from './routes/payment-routes.ts';
import { portalPermitRoutes, staffPermitRoutes } from './routes/permit-routes.ts';
import { portalRoutes, portalSessionCheckRoutes } from './routes/portal-routes.ts';
import { quoteRoutes } from './routes/quote-routes.ts';
import { staffQuoteRoutes } from './routes/staff-quote-routes.ts';
import { publicStormRoutes, staffStormRoutes } from './routes/storm-routes.ts';
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
    '/api/claims',
    '/api/permits',
    '/api/job-photos',
    '/api/storm-banner',
    '/api/status',
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
      await publicStormRoutes(scope, ctx);
      await scope.register(async (inner) => customerRoutes(inner as typeof app, ctx));
      await scope.register(async (inner) => portalRoutes(inner as typeof app, ctx));
      // Stripe's webhook reads its body raw: its JSON parser stays inside its own plugin.
      await scope.register(async (inner) => stripeWebhookRoutes(inner as typeof app, ctx));
    });
    await ctx.customerRoutes(app, async (scope) => {
      await scope.register(async (inner) => portalSessionRoutes(inner as typeof app, ctx));
      await scope.register(async (inner) => portalSessionCheckRoutes(inner as typeof app, ctx));
      await afterSalesRoutes(scope, ctx);
      await scope.register(async (inner) => portalContractRoutes(inner as typeof app, ctx));
      await portalInvoiceRoutes(scope, ctx);
      await portalPaymentRoutes(scope, ctx);
      await portalPermitRoutes(scope, ctx);
      await portalJobPhotoRoutes(scope, ctx);
    });
    // A staff answer for the customer is named from the session and carries the CSRF token.
    await ctx.customerOrStaffRoutes(app, (scope) => estimateAnswerRoutes(scope, ctx));
    await ctx.staffRoutes(app, async (scope) => {
      await staffQuoteRoutes(scope, ctx);
      await staffAfterSalesRoutes(scope, ctx);
      await staffContractRoutes(scope, ctx);
      await staffInvoiceRoutes(scope, ctx);
      await staffPaymentRoutes(scope, ctx);
      await staffClaimRoutes(scope, ctx);
      await staffPermitRoutes(scope, ctx);
      await staffJobPhotoRoutes(scope, ctx);
      await staffStormRoutes(scope, ctx);
    });
  },
  consumers: [onInstantQuoteConversionRequested, onInspectionRequested, onInspectionStatusChanged],
  // The `contracts` queue of the quote worker: the signed contract's PDF, the daily permit sweep.
  jobs: [runRenderSignedContract, runPermitDeadlineSweep],
  async start(ctx) {
    // Today's permit sweep (once a day: its key is the day); each sweep enqueues the next.
    await scheduleSweep(ctx);
  },
});
