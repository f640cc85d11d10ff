import {
  ErrorBodySchema,
  QuoteIdParamSchema,
  QuoteListQuerySchema,
  QuoteStatsSchema,
  QuoteUpdateSchema,
  StaffQuoteSchema,
} from '@roofing/contracts';
import {
  answeredNotModified,
  type ServiceApp,
  type ServiceContext,
  sendPolledPage,
} from '@roofing/platform';
import { z } from 'zod';
import { stormBannerOn, toStaffQuote } from '../domain/storm/storm-priority.ts';
import { updateQuote } from '../domain/update-quote.ts';
import { quoteStore } from '../store/quotes.ts';
import { QUOTES_SCOPE } from '../store/read-scopes.ts';

const tags = ['quotes (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The back office's quote routes: every one checks the staff session the gateway established. */
export async function staffQuoteRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = quoteStore(ctx.db);
  const tiles = newThisWeekClock();

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
      // Polled by the open dashboard: each page and search has its own tag, unchanged until a
      // quote, an active leak's service request or the storm banner changes, and then answered
      // 304 without a query (the storm's order and flags are part of the answer).
      let storm = false;
      return sendPolledPage(request, reply, ctx.readVersions, QUOTES_SCOPE, {
        query: request.query,
        load: async () => {
          storm = await stormBannerOn(ctx.db);
          return store.list(request.query, storm);
        },
        toItem: (row) => toStaffQuote(row, storm),
      });
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
    async (request, reply) => {
      const turn = tiles.turn();
      const tag = ctx.readVersions.tagOf([QUOTES_SCOPE], `stats:${turn}`);
      if (answeredNotModified(request, reply, ctx.readVersions, tag)) return reply;
      const stats = await store.stats();
      tiles.read(turn, stats?.oldestNewThisWeekMs ?? null);
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

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * "New this week" counts the quotes of the last seven days, so it falls when the oldest of them
 * turns eight days old although nothing was written. The tiles' tag carries a turn that moves at
 * that moment (known from the last read), so the first poll after it reads the tiles again.
 */
function newThisWeekClock() {
  let turn = 0;
  let turnsAt = Number.POSITIVE_INFINITY;
  return {
    /** The turn now (a new one once the oldest quote of the week left it). */
    turn(): number {
      if (Date.now() >= turnsAt) {
        turn += 1;
        turnsAt = Number.POSITIVE_INFINITY;
      }
      return turn;
    },
    /** What a read of the tiles (tagged with `readTurn`) says about the next turn. */
    read(readTurn: number, oldestNewMs: number | null) {
      if (readTurn !== turn || oldestNewMs === null) return;
      turnsAt = Math.min(turnsAt, Number(oldestNewMs) + WEEK_MS);
    },
  };
}
