import { type InspectionRequestedData, TEXT_CONSENT_DISCLOSURE } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { leadService } from '../src/service.ts';

/**
 * The inspection form's "Text me updates" box (issue 24): ticked, the consent is stored with its
 * proof (time, client address, the disclosure shown in the form's language) and carried on
 * `lead.inspection.requested`, where the messaging service records it; unticked, nothing is.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(leadService);
});
afterAll(async () => {
  await svc?.close();
});

const post = (payload: Record<string, unknown>) =>
  svc.app.inject({ method: 'POST', url: '/api/inspection-requests', payload });

describe('consent to texts on the inspection request', () => {
  it('is stored and carried on the event, in the language of the form', async () => {
    const request = inspectionRequest();
    const response = await post({ ...request, textUpdates: true, language: 'es' });
    expect(response.statusCode, response.body).toBe(201);
    const { requestNumber } = response.json();
    const event = await svc.waitForEvent<InspectionRequestedData>(
      'lead.inspection.requested',
      (candidate) => candidate.data.requestNumber === requestNumber,
    );
    expect(event.data.language).toBe('es');
    expect(event.data.textConsent).toMatchObject({
      phone: request.customerPhone,
      disclosure: TEXT_CONSENT_DISCLOSURE.es,
      language: 'es',
      source: 'inspection-request',
    });
    expect(event.data.textConsent?.ipAddress).toBeTruthy();
    expect(Number.isNaN(Date.parse(event.data.textConsent?.givenAt ?? ''))).toBe(false);
  });

  it('is null when the box is not ticked (the spec payload stays valid)', async () => {
    const response = await post(inspectionRequest());
    expect(response.statusCode, response.body).toBe(201);
    const { requestNumber } = response.json();
    const event = await svc.waitForEvent<InspectionRequestedData>(
      'lead.inspection.requested',
      (candidate) => candidate.data.requestNumber === requestNumber,
    );
    expect(event.data).toMatchObject({ language: 'en', textConsent: null });
  });
});
