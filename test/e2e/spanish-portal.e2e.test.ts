import { sealPortalLink } from '@roofing/platform';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  screenshot,
  TIMEOUT_MS,
  useBrowserApp,
  VIEWPORTS,
} from '../support/browser.ts';
import { acceptAndSignInPortal } from '../support/contract-signing.ts';
import { TRUTH_ADMIN as ADMIN, useCustomerFixtures } from '../support/customer-fixtures.ts';

/**
 * The customer's side in Spanish (issue 24) against the real product: the tracker names a real
 * estimate's state in Spanish, the tabbed portal opened on /es speaks Spanish and an e-mailed or
 * texted link (`/es/client-portal?t=…`) opens the project and stays on the Spanish portal, and a
 * service page reads in Spanish. axe finds no serious or critical issue on these pages.
 */
const { desktop: DESKTOP, phone: PHONE } = VIEWPORTS;

const { urlOf, openPage, running } = useBrowserApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});
const { preparedQuote, openPortal } = useCustomerFixtures(urlOf, () => running().dataDir);

describe('Spanish portal', () => {
  it(
    '/es/estimate-tracker shows a real estimate with its Spanish status',
    async () => {
      const { estimateNumber } = await preparedQuote();
      const page = await openPage(DESKTOP);
      await page.goto(urlOf(`/es/estimate-tracker?number=${estimateNumber}`));
      await page.getByRole('heading', { level: 1, name: 'Consulte su estimado' }).waitFor();
      const region = page.getByRole('region', { name: estimateNumber });
      await region.waitFor();
      const text = (await region.textContent()) ?? '';
      expect(text).toContain('Estimado listo');
      expect(text).toContain('Próximo paso:');
      expect(text).toContain('$14,250.50');
      expect(text).not.toContain('Estimate Ready');
      await page.getByRole('heading', { name: 'Responda a su estimado' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await screenshot(page, 'es-estimate-tracker-1280');
      await expectNoSeriousAxeViolations(page, '/es/estimate-tracker');
    },
    TIMEOUT_MS,
  );

  it(
    'the tabbed portal on /es has Spanish tabs, and a link with a token opens the project in Spanish',
    async () => {
      const page = await openPage(DESKTOP);
      await page.goto(urlOf('/es/client-portal'));
      await page.getByRole('heading', { level: 1, name: 'Portal del cliente' }).waitFor();
      const tabs = page.getByRole('tablist', { name: 'Portal del cliente' });
      await tabs.getByRole('tab', { name: 'Acceda a su estimado' }).waitFor();
      await tabs.getByRole('tab', { name: 'Pida una inspección' }).waitFor();
      await page.getByLabel('Número de estimado').waitFor();
      await screenshot(page, 'es-client-portal-1280');
      await expectNoSeriousAxeViolations(page, '/es/client-portal');

      await tabs.getByRole('tab', { name: 'Pida una inspección' }).click();
      await page.getByRole('heading', { name: 'Pida una inspección de techo' }).waitFor();
      await expectNoSeriousAxeViolations(page, '/es/client-portal inspection tab');

      // A Spanish e-mail's or text's link: redeemed once, the portal stays in Spanish.
      const { estimateNumber } = await preparedQuote();
      const secret = running().gateway.runtime?.identitySecret as string;
      const token = sealPortalLink(estimateNumber, secret);
      const linked = await openPage(PHONE);
      await linked.goto(urlOf(`/es/client-portal?t=${token}`));
      await linked.getByRole('heading', { name: 'Su proyecto de techo' }).waitFor();
      const url = new URL(linked.url());
      expect(url.pathname).toBe('/es/client-portal');
      expect(url.searchParams.get('t')).toBeNull();
      const main = (await linked.getByRole('main').textContent()) ?? '';
      expect(main).toContain(estimateNumber);
      expect(main).toContain('Estimado listo');
      expect(main).toContain('Cronología del proyecto');
      await linked.getByRole('button', { name: 'Aceptar y programar el trabajo' }).waitFor();
      await screenshot(linked, 'es-client-portal-project-390');
      await expectNoSeriousAxeViolations(linked, '/es/client-portal project');
    },
    TIMEOUT_MS,
  );

  it(
    '/es/project-status (the progress portal) shows a real project in Spanish',
    async () => {
      const { estimateNumber } = await preparedQuote();
      const page = await openPage(PHONE);
      await page.goto(urlOf(`/es/project-status?number=${estimateNumber}`));
      await page.getByRole('heading', { level: 1, name: 'Estado del proyecto' }).waitFor();
      await page.getByRole('tab', { name: 'Detalles del proyecto' }).waitFor();
      const main = (await page.getByRole('main').textContent()) ?? '';
      expect(main).toContain(estimateNumber);
      expect(main).toContain('Estimado listo');
      expect(main).toContain('Ubicación');
      expect(main).toContain('¿Una emergencia con su techo?');
      expect(main).not.toContain('Project Details');
      expect(main).not.toContain('Requested timeline');
      // Its links stay on the Spanish site.
      const links = page.getByRole('navigation', { name: 'Enlaces del estado del proyecto' });
      expect(
        await links.getByRole('link', { name: 'Portal del cliente' }).getAttribute('href'),
      ).toBe('/es/client-portal');
      expect(await page.title()).toBe('Estado del proyecto | Shorefront Roofing');
      await screenshot(page, 'es-project-status-390');
      await expectNoSeriousAxeViolations(page, '/es/project-status');
    },
    TIMEOUT_MS,
  );

  it(
    'a signed contract and its deposit invoice read in Spanish on /es/client-portal',
    async () => {
      const { estimateNumber } = await preparedQuote();
      const page = await openPage(DESKTOP);
      await openPortal(page, estimateNumber);
      await acceptAndSignInPortal(page, {
        estimateNumber,
        dataDir: running().dataDir,
        signerName: 'Marisol Ortega',
        acceptLabel: 'Yes, accept for $14,250.50',
      });
      // The same browser's portal session, now on the Spanish portal.
      await page.goto(urlOf('/es/client-portal'));
      await page.getByRole('heading', { name: 'Su proyecto de techo' }).waitFor();
      const contract = page.getByTestId('your-contract');
      await contract.getByRole('heading', { name: 'Su contrato' }).waitFor();
      const contractText = (await contract.textContent()) ?? '';
      expect(contractText).toContain('Firmado por el cliente');
      expect(contractText).toContain('Precio del contrato');
      expect(contractText).toContain('$14,250.50');
      expect(contractText).toContain('puede cancelarlo hasta el');
      expect(contractText).not.toContain('Signed on');
      await contract.getByRole('button', { name: 'Leer el contrato' }).waitFor();
      await contract.getByRole('button', { name: 'Cancelar el contrato' }).waitFor();

      await page.getByRole('button', { name: /^Hacer un pago/ }).click();
      const billing = page.getByTestId('portal-billing');
      await billing.getByRole('heading', { name: 'Hacer un pago' }).waitFor();
      const invoiceNumber = `INV-${new Date().getFullYear()}-`;
      const invoice = billing.locator(`[data-testid^="invoice-${invoiceNumber}"]`).first();
      await invoice.waitFor();
      const invoiceText = (await invoice.textContent()) ?? '';
      expect(invoiceText).toContain('Depósito');
      expect(invoiceText).toContain('Pendiente');
      expect(invoiceText).toContain('Saldo pendiente');
      expect(invoiceText).toContain('$1,425.05');
      expect(invoiceText).toContain('Descargar PDF');
      const billingText = (await billing.textContent()) ?? '';
      expect(billingText).toContain('Pagos');
      expect(billingText).toContain('Cómo pagar');
      expect(billingText).toContain('Con cheque');
      expect(billingText).not.toContain('Balance due');
      await billing.scrollIntoViewIfNeeded();
      await screenshot(page, 'es-portal-billing-1280');
      await expectNoSeriousAxeViolations(page, '/es/client-portal billing');
    },
    TIMEOUT_MS * 2,
  );

  it(
    '/es/services/residential is in Spanish',
    async () => {
      const page = await openPage(DESKTOP);
      await page.goto(urlOf('/es/services/residential'));
      await page
        .getByRole('heading', {
          level: 1,
          name: 'Un techo nuevo hecho para la costa del norte de Florida',
        })
        .waitFor();
      await page.getByRole('heading', { name: 'Sistemas de techo que instalamos' }).waitFor();
      await page.getByRole('heading', { name: 'Techos de metal de junta alzada' }).waitFor();
      expect(await page.title()).toBe('Techos residenciales | Shorefront Roofing');
      // The quote button stays on the Spanish site.
      const quote = page.getByRole('link', { name: 'Pida su cotización gratis' }).first();
      expect(await quote.getAttribute('href')).toBe('/es#quote-form');
      await screenshot(page, 'es-services-residential-1280');
      await expectNoSeriousAxeViolations(page, '/es/services/residential');
    },
    TIMEOUT_MS,
  );
});
