import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { clientKey } from '../client-address.ts';
import type { Db } from '../database/index.ts';

/** The `usage.counters` table, migrated by every process at start (see runtime.ts). */
export const USAGE_MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * One amount to add to a daily counter, refused if the counter would pass `limit`. Counters are
 * rows of `usage.counters` (UTC day, counter name, key), so every replica and process
 * sharing the database sees the same numbers; PGlite (embedded) runs the same statements.
 */
export interface UsageReservation {
  counter: string;
  key: string;
  amount: number;
  limit: number;
}

export type ReserveResult = { ok: true; day: string } | { ok: false; refused: UsageReservation };

class Refused extends Error {
  constructor(readonly reservation: UsageReservation) {
    super('usage limit reached');
  }
}

const today = sql`(now() at time zone 'utc')::date`;

/**
 * Adds every amount to today's counters, all or none, each only while its counter stays within
 * its limit. The check and the addition are one conditional upsert per row (the row is locked by
 * it until the transaction ends), so parallel callers can never pass a limit together. Answers the
 * day the amounts were counted on (to settle against it later), or the first that did not fit.
 * Callers list reservations in one fixed order (narrowest first, the site-wide last).
 */
export async function reserveUsage(db: Db, items: UsageReservation[]): Promise<ReserveResult> {
  try {
    const day = await db.transaction(async (tx) => {
      let counted = '';
      for (const item of items) {
        if (item.amount > item.limit) throw new Refused(item);
        const result = await tx.execute(sql`
          insert into usage.counters (day, counter, key, amount)
          values (${today}, ${item.counter}, ${item.key}, ${item.amount})
          on conflict (day, counter, key) do update
            set amount = usage.counters.amount + excluded.amount, updated_at = now()
            where usage.counters.amount + excluded.amount <= ${item.limit}
          returning day::text as day`);
        const row = rowsOf(result)[0] as { day?: string } | undefined;
        if (!row?.day) throw new Refused(item);
        counted = row.day;
      }
      return counted;
    });
    return { ok: true, day };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refused: error.reservation };
    throw error;
  }
}

/**
 * Changes a counter of a given day by `delta` (negative to give back what a failed or cheaper
 * call did not use), never below zero.
 */
export async function adjustUsage(
  db: Db,
  day: string,
  counter: string,
  key: string,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  await db.execute(sql`
    insert into usage.counters (day, counter, key, amount)
    values (${day}::date, ${counter}, ${key}, ${Math.max(delta, 0)})
    on conflict (day, counter, key) do update
      set amount = greatest(usage.counters.amount + ${delta}, 0), updated_at = now()`);
}

/** Today's value of a counter (0 when nothing was counted). */
export async function usageToday(db: Db, counter: string, key: string): Promise<number> {
  const result = await db.execute(sql`
    select amount from usage.counters
    where day = ${today} and counter = ${counter} and key = ${key}`);
  const row = rowsOf(result)[0] as { amount?: string | number } | undefined;
  return Number(row?.amount ?? 0);
}

/** Seconds until the next UTC midnight, when every daily counter starts again. */
export function secondsUntilUtcMidnight(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** The part of a client address that one client controls (see client-address.ts). */
export const clientAddressKey = clientKey;

/** node-postgres answers `{ rows }`, PGlite too; both through drizzle's execute. */
export function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return ((result as { rows?: unknown[] }).rows ?? []) as unknown[];
}
