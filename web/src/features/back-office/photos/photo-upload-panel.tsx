import {
  JobPhotoUploadFieldsSchema,
  PHOTO_CATEGORIES,
  PHOTO_CATEGORY_LABELS,
  type PhotoCategory,
} from '@roofing/contracts';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  controlErrors,
  FormAlert,
  LabelledControl,
} from '../../../components/back-office/labelled-control.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { type QueuedUpload, statusText } from './upload-queue.ts';
import { useUploadQueue } from './use-upload-queue.ts';

/**
 * The upload's fields as the contract has them (the uploadKey is made per file when it joins the
 * queue), and the photos chosen, which the server judges by their bytes.
 */
const UploadSchema = JobPhotoUploadFieldsSchema.omit({ uploadKey: true }).extend({
  files: z.array(z.instanceof(File)).min(1, 'Choose at least one photo'),
});
type UploadBody = z.input<typeof UploadSchema>;
interface UploadValues {
  files: FileList | null;
  category: string;
  caption: string;
}
const toBody = (values: UploadValues): UploadBody => ({
  files: Array.from(values.files ?? []),
  category: values.category as PhotoCategory,
  caption: values.caption,
});

const CATEGORY_OPTIONS = PHOTO_CATEGORIES.map((value) => ({
  value,
  label: PHOTO_CATEGORY_LABELS[value],
}));

/** Choose photos (or take them with a phone's camera), a category and a caption; upload them. */
export function PhotoUploadPanel({ quoteId }: { quoteId: number }) {
  const ids = useId();
  const uploads = useUploadQueue(quoteId);
  const { register, handleSubmit, resetField, formState } = useForm<
    UploadValues,
    unknown,
    UploadBody
  >({
    defaultValues: { files: null, category: '', caption: '' },
    resolver: contractResolver(UploadSchema, toBody),
  });
  const errors = controlErrors<'files' | 'category' | 'caption'>(formState.errors, ids);

  const submit = handleSubmit((body) => {
    uploads.add(body.files, body.category, body.caption ?? '');
    resetField('files');
    resetField('caption');
  });

  const { queue } = uploads;
  const done = queue.filter((item) => item.status === 'done').length;
  const failed = queue.filter((item) => item.status === 'failed').length;
  const active = queue.length - done - failed;

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
    >
      <h5 id={`${ids}-heading`} className="font-display text-lg font-bold text-navy-900">
        Add photos
      </h5>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Upload job photos"
        className="mt-3 grid gap-3 text-sm sm:grid-cols-2"
      >
        <LabelledControl
          label="Photos *"
          hint="Choose several at once. On a phone you can take them with the camera."
          {...errors.field('files')}
          className="sm:col-span-2"
        >
          <input
            type="file"
            accept="image/*"
            multiple
            className="text-sm"
            {...register('files')}
            {...errors.control('files')}
          />
        </LabelledControl>
        <LabelledControl label="Category *" {...errors.field('category')}>
          <select className={inputClass} {...register('category')} {...errors.control('category')}>
            <option value="">Choose a category</option>
            {CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </LabelledControl>
        <LabelledControl
          label="Caption"
          hint="For every photo in this batch; each can be changed later."
          {...errors.field('caption')}
        >
          <input
            maxLength={300}
            placeholder="North slope, lifted shingles at the ridge"
            className={inputClass}
            {...register('caption')}
            {...errors.control('caption')}
          />
        </LabelledControl>
        <FormAlert message={formState.errors.root?.message} className="sm:col-span-2" />
        <div className="sm:col-span-2">
          <SubmitButton pending={false} label="Upload photos" pendingLabel="Adding..." />
        </div>
      </form>
      {queue.length > 0 ? (
        <div className="mt-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p aria-live="polite" className="text-sm text-slate-700">
              {active > 0 ? `${active} uploading or waiting. ` : ''}
              {done > 0 ? `${done} uploaded. ` : ''}
              {failed > 0 ? `${failed} failed.` : ''}
            </p>
            {done > 0 ? (
              <Button variant="ghost" onClick={uploads.clearDone}>
                Clear uploaded
              </Button>
            ) : null}
          </div>
          <ul aria-label="Uploads" className="mt-2 grid gap-2">
            {queue.map((item) => (
              <UploadRow
                key={item.key}
                item={item}
                now={uploads.now}
                onRetry={() => uploads.retry(item.key)}
                onRemove={() => uploads.remove(item.key)}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** A small preview of a chosen file, made in the browser and let go when it leaves the list. */
function LocalPreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? (
    <img src={url} alt="" className="size-12 shrink-0 rounded-md bg-navy-50 object-cover" />
  ) : (
    <span className="size-12 shrink-0 rounded-md bg-navy-50" />
  );
}

/** "2.4 MB" for a phone photo, "340 KB" for a small one (never "0.0 MB"). */
const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One file in the queue: its progress while it goes, its error and Retry when it failed. */
function UploadRow({
  item,
  now,
  onRetry,
  onRemove,
}: {
  item: QueuedUpload;
  now: number;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const name = item.file.name || 'photo';
  const failed = item.status === 'failed';
  return (
    <li
      className={`flex items-center gap-3 rounded-xl border p-3 ${failed ? 'border-danger-700/40 bg-danger-50' : 'border-navy-100'}`}
    >
      <LocalPreview file={item.file} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-navy-900">
          {name} <span className="font-normal text-slate-600">· {megabytes(item.file.size)}</span>
        </p>
        {item.status === 'uploading' || item.status === 'waiting' ? (
          <div
            role="progressbar"
            aria-label={`Upload of ${name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress}
            className="mt-1 h-2 overflow-hidden rounded-full bg-navy-100"
          >
            <div
              className="h-full rounded-full bg-ocean-600 transition-[width]"
              style={{ width: `${item.progress}%` }}
            />
          </div>
        ) : null}
        <p className={`mt-1 text-xs ${failed ? 'text-danger-700' : 'text-slate-700'}`}>
          {statusText(item, now)}
        </p>
      </div>
      {failed || item.status === 'retrying' ? (
        <Button variant="outline" onClick={onRetry}>
          {failed ? 'Retry' : 'Retry now'}
          <span className="sr-only"> {name}</span>
        </Button>
      ) : null}
      {item.status !== 'uploading' && item.status !== 'done' ? (
        <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${name} from the list`}>
          Remove
        </Button>
      ) : null}
    </li>
  );
}
