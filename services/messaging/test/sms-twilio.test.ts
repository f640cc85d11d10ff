import {
  addCalendarDays,
  COMPANY,
  easternDay,
  easternInstant,
  estimatePrepared,
  inspectionRequested,
  type ProjectMessage,
  portalCodeRequested,
  quoteStatusChanged,
} from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { jobs } from '@roofing/platform/job-queue/schema';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import {
  startTwilioLocal,
  type TwilioLocal,
  twilioSignature,
} from '../../../test/support/twilio-local/server.ts';
import { textSubscribers } from '../src/store/schema.ts';
import { headersFor, postMessage, STAFF } from './support/conversation.ts';
import { type Customer, envelope, prepared, statusChanged } from './support/quote-events.ts';
import {
  newPhone,
  quietly,
  quoteRequestedBy,
  startPublicAddress,
  textOf,
  textsTo,
} from './support/sms.ts';

/**
 * Two-way texts through Twilio's API, against the local Twilio-compatible server: texts only with
 * consent, in the customer's language, with a sealed portal link; STOP / START / HELP; replies
 * threaded into the job's messages and the office's answers texted back; delivery callbacks;
 * quiet hours. The webhooks arrive signed at the site's public address (PUBLIC_URL).
 */
const ACCOUNT = `AC${'5a'.repeat(16)}`;
const TOKEN = 'messaging-sms-test-token';
const OFFICE_MOBILE = '+19045550142';
let twilio: TwilioLocal;
let site: Awaited<ReturnType<typeof startPublicAddress>>;
let svc: ServiceHarness;

beforeAll(async () => {
  twilio = await startTwilioLocal({ accountSid: ACCOUNT, authToken: TOKEN });
  site = await startPublicAddress();
  svc = await startService(messagingService, {
    ...twilio.env,
    PUBLIC_URL: site.url,
    OFFICE_SMS_NUMBER: OFFICE_MOBILE,
  });
  site.forwardTo(svc.url);
  // The tests run at any hour: most are about daytime texts; quiet hours have their own below.
  vi.useFakeTimers({ toFake: ['Date'], now: middayToday(), shouldAdvanceTime: true });
});
afterAll(async () => {
  vi.useRealTimers();
  await svc?.close();
  await site?.close();
  await twilio?.stop();
});

/** 12:00 Eastern today (an instant inside texting hours). */
function middayToday(): Date {
  return easternInstant(`${easternDay(new Date())}T12:00`) as Date;
}

const inbound = (from: string, body: string) =>
  twilio.sendInbound({ from, body, url: `${site.url}/api/sms/inbound` });
const sentTo = (phone: string) => twilio.sent().filter((message) => message.to === phone);

async function consentedCustomer(language: 'en' | 'es' = 'en') {
  const quote = await quoteRequestedBy(svc, { consent: true, language });
  await textOf(svc, quote.phone, 'quote-received', (status) => status === 'delivered');
  return quote;
}

describe('consent', () => {
  it('texts nobody who did not tick the box, and records the consent of who did', async () => {
    const silent = await quoteRequestedBy(svc, { consent: false });
    const consenting = await quoteRequestedBy(svc, { consent: true });
    await textOf(svc, consenting.phone, 'quote-received');
    await quietly(500);
    expect(await textsTo(svc, silent.phone)).toEqual([]);
    expect(sentTo(silent.phone)).toEqual([]);

    const [subscriber] = await svc.runtime.database.db
      .select()
      .from(textSubscribers)
      .where(eq(textSubscribers.phone, consenting.phone));
    expect(subscriber).toMatchObject({
      consentIpAddress: '203.0.113.9',
      consentSource: 'quote',
      consentLanguage: 'en',
      estimateNumber: consenting.data.estimateNumber,
      optedOutAt: null,
    });
    expect(subscriber?.consentDisclosure).toContain('Reply STOP to stop');
  });
});

