import {
  ErrorBodySchema,
  EstimateNumberParamSchema,
  EstimateResponseSchema,
  EstimateSchema,
  PortalLoginSchema,
  PortalQuoteSchema,
  PortalStatusChangeSchema,
  ProgressQuoteSchema,
  SearchTermQuerySchema,
} from '@roofing/contracts';
import {
  AppError,
  clearedCookieOptions,
  notFound,
  PORTAL_COOKIE,
  requestCookieName,
  requireVerifiedPortal,
  type ServiceApp,
  type ServiceContext,
} from '@roofing/platform';
import { z } from 'zod';
import { ESTIMATE_NOT_FOUND, normaliseEstimateNumber } from '../domain/estimate-number.ts';
import { toEstimate, toPortalQuote, toProgressQuote } from '../domain/estimate-view.ts';
import { endPortalSession } from '../domain/portal-verification.ts';
import { respondToEstimate } from '../domain/respond-to-estimate.ts';
import { acceptanceStore } from '../store/acceptances.ts';
import { quoteStore } from '../store/quotes.ts';
import { setPortalCookie } from './portal-routes.ts';

const tags = ['customer'];
const ACCESS_DENIED = 'Invalid estimate number. Please check and try again.';

/** Every customer answer is marked no-store, whatever a handler set. */
function neverCached(app: ServiceApp) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/**
 * What a customer does with an estimate: answer it from the track page, open the portal with the
 * number, accept or ask for changes there, and find it on the progress page. The number is the
 * only credential the spec gives customers, so every answer is masked and never cached.
 *
 * Public: opening the portal with the number, closing it, the progress page's search (staff
 * signed in see every quote there).
 */
