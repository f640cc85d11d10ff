import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftNoisePng } from '../../services/messaging/test/support/crafted-images.ts';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { header, type Mail, mailbox } from '../support/mailbox.ts';
import { verifiedPortalCookie } from '../support/portal-verify.ts';
import { signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * The project conversation through the whole product: a quote request teaches the messaging
 * service who the customer is, the portal session (quote service, checked at the gateway) lets
 * the customer write and upload, staff answer with their session, and each side is e-mailed.
 */
let app: RunningApp;
const PASSWORD = 'a long office password';
const PUBLIC_URL = 'https://portal.shorefront.test';

beforeAll(async () => {
  app = await startEmbeddedApp({
    ADMIN_USERNAME: 'office',
    ADMIN_PASSWORD: PASSWORD,
    PUBLIC_URL,
  });
});
afterAll(async () => {
  await app?.close();
});

async function newEstimate(overrides: Parameters<typeof quoteRequest>[0] = {}) {
  const response = await fetch(`${app.url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest(overrides)),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { estimateNumber: string; email: string };
}

async function portalCookie(estimateNumber: string) {
  const response = await fetch(`${app.url}/api/quotes/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ estimateNumber: estimateNumber.toLowerCase() }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

async function staffSession() {
  return (await signInStaff(app.url, { username: 'office', password: PASSWORD })).headers;
}

const post = (headers: Record<string, string>, body: unknown) =>
  fetch(`${app.url}/api/project-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

function upload(headers: Record<string, string>, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return fetch(`${app.url}/api/project-messages/images`, { method: 'POST', headers, body: form });
}

const mailTo = (address: string, subject: string) =>
  waitFor(async () => {
    const found = (await mailbox(app.dataDir).to(address)).filter((mail) =>
      (header(mail, 'Subject') ?? '').includes(subject),
    );
    return found.length > 0 ? found : undefined;
  }, 10_000);

describe('project messages through the gateway', () => {
  it('carry the conversation between the portal and the office, with e-mail both ways', async () => {
    const { estimateNumber, email } = await newEstimate({ firstName: 'Lena', lastName: 'Okafor' });
    // Writing needs the session verified with the e-mailed code (issue 20).
    const customer = {
      cookie: await verifiedPortalCookie(app.url, app.dataDir, estimateNumber, email),
    };

    // The messaging service learns the customer from the quote's event (a moment after).
    const sent = await waitFor(async () => {
      const response = await post(customer, {
        estimateNumber,
        senderType: 'admin',
        senderName: 'Not Me',
        messageContent: 'Is Monday still on?',
      });
      return response.status === 201 ? response.json() : undefined;
    });
    expect(sent).toMatchObject({ senderType: 'customer', senderName: 'Lena Okafor' });
    const [alert] = await mailTo('office@shorefrontroofing.com', `(${estimateNumber})`);
    expect(header(alert as Mail, 'Reply-To')).toBe(email);
    expect(alert?.text).toContain('Is Monday still on?');
    expect(alert?.text).toContain(`${PUBLIC_URL}/admin/dashboard`);

    // An image well over the gateway's 100 KiB JSON limit goes through, stored and served.
    const photo = craftNoisePng(400);
    expect(photo.length).toBeGreaterThan(400 * 1024);
    const uploaded = await upload(customer, photo, 'roof.png');
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { imageUrl } = await uploaded.json();
    const image = await fetch(`${app.url}${imageUrl}`, { headers: customer });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // Re-encoded when stored (no metadata, within 2560 px): the same pixels, not the same bytes.
    const [servedPixels, sentPixels] = await Promise.all(
      [Buffer.from(await image.arrayBuffer()), photo].map((bytes) => sharp(bytes).raw().toBuffer()),
    );
    expect(servedPixels?.equals(sentPixels as Buffer)).toBe(true);
    expect((await fetch(`${app.url}${imageUrl}`)).status).toBe(401);
    const notAnImage = await upload(customer, Buffer.from('plain text'), 'notes.png');
    expect(notAnImage.status).toBe(415);
    expect((await notAnImage.json()).error.message).toBe('Please select an image file.');

    // Staff answer with their session and its token; the customer gets the text and a link
    // that opens the portal on this estimate.
    const staff = await staffSession();
    expect(
      (await post({ cookie: staff.cookie }, { estimateNumber, messageContent: 'Yes' })).status,
    ).toBe(403);
    const reply = await post(staff, {
      estimateNumber,
      messageContent: 'Yes, 8am Monday (crew of 4).',
    });
    expect(reply.status).toBe(201);
    expect(await reply.json()).toMatchObject({
      senderType: 'admin',
      senderName: 'Shorefront Roofing Team',
    });
    const [notice] = await mailTo(email, 'from your project team');
    expect(notice?.text).toMatch(
      new RegExp(`${PUBLIC_URL}\\/client-portal\\?t=[A-Za-z0-9_-]{20,}`),
    );
    expect(notice?.text).toContain('Yes, 8am Monday (crew of 4).');

    const unread = await fetch(
      `${app.url}/api/project-messages/${estimateNumber}/unread-count?senderType=customer`,
      { headers: customer },
    );
    expect(await unread.json()).toEqual({ count: 1 });
    const thread = await (
      await fetch(`${app.url}/api/project-messages/${estimateNumber}`, { headers: staff })
    ).json();
    expect(thread.map((message: { message: string }) => message.message)).toEqual([
      'Is Monday still on?',
      'Yes, 8am Monday (crew of 4).',
    ]);

    // Another estimate's session sees none of it.
    const other = await newEstimate();
    const stranger = { cookie: await portalCookie(other.estimateNumber) };
    expect(
      (await fetch(`${app.url}/api/project-messages/${estimateNumber}`, { headers: stranger }))
        .status,
    ).toBe(403);
    expect((await fetch(`${app.url}${imageUrl}`, { headers: stranger })).status).toBe(403);
  });
});
