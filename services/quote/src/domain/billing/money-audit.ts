import type { MoneyAuditEntry } from '@roofing/contracts';
import { insertOne, type Tx } from '@roofing/platform';
import { moneyAudit } from '../../store/billing-schema.ts';

/*
 * PLACEHOLDER: the ledger helper owns this file (it also serves the log to admins) and replaces
 * it at merge; the interface below is theirs.
 */

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

/** One line of the money audit log, in the transaction that makes the change. */
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
