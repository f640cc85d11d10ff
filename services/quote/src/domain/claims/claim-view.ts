import type {
  Claim,
  ClaimListItem,
  InsurerPaymentKind,
  ScopeLine,
  Supplement,
  SupplementStatus,
} from '@roofing/contracts';
import { type Db, notFound } from '@roofing/platform';
import { type ClaimDocumentFacts, type ClaimPaymentFacts, claimStore } from '../../store/claims.ts';
import { quoteStore } from '../../store/quotes.ts';
import type { ClaimLineRow, ClaimRow, ClaimSupplementRow, QuoteRow } from '../../store/schema.ts';
import { dollars, toCents } from '../billing/money.ts';
import { claimTotals } from './claim-totals.ts';

/** Everything a claim's answer is made of. */
export interface ClaimParts {
  quote: QuoteRow;
  claim: ClaimRow;
  lines: ClaimLineRow[];
  supplements: ClaimSupplementRow[];
  documents: ClaimDocumentFacts[];
  payments: ClaimPaymentFacts[];
}

const cents = (amount: string | null) => (amount === null ? null : toCents(amount));

const toLine = (row: ClaimLineRow): ScopeLine => ({
  id: row.id,
  description: row.description,
  quantity: Number(row.quantity),
  unit: row.unit as ScopeLine['unit'],
  unitPrice: row.unitPrice,
  total: row.total,
});

const linesOfSupplement = (lines: ClaimLineRow[], supplementId: number) =>
  lines.filter((line) => line.side === 'supplement' && line.supplementId === supplementId);

/** What a supplement asks for: the sum of its lines. */
export const requestedCents = (lines: ClaimLineRow[], supplementId: number) =>
  linesOfSupplement(lines, supplementId).reduce((sum, line) => sum + toCents(line.total), 0);

