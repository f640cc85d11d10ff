import { TEST_RESULT_STATUSES, type TestResultStatus } from '@roofing/contracts';
import { useDeferredValue, useState } from 'react';
import { useTestResults } from '../../../api/testing.ts';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import {
  FilterSelect,
  ListToolbar,
  SearchField,
} from '../../../components/back-office/list-toolbar.tsx';
import { RESULT_STATUS_CLASS, statusLabel } from './testing-labels.ts';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...TEST_RESULT_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
];
const COLUMNS = ['Employee', 'Test', 'Date', 'Score', 'Status', 'Expires', 'Certification'];

/** The Test Results tab: search and status filter over the results table. */
export function TestResults() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TestResultStatus | ''>('');
  const results = useTestResults(useDeferredValue(search), status);
  const list = results.data ?? [];
  return (
    <>
      <ListToolbar
        search={
          <SearchField
            label="Search results"
            value={search}
            onValueChange={setSearch}
            placeholder="Employee, test or certification ID"
          />
        }
      >
        <FilterSelect
          label="Status"
          value={status}
          onValueChange={(value) => setStatus(value as TestResultStatus | '')}
          options={STATUS_OPTIONS}
        />
      </ListToolbar>
      <div className="mt-4">
        <QueryState query={results} empty={list.length === 0} emptyText="No test results found" />
        {list.length > 0 ? (
          <div className="overflow-x-auto rounded-2xl border border-navy-100 bg-white">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Test results</caption>
              <thead className="bg-navy-50 text-navy-900">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="p-3">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.map((result) => (
                  <tr key={result.id} className="border-t border-navy-50">
                    <td className="p-3">
                      <span className="font-semibold">{result.employeeName}</span>
                      <br />
                      <span className="text-xs text-slate-600">{result.employeeId}</span>
                    </td>
                    <td className="p-3">{result.testType}</td>
                    <td className="p-3">{result.testDate}</td>
                    <td className="p-3">
                      {result.score}/{result.maxScore}
                    </td>
                    <td className="p-3">
                      <span
                        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${RESULT_STATUS_CLASS[result.status]}`}
                      >
                        {statusLabel(result.status)}
                      </span>
                    </td>
                    <td className="p-3">{result.expiryDate ?? '–'}</td>
                    <td className="p-3">{result.certificationId ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </>
  );
}
