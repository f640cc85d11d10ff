import { easternDay } from '@roofing/contracts';
import type { ServiceContext } from '@roofing/platform';
import { invoiceDocumentHtml } from '../../documents/invoice-document.tsx';
import { printDocumentPdfWithin } from '../../documents/print.ts';
import { invoicesOf, ledgerOf } from '../../store/billing.ts';
import type { InvoiceRow, QuoteRow } from '../../store/schema.ts';
import { jobMoney, toInvoice } from './ledger-view.ts';
import { paymentConfigOf } from './online-payment.ts';

/** Printing an invoice in the request may take this long before the caller is told to retry. */
const PRINT_TIMEOUT_MS = 30_000;

/** "INV-2026-0007.pdf" */
export const invoicePdfName = (invoice: InvoiceRow) => `${invoice.number}.pdf`;

/** The invoice as a PDF, printed now (an invoice is one or two pages), with a time limit. */
export async function invoicePdf(
  ctx: ServiceContext,
  invoice: InvoiceRow,
  quote: QuoteRow,
): Promise<Buffer> {
  const [ledger, jobInvoices] = await Promise.all([
    ledgerOf(ctx.db, quote.estimateNumber),
    invoicesOf(ctx.db, quote.estimateNumber),
  ]);
  const invoiceView = toInvoice(invoice, jobMoney(jobInvoices, ledger));
  const online = paymentConfigOf(ctx, quote.estimateNumber);
  const html = invoiceDocumentHtml({
    ...invoiceView,
    customer: {
      name: `${quote.firstName} ${quote.lastName}`,
      phone: quote.phone,
      email: quote.email,
    },
    property: {
      streetAddress: quote.streetAddress,
      city: quote.city,
      state: quote.state,
      zipCode: quote.zipCode,
    },
    // The money recorded against this invoice by name (job-level payments show in "Paid").
    payments: ledger
      .filter((row) => row.invoiceId === invoice.id && row.status === 'paid' && row.paidAt)
      .map((row) => ({
        paidOn: easternDay(row.paidAt as Date),
        method: row.method,
        amount: row.kind === 'refund' ? `-${row.amount}` : row.amount,
      })),
    howToPay: {
      payableTo: online.offline.payableTo,
      mailTo: online.offline.mailTo,
      bankTransfer: online.offline.bankTransfer,
      online: online.mode === 'stripe',
    },
    // The customer's language (issue 24): a Spanish customer's invoice is in Spanish.
    language: quote.language,
  });
  const printed = await printDocumentPdfWithin(
    ctx,
    html,
    PRINT_TIMEOUT_MS,
    'The invoice PDF took too long to print; try again.',
  );
  return printed.pdf;
}
