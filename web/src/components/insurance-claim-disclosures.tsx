import { INSURANCE_CLAIM_DISCLOSURES, INSURANCE_DISCLOSURE_CITATION } from '@roofing/contracts';
import { useId } from 'react';
import { useT } from '../i18n/catalogue.ts';
import { useLocale } from '../i18n/locale-context.ts';
import { messages } from './insurance-claim/messages.ts';

const STATEMENT_KEYS = ['statement1', 'statement2', 'statement3'] as const;

/**
 * The largest text on the page the disclosures sit on (its h1), which sets their size:
 * Florida Statutes s. 489.147(1)(a) wants them in at least 12 points (16 px) and at least half
 * as large as the largest font in the communication, at every screen width.
 * - `hero-5xl`: the h1 is text-4xl, sm:text-5xl (36 px, 48 px): the service pages, blog articles.
 * - `hero-6xl`: the h1 adds lg:text-6xl (60 px): the home page.
 */
export type LargestHeading = 'hero-5xl' | 'hero-6xl';

export const DISCLOSURE_TEXT_CLASS: Record<LargestHeading, string> = {
  'hero-5xl': 'text-lg sm:text-2xl', // 18 px ≥ 36/2, 24 px ≥ 48/2
  'hero-6xl': 'text-lg sm:text-2xl lg:text-3xl', // … 30 px ≥ 60/2
};

/**
 * The three statements a page (or e-mail) that encourages a homeowner to contact us about an
 * insurance claim for roof damage must carry (docs/florida-rules.md). Used on the storm repair
 * and inspection pages and on the blog articles about insurance.
 */
export function InsuranceClaimDisclosures({ largestHeading }: { largestHeading: LargestHeading }) {
  const t = useT(messages);
  const spanish = useLocale() === 'es';
  const headingId = useId();
  const size = DISCLOSURE_TEXT_CLASS[largestHeading];
  const statutory = (
    <ul className={`mt-3 list-disc space-y-3 pl-6 leading-snug font-semibold ${size}`}>
      {INSURANCE_CLAIM_DISCLOSURES.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
  return (
    <aside
      aria-labelledby={headingId}
      data-testid="insurance-claim-disclosures"
      className="mx-auto my-10 max-w-4xl rounded-xl border-2 border-navy-900 bg-white px-5 py-6 text-navy-900 sm:px-8"
    >
      <h2 id={headingId} className={`font-display font-bold ${size}`}>
        {t('heading')}
      </h2>
      {spanish ? (
        // A Spanish page states them in Spanish, at the same size, and keeps the statute's own
        // English wording after them (the wording is the requirement: contracts/florida-insurance).
        <>
          <ul className={`mt-3 list-disc space-y-3 pl-6 leading-snug font-semibold ${size}`}>
            {STATEMENT_KEYS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <p className="mt-5 text-base text-navy-700">{t('officialEnglish')}</p>
          <div lang="en">{statutory}</div>
        </>
      ) : (
        statutory
      )}
      <p className="mt-4 text-base text-navy-700">{INSURANCE_DISCLOSURE_CITATION}</p>
    </aside>
  );
}
