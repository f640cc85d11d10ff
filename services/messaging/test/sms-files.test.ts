import { easternDay, easternInstant, TEXT_CONSENT_DISCLOSURE } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { textbox } from '../../../test/support/textbox.ts';
import { estimateCustomers, textSubscribers } from '../src/store/schema.ts';
import { newPhone, quoteRequestedBy, textsTo } from './support/sms.ts';

/**
 * The embedded default: with no Twilio setting, texts are written as files under
 * `<DATA_DIR>/sms` (and the webhooks, which only Twilio calls, refuse everything).
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL: 'https://www.shorefront.test' });
  // Texts go only 8 AM–8 PM Eastern: the test runs at noon, whatever the hour.
  vi.useFakeTimers({
    toFake: ['Date'],
    now: easternInstant(`${easternDay(new Date())}T12:00`) as Date,
    shouldAdvanceTime: true,
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await svc?.close();
});

describe('texts with nothing configured', () => {
  it('are written as files, with the portal link and no estimate number', async () => {
    const quote = await quoteRequestedBy(svc, { consent: true, firstName: 'Ines' });
    const [text] = await waitFor(
      async () => {
        const found = await textbox(svc.dataDir).to(quote.phone);
        return found.length > 0 ? found : undefined;
      },
      8000,
      'the text file',
    );
    expect(text?.body).toMatch(/^Shorefront Roofing: Hi Ines, we received your quote request\./);
    expect(text?.body).toContain('https://www.shorefront.test/client-portal?t=');
    expect(text?.body).not.toContain(quote.data.estimateNumber);
    expect(text?.providerId).toMatch(/^local-/);
    expect(text?.statusCallbackUrl).toMatch(
      /^https:\/\/www\.shorefront\.test\/api\/sms\/status\?text=\d+$/,
    );
  });

  it('record the consent ticked on the contact form, with the address and the words shown', async () => {
    const phone = newPhone();
    const response = await svc.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'x-forwarded-for': '198.51.100.23' },
      payload: {
        name: 'Pilar Vega',
        phone: phone.typed,
        email: 'pilar.vega@example.com',
        message: 'Do you install metal roofs?',
        textUpdates: true,
        language: 'es',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).not.toHaveProperty('textConsent');
    const subscriber = await waitFor(async () => {
      const [row] = await svc.runtime.database.db
        .select()
        .from(textSubscribers)
        .where(eq(textSubscribers.phone, phone.e164));
      return row;
    });
    expect(subscriber).toMatchObject({
      language: 'es',
      consentSource: 'contact',
      consentDisclosure: TEXT_CONSENT_DISCLOSURE.es,
      consentPhone: phone.typed,
      optedOutAt: null,
    });
    expect(subscriber.consentIpAddress).toBeTruthy();
  });

  it('a contact form without the box ticked records no consent', async () => {
    const phone = newPhone();
    const response = await svc.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: {
        name: 'Tom Reyes',
        phone: phone.typed,
        email: 'tom.reyes@example.com',
        message: 'Quick question about gutters.',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const rows = await svc.runtime.database.db
      .select()
      .from(textSubscribers)
      .where(eq(textSubscribers.phone, phone.e164));
    expect(rows).toEqual([]);
  });

  it('leave a quote request without consent alone: acknowledged at once, no transaction', async () => {
    const counted = async (durable: string) => {
      const text = await (await fetch(svc.metricsUrl)).text();
      const line = text
        .split('\n')
        .find((row) => row.startsWith(`events_not_applicable_total{consumer="${durable}"}`));
      return Number(line?.split(' ').pop() ?? 0);
    };
    const before = await counted('messaging-texts-quote-requested');
    const quote = await quoteRequestedBy(svc, { consent: false });
    await waitFor(
      async () => (await counted('messaging-texts-quote-requested')) > before || undefined,
      8000,
      'the texts consumer passing the request over',
    );
    // The messaging service's other consumers of the same event still do their work.
    await waitFor(
      async () => {
        const [row] = await svc.runtime.database.db
          .select()
          .from(estimateCustomers)
          .where(eq(estimateCustomers.estimateNumber, quote.data.estimateNumber));
        return row;
      },
      8000,
      "the estimate's customer recorded",
    );
    expect(await textsTo(svc, quote.phone)).toEqual([]);
    expect(await textbox(svc.dataDir).to(quote.phone)).toEqual([]);
  });

  it('refuse the webhooks: no provider signs them', async () => {
    const response = await svc.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'x' },
      payload: 'From=%2B19045550123&Body=STOP',
    });
    expect(response.statusCode).toBe(403);
  });
});
