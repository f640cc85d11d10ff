import {
  estimatePrepared,
  FINAL_ANSWERS,
  type QuoteUpdate,
  quoteStatusChanged,
  visitRescheduled,
} from '@roofing/contracts';
import { AppError, notFound, type ServiceContext, type StaffIdentity } from '@roofing/platform';
import { acceptanceStore } from '../store/acceptances.ts';
import { insertWarranties, voidWarranties } from '../store/after-sales.ts';
import type { QuoteStore } from '../store/quotes.ts';
import type { QuoteRow } from '../store/schema.ts';
import { completionWarranties } from './after-sales.ts';
import { issueFinalInvoiceOnCompletion } from './billing/invoices.ts';
import { customerOf, expiryOf } from './estimate-view.ts';
import {
  hasEstimateAmount,
  recordStaffAcceptance,
  requireAcceptanceBeforeCompletion,
  type StaffOrigin,
} from './staff-acceptance.ts';

/** Statuses from which entering an estimate makes it ready for the customer's answer. */
const BEFORE_ESTIMATE = new Set(['quote_requested', 'site_visit_scheduled', 'need_revision']);

/**
 * A staff change to a quote, in one transaction with its events. Staff may set any status; when
 * they do not name one, scheduling the visit moves a new request to "site visit scheduled", and
 * entering the amount makes the estimate ready. An estimate is never ready without an amount.
 * Making it ready again (after the customer asked for changes), or revising it after the customer
 * asked questions, clears the previous answer so the customer can answer the new version.
 * Each change the customer hears about is an event in the same transaction: a status change, a
 * site visit set, moved or cleared under an unchanged status, an estimate made ready or revised.
 * Completing needs an accepted estimate and issues the warranties; re-opening a completed job
 * voids them. Setting accepted records the acceptance as the staff member's act.
 */
export async function updateQuote(
  ctx: ServiceContext,
  store: QuoteStore,
  id: number,
  update: QuoteUpdate,
  staff: StaffIdentity,
  correlationId: string,
  origin: StaffOrigin,
): Promise<QuoteRow> {
  const acceptances = acceptanceStore(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const current = await store.lockById(tx, id);
    if (!current) throw notFound('No quote with that id.');
    const values: Partial<QuoteRow> = {};
    if (update.scheduledDate !== undefined) {
      values.scheduledDate = update.scheduledDate ? new Date(update.scheduledDate) : null;
    }
    if (update.estimateAmount !== undefined) {
      values.estimateAmount =
        update.estimateAmount === null ? null : update.estimateAmount.toFixed(2);
    }
    if (update.proposalNotes !== undefined) values.proposalNotes = update.proposalNotes;

    let status = update.status ?? current.status;
    if (!update.status) {
      if (values.scheduledDate && current.status === 'quote_requested')
        status = 'site_visit_scheduled';
      if (values.estimateAmount && BEFORE_ESTIMATE.has(current.status))
        status = 'estimate_prepared';
    }
    const amount =
      values.estimateAmount !== undefined ? values.estimateAmount : current.estimateAmount;
    if (status === 'estimate_prepared' && !hasEstimateAmount(amount)) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Enter the estimate amount before marking it ready.',
        {
          estimateAmount: 'Enter the estimate amount before marking the estimate ready',
        },
      );
    }
    values.status = status;
    // The first move on from a new request is the office's callback (the status page's median).
    if (status !== 'quote_requested' && !current.firstContactedAt) {
      values.firstContactedAt = new Date();
    }
    if (status === 'completed' && current.status !== 'completed') {
      await requireAcceptanceBeforeCompletion(tx, acceptances, current);
    }
    const becomesReady = status === 'estimate_prepared' && current.status !== 'estimate_prepared';
    const revisesEstimate =
      (values.estimateAmount !== undefined && values.estimateAmount !== current.estimateAmount) ||
      (values.proposalNotes !== undefined && values.proposalNotes !== current.proposalNotes);
    // A new estimate, or a revised one answering the customer's questions or changes, awaits a
    // new answer; its 30 days to answer start again from now.
    const revisedOpen = status === 'estimate_prepared' && revisesEstimate;
    if (becomesReady || (revisedOpen && !FINAL_ANSWERS.has(current.customerResponse ?? ''))) {
      values.customerResponse = null;
      values.responseNotes = null;
    }
    if (becomesReady || revisedOpen) values.estimatePreparedAt = new Date();

    const row = await store.update(tx, id, values);
    if (!row) throw notFound('No quote with that id.');
    // A completed job carries its warranties from that day, in the same transaction.
    if (row.status === 'completed' && current.status !== 'completed') {
      await insertWarranties(tx, completionWarranties(row));
      // ...and its final invoice: the signed contract's price less what was invoiced so far.
      await issueFinalInvoiceOnCompletion(ctx, tx, row, staff.displayName, correlationId);
    }
    // A completed job re-opened: the warranties that completion issued no longer hold.
    if (current.status === 'completed' && row.status !== 'completed') {
      await voidWarranties(tx, row.estimateNumber, new Date());
    }
    const now = new Date().toISOString();
    if (row.status !== current.status) {
      await ctx.publish(
        tx,
        quoteStatusChanged,
        {
          ...customerOf(row),
          from: current.status,
          to: row.status,
          scheduledDate: row.scheduledDate?.toISOString() ?? null,
          changedBy: staff.displayName,
          changedAt: now,
        },
        correlationId,
      );
    }
    if (update.status === 'accepted') {
      await recordStaffAcceptance(ctx, tx, acceptances, row, staff, origin, correlationId);
    }
    // Moving the visit without a status change still changes the customer's day: its own event.
    const visitBefore = current.scheduledDate?.toISOString() ?? null;
    const visitNow = row.scheduledDate?.toISOString() ?? null;
    if (row.status === current.status && visitNow !== visitBefore) {
      await ctx.publish(
        tx,
        visitRescheduled,
        {
          ...customerOf(row),
          status: row.status,
          previousDate: visitBefore,
          scheduledDate: visitNow,
          changedBy: staff.displayName,
          changedAt: now,
        },
        correlationId,
      );
    }
    const estimateChanged =
      row.estimateAmount !== current.estimateAmount || row.proposalNotes !== current.proposalNotes;
    if (
      row.status === 'estimate_prepared' &&
      row.estimateAmount &&
      (becomesReady || estimateChanged)
    ) {
      await ctx.publish(
        tx,
        estimatePrepared,
        {
          ...customerOf(row),
          estimateAmount: row.estimateAmount,
          proposalNotes: row.proposalNotes,
          expiresAt: (expiryOf(row) ?? new Date()).toISOString(),
          preparedBy: staff.displayName,
          preparedAt: now,
        },
        correlationId,
      );
    }
    return row;
  });
}
