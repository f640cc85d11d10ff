import { type PhotoReport, PhotoReportShareSchema } from '@roofing/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type PhotoReportShare, useSharePhotoReport } from '../../../api/job-photos.ts';
import { useToast } from '../../../app/toast.tsx';
import { StaffDialog } from '../../../components/back-office/staff-dialog.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormTextAreaField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';

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
    <StaffDialog
      open={report !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Share with homeowner"
      description={
        report
          ? `“${report.title}” appears in the homeowner's portal and they get an e-mail saying so.`
          : undefined
      }
    >
      {report ? <ShareForm key={report.id} report={report} onDone={onClose} /> : null}
    </StaffDialog>
  );
}

function ShareForm({ report, onDone }: { report: PhotoReport; onDone: () => void }) {
  const ids = useId();
  const share = useSharePhotoReport(report.quoteId);
  const { toast } = useToast();
  const { control, handleSubmit, setError, formState } = useForm<
    ShareValues,
    unknown,
    PhotoReportShare
  >({ defaultValues: { note: '' }, resolver: contractResolver(PhotoReportShareSchema, toBody) });

  const submit = handleSubmit(async (body) => {
    try {
      await share.mutateAsync({ id: report.id, share: body });
      toast({
        title: 'Report shared',
        description: `“${report.title}” is in the homeowner's portal.`,
      });
      onDone();
    } catch (failure) {
      showServerFieldErrors(setError, failure, { fallback: 'The report could not be shared.' });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Share the report" className="grid gap-3">
      <FormTextAreaField
        control={control}
        name="note"
        id={`${ids}-note`}
        label="Note to the homeowner"
        hint="Optional: a line or two in the e-mail."
        rows={3}
        limit={1000}
        placeholder="Here are the photos from Tuesday's inspection. We'll send them to your adjuster with the supplement."
      />
      <FormActions
        error={formState.errors.root?.message}
        pending={share.isPending}
        submitLabel="Share report"
        pendingLabel="Sharing..."
        onCancel={onDone}
        spanColumns={false}
      />
    </form>
  );
}
