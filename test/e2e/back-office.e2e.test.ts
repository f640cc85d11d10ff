import { readFile } from 'node:fs/promises';
import { COMPANY_FOUNDED_YEAR } from '@roofing/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  screenshot,
  TIMEOUT_MS,
  useBrowserApp,
  VIEWPORTS,
  type Viewport,
} from '../support/browser.ts';
import { signInInBrowser } from '../support/staff-sign-in.ts';

/**
 * The back-office pages against the real product (embedded mode) with the sample data the
 * workforce service stores on its first start: the server-checked guard, each page's data,
 * each form, and an upload.
 */
const ADMIN = { username: 'admin', password: 'correct-horse-battery-staple' };
const { urlOf, openPage } = useBrowserApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});

/** A signed-in staff page at `path`. */
async function signedIn(path: string, viewport: Viewport = VIEWPORTS.desktop): Promise<Page> {
  const page = await openPage(viewport);
  await page.goto(urlOf('/admin'));
  await signInInBrowser(page, ADMIN);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.goto(urlOf(path));
  return page;
}

describe('the guard of the back-office pages', () => {
  it(
    'sends a browser with a forged flag and token but no session to /admin',
    async () => {
      const page = await openPage(VIEWPORTS.desktop);
      await page.goto(urlOf('/'));
      await page.evaluate(() => {
        localStorage.setItem('isAdminAuthenticated', 'true');
        localStorage.setItem('adminAuthenticated', 'true');
        localStorage.setItem('adminToken', 'forged');
      });
      await page.context().addCookies([{ name: 'sfr_staff', value: 'forged', url: urlOf('/') }]);
      for (const path of [
        '/employee-info',
        '/safety-info',
        '/employment-testing',
        '/document-management',
        '/admin/media',
      ]) {
        await page.goto(urlOf(path));
        await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
        expect(new URL(page.url()).pathname, path).toBe('/admin');
      }
    },
    TIMEOUT_MS,
  );
});

