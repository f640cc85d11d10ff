import {
  ErrorBodySchema,
  InstantQuoteConvertSchema,
  InstantQuoteListQuerySchema,
  InstantQuoteNumberParamSchema,
  StaffInstantQuoteSchema,
} from '@roofing/contracts';
import { type ServiceApp, type ServiceContext, sendPolledPage } from '@roofing/platform';
import { z } from 'zod';
import { convertInstantQuote } from '../domain/convert-instant-quote.ts';
import { toStaffInstantQuote } from '../domain/instant-quote-view.ts';
import { normaliseInstantQuoteNumber } from '../domain/quote-number.ts';
import { INSTANT_QUOTES_SCOPE, instantQuoteStore } from '../store/instant-quotes.ts';

const tags = ['instant quotes (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The back office's instant quotes: every route checks the staff session. */
export async function staffInstantQuoteRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = instantQuoteStore(ctx.db);

  app.get(
    '/api/instant-quotes',
    {
      schema: {
        summary: 'Staff: one page of instant quotes, newest first (X-Total-Count holds the total)',
        tags,
        querystring: InstantQuoteListQuerySchema,
        response: { 200: z.array(StaffInstantQuoteSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      // Polled by the open dashboard: 304 without a query until a quote arrives or is converted.
      return sendPolledPage(request, reply, ctx.readVersions, INSTANT_QUOTES_SCOPE, {
        query: request.query,
        load: () => store.list(request.query),
        toItem: toStaffInstantQuote,
      });
    },
  );

  app.post(
    '/api/instant-quotes/:estimateNumber/convert',
    {
      schema: {
        summary:
          'Staff: turn an instant quote into a full quote request (the quote service creates it)',
        tags,
        params: InstantQuoteNumberParamSchema,
        body: InstantQuoteConvertSchema,
        response: {
          202: StaffInstantQuoteSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const number = normaliseInstantQuoteNumber(request.params.estimateNumber);
      const row = await convertInstantQuote(ctx, store, number, request.body, staff, request.id);
      request.log.info({ instantQuote: row.id, by: staff.username }, 'instant quote converted');
      reply.header('cache-control', 'no-store');
      return reply.code(202).send(toStaffInstantQuote(row));
    },
  );
}
