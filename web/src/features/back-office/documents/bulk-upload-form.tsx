import {
  DOCUMENT_CATEGORIES,
  LIBRARY_TEXT_LIMITS,
  LibraryUploadFieldsSchema,
} from '@roofing/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../api/client.ts';
import { useUploadDocuments } from '../../../api/documents.ts';
import { useToast } from '../../../app/toast.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormSelectField, FormTextField } from '../../../components/ui/hook-form-fields.tsx';
import { serverFieldMessages } from '../../../components/ui/server-field-errors.ts';

interface UploadValues {
  files: FileList | null;
  category: string;
  title: string;
  tags: string;
  confidential: boolean;
}

/**
 * The contract's upload fields (checked again by the server after the files are read), with the
 * form's own words for what is missing, and the files the multipart body carries.
 */
const UploadSchema = LibraryUploadFieldsSchema.extend({
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Choose a category.' }),
  files: z.array(z.instanceof(File)).min(1, 'Choose at least one file.'),
});
type UploadBody = z.input<typeof UploadSchema>;

const uploadResolver = contractResolver(
  UploadSchema,
  (values: UploadValues): UploadBody => ({
    files: [...(values.files ?? [])],
    category: values.category as UploadBody['category'],
    ...(values.title.trim() ? { title: values.title.trim() } : {}),
    ...(values.tags.trim() ? { tags: values.tags } : {}),
    confidential: values.confidential ? 'true' : 'false',
  }),
);

const formDataOf = (body: UploadBody) => {
  const form = new FormData();
  form.append('category', body.category);
  if (body.title) form.append('title', body.title);
  if (body.tags) form.append('tags', body.tags);
  form.append('confidential', body.confidential ?? 'false');
  for (const file of body.files) form.append('files', file);
  return form;
};

/** Bulk Upload: up to ten files into one category, with progress as the bytes go out. */
export function BulkUploadForm({
  onDone,
  mayFileConfidential,
}: {
  onDone: () => void;
  mayFileConfidential: boolean;
}) {
  const upload = useUploadDocuments();
  const { toast } = useToast();
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<UploadValues, unknown, UploadBody>({
    defaultValues: { files: null, category: '', title: '', tags: '', confidential: false },
    resolver: uploadResolver,
  });
  const { errors } = form.formState;
  const failure = errors.root?.message;

  const submit = form.handleSubmit(async (body) => {
    setProgress(0);
    try {
      const created = await upload.mutateAsync({
        form: formDataOf(body),
        onProgress: setProgress,
      });
      toast({
        title: 'Uploaded',
        description: `${created.length} document${created.length === 1 ? '' : 's'} added to the library.`,
      });
      onDone();
    } catch (error) {
      setProgress(null);
      const fields = Object.values(serverFieldMessages(error));
      form.setError('root', {
        type: 'server',
        message:
          fields.length > 0
            ? fields.join('. ')
            : (error instanceof ApiError && error.serverMessage) ||
              'The upload failed. Please try again.',
      });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 text-sm">
      <FormField id="upload-files" label="Files *" error={errors.files?.message}>
        {(describedBy) => (
          <input
            id="upload-files"
            type="file"
            multiple
            accept=".pdf,.doc,.docx,.xls,.xlsx,.txt,.csv,.html,.htm,.png,.jpg,.jpeg"
            aria-invalid={errors.files ? true : undefined}
            aria-describedby={describedBy}
            {...form.register('files')}
          />
        )}
      </FormField>
      <FormSelectField
        control={form.control}
        name="category"
        id="upload-category"
        label="Category *"
        placeholder="Choose a category"
        options={DOCUMENT_CATEGORIES.map((value) => ({ value, label: value }))}
      />
      <FormTextField
        control={form.control}
        name="title"
        id="upload-title"
        label="Title (one file only)"
        limit={LIBRARY_TEXT_LIMITS.title}
      />
      <FormTextField
        control={form.control}
        name="tags"
        id="upload-tags"
        label="Tags (comma separated)"
        limit={LIBRARY_TEXT_LIMITS.tags}
      />
      {mayFileConfidential ? (
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('confidential')} /> Confidential
        </label>
      ) : null}
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      {failure ? (
        <p role="alert" className="text-danger-700">
          {failure}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? `Uploading ${progress ?? 0}%...` : 'Upload'}
        </Button>
      </div>
    </form>
  );
}

function UploadProgress({ percent }: { percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Upload progress"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      className="h-2 rounded-full bg-navy-50"
    >
      <div
        className="h-2 rounded-full bg-navy-700 transition-all"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
