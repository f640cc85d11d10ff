import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  screenshot,
  TIMEOUT_MS,
  useBrowserApp,
} from '../support/browser.ts';
import { signInInBrowser } from '../support/staff-sign-in.ts';

/**
 * The contact form's messages in the back office: a homeowner writes from the public page; the
 * office finds the message in the dashboard's Leads view, its tab counting what is still to
 * answer, and marks it answered (who and when shown), the count going down.
 */
const ADMIN = { username: 'contact-inbox-admin', password: 'contact-inbox-e2e-2026' };
const MESSAGE =
  'Our screened porch roof sags after the nor’easter. Could someone look at it Friday?';

const { urlOf, openPage } = useBrowserApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});

describe('contact messages in the Leads view', () => {
  it(
    'shows a message sent from the site and marks it answered',
    async () => {
      const sent = await fetch(urlOf('/api/contacts'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Delia Hartman',
          phone: '904-555-0148',
          email: 'delia.hartman@example.com',
          subject: 'repair',
          message: MESSAGE,
          language: 'es',
        }),
      });
      expect(sent.status).toBe(201);

      const staff = await openPage();
      await staff.goto(urlOf('/admin'));
      await signInInBrowser(staff, ADMIN);
      await staff.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      const leads = staff.getByRole('region', { name: 'Leads', exact: true });
      const tab = leads.getByRole('tab', { name: 'Contact messages · 1 to answer' });
      await tab.click();

      const item = leads.getByRole('tabpanel').getByRole('listitem', {
        name: 'Delia Hartman · Repair',
      });
      await item.waitFor();
      const text = await item.textContent();
      expect(text).toContain(MESSAGE);
      expect(text).toContain('Wrote in Spanish');
      expect(text).toContain('To answer');
      expect(
        await item.getByRole('link', { name: 'delia.hartman@example.com' }).getAttribute('href'),
      ).toBe('mailto:delia.hartman@example.com');
      await expectNoSeriousAxeViolations(staff, 'the contact messages tab');
      await screenshot(staff, 'admin-contact-messages-1280', { fullPage: false });

      await item.getByRole('button', { name: 'Mark answered' }).click();
      await item
        .getByText(/^Answered by .+, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) ET$/)
        .waitFor();
      expect(await item.textContent()).toContain('Answered');
      await leads.getByRole('tab', { name: 'Contact messages', exact: true }).waitFor();

      // Read afresh: the mark is stored.
      await staff.reload();
      await staff.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await leads.getByRole('tab', { name: 'Contact messages', exact: true }).click();
      await item.getByRole('button', { name: 'Mark to answer' }).waitFor();
    },
    TIMEOUT_MS * 3,
  );
});
