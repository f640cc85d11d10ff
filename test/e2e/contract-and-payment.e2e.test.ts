import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, TIMEOUT_MS, VIEWPORTS } from '../support/browser.ts';
import { acceptAndSignInPortal, drawSignature } from '../support/contract-signing.ts';
import { TRUTH_ADMIN, useCustomerFixtures } from '../support/customer-fixtures.ts';
import { waitFor } from '../support/factories.ts';
import { header, mailbox } from '../support/mailbox.ts';
import { completeBrowserSignIn, signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';
import { type StripeLocal, startStripeLocal } from '../support/stripe-local/server.ts';

/**
 * Issue 22, end to end in a real browser: a prepared estimate accepted in the portal; its contract
 * read to the end and signed with a typed name, a drawn signature and an e-mailed code; the office
 * countersigns in the dashboard; the deposit invoice paid through Stripe's Payment Element (the
 * local Stripe-compatible server and its Stripe.js, webhooks signed as Stripe signs them); the
 * receipt e-mailed; the balance right; the signed PDF with both signatures and its certificate.
 */
const run = promisify(execFile);
const SHOTS = process.env.BILLING_SHOTS_DIR ?? '/tmp/shots-billing';

let stripe: StripeLocal;
let app: RunningApp;
let browser: Browser;
let customer: Page;
let staff: Page;

beforeAll(async () => {
  stripe = await startStripeLocal({ secretKey: 'sk_test_e2e', webhookSecret: 'whsec_e2e' });
  app = await startEmbeddedApp({
    ADMIN_USERNAME: TRUTH_ADMIN.username,
    ADMIN_PASSWORD: TRUTH_ADMIN.password,
    ...stripe.env,
  });
  stripe.setWebhookUrl(`${app.url}/api/payments/stripe-webhook`);
  browser = await launchChromium();
  customer = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  staff = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  await mkdir(SHOTS, { recursive: true });
}, TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await stripe?.stop();
});

const urlOf = (path: string) => new URL(path, app.url).href;
const { preparedQuote, openPortal } = useCustomerFixtures(urlOf, () => app.dataDir);

let estimateNumber = '';
let quoteId = 0;
const CUSTOMER_NAME = 'Dana Whitfield';

