import { randomUUID } from 'node:crypto';
import {
  type EstimatePreparedData,
  type EstimateRespondedData,
  type EventDefinition,
  estimateExpiresAt,
  estimatePrepared,
  estimateResponded,
  type QuoteStatusChangedData,
  quoteStatusChanged,
  type VisitRescheduledData,
  visitRescheduled,
} from '@roofing/contracts';
import { createEnvelope } from '@roofing/platform';
import type { SQL } from 'drizzle-orm';
import { quoteRequest, waitFor } from '../../../../test/support/factories.ts';
import { decodeQuotedPrintable } from '../../../../test/support/mailbox.ts';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';
import { settle } from './mail-checks.ts';

/** Events of the quote lifecycle as the quote service publishes them, for one fresh customer. */

/** Free text the customer typed on the quote form: never repeated to the customer. */
export const STREET = '9 Sandpiper Way';

export function customer() {
  const tag = randomUUID().slice(0, 8);
  return {
    quoteId: 7,
    estimateNumber: `SFR-${tag.toUpperCase().replace(/[01IO]/g, 'A')}`,
    firstName: 'Lorna',
    lastName: `Keel-${tag}`,
    email: `lorna.${tag}@example.com`,
    phone: '(904) 555-0199',
    streetAddress: STREET,
    city: 'Atlantic Beach',
    state: 'FL',
    zipCode: '32233',
    language: 'en' as const,
  };
}
export type Customer = ReturnType<typeof customer>;

/**
 * `quote.quote.requested`'s data for a fresh estimate number, as the quote service announces a
 * quote form sent with `form` (the wizard's optional fields left empty).
 */
export function quoteRequestedData(form: Parameters<typeof quoteRequest>[0] = {}) {
  return {
    ...quoteRequest(form),
    estimateNumber: `SFR-${randomUUID()
      .slice(0, 8)
      .toUpperCase()
      .replace(/[01IO]/g, 'A')}`,
    quoteId: 1,
    requestedAt: new Date().toISOString(),
    roofAge: 12,
    currentRoofMaterial: 'shingles',
    projectDescription: null,
    preferredDate: null,
    preferredTime: null,
    specialInstructions: null,
  };
}

export const statusChanged = (
  who: Customer,
  to: string,
  extra: Partial<QuoteStatusChangedData> = {},
): QuoteStatusChangedData => ({
  ...who,
  from: 'quote_requested',
  to,
  scheduledDate: null,
  changedBy: 'Ana (office)',
  changedAt: new Date().toISOString(),
  ...extra,
});

export const rescheduled = (
  who: Customer,
  previousDate: string | null,
  scheduledDate: string | null,
  extra: Partial<VisitRescheduledData> = {},
): VisitRescheduledData => ({
  ...who,
  status: 'site_visit_scheduled',
  previousDate,
  scheduledDate,
  changedBy: 'Ana (office)',
  changedAt: new Date().toISOString(),
  ...extra,
});

export const prepared = (
  who: Customer,
  extra: Partial<EstimatePreparedData> = {},
): EstimatePreparedData => ({
  ...who,
  estimateAmount: '14250.50',
  proposalNotes:
    'Tear off the existing shingles down to the deck, replace soft plywood as needed, install synthetic underlayment and architectural shingles, new drip edge and pipe boots. Includes permit, disposal and a final magnet sweep of the yard. Gutters are not part of this estimate and can be quoted separately if you wish.',
  // As the quote service sets it: the end (Eastern) of the 30th day after the preparation.
  expiresAt: estimateExpiresAt(new Date(Date.now() - 3600_000)).toISOString(),
  preparedBy: 'Ana (office)',
  preparedAt: new Date(Date.now() - 3600_000).toISOString(),
  ...extra,
});

export const responded = (
  who: Customer,
  response: EstimateRespondedData['response'],
  notes: string | null,
): EstimateRespondedData => ({
  ...who,
  response,
  notes,
  status: response === 'questions' || response === 'changes' ? 'estimate_prepared' : response,
  estimateAmount: '14250.50',
  respondedAt: new Date().toISOString(),
  acceptance:
    response === 'accepted'
      ? {
          acceptedAt: '2026-12-04T15:05:00.000Z',
          ipAddress: '203.0.113.7',
          userAgent:
            'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
          estimateAmount: '14250.50',
          proposalNotes: 'Architectural shingles, new drip edge.\nPermit included.',
          estimateHash: 'c0ffee'.repeat(10).slice(0, 64),
        }
      : null,
});

export const envelope = <E extends EventDefinition>(event: E, data: unknown) =>
  createEnvelope({
    type: event.type,
    version: event.version,
    source: 'quote',
    correlationId: 'test',
    data,
  });

export const events = { quoteStatusChanged, visitRescheduled, estimatePrepared, estimateResponded };

/** Whether a raw e-mail is addressed to `address`. */
const addressedTo = (address: string) => (raw: string) =>
  new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'm').test(raw);

/** The e-mails written so far that `keep` accepts, decoded. */
async function mailsNow(
  svc: ServiceHarness,
  keep: (mail: { raw: string; text: string }) => boolean,
) {
  return (await svc.mails()).map((raw) => ({ raw, text: decodeQuotedPrintable(raw) })).filter(keep);
}

const toOffice = (estimateNumber: string) => (mail: { raw: string; text: string }) =>
  /^To: office@/m.test(mail.raw) && mail.text.includes(estimateNumber);

/** Waits until `count` e-mails that `keep` accepts are there. */
function mailsWaited(
  svc: ServiceHarness,
  keep: (mail: { raw: string; text: string }) => boolean,
  count: number,
  what: string,
) {
  return waitFor(
    async () => {
      const found = await mailsNow(svc, keep);
      return found.length >= count ? found : undefined;
    },
    5000,
    what,
  );
}

/** The e-mails to one address, decoded; waits until `count` are there. */
export const mailsTo = (svc: ServiceHarness, address: string, count = 1) =>
  mailsWaited(
    svc,
    (mail) => addressedTo(address)(mail.raw),
    count,
    `${count} e-mail(s) to ${address}`,
  );

export const subjectOf = (mail: { text: string }) =>
  /^Subject: (.*)$/m.exec(mail.text.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';

/** The office's e-mails about one estimate. */
export const officeMailsAbout = (svc: ServiceHarness, estimateNumber: string, count = 1) =>
  mailsWaited(
    svc,
    toOffice(estimateNumber),
    count,
    `${count} office e-mail(s) about ${estimateNumber}`,
  );

/**
 * Lets the consumers and the e-mail jobs settle, then the e-mails that reached `address` by then
 * (for "nothing was sent": an empty list).
 */
export async function settledMailsTo(svc: ServiceHarness, address: string, ms?: number) {
  await settle(ms);
  return mailsNow(svc, (mail) => addressedTo(address)(mail.raw));
}

/** The same for the office's e-mails about one estimate. */
export async function settledOfficeMailsAbout(svc: ServiceHarness, estimateNumber: string) {
  await settle();
  return mailsNow(svc, toOffice(estimateNumber));
}

/** The value, or a failed test when there is none. */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}

/** Rows of a query on the service's database (PostgreSQL or PGlite). */
export async function rowsOf<T>(svc: ServiceHarness, query: SQL): Promise<T[]> {
  const result = (await svc.service.ctx.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
