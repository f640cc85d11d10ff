import {
  type Claim,
  type Supplement,
  type SupplementInput,
  SupplementInputSchema,
} from '@roofing/contracts';
import { useController } from 'react-hook-form';
import { useCreateSupplement, useUpdateSupplement } from '../../../api/claims.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormTextAreaField } from '../../../components/ui/hook-form-fields.tsx';
import {
  EMPTY_LINE,
  linePriceFields,
  lineValuesOf,
  type SupplementValues,
  supplementToBody,
} from './claim-format.ts';
import { LineFields } from './line-fields.tsx';
import { PhotoPicker } from './photo-picker.tsx';

/**
 * A supplement: why the carrier's scope falls short, the lines asked for, and the job photos
 * that show it. Creates a draft, or edits one when `supplement` is given (drafts only).
 */
export function SupplementForm({
  claim,
  supplement,
  onDone,
}: {
  claim: Claim;
  supplement?: Supplement;
  onDone: () => void;
}) {
  const create = useCreateSupplement(claim.quoteId);
  const update = useUpdateSupplement(claim.quoteId);
  const state = useOfficeForm<SupplementValues, SupplementInput, Claim>({
    defaultValues: {
      reason: supplement?.reason ?? '',
      lines: supplement ? supplement.lines.map(lineValuesOf) : [{ ...EMPTY_LINE }],
      photoIds: supplement?.photoIds ?? [],
    },
    resolver: contractResolver(SupplementInputSchema, supplementToBody),
    dollarFields: linePriceFields,
    save: (body) =>
      supplement
        ? update.mutateAsync({ id: claim.id, supplementId: supplement.id, body })
        : create.mutateAsync({ id: claim.id, body }),
    saved: (saved) => {
      const number = supplement?.number ?? saved.supplements.at(-1)?.number;
      return {
        title: supplement ? 'Supplement saved' : 'Supplement drafted',
        description: `Supplement ${number ?? ''} is a draft until you submit it to ${claim.carrier}.`,
      };
    },
    failed: 'The supplement could not be saved.',
    onDone,
  });
  const { ids } = state;
  const { control, formState } = state.form;
  const photos = useController({ control, name: 'photoIds' });

  return (
    <OfficeForm
      state={state}
      label={supplement ? `Edit supplement ${supplement.number}` : 'New supplement'}
      submitLabel={supplement ? 'Save supplement' : 'Create supplement'}
      pendingLabel="Saving..."
      onCancel={onDone}
    >
      <FormTextAreaField
        control={control}
        name="reason"
        id={`${ids}-reason`}
        label="Reason"
        hint="What the carrier's scope missed and why it is needed (code, manufacturer, measurements)."
        limit={2000}
        rows={4}
        required
        className="sm:col-span-2"
      />
      <LineFields
        control={control}
        errors={formState.errors}
        idPrefix={`${ids}-supplement`}
        legend="Lines requested"
        max={100}
        minLines={1}
      />
      <PhotoPicker
        quoteId={claim.quoteId}
        legend="Evidence photos"
        selected={photos.field.value}
        onChange={photos.field.onChange}
        error={formState.errors.photoIds?.message ?? formState.errors.photoIds?.root?.message}
      />
    </OfficeForm>
  );
}