describe.sequential('a contract signed and its deposit paid online', () => {
  it(
    'the customer accepts, reads the contract to the end, and signs with a drawing and a code',
    async () => {
      const quote = await preparedQuote();
      estimateNumber = quote.estimateNumber;
      quoteId = quote.id;
      const session = await signInStaff(app.url, TRUTH_ADMIN);
      const [found] = await (
        await fetch(urlOf(`/api/quotes?search=${estimateNumber}`), {
          headers: { cookie: session.cookie },
        })
      ).json();
      customerEmail = found.email;
      await openPortal(customer, estimateNumber);
      await acceptAndSignInPortal(customer, {
        estimateNumber,
        dataDir: app.dataDir,
        signerName: CUSTOMER_NAME,
        acceptLabel: 'Yes, accept for $14,250.50',
        shots: SHOTS,
      });
      await customer.getByText(/you may cancel until/).waitFor();
      await customer.screenshot({ path: `${SHOTS}/03-contract-signed.png` });
    },
    TIMEOUT_MS * 2,
  );

  it(
    'the office countersigns from the dashboard and the signed PDF is stored',
    async () => {
      await staff.goto(urlOf('/admin'));
      await staff.getByLabel('Username').fill(TRUTH_ADMIN.username);
      await staff.getByLabel('Password', { exact: true }).fill(TRUTH_ADMIN.password);
      await completeBrowserSignIn(staff, TRUTH_ADMIN);
      await staff.getByLabel('Search quotes').fill(estimateNumber);
      const list = staff.getByRole('region', { name: 'Quotes', exact: true });
      await list.getByRole('button', { name: new RegExp(estimateNumber) }).click();
      const workspace = staff.getByRole('region', { name: `Quote ${estimateNumber}` });
      await workspace.getByRole('tab', { name: 'Billing' }).click();
      const billing = staff.getByTestId('job-billing');
      await billing.getByTestId('contract-status').getByText('Signed by customer').waitFor();
      await billing.getByRole('button', { name: 'Countersign' }).click();
      const dialog = staff.getByRole('dialog', {
        name: new RegExp(`^Countersign ${estimateNumber}`),
      });
      await dialog.getByLabel('Your full name').fill('Rosa Delgado');
      await drawSignature(staff, dialog.getByTestId('signature-pad'));
      await dialog.getByRole('button', { name: 'Countersign', exact: true }).click();
      await billing.getByRole('link', { name: 'Download signed PDF' }).waitFor({ timeout: 45_000 });
      await staff.screenshot({ path: `${SHOTS}/04-office-countersigned.png`, fullPage: true });

      // Both parties get the fully signed contract, attached.
      const signedMails = [
        [quoteEmailOf(), `Your signed roofing contract (${estimateNumber})`],
        ['office@shorefrontroofing.com', `Contract countersigned: ${estimateNumber}`],
      ] as const;
      for (const [to, subject] of signedMails) {
        const mail = await waitFor(
          async () =>
            (await mailbox(app.dataDir).to(to)).find((found) =>
              (header(found, 'Subject') ?? '').startsWith(subject),
            ),
          30_000,
          `the signed contract e-mailed to ${to}`,
        );
        expect(mail.text).toMatch(/Content-Type: application\/pdf/);
        expect(mail.text).toContain(`Shorefront-contract-${estimateNumber}-v1.pdf`);
      }
    },
    TIMEOUT_MS * 2,
  );

  it(
    'the customer pays the deposit invoice through the Payment Element; the receipt arrives',
    async () => {
      await customer.reload();
      await customer.getByRole('button', { name: /^Make Payment/ }).click();
      const billingView = customer.getByTestId('portal-billing');
      const invoiceNumber = `INV-${new Date().getFullYear()}-0001`;
      await billingView.getByTestId(`invoice-${invoiceNumber}`).waitFor();
      await billingView.getByRole('button', { name: `Pay invoice ${invoiceNumber}` }).click();
      // The deposit: the default 10 % of $14,250.50.
      expect(await customer.getByLabel('Amount to pay (USD)').inputValue()).toMatch(/^1,?425\.05$/);
      await customer.getByRole('button', { name: 'Continue to payment' }).click();
      const pay = customer.getByTestId('pay-invoice');
      await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
      await pay.getByLabel('Expiry (MM / YY)').fill('12 / 30');
      await pay.getByLabel('CVC').fill('123');
      await pay.getByLabel('ZIP').fill('32266');
      await customer.screenshot({ path: `${SHOTS}/05-payment-element.png`, fullPage: true });
      await pay.getByRole('button', { name: /^Pay \$/ }).click();
      await customer
        .getByTestId('payment-progress')
        .getByText(new RegExp(`recorded on invoice ${invoiceNumber}`))
        .waitFor({ timeout: 45_000 });
      await customer.screenshot({ path: `${SHOTS}/06-payment-recorded.png`, fullPage: true });

      const receipt = await waitFor(
        async () =>
          (await mailbox(app.dataDir).to(quoteEmailOf())).find((mail) =>
            (header(mail, 'Subject') ?? '').startsWith(
              `Receipt: $1,425.05 received for invoice ${invoiceNumber} (${estimateNumber})`,
            ),
          ),
        20_000,
        'the payment receipt',
      );
      expect(receipt.text).toContain(invoiceNumber);

      // The balance is one number: the contract price invoiced so far less what was paid.
      const session = await signInStaff(app.url, TRUTH_ADMIN);
      const job = await (
        await fetch(urlOf(`/api/invoices/jobs/${quoteId}`), { headers: { cookie: session.cookie } })
      ).json();
      expect(job.paid).toBe('1425.05');
      expect(job.balanceDue).toBe('0.00');
      expect(job.invoices[0].status).toBe('paid');
      expect(job.ledger.filter((entry: { kind: string }) => entry.kind === 'payment')).toHaveLength(
        1,
      );
    },
    TIMEOUT_MS * 2,
  );

  it(
    'serves the signed PDF with both signatures and the certificate page',
    async () => {
      const session = await signInStaff(app.url, TRUTH_ADMIN);
      const [contract] = await (
        await fetch(urlOf(`/api/contracts/quote/${quoteId}`), {
          headers: { cookie: session.cookie },
        })
      ).json();
      const response = await fetch(urlOf(`/api/contracts/${contract.id}/pdf`), {
        headers: { cookie: session.cookie },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/pdf');
      const pdf = Buffer.from(await response.arrayBuffer());
      const file = `${SHOTS}/signed-contract.pdf`;
      await writeFile(file, pdf);
      const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
      expect(text).toContain('Certificate of completion');
      expect(text).toContain(CUSTOMER_NAME);
      expect(text).toContain('Rosa Delgado');
      expect(text).toContain(contract.documentHash);
      await run('pdftoppm', ['-png', '-r', '50', file, `${SHOTS}/signed-contract`]);
    },
    TIMEOUT_MS,
  );
});

/** The customer's e-mail address on the quote (the fixtures number each one). */
let customerEmail = '';
const quoteEmailOf = () => customerEmail;
