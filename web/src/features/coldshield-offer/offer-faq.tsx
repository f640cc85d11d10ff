import { useId, useState } from 'react';
import type { OfferFaq } from '../../content/coldshield-offer.ts';

/**
 * The five-question accordion (public-site §2, §4): one answer open at a time, and clicking the
 * open question closes it. Plain disclosure buttons (aria-expanded, aria-controls) because the
 * Radix accordion is not among the installed packages.
 */
export function OfferFaqAccordion({ items }: { items: readonly OfferFaq[] }) {
  const ids = useId();
  const [open, setOpen] = useState<number | null>(null);

  return (
    <ul className="divide-y divide-navy-100 rounded-2xl border border-navy-100 bg-white shadow-sm">
      {items.map((item, index) => {
        const expanded = open === index;
        const panelId = `${ids}-answer-${index}`;
        const buttonId = `${ids}-question-${index}`;
        return (
          <li key={item.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-navy-900 hover:bg-navy-50"
              >
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className={`text-xl text-ocean-700 transition-transform ${expanded ? 'rotate-45' : ''}`}
                >
                  +
                </span>
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-700"
            >
              {item.answer}
            </section>
          </li>
        );
      })}
    </ul>
  );
}
