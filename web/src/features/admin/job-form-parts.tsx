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
