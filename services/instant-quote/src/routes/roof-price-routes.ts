import {
  CurrentRoofPricesSchema,
  ErrorBodySchema,
  RoofPriceHistorySchema,
  RoofPriceSchema,
  SetRoofPriceSchema,
} from '@roofing/contracts';
import type { ServiceApp, ServiceContext } from '@roofing/platform';
import { currentPrices, priceHistory, setRoofPrice } from '../domain/roof-prices.ts';
import { roofPriceStore } from '../store/roof-prices.ts';

const tags = ['instant quotes'];
const staffTags = ['instant quotes (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The price book as the instant quote page reads it: today's price of every material. */
export async function publicRoofPriceRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = roofPriceStore(ctx.db);
  app.get(
    '/api/roof-prices',
    {
      schema: {
        summary:
          "Today's instant-quote price per square of every roof material (shingle first; Eastern calendar day)",
        tags,
        response: { 200: CurrentRoofPricesSchema },
      },
    },
    async (_request, reply) => {
      // A price can change at midnight in Florida: never kept longer than a minute.
      reply.header('cache-control', 'public, max-age=60');
      return { prices: await currentPrices(store) };
    },
  );
}

/** The back office's price book: any staff member reads it; admins and managers set prices. */
export async function staffRoofPriceRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = roofPriceStore(ctx.db);
  app.get(
    '/api/roof-prices/history',
    {
      schema: {
        summary: 'Staff: every price-book entry, newest effective date first',
        tags: staffTags,
        response: { 200: RoofPriceHistorySchema, ...denied },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { entries: await priceHistory(store) };
    },
  );

  app.post(
    '/api/roof-prices',
    {
      config: {
        staff: {
          permission: 'pricing',
          refusal:
            'Only an administrator or a manager with the pricing permission can set roof prices.',
        },
      },
      schema: {
        summary:
          'Staff (admin, or the pricing permission): a new tile, metal or flat price per square from a day on (today or later, Eastern)',
        tags: staffTags,
        body: SetRoofPriceSchema,
        response: { 201: RoofPriceSchema, 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const price = await setRoofPrice(store, request.body, staff);
      request.log.info(
        { material: price.material, pricePerSquare: price.pricePerSquare, by: staff.username },
        'roof price set',
      );
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(price);
    },
  );
}
