import type {
  ColdshieldFollowUpTriggeredData,
  ColdshieldLeadCreatedData,
} from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { followUpColdshieldLead } from '../src/domain/follow-up-coldshield-lead.ts';
import { followUpDueAt } from '../src/domain/submit-coldshield-lead.ts';
import { leadService } from '../src/service.ts';
import { coldshieldLeadStore } from '../src/store/coldshield-leads.ts';
import {
  callAs,
  coldshieldLead,
  fastForwardFollowUp,
  followUpJob,
  OFFICE,
  submitLead,
} from './support/leads.ts';

/** The lead service on its own: ColdShield leads stored, announced and followed up once. */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(leadService);
});
afterAll(async () => {
  await svc?.close();
});

const store = () => coldshieldLeadStore(svc.runtime.database.db);
const post = (body: unknown) => callAs(svc, null, 'POST', '/api/coldshield-leads', body);
const followUpsOf = (leadId: number) =>
  svc.published.filter(
    (event) =>
      event.type === 'lead.coldshield.follow-up-triggered' &&
      (event.data as ColdshieldFollowUpTriggeredData).leadId === leadId,
  );
/** Waits a moment in which nothing should happen. */
const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));

async function refusedFields(body: unknown): Promise<Record<string, string>> {
  const response = await post(body);
  expect(response.statusCode).toBe(400);
  const { error } = response.json();
  expect(error.code).toBe('VALIDATION_FAILED');
  return error.fields;
}

describe('POST /api/coldshield-leads', () => {
  it('answers { status: "ok" } and stores the lead with the defaults of a new one', async () => {
    const { request, leadId } = await submitLead(svc, coldshieldLead({ name: '  Hector Ruiz ' }));
    expect(await store().findById(leadId)).toMatchObject({
      name: 'Hector Ruiz',
      email: request.email,
      phone: request.phone,
      address: request.address,
      message: request.message,
      status: 'thermal_scan_requested',
      estimatedSavings: null,
      thermalScanScheduled: false,
      thermalScanDate: null,
      followUpSent: false,
      converted: false,
    });
  });

  it('publishes lead.coldshield.created with every field, correlated to the request', async () => {
    const { request, response, event } = await submitLead(svc);
    expect(event).toMatchObject({
      version: 1,
      source: 'lead',
      correlationId: response.headers['x-request-id'],
    });
    const { leadId, requestedAt, language, ...data } = event.data;
    expect(data).toEqual(request);
    // A form that does not say its language is English (payloads from before issue 24 stay valid).
    expect(language).toBe('en');
    expect(leadId).toEqual(expect.any(Number));
    expect(Number.isNaN(Date.parse(requestedAt))).toBe(false);
  });

  it('carries the form language into the event, so the e-mails follow it', async () => {
    const { event } = await submitLead(
      svc,
      coldshieldLead({ email: 'hector.es@firstcoastcold.example', language: 'es' }),
    );
    expect(event.data.language).toBe('es');
  });

  it('keeps the details optional (stored as null)', async () => {
    const { leadId } = await submitLead(svc, coldshieldLead({ message: '   ' }));
    expect((await store().findById(leadId))?.message).toBeNull();
  });

  it('names each missing required field', async () => {
    expect(await refusedFields({})).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      address: 'Facility address is required',
    });
  });

  it('refuses a malformed e-mail, a short phone and control characters', async () => {
    expect(
      await refusedFields(
        coldshieldLead({
          email: 'hector@',
          phone: '555',
          name: 'Hector\r\nBcc: x@example.com',
          message: 'Freezer\u0000 leak',
        }),
      ),
    ).toEqual({
      email: 'Enter a valid e-mail address',
      phone: 'Enter a phone number with at least 7 digits',
      name: 'Name contains characters that are not allowed',
      message: 'Additional details contains characters that are not allowed',
    });
  });

  it('stores and publishes nothing for a refused request', async () => {
    const email = 'refused.coldshield@example.com';
    await refusedFields(coldshieldLead({ email, phone: '1' }));
    await settle(200);
    expect(
      svc.published.filter((e) => (e.data as ColdshieldLeadCreatedData).email === email),
    ).toEqual([]);
  });
});

