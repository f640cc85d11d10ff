import { CONTRACT_STATUS_LABELS, formatMoney, type Receivable } from '@roofing/contracts';
import { Link, useSearchParams } from 'react-router';
import { receivablesCsvUrl, useReceivables } from '../../../api/billing.ts';
import type { ReceivablesFilter } from '../../../api/invoices.ts';
import { FilterSelect, ListToolbar } from '../../../components/back-office/list-toolbar.tsx';
import { PagedListPanel } from '../../../components/back-office/paged-list.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { day, deadlineState } from './billing-format.ts';
import { cellClass, TableHead, TableScroll } from './invoices-table.tsx';

export const RECEIVABLES_PAGE_SIZE = 25;

const FILTERS = [
  { value: 'open', label: 'Open balances' },
  { value: 'overdue', label: 'Overdue only' },
  { value: 'all', label: 'All jobs with invoices' },
] as const;
const isFilter = (value: string | null): value is ReceivablesFilter =>
  FILTERS.some((filter) => filter.value === value);

/** The dashboard opens this job (the quote list searches its estimate number and selects it). */
export const jobLink = (estimateNumber: string) =>
  `/admin/dashboard?estimate=${encodeURIComponent(estimateNumber)}`;

/**
 * What customers owe, overdue first: filter and page in the address (so a link or a reload
 * keeps them), each row a way to its job, and the same list as CSV.
 */
export function ReceivablesList() {
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter: ReceivablesFilter = isFilter(filterParam) ? filterParam : 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const receivables = useReceivables({ page, pageSize: RECEIVABLES_PAGE_SIZE, filter });
  const rows = receivables.data?.rows ?? [];
  const show = (next: { filter?: string; page?: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.filter !== undefined) {
          updated.set('filter', next.filter);
          updated.delete('page');
        }
        if (next.page !== undefined) updated.set('page', String(next.page));
        return updated;
      },
      { replace: true },
    );

  return (
    <PagedListPanel
      label="Receivables"
      toolbar={
        <ListToolbar>
          <FilterSelect
            label="Show"
            value={filter}
            onValueChange={(value) => show({ filter: value })}
            options={FILTERS}
            className="min-w-56"
          />
          <a href={receivablesCsvUrl(filter)} download className={buttonClass('outline')}>
            Export CSV
          </a>
        </ListToolbar>
      }
      query={receivables}
      empty={rows.length === 0}
      emptyText={
        filter === 'overdue' ? 'Nothing is overdue.' : 'No customer owes anything right now.'
      }
      pager={{
        label: 'Receivable pages',
        page: page,
        pageSize: RECEIVABLES_PAGE_SIZE,
        noun: 'jobs',
        onPage: (next) => show({ page: next }),
      }}
    >
      <ReceivablesTable rows={rows} />
    </PagedListPanel>
  );
}

function ReceivablesTable({ rows }: { rows: Receivable[] }) {
  return (
    <TableScroll label="Receivables table">
      <table className="w-full border-collapse text-left text-sm" data-testid="receivables-table">
        <caption className="sr-only">Receivables, overdue first</caption>
        <TableHead
          columns={[
            'Estimate',
            'Customer',
            'Contract',
            '$Invoiced',
            '$Paid',
            '$Balance',
            'Oldest due',
            '$Days overdue',
            '$Deposit due',
            'Permit deadlines',
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.quoteId}
              data-testid={`receivable-${row.estimateNumber}`}
              className={row.daysOverdue > 0 ? 'bg-danger-50/60' : undefined}
            >
              <th scope="row" className={`${cellClass} font-mono font-semibold`}>
                <Link to={jobLink(row.estimateNumber)} className="text-ocean-700 underline">
                  {row.estimateNumber}
                </Link>
              </th>
              <td className={cellClass}>{row.customerName}</td>
              <td className={cellClass}>
                {row.contractStatus ? CONTRACT_STATUS_LABELS[row.contractStatus] : 'None yet'}
              </td>
              <td className={`${cellClass} text-right`}>{formatMoney(row.invoiced)}</td>
              <td className={`${cellClass} text-right`}>{formatMoney(row.paid)}</td>
              <td className={`${cellClass} text-right font-semibold`}>
                {formatMoney(row.balanceDue)}
              </td>
              <td className={cellClass}>{day(row.oldestDueOn)}</td>
              <td
                className={`${cellClass} text-right ${row.daysOverdue > 0 ? 'font-semibold text-danger-700' : ''}`}
              >
                {row.daysOverdue > 0 ? row.daysOverdue : '—'}
              </td>
              <td className={`${cellClass} text-right`}>{formatMoney(row.depositDue)}</td>
              <td className={cellClass}>
                {row.permitApplyBy || row.workStartBy ? (
                  <>
                    <span className="block">
                      Apply by <DueDay on={row.permitApplyBy} />
                    </span>
                    <span className="block">
                      Start by <DueDay on={row.workStartBy} />
                    </span>
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A permit deadline, marked within 7 days and past (the list holds the dates still to meet). */
function DueDay({ on }: { on: string | null }) {
  if (!on) return <>—</>;
  const state = deadlineState(on);
  if (state === 'ok') return <>{day(on)}</>;
  return (
    <span
      data-state={state}
      className={`font-semibold ${state === 'past' ? 'text-danger-700' : 'text-amber-900'}`}
    >
      {day(on)} {state === 'past' ? '(past)' : '(soon)'}
    </span>
  );
}
