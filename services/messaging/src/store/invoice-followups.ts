import type { Db, Tx } from '@roofing/platform';
import { eq, sql } from 'drizzle-orm';
import { invoiceFollowups } from './schema.ts';

export type InvoiceFollowup = typeof invoiceFollowups.$inferSelect;

/**
 * The overdue-reminder projection of invoices. Each event writes only its own facts, so they may
 * arrive in any order; each consumer runs once per event (its inbox), so a payment is counted once.
 */
export const invoiceFollowupStore = {
  /** The invoice was issued: due on `dueOn`, with this much to pay. */
  async issued(
    tx: Tx,
    invoice: { number: string; estimateNumber: string; dueOn: string; balanceCents: number },
  ) {
    const values = {
      invoiceNumber: invoice.number,
      estimateNumber: invoice.estimateNumber,
      dueOn: invoice.dueOn,
      balanceAtIssueCents: invoice.balanceCents,
    };
    await tx
      .insert(invoiceFollowups)
      .values(values)
      .onConflictDoUpdate({
        target: invoiceFollowups.invoiceNumber,
        set: {
          dueOn: values.dueOn,
          balanceAtIssueCents: values.balanceAtIssueCents,
          updatedAt: sql`now()`,
        },
      });
  },

  /** Money arrived for the invoice (positive cents) or went back (negative). */
  async paid(tx: Tx, invoice: { number: string; estimateNumber: string }, cents: number) {
    await tx
      .insert(invoiceFollowups)
      .values({
        invoiceNumber: invoice.number,
        estimateNumber: invoice.estimateNumber,
        paidSinceCents: cents,
      })
      .onConflictDoUpdate({
        target: invoiceFollowups.invoiceNumber,
        set: {
          paidSinceCents: sql`${invoiceFollowups.paidSinceCents} + ${cents}`,
          updatedAt: sql`now()`,
        },
      });
  },

  /** The invoice was paid in full or voided: no reminder is owed any more (the first settlement stands). */
  async settled(
    tx: Tx,
    invoice: { number: string; estimateNumber: string },
    how: 'paid' | 'void',
    at: Date,
  ) {
    await tx
      .insert(invoiceFollowups)
      .values({
        invoiceNumber: invoice.number,
        estimateNumber: invoice.estimateNumber,
        settledAt: at,
        settledHow: how,
      })
      .onConflictDoUpdate({
        target: invoiceFollowups.invoiceNumber,
        set: { settledAt: at, settledHow: how, updatedAt: sql`now()` },
        setWhere: sql`${invoiceFollowups.settledAt} is null`,
      });
  },

  async find(db: Db | Tx, invoiceNumber: string): Promise<InvoiceFollowup | undefined> {
    const [row] = await db
      .select()
      .from(invoiceFollowups)
      .where(eq(invoiceFollowups.invoiceNumber, invoiceNumber))
      .limit(1);
    return row;
  },
};
