import * as Dialog from '@radix-ui/react-dialog';
import { COMPANY, MATERIALS_WARRANTY_YEARS, WARRANTY_YEARS } from '@roofing/contracts';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';
import { useEstimateFormat } from './use-estimate-format.ts';

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
  const t = useT(messages);
  const price = useEstimateFormat().amount(amount);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-display text-xl font-bold text-navy-900">
            {t('confirmTitle', { number: estimateNumber })}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {t('confirmIntro')}
          </Dialog.Description>
          <dl className="mt-4 space-y-3 text-slate-800">
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('confirmAmount')}</dt>
              <dd className="font-display text-2xl font-bold text-navy-900">{price}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('confirmTerms')}</dt>
              <dd>
                {t('confirmTermsText', {
                  years: WARRANTY_YEARS,
                  materialYears: MATERIALS_WARRANTY_YEARS,
                })}
                {proposalNotes ? (
                  <span className="mt-2 block rounded-lg bg-sand-100 p-3 text-sm whitespace-pre-line">
                    {proposalNotes}
                  </span>
                ) : null}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t('confirmNext')}</dt>
              <dd>{t('confirmNextText', { phone: COMPANY.phone })}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                {t('goBack')}
              </Button>
            </Dialog.Close>
            <Button variant="accent" disabled={busy} onClick={onConfirm}>
              {busy ? t('accepting') : t('acceptFor', { price })}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
