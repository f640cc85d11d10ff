import { easternToday, type JobBilling, type PortalBilling } from '@roofing/contracts';
import type { ServiceContext } from '@roofing/platform';
import { paymentGatewayOf } from '../../payments/stripe-gateway.ts';
import { invoicesOf, ledgerOf } from '../../store/billing.ts';
import { contractStore } from '../../store/contracts.ts';
import type { ContractRow, InvoiceRow, QuoteRow } from '../../store/schema.ts';
import { toContract } from '../contracts/contract-view.ts';
import { depositCents, depositTermsFor } from './deposit-rule.ts';
import {
  invoiceNumberMap,
  invoicePaidCents,
  jobBalanceCents,
  jobMoney,
  netPaidCents,
  toInvoice,
  toLedgerEntry,
} from './ledger-view.ts';
import { dollars, toCents } from './money.ts';

type JobDocument = JobBilling['documents'][number];

/** The PDFs of a job: the fully signed contract once stored, and each invoice not void. */
function documentsOf(
  contract: ContractRow | undefined,
  invoices: InvoiceRow[],
  audience: 'staff' | 'portal',
): JobDocument[] {
  const base = audience === 'staff' ? '' : '/portal';
  const documents: JobDocument[] = [];
  if (contract?.signedPdfStoredAt) {
    documents.push({
      kind: 'contract',
      title: `Contract ${contract.estimateNumber}-V${contract.version} (signed)`,
      createdAt: contract.signedPdfStoredAt.toISOString(),
      url: `/api/contracts${base}/${contract.id}/pdf`,
    });
  }
  for (const invoice of invoices) {
    if (invoice.status === 'void') continue;
    documents.push({
      kind: 'invoice',
      title: `Invoice ${invoice.number} (${invoice.kind})`,
      createdAt: invoice.createdAt.toISOString(),
      url: `/api/invoices${base}/${invoice.number}/pdf`,
    });
  }
  return documents;
}

/** One job's money as the office sees it: contract, deposit, invoices, ledger, balance. */
export async function jobBillingOf(ctx: ServiceContext, quote: QuoteRow): Promise<JobBilling> {
  const [invoiceRows, ledger, contract, terms] = await Promise.all([
    invoicesOf(ctx.db, quote.estimateNumber),
    ledgerOf(ctx.db, quote.estimateNumber),
    contractStore(ctx.db).latest(quote.estimateNumber),
    depositTermsFor(ctx, quote.id),
  ]);
  const today = easternToday();
  const money = jobMoney(invoiceRows, ledger);
  const standing = contract && contract.status !== 'voided' ? contract : undefined;
  const depositAmount = standing
    ? toCents(standing.depositAmount)
    : quote.estimateAmount
      ? depositCents(terms, toCents(quote.estimateAmount))
      : null;
  const depositPaid = invoiceRows
    .filter((invoice) => invoice.kind === 'deposit' && invoice.status !== 'void')
    .reduce((sum, invoice) => sum + invoicePaidCents(invoice, money), 0);
  const owesDeposit = depositAmount !== null && standing?.status !== 'cancelled';
  const numbers = invoiceNumberMap(invoiceRows);
  return {
    quoteId: quote.id,
    estimateNumber: quote.estimateNumber,
    customerName: `${quote.firstName} ${quote.lastName}`,
    contract: contract ? toContract(contract) : null,
    contractPrice: standing?.contractPrice ?? null,
    deposit: {
      terms,
      amount: depositAmount === null ? null : dollars(depositAmount),
      paid: dollars(depositPaid),
      due: dollars(owesDeposit ? Math.max(0, (depositAmount ?? 0) - depositPaid) : 0),
    },
    invoices: invoiceRows.map((row) => toInvoice(row, money, today)),
    ledger: ledger.map((row) => toLedgerEntry(row, numbers)),
    balanceDue: dollars(jobBalanceCents(invoiceRows, ledger)),
    paid: dollars(netPaidCents(ledger)),
    documents: documentsOf(contract, invoiceRows, 'staff'),
  };
}

/** The customer's view of the same: no staff names, no processor references, no void invoices. */
export async function portalBillingOf(
  ctx: ServiceContext,
  quote: QuoteRow,
  today = easternToday(),
): Promise<PortalBilling> {
  const [invoiceRows, ledger, contract] = await Promise.all([
    invoicesOf(ctx.db, quote.estimateNumber),
    ledgerOf(ctx.db, quote.estimateNumber),
    contractStore(ctx.db).latest(quote.estimateNumber),
  ]);
  const money = jobMoney(invoiceRows, ledger);
  const numbers = invoiceNumberMap(invoiceRows);
  const invoices = invoiceRows
    .filter((row) => row.status !== 'void')
    .map((row) => {
      const { id, quoteId, contractId, ...invoice } = toInvoice(row, money, today);
      return invoice;
    });
  return {
    estimateNumber: quote.estimateNumber,
    contractPrice: contract && contract.status !== 'voided' ? contract.contractPrice : null,
    invoices,
    payments: ledger
      .filter((row) => row.status !== 'failed')
      .map((row) => {
        const entry = toLedgerEntry(row, numbers);
        return {
          invoiceNumber: entry.invoiceNumber,
          kind: entry.kind,
          method: entry.method,
          amount: entry.amount,
          status: entry.status,
          paidAt: entry.paidAt,
          createdAt: entry.createdAt,
        };
      }),
    paid: dollars(netPaidCents(ledger)),
    balanceDue: dollars(jobBalanceCents(invoiceRows, ledger)),
    payOnline:
      paymentGatewayOf(ctx).mode === 'stripe' &&
      invoices.some((invoice) => invoice.status === 'open' && invoice.balanceDue !== '0.00'),
  };
}
