import { addCalendarDays, easternToday, type Permit } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { staffCalls } from './support/callers.ts';
import { contractFlow, drawings } from './support/contract-flow.ts';

/**
 * The permit writes on PGlite (a run without PostgreSQL): its one connection makes any read
 * beside an open transaction wait for that transaction, so a permit write that read outside its
 * own transaction hung there (and every request after it).
 */
let svc: ServiceHarness;
let flow: ReturnType<typeof contractFlow>;
const today = easternToday();

beforeAll(async () => {
  svc = await startService(quoteService, { DATABASE_URL: '' });
  flow = contractFlow(svc, (await drawings()).signature);
});
afterAll(async () => {
  await svc?.close();
});

const { call: send, get } = staffCalls(() => svc);

describe('permit writes on PGlite', () => {
  it('schedule and record inspections without waiting on themselves', async () => {
    expect(svc.database).toBe('pglite');
    const created = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: quoteRequest({ zipCode: '32250', city: 'Jacksonville Beach' }),
    });
    const { estimateNumber } = created.json();
    const [listed] = (await get(`/api/quotes?search=${estimateNumber}`)).json();
    const opened = await send('POST', `/api/permits/quote/${listed.id}`, {
      appliedOn: addCalendarDays(today, -3),
      issuedOn: addCalendarDays(today, -1),
    });
    expect(opened.statusCode).toBe(201);
    const permit = opened.json() as Permit;
    const scheduled = await send('POST', `/api/permits/${permit.id}/inspections`, {
      kind: 'dry-in',
      scheduledOn: today,
    });
    expect(scheduled.statusCode).toBe(201);
    const inspection = (scheduled.json() as Permit).inspections[0];
    const recorded = await send(
      'POST',
      `/api/permits/${permit.id}/inspections/${inspection?.id}/result`,
      { result: 'pass' },
    );
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toMatchObject({ stage: 'dry-in-passed' });
  });

  it("take the signed contract's permit dates into the job's permit", async () => {
    const signed = await flow.signedContract('permit-pglite@example.com');
    expect((await send('POST', `/api/permits/quote/${signed.quoteId}`, {})).statusCode).toBe(201);
    const dates = await send('PUT', `/api/contracts/${signed.contract.id}/permit-dates`, {
      permitAppliedOn: today,
    });
    expect(dates.statusCode).toBe(200);
    const permit = await get(`/api/permits/quote/${signed.quoteId}`);
    expect(permit.json()).toMatchObject({ appliedOn: today, stage: 'applied' });
  });
});