describe('the quote received text', () => {
  it('goes through Twilio with a token link to the portal, never the estimate number, and is marked delivered', async () => {
    const quote = await quoteRequestedBy(svc, { consent: true, firstName: 'Rosa' });
    const text = await textOf(svc, quote.phone, 'quote-received', (s) => s === 'delivered');
    const [sent] = sentTo(quote.phone);
    expect(sent?.body).toBe(text.body);
    expect(text.body).toMatch(/^Shorefront Roofing: Hi Rosa, we received your quote request\./);
    expect(text.body).toContain(`${site.url}/client-portal?t=`);
    expect(text.body).not.toContain(quote.data.estimateNumber);
    expect(text.body).toContain('Reply STOP to opt out');
    expect(text.providerSid).toBe(sent?.sid);
    expect(text.deliveredAt).not.toBeNull();
    // The callbacks were signed for the public address and accepted. The product marks the
    // text delivered before its answer reaches the local server, so wait for the answers.
    await twilio.settled();
    const callbacks = twilio.callbacks.filter((c) => c.messageSid === sent?.sid);
    expect(callbacks.map((c) => [c.params.MessageStatus, c.status])).toEqual([
      ['sent', 204],
      ['delivered', 204],
    ]);
  });

  it('is in Spanish, with the Spanish portal, for a Spanish quote', async () => {
    const quote = await quoteRequestedBy(svc, {
      consent: true,
      language: 'es',
      firstName: 'Lucía',
    });
    const text = await textOf(svc, quote.phone, 'quote-received');
    expect(text.body).toMatch(
      /^Shorefront Roofing: Hola, Lucía\. Recibimos su solicitud de cotización\./,
    );
    expect(text.body).toContain(`${site.url}/es/client-portal?t=`);
    expect(text.body).not.toContain(quote.data.estimateNumber);
  });

  it('is marked failed with the carrier error when it is not delivered', async () => {
    const phone = newPhone();
    twilio.failDeliveriesTo(phone.e164, 30005);
    await quoteRequestedBy(svc, { consent: true, phone });
    const text = await textOf(svc, phone.e164, 'quote-received', (s) => s === 'failed');
    expect(text.errorCode).toBe('30005');
  });
});

describe('keywords', () => {
  it('STOP stops every text at once with exactly one confirmation; START resumes', async () => {
    const quote = await consentedCustomer();
    const { phone } = quote;

    const stop = await inbound(phone, '  Stop ');
    expect(stop.status).toBe(200);
    expect(stop.answer).toContain(
      '<Message>Shorefront Roofing: you are unsubscribed and will get no more texts from us. Reply START to resume.</Message>',
    );
    // A second STOP (or UNSUBSCRIBE) confirms nothing again.
    expect((await inbound(phone, 'UNSUBSCRIBE')).answer).toMatch(/<Response\/>$/);

    await svc.runtime.bus.publish(envelope(estimatePrepared, prepared(customerOf(quote))));
    await quietly();
    expect((await textsTo(svc, phone)).filter((t) => t.kind === 'estimate-ready')).toEqual([]);
    const confirmations = (await textsTo(svc, phone)).filter((t) => t.kind === 'keyword-reply');
    expect(confirmations).toHaveLength(1);

    const start = await inbound(phone, 'start');
    expect(start.answer).toContain('you will get our texts again');
    await svc.runtime.bus.publish(envelope(estimatePrepared, prepared(customerOf(quote))));
    const ready = await textOf(svc, phone, 'estimate-ready', (s) => s === 'delivered');
    expect(ready.body).toMatch(/^Shorefront Roofing: your estimate is ready\. Review it here: /);
  });

  it.each(['END', 'quit', 'Cancel', 'STOPALL'])('%s opts out too', async (word) => {
    const { phone } = await consentedCustomer();
    expect((await inbound(phone, word)).answer).toContain('you are unsubscribed');
    const [subscriber] = await svc.runtime.database.db
      .select()
      .from(textSubscribers)
      .where(eq(textSubscribers.phone, phone));
    expect(subscriber?.optedOutAt).not.toBeNull();
  });

  it('HELP answers with the company and its phone, in the customer language', async () => {
    const english = await consentedCustomer();
    expect((await inbound(english.phone, 'help')).answer).toContain(
      `Shorefront Roofing: texts about your roofing project. For help call ${COMPANY.phone}.`,
    );
    const spanish = await consentedCustomer('es');
    expect((await inbound(spanish.phone, 'INFO')).answer).toContain(
      `Para obtener ayuda, llame al ${COMPANY.phone}.`,
    );
  });
});

