import {
  type DepositClock,
  INSPECTION_KIND_LABELS,
  type InspectionKind,
  PERMIT_STAGE_LABELS,
  PERMIT_STAGES,
  type PermitInspection,
  type PermitStage,
} from '@roofing/contracts';
import { day } from '../billing/billing-format.ts';

/*
 * The words and small rules of the permit screens (the job's Permit tab and the permits board),
 * kept pure so they are tested without a browser.
 */

export type ClockWarning = DepositClock['warnings'][number];

/** What each deposit-clock deadline asks of the office. */
export const DEADLINE_LABELS: Record<ClockWarning['deadline'], string> = {
  'permit-application': 'Apply for the permit by',
  'work-start': 'Start the work by',
};

/** "5 days left", "1 day left", "due today", "1 day overdue", "3 days overdue". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return 'due today';
  const days = Math.abs(daysLeft);
  const unit = days === 1 ? 'day' : 'days';
  return daysLeft > 0 ? `${days} ${unit} left` : `${days} ${unit} overdue`;
}

/** A deposit-clock warning as the office reads it: "Apply for the permit by Dec 3, 2026: 5 days left". */
export const clockWarningText = (warning: ClockWarning) =>
  `${DEADLINE_LABELS[warning.deadline]} ${day(warning.dueOn)}: ${daysLeftText(warning.daysLeft)}`;

export type StepState = 'done' | 'current' | 'upcoming';

/** The board's stages as a step indicator: those before the permit's stage are done. */
export function stageSteps(stage: PermitStage) {
  const current = PERMIT_STAGES.indexOf(stage);
  return PERMIT_STAGES.map((value, index) => ({
    stage: value,
    label: PERMIT_STAGE_LABELS[value],
    state: (index < current ? 'done' : index === current ? 'current' : 'upcoming') as StepState,
  }));
}

/** "Step 3 of 5: Issued". */
export const stageSummary = (stage: PermitStage) =>
  `Step ${PERMIT_STAGES.indexOf(stage) + 1} of ${PERMIT_STAGES.length}: ${PERMIT_STAGE_LABELS[stage]}`;

const passed = (inspections: readonly PermitInspection[], kind: InspectionKind) =>
  inspections.some((inspection) => inspection.kind === kind && inspection.result === 'pass');

/** The inspection to book next: the dry-in until it passes, then the final, then any other. */
export function nextInspectionKind(inspections: readonly PermitInspection[]): InspectionKind {
  if (!passed(inspections, 'dry-in')) return 'dry-in';
  if (!passed(inspections, 'final')) return 'final';
  return 'other';
}

/** Failed inspections no re-inspection has been booked for yet (newest first as given). */
export const failedWithoutReinspection = (inspections: readonly PermitInspection[]) =>
  inspections.filter(
    (inspection) =>
      inspection.result === 'fail' &&
      !inspections.some((other) => other.reinspectionOf === inspection.id),
  );

/** An inspection's name: the kind's label, or what an "other" one is called. */
export const inspectionName = (inspection: Pick<PermitInspection, 'kind' | 'label'>) =>
  inspection.label.trim() || INSPECTION_KIND_LABELS[inspection.kind];

/** Where an inspection stands, for the office: "Scheduled for Dec 3, 2026", "Failed on ...". */
export function inspectionStatusText(inspection: PermitInspection): string {
  const on = inspection.resultOn ?? inspection.scheduledOn;
  switch (inspection.result) {
    case 'pass':
      return `Passed on ${day(on)}`;
    case 'fail':
      return `Failed on ${day(on)}`;
    case 'cancelled':
      return `Cancelled (was set for ${day(inspection.scheduledOn)})`;
    default:
      return `Scheduled for ${day(inspection.scheduledOn)}`;
  }
}

/** Blank text → null, for the request body's optional fields and dates. */
export const blankToNull = (typed: string) => (typed.trim() === '' ? null : typed.trim());
