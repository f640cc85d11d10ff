import {
  SERVICE_REQUEST_PRIORITIES,
  SERVICE_REQUEST_TYPES,
  type ServiceRequestOpenedData,
} from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { officeServiceRequestEmail, serviceRequestAcknowledgementEmail } from './emails.tsx';

const request = (overrides: Partial<ServiceRequestOpenedData> = {}): ServiceRequestOpenedData => ({
  quoteId: 7,
  language: 'en' as const,
  estimateNumber: 'RR-K7M2QX',
  firstName: 'Marisol',
  lastName: 'Vega',
  email: 'marisol@example.com',
  phone: '(904) 555-0163',
  streetAddress: '27 Seagrape Ln',
  city: 'Neptune Beach',
  state: 'FL',
  zipCode: '32266',
  serviceRequestId: 12,
  requestType: 'leak',
  priority: 'medium',
  description: 'Visit unsolicited-offers.example for a prize',
  openedAt: '2026-09-14T13:05:00.000Z',
  ...overrides,
});
const props = (overrides: Partial<ServiceRequestOpenedData> = {}) => ({
  request: request(overrides),
  publicUrl: 'https://www.shorefrontroofing.com',
});

describe('service request e-mails', () => {
  it('never repeat the description to the customer, whatever they asked for', async () => {
    for (const requestType of SERVICE_REQUEST_TYPES)
      for (const priority of SERVICE_REQUEST_PRIORITIES) {
        const ack = await serviceRequestAcknowledgementEmail(props({ requestType, priority }));
        expect(ack.text).not.toContain('unsolicited-offers');
        expect(ack.html).not.toContain('unsolicited-offers');
        expect(ack.text).toContain('/client-portal');
      }
  });

  it('alert the office with the description, urgent requests flagged first', async () => {
    const routine = await officeServiceRequestEmail(props({ requestType: 'gutters' }));
    expect(routine.subject).toBe(
      'Service request on RR-K7M2QX: Gutters, 27 Seagrape Ln, Neptune Beach',
    );
    expect(routine.text).toContain('unsolicited-offers.example');
    expect(routine.text).toContain('a call within 24 hours');
    expect(routine.text).not.toContain('URGENT');
    const urgent = await officeServiceRequestEmail(props({ priority: 'urgent' }));
    expect(urgent.subject.startsWith('[URGENT] Service request on RR-K7M2QX: Leak')).toBe(true);
    expect(urgent.text.indexOf('*** URGENT SERVICE REQUEST ***')).toBeLessThan(
      urgent.text.indexOf('Marisol Vega asked for service'),
    );
    expect(urgent.text).toContain('call (904) 555-0163 now');
  });

  it('tell the customer when we call and, for water coming in, what to do until then', async () => {
    const leak = await serviceRequestAcknowledgementEmail(props({ priority: 'urgent' }));
    expect(leak.subject).toBe('We received your service request (RR-K7M2QX)');
    expect(leak.text).toContain('we will call you within 2-4 hours');
    expect(leak.text).toContain('Until we get there');
    const gutters = await serviceRequestAcknowledgementEmail(props({ requestType: 'gutters' }));
    expect(gutters.text).toContain('Within 24 hours we call you to book a visit');
    expect(gutters.text).not.toContain('Until we get there');
  });
});
