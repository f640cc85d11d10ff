import {
  type Claim,
  type Supplement,
  type SupplementInput,
  SupplementInputSchema,
} from '@roofing/contracts';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useCreateSupplement, useUpdateSupplement } from '../../../api/claims.ts';
import { useToast } from '../../../app/toast.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { withDollarFields } from '../../../components/ui/dollar-fields.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormTextAreaField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
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
  const ids = useId();
  const create = useCreateSupplement(claim.quoteId);
  const update = useUpdateSupplement(claim.quoteId);
  const { toast } = useToast();
  const form = useForm<SupplementValues, unknown, SupplementInput>({
    defaultValues: {
      reason: supplement?.reason ?? '',
      lines: supplement ? supplement.lines.map(lineValuesOf) : [{ ...EMPTY_LINE }],
      photoIds: supplement?.photoIds ?? [],
    },
    resolver: withDollarFields(
      linePriceFields,
      contractResolver(SupplementInputSchema, supplementToBody),
    ),
  });
  const { control, handleSubmit, setError, formState } = form;
  const photos = useController({ control, name: 'photoIds' });
  const pending = create.isPending || update.isPending;

  const submit = handleSubmit(async (body) => {
    try {
      const saved = supplement
        ? await update.mutateAsync({ id: claim.id, supplementId: supplement.id, body })
        : await create.mutateAsync({ id: claim.id, body });
      const number = supplement?.number ?? saved.supplements.at(-1)?.number;
      toast({
        title: supplement ? 'Supplement saved' : 'Supplement drafted',
        description: `Supplement ${number ?? ''} is a draft until you submit it to ${claim.carrier}.`,
      });
      onDone();
    } catch (failure) {
      showServerFieldErrors(setError, failure, { fallback: 'The supplement could not be saved.' });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={supplement ? `Edit supplement ${supplement.number}` : 'New supplement'}
      className="grid gap-3 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-2"
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
      <FormActions
        error={formState.errors.root?.message}
        pending={pending}
        submitLabel={supplement ? 'Save supplement' : 'Create supplement'}
        pendingLabel="Saving..."
        onCancel={onDone}
      />
    </form>
  );
}
