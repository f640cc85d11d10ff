import {
  businessToday,
  INCIDENT_SEVERITIES,
  INCIDENT_TEXT_LIMITS,
  INCIDENT_TYPES,
  INVESTIGATION_LABELS,
  INVESTIGATION_STATUSES,
  type Incident,
  type IncidentCreateInput,
  IncidentCreateSchema,
  SEVERITY_LABELS,
} from '@roofing/contracts';
import { useForm } from 'react-hook-form';
import { useEmployees } from '../../../api/employees.ts';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import {
  FormCheckboxField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';

interface IncidentFormValues {
  incidentDate: string;
  incidentTime: string;
  location: string;
  employee: string;
  employeeName: string;
  incidentType: string;
  severity: string;
  description: string;
  injuryType: string;
  bodyPart: string;
  treatmentRequired: boolean;
  workDaysLost: string;
  reportedBy: string;
  investigationStatus: string;
  correctiveActions: string;
  witnesses: string;
  actionsTaken: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const valuesOf = (incident?: Incident, reporter = ''): IncidentFormValues => ({
  incidentDate: incident?.incidentDate ?? businessToday(),
  incidentTime: incident?.incidentTime ?? '',
  location: incident?.location ?? '',
  employee: incident?.employeeRef ? String(incident.employeeRef) : '',
  employeeName: incident?.employeeName ?? '',
  incidentType: incident?.incidentType ?? '',
  severity: incident?.severity ?? '',
  description: incident?.description ?? '',
  injuryType: incident?.injuryType ?? '',
  bodyPart: incident?.bodyPart ?? '',
  treatmentRequired: incident?.treatmentRequired ?? false,
  workDaysLost: String(incident?.workDaysLost ?? 0),
  reportedBy: incident?.reportedBy ?? reporter,
  investigationStatus: incident?.investigationStatus ?? 'pending',
  correctiveActions: incident?.correctiveActions.join('\n') ?? '',
  witnesses: incident?.witnesses.join('\n') ?? '',
  actionsTaken: incident?.actionsTaken ?? '',
});

/** Report Incident / New Incident Report / Edit: one form over the contract's rules. */
export function IncidentForm({
  incident,
  reporter,
  submitLabel,
  submitting,
  onSubmit,
}: {
  incident?: Incident;
  reporter: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: IncidentCreateInput) => Promise<void>;
}) {
  const employees = useEmployees('', '');
  const people = employees.data ?? [];
  const toBody = (values: IncidentFormValues): IncidentCreateInput => {
    const chosen = people.find((person) => String(person.id) === values.employee);
    return {
      incidentDate: values.incidentDate,
      incidentTime: values.incidentTime,
      location: values.location,
      employeeRef: chosen?.id ?? null,
      employeeName: chosen ? `${chosen.firstName} ${chosen.lastName}` : values.employeeName,
      incidentType: values.incidentType as IncidentCreateInput['incidentType'],
      severity: values.severity as IncidentCreateInput['severity'],
      description: values.description,
      injuryType: values.injuryType,
      bodyPart: values.bodyPart,
      treatmentRequired: values.treatmentRequired,
      workDaysLost: values.workDaysLost.trim() === '' ? Number.NaN : Number(values.workDaysLost),
      reportedBy: values.reportedBy,
      investigationStatus: values.investigationStatus as IncidentCreateInput['investigationStatus'],
      correctiveActions: lines(values.correctiveActions),
      witnesses: lines(values.witnesses),
      actionsTaken: values.actionsTaken,
    };
  };
  const form = useForm<IncidentFormValues, unknown, IncidentCreateInput>({
    defaultValues: valuesOf(incident, reporter),
    resolver: contractResolver(IncidentCreateSchema, (values) => {
      const body = toBody(values);
      // The person involved: one of ours from the list, or a name typed in.
      return body;
    }),
  });
  const { control, handleSubmit, setError, watch } = form;
  const linked = watch('employee') !== '';

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      showServerFieldErrors(setError, error, {
        rename: { employeeRef: 'employee' },
        fallback: 'The report could not be saved. Please try again.',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        control={control}
        name="incidentDate"
        id="incident-date"
        label="Date"
        type="date"
        required
        max={businessToday()}
      />
      <FormTextField
        control={control}
        name="incidentTime"
        id="incident-time"
        label="Time"
        type="time"
        required
      />
      <FormTextField
        control={control}
        name="location"
        id="incident-location"
        limit={INCIDENT_TEXT_LIMITS.location}
        label="Location (job site)"
        required
        className="sm:col-span-2"
      />
      <FormSelectField
        control={control}
        name="employee"
        id="incident-employee"
        label="Employee involved"
        placeholder={
          employees.isPending ? 'Loading the directory...' : 'Someone not in the directory'
        }
        options={people.map((person) => ({
          value: String(person.id),
          label: `${person.firstName} ${person.lastName} (${person.employeeId})`,
        }))}
      />
      {linked ? (
        <div />
      ) : (
        <FormTextField
          control={control}
          name="employeeName"
          id="incident-employee-name"
          limit={INCIDENT_TEXT_LIMITS.employeeName}
          label="Name of the person involved"
          required
        />
      )}
      <FormSelectField
        control={control}
        name="incidentType"
        id="incident-type"
        label="Type"
        required
        placeholder="Choose a type"
        options={INCIDENT_TYPES.map((value) => ({ value, label: value }))}
      />
      <FormSelectField
        control={control}
        name="severity"
        id="incident-severity"
        label="Severity"
        required
        placeholder="Choose a severity"
        options={INCIDENT_SEVERITIES.map((value) => ({ value, label: SEVERITY_LABELS[value] }))}
      />
      <FormTextAreaField
        control={control}
        name="description"
        id="incident-description"
        limit={INCIDENT_TEXT_LIMITS.description}
        label="What happened"
        required
        className="sm:col-span-2"
      />
      <FormTextField
        control={control}
        name="injuryType"
        id="incident-injury"
        limit={INCIDENT_TEXT_LIMITS.injuryType}
        label="Injury (if any)"
      />
      <FormTextField
        control={control}
        name="bodyPart"
        id="incident-body-part"
        label="Body part"
        limit={INCIDENT_TEXT_LIMITS.bodyPart}
      />
      <FormTextField
        control={control}
        name="workDaysLost"
        id="incident-days-lost"
        label="Work days lost"
        type="number"
        min={0}
        max={365}
        step={1}
        inputMode="numeric"
        hint="A whole number from 0 to 365"
      />
      <FormCheckboxField
        control={control}
        name="treatmentRequired"
        id="incident-treatment"
        label="Medical treatment required"
      />
      <FormTextField
        control={control}
        name="reportedBy"
        id="incident-reported-by"
        limit={INCIDENT_TEXT_LIMITS.reportedBy}
        label="Reported by"
        required
      />
      <FormSelectField
        control={control}
        name="investigationStatus"
        id="incident-investigation"
        label="Investigation"
        placeholder="Choose a status"
        options={INVESTIGATION_STATUSES.map((value) => ({
          value,
          label: INVESTIGATION_LABELS[value],
        }))}
      />
      <FormTextAreaField
        control={control}
        name="correctiveActions"
        id="incident-corrective"
        label="Corrective actions (one per line)"
        hint={`Each line at most ${INCIDENT_TEXT_LIMITS.listEntry} characters, up to 20 lines`}
        className="sm:col-span-2"
      />
      <FormTextAreaField
        control={control}
        name="witnesses"
        id="incident-witnesses"
        label="Witnesses (one per line)"
        hint={`Each line at most ${INCIDENT_TEXT_LIMITS.listEntry} characters, up to 20 lines`}
      />
      <FormTextAreaField
        control={control}
        name="actionsTaken"
        id="incident-actions"
        limit={INCIDENT_TEXT_LIMITS.actionsTaken}
        label="Immediate actions taken"
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
