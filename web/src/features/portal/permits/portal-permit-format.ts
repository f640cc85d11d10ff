import { type PortalPermit, WORK_START_WITHIN_DAYS } from '@roofing/contracts';
import { formatCalendarDate } from '../../estimate-tracker/estimate-format.ts';
import { englishT, type Say } from '../plain-t.ts';
import { messages } from './messages.ts';

/*
 * The homeowner's words for the permit: each step of the timeline, each inspection's result and
 * the deposit clock's dates, kept pure so they are tested without a browser.
 */

export type PortalStep = PortalPermit['steps'][number];
export type PortalInspection = PortalPermit['inspections'][number];
export type TimelineState = 'done' | 'next' | 'waiting';

/** The words and the day format of the page's language; English unless told. */
export interface PermitWords {
  say: Say<Extract<keyof typeof messages.en, string>>;
  day: (value: string | null) => string;
}

export const ENGLISH_PERMIT_WORDS: PermitWords = {
  say: englishT(messages),
  day: formatCalendarDate,
};

/** The steps in order: those with a day are done, the first without one is next. */
export function timelineStates(steps: readonly PortalStep[]): TimelineState[] {
  const next = steps.findIndex((step) => step.on === null);
  return steps.map((step, index) =>
    step.on !== null ? 'done' : index === next ? 'next' : 'waiting',
  );
}

/** Under a step: the day it happened, the inspection's day while it waits on one, or nothing. */
export function stepDetail(
  step: PortalStep,
  state: TimelineState,
  { say, day }: PermitWords = ENGLISH_PERMIT_WORDS,
): string {
  if (state === 'done' && step.on) return day(step.on);
  if (step.scheduledOn) return say('scheduledFor', { date: day(step.scheduledOn) });
  if (state === 'next') {
    return step.step === 'applied' || step.step === 'issued' ? say('nextStep') : say('nextBook');
  }
  return '';
}

/** An inspection's name in plain words. */
export function inspectionTitle(
  inspection: Pick<PortalInspection, 'kind' | 'label'>,
  { say }: PermitWords = ENGLISH_PERMIT_WORDS,
): string {
  if (inspection.kind === 'dry-in') return say('dryIn');
  if (inspection.kind === 'final') return say('final');
  return inspection.label.trim() || say('inspection');
}

/**
 * What happened at an inspection, for the homeowner: passed, did not pass (with the
 * inspector's notes and what we do next), scheduled, or cancelled.
 */
export function inspectionOutcome(
  inspection: PortalInspection,
  { say, day }: PermitWords = ENGLISH_PERMIT_WORDS,
): {
  tone: 'pass' | 'fail' | 'scheduled' | 'cancelled';
  text: string;
} {
  const on = day(inspection.resultOn ?? inspection.scheduledOn);
  switch (inspection.result) {
    case 'pass':
      return { tone: 'pass', text: say('passed', { date: on }) };
    case 'fail':
      return { tone: 'fail', text: say('failed', { date: on }) };
    case 'cancelled':
      return { tone: 'cancelled', text: say('cancelled') };
    default:
      return {
        tone: 'scheduled',
        text: say('scheduled', { date: day(inspection.scheduledOn) }),
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
  { say, day }: PermitWords = ENGLISH_PERMIT_WORDS,
): string[] {
  if (!clock.applies) return [];
  const lines: string[] = [];
  if (clock.permitApplyBy) {
    lines.push(
      done.appliedOn
        ? say('applyByDone', { date: day(clock.permitApplyBy), appliedOn: day(done.appliedOn) })
        : say('applyBy', { date: day(clock.permitApplyBy) }),
    );
  }
  lines.push(
    clock.workStartBy
      ? say('startBy', { date: day(clock.workStartBy) })
      : say('startWithin', { days: WORK_START_WITHIN_DAYS }),
  );
  return lines;
}

/** The day a step happened, if it has. */
export const stepOn = (permit: PortalPermit, step: PortalStep['step']) =>
  permit.steps.find((candidate) => candidate.step === step)?.on ?? null;
