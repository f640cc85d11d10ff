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
import { ESTIMATE_NOT_FOUND, normaliseEstimateNumber } from '../domain/estimate-number.ts';
import { toEstimate, toQuote } from '../domain/estimate-view.ts';
import { submitQuote } from '../domain/submit-quote.ts';
import { quoteStore } from '../store/quotes.ts';
import type { QuoteRow } from '../store/schema.ts';

export async function quoteRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = quoteStore(ctx.db);
  // Embedded, the hot public lookup reads the row from memory until quote.quotes changes (the
  // table's trigger notifies quote_quotes_changed on commit); the answer is still built per request
  // (its expiry depends on the clock).
  const byNumber = await ctx.readCache<QuoteRow>('quote_quotes_changed');

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
      // With the event: the e-mail it leads to is capped per client address too.
      const row = await submitQuote(ctx, store, request.body, request.id, request.ip, (tx) =>
        recordMailOrigin(ctx, request, tx),
      );
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
        response: { 200: EstimateSchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Personal data behind a bare number: no browser or proxy may keep a copy.
      reply.header('cache-control', 'no-store');
      ctx.lookups.check(request, reply, 'estimate');
      const estimateNumber = normaliseEstimateNumber(request.params.estimateNumber);
      const row = await byNumber.get(estimateNumber, () =>
        store.findByEstimateNumber(estimateNumber),
      );
      if (!row) {
        await ctx.lookups.miss(request, reply, 'estimate');
        throw notFound(ESTIMATE_NOT_FOUND);
      }
      return toEstimate(row);
    },
  );
}
