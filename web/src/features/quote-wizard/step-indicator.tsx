import { CheckIcon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';
import { WIZARD_STEPS } from './quote-form-state.ts';

/** Steps before the current one show a check mark only when their fields are valid. */
export function StepIndicator({
  currentStep,
  validSteps,
}: {
  currentStep: number;
  validSteps: ReadonlySet<number>;
}) {
  const t = useT(messages);
  return (
    <ol aria-label={t('stepsLabel')} className="flex items-start">
      {WIZARD_STEPS.map((step, index) => {
        const passed = step.number < currentStep;
        const complete = passed && validSteps.has(step.number);
        const current = step.number === currentStep;
        return (
          <li
            key={step.number}
            aria-current={current ? 'step' : undefined}
            className="relative flex flex-1 flex-col items-center text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={`absolute top-5 right-1/2 h-1 w-full -translate-y-1/2 ${step.number <= currentStep && validSteps.has(step.number - 1) ? 'bg-navy-700' : 'bg-navy-100'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-10 items-center justify-center rounded-full border-2 text-base font-bold ${
                complete
                  ? 'border-navy-700 bg-navy-700 text-white'
                  : current
                    ? 'border-coral-600 bg-coral-600 text-white ring-4 ring-coral-600/20'
                    : 'border-navy-200 bg-white text-slate-600'
              }`}
            >
              {complete ? <CheckIcon className="size-5" /> : step.number}
            </span>
            <span
              className={`mt-2 text-sm ${current ? 'font-bold text-navy-900' : complete ? 'font-semibold text-navy-800' : 'text-slate-600'}`}
            >
              <span className="sr-only">{t('stepNumber', { step: step.number })}</span>
              {t(`step.${step.number}`)}
              {complete && <span className="sr-only">{t('completed')}</span>}
              {passed && !complete && <span className="sr-only">{t('incomplete')}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
