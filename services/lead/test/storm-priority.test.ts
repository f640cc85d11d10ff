import { stormBannerChanged } from '@roofing/contracts/storm-events';
import { createEnvelope, IDENTITY_HEADER, signIdentity } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { leadService } from '../src/service.ts';
import { callAs, OFFICE } from './support/leads.ts';

/**
 * Storm priority (issue 26): while the quote service's storm banner is on, the office's list of
 * inspection requests puts the emergencies still pending first, oldest first, flagged; with the
 * banner off the list is newest first and nothing is flagged.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(leadService);
});
afterAll(async () => {
  await svc?.close();
});

const TEXT = 'Hurricane Milton: we are answering emergency requests first';

/** The quote service announces a switch of the banner (delivered before `publish` resolves). */
async function switchBanner(on: boolean, changedAt: string) {
  await svc.runtime.bus.publish(
    createEnvelope({
      type: stormBannerChanged.type,
      version: stormBannerChanged.version,
      source: 'quote',
      correlationId: 'storm-priority-test',
      data: { on, text: on ? TEXT : null, textEs: null, changedBy: 'office', changedAt },
    }),
  );
}

interface Row {
  id: number;
  requestNumber: string;
  status: string;
  urgencyLevel: string;
  stormPriority: boolean;
}

async function page(query = '') {
  const response = await callAs(svc, OFFICE, 'GET', `/api/inspection-requests${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json() as Row[];
  return {
    numbers: rows.map((row) => row.requestNumber),
    flags: rows.map((row) => row.stormPriority),
    total: Number(response.headers['x-total-count']),
    rows,
  };
}

async function submit(urgencyLevel: 'routine' | 'urgent' | 'emergency') {
  const created = await callAs(
    svc,
    null,
    'POST',
    '/api/inspection-requests',
    inspectionRequest({ urgencyLevel }),
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().requestNumber as string;
}

describe('storm priority in the inspection request list', () => {
  it('puts pending emergencies first, oldest first and flagged, only while the banner is on', async () => {
    const routineOld = await submit('routine');
    const emergencyOld = await submit('emergency');
    const urgent = await submit('urgent');
    const emergencyNew = await submit('emergency');
    const emergencyCancelled = await submit('emergency');
    const cancelled = (await page()).rows.find((row) => row.requestNumber === emergencyCancelled);
    const cancel = await callAs(svc, OFFICE, 'PATCH', `/api/inspection-requests/${cancelled?.id}`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().stormPriority).toBe(false);

    const newestFirst = [emergencyCancelled, emergencyNew, urgent, emergencyOld, routineOld];
    // Never switched: off.
    expect(await page()).toMatchObject({
      numbers: newestFirst,
      flags: [false, false, false, false, false],
      total: 5,
    });

    await switchBanner(true, new Date(Date.now() - 60_000).toISOString());
    const stormOrder = [emergencyOld, emergencyNew, emergencyCancelled, urgent, routineOld];
    expect(await page()).toMatchObject({
      numbers: stormOrder,
      flags: [true, true, false, false, false],
      total: 5,
    });
    // Paging walks the same order; the total is unchanged.
    expect(await page('?pageSize=2&page=1')).toMatchObject({
      numbers: stormOrder.slice(0, 2),
      total: 5,
    });
    expect(await page('?pageSize=2&page=2')).toMatchObject({
      numbers: stormOrder.slice(2, 4),
      flags: [false, false],
      total: 5,
    });
    expect(await page('?pageSize=2&page=3')).toMatchObject({
      numbers: stormOrder.slice(4),
      total: 5,
    });
    // A status filter keeps the priority inside it.
    expect(await page('?status=pending')).toMatchObject({
      numbers: [emergencyOld, emergencyNew, urgent, routineOld],
      flags: [true, true, false, false],
      total: 4,
    });
    // Scheduled, an emergency is no longer waiting: it drops back to its place, unflagged.
    const oldRow = (await page()).rows[0];
    const visit = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = await callAs(svc, OFFICE, 'PATCH', `/api/inspection-requests/${oldRow?.id}`, {
      scheduledDate: visit,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', stormPriority: false });
    expect(await page()).toMatchObject({
      numbers: [emergencyNew, emergencyCancelled, urgent, emergencyOld, routineOld],
      flags: [true, false, false, false, false],
    });

    const off = new Date().toISOString();
    await switchBanner(false, off);
    const afterStorm = [emergencyCancelled, emergencyNew, urgent, emergencyOld, routineOld];
    expect(await page()).toMatchObject({
      numbers: afterStorm,
      flags: [false, false, false, false, false],
      total: 5,
    });
    // An older "on" delivered late changes nothing.
    await switchBanner(true, new Date(Date.now() - 30_000).toISOString());
    expect(await page()).toMatchObject({
      numbers: afterStorm,
      flags: [false, false, false, false, false],
    });
  });
});

describe('the polled inspection list', () => {
  const poll = async (etag?: string) => {
    const response = await svc.app.inject({
      url: '/api/inspection-requests?pageSize=50',
      headers: {
        [IDENTITY_HEADER]: signIdentity(OFFICE, svc.runtime.identitySecret),
        ...(etag ? { 'if-none-match': etag } : {}),
      },
    });
    return { status: response.statusCode, etag: response.headers.etag as string, response };
  };

  it('answers 304 while unchanged, and the new order after a switch, a request or a change', async () => {
    await switchBanner(false, new Date(Date.now() + 60_000).toISOString());
    const calm = await poll();
    expect(calm.status).toBe(200);
    expect(calm.response.headers['cache-control']).toBe('private, no-cache');
    expect((await poll(calm.etag)).status).toBe(304);

    // The banner goes on: no inspection request changed, yet the order did.
    await switchBanner(true, new Date(Date.now() + 120_000).toISOString());
    const storm = await poll(calm.etag);
    expect(storm.status).toBe(200);
    expect((await poll(storm.etag)).status).toBe(304);

    const emergency = await submit('emergency');
    const arrived = await poll(storm.etag);
    expect(arrived.status).toBe(200);
    const row = (arrived.response.json() as Row[]).find((r) => r.requestNumber === emergency);
    expect(row?.stormPriority).toBe(true);

    const scheduled = await callAs(svc, OFFICE, 'PATCH', `/api/inspection-requests/${row?.id}`, {
      status: 'scheduled',
      scheduledDate: '2030-03-04T09:00',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const after = await poll(arrived.etag);
    expect(after.status).toBe(200);
    const rescheduled = (after.response.json() as Row[]).find((r) => r.requestNumber === emergency);
    expect(rescheduled?.stormPriority).toBe(false);
  });
});
