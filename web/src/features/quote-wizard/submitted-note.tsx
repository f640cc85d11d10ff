import { useEffect, useRef } from 'react';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { LocalLink } from '../../i18n/local-link.tsx';
import { messages } from './messages.ts';

/** Confirmation with the estimate number a homeowner needs to track the request. */
export function SubmittedNote({
  estimateNumber,
  onDismiss,
}: {
  estimateNumber: string;
  onDismiss: () => void;
}) {
  const t = useT(messages);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="quote-submitted-heading"
      className="rounded-xl border border-success-700/40 bg-success-50 p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-success-700 text-white">
          <CheckIcon className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id="quote-submitted-heading" className="font-semibold text-success-700">
            {t('receivedHeading')}
          </h3>
          <p className="mt-1 text-slate-800">
            {t.rich('receivedNumber', {
              estimateNumber,
              number: (chunks) => (
                <strong
                  className="font-mono text-lg tracking-wider text-navy-900"
                  data-estimate-number
                >
                  {chunks}
                </strong>
              ),
            })}
          </p>
          <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            <LocalLink
              to={`/estimate-tracker?number=${encodeURIComponent(estimateNumber)}`}
              className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
            >
              {t('track')}
            </LocalLink>
            <button
              type="button"
              onClick={onDismiss}
              className="font-semibold text-slate-700 underline underline-offset-4 hover:text-slate-900"
            >
              {t('another')}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
