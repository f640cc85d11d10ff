import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { addCalendarDays, easternToday } from '@roofing/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, TIMEOUT_MS, VIEWPORTS } from '../support/browser.ts';
import { acceptAndSignInPortal } from '../support/contract-signing.ts';
import { TRUTH_ADMIN, useCustomerFixtures } from '../support/customer-fixtures.ts';
import { waitFor } from '../support/factories.ts';
import { header, mailbox } from '../support/mailbox.ts';
import { completeBrowserSignIn, signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Issue 23, end to end in a real browser: a signed job with a 25 % deposit received 25 days ago
 * (the deposit clock warns: 5 days left to apply for the permit); two damage photos uploaded and
 * marked; a photo report made and shared; an insurance claim with its adjuster and the carrier's
 * figures; a supplement with the two photos, approved in part, the totals following; an insurer
 * check in the job's ledger; the claim packet printed; the permit applied for and issued, its
 * dry-in inspection failed then passed and the final passed — the homeowner's portal and e-mails
 * showing each step. The PDFs are rendered to PNG under SHOTS to be looked at.
 */
const run = promisify(execFile);
const SHOTS = process.env.PAPERWORK_SHOTS_DIR ?? '/tmp/shots-paperwork';

let app: RunningApp;
let browser: Browser;
let customer: Page;
let staff: Page;
let staffApi: { cookie: string; token: string };

beforeAll(async () => {
  app = await startEmbeddedApp({
    ADMIN_USERNAME: TRUTH_ADMIN.username,
    ADMIN_PASSWORD: TRUTH_ADMIN.password,
  });
  browser = await launchChromium();
  customer = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  staff = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  await mkdir(SHOTS, { recursive: true });
  staffApi = await signInStaff(app.url, TRUTH_ADMIN);
}, TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const urlOf = (path: string) => new URL(path, app.url).href;
const { createQuote, staffPatch, openPortal } = useCustomerFixtures(urlOf, () => app.dataDir);

async function api(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(urlOf(path), {
    method: init.method ?? 'GET',
    headers: {
      cookie: staffApi.cookie,
      'x-csrf-token': staffApi.token,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return response;
}

/** A roof-like JPEG: shingle rows, a darker patch where the wind took the tabs. */
async function roofPhoto(shade: number): Promise<Buffer> {
  const rows = Array.from(
    { length: 12 },
    (_, row) =>
      `<rect x="0" y="${row * 80}" width="1600" height="76" fill="rgb(${shade},${shade - 10},${shade - 20})"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="960">${rows}<rect x="600" y="300" width="360" height="220" fill="#3b2f2a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function pdfToPng(path: string, name: string) {
  const response = await api(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  const pdf = Buffer.from(await response.arrayBuffer());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await writeFile(`${SHOTS}/${name}.pdf`, pdf);
  await run('pdftoppm', ['-png', '-r', '60', `${SHOTS}/${name}.pdf`, `${SHOTS}/${name}`]);
}

const mailTo = async (to: string, subject: string) =>
  waitFor(
    async () =>
      (await mailbox(app.dataDir).to(to)).find((mail) =>
        (header(mail, 'Subject') ?? '').startsWith(subject),
      ),
    30_000,
    `the e-mail "${subject}"`,
  );

let estimateNumber = '';
let quoteId = 0;
let customerEmail = '';
let workspace: Locator;

async function openTab(name: string) {
  await workspace.getByRole('tab', { name, exact: true }).click();
}

describe.sequential('storm-season paperwork on one job', () => {
  it(
    'a job signed with a 25 % deposit received 25 days ago: the deposit clock warns the office',
    async () => {
      const quote = await createQuote();
      estimateNumber = quote.estimateNumber;
      quoteId = quote.id;
      const deposit = await api(`/api/invoices/deposit-terms/${quoteId}`, {
        method: 'PUT',
        body: { kind: 'percent', percent: 25 },
      });
      expect(deposit.status, await deposit.clone().text()).toBe(200);
      await staffPatch(quoteId, {
        estimateAmount: 14250.5,
        proposalNotes: 'Full tear-off and architectural shingles after Hurricane Milton.',
      });
      const [found] = await (await api(`/api/quotes?search=${estimateNumber}`)).json();
      customerEmail = found.email;
      await openPortal(customer, estimateNumber);
      await acceptAndSignInPortal(customer, {
        estimateNumber,
        dataDir: app.dataDir,
        signerName: 'Maria Lopez',
        acceptLabel: 'Yes, accept for $14,250.50',
      });
      const billing = await (await api(`/api/invoices/jobs/${quoteId}`)).json();
      const depositInvoice = billing.invoices.find(
        (invoice: { kind: string }) => invoice.kind === 'deposit',
      );
      const check = await api(`/api/payments/quote/${quoteId}`, {
        method: 'POST',
        body: {
          method: 'check',
          amountCents: Math.round(Number(depositInvoice.total) * 100),
          invoiceNumber: depositInvoice.number,
          reference: 'Check 2210',
          receivedOn: addCalendarDays(easternToday(), -25),
        },
      });
      expect(check.status, await check.clone().text()).toBe(201);

      await staff.goto(urlOf('/admin'));
      await staff.getByLabel('Username').fill(TRUTH_ADMIN.username);
      await staff.getByLabel('Password', { exact: true }).fill(TRUTH_ADMIN.password);
      await completeBrowserSignIn(staff, TRUTH_ADMIN);
      await staff.getByLabel('Search quotes').fill(estimateNumber);
      const list = staff.getByRole('region', { name: 'Quotes', exact: true });
      await list.getByRole('button', { name: new RegExp(estimateNumber) }).click();
      workspace = staff.getByRole('region', { name: `Quote ${estimateNumber}` });
      await openTab('Permit');
      const permitTab = staff.getByTestId('job-permit');
      await permitTab.getByRole('button', { name: 'Open permit' }).click();
      const warnings = permitTab.getByTestId('permit-clock-warnings');
      await warnings.waitFor();
      expect(await warnings.textContent()).toMatch(/5 days left/);
      expect(await permitTab.getByLabel('Jurisdiction').first().inputValue()).toBe(
        'City of Jacksonville Beach',
      );
      await staff.screenshot({ path: `${SHOTS}/01-deposit-clock-warns.png`, fullPage: true });

      // The permits board lists it (to apply, in its jurisdiction) and opens the job from there.
      await staff.getByRole('link', { name: 'Permits', exact: true }).click();
      const row = staff.getByTestId(`permit-row-${estimateNumber}`);
      await row.waitFor();
      expect(await row.textContent()).toContain('City of Jacksonville Beach');
      await staff.getByLabel('Jurisdiction').selectOption('City of Jacksonville Beach');
      await row.waitFor();
      await staff.screenshot({ path: `${SHOTS}/01b-permits-board.png`, fullPage: true });
      await row.getByRole('link', { name: new RegExp(`${estimateNumber}.*open the job`) }).click();
      await staff.getByTestId('job-permit').getByTestId('permit-clock-warnings').waitFor();
    },
    TIMEOUT_MS * 3,
  );

  it(
    'two damage photos are uploaded with progress, one is marked, and a photo report is shared',
    async () => {
      await openTab('Photos');
      const photos = staff.getByTestId('job-photos');
      const upload = photos.getByRole('form', { name: 'Upload job photos' });
      await upload.getByLabel('Category').selectOption('damage');
      await upload.getByLabel('Photos').setInputFiles([
        { name: 'ridge.jpg', mimeType: 'image/jpeg', buffer: await roofPhoto(150) },
        { name: 'valley.jpg', mimeType: 'image/jpeg', buffer: await roofPhoto(170) },
      ]);
      await upload.getByRole('button', { name: 'Upload photos' }).click();
      await photos.getByText('2 uploaded.').waitFor({ timeout: 30_000 });
      await photos.getByTestId('job-photo').nth(1).waitFor();
      expect(await photos.getByTestId('job-photo').count()).toBe(2);

      // Captions, so the supplement and the packet name them.
      const cards = photos.getByTestId('job-photo');
      for (const [index, caption] of [
        'Creased tabs at the ridge',
        'Lifted shingles in the valley',
      ].entries()) {
        await cards
          .nth(index)
          .getByRole('button', { name: /^Edit details of/ })
          .click();
        const form = photos.getByRole('form', { name: /^Edit details of/ });
        await form.getByLabel('Caption').fill(caption);
        await form.getByRole('button', { name: 'Save photo' }).click();
        await photos.getByText(caption).first().waitFor();
      }

      // A circle on the first photo, drawn without dragging, kept as data.
      await photos.getByRole('button', { name: 'Draw marks on Creased tabs at the ridge' }).click();
      const editor = staff.getByRole('dialog', { name: 'Marks on Creased tabs at the ridge' });
      await editor.getByRole('button', { name: 'Circle', exact: true }).click();
      await editor.getByRole('button', { name: /^Add circle in the middle/ }).click();
      await editor.getByRole('button', { name: 'Save marks' }).click();
      await editor.waitFor({ state: 'detached' });
      const stored = await (await api(`/api/job-photos/quote/${quoteId}`)).json();
      expect(stored.some((photo: { marks: unknown[] }) => photo.marks.length === 1)).toBe(true);

      await photos.getByRole('button', { name: 'Choose all for the report' }).click();
      const builder = photos.getByRole('form', { name: 'Make a photo report' });
      await builder.getByLabel('Title').fill('Storm damage inspection after Hurricane Milton');
      await builder
        .getByLabel('Roof summary')
        .fill('Architectural shingle roof, about 14 years old, 6/12 pitch, one layer.');
      await builder
        .getByLabel('Findings')
        .fill('Creased and lifted tabs along the ridge and in the north valley; exposed nails.');
      await builder
        .getByLabel('Recommendations')
        .fill('Replace the roof covering; the damaged shingles cannot be matched or resealed.');
      await builder.getByRole('button', { name: 'Make report' }).click();
      await photos.getByRole('link', { name: 'Open the report PDF' }).waitFor({ timeout: 60_000 });
      await photos
        .getByRole('button', {
          name: 'Share with homeowner: Storm damage inspection after Hurricane Milton',
        })
        .click();
      const share = staff.getByRole('dialog');
      await share.getByLabel('Note to the homeowner').fill('Photos from Tuesday’s inspection.');
      await share.getByRole('button', { name: 'Share report' }).click();
      await photos.getByText(/Shared with homeowner/).waitFor();
      await staff.screenshot({ path: `${SHOTS}/02-photos.png`, fullPage: true });

      const [report] = await (await api(`/api/job-photos/quote/${quoteId}/reports`)).json();
      await pdfToPng(`/api/job-photos/reports/${report.id}/pdf`, 'photo-report');
      await mailTo(customerEmail, `Your roof inspection photo report is ready (${estimateNumber})`);
    },
    TIMEOUT_MS * 3,
  );

  it(
    'a claim with its adjuster and figures; a supplement with the two photos approved in part; an insurer check in the ledger; the packet printed',
    async () => {
      await openTab('Claim');
      const claim = staff.getByTestId('job-claim');
      await claim.getByRole('button', { name: 'Add insurance claim' }).click();
      const form = claim.getByRole('form', { name: 'Add an insurance claim' });
      await form.getByLabel('Insurance carrier').fill('Citizens Property Insurance');
      await form.getByLabel('Policy number').fill('CPIC-HO3-4471902');
      await form.getByLabel('Claim number').fill('2026-CL-118734');
      await form.getByLabel('Date of loss').fill(addCalendarDays(easternToday(), -40));
      await form.getByLabel('Cause of loss').selectOption('named-storm');
      await form.getByLabel('Storm name').fill('Hurricane Milton');
      await form.getByLabel('Adjuster name').fill('Greg Tanner');
      await form.getByLabel('Adjuster company').fill('Pilot Catastrophe Services');
      await form.getByLabel('Adjuster phone').fill('(904) 555-0142');
      await form.getByLabel('Adjuster e-mail').fill('gtanner@pilotcat.example.com');
      await form
        .getByLabel('Inspection date and time')
        .fill(`${addCalendarDays(easternToday(), -30)}T09:30`);
      await form.getByLabel('Deductible is').selectOption('percent');
      await form.getByLabel('Deductible (%)').fill('2');
      await form.getByLabel('Dwelling limit, Coverage A ($)').fill('300000');
      await form.getByLabel('Replacement cost value, RCV ($)').fill('12400');
      await form.getByLabel('Actual cash value, ACV ($)').fill('9300');
      await form.getByLabel('Recoverable depreciation ($)').fill('3100');
      await form.getByLabel('Overhead and profit, O&P ($)').fill('1240');
      await form.getByRole('button', { name: 'Add claim' }).click();
      await claim.getByTestId('claim-facts').waitFor();
      expect(await claim.getByTestId('deductible-payer').textContent()).toContain(
        'Paid by the homeowner',
      );
      expect(await claim.getByTestId('claim-total-deductible').textContent()).toContain(
        '$6,000.00',
      );

      await claim.getByRole('button', { name: 'New supplement' }).click();
      const supplement = claim.getByRole('form', { name: 'New supplement' });
      await supplement
        .getByLabel('Reason')
        .fill(
          'Drip edge omitted from the carrier scope; the Florida Building Code requires it at re-roof.',
        );
      const line = supplement.getByRole('group', { name: 'Line 1' });
      await line.getByLabel('Description').fill('Drip edge, aluminum');
      await line.getByLabel('Quantity').fill('240');
      await line.getByLabel('Unit', { exact: true }).selectOption('LF');
      await line.getByLabel('Unit price ($)').fill('3.25');
      const evidence = supplement.getByRole('group', { name: 'Evidence photos' });
      await evidence.getByRole('checkbox', { name: /Creased tabs at the ridge/ }).check();
      await evidence.getByRole('checkbox', { name: /Lifted shingles in the valley/ }).check();
      await supplement.getByRole('button', { name: 'Create supplement' }).click();
      const card = claim.getByTestId('supplement-1');
      await card.waitFor();
      await card.getByRole('button', { name: 'Submit supplement 1' }).click();
      await claim.getByRole('button', { name: 'Submit to carrier' }).click();
      await card.getByRole('button', { name: 'Record decision on supplement 1' }).click();
      const decision = claim.getByRole('form', { name: 'Record the decision on supplement 1' });
      await decision.getByLabel("Carrier's decision").selectOption('partly-approved');
      await decision.getByLabel('Approved amount ($)').fill('520');
      await decision.getByRole('button', { name: 'Record decision' }).click();
      await claim.getByTestId('claim-total-supplements-approved').getByText('$520.00').waitFor();
      // Computed: 12,400 + 520 approved, less the 6,000 deductible, is what the insurer owes.
      expect(await claim.getByTestId('claim-total-insurer-still-to-pay').textContent()).toContain(
        '$6,920.00',
      );

      await claim.getByRole('button', { name: 'Record insurer payment' }).click();
      const payment = claim.getByRole('form', { name: 'Record an insurer payment' });
      await payment.getByLabel('What it pays for').selectOption('acv');
      await payment.getByLabel('Amount ($)').fill('3300');
      await payment.getByLabel('Check number').fill('0088123');
      await payment.getByRole('button', { name: 'Record insurer payment' }).click();
      await claim.getByTestId('insurer-payments').getByText('$3,300.00').waitFor();
      expect(await claim.getByTestId('claim-total-insurer-still-to-pay').textContent()).toContain(
        '$3,620.00',
      );
      // One ledger, one balance: the insurer's check is in the job's billing.
      const jobBilling = await (await api(`/api/invoices/jobs/${quoteId}`)).json();
      expect(
        jobBilling.ledger.some(
          (entry: { method: string; amount: string }) =>
            entry.method === 'insurer_check' && entry.amount === '3300.00',
        ),
      ).toBe(true);
      await staff.screenshot({ path: `${SHOTS}/03-claim.png`, fullPage: true });

      await claim.getByRole('button', { name: 'Claim packet' }).click();
      const packet = staff.getByRole('dialog', { name: 'Claim packet' });
      await packet.getByLabel('Supplement').selectOption({ index: 1 });
      await packet.getByLabel('Photo report to attach').selectOption({ index: 1 });
      for (const box of await packet.getByRole('checkbox').all()) await box.check();
      const [popup] = await Promise.all([
        staff.waitForEvent('popup', { timeout: 60_000 }).catch(() => null),
        packet.getByRole('button', { name: 'Print packet' }).click(),
      ]);
      await popup?.close();
      await claim.getByTestId('claim-packets').getByRole('link', { name: 'Open PDF' }).waitFor();
      const claimRecord = await (await api(`/api/claims/quote/${quoteId}`)).json();
      const [printed] = await (await api(`/api/claims/${claimRecord.id}/packets`)).json();
      expect(printed.pageCount).toBeGreaterThanOrEqual(5);
      await pdfToPng(`/api/claims/packets/${printed.id}/pdf`, 'claim-packet');
    },
    TIMEOUT_MS * 4,
  );

  it(
    'the permit is applied for and issued, its dry-in fails then passes, the final passes; the homeowner sees and is told each step',
    async () => {
      await openTab('Permit');
      const permit = staff.getByTestId('job-permit');
      const details = permit.getByRole('form', { name: 'Permit details' });
      await details.getByLabel('Permit number').fill('RR-26-04417');
      await details.getByLabel('Applied on').fill(addCalendarDays(easternToday(), -3));
      await details.getByRole('button', { name: 'Save permit' }).click();
      await permit
        .getByTestId('permit-stage')
        .and(permit.locator('[data-stage="applied"]'))
        .waitFor();
      await expect.poll(() => permit.getByTestId('permit-clock-warnings').count()).toBe(0);

      await details.getByLabel('Issued on').fill(addCalendarDays(easternToday(), -1));
      await details.getByLabel('Expires on').fill(addCalendarDays(easternToday(), 179));
      await details.getByRole('button', { name: 'Save permit' }).click();
      await permit.locator('[data-stage="issued"]').waitFor();
      await mailTo(customerEmail, 'Your roofing permit is issued: permit RR-26-04417');

      const schedule = async (kind: 'dry-in' | 'final') => {
        await permit.getByRole('button', { name: 'Schedule inspection' }).click();
        const form = permit.getByRole('form', { name: 'Schedule inspection' });
        await form.getByLabel('Inspection', { exact: true }).selectOption(kind);
        await form.getByLabel('Scheduled on').fill(easternToday());
        await form.getByLabel('Inspector').fill('D. Alvarez');
        await form.getByRole('button', { name: 'Schedule inspection' }).click();
      };
      const record = async (kind: string, result: 'pass' | 'fail', notes?: string) => {
        const item = permit
          .getByTestId('permit-inspections')
          .locator(`[data-kind="${kind}"][data-result="scheduled"]`);
        await item.getByRole('button', { name: /^Record result/ }).click();
        const form = permit.getByRole('form', { name: /^Record result/ });
        await form.getByLabel('Result', { exact: true }).selectOption(result);
        if (notes) await form.getByLabel("Inspector's notes").fill(notes);
        await form.getByRole('button', { name: 'Record result', exact: true }).click();
        await permit
          .getByTestId('permit-inspections')
          .locator(`[data-kind="${kind}"][data-result="${result}"]`)
          .first()
          .waitFor();
      };

      await schedule('dry-in');
      await record(
        'dry-in',
        'fail',
        'Cap nails missing at the eave; add cap nails 12 inches on center along the first course.',
      );
      await mailTo(customerEmail, `Your roof's`);
      await permit.getByRole('button', { name: /^Schedule re-inspection/ }).click();
      const again = permit.getByRole('form', { name: /re-inspection/i });
      await again.getByLabel('Scheduled on').fill(easternToday());
      await again.getByRole('button', { name: 'Schedule re-inspection', exact: true }).click();
      await record('dry-in', 'pass');
      await permit.locator('[data-stage="dry-in-passed"]').waitFor();
      await schedule('final');
      await record('final', 'pass');
      await permit.locator('[data-stage="final-passed"]').waitFor();
      await staff.screenshot({ path: `${SHOTS}/04-permit.png`, fullPage: true });
      await mailTo(customerEmail, `Your new roof passed its final inspection (${estimateNumber})`);
      const subjects = (await mailbox(app.dataDir).to(customerEmail)).map(
        (mail) => header(mail, 'Subject') ?? '',
      );
      expect(subjects.filter((subject) => subject.includes('needs a correction'))).toHaveLength(1);
      expect(subjects.filter((subject) => subject.includes('passed its'))).toHaveLength(2);

      // The homeowner's portal: the whole timeline, and the shared report among the documents.
      await customer.reload();
      const timeline = customer.getByTestId('portal-permit');
      await timeline.waitFor();
      for (const step of ['applied', 'issued', 'dry-in-passed', 'final-passed']) {
        await expect
          .poll(() => timeline.locator(`[data-step="${step}"]`).getAttribute('data-state'))
          .toBe('done');
      }
      expect(await timeline.textContent()).toContain('Cap nails missing at the eave');
      await customer.screenshot({ path: `${SHOTS}/05-portal-permit.png`, fullPage: true });
    },
    TIMEOUT_MS * 4,
  );
});
