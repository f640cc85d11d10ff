import {
  COMPANY,
  INSTANT_QUOTE,
  type InstantQuoteGeneratedData,
  PROMISES,
  REVIEW_REASON_LABELS,
} from '@roofing/contracts';
import { CustomerFields } from '../../emails/customer-fields.tsx';
import { easternDateTime, formatMoney } from '../../emails/format.ts';
import {
  Action,
  Bullets,
  EmailLayout,
  Field,
  Greeting,
  H,
  P,
  Panel,
  Steps,
} from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * The e-mails of an instant quote: the customer's copy (number, size, price, range, next steps,
 * a tracking link) and the office's alert. The customer's address is unverified: the street
 * address they typed is not repeated to them.
 */

type Quote = InstantQuoteGeneratedData;
const dollars = (amount: number) => formatMoney(amount).replace(/\.00$/, '');
const squareFeet = (value: number) => `${value.toLocaleString('en-US')} sq ft`;

/** `${PUBLIC_URL}/instant-quote?number=IQ-…`: the page's Track Quote mode opened on this one. */
export function instantQuoteTrackUrl(publicUrl: string, estimateNumber: string): string {
  const url = new URL('/instant-quote', publicUrl);
  url.searchParams.set('number', estimateNumber);
  return url.toString();
}

const CONFIDENCE_WORDS = {
  high: 'a simple roof traced cleanly: the final price usually lands within this range',
  medium: 'some features of the roof make the measurement less certain, so the range is wider',
  low: 'the outline needs a closer look, so treat this range as a rough guide until we measure',
} as const;

/** How the size was found, in one sentence the homeowner can check. */
function howMeasured(quote: Quote): string {
  const m = quote.measurement;
  if (!m) return `You entered the roof size yourself: ${quote.roofSquares} squares.`;
  const pitch = m.pitch === 'flat' ? 'a flat roof' : `a ${m.pitch} pitch`;
  return `From your satellite outline${m.faces > 1 ? ` of ${m.faces} roof faces` : ''}: a ${squareFeet(m.planAreaSqFt)} footprint × ${m.pitchFactor} for ${pitch} ≈ ${m.squares} squares of roof.`;
}

export function InstantQuoteCustomer({ quote, publicUrl }: { quote: Quote; publicUrl: string }) {
  const m = quote.measurement;
  return (
    <EmailLayout
      preview={`${quote.roofSquares} squares of shingle roofing: ${dollars(quote.totalPrice)}. Quote ${quote.estimateNumber}.`}
      reason={`You receive this e-mail because this address was entered on the instant quote page of ${COMPANY.website}.`}
    >
      <Greeting name={quote.customerName} />
      <P>Here is your instant quote for a new {quote.roofType.toLowerCase()} roof.</P>
      <Panel>
        <Field label="Quote number">{quote.estimateNumber}</Field>
        <Field label="Roof size">
          {quote.roofSquares} squares (
          {squareFeet(quote.roofSquares * INSTANT_QUOTE.squareFeetPerSquare)} of roof)
        </Field>
        <Field label="Price">{dollars(quote.pricePerSquare)} per square</Field>
        <Field label="Total">{dollars(quote.totalPrice)}</Field>
        {m ? (
          <Field label="Likely range">
            {dollars(m.range.low)} to {dollars(m.range.high)}
          </Field>
        ) : null}
      </Panel>
      <P>{howMeasured(quote)}</P>
      {m ? <P>About the range: {CONFIDENCE_WORDS[m.confidence]}.</P> : null}
      {quote.needsReview ? (
        <P>
          Your roof has features we check by hand (its size, pitch or shape), so an estimator
          reviews your outline before we call.
        </P>
      ) : null}
      <P>
        The price is for {quote.roofType.toLowerCase()} roofing at {dollars(quote.pricePerSquare)}{' '}
        per roof square (100 sq ft of roof surface). We confirm it after a free inspection: soft
        decking, extra layers to tear off or permit requirements can move it.
      </P>
      <H>What happens next</H>
      <Steps
        items={[
          `Within ${PROMISES.contactWithinHours} hours we call you to go over the quote and book a free inspection.`,
          'A certified inspector measures the roof, checks the decking, flashing and ventilation, and takes photos.',
          `You receive a written estimate within ${PROMISES.writtenEstimateWithinHours} hours of the visit. There is no obligation.`,
        ]}
      />
      <Action href={instantQuoteTrackUrl(publicUrl, quote.estimateNumber)}>Track your quote</Action>
      <P>
        Veteran, active military or 65 and over? Tell us when we call: you get{' '}
        {COMPANY.discounts.veterans}% off. Questions in the meantime: {COMPANY.phone}.
      </P>
    </EmailLayout>
  );
}

/** The office's alert: every field, the measurement and, first, what needs a review. */
export function OfficeInstantQuoteAlert({ quote, publicUrl }: { quote: Quote; publicUrl: string }) {
  const m = quote.measurement;
  const place = [quote.address, quote.city, `${quote.state} ${quote.zipCode ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');
  return (
    <EmailLayout
      preview={`${quote.customerName}: ${quote.roofSquares} squares, ${dollars(quote.totalPrice)}`}
      reason="Sent to the office for every instant quote from the website. Reply to write to the customer."
    >
      <P>New instant quote {quote.estimateNumber}</P>
      {quote.needsReview && m ? (
        <>
          <H>Needs review before calling:</H>
          <Bullets items={m.reviewReasons.map((reason) => REVIEW_REASON_LABELS[reason])} />
        </>
      ) : null}
      <Panel>
        <CustomerFields
          name={quote.customerName}
          phone={quote.customerPhone ?? 'not given'}
          email={quote.customerEmail}
          place={place}
        />
      </Panel>
      <Field label="Roof">
        {quote.roofSquares} squares of {quote.roofType.toLowerCase()} at{' '}
        {dollars(quote.pricePerSquare)} = {dollars(quote.totalPrice)}
      </Field>
      {m ? (
        <>
          <Field label="Range">
            {dollars(m.range.low)} to {dollars(m.range.high)} ({m.confidence} confidence)
          </Field>
          <Field label="Measured">
            satellite outline, {m.faces} face{m.faces === 1 ? '' : 's'},{' '}
            {squareFeet(m.planAreaSqFt)} footprint, pitch {m.pitch} (× {m.pitchFactor})
          </Field>
        </>
      ) : (
        <Field label="Measured">size entered by hand: check it at the inspection</Field>
      )}
      <Field label="Generated">{easternDateTime(quote.generatedAt)}</Field>
      <P>
        Promise to the customer: a call within {PROMISES.contactWithinHours} hours. Convert it to a
        quote request in the back office once the inspection is booked.
      </P>
      <Action href={new URL('/admin/dashboard', publicUrl).toString()}>Open the dashboard</Action>
    </EmailLayout>
  );
}

export const instantQuoteCustomerEmail = (quote: Quote, publicUrl: string): Promise<EmailContent> =>
  renderEmail(
    `Your instant roof quote ${quote.estimateNumber}: ${dollars(quote.totalPrice)}`,
    <InstantQuoteCustomer quote={quote} publicUrl={publicUrl} />,
  );

export const officeInstantQuoteAlertEmail = (
  quote: Quote,
  publicUrl: string,
): Promise<EmailContent> =>
  renderEmail(
    `${quote.needsReview ? '[NEEDS REVIEW] ' : ''}Instant quote ${quote.estimateNumber}: ${quote.roofSquares} squares, ${dollars(quote.totalPrice)}, ${quote.address}`,
    <OfficeInstantQuoteAlert quote={quote} publicUrl={publicUrl} />,
  );
