import {
  COMPANY,
  INSTANT_QUOTE,
  INTL_LOCALE,
  type InstantQuoteGeneratedData,
  type Locale,
  PROMISES,
  pathInLocale,
  REVIEW_REASON_LABELS,
} from '@roofing/contracts';
import { CustomerFields } from '../../emails/customer-fields.tsx';
import { easternDateTime, formatMoney, moneyIn } from '../../emails/format.ts';
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
import { instantQuoteT } from './messages.ts';

/**
 * The e-mails of an instant quote: the customer's copy (number, size, price, range, next steps,
 * a tracking link), in the customer's language, and the office's alert (English). The customer's address is unverified: the street
 * address they typed is not repeated to them.
 */

type Quote = InstantQuoteGeneratedData;
const dollars = (amount: number) => formatMoney(amount).replace(/\.00$/, '');
const squareFeet = (value: number) => `${value.toLocaleString('en-US')} sq ft`;

/** `${PUBLIC_URL}/instant-quote?number=IQ-…` (`/es/instant-quote…` in Spanish): the page's Track Quote mode opened on this one. */
export function instantQuoteTrackUrl(
  publicUrl: string,
  estimateNumber: string,
  locale: Locale = 'en',
): string {
  const url = new URL(pathInLocale('/instant-quote', locale), publicUrl);
  url.searchParams.set('number', estimateNumber);
  return url.toString();
}

/** "1,850 sq ft" / "1,850 pies cuadrados". */
const squareFeetIn = (value: number, locale: Locale) =>
  locale === 'en'
    ? squareFeet(value)
    : instantQuoteT(locale)('squareFeet', { value: value.toLocaleString(INTL_LOCALE[locale]) });

/** Whole dollars in the customer's language: "$11,550" (cents only when there are any). */
const dollarsIn = (amount: number, locale: Locale) =>
  locale === 'en' ? dollars(amount) : moneyIn(amount, locale).replace(/\.00$/, '');

/** The material in a sentence: "shingle" / "tejas asfálticas" (shingle on older events). */
function roofTypeIn(quote: Quote, locale: Locale): string {
  return instantQuoteT(locale)(`material.${quote.material ?? 'shingle'}`);
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** Whether the faces were traced at more than one pitch (the roof's factor is then a blend). */
const mixedPitches = (m: NonNullable<Quote['measurement']>) =>
  new Set((m.faceAreas ?? []).map((face) => face.pitch)).size > 1;

/** How the size was found, in one sentence the homeowner can check. */
function howMeasured(quote: Quote, locale: Locale): string {
  const t = instantQuoteT(locale);
  const m = quote.measurement;
  if (!m) return t('measuredByHand', { squares: String(quote.roofSquares) });
  if (mixedPitches(m)) {
    const faces = m.faceAreas ?? [];
    return t('measuredByFaces', {
      faces: String(faces.length),
      pitches: faces
        .map((face) => (face.pitch === 'flat' ? t('pitchFlat') : face.pitch))
        .join(', '),
      area: squareFeetIn(m.planAreaSqFt, locale),
      surface: squareFeetIn(
        faces.reduce((sum, face) => sum + face.surfaceSqFt, 0),
        locale,
      ),
      squares: String(m.squares),
    });
  }
  return t('measuredBySatellite', {
    faces: m.faces,
    area: squareFeetIn(m.planAreaSqFt, locale),
    factor: String(m.pitchFactor),
    pitch: m.pitch === 'flat' ? t('pitchFlat') : t('pitchSloped', { pitch: m.pitch }),
    squares: String(m.squares),
  });
}

export function InstantQuoteCustomer({ quote, publicUrl }: { quote: Quote; publicUrl: string }) {
  const m = quote.measurement;
  const locale = quote.language ?? 'en';
  const t = instantQuoteT(locale);
  const money = (amount: number) => dollarsIn(amount, locale);
  const roofType = roofTypeIn(quote, locale);
  return (
    <EmailLayout
      locale={locale}
      preview={t('preview', {
        squares: String(quote.roofSquares),
        roofType,
        total: money(quote.totalPrice),
        estimateNumber: quote.estimateNumber,
      })}
      reason={t('reason', { website: COMPANY.website })}
    >
      <Greeting name={quote.customerName} locale={locale} />
      <P>{t('intro', { roofType })}</P>
      <Panel>
        <Field label={t('quoteNumber')}>{quote.estimateNumber}</Field>
        <Field label={t('material')}>
          {t('materialValue', {
            material: capitalised(roofType),
            price: money(quote.pricePerSquare),
          })}
        </Field>
        <Field label={t('roofSize')}>
          {t('roofSizeValue', {
            squares: String(quote.roofSquares),
            area: squareFeetIn(quote.roofSquares * INSTANT_QUOTE.squareFeetPerSquare, locale),
          })}
        </Field>
        <Field label={t('total')}>{money(quote.totalPrice)}</Field>
        {m ? (
          <Field label={t('likelyRange')}>
            {t('rangeValue', { low: money(m.range.low), high: money(m.range.high) })}
          </Field>
        ) : null}
      </Panel>
      <P>{howMeasured(quote, locale)}</P>
      {m ? <P>{t('aboutRange', { words: t(`confidence.${m.confidence}`) })}</P> : null}
      {quote.needsReview ? <P>{t('needsReview')}</P> : null}
      <P>{t('priceNote', { roofType, price: money(quote.pricePerSquare) })}</P>
      <H>{t('nextTitle')}</H>
      <Steps
        items={[
          t('stepCall', { hours: PROMISES.contactWithinHours }),
          t('stepVisit'),
          t('stepWritten', { hours: PROMISES.writtenEstimateWithinHours }),
        ]}
      />
      <Action href={instantQuoteTrackUrl(publicUrl, quote.estimateNumber, locale)}>
        {t('track')}
      </Action>
      <P>{t('discount', { percent: COMPANY.discounts.veterans, phone: COMPANY.phone })}</P>
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
          language={quote.language}
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
            {squareFeet(m.planAreaSqFt)} footprint, {mixedPitches(m) ? 'steepest ' : ''}pitch{' '}
            {m.pitch} (× {m.pitchFactor}
            {mixedPitches(m) ? ' overall' : ''})
            {m.imageryDate ? `, imagery captured ${m.imageryDate}` : ''}
          </Field>
          {m.faceAreas && m.faceAreas.length > 1 ? (
            <Bullets
              items={m.faceAreas.map(
                (face, i) =>
                  `Face ${i + 1}: ${face.pitch}, ${squareFeet(face.planAreaSqFt)} footprint, ${squareFeet(face.surfaceSqFt)} of roof`,
              )}
            />
          ) : null}
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
    instantQuoteT(quote.language ?? 'en')('subject', {
      estimateNumber: quote.estimateNumber,
      total: dollarsIn(quote.totalPrice, quote.language ?? 'en'),
    }),
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
