import {
  type JobPhoto,
  type JobPhotoUpdate,
  JobPhotoUpdateSchema,
  PHOTO_CATEGORIES,
  PHOTO_CATEGORY_LABELS,
  type PhotoCategory,
} from '@roofing/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateJobPhoto } from '../../../api/job-photos.ts';
import { useToast } from '../../../app/toast.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormSelectField, FormTextField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { photoLabel } from './photo-format.ts';

interface DetailsValues {
  category: string;
  caption: string;
}

const toBody = (values: DetailsValues): JobPhotoUpdate => ({
  category: values.category as PhotoCategory,
  caption: values.caption,
});

const CATEGORY_OPTIONS = PHOTO_CATEGORIES.map((value) => ({
  value,
  label: PHOTO_CATEGORY_LABELS[value],
}));

/** A photo's category and caption, changed in place under its thumbnail. */
export function PhotoDetailsForm({ photo, onDone }: { photo: JobPhoto; onDone: () => void }) {
  const ids = useId();
  const update = useUpdateJobPhoto(photo.quoteId);
  const { toast } = useToast();
  const { control, handleSubmit, setError, formState } = useForm<
    DetailsValues,
    unknown,
    JobPhotoUpdate
  >({
    defaultValues: { category: photo.category, caption: photo.caption ?? '' },
    resolver: contractResolver(JobPhotoUpdateSchema, toBody),
  });

  const submit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: photo.id, update: body });
      toast({ title: 'Photo saved', description: 'The category and caption were saved.' });
      onDone();
    } catch (failure) {
      showServerFieldErrors(setError, failure, { fallback: 'The photo could not be saved.' });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Edit details of ${photoLabel(photo)}`}
      className="mt-3 grid gap-3 text-sm"
    >
      <FormSelectField
        control={control}
        name="category"
        id={`${ids}-category`}
        label="Category"
        placeholder="Choose a category"
        options={CATEGORY_OPTIONS}
      />
      <FormTextField
        control={control}
        name="caption"
        id={`${ids}-caption`}
        label="Caption"
        limit={300}
      />
      <FormActions
        error={formState.errors.root?.message}
        pending={update.isPending}
        submitLabel="Save photo"
        pendingLabel="Saving..."
        onCancel={onDone}
        spanColumns={false}
      />
    </form>
  );
}
