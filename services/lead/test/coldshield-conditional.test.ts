import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionalGet, queriesOf } from '../../../test/support/conditional-reads.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { leadService } from '../src/service.ts';
import { callAs, fastForwardFollowUp, OFFICE, submitLead } from './support/leads.ts';

/**
 * The office's ColdShield list is polled by the open dashboard: it answers 304 from its ETag
 * without a query while no lead arrived or changed, and 200 after a new lead, a staff change or
 * the follow-up job's mark.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(leadService);
});
afterAll(async () => {
  await svc?.close();
});

const URL = '/api/coldshield-leads?pageSize=5';
const ROUTE = '/api/coldshield-leads';

const poll = (etag?: string) => conditionalGet(svc, URL, OFFICE, etag);

const queries = () => queriesOf(svc, ROUTE);

/** 304, no body, no query with the current tag; answers the tag. */
async function unchanged(etag: string) {
  const before = await queries();
  const again = await poll(etag);
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(await queries()).toBe(before);
}

/** The next poll with `etag` is a 200 with a new tag; answers it and the leads. */
async function changed(etag: string) {
  const response = await poll(etag);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-cache');
  const next = response.headers.etag as string;
  expect(next).toMatch(/^W\/".+"$/);
  expect(next).not.toBe(etag);
  return { etag: next, leads: response.json() as Array<Record<string, unknown>> };
}

describe('GET /api/coldshield-leads, conditionally', () => {
  it('304 with no query while unchanged; 200 after a lead, a staff change and the follow-up', async () => {
    const { leadId } = await submitLead(svc);
    const first = await changed('W/"none"');
    await unchanged(first.etag);
    // Another filter is another answer.
    const contacted = await conditionalGet(svc, `${URL}&status=contacted`, OFFICE, first.etag);
    expect(contacted.statusCode).toBe(200);

    const arrived = await submitLead(svc);
    const second = await changed(first.etag);
    expect(second.leads[0]?.id).toBe(arrived.leadId);
    await unchanged(second.etag);

    const patched = await callAs(svc, OFFICE, 'PATCH', `/api/coldshield-leads/${leadId}`, {
      status: 'contacted',
    });
    expect(patched.statusCode).toBe(200);
    const third = await changed(second.etag);
    expect(third.leads.find((lead) => lead.id === leadId)?.status).toBe('contacted');

    // The follow-up job e-mails the lead two business days later and marks it.
    await fastForwardFollowUp(svc, arrived.leadId);
    const fourth = await changed(third.etag);
    expect(fourth.leads.find((lead) => lead.id === arrived.leadId)?.followUpSent).toBe(true);
  });
});
