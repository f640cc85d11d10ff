import {
  COMPANY,
  optionLabel,
  PREFERRED_TIMES,
  PROMISES,
  PROPERTY_TYPES,
  type QuoteRequestedData,
  ROOF_MATERIALS,
  SERVICE_TYPES,
} from '@roofing/contracts';
import type { PublicStormBanner } from '@roofing/contracts/http/storm';
import { addressLine, CustomerFields } from '../../emails/customer-fields.tsx';
import { calendarDate, calendarDateIn, projectStatusUrl, trackUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, H, P, Panel, Steps } from '../../emails/layout.tsx';
import { optionIn, shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { StormNotice } from '../../emails/storm-notice.tsx';
import { quoteRequestedT } from './messages.ts';

function discounts(quote: QuoteRequestedData): string[] {
  const lines: string[] = [];
  if (quote.isVeteran)
    lines.push(`Veteran / active military discount: ${COMPANY.discounts.veterans}%`);
  if (quote.isSenior) lines.push(`Senior (65+) discount: ${COMPANY.discounts.seniors}%`);
  return lines;
}

function preferredVisit(quote: QuoteRequestedData): string {
  return [
    quote.preferredDate ? calendarDate(quote.preferredDate) : null,
    optionLabel(PREFERRED_TIMES, quote.preferredTime),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The confirmation a homeowner receives right after asking for a quote, in their language. */
export function QuoteConfirmation({
  quote,
  publicUrl,
  storm,
}: {
  quote: QuoteRequestedData;
  publicUrl: string;
  storm?: PublicStormBanner;
}) {
  const locale = quote.language;
  const t = quoteRequestedT(locale);
  const common = shared(locale);
  const visit = [
    quote.preferredDate ? calendarDateIn(quote.preferredDate, locale) : null,
    optionIn('time', PREFERRED_TIMES, quote.preferredTime, locale),
  ]
    .filter(Boolean)
    .join(', ');
  const hours = PROMISES.contactWithinHours;
  return (
    <EmailLayout
      locale={locale}
      preview={
        storm
          ? shared(locale)('stormPreview')
          : t('preview', { estimateNumber: quote.estimateNumber, hours })
      }
      reason={t('reason', { company: COMPANY.name, website: COMPANY.website })}
    >
      <Greeting name={quote.firstName} locale={locale} />
      <StormNotice storm={storm} locale={locale} />
      <P>{t('thanks', { company: COMPANY.name })}</P>
      <Panel>
        <Field label={t('yourNumber')}>{quote.estimateNumber}</Field>
        <P>{t('keepNumber')}</P>
      </Panel>
      <H>{t('nextTitle')}</H>
      <Steps
        items={[
          storm
            ? shared(locale)('stormStepCall')
            : visit
              ? t('stepCallAsked', { hours, visit })
              : t('stepCall', { hours }),
          t('stepVisit'),
          t('stepWritten', { hours: PROMISES.writtenEstimateWithinHours }),
          t('stepFree'),
        ]}
      />
      <Action href={trackUrl(publicUrl, quote.estimateNumber, locale)}>
        {common('trackEstimate')}
      </Action>
      <Action href={projectStatusUrl(publicUrl, quote.estimateNumber, locale)}>
        {common('seeProgress')}
      </Action>
      <H>{t('askedTitle')}</H>
      <Field label={t('service')}>
        {optionIn('service', SERVICE_TYPES, quote.serviceType, locale)}
      </Field>
      {/* The address is not verified: the street and city typed on the form are not repeated to
          it (the office alert has them), so the form cannot mail a stranger text of its choosing. */}
      <Field label={t('property')}>
        {t('propertyValue', {
          type: optionIn('property', PROPERTY_TYPES, quote.propertyType, locale),
          state: quote.state,
          zip: quote.zipCode,
        })}
      </Field>
      {quote.currentRoofMaterial ? (
        <Field label={t('currentRoof')}>
          {optionIn('roof', ROOF_MATERIALS, quote.currentRoofMaterial, locale)}
        </Field>
      ) : null}
      {quote.isVeteran ? <P>{t('veteran', { percent: COMPANY.discounts.veterans })}</P> : null}
      {quote.isSenior ? <P>{t('senior', { percent: COMPANY.discounts.seniors })}</P> : null}
      <P>{t('emergency', { phone: COMPANY.phone })}</P>
    </EmailLayout>
  );
}

/** The alert the office receives for every new quote request. */
export function OfficeQuoteAlert({
  quote,
  publicUrl,
}: {
  quote: QuoteRequestedData;
  publicUrl: string;
}) {
  return (
    <EmailLayout
      preview={`${quote.firstName} ${quote.lastName}, ${quote.city}: ${optionLabel(SERVICE_TYPES, quote.serviceType)}`}
      reason="Sent to the office for every quote request from the website. Reply to write to the customer."
    >
      <P>New quote request {quote.estimateNumber}</P>
      <Panel>
        <CustomerFields
          name={`${quote.firstName} ${quote.lastName}`}
          phone={quote.phone}
          email={quote.email}
          place={addressLine(quote)}
          placeLabel="Address"
          language={quote.language}
        />
      </Panel>
      <Field label="Service">{optionLabel(SERVICE_TYPES, quote.serviceType)}</Field>
      <Field label="Property">{optionLabel(PROPERTY_TYPES, quote.propertyType)}</Field>
      <Field label="Current roof">
        {optionLabel(ROOF_MATERIALS, quote.currentRoofMaterial) || 'not given'}
      </Field>
      <Field label="Roof age">
        {quote.roofAge === null ? 'not given' : `${quote.roofAge} years`}
      </Field>
      <Field label="Preferred visit">{preferredVisit(quote) || 'no preference'}</Field>
      {discounts(quote).map((line) => (
        <P key={line}>{line}</P>
      ))}
      <Field label="Project description">{quote.projectDescription ?? '—'}</Field>
      <Field label="Special instructions">{quote.specialInstructions ?? '—'}</Field>
      <P>
        Promise to the customer: contact within {PROMISES.contactWithinHours} hours, written
        estimate within {PROMISES.writtenEstimateWithinHours} hours of the visit.
      </P>
      <Action href={trackUrl(publicUrl, quote.estimateNumber)}>Estimate page</Action>
    </EmailLayout>
  );
}

export const quoteConfirmationEmail = (
  quote: QuoteRequestedData,
  publicUrl: string,
  storm: PublicStormBanner = null,
): Promise<EmailContent> =>
  renderEmail(
    quoteRequestedT(quote.language)('subject', { estimateNumber: quote.estimateNumber }),
    <QuoteConfirmation quote={quote} publicUrl={publicUrl} storm={storm} />,
  );

export const officeQuoteAlertEmail = (
  quote: QuoteRequestedData,
  publicUrl: string,
): Promise<EmailContent> =>
  renderEmail(
    `New quote request ${quote.estimateNumber}: ${quote.firstName} ${quote.lastName}, ${quote.city}`,
    <OfficeQuoteAlert quote={quote} publicUrl={publicUrl} />,
  );
