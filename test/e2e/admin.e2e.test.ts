import type { Quote } from '@roofing/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  screenshot,
  TIMEOUT_MS,
  useBrowserApp,
  VIEWPORTS,
} from '../support/browser.ts';
import { quoteRequest } from '../support/factories.ts';
import { verifyInPage } from '../support/portal-verify.ts';
import { signInInBrowser } from '../support/staff-sign-in.ts';

/**
 * Browser checks of staff sign-in and the admin dashboard against the real product (embedded
 * mode): the server-checked guard, wrong and right passwords, finding a quote, scheduling the
 * visit and entering the estimate, a team message, logout, axe and screenshots.
 */
const ADMIN = { username: 'admin', password: 'correct-horse-battery-staple' };
// The site visit is typed in Jacksonville's time zone, whatever the machine's is.
const TIME_ZONE = 'America/New_York';
const { urlOf, openPage, running } = useBrowserApp(
  { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
  { contextOptions: { timezoneId: TIME_ZONE } },
);

/** Signs the admin in through the form, the second step included (enrolment the first time). */
async function signIn(page: Page) {
  await signInInBrowser(page, ADMIN);
}

async function createQuote(): Promise<Quote> {
  const response = await fetch(urlOf('/api/quotes'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest({ firstName: 'Marisol', lastName: 'Okafor' })),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Quote;
}

describe('staff sign-in', () => {
  it(
    'sends an anonymous visitor from the dashboard to /admin, whatever the browser keeps',
    async () => {
      const page = await openPage(VIEWPORTS.desktop);
      await page.goto(urlOf('/'));
      // A flag and a token in storage (the old guard's check) open nothing.
      await page.evaluate(() => {
        localStorage.setItem('adminAuthenticated', 'true');
        localStorage.setItem('adminToken', 'forged');
      });
      for (const path of ['/admin/dashboard', '/admin-dashboard']) {
        await page.goto(urlOf(path));
        await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/admin');
      }
    },
    TIMEOUT_MS,
  );

  it(
    'keeps submit disabled until both fields are filled, rejects a wrong password, passes axe',
    async () => {
      const page = await openPage(VIEWPORTS.desktop);
      await page.goto(urlOf('/admin'));
      const submit = page.getByRole('button', { name: 'Sign In' });
      await submit.waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel('Username').fill(ADMIN.username);
      expect(await submit.isDisabled()).toBe(true);
      await expect
        .poll(() => page.getByText('Access to this area is logged and monitored.').count())
        .toBe(1);

      // The show/hide toggle switches the password field's type.
      const password = page.getByLabel('Password', { exact: true });
      await password.fill('wrong-password-123');
      expect(await password.getAttribute('type')).toBe('password');
      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await password.getAttribute('type')).toBe('text');
      await page.getByRole('button', { name: 'Hide password' }).click();

      await submit.click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Invalid credentials. Please try again.' })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');

      await expectNoSeriousAxeViolations(page, '/admin');
      await screenshot(page, 'admin-login-desktop');
      const phone = await openPage(VIEWPORTS.phone);
      await phone.goto(urlOf('/admin'));
      await phone.getByRole('button', { name: 'Sign In' }).waitFor();
      await screenshot(phone, 'admin-login-phone');
    },
    TIMEOUT_MS,
  );
});

