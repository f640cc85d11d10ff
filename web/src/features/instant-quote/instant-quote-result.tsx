import { COMPANY, type InstantQuote, REVIEW_REASON_LABELS } from '@roofing/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { Detail } from '../../components/ui/detail.tsx';
import { cspNonce } from '../../lib/csp-nonce.ts';
import { thousands } from '../../lib/format.ts';

const dollars = (amount: number) => `$${thousands(amount)}`;

const CONFIDENCE_WORDS = {
  high: 'High: a clean trace of a simple roof',
  medium: 'Medium: the pitch or shape adds some uncertainty',
  low: 'Low: we will measure on site before a firm price',
} as const;

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
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">{children}</dl>
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
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  const { measurement } = quote;
  const place = [quote.address, quote.city, [quote.state, quote.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Card
      data-print-sheet=""
      aria-labelledby="quote-result-heading"
      role="region"
      className="space-y-8"
    >
      <style nonce={cspNonce()}>{PRINT_STYLES}</style>
      {/* On paper the site's header is gone: say who the quote is from and how to reach us. */}
      <p className="hidden border-b border-slate-300 pb-3 text-sm text-slate-800 print:block">
        <span className="font-bold">{COMPANY.name}</span> · {COMPANY.phone} · {COMPANY.email} ·
        Florida license {COMPANY.license}
      </p>
      <div>
        <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">
          Instant quote
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
            Expected range {dollars(measurement.range.low)} – {dollars(measurement.range.high)}
          </p>
        )}
      </div>

      <Section title="Quote details">
        <Detail label="Estimate number">{quote.estimateNumber}</Detail>
        <Detail label="Roof type">{quote.roofType}</Detail>
        <Detail label="Roof size">
          <span data-testid="quote-squares">{quote.roofSquares}</span> squares
        </Detail>
        <Detail label="Price per square">{dollars(quote.pricePerSquare)}</Detail>
        <Detail label="Total">{dollars(quote.totalPrice)}</Detail>
        {measurement && (
          <>
            <Detail label="Measured">
              {thousands(measurement.planAreaSqFt)} sq ft footprint × {measurement.pitchFactor} for
              a {measurement.pitch} pitch
            </Detail>
            <Detail label="Confidence">{CONFIDENCE_WORDS[measurement.confidence]}</Detail>
          </>
        )}
      </Section>

      {quote.needsReview && (
        <div
          role="note"
          className="rounded-xl border border-sand-300 bg-sand-50 p-4 text-slate-900"
        >
          <p className="font-semibold">A roofing specialist will review this quote</p>
          <p className="mt-1 text-sm">
            Your roof needs a closer look before we confirm the price; we will call you within 24
            hours.
          </p>
          {measurement && measurement.reviewReasons.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {measurement.reviewReasons.map((reason) => (
                <li key={reason}>{REVIEW_REASON_LABELS[reason]}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <Section title="Customer information">
        <Detail label="Name">{quote.customerName}</Detail>
        <Detail label="Email">{quote.customerEmail}</Detail>
        {quote.customerPhone && <Detail label="Phone">{quote.customerPhone}</Detail>}
        <Detail label="Property">{place}</Detail>
      </Section>

      <p className="text-sm text-slate-700">
        Shingle roof replacement including tear-off, synthetic underlayment, Florida Building Code
        nailing and ridge ventilation. A free on-site inspection confirms the price; decking repairs
        found during tear-off are quoted separately.
      </p>
      {actions && (
        <div data-print-hidden="" className="flex flex-wrap gap-3">
          {actions}
        </div>
      )}
    </Card>
  );
}
