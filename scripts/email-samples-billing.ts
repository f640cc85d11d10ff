/**
 * The contract, invoice and payment e-mails (issue 22) with realistic sample data, for
 * `npm run emails:screenshots` (scripts/email-screenshots.ts). One customer's job: an $18,400
 * re-roof with a 10 % deposit, from the contract to the permit clock. The messaging service's
 * e-mail tests render the same events (services/messaging/src/emails/spanish-emails.test.ts).
 */
import { createHash } from 'node:crypto';
import type {
  ContractCancelledData,
  ContractCountersignedData,
  ContractIssuedData,
  ContractSignedData,
  InvoiceIssuedData,
  PaymentReceivedData,
  PaymentRefundedData,
  PermitDeadlineApproachingData,
  PortalCodeRequestedData,
} from '@roofing/contracts';
import type { EmailContent } from '../services/messaging/src/emails/render.tsx';
import {
  contractCancelledEmail,
  officeContractCancelledEmail,
} from '../services/messaging/src/notifications/contract-cancelled/emails.tsx';
import {
  contractCountersignedEmail,
  officeContractCountersignedEmail,
} from '../services/messaging/src/notifications/contract-countersigned/emails.tsx';
import { contractReadyEmail } from '../services/messaging/src/notifications/contract-issued/emails.tsx';
import {
  contractSignedEmail,
  officeContractSignedEmail,
} from '../services/messaging/src/notifications/contract-signed/emails.tsx';
import {
  invoiceIssuedEmail,
  invoiceOverdueEmail,
} from '../services/messaging/src/notifications/invoice-issued/emails.tsx';
import {
  officePaymentReceivedEmail,
  paymentReceiptEmail,
} from '../services/messaging/src/notifications/payment-received/emails.tsx';
import { paymentRefundedEmail } from '../services/messaging/src/notifications/payment-refunded/emails.tsx';
import { permitDeadlineEmail } from '../services/messaging/src/notifications/permit-deadline-approaching/emails.tsx';
import { portalCodeEmail } from '../services/messaging/src/notifications/portal-code-requested/emails.tsx';

/** The customer of the job, as every billing event names them. */
export type BillingCustomer = Omit<
  ContractIssuedData,
  keyof typeof contractFacts | 'issuedAt' | 'replacesVersion'
>;

/** The contract of the job: $18,400 with a 10 % deposit. */
export const contractFacts = {
  contractId: 88,
  version: 1,
  contractPrice: '18400.00',
  depositAmount: '1840.00',
  documentHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
};

