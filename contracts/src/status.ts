/**
 * One stored quote lifecycle, read with different words by different screens.
 * quote_requested → site_visit_scheduled → estimate_prepared → accepted | declined | need_revision
 * → in_progress → completed, plus cancelled. Staff may set any status at any time.
 */
export const QUOTE_STATUSES = [
  'quote_requested',
  'site_visit_scheduled',
  'estimate_prepared',
  'accepted',
  'declined',
  'need_revision',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const CUSTOMER_RESPONSES = ['accepted', 'declined', 'questions'] as const;
export type CustomerResponse = (typeof CUSTOMER_RESPONSES)[number];

/** Words of the Track Your Estimate page; anything else reads "Processing". */
const TRACK_LABELS: Partial<Record<string, string>> = {
  quote_requested: 'Quote Requested',
  site_visit_scheduled: 'Site Visit Scheduled',
  estimate_prepared: 'Estimate Ready',
  accepted: 'Accepted',
  declined: 'Declined',
};
export function trackStatusLabel(status: string): string {
  return TRACK_LABELS[status] ?? 'Processing';
}

/** Words of the tabbed client portal. */
const PORTAL_STATUS: Record<QuoteStatus, string> = {
  quote_requested: 'pending',
  site_visit_scheduled: 'pending',
  estimate_prepared: 'pending',
  accepted: 'accepted',
  declined: 'declined',
  need_revision: 'need-revision',
  in_progress: 'in-progress',
  completed: 'completed',
  cancelled: 'cancelled',
};
export function portalStatus(status: string): string {
  return PORTAL_STATUS[status as QuoteStatus] ?? 'pending';
}

/** The four-stop progress portal and the admin dashboard. */
const PROGRESS: Record<QuoteStatus, { stage: string; label: string; percent: number }> = {
  quote_requested: { stage: 'quote_requested', label: 'Pending', percent: 25 },
  site_visit_scheduled: { stage: 'scheduled', label: 'Scheduled', percent: 50 },
  estimate_prepared: { stage: 'estimated', label: 'Estimated', percent: 75 },
  accepted: { stage: 'responded', label: 'Completed', percent: 100 },
  declined: { stage: 'responded', label: 'Completed', percent: 100 },
  need_revision: { stage: 'responded', label: 'Completed', percent: 100 },
  in_progress: { stage: 'responded', label: 'Completed', percent: 100 },
  completed: { stage: 'responded', label: 'Completed', percent: 100 },
  cancelled: { stage: 'cancelled', label: 'Cancelled', percent: 0 },
};
export function progressOf(status: string): { stage: string; label: string; percent: number } {
  return PROGRESS[status as QuoteStatus] ?? { stage: status, label: status, percent: 0 };
}
