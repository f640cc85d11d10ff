import {
  type BillingStats,
  easternToday,
  type Receivable,
  type ReceivablesQuerySchema,
} from '@roofing/contracts';
import type { Db } from '@roofing/platform';
import type { z } from 'zod';
import {
  type ContractFacts,
  customerNames,
  newestContracts,
  settledLedger,
  standingInvoices,
} from '../../store/billing.ts';
import type { InvoiceRow, PaymentRow } from '../../store/schema.ts';
import { isSignedContract } from '../contracts/contract-view.ts';
import { daysBetween, invoiceBalanceCents, jobMoney, netPaidCents } from './ledger-view.ts';
import { dollars, toCents } from './money.ts';

type ReceivablesQuery = z.infer<typeof ReceivablesQuerySchema>;

const groupBy = <T>(rows: T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/**
 * What every invoiced job owes: invoiced (not void) less net paid, the oldest unpaid due date
 * and how late it is, the deposit still due and the permit clock. Worked out in memory over the
 * standing invoices and the settled ledger (a roofer's few hundred jobs a year).
 */
async function allReceivables(db: Db, today: string): Promise<Receivable[]> {
  const [invoices, ledger, contracts] = await Promise.all([
    standingInvoices(db),
    settledLedger(db),
    newestContracts(db),
  ]);
  const ledgerByJob = groupBy(ledger, (row) => row.estimateNumber);
  const invoicesByJob = groupBy(invoices, (row) => row.estimateNumber);
  const names = await customerNames(db, [...invoicesByJob.keys()]);
  return [...invoicesByJob].map(([estimateNumber, jobInvoices]) =>
    receivableOf(estimateNumber, jobInvoices, ledgerByJob.get(estimateNumber) ?? [], {
      customer: names.get(estimateNumber),
      contract: contracts.get(estimateNumber),
      today,
    }),
  );
}

function receivableOf(
  estimateNumber: string,
  invoices: InvoiceRow[],
  ledger: PaymentRow[],
  about: {
    customer: { id: number; name: string } | undefined;
    contract: ContractFacts | undefined;
    today: string;
  },
): Receivable {
  const invoiced = invoices.reduce((sum, invoice) => sum + toCents(invoice.total), 0);
  const paid = netPaidCents(ledger);
  const money = jobMoney(invoices, ledger);
  const owing = invoices.filter(
    (invoice) => invoice.status === 'open' && invoiceBalanceCents(invoice, money) > 0,
  );
  const oldestDueOn = owing.map((invoice) => invoice.dueOn).sort()[0] ?? null;
  const depositDue = owing
    .filter((invoice) => invoice.kind === 'deposit')
    .reduce((sum, invoice) => sum + invoiceBalanceCents(invoice, money), 0);
  const contract =
    about.contract && about.contract.status !== 'voided' ? about.contract : undefined;
  return {
    quoteId: about.customer?.id ?? invoices[0]?.quoteId ?? 0,
    estimateNumber,
    customerName: about.customer?.name ?? '',
    contractStatus: (contract?.status as Receivable['contractStatus']) ?? null,
    contractPrice: contract?.contractPrice ?? null,
    invoiced: dollars(invoiced),
    paid: dollars(paid),
    balanceDue: dollars(invoiced - paid),
    oldestDueOn,
    daysOverdue:
      oldestDueOn && oldestDueOn < about.today ? daysBetween(oldestDueOn, about.today) : 0,
    depositDue: dollars(depositDue),
    permitApplyBy: contract?.permitApplyBy ?? null,
    workStartBy: contract?.workStartBy ?? null,
  };
}

/** The office's receivables: overdue first (the latest first), then the largest balance. */
export async function receivables(
  db: Db,
  filter: ReceivablesQuery['filter'],
  today = easternToday(),
) {
  const rows = (await allReceivables(db, today)).filter((row) =>
    filter === 'overdue'
      ? row.daysOverdue > 0
      : filter === 'open'
        ? toCents(row.balanceDue) > 0
        : true,
  );
  return rows.sort(
    (a, b) =>
      Number(b.daysOverdue > 0) - Number(a.daysOverdue > 0) ||
      b.daysOverdue - a.daysOverdue ||
      toCents(b.balanceDue) - toCents(a.balanceDue) ||
      a.estimateNumber.localeCompare(b.estimateNumber),
  );
}

/** One page of them (sendPage sets the headers). */
export async function receivablesPage(db: Db, query: ReceivablesQuery, today = easternToday()) {
  const rows = await receivables(db, query.filter, today);
  const start = (query.page - 1) * query.pageSize;
  return { rows: rows.slice(start, start + query.pageSize), total: rows.length };
}

/** The dashboard's money numbers. */
export async function billingStats(db: Db, today = easternToday()): Promise<BillingStats> {
  const [invoices, ledger, contracts] = await Promise.all([
    standingInvoices(db),
    settledLedger(db),
    newestContracts(db),
  ]);
  const deposits = invoices.filter(
    (invoice) => invoice.kind === 'deposit' && invoice.status === 'paid',
  );
  const open = invoices.filter((invoice) => invoice.status === 'open');
  const ledgerByJob = groupBy(ledger, (row) => row.estimateNumber);
  const moneyByJob = new Map(
    [...groupBy(invoices, (row) => row.estimateNumber)].map(([job, rows]) => [
      job,
      jobMoney(rows, ledgerByJob.get(job) ?? []),
    ]),
  );
  const balanceOf = (invoice: InvoiceRow) =>
    invoiceBalanceCents(invoice, moneyByJob.get(invoice.estimateNumber) ?? jobMoney([], []));
  return {
    contractsSigned: [...contracts.values()].filter((each) => isSignedContract(each)).length,
    depositsCollected: deposits.length,
    depositsCollectedAmount: dollars(
      deposits.reduce((sum, invoice) => sum + toCents(invoice.total), 0),
    ),
    outstanding: dollars(open.reduce((sum, invoice) => sum + balanceOf(invoice), 0)),
    overdueInvoices: open.filter((invoice) => invoice.dueOn < today && balanceOf(invoice) > 0)
      .length,
  };
}
