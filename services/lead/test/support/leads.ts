import type { ColdshieldLeadCreatedData, ColdshieldLeadRequestInput } from '@roofing/contracts';
import { IDENTITY_HEADER, type StaffIdentity, signIdentity, wakeQueue } from '@roofing/platform';
import { jobs } from '@roofing/platform/job-queue/schema';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { waitFor } from '../../../../test/support/factories.ts';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';

let counter = 0;

/** A complete thermal-scan request from a cold-storage operator; override what a test needs. */
export function coldshieldLead(
  overrides: Partial<ColdshieldLeadRequestInput> = {},
): ColdshieldLeadRequestInput {
  counter++;
  return {
    name: `Hector Ruiz ${counter}`,
    email: `hector.ruiz${counter}@firstcoastcold.example`,
    phone: '(904) 555-0131',
    address: '7420 Phillips Hwy, Jacksonville, FL 32256',
    message: 'Two walk-in freezers and a 4,000 sq ft cooler under a 1990s metal roof.',
    ...overrides,
  };
}

/** A staff member as the gateway signs them after sign-in (with the CSRF token sent). */
export const OFFICE: StaffIdentity = {
  kind: 'staff',
  userId: 5,
  username: 'lena.sales',
  displayName: 'Lena Ortiz',
  role: 'staff',
  permissions: [],
  csrf: true,
};

export function callAs(
  svc: ServiceHarness,
  identity: StaffIdentity | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  return svc.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: identity
      ? { [IDENTITY_HEADER]: signIdentity(identity, svc.runtime.identitySecret) }
      : {},
  });
}

/** Posts a lead and answers its `lead.coldshield.created` event (which carries the id). */
export async function submitLead(svc: ServiceHarness, request = coldshieldLead()) {
  const response = await callAs(svc, null, 'POST', '/api/coldshield-leads', request);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
  const event = await svc.waitForEvent<ColdshieldLeadCreatedData>(
    'lead.coldshield.created',
    (candidate) => candidate.data.email === request.email,
  );
  return { request, response, event, leadId: event.data.leadId };
}

/** The follow-up job of a lead in the embedded queue (platform.jobs). */
export async function followUpJob(svc: ServiceHarness, leadId: number) {
  const [row] = await svc.runtime.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, 'leads'), eq(jobs.id, `coldshield-follow-up-lead-${leadId}`)));
  return row;
}

/** Moves a lead's waiting follow-up to now, as if its 2 business days were over; waits for it. */
export async function fastForwardFollowUp(svc: ServiceHarness, leadId: number) {
  const moved = await svc.runtime.database.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(
      and(
        eq(jobs.queue, 'leads'),
        eq(jobs.state, 'waiting'),
        eq(jobs.id, `coldshield-follow-up-lead-${leadId}`),
      ),
    )
    .returning();
  expect(moved).toHaveLength(1);
  // Moved by hand, so nobody told the queue: wake its workers as an enqueue would (a NOTIFY on
  // the job queue's channel), or they would sleep until the job's old time (up to 30 s).
  await wakeQueue(svc.runtime.database.db, 'leads');
  return waitFor(
    async () => {
      const job = await followUpJob(svc, leadId);
      return job?.state === 'completed' ? job : undefined;
    },
    5000,
    `the follow-up job of lead ${leadId} to run`,
  );
}
