import {
  businessToday,
  type PhotoReport,
  type PhotoReportInput,
  PhotoReportInputSchema,
} from '@roofing/contracts';
import { useEffect, useRef, useState } from 'react';
import { photoReportPdfUrl, useCreatePhotoReport } from '../../../api/job-photos.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import {
  FormDateField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface ReportValues {
  title: string;
  roofSummary: string;
  findings: string;
  recommendations: string;
  inspectedOn: string;
  /** The photos chosen in the gallery, in its order (not typed here). */
  photoIds: number[];
}

const toBody = (values: ReportValues): PhotoReportInput => ({
  title: values.title,
  roofSummary: values.roofSummary,
  findings: values.findings,
  recommendations: values.recommendations,
  inspectedOn: values.inspectedOn.trim() === '' ? undefined : values.inspectedOn,
  photoIds: values.photoIds,
});

const defaults = (photoIds: number[]): ReportValues => ({
  title: 'Roof inspection report',
  roofSummary: '',
  findings: '',
  recommendations: '',
  inspectedOn: businessToday(),
  photoIds,
});

/**
 * A photo inspection report from the photos chosen in the gallery: the title, the roof in a few
 * lines, what was found and what we recommend. The server prints the PDF (two photos to a page,
 * with their captions and marks) before it answers; then it opens from here and from the list.
 */
export function PhotoReportBuilder({ quoteId, photoIds }: { quoteId: number; photoIds: number[] }) {
  const create = useCreatePhotoReport(quoteId);
  const [made, setMade] = useState<PhotoReport | null>(null);
  const openLink = useRef<HTMLAnchorElement>(null);
  const state = useOfficeForm<ReportValues, PhotoReportInput, PhotoReport>({
    defaultValues: defaults(photoIds),
    resolver: contractResolver(PhotoReportInputSchema, toBody),
    save: (body) => {
      setMade(null);
      return create.mutateAsync(body);
    },
    saved: (report) => {
      setMade(report);
      return { title: 'Report ready', description: `${report.title}, ${report.pageCount} pages.` };
    },
    failed: 'The report could not be made.',
  });
  const { ids } = state;
  const { control, setValue, clearErrors, formState } = state.form;
  const chosenKey = photoIds.join(',');
  useEffect(() => {
    setValue('photoIds', photoIds);
    if (photoIds.length > 0) clearErrors('photoIds');
  }, [chosenKey, setValue, clearErrors]);
  useEffect(() => {
    if (made) openLink.current?.focus();
  }, [made]);

  const photoError = formState.errors.photoIds?.message;
  const count = photoIds.length;

  return (
    <OfficeForm
      state={state}
      label="Make a photo report"
      className="grid gap-3 text-sm sm:grid-cols-2"
      submitLabel="Make report"
      pendingLabel="Printing..."
    >
      <p
        id={`${ids}-photos`}
        aria-live="polite"
        className={`sm:col-span-2 ${photoError ? 'font-medium text-danger-700' : 'text-slate-700'}`}
      >
        {count === 0
          ? 'Choose the photos with “For the report” in the gallery.'
          : `${count} ${count === 1 ? 'photo' : 'photos'} chosen, in the gallery’s order.`}
        {photoError ? ` ${photoError}.` : ''}
      </p>
      <FormTextField
        control={control}
        name="title"
        id={`${ids}-title`}
        label="Title"
        required
        limit={200}
      />
      <FormDateField
        control={control}
        name="inspectedOn"
        id={`${ids}-on`}
        label="Inspection date"
      />
      <FormTextAreaField
        control={control}
        name="roofSummary"
        id={`${ids}-summary`}
        label="Roof summary"
        required
        rows={3}
        limit={4000}
        placeholder="Two-story home, 6/12 pitch, architectural shingles about 14 years old, one layer, over plywood decking."
        className="sm:col-span-2"
      />
      <FormTextAreaField
        control={control}
        name="findings"
        id={`${ids}-findings`}
        label="Findings"
        required
        rows={5}
        limit={6000}
        placeholder="Wind-lifted and creased shingles along the north ridge; three missing tabs above the garage; granule loss at the valleys; the pipe boot at the kitchen vent is cracked."
        className="sm:col-span-2"
      />
      <FormTextAreaField
        control={control}
        name="recommendations"
        id={`${ids}-recommendations`}
        label="Recommendations"
        required
        rows={4}
        limit={6000}
        placeholder="Replace the roof covering and underlayment; replace the pipe boots; re-nail the decking to Florida Building Code; dry-in inspection before the new shingles go on."
        className="sm:col-span-2"
      />
      {create.isPending ? (
        <div role="status" className="grid gap-1 sm:col-span-2">
          <p className="flex items-center gap-2 text-slate-700">
            <Spinner className="size-4" />
            Printing the report PDF ({count} {count === 1 ? 'photo' : 'photos'})… this can take a
            minute.
          </p>
          <progress aria-label="Printing the report" className="h-2 w-full" />
        </div>
      ) : null}
      {made ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-success-50 p-3 text-success-700 sm:col-span-2"
        >
          <span>
            “{made.title}” is ready: {made.photoCount} photos on {made.pageCount} pages.
          </span>
          <a
            ref={openLink}
            href={photoReportPdfUrl(made.id)}
            target="_blank"
            rel="noopener"
            className={buttonClass('outline')}
          >
            Open the report PDF
          </a>
        </div>
      ) : null}
    </OfficeForm>
  );
}