/** The job's billing events, from the contract to the permit clock, for `customer`. */
export function billingEvents(customer: BillingCustomer) {
  const signer = `${customer.firstName} ${customer.lastName}`;
  const issued: ContractIssuedData = {
    ...customer,
    ...contractFacts,
    issuedAt: '2026-06-18T14:00:00.000Z',
    replacesVersion: null,
  };
  const signed: ContractSignedData = {
    ...customer,
    ...contractFacts,
    signerName: signer,
    signedAt: '2026-06-18T23:12:00.000Z',
    cancelBy: '2026-06-23',
  };
  const pdf = Buffer.from('%PDF-1.7\n% sample\n%%EOF\n');
  const countersigned: ContractCountersignedData = {
    ...customer,
    ...contractFacts,
    signerName: signer,
    countersignedBy: 'Ana Ruiz',
    countersignedAt: '2026-06-19T13:40:00.000Z',
    cancelBy: '2026-06-23',
    pdfSha256: createHash('sha256').update(pdf).digest('hex'),
    pdfBase64: pdf.toString('base64'),
  };
  const cancelled: ContractCancelledData = {
    ...customer,
    ...contractFacts,
    cancelledAt: '2026-06-22T15:30:00.000Z',
    reason: 'My brother-in-law is a roofer and offered to do it at cost.',
    refundDue: '1840.00',
  };
  const invoice: InvoiceIssuedData = {
    ...customer,
    invoiceId: 301,
    number: 'INV-2026-0117',
    kind: 'deposit',
    lines: [
      {
        description: 'Deposit (10 %) on roofing contract v1',
        quantity: 1,
        unitPrice: '1840.00',
        amount: '1840.00',
      },
    ],
    subtotal: '1840.00',
    tax: '0.00',
    total: '1840.00',
    balanceDue: '1840.00',
    issuedOn: '2026-06-18',
    dueOn: '2026-07-02',
    notes: null,
  };
  const payment: PaymentReceivedData = {
    ...customer,
    invoiceNumber: invoice.number,
    method: 'check',
    amount: '1840.00',
    reference: 'Check 2217',
    paymentId: 540,
    paidAt: '2026-06-24T16:05:00.000Z',
    balanceDue: '0.00',
  };
  const refund: PaymentRefundedData = {
    ...customer,
    invoiceNumber: invoice.number,
    method: 'card',
    amount: '1840.00',
    refundId: 541,
    refundedAt: '2026-06-23T14:00:00.000Z',
    balanceDue: '0.00',
  };
  const permit: PermitDeadlineApproachingData = {
    ...customer,
    deadline: 'permit-application',
    dueOn: '2026-07-24',
    daysLeft: 7,
  };
  const code: PortalCodeRequestedData = {
    estimateNumber: customer.estimateNumber,
    firstName: customer.firstName,
    email: customer.email,
    code: '604219',
    expiresAt: '2026-06-18T23:20:00.000Z',
    purpose: 'sign-contract',
    language: customer.language,
  };
  return { issued, signed, countersigned, cancelled, invoice, payment, refund, permit, code };
}

/** Each billing e-mail of the job, by the name of its screenshot. */
export function billingKinds(
  customer: BillingCustomer,
  publicUrl: string,
): [string, () => Promise<EmailContent>][] {
  const { issued, signed, countersigned, cancelled, invoice, payment, refund, permit, code } =
    billingEvents(customer);
  return [
    ['30-contract-ready', () => contractReadyEmail({ contract: issued, publicUrl })],
    [
      '31-contract-ready-updated',
      () =>
        contractReadyEmail({ contract: { ...issued, version: 2, replacesVersion: 1 }, publicUrl }),
    ],
    ['32-signing-code', () => portalCodeEmail(code)],
    ['33-contract-signed', () => contractSignedEmail({ contract: signed, publicUrl })],
    ['34-office-contract-signed', () => officeContractSignedEmail({ contract: signed, publicUrl })],
    [
      '35-contract-fully-signed',
      () => contractCountersignedEmail({ contract: countersigned, publicUrl }),
    ],
    [
      '36-office-contract-countersigned',
      () => officeContractCountersignedEmail({ contract: countersigned, publicUrl }),
    ],
    ['37-contract-cancelled', () => contractCancelledEmail({ contract: cancelled, publicUrl })],
    [
      '38-office-contract-cancelled',
      () => officeContractCancelledEmail({ contract: cancelled, publicUrl }),
    ],
    ['39-invoice', () => invoiceIssuedEmail({ invoice, publicUrl })],
    [
      '40-invoice-overdue-1',
      () =>
        invoiceOverdueEmail({
          invoice,
          publicUrl,
          reminder: 1,
          balanceCents: 184_000,
          now: new Date('2026-07-03T14:00:00Z'),
        }),
    ],
    [
      '41-invoice-overdue-2',
      () =>
        invoiceOverdueEmail({
          invoice,
          publicUrl,
          reminder: 2,
          balanceCents: 84_000,
          now: new Date('2026-07-10T14:00:00Z'),
        }),
    ],
    ['42-payment-receipt', () => paymentReceiptEmail({ payment, publicUrl })],
    ['43-office-payment-received', () => officePaymentReceivedEmail({ payment, publicUrl })],
    ['44-refund', () => paymentRefundedEmail({ refund, publicUrl })],
    ['45-office-permit-deadline', () => permitDeadlineEmail({ warning: permit, publicUrl })],
  ];
}
