import { describe, expect, it } from 'vitest';
import { screenshot, TIMEOUT_MS, useBrowserApp } from '../support/browser.ts';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { header, mailbox } from '../support/mailbox.ts';
import { verifiedCookieFor } from '../support/portal-verify.ts';
import { signInInBrowser } from '../support/staff-sign-in.ts';

/**
 * What the customer sends reaches the office, and what the office sends reaches the customer:
 * a photo from the portal shows in the dashboard's Communication tab as a picture that enlarges,
 * Recent Quotes counts the unread customer messages, and the team's message e-mail carries its
 * text and a link that opens the portal on that estimate.
 */
const ADMIN = { username: 'messages-admin', password: 'messages-e2e-password-2026' };
const PUBLIC_URL = 'https://www.shorefront.example';
const CUSTOMER = { firstName: 'Dana', lastName: 'Reyes', email: 'dana.reyes@example.com' };
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const { urlOf, openPage, running } = useBrowserApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_URL,
});

/** The customer, through the API as the portal does: a photo message and a text message. */
async function customerWrites(estimateNumber: string) {
  // Writing is the customer's act: a session verified with the e-mailed code (issue 20).
  const cookie = await verifiedCookieFor(urlOf(''), running().dataDir, estimateNumber);
  const form = new FormData();
  form.append(
    'file',
    new Blob([Buffer.from(ONE_PIXEL_PNG, 'base64')], { type: 'image/png' }),
    'roof.png',
  );
  const upload = await fetch(urlOf('/api/project-messages/images'), {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  expect(upload.status).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  for (const body of [
    { estimateNumber, messageContent: 'Shared a photo: roof.png', messageType: 'image', imageUrl },
    { estimateNumber, messageContent: 'The leak is above the kitchen.' },
  ]) {
    const posted = await fetch(urlOf('/api/project-messages'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(posted.status).toBe(201);
  }
}

describe('the project conversation between the office and the customer', () => {
  it(
    'shows a customer photo and the unread count to staff, and e-mails the team message with a portal link',
    async () => {
      const created = await fetch(urlOf('/api/quotes'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(quoteRequest(CUSTOMER)),
      });
      expect(created.status).toBe(201);
      const { estimateNumber } = (await created.json()) as { estimateNumber: string };
      await customerWrites(estimateNumber);

      const staff = await openPage();
      await staff.goto(urlOf('/admin'));
      await signInInBrowser(staff, ADMIN);
      await staff.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

      // Recent Quotes: the two customer messages nobody in the office has read.
      await staff.getByLabel('Search quotes').fill(estimateNumber);
      const list = staff.getByRole('region', { name: 'Quotes', exact: true });
      const row = list.getByRole('button', { name: new RegExp(estimateNumber) });
      await row.getByText('2 unread customer messages').waitFor();

      // Communication: the photo as a picture (it loads), not only its file name.
      await row.click();
      const workspace = staff.getByRole('region', { name: `Quote ${estimateNumber}` });

      // Scrolled at once to the foot of the job's details (taller than the window once its crew
      // and payments have loaded), the list is still in view beside them, one click from the next
      // job.
      await workspace.getByRole('tabpanel', { name: 'Quote Details' }).waitFor();
      const heading = staff.getByRole('heading', { name: 'Recent Quotes' });
      await expect
        .poll(
          async () => {
            const taller = await workspace.evaluate((element) => {
              const { bottom, height } = element.getBoundingClientRect();
              const top = window.scrollY + bottom - window.innerHeight;
              window.scrollTo({ top, behavior: 'instant' });
              return height > window.innerHeight;
            });
            const inView = await heading.evaluate((element) => {
              const { top, bottom } = element.getBoundingClientRect();
              return top >= 0 && bottom <= window.innerHeight;
            });
            return { taller, inView };
          },
          { timeout: 10_000 },
        )
        .toEqual({ taller: true, inView: true });
      await screenshot(staff, 'dashboard-list-beside-workspace', { fullPage: false });
      await workspace.getByRole('tab', { name: 'Communication' }).click();
      const messages = workspace.getByRole('region', { name: 'Messages', exact: true });
      const thumbnail = messages.getByRole('img', { name: 'Photo from Dana Reyes' });
      await thumbnail.waitFor();
      expect(await thumbnail.getAttribute('src')).toMatch(/^\/api\/project-messages\/images\//);
      await expect
        .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(1);

      // Clicking it opens the whole picture in a dialog; Escape closes it.
      await messages.getByRole('button', { name: 'Enlarge the photo from Dana Reyes' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Photo from Dana Reyes' });
      const full = dialog.getByRole('img', { name: 'Photo from Dana Reyes, full size' });
      await full.waitFor();
      await expect
        .poll(() => full.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      await staff.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // Shown is read: the count leaves the list.
      await row.getByText(/unread customer message/).waitFor({ state: 'detached' });

      // The team answers; the customer's e-mail carries the text and a link into the portal.
      const box = workspace.getByRole('textbox', { name: 'Message to the customer' });
      await box.fill('Thanks, Dana. Our crew will check the flashing above the kitchen.');
      await box.press('Enter');
      const mail = await waitFor(
        async () =>
          (await mailbox(running().dataDir).to(CUSTOMER.email)).find((candidate) =>
            (header(candidate, 'Subject') ?? '').includes('from your project team'),
          ),
        10_000,
        'the team message e-mail',
      );
      expect(mail.text).toContain('Our crew will check the flashing above the kitchen.');
      const link = new RegExp(
        `${PUBLIC_URL.replace(/\./g, '\\.')}(/client-portal\\?t=[A-Za-z0-9_-]{20,})`,
      ).exec(mail.text)?.[1];
      expect(link).toBeDefined();

      expect(mail.text).not.toContain(`number=${estimateNumber}`);
      // The link (a single-use token, not the number) opens that estimate in a browser that has
      // no portal session yet.
      const customer = await openPage();
      await customer.goto(urlOf(link as string));
      await customer.getByRole('heading', { name: 'Your Roofing Project' }).waitFor();
      expect(await customer.getByRole('main').textContent()).toContain(estimateNumber);
    },
    TIMEOUT_MS * 2,
  );
});
