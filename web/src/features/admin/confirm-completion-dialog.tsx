import { COMPLETION_WARRANTIES } from '@roofing/contracts';
import { Button } from '../../components/ui/button.tsx';
import { StaffDialog } from '../back-office/staff-dialog.tsx';

/**
 * Completing a job is not a status like the others: it issues the job's warranties and tells the
 * customer their roof is done. The dashboard asks before it sends the change.
 */
export function ConfirmCompletionDialog({
  estimateNumber,
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  estimateNumber: string;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <StaffDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={`Mark ${estimateNumber} completed?`}
      description="Completing the job issues its warranties and tells the customer by e-mail that their roof is done."
    >
      <p className="text-sm text-slate-800">Warranties issued from today:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {COMPLETION_WARRANTIES.map((warranty) => (
          <li key={warranty.warrantyType}>
            {warranty.warrantyType === 'materials' ? 'Materials' : 'Workmanship'}:{' '}
            {warranty.warrantyLength} years
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        Only complete a job whose work is finished. Re-opening it later voids these warranties; the
        customer is not told a second time.
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" onClick={onConfirm} disabled={busy}>
          {busy ? 'Saving...' : 'Complete Job & Issue Warranties'}
        </Button>
      </div>
    </StaffDialog>
  );
}
