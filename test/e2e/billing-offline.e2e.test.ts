import { COMPANY } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp, VIEWPORTS } from '../support/browser.ts';
import { acceptAndSignInPortal } from '../support/contract-signing.ts';
import { TRUTH_ADMIN, useCustomerFixtures } from '../support/customer-fixtures.ts';
import { waitFor } from '../support/factories.ts';
import { header, mailbox } from '../support/mailbox.ts';
import { signInStaff } from '../support/staff-sign-in.ts';

/**
 * Issue 22 with no Stripe keys (the embedded default): the same job, signed, shows the customer
 * how to pay by check or bank transfer and the balance, offers no card form, and the check staff
 * record settles the deposit invoice and e-mails the receipt.
 */
const { urlOf, openPage, running } = useBrowserApp({
  ADMIN_USERNAME: TRUTH_ADMIN.username,
  ADMIN_PASSWORD: TRUTH_ADMIN.password,
});
const { preparedQuote, openPortal } = useCustomerFixtures(urlOf, () => running().dataDir);

describe('paying without online payments set up', () => {
  it(
    'shows check and bank-transfer instructions with the balance; the recorded check settles it',
    async () => {
      const { estimateNumber, id } = await preparedQuote();
      const page = await openPage(VIEWPORTS.phone);
      await openPortal(page, estimateNumber);
      await acceptAndSignInPortal(page, {
        estimateNumber,
        dataDir: running().dataDir,
        signerName: 'Dana Whitfield',
        acceptLabel: 'Yes, accept for $14,250.50',
      });

      await page.getByRole('button', { name: /^Make Payment/ }).click();
      const billing = page.getByTestId('portal-billing');
      const invoiceNumber = `INV-${new Date().getFullYear()}-0001`;
      await billing.getByTestId(`invoice-${invoiceNumber}`).waitFor();
      const instructions = billing.getByTestId('offline-payment-instructions');
      await instructions.waitFor();
      const text = (await instructions.textContent()) ?? '';
      expect(text).toContain('Balance due: $1,425.05');
      expect(text).toContain(COMPANY.legalName);
      expect(text).toContain('By bank transfer');
      // Nothing pretends to charge a card.
      expect(await billing.getByRole('button', { name: /^Pay invoice/ }).count()).toBe(0);
      expect(await page.getByLabel('Card number').count()).toBe(0);
      await page.screenshot({
        path: '/tmp/shots-billing/offline-instructions.png',
        fullPage: true,
      });

      // The office records the check that arrives: the same ledger, the same balance.
      const staff = await signInStaff(urlOf('').replace(/\/$/, ''), TRUTH_ADMIN);
      const recorded = await fetch(urlOf(`/api/payments/quote/${id}`), {
        method: 'POST',
        headers: {
          cookie: staff.cookie,
          'x-csrf-token': staff.token,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          method: 'check',
          amountCents: 142505,
          invoiceNumber,
          reference: 'Check 1042',
        }),
      });
      expect(recorded.status, await recorded.clone().text()).toBe(201);
      await page.reload();
      await page.getByRole('button', { name: /^Make Payment/ }).click();
      await billing.getByTestId(`invoice-${invoiceNumber}`).getByText('Paid').first().waitFor();
      const receipt = await waitFor(
        async () =>
          (await mailbox(running().dataDir).to('')).find((mail) =>
            (header(mail, 'Subject') ?? '').startsWith(
              `Receipt: $1,425.05 received for invoice ${invoiceNumber} (${estimateNumber})`,
            ),
          ),
        20_000,
        'the receipt of the recorded check',
      );
      expect(receipt.text).toContain('Check');
    },
    TIMEOUT_MS * 2,
  );
});
