import {
  businessToday,
  type Claim,
  formatMoney,
  type Supplement,
  SupplementStatusInputSchema,
} from '@roofing/contracts';
import { type FieldPath, useWatch } from 'react-hook-form';
import { type SupplementStatusInput, useSupplementStatus } from '../../../api/claims.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { checkFirst, contractResolver } from '../../../components/ui/contract-resolver.ts';
import { withDollarFields } from '../../../components/ui/dollar-fields.ts';
import {
  FormDateField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import { type DecisionValues, decisionToBody, partialApprovalRefusal } from './claim-format.ts';

const DECISION_OPTIONS = [
  { value: 'approved', label: 'Approved in full' },
  { value: 'partly-approved', label: 'Approved in part' },
  { value: 'denied', label: 'Denied' },
] as const;

/**
 * Submitting a draft supplement to the carrier (`mode` "submit": the day it went), or recording
 * the carrier's decision on a submitted one (approved, approved in part with the amount, denied).
 */
export function SupplementStatusForm({
  claim,
  supplement,
  mode,
  onDone,
}: {
  claim: Claim;
  supplement: Supplement;
  mode: 'submit' | 'decide';
  onDone: () => void;
}) {
  const change = useSupplementStatus(claim.quoteId);
  const amountFields = (values: DecisionValues): FieldPath<DecisionValues>[] =>
    values.status !== 'denied' && values.approvedAmountCents.trim() !== ''
      ? ['approvedAmountCents']
      : [];
  const state = useOfficeForm<DecisionValues, SupplementStatusInput, Claim>({
    defaultValues: {
      status: mode === 'submit' ? 'submitted' : '',
      on: businessToday(),
      approvedAmountCents: '',
      note: '',
    },
    resolver: checkFirst(
      (values: DecisionValues) => partialApprovalRefusal(values, supplement.requestedAmount),
      withDollarFields(amountFields, contractResolver(SupplementStatusInputSchema, decisionToBody)),
    ),
    save: (body) => change.mutateAsync({ id: claim.id, supplementId: supplement.id, body }),
    saved: (saved, body) => {
      const after = saved.supplements.find((one) => one.id === supplement.id);
      return {
        title:
          body.status === 'submitted'
            ? `Supplement ${supplement.number} submitted`
            : `Decision on supplement ${supplement.number} recorded`,
        description:
          body.status === 'submitted'
            ? `Sent to ${claim.carrier} for ${formatMoney(supplement.requestedAmount)}.`
            : after?.approvedAmount
              ? `${formatMoney(after.approvedAmount)} approved of ${formatMoney(supplement.requestedAmount)}.`
              : 'Denied by the carrier.',
      };
    },
    failed: 'The change could not be saved.',
    onDone,
  });
  const { ids } = state;
  const { control } = state.form;
  const status = useWatch({ control, name: 'status' });

  return (
    <OfficeForm
      state={state}
      label={
        mode === 'submit'
          ? `Submit supplement ${supplement.number}`
          : `Record the decision on supplement ${supplement.number}`
      }
      submitLabel={mode === 'submit' ? 'Submit to carrier' : 'Record decision'}
      pendingLabel="Saving..."
      onCancel={onDone}
    >
      {mode === 'decide' ? (
        <FormSelectField
          control={control}
          name="status"
          id={`${ids}-status`}
          label="Carrier's decision"
          placeholder="Choose the decision"
          options={DECISION_OPTIONS}
          required
        />
      ) : null}
      <FormDateField
        control={control}
        name="on"
        id={`${ids}-on`}
        label={mode === 'submit' ? 'Submitted on' : 'Decided on'}
      />
      {status === 'approved' || status === 'partly-approved' ? (
        <FormTextField
          control={control}
          name="approvedAmountCents"
          id={`${ids}-amount`}
          label="Approved amount ($)"
          inputMode="decimal"
          required={status === 'partly-approved'}
          hint={
            status === 'approved'
              ? `Blank: the ${formatMoney(supplement.requestedAmount)} requested.`
              : `Less than the ${formatMoney(supplement.requestedAmount)} requested.`
          }
        />
      ) : null}
      <FormTextAreaField
        control={control}
        name="note"
        id={`${ids}-note`}
        label="Note"
        hint={
          mode === 'submit'
            ? 'How it was sent (adjuster e-mail, carrier portal) and to whom.'
            : "The carrier's reasons, as the adjuster gave them."
        }
        limit={2000}
        rows={3}
        className="sm:col-span-2"
      />
    </OfficeForm>
  );
}
