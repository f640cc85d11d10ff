import { AppError, type ServiceContext } from '@roofing/platform';
import { invoiceDocumentHtml } from '../../documents/invoice-document.ts';
import { printDocumentPdf } from '../../documents/print.ts';
import { currentContract, invoicesOf, ledgerOf } from '../../store/billing.ts';
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
  const [ledger, jobInvoices, contract] = await Promise.all([
    ledgerOf(ctx.db, quote.estimateNumber),
    invoicesOf(ctx.db, quote.estimateNumber),
    currentContract(ctx.db, quote.estimateNumber),
  ]);
  const billed = contract && contract.id === invoice.contractId ? contract : undefined;
  const html = invoiceDocumentHtml({
    invoice: toInvoice(invoice, jobMoney(jobInvoices, ledger)),
    customer: {
      name: `${quote.firstName} ${quote.lastName}`,
      email: quote.email,
      streetAddress: quote.streetAddress,
      city: quote.city,
      state: quote.state,
      zipCode: quote.zipCode,
    },
    contractReference: billed ? `${billed.estimateNumber}-V${billed.version}` : null,
    payBy: paymentConfigOf(ctx, quote.estimateNumber).offline,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new AppError('UNAVAILABLE', 'The invoice PDF took too long to print; try again.')),
      PRINT_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([printDocumentPdf(ctx, html), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
