import type { PortalPermit } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import {
  depositClockLines,
  inspectionOutcome,
  inspectionTitle,
  type PortalInspection,
  type PortalStep,
  stepDetail,
  timelineStates,
} from './portal-permit-format.ts';

const step = (name: PortalStep['step'], on: string | null, scheduledOn: string | null = null) => ({
  step: name,
  label: name,
  on,
  scheduledOn,
});

const inspection = (overrides: Partial<PortalInspection>): PortalInspection => ({
  id: 1,
  kind: 'dry-in',
  label: '',
  scheduledOn: '2026-07-08',
  inspector: 'R. Alvarez',
  result: 'scheduled',
  resultOn: null,
  notes: null,
  ...overrides,
});

const clock = (overrides: Partial<PortalPermit['depositClock']>): PortalPermit['depositClock'] => ({
  applies: true,
  depositReceivedOn: '2026-05-20',
  permitApplyBy: '2026-06-19',
  workStartBy: null,
  ...overrides,
});

describe('the portal’s permit timeline', () => {
  const steps = [
    step('applied', '2026-06-02'),
    step('issued', '2026-06-16'),
    step('dry-in-passed', null, '2026-07-08'),
    step('final-passed', null),
  ];

  it('marks the steps done, next and waiting', () => {
    expect(timelineStates(steps)).toEqual(['done', 'done', 'next', 'waiting']);
    expect(timelineStates(steps.map((s) => ({ ...s, on: null })))).toEqual([
      'next',
      'waiting',
      'waiting',
      'waiting',
    ]);
  });

  it('says the day of each step, or the inspection’s day while it waits', () => {
    expect(stepDetail(steps[0] as PortalStep, 'done')).toBe('June 2, 2026');
    expect(stepDetail(steps[2] as PortalStep, 'next')).toBe(
      'Inspection scheduled for July 8, 2026',
    );
    expect(stepDetail(step('final-passed', null), 'next')).toBe(
      'Next step: we will book the inspection',
    );
    expect(stepDetail(step('issued', null), 'next')).toBe('Next step');
    expect(stepDetail(steps[3] as PortalStep, 'waiting')).toBe('');
  });
});

describe('inspections in plain words', () => {
  it('name them', () => {
    expect(inspectionTitle(inspection({}))).toBe('Roof dry-in inspection');
    expect(inspectionTitle(inspection({ kind: 'final' }))).toBe('Final roof inspection');
    expect(inspectionTitle(inspection({ kind: 'other', label: 'Sheathing nailing' }))).toBe(
      'Sheathing nailing',
    );
  });

  it('say what happened and what comes next', () => {
    expect(inspectionOutcome(inspection({ result: 'pass', resultOn: '2026-07-08' }))).toEqual({
      tone: 'pass',
      text: 'Passed on July 8, 2026.',
    });
    const failed = inspectionOutcome(
      inspection({ result: 'fail', resultOn: '2026-07-08', notes: 'Cap nails missing' }),
    );
    expect(failed.tone).toBe('fail');
    expect(failed.text).toMatch(/^Did not pass on July 8, 2026\. We fix what the inspector/);
    expect(inspectionOutcome(inspection({})).text).toMatch(/^Scheduled for July 8, 2026\./);
    expect(inspectionOutcome(inspection({ result: 'cancelled' })).tone).toBe('cancelled');
  });
});

describe('the deposit clock’s dates', () => {
  it('are said only when the rule applies', () => {
    expect(depositClockLines(clock({ applies: false }), { appliedOn: null })).toEqual([]);
  });

  it('say by when we apply and start, and what is done', () => {
    expect(depositClockLines(clock({}), { appliedOn: null })).toEqual([
      'We must apply for your permit by June 19, 2026.',
      'Work must start within 90 days of the permit being issued; we will show the date here once it is.',
    ]);
    expect(
      depositClockLines(clock({ workStartBy: '2026-09-14' }), { appliedOn: '2026-06-02' }),
    ).toEqual([
      'We must apply for your permit by June 19, 2026. We applied on June 2, 2026.',
      'Work must start by September 14, 2026.',
    ]);
  });
});
