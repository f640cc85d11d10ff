import { createHash } from 'node:crypto';
import type {
  ContractCancelledData,
  ContractCountersignedData,
  ContractIssuedData,
  ContractSignedData,
  InvoiceIssuedData,
  InvoiceSettledData,
  PaymentReceivedData,
  PaymentRefundedData,
  PermitDeadlineApproachingData,
} from '@roofing/contracts';
import type { Customer } from './quote-events.ts';

/** Contract, invoice and payment events as the quote service publishes them (issue 22). */

const contractFacts = (version = 1) => ({
  contractId: 40 + version,
  version,
  contractPrice: '18400.00',
  depositAmount: '1840.00',
  documentHash: 'ab12'.repeat(16),
});

export const issued = (
  who: Customer,
  replacesVersion: number | null = null,
): ContractIssuedData => ({
  ...who,
  ...contractFacts(replacesVersion === null ? 1 : replacesVersion + 1),
  issuedAt: '2026-12-01T15:00:00.000Z',
  replacesVersion,
});

export const signed = (who: Customer): ContractSignedData => ({
  ...who,
  ...contractFacts(),
  signerName: `${who.firstName} ${who.lastName}`,
  signedAt: '2026-12-03T19:30:00.000Z',
  cancelBy: '2026-12-08',
});

/**
 * A small but well-formed PDF (one blank Letter page), as the quote worker's Chromium would hand
 * over a signed contract: its header, body, cross-reference table and trailer.
 */
export function samplePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const countersigned = (
  who: Customer,
  pdf: Buffer = samplePdf(),
): ContractCountersignedData => ({
  ...who,
  ...contractFacts(),
  signerName: `${who.firstName} ${who.lastName}`,
  countersignedBy: 'Ana Ruiz',
  countersignedAt: '2026-12-04T14:10:00.000Z',
  cancelBy: '2026-12-08',
  pdfSha256: createHash('sha256').update(pdf).digest('hex'),
  pdfBase64: pdf.toString('base64'),
});

export const cancelled = (who: Customer, refundDue = '1840.00'): ContractCancelledData => ({
  ...who,
  ...contractFacts(),
  cancelledAt: '2026-12-05T16:00:00.000Z',
  reason: 'We decided to wait until spring.',
  refundDue,
});

/** A deposit invoice due `dueOn` (a calendar date). */
export const invoice = (who: Customer, dueOn: string, number?: string): InvoiceIssuedData => ({
  ...who,
  invoiceId: 9,
  number: number ?? `INV-2026-${String(Math.floor(Math.random() * 900_000) + 100_000)}`,
  kind: 'deposit',
  lines: [
    {
      description: 'Deposit on roofing contract v1',
      quantity: 1,
      unitPrice: '1840.00',
      amount: '1840.00',
    },
  ],
  subtotal: '1840.00',
  tax: '0.00',
  total: '1840.00',
  balanceDue: '1840.00',
  issuedOn: '2026-12-03',
  dueOn,
  notes: null,
});

export const settledInvoice = (
  bill: InvoiceIssuedData,
  how: 'paid' | 'void' = 'paid',
): InvoiceSettledData => ({
  invoiceId: bill.invoiceId,
  number: bill.number,
  estimateNumber: bill.estimateNumber,
  how,
  settledAt: new Date().toISOString(),
});

export const payment = (
  who: Customer,
  extra: Partial<PaymentReceivedData> = {},
): PaymentReceivedData => ({
  ...who,
  invoiceNumber: null,
  method: 'check',
  amount: '1840.00',
  reference: 'Check 1042',
  paymentId: 77,
  paidAt: '2026-12-04T15:20:00.000Z',
  balanceDue: '16560.00',
  ...extra,
});

export const refund = (
  who: Customer,
  extra: Partial<PaymentRefundedData> = {},
): PaymentRefundedData => ({
  ...who,
  invoiceNumber: null,
  method: 'card',
  amount: '1840.00',
  refundId: 78,
  refundedAt: '2026-12-06T15:00:00.000Z',
  balanceDue: '0.00',
  ...extra,
});

export const permitWarning = (
  who: Customer,
  deadline: PermitDeadlineApproachingData['deadline'] = 'permit-application',
): PermitDeadlineApproachingData => ({
  ...who,
  deadline,
  dueOn: '2027-01-02',
  daysLeft: 7,
});
