import type { MoneyAuditEntry } from '@roofing/contracts';
import { useEffect, useState } from 'react';
import { useMoneyAudit } from '../../../api/billing.ts';
import {
  ListToolbar,
  SearchField,
  useDebouncedValue,
} from '../../../components/back-office/list-toolbar.tsx';
import { PagedListPanel } from '../../../components/back-office/paged-list.tsx';
import { capitalised, dateTime } from './billing-format.ts';

export const MONEY_AUDIT_PAGE_SIZE = 25;

/** A value of a before/after record, readable: money and dates as they are, objects as JSON. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** "amountCents" → "amount cents"; "permit_applied_on" → "permit applied on". */
export const fieldWords = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** The fields a change touched: every key of either side whose value differs. */
export function auditChanges(entry: Pick<MoneyAuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((field) => ({ field, before: auditValue(before[field]), after: auditValue(after[field]) }))
    .filter((change) => change.before !== change.after);
}

/** Every money change, newest first: who, when, what, before → after. Admins only. */
export function MoneyAuditList() {
  const [searchInput, setSearchInput] = useState('');
  const estimateNumber = useDebouncedValue(searchInput).trim();
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [estimateNumber]);
  const audit = useMoneyAudit({ page, pageSize: MONEY_AUDIT_PAGE_SIZE, estimateNumber });
  const rows = audit.data?.rows ?? [];
  return (
    <PagedListPanel
      label="Money audit log"
      toolbar={
        <ListToolbar
          search={
            <SearchField
              label="Estimate number"
              value={searchInput}
              onValueChange={setSearchInput}
              placeholder="e.g. EST-2026-0042"
              maxLength={20}
              className="min-w-64 max-w-sm flex-1"
            />
          }
        />
      }
      query={audit}
      empty={rows.length === 0}
      emptyText={
        estimateNumber ? `No money changes on ${estimateNumber}.` : 'No money changes yet.'
      }
      pager={{
        label: 'Audit log pages',
        page,
        pageSize: MONEY_AUDIT_PAGE_SIZE,
        noun: 'changes',
        onPage: setPage,
      }}
    >
      <ol aria-label="Money changes, newest first" className="grid gap-3">
        {rows.map((entry) => (
          <AuditEntry key={entry.id} entry={entry} />
        ))}
      </ol>
    </PagedListPanel>
  );
}

function AuditEntry({ entry }: { entry: MoneyAuditEntry }) {
  const changes = auditChanges(entry);
  return (
    <li
      data-testid={`money-audit-${entry.id}`}
      className="rounded-xl border border-navy-100 p-3 text-sm"
    >
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-semibold text-navy-900">
          {capitalised(entry.entity)} {entry.entityId}: {entry.action}
        </span>
        {entry.estimateNumber ? (
          <span className="font-mono text-slate-700">{entry.estimateNumber}</span>
        ) : null}
      </p>
      <p className="text-slate-700">
        by <span className="font-semibold">{entry.actor}</span> ·{' '}
        <time dateTime={entry.at}>{dateTime(entry.at)}</time>
      </p>
      {changes.length === 0 ? null : (
        <dl className="mt-2 grid gap-1">
          {changes.map((change) => (
            <div key={change.field} className="grid gap-x-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <dt className="text-slate-600">{fieldWords(change.field)}</dt>
              <dd className="[overflow-wrap:anywhere]">
                <span className="text-slate-600 line-through decoration-slate-400">
                  {change.before}
                </span>
                <span aria-hidden="true" className="mx-1.5 text-slate-500">
                  →
                </span>
                <span className="sr-only"> changed to </span>
                <span className="font-semibold text-navy-900">{change.after}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
