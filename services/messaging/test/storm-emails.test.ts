import { randomUUID } from 'node:crypto';
import { quoteRequested } from '@roofing/contracts';
import { STORM_BANNER_DEFAULT_SPANISH } from '@roofing/contracts/http/storm';
import { stormBannerChanged } from '@roofing/contracts/storm-events';
import { messagingService } from '@roofing/messaging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { envelope, mailsTo, quoteRequestedData, rowsOf } from './support/quote-events.ts';

/**
 * Storm mode in e-mails (issue 26): while the quote service's banner is on, the acknowledgement
 * of a new quote request carries its text in the customer's language; once off, it does not.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(messagingService);
});
afterAll(async () => {
  await svc?.close();
});

const TEXT =
  'Hurricane Milton: we are answering emergency requests first; expect a call within 48 hours';

async function switchBanner(on: boolean, changedAt: string, textEs: string | null = null) {
  await svc.runtime.bus.publish(
    envelope(stormBannerChanged, { on, text: TEXT, textEs, changedBy: 'office', changedAt }),
  );
}

/** Waits until the messaging service's copy of the banner reads `on` as of `changedAt`. */
const kept = (on: boolean, changedAt: string) =>
  waitFor(async () => {
    const rows = await rowsOf<{ is_on: boolean; changed_at: string | Date }>(
      svc,
      sql`select is_on, changed_at from messaging.storm_banner`,
    );
    const row = rows[0];
    return row && row.is_on === on && new Date(row.changed_at).toISOString() === changedAt
      ? true
      : undefined;
  });

async function confirmationFor(language: 'en' | 'es') {
  const email = `storm.${randomUUID().slice(0, 8)}@example.com`;
  await svc.runtime.bus.publish(envelope(quoteRequested, quoteRequestedData({ email, language })));
  const [mail] = await mailsTo(svc, email);
  // One line per paragraph: quoted-printable and the text part may wrap long lines.
  return (mail?.text ?? '').replace(/=\r?\n/g, '').replace(/\s+/g, ' ');
}

describe('the storm banner in acknowledgements', () => {
  it('carries the office text while on (the default Spanish for a Spanish reader) and nothing once off', async () => {
    const on = new Date(Date.now() - 60_000).toISOString();
    await switchBanner(true, on);
    await kept(true, on);
    const english = await confirmationFor('en');
    expect(english).toContain('Storm update from our office');
    expect(english).toContain(TEXT);
    // No promise of a call within 24 hours beside a notice that says callbacks take longer.
    expect(english).toContain('During the storm we answer emergencies first');
    expect(english).not.toContain('Within 24 hours we call');
    const spanish = await confirmationFor('es');
    expect(spanish).toContain('Aviso de nuestra oficina por la tormenta');
    expect(spanish).toContain(STORM_BANNER_DEFAULT_SPANISH);
    expect(spanish).not.toContain(TEXT);
    expect(spanish).toContain('Durante la tormenta atendemos primero las emergencias');
    expect(spanish).not.toContain('Dentro de 24 horas nos comunicamos');

    const off = new Date().toISOString();
    await switchBanner(false, off);
    await kept(false, off);
    // An older switch delivered late changes nothing.
    await switchBanner(true, on);
    const after = await confirmationFor('en');
    expect(after).not.toContain(TEXT);
    expect(after).not.toContain('Storm update');
    expect(after).toContain('Within 24 hours we call or e-mail you');
    await kept(false, off);
  });
});
