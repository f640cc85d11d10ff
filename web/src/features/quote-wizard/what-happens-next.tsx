import { PROMISES } from '@roofing/contracts';
import { CheckIcon } from '../../components/ui/icons.tsx';

const STEPS = [
  `We contact you within ${PROMISES.contactWithinHours} hours to confirm your appointment.`,
  'A certified roofing inspector visits your property.',
  `You receive a detailed written estimate within ${PROMISES.writtenEstimateWithinHours} hours.`,
  'No obligation: the consultation is completely free.',
];

export function WhatHappensNext() {
  return (
    <section
      aria-labelledby="what-happens-next"
      className="rounded-xl border border-ocean-300 bg-ocean-100/60 p-5"
    >
      <h4 id="what-happens-next" className="font-semibold text-navy-900">
        What happens next?
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
