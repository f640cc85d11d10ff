import { randomUUID } from 'node:crypto';
import { COMPANY, type PaymentConfig } from '@roofing/contracts';
import { AppError, notFound, type ServiceContext } from '@roofing/platform';
import { quoteSettings } from '../../config.ts';
import { paymentGatewayOf } from '../../payments/stripe-gateway.ts';
import {
  insertPendingPayment,
  invoiceByNumber,
  invoicesOf,
  ledgerOf,
} from '../../store/billing.ts';
import { moneyWritten } from '../../store/read-scopes.ts';
import type { QuoteRow } from '../../store/schema.ts';
import { invoiceBalanceCents, jobMoney } from './ledger-view.ts';
import { dollars } from './money.ts';
import { moreThanDue } from './staff-payments.ts';

/** The ledger's name for the customer acting in their portal. */
export const PORTAL_ACTOR = 'Customer (portal)';

/** How this customer can pay: online when Stripe is set up, and always by check or transfer. */
export function paymentConfigOf(ctx: ServiceContext, estimateNumber: string): PaymentConfig {
  const settings = quoteSettings.of(ctx);
  const gateway = paymentGatewayOf(ctx);
  const offline = {
    payableTo: settings.PAYABLE_TO,
    mailTo: settings.PAY_BY_MAIL_ADDRESS,
    bankTransfer: settings.PAY_BY_TRANSFER,
    memo: `Write ${estimateNumber} and the invoice number on the check`,
  };
  if (gateway.mode === 'stripe' && gateway.browser) {
    return { mode: 'stripe', ...gateway.browser, offline };
  }
  return { mode: 'offline', offline };
}

/**
 * The customer starts paying an open invoice of their job (all or part of its balance). Refused
 * before Stripe is asked when it is more than the balance. Nothing is paid here: a pending row
 * keyed by the intent waits for Stripe's signed webhook, which alone makes it paid.
 */
export async function createPortalIntent(
  ctx: ServiceContext,
  quote: QuoteRow,
  body: { invoiceNumber: string; amountCents: number },
) {
  const invoice = await invoiceByNumber(ctx.db, body.invoiceNumber);
  if (!invoice || invoice.estimateNumber !== quote.estimateNumber)
    throw notFound('No such invoice.');
  if (invoice.status !== 'open') {
    throw new AppError(
      'CONFLICT',
      `${invoice.number} is ${invoice.status === 'paid' ? 'paid' : 'void'}: nothing is due on it.`,
    );
  }
  const [jobInvoices, ledger] = await Promise.all([
    invoicesOf(ctx.db, quote.estimateNumber),
    ledgerOf(ctx.db, quote.estimateNumber),
  ]);
  const balance = invoiceBalanceCents(invoice, jobMoney(jobInvoices, ledger));
  if (body.amountCents > balance) throw moreThanDue('invoice', balance);
  const gateway = paymentGatewayOf(ctx);
  if (gateway.mode !== 'stripe') {
    throw new AppError(
      'CONFLICT',
      'Online payment is not available; pay by check or bank transfer as shown on this page.',
    );
  }
  const idempotencyKey = randomUUID();
  const intent = await gateway.createIntent({
    amountCents: body.amountCents,
    description: `${COMPANY.name} invoice ${invoice.number} (${quote.estimateNumber})`,
    receiptEmail: quote.email,
    metadata: { estimateNumber: quote.estimateNumber, invoiceNumber: invoice.number },
    idempotencyKey,
  });
  // The attempt, pending; the webhook turns this very row paid or failed (one row per intent).
  await insertPendingPayment(ctx.db, {
    estimateNumber: quote.estimateNumber,
    customerName: `${quote.firstName} ${quote.lastName}`.slice(0, 200),
    customerEmail: quote.email,
    amount: dollars(body.amountCents),
    paymentType: invoice.kind,
    description: `Online payment of ${invoice.number}`,
    stripePaymentIntentId: intent.id,
    status: 'pending',
    recordedBy: PORTAL_ACTOR,
    kind: 'payment',
    method: 'card',
    invoiceId: invoice.id,
    idempotencyKey,
  });
  moneyWritten(ctx, quote.estimateNumber);
  return {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: dollars(body.amountCents),
  };
}
