import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionRequest, waitFor } from '../support/factories.ts';
import { header, type Mail, mailbox } from '../support/mailbox.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Across services: an inspection request stored by the lead service reaches the office and the
 * homeowner as e-mail sent by the messaging service (the whole product, embedded).
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

const post = (body: unknown) =>
  fetch(`${app.url}/api/inspection-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The office alerts about one request number. */
const alertsFor = async (requestNumber: string) =>
  (await mail.to(OFFICE)).filter((m) => m.text.includes(`New inspection request ${requestNumber}`));

/** `emails_capped_total{kind="inspection_confirmation"}` at /metrics (0 while never counted). */
async function cappedConfirmations(): Promise<number> {
  const text = await (await fetch(app.metricsUrl)).text();
  const line = text
    .split('\n')
    .find((row) => row.startsWith('emails_capped_total{kind="inspection_confirmation"}'));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

/** Waits for both e-mails of a request, then a moment more so a duplicate would show. */
async function bothEmails(requestNumber: string, customer: string) {
  const found = await waitFor(
    async () => {
      const [office, confirmation] = [await alertsFor(requestNumber), await mail.to(customer)];
      return office.length > 0 && confirmation.length > 0 ? true : undefined;
    },
    5000,
    `both e-mails of ${requestNumber}`,
  );
  expect(found).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { office: await alertsFor(requestNumber), confirmation: await mail.to(customer) };
}

describe('inspection request e-mails', () => {
  it('alerts the office with every field and confirms to the homeowner, once each', async () => {
    const description = 'Water stain spreading on the bedroom ceiling since the last squall line.';
    const request = inspectionRequest({
      customerEmail: 'inspection.flow@example.com',
      customerName: 'Harold Pennington',
      inspectionType: 'repair',
      urgencyLevel: 'urgent',
      description,
    });
    const response = await post(request);
    expect(response.status).toBe(201);
    const { requestNumber } = await response.json();

    const { office, confirmation } = await bothEmails(requestNumber, request.customerEmail);
    expect(office).toHaveLength(1);
    expect(confirmation).toHaveLength(1);

    const [alert] = office as [Mail];
    expect(header(alert, 'Reply-To')).toBe(request.customerEmail);
    const subject = header(alert, 'Subject') ?? '';
    expect(subject).toContain(requestNumber);
    expect(subject).toContain('Urgent (3-5 days)');
    expect(subject).toContain(request.propertyAddress);
    expect(subject).not.toContain('EMERGENCY');
    for (const value of [
      'Harold Pennington',
      request.customerPhone,
      request.customerEmail,
      request.propertyAddress,
      'Repair Assessment',
      'Urgent (3-5 days)',
      request.preferredDate,
      description,
    ])
      expect(alert.text).toContain(value);

    const [customer] = confirmation as [Mail];
    expect(header(customer, 'Subject')).toContain(requestNumber);
    expect(customer.text).toContain('Hi Harold,');
    expect(customer.text).toContain(`Your request number: ${requestNumber}`);
    expect(customer.text).toContain('Inspection: Repair Assessment');
    expect(customer.text).toContain('Urgency: Urgent (3-5 days)');
    expect(customer.text).toContain('Within 24 hours we call you to schedule');
    expect(customer.text).toContain('What the Repair Assessment covers');
    expect(customer.text).toContain('(904) 555-0142');
    // Unverified address: nothing free the sender wrote is mailed back (description, address).
    expect(customer.text).not.toContain('Water stain');
    expect(customer.text).not.toContain('squall line');
    expect(customer.text).not.toContain(request.propertyAddress);
    expect(header(customer, 'Reply-To')).toBeUndefined();
  });

  it('flags an emergency at the top of the alert and promises a call within 2-4 hours', async () => {
    const request = inspectionRequest({
      customerEmail: 'inspection.emergency@example.com',
      urgencyLevel: 'emergency',
      inspectionType: 'full-roof',
      description: 'Tree limb came through the roof over the garage, tarp needed.',
    });
    const { requestNumber } = await (await post(request)).json();
    const { office, confirmation } = await bothEmails(requestNumber, request.customerEmail);
    expect(office).toHaveLength(1);
    expect(confirmation).toHaveLength(1);

    const [alert] = office as [Mail];
    expect(header(alert, 'Subject')).toMatch(/^\[EMERGENCY\] Inspection request /);
    // The plain-text part (the message is HTML with a text part) opens with the flag.
    const textPart =
      alert.text.split(/Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?\r?\n/)[1] ?? '';
    expect(textPart.trimStart().startsWith('*** EMERGENCY INSPECTION REQUEST ***')).toBe(true);
    expect(alert.text).toMatch(/Content-Type: text\/html/);

    const [customer] = confirmation as [Mail];
    expect(customer.text).toContain('we will call you within 2-4 hours');
    expect(customer.text).toContain('Urgency: Emergency (24-48 hours)');
    expect(customer.text).toContain('Until we get there');
    expect(customer.text).not.toContain('Tree limb');
  });

  it('confirms at most 3 requests a day to one address; every request reaches the office', async () => {
    const customerEmail = 'inspection.cap@example.com';
    const numbers: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await post(inspectionRequest({ customerEmail }));
      expect(response.status).toBe(201);
      numbers.push((await response.json()).requestNumber);
    }
    await waitFor(
      async () => {
        for (const number of numbers) if ((await alertsFor(number)).length !== 1) return undefined;
        return true;
      },
      10_000,
      'four office alerts',
    );
    // Wait until all 4 confirmations are either in the mailbox or counted as held back.
    const settled = await waitFor(
      async () => {
        const sent = (await mail.to(customerEmail)).length;
        const capped = await cappedConfirmations();
        return sent + capped >= 4 ? { sent, capped } : undefined;
      },
      10_000,
      'all four confirmations to be sent or held back',
    );
    expect(settled).toEqual({ sent: 3, capped: 1 });
  });
});
