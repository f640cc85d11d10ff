import {
  businessToday,
  INSPECTION_KIND_LABELS,
  INSPECTION_KINDS,
  type InspectionCreate,
  InspectionCreateSchema,
  type InspectionKind,
  type InspectionResultInput,
  InspectionResultInputSchema,
  type Permit,
  type PermitInspection,
} from '@roofing/contracts';
import { useWatch } from 'react-hook-form';
import { useRecordInspectionResult, useScheduleInspection } from '../../../api/permits.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import {
  FormDateField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import { day } from '../billing/billing-format.ts';
import { blankToNull, inspectionName } from './permit-format.ts';

const KIND_OPTIONS = INSPECTION_KINDS.map((kind) => ({
  value: kind,
  label: INSPECTION_KIND_LABELS[kind],
}));

interface ScheduleValues {
  kind: string;
  label: string;
  scheduledOn: string;
  inspector: string;
}

const scheduleBody =
  (reinspectionOf: number | null) =>
  (values: ScheduleValues): InspectionCreate => ({
    kind: values.kind as InspectionKind,
    label: values.kind === 'other' ? blankToNull(values.label) : null,
    scheduledOn: values.scheduledOn,
    inspector: blankToNull(values.inspector),
    reinspectionOf,
  });

/**
 * Book an inspection with the building department: which one, the day and, when known, the
 * inspector. A re-inspection names the failed inspection it follows (its kind is that one's).
 */
export function ScheduleInspectionForm({
  permit,
  kind,
  reinspectionOf = null,
  onDone,
}: {
  permit: Permit;
  /** The inspection offered first (the dry-in until it passes, then the final). */
  kind: InspectionKind;
  /** The failed inspection this one re-inspects. */
  reinspectionOf?: PermitInspection | null;
  onDone: () => void;
}) {
  const schedule = useScheduleInspection(permit.quoteId);
  const state = useOfficeForm<ScheduleValues, InspectionCreate, Permit>({
    defaultValues: {
      kind: reinspectionOf?.kind ?? kind,
      label: reinspectionOf?.kind === 'other' ? reinspectionOf.label : '',
      scheduledOn: '',
      inspector: reinspectionOf?.inspector ?? '',
    },
    resolver: contractResolver(InspectionCreateSchema, scheduleBody(reinspectionOf?.id ?? null)),
    save: (body) => schedule.mutateAsync({ id: permit.id, body }),
    saved: (_permit, body) => ({
      title: reinspectionOf ? 'Re-inspection scheduled' : 'Inspection scheduled',
      description: `${INSPECTION_KIND_LABELS[body.kind]} on ${day(body.scheduledOn)}.`,
    }),
    failed: 'The inspection could not be scheduled.',
    onDone,
  });
  const { ids } = state;
  const { control } = state.form;
  const chosen = useWatch({ control, name: 'kind' });
  const title = reinspectionOf
    ? `Schedule re-inspection: ${inspectionName(reinspectionOf)}`
    : 'Schedule inspection';

  return (
    <OfficeForm
      state={state}
      label={title}
      submitLabel={reinspectionOf ? 'Schedule re-inspection' : 'Schedule inspection'}
      pendingLabel="Scheduling..."
      onCancel={onDone}
    >
      <p className="font-semibold text-navy-900 sm:col-span-2">{title}</p>
      {reinspectionOf ? null : (
        <FormSelectField
          control={control}
          name="kind"
          id={`${ids}-kind`}
          label="Inspection"
          placeholder="Choose the inspection"
          options={KIND_OPTIONS}
          required
        />
      )}
      {chosen === 'other' && !reinspectionOf ? (
        <FormTextField
          control={control}
          name="label"
          id={`${ids}-label`}
          label="Inspection name"
          hint="What the building department calls it, e.g. Sheathing nailing inspection."
          maxLength={120}
        />
      ) : null}
      <FormDateField
        control={control}
        name="scheduledOn"
        id={`${ids}-on`}
        label="Scheduled on"
        required
      />
      <FormTextField
        control={control}
        name="inspector"
        id={`${ids}-inspector`}
        label="Inspector"
        hint="If the department has named one."
        maxLength={120}
      />
    </OfficeForm>
  );
}

const RESULT_OPTIONS = [
  { value: 'pass', label: 'Passed' },
  { value: 'fail', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

interface ResultValues {
  result: string;
  on: string;
  inspector: string;
  notes: string;
}

const resultBody = (values: ResultValues): InspectionResultInput => ({
  result: values.result as InspectionResultInput['result'],
  on: values.on.trim() === '' ? undefined : values.on,
  inspector: blankToNull(values.inspector),
  notes: blankToNull(values.notes),
});

/** The inspector's verdict: passed, failed (with what they failed, in their words) or cancelled. */
export function RecordResultForm({
  permit,
  inspection,
  onDone,
}: {
  permit: Permit;
  inspection: PermitInspection;
  onDone: () => void;
}) {
  const record = useRecordInspectionResult(permit.quoteId);
  const name = inspectionName(inspection);
  const state = useOfficeForm<ResultValues, InspectionResultInput, Permit>({
    defaultValues: {
      result: '',
      on: businessToday(),
      inspector: inspection.inspector ?? '',
      notes: '',
    },
    resolver: contractResolver(InspectionResultInputSchema, resultBody),
    save: (body) => record.mutateAsync({ id: permit.id, inspectionId: inspection.id, body }),
    saved: (_permit, body) => {
      const words = { pass: 'passed', fail: 'failed', cancelled: 'cancelled' }[body.result];
      return {
        title: 'Result recorded',
        description: `${name} ${words}. The homeowner sees it in the portal.`,
      };
    },
    failed: 'The result could not be recorded.',
    onDone,
  });
  const { ids } = state;
  const { control } = state.form;
  const result = useWatch({ control, name: 'result' });

  return (
    <OfficeForm
      state={state}
      label={`Record result: ${name}`}
      submitLabel="Record result"
      pendingLabel="Recording..."
      onCancel={onDone}
    >
      <p className="font-semibold text-navy-900 sm:col-span-2">
        Record result: {name}, set for {day(inspection.scheduledOn)}
      </p>
      <FormSelectField
        control={control}
        name="result"
        id={`${ids}-result`}
        label="Result"
        placeholder="Choose the result"
        options={RESULT_OPTIONS}
        required
      />
      <FormDateField control={control} name="on" id={`${ids}-on`} label="Result date" />
      <FormTextField
        control={control}
        name="inspector"
        id={`${ids}-inspector`}
        label="Inspector"
        maxLength={120}
      />
      <FormTextAreaField
        control={control}
        name="notes"
        id={`${ids}-notes`}
        label="Inspector's notes"
        required={result === 'fail'}
        hint={
          result === 'fail'
            ? 'Required on a fail: say what the inspector failed, in plain words. The homeowner reads these in the portal.'
            : 'Optional.'
        }
        limit={2000}
        rows={3}
        className="sm:col-span-2"
      />
    </OfficeForm>
  );
}
