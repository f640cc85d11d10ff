import { zodResolver } from '@hookform/resolvers/zod';
import { type EstimateResponse, EstimateResponseSchema } from '@roofing/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { useRespondToEstimate } from '../../api/portal.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { isVerificationCancelled, useVerifiedAction } from '../verification/verify-code.tsx';
import { AcceptConfirmation } from './accept-confirmation.tsx';
import { messages } from './messages.ts';

/** The three answers to a prepared estimate, as radio cards (label and description keys). */
export const RESPONSE_CHOICES = [
  { value: 'accepted', label: 'acceptLabel', description: 'acceptDescription' },
  { value: 'declined', label: 'declineLabel', description: 'declineDescription' },
  { value: 'questions', label: 'questionsLabel', description: 'questionsDescription' },
] as const;

/** The catalogue key of each stored answer's name. */
export const RESPONSE_LABELS: Record<
  string,
  'answerAccepted' | 'answerDeclined' | 'answerQuestions' | 'answerChanges'
> = {
  accepted: 'answerAccepted',
  declined: 'answerDeclined',
  questions: 'answerQuestions',
  changes: 'answerChanges',
};

type FormInput = z.input<typeof EstimateResponseSchema>;

/**
 * Track page: the customer's answer to an estimate that is ready, without a final answer and not
 * expired (questions leave it open). An acceptance is confirmed in a dialog before it is sent.
 */
export function EstimateResponseForm({
  estimateNumber,
  amount,
  proposalNotes,
  email,
}: {
  estimateNumber: string;
  amount: string | null;
  proposalNotes: string | null;
  /** The address on file as the tracker shows it: the code dialog names it, masked. */
  email?: string | null;
}) {
  const { toast } = useToast();
  const t = useT(messages);
  const [toConfirm, setToConfirm] = useState<EstimateResponse | null>(null);
  const respond = useRespondToEstimate(estimateNumber);
  // Answering binds the customer: the server asks for a code first (in place, choice kept).
  const verification = useVerifiedAction(estimateNumber, email);
  const form = useForm<FormInput, unknown, EstimateResponse>({
    resolver: zodResolver(EstimateResponseSchema),
    defaultValues: { responseNotes: '' },
  });
  const choiceError = form.formState.errors.customerResponse;
  const selected = form.watch('customerResponse');

  const onValid = (values: EstimateResponse) => {
    if (values.customerResponse === 'accepted') setToConfirm(values);
    else return send(values);
  };

  const send = async (values: EstimateResponse) => {
    try {
      await verification.run(() => respond.mutateAsync(values), {
        onPrompt: () => setToConfirm(null),
      });
      setToConfirm(null);
      toast({
        title: t('submittedTitle'),
        description: t('submittedText'),
      });
      form.reset({ responseNotes: '' });
    } catch (error) {
      // Closed the code dialog: nothing was sent, the choice stays selected.
      if (isVerificationCancelled(error)) return;
      // A 409 says why (not ready, already answered, expired) in the server's words.
      setToConfirm(null);
      const conflict = error instanceof ApiError && error.status === 409 && error.serverMessage;
      toast({
        variant: 'destructive',
        title: t('errorTitle'),
        description: conflict || t('submitFailed'),
      });
    }
  };

  const onInvalid = () => {
    if (form.getValues('customerResponse')) return;
    toast({
      variant: 'destructive',
      title: t('responseRequired'),
      description: t('responseRequiredText'),
    });
  };

  return (
    <>
      <form
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        noValidate
        aria-labelledby="estimate-respond-heading"
        className="rounded-xl border border-ocean-600/40 bg-ocean-100/40 p-5"
      >
        <h3 id="estimate-respond-heading" className="font-display text-lg font-bold text-navy-900">
          {t('respondHeading')}
        </h3>
        <fieldset
          className="mt-3"
          aria-describedby={choiceError ? 'response-choice-error' : undefined}
        >
          <legend className="text-sm font-semibold text-slate-800">{t('yourResponse')}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            {RESPONSE_CHOICES.map((choice) => {
              const checked = selected === choice.value;
              return (
                <label
                  key={choice.value}
                  className={`flex cursor-pointer gap-3 rounded-xl border bg-white p-4 ${checked ? 'border-navy-700 ring-2 ring-navy-700' : 'border-slate-300'}`}
                >
                  <input
                    type="radio"
                    value={choice.value}
                    {...form.register('customerResponse')}
                    className="mt-1 size-4 shrink-0 accent-navy-700"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">{t(choice.label)}</span>
                    <span className="block text-sm text-slate-700">{t(choice.description)}</span>
                  </span>
                </label>
              );
            })}
          </div>
          {choiceError && (
            <p id="response-choice-error" className="mt-2 text-sm font-medium text-danger-700">
              {choiceError.message}
            </p>
          )}
        </fieldset>
        <div className="mt-4">
          <label htmlFor="response-notes" className="block text-sm font-semibold text-slate-800">
            {t('notesOptional')}
          </label>
          <textarea
            id="response-notes"
            rows={3}
            maxLength={2000}
            placeholder={t('notesPlaceholder')}
            aria-invalid={form.formState.errors.responseNotes ? true : undefined}
            {...form.register('responseNotes')}
            className={`${inputClass} mt-1.5`}
          />
          {form.formState.errors.responseNotes && (
            <p className="mt-1 text-sm font-medium text-danger-700">
              {form.formState.errors.responseNotes.message}
            </p>
          )}
        </div>
        <Button
          type="submit"
          variant="accent"
          className="mt-4"
          disabled={form.formState.isSubmitting || respond.isPending}
        >
          {form.formState.isSubmitting ? t('submitting') : t('submit')}
        </Button>
        <AcceptConfirmation
          open={toConfirm !== null}
          onOpenChange={(open) => {
            if (!open) setToConfirm(null);
          }}
          estimateNumber={estimateNumber}
          amount={amount}
          proposalNotes={proposalNotes}
          busy={respond.isPending}
          onConfirm={() => {
            if (toConfirm) void send(toConfirm);
          }}
        />
      </form>
      {verification.dialog}
    </>
  );
}
