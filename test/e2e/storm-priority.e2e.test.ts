import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp } from '../support/browser.ts';
import { inspectionRequest, waitFor } from '../support/factories.ts';
import { signInInBrowser } from '../support/staff-sign-in.ts';

/**
 * Storm priority end to end (issue 26): with the storm banner off the office's inspection list is
 * newest first and nothing is badged; an admin switches the banner on from the dashboard and the
 * pending emergency moves to the top of the Leads view with a "Storm priority" badge and its
 * wait; switched off, the list is back to newest first without the badge.
 */
const ADMIN = { username: 'storm-priority-admin', password: 'storm-priority-e2e-2026' };
const TEXT = 'Hurricane Milton: we are answering emergency inspections and active leaks first';

const { urlOf, openPage } = useBrowserApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});

async function submit(urgencyLevel: 'routine' | 'emergency', description: string) {
  const created = await fetch(urlOf('/api/inspection-requests'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(inspectionRequest({ urgencyLevel, description })),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { requestNumber: string }).requestNumber;
}

async function saveBanner(staff: Page, on: boolean) {
  const panel = staff.getByRole('region', { name: 'Storm banner' });
  const box = panel.getByRole('checkbox', { name: 'Show the storm banner' });
  if ((await box.isChecked()) !== on) await box.click();
  if (on) await panel.getByLabel('Banner text (English)').fill(TEXT);
  await panel.getByRole('button', { name: 'Save storm banner' }).click();
  await panel
    .getByTestId('storm-state')
    .filter({ hasText: on ? /^On: switched by/ : /^Off: switched by/ })
    .waitFor();
}

/** The inspection requests as the Leads view lists them, read afresh (the page reloaded). */
async function inspectionList(staff: Page) {
  await staff.reload();
  await staff.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  const leads = staff.getByRole('region', { name: 'Leads', exact: true });
  await leads.getByRole('tab', { name: 'Inspection requests' }).click();
  const items = leads.getByRole('tabpanel').getByRole('listitem');
  await items.first().waitFor();
  return items;
}

/** Waits until the first request listed is `requestNumber` (the lead service hears of the banner by event). */
async function firstListed(staff: Page, requestNumber: string) {
  return waitFor(
    async () => {
      const items = await inspectionList(staff);
      const first = items.first();
      return (await first.textContent())?.includes(requestNumber) ? first : undefined;
    },
    30_000,
    `${requestNumber} at the top of the inspection list`,
  );
}

describe('storm priority in the Leads view', () => {
  it(
    'puts the pending emergency on top with a storm-priority badge and its wait while the banner is on',
    async () => {
      const emergency = await submit(
        'emergency',
        'Water is coming through the living room ceiling around the light fixture.',
      );
      const routine = await submit(
        'routine',
        'Shingles look curled on the south slope; would like a check before the season.',
      );

      const staff = await openPage();
      await staff.goto(urlOf('/admin'));
      await signInInBrowser(staff, ADMIN);
      await staff.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

      // The Leads view opens on the inspection requests, their tab counting the emergency.
      const leads = staff.getByRole('region', { name: 'Leads', exact: true });
      const tab = leads.getByRole('tab', {
        name: /^Inspection requests · \d+ emergenc(y|ies) waiting$/,
      });
      await tab.waitFor();
      expect(await tab.getAttribute('aria-selected')).toBe('true');

      // Banner off: newest first, no badge.
      const calm = await firstListed(staff, routine);
      expect(await calm.textContent()).not.toContain('Storm priority');
      expect(await staff.getByText('Storm priority').count()).toBe(0);

      await saveBanner(staff, true);
      const top = await firstListed(staff, emergency);
      const badge = top.getByText('Storm priority');
      await badge.waitFor();
      expect(await badge.textContent()).toMatch(/Storm priority · waiting \d+ min$/);
      expect(await top.textContent()).toContain('Water is coming through the living room ceiling');
      // The routine request follows, unbadged.
      const second = (await inspectionList(staff)).nth(1);
      expect(await second.textContent()).toContain(routine);
      expect(await second.textContent()).not.toContain('Storm priority');

      await saveBanner(staff, false);
      const after = await firstListed(staff, routine);
      expect(await after.textContent()).not.toContain('Storm priority');
      expect(await staff.getByText('Storm priority').count()).toBe(0);
    },
    TIMEOUT_MS * 3,
  );
});
