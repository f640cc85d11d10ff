import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** The back office's modal: a titled Radix dialog (focus kept inside, Escape closes). */
export function StaffDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ${wide ? 'max-w-3xl' : 'max-w-xl'}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-xl font-bold text-navy-900">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-700">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              className="rounded-lg p-1 text-slate-700 hover:bg-sand-100 hover:text-navy-900"
              aria-label="Close"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A StaffDialog about one item (the payment to refund, the report to share): open while `item`
 * is set, closed by `onClose`; the title, description and content are made from the item.
 */
export function ItemDialog<T>({
  item,
  onClose,
  title,
  description,
  wide,
  children,
}: {
  item: T | null;
  onClose: () => void;
  title: string | ((item: T) => string);
  description?: (item: T) => ReactNode;
  wide?: boolean;
  children: (item: T) => ReactNode;
}) {
  return (
    <StaffDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={typeof title === 'string' ? title : item !== null ? title(item) : ''}
      description={item !== null && description ? description(item) : undefined}
      wide={wide}
    >
      {item !== null ? children(item) : null}
    </StaffDialog>
  );
}