describe('admin dashboard', () => {
  it(
    'signs in, finds a quote, schedules the visit, enters the estimate, messages and logs out',
    async () => {
      const quote = await createQuote();
      const page = await openPage(VIEWPORTS.desktop);
      await page.goto(urlOf('/admin'));
      await signIn(page);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
      await page.getByText('Signed in as').getByText('Administrator').waitFor();
      await page.getByText('New this week').waitFor();

      // Find the quote by its estimate number.
      await page.getByLabel('Search quotes').fill(quote.estimateNumber);
      const list = page.getByRole('region', { name: 'Quotes', exact: true });
      await expect.poll(() => list.getByRole('button').count(), { timeout: 5000 }).toBe(1);
      await list.getByRole('button', { name: new RegExp(quote.estimateNumber) }).click();
      const workspace = page.getByRole('region', { name: `Quote ${quote.estimateNumber}` });
      await workspace.getByText('Quote Requested').first().waitFor();
      await workspace.getByText('· 25%').waitFor();

      // Admin Actions: schedule the site visit.
      await workspace.getByRole('tab', { name: 'Admin Actions' }).click();
      await workspace.getByLabel('Visit date and time').fill('2030-12-03T14:00');
      await workspace.getByRole('button', { name: 'Schedule Visit' }).click();
      await page.getByText(`${quote.estimateNumber} is now Site Visit Scheduled.`).waitFor();

      // Enter the estimate: the estimate becomes ready.
      await workspace.getByLabel('Estimate amount (USD)').fill('12450');
      await workspace
        .getByLabel('Proposal notes')
        .fill('Full tear-off and new architectural shingles.');
      await workspace.getByRole('button', { name: 'Save Estimate' }).click();
      await page.getByText(`${quote.estimateNumber} is now Estimate Ready.`).waitFor();

      await workspace.getByRole('tab', { name: 'Quote Details' }).click();
      await workspace.getByText('· 75%').waitFor();
      await workspace.getByText('$12,450.00').waitFor();
      await workspace.getByText('Dec 3, 2030, 2:00 PM ET', { exact: true }).waitFor();
      // The crew list does not say nothing is booked while the site visit is.
      await workspace
        .getByText(
          'The site visit on Dec 3, 2030, 2:00 PM ET has no crew member booked yet: Book visit sends one.',
        )
        .waitFor();
      // The list shows the new status too.
      await list.getByText('Estimate Ready').waitFor();

      // Communication: no messages yet, then a team message sent with Enter.
      await workspace.getByRole('tab', { name: 'Communication' }).click();
      await workspace.getByText('No messages yet').waitFor();
      const box = workspace.getByRole('textbox', { name: 'Message to the customer' });
      expect(await workspace.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true);
      await box.fill('We will see you on December 3rd.');
      await box.press('Enter');
      await workspace
        .getByRole('region', { name: 'Messages', exact: true })
        .getByText('We will see you on December 3rd.')
        .waitFor();
      expect(await box.inputValue()).toBe('');

      await expectNoSeriousAxeViolations(page, '/admin/dashboard');
      await screenshot(page, 'admin-dashboard-desktop');

      // The same session on a phone.
      const phone = await openPage(VIEWPORTS.phone, {
        storageState: await page.context().storageState(),
      });
      await phone.goto(urlOf('/admin-dashboard'));
      await phone.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await phone
        .getByRole('region', { name: 'Quotes', exact: true })
        .getByRole('button')
        .first()
        .click();
      await phone.getByRole('region', { name: /^Quote SFR-/ }).waitFor();
      await screenshot(phone, 'admin-dashboard-phone');

      // Logout: the notice, the login page, and the dashboard is closed again.
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByText('Logged Out').waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
      await page.goto(urlOf('/admin/dashboard'));
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin');
    },
    TIMEOUT_MS * 2,
  );
});

describe('the crew on a quote', () => {
  it(
    'books a visit and assigns a task to stored employees from the quote, and completes the task',
    async () => {
      const quote = await createQuote();
      const page = await openPage(VIEWPORTS.desktop);
      await page.goto(urlOf('/admin'));
      await signIn(page);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await page.getByLabel('Search quotes').fill(quote.estimateNumber);
      const list = page.getByRole('region', { name: 'Quotes', exact: true });
      await list.getByRole('button', { name: new RegExp(quote.estimateNumber) }).click();
      const workspace = page.getByRole('region', { name: `Quote ${quote.estimateNumber}` });
      const crew = workspace.getByRole('region', { name: 'Crew & schedule' });
      await crew.getByText('No crew visits booked for this job.').waitFor();
      await crew.getByText('No tasks assigned for this job.').waitFor();

      // A visit: the server names what is missing, then books it.
      await crew.getByRole('button', { name: 'Book visit' }).click();
      const visit = crew.getByRole('form', { name: 'Book a visit' });
      await visit.getByRole('button', { name: 'Book visit' }).click();
      await visit.getByText('Choose an employee').last().waitFor();
      await visit.getByLabel('Employee *').selectOption({ index: 1 });
      await visit.getByLabel('Visit *').selectOption('installation');
      await visit.getByLabel('Date *').fill('2030-12-02');
      await visit.getByLabel('Time (ET) *').fill('07:30');
      // Free text says its limit in the field (issue 19, item 7).
      await visit.getByText('Up to 1,000 characters.').waitFor();
      expect(await visit.getByLabel('Notes').getAttribute('maxlength')).toBe('1000');
      await visit.getByLabel('Notes').fill('Dumpster in the driveway the evening before.');
      await visit.getByRole('button', { name: 'Book visit' }).click();
      const visits = crew.getByRole('list', { name: 'Crew visits' }).locator(':scope > li');
      await visits
        .first()
        .getByText(/installation · Mon, Dec 2, 2030 at 7:30 AM ET/i)
        .waitFor();

      // A task, then completed from its status menu.
      await crew.getByRole('button', { name: 'Assign task' }).click();
      const task = crew.getByRole('form', { name: 'Assign a task' });
      await task.getByLabel('Employee *').selectOption({ index: 2 });
      await task.getByLabel('Task *').selectOption('tear_off');
      await task.getByLabel('Title *').fill('Tear off to the deck and re-nail to code');
      await task.getByLabel('Priority').selectOption('high');
      await task.getByRole('button', { name: 'Assign task' }).click();
      await crew
        .getByLabel('Status of Tear off to the deck and re-nail to code')
        .selectOption('completed');
      await expect
        .poll(
          async () => {
            const answer = await page.evaluate(
              (number) =>
                fetch(`/api/employee-tasks?estimateNumber=${number}`).then((r) => r.json()),
              quote.estimateNumber,
            );
            return answer.map((t: { status: string }) => t.status);
          },
          { timeout: 10_000 },
        )
        .toEqual(['completed']);
      await screenshot(page, 'dashboard-crew', { fullPage: false });
    },
    TIMEOUT_MS * 2,
  );
});

