import type { Quote, QuoteRequestInput } from '@roofing/contracts';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { useSubmitQuote } from '../../api/quotes.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { ContactInfoStep } from './contact-info-step.tsx';
import { messages } from './messages.ts';
import { ProjectDetailsStep } from './project-details-step.tsx';
import {
  fieldId,
  firstInvalidField,
  isQuoteField,
  LAST_STEP,
  QUOTE_FORM_DEFAULTS,
  type QuoteFormValues,
  quoteRequestResolver,
  validSteps,
  WIZARD_STEPS,
} from './quote-form-state.ts';
import { ScheduleStep } from './schedule-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { SubmittedNote } from './submitted-note.tsx';

const STEP_HEADING_ID = 'quote-step-heading';
const STEP_COMPONENTS = [ProjectDetailsStep, ContactInfoStep, ScheduleStep] as const;

/**
 * The free-quote wizard: three steps, validated once on submit with the contract schema
 * (public-site §2, §5); the first bad field's step opens with that field focused.
 */
export function QuoteWizard() {
  const t = useT(messages);
  const locale = useLocale();
  const [step, setStep] = useState(1);
  const [submitted, setSubmitted] = useState<Quote | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const form = useForm<QuoteFormValues, unknown, QuoteRequestInput>({
    defaultValues: QUOTE_FORM_DEFAULTS,
    resolver: quoteRequestResolver,
    // Fields of the other steps are not on screen: the wizard opens their step itself.
    shouldFocusError: false,
  });
  const submitQuote = useSubmitQuote();
  const values = useWatch({ control: form.control });
  const completeSteps = useMemo(
    () => validSteps({ ...QUOTE_FORM_DEFAULTS, ...values } as QuoteFormValues),
    [values],
  );
  const { toast } = useToast();

  // After a step change, move focus to the field with an error, or else to the step heading.
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const goToStep = (next: number, focusId = STEP_HEADING_ID) => {
    setStep(next);
    setFocusTarget(focusId);
  };

  const openFirstError = (errors: Partial<Record<string, unknown>>) => {
    const first = firstInvalidField(errors);
    if (first) goToStep(first.step, fieldId(first.field));
  };

  const send = (input: QuoteRequestInput) => {
    if (submitQuote.isPending) return;
    // The page's language goes with the request: later e-mails and texts use it (issue 24).
    submitQuote.mutate(
      { ...input, language: locale },
      {
        onSuccess: (quote) => {
          toast({ title: t('sentTitle'), description: t('sentDescription') });
          form.reset(QUOTE_FORM_DEFAULTS);
          setSubmitted(quote);
          setStep(1);
        },
        // The visitor's answers stay; the fields the server refused show its messages.
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: t('failedTitle'),
            description: t('failedDescription'),
          });
          const serverErrors = fieldErrorsOf(error);
          for (const [field, message] of Object.entries(serverErrors)) {
            if (isQuoteField(field)) form.setError(field, { type: 'server', message });
          }
          openFirstError(serverErrors);
        },
      },
    );
  };

  const refuse = (errors: FieldErrors<QuoteFormValues>) => {
    openFirstError(errors);
    toast({
      variant: 'destructive',
      title: t('refusedTitle'),
      description: t('refusedDescription'),
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter on an earlier step moves on instead of sending a half-filled form.
    if (step < LAST_STEP) {
      event.preventDefault();
      goToStep(step + 1);
      return;
    }
    void form.handleSubmit(send, refuse)(event);
  };

  const current = WIZARD_STEPS[step - 1] ?? WIZARD_STEPS[0];
  const StepFields = STEP_COMPONENTS[step - 1] ?? ProjectDetailsStep;

  return (
    <div className="space-y-6">
      {submitted && (
        <SubmittedNote
          key={submitted.estimateNumber}
          estimateNumber={submitted.estimateNumber}
          onDismiss={() => setSubmitted(null)}
        />
      )}
      <StepIndicator currentStep={step} validSteps={completeSteps} />
      <form
        noValidate
        onSubmit={handleSubmit}
        aria-labelledby={STEP_HEADING_ID}
        className="space-y-6"
      >
        <div>
          <p className="text-sm font-semibold tracking-wide text-ocean-700 uppercase">
            {t('stepOf', { step, total: LAST_STEP })}
          </p>
          <h3
            id={STEP_HEADING_ID}
            tabIndex={-1}
            className="font-display text-2xl font-bold text-navy-900"
          >
            {t(`step.${current.number}`)}
          </h3>
          {current.hasRequired && (
            <p className="mt-1 text-sm text-slate-600">
              {t.rich('requiredNote', {
                mark: (chunks) => <span className="text-coral-600">{chunks}</span>,
              })}
            </p>
          )}
        </div>

        <StepFields control={form.control} />

        <div className="flex flex-col-reverse gap-3 border-t border-navy-100 pt-6 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <Button variant="outline" onClick={() => goToStep(step - 1)}>
              {t('previous')}
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          {/* Distinct keys: reusing one <button> would let the click on Next submit the form. */}
          {step < LAST_STEP ? (
            <Button key="next" variant="primary" onClick={() => goToStep(step + 1)}>
              {t('next')}
            </Button>
          ) : (
            <SubmitButton
              key="submit"
              variant="accent"
              pending={submitQuote.isPending}
              label={t('submit')}
              pendingLabel={t('submitting')}
            />
          )}
        </div>
      </form>
    </div>
  );
}
