import { type PhotoReportSharedData, photoReportShared } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import {
  customer,
  envelope,
  mailsTo,
  must,
  settledOfficeMailsAbout,
  subjectOf,
} from './support/quote-events.ts';

/** Issue 23: the homeowner is told a photo inspection report is in their portal. */
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL: 'https://roof.example' });
});
afterAll(async () => {
  await svc?.close();
});

const shared = (
  who: ReturnType<typeof customer>,
  extra: Partial<PhotoReportSharedData> = {},
): PhotoReportSharedData => ({
  ...who,
  reportId: 12,
  title: 'Roof inspection after Hurricane Milton',
  inspectedOn: '2026-10-12',
  photoCount: 8,
  note: 'Photos 3 and 4 show the creased shingles we talked about on Monday.',
  sharedAt: '2026-10-13T14:20:00.000Z',
  ...extra,
});

describe('photo report e-mail', () => {
  it('tells the homeowner the report is in the portal, with the office note and a portal link', async () => {
    const who = customer();
    await svc.runtime.bus.publish(envelope(photoReportShared, shared(who)));
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(
      `Your roof inspection photo report is ready (${who.estimateNumber})`,
    );
    expect(mail.text).toContain('Report: Roof inspection after Hurricane Milton');
    expect(mail.text).toContain('Roof inspected on: Monday, October 12, 2026');
    expect(mail.text).toContain('Photos: 8 photos');
    expect(mail.text).toContain('Photos 3 and 4 show the creased shingles');
    expect(mail.text).toMatch(/https:\/\/roof\.example\/client-portal\?t=[A-Za-z0-9_-]{20,}/);
    // A link, never the report itself: it carries the homeowner's name and address.
    expect(mail.raw).not.toMatch(/application\/pdf/i);
    expect(await settledOfficeMailsAbout(svc, who.estimateNumber)).toEqual([]);
  });

  it('leaves the note out when the office wrote none', async () => {
    const who = customer();
    await svc.runtime.bus.publish(
      envelope(photoReportShared, shared(who, { note: null, photoCount: 1 })),
    );
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(mail.text).not.toContain('A note from our office');
    expect(mail.text).toContain('Photos: 1 photo');
  });
});