describe('the follow-up after 2 business days', () => {
  it('is queued for 2 business days after the lead arrived (Eastern time, no weekends)', async () => {
    const { leadId } = await submitLead(svc);
    const lead = await store().findById(leadId);
    const job = await followUpJob(svc, leadId);
    expect(job).toMatchObject({ state: 'waiting', name: 'coldshield-follow-up@1' });
    const due = followUpDueAt(lead?.createdAt as Date);
    expect(Math.abs((job?.runAt.getTime() ?? 0) - due.getTime())).toBeLessThan(2000);
    // At least 2 calendar days out, never more than 4 (a weekend in between).
    const waitMs = due.getTime() - (lead?.createdAt.getTime() ?? 0);
    expect(waitMs).toBeGreaterThanOrEqual(2 * 24 * 3600_000 - 1);
    expect(waitMs).toBeLessThanOrEqual(5 * 24 * 3600_000);
    expect(job?.data).toMatchObject({ leadId, dueAt: due.toISOString() });
  });

  it('fires once when due: followUpSent set and lead.coldshield.follow-up-triggered published', async () => {
    const { leadId, request, event } = await submitLead(svc);
    await fastForwardFollowUp(svc, leadId);
    await svc.waitForEvent<ColdshieldFollowUpTriggeredData>(
      'lead.coldshield.follow-up-triggered',
      (candidate) => candidate.data.leadId === leadId,
    );
    const [triggered] = followUpsOf(leadId);
    expect(triggered?.correlationId).toBe(event.correlationId);
    expect(triggered?.data).toMatchObject({
      leadId,
      name: request.name,
      email: request.email,
      phone: request.phone,
      address: request.address,
    });
    expect((await store().findById(leadId))?.followUpSent).toBe(true);

    // The job run again (a retry, a duplicate) changes nothing.
    const job = await followUpJob(svc, leadId);
    const again = await followUpColdshieldLead(svc.service.ctx, store(), job?.data as never);
    expect(again).toBe('skipped:already-sent');
    await settle();
    expect(followUpsOf(leadId)).toHaveLength(1);
  });

  it('never fires once staff marked the lead contacted', async () => {
    const { leadId } = await submitLead(svc);
    const patched = await callAs(svc, OFFICE, 'PATCH', `/api/coldshield-leads/${leadId}`, {
      status: 'contacted',
    });
    expect(patched.statusCode).toBe(200);
    await fastForwardFollowUp(svc, leadId);
    await settle();
    expect(followUpsOf(leadId)).toEqual([]);
    expect((await store().findById(leadId))?.followUpSent).toBe(false);
  });

  it('does nothing for a lead whose scan staff scheduled, or that was closed', async () => {
    for (const change of [
      { thermalScanDate: '2030-03-04T09:30:00-05:00' },
      { status: 'closed' },
      { status: 'converted' },
    ]) {
      const { leadId, event } = await submitLead(svc);
      expect(
        (await callAs(svc, OFFICE, 'PATCH', `/api/coldshield-leads/${leadId}`, change)).statusCode,
      ).toBe(200);
      const outcome = await followUpColdshieldLead(svc.service.ctx, store(), {
        leadId,
        correlationId: event.correlationId,
        dueAt: new Date().toISOString(),
      });
      expect(outcome).toBe('skipped:staff-acted');
      expect(followUpsOf(leadId)).toEqual([]);
    }
  });

  it('still fires when staff only noted the savings without contacting the lead', async () => {
    const { leadId, event } = await submitLead(svc);
    await callAs(svc, OFFICE, 'PATCH', `/api/coldshield-leads/${leadId}`, {
      estimatedSavings: 18400,
    });
    const outcome = await followUpColdshieldLead(svc.service.ctx, store(), {
      leadId,
      correlationId: event.correlationId,
      dueAt: new Date().toISOString(),
    });
    expect(outcome).toBe('triggered');
  });
});
