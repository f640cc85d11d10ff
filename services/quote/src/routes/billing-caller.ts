import { AppError, notFound, requireVerifiedPortal, type ServiceContext } from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { quoteStore } from '../store/quotes.ts';
import type { QuoteRow } from '../store/schema.ts';

/**
 * The job a portal session opened (401 without one). `verified`: the customer proved the e-mail
 * with a one-time code (or an e-mailed link): needed to pay and to read documents with their name.
 */
export async function portalJob(
  ctx: ServiceContext,
  request: FastifyRequest,
  need: 'session' | 'verified',
): Promise<QuoteRow> {
  const caller = ctx.caller(request);
  const row =
    caller?.kind === 'portal'
      ? await quoteStore(ctx.db).findByEstimateNumber(caller.estimateNumber)
      : undefined;
  if (!row) throw new AppError('UNAUTHORIZED', 'No project is open in this browser.');
  if (need === 'verified') requireVerifiedPortal(caller, row.estimateNumber);
  return row;
}

/** A job by its quote id, or 404. */
export async function jobById(ctx: ServiceContext, quoteId: number): Promise<QuoteRow> {
  const row = await quoteStore(ctx.db).findById(quoteId);
  if (!row) throw notFound('No quote with that id.');
  return row;
}

/** A file the browser shows (`inline`) or downloads (`attachment`), never kept in a cache. */
export interface SentFile {
  type: string;
  disposition: 'inline' | 'attachment';
  name: string;
  body: Buffer | string;
  /** `private, no-store` for a customer's document; `no-store` by default. */
  cacheControl?: string;
}

export function sendFile(reply: FastifyReply, file: SentFile) {
  return reply
    .type(file.type)
    .headers({
      'content-disposition': `${file.disposition}; filename="${file.name}"`,
      'cache-control': file.cacheControl ?? 'no-store',
    })
    .send(file.body);
}
