import { COMPANY, COMPANY_PHONE_HREF, type InspectionType } from '@roofing/contracts';
import { useState } from 'react';
import { InsuranceClaimDisclosures } from '../../components/insurance-claim-disclosures.tsx';
import { BackHomeLink } from '../../components/layout/back-home-link.tsx';
import { ClosingBand, HeroBand, TitledBand } from '../../components/layout/page-bands.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { PhoneIcon } from '../../components/ui/icons.tsx';
import { QUOTE_FORM_HREF } from '../../content/quote-form-link.ts';
import { useT } from '../../i18n/catalogue.ts';
import { LocalLink } from '../../i18n/local-link.tsx';
import { messages } from './messages.ts';
import { ScheduleInspectionDialog } from './schedule-inspection-dialog.tsx';
import type { ServicePageModel } from './service-page-models.ts';
import {
  IncludedList,
  InfoTiles,
  InspectionPrices,
  ProcessSteps,
  ServiceCards,
} from './service-page-sections.tsx';

/** The one component behind all four /services/* pages, driven by the page's content. */
export function ServicePageView({ page }: { page: ServicePageModel }) {
  const t = useT(messages);
  const id = (section: string) => `${page.slug}-${section}-heading`;
  // The inspections page books the inspection itself instead of sending visitors to the quote form.
  const [booking, setBooking] = useState<{ open: boolean; type?: InspectionType }>({ open: false });
  const book = (type?: InspectionType) => setBooking({ open: true, type });
  const callButton = (
    <a href={COMPANY_PHONE_HREF} className={buttonClass('outline-light', 'lg')}>
      <PhoneIcon className="size-5" />
      {t('call', { phone: COMPANY.phone })}
    </a>
  );
  return (
    <>
      <title>{page.documentTitle}</title>
      <HeroBand
        id={id('hero')}
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        intro={page.hero.subtitle}
        top={<BackHomeLink tone="white" />}
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {page.booksInspections ? (
            <button type="button" onClick={() => book()} className={buttonClass('accent', 'lg')}>
              {page.heroQuoteLabel}
            </button>
          ) : (
            <LocalLink to={QUOTE_FORM_HREF} className={buttonClass('accent', 'lg')}>
              {page.heroQuoteLabel}
            </LocalLink>
          )}
          {callButton}
        </div>
      </HeroBand>
      {page.booksInspections && (
        <ScheduleInspectionDialog
          open={booking.open}
          onOpenChange={(open) => setBooking((current) => ({ ...current, open }))}
          inspectionType={booking.type}
        />
      )}

      {page.emergencyBanner && (
        <section aria-labelledby={id('emergency')} className="bg-danger-700 text-white">
          <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id={id('emergency')} className="font-display text-2xl font-bold">
                {page.emergencyBanner.title}
              </h2>
              <p className="mt-1 text-white">{page.emergencyBanner.text}</p>
            </div>
            <a
              href={COMPANY_PHONE_HREF}
              className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-danger-700 hover:bg-danger-50"
            >
              <PhoneIcon className="size-5" />
              {t('callNow')}
            </a>
          </div>
        </section>
      )}

      <TitledBand id={id('cards')} title={page.cards.title}>
        <ServiceCards cards={page.cards.items} />
      </TitledBand>

      {page.industries && (
        <TitledBand id={id('industries')} title={page.industries.title} tone="sand">
          <InfoTiles items={page.industries.items} columns="three" />
        </TitledBand>
      )}

      {page.commonProblems && (
        <TitledBand id={id('problems')} title={page.commonProblems.title} tone="sand">
          <InfoTiles items={page.commonProblems.items} columns="four" />
        </TitledBand>
      )}

      {page.process && (
        <TitledBand id={id('process')} title={page.process.title}>
          <ProcessSteps steps={page.process.items} />
        </TitledBand>
      )}

      {page.inspectionTypes && (
        <TitledBand id={id('types')} title={page.inspectionTypes.title} tone="sand">
          <InspectionPrices types={page.inspectionTypes.items} onSchedule={book} />
        </TitledBand>
      )}

      {page.included && (
        <TitledBand id={id('included')} title={page.included.title}>
          <IncludedList items={page.included.items} />
        </TitledBand>
      )}

      {page.insuranceClaimDisclosures && (
        <div className="px-4 sm:px-6">
          <InsuranceClaimDisclosures largestHeading="hero-5xl" />
        </div>
      )}

      <ClosingBand id={id('closing')} title={page.closing.title} text={page.closing.text}>
        <LocalLink to={QUOTE_FORM_HREF} className={buttonClass('accent', 'lg')}>
          {t('getFreeQuote')}
        </LocalLink>
        {callButton}
      </ClosingBand>
    </>
  );
}
