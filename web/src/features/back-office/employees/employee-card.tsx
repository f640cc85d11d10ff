import {
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  type Employee,
  type EmployeeStatus,
} from '@roofing/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

const STATUS_TONE = { active: 'success', on_leave: 'coral', inactive: 'sand' } as const;

function formatDate(iso: string) {
  return new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** One person of the directory: who, where, how to reach them, and their standing. */
export function EmployeeCard({
  employee,
  onEdit,
  onOpen,
  onStatus,
  busy,
}: {
  employee: Employee;
  onEdit: () => void;
  onOpen: () => void;
  onStatus: (status: EmployeeStatus) => void;
  busy: boolean;
}) {
  const name = `${employee.firstName} ${employee.lastName}`;
  return (
    <li className="flex flex-col rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="font-display text-lg font-bold text-navy-900">{name}</h3>
          <p className="text-sm text-slate-700">
            {employee.position} · {employee.department}
          </p>
          <p className="text-xs font-semibold text-slate-600">{employee.employeeId}</p>
        </div>
        <Badge tone={STATUS_TONE[employee.status]}>{EMPLOYEE_STATUS_LABELS[employee.status]}</Badge>
      </div>
      <dl className="mt-4 grid gap-1 text-sm text-slate-700">
        <div>
          <dt className="sr-only">Email</dt>
          <dd>
            <a className="text-navy-700 hover:underline" href={`mailto:${employee.email}`}>
              {employee.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Phone</dt>
          <dd>
            <a
              className="text-navy-700 hover:underline"
              href={`tel:${employee.phone.replace(/[^\d+]/g, '')}`}
            >
              {employee.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold">Hired </dt>
          <dd className="inline">{formatDate(employee.hireDate)}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Code of conduct </dt>
          <dd className="inline">
            {employee.codeOfConduct.current
              ? `signed ${formatDate(employee.codeOfConduct.signedAt ?? '')}`
              : employee.codeOfConduct.signedVersion
                ? `signed v${employee.codeOfConduct.signedVersion}, a newer version is due`
                : 'not signed yet'}
          </dd>
        </div>
      </dl>
      {employee.certifications.length > 0 ? (
        <ul aria-label={`Certifications of ${name}`} className="mt-3 flex flex-wrap gap-1.5">
          {employee.certifications.map((certification) => (
            <li
              key={certification}
              className="rounded-full bg-ocean-100 px-2.5 py-0.5 text-xs font-semibold text-navy-900"
            >
              {certification}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-end gap-2 pt-4">
        <Button variant="outline" onClick={onOpen}>
          Details
        </Button>
        <Button variant="ghost" onClick={onEdit}>
          Edit
        </Button>
        <label className="ml-auto text-sm">
          <span className="sr-only">Status of {name}</span>
          <select
            value={employee.status}
            disabled={busy}
            onChange={(event) => onStatus(event.target.value as EmployeeStatus)}
            className="rounded-lg border border-navy-200 bg-white px-2 py-1.5 text-sm"
          >
            {EMPLOYEE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {EMPLOYEE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
      </div>
    </li>
  );
}
