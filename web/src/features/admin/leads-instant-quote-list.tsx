import { REVIEW_REASON_LABELS, type StaffInstantQuote } from '@roofing/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useConvertInstantQuote, useStaffInstantQuotes } from '../../api/leads.ts';
import { listQuotes, staffQuoteKeys } from '../../api/staff-quotes.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormTextField } from '../../components/ui/hook-form-fields.tsx';
import { dateTime, wholeDollars } from './admin-format.ts';
import { convertResolver } from './lead-editor-resolvers.ts';
import { LeadListPage, LeadStatusBadge } from './leads-list-states.tsx';
import { useLeadEditor } from './use-lead-editor.ts';

/** "1,234 sq ft". */
const squareFeet = (value: number) => `${value.toLocaleString('en-US')} sq ft`;

/** Instant quotes, newest first; each can become a full quote request once. */
export function InstantQuoteList() {
  const [page, setPage] = useState(1);
  const quotes = useStaffInstantQuotes(page);
  return (
    <LeadListPage
      pagerLabel="Instant quote pages"
      page={page}
      onPage={setPage}
      noun="instant quotes"
      query={quotes}
      emptyText="No instant quotes yet"
    >
      {(rows) => rows.map((quote) => <InstantQuoteItem key={quote.id} quote={quote} />)}
    </LeadListPage>
  );
}

