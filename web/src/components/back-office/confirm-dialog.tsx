import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { StaffDialog } from './staff-dialog.tsx';

/**
 * "Are you sure?" before a change that is hard to take back (closing an incident, completing a
 * job, removing a photo). A Radix dialog, so focus stays inside and Escape cancels; closing it
 * any way but the confirm button is a cancel.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel = 'Saving...',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the change will do, in more words than the description holds. */
  children?: ReactNode;
}) {
  return (
    <StaffDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title}
      description={description}
    >
      {children}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="button" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </StaffDialog>
  );
}
