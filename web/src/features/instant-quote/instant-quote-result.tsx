import { COMPANY, type InstantQuote, type RoofPitch } from '@roofing/contracts';
import { INTL_LOCALE } from '@roofing/contracts/locale';
import { type ReactNode, useEffect, useRef } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { Detail } from '../../components/ui/detail.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { cspNonce } from '../../lib/csp-nonce.ts';
import { thousands } from '../../lib/format.ts';
import { imageryDateText } from './imagery-date.ts';
import { messages } from './messages.ts';

const dollars = (amount: number) => `$${thousands(amount)}`;

/**
 * Only the quote prints, on one page: the site's header and footer, the mode switch and the
 * buttons are hidden, and the card loses its shadow and page-breaking margins.
 */
const PRINT_STYLES = `@media print {
  @page { margin: 14mm; }
  header, footer, [data-print-hidden], [aria-label^="Notifications"] { display: none !important; }
  html, body { background: #fff !important; }
  /* The layout fills the screen's height; on paper that would push an empty second page. */
  div:has(> #main-content) { min-height: 0 !important; }
  [data-print-sheet] { box-shadow: none !important; border: 0 !important; padding: 0 !important; margin: 0 !important; }
  [data-print-sheet] * { break-inside: avoid; }
}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="font-display text-lg font-bold text-navy-900">{title}</h3>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 print:mt-2 print:gap-2">{children}</dl>
    </section>
  );
}

/** The quote as the server answered it: details, the traced measurement if any, the customer. */
export function InstantQuoteResult({
  quote,
  actions,
  focusOnShow = false,
}: {
  quote: InstantQuote;
  actions?: ReactNode;
  /** Move focus (and the view) to the quote: it replaces the form the visitor was at the end of. */
  focusOnShow?: boolean;
}) {
  const t = useT(messages);
  const intlLocale = INTL_LOCALE[useLocale()];
  const pitchName = (pitch: RoofPitch) => (pitch === 'flat' ? t('flatPitch') : pitch);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  const { measurement } = quote;
  const faces = measurement?.faceAreas ?? [];
  const place = [quote.address, quote.city, [quote.state, quote.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Card
      data-print-sheet=""
      aria-labelledby="quote-result-heading"
      role="region"
      className="space-y-8 print:space-y-4"
    >
      <style nonce={cspNonce()}>{PRINT_STYLES}</style>
      {/* On paper the site's header is gone: say who the quote is from and how to reach us. */}
      <p className="hidden border-b border-slate-300 pb-3 text-sm text-slate-800 print:block">
        <span className="font-bold">{COMPANY.name}</span> · {COMPANY.phone} · {COMPANY.email} ·{' '}
        {t('printHeader', { license: COMPANY.license })}
      </p>
      <div>
        <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">
          {t('instantQuote')}
        </p>
        <h2
          ref={headingRef}
          tabIndex={-1}
          id="quote-result-heading"
          className="mt-1 scroll-mt-24 font-display text-3xl font-bold text-navy-900 focus:outline-none"
        >
          {quote.estimateNumber}
        </h2>
        <p className="mt-4 text-4xl font-bold text-navy-900" data-testid="quote-total">
          {dollars(quote.totalPrice)}
        </p>
        {measurement && (
          <p className="mt-1 text-slate-700" data-testid="quote-range">
            {t('expectedRange', {
              low: dollars(measurement.range.low),
              high: dollars(measurement.range.high),
            })}
          </p>
        )}
      </div>

      <Section title={t('detailsTitle')}>
        <Detail label={t('estimateNumber')}>{quote.estimateNumber}</Detail>
        <Detail label={t('material')}>
          <span data-testid="quote-material">{t(`material.${quote.material}`)}</span>
        </Detail>
        <Detail label={t('roofSize')}>
          {t.rich('squares', {
            squares: String(quote.roofSquares),
            n: (chunks) => <span data-testid="quote-squares">{chunks}</span>,
          })}
        </Detail>
        <Detail label={t('pricePerSquare')}>
          <span data-testid="quote-price-per-square">
            {t('priceSince', {
              price: dollars(quote.pricePerSquare),
              date: imageryDateText(quote.priceEffectiveFrom, intlLocale),
            })}
          </span>
        </Detail>
        <Detail label={t('total')}>{dollars(quote.totalPrice)}</Detail>
        {measurement && (
          <>
            {faces.length <= 1 && (
              <Detail label={t('measured')}>
                {t('measuredValue', {
                  area: thousands(measurement.planAreaSqFt),
                  factor: String(measurement.pitchFactor),
                  pitch: pitchName(measurement.pitch),
                })}
              </Detail>
            )}
            <Detail label={t('confidence')}>{t(`confidence.${measurement.confidence}`)}</Detail>
            {measurement.imageryDate && (
              <Detail label={t('imageryDate')}>
                <span data-testid="quote-imagery-date">
                  {imageryDateText(measurement.imageryDate, intlLocale)}
                </span>
              </Detail>
            )}
          </>
        )}
      </Section>

      {faces.length > 1 && (
        <section>
          <h3 className="font-display text-lg font-bold text-navy-900">{t('facesResult')}</h3>
          <ol className="mt-3 space-y-1 text-slate-900 print:mt-2" data-testid="quote-faces">
            {faces.map((face, index) => (
              <li key={`${index}-${face.pitch}`}>
                {t('faceResultValue', {
                  face: String(index + 1),
                  plan: thousands(face.planAreaSqFt),
                  pitch: pitchName(face.pitch),
                  surface: thousands(face.surfaceSqFt),
                })}
              </li>
            ))}
          </ol>
          <p className="mt-2 font-semibold text-slate-900">
            {t('totalSquares', { squares: String(quote.roofSquares) })}
          </p>
        </section>
      )}

      {quote.needsReview && (
        <div
          role="note"
          className="rounded-xl border border-sand-300 bg-sand-50 p-4 text-slate-900"
        >
          <p className="font-semibold">{t('reviewTitle')}</p>
          <p className="mt-1 text-sm">{t('reviewText')}</p>
          {measurement && measurement.reviewReasons.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {measurement.reviewReasons.map((reason) => (
                <li key={reason}>{t(`reason.${reason}`)}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <Section title={t('customerTitle')}>
        <Detail label={t('name')}>{quote.customerName}</Detail>
        <Detail label={t('email')}>{quote.customerEmail}</Detail>
        {quote.customerPhone && <Detail label={t('phone')}>{quote.customerPhone}</Detail>}
        <Detail label={t('property')}>{place}</Detail>
      </Section>

      <p className="text-sm text-slate-700">
        {quote.material === 'shingle' ? t('scope') : t(`scope.${quote.material}`)}
      </p>
      {actions && (
        <div data-print-hidden="" className="flex flex-wrap gap-3">
          {actions}
        </div>
      )}
    </Card>
  );
}
