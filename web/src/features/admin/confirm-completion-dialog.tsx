import { COMPLETION_WARRANTIES } from '@roofing/contracts';
import { ConfirmDialog } from '../../components/back-office/confirm-dialog.tsx';

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
    <ConfirmDialog
      open={open}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmLabel="Complete Job & Issue Warranties"
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
    </ConfirmDialog>
  );
}
