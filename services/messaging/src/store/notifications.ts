import type { PublicStormBanner } from '@roofing/contracts/http/storm';
import {
  createWriteBatcher,
  type Db,
  type MailOriginSlot,
  rowsOf,
  takeMailOriginSlot,
  type WriteBatcher,
} from '@roofing/platform';
import { eq, inArray, sql } from 'drizzle-orm';
import { mailboxKey } from '../domain/mailbox.ts';
import { customerNotifications } from './schema.ts';
import { stormBannerOf } from './storm-banner.ts';

export interface NotificationRecord {
  dedupeKey: string;
  notificationType: string;
  estimateNumber: string | null;
  recipient: string;
  title: string;
  message: string;
}

/** The row of one e-mail step: keyed by the mailbox it went to, its title cut to the column. */
function emailRow(entry: NotificationRecord) {
  return {
    ...entry,
    recipientKey: mailboxKey(entry.recipient),
    title: entry.title.slice(0, 200),
    deliveryMethod: 'email',
  };
}

/** Whether each recorded step (by dedupe key) is settled; a key not in it is not recorded yet. */
export type StepStates = Map<string, { delivered: boolean }>;

/** The SQL list of keys for `in (…)` (never empty: no key matches nothing). */
const keyList = (keys: readonly string[]) =>
  keys.length === 0
    ? sql`(null)`
    : sql`(${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`;

/** The step states in a row's `steps` column: `[[dedupe key, delivered], …]` as JSON. */
function statesOf(steps: unknown): StepStates {
  const pairs = (typeof steps === 'string' ? JSON.parse(steps) : (steps ?? [])) as [
    string,
    boolean,
  ][];
  return new Map(pairs.map(([key, delivered]) => [key, { delivered }]));
}

/**
 * The writes every e-mail job makes once per step, shared by the jobs of one process (one per
 * database): steps recorded and steps marked delivered by jobs running side by side go in one
 * statement each (see createWriteBatcher), so under load a round trip and a commit serve several
 * e-mails. Each job still waits for its own row's commit before it goes on.
 */
const batchers = new WeakMap<
  Db,
  { record: WriteBatcher<NotificationRecord>; delivered: WriteBatcher<string> }
>();
function batchersOf(db: Db) {
  let found = batchers.get(db);
  if (!found) {
    found = {
      record: createWriteBatcher(async (entries: NotificationRecord[]) => {
        await db.insert(customerNotifications).values(entries.map(emailRow)).onConflictDoNothing();
      }),
      delivered: createWriteBatcher(async (keys: string[]) => {
        await db
          .update(customerNotifications)
          .set({
            delivered: true,
            deliveredAt: sql`now()`,
            attempts: sql`${customerNotifications.attempts} + 1`,
            lastError: null,
          })
          .where(inArray(customerNotifications.dedupeKey, keys));
      }),
    };
    batchers.set(db, found);
  }
  return found;
}

/**
 * The call recording a capped step (migration 0012): under the advisory lock per type and mailbox
 * (one mailbox however its address is written: case, +tags, Gmail's dots), the window's count and
 * the insert; true when the cap was reached (the step is recorded settled, as not sent).
 */
function recordCapped(entry: NotificationRecord, cap: { max: number; windowMs: number }) {
  const row = emailRow(entry);
  return sql`messaging.record_capped_email(
    ${row.dedupeKey}::text, ${row.notificationType}::text, ${row.estimateNumber}::text,
    ${row.recipient}::text, ${row.recipientKey}::text, ${row.title}::text, ${row.message}::text,
    ${cap.max}::integer, ${Math.round(cap.windowMs)}::bigint)`;
}

