import {
  addCalendarDays,
  easternToday,
  type InspectionRecordedData,
  type Permit,
  type PermitBoardItem,
  type PermitIssuedData,
  type PortalPermit,
} from '@roofing/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { depositReceived } from '../src/domain/contracts/permit-dates.ts';
import { quoteService } from '../src/service.ts';
import { staffCalls } from './support/callers.ts';
import { contractFlow, drawings } from './support/contract-flow.ts';

/** A job's permit and inspections through HTTP, with the Florida deposit clock of its contract. */
let svc: ServiceHarness;
let flow: ReturnType<typeof contractFlow>;
const today = easternToday();
const daysAgo = (days: number) => addCalendarDays(today, -days);

beforeAll(async () => {
  svc = await startService(quoteService);
  flow = contractFlow(svc, (await drawings()).signature);
});
afterAll(async () => {
  await svc?.close();
});

const { call: send, get } = staffCalls(() => svc);

/** A quote request (no contract) for a property in `zipCode`. */
async function job(zipCode = '32250', city = 'Jacksonville Beach') {
  const created = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest({ zipCode, city }),
  });
  const { estimateNumber } = created.json();
  const [listed] = (await get(`/api/quotes?search=${estimateNumber}`)).json();
  return { quoteId: listed.id as number, estimateNumber: estimateNumber as string };
}

/** A signed contract with a 25 % deposit received `receivedDaysAgo` days ago: the clock runs. */
async function signedWithDeposit(email: string, receivedDaysAgo: number) {
  const { estimateNumber, quoteId } = await flow.acceptedEstimate(email, 12000);
  await flow.reissueWithDeposit(quoteId, 25);
  const contract = await flow.signShown(estimateNumber);
  await svc.runtime.database.db.transaction((tx) =>
    depositReceived(svc.service.ctx, tx, estimateNumber, daysAgo(receivedDaysAgo)),
  );
  return { estimateNumber, quoteId, contractId: contract.id as number };
}

const eventOf = <T extends { estimateNumber: string }>(type: string, estimateNumber: string) =>
  svc.waitForEvent<T>(type, (event) => event.data.estimateNumber === estimateNumber);

