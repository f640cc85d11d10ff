import { COMPANY } from '@roofing/contracts';
import type { ReactNode } from 'react';
import { Blank, money, paragraphs, show } from './fill-ins.tsx';
import { type LineItem, lineItemsOf } from './line-items.ts';
import type { DocumentTemplate } from './templates.ts';
import { centsOf, dayOf, formatDay, formatPercent, sumKnown, textOf } from './values.ts';

/** The cost-of-goods rows every roofing P&L has, in the order a bookkeeper reads them. */
const COST_OF_GOODS = [
  ['materials', 'Materials (shingles, metal, underlayment, fasteners)'],
  ['labor', 'Field labor (crew wages and payroll taxes)'],
  ['subcontractors', 'Subcontractors'],
  ['dumpstersPermits', 'Dumpsters, disposal and permits'],
] as const;

/** Every total of the statement in whole cents (undefined where nothing was entered). */
export function profitLossTotals(data: Record<string, unknown>) {
  const revenue = lineItemsOf(data.revenue);
  const costs = COST_OF_GOODS.map(([name, label]) => ({ label, amount: centsOf(data[name]) }));
  const expenses = lineItemsOf(data.operatingExpenses);
  const totalRevenue = sumKnown(revenue.map((line) => line.amount));
  const totalCost = sumKnown(costs.map((line) => line.amount));
  const grossProfit =
    totalRevenue === undefined && totalCost === undefined
      ? undefined
      : (totalRevenue ?? 0) - (totalCost ?? 0);
  const totalExpenses = sumKnown(expenses.map((line) => line.amount));
  const netIncome =
    grossProfit === undefined && totalExpenses === undefined
      ? undefined
      : (grossProfit ?? 0) - (totalExpenses ?? 0);
  const marginOf = (amount: number | undefined) =>
    amount === undefined || !totalRevenue ? undefined : (amount / totalRevenue) * 100;
  return {
    revenue,
    costs,
    expenses,
    totalRevenue,
    totalCost,
    grossProfit,
    grossMargin: marginOf(grossProfit),
    totalExpenses,
    netIncome,
    netMargin: marginOf(netIncome),
  };
}

/** One line of the statement: an account (indented under its heading) and its amount. */
function AccountRow({
  label,
  value,
  tone,
  indent = false,
}: {
  label: ReactNode;
  value: ReactNode;
  tone?: 'total' | 'subtle';
  indent?: boolean;
}) {
  return (
    <tr className={tone}>
      <td className={indent ? 'indent' : undefined}>{label}</td>
      <td className="num">{value}</td>
    </tr>
  );
}

function Heading({ label }: { label: string }) {
  return (
    <tr className="heading">
      <td colSpan={2}>{label}</td>
    </tr>
  );
}

/** The lines typed under a heading, or `emptyRows` lines to fill in by hand. */
function Rows({
  lines,
  emptyRows,
}: {
  lines: readonly Pick<LineItem, 'description' | 'amount'>[];
  emptyRows: number;
}) {
  if (lines.length === 0) {
    return Array.from({ length: emptyRows }, (_, index) => (
      <AccountRow key={index} indent label={<Blank size="long" />} value={<Blank size="short" />} />
    ));
  }
  return lines.map((line, index) => (
    <AccountRow
      key={index}
      indent
      label={line.description ? line.description : <Blank size="long" />}
      value={money(line.amount)}
    />
  ));
}

function percent(value: number | undefined): ReactNode {
  return value === undefined ? (
    <Blank size="short" />
  ) : (
    `${value < 0 ? '(' : ''}${formatPercent(Math.abs(value))}${value < 0 ? ')' : ''}`
  );
}

