import { type PhotoReport, PhotoReportShareSchema } from '@roofing/contracts';
import { type PhotoReportShare, useSharePhotoReport } from '../../../api/job-photos.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { ItemDialog } from '../../../components/back-office/staff-dialog.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormTextAreaField } from '../../../components/ui/hook-form-fields.tsx';

interface ShareValues {
  note: string;
}
const toBody = (values: ShareValues): PhotoReportShare => ({ note: values.note });

/** Sends a report to the homeowner's portal, with an e-mail that can carry a short note. */
export function ShareReportDialog({
  report,
  onClose,
}: {
  report: PhotoReport | null;
  onClose: () => void;
}) {
  return (
    <ItemDialog
      item={report}
      onClose={onClose}
      title="Share with homeowner"
      description={(shown) =>
        `“${shown.title}” appears in the homeowner's portal and they get an e-mail saying so.`
      }
    >
      {(shown) => <ShareForm key={shown.id} report={shown} onDone={onClose} />}
    </ItemDialog>
  );
}

function ShareForm({ report, onDone }: { report: PhotoReport; onDone: () => void }) {
  const share = useSharePhotoReport(report.quoteId);
  const state = useOfficeForm<ShareValues, PhotoReportShare, PhotoReport>({
    defaultValues: { note: '' },
    resolver: contractResolver(PhotoReportShareSchema, toBody),
    save: (body) => share.mutateAsync({ id: report.id, share: body }),
    saved: () => ({
      title: 'Report shared',
      description: `“${report.title}” is in the homeowner's portal.`,
    }),
    failed: 'The report could not be shared.',
    onDone,
  });
  return (
    <OfficeForm
      state={state}
      label="Share the report"
      className="grid gap-3"
      submitLabel="Share report"
      pendingLabel="Sharing..."
      onCancel={onDone}
      spanColumns={false}
    >
      <FormTextAreaField
        control={state.form.control}
        name="note"
        id={`${state.ids}-note`}
        label="Note to the homeowner"
        hint="Optional: a line or two in the e-mail."
        rows={3}
        limit={1000}
        placeholder="Here are the photos from Tuesday's inspection. We'll send them to your adjuster with the supplement."
      />
    </OfficeForm>
  );
}
