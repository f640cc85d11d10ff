import { useEmployees } from '../../api/employees.ts';

export const jobFormInput = 'min-h-11 rounded-lg border border-navy-200 bg-white px-3 py-2 text-sm';
export const words = (value: string) => value.replaceAll('_', ' ');

/** A row id as typed in a select → a number; nothing chosen is not a number, so it is refused. */
export const idOf = (value: string) => (value === '' ? Number.NaN : Number(value));

/** The active employees, as the options of a job form's Employee select. */
export function EmployeeOptions() {
  const employees = useEmployees('', 'active');
  return (
    <>
      <option value="">
        {employees.isPending ? 'Loading employees...' : 'Choose an employee'}
      </option>
      {(employees.data ?? []).map((employee) => (
        <option key={employee.id} value={employee.id}>
          {employee.firstName} {employee.lastName} ({employee.position})
        </option>
      ))}
    </>
  );
}

/**
 * A row's status (a crew visit, a task, a service request) as a select that saves the moment it
 * changes; it is off while a save runs.
 */
export function RowStatusSelect<Status extends string>({
  label,
  value,
  statuses,
  optionLabel = words,
  busy,
  onSave,
  className,
}: {
  /** What the select is called for a screen reader ("Status of Tear-off"). */
  label: string;
  value: Status;
  statuses: readonly Status[];
  optionLabel?: (status: Status) => string;
  busy: boolean;
  onSave: (status: Status) => void;
  className?: string;
}) {
  return (
    <label className={className}>
      <span className="sr-only">{label}</span>
      <select
        value={value}
        disabled={busy}
        onChange={(event) => onSave(event.target.value as Status)}
        className={jobFormInput}
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {optionLabel(status)}
          </option>
        ))}
      </select>
    </label>
  );
}
