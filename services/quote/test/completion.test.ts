import {
  type AfterSales,
  type EstimateRespondedData,
  estimateResponded,
  type PortalAfterSales,
  type QuoteStatusChangedData,
  quoteStatusChanged,
} from '@roofing/contracts';
import type { Identity, StaffIdentity } from '@roofing/platform';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest, waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { OFFICE, signedAs } from './support/callers.ts';

/**
 * Completing a job is deliberate and reversible: only an accepted estimate completes, and a
 * completed job re-opened voids the warranties that completion issued (kept, shown as voided).
 * An acceptance staff record for the customer is the staff member's act, named from the session.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(quoteService);
});
afterAll(async () => {
  await svc?.close();
});
const as = (identity: Identity) => signedAs(svc, identity);
const ANA: StaffIdentity = { ...OFFICE, userId: 42, username: 'ana', displayName: 'Ana Reyes' };

async function estimateOut() {
  const created = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest(),
  });
  const { estimateNumber } = created.json() as { estimateNumber: string };
  const [listed] = (
    await svc.app.inject({ url: `/api/quotes?search=${estimateNumber}`, headers: as(OFFICE) })
  ).json();
  const id = listed.id as number;
  const patch = (payload: object, staff: StaffIdentity = OFFICE) =>
    svc.app.inject({ method: 'PATCH', url: `/api/quotes/${id}`, headers: as(staff), payload });
  expect((await patch({ estimateAmount: 18250, proposalNotes: 'Tile re-roof.' })).statusCode).toBe(
    200,
  );
  const staffView = async () =>
    (
      await svc.app.inject({ url: `/api/quotes/${id}/after-sales`, headers: as(OFFICE) })
    ).json() as AfterSales;
  const portalView = async () =>
    (
      await svc.app.inject({
        url: '/api/quotes/portal-session/after-sales',
        headers: as({ kind: 'portal', estimateNumber, verified: true }),
      })
    ).json() as PortalAfterSales;
  const acceptances = async () =>
    (
      (await svc.service.ctx.db.execute(
        sql`select channel, recorded_by, recorded_by_user_id, estimate_amount from quote.estimate_acceptances where quote_id = ${id} order by id`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
  return { id, estimateNumber, patch, staffView, portalView, acceptances };
}

const eventsAbout = <T>(type: string, estimateNumber: string) =>
  svc.published
    .filter(
      (event) =>
        event.type === type &&
        (event.data as { estimateNumber: string }).estimateNumber === estimateNumber,
    )
    .map((event) => event.data as T);

describe('completing a job', () => {
  it.each(['estimate_prepared', 'in_progress', 'declined'])(
    'is refused with 409 for an estimate never accepted (from %s), and changes nothing',
    async (from) => {
      const { estimateNumber, patch, staffView } = await estimateOut();
      if (from !== 'estimate_prepared')
        expect((await patch({ status: from })).statusCode).toBe(200);
      const refused = await patch({ status: 'completed' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        'This job cannot be marked completed: its estimate was never accepted. Record the customer\u2019s acceptance first (set the status to Accepted), then complete the job.',
      );
      const [stored] = (
        await svc.app.inject({ url: `/api/quotes?search=${estimateNumber}`, headers: as(OFFICE) })
      ).json();
      expect(stored.status).toBe(from);
      expect((await staffView()).warranties).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const completions = eventsAbout<QuoteStatusChangedData>(
        quoteStatusChanged.type,
        estimateNumber,
      ).filter((change) => change.to === 'completed');
      expect(completions).toEqual([]);
    },
  );

  it("completes once the customer accepted, and a re-open voids that completion's warranties", async () => {
    const { estimateNumber, patch, staffView, portalView } = await estimateOut();
    const accepted = await svc.app.inject({
      method: 'PUT',
      url: `/api/quotes/${estimateNumber}`,
      headers: as({ kind: 'portal', estimateNumber, verified: true }),
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await patch({ status: 'in_progress' })).statusCode).toBe(200);
    expect((await patch({ status: 'completed' })).statusCode).toBe(200);
    const issued = (await staffView()).warranties;
    expect(issued.map((w) => [w.warrantyType, w.isActive, w.voidedAt])).toEqual([
      ['materials', true, null],
      ['workmanship', true, null],
    ]);

    const reopened = await patch({ status: 'in_progress' });
    expect(reopened.statusCode).toBe(200);
    const afterReopen = await staffView();
    expect(afterReopen.completed).toBe(false);
    expect(afterReopen.warranties.map((w) => [w.id, w.isActive])).toEqual(
      issued.map((w) => [w.id, false]),
    );
    for (const warranty of afterReopen.warranties)
      expect(Date.parse(warranty.voidedAt ?? '')).toBeGreaterThan(
        Date.parse(warranty.createdAt) - 1,
      );
    const portal = await portalView();
    expect(portal.warranties.map((w) => [w.warrantyType, w.isActive, typeof w.voidedAt])).toEqual([
      ['materials', false, 'string'],
      ['workmanship', false, 'string'],
    ]);

    // Completed again: new warranties stand, the voided ones stay for the record.
    expect((await patch({ status: 'completed' })).statusCode).toBe(200);
    const again = (await staffView()).warranties;
    expect(again.map((w) => [w.warrantyType, w.isActive, w.voidedAt === null])).toEqual([
      ['materials', true, true],
      ['workmanship', true, true],
      ['materials', false, false],
      ['workmanship', false, false],
    ]);
    // The relay publishes after the commit: wait for the fifth change rather than read too early.
    const changes = await waitFor(
      () => {
        const seen = eventsAbout<QuoteStatusChangedData>(quoteStatusChanged.type, estimateNumber);
        return seen.length >= 5 ? seen : undefined;
      },
      10_000,
      'five status changes',
    );
    expect(changes.map((change) => `${change.from}>${change.to}`)).toEqual([
      'quote_requested>estimate_prepared',
      'accepted>in_progress',
      'in_progress>completed',
      'completed>in_progress',
      'in_progress>completed',
    ]);
  });
});

describe('an acceptance staff record for the customer', () => {
  it('is recorded and receipted as the staff member\u2019s act, once per estimate, and opens completion', async () => {
    const { estimateNumber, patch, acceptances } = await estimateOut();
    expect((await patch({ status: 'accepted' }, ANA)).statusCode).toBe(200);
    expect(await acceptances()).toEqual([
      {
        channel: 'staff',
        recorded_by: 'Ana Reyes',
        recorded_by_user_id: 42,
        estimate_amount: '18250.00',
      },
    ]);
    const receipt = await svc.waitForEvent<EstimateRespondedData>(
      estimateResponded.type,
      (event) => event.data.estimateNumber === estimateNumber,
    );
    expect(receipt.data).toMatchObject({
      response: 'accepted',
      status: 'accepted',
      acceptance: { recordedBy: 'Ana Reyes', estimateAmount: '18250.00' },
    });
    // Moving on and back to accepted records nothing more for the same estimate.
    await patch({ status: 'in_progress' });
    await patch({ status: 'accepted' });
    expect(await acceptances()).toHaveLength(1);
    expect((await patch({ status: 'completed' })).statusCode).toBe(200);
  });

  it('names the staff session when staff answer from the track page', async () => {
    const { estimateNumber, acceptances } = await estimateOut();
    const answered = await svc.app.inject({
      method: 'POST',
      url: `/api/estimates/${estimateNumber}/response`,
      headers: as(ANA),
      payload: { customerResponse: 'accepted', responseNotes: 'Accepted by phone.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await acceptances()).toEqual([
      {
        channel: 'track-page',
        recorded_by: 'Ana Reyes',
        recorded_by_user_id: 42,
        estimate_amount: '18250.00',
      },
    ]);
  });

  it('names the staff session, never the body, when staff accept through the portal route', async () => {
    const { estimateNumber, acceptances } = await estimateOut();
    const answered = await svc.app.inject({
      method: 'PUT',
      url: `/api/quotes/${estimateNumber}`,
      headers: as(ANA),
      payload: { status: 'accepted', recordedBy: 'The Customer' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await acceptances()).toEqual([
      {
        channel: 'portal',
        recorded_by: 'Ana Reyes',
        recorded_by_user_id: 42,
        estimate_amount: '18250.00',
      },
    ]);
    const receipt = await svc.waitForEvent<EstimateRespondedData>(
      estimateResponded.type,
      (event) => event.data.estimateNumber === estimateNumber,
    );
    expect(receipt.data.acceptance?.recordedBy).toBe('Ana Reyes');
  });

  it('is the customer\u2019s own when they accept, and needs an amount when staff record it', async () => {
    const own = await estimateOut();
    await svc.app.inject({
      method: 'PUT',
      url: `/api/quotes/${own.estimateNumber}`,
      headers: as({ kind: 'portal', estimateNumber: own.estimateNumber, verified: true }),
      payload: { status: 'accepted' },
    });
    expect(await own.acceptances()).toEqual([
      {
        channel: 'portal',
        recorded_by: null,
        recorded_by_user_id: null,
        estimate_amount: '18250.00',
      },
    ]);

    const created = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: quoteRequest(),
    });
    const [listed] = (
      await svc.app.inject({
        url: `/api/quotes?search=${created.json().estimateNumber}`,
        headers: as(OFFICE),
      })
    ).json();
    const noAmount = await svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${listed.id}`,
      headers: as(OFFICE),
      payload: { status: 'accepted' },
    });
    expect(noAmount.statusCode).toBe(400);
    expect(Object.keys(noAmount.json().error.fields)).toEqual(['estimateAmount']);
  });
});
