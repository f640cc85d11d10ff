import { REVIEW_REASON_LABELS, type StaffInstantQuote } from '@roofing/contracts';
import { useState } from 'react';
import { fieldErrorsOf } from '../../api/api-error.ts';
import { ApiError } from '../../api/client.ts';
import { LEADS_PAGE_SIZE, useConvertInstantQuote, useStaffInstantQuotes } from '../../api/leads.ts';
import { useToast } from '../../app/toast.tsx';
import { ListPager } from '../../components/back-office/list-toolbar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-controls.tsx';
import { dateTime, wholeDollars } from './admin-format.ts';
import { LeadListBody, LeadStatusBadge } from './leads-list-states.tsx';

/** Instant shingle quotes, newest first; each can become a full quote request once. */
export function InstantQuoteList() {
  const [page, setPage] = useState(1);
  const quotes = useStaffInstantQuotes(page);
  return (
    <>
      <LeadListBody noun="instant quotes" query={quotes} emptyText="No instant quotes yet">
        {(rows) => rows.map((quote) => <InstantQuoteItem key={quote.id} quote={quote} />)}
      </LeadListBody>
      <ListPager
        label="Instant quote pages"
        page={page}
        total={quotes.data?.total ?? 0}
        pageSize={LEADS_PAGE_SIZE}
        busy={quotes.isFetching}
        onPage={setPage}
      />
    </>
  );
}

function InstantQuoteItem({ quote }: { quote: StaffInstantQuote }) {
  const convert = useConvertInstantQuote();
  const { toast } = useToast();
  // A quote request needs phone, city and ZIP: staff add what the customer left out.
  const [phone, setPhone] = useState(quote.customerPhone ?? '');
  const [city, setCity] = useState(quote.city ?? '');
  const [zipCode, setZipCode] = useState(quote.zipCode ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<string | null>(null);
  const converted = quote.status === 'converted';
  const missing = !quote.customerPhone || !quote.city || !quote.zipCode;
  const prefix = `instant-${quote.id}`;

  const run = () => {
    setErrors({});
    convert.mutate(
      {
        estimateNumber: quote.estimateNumber,
        details: {
          customerPhone: phone.trim() || null,
          city: city.trim() || null,
          zipCode: zipCode.trim() || null,
        },
      },
      {
        onSuccess: (saved) => {
          setResult(
            `${saved.estimateNumber} was sent to the quote service as a quote request for ${saved.customerName}.`,
          );
          toast({
            title: 'Quote Request Created',
            description: `${saved.estimateNumber} converted.`,
          });
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          const reason =
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : 'Failed to convert the instant quote.';
          setResult(null);
          toast({ variant: 'destructive', title: 'Error', description: reason });
        },
      },
    );
  };

  return (
    <li className="rounded-xl border border-navy-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-navy-900">
            <span className="font-mono">{quote.estimateNumber}</span> · {quote.customerName}
          </h3>
          <p className="text-sm text-slate-700">
            {[quote.address, quote.city, quote.state, quote.zipCode].filter(Boolean).join(', ')} ·{' '}
            {quote.customerEmail}
            {quote.customerPhone ? ` · ${quote.customerPhone}` : ''}
          </p>
        </div>
        <span className="flex flex-wrap gap-2">
          {quote.needsReview && (
            <span className="rounded-full bg-coral-50 px-2.5 py-0.5 text-xs font-semibold text-coral-700 ring-1 ring-coral-600/30">
              Needs review
            </span>
          )}
          <LeadStatusBadge status={quote.status} />
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {quote.roofSquares} squares × {wholeDollars(quote.pricePerSquare)} ={' '}
        <span className="font-semibold text-navy-900">{wholeDollars(quote.totalPrice)}</span>
        {quote.measurement &&
          ` · traced, ${quote.measurement.pitch} pitch, range ${wholeDollars(quote.measurement.range.low)}–${wholeDollars(quote.measurement.range.high)}`}{' '}
        · {dateTime(quote.createdAt)}
      </p>
      {quote.measurement && quote.measurement.reviewReasons.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-coral-700">
          {quote.measurement.reviewReasons.map((reason) => (
            <li key={reason}>{REVIEW_REASON_LABELS[reason]}</li>
          ))}
        </ul>
      )}
      {!converted && missing && (
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          <TextField
            id={`${prefix}-phone`}
            label="Phone"
            type="tel"
            value={phone}
            onValueChange={setPhone}
            error={errors.customerPhone}
          />
          <TextField
            id={`${prefix}-city`}
            label="City"
            value={city}
            onValueChange={setCity}
            error={errors.city}
          />
          <TextField
            id={`${prefix}-zip`}
            label="ZIP code"
            inputMode="numeric"
            value={zipCode}
            onValueChange={setZipCode}
            error={errors.zipCode}
          />
        </div>
      )}
      <Button
        className="mt-3"
        variant="outline"
        onClick={run}
        disabled={converted || convert.isPending}
      >
        {converted
          ? 'Converted to quote request'
          : convert.isPending
            ? 'Converting...'
            : 'Convert to quote request'}
      </Button>
      {result && (
        <p role="status" className="mt-2 rounded-lg bg-success-50 p-3 text-sm text-success-700">
          {result}
        </p>
      )}
    </li>
  );
}