export async function customerRoutes(app: ServiceApp, ctx: ServiceContext) {
  const quotes = quoteStore(ctx.db);
  neverCached(app);

  app.post(
    '/api/quotes/login',
    {
      schema: {
        summary: 'Open the client portal with an estimate number (sets a portal session for it)',
        tags,
        body: PortalLoginSchema,
        response: {
          200: PortalQuoteSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const number = normaliseEstimateNumber(request.body.estimateNumber);
      ctx.lookups.check(request, reply, 'portal-login');
      const row = await quotes.findByEstimateNumber(number);
      if (!row) {
        await ctx.lookups.miss(request, reply, 'portal-login');
        throw new AppError('UNAUTHORIZED', ACCESS_DENIED);
      }
      // The number alone opens a view; a session already verified for it is kept as it is.
      const caller = ctx.caller(request);
      const verified =
        caller?.kind === 'portal' &&
        caller.verified &&
        caller.estimateNumber === row.estimateNumber;
      if (!verified) setPortalCookie(ctx, request, reply, row.estimateNumber);
      return { ...toPortalQuote(row), verified };
    },
  );

  app.delete(
    '/api/quotes/portal-session',
    {
      schema: {
        summary: 'Close the project in this browser (Back to Login)',
        tags,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      // A verified session ends on the server: its cookie, kept or copied, opens nothing after.
      const claim = ctx.portalClaim(request);
      if (claim?.sessionId) await endPortalSession(ctx, claim.sessionId);
      reply.clearCookie(requestCookieName(request, PORTAL_COOKIE), clearedCookieOptions(request));
      return { success: true as const };
    },
  );

  app.get(
    '/api/quotes/search',
    {
      schema: {
        summary:
          'The progress portal: the public gets the one quote whose number is the term; staff search everything',
        tags,
        querystring: SearchTermQuerySchema,
        response: {
          200: z.array(ProgressQuoteSchema),
          400: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const term = request.query.term ?? '';
      if (!term) return [];
      const caller = ctx.caller(request);
      if (caller?.kind === 'staff') {
        const { rows } = await quotes.list({
          page: 1,
          pageSize: 20,
          search: term,
          status: undefined,
        });
        return rows.map((row) => toProgressQuote(row, true));
      }
      ctx.lookups.check(request, reply, 'search');
      const row = await quotes.findByEstimateNumber(normaliseEstimateNumber(term));
      if (!row) {
        await ctx.lookups.miss(request, reply, 'search');
        return [];
      }
      return [toProgressQuote(row, false)];
    },
  );
}

/** The project a portal session opened (a customer's portal session: see customerRoutes). */
export async function portalSessionRoutes(app: ServiceApp, ctx: ServiceContext) {
  const quotes = quoteStore(ctx.db);
  neverCached(app);

  app.get(
    '/api/quotes/portal-session',
    {
      schema: {
        summary: 'The project the portal session opened (a reloaded portal page asks this)',
        tags,
        response: { 200: PortalQuoteSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const caller = ctx.caller(request);
      const row =
        caller?.kind === 'portal'
          ? await quotes.findByEstimateNumber(caller.estimateNumber)
          : undefined;
      if (!row) throw new AppError('UNAUTHORIZED', 'No project is open in this browser.');
      return { ...toPortalQuote(row), verified: caller?.kind === 'portal' && caller.verified };
    },
  );
}

/**
 * Answering an estimate: its customer (a portal session verified for it) or staff answering for
 * them, named from the staff session. Customer-or-staff: a staff answer carries the CSRF token.
 */
export async function estimateAnswerRoutes(app: ServiceApp, ctx: ServiceContext) {
  const quotes = quoteStore(ctx.db);
  const acceptances = acceptanceStore(ctx.db);
  neverCached(app);

  app.post(
    '/api/estimates/:estimateNumber/response',
    {
      schema: {
        summary: "The customer's answer to a prepared estimate (accepted, declined or questions)",
        tags,
        params: EstimateNumberParamSchema,
        body: EstimateResponseSchema,
        response: {
          200: EstimateSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const number = normaliseEstimateNumber(request.params.estimateNumber);
      // A number lookup like the track page's: limited per client, its misses counted.
      ctx.lookups.check(request, reply, 'response');
      // Answered from a browser signed in as staff: the staff member's act, named from the session.
      const caller = ctx.caller(request);
      // A portal session for another estimate: the same 404 as an unknown number, counted alike.
      if (caller?.kind === 'portal' && normaliseEstimateNumber(caller.estimateNumber) !== number) {
        await quotes.findByEstimateNumber(number);
        await ctx.lookups.miss(request, reply, 'response');
        throw notFound(ESTIMATE_NOT_FOUND);
      }
      // A customer's answer binds them: only a session verified for this estimate may give it.
      if (caller?.kind !== 'staff') requireVerifiedPortal(caller, number);
      const row = await respondToEstimate(
        ctx,
        { quotes, acceptances },
        number,
        request.body,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          channel: 'track-page',
          staff: caller?.kind === 'staff' ? caller : undefined,
        },
        request.id,
      ).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          await ctx.lookups.miss(request, reply, 'response');
        }
        throw error;
      });
      request.log.info(
        { quote: row.id, response: request.body.customerResponse },
        'estimate answered',
      );
      // The caller's own notes, just sent, come back; stored notes are never shown by number.
      return { ...toEstimate(row), responseNotes: request.body.responseNotes ?? null };
    },
  );

  app.put(
    '/api/quotes/:estimateNumber',
    {
      schema: {
        summary:
          'Portal: Accept & Schedule Work, or Request Changes (with the text of what to change), on a pending estimate',
        tags,
        params: EstimateNumberParamSchema,
        body: PortalStatusChangeSchema,
        response: {
          200: PortalQuoteSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const number = normaliseEstimateNumber(request.params.estimateNumber);
      const caller = ctx.caller(request);
      if (!caller)
        throw new AppError('UNAUTHORIZED', 'Open your project with its estimate number first.');
      ctx.lookups.check(request, reply, 'response');
      // A session for another estimate learns nothing of this number: the unknown number's 404.
      if (caller.kind === 'portal' && caller.estimateNumber !== number) {
        await quotes.findByEstimateNumber(number);
        await ctx.lookups.miss(request, reply, 'response');
        throw notFound(ESTIMATE_NOT_FOUND);
      }
      // A staff session answers for the customer: named from that session, never from the body.
      const staff = caller.kind === 'staff' ? caller : undefined;
      if (!staff) requireVerifiedPortal(caller, number);
      const accepted = request.body.status === 'accepted';
      // Request Changes is the customer's text of what to change: the estimate stays open.
      const row = await respondToEstimate(
        ctx,
        { quotes, acceptances },
        number,
        {
          customerResponse: accepted ? 'accepted' : 'changes',
          responseNotes: accepted ? null : request.body.responseNotes,
        },
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          channel: 'portal',
          staff,
        },
        request.id,
      ).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          await ctx.lookups.miss(request, reply, 'response');
        }
        throw error;
      });
      // The caller's own notes, just sent, come back; stored notes are never shown by number.
      return {
        ...toPortalQuote(row),
        responseNotes: accepted ? null : (request.body.responseNotes ?? null),
      };
    },
  );
}