/** The record of every e-mail we owe or sent: the dedupe key makes each step happen once. */
export function notificationStore(db: Db) {
  const byKey = (dedupeKey: string) => eq(customerNotifications.dedupeKey, dedupeKey);
  const batched = batchersOf(db);
  return {
    async find(dedupeKey: string) {
      const [row] = await db.select().from(customerNotifications).where(byKey(dedupeKey)).limit(1);
      return row;
    },
    /** Every step of a job in one read: which are recorded, and which of those are settled. */
    async states(dedupeKeys: readonly string[]): Promise<StepStates> {
      if (dedupeKeys.length === 0) return new Map();
      const rows = await db
        .select({
          key: customerNotifications.dedupeKey,
          delivered: customerNotifications.delivered,
        })
        .from(customerNotifications)
        .where(inArray(customerNotifications.dedupeKey, [...dedupeKeys]));
      return new Map(rows.map((row) => [row.key, { delivered: row.delivered }]));
    },
    /**
     * A notification job's first read, one round trip: the storm banner its templates carry and
     * the state of each of its steps (a retried job skips, and does not render, the settled ones).
     */
    async statesAndStormBanner(
      dedupeKeys: readonly string[],
    ): Promise<{ states: StepStates; storm: PublicStormBanner }> {
      const result = await db.execute(sql`
        select banner.is_on, banner.text, banner.text_es,
          (select coalesce(json_agg(json_build_array(n.dedupe_key, n.delivered)), '[]'::json)
             from messaging.customer_notifications n
             where n.dedupe_key in ${keyList(dedupeKeys)}) as steps
        from (values (1)) as one (id)
        left join messaging.storm_banner banner on banner.id = one.id`);
      const row = rowsOf(result)[0] as
        | { is_on: boolean | null; text: string | null; text_es: string | null; steps: unknown }
        | undefined;
      return {
        states: statesOf(row?.steps),
        storm: stormBannerOf(
          row ? { isOn: row.is_on, text: row.text, textEs: row.text_es } : undefined,
        ),
      };
    },
    /** Records a step as owed (batched with other jobs' records: see batchersOf). */
    async record(entry: NotificationRecord) {
      await batched.record.write(entry);
    },
    /** Records a step settled without sending (it is no longer owed), so it is not reconsidered. */
    async recordNotSent(entry: NotificationRecord, reason: string) {
      await db
        .insert(customerNotifications)
        .values({
          ...emailRow(entry),
          delivered: true,
          lastError: `not sent: ${reason}`,
        })
        .onConflictDoNothing();
    },
    async markFailed(dedupeKey: string, error: unknown) {
      await db
        .update(customerNotifications)
        .set({
          attempts: sql`${customerNotifications.attempts} + 1`,
          lastError: String(error).slice(0, 500),
        })
        .where(byKey(dedupeKey));
    },
    /** The SMTP server took the step's e-mail (batched with other jobs' marks: see batchersOf). */
    async markDelivered(dedupeKey: string) {
      await batched.delivered.write(dedupeKey);
    },
    /**
     * Records a capped step, deciding under a per-recipient lock whether it still fits the cap.
     * A step takes a slot when it is recorded (not when it is sent), so jobs running side by side
     * cannot all see room under the cap and all send. A recorded step keeps its slot through
     * retries; one over the cap is recorded already settled, as not sent. One round trip: the
     * lock, the count and the insert are `messaging.record_capped_email` (migration 0012), run as
     * one statement whose transaction holds the lock until the row is committed.
     */
    async recordWithinCap(
      entry: NotificationRecord,
      cap: { max: number; windowMs: number },
    ): Promise<'recorded' | 'capped'> {
      const result = await db.execute(sql`select ${recordCapped(entry, cap)} as capped`);
      const [answer] = rowsOf(result) as { capped?: boolean }[];
      return answer?.capped ? 'capped' : 'recorded';
    },
    /**
     * The client address's slot (takeMailOriginSlot) and, unless refused, recordWithinCap, in one
     * statement: the step of an e-mail someone asked for on a public form costs one round trip.
     * `outcome` is null when the client was refused (nothing recorded).
     */
    async recordWithinCapsOfClient(
      entry: NotificationRecord,
      cap: { max: number; windowMs: number },
      client: { correlationId: string; counter: string; limit: number },
    ): Promise<{ slot: MailOriginSlot; outcome: 'recorded' | 'capped' | null }> {
      const { slot, answer } = await takeMailOriginSlot<boolean>(
        db,
        client.correlationId,
        client.counter,
        client.limit,
        recordCapped(entry, cap),
      );
      if (slot.taken === 'refused') return { slot, outcome: null };
      return { slot, outcome: answer ? 'capped' : 'recorded' };
    },
  };
}
export type NotificationStore = ReturnType<typeof notificationStore>;