describe('the webhooks', () => {
  it('refuse a bad or missing signature with 403', async () => {
    const params = {
      From: '+19045550111',
      To: twilio.env.TWILIO_FROM_NUMBER,
      Body: 'STOP',
      MessageSid: `SM${'1'.repeat(32)}`,
    };
    const post = (headers: Record<string, string>, path = '/api/sms/inbound') =>
      fetch(`${site.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(params),
      });
    expect((await post({})).status).toBe(403);
    const wrong = twilioSignature('not-the-token', `${site.url}/api/sms/inbound`, params);
    expect((await post({ 'x-twilio-signature': wrong })).status).toBe(403);
    const otherUrl = twilioSignature(TOKEN, 'https://elsewhere.example/api/sms/inbound', params);
    expect((await post({ 'x-twilio-signature': otherUrl })).status).toBe(403);
    expect((await post({}, '/api/sms/status')).status).toBe(403);
    const right = twilioSignature(TOKEN, `${site.url}/api/sms/inbound`, params);
    expect((await post({ 'x-twilio-signature': right })).status).toBe(200);
  });
});

describe('the conversation by text', () => {
  it('threads a reply into the job messages; the office answer goes back by text and shows its delivery', async () => {
    const quote = await consentedCustomer();
    const { estimateNumber } = quote.data;
    const reply = await inbound(quote.phone, 'Can the crew come Tuesday instead?');
    expect(reply.answer).toMatch(/<Response\/>$/);

    const read = async () =>
      (
        await svc.app.inject({
          method: 'GET',
          url: `/api/project-messages/${estimateNumber}`,
          headers: headersFor(svc, STAFF),
        })
      ).json() as ProjectMessage[];
    const threaded = await waitFor(
      async () => (await read()).find((m) => m.viaText),
      5000,
      'the reply',
    );
    expect(threaded).toMatchObject({
      senderType: 'customer',
      messageContent: 'Can the crew come Tuesday instead?',
      viaText: true,
    });

    const answer = await postMessage(svc, STAFF, {
      estimateNumber,
      messageContent: 'Yes, Tuesday at 9 works. See you then!',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const text = await textOf(svc, quote.phone, 'office-answer', (s) => s === 'delivered');
    expect(text.body).toMatch(
      /^Shorefront Roofing: Yes, Tuesday at 9 works\. See you then! Reply to this text or open http/,
    );
    expect(text.body).not.toContain(estimateNumber);
    const shown = await waitFor(
      async () =>
        (await read()).find(
          (m) => m.id === (answer.json() as ProjectMessage).id && m.textStatus === 'delivered',
        ),
      5000,
      'the delivered badge',
    );
    expect(shown.senderType).toBe('admin');
  });
});

describe('more texts', () => {
  it('texts the visit and books the reminder for 10 AM Eastern the day before', async () => {
    const quote = await consentedCustomer();
    const visit = new Date(Date.now() + 5 * 24 * 3600_000);
    await svc.runtime.bus.publish(
      envelope(
        quoteStatusChanged,
        statusChanged(customerOf(quote), 'site_visit_scheduled', {
          scheduledDate: visit.toISOString(),
        }),
      ),
    );
    const text = await textOf(svc, quote.phone, 'visit-scheduled');
    expect(text.body).toMatch(/^Shorefront Roofing: your site visit is set for \w+day, /);
    const [reminder] = await svc.runtime.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'sms'), like(jobs.id, `%${quote.data.estimateNumber}%`)));
    expect(reminder?.name).toBe('visit-reminder-text@1');
    // Due at 10:00 Eastern the day before the visit (the delay counted in the database's clock).
    const dayBefore = addCalendarDays(easternDay(visit), -1);
    const due = easternInstant(`${dayBefore}T10:00`) as Date;
    const delay = (reminder?.runAt.getTime() ?? 0) - (reminder?.createdAt.getTime() ?? 0);
    expect(Math.abs(delay - (due.getTime() - Date.now()))).toBeLessThan(60_000);
  });

  it('sends a one-time code by text too, and alerts the office mobile of an emergency inspection', async () => {
    const quote = await consentedCustomer();
    await svc.runtime.bus.publish(
      envelope(portalCodeRequested, {
        estimateNumber: quote.data.estimateNumber,
        firstName: 'Marta',
        email: quote.data.email,
        code: '482913',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        purpose: 'portal',
      }),
    );
    const code = await textOf(svc, quote.phone, 'one-time-code');
    expect(code.body).toContain('482913');
    expect(code.anyHour).toBe(true);

    await svc.runtime.bus.publish(
      envelope(inspectionRequested, {
        requestNumber: 'INS-ABC234',
        customerName: 'Hal Jordan',
        customerEmail: 'hal@example.com',
        customerPhone: '(904) 555-0166',
        propertyAddress: '3 Dune Rd, Neptune Beach',
        inspectionType: 'storm-damage',
        urgencyLevel: 'emergency',
        description: 'Tree on the roof.',
        preferredDate: '2026-12-01',
        requestedAt: new Date().toISOString(),
      }),
    );
    const alert = await textOf(svc, OFFICE_MOBILE, 'office-alert');
    expect(alert.body).toContain('EMERGENCY inspection request INS-ABC234');
  });
});

describe('quiet hours', () => {
  afterEach(() => {
    vi.setSystemTime(middayToday());
  });

  it('holds a text owed at night until 8 AM Eastern (a delayed job); a one-time code goes at once', async () => {
    const quote = await consentedCustomer();
    // 11 PM Eastern tonight: the text may go at 8 AM tomorrow (9 hours, 8 or 10 on a DST night).
    const today = easternDay(middayToday());
    const night = easternInstant(`${today}T23:00`) as Date;
    const morning = easternInstant(`${addCalendarDays(today, 1)}T08:00`) as Date;
    vi.setSystemTime(night);
    await svc.runtime.bus.publish(envelope(estimatePrepared, prepared(customerOf(quote))));
    const held = await textOf(svc, quote.phone, 'estimate-ready');
    expect(held.status).toBe('held-quiet-hours');
    expect(sentTo(quote.phone).some((m) => m.body === held.body)).toBe(false);
    const [job] = await svc.runtime.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.id, `send-text-text-${held.id}`));
    // Due at 8 AM (counted from "now" in the database's own clock).
    const dueIn = (job?.runAt.getTime() ?? 0) - (job?.createdAt?.getTime() ?? 0);
    expect(Math.abs(dueIn - (morning.getTime() - night.getTime()))).toBeLessThan(60_000);

    await svc.runtime.bus.publish(
      envelope(portalCodeRequested, {
        estimateNumber: quote.data.estimateNumber,
        firstName: 'Marta',
        email: quote.data.email,
        code: '111222',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
        purpose: 'portal',
      }),
    );
    await textOf(svc, quote.phone, 'one-time-code', (s) => s === 'delivered');
  });
});

function customerOf(quote: Awaited<ReturnType<typeof quoteRequestedBy>>) {
  const { data } = quote;
  return {
    quoteId: data.quoteId,
    estimateNumber: data.estimateNumber,
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    phone: data.phone,
    streetAddress: data.streetAddress,
    city: data.city,
    state: data.state,
    zipCode: data.zipCode,
    language: data.language,
  } as Customer;
}
