import type { PermitInspection } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import {
  blankToNull,
  clockWarningText,
  daysLeftText,
  failedWithoutReinspection,
  inspectionName,
  inspectionStatusText,
  nextInspectionKind,
  stageSteps,
  stageSummary,
} from './permit-format.ts';

const inspection = (overrides: Partial<PermitInspection>): PermitInspection => ({
  id: 1,
  kind: 'dry-in',
  label: '',
  scheduledOn: '2026-07-01',
  inspector: null,
  result: 'scheduled',
  resultOn: null,
  notes: null,
  reinspectionOf: null,
  ...overrides,
});

describe('deposit clock warnings', () => {
  it('say the days left, due today, or overdue', () => {
    expect(daysLeftText(5)).toBe('5 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('due today');
    expect(daysLeftText(-1)).toBe('1 day overdue');
    expect(daysLeftText(-4)).toBe('4 days overdue');
  });

  it('name the deadline and its day', () => {
    expect(
      clockWarningText({ deadline: 'permit-application', dueOn: '2026-12-03', daysLeft: 5 }),
    ).toBe('Apply for the permit by Dec 3, 2026: 5 days left');
    expect(clockWarningText({ deadline: 'work-start', dueOn: '2026-12-01', daysLeft: -2 })).toBe(
      'Start the work by Dec 1, 2026: 2 days overdue',
    );
  });
});

describe('the stage indicator', () => {
  it('marks the stages before the permit’s as done', () => {
    expect(stageSteps('issued').map((step) => step.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(stageSteps('to-apply')[0]).toEqual({
      stage: 'to-apply',
      label: 'To apply',
      state: 'current',
    });
    expect(stageSummary('dry-in-passed')).toBe('Step 4 of 5: Dry-in passed');
  });
});

describe('inspections', () => {
  it('book the dry-in first, then the final, then others', () => {
    expect(nextInspectionKind([])).toBe('dry-in');
    expect(nextInspectionKind([inspection({ result: 'fail' })])).toBe('dry-in');
    expect(nextInspectionKind([inspection({ result: 'pass' })])).toBe('final');
    expect(
      nextInspectionKind([
        inspection({ result: 'pass' }),
        inspection({ id: 2, kind: 'final', result: 'pass' }),
      ]),
    ).toBe('other');
  });

  it('offer a re-inspection after a fail until one is booked', () => {
    const failed = inspection({ id: 3, result: 'fail', notes: 'Cap nails missing at the eaves' });
    expect(failedWithoutReinspection([failed])).toEqual([failed]);
    expect(failedWithoutReinspection([inspection({ id: 4, reinspectionOf: 3 }), failed])).toEqual(
      [],
    );
  });

  it('are named and described', () => {
    expect(inspectionName(inspection({}))).toBe('Roof dry-in (underlayment) inspection');
    expect(inspectionName(inspection({ kind: 'other', label: 'Sheathing nailing' }))).toBe(
      'Sheathing nailing',
    );
    expect(inspectionStatusText(inspection({}))).toBe('Scheduled for Jul 1, 2026');
    expect(inspectionStatusText(inspection({ result: 'pass', resultOn: '2026-07-02' }))).toBe(
      'Passed on Jul 2, 2026',
    );
    expect(inspectionStatusText(inspection({ result: 'fail', resultOn: '2026-07-02' }))).toBe(
      'Failed on Jul 2, 2026',
    );
    expect(inspectionStatusText(inspection({ result: 'cancelled' }))).toBe(
      'Cancelled (was set for Jul 1, 2026)',
    );
  });

  it('turn blank text into null', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(' BLD-2026-0142 ')).toBe('BLD-2026-0142');
  });
});
