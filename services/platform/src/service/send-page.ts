import type { FastifyReply, FastifyRequest } from 'fastify';
import { answeredNotModified, REVALIDATE, type ReadVersions } from '../conditional-read.ts';
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

/**
 * The same list when the dashboard polls it (conditional-read.ts): each query string its own
 * ETag under `scope`; a poll holding the current tag is answered 304 before `load` runs any query,
 * and a 200 is kept by the browser and revalidated (private, no-cache).
 *
 * ```ts
 * return sendPolledPage(request, reply, ctx.readVersions, QUOTES_SCOPE, {
 *   query: request.query,
 *   load: () => store.list(request.query),
 *   toItem: toQuote,
 * });
 * ```
 */
export async function sendPolledPage<Row, Item>(
  request: FastifyRequest,
  reply: FastifyReply,
  versions: ReadVersions,
  scope: string,
  page: {
    query: PageQuery;
    load: () => Promise<{ rows: Row[]; total: number }>;
    toItem: (row: Row) => Item;
  },
): Promise<Item[] | FastifyReply> {
  const tag = versions.tagOf([scope], `list:${JSON.stringify(page.query)}`);
  if (answeredNotModified(request, reply, versions, tag)) return reply;
  const items = sendPage(reply, page.query, await page.load(), page.toItem);
  reply.header('cache-control', REVALIDATE);
  return items;
}
