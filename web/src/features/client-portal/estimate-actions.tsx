import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PortalQuote,
  type PortalStatusChange,
  PortalStatusChangeSchema,
} from '@roofing/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { changePortalStatus } from '../../api/portal.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField, inputClass } from '../../components/ui/form-field.tsx';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { AcceptConfirmation } from '../estimate-tracker/accept-confirmation.tsx';
import { isVerificationCancelled, useVerifiedAction } from '../verification/verify-code.tsx';
import { messages } from './messages.ts';

type ChangeInput = z.input<typeof PortalStatusChangeSchema>;

/**
 * The tabbed portal's answers to an open estimate: Accept & Schedule Work (confirmed in a dialog
 * that restates the amount, the terms and what happens next) and Request Changes (the text of what
 * to change, required). Asking for changes leaves the estimate open, so both stay offered.
 */
export function EstimateActions({
  quote,
  onQuoteChange,
}: {
  quote: PortalQuote;
  onQuoteChange: (quote: PortalQuote) => void;
}) {
  const { toast } = useToast();
  const t = useT(messages);
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<ChangeInput, unknown, PortalStatusChange>({
    resolver: zodResolver(PortalStatusChangeSchema),
    defaultValues: { status: 'need-revision', responseNotes: '' },
  });
  const changesError = form.formState.errors.responseNotes?.message;
  // Accepting and asking for changes need a verified session: the code is asked for in place.
  const verification = useVerifiedAction(quote.estimateNumber, quote.customerEmail);

  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('errorTitle'),
      description: (error instanceof ApiError && error.serverMessage) || t('updateFailed'),
    });

  const accept = async () => {
    setBusy(true);
    try {
      onQuoteChange(
        await verification.run(
          () => changePortalStatus(quote.estimateNumber, { status: 'accepted' }),
          { onPrompt: () => setConfirming(false) },
        ),
      );
      setConfirming(false);
      toast({
        title: t('statusUpdated'),
        description: t('statusUpdatedText'),
      });
    } catch (error) {
      setConfirming(false);
      if (!isVerificationCancelled(error)) failed(error);
    } finally {
      setBusy(false);
    }
  };

  const requestChanges = async (values: PortalStatusChange) => {
    try {
      onQuoteChange(await verification.run(() => changePortalStatus(quote.estimateNumber, values)));
      form.reset({ status: 'need-revision', responseNotes: '' });
      setChanging(false);
      toast({
        title: t('changesReceived'),
        description: t('changesReceivedText'),
      });
    } catch (error) {
      // Closed the code dialog: the typed changes stay in the form.
      if (!isVerificationCancelled(error)) failed(error);
    }
  };

  return (
    <div className="rounded-xl border border-ocean-600/40 bg-ocean-100/40 p-5">
      <p className="font-semibold text-navy-900">{t('readyHeading')}</p>
      <p className="mt-1 text-sm text-slate-700">{t('readyText')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="accent" disabled={busy} onClick={() => setConfirming(true)}>
          <CheckIcon className="size-4" />
          {t('acceptSchedule')}
        </Button>
        <Button
          variant="outline"
          disabled={busy}
          aria-expanded={changing}
          aria-controls="request-changes-form"
          onClick={() => setChanging((open) => !open)}
        >
          {t('requestChanges')}
        </Button>
      </div>
      {changing && (
        <form
          id="request-changes-form"
          onSubmit={form.handleSubmit(requestChanges)}
          noValidate
          aria-label={t('requestChangesForm')}
          className="mt-4 space-y-3"
        >
          <FormField
            id="requested-changes"
            label={t('changesLabel')}
            required
            error={changesError}
            hint={t('changesHint')}
          >
            {(describedBy) => (
              <textarea
                id="requested-changes"
                rows={4}
                maxLength={2000}
                required
                aria-invalid={changesError ? true : undefined}
                aria-describedby={describedBy}
                {...form.register('responseNotes')}
                className={inputClass}
              />
            )}
          </FormField>
          <SubmitButton
            variant="primary"
            pending={form.formState.isSubmitting}
            label={t('sendChanges')}
            pendingLabel={t('sending')}
          />
        </form>
      )}
      <AcceptConfirmation
        open={confirming}
        onOpenChange={setConfirming}
        estimateNumber={quote.estimateNumber}
        amount={quote.estimatedValue}
        proposalNotes={quote.proposalNotes}
        busy={busy}
        onConfirm={() => void accept()}
      />
      {verification.dialog}
    </div>
  );
}