describe('Employee Information & Directory', () => {
  it(
    'lists the stored crew, searches, adds an employee through the form, changes a status and signs the code',
    async () => {
      const page = await signedIn('/employee-info');
      await page.getByRole('heading', { name: 'Employee Information & Directory' }).waitFor();
      const list = page.getByRole('list', { name: 'Employees' });
      await expect.poll(() => list.locator(':scope > li').count()).toBe(8);
      await page.getByText('Total Employees').waitFor();

      await page.getByLabel('Search employees').fill('safety');
      await expect.poll(() => list.locator(':scope > li').count()).toBe(1);
      await list.getByRole('heading', { name: 'Tanya Brooks' }).waitFor();
      await page.getByLabel('Search employees').fill('zzz-nobody');
      await page.getByText('No employees found').waitFor();
      await page.getByLabel('Search employees').fill('');

      // Add Employee: an empty submit names the fields, then a complete one is stored.
      await page.getByRole('button', { name: 'Add Employee' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Employee' });
      await dialog.getByRole('button', { name: 'Add Employee' }).click();
      await dialog.getByText('First name is required').waitFor();
      await dialog.getByLabel('First name').fill('Keon');
      await dialog.getByLabel('Last name').fill('Marsh');
      await dialog.getByLabel('Employee ID').fill('sfr-e009');
      await dialog.getByLabel('Email').fill('keon.marsh@shorefrontroofing.com');
      await dialog.getByLabel('Phone').first().fill('(904) 555-0100');
      await dialog.getByLabel('Position').fill('Roofing Installer');
      await dialog.getByLabel('Department').selectOption('Field Operations');
      // A hire date before the company existed is refused at its field, in words.
      await dialog.getByLabel('Hire date').fill('2009-05-01');
      await dialog.getByRole('button', { name: 'Add Employee' }).click();
      await dialog
        .getByText(
          `Hire date cannot be before ${COMPANY_FOUNDED_YEAR}, when the company was founded`,
        )
        .waitFor();
      await dialog.getByText('4 of 100 characters').first().waitFor();
      await dialog.getByLabel('Hire date').fill('2026-11-02');
      await dialog.getByLabel('Certifications').fill('OSHA 10-Hour Construction\nFall Protection');
      await screenshot(page, 'employee-info-add-form', { fullPage: false });
      await dialog.getByRole('button', { name: 'Add Employee' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => list.locator(':scope > li').count()).toBe(9);
      const keon = list.locator(':scope > li').filter({ hasText: 'Keon Marsh' });
      await keon.getByText('SFR-E009').waitFor();

      // A taken ID is refused at its field.
      await page.getByRole('button', { name: 'Add Employee' }).click();
      await dialog.getByLabel('First name').fill('Second');
      await dialog.getByLabel('Last name').fill('Person');
      await dialog.getByLabel('Employee ID').fill('SFR-E009');
      await dialog.getByLabel('Email').fill('second.person@shorefrontroofing.com');
      await dialog.getByLabel('Phone').first().fill('(904) 555-0102');
      await dialog.getByLabel('Position').fill('Laborer');
      await dialog.getByLabel('Department').selectOption('Field Operations');
      await dialog.getByLabel('Hire date').fill('2026-11-03');
      await dialog.getByRole('button', { name: 'Add Employee' }).click();
      await dialog.getByText('Another employee already has this employee ID').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();

      // Status change on the card, kept after a reload.
      await keon.getByLabel('Status of Keon Marsh').selectOption('on_leave');
      await keon.getByText('On Leave', { exact: true }).first().waitFor();
      await page.reload();
      await list
        .locator(':scope > li')
        .filter({ hasText: 'Keon Marsh' })
        .getByText('On Leave', { exact: true })
        .first()
        .waitFor();

      // The code of conduct, signed from the details.
      const row = list.locator(':scope > li').filter({ hasText: 'Keon Marsh' });
      await row.getByText('not signed yet').waitFor();
      await row.getByRole('button', { name: 'Details' }).click();
      const details = page.getByRole('dialog', { name: 'Keon Marsh' });
      for (const box of await details.getByRole('checkbox').all()) await box.check();
      await details.getByLabel(/Signature/).fill('Keon Marsh');
      await details.getByRole('button', { name: 'Sign the code of conduct' }).click();
      await details.getByText(/^Signed on/).waitFor();
      await details.getByRole('button', { name: 'Close' }).click();
      await row.getByText(/^signed /).waitFor();

      await expectNoSeriousAxeViolations(page, '/employee-info');
      await screenshot(page, 'employee-info-desktop');
      const phone = await signedIn('/employee-info', VIEWPORTS.phone);
      await phone
        .getByRole('list', { name: 'Employees' })
        .getByRole('heading', { name: 'Marcus Delgado' })
        .waitFor();
      await screenshot(phone, 'employee-info-phone');
    },
    TIMEOUT_MS * 2,
  );
});

describe('Safety information', () => {
  it(
    'shows the computed cards, reports an incident through the form, adds a photo, closes it, downloads a handout and opens a policy',
    async () => {
      const page = await signedIn('/safety-info');
      await page.getByRole('heading', { name: 'Safety Information' }).waitFor();
      await page.getByText('Emergency? Call 911 first.').waitFor();
      const figures = page.getByRole('region', { name: 'Safety figures' });
      await figures.getByText('45', { exact: true }).waitFor();
      await figures.getByText('Open Incidents').waitFor();
      await screenshot(page, 'safety-info-desktop');

      // Incident Reports: the search filters the list.
      await page.getByRole('tab', { name: 'Incident Reports' }).click();
      const reports = page.getByRole('list', { name: 'Incident reports' });
      await expect.poll(() => reports.locator(':scope > li').count()).toBe(5);
      await page.getByLabel('Search incidents').fill('ladder');
      await expect.poll(() => reports.locator(':scope > li').count()).toBe(1);
      await page.getByLabel('Search incidents').fill('');

      // New Incident Report: an empty submit names the fields, then a complete report is numbered.
      await page.getByRole('button', { name: 'New Incident Report' }).click();
      const form = page.getByRole('dialog', { name: 'Report Incident' });
      await form.getByRole('button', { name: 'Submit report' }).click();
      await form.getByText('Choose the type of incident').waitFor();
      await form.getByLabel('Time').fill('11:20');
      await form.getByLabel('Location (job site)').fill('77 Ocean Blvd, Atlantic Beach, FL 32233');
      await form.getByLabel('Employee involved').selectOption({ label: 'Luis Ortega (SFR-E003)' });
      await form.getByLabel('Type').selectOption('Struck By');
      await form.getByLabel('Severity').selectOption('minor');
      await form
        .getByLabel('What happened')
        .fill('A hammer slid off the roof and grazed a helper at the eave.');
      await form
        .getByLabel('Corrective actions (one per line)')
        .fill('Tool lanyards on steep roofs');
      // Each value says what is wrong with it, and free text shows its limit.
      await form.getByLabel('Work days lost').fill('400');
      await form.getByRole('button', { name: 'Submit report' }).click();
      await form.getByText('Work days lost must be a whole number between 0 and 365').waitFor();
      await form.getByLabel('Work days lost').fill('0');
      await form.getByText('59 of 5000 characters').waitFor();
      await screenshot(page, 'safety-incident-form', { fullPage: false });
      await form.getByRole('button', { name: 'Submit report' }).click();
      await form.waitFor({ state: 'detached' });
      const year = new Date().getFullYear();
      const created = reports
        .locator(':scope > li')
        .filter({ hasText: 'A hammer slid off the roof' });
      await created.getByRole('heading', { name: new RegExp(`^SI-${year}-\\d+$`) }).waitFor();
      await figures.getByText('0', { exact: true }).first().waitFor();

      // View it and upload a photo.
      const number = (await created.getByRole('heading').textContent()) as string;
      await created.getByRole('button', { name: `View ${number}` }).click();
      const view = page.getByRole('dialog', { name: number });
      await view.locator('input[type=file]').setInputFiles({
        name: 'eave.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
      await view.getByText('Photos (1)').waitFor();
      await view.getByRole('img', { name: /eave\.png/ }).waitFor();
      await view.getByRole('button', { name: 'Close' }).click();

      // Close it.
      await created.getByRole('button', { name: `Close ${number}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Close incident' }).click();
      await created.getByText('Closed', { exact: true }).waitFor();

      // Training Materials: the handout downloads as a file.
      await page.getByRole('tab', { name: 'Training Materials' }).click();
      const course = page
        .getByRole('list', { name: 'Training courses' })
        .locator(':scope > li')
        .first();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        course.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/-handout\.html$/);

      // Safety Policies: five policies and five forms that open real documents.
      await page.getByRole('tab', { name: 'Safety Policies' }).click();
      const policies = page.getByRole('region', { name: 'Safety Policies' }).getByRole('link');
      await expect.poll(() => policies.count()).toBe(5);
      await expect
        .poll(() =>
          page.getByRole('region', { name: 'Quick-Reference Forms' }).getByRole('link').count(),
        )
        .toBe(5);
      const [policy] = await Promise.all([
        page.context().waitForEvent('page'),
        policies.first().click(),
      ]);
      await policy.getByRole('heading', { name: 'Fall Protection Program' }).waitFor();

      await expectNoSeriousAxeViolations(page, '/safety-info');
      const phone = await signedIn('/safety-info', VIEWPORTS.phone);
      await phone.getByText('Days Without Incident').waitFor();
      await screenshot(phone, 'safety-info-phone');
    },
    TIMEOUT_MS * 2,
  );
});

describe('Employment Testing', () => {
  it(
    'shows stored results and templates, schedules a test, generates a skill test and saves it, records an assessment',
    async () => {
      const page = await signedIn('/employment-testing');
      await page.getByRole('heading', { name: 'Employment Testing', level: 1 }).waitFor();
      await page.getByText('Tests This Year').waitFor();
      const results = page.getByRole('table', { name: 'Test results' });
      await results.getByText('Marcus Delgado').first().waitFor();
      await page.getByLabel('Search results').fill('holloway');
      await expect.poll(() => results.locator('tbody tr').count()).toBe(1);
      await results.getByText('Expired').waitFor();
      await page.getByLabel('Search results').fill('');

      await page.getByRole('tab', { name: 'Test Templates' }).click();
      const templates = page.getByRole('list', { name: 'Test templates' }).locator(':scope > li');
      await expect.poll(() => templates.count()).toBe(5);
      await templates.filter({ hasText: 'Roofing Materials' }).getByText('Optional').waitFor();

      // Schedule Tests: an empty submit names the fields; a complete one is listed.
      await page.getByRole('tab', { name: 'Schedule Tests' }).click();
      const form = page.getByRole('form', { name: 'Schedule a test' });
      await form.getByRole('button', { name: 'Schedule Test' }).click();
      await form.getByText('Choose an employee').last().waitFor();
      await form.getByLabel('Employee').selectOption({ label: 'Jasmine Carter' });
      await form.getByLabel('Test').selectOption({ label: 'Quality Control' });
      await form.getByLabel('Date').fill('2030-03-04');
      await form.getByLabel('Time').fill('09:30');
      await form.getByRole('button', { name: 'Schedule Test' }).click();
      const upcoming = page.getByRole('list', { name: 'Upcoming tests' });
      await upcoming.getByText('Quality Control: Jasmine Carter').waitFor();

      // The AI Testing Assistant (the admin holds the testing permission): a generated skill test.
      const assistant = page.getByRole('region', { name: 'AI Testing Assistant' });
      await assistant
        .getByLabel('Employee')
        .selectOption({ label: 'Luis Ortega (Roofing Installer)' });
      await assistant.getByLabel('Skill test').selectOption({ label: 'Fall Protection' });
      await assistant.getByRole('button', { name: 'Generate Skill Test' }).click();
      const dialog = page.getByRole('dialog', { name: /^Skill test: Fall Protection/ });
      await dialog.waitFor();
      // The template's length and count, and plainly when the offline bank holds fewer.
      await dialog
        .getByText(/8 hours · 18 questions: the Fall Protection template asks 30/)
        .waitFor();
      const questions = dialog.getByRole('group');
      const count = await questions.count();
      expect(count).toBe(18);
      const save = dialog.getByRole('button', { name: 'Save result' });
      for (let i = 0; i < count - 1; i++) await questions.nth(i).getByRole('radio').first().check();
      expect(await save.isDisabled()).toBe(true);
      await questions
        .nth(count - 1)
        .getByRole('radio')
        .first()
        .check();
      await screenshot(page, 'employment-testing-generated-test', { fullPage: false });
      await save.click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: 'Test Results' }).click();
      await results.getByText('Fall Protection (generated)').waitFor();

      // Hiring Assessments: a new one is numbered and scored.
      await page.getByRole('tab', { name: 'Hiring Assessments' }).click();
      await page.getByRole('button', { name: 'New Assessment' }).click();
      const hiring = page.getByRole('dialog', { name: 'New Assessment' });
      await hiring.getByLabel('Candidate name').fill('Renee Park');
      await hiring.getByLabel('Position').fill('Estimator');
      await hiring.getByLabel('Email').fill('renee.park@example.com');
      await hiring.getByLabel('Phone').fill('(904) 555-0299');
      await hiring.getByLabel('Integrity score').fill('90');
      await hiring.getByLabel('Competence score').fill('70');
      await hiring.getByLabel('Attitude score').fill('180');
      await hiring.getByRole('button', { name: 'Save assessment' }).click();
      await hiring.getByText('Attitude score must be a whole number between 0 and 100').waitFor();
      await hiring.getByLabel('Attitude score').fill('80');
      await hiring.getByRole('button', { name: 'Save assessment' }).click();
      await hiring.waitFor({ state: 'detached' });
      await page
        .getByRole('list', { name: 'Hiring assessments' })
        .getByText('Renee Park')
        .waitFor();
      await page.getByText('Pass: 80').waitFor();

      await expectNoSeriousAxeViolations(page, '/employment-testing');
      await page.getByRole('tab', { name: 'Test Results' }).click();
      await screenshot(page, 'employment-testing-desktop');
      const phone = await signedIn('/employment-testing', VIEWPORTS.phone);
      await phone.getByText('Tests This Year').waitFor();
      await screenshot(phone, 'employment-testing-phone');
    },
    TIMEOUT_MS * 2,
  );
});

describe('Document management', () => {
  /** The library list of the page. */
  const libraryOf = (page: Page) =>
    page.getByRole('list', { name: 'Documents' }).locator(':scope > li');

  it(
    'lists the library, filters, uploads two files, downloads a confidential one and archives one',
    async () => {
      const page = await signedIn('/document-management');
      await page.getByRole('heading', { name: 'Document Management', level: 1 }).waitFor();
      const documents = libraryOf(page);
      await expect.poll(() => documents.count()).toBe(8);
      await page.getByRole('button', { name: 'safety', exact: true }).click();
      await expect.poll(() => documents.count()).toBe(1);
      await page.getByRole('button', { name: 'all', exact: true }).click();
      await page.getByLabel('Search documents').fill('no such paper anywhere');
      await page.getByText('No documents found').waitFor();
      await page.getByLabel('Search documents').fill('');
      await expect.poll(() => documents.count()).toBe(8);

      // Bulk Upload: two files in one go.
      await page.getByRole('button', { name: 'Bulk Upload' }).click();
      const upload = page.getByRole('dialog', { name: 'Bulk Upload' });
      await upload.getByLabel('Files *').setInputFiles([
        {
          name: 'permit-2026-118.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
        },
        {
          name: 'crew-roster.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('name,crew\nLuis Ortega,2\n'),
        },
      ]);
      await upload.getByLabel('Category *').selectOption('compliance');
      await upload.getByRole('button', { name: 'Upload' }).click();
      await upload.waitFor({ state: 'detached' });
      await expect.poll(() => documents.count()).toBe(10);
      await documents
        .filter({ hasText: 'permit-2026-118' })
        .getByText(/compliance · PDF/i)
        .waitFor();

      // Download a confidential one; archive one.
      const secret = documents.filter({ hasText: 'Q3 2026 Financial Summary' });
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        secret.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/\.html$/);
      await documents
        .filter({ hasText: 'Employee Handbook 2026' })
        .getByRole('button', { name: 'Archive' })
        .click();
      await expect.poll(() => documents.count()).toBe(9);
      await page
        .getByRole('region', { name: 'Quick actions' })
        .getByRole('button', { name: 'Archive' })
        .click();
      await page.getByRole('heading', { name: 'Archived documents' }).waitFor();
      await documents.filter({ hasText: 'Employee Handbook 2026' }).waitFor();
      await page.getByRole('button', { name: 'Back to Library' }).click();
      await expect.poll(() => documents.count()).toBe(9);

      await expectNoSeriousAxeViolations(page, '/document-management');
      await screenshot(page, 'document-management-desktop');
    },
    TIMEOUT_MS * 2,
  );

  it(
    'answers in the AI chat, generates a document in the wizard to HTML and PDF and saves it to the library',
    async () => {
      const page = await signedIn('/document-management');
      const documents = libraryOf(page);
      await expect.poll(() => documents.count()).toBe(9);

      // AI Chat: a request to create a document generates it; a question gets an answer.
      const assistant = page.getByRole('region', { name: 'AI Legal Document Assistant' });
      await assistant
        .getByLabel('Message the document assistant')
        .fill('Create a lien waiver for the Ortiz job at 412 Ocean Dr, Jacksonville Beach');
      await assistant.getByRole('button', { name: 'Send' }).click();
      await assistant.getByText(/Here is a draft/).waitFor();
      await assistant
        .getByLabel('Message the document assistant')
        .fill('What does Florida require on a roofing contract?');
      await assistant.getByRole('button', { name: 'Send' }).click();
      await expect
        .poll(() => assistant.locator('p', { hasText: /^Assistant:/ }).count())
        .toBeGreaterThanOrEqual(3);

      // Document Wizard: a type is required; then generate, download HTML and PDF, save.
      await assistant.getByRole('tab', { name: 'Document Wizard' }).click();
      const wizard = assistant.getByRole('form', { name: 'Document wizard' });
      await wizard.getByRole('button', { name: 'Generate Document' }).click();
      await wizard.getByText('Choose a document type first.').waitFor();
      await wizard.getByLabel('Document type *').selectOption('roofing-contract');
      // Prefill reads the details typed into the wizard's own fields, and says what it filled.
      await wizard
        .getByLabel('Additional details')
        .fill(
          'Gloria Ortiz at 88 Ponte Vedra Blvd, Ponte Vedra Beach FL 32082, tile re-roof for $38,900 starting January 12, 2027',
        );
      await wizard.getByRole('button', { name: 'Prefill with AI' }).click();
      await wizard
        .getByRole('status')
        .filter({ hasText: 'Filled Client name, Project address, Contract amount and Start date.' })
        .waitFor();
      expect(await wizard.getByLabel('Client name').inputValue()).toBe('Gloria Ortiz');
      expect(await wizard.getByLabel('Contract amount ($)').inputValue()).toBe('38900');
      expect(await wizard.getByLabel('Start date').inputValue()).toBe('2027-01-12');
      await wizard.getByRole('button', { name: 'Prefill with AI' }).click();
      await wizard
        .getByRole('status')
        .filter({ hasText: /^Nothing to add/ })
        .waitFor();
      await wizard.getByLabel('Client name').fill('Dana Whitfield');
      await wizard.getByLabel('Project address').fill('412 Ocean Dr, Jacksonville Beach, FL 32250');
      await wizard.getByLabel('Contract amount ($)').fill('18450');
      await wizard.getByRole('button', { name: 'Generate Document' }).click();
      const result = assistant.getByRole('region', { name: /^Generated:/ });
      await result.getByRole('button', { name: 'Download PDF' }).waitFor();
      await screenshot(page, 'document-management-wizard', { fullPage: false });
      const [html] = await Promise.all([
        page.waitForEvent('download'),
        result.getByRole('button', { name: 'Download HTML' }).click(),
      ]);
      expect(html.suggestedFilename()).toMatch(/\.html$/);
      const [pdf] = await Promise.all([
        page.waitForEvent('download', { timeout: TIMEOUT_MS }),
        result.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      expect((await readFile((await pdf.path()) as string)).subarray(0, 5).toString()).toBe(
        '%PDF-',
      );
      await result.getByRole('button', { name: 'Save to library' }).click();
      await expect.poll(() => documents.count()).toBe(10);
      await assistant.getByRole('tab', { name: 'Learning Insights' }).click();
      await assistant.getByText(/From your last 2 documents/).waitFor();
    },
    TIMEOUT_MS * 3,
  );

  it(
    'prints the library report and shows the security audit of confidential downloads',
    async () => {
      const page = await signedIn('/document-management');
      await libraryOf(page).first().waitFor();
      const [report] = await Promise.all([
        page.waitForEvent('download', { timeout: TIMEOUT_MS }),
        page.getByRole('button', { name: 'Generate Report' }).click(),
      ]);
      expect(report.suggestedFilename()).toMatch(/^document-library-report-.+\.pdf$/);
      await page.getByRole('button', { name: 'Security Audit' }).click();
      const audit = page.getByRole('dialog', { name: 'Security Audit' });
      await audit.getByText(/Q3 2026 Financial Summary: admin/).waitFor();
      await audit
        .getByText(/^admin from /)
        .first()
        .waitFor();
      await audit.getByRole('button', { name: 'Close' }).click();

      const phone = await signedIn('/document-management', VIEWPORTS.phone);
      await libraryOf(phone).first().waitFor();
      await screenshot(phone, 'document-management-phone');
    },
    TIMEOUT_MS * 2,
  );
});

describe('Site Photos', () => {
  it(
    'uploads a before/after job photo, chooses it for the gallery and hero, and the home page shows it',
    async () => {
      const sharp = (await import('sharp')).default;
      const jobPhoto = (r: number, g: number, b: number) =>
        sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r, g, b } } })
          .jpeg()
          .toBuffer();
      const page = await signedIn('/admin-dashboard');
      await page.getByRole('link', { name: 'Site Photos' }).click();
      await page.getByRole('heading', { name: 'Site Photos', level: 1 }).waitFor();
      await page.getByText('No photos yet.', { exact: false }).waitFor();

      const form = page.getByRole('form', { name: 'Upload a photo' });
      await form.getByRole('button', { name: 'Upload photo' }).click();
      await form.getByText('Choose a photo').waitFor();
      await form.getByText('Title is required').waitFor();
      await form.getByLabel('Photo *').setInputFiles({
        name: 'metal-roof-after.jpg',
        mimeType: 'image/jpeg',
        buffer: await jobPhoto(70, 110, 150),
      });
      await form.getByLabel('Before photo (optional)').setInputFiles({
        name: 'metal-roof-before.jpg',
        mimeType: 'image/jpeg',
        buffer: await jobPhoto(120, 90, 60),
      });
      // Each free-text field says its limit (issue 19, item 7), the Spanish ones as well.
      expect(await form.getByText('Up to 120 characters.').count()).toBe(3);
      expect(await form.getByText('Up to 200 characters.').count()).toBe(2);
      expect(await form.getByText('Up to 600 characters.').count()).toBe(2);
      await form.getByText('Left empty, the Spanish site shows the English text.').waitFor();
      await form.getByLabel('Title *').fill('Hurricane-rated metal re-roof');
      await form.getByLabel('Location *').fill('Atlantic Beach, FL');
      await form.getByLabel('Alt text *').fill('Grey standing-seam metal roof on a beach cottage');
      await form
        .getByLabel(/^Description(?! \(Spanish\))/)
        .fill('Worn shingles replaced with 24-gauge metal.');
      await form.getByLabel('Show in the hero').check();
      await form.getByRole('button', { name: 'Upload photo' }).click();
      const photos = page.getByRole('list', { name: 'Site photos' }).locator(':scope > li');
      // Uploading and resizing two photos takes a moment on a busy machine.
      await photos.first().waitFor({ timeout: TIMEOUT_MS / 2 });
      expect(await photos.count()).toBe(1);
      await photos
        .first()
        .getByText(/Atlantic Beach, FL · \d{4} · before\/after/)
        .waitFor();
      await expect(photos.first().getByLabel('Gallery').isChecked()).resolves.toBe(true);
      await expect(photos.first().getByLabel('Hero').isChecked()).resolves.toBe(true);
      await expectNoSeriousAxeViolations(page, '/admin/media');
      await screenshot(page, 'site-photos-desktop');

      // The home page now shows the photo in the gallery (resized WebP) and behind the hero.
      const home = await openPage(VIEWPORTS.desktop);
      await home.goto(urlOf('/'));
      const hero = home.locator('#home img[srcset*="/api/media/images/"]');
      await expect.poll(() => hero.count(), { timeout: 10_000 }).toBe(1);
      await home.locator('#gallery').scrollIntoViewIfNeeded();
      const slide = home.getByRole('img', {
        name: 'Grey standing-seam metal roof on a beach cottage',
      });
      await slide.waitFor();
      await expect
        .poll(() => slide.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await slide.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
      await home.getByRole('heading', { name: 'Hurricane-rated metal re-roof' }).waitFor();
      await home
        .getByRole('img', { name: 'Before the work: Hurricane-rated metal re-roof' })
        .waitFor();
      await screenshot(home, 'site-photos-home-gallery', { fullPage: false });

      // Taken out of the gallery, the illustrations come back.
      await photos.first().getByLabel('Gallery').uncheck();
      await expect
        .poll(async () => (await (await fetch(urlOf('/api/media/site'))).json()).gallery.length, {
          timeout: 10_000,
        })
        .toBe(0);
    },
    TIMEOUT_MS * 2,
  );
});
