import { invoiceIssued } from '@roofing/contracts';
import {
  OVERDUE_REMINDER_NUMBERS,
  overdueReminderAt,
  overdueReminderKey,
} from '../../domain/invoice-followups.ts';
import { centsOf } from '../../emails/billing.tsx';
import { invoiceFollowupStore } from '../../store/invoice-followups.ts';
import { defineEmailNotification } from '../define-email-notification.ts';
import { invoiceIssuedEmail } from './emails.tsx';
import { invoiceOverdueReminder, sendInvoiceOverdueReminder } from './overdue-reminder.ts';

/**
 * An invoice was issued: record it for the overdue reminders, e-mail it to the customer at once
 * (lines, total, balance, due date, how to pay, the portal link) and queue the reminders for the
 * day after the due date and every 7 days after, at most 3, those still ahead when it was issued
 * (each checks, when due, that the invoice is still owed: `quote.invoice.settled` stops them).
 */
export const invoiceIssuedNotification = defineEmailNotification({
  event: invoiceIssued,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-invoice-issued',
  job: { name: 'invoice-issued-emails', version: 1, payload: 'invoice' },
  async consume({ event, tx, ctx, enqueue }) {
    const invoice = event.data;
    await invoiceFollowupStore.issued(tx, {
      number: invoice.number,
      estimateNumber: invoice.estimateNumber,
      dueOn: invoice.dueOn,
      balanceCents: centsOf(invoice.balanceDue),
    });
    await enqueue({});
    const caused = { eventId: event.id, correlationId: event.correlationId };
    const issuedAt = Date.parse(event.occurredAt);
    for (const reminder of OVERDUE_REMINDER_NUMBERS) {
      const dueAt = overdueReminderAt(invoice.dueOn, reminder).getTime();
      // An invoice issued with a due date already past gets only the reminders still ahead.
      if (dueAt <= issuedAt) continue;
      await ctx.enqueue(
        invoiceOverdueReminder,
        { ...caused, reminder, invoice },
        {
          key: overdueReminderKey(invoice, reminder),
          tx,
          delayMs: Math.max(0, dueAt - Date.now()),
        },
      );
    }
  },
  steps: [
    {
      step: 'customer',
      type: 'invoice_issued',
      to: (invoice) => invoice.email,
      estimateNumber: (invoice) => invoice.estimateNumber,
      email: (invoice, { publicUrl }) => invoiceIssuedEmail({ invoice, publicUrl }),
    },
  ],
  alsoJobs: [sendInvoiceOverdueReminder],
});
