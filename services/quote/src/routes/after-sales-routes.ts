import {
  AfterSalesSchema,
  ErrorBodySchema,
  FeedbackCreateSchema,
  PaymentCreateSchema,
  PaymentSchema,
  PortalAfterSalesSchema,
  PortalFeedbackSchema,
  PortalServiceRequestSchema,
  QuoteIdParamSchema,
  ServiceRequestCreateSchema,
  ServiceRequestIdParamsSchema,
  ServiceRequestPatchSchema,
  ServiceRequestSchema,
} from '@roofing/contracts';
import {
  AppError,
  notFound,
  postgresErrorCode,
  type ServiceApp,
  type ServiceContext,
} from '@roofing/platform';
import type { FastifyRequest } from 'fastify';
import {
  afterSalesOf,
  openServiceRequest,
  recordFeedback,
  toPayment,
  toPortalAfterSales,
  toPortalFeedback,
  toPortalServiceRequest,
  toServiceRequest,
} from '../domain/after-sales.ts';
import { recordLegacyPayment } from '../domain/billing/staff-payments.ts';
import { stormBannerOn } from '../domain/storm/storm-priority.ts';
import { afterSalesStore } from '../store/after-sales.ts';
import { quoteStore } from '../store/quotes.ts';
import { jobById, portalJob } from './billing-caller.ts';

const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * After the job, the customer's side (their portal session): sees the warranties and payments,
 * leaves feedback once and asks for service. Staff work it in `staffAfterSalesRoutes`.
 */
export async function afterSalesRoutes(app: ServiceApp, ctx: ServiceContext) {
  const quotes = quoteStore(ctx.db);
  const store = afterSalesStore(ctx.db);

  const completedProject = async (request: FastifyRequest) => {
    // Feedback and service requests are the customer's acts: a verified session only.
    const row = await portalJob(ctx, request, 'verified');
    if (row.status !== 'completed') {
      throw new AppError('CONFLICT', 'This is open once your project is complete.');
    }
    return row;
  };

  app.get(
    '/api/quotes/portal-session/after-sales',
    {
      schema: {
        summary:
          "The portal's project after the job: warranties, payments, feedback, service requests",
        tags: ['customer'],
        response: { 200: PortalAfterSalesSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const quote = await portalJob(ctx, request, 'session');
      reply.header('cache-control', 'no-store');
      return toPortalAfterSales(await afterSalesOf(store, quote));
    },
  );

  app.post(
    '/api/quotes/portal-session/feedback',
    {
      schema: {
        summary: 'The customer rates a completed job (once)',
        tags: ['customer'],
        body: FeedbackCreateSchema,
        response: {
          201: PortalFeedbackSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const quote = await completedProject(request);
      const feedback = await recordFeedback(ctx, store, quote, request.body, request.id).catch(
        (error: unknown) => {
          if (postgresErrorCode(error) === '23505') {
            throw new AppError(
              'CONFLICT',
              'Thank you, we already have your feedback on this project.',
            );
          }
          throw error;
        },
      );
      request.log.info(
        { quote: quote.id, rating: feedback.overallRating },
        'customer feedback received',
      );
      return reply.code(201).header('cache-control', 'no-store').send(toPortalFeedback(feedback));
    },
  );

  app.post(
    '/api/quotes/portal-session/service-requests',
    {
      schema: {
        summary:
          'The customer asks for service on a completed job (a leak, storm damage, a warranty claim…)',
        tags: ['customer'],
        body: ServiceRequestCreateSchema,
        response: {
          201: PortalServiceRequestSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const quote = await completedProject(request);
      const opened = await openServiceRequest(ctx, store, quotes, quote, request.body, request.id);
      request.log.info({ quote: quote.id, request: opened.id }, 'service request opened');
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(toPortalServiceRequest(opened));
    },
  );
}

/** After the job, the office's side (staff): record payments and work service requests. */
export async function staffAfterSalesRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = afterSalesStore(ctx.db);

  app.get(
    '/api/quotes/:id/after-sales',
    {
      schema: {
        summary: 'Staff: payments, warranties, feedback and service requests of one job',
        tags: ['staff'],
        params: QuoteIdParamSchema,
        response: { 200: AfterSalesSchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const quote = await jobById(ctx, request.params.id);
      reply.header('cache-control', 'no-store');
      return afterSalesOf(store, quote, await stormBannerOn(ctx.db));
    },
  );

  app.post(
    '/api/quotes/:id/payments',
    {
      schema: {
        summary:
          'Staff: record a payment on a job (check, ACH, card by phone, insurance, financing)',
        tags: ['staff'],
        params: QuoteIdParamSchema,
        body: PaymentCreateSchema,
        response: { 201: PaymentSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      // The same ledger as /api/payments (the job locked, or 404): audited, and announced when
      // paid (the receipt).
      const quoteId = request.params.id;
      const row = await recordLegacyPayment(ctx, quoteId, request.body, staff, request.id);
      request.log.info({ payment: row.id, quote: quoteId, by: staff.username }, 'payment recorded');
      return reply.code(201).send(toPayment(row));
    },
  );

  app.patch(
    '/api/quotes/service-requests/:id',
    {
      schema: {
        summary: 'Staff: work a service request (status, priority, assignee, resolution)',
        tags: ['staff'],
        params: ServiceRequestIdParamsSchema,
        body: ServiceRequestPatchSchema,
        response: {
          200: ServiceRequestSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const { status, ...rest } = request.body;
      const finished = status === 'resolved' || status === 'closed';
      const row = await store.updateServiceRequest(request.params.id, {
        ...rest,
        ...(status ? { status, resolvedAt: finished ? new Date() : null } : {}),
      });
      if (!row) throw notFound('No such service request.');
      return toServiceRequest(row);
    },
  );
}
