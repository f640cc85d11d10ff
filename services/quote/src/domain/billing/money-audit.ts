import type { MoneyAuditEntry, MoneyAuditQuerySchema } from '@roofing/contracts';
import { type Db, insertOne, newestFirstPage, type Tx } from '@roofing/platform';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { moneyAudit } from '../../store/billing-schema.ts';

export type MoneyAuditEntity = MoneyAuditEntry['entity'];
type Snapshot = Record<string, unknown> | null;

export interface MoneyAuditInput {
  /** Who: a staff member's display name, "Customer (portal)" or "Stripe webhook". */
  actor: string;
  estimateNumber: string | null;
  entity: MoneyAuditEntity;
  entityId: string | number;
  /** What happened, in a word or two: issued, voided, payment recorded, refund recorded… */
  action: string;
  before: Snapshot;
  after: Snapshot;
}

/**
 * Writes one line of the money audit log in the transaction that makes the change, so the log
 * holds every money change and never one that did not happen. Never updated or deleted.
 */
export async function recordMoneyAudit(tx: Tx, entry: MoneyAuditInput): Promise<void> {
  await insertOne(tx, moneyAudit, {
    actor: entry.actor.slice(0, 120),
    estimateNumber: entry.estimateNumber,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action.slice(0, 60),
    before: entry.before,
    after: entry.after,
  });
}

const toEntry = (row: typeof moneyAudit.$inferSelect): MoneyAuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actor,
  estimateNumber: row.estimateNumber,
  entity: row.entity as MoneyAuditEntity,
  entityId: row.entityId,
  action: row.action,
  before: (row.before as Snapshot) ?? null,
  after: (row.after as Snapshot) ?? null,
});

/** One page of the log, newest first, optionally one job's (admins read it). */
export async function moneyAuditPage(db: Db, query: z.infer<typeof MoneyAuditQuerySchema>) {
  const where = query.estimateNumber
    ? eq(moneyAudit.estimateNumber, query.estimateNumber.trim().toUpperCase())
    : undefined;
  const page = await newestFirstPage(
    db,
    moneyAudit,
    { createdAt: moneyAudit.at, id: moneyAudit.id },
    where,
    query,
  );
  return { rows: page.rows.map(toEntry), total: page.total };
}
