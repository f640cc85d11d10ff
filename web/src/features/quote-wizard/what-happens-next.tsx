import { PROMISES } from '@roofing/contracts';
import { CheckIcon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from './messages.ts';

export function WhatHappensNext() {
  const t = useT(messages);
  const STEPS = [
    t('next1', { hours: PROMISES.contactWithinHours }),
    t('next2'),
    t('next3', { hours: PROMISES.writtenEstimateWithinHours }),
    t('next4'),
  ];
  return (
    <section
      aria-labelledby="what-happens-next"
      className="rounded-xl border border-ocean-300 bg-ocean-100/60 p-5"
    >
      <h4 id="what-happens-next" className="font-semibold text-navy-900">
        {t('nextHeading')}
      </h4>
      <ul className="mt-3 space-y-2">
        {STEPS.map((text) => (
          <li key={text} className="flex gap-2 text-sm text-slate-800">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-ocean-700" />
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
