import type { Quote } from '@roofing/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { useSubmitQuote } from '../../api/quotes.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ContactInfoStep } from './contact-info-step.tsx';
import { ProjectDetailsStep } from './project-details-step.tsx';
import {
  type FieldErrors,
  fieldId,
  firstInvalidField,
  LAST_STEP,
  QUOTE_FORM_DEFAULTS,
  type QuoteFormValues,
  toQuoteRequestInput,
  validateQuoteRequest,
  WIZARD_STEPS,
} from './quote-form-state.ts';
import { ScheduleStep } from './schedule-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import type { StepProps } from './step-props.ts';
import { SubmittedNote } from './submitted-note.tsx';

const STEP_HEADING_ID = 'quote-step-heading';
const STEP_COMPONENTS = [ProjectDetailsStep, ContactInfoStep, ScheduleStep] as const;

/** The free-quote wizard: three steps, validated once on submit (public-site §2, §5). */
export function QuoteWizard() {
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<QuoteFormValues>(QUOTE_FORM_DEFAULTS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState<Quote | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const submitQuote = useSubmitQuote();
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

  const setValue: StepProps['setValue'] = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const showErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    const first = firstInvalidField(fieldErrors);
    if (first) goToStep(first.step, fieldId(first.field));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter on an earlier step moves on instead of sending a half-filled form.
    if (step < LAST_STEP) {
      goToStep(step + 1);
      return;
    }
    if (submitQuote.isPending) return;
    const input = toQuoteRequestInput(values);
    const clientErrors = validateQuoteRequest(input);
    if (Object.keys(clientErrors).length > 0) {
      showErrors(clientErrors);
      toast({
        variant: 'destructive',
        title: 'Please check your details',
        description:
          'Some required information is missing or invalid. The marked fields need attention.',
      });
      return;
    }
    submitQuote.mutate(input, {
      onSuccess: (quote) => {
        toast({
          title: 'Quote Request Submitted!',
          description:
            "Thank you for your quote request! We'll contact you within 24 hours to schedule your free consultation.",
        });
        setValues(QUOTE_FORM_DEFAULTS);
        setErrors({});
        setSubmitted(quote);
        setStep(1);
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to submit quote request. Please try again.',
        });
        showErrors(fieldErrorsOf(error));
      },
    });
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
      <StepIndicator currentStep={step} />
      <form
        noValidate
        onSubmit={handleSubmit}
        aria-labelledby={STEP_HEADING_ID}
        className="space-y-6"
      >
        <div>
          <p className="text-sm font-semibold tracking-wide text-ocean-700 uppercase">
            Step {step} of {LAST_STEP}
          </p>
          <h3
            id={STEP_HEADING_ID}
            tabIndex={-1}
            className="font-display text-2xl font-bold text-navy-900"
          >
            {current.title}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Fields marked <span className="text-coral-600">*</span> are required.
          </p>
        </div>

        <StepFields values={values} errors={errors} setValue={setValue} />

        <div
          data-faq-avoid
          className="flex flex-col-reverse gap-3 border-t border-navy-100 pt-6 sm:flex-row sm:justify-between"
        >
          {step > 1 ? (
            <Button variant="outline" onClick={() => goToStep(step - 1)}>
              Previous
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          {/* Distinct keys: reusing one <button> would let the click on Next submit the form. */}
          {step < LAST_STEP ? (
            <Button key="next" variant="primary" onClick={() => goToStep(step + 1)}>
              Next Step
            </Button>
          ) : (
            <Button key="submit" type="submit" variant="accent" disabled={submitQuote.isPending}>
              {submitQuote.isPending ? 'Submitting...' : 'Submit Quote Request'}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
