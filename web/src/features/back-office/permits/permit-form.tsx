import {
  NOTICE_OF_COMMENCEMENT_THRESHOLD_DOLLARS,
  type Permit,
  type PermitInput,
  PermitInputSchema,
} from '@roofing/contracts';
import type { FieldPath } from 'react-hook-form';
import { useOpenPermit, useUpdatePermit } from '../../../api/permits.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { requestCents } from '../../../components/ui/dollar-fields.ts';
import {
  FormDateField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import { blankToNull } from './permit-format.ts';

/** The permit's fields as typed: dates as the date picker gives them, fees in dollars. */
export interface PermitValues {
  jurisdiction: string;
  permitNumber: string;
  appliedOn: string;
  issuedOn: string;
  expiresOn: string;
  /** Dollars as typed; sent as whole cents. */
  feesCents: string;
  workStartedOn: string;
  nocRecordedOn: string;
  nocInstrumentNumber: string;
  notes: string;
}

/** The form's starting values: the permit as stored ("" for what is not set). */
export const permitValuesOf = (permit: Permit): PermitValues => ({
  jurisdiction: permit.jurisdiction,
  permitNumber: permit.permitNumber ?? '',
  appliedOn: permit.appliedOn ?? '',
  issuedOn: permit.issuedOn ?? '',
  expiresOn: permit.expiresOn ?? '',
  feesCents: permit.fees ?? '',
  workStartedOn: permit.workStartedOn ?? '',
  nocRecordedOn: permit.noticeOfCommencement.recordedOn ?? '',
  nocInstrumentNumber: permit.noticeOfCommencement.instrumentNumber ?? '',
  notes: permit.notes ?? '',
});

/** The request body (PUT /api/permits/:id): blanks are null, fees in cents. */
export const permitBodyOf = (values: PermitValues): PermitInput => ({
  jurisdiction: blankToNull(values.jurisdiction),
  permitNumber: blankToNull(values.permitNumber),
  appliedOn: blankToNull(values.appliedOn),
  issuedOn: blankToNull(values.issuedOn),
  expiresOn: blankToNull(values.expiresOn),
  feesCents: values.feesCents.trim() === '' ? null : requestCents(values.feesCents),
  workStartedOn: blankToNull(values.workStartedOn),
  nocRecordedOn: blankToNull(values.nocRecordedOn),
  nocInstrumentNumber: blankToNull(values.nocInstrumentNumber),
  notes: blankToNull(values.notes),
});

/** Fees are typed in dollars when typed at all. */
const feeFields = (values: PermitValues): FieldPath<PermitValues>[] =>
  values.feesCents.trim() === '' ? [] : ['feesCents'];

const NOC_HINT = `Required: the contract price is over $${NOTICE_OF_COMMENCEMENT_THRESHOLD_DOLLARS.toLocaleString('en-US')} (Fla. Stat. s. 713.13). Record it with the county before the first inspection.`;

/** The permit's facts and dates: saving the dates moves the stage and the deposit clock. */
export function PermitForm({ permit }: { permit: Permit }) {
  const update = useUpdatePermit(permit.quoteId);
  const state = useOfficeForm<PermitValues, PermitInput, Permit>({
    defaultValues: permitValuesOf(permit),
    resolver: contractResolver(PermitInputSchema, permitBodyOf),
    dollarFields: feeFields,
    save: (body) => update.mutateAsync({ id: permit.id, body }),
    saved: (saved) => ({
      title: 'Permit saved',
      description: `${saved.estimateNumber}'s permit is updated.`,
    }),
    failed: 'The permit could not be saved.',
    onDone: (saved) => state.form.reset(permitValuesOf(saved)),
  });
  const { control, watch } = state.form;
  const noc = permit.noticeOfCommencement;
  const nocMissing = (name: 'nocRecordedOn' | 'nocInstrumentNumber') =>
    noc.required && watch(name).trim() === '' ? 'Not recorded yet.' : '';

  const field = (name: FieldPath<PermitValues>) => ({ control, name, id: `${state.ids}-${name}` });
  return (
    <OfficeForm
      state={state}
      label="Permit details"
      submitLabel="Save permit"
      pendingLabel="Saving..."
    >
      <FormTextField
        {...field('jurisdiction')}
        label="Jurisdiction"
        hint={
          permit.jurisdictionSource === 'zip'
            ? "From the property's ZIP code; change it if another building department issues the permit."
            : 'Set by the office.'
        }
        maxLength={120}
      />
      <FormTextField {...field('permitNumber')} label="Permit number" maxLength={60} />
      <FormTextField
        {...field('feesCents')}
        label="Permit fees ($)"
        inputMode="decimal"
        hint="What the building department charged."
      />
      <FormDateField {...field('appliedOn')} label="Applied on" />
      <FormDateField {...field('issuedOn')} label="Issued on" />
      <FormDateField {...field('expiresOn')} label="Expires on" />
      <FormDateField
        {...field('workStartedOn')}
        label="Work started on"
        hint="The first day on the roof."
      />
      <fieldset className="grid gap-3 rounded-lg border border-navy-100 bg-white p-3 sm:col-span-2">
        <legend className="px-1 font-semibold text-navy-900">Notice of Commencement</legend>
        <p className="text-slate-700 sm:col-span-2">
          {noc.required
            ? NOC_HINT
            : `Not required: the contract price is $${NOTICE_OF_COMMENCEMENT_THRESHOLD_DOLLARS.toLocaleString('en-US')} or less.`}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormDateField
            {...field('nocRecordedOn')}
            label="Recorded on"
            required={noc.required}
            warning={noc.required ? nocMissing('nocRecordedOn') : undefined}
          />
          <FormTextField
            {...field('nocInstrumentNumber')}
            label="Instrument number"
            required={noc.required}
            warning={noc.required ? nocMissing('nocInstrumentNumber') : undefined}
            maxLength={40}
          />
        </div>
      </fieldset>
      <FormTextAreaField
        {...field('notes')}
        label="Notes"
        limit={4000}
        rows={3}
        className="sm:col-span-2"
      />
    </OfficeForm>
  );
}

/**
 * No permit yet: open one. The building department comes from the property's ZIP when left
 * blank; the server says so at the field when the ZIP is not one it knows.
 */
export function OpenPermitForm({ quoteId }: { quoteId: number }) {
  const open = useOpenPermit(quoteId);
  const state = useOfficeForm<{ jurisdiction: string }, PermitInput, Permit>({
    defaultValues: { jurisdiction: '' },
    resolver: contractResolver(PermitInputSchema, (values: { jurisdiction: string }) => ({
      jurisdiction: blankToNull(values.jurisdiction),
    })),
    save: (body) => open.mutateAsync(body),
    saved: (permit) => ({
      title: 'Permit opened',
      description: `${permit.estimateNumber}: ${permit.jurisdiction}.`,
    }),
    failed: 'The permit could not be opened.',
  });
  return (
    <OfficeForm
      state={state}
      label="Open permit"
      className="grid gap-3 rounded-xl border border-dashed border-navy-200 bg-white p-5 text-sm"
      submitLabel="Open permit"
      pendingLabel="Opening..."
      spanColumns={false}
    >
      <p className="text-slate-700">
        No permit on this job yet. Open one to track the application, the inspections and Florida's
        deposit clock; the homeowner follows it in the portal.
      </p>
      <FormTextField
        control={state.form.control}
        name="jurisdiction"
        id={`${state.ids}-jurisdiction`}
        label="Jurisdiction"
        hint="Leave blank to use the building department of the property's ZIP code."
        maxLength={120}
        className="max-w-md"
      />
    </OfficeForm>
  );
}
