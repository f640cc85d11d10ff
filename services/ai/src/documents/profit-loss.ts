import { COMPANY } from '@roofing/contracts';
import { escapeHtml } from './escape-html.ts';
import { type LineItem, lineItemsOf } from './line-items.ts';
import type { DocumentTemplate } from './templates.ts';
import {
  blank,
  centsOf,
  dayOf,
  formatDay,
  formatPercent,
  money,
  paragraphs,
  show,
  sumKnown,
  textOf,
} from './values.ts';

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

function rows(
  lines: readonly Pick<LineItem, 'description' | 'amount'>[],
  emptyRows: number,
): string {
  if (lines.length === 0) {
    return `<tr><td class="indent">${blank('long')}</td><td class="num">${blank('short')}</td></tr>`.repeat(
      emptyRows,
    );
  }
  return lines
    .map(
      (line) =>
        `<tr><td class="indent">${line.description ? escapeHtml(line.description) : blank('long')}</td><td class="num">${money(line.amount)}</td></tr>`,
    )
    .join('');
}

function percent(value: number | undefined): string {
  return value === undefined
    ? blank('short')
    : escapeHtml(`${value < 0 ? '(' : ''}${formatPercent(Math.abs(value))}${value < 0 ? ')' : ''}`);
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
    const periodHtml = period
      ? escapeHtml(period)
      : `${show(data.periodStart, 'short')} to ${show(data.periodEnd, 'short')}`;

    const body = `
<p><strong>${escapeHtml(COMPANY.legalName)}</strong> · For the period ${periodHtml}</p>
<table class="grid compact">
<thead><tr><th>Account</th><th class="num">Amount</th></tr></thead>
<tbody>
<tr class="heading"><td colspan="2">Revenue</td></tr>
${rows(totals.revenue, 3)}
<tr class="total"><td>Total revenue</td><td class="num">${money(totals.totalRevenue)}</td></tr>
<tr class="heading"><td colspan="2">Cost of goods sold</td></tr>
${rows(
  totals.costs.map((line) => ({ description: line.label, amount: line.amount })),
  0,
)}
<tr class="total"><td>Total cost of goods sold</td><td class="num">${money(totals.totalCost)}</td></tr>
<tr class="total"><td>Gross profit</td><td class="num">${money(totals.grossProfit)}</td></tr>
<tr class="subtle"><td class="indent">Gross margin</td><td class="num">${percent(totals.grossMargin)}</td></tr>
<tr class="heading"><td colspan="2">Operating expenses</td></tr>
${rows(totals.expenses, 4)}
<tr class="total"><td>Total operating expenses</td><td class="num">${money(totals.totalExpenses)}</td></tr>
<tr class="total"><td>${totals.netIncome !== undefined && totals.netIncome < 0 ? 'Net loss' : 'Net income'}</td><td class="num">${money(totals.netIncome)}</td></tr>
<tr class="subtle"><td class="indent">Net margin</td><td class="num">${percent(totals.netMargin)}</td></tr>
</tbody></table>
<p class="small">Amounts in parentheses are negative. Margins are shares of total revenue. Prepared on the figures entered, without audit or review.</p>
${textOf(data.additionalDetails) ? `<h2>Notes</h2>${paragraphs(data.additionalDetails, '')}` : ''}
<p>Prepared by: ${show(data.preparedBy)}</p>`;

    return {
      title: ['Profit & Loss Statement', period].filter(Boolean).join(' — '),
      meta: [
        ['Period', period ? escapeHtml(period) : blank('medium')],
        ['Prepared', escapeHtml(formatDay(dayOf(now) ?? now))],
      ],
      body,
    };
  },
};
