import { INSPECTION_TYPES, type InspectionRequestedData, URGENCY_LEVELS } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { calendarDate } from '../../emails/format.ts';
import { inspectionConfirmationEmail, officeInspectionAlertEmail } from './emails.tsx';

const inspection = (overrides: Partial<InspectionRequestedData> = {}): InspectionRequestedData => ({
  requestNumber: 'INS-K7M2QX',
  customerName: 'Marisol Vega',
  customerEmail: 'marisol@example.com',
  customerPhone: '(904) 555-0163',
  propertyAddress: '27 Seagrape Ln, Neptune Beach, FL 32266',
  inspectionType: 'full-roof',
  urgencyLevel: 'routine',
  description: 'Visit unsolicited-offers.example for a prize',
  preferredDate: '2026-06-01',
  requestedAt: '2026-05-28T14:00:00.000Z',
  ...overrides,
});

describe('inspection e-mails', () => {
  it('writes a calendar date in words without shifting it', () => {
    expect(calendarDate('2026-06-01')).toBe('Monday, June 1, 2026');
  });

  it('never repeats the description or the address to the unverified customer address', async () => {
    for (const { value: inspectionType } of INSPECTION_TYPES)
      for (const { value: urgencyLevel } of URGENCY_LEVELS) {
        const email = await inspectionConfirmationEmail(
          inspection({ inspectionType, urgencyLevel }),
        );
        for (const text of [email.subject, email.text]) {
          expect(text).not.toContain('unsolicited-offers');
          expect(text).not.toContain('Seagrape');
        }
        expect(email.text).toContain('INS-K7M2QX');
        expect(email.text).toContain('(904) 555-0142');
      }
  });

  it('names the type and urgency in words and what the inspection covers', async () => {
    const { text } = await inspectionConfirmationEmail(
      inspection({ inspectionType: 'maintenance', urgencyLevel: 'urgent' }),
    );
    expect(text).toContain('Inspection: Maintenance Check');
    expect(text).toContain('Urgency: Urgent (3-5 days)');
    expect(text).toContain('Within 24 hours we call you to schedule your inspection');
    expect(text).toContain('What the Maintenance Check covers');
    expect(text).toContain('hurricane season');
    expect(text).not.toContain('Until we get there');
  });

  it('promises an emergency a call within 2-4 hours and says what to do meanwhile', async () => {
    const email = await inspectionConfirmationEmail(inspection({ urgencyLevel: 'emergency' }));
    expect(email.subject).toContain('within 2-4 hours');
    expect(email.text).toContain('we will call you within 2-4 hours');
    expect(email.text).not.toContain('Within 24 hours');
    expect(email.text).toContain('Until we get there');
  });

  it('gives the office every field, the emergency flag first', async () => {
    const routine = await officeInspectionAlertEmail(inspection());
    expect(routine.subject).toBe(
      'Inspection request INS-K7M2QX: Routine (1-2 weeks), 27 Seagrape Ln, Neptune Beach, FL 32266',
    );
    for (const value of [
      'Marisol Vega',
      '(904) 555-0163',
      'marisol@example.com',
      '27 Seagrape Ln, Neptune Beach, FL 32266',
      'Full Roof Inspection',
      'Routine (1-2 weeks)',
      'Monday, June 1, 2026 (2026-06-01)',
      'Thursday, May 28, 2026 at 10:00 AM EDT',
      'Visit unsolicited-offers.example for a prize',
    ])
      expect(routine.text).toContain(value);
    expect(routine.text).not.toContain('EMERGENCY');

    const emergency = await officeInspectionAlertEmail(inspection({ urgencyLevel: 'emergency' }));
    expect(emergency.subject.startsWith('[EMERGENCY] Inspection request INS-K7M2QX')).toBe(true);
    expect(emergency.text.startsWith('*** EMERGENCY INSPECTION REQUEST ***')).toBe(true);
  });
});
