import * as Dialog from '@radix-ui/react-dialog';
import { COMPANY, MATERIALS_WARRANTY_YEARS, WARRANTY_YEARS } from '@roofing/contracts';
import { Button } from '../../components/ui/button.tsx';
import { formatEstimateAmount } from './estimate-format.ts';

/**
 * Accepting is a confirmed act: before anything is recorded, the customer reads back the amount,
 * the terms and what happens next, and confirms (or goes back). Nothing is sent until "Yes".
 */
export function AcceptConfirmation({
  open,
  onOpenChange,
  estimateNumber,
  amount,
  proposalNotes,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  estimateNumber: string;
  amount: string | null;
  proposalNotes: string | null;
  busy: boolean;
  onConfirm: () => void;
}) {
  const price = formatEstimateAmount(amount);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-display text-xl font-bold text-navy-900">
            Accept estimate {estimateNumber}?
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            Please check the amount, the terms and what happens next before you confirm.
          </Dialog.Description>
          <dl className="mt-4 space-y-3 text-slate-800">
            <div>
              <dt className="text-sm font-semibold text-slate-600">Amount</dt>
              <dd className="font-display text-2xl font-bold text-navy-900">{price}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Terms</dt>
              <dd>
                The work described in your proposal, at this price. {WARRANTY_YEARS}-year
                workmanship warranty; materials carry their manufacturer's warranty (up to{' '}
                {MATERIALS_WARRANTY_YEARS} years). Nothing is charged today.
                {proposalNotes ? (
                  <span className="mt-2 block rounded-lg bg-sand-100 p-3 text-sm whitespace-pre-line">
                    {proposalNotes}
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">What happens next</dt>
              <dd>
                We record your acceptance (date, address and browser) and e-mail you a receipt. Your
                roofing contract is then ready to read and sign in your portal. We call you within
                one business day to schedule the work. Changed your mind? Call {COMPANY.phone}.
              </dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                Go back
              </Button>
            </Dialog.Close>
            <Button variant="accent" disabled={busy} onClick={onConfirm}>
              {busy ? 'Accepting...' : `Yes, accept for ${price}`}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
