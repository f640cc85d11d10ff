import { COMPANY, COMPANY_PHONE_HREF, type InspectionType } from '@roofing/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ArrowLeftIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { QUOTE_FORM_HREF } from '../../content/service-pages.ts';
import { ScheduleInspectionDialog } from './schedule-inspection-dialog.tsx';
import type { ServicePageModel } from './service-page-models.ts';
import {
  IncludedList,
  InfoTiles,
  InspectionPrices,
  PageSection,
  ProcessSteps,
  ServiceCards,
} from './service-page-sections.tsx';

/** The one component behind all four /services/* pages, driven by the page's content. */
export function ServicePageView({ page }: { page: ServicePageModel }) {
  const id = (section: string) => `${page.slug}-${section}-heading`;
  // The inspections page books the inspection itself instead of sending visitors to the quote form.
  const [booking, setBooking] = useState<{ open: boolean; type?: InspectionType }>({ open: false });
  const book = (type?: InspectionType) => setBooking({ open: true, type });
  return (
    <>
      <title>{page.documentTitle}</title>
      <section
        aria-labelledby={id('hero')}
        className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 text-white"
      >
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-14 sm:px-6 sm:pb-20">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center gap-2 rounded font-semibold text-white underline-offset-4 hover:underline"
          >
            <ArrowLeftIcon className="size-4" />
            Back to Home
          </Link>
          <p className="mt-8 font-semibold tracking-wide text-sand-200 uppercase">
            {page.hero.eyebrow}
          </p>
          <h1
            id={id('hero')}
            className="mt-3 max-w-3xl font-display text-4xl leading-tight font-bold sm:text-5xl"
          >
            {page.hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-navy-100">{page.hero.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {page.booksInspections ? (
              <button type="button" onClick={() => book()} className={buttonClass('accent', 'lg')}>
                {page.heroQuoteLabel}
              </button>
            ) : (
              <Link to={QUOTE_FORM_HREF} className={buttonClass('accent', 'lg')}>
                {page.heroQuoteLabel}
              </Link>
            )}
            <a href={COMPANY_PHONE_HREF} className={buttonClass('outline-light', 'lg')}>
              <PhoneIcon className="size-5" />
              Call {COMPANY.phone}
            </a>
          </div>
        </div>
      </section>
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
              Call Now
            </a>
          </div>
        </section>
      )}

      <PageSection id={id('cards')} title={page.cards.title}>
        <ServiceCards cards={page.cards.items} />
      </PageSection>

      {page.industries && (
        <PageSection id={id('industries')} title={page.industries.title} tone="sand">
          <InfoTiles items={page.industries.items} columns="three" />
        </PageSection>
      )}

      {page.commonProblems && (
        <PageSection id={id('problems')} title={page.commonProblems.title} tone="sand">
          <InfoTiles items={page.commonProblems.items} columns="four" />
        </PageSection>
      )}

      {page.process && (
        <PageSection id={id('process')} title={page.process.title}>
          <ProcessSteps steps={page.process.items} />
        </PageSection>
      )}

      {page.inspectionTypes && (
        <PageSection id={id('types')} title={page.inspectionTypes.title} tone="sand">
          <InspectionPrices types={page.inspectionTypes.items} onSchedule={book} />
        </PageSection>
      )}

      {page.included && (
        <PageSection id={id('included')} title={page.included.title}>
          <IncludedList items={page.included.items} />
        </PageSection>
      )}

      <section aria-labelledby={id('closing')} className="bg-navy-900 py-14 text-white sm:py-16">
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h2 id={id('closing')} className="font-display text-3xl font-bold sm:text-4xl">
            {page.closing.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-navy-100">{page.closing.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={QUOTE_FORM_HREF} className={buttonClass('accent', 'lg')}>
              Get Free Quote
            </Link>
            <a href={COMPANY_PHONE_HREF} className={buttonClass('outline-light', 'lg')}>
              <PhoneIcon className="size-5" />
              Call {COMPANY.phone}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