export const profitLossTemplate: DocumentTemplate = {
  fields: [
    {
      name: 'periodStart',
      label: 'Period from',
      kind: 'date',
      required: true,
      example: '2026-07-01',
    },
    { name: 'periodEnd', label: 'Period to', kind: 'date', required: true, example: '2026-09-30' },
    {
      name: 'revenue',
      label: 'Revenue',
      kind: 'list',
      required: true,
      example: 'Residential re-roofs | 412500.00',
      help: 'One line per source: description | amount.',
    },
    { name: 'materials', label: 'Materials', kind: 'money', required: false, example: '148200.00' },
    { name: 'labor', label: 'Field labor', kind: 'money', required: false, example: '96400.00' },
    {
      name: 'subcontractors',
      label: 'Subcontractors',
      kind: 'money',
      required: false,
      example: '18750.00',
    },
    {
      name: 'dumpstersPermits',
      label: 'Dumpsters, disposal and permits',
      kind: 'money',
      required: false,
      example: '11980.00',
    },
    {
      name: 'operatingExpenses',
      label: 'Operating expenses',
      kind: 'list',
      required: false,
      example: 'Office salaries | 42000.00',
      help: 'One line per expense: description | amount.',
    },
    {
      name: 'preparedBy',
      label: 'Prepared by',
      kind: 'text',
      required: false,
      example: 'Dana Whitfield, office manager',
    },
    {
      name: 'additionalDetails',
      label: 'Notes',
      kind: 'multiline',
      required: false,
      example: 'Hurricane season brought 38 emergency tarp calls in September.',
    },
  ],

  render({ data, now }) {
    const totals = profitLossTotals(data);
    const from = dayOf(data.periodStart);
    // A period typed with only its first day runs to the day the statement is prepared.
    const today = dayOf(now);
    const to =
      dayOf(data.periodEnd) ??
      (from && today && from.getTime() <= today.getTime() ? today : undefined);
    const period = from && to ? `${formatDay(from)} to ${formatDay(to)}` : '';
    const periodShown = period ? (
      period
    ) : (
      <>
        {show(data.periodStart, 'short')} to {show(data.periodEnd, 'short')}
      </>
    );

    const body = (
      <>
        <p>
          <strong>{COMPANY.legalName}</strong> · For the period {periodShown}
        </p>
        <table className="grid compact">
          <thead>
            <tr>
              <th>Account</th>
              <th className="num">Amount</th>
            </tr>
          </thead>
          <tbody>
            <Heading label="Revenue" />
            <Rows lines={totals.revenue} emptyRows={3} />
            <AccountRow tone="total" label="Total revenue" value={money(totals.totalRevenue)} />
            <Heading label="Cost of goods sold" />
            <Rows
              lines={totals.costs.map((line) => ({ description: line.label, amount: line.amount }))}
              emptyRows={0}
            />
            <AccountRow
              tone="total"
              label="Total cost of goods sold"
              value={money(totals.totalCost)}
            />
            <AccountRow tone="total" label="Gross profit" value={money(totals.grossProfit)} />
            <AccountRow
              tone="subtle"
              indent
              label="Gross margin"
              value={percent(totals.grossMargin)}
            />
            <Heading label="Operating expenses" />
            <Rows lines={totals.expenses} emptyRows={4} />
            <AccountRow
              tone="total"
              label="Total operating expenses"
              value={money(totals.totalExpenses)}
            />
            <AccountRow
              tone="total"
              label={
                totals.netIncome !== undefined && totals.netIncome < 0 ? 'Net loss' : 'Net income'
              }
              value={money(totals.netIncome)}
            />
            <AccountRow tone="subtle" indent label="Net margin" value={percent(totals.netMargin)} />
          </tbody>
        </table>
        <p className="small">
          Amounts in parentheses are negative. Margins are shares of total revenue. Prepared on the
          figures entered, without audit or review.
        </p>
        {textOf(data.additionalDetails) ? (
          <>
            <h2>Notes</h2>
            {paragraphs(data.additionalDetails, null)}
          </>
        ) : null}
        <p>Prepared by: {show(data.preparedBy)}</p>
      </>
    );

    return {
      title: ['Profit & Loss Statement', period].filter(Boolean).join(' — '),
      meta: [
        ['Period', period ? period : <Blank size="medium" />],
        ['Prepared', formatDay(dayOf(now) ?? now)],
      ],
      body,
    };
  },
};
