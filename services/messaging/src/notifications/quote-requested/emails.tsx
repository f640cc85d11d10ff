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
import { addressLine, CustomerFields } from '../../emails/customer-fields.tsx';
import { calendarDate, projectStatusUrl, trackUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, H, P, Panel, Steps } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

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

/** The confirmation a homeowner receives right after asking for a quote. */
export function QuoteConfirmation({
  quote,
  publicUrl,
}: {
  quote: QuoteRequestedData;
  publicUrl: string;
}) {
  const visit = preferredVisit(quote);
  return (
    <EmailLayout
      preview={`Your estimate number is ${quote.estimateNumber}. We will be in touch within ${PROMISES.contactWithinHours} hours.`}
      reason={`You receive this e-mail because you asked ${COMPANY.name} for a free estimate on ${COMPANY.website}.`}
    >
      <Greeting name={quote.firstName} />
      <P>
        Thank you for asking {COMPANY.name} for a free roofing estimate. We have your request and it
        is in our queue.
      </P>
      <Panel>
        <Field label="Your estimate number">{quote.estimateNumber}</Field>
        <P>Keep this number: you need it to track your estimate online or when you call us.</P>
      </Panel>
      <H>What happens next</H>
      <Steps
        items={[
          `Within ${PROMISES.contactWithinHours} hours we call or e-mail you to confirm a time for your free inspection${visit ? ` (you asked for ${visit})` : ''}.`,
          'A certified inspector visits the property, checks the roof, attic ventilation and flashing, and takes photos.',
          `You receive a written estimate within ${PROMISES.writtenEstimateWithinHours} hours of the visit.`,
          'There is no obligation: the consultation and the estimate are free.',
        ]}
      />
      <Action href={trackUrl(publicUrl, quote.estimateNumber)}>Track your estimate</Action>
      <Action href={projectStatusUrl(publicUrl, quote.estimateNumber)}>
        See your project's progress
      </Action>
      <H>What you asked for</H>
      <Field label="Service">{optionLabel(SERVICE_TYPES, quote.serviceType)}</Field>
      {/* The address is not verified: the street and city typed on the form are not repeated to
          it (the office alert has them), so the form cannot mail a stranger text of its choosing. */}
      <Field label="Property">
        {optionLabel(PROPERTY_TYPES, quote.propertyType)}, {quote.state} ZIP {quote.zipCode}
      </Field>
      {quote.currentRoofMaterial ? (
        <Field label="Current roof">{optionLabel(ROOF_MATERIALS, quote.currentRoofMaterial)}</Field>
      ) : null}
      {discounts(quote).map((line) => (
        <P key={line}>{line}</P>
      ))}
      <P>
        Storm damage or an active leak? Call us any time at {COMPANY.phone}: emergency service runs
        24/7.
      </P>
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
): Promise<EmailContent> =>
  renderEmail(
    `We received your quote request (${quote.estimateNumber})`,
    <QuoteConfirmation quote={quote} publicUrl={publicUrl} />,
  );

export const officeQuoteAlertEmail = (
  quote: QuoteRequestedData,
  publicUrl: string,
): Promise<EmailContent> =>
  renderEmail(
    `New quote request ${quote.estimateNumber}: ${quote.firstName} ${quote.lastName}, ${quote.city}`,
    <OfficeQuoteAlert quote={quote} publicUrl={publicUrl} />,
  );
