import { type InsightQuote, optionLabel, progressOf, SERVICE_TYPES } from '@roofing/contracts';

const DAY_MS = 86_400_000;
/** An estimate unanswered this long gets a follow-up call. */
export const STALE_ESTIMATE_DAYS = 7;
/** A request without a site visit this long is waiting too long (we promise contact in 24 h). */
export const VISIT_WAIT_DAYS = 2;

/** Same definitions as the dashboard's tiles (quote service stats), so the numbers agree. */
const ACCEPTED = new Set(['accepted', 'in_progress', 'completed']);
const IN_PIPELINE = new Set(['estimate_prepared', 'accepted', 'in_progress']);

export interface AgedQuote {
  estimateNumber: string;
  ageDays: number;
  amount: number | null;
  city: string | null;
}

/** Everything the insights say, computed from the quotes the dashboard sent. */
export interface InsightFigures {
  total: number;
  byStatus: Array<{ name: string; count: number }>;
  byService: Array<{ name: string; count: number }>;
  byCity: Array<{ name: string; count: number }>;
  newThisWeek: number;
  newLastWeek: number;
  /** Estimates prepared and not yet answered (or answered with questions), oldest first. */
  estimatesOut: AgedQuote[];
  staleEstimates: AgedQuote[];
  /** Requests with no visit scheduled yet, older than VISIT_WAIT_DAYS, oldest first. */
  waitingForVisit: AgedQuote[];
  /** Every request with no visit scheduled yet (the fresh ones too), oldest first. */
  newRequests: AgedQuote[];
  accepted: number;
  declined: number;
  /** Percent of answered estimates that were accepted, one decimal; null before any answer. */
  acceptanceRate: number | null;
  pipelineValue: number;
}

export function computeInsightFigures(quotes: readonly InsightQuote[], now: Date): InsightFigures {
  const ageOf = (value: string | null | undefined) => {
    const time = value ? Date.parse(value) : Number.NaN;
    return Number.isNaN(time) ? null : Math.max(0, Math.floor((now.getTime() - time) / DAY_MS));
  };
  const aged = (quote: InsightQuote, since: string | null | undefined): AgedQuote => ({
    estimateNumber: quote.estimateNumber,
    ageDays: ageOf(since) ?? 0,
    amount: amountOf(quote.estimateAmount),
    city: quote.city?.trim() || null,
  });
  const oldestFirst = (a: AgedQuote, b: AgedQuote) => b.ageDays - a.ageDays;

  const created = quotes.map((quote) => ageOf(quote.createdAt));
  const estimatesOut = quotes
    .filter(
      (quote) =>
        quote.status === 'estimate_prepared' &&
        (!quote.customerResponse ||
          quote.customerResponse === 'questions' ||
          quote.customerResponse === 'changes'),
    )
    // The estimate went out when the quote last changed; the request date is the fallback.
    .map((quote) => aged(quote, quote.updatedAt ?? quote.createdAt))
    .sort(oldestFirst);
  const newRequests = quotes
    .filter((quote) => quote.status === 'quote_requested')
    .map((quote) => aged(quote, quote.createdAt))
    .sort(oldestFirst);
  const waitingForVisit = newRequests.filter((quote) => quote.ageDays > VISIT_WAIT_DAYS);
  const accepted = quotes.filter((quote) => ACCEPTED.has(quote.status)).length;
  const declined = quotes.filter((quote) => quote.status === 'declined').length;

  return {
    total: quotes.length,
    byStatus: countBy(quotes, (quote) => progressLabel(quote.status)),
    byService: countBy(quotes, (quote) =>
      quote.serviceType ? optionLabel(SERVICE_TYPES, quote.serviceType) : 'Not given',
    ),
    byCity: countBy(quotes, (quote) => titleCase(quote.city) ?? 'Not given'),
    newThisWeek: created.filter((age) => age !== null && age < 7).length,
    newLastWeek: created.filter((age) => age !== null && age >= 7 && age < 14).length,
    estimatesOut,
    staleEstimates: estimatesOut.filter((quote) => quote.ageDays > STALE_ESTIMATE_DAYS),
    waitingForVisit,
    newRequests,
    accepted,
    declined,
    acceptanceRate:
      accepted + declined === 0 ? null : Math.round((accepted / (accepted + declined)) * 1000) / 10,
    pipelineValue: quotes
      .filter((quote) => IN_PIPELINE.has(quote.status))
      .reduce((sum, quote) => sum + (amountOf(quote.estimateAmount) ?? 0), 0),
  };
}

const STATUS_WORDS: Record<string, string> = {
  quote_requested: 'Quote requested',
  site_visit_scheduled: 'Site visit scheduled',
  estimate_prepared: 'Estimate ready',
  accepted: 'Accepted',
  declined: 'Declined',
  need_revision: 'Needs revision',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
const progressLabel = (status: string) => STATUS_WORDS[status] ?? progressOf(status).label;

function amountOf(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(String(value).replace(/[$,\s]/g, ''));
  return Number.isFinite(amount) ? amount : null;
}

/** "jacksonville beach" and "Jacksonville Beach " are one city. */
function titleCase(value: string | null | undefined): string | null {
  const trimmed = value?.trim().replace(/\s+/g, ' ');
  if (!trimmed) return null;
  return trimmed.replace(/\w\S*/g, (word) => word[0]?.toUpperCase() + word.slice(1).toLowerCase());
}

function countBy<T>(items: readonly T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export const formatMoney = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
