import { customerState } from '@roofing/contracts';
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
 * The e-mails name a project's state in the words of the track page and both portals (one
 * mapping in contracts), link the progress variant, and acknowledge requested changes as
 * changes, with the estimate still open.
 */
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL: 'https://roof.example' });
});
afterAll(async () => {
  await svc?.close();
});

describe('the status e-mails use the one vocabulary', () => {
  it.each([
    ['site_visit_scheduled', 'Site Visit Scheduled'],
    ['in_progress', 'Work in Progress'],
    ['completed', 'Completed'],
  ])('names %s "%s" and links the progress page', async (status, words) => {
    const who = customer();
    await svc.runtime.bus.publish(
      envelope(
        events.quoteStatusChanged,
        statusChanged(who, status, {
          scheduledDate: status === 'site_visit_scheduled' ? '2026-12-03T19:00:00.000Z' : null,
        }),
      ),
    );
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(words).toBe(customerState({ status }).label);
    expect(mail.text).toContain(`Status: ${words}`);
    expect(mail.text).not.toContain('Processing');
    expect(mail.text).toMatch(
      /See your project's progress https:\/\/roof\.example\/project-status\?t=[A-Za-z0-9_-]{20,}/,
    );
  });
});

describe('Request Changes', () => {
  it('acknowledges changes (not questions), keeps the estimate open, and gives the office the text', async () => {
    const who = customer();
    const changes = 'Please price a standing-seam metal roof instead of shingles.';
    await svc.runtime.bus.publish(
      envelope(events.estimateResponded, responded(who, 'changes', changes)),
    );
    const ack = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(ack)).toBe(
      `We received the changes you asked for on estimate ${who.estimateNumber}`,
    );
    expect(ack.text).toContain('changes you asked for');
    expect(ack.text).not.toMatch(/questions/i);
    expect(ack.text).toContain('you can still accept it');
    expect(ack.text).toContain('Status: Changes Requested');
    expect(ack.text).not.toContain('standing-seam');

    const alert = must((await officeMailsAbout(svc, who.estimateNumber))[0]);
    expect(subjectOf(alert)).toContain(`Changes requested on estimate ${who.estimateNumber}`);
    expect(alert.text).toContain('Changes the customer asked for');
    expect(alert.text).toContain(changes);
    expect(alert.text).toContain('Status now: Changes Requested');
  });

  it('names the state after questions as the estimate still ready', async () => {
    const who = customer();
    await svc.runtime.bus.publish(
      envelope(events.estimateResponded, responded(who, 'questions', 'Gutters too?')),
    );
    const ack = must((await mailsTo(svc, who.email))[0]);
    expect(ack.text).toContain('Status: Estimate Ready');
    expect(ack.text).toContain('Your estimate stays open');
  });
});
