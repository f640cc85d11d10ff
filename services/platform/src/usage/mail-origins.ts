import { createHmac } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PlatformConfig } from '../config.ts';
import type { Db, Tx } from '../database/index.ts';
import { clientAddressKey, rowsOf } from './counters.ts';

/**
 * Which client a request that leads to an e-mail came from, by its correlation id (the request
 * id every event and job of that request carries), so the mail can be capped per client address
 * as well as per mailbox. The address is kept only as a keyed hash of its client key (IPv4, IPv6
 * /64), for two days. Given `tx`, it is written in that transaction (it commits with the request's
 * own writes: one commit instead of two).
 */
/** Every this many origins recorded (per process), the expired ones are deleted. */
const PRUNE_EVERY = 50;
let recorded = 0;

export async function recordMailOrigin(
  ctx: { db: Db; config: PlatformConfig },
  request: FastifyRequest,
  tx?: Tx,
): Promise<void> {
  const client = createHmac('sha256', ctx.config.IDENTITY_SECRET ?? 'mail-origin')
    .update(clientAddressKey(request.ip))
    .digest('base64url')
    .slice(0, 32);
  await (tx ?? ctx.db).execute(sql`
    insert into usage.mail_origins (correlation_id, client)
    values (${request.id}, ${client})
    on conflict (correlation_id) do nothing`);
  recorded += 1;
  if (recorded % PRUNE_EVERY === 0) {
    // Housekeeping on its own, not awaited: never part of the caller's transaction (a failure
    // there would abort it), and PGlite's one connection would wait for that transaction to end
    // before running it, so awaiting it inside the transaction would wait for ever.
    void ctx.db
      .execute(sql`delete from usage.mail_origins where created_at < now() - interval '2 days'`)
      .catch(() => {});
  }
}

export type MailOriginSlot =
  | { taken: 'none' }
  | { taken: 'refused'; client: string }
  | { taken: 'yes'; client: string; day: string };

/**
 * One of today's `counter` slots for the client a correlation id's request came from, and the
 * caller's next step, in one statement (one round trip, no transaction): the origin's lookup and
 * reserveUsage's conditional upsert of the counter row, which locks that row until the statement
 * commits, so parallel callers can never pass `limit` together. The slot is `none` when no origin
 * was recorded (staff actions, scheduled follow-ups), `refused` when the client has used them all,
 * otherwise taken on the day answered (to give it back with adjustUsage). `andThen` (an SQL
 * expression: the messaging worker's capped record) is evaluated only when the slot is taken or
 * `none`, after the counter row is locked, and its value answered as `answer` (null when
 * refused): whatever `andThen` locks is locked after the counter row by every caller, so the two
 * cannot deadlock.
 */
export async function takeMailOriginSlot<T>(
  db: Db,
  correlationId: string,
  counter: string,
  limit: number,
  andThen: SQL,
): Promise<{ slot: MailOriginSlot; answer: T | null }> {
  const result = await db.execute(sql`
    with origin as (
      select client from usage.mail_origins where correlation_id = ${correlationId}
    ), taken as (
      insert into usage.counters (day, counter, key, amount)
      select (now() at time zone 'utc')::date, ${counter}, client, 1 from origin
      where 1 <= ${limit}
      on conflict (day, counter, key) do update
        set amount = usage.counters.amount + excluded.amount, updated_at = now()
        where usage.counters.amount + excluded.amount <= ${limit}
      returning day::text as day
    ), slot as (
      select (select client from origin) as client, (select day from taken) as day
    )
    select client, day, case when client is null or day is not null then ${andThen} end as answer
    from slot`);
  const row = rowsOf(result)[0] as
    | { client?: string | null; day?: string | null; answer?: T | null }
    | undefined;
  const answer = row?.answer ?? null;
  if (!row?.client) return { slot: { taken: 'none' }, answer };
  if (!row.day) return { slot: { taken: 'refused', client: row.client }, answer: null };
  return { slot: { taken: 'yes', client: row.client, day: row.day }, answer };
}
