import {
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  type Employee,
  type EmployeeStatus,
} from '@roofing/contracts';
import { useDeferredValue, useState } from 'react';
import {
  useAddEmployee,
  useEmployeeSummary,
  useEmployees,
  useUpdateEmployee,
} from '../api/employees.ts';
import { useToast } from '../app/toast.tsx';
import { QueryState } from '../components/back-office/list-states.tsx';
import { FilterSelect, ListToolbar, SearchField } from '../components/back-office/list-toolbar.tsx';
import { StaffDialog } from '../components/back-office/staff-dialog.tsx';
import { StaffPage } from '../components/back-office/staff-page.tsx';
import { StatTile } from '../components/back-office/stat-tile.tsx';
import { Button } from '../components/ui/button.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { EmployeeCard } from '../features/back-office/employees/employee-card.tsx';
import { EmployeeDetails } from '../features/back-office/employees/employee-details.tsx';
import { EmployeeForm } from '../features/back-office/employees/employee-form.tsx';

/** Employee Information & Directory (portal §2), behind the server-checked staff guard. */
export function EmployeeInfoPage() {
  return <RequireStaff>{() => <Directory />}</RequireStaff>;
}

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...EMPLOYEE_STATUSES.map((value) => ({ value, label: EMPLOYEE_STATUS_LABELS[value] })),
];

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; employee: Employee }
  | { kind: 'open'; employee: Employee };

function Directory() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EmployeeStatus | ''>('');
  const query = useDeferredValue(search);
  const employees = useEmployees(query, status);
  const summary = useEmployeeSummary();
  const add = useAddEmployee();
  const update = useUpdateEmployee();
  const { toast } = useToast();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = employees.data ?? [];
  const shown =
    dialog?.kind === 'open'
      ? (list.find((e) => e.id === dialog.employee.id) ?? dialog.employee)
      : null;

  const changeStatus = (employee: Employee, next: EmployeeStatus) =>
    update.mutate(
      { id: employee.id, changes: { status: next } },
      {
        onSuccess: () =>
          toast({
            title: 'Status updated',
            description: `${employee.firstName} ${employee.lastName} is now ${EMPLOYEE_STATUS_LABELS[next].toLowerCase()}.`,
          }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'The status could not be changed. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <StaffPage
      title="Employee Information & Directory"
      summary="Everyone on the crews and in the office: contact details, certifications and who has signed the code of conduct."
      actions={<Button onClick={() => setDialog({ kind: 'add' })}>Add Employee</Button>}
    >
      <section aria-label="Summary" className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-5">
        <StatTile label="Total Employees" value={summary.data?.total ?? '–'} />
        <StatTile label="Active" value={summary.data?.active ?? '–'} />
        <StatTile label="On Leave" value={summary.data?.onLeave ?? '–'} />
        <StatTile label="Departments" value={summary.data?.departments ?? '–'} />
        <StatTile
          label="Code of Conduct Signed"
          value={
            summary.data
              ? `${summary.data.codeOfConductSigned}/${summary.data.total - summary.data.inactive}`
              : '–'
          }
          hint="of current employees (active or on leave)"
        />
      </section>

      <section aria-label="Directory" className="mt-8">
        <ListToolbar
          search={
            <SearchField
              label="Search employees"
              value={search}
              onValueChange={setSearch}
              placeholder="Search by name, ID or position"
            />
          }
        >
          <FilterSelect
            label="Status"
            value={status}
            onValueChange={(value) => setStatus(value as EmployeeStatus | '')}
            options={STATUS_OPTIONS}
          />
        </ListToolbar>
        <div className="mt-4">
          <QueryState query={employees} empty={list.length === 0} emptyText="No employees found" />
          {list.length > 0 ? (
            <ul aria-label="Employees" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {list.map((employee) => (
                <EmployeeCard
                  key={employee.id}
                  employee={employee}
                  busy={update.isPending}
                  onOpen={() => setDialog({ kind: 'open', employee })}
                  onEdit={() => setDialog({ kind: 'edit', employee })}
                  onStatus={(next) => changeStatus(employee, next)}
                />
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      <StaffDialog
        open={dialog?.kind === 'add'}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Add Employee"
        description="A new member of the crew or the office. Fields marked * are required."
        wide
      >
        <EmployeeForm
          submitLabel="Add Employee"
          submitting={add.isPending}
          onSubmit={async (body) => {
            const created = await add.mutateAsync(body);
            setDialog(null);
            toast({
              title: 'Employee added',
              description: `${(created as Employee).firstName} ${(created as Employee).lastName} is in the directory.`,
            });
          }}
        />
      </StaffDialog>
      <StaffDialog
        open={dialog?.kind === 'edit'}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Edit Employee"
        wide
      >
        {dialog?.kind === 'edit' ? (
          <EmployeeForm
            employee={dialog.employee}
            submitLabel="Save changes"
            submitting={update.isPending}
            onSubmit={async (body) => {
              await update.mutateAsync({ id: dialog.employee.id, changes: body });
              setDialog(null);
              toast({ title: 'Employee updated', description: 'The changes are saved.' });
            }}
          />
        ) : null}
      </StaffDialog>
      <StaffDialog
        open={dialog?.kind === 'open'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={shown ? `${shown.firstName} ${shown.lastName}` : 'Employee'}
        description={shown ? `${shown.position} · ${shown.employeeId}` : undefined}
        wide
      >
        {shown ? <EmployeeDetails employee={shown} /> : null}
      </StaffDialog>
    </StaffPage>
  );
}
