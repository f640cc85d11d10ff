import { type SitePhoto, SitePhotoPatchSchema } from '@roofing/contracts';
import { useId } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateSitePhoto } from '../../../api/media.ts';
import { useToast } from '../../../app/toast.tsx';
import { ItemDialog } from '../../../components/back-office/staff-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { CaptionFields, type CaptionValues } from './caption-fields.tsx';

type CaptionsBody = z.input<typeof SitePhotoPatchSchema>;

const valuesOf = (photo: SitePhoto): CaptionValues => ({
  title: photo.title,
  location: photo.location,
  year: String(photo.year),
  altText: photo.altText,
  description: photo.description ?? '',
  titleEs: photo.titleEs ?? '',
  altTextEs: photo.altTextEs ?? '',
  descriptionEs: photo.descriptionEs ?? '',
});

/** The PATCH body: every caption as the form holds it (an empty optional one clears it). */
const toBody = (values: CaptionValues): CaptionsBody => ({
  ...values,
  year: values.year.trim() === '' ? Number.NaN : Number(values.year),
});

const CAPTION_FIELDS: ReadonlyArray<string> = [
  'title',
  'location',
  'year',
  'altText',
  'description',
  'titleEs',
  'altTextEs',
  'descriptionEs',
] satisfies ReadonlyArray<keyof CaptionValues>;
const isCaptionField = (name: string): boolean => CAPTION_FIELDS.includes(name);

/** Change a photo's captions, in English and in Spanish. */
function PhotoCaptionsForm({ photo, onDone }: { photo: SitePhoto; onDone: () => void }) {
  const update = useUpdateSitePhoto();
  const { toast } = useToast();
  // The upload form is on the page as well: the error ids are this form's own.
  const prefix = useId();
  const { register, handleSubmit, setError, formState } = useForm<
    CaptionValues,
    unknown,
    CaptionsBody
  >({ defaultValues: valuesOf(photo), resolver: contractResolver(SitePhotoPatchSchema, toBody) });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync({ id: photo.id, patch: body });
      toast({ title: 'Saved', description: `${saved.title} was updated.` });
      onDone();
    } catch (failure) {
      showServerFieldErrors(setError, failure, {
        isField: isCaptionField,
        fallback: 'The captions could not be saved. Please try again.',
        alwaysRoot: true,
      });
    }
  });

  /** The error under a control, and the attributes that tie the control to it. */
  const errorOf = (field: FieldPath<CaptionValues>) => {
    const message = errors[field]?.message;
    const id = `${prefix}-${field}-error`;
    return {
      message: message ? (
        <span id={id} className="text-sm text-danger-700">
          {message}
        </span>
      ) : null,
      aria: message ? { 'aria-invalid': true, 'aria-describedby': id } : {},
    };
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Edit the captions"
      className="grid gap-3 text-sm"
    >
      <CaptionFields register={register} errorOf={errorOf} />
      {errors.root ? (
        <p role="alert" className="text-danger-700">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save captions'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The captions of one photo in a dialog: open while `photo` is set. */
export function EditPhotoDialog({
  photo,
  onClose,
}: {
  photo: SitePhoto | null;
  onClose: () => void;
}) {
  return (
    <ItemDialog item={photo} onClose={onClose} title={(item) => `Edit ${item.title}`}>
      {(item) => <PhotoCaptionsForm key={item.id} photo={item} onDone={onClose} />}
    </ItemDialog>
  );
}
