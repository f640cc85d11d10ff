import {
  ErrorBodySchema,
  EstimateNumberParamSchema,
  EstimateSchema,
  QuoteRequestSchema,
  QuoteSchema,
} from '@roofing/contracts';
import { type Db, notFound } from '@roofing/platform';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normaliseEstimateNumber } from '../domain/estimate-number.ts';
import { toEstimate, toQuote } from '../domain/estimate-view.ts';
import { submitQuote } from '../domain/submit-quote.ts';
import { quotes } from '../store/schema.ts';

export interface QuoteRouteOptions {
  db: Db;
  /** Called after a commit that wrote to the outbox, so the relay publishes without waiting. */
  onEventsWritten: () => void;
}

export const quoteRoutes: FastifyPluginAsyncZod<QuoteRouteOptions> = async (
  app,
  { db, onEventsWritten },
) => {
  // The lookup is the hottest read (track page, portal polling): its SQL is built once.
  const estimateByNumber = db
    .select()
    .from(quotes)
    .where(eq(quotes.estimateNumber, sql.placeholder('number')))
    .limit(1)
    .prepare('quote_estimate_by_number');

  app.post(
    '/api/quotes',
    {
      schema: {
        body: QuoteRequestSchema,
        response: { 201: QuoteSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await submitQuote(db, request.body, request.id);
      onEventsWritten();
      request.log.info({ estimateNumber: row.estimateNumber }, 'quote requested');
      return reply.code(201).send(toQuote(row));
    },
  );

  app.get(
    '/api/estimates/:estimateNumber',
    {
      schema: {
        params: EstimateNumberParamSchema,
        response: { 200: EstimateSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const number = normaliseEstimateNumber(request.params.estimateNumber);
      const [row] = await estimateByNumber.execute({ number });
      if (!row) throw notFound('No estimate with that number.');
      return toEstimate(row);
    },
  );
};
