import {
  CAUSE_OF_LOSS_LABELS,
  CAUSES_OF_LOSS,
  type Claim,
  type ClaimInput,
  ClaimInputSchema,
} from '@roofing/contracts';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useOpenClaim, useUpdateClaim } from '../../../api/claims.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import type { TextFieldProps } from '../../../components/ui/form-controls.tsx';
import {
  FormDateField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import { type ClaimValues, claimDollarFields, claimToBody, claimValuesOf } from './claim-format.ts';

const CAUSE_OPTIONS = CAUSES_OF_LOSS.map((cause) => ({
  value: cause,
  label: CAUSE_OF_LOSS_LABELS[cause],
}));
const DEDUCTIBLE_OPTIONS = [
  { value: 'amount', label: 'A dollar amount' },
  { value: 'percent', label: 'A percentage of the dwelling limit (hurricane)' },
] as const;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1 font-semibold text-navy-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The claim's facts: carrier, policy and claim numbers, the loss, the adjuster, the deductible
 * and the carrier's figures (dollars here, whole cents on the wire). Opens the job's claim, or
 * edits it when `claim` is given.
 */
export function ClaimForm({
  quoteId,
  claim,
  onDone,
}: {
  quoteId: number;
  claim: Claim | null;
  onDone: () => void;
}) {
  const open = useOpenClaim(quoteId);
  const update = useUpdateClaim(quoteId);
  const state = useOfficeForm<ClaimValues, ClaimInput, Claim>({
    defaultValues: claimValuesOf(claim),
    resolver: contractResolver(ClaimInputSchema, claimToBody),
    dollarFields: claimDollarFields,
    save: (body) => (claim ? update.mutateAsync({ id: claim.id, body }) : open.mutateAsync(body)),
    saved: (saved) => ({
      title: claim ? 'Claim updated' : 'Claim added',
      description: `${saved.carrier} claim ${saved.claimNumber} is on job ${saved.estimateNumber}.`,
    }),
    failed: 'The claim could not be saved.',
    onDone,
  });
  const { ids } = state;
  const { control } = state.form;
  const [cause, deductibleKind] = useWatch({ control, name: ['causeOfLoss', 'deductibleKind'] });

  const text = (
    name: keyof ClaimValues,
    label: string,
    extra: Partial<
      Omit<
        TextFieldProps,
        'id' | 'label' | 'name' | 'value' | 'onValueChange' | 'onBlur' | 'error' | 'ref'
      >
    > = {},
  ) => (
    <FormTextField control={control} name={name} id={`${ids}-${name}`} label={label} {...extra} />
  );
  const dollars = (name: keyof ClaimValues, label: string, hint?: string) =>
    text(name, label, { inputMode: 'decimal', hint });

  return (
    <OfficeForm
      state={state}
      label={claim ? 'Edit the insurance claim' : 'Add an insurance claim'}
      className="grid gap-4 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-2"
      submitLabel={claim ? 'Save claim' : 'Add claim'}
      pendingLabel="Saving..."
      onCancel={onDone}
    >
      <Group legend="The claim">
        {text('carrier', 'Insurance carrier', { required: true, limit: 120 })}
        {text('policyNumber', 'Policy number', { required: true, limit: 60 })}
        {text('claimNumber', 'Claim number', { required: true, limit: 60 })}
        <FormDateField
          control={control}
          name="dateOfLoss"
          id={`${ids}-dateOfLoss`}
          label="Date of loss"
          required
        />
        <FormSelectField
          control={control}
          name="causeOfLoss"
          id={`${ids}-causeOfLoss`}
          label="Cause of loss"
          placeholder="Choose the cause"
          options={CAUSE_OPTIONS}
          required
        />
        {cause === 'named-storm'
          ? text('stormName', 'Storm name', {
              required: true,
              limit: 60,
              hint: 'As the National Hurricane Center named it, e.g. Hurricane Milton.',
            })
          : null}
      </Group>
      <Group legend="Adjuster">
        {text('adjusterName', 'Adjuster name', { limit: 120, autoComplete: 'off' })}
        {text('adjusterCompany', 'Adjuster company', {
          limit: 120,
          hint: 'The carrier itself, or the independent adjusting firm.',
        })}
        {text('adjusterPhone', 'Adjuster phone', { type: 'tel', autoComplete: 'off' })}
        {text('adjusterEmail', 'Adjuster e-mail', { type: 'email', autoComplete: 'off' })}
        {text('adjusterInspectionAt', 'Inspection date and time', {
          type: 'datetime-local',
          hint: 'Eastern time, when the adjuster meets us on the roof.',
        })}
      </Group>
      <Group legend="Deductible">
        <FormSelectField
          control={control}
          name="deductibleKind"
          id={`${ids}-deductibleKind`}
          label="Deductible is"
          placeholder="Choose how it is set"
          options={DEDUCTIBLE_OPTIONS}
          required
        />
        {deductibleKind === 'percent'
          ? text('deductiblePercent', 'Deductible (%)', {
              inputMode: 'decimal',
              required: true,
              hint: 'Florida hurricane deductibles are usually 2%, 5% or 10%.',
            })
          : dollars('deductibleAmountCents', 'Deductible ($)')}
        {dollars(
          'dwellingLimitCents',
          'Dwelling limit, Coverage A ($)',
          deductibleKind === 'percent'
            ? 'The percentage applies to it: from the policy declarations page.'
            : 'Optional: from the policy declarations page.',
        )}
        <p className="self-end text-slate-700 sm:col-span-2">
          The deductible is paid by the homeowner.
        </p>
      </Group>
      <Group legend="The carrier's figures">
        {dollars('rcvCents', 'Replacement cost value, RCV ($)')}
        {dollars('acvCents', 'Actual cash value, ACV ($)')}
        {dollars('recoverableDepreciationCents', 'Recoverable depreciation ($)')}
        {dollars('overheadAndProfitCents', 'Overhead and profit, O&P ($)')}
      </Group>
      <FormTextAreaField
        control={control}
        name="notes"
        id={`${ids}-notes`}
        label="Notes"
        limit={4000}
        rows={3}
        className="sm:col-span-2"
      />
    </OfficeForm>
  );
}
