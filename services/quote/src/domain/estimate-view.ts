import {
  type Estimate,
  estimateExpiresAt,
  isExpired,
  maskEmail,
  maskPhone,
  maskStreetAddress,
  type PortalQuote,
  portalStatus,
  progressOf,
  type Quote,
  type QuoteRequestedData,
  trackStatusLabel,
} from '@roofing/contracts';
import type { QuoteRow } from '../store/schema.ts';

export function toQuote(row: QuoteRow): Quote {
  return {
    ...row,
    scheduledDate: row.scheduledDate ? row.scheduledDate.toISOString() : null,
    estimatePreparedAt: row.estimatePreparedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The data of `quote.quote.requested`: what the other services may know of a new request. */
export function toQuoteRequestedData(row: QuoteRow): QuoteRequestedData {
  const {
    id,
    status,
    scheduledDate,
    estimateAmount,
    proposalNotes,
    customerResponse,
    responseNotes,
    estimatePreparedAt,
    createdAt,
    updatedAt,
    ...request
  } = row;
  return { ...request, quoteId: id, requestedAt: createdAt.toISOString() };
}

/**
 * When the estimate's time to answer ends: 30 days (to the end of that day, Eastern) after it was
 * prepared or last revised; null while no estimate was ever prepared.
 */
export function expiryOf(row: QuoteRow): Date | null {
  return row.estimatePreparedAt ? estimateExpiresAt(row.estimatePreparedAt) : null;
}

const expiresAtOf = (row: QuoteRow) => expiryOf(row)?.toISOString() ?? null;

/** The state in the one customer vocabulary: an expired estimate is never "Estimate Ready". */
const stateWordsOf = (row: QuoteRow) =>
  [row.status, row.customerResponse, isExpired(expiresAtOf(row))] as const;

/**
 * What anyone holding the estimate number may see. The number is the only credential, so the
 * contact details are masked (the homeowner recognises theirs; nobody else learns them), the house
 * number is hidden (the street, city and ZIP stay), the customer's own notes (questions, changes
 * asked for) and special instructions (gate codes) are never shown, and the internal id is left
 * out. The portal's and the progress search's readings show no more than this.
 */
export function toEstimate(row: QuoteRow): Estimate {
  return {
    estimateNumber: row.estimateNumber,
    status: row.status,
    statusLabel: trackStatusLabel(...stateWordsOf(row)),
    createdAt: row.createdAt.toISOString(),
    expiresAt: expiresAtOf(row),
    firstName: row.firstName,
    lastName: row.lastName,
    phone: maskPhone(row.phone),
    email: maskEmail(row.email),
    streetAddress: maskStreetAddress(row.streetAddress),
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    serviceType: row.serviceType,
    propertyType: row.propertyType,
    currentRoofMaterial: row.currentRoofMaterial,
    roofAge: row.roofAge,
    preferredDate: row.preferredDate,
    // The site visit, an instant; the pages print it as Florida wall time ("9:30 AM ET").
    scheduledDate: row.scheduledDate?.toISOString() ?? null,
    estimateAmount: row.estimateAmount,
    isVeteran: row.isVeteran,
    isSenior: row.isSenior,
    proposalNotes: row.proposalNotes,
    customerResponse: row.customerResponse,
    responseNotes: null,
  };
}

/**
 * The tabbed portal's reading of a quote: no more than the track page shows (contact details and
 * house number masked, no description or notes of the customer's): the number is all it took.
 */
export function toPortalQuote(row: QuoteRow): PortalQuote {
  return {
    estimateNumber: row.estimateNumber,
    createdAt: row.createdAt.toISOString(),
    customerName: `${row.firstName} ${row.lastName}`,
    customerEmail: maskEmail(row.email),
    serviceType: row.serviceType,
    propertyType: row.propertyType,
    projectAddress: `${maskStreetAddress(row.streetAddress)}, ${row.city}, ${row.state} ${row.zipCode}`,
    estimatedValue: row.estimateAmount,
    status: portalStatus(row.status),
    stage: row.status,
    priority: 'normal',
    currentRoofMaterial: row.currentRoofMaterial,
    roofAge: row.roofAge,
    projectDescription: null,
    proposalNotes: row.proposalNotes,
    scheduledDate: row.scheduledDate?.toISOString() ?? null,
    customerResponse: row.customerResponse,
    responseNotes: null,
    expiresAt: expiresAtOf(row),
  };
}

/**
 * The progress portal's reading: the quote with its four-stop progress. Staff get it whole; the
 * public no more than the track page's lookup (masked contact details and house number; no
 * description, special instructions or customer notes; no last-change time).
 */
export function toProgressQuote(row: QuoteRow, forStaff: boolean) {
  const { id, ...quote } = toQuote(row);
  const progress = progressOf(...stateWordsOf(row));
  if (forStaff) return { ...quote, id, progress, expiresAt: expiresAtOf(row) };
  return {
    ...quote,
    email: maskEmail(row.email),
    phone: maskPhone(row.phone),
    streetAddress: maskStreetAddress(row.streetAddress),
    projectDescription: null,
    specialInstructions: null,
    responseNotes: null,
    updatedAt: quote.createdAt,
    progress,
    expiresAt: expiresAtOf(row),
  };
}

/** Who a quote is for, as the lifecycle events carry it (the notifications need no lookup). */
export function customerOf(row: QuoteRow) {
  return {
    quoteId: row.id,
    estimateNumber: row.estimateNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    streetAddress: row.streetAddress,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    language: row.language,
  };
}
