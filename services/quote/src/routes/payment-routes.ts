import {
  ErrorBodySchema,
  LedgerEntrySchema,
  MoneyAuditEntrySchema,
  MoneyAuditQuerySchema,
  OfflinePaymentCreateSchema,
  PaymentConfigSchema,
  PaymentIntentCreatedSchema,
  PaymentIntentCreateSchema,
  QuoteIdPathSchema,
  RefundCreateSchema,
  rowIdParam,
} from '@roofing/contracts';
import { AppError, type ServiceApp, type ServiceContext, sendPage } from '@roofing/platform';
import { z } from 'zod';
import { invoiceNumberMap, toLedgerEntry } from '../domain/billing/ledger-view.ts';
import { moneyAuditPage } from '../domain/billing/money-audit.ts';
import { createPortalIntent, paymentConfigOf } from '../domain/billing/online-payment.ts';
import { recordOfflinePayment, refundOnlinePayment } from '../domain/billing/staff-payments.ts';
import { handleStripeWebhook } from '../domain/billing/stripe-webhook.ts';
import { WebhookSignatureError } from '../payments/stripe-gateway.ts';
import { invoicesOf } from '../store/billing.ts';
import type { PaymentRow } from '../store/schema.ts';
import { portalJob } from './billing-caller.ts';

const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const PaymentIdParamSchema = z.object({ id: rowIdParam });

/** Payments, the office's side: money recorded by hand, Stripe refunds, the audit log. */
export async function staffPaymentRoutes(app: ServiceApp, ctx: ServiceContext) {
  const entryOf = async (row: PaymentRow) =>
    toLedgerEntry(row, invoiceNumberMap(await invoicesOf(ctx.db, row.estimateNumber)));

  app.post(
    '/api/payments/quote/:quoteId',
    {
      schema: {
        summary:
          'Staff: record money that came by hand (check, insurer, financing…) or a refund made',
        tags: ['staff', 'billing'],
        params: QuoteIdPathSchema,
        body: OfflinePaymentCreateSchema,
        response: {
          201: LedgerEntrySchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const { row } = await recordOfflinePayment(
        ctx,
        request.params.quoteId,
        request.body,
        staff,
        request.id,
      );
      request.log.info(
        { entry: row.id, kind: row.kind, by: staff.username },
        'ledger entry recorded',
      );
      return reply.code(201).send(await entryOf(row));
    },
  );

  app.post(
    '/api/payments/:id/refund',
    {
      schema: {
        summary: 'Staff: refund an online payment (all or part) through Stripe',
        tags: ['staff', 'billing'],
        params: PaymentIdParamSchema,
        body: RefundCreateSchema,
        response: {
          201: LedgerEntrySchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const row = await refundOnlinePayment(
        ctx,
        request.params.id,
        request.body,
        staff,
        request.id,
      );
      request.log.info(
        { refund: row.id, of: request.params.id, by: staff.username },
        'refund made',
      );
      return reply.code(201).send(await entryOf(row));
    },
  );

  app.get(
    '/api/payments/audit',
    {
      config: { staff: { admin: true } },
      schema: {
        summary: 'Admin: every money change (who, when, what, before and after), newest first',
        tags: ['staff', 'billing'],
        querystring: MoneyAuditQuerySchema,
        response: { 200: z.array(MoneyAuditEntrySchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) =>
      sendPage(reply, request.query, await moneyAuditPage(ctx.db, request.query), (row) => row),
  );
}

/** Payments, the customer's side: how to pay, and starting an online payment. */
export async function portalPaymentRoutes(app: ServiceApp, ctx: ServiceContext) {
  app.get(
    '/api/payments/portal/config',
    {
      schema: {
        summary: 'How this customer can pay: online (Stripe) and always by check or transfer',
        tags: ['customer', 'billing'],
        response: { 200: PaymentConfigSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const quote = await portalJob(ctx, request, 'session');
      reply.header('cache-control', 'no-store');
      return paymentConfigOf(ctx, quote.estimateNumber);
    },
  );

  app.post(
    '/api/payments/portal/intents',
    {
      schema: {
        summary: 'The customer starts paying an open invoice online (verified session)',
        tags: ['customer', 'billing'],
        body: PaymentIntentCreateSchema,
        response: {
          201: PaymentIntentCreatedSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const quote = await portalJob(ctx, request, 'verified');
      const created = await createPortalIntent(ctx, quote, request.body);
      request.log.info(
        { quote: quote.id, intent: created.paymentIntentId },
        'payment intent created',
      );
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );
}

/**
 * Stripe's webhook (public: Stripe calls it). The body is read raw, as the signature covers its
 * exact bytes; the JSON parser for that is this plugin's alone.
 */
export async function stripeWebhookRoutes(app: ServiceApp, ctx: ServiceContext) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/stripe-webhook',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        summary: "Stripe's signed webhook: payments succeeded or failed, refunds",
        tags: ['billing'],
        response: {
          200: z.object({ received: z.literal(true) }),
          400: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body)) {
        throw new AppError('MALFORMED_REQUEST', 'Stripe sends its events as JSON.');
      }
      try {
        const handled = await handleStripeWebhook(
          ctx,
          request.body,
          typeof signature === 'string' ? signature : undefined,
          request.id,
        );
        request.log.info(handled, 'stripe webhook handled');
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'stripe webhook refused: bad signature');
          throw new AppError('MALFORMED_REQUEST', 'The webhook signature did not verify.');
        }
        throw error;
      }
      return { received: true as const };
    },
  );
}
