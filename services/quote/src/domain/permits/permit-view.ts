import {
  INSPECTION_KIND_LABELS,
  type InspectionKind,
  NOTICE_OF_COMMENCEMENT_THRESHOLD_DOLLARS,
  type Permit,
  type PermitBoardItem,
  type PermitInspection,
  type PortalPermit,
} from '@roofing/contracts';
import type { ContractRow, PermitInspectionRow, PermitRow, QuoteRow } from '../../store/schema.ts';
import { isSignedContract } from '../contracts/contract-view.ts';
import { type ContractClockFacts, permitStatus } from './permit-status.ts';

/** Everything one permit's answer is made of, read together. */
export interface PermitRecord {
  permit: PermitRow;
  quote: QuoteRow;
  inspections: PermitInspectionRow[];
  /** The job's standing contract (any status), if it has one. */
  contract: ContractRow | undefined;
}

export const toInspection = (row: PermitInspectionRow): PermitInspection => ({
  id: row.id,
  kind: row.kind as InspectionKind,
  label: row.label,
  scheduledOn: row.scheduledOn,
  inspector: row.inspector,
  result: row.result as PermitInspection['result'],
  resultOn: row.resultOn,
  notes: row.notes,
  reinspectionOf: row.reinspectionOf,
});

/** The signed contract's clock, or null (no signed contract: the deposit rule has nothing to run on). */
const clockOf = (contract: ContractRow | undefined): ContractClockFacts | null =>
  isSignedContract(contract) ? contract : null;

/** "412 Ocean Dr, Jacksonville Beach, FL 32250" */
export const propertyAddressOf = (quote: QuoteRow) =>
  `${quote.streetAddress}, ${quote.city}, ${quote.state} ${quote.zipCode}`;

/** The Notice of Commencement is required over the threshold: the contract's price, else the estimate's. */
export function nocRequired(quote: QuoteRow, contract: ContractRow | undefined): boolean {
  const price = Number(contract?.contractPrice ?? quote.estimateAmount ?? 0);
  return price > NOTICE_OF_COMMENCEMENT_THRESHOLD_DOLLARS;
}

export function toPermit(record: PermitRecord, today: string): Permit {
  const { permit, quote, inspections, contract } = record;
  const status = permitStatus({
    permit,
    inspections,
    contract: clockOf(contract),
    today,
  });
  return {
    id: permit.id,
    quoteId: permit.quoteId,
    estimateNumber: permit.estimateNumber,
    customerName: `${quote.firstName} ${quote.lastName}`,
    propertyAddress: propertyAddressOf(quote),
    jurisdiction: permit.jurisdiction,
    jurisdictionSource: permit.jurisdictionSource === 'zip' ? 'zip' : 'staff',
    permitNumber: permit.permitNumber,
    appliedOn: permit.appliedOn,
    issuedOn: permit.issuedOn,
    expiresOn: permit.expiresOn,
    fees: permit.fees,
    workStartedOn: permit.workStartedOn,
    noticeOfCommencement: {
      required: nocRequired(quote, contract),
      recordedOn: permit.nocRecordedOn,
      instrumentNumber: permit.nocInstrumentNumber,
    },
    notes: permit.notes,
    stage: status.stage,
    overdue: status.overdue,
    overdueReasons: status.overdueReasons,
    inspections: inspections.map(toInspection),
    depositClock: status.depositClock,
    createdAt: permit.createdAt.toISOString(),
    updatedAt: permit.updatedAt.toISOString(),
  };
}

/** The board's line: the permit without its notes and inspections, with the next inspection due. */
export function toBoardItem(record: PermitRecord, today: string): PermitBoardItem {
  const { inspections, notes: _notes, ...permit } = toPermit(record, today);
  const next = inspections.find((each) => each.result === 'scheduled') ?? null;
  return { ...permit, nextInspection: next };
}

const PORTAL_STEP_LABELS = {
  applied: 'Permit applied for',
  issued: 'Permit issued',
  'dry-in-passed': 'Dry-in inspection passed',
  'final-passed': 'Final inspection passed',
} as const;

/** The homeowner's timeline: applied → issued → dry-in passed → final passed, and the clock's dates. */
export function toPortalPermit(record: PermitRecord, today: string): PortalPermit {
  const { permit, inspections } = record;
  const full = toPermit(record, today);
  const inspectionStep = (kind: 'dry-in' | 'final') => {
    const ofKind = inspections.filter((each) => each.kind === kind);
    return {
      on: ofKind.find((each) => each.result === 'pass')?.resultOn ?? null,
      scheduledOn: ofKind.find((each) => each.result === 'scheduled')?.scheduledOn ?? null,
    };
  };
  const { warnings: _warnings, ...depositClock } = full.depositClock;
  return {
    jurisdiction: permit.jurisdiction,
    permitNumber: permit.permitNumber,
    steps: [
      {
        step: 'applied',
        label: PORTAL_STEP_LABELS.applied,
        on: permit.appliedOn,
        scheduledOn: null,
      },
      { step: 'issued', label: PORTAL_STEP_LABELS.issued, on: permit.issuedOn, scheduledOn: null },
      {
        step: 'dry-in-passed',
        label: PORTAL_STEP_LABELS['dry-in-passed'],
        ...inspectionStep('dry-in'),
      },
      {
        step: 'final-passed',
        label: PORTAL_STEP_LABELS['final-passed'],
        ...inspectionStep('final'),
      },
    ],
    inspections: full.inspections.map(({ reinspectionOf: _reinspectionOf, ...each }) => each),
    depositClock,
  };
}

/** An inspection's name: the kind's, or what staff called an `other` one; a re-inspection says so. */
export function inspectionLabel(
  kind: InspectionKind,
  label: string | null,
  reinspection: boolean,
): string {
  const base =
    kind === 'other' ? (label ?? INSPECTION_KIND_LABELS.other) : INSPECTION_KIND_LABELS[kind];
  return reinspection ? `${base} (re-inspection)` : base;
}
