import {
  type JobPhoto,
  type JobPhotoUpdate,
  JobPhotoUpdateSchema,
  PHOTO_CATEGORIES,
  PHOTO_CATEGORY_LABELS,
  type PhotoCategory,
} from '@roofing/contracts';
import { useUpdateJobPhoto } from '../../../api/job-photos.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormSelectField, FormTextField } from '../../../components/ui/hook-form-fields.tsx';
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
  const update = useUpdateJobPhoto(photo.quoteId);
  const state = useOfficeForm<DetailsValues, JobPhotoUpdate, JobPhoto>({
    defaultValues: { category: photo.category, caption: photo.caption ?? '' },
    resolver: contractResolver(JobPhotoUpdateSchema, toBody),
    save: (body) => update.mutateAsync({ id: photo.id, update: body }),
    saved: () => ({ title: 'Photo saved', description: 'The category and caption were saved.' }),
    failed: 'The photo could not be saved.',
    onDone,
  });
  const { ids } = state;
  const { control } = state.form;

  return (
    <OfficeForm
      state={state}
      label={`Edit details of ${photoLabel(photo)}`}
      className="mt-3 grid gap-3 text-sm"
      submitLabel="Save photo"
      pendingLabel="Saving..."
      onCancel={onDone}
      spanColumns={false}
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
    </OfficeForm>
  );
}
