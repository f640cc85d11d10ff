import type { QuoteStatusChangedData } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { customerHearsOf } from './notification.ts';

const change = (from: string, to: string): QuoteStatusChangedData => ({
  quoteId: 1,
  language: 'en' as const,
  estimateNumber: 'SFR-TESTTEST',
  firstName: 'Lorna',
  lastName: 'Keys',
  email: 'lorna@example.com',
  phone: '(904) 555-0100',
  streetAddress: '1 Ocean Blvd',
  city: 'Atlantic Beach',
  state: 'FL',
  zipCode: '32233',
  from,
  to,
  scheduledDate: null,
  changedBy: 'staff',
  changedAt: new Date().toISOString(),
});

describe('which status changes e-mail the customer', () => {
  it('the site visit scheduled, the work started and the work completed', () => {
    expect(customerHearsOf(change('pending', 'site_visit_scheduled'))).toBe(true);
    expect(customerHearsOf(change('accepted', 'in_progress'))).toBe(true);
    expect(customerHearsOf(change('in_progress', 'completed'))).toBe(true);
  });

  it('no other status: the office keeps its bookkeeping to itself', () => {
    for (const to of ['pending', 'estimate_prepared', 'accepted', 'declined', 'cancelled']) {
      expect(customerHearsOf(change('site_visit_scheduled', to))).toBe(false);
    }
  });

  it('nothing on a re-open of a completed job, whatever it moves to', () => {
    expect(customerHearsOf(change('completed', 'in_progress'))).toBe(false);
    expect(customerHearsOf(change('completed', 'site_visit_scheduled'))).toBe(false);
  });
});
