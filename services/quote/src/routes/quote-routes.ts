import {
  ErrorBodySchema,
  EstimateNumberParamSchema,
  EstimateSchema,
  QuoteCreatedSchema,
  QuoteRequestSchema,
} from '@roofing/contracts';
import {
  notFound,
  recordMailOrigin,
  type ServiceApp,
  type ServiceContext,
} from '@roofing/platform';
import { normaliseEstimateNumber } from '../domain/estimate-number.ts';
import { toEstimate, toQuote } from '../domain/estimate-view.ts';
import type { LookupWatch } from '../domain/lookup-watch.ts';
import { submitQuote } from '../domain/submit-quote.ts';
import { quoteStore } from '../store/quotes.ts';

export async function quoteRoutes(app: ServiceApp, ctx: ServiceContext, watch: LookupWatch) {
  const store = quoteStore(ctx.db);

  app.post(
    '/api/quotes',
    {
      schema: {
        summary: 'Request a free quote',
        tags: ['quotes'],
        body: QuoteRequestSchema,
        response: { 201: QuoteCreatedSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Before the event: the e-mail it leads to is capped per client address too.
      await recordMailOrigin(ctx, request);
      const row = await submitQuote(ctx, store, request.body, request.id);
      request.log.info({ quote: row.id }, 'quote requested');
      return reply.code(201).send(toQuote(row));
    },
  );

  app.get(
    '/api/estimates/:estimateNumber',
    {
      schema: {
        summary: 'Track an estimate by its number',
        tags: ['quotes'],
        params: EstimateNumberParamSchema,
        response: { 200: EstimateSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Personal data behind a bare number: no browser or proxy may keep a copy.
      reply.header('cache-control', 'no-store');
      const row = await store.findByEstimateNumber(
        normaliseEstimateNumber(request.params.estimateNumber),
      );
      if (!row) {
        await watch.miss('estimate');
        throw notFound('No estimate with that number.');
      }
      return toEstimate(row);
    },
  );
}
