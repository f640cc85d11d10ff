import { messagingService } from '@roofing/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import {
  customer,
  envelope,
  events,
  mailsTo,
  must,
  officeMailsAbout,
  responded,
  statusChanged,
  subjectOf,
} from './support/quote-events.ts';

/**
 * A completed job re-opened and completed again: the customer is told the roof is done once, and
 * nothing on the re-open claims it is done or that work "started". An acceptance staff recorded
 * for the customer is receipted as the staff member's act.
 */
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL: 'https://roof.example' });
});
afterAll(async () => {
  await svc?.close();
});

/** The subjects of what reached `address` once the consumers and jobs settled. */
async function settledSubjects(address: string) {
  await new Promise((resolve) => setTimeout(resolve, 600));
  return (await mailsTo(svc, address, 0)).map(subjectOf);
}

describe('a completed job re-opened', () => {
  it('tells the customer of the completion once, and nothing on the re-open', async () => {
    const who = customer();
    const change = (from: string, to: string) =>
      svc.runtime.bus.publish(
        envelope(events.quoteStatusChanged, statusChanged(who, to, { from })),
      );
    await change('accepted', 'in_progress');
    await change('in_progress', 'completed');
    await mailsTo(svc, who.email, 2);
    await change('completed', 'in_progress');
    await change('in_progress', 'completed');
    expect((await settledSubjects(who.email)).sort()).toEqual([
      `Work on your roof has started (${who.estimateNumber})`,
      `Your roof is complete: thank you (${who.estimateNumber})`,
    ]);
  });
});

describe('an acceptance staff recorded for the customer', () => {
  it('names the staff member on the receipt, not an address or browser as the customer\u2019s', async () => {
    const who = customer();
    const answer = responded(who, 'accepted', null);
    const acceptance = { ...must(answer.acceptance), recordedBy: 'Ana Reyes' };
    await svc.runtime.bus.publish(envelope(events.estimateResponded, { ...answer, acceptance }));
    const receipt = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(receipt)).toBe(`Receipt: you accepted estimate ${who.estimateNumber}`);
    expect(receipt.text).toContain('Ana Reyes of Shorefront Roofing recorded your acceptance');
    expect(receipt.text).toContain('Recorded by: Ana Reyes, Shorefront Roofing (on your behalf)');
    expect(receipt.text).not.toContain('From address');
    expect(receipt.text).not.toContain(acceptance.ipAddress);
    const alert = must((await officeMailsAbout(svc, who.estimateNumber))[0]);
    expect(alert.text).toContain("Recorded by staff on the customer's behalf: Ana Reyes");
  });
});
