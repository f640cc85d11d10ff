import type { Incident, TrainingCourse } from '@roofing/contracts';
import { useIncidents, useReportIncident, useUpdateIncident } from '../../../api/safety.ts';
import { useToast } from '../../../app/toast.tsx';
import { ConfirmDialog } from '../../../components/back-office/confirm-dialog.tsx';
import { StaffDialog } from '../../../components/back-office/staff-dialog.tsx';
import { CompletionForm } from './completion-form.tsx';
import { IncidentForm } from './incident-form.tsx';
import { IncidentView } from './incident-view.tsx';

/** Which of the Safety page's dialogs is open, and for what. */
export type SafetyDialog =
  | { kind: 'report' }
  | { kind: 'view'; id: number }
  | { kind: 'edit'; incident: Incident }
  | { kind: 'close'; incident: Incident }
  | { kind: 'completion'; course: TrainingCourse };

/**
 * The Safety page's dialogs, one open at a time: report, edit, view and close an incident,
 * record a course completion. `onReported` lets the page show the new report's list.
 */
export function SafetyDialogs({
  dialog,
  reporter,
  onDismiss,
  onReported,
}: {
  dialog: SafetyDialog | null;
  reporter: string;
  onDismiss: () => void;
  onReported: () => void;
}) {
  const report = useReportIncident();
  const update = useUpdateIncident();
  // The viewed report is read from the list, so a photo added in the view shows at once.
  const incidents = useIncidents('');
  const { toast } = useToast();
  const dismissOnClose = (open: boolean) => {
    if (!open) onDismiss();
  };
  const viewed =
    dialog?.kind === 'view' ? incidents.data?.find((i) => i.id === dialog.id) : undefined;

  const close = (incident: Incident) =>
    update.mutate(
      { id: incident.id, changes: { status: 'closed' } },
      {
        onSuccess: () => {
          onDismiss();
          toast({ title: 'Incident closed', description: `${incident.incidentNumber} is closed.` });
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'The report could not be closed. Please try again.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <>
      <StaffDialog
        open={dialog?.kind === 'report'}
        onOpenChange={dismissOnClose}
        title="Report Incident"
        description="Report every injury and near miss the same day."
        wide
      >
        <IncidentForm
          reporter={reporter}
          submitLabel="Submit report"
          submitting={report.isPending}
          onSubmit={async (body) => {
            const created = await report.mutateAsync(body);
            onDismiss();
            onReported();
            toast({
              title: 'Incident reported',
              description: `${created.incidentNumber} is recorded.`,
            });
          }}
        />
      </StaffDialog>
      <StaffDialog
        open={dialog?.kind === 'edit'}
        onOpenChange={dismissOnClose}
        title={dialog?.kind === 'edit' ? `Edit ${dialog.incident.incidentNumber}` : 'Edit'}
        wide
      >
        {dialog?.kind === 'edit' ? (
          <IncidentForm
            incident={dialog.incident}
            reporter={reporter}
            submitLabel="Save changes"
            submitting={update.isPending}
            onSubmit={async (body) => {
              await update.mutateAsync({ id: dialog.incident.id, changes: body });
              onDismiss();
              toast({ title: 'Report updated', description: 'The changes are saved.' });
            }}
          />
        ) : null}
      </StaffDialog>
      <StaffDialog
        open={dialog?.kind === 'view'}
        onOpenChange={dismissOnClose}
        title={viewed ? viewed.incidentNumber : 'Incident'}
        wide
      >
        {viewed ? <IncidentView incident={viewed} /> : <p role="status">Loading...</p>}
      </StaffDialog>
      <ConfirmDialog
        open={dialog?.kind === 'close'}
        title={dialog?.kind === 'close' ? `Close ${dialog.incident.incidentNumber}?` : 'Close'}
        description="A closed report stays on file; it no longer counts as open."
        confirmLabel="Close incident"
        busyLabel="Closing..."
        busy={update.isPending}
        onConfirm={() => dialog?.kind === 'close' && close(dialog.incident)}
        onCancel={onDismiss}
      />
      <StaffDialog
        open={dialog?.kind === 'completion'}
        onOpenChange={dismissOnClose}
        title="Record a completion"
        description={dialog?.kind === 'completion' ? dialog.course.title : undefined}
      >
        {dialog?.kind === 'completion' ? (
          <CompletionForm course={dialog.course} onDone={onDismiss} />
        ) : null}
      </StaffDialog>
    </>
  );
}
