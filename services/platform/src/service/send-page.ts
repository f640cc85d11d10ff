import type { FastifyReply } from 'fastify';
import type { PageQuery } from '../database/paging.ts';

/**
 * The answer of an office paged list (quotes, leads, inspection requests, instant quotes): the
 * page's rows in their API shape, and the paging in headers, so the body stays the plain array
 * the spec's screens read. `X-Total-Count` is how many match in all; `X-Page`/`X-Page-Size`
 * echo the page served (after the contract's defaults). Never cached: the office edits the rows.
 *
 * ```ts
 * return sendPage(reply, request.query, await store.list(request.query), toQuote);
 * ```
 */
export function sendPage<Row, Item>(
  reply: FastifyReply,
  query: PageQuery,
  page: { rows: Row[]; total: number },
  toItem: (row: Row) => Item,
): Item[] {
  reply.headers({
    'cache-control': 'no-store',
    'x-total-count': String(page.total),
    'x-page': String(query.page),
    'x-page-size': String(query.pageSize),
  });
  return page.rows.map((row) => toItem(row));
}
