import {
  type Claim,
  type ClaimInput,
  type ClaimPacketInput,
  dollarsToCents,
  formatMoney,
  type InsurerPaymentInput,
  SCOPE_UNITS,
  type ScopeLine,
  type ScopeLineInput,
  type Supplement,
  type SupplementInput,
  type SupplementStatus,
} from '@roofing/contracts';
import type { FieldPath } from 'react-hook-form';
import type { SupplementStatusInput } from '../../../api/claims.ts';
import type { FormRefusal } from '../../../components/ui/contract-resolver.ts';
import { requestCents } from '../../../components/ui/dollar-fields.ts';

/*
 * The claim screens' pure parts: what the forms hold (text as typed, dollars) and the request
 * bodies they send (numbers, whole cents), line totals shown while typing, and words for figures.
 */

/** One scope or supplement line as its controls hold it. */
export interface LineValues {
  description: string;
  quantity: string;
  unit: string;
  /** Dollars as typed; sent as whole cents. */
  unitPriceCents: string;
}

export const EMPTY_LINE: LineValues = {
  description: '',
  quantity: '',
  unit: 'SQ',
  unitPriceCents: '',
};

export const UNIT_LABELS: Record<(typeof SCOPE_UNITS)[number], string> = {
  SQ: 'SQ (squares)',
  LF: 'LF (linear feet)',
  SF: 'SF (square feet)',
  EA: 'EA (each)',
  HR: 'HR (hours)',
};
export const UNIT_OPTIONS = SCOPE_UNITS.map((unit) => ({ value: unit, label: UNIT_LABELS[unit] }));

/** Blank → NaN (the contract says "must be a number"); otherwise the number typed. */
const typedNumber = (typed: string) =>
  typed.trim() === '' ? Number.NaN : Number(typed.replace(/,/g, ''));

/** Blank → null; otherwise a number (NaN when not one, for the contract to refuse). */
export const numberOrNull = (typed: string) => (typed.trim() === '' ? null : typedNumber(typed));

/** A line's total in cents (quantity × unit price, to the cent); null while either is unreadable. */
export function lineTotalCents(line: Pick<LineValues, 'quantity' | 'unitPriceCents'>) {
  const quantity = typedNumber(line.quantity);
  const cents = dollarsToCents(line.unitPriceCents);
  if (!Number.isFinite(quantity) || cents === null) return null;
  return Math.round(quantity * cents);
}

/** The sum of the lines that can be read. */
export const linesTotalCents = (lines: readonly LineValues[]) =>
  lines.reduce((sum, line) => sum + (lineTotalCents(line) ?? 0), 0);

export const linesToBody = (lines: readonly LineValues[]): ScopeLineInput[] =>
  lines.map((line) => ({
    description: line.description,
    quantity: typedNumber(line.quantity),
    unit: line.unit as ScopeLineInput['unit'],
    unitPriceCents: requestCents(line.unitPriceCents),
  }));

/** A saved line back into its controls. */
export const lineValuesOf = (line: ScopeLine): LineValues => ({
  description: line.description,
  quantity: String(line.quantity),
  unit: line.unit,
  unitPriceCents: line.unitPrice,
});

/** The unit-price fields of a form's `lines`, typed in dollars. */
export const linePriceFields = <T extends { lines: LineValues[] }>(values: T) =>
  values.lines.map((_, index) => `lines.${index}.unitPriceCents` as FieldPath<T>);

/** The claim form's controls: text as typed; money in dollars. */
export interface ClaimValues {
  carrier: string;
  policyNumber: string;
  claimNumber: string;
  dateOfLoss: string;
  causeOfLoss: string;
  stormName: string;
  adjusterName: string;
  adjusterPhone: string;
  adjusterEmail: string;
  adjusterCompany: string;
  adjusterInspectionAt: string;
  deductibleKind: string;
  deductiblePercent: string;
  dwellingLimitCents: string;
  deductibleAmountCents: string;
  rcvCents: string;
  acvCents: string;
  recoverableDepreciationCents: string;
  overheadAndProfitCents: string;
  notes: string;
}

/** The money fields of the claim form (all typed in dollars, each optional by itself). */
export const CLAIM_MONEY_FIELDS = [
  'dwellingLimitCents',
  'deductibleAmountCents',
  'rcvCents',
  'acvCents',
  'recoverableDepreciationCents',
  'overheadAndProfitCents',
] as const satisfies readonly (keyof ClaimValues)[];

