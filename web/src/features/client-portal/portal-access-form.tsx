import { zodResolver } from '@hookform/resolvers/zod';
import { PortalLoginSchema, type PortalQuote } from '@roofing/contracts';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { portalLogin } from '../../api/portal.ts';
import { useToast } from '../../app/toast.tsx';
import { FormField, inputClass } from '../../components/ui/form-field.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { ESTIMATE_NUMBER_PLACEHOLDER } from '../estimate-tracker/estimate-format.ts';
import { lookupFailure } from '../estimate-tracker/lookup-failure.tsx';
import { messages as trackerMessages } from '../estimate-tracker/messages.ts';
import { messages } from './messages.ts';

type LoginInput = z.input<typeof PortalLoginSchema>;

/** Access Your Estimate: the estimate number is the only credential (portal §6). */
export function PortalAccessForm({
  onAccess,
  initialNumber = '',
}: {
  onAccess: (quote: PortalQuote) => void;
  /** A number the page was linked with (an e-mail's portal link): filled in and tried once. */
  initialNumber?: string;
}) {
  const { toast } = useToast();
  const t = useT(messages);
  const tracker = useT(trackerMessages);
  const form = useForm<LoginInput>({
    resolver: zodResolver(PortalLoginSchema),
    defaultValues: { estimateNumber: initialNumber },
  });
  const error = form.formState.errors.estimateNumber?.message;
  const field = form.register('estimateNumber', {
    setValueAs: (value: string) => value.toUpperCase(),
  });

  const onValid = async ({ estimateNumber }: LoginInput) => {
    try {
      const quote = await portalLogin(estimateNumber.trim().toUpperCase());
      toast({ title: t('accessGranted'), description: t('welcome') });
      onAccess(quote);
    } catch (error) {
      // Only a refused number is "Access Denied"; a busy or unavailable service says so.
      const failure = lookupFailure(
        error,
        { title: t('accessDenied'), message: t('invalidNumber') },
        tracker,
      );
      toast({ variant: 'destructive', title: failure.title, description: failure.message });
    }
  };

  const triedLink = useRef(false);
  useEffect(() => {
    if (!initialNumber || triedLink.current) return;
    triedLink.current = true;
    void form.handleSubmit(onValid)();
  });

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label={t('accessHeading')}>
      <FormField
        id="portal-estimate-number"
        label={t('estimateNumber')}
        required
        error={error}
        hint={t('numberHint')}
      >
        {(describedBy) => (
          <input
            id="portal-estimate-number"
            {...field}
            onChange={(event) => {
              event.target.value = event.target.value.toUpperCase();
              void field.onChange(event);
            }}
            placeholder={ESTIMATE_NUMBER_PLACEHOLDER}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} font-mono tracking-wider uppercase`}
          />
        )}
      </FormField>
      <SubmitButton
        variant="primary"
        size="lg"
        className="mt-5 w-full"
        pending={form.formState.isSubmitting}
        label={t('accessButton')}
        pendingLabel={t('checkingButton')}
      />
    </form>
  );
}
