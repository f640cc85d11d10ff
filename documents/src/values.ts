import { easternParts } from '@roofing/contracts';

/**
 * Reading what staff typed into the document wizard. Values arrive loosely typed (strings,
 * numbers, yes/no, lists), and anything missing must print as a line to fill in by hand (see
 * fill-ins.tsx): these documents are printed and signed, so "undefined" or "NaN" on paper is
 * worse than a blank.
 */

export type DocumentData = Record<string, unknown>;

/** The trimmed text of a value, '' when there is none (lists of text are joined). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value
      .filter((item) => typeof item === 'string')
      .join(', ')
      .trim();
  return '';
}

/** Ticked boxes and typed "yes" both count as yes. */
export function isYes(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  return /^(y|yes|true|on|1|x)$/i.test(textOf(value));
}

/** Text lists arrive as arrays or as one line per entry. */
export function listOf(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : [];
  return entries
    .map((entry) => textOf(entry).replace(/^[-*•]\s*/, ''))
    .filter((entry) => entry.length > 0);
}

// Numbers and money ---------------------------------------------------------------------------

/** A number typed any usual way ("1,250.50", "$1,250", "(300)" for minus 300), else undefined. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  const negative = /^\(.*\)$/.test(trimmed) || /^-/.test(trimmed.replace(/^\$/, ''));
  const digits = trimmed.replace(/[$,\s()%]/g, '').replace(/^-/, '');
  if (!/^\d*\.?\d+$/.test(digits)) return undefined;
  const parsed = Number(digits);
  return negative ? -parsed : parsed;
}

/** Money is added up in whole cents so $1,250.50 × 2 is exactly $2,501.00. */
export function centsOf(value: unknown): number | undefined {
  const amount = numberOf(value);
  return amount === undefined ? undefined : Math.round(amount * 100);
}

/** The sum of the amounts known, or undefined when none is (a total nobody can compute yet). */
export function sumKnown(values: readonly (number | undefined)[]): number | undefined {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length === 0 ? undefined : known.reduce((total, value) => total + value, 0);
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  currencySign: 'accounting',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$12,450.00"; negative amounts in parentheses, "($1,200.00)", as accountants print them. */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}

/** A percentage with at most one decimal: 12.5%, 10%. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(1)).toLocaleString('en-US')}%`;
}

// Dates ----------------------------------------------------------------------------------------

/**
 * A calendar day held as noon UTC, so formatting and adding days never slips across midnight.
 * A typed "2026-11-23" is that day; an instant ("2026-11-23T03:00:00Z", or `now`) is the day it
 * is in North Florida.
 */
export function dayOf(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : easternDayOf(value);
  const text = textOf(value);
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (calendar) {
    const day = new Date(
      Date.UTC(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]), 12),
    );
    return day.getUTCDate() === Number(calendar[3]) ? day : undefined;
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? undefined : easternDayOf(instant);
  }
  return undefined;
}

function easternDayOf(instant: Date): Date {
  const { year, month, day } = easternParts(instant);
  return new Date(Date.UTC(year, month - 1, day, 12));
}

const inWords = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "November 23, 2026". */
export function formatDay(day: Date): string {
  return inWords.format(day);
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * 24 * 3600_000);
}

export function addYears(day: Date, years: number): Date {
  const next = new Date(day);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}
