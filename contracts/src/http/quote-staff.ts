import { z } from 'zod';
import { QUOTE_STATUSES } from '../status.ts';
import {
  isoDateTime,
  MAX_ROW_ID,
  optionalMultiLineText,
  optionalSingleLineText,
  PageQuerySchema,
} from './fields.ts';
import { QuoteSchema } from './quote.ts';
import { visitDateTime } from './visit-time.ts';

/**
 * GET /api/quotes (staff): one page of quotes, newest first (while the storm banner is on, the
 * quotes with an active leak first, the oldest waiting request first); total in `X-Total-Count`.
 */
export const QuoteListQuerySchema = PageQuerySchema.extend({
  /** Matches the estimate number, first or last name, e-mail or city (any part, any case). */
  search: optionalSingleLineText('Search', 100),
  status: z.enum(QUOTE_STATUSES).optional(),
});
export type QuoteListQuery = z.infer<typeof QuoteListQuerySchema>;

/** The largest amount decimal(10,2) holds. */
export const MAX_ESTIMATE_AMOUNT = 99_999_999.99;

/** An estimate's amount as staff enter it: a positive number of dollars and cents. */
export const estimateAmountField = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? 'Enter the estimate amount'
        : 'Estimate amount must be a number of dollars, e.g. 12450.50',
  })
  .positive('Estimate amount must be more than $0.00')
  .max(MAX_ESTIMATE_AMOUNT, 'Estimate amount must be at most $99,999,999.99')
  .multipleOf(0.01, 'Use dollars and cents (at most two decimals)');

export const QuoteIdParamSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive('Quote id must be a positive number')
    .max(MAX_ROW_ID, 'No such quote'),
});

/**
 * PATCH /api/quotes/:id (staff). Any stored status may be set at any time. Scheduling the site
 * visit, and entering the estimate amount with proposal notes (which makes the estimate ready),
 * move the status forward as the office would.
 */
export const QuoteUpdateSchema = z
  .object({
    status: z.enum(QUOTE_STATUSES).optional(),
    /**
     * The site visit: the Eastern wall time "2027-01-12T09:30" or an ISO instant with offset;
     * answered as a UTC instant. Never in the past.
     */
    scheduledDate: visitDateTime('Site visit').nullable().optional(),
    /**
     * Dollars and cents as a JSON number, e.g. 12450.5: more than zero, at most two decimals, and
     * within the column (decimal(10,2)). Never coerced: `true`, "abc" or "12450" is refused, so a
     * boolean can never become $1.00. null takes the amount off an estimate not yet ready.
     */
    estimateAmount: estimateAmountField.nullable().optional(),
    proposalNotes: optionalMultiLineText('Proposal notes', 5000).optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'Send at least one change',
  });
export type QuoteUpdate = z.infer<typeof QuoteUpdateSchema>;

/** The dashboard's tiles, computed on the server. */
export const QuoteStatsSchema = z.object({
  newThisWeek: z.number().int(),
  awaitingEstimate: z.number().int(),
  estimatesOut: z.number().int(),
  accepted: z.number().int(),
  /** accepted ÷ (accepted + declined), 0–100, one decimal; null before any answer. */
  acceptanceRate: z.number().nullable(),
  /** Sum of estimates out and accepted, in dollars ("12450.00"). */
  pipelineValue: z.string(),
});
export type QuoteStats = z.infer<typeof QuoteStatsSchema>;

export const SearchTermQuerySchema = z.object({
  term: optionalSingleLineText('Search term', 100),
});

/**
 * A quote in the office's list and as staff change it: the stored quote, plus storm priority
 * (issue 26). While the storm banner is on, `stormPriority` is true for a job with an active leak
 * (a leak or storm-damage service request still open or in progress) and `priorityRequestedAt`
 * is when the oldest such request came in (its age on the page); off, false and null.
 */
export const StaffQuoteSchema = QuoteSchema.extend({
  stormPriority: z.boolean(),
  priorityRequestedAt: isoDateTime.nullable(),
});
export type StaffQuote = z.infer<typeof StaffQuoteSchema>;
