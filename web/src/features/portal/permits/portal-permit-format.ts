import { type PortalPermit, WORK_START_WITHIN_DAYS } from '@roofing/contracts';
import { formatCalendarDate } from '../../estimate-tracker/estimate-format.ts';

/*
 * The homeowner's words for the permit: each step of the timeline, each inspection's result and
 * the deposit clock's dates, kept pure so they are tested without a browser.
 */

export type PortalStep = PortalPermit['steps'][number];
export type PortalInspection = PortalPermit['inspections'][number];
export type TimelineState = 'done' | 'next' | 'waiting';

/** The steps in order: those with a day are done, the first without one is next. */
export function timelineStates(steps: readonly PortalStep[]): TimelineState[] {
  const next = steps.findIndex((step) => step.on === null);
  return steps.map((step, index) =>
    step.on !== null ? 'done' : index === next ? 'next' : 'waiting',
  );
}

/** Under a step: the day it happened, the inspection's day while it waits on one, or nothing. */
export function stepDetail(step: PortalStep, state: TimelineState): string {
  if (state === 'done' && step.on) return formatCalendarDate(step.on);
  if (step.scheduledOn) return `Inspection scheduled for ${formatCalendarDate(step.scheduledOn)}`;
  if (state === 'next') {
    return step.step === 'applied' || step.step === 'issued'
      ? 'Next step'
      : 'Next step: we will book the inspection';
  }
  return '';
}

/** An inspection's name in plain words. */
export function inspectionTitle(inspection: Pick<PortalInspection, 'kind' | 'label'>): string {
  if (inspection.kind === 'dry-in') return 'Roof dry-in inspection';
  if (inspection.kind === 'final') return 'Final roof inspection';
  return inspection.label.trim() || 'Inspection';
}

/**
 * What happened at an inspection, for the homeowner: passed, did not pass (with the
 * inspector's notes and what we do next), scheduled, or cancelled.
 */
export function inspectionOutcome(inspection: PortalInspection): {
  tone: 'pass' | 'fail' | 'scheduled' | 'cancelled';
  text: string;
} {
  const on = formatCalendarDate(inspection.resultOn ?? inspection.scheduledOn);
  switch (inspection.result) {
    case 'pass':
      return { tone: 'pass', text: `Passed on ${on}.` };
    case 'fail':
      return {
        tone: 'fail',
        text: `Did not pass on ${on}. We fix what the inspector asked for and book a re-inspection; you do not need to do anything.`,
      };
    case 'cancelled':
      return { tone: 'cancelled', text: 'Cancelled. We will book a new day.' };
    default:
      return {
        tone: 'scheduled',
        text: `Scheduled for ${formatCalendarDate(inspection.scheduledOn)}. Our crew meets the inspector at your property.`,
      };
  }
}

/**
 * The deposit clock's dates owed to the homeowner (Fla. Stat. s. 489.126), when the deposit was
 * over 10 % of the price: by when we must apply for the permit and start the work, and what is
 * already done. Nothing when the rule does not apply.
 */
export function depositClockLines(
  clock: PortalPermit['depositClock'],
  done: { appliedOn: string | null },
): string[] {
  if (!clock.applies) return [];
  const lines: string[] = [];
  if (clock.permitApplyBy) {
    lines.push(
      done.appliedOn
        ? `We must apply for your permit by ${formatCalendarDate(clock.permitApplyBy)}. We applied on ${formatCalendarDate(done.appliedOn)}.`
        : `We must apply for your permit by ${formatCalendarDate(clock.permitApplyBy)}.`,
    );
  }
  lines.push(
    clock.workStartBy
      ? `Work must start by ${formatCalendarDate(clock.workStartBy)}.`
      : `Work must start within ${WORK_START_WITHIN_DAYS} days of the permit being issued; we will show the date here once it is.`,
  );
  return lines;
}

/** The day a step happened, if it has. */
export const stepOn = (permit: PortalPermit, step: PortalStep['step']) =>
  permit.steps.find((candidate) => candidate.step === step)?.on ?? null;
