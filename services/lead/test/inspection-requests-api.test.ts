import {
  businessToday,
  INSPECTION_REQUEST_NUMBER_PATTERN,
  INSPECTION_TYPES,
  type InspectionRequestedData,
} from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, inspectionRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { leadService } from '../src/service.ts';
import { inspectionRequestStore } from '../src/store/inspection-requests.ts';

/** The lead service on its own: it stores the request and announces it. */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(leadService);
});
afterAll(async () => {
  await svc?.close();
});

const post = (body: unknown) =>
  svc.app.inject({ method: 'POST', url: '/api/inspection-requests', payload: body as object });

/** The 400's `fields`, after checking it is a validation failure. */
async function refusedFields(body: unknown): Promise<Record<string, string>> {
  const response = await post(body);
  expect(response.statusCode).toBe(400);
  const { error } = response.json();
  expect(error.code).toBe('VALIDATION_FAILED');
  return error.fields;
}

describe('POST /api/inspection-requests', () => {
  it('answers 201 with the request number and the promise, and no internal id', async () => {
    const response = await post(inspectionRequest());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'requestNumber', 'success']);
    expect(body.success).toBe(true);
    expect(body.requestNumber).toMatch(INSPECTION_REQUEST_NUMBER_PATTERN);
    expect(body.message).toBe(
      "We'll contact you within 24 hours to schedule your roof inspection.",
    );
  });

  it('stores every field, trimmed, with the defaults of a new request', async () => {
    const request = inspectionRequest({
      customerName: '  Owen Castillo ',
      inspectionType: 'insurance',
      urgencyLevel: 'urgent',
      description: '  Insurer wants a roof report\nbefore renewal in July. ',
    });
    const { requestNumber } = (await post(request)).json();
    const row = await inspectionRequestStore(svc.runtime.database.db).findByRequestNumber(
      requestNumber,
    );
    expect(row).toMatchObject({
      requestNumber,
      customerName: 'Owen Castillo',
      customerEmail: request.customerEmail,
      customerPhone: request.customerPhone,
      propertyAddress: request.propertyAddress,
      inspectionType: 'insurance',
      urgencyLevel: 'urgent',
      description: 'Insurer wants a roof report\nbefore renewal in July.',
      preferredDate: request.preferredDate,
      status: 'pending',
      assignedTo: null,
      scheduledDate: null,
      completedDate: null,
      inspectionNotes: null,
      followUpRequired: false,
    });
    expect(row?.id).toEqual(expect.any(Number));
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.updatedAt).toBeInstanceOf(Date);
  });

  it('publishes lead.inspection.requested with the request number and every field', async () => {
    const request = inspectionRequest({ urgencyLevel: 'emergency', inspectionType: 'repair' });
    const response = await post(request);
    const { requestNumber } = response.json();
    const event = await svc.waitForEvent<InspectionRequestedData>(
      'lead.inspection.requested',
      (candidate) => candidate.data.requestNumber === requestNumber,
    );
    expect(event).toMatchObject({
      version: 1,
      source: 'lead',
      correlationId: response.headers['x-request-id'],
    });
    const { requestedAt, ...data } = event.data;
    expect(data).toEqual({ requestNumber, ...request, language: 'en', textConsent: null });
    expect(Number.isNaN(Date.parse(requestedAt))).toBe(false);
  });

  it('gives each request its own number', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 5; i++) numbers.add((await post(inspectionRequest())).json().requestNumber);
    expect(numbers.size).toBe(5);
  });

  it('names every missing field with its own message', async () => {
    expect(await refusedFields({})).toEqual({
      customerName: 'Name is required',
      customerEmail: 'Valid email is required',
      customerPhone: 'Phone number is required',
      propertyAddress: 'Property address is required',
      inspectionType: 'Inspection type is required',
      urgencyLevel: 'Urgency level is required',
      description: 'Description is required',
      preferredDate: 'Preferred date is required',
    });
  });

  it.each([
    ['customerName', 'Name is required'],
    ['customerEmail', 'Valid email is required'],
    ['customerPhone', 'Phone number is required'],
    ['propertyAddress', 'Property address is required'],
    ['inspectionType', 'Inspection type is required'],
    ['urgencyLevel', 'Urgency level is required'],
    ['description', 'Description is required'],
    ['preferredDate', 'Preferred date is required'],
  ])('refuses a blank or missing %s alone: "%s"', async (field, message) => {
    for (const value of [undefined, '', '   ']) {
      const body: Record<string, unknown> = { ...inspectionRequest(), [field]: value };
      if (value === undefined) delete body[field];
      expect(await refusedFields(body)).toEqual({ [field]: message });
    }
  });

  it('says "Valid email is required" for a malformed address', async () => {
    for (const customerEmail of ['nope', 'marisol@', '@example.com', 'a b@example.com'])
      expect(await refusedFields(inspectionRequest({ customerEmail }))).toEqual({
        customerEmail: 'Valid email is required',
      });
  });

  it('refuses inspection types and urgency levels outside the lists', async () => {
    expect(
      await refusedFields(
        inspectionRequest({
          inspectionType: 'roof-walk' as never,
          urgencyLevel: 'asap' as never,
        }),
      ),
    ).toEqual({
      inspectionType:
        'Inspection type must be one of: full-roof, repair, maintenance, insurance, visual, drone, thermal-imaging, comprehensive-report',
      urgencyLevel: 'Urgency level must be one of: routine, urgent, emergency',
    });
    expect(
      Object.keys(await refusedFields(inspectionRequest({ inspectionType: 'Full-Roof' as never }))),
    ).toEqual(['inspectionType']);
  });

  it('books every inspection the inspections page prices (one list with the form)', async () => {
    for (const { value } of INSPECTION_TYPES) {
      const booked = await post(inspectionRequest({ inspectionType: value }));
      expect(booked.statusCode, `${value}: ${booked.body}`).toBe(201);
    }
    expect(
      INSPECTION_TYPES.filter((type) => type.startingPrice > 0).map((type) => type.label),
    ).toEqual(['Visual', 'Drone', 'Thermal Imaging', 'Comprehensive Report']);
  });

  it('refuses a preferred date in the past (Florida time) and accepts today', async () => {
    const today = businessToday();
    expect(await refusedFields(inspectionRequest({ preferredDate: addDays(today, -1) }))).toEqual({
      preferredDate: 'Preferred date cannot be in the past',
    });
    expect(await refusedFields(inspectionRequest({ preferredDate: '2020-01-15' }))).toEqual({
      preferredDate: 'Preferred date cannot be in the past',
    });
    expect((await post(inspectionRequest({ preferredDate: today }))).statusCode).toBe(201);
  });

  it('refuses a preferred date that is not a YYYY-MM-DD calendar date', async () => {
    for (const preferredDate of ['next Tuesday', '06/01/2030', '2030-02-30', '2030-13-01'])
      expect(await refusedFields(inspectionRequest({ preferredDate }))).toEqual({
        preferredDate: 'Preferred date must be a date (YYYY-MM-DD)',
      });
  });

  it.each([
    ['customerName', 'Marisol\u0000Vega', 'Name'],
    ['customerName', 'Marisol\r\nBcc: someone@example.com', 'Name'],
    ['customerName', 'Marisol \u202eageV', 'Name'],
    ['customerEmail', 'marisol\u0000@example.com', 'Email'],
    ['customerPhone', '904\u0007555\u00000163', 'Phone number'],
    ['propertyAddress', '27 Seagrape Ln\nNeptune Beach', 'Property address'],
    ['description', 'Leak over the\u0000 kitchen', 'Description'],
    ['description', 'Leak over the \u2067kitchen', 'Description'],
  ])(
    'refuses a control or bidi character in %s with a 400 naming it',
    async (field, value, label) => {
      expect(await refusedFields(inspectionRequest({ [field]: value }))).toEqual({
        [field]: `${label} contains characters that are not allowed`,
      });
    },
  );

  it('keeps line breaks in the description', async () => {
    const response = await post(
      inspectionRequest({ description: 'Leak in the den.\r\n\tSince May.' }),
    );
    expect(response.statusCode).toBe(201);
    const row = await inspectionRequestStore(svc.runtime.database.db).findByRequestNumber(
      response.json().requestNumber,
    );
    expect(row?.description).toBe('Leak in the den.\r\n\tSince May.');
  });

  it('stores nothing and publishes nothing for a refused request', async () => {
    const before = svc.published.length;
    const email = 'refused.request@example.com';
    await refusedFields(inspectionRequest({ customerEmail: email, preferredDate: '2020-01-01' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      svc.published
        .slice(before)
        .filter((event) => (event.data as InspectionRequestedData).customerEmail === email),
    ).toEqual([]);
  });
});
