import type { Receivable } from '@roofing/contracts';

/** A spreadsheet would run a cell starting with these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain amount ("-12.50", a credit) is a number, not a formula: left as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One CSV cell: a formula-like start defused with ', quoted when it holds , " or a line break. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const COLUMNS: Array<[string, (row: Receivable) => string | number | null]> = [
  ['Estimate', (row) => row.estimateNumber],
  ['Customer', (row) => row.customerName],
  ['Contract status', (row) => row.contractStatus],
  ['Contract price', (row) => row.contractPrice],
  ['Invoiced', (row) => row.invoiced],
  ['Paid', (row) => row.paid],
  ['Balance due', (row) => row.balanceDue],
  ['Oldest due date', (row) => row.oldestDueOn],
  ['Days overdue', (row) => row.daysOverdue],
  ['Deposit due', (row) => row.depositDue],
  ['Permit apply by', (row) => row.permitApplyBy],
  ['Work start by', (row) => row.workStartBy],
];

/** The receivables as CSV (RFC 4180 line ends), a header row first. */
export function receivablesCsv(rows: Receivable[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')];
  for (const row of rows) lines.push(COLUMNS.map(([, cell]) => csvCell(cell(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
