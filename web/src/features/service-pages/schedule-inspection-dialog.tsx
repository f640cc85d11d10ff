import * as Dialog from '@radix-ui/react-dialog';
import type { InspectionType } from '@roofing/contracts';
import { useT } from '../../i18n/catalogue.ts';
import { InspectionRequestForm } from '../client-portal/inspection-request-form.tsx';
import { messages } from './messages.ts';

/**
 * The inspections page's Schedule Inspection: the inspection request itself, in a dialog over the
 * page (the same form and endpoint as the client portal's Request Inspection tab), with the type
 * the visitor picked on a price card already chosen.
 */
export function ScheduleInspectionDialog({
  open,
  onOpenChange,
  inspectionType,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  inspectionType?: InspectionType;
}) {
  const t = useT(messages);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-bold text-navy-900">
                {t('dialogTitle')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-slate-700">
                {t('dialogText')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-lg p-1 text-slate-700 hover:bg-sand-100 hover:text-navy-900"
              aria-label={t('close')}
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          <div className="mt-5">
            {/* A new key per type starts the form with that type chosen. */}
            <InspectionRequestForm key={inspectionType ?? ''} inspectionType={inspectionType} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
