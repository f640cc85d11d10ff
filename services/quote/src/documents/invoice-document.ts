import type { Invoice, PaymentConfig } from '@roofing/contracts';
import { AppError } from '@roofing/platform';

// PLACEHOLDER (ledger helper): the docs helper's invoice-document.tsx replaces this file at merge
// (a React document). What billing hands it is `InvoiceDocumentInput`.

export interface InvoiceDocumentInput {
  invoice: Invoice;
  customer: {
    name: string;
    email: string;
    streetAddress: string;
    city: string;
    state: string;
    zipCode: string;
  };
  /** The contract it bills, e.g. "SFR-ABC123-V2" (null without one). */
  contractReference: string | null;
  /** How to pay by check or transfer (always printed). */
  payBy: PaymentConfig['offline'];
}

/** The invoice as a full standalone HTML page, ready to print. */
export function invoiceDocumentHtml(input: InvoiceDocumentInput): string {
  throw new AppError(
    'UNAVAILABLE',
    `The PDF of ${input.invoice.number} cannot be made yet; the invoice itself is on the job.`,
  );
}
