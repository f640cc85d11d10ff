import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp, VIEWPORTS } from '../support/browser.ts';
import { inspectionRequest, quoteRequest, waitFor } from '../support/factories.ts';
import { mailbox } from '../support/mailbox.ts';
import { signInInBrowser } from '../support/staff-sign-in.ts';

/**
 * Storm mode end to end (issue 26): an admin switches the storm banner on from the dashboard;
 * the landing page, /status and /es/status show it, with the inspection request a homeowner just
 * sent among the requests waiting; a quote request's acknowledgement carries it; switched off, it
 * is gone from the pages and from the next acknowledgement.
 */
const ADMIN = { username: 'storm-admin', password: 'storm-e2e-password-2026' };
const TEXT =
  'Hurricane Milton: we are answering emergency requests first; expect a call within 48 hours';

const { urlOf, openPage, running } = useBrowserApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});

async function saveBanner(staff: Page, on: boolean) {
  const panel = staff.getByRole('region', { name: 'Storm banner' });
  const box = panel.getByRole('checkbox', { name: 'Show the storm banner' });
  if ((await box.isChecked()) !== on) await box.click();
  if (on) await panel.getByLabel('Banner text (English)').fill(TEXT);
  await panel.getByRole('button', { name: 'Save storm banner' }).click();
  await panel
    .getByTestId('storm-state')
    .filter({ hasText: on ? /^On: switched by storm-admin/ : /^Off: switched by storm-admin/ })
    .waitFor();
}

/** A fresh visitor's view of a page (no cached answers from an earlier visit). */
async function visit(path: string) {
  const page = await openPage();
  await page.goto(urlOf(path));
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

async function acknowledgementFor(email: string) {
  const created = await fetch(urlOf('/api/quotes'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest({ email })),
  });
  expect(created.status).toBe(201);
  const mail = await waitFor(
    async () => (await mailbox(running().dataDir).to(email))[0],
    15_000,
    `the acknowledgement to ${email}`,
  );
  return mail.text.replace(/\s+/g, ' ');
}

/** Asks for an inspection and waits until the status figures (kept 15 s) count it as waiting. */
async function requestInspection(): Promise<number> {
  const created = await fetch(urlOf('/api/inspection-requests'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      inspectionRequest({
        urgencyLevel: 'emergency',
        description: 'Storm took shingles off the back slope; water is dripping into the hallway.',
      }),
    ),
  });
  expect(created.status).toBe(201);
  const waiting = async () =>
    (
      (await (await fetch(urlOf('/api/status'))).json()) as {
        waiting: { inspectionRequests: number };
      }
    ).waiting.inspectionRequests;
  await expect.poll(waiting, { timeout: 30_000 }).toBeGreaterThan(0);
  return waiting();
}

describe('storm mode', () => {
  it(
    'shows the office banner on the site, the status page and acknowledgements while on, and nowhere once off',
    async () => {
      // The lead service's request reaches the quote service's count through their events.
      const inspections = await requestInspection();
      const staff = await openPage();
      await staff.goto(urlOf('/admin'));
      await signInInBrowser(staff, ADMIN);
      await staff.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await saveBanner(staff, true);

      const home = await visit('/');
      const banner = home.getByRole('region', { name: 'Storm update' });
      await banner.waitFor();
      expect(await banner.textContent()).toContain(TEXT);
      // The home page's header lies over the hero: the banner is above its bar, not under it.
      const bannerBox = await banner.boundingBox();
      const logoBox = await home
        .getByRole('banner')
        .getByRole('link', { name: /home$/ })
        .first()
        .boundingBox();
      expect(bannerBox && logoBox && bannerBox.y + bannerBox.height <= logoBox.y).toBe(true);
      // On a phone the banner takes several lines: the hero starts below the taller header.
      for (const path of ['/', '/es']) {
        const phone = await openPage(VIEWPORTS.phone);
        await phone.goto(urlOf(path));
        await phone.getByRole('heading', { level: 1 }).waitFor();
        await phone.getByTestId('storm-banner').waitFor();
        await expect
          .poll(async () => {
            const header = await phone.getByRole('banner').first().boundingBox();
            const hero = await phone.locator('#home p').first().boundingBox();
            return header && hero ? hero.y - (header.y + header.height) : -1;
          })
          .toBeGreaterThanOrEqual(0);
        await phone.context().close();
      }

      const status = await visit('/status');
      await status.getByTestId('status-storm').filter({ hasText: TEXT }).waitFor();
      await status.getByTestId('status-waiting').waitFor();
      // The page says the banner's words itself: no banner over it linking to itself.
      expect(await status.getByTestId('storm-banner').count()).toBe(0);
      const inspectionsText = `${inspections} inspection request${inspections === 1 ? '' : 's'}`;
      expect(await status.getByTestId('status-waiting-detail').textContent()).toContain(
        inspectionsText,
      );
      const spanish = await visit('/es/status');
      await spanish
        .getByTestId('status-storm')
        .filter({ hasText: 'Estamos recibiendo muchas solicitudes por la tormenta' })
        .waitFor();
      const solicitudes = inspections === 1 ? 'solicitud' : 'solicitudes';
      expect(await spanish.getByTestId('status-waiting-detail').textContent()).toContain(
        `${inspections} ${solicitudes} de inspección`,
      );
      // Times as the rest of the Spanish site writes them ("7 a. m.-6 p. m."), not "6:03 PM ET".
      expect(await spanish.getByText(/^Calculado a las/).textContent()).toMatch(
        /^Calculado a las \d{1,2}:\d{2}\s[ap]\.\s?m\., hora del Este\.$/,
      );

      // The messaging service learns of the switch through its event: the next acknowledgement.
      const during = await waitFor(
        async () => {
          const text = await acknowledgementFor(`storm.on.${Date.now()}@example.com`);
          return text.includes(TEXT) ? text : undefined;
        },
        30_000,
        'an acknowledgement carrying the banner',
      );
      expect(during).toContain('Storm update from our office');

      await saveBanner(staff, false);
      const after = await visit('/');
      await after.getByRole('heading', { level: 1 }).waitFor();
      await expect
        .poll(async () => after.getByRole('region', { name: 'Storm update' }).count())
        .toBe(0);
      const calm = await visit('/status');
      await calm
        .getByTestId('status-storm')
        .filter({ hasText: 'No storm alert right now' })
        .waitFor();
      await expect
        .poll(async () =>
          (await acknowledgementFor(`storm.off.${Date.now()}@example.com`)).includes(TEXT),
        )
        .toBe(false);
    },
    TIMEOUT_MS * 3,
  );
});