function toSupplement(row: ClaimSupplementRow, parts: ClaimParts): Supplement {
  return {
    id: row.id,
    number: row.number,
    reason: row.reason,
    lines: linesOfSupplement(parts.lines, row.id).map(toLine),
    requestedAmount: dollars(requestedCents(parts.lines, row.id)),
    status: row.status as SupplementStatus,
    submittedOn: row.submittedOn,
    decidedOn: row.decidedOn,
    approvedAmount: row.approvedAmount,
    decisionNote: row.decisionNote,
    photoIds: row.photoIds,
    documents: parts.documents
      .filter((document) => document.supplementId === row.id)
      .map((document) => ({
        id: document.id,
        filename: document.filename,
        contentType: document.contentType,
        bytes: document.bytes,
        uploadedAt: document.uploadedAt.toISOString(),
      })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The totals of a claim from its rows (see claimTotals). */
export function totalsOf(
  claim: ClaimRow,
  lines: ClaimLineRow[],
  supplements: ClaimSupplementRow[],
  payments: readonly { kind: string; amount: string }[],
) {
  const side = (name: string) =>
    lines.filter((line) => line.side === name).map((line) => toCents(line.total));
  return claimTotals({
    rcvCents: cents(claim.rcv),
    deductibleCents: toCents(claim.deductibleAmount),
    recoverableDepreciationCents: cents(claim.recoverableDepreciation),
    carrierLineCents: side('carrier'),
    ourLineCents: side('ours'),
    supplements: supplements.map((row) => ({
      status: row.status as SupplementStatus,
      requestedCents: requestedCents(lines, row.id),
      approvedCents: cents(row.approvedAmount),
    })),
    payments: payments.map((row) => ({
      kind: row.kind as InsurerPaymentKind,
      amountCents: toCents(row.amount),
    })),
  });
}

export function toClaim(parts: ClaimParts): Claim {
  const { quote, claim } = parts;
  return {
    id: claim.id,
    quoteId: claim.quoteId,
    estimateNumber: claim.estimateNumber,
    customerName: `${quote.firstName} ${quote.lastName}`,
    propertyAddress: `${quote.streetAddress}, ${quote.city}, ${quote.state} ${quote.zipCode}`,
    carrier: claim.carrier,
    policyNumber: claim.policyNumber,
    claimNumber: claim.claimNumber,
    dateOfLoss: claim.dateOfLoss,
    causeOfLoss: claim.causeOfLoss as Claim['causeOfLoss'],
    stormName: claim.stormName,
    adjuster: {
      name: claim.adjusterName,
      phone: claim.adjusterPhone,
      email: claim.adjusterEmail,
      company: claim.adjusterCompany,
      inspectionAt: claim.adjusterInspectionAt,
    },
    deductibleKind: claim.deductibleKind as Claim['deductibleKind'],
    deductiblePercent: claim.deductiblePercent === null ? null : Number(claim.deductiblePercent),
    dwellingLimit: claim.dwellingLimit,
    deductibleAmount: claim.deductibleAmount,
    rcv: claim.rcv,
    acv: claim.acv,
    recoverableDepreciation: claim.recoverableDepreciation,
    overheadAndProfit: claim.overheadAndProfit,
    notes: claim.notes,
    carrierLines: parts.lines.filter((line) => line.side === 'carrier').map(toLine),
    ourLines: parts.lines.filter((line) => line.side === 'ours').map(toLine),
    supplements: parts.supplements.map((row) => toSupplement(row, parts)),
    payments: parts.payments.map((row) => ({
      paymentId: row.paymentId,
      kind: row.kind as InsurerPaymentKind,
      amount: row.amount,
      receivedOn: row.receivedOn,
      checkNumber: row.checkNumber,
      payees: row.payees,
    })),
    totals: totalsOf(claim, parts.lines, parts.supplements, parts.payments),
    createdAt: claim.createdAt.toISOString(),
    updatedAt: claim.updatedAt.toISOString(),
  };
}

/**
 * Reads a claim's parts through `db` (a transaction's own reader inside one: with PGlite a read
 * outside the open transaction would wait for it). The job may be given when already read.
 */
export async function claimParts(db: Db, claim: ClaimRow, job?: QuoteRow): Promise<ClaimParts> {
  const store = claimStore(db);
  // One after the other: a transaction's queries share one connection.
  const lines = await store.linesOf(claim.id);
  const supplements = await store.supplementsOf(claim.id);
  const documents = await store.documentsOf(claim.id);
  const payments = await store.paymentsOf(claim.id);
  const quote = job ?? (await quoteStore(db).findById(claim.quoteId));
  if (!quote) throw notFound('No quote with that id.');
  return { quote, claim, lines, supplements, documents, payments };
}

/** A claim by id, or 404. */
export async function claimById(db: Db, id: number): Promise<ClaimRow> {
  const row = await claimStore(db).findById(id);
  if (!row) throw notFound('No such claim.');
  return row;
}

export async function claimView(db: Db, claim: ClaimRow): Promise<Claim> {
  return toClaim(await claimParts(db, claim));
}

/** GET /api/claims/quote/:quoteId: the job's claim, or 404. */
export async function claimOfJob(db: Db, quote: QuoteRow): Promise<Claim> {
  const claim = await claimStore(db).ofQuote(quote.id);
  if (!claim) throw notFound('No claim on this job yet.');
  return toClaim(await claimParts(db, claim, quote));
}

/** One page of the office's claims, newest first, with their totals and open supplements. */
export async function claimListPage(
  db: Db,
  query: { page: number; pageSize: number; search?: string },
): Promise<{ rows: ClaimListItem[]; total: number }> {
  const store = claimStore(db);
  const page = await store.page(query);
  const ids = page.rows.map((row) => row.id);
  const [lines, supplements, payments, quotes] = await Promise.all([
    store.linesOfClaims(ids),
    store.supplementsOfClaims(ids),
    store.paymentsOfClaims(ids),
    Promise.all(page.rows.map((row) => quoteStore(db).findById(row.quoteId))),
  ]);
  const rows = page.rows.map((claim, index): ClaimListItem => {
    const quote = quotes[index];
    const own = <T extends { claimId: number }>(list: T[]) =>
      list.filter((each) => each.claimId === claim.id);
    const ownSupplements = own(supplements);
    return {
      id: claim.id,
      quoteId: claim.quoteId,
      estimateNumber: claim.estimateNumber,
      customerName: quote ? `${quote.firstName} ${quote.lastName}` : '',
      carrier: claim.carrier,
      claimNumber: claim.claimNumber,
      causeOfLoss: claim.causeOfLoss as Claim['causeOfLoss'],
      stormName: claim.stormName,
      dateOfLoss: claim.dateOfLoss,
      totals: totalsOf(claim, own(lines), ownSupplements, own(payments)),
      openSupplements: ownSupplements.filter((each) => ['draft', 'submitted'].includes(each.status))
        .length,
    };
  });
  return { rows, total: page.total };
}
