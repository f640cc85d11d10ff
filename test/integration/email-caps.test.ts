import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { header, mailbox } from '../support/mailbox.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * The per-recipient e-mail caps, seen from outside: requests through the public API, mail as the
 * embedded app's .eml files, the count of held-back e-mails at GET /metrics. The app is this
 * file's own, so the caps and the metric start from zero.
 */
let app: RunningApp;
let mail: ReturnType<typeof mailbox>;
beforeAll(async () => {
  app = await startEmbeddedApp();
  mail = mailbox(app.dataDir);
});
afterAll(async () => {
  await app?.close();
});

const OFFICE = 'office@shorefrontroofing.com';

const postJson = (path: string, body: unknown) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The value of `emails_capped_total{kind="…"}` at /metrics, or undefined while never counted. */
async function cappedCount(kind: string): Promise<number | undefined> {
  const text = await (await fetch(app.metricsUrl)).text();
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`emails_capped_total{kind="${kind}"}`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('contact acknowledgements: at most 1 per address and hour', () => {
  it('alerts the office 3 times but acknowledges 3 messages within a minute once', async () => {
    const sender = 'cap.contact@example.com';
    const messages = [1, 2, 3].map((n) => `Cap check message number ${n}: please call me back.`);
    for (const message of messages) {
      const response = await postJson('/api/contacts', {
        name: 'Cap Contact',
        phone: '904-555-0101',
        email: sender,
        message,
      });
      expect(response.status).toBe(201);
    }

    // Every message reaches the office, each with its own text.
    const alerts = await waitFor(
      async () => {
        const found = (await mail.to(OFFICE)).filter((m) => m.text.includes('Cap check message'));
        return found.length === 3 ? found : undefined;
      },
      10_000,
      'three office alerts',
    );
    for (const message of messages)
      expect(alerts.filter((alert) => alert.text.includes(message))).toHaveLength(1);
    for (const alert of alerts) expect(header(alert, 'Reply-To')).toBe(sender);

    // Each job settles its acknowledgement after its alert: wait until all 3 are either in the
    // mailbox or counted as held back, then the mailbox is final.
    const settled = await waitFor(
      async () => {
        const acknowledgements = await mail.to(sender);
        const capped = (await cappedCount('contact_acknowledgement')) ?? 0;
        return acknowledgements.length + capped >= 3 ? { acknowledgements, capped } : undefined;
      },
      10_000,
      'all three acknowledgements to be sent or held back',
    );
    expect(settled.capped).toBe(2);
    const { acknowledgements } = settled;
    expect(acknowledgements).toHaveLength(1);
    const [acknowledgement] = acknowledgements;
    expect(acknowledgement?.text).toContain('Hi Cap,');
    // An unverified address must not be usable to mail someone a text of the sender's choosing.
    for (const message of messages) expect(acknowledgement?.text).not.toContain(message);
    expect(acknowledgement?.text).not.toContain('Cap check message');
  });
});

describe('quote confirmations: at most 10 per address and day', () => {
  it('confirms 10 of 12 requests from one address, alerts the office 12 times and counts 2', async () => {
    const email = 'cap.quotes@example.com';
    // All at once: the jobs then run side by side and the cap must still hold.
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => postJson('/api/quotes', quoteRequest({ email }))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));
    const numbers: string[] = await Promise.all(
      responses.map(async (response) => (await response.json()).estimateNumber),
    );

    // One office alert per request, each naming its own estimate and replying to the customer.
    // A job sends the confirmation step before the alert, so 12 alerts mean 12 settled jobs.
    const alerts = await waitFor(
      async () => {
        const found = (await mail.to(OFFICE)).filter((m) => header(m, 'Reply-To') === email);
        return found.length === 12 ? found : undefined;
      },
      20_000,
      'twelve office quote alerts',
    );
    for (const number of numbers) {
      const own = alerts.filter((alert) => alert.text.includes(`New quote request ${number}`));
      expect(own, number).toHaveLength(1);
    }

    const confirmations = await mail.to(email);
    expect(confirmations).toHaveLength(10);
    const confirmed = numbers.filter((number) =>
      confirmations.some((confirmation) => confirmation.text.includes(number)),
    );
    expect(confirmed).toHaveLength(10);

    expect(await cappedCount('quote_confirmation')).toBe(2);
    const metrics = await (await fetch(app.metricsUrl)).text();
    expect(metrics).toContain('emails_capped_total{kind="quote_confirmation"} 2');
  });
});
