import {
  ErrorBodySchema,
  INSTANT_QUOTE_NOT_FOUND_MESSAGE,
  INSTANT_QUOTE_NUMBER_PATTERN,
  InstantQuoteNumberParamSchema,
  InstantQuoteRequestSchema,
  InstantQuoteSchema,
} from '@roofing/contracts';
import {
  notFound,
  recordMailOrigin,
  type ServiceApp,
  type ServiceContext,
} from '@roofing/platform';
import { generateInstantQuote } from '../domain/generate-instant-quote.ts';
import { toInstantQuote, toPublicInstantQuote } from '../domain/instant-quote-view.ts';
import { normaliseInstantQuoteNumber } from '../domain/quote-number.ts';
import { instantQuoteStore } from '../store/instant-quotes.ts';
import { roofPriceStore } from '../store/roof-prices.ts';

const tags = ['instant quotes'];

/** The /instant-quote page: New Quote (generate one) and Track Quote (look one up by number). */
export async function instantQuoteRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = instantQuoteStore(ctx.db);
  const prices = roofPriceStore(ctx.db);

  app.post(
    '/api/instant-quotes',
    {
      schema: {
        summary:
          'Generate an instant roof quote (shingle, tile, metal or flat; roof size entered, or traced on the satellite view face by face)',
        tags,
        body: InstantQuoteRequestSchema,
        response: { 201: InstantQuoteSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Before the event: the e-mail it leads to is capped per client address too.
      await recordMailOrigin(ctx, request);
      const row = await generateInstantQuote(ctx, store, prices, request.body, request.id);
      request.log.info(
        {
          instantQuote: row.id,
          roofSquares: row.roofSquares,
          method: row.measurement ? 'satellite' : 'manual',
          material: row.material,
          needsReview: row.needsReview,
        },
        'instant quote generated',
      );
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(toInstantQuote(row));
    },
  );

  app.get(
    '/api/instant-quotes/:estimateNumber',
    {
      schema: {
        summary: 'Track an instant quote by its number (any letter case; contact details masked)',
        tags,
        params: InstantQuoteNumberParamSchema,
        response: { 200: InstantQuoteSchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // The number is the only credential: never cached, by the browser or anything between.
      reply.header('cache-control', 'no-store');
      // A number lookup like the estimate tracker's: the same miss limits and spike watch.
      ctx.lookups.check(request, reply, 'instant-quote');
      const number = normaliseInstantQuoteNumber(request.params.estimateNumber);
      const row = INSTANT_QUOTE_NUMBER_PATTERN.test(number)
        ? await store.findByNumber(number)
        : undefined;
      if (!row) {
        await ctx.lookups.miss(request, reply, 'instant-quote');
        throw notFound(INSTANT_QUOTE_NOT_FOUND_MESSAGE);
      }
      return toPublicInstantQuote(row);
    },
  );
}
