import {
  ErrorBodySchema,
  QuoteIdParamSchema,
  QuoteListQuerySchema,
  QuoteStatsSchema,
  QuoteUpdateSchema,
  StaffQuoteSchema,
} from '@roofing/contracts';
import { type ServiceApp, type ServiceContext, sendPage } from '@roofing/platform';
import { z } from 'zod';
import { stormBannerOn, toStaffQuote } from '../domain/storm/storm-priority.ts';
import { updateQuote } from '../domain/update-quote.ts';
import { quoteStore } from '../store/quotes.ts';

const tags = ['quotes (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The back office's quote routes: every one checks the staff session the gateway established. */
export async function staffQuoteRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = quoteStore(ctx.db);

  app.get(
    '/api/quotes',
    {
      schema: {
        summary:
          'Staff: one page of quotes, newest first; during a storm the jobs with an active leak first, oldest request first (X-Total-Count holds the total)',
        tags,
        querystring: QuoteListQuerySchema,
        response: { 200: z.array(StaffQuoteSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const storm = await stormBannerOn(ctx.db);
      return sendPage(reply, request.query, await store.list(request.query, storm), (row) =>
        toStaffQuote(row, storm),
      );
    },
  );

  app.get(
    '/api/quotes/stats',
    {
      schema: {
        summary: "Staff: the dashboard's tiles",
        tags,
        response: { 200: QuoteStatsSchema, ...denied },
      },
    },
    async (_request, reply) => {
      const stats = await store.stats();
      reply.header('cache-control', 'no-store');
      const answered = (stats?.accepted ?? 0) + (stats?.declined ?? 0);
      return {
        newThisWeek: stats?.newThisWeek ?? 0,
        awaitingEstimate: stats?.awaitingEstimate ?? 0,
        estimatesOut: stats?.estimatesOut ?? 0,
        accepted: stats?.accepted ?? 0,
        acceptanceRate:
          answered === 0 ? null : Math.round(((stats?.accepted ?? 0) / answered) * 1000) / 10,
        pipelineValue: stats?.pipelineValue ?? '0.00',
      };
    },
  );

  app.patch(
    '/api/quotes/:id',
    {
      schema: {
        summary: 'Staff: change a quote (status, site visit, estimate amount and notes)',
        tags,
        params: QuoteIdParamSchema,
        body: QuoteUpdateSchema,
        response: {
          200: StaffQuoteSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const row = await updateQuote(
        ctx,
        store,
        request.params.id,
        request.body,
        staff,
        request.id,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        },
      );
      request.log.info(
        { quoteId: row.id, status: row.status, by: staff.username },
        'quote updated by staff',
      );
      reply.header('cache-control', 'no-store');
      const storm = await stormBannerOn(ctx.db);
      const priorityRequestedAt = storm ? await store.oldestActiveLeak(row.estimateNumber) : null;
      return toStaffQuote({ ...row, priorityRequestedAt }, storm);
    },
  );
}
