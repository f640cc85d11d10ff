import { describe, expect, it } from 'vitest';
import { deadlineState, relativeDays } from './billing-format.ts';
import { auditChanges, fieldWords } from './money-audit-list.tsx';

describe('permit deadlines', () => {
  it('are past, soon (within 7 days) or fine', () => {
    expect(deadlineState('2026-12-01', '2026-12-02')).toBe('past');
    expect(deadlineState('2026-12-02', '2026-12-02')).toBe('soon');
    expect(deadlineState('2026-12-09', '2026-12-02')).toBe('soon');
    expect(deadlineState('2026-12-10', '2026-12-02')).toBe('ok');
    expect(relativeDays('2026-12-05', '2026-12-02')).toBe('in 3 days');
    expect(relativeDays('2026-11-30', '2026-12-02')).toBe('2 days ago');
  });
});

describe('the money audit log', () => {
  it('shows only what changed, in words', () => {
    expect(
      auditChanges({
        before: { status: 'open', balanceDue: '500.00', kind: 'final' },
        after: { status: 'void', balanceDue: '500.00', kind: 'final', voidedAt: '2026-12-01' },
      }),
    ).toEqual([
      { field: 'status', before: 'open', after: 'void' },
      { field: 'voidedAt', before: '—', after: '2026-12-01' },
    ]);
    expect(auditChanges({ before: null, after: { amount: '10.00' } })).toEqual([
      { field: 'amount', before: '—', after: '10.00' },
    ]);
    expect(fieldWords('permitAppliedOn')).toBe('permit applied on');
  });
});