/** What the form starts with: blank for a new claim, the claim's facts to edit one. */
export function claimValuesOf(claim: Claim | null): ClaimValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    carrier: text(claim?.carrier),
    policyNumber: text(claim?.policyNumber),
    claimNumber: text(claim?.claimNumber),
    dateOfLoss: text(claim?.dateOfLoss),
    causeOfLoss: text(claim?.causeOfLoss),
    stormName: text(claim?.stormName),
    adjusterName: text(claim?.adjuster.name),
    adjusterPhone: text(claim?.adjuster.phone),
    adjusterEmail: text(claim?.adjuster.email),
    adjusterCompany: text(claim?.adjuster.company),
    adjusterInspectionAt: text(claim?.adjuster.inspectionAt),
    deductibleKind: claim?.deductibleKind ?? 'amount',
    deductiblePercent: claim?.deductiblePercent == null ? '' : String(claim.deductiblePercent),
    dwellingLimitCents: text(claim?.dwellingLimit),
    deductibleAmountCents: claim?.deductibleKind === 'amount' ? claim.deductibleAmount : '',
    rcvCents: text(claim?.rcv),
    acvCents: text(claim?.acv),
    recoverableDepreciationCents: text(claim?.recoverableDepreciation),
    overheadAndProfitCents: text(claim?.overheadAndProfit),
    notes: text(claim?.notes),
  };
}

/** Blank → null; dollars → whole cents (NaN when not dollars, for the contract to refuse). */
export const optionalCents = (typed: string) => (typed.trim() === '' ? null : requestCents(typed));
const optionalText = (typed: string) => (typed.trim() === '' ? null : typed);

/** The request body of the claim form; a percentage deductible sends no flat amount, and back. */
export function claimToBody(values: ClaimValues): ClaimInput {
  const percent = values.deductibleKind === 'percent';
  return {
    carrier: values.carrier,
    policyNumber: values.policyNumber,
    claimNumber: values.claimNumber,
    dateOfLoss: values.dateOfLoss,
    causeOfLoss: values.causeOfLoss as ClaimInput['causeOfLoss'],
    stormName: values.causeOfLoss === 'named-storm' ? optionalText(values.stormName) : null,
    adjusterName: optionalText(values.adjusterName),
    adjusterPhone: optionalText(values.adjusterPhone),
    adjusterEmail: optionalText(values.adjusterEmail),
    adjusterCompany: optionalText(values.adjusterCompany),
    adjusterInspectionAt: optionalText(values.adjusterInspectionAt),
    deductibleKind: values.deductibleKind as ClaimInput['deductibleKind'],
    deductiblePercent: percent ? numberOrNull(values.deductiblePercent) : null,
    dwellingLimitCents: optionalCents(values.dwellingLimitCents),
    deductibleAmountCents: percent ? null : optionalCents(values.deductibleAmountCents),
    rcvCents: optionalCents(values.rcvCents),
    acvCents: optionalCents(values.acvCents),
    recoverableDepreciationCents: optionalCents(values.recoverableDepreciationCents),
    overheadAndProfitCents: optionalCents(values.overheadAndProfitCents),
    notes: optionalText(values.notes),
  };
}

/** The money fields that hold something and the body sends (a blank optional one is no error). */
export function claimDollarFields(values: ClaimValues): FieldPath<ClaimValues>[] {
  const percent = values.deductibleKind === 'percent';
  return CLAIM_MONEY_FIELDS.filter(
    (name) => values[name].trim() !== '' && !(name === 'deductibleAmountCents' && percent),
  );
}

/** The insurer payment form's controls. */
export interface PaymentValues {
  kind: string;
  amountCents: string;
  receivedOn: string;
  checkNumber: string;
  payees: string;
}

export const paymentToBody = (values: PaymentValues): InsurerPaymentInput => ({
  kind: values.kind as InsurerPaymentInput['kind'],
  amountCents: requestCents(values.amountCents),
  receivedOn: values.receivedOn,
  checkNumber: optionalText(values.checkNumber),
  payees: optionalText(values.payees),
});

/** The decision form's controls (a submission is the same body without an amount). */
export interface DecisionValues {
  status: string;
  on: string;
  approvedAmountCents: string;
  note: string;
}

export const decisionToBody = (values: DecisionValues): SupplementStatusInput => ({
  status: values.status as SupplementStatusInput['status'],
  on: values.on.trim() === '' ? undefined : values.on,
  approvedAmountCents:
    values.status === 'denied' || values.status === 'submitted'
      ? null
      : optionalCents(values.approvedAmountCents),
  note: optionalText(values.note),
});

export const SUPPLEMENT_TONE: Record<
  SupplementStatus,
  'sand' | 'ocean' | 'success' | 'coral' | 'danger'
> = {
  draft: 'sand',
  submitted: 'ocean',
  approved: 'success',
  'partly-approved': 'coral',
  denied: 'danger',
};