describe('after the job', () => {
  it(
    'completes an accepted job after confirming, records a payment; the customer sees warranties and payment, rates the job and asks for service; staff work the request; a re-open voids the warranties',
    async () => {
      const quote = await createQuote();
      const page = await openPage(VIEWPORTS.desktop);
      await page.goto(urlOf('/admin'));
      await signIn(page);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      const findQuote = async () => {
        await page.getByLabel('Search quotes').fill(quote.estimateNumber);
        const list = page.getByRole('region', { name: 'Quotes', exact: true });
        await list.getByRole('button', { name: new RegExp(quote.estimateNumber) }).click();
        return page.getByRole('region', { name: `Quote ${quote.estimateNumber}` });
      };
      let workspace = await findQuote();
      await workspace.getByRole('tab', { name: 'Admin Actions' }).click();
      const setStatus = async (label: string) => {
        await workspace.getByLabel('Status', { exact: true }).click();
        await page.getByRole('option', { name: label, exact: true }).click();
        await workspace.getByRole('button', { name: 'Update Status' }).click();
      };

      // An estimate of $0.00 is refused at its field, and nothing is saved.
      const amount = workspace.getByLabel('Estimate amount (USD)');
      await amount.fill('0');
      await workspace.getByRole('button', { name: 'Save Estimate' }).click();
      const amountError = workspace.getByText('Estimate amount must be more than $0.00');
      await amountError.waitFor();
      expect(await amount.getAttribute('aria-invalid')).toBe('true');
      expect(await amount.getAttribute('aria-describedby')).toBe(
        await amountError.getAttribute('id'),
      );
      await amount.fill('14250');
      await workspace.getByRole('button', { name: 'Save Estimate' }).click();
      await page.getByText(`${quote.estimateNumber} is now Estimate Ready.`).waitFor();

      // Completing asks first; an estimate nobody accepted is refused by the server.
      await setStatus('Completed');
      const confirm = page.getByRole('dialog', { name: `Mark ${quote.estimateNumber} completed?` });
      await confirm
        .getByText('issues its warranties and tells the customer by e-mail that their roof is done')
        .waitFor();
      await confirm.getByText('Workmanship:', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Complete Job & Issue Warranties' }).click();
      await workspace
        .getByRole('alert')
        .filter({ hasText: 'its estimate was never accepted' })
        .waitFor();
      // The customer accepted by phone: staff record it, then complete after confirming.
      await setStatus('Accepted');
      await page.getByText(`${quote.estimateNumber} is now Accepted.`).waitFor();
      await setStatus('Completed');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await workspace.getByRole('button', { name: 'Update Status' }).click();
      await confirm.getByRole('button', { name: 'Complete Job & Issue Warranties' }).click();
      await page.getByText(`${quote.estimateNumber} is now Completed.`).waitFor();

      await workspace.getByRole('tab', { name: 'Quote Details' }).click();
      const after = workspace.getByRole('region', { name: 'Payments & after the job' });
      await after.getByText(/materials 25 years/).waitFor();
      // Money is recorded in the Billing tab's ledger (issue 22), the same payments.
      await workspace.getByRole('tab', { name: 'Billing' }).click();
      const billing = workspace.getByRole('region', { name: 'Contract & billing' });
      await billing.getByRole('button', { name: 'Record payment' }).click();
      const payment = billing.getByRole('form', { name: 'Record a payment or refund' });
      await payment.getByLabel('Amount ($)').fill('');
      await payment.getByRole('button', { name: 'Record payment' }).click();
      await payment.getByText('Choose how the money came').waitFor();
      await payment.getByText('Enter an amount in dollars, e.g. 1500.00').waitFor();
      await payment.getByLabel('Method').selectOption('check');
      await payment.getByLabel('Amount ($)').fill('4275.50');
      await payment.getByLabel('Reference').fill('Check 1042');
      await payment.getByLabel('Note', { exact: true }).fill('Deposit received, thank you');
      await payment.getByRole('button', { name: 'Record payment' }).click();
      await billing.getByTestId('ledger-table').getByText('$4,275.50').waitFor();
      await workspace.getByRole('tab', { name: 'Quote Details' }).click();
      await after.getByText('($4,275.50 received)').waitFor();

      // The customer, in the client portal.
      const customer = await openPage(VIEWPORTS.phone);
      await customer.goto(urlOf('/client-portal'));
      await customer.getByLabel('Estimate number').fill(quote.estimateNumber);
      await customer.getByRole('button', { name: 'Access My Project' }).click();
      const card = customer.getByRole('region', { name: 'After the job' });
      await card.waitFor();
      // Rating the job and asking for service act for the customer: the session is verified
      // with the code e-mailed to the address on file first (issue 20).
      await verifyInPage(customer, urlOf('/'), running().dataDir, quote.estimateNumber);
      await card
        .getByRole('list', { name: 'Warranties' })
        .getByText('materials: 25 years')
        .waitFor();
      await card
        .getByRole('list', { name: 'Payments' })
        .getByText(/\$4,275\.50/)
        .waitFor();
      await card
        .getByRole('list', { name: 'Payments' })
        .getByText(/Deposit received, thank you/)
        .waitFor();
      const rate = card.getByRole('form', { name: 'Rate your project' });
      await rate.getByRole('button', { name: 'Send feedback' }).click();
      await rate.getByText('Rate the whole job from 1 to 5.').waitFor();
      await rate
        .getByRole('group', { name: 'The whole job *' })
        .getByRole('radio', { name: '5 out of 5' })
        .check({ force: true });
      await rate.getByLabel('Yes').check();
      await rate.getByLabel('Comments').fill('Crew cleaned up every evening. Great job.');
      await rate.getByRole('button', { name: 'Send feedback' }).click();
      await card.getByText('Thank you for rating your project 5 out of 5.').waitFor();
      const service = card.getByRole('form', { name: 'Request service' });
      await service.getByLabel('What do you need? *').selectOption('storm_damage');
      await service.getByLabel('How urgent?').selectOption('high');
      await service
        .getByLabel('What do you see? *')
        .fill('Two ridge caps blew off in last night’s storm.');
      await service.getByRole('button', { name: 'Request service' }).click();
      await card
        .getByRole('list', { name: 'Service requests' })
        .getByText(/storm damage · open/i)
        .waitFor();
      await customer
        .getByText('We e-mailed you a confirmation. Our service team will call you within 24 hours')
        .first()
        .waitFor();
      await expectNoSeriousAxeViolations(customer, '/client-portal after the job');
      await screenshot(customer, 'client-portal-after-the-job-phone');

      // Staff see the rating and the request, and resolve it.
      await page.reload();
      workspace = await findQuote();
      const again = workspace.getByRole('region', { name: 'Payments & after the job' });
      await again.getByText(/5\/5 overall · would recommend/).waitFor();
      await again.getByLabel('Status of the storm damage request').selectOption('resolved');
      await expect
        .poll(
          async () =>
            customer.evaluate(() =>
              fetch('/api/quotes/portal-session/after-sales')
                .then((r) => r.json())
                .then((view) => view.serviceRequests[0].status),
            ),
          { timeout: 10_000 },
        )
        .toBe('resolved');
      await again.scrollIntoViewIfNeeded();
      await screenshot(page, 'dashboard-after-the-job', { fullPage: false });

      // Re-opened: the warranties that completion issued are voided, for staff and the customer.
      await workspace.getByRole('tab', { name: 'Admin Actions' }).click();
      await setStatus('In Progress');
      await page.getByText(`${quote.estimateNumber} is now In Progress.`).waitFor();
      await workspace.getByRole('tab', { name: 'Quote Details' }).click();
      await workspace
        .getByRole('region', { name: 'Payments & after the job' })
        .getByText(/materials 25 years \(voided .*: the job was re-opened\)/)
        .waitFor();
      await customer.reload();
      await customer
        .getByRole('list', { name: 'Warranties' })
        .getByText('materials: 25 years (voided)')
        .waitFor();
    },
    TIMEOUT_MS * 2,
  );
});
