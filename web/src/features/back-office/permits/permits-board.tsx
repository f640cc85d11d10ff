import {
  PERMIT_STAGE_LABELS,
  PERMIT_STAGES,
  type PermitBoardItem,
  type PermitStage,
} from '@roofing/contracts';
import { Link, useSearchParams } from 'react-router';
import { useJurisdictions, usePermitBoard } from '../../../api/permits.ts';
import { FilterSelect, ListToolbar } from '../../../components/back-office/list-toolbar.tsx';
import { PagedListPanel } from '../../../components/back-office/paged-list.tsx';
import { day } from '../billing/billing-format.ts';
import { cellClass, TableHead, TableScroll, tableClass } from '../billing/invoices-table.tsx';
import { clockWarningText, inspectionName } from './permit-format.ts';
import { OverdueBadge, StageBadge } from './permit-stage.tsx';

export const PERMITS_PAGE_SIZE = 25;

/** A cell whose text may wrap (names, addresses, reasons), unlike the table's other cells. */
const wrapCellClass = cellClass.replace('whitespace-nowrap', 'whitespace-normal');

/** The dashboard opens this job on its Permit tab. */
export const permitJobLink = (estimateNumber: string) =>
  `/admin/dashboard?estimate=${encodeURIComponent(estimateNumber)}&tab=permit`;

export const STAGE_FILTERS = [
  { value: '', label: 'All open permits' },
  ...PERMIT_STAGES.map((stage) => ({ value: stage, label: PERMIT_STAGE_LABELS[stage] })),
] as const;

const isStage = (value: string | null): value is PermitStage =>
  PERMIT_STAGES.some((stage) => stage === value);

/** The board's filters and page from the address (so a link or a reload keeps them). */
export function boardQueryOf(params: URLSearchParams) {
  const stage = params.get('stage');
  return {
    stage: isStage(stage) ? stage : ('' as const),
    jurisdiction: (params.get('jurisdiction') ?? '').trim().slice(0, 120),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    pageSize: PERMITS_PAGE_SIZE,
  };
}

/**
 * Every open permit, overdue first (with why), then by stage: a stage and a jurisdiction filter,
 * paging, and each row a way to its job's Permit tab.
 */
export function PermitsBoard() {
  const [params, setParams] = useSearchParams();
  const query = boardQueryOf(params);
  const board = usePermitBoard(query);
  const jurisdictions = useJurisdictions();
  const rows = board.data?.rows ?? [];
  const jurisdictionOptions = [
    { value: '', label: 'All jurisdictions' },
    ...(jurisdictions.data ?? []).map((row) => ({
      value: row.jurisdiction,
      label: `${row.jurisdiction} (${row.open})`,
    })),
  ];
  // A jurisdiction in the address that has no open permit now still shows as chosen.
  if (query.jurisdiction && !jurisdictionOptions.some((o) => o.value === query.jurisdiction)) {
    jurisdictionOptions.push({ value: query.jurisdiction, label: query.jurisdiction });
  }
  const show = (next: { stage?: string; jurisdiction?: string; page?: number }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const name of ['stage', 'jurisdiction'] as const) {
          const value = next[name];
          if (value === undefined) continue;
          if (value) updated.set(name, value);
          else updated.delete(name);
          updated.delete('page');
        }
        if (next.page !== undefined) updated.set('page', String(next.page));
        return updated;
      },
      { replace: true },
    );

  return (
    <PagedListPanel
      label="Permits board"
      toolbar={
        <ListToolbar>
          <FilterSelect
            label="Stage"
            value={query.stage}
            onValueChange={(value) => show({ stage: value })}
            options={STAGE_FILTERS}
            className="min-w-56"
          />
          <FilterSelect
            label="Jurisdiction"
            value={query.jurisdiction}
            onValueChange={(value) => show({ jurisdiction: value })}
            options={jurisdictionOptions}
            className="min-w-64"
          />
        </ListToolbar>
      }
      query={board}
      empty={rows.length === 0}
      emptyText={
        query.stage || query.jurisdiction
          ? 'No permit matches these filters.'
          : 'No open permits. Open one from a job’s Permit tab in the dashboard.'
      }
      pager={{
        label: 'Permit pages',
        page: query.page,
        pageSize: PERMITS_PAGE_SIZE,
        noun: 'permits',
        onPage: (next) => show({ page: next }),
      }}
    >
      <PermitsTable rows={rows} />
    </PagedListPanel>
  );
}

function PermitsTable({ rows }: { rows: PermitBoardItem[] }) {
  return (
    <TableScroll label="Permits table">
      <table className={tableClass} data-testid="permits-table">
        <caption className="sr-only">Open permits, overdue first, then by stage</caption>
        <TableHead
          columns={[
            'Estimate',
            'Customer',
            'Jurisdiction',
            'Permit',
            'Stage',
            'Next inspection',
            'Needs attention',
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid={`permit-row-${row.estimateNumber}`}
              data-overdue={row.overdue}
              className={row.overdue ? 'bg-danger-50/60' : undefined}
            >
              <th scope="row" className={`${cellClass} font-mono font-semibold`}>
                <Link to={permitJobLink(row.estimateNumber)} className="text-ocean-700 underline">
                  {row.estimateNumber}
                  <span className="sr-only">: open the job's permit</span>
                </Link>
              </th>
              <td className={`${wrapCellClass} min-w-48`}>
                <span className="block font-semibold">{row.customerName}</span>
                <span className="block text-xs text-slate-600">{row.propertyAddress}</span>
              </td>
              <td className={wrapCellClass}>{row.jurisdiction}</td>
              <td className={cellClass}>
                <span className="block font-mono">{row.permitNumber ?? '—'}</span>
                <span className="block text-xs text-slate-600">
                  {row.issuedOn
                    ? `Issued ${day(row.issuedOn)}`
                    : row.appliedOn
                      ? `Applied ${day(row.appliedOn)}`
                      : 'Not applied'}
                </span>
              </td>
              <td className={cellClass}>
                <StageBadge stage={row.stage} />
              </td>
              <td className={cellClass}>
                {row.nextInspection ? (
                  <>
                    <span className="block">{inspectionName(row.nextInspection)}</span>
                    <span className="block text-xs text-slate-600">
                      {day(row.nextInspection.scheduledOn)}
                    </span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className={`${wrapCellClass} min-w-60`}>
                <Attention row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Why a permit is overdue, and the deposit clock's warnings; "—" when nothing is pressing. */
function Attention({ row }: { row: PermitBoardItem }) {
  const warnings = row.depositClock.warnings;
  if (!row.overdue && warnings.length === 0) return <>—</>;
  return (
    <div className="flex flex-col items-start gap-1">
      {row.overdue ? <OverdueBadge /> : null}
      <ul className="grid gap-0.5 text-xs">
        {row.overdueReasons.map((reason) => (
          <li key={reason} className="text-danger-700">
            {reason}
          </li>
        ))}
        {warnings.map((warning) => (
          <li
            key={warning.deadline}
            className={warning.daysLeft < 0 ? 'text-danger-700' : 'text-amber-900'}
          >
            {clockWarningText(warning)}
          </li>
        ))}
      </ul>
    </div>
  );
}