function InstantQuoteItem({ quote }: { quote: StaffInstantQuote }) {
  const convert = useConvertInstantQuote();
  const [result, setResult] = useState<ConvertedLead | null>(null);
  // A quote request needs phone, city and ZIP: staff add what the customer left out.
  const { form, submit } = useLeadEditor({
    defaults: {
      customerPhone: quote.customerPhone ?? '',
      city: quote.city ?? '',
      zipCode: quote.zipCode ?? '',
    },
    resolver: convertResolver,
    save: (details) => convert.mutateAsync({ estimateNumber: quote.estimateNumber, details }),
    saved: (saved) => {
      setResult({ instantNumber: saved.estimateNumber, customerName: saved.customerName });
      return { title: 'Quote Request Created', description: `${saved.estimateNumber} converted.` };
    },
    failed: (error) => {
      setResult(null);
      return error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : 'Failed to convert the instant quote.';
    },
  });
  const { control } = form;
  const converted = quote.status === 'converted';
  const missing = !quote.customerPhone || !quote.city || !quote.zipCode;
  const prefix = `instant-${quote.id}`;

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
        {quote.roofType}: {quote.roofSquares} squares × {wholeDollars(quote.pricePerSquare)} ={' '}
        <span className="font-semibold text-navy-900">{wholeDollars(quote.totalPrice)}</span>
        {quote.measurement &&
          ` · traced, ${(quote.measurement.faceAreas?.length ?? 0) > 1 ? 'steepest ' : ''}${quote.measurement.pitch} pitch, range ${wholeDollars(quote.measurement.range.low)}–${wholeDollars(quote.measurement.range.high)}`}{' '}
        · {dateTime(quote.createdAt)}
      </p>
      <p className="text-xs text-slate-600">
        Price book: {wholeDollars(quote.pricePerSquare)} per square from {quote.priceEffectiveFrom}
        {quote.measurement?.imageryDate
          ? ` · imagery captured ${quote.measurement.imageryDate}`
          : ''}
      </p>
      {quote.measurement?.faceAreas && quote.measurement.faceAreas.length > 0 && (
        <table className="mt-2 text-left text-xs" data-testid={`instant-faces-${quote.id}`}>
          <caption className="sr-only">Roof faces of {quote.estimateNumber}</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="pr-4 font-semibold">
                Face
              </th>
              <th scope="col" className="pr-4 font-semibold">
                Pitch
              </th>
              <th scope="col" className="pr-4 font-semibold">
                Footprint
              </th>
              <th scope="col" className="font-semibold">
                Roof surface
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-700">
            {quote.measurement.faceAreas.map((face, i) => (
              // Faces are listed in the order traced and never reordered: the position is the key.
              <tr key={i}>
                <td className="pr-4">{i + 1}</td>
                <td className="pr-4">{face.pitch}</td>
                <td className="pr-4">{squareFeet(face.planAreaSqFt)}</td>
                <td>{squareFeet(face.surfaceSqFt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {quote.measurement && quote.measurement.reviewReasons.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-coral-700">
          {quote.measurement.reviewReasons.map((reason) => (
            <li key={reason}>{REVIEW_REASON_LABELS[reason]}</li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate>
        {!converted && missing && (
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            <FormTextField
              control={control}
              name="customerPhone"
              id={`${prefix}-phone`}
              label="Phone"
              type="tel"
            />
            <FormTextField control={control} name="city" id={`${prefix}-city`} label="City" />
            <FormTextField
              control={control}
              name="zipCode"
              id={`${prefix}-zip`}
              label="ZIP code"
              inputMode="numeric"
            />
          </div>
        )}
        <Button
          type="submit"
          className="mt-3"
          variant="outline"
          disabled={converted || convert.isPending}
        >
          {converted
            ? 'Converted to quote request'
            : convert.isPending
              ? 'Converting...'
              : 'Convert to quote request'}
        </Button>
      </form>
      {result ? (
        <ConvertedRequest {...result} />
      ) : converted ? (
        <ConvertedEarlier instantNumber={quote.estimateNumber} />
      ) : null}
    </li>
  );
}

interface ConvertedLead {
  instantNumber: string;
  customerName: string;
}

/** The read of the quote request an instant quote became (the list's search by its number). */
const convertedFrom = (instantNumber: string) => ({
  queryKey: ['/api/quotes', 'staff-list', 'converted-from', instantNumber],
  queryFn: async () =>
    (await listQuotes({ page: 1, pageSize: 1, search: instantNumber, status: undefined }))
      .quotes[0] ?? null,
});

/** How long the notice looks for the new request's number before it says how to find it. */
const FIND_NEW_REQUEST_MS = 30_000;

/**
 * The quote service numbers the new request itself, from the conversion's event, a moment later:
 * the notice reads the quote list for the instant quote's number (the request's description
 * names it) until the request appears, then gives its SFR number.
 */
function ConvertedRequest({ instantNumber, customerName }: ConvertedLead) {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), FIND_NEW_REQUEST_MS);
    return () => clearTimeout(timer);
  }, []);
  const request = useQuery({
    ...convertedFrom(instantNumber),
    refetchInterval: (query) => (query.state.data || gaveUp ? false : 1000),
  });
  const found = request.data;
  const queries = useQueryClient();
  // The dashboard's quote list shows the new request now, not at its next refresh.
  const foundNumber = found?.estimateNumber;
  useEffect(() => {
    if (foundNumber) void queries.invalidateQueries({ queryKey: staffQuoteKeys.lists });
  }, [foundNumber, queries]);
  return (
    <p role="status" className="mt-2 rounded-lg bg-success-50 p-3 text-sm text-success-700">
      {found
        ? `${instantNumber} is now quote request ${found.estimateNumber} for ${customerName}: search for ${found.estimateNumber} in the quote list.`
        : gaveUp
          ? `${instantNumber} was sent to the quote service as a quote request for ${customerName}. It is not numbered yet: search the quote list for ${instantNumber} in a minute.`
          : `${instantNumber} was sent to the quote service as a quote request for ${customerName}. Waiting for its SFR number…`}
    </p>
  );
}

/** A quote converted before this visit: the request it became, once read (nothing while not). */
function ConvertedEarlier({ instantNumber }: { instantNumber: string }) {
  const request = useQuery({
    ...convertedFrom(instantNumber),
  });
  if (!request.data) return null;
  return (
    <p className="mt-2 text-sm text-slate-700">
      Became quote request <span className="font-mono">{request.data.estimateNumber}</span>.
    </p>
  );
}
