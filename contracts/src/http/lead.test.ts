import { describe, expect, it } from 'vitest';
import { businessToday, inspectionRequestSchema } from './lead.ts';

const request = (preferredDate: string) => ({
  customerName: 'Marisol Vega',
  customerEmail: 'marisol@example.com',
  customerPhone: '904-555-0163',
  propertyAddress: '27 Seagrape Ln, Neptune Beach, FL 32266',
  inspectionType: 'maintenance',
  urgencyLevel: 'routine',
  description: 'Pre-season check.',
  preferredDate,
});

/** The first message about the preferred date, or undefined when the request is accepted. */
function dateIssue(preferredDate: string, now: string) {
  const result = inspectionRequestSchema(() => new Date(now)).safeParse(request(preferredDate));
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('businessToday', () => {
  it('is the calendar date in Florida, not in UTC', () => {
    // 23:30 on March 9 in Jacksonville (EDT, UTC-4) is already March 10 in UTC.
    expect(businessToday(new Date('2026-03-10T03:30:00Z'))).toBe('2026-03-09');
    expect(businessToday(new Date('2026-03-10T04:30:00Z'))).toBe('2026-03-10');
    // Winter (EST, UTC-5).
    expect(businessToday(new Date('2026-01-15T04:59:00Z'))).toBe('2026-01-14');
    expect(businessToday(new Date('2026-01-15T05:00:00Z'))).toBe('2026-01-15');
  });
});

describe('preferredDate of an inspection request', () => {
  it('accepts today in Florida even when UTC is already on the next day', () => {
    expect(dateIssue('2026-03-09', '2026-03-10T03:30:00Z')).toBeUndefined();
    expect(dateIssue('2026-03-08', '2026-03-10T03:30:00Z')).toBe(
      'Preferred date cannot be in the past',
    );
  });

  it('refuses yesterday once midnight has passed in Florida', () => {
    expect(dateIssue('2026-03-09', '2026-03-10T04:30:00Z')).toBe(
      'Preferred date cannot be in the past',
    );
    expect(dateIssue('2026-03-10', '2026-03-10T04:30:00Z')).toBeUndefined();
  });
});
