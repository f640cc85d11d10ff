import { COMPANY, COMPANY_PHONE_HREF, PROMISES } from '@roofing/contracts';
import { lazy } from 'react';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { PhoneIcon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { RenderWhenNear } from '../../lib/deferred.tsx';
import { messages } from './messages.ts';

/**
 * The wizard (and the validation it brings) loads when the section comes near the viewport; the
 * anchor exists at once.
 */
const QuoteWizard = lazy(() =>
  import('../quote-wizard/quote-wizard.tsx').then((module) => ({ default: module.QuoteWizard })),
);

export function QuoteSection() {
  const t = useT(messages);
  return (
    <section
      id="quote-form"
      aria-labelledby="quote-form-heading"
      className="bg-sand-100/60 py-16 sm:py-20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_2fr]">
        <div>
          <h2
            id="quote-form-heading"
            className="font-display text-3xl font-bold text-navy-900 sm:text-4xl"
          >
            {t('quoteHeading')}
          </h2>
          <p className="mt-4 text-slate-700">
            {t('quoteIntro', { hours: PROMISES.contactWithinHours })}
          </p>
          <div className="mt-6 rounded-xl bg-navy-900 p-5 text-white">
            <p className="font-semibold">{t('preferTalk')}</p>
            <p className="mt-1 text-sm text-navy-100">{t('emergencyAvailable')}</p>
            <a href={COMPANY_PHONE_HREF} className={`${buttonClass('accent')} mt-4 w-full`}>
              <PhoneIcon className="size-4" />
              {t('call', { phone: COMPANY.phone })}
            </a>
          </div>
        </div>
        <div className="rounded-2xl border border-navy-100 bg-white p-5 shadow-lg sm:p-8">
          <RenderWhenNear placeholderClassName="min-h-[40rem]">
            <QuoteWizard />
          </RenderWhenNear>
        </div>
      </div>
    </section>
  );
}
