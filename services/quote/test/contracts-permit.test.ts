import {
  addCalendarDays,
  easternToday,
  type PermitDeadlineApproachingData,
} from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { depositReceived, sweepPermitDeadlines } from '../src/domain/contracts/permit-dates.ts';
import { quoteService } from '../src/service.ts';
import { OFFICE } from './support/callers.ts';
import { contractFlow, drawings } from './support/contract-flow.ts';

/** Florida's permit clock on a contract whose deposit is over 10 % of the price. */
let svc: ServiceHarness;
let flow: ReturnType<typeof contractFlow>;

beforeAll(async () => {
  svc = await startService(quoteService);
  flow = contractFlow(svc, (await drawings()).signature);
});
afterAll(async () => {
  await svc?.close();
});

const warnings = (estimateNumber: string) =>
  svc.published.filter(
    (event) =>
      event.type === 'quote.permit.deadline-approaching' &&
      (event.data as PermitDeadlineApproachingData).estimateNumber === estimateNumber,
  );

describe('the permit clock', () => {
  it('runs from a deposit over 10 %, warns once 7 days before, and follows the permit', async () => {
    const { estimateNumber, quoteId } = await flow.acceptedEstimate('permit@example.com', 12000);
    // Staff ask a 25 % deposit (the ledger's deposit terms) and reissue the unsigned contract.
    const reissued = await flow.reissueWithDeposit(quoteId, 25);
    expect(reissued).toMatchObject({
      version: 2,
      depositAmount: '3000.00',
      permit: { depositOverTenPercent: true, permitApplyBy: null },
    });
    const contract = await flow.signShown(estimateNumber);

    // The deposit was received 25 days ago: the permit must be applied for within 5 days.
    const today = easternToday();
    await svc.runtime.database.db.transaction((tx) =>
      depositReceived(svc.service.ctx, tx, estimateNumber, addCalendarDays(today, -25)),
    );
    const staffView = async () =>
      (
        await svc.app.inject({ url: `/api/contracts/${contract.id}`, headers: flow.as(OFFICE) })
      ).json();
    expect((await staffView()).permit).toMatchObject({
      depositReceivedOn: addCalendarDays(today, -25),
      permitApplyBy: addCalendarDays(today, 5),
    });
    await sweepPermitDeadlines(svc.service.ctx, today, 'test');
    const warned = await svc.waitForEvent<PermitDeadlineApproachingData>(
      'quote.permit.deadline-approaching',
      (e) => e.data.estimateNumber === estimateNumber,
    );
    expect(warned.data).toMatchObject({
      deadline: 'permit-application',
      dueOn: addCalendarDays(today, 5),
      daysLeft: 5,
    });
    await sweepPermitDeadlines(svc.service.ctx, today, 'test');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(warnings(estimateNumber)).toHaveLength(1);

    // Applied for; issued 85 days ago: the work must start within 5 days.
    const updated = await svc.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.id}/permit-dates`,
      headers: flow.as(OFFICE),
      payload: { permitAppliedOn: today, permitIssuedOn: addCalendarDays(today, -85) },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().permit).toMatchObject({ workStartBy: addCalendarDays(today, 5) });
    await sweepPermitDeadlines(svc.service.ctx, today, 'test');
    const workStart = await svc.waitForEvent<PermitDeadlineApproachingData>(
      'quote.permit.deadline-approaching',
      (e) => e.data.estimateNumber === estimateNumber && e.data.deadline === 'work-start',
    );
    expect(workStart.data.daysLeft).toBe(5);

    const fromPortal = await svc.app.inject({
      method: 'PUT',
      url: `/api/contracts/${contract.id}/permit-dates`,
      headers: flow.customer(estimateNumber),
      payload: { workStartedOn: today },
    });
    expect([401, 403]).toContain(fromPortal.statusCode);
  });
});
