import {
  businessToday,
  COMPANY_FOUNDED_YEAR,
  DEPARTMENTS,
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  EMPLOYEE_TEXT_LIMITS,
  type Employee,
  type EmployeeCreateInput,
  EmployeeCreateSchema,
} from '@roofing/contracts';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import {
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';

interface EmployeeFormValues {
  employeeId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  position: string;
  department: string;
  hireDate: string;
  status: string;
  certifications: string;
  emergencyContact: { name: string; phone: string; relationship: string };
  notes: string;
}

const valuesOf = (employee?: Employee): EmployeeFormValues => ({
  employeeId: employee?.employeeId ?? '',
  firstName: employee?.firstName ?? '',
  lastName: employee?.lastName ?? '',
  email: employee?.email ?? '',
  phone: employee?.phone ?? '',
  address: employee?.address ?? '',
  position: employee?.position ?? '',
  department: employee?.department ?? '',
  hireDate: employee?.hireDate ?? '',
  status: employee?.status ?? 'active',
  certifications: employee?.certifications.join('\n') ?? '',
  emergencyContact: {
    name: employee?.emergencyContact?.name ?? '',
    phone: employee?.emergencyContact?.phone ?? '',
    relationship: employee?.emergencyContact?.relationship ?? '',
  },
  notes: employee?.notes ?? '',
});

/** What the form sends: certifications one per line; no emergency contact when all blank. */
function toBody(values: EmployeeFormValues): EmployeeCreateInput {
  const contact = values.emergencyContact;
  const hasContact = [contact.name, contact.phone, contact.relationship].some((v) => v.trim());
  return {
    ...values,
    status: values.status as EmployeeCreateInput['status'],
    // The contract checks the department is one of the list; the select only offers those.
    department: values.department as EmployeeCreateInput['department'],
    certifications: values.certifications
      .split(/\n|,/)
      .map((line) => line.trim())
      .filter(Boolean),
    emergencyContact: hasContact ? contact : null,
  };
}

const statusOptions = EMPLOYEE_STATUSES.map((value) => ({
  value,
  label: EMPLOYEE_STATUS_LABELS[value],
}));
const departmentOptions = DEPARTMENTS.map((value) => ({ value, label: value }));

/** Add Employee and Edit: one form over the contract's own rules. */
export function EmployeeForm({
  employee,
  onSubmit,
  submitting,
  submitLabel,
}: {
  employee?: Employee;
  onSubmit: (body: EmployeeCreateInput) => Promise<void>;
  submitting: boolean;
  submitLabel: string;
}) {
  const form = useForm<EmployeeFormValues, unknown, EmployeeCreateInput>({
    defaultValues: valuesOf(employee),
    resolver: contractResolver(EmployeeCreateSchema, toBody),
  });
  const { control, handleSubmit, setError } = form;

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      showServerFieldErrors(setError, error, {
        fallback: 'The employee could not be saved. Please try again.',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        control={control}
        name="firstName"
        id="employee-first-name"
        limit={EMPLOYEE_TEXT_LIMITS.firstName}
        label="First name"
        required
      />
      <FormTextField
        control={control}
        name="lastName"
        id="employee-last-name"
        limit={EMPLOYEE_TEXT_LIMITS.lastName}
        label="Last name"
        required
      />
      <FormTextField
        control={control}
        name="employeeId"
        id="employee-id"
        limit={EMPLOYEE_TEXT_LIMITS.employeeId}
        label="Employee ID"
        required
        hint="For example SFR-E009"
        normalize={(value) => value.toUpperCase()}
      />
      <FormSelectField
        control={control}
        name="status"
        id="employee-status"
        label="Status"
        placeholder="Choose a status"
        options={statusOptions}
      />
      <FormTextField
        control={control}
        name="email"
        id="employee-email"
        label="Email"
        type="email"
        required
      />
      <FormTextField
        control={control}
        name="phone"
        id="employee-phone"
        label="Phone"
        type="tel"
        required
      />
      <FormTextField
        control={control}
        name="position"
        id="employee-position"
        limit={EMPLOYEE_TEXT_LIMITS.position}
        label="Position"
        required
      />
      <FormSelectField
        control={control}
        name="department"
        id="employee-department"
        label="Department"
        required
        placeholder="Choose a department"
        options={departmentOptions}
      />
      <FormTextField
        control={control}
        name="hireDate"
        id="employee-hire-date"
        label="Hire date"
        type="date"
        required
        min={`${COMPANY_FOUNDED_YEAR}-01-01`}
        max={businessToday()}
        hint={`From ${COMPANY_FOUNDED_YEAR}, when the company was founded, to today`}
      />
      <FormTextField
        control={control}
        name="address"
        id="employee-address"
        label="Address"
        limit={EMPLOYEE_TEXT_LIMITS.address}
      />
      <FormTextAreaField
        control={control}
        name="certifications"
        id="employee-certifications"
        label="Certifications"
        hint={`One per line, e.g. OSHA 30-Hour Construction (each at most ${EMPLOYEE_TEXT_LIMITS.certification} characters)`}
        className="sm:col-span-2"
      />
      <fieldset className="grid gap-4 rounded-xl border border-navy-100 p-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="px-1 text-sm font-semibold text-navy-900">Emergency contact</legend>
        <FormTextField
          control={control}
          name="emergencyContact.name"
          id="employee-ec-name"
          limit={EMPLOYEE_TEXT_LIMITS.emergencyName}
          label="Name"
        />
        <FormTextField
          control={control}
          name="emergencyContact.phone"
          id="employee-ec-phone"
          label="Phone"
          type="tel"
        />
        <FormTextField
          control={control}
          name="emergencyContact.relationship"
          id="employee-ec-relationship"
          limit={EMPLOYEE_TEXT_LIMITS.relationship}
          label="Relationship"
        />
      </fieldset>
      <FormTextAreaField
        control={control}
        name="notes"
        id="employee-notes"
        limit={EMPLOYEE_TEXT_LIMITS.notes}
        label="Notes"
        className="sm:col-span-2"
      />
      <FormActions
        error={form.formState.errors.root?.message}
        pending={submitting}
        submitLabel={submitLabel}
        pendingLabel="Saving..."
      />
    </form>
  );
}
