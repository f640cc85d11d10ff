import {
  ErrorBodySchema,
  PortalCodeRequestSchema,
  PortalCodeSentSchema,
  PortalLinkSchema,
  PortalQuoteSchema,
  PortalVerifySchema,
} from '@roofing/contracts';
import {
  AppError,
  PORTAL_COOKIE,
  PORTAL_SESSION_HOURS,
  requestCookieName,
  type ServiceApp,
  type ServiceContext,
  sessionCookieOptions,
} from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { normaliseEstimateNumber } from '../domain/estimate-number.ts';
import { toPortalQuote } from '../domain/estimate-view.ts';
import {
  activePortalSession,
  checkPortalCode,
  DEAD_LINK,
  openPortalSession,
  redeemPortalLink,
  sendPortalCode,
} from '../domain/portal-verification.ts';
import { quoteStore } from '../store/quotes.ts';

const tags = ['customer'];

/** The one answer of POST /api/portal/code, whatever the number. */
export const CODE_SENT_MESSAGE =
  'If this estimate number is ours, we have e-mailed a 6-digit code to the address on file. It works for 10 minutes.';

/** The portal cookie for one estimate (a verified session when `sessionId` is given). */
export function setPortalCookie(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
  estimateNumber: string,
  sessionId?: string,
) {
  reply.setCookie(
    requestCookieName(request, PORTAL_COOKIE),
    ctx.portalSession(estimateNumber, { sessionId }),
    sessionCookieOptions(request, PORTAL_SESSION_HOURS * 3600),
  );
}

/**
 * Verifying the customer before they act: a one-time code e-mailed to the address on file, or a
 * single-use link from one of our e-mails, opens a verified portal session for that estimate.
 */
export async function portalRoutes(app: ServiceApp, ctx: ServiceContext) {
  const quotes = quoteStore(ctx.db);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/portal/code',
    {
      schema: {
        summary:
          'E-mail a one-time code (6 digits, 10 minutes) for an estimate to the address on file; 202 for any number',
        tags,
        body: PortalCodeRequestSchema,
        response: { 202: PortalCodeSentSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      ctx.lookups.check(request, reply, 'portal-login');
      const number = normaliseEstimateNumber(request.body.estimateNumber);
      const row = await quotes.findByEstimateNumber(number);
      if (row) await sendPortalCode(ctx, row, request.id);
      else await ctx.lookups.miss(request, reply, 'portal-login');
      request.log.info({ known: Boolean(row) }, 'portal code asked for');
      return reply.code(202).send({ accepted: true as const, message: CODE_SENT_MESSAGE });
    },
  );

  app.post(
    '/api/portal/verify',
    {
      schema: {
        summary:
          'Check the one-time code: opens a verified portal session for the estimate (sets the portal cookie)',
        tags,
        body: PortalVerifySchema,
        response: { 200: PortalQuoteSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const number = normaliseEstimateNumber(request.body.estimateNumber);
      await checkPortalCode(ctx, number, request.body.code);
      const row = await quotes.findByEstimateNumber(number);
      if (!row) throw new AppError('VALIDATION_FAILED', 'That code is not right.');
      const sessionId = await openPortalSession(ctx, row.estimateNumber, 'code');
      setPortalCookie(ctx, request, reply, row.estimateNumber, sessionId);
      request.log.info({ quote: row.id }, 'portal session verified by code');
      return { ...toPortalQuote(row), verified: true };
    },
  );

  app.post(
    '/api/portal/link',
    {
      schema: {
        summary:
          'Open a verified portal session from the token of an e-mailed link (single use, 7 days)',
        tags,
        body: PortalLinkSchema,
        response: { 200: PortalQuoteSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const number = await redeemPortalLink(ctx, request.body.token);
      const row = await quotes.findByEstimateNumber(number);
      if (!row) throw new AppError('VALIDATION_FAILED', DEAD_LINK, { token: DEAD_LINK });
      const sessionId = await openPortalSession(ctx, row.estimateNumber, 'link');
      setPortalCookie(ctx, request, reply, row.estimateNumber, sessionId);
      request.log.info({ quote: row.id }, 'portal session opened by an e-mailed link');
      return { ...toPortalQuote(row), verified: true };
    },
  );
}

/**
 * The gateway's question about a portal cookie (a customer's portal session): is its verified
 * session still open?
 */
export async function portalSessionCheckRoutes(app: ServiceApp, ctx: ServiceContext) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/portal/session-check',
    {
      schema: {
        summary:
          "Gateway: whether this request's verified portal session is still open (sign-out ends it)",
        tags,
        response: {
          200: z.object({ estimateNumber: z.string(), verified: z.literal(true) }),
          401: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const claim = ctx.portalClaim(request);
      const open = claim?.sessionId ? await activePortalSession(ctx, claim.sessionId) : null;
      if (!claim || !open || open !== claim.estimateNumber) {
        throw new AppError('UNAUTHORIZED', 'No verified portal session.');
      }
      return { estimateNumber: open, verified: true as const };
    },
  );
}
