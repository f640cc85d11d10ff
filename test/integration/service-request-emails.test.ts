import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { header, type Mail, mailbox } from '../support/mailbox.ts';
import { verifiedPortalCookie } from '../support/portal-verify.ts';
import { signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Across services: a customer asks for service on a completed job in the portal (quote service);
 * the office is alerted with the description and the customer acknowledged without it, by the
 * messaging service (the whole product, embedded). A customer's rating reaches the office too,
 * flagged for a call when it is low.
 */
let app: RunningApp;
let mail: ReturnType<typeof mailbox>;
const PASSWORD = 'a long office password';
const OFFICE = 'office@shorefrontroofing.com';

beforeAll(async () => {
  app = await startEmbeddedApp({ ADMIN_USERNAME: 'office', ADMIN_PASSWORD: PASSWORD });
  mail = mailbox(app.dataDir);
});
afterAll(async () => {
  await app?.close();
});

const json = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** A quote the office has marked completed, and the customer's portal cookie for it. */
async function completedJob(email: string) {
  const quote = await (await json('POST', '/api/quotes', quoteRequest({ email }))).json();
  const staff = (await signInStaff(app.url, { username: 'office', password: PASSWORD })).headers;
  const [listed] = await (
    await fetch(`${app.url}/api/quotes?search=${quote.estimateNumber}`, { headers: staff })
  ).json();
  // Only an accepted estimate completes: the office records the customer's acceptance first.
  const accepted = await json(
    'PATCH',
    `/api/quotes/${listed.id}`,
    { status: 'accepted', estimateAmount: 14250 },
    staff,
  );
  expect(accepted.status).toBe(200);
  const done = await json('PATCH', `/api/quotes/${listed.id}`, { status: 'completed' }, staff);
  expect(done.status).toBe(200);
  // Asking for service is the customer's act: a session verified with the e-mailed code.
  const portal = {
    cookie: await verifiedPortalCookie(app.url, app.dataDir, quote.estimateNumber, email),
  };
  return { estimateNumber: quote.estimateNumber as string, portal };
}

const alertsFor = async (estimateNumber: string) =>
  (await mail.to(OFFICE)).filter((m) =>
    (header(m, 'Subject') ?? '').startsWith(`[URGENT] Service request on ${estimateNumber}`),
  );
const acknowledgements = async (email: string) =>
  (await mail.to(email)).filter((m) =>
    (header(m, 'Subject') ?? '').startsWith('We received your service request'),
  );

describe('service request e-mails', () => {
  it('alert the office with the description and acknowledge the customer without it, once each', async () => {
    const email = 'service.request@example.com';
    const { estimateNumber, portal } = await completedJob(email);
    const description = 'Water dripping from the skylight in the kitchen since the storm.';
    const opened = await json(
      'POST',
      '/api/quotes/portal-session/service-requests',
      { requestType: 'leak', priority: 'urgent', description },
      portal,
    );
    expect(opened.status, await opened.clone().text()).toBe(201);

    await waitFor(
      async () =>
        (await alertsFor(estimateNumber)).length > 0 && (await acknowledgements(email)).length > 0
          ? true
          : undefined,
      10_000,
      `both e-mails of the service request on ${estimateNumber}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const office = await alertsFor(estimateNumber);
    const customer = await acknowledgements(email);
    expect(office).toHaveLength(1);
    expect(customer).toHaveLength(1);

    const [alert] = office as [Mail];
    expect(header(alert, 'Reply-To')).toBe(email);
    expect(alert.text).toContain(description);
    expect(alert.text).toContain('*** URGENT SERVICE REQUEST ***');
    expect(alert.text).toContain('Promise to the customer: a call within 2-4 hours');

    const [ack] = customer as [Mail];
    expect(header(ack, 'Subject')).toBe(`We received your service request (${estimateNumber})`);
    expect(ack.text).toContain('we will call you within 2-4 hours');
    expect(ack.text).toContain('Until we get there');
    expect(ack.text).not.toContain(description);
  });

  it('tell the office of a rating, a low one flagged for a call, once', async () => {
    const email = 'unhappy.rating@example.com';
    const { estimateNumber, portal } = await completedJob(email);
    const comments = 'Shingles left in the flower bed and nobody called back about the gutter.';
    const rated = await json(
      'POST',
      '/api/quotes/portal-session/feedback',
      { overallRating: 2, timelinessRating: 3, wouldRecommend: false, comments },
      portal,
    );
    expect(rated.status, await rated.clone().text()).toBe(201);
    const subject = `[Call the customer] Feedback on ${estimateNumber}: 2/5 from `;
    const notes = async () =>
      (await mail.to(OFFICE)).filter((m) => (header(m, 'Subject') ?? '').startsWith(subject));
    await waitFor(
      async () => ((await notes()).length > 0 ? true : undefined),
      10_000,
      `the office's note of the rating on ${estimateNumber}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const office = await notes();
    expect(office).toHaveLength(1);
    const [note] = office as [Mail];
    expect(header(note, 'Reply-To')).toBe(email);
    expect(note.text).toContain('*** CALL THIS CUSTOMER ***');
    expect(note.text).toContain(comments);
    // The customer saw their thanks in the portal: no e-mail goes to them.
    expect(
      (await mail.to(email)).filter((m) => (header(m, 'Subject') ?? '').includes('Feedback')),
    ).toHaveLength(0);
  });
});