/** The adjuster's inspection, Eastern wall-clock "2026-10-14T09:30" → "Oct 14, 2026, 9:30 AM". */
export function wallTimeText(wall: string | null): string {
  if (!wall) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return wall;
  const [, year, month, dayOfMonth, hour, minute] = match.map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, dayOfMonth ?? 1, hour, minute));
  const dayText = date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const timeText = date.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${dayText}, ${timeText} ET`;
}

/** How the deductible is set, in words ("2% of the $350,000.00 dwelling limit"). */
export function deductibleBasis(
  claim: Pick<Claim, 'deductibleKind' | 'deductiblePercent' | 'dwellingLimit'>,
): string {
  if (claim.deductibleKind === 'percent') {
    return `${claim.deductiblePercent ?? '—'}% of the ${formatMoney(claim.dwellingLimit)} dwelling limit`;
  }
  return 'Flat deductible';
}

/** Ticks a photo (added at the end, so the order ticked is the order printed) or unticks it. */
export const togglePhoto = (selected: readonly number[], id: number): number[] =>
  selected.includes(id) ? selected.filter((one) => one !== id) : [...selected, id];

/** The supplement form's controls. */
export interface SupplementValues {
  reason: string;
  lines: LineValues[];
  photoIds: number[];
}

export const supplementToBody = (values: SupplementValues): SupplementInput => ({
  reason: values.reason,
  lines: linesToBody(values.lines),
  photoIds: values.photoIds,
});

/**
 * The carrier approves at most what was asked, and an approval in part is less: said at the
 * amount before the contract's rules (the server says the same).
 */
export function partialApprovalRefusal(
  values: DecisionValues,
  requested: string,
): FormRefusal<DecisionValues> | null {
  if (values.status !== 'approved' && values.status !== 'partly-approved') return null;
  const approved = dollarsToCents(values.approvedAmountCents);
  const asked = dollarsToCents(requested);
  if (approved === null || asked === null) return null;
  if (values.status === 'partly-approved' && approved >= asked) {
    return {
      name: 'approvedAmountCents',
      message: `An approval in part is less than the ${formatMoney(requested)} requested`,
    };
  }
  if (approved > asked) {
    return {
      name: 'approvedAmountCents',
      message: `The carrier approves at most the ${formatMoney(requested)} requested`,
    };
  }
  return null;
}

/** The evidence documents a supplement takes (the server judges the bytes too). */
export const CLAIM_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const CLAIM_DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;

/** Why a chosen file will not do, before it is sent; null when it may go. */
export function fileProblem(file: Pick<File, 'type' | 'size' | 'name'>): string | null {
  if (!(CLAIM_DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a PDF, JPEG or PNG.`;
  }
  if (file.size > CLAIM_DOCUMENT_MAX_BYTES) return `${file.name} is larger than 15 MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** 1536 → "1.5 KB"; 2_400_000 → "2.3 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The packet form's controls. */
export interface PacketValues {
  supplementId: string;
  photoIds: number[];
  photoReportId: string;
  coverLetter: string;
}

export const packetToBody = (values: PacketValues): ClaimPacketInput => ({
  supplementId: values.supplementId === '' ? null : Number(values.supplementId),
  photoIds: values.photoIds,
  photoReportId: values.photoReportId === '' ? null : Number(values.photoReportId),
  coverLetter: optionalText(values.coverLetter),
});

/**
 * A cover letter to start from: to the adjuster, naming the insured, the property, the claim and
 * policy, what the packet holds; the homeowner pays the deductible, as the policy says.
 */
export function draftCoverLetter(
  claim: Pick<
    Claim,
    'carrier' | 'claimNumber' | 'policyNumber' | 'customerName' | 'propertyAddress' | 'adjuster'
  > & { dateOfLoss: string },
  supplement: Pick<Supplement, 'number' | 'requestedAmount'> | null,
  company: string,
): string {
  const greeting = claim.adjuster.name ? `Dear ${claim.adjuster.name},` : 'Dear adjuster,';
  const asking = supplement
    ? `Enclosed is supplement ${supplement.number} for ${formatMoney(supplement.requestedAmount)}: the items your estimate does not yet include, each with the reason it is needed and the photos that show it.`
    : 'Enclosed are the claim facts, our scope beside your estimate, and the photos of the roof.';
  return [
    greeting,
    '',
    `${company} is the roofing contractor for ${claim.customerName} at ${claim.propertyAddress} (${claim.carrier} claim ${claim.claimNumber}, policy ${claim.policyNumber}, date of loss ${claim.dateOfLoss}).`,
    '',
    asking,
    '',
    `The homeowner pays the deductible under the policy. Please send your decision, or any question about an item, to our office; we are glad to meet you at the property to review the roof.`,
    '',
    'Sincerely,',
    company,
  ].join('\n');
}

/** Our scope against the carrier's, in words (what a supplement may still ask for). */
export function scopeDifferenceText(difference: string): string {
  const cents = dollarsToCents(difference.replace(/^-/, ''));
  if (cents === null || cents === 0) return 'Our scope matches the carrier’s.';
  const amount = formatMoney(difference.replace(/^-/, ''));
  return difference.startsWith('-')
    ? `The carrier’s scope exceeds ours by ${amount}.`
    : `Our scope exceeds the carrier’s by ${amount}.`;
}
