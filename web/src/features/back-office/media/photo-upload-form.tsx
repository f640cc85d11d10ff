import { SitePhotoUploadFieldsSchema } from '@roofing/contracts';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useUploadSitePhoto } from '../../../api/media.ts';
import { useToast } from '../../../app/toast.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { CaptionFields, type CaptionValues } from './caption-fields.tsx';

/**
 * The upload is multipart: the contract's fields, and the photo files they travel with (the
 * server checks those by their bytes; the browser only that one was chosen).
 */
const UploadSchema = SitePhotoUploadFieldsSchema.extend({
  photo: z.instanceof(File, { error: 'Choose a photo' }),
  before: z.instanceof(File).optional(),
});
type UploadBody = z.input<typeof UploadSchema>;

interface UploadValues extends CaptionValues {
  photo: FileList | null;
  before: FileList | null;
  inGallery: boolean;
  inHero: boolean;
}

const defaults = (): UploadValues => ({
  photo: null,
  before: null,
  title: '',
  location: '',
  year: String(new Date().getFullYear()),
  altText: '',
  description: '',
  titleEs: '',
  altTextEs: '',
  descriptionEs: '',
  inGallery: true,
  inHero: false,
});

const toBody = (values: UploadValues): UploadBody => ({
  ...values,
  photo: values.photo?.[0] as File,
  before: values.before?.[0],
  year: values.year.trim() === '' ? Number.NaN : Number(values.year),
  inGallery: values.inGallery ? 'true' : 'false',
  inHero: values.inHero ? 'true' : 'false',
});

/** The multipart body of POST /api/media. */
function formDataOf(body: UploadBody): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    data.set(name, value instanceof File ? value : String(value));
  }
  return data;
}

const isUploadField = (name: string): boolean => name in defaults();

/** Upload a photo of a finished job (and optionally its "before"), with progress. */
export function PhotoUploadForm() {
  const upload = useUploadSitePhoto();
  const { toast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<
    UploadValues,
    unknown,
    UploadBody
  >({ defaultValues: defaults(), resolver: contractResolver(UploadSchema, toBody) });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    setProgress(0);
    try {
      const created = await upload.mutateAsync({ form: formDataOf(body), onProgress: setProgress });
      reset(defaults());
      toast({ title: 'Uploaded', description: `${created.title} was added.` });
    } catch (failure) {
      showServerFieldErrors(setError, failure, {
        isField: isUploadField,
        fallback: 'The upload failed. Please try again.',
        alwaysRoot: true,
      });
    } finally {
      setProgress(null);
    }
  });

  /** The error under a control, and the attributes that tie the control to it. */
  const errorOf = (field: FieldPath<UploadValues>) => {
    const message = errors[field]?.message;
    return {
      message: message ? (
        <span id={`${field}-error`} className="text-sm text-danger-700">
          {message}
        </span>
      ) : null,
      aria: message ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {},
    };
  };
  const photo = errorOf('photo');
  const before = errorOf('before');

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Upload a photo"
      className="mt-4 grid gap-3 text-sm"
    >
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Photo *</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          {...register('photo')}
          {...photo.aria}
        />
        <span className="text-xs text-slate-600">JPEG, PNG or WebP, at least 480 px wide.</span>
        {photo.message}
      </label>
      <label className="grid gap-1">
        <span className="font-semibold text-navy-900">Before photo (optional)</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          {...register('before')}
          {...before.aria}
        />
        <span className="text-xs text-slate-600">The same roof before the work, for a pair.</span>
        {before.message}
      </label>
      <CaptionFields register={register} errorOf={errorOf} placeholders />
      <div className="flex flex-wrap gap-4">
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5" {...register('inGallery')} />
          Show in the gallery
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" className="size-5" {...register('inHero')} />
          Show in the hero
        </label>
      </div>
      {progress !== null ? (
        <div>
          <progress
            value={progress}
            max={100}
            aria-label="Upload progress"
            className="h-2 w-full"
          />
          <p className="text-xs text-slate-600">
            {progress < 100 ? `Uploading... ${progress}%` : 'Resizing the photo...'}
          </p>
        </div>
      ) : null}
      {errors.root ? (
        <p role="alert" className="text-danger-700">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading...' : 'Upload photo'}
      </Button>
    </form>
  );
}