describe('a permit from application to final inspection', () => {
  it('derives the jurisdiction, keeps the contract clock, orders the inspections and tells the portal', async () => {
    const { estimateNumber, quoteId, contractId } = await signedWithDeposit(
      'permit-flow@example.com',
      25,
    );

    const opened = await send('POST', `/api/permits/quote/${quoteId}`, {});
    expect(opened.statusCode).toBe(201);
    const permit = opened.json() as Permit;
    expect(permit).toMatchObject({
      quoteId,
      estimateNumber,
      jurisdiction: 'City of Jacksonville Beach',
      jurisdictionSource: 'zip',
      stage: 'to-apply',
      overdue: false,
      noticeOfCommencement: { required: true, recordedOn: null },
      depositClock: {
        applies: true,
        depositReceivedOn: daysAgo(25),
        permitApplyBy: addCalendarDays(today, 5),
        warnings: [
          { deadline: 'permit-application', dueOn: addCalendarDays(today, 5), daysLeft: 5 },
        ],
      },
    });
    expect((await send('POST', `/api/permits/quote/${quoteId}`, {})).statusCode).toBe(409);
    expect((await get(`/api/permits/quote/${quoteId}`)).json()).toMatchObject({ id: permit.id });

    // No inspection before the permit is issued.
    const early = await send('POST', `/api/permits/${permit.id}/inspections`, {
      kind: 'dry-in',
      scheduledOn: today,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('The permit has not been issued yet.');

    // Applied for and issued: the dates reach the signed contract's permit clock.
    const updated = await send('PUT', `/api/permits/${permit.id}`, {
      permitNumber: 'JB-RR-2026-0412',
      appliedOn: daysAgo(3),
      issuedOn: daysAgo(1),
      expiresOn: addCalendarDays(today, 179),
      feesCents: 18_550,
      nocRecordedOn: daysAgo(2),
      nocInstrumentNumber: '2026123456',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      stage: 'issued',
      fees: '185.50',
      jurisdiction: 'City of Jacksonville Beach',
      noticeOfCommencement: { required: true, instrumentNumber: '2026123456' },
      depositClock: { workStartBy: addCalendarDays(daysAgo(1), 90), warnings: [] },
    });
    const contract = (await get(`/api/contracts/${contractId}`)).json();
    expect(contract.permit).toMatchObject({
      permitAppliedOn: daysAgo(3),
      permitIssuedOn: daysAgo(1),
      workStartBy: addCalendarDays(daysAgo(1), 90),
    });
    await eventOf('quote.permit.applied', estimateNumber);
    const issued = await eventOf<PermitIssuedData>('quote.permit.issued', estimateNumber);
    expect(issued.data).toMatchObject({
      permitNumber: 'JB-RR-2026-0412',
      jurisdiction: 'City of Jacksonville Beach',
      issuedOn: daysAgo(1),
      workStartBy: addCalendarDays(daysAgo(1), 90),
    });

    // The dry-in fails, then passes on re-inspection; the final passes.
    const schedule = (body: object) => send('POST', `/api/permits/${permit.id}/inspections`, body);
    const record = (inspectionId: number, body: object) =>
      send('POST', `/api/permits/${permit.id}/inspections/${inspectionId}/result`, body);
    const dryIn = await schedule({ kind: 'dry-in', scheduledOn: today, inspector: 'R. Alvarez' });
    expect(dryIn.statusCode).toBe(201);
    const first = (dryIn.json() as Permit).inspections[0];
    await eventOf('quote.inspection.scheduled', estimateNumber);
    expect((await record(first?.id ?? 0, { result: 'fail' })).statusCode).toBe(400);
    const failed = await record(first?.id ?? 0, {
      result: 'fail',
      notes: 'Cap nails at 12 in. on the north slope; the code asks for 6 in. at the eaves.',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ stage: 'issued' });
    const recorded = await eventOf<InspectionRecordedData>(
      'quote.inspection.recorded',
      estimateNumber,
    );
    expect(recorded.data).toMatchObject({ kind: 'dry-in', result: 'fail', resultOn: today });
    expect((await record(first?.id ?? 0, { result: 'pass' })).statusCode).toBe(409);
    const tooSoon = await schedule({ kind: 'final', scheduledOn: today });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error.message).toBe('The dry-in inspection has not passed yet.');

    const again = await schedule({ kind: 'dry-in', scheduledOn: today });
    expect(again.statusCode).toBe(201);
    const second = (again.json() as Permit).inspections.find((each) => each.id !== first?.id);
    expect(second).toMatchObject({
      reinspectionOf: first?.id,
      label: 'Roof dry-in (underlayment) inspection (re-inspection)',
    });
    expect((await record(second?.id ?? 0, { result: 'pass' })).json()).toMatchObject({
      stage: 'dry-in-passed',
    });
    const final = await schedule({ kind: 'final', scheduledOn: today });
    const finalId = (final.json() as Permit).inspections.find((each) => each.kind === 'final')?.id;
    const passed = await record(finalId ?? 0, { result: 'pass', inspector: 'R. Alvarez' });
    expect(passed.json()).toMatchObject({ stage: 'final-passed', overdue: false });

    // The homeowner's timeline.
    const portal = await svc.app.inject({
      url: '/api/permits/portal',
      headers: flow.customer(estimateNumber),
    });
    expect(portal.statusCode).toBe(200);
    const timeline = portal.json() as PortalPermit;
    expect(timeline.steps.map((step) => [step.step, step.on])).toEqual([
      ['applied', daysAgo(3)],
      ['issued', daysAgo(1)],
      ['dry-in-passed', today],
      ['final-passed', today],
    ]);
    expect(timeline.depositClock).toEqual({
      applies: true,
      depositReceivedOn: daysAgo(25),
      permitApplyBy: addCalendarDays(today, 5),
      workStartBy: addCalendarDays(daysAgo(1), 90),
    });
    expect(timeline.inspections).toHaveLength(3);
    expect(timeline.inspections[0]).not.toHaveProperty('reinspectionOf');

    // The billing tab's permit clock reaches the permit too.
    const started = await send('PUT', `/api/contracts/${contractId}/permit-dates`, {
      workStartedOn: today,
    });
    expect(started.statusCode).toBe(200);
    expect((await get(`/api/permits/${permit.id}`)).json()).toMatchObject({
      workStartedOn: today,
      permitNumber: 'JB-RR-2026-0412',
    });

    // Customers cannot reach the office's routes.
    const asCustomer = await svc.app.inject({
      url: `/api/permits/${permit.id}`,
      headers: flow.customer(estimateNumber),
    });
    expect([401, 403]).toContain(asCustomer.statusCode);
  });
});

describe('a permit opened before the contract is signed', () => {
  it('brings its dates to the contract when the deposit starts the clock', async () => {
    const { estimateNumber, quoteId } = await flow.acceptedEstimate('permit-early@example.com');
    await flow.reissueWithDeposit(quoteId, 25);
    const opened = await send('POST', `/api/permits/quote/${quoteId}`, { appliedOn: daysAgo(4) });
    expect(opened.json()).toMatchObject({ stage: 'applied', depositClock: { applies: false } });
    const contract = await flow.signShown(estimateNumber);
    await svc.runtime.database.db.transaction((tx) =>
      depositReceived(svc.service.ctx, tx, estimateNumber, daysAgo(2)),
    );
    expect((await get(`/api/contracts/${contract.id}`)).json().permit).toMatchObject({
      depositReceivedOn: daysAgo(2),
      permitAppliedOn: daysAgo(4),
      permitApplyBy: addCalendarDays(daysAgo(2), 30),
    });
    const permit = (await get(`/api/permits/quote/${quoteId}`)).json() as Permit;
    expect(permit.depositClock).toMatchObject({ applies: true, warnings: [] });
  });
});

describe('permits without a contract, and the board', () => {
  it('opens a permit on a job with no contract, asks for a department outside the served ZIPs', async () => {
    const plain = await job();
    const opened = await send('POST', `/api/permits/quote/${plain.quoteId}`, {
      appliedOn: today,
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.json()).toMatchObject({
      stage: 'applied',
      depositClock: { applies: false, warnings: [] },
    });
    await eventOf('quote.permit.applied', plain.estimateNumber);

    const far = await job();
    await flow.query(sql`update quote.quotes set zip_code = '33101' where id = ${far.quoteId}`);
    const refused = await send('POST', `/api/permits/quote/${far.quoteId}`, {});
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('Enter the building department');
    const typed = await send('POST', `/api/permits/quote/${far.quoteId}`, {
      jurisdiction: 'Miami-Dade County',
    });
    expect(typed.json()).toMatchObject({
      jurisdiction: 'Miami-Dade County',
      jurisdictionSource: 'staff',
    });
    expect((await get(`/api/permits/quote/${(await job()).quoteId}`)).json().error.message).toBe(
      'No permit on this job yet.',
    );
  });

  it('lists overdue permits first, filters by jurisdiction and counts them', async () => {
    const onTime = await job();
    await send('POST', `/api/permits/quote/${onTime.quoteId}`, { appliedOn: today });
    const late = await job();
    const lapsed = await send('POST', `/api/permits/quote/${late.quoteId}`, {
      appliedOn: daysAgo(200),
      issuedOn: daysAgo(190),
      expiresOn: daysAgo(10),
    });
    expect(lapsed.json()).toMatchObject({ overdue: true, stage: 'issued' });
    const neptune = await job('32266', 'Neptune Beach');
    await send('POST', `/api/permits/quote/${neptune.quoteId}`, {});

    const board = await get(
      '/api/permits?jurisdiction=City%20of%20Jacksonville%20Beach&pageSize=50',
    );
    expect(board.statusCode).toBe(200);
    const items = board.json() as PermitBoardItem[];
    expect(Number(board.headers['x-total-count'])).toBe(items.length);
    expect(items[0]).toMatchObject({
      estimateNumber: late.estimateNumber,
      overdue: true,
      overdueReasons: [expect.stringContaining('The permit expired on')],
    });
    expect(items.every((item) => item.jurisdiction === 'City of Jacksonville Beach')).toBe(true);
    expect(items.map((item) => item.estimateNumber)).toContain(onTime.estimateNumber);
    expect(items.map((item) => item.stage)).not.toContain('final-passed');
    const stages = items.filter((item) => !item.overdue).map((item) => item.stage);
    expect(stages).toEqual([...stages].sort((a, b) => order(a) - order(b)));

    const neptuneOnly = (await get('/api/permits?jurisdiction=City%20of%20Neptune%20Beach')).json();
    expect(neptuneOnly).toHaveLength(1);
    expect(neptuneOnly[0]).toMatchObject({
      estimateNumber: neptune.estimateNumber,
      stage: 'to-apply',
    });
    const applied = (
      await get('/api/permits?stage=applied&pageSize=100')
    ).json() as PermitBoardItem[];
    expect(applied.every((item) => item.stage === 'applied')).toBe(true);
    const paged = await get('/api/permits?pageSize=1&page=2');
    expect(paged.headers).toMatchObject({ 'x-page': '2', 'x-page-size': '1' });
    expect(paged.json()).toHaveLength(1);

    const counts = (await get('/api/permits/jurisdictions')).json();
    expect(counts).toContainEqual({ jurisdiction: 'City of Neptune Beach', open: 1 });
    expect(counts.map((each: { jurisdiction: string }) => each.jurisdiction)).toEqual(
      [...counts.map((each: { jurisdiction: string }) => each.jurisdiction)].sort(),
    );

    // A portal with no permit yet.
    const none = await svc.app.inject({
      url: '/api/permits/portal',
      headers: flow.customer((await job()).estimateNumber),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('No permit has been applied for yet.');
  });
});

const STAGES = ['to-apply', 'applied', 'issued', 'dry-in-passed', 'final-passed'];
const order = (stage: string) => STAGES.indexOf(stage);
