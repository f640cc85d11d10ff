import {
  easternShortTime,
  QUOTE_STATUSES,
  type QuoteStatus,
  toEasternWallTime,
} from '@roofing/contracts';

/** Readable words for every stored quote status, as the office speaks of them. */
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  quote_requested: 'Quote Requested',
  site_visit_scheduled: 'Site Visit Scheduled',
  estimate_prepared: 'Estimate Ready',
  accepted: 'Accepted',
  declined: 'Declined',
  need_revision: 'Needs Revision',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const QUOTE_STATUS_OPTIONS = QUOTE_STATUSES.map((value) => ({
  value,
  label: QUOTE_STATUS_LABELS[value],
}));

export function quoteStatusLabel(status: string): string {
  return QUOTE_STATUS_LABELS[status as QuoteStatus] ?? status;
}

/** "12345.00" or 12345 → "$12,345" (whole dollars); anything unreadable → "—". */
export function wholeDollars(amount: string | number | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const rounded = Math.round(value);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',');
  return `${rounded < 0 ? '-' : ''}$${digits}`;
}

/** 42.5 → "42.5%"; null (no answers yet) → "—". */
export function acceptanceRate(rate: number | null): string {
  return rate === null ? '—' : `${Number(rate.toFixed(1))}%`;
}

/**
 * Visits and other staff-facing times are Florida times (shared/SPEC-DECISIONS.md): datetime-local
 * fields hold the Eastern wall time ("2026-12-03T14:00", labelled ET) and send it as typed, the
 * server reads it in America/New_York. This is the value such a field shows for a stored instant.
 */
export const visitInputValue = toEasternWallTime;

const pad = (value: number) => String(value).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO instant as "Jan 5, 3:30 PM" in the browser's time zone (portal §9). */
export function messageTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const hours = date.getHours() % 12 || 12;
  const meridiem = date.getHours() < 12 ? 'AM' : 'PM';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${hours}:${pad(date.getMinutes())} ${meridiem}`;
}

/** An ISO instant in Florida time, whatever the browser's zone: "Jan 5, 2026, 3:30 PM ET". */
export function dateTime(iso: string | null): string {
  if (!iso) return '—';
  return Number.isNaN(new Date(iso).getTime()) ? iso : easternShortTime(iso);
}

/** Initials: the first letters of the first two words (portal §9). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/**
 * How long a request has waited, for the storm-priority badge: "waiting 25 min" under an hour,
 * "waiting 5 h" under a day, then "waiting 2 d" (whole units, rounded down; a clock a little
 * ahead of the server's reads as "waiting 1 min", never a negative age).
 */
export function waitingFor(sinceIso: string, now: Date = new Date()): string {
  const age = ageOf(sinceIso, now);
  return age ? `waiting ${age}` : 'waiting';
}

/**
 * "reported 25 min ago": the age of a request someone is already working on (a leak whose crew
 * is out is not waiting, but how long ago it came in still orders the list).
 */
export function reportedAgo(sinceIso: string, now: Date = new Date()): string {
  const age = ageOf(sinceIso, now);
  return age ? `reported ${age} ago` : 'reported';
}

/** "25 min", "5 h", "2 d" (whole units, at least a minute); undefined when not a date. */
function ageOf(sinceIso: string, now: Date): string | undefined {
  const since = new Date(sinceIso).getTime();
  if (Number.isNaN(since)) return undefined;
  const minutes = Math.max(0, Math.floor((now.getTime() - since) / 60_000));
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}
