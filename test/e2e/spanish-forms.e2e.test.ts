import { TEXT_CONSENT_DISCLOSURE, TEXT_CONSENT_LABEL } from '@roofing/contracts/text-consent';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  openQuoteWizard,
  postsTo,
  quoteFieldError,
  screenshot,
  TIMEOUT_MS,
  toast,
  useBrowserApp,
  VIEWPORTS,
} from '../support/browser.ts';

/**
 * The public forms in Spanish (issue 24), in a real browser against the real product: on `/es`
 * the quote wizard speaks Spanish (steps, labels, option labels, toasts and the schema's field
 * messages), the "Text me updates" box is unticked with its Spanish disclosure beside it, and a
 * request sent with it ticked is stored in Spanish with the consent and the Spanish disclosure.
 */
const { desktop: DESKTOP } = VIEWPORTS;

// The product and chromium, started once (with room for a busy machine: starting the embedded
// product can take longer than one test's minute when other builds share the CPU).
const { urlOf, openPage, running } = useBrowserApp({}, { startTimeoutMs: 4 * TIMEOUT_MS });

const openSpanishWizard = (page: Page) => openQuoteWizard(page, urlOf('/es'), 'Siguiente paso');

/** The stored quote's language and consent, read in the product's database. */
async function storedQuote(
  database: { db: { execute(query: ReturnType<typeof sql>): Promise<unknown> } },
  estimateNumber: string | null,
): Promise<{ language: string; text_consent: unknown } | undefined> {
  const result = (await database.db.execute(
    sql`SELECT language, text_consent FROM quote.quotes WHERE estimate_number = ${estimateNumber}`,
  )) as { rows: { language: string; text_consent: unknown }[] };
  return result.rows[0];
}

describe('the quote wizard in Spanish', () => {
  it(
    'runs in Spanish, shows Spanish field messages, and stores the Spanish consent when ticked',
    async () => {
      const page = await openPage(DESKTOP);
      const quotes = postsTo(page, '/api/quotes');
      const wizard = await openSpanishWizard(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      await wizard.getByText('Paso 1 de 3').waitFor();
      await wizard.getByRole('heading', { name: 'Detalles del proyecto' }).waitFor();

      // Option labels are Spanish; the values sent stay the API's.
      const service = wizard.getByLabel('Tipo de servicio');
      expect(await service.locator('option[value="roof-repair"]').textContent()).toBe(
        'Reparación de techo',
      );
      await service.selectOption('roof-repair');
      await wizard.getByRole('button', { name: 'Siguiente paso' }).click();

      // Step 2: the consent box is there, unticked, its disclosure read with it.
      await wizard.getByRole('heading', { name: 'Datos de contacto' }).waitFor();
      const consent = wizard.getByRole('checkbox', { name: TEXT_CONSENT_LABEL.es });
      expect(await consent.isChecked()).toBe(false);
      const disclosureId = await consent.getAttribute('aria-describedby');
      expect(await page.locator(`#${disclosureId}`).textContent()).toBe(TEXT_CONSENT_DISCLOSURE.es);
      await wizard.getByLabel('Correo electrónico').fill('dolores@');
      await wizard.getByRole('button', { name: 'Siguiente paso' }).click();
      await wizard.getByRole('button', { name: 'Enviar solicitud de cotización' }).click();

      // Refused on submit: a Spanish toast, back on step 1 at the first bad field, in Spanish.
      await toast(page, 'Revise sus datos').waitFor();
      expect(await quoteFieldError(wizard, 'propertyType').textContent()).toBe(
        'Indique el tipo de propiedad',
      );
      await wizard.getByLabel('Tipo de propiedad').selectOption('residential');
      await wizard.getByRole('button', { name: 'Siguiente paso' }).click();
      expect(await quoteFieldError(wizard, 'email').textContent()).toBe(
        'Escriba un correo electrónico válido',
      );
      expect(await quoteFieldError(wizard, 'firstName').textContent()).toBe('Indique el nombre');
      expect(quotes).toHaveLength(0);

      await wizard.getByLabel('Nombre', { exact: true }).fill('Dolores');
      await wizard.getByLabel('Apellido').fill('Pinecrest');
      await wizard.getByLabel('Teléfono').fill('(904) 555-0177');
      await wizard.getByLabel('Correo electrónico').fill('dolores.pinecrest@example.com');
      await wizard.getByLabel('Dirección').fill('48 Marsh Hen Ln');
      await wizard.getByLabel('Ciudad').fill('Fernandina Beach');
      await wizard.getByLabel('Código postal').fill('32034');
      await consent.check();
      expect(await consent.isChecked()).toBe(true);
      await screenshot(page, 'spanish-wizard-consent-1280', { fullPage: false });
      await expectNoSeriousAxeViolations(page, 'the Spanish wizard, contact step');

      await wizard.getByRole('button', { name: 'Siguiente paso' }).click();
      await wizard.getByRole('heading', { name: '¿Qué sigue?' }).waitFor();
      await wizard.getByRole('button', { name: 'Enviar solicitud de cotización' }).click();
      await toast(page, '¡Solicitud de cotización enviada!').waitFor();
      const sent = JSON.parse(quotes[0] ?? '{}') as Record<string, unknown>;
      expect(sent).toMatchObject({
        serviceType: 'roof-repair',
        propertyType: 'residential',
        language: 'es',
        textUpdates: true,
      });
      const received = wizard.getByRole('region', { name: 'Solicitud recibida' });
      await received.waitFor();
      const estimateNumber = await received.locator('[data-estimate-number]').textContent();
      expect(
        await received.getByRole('link', { name: 'Seguir este estimado' }).getAttribute('href'),
      ).toBe(`/es/estimate-tracker?number=${estimateNumber}`);

      // What the product stored: the language and the consent, with the Spanish disclosure.
      const database = running().gateway.runtime?.database;
      if (!database) throw new Error('the embedded product has no database');
      const row = await storedQuote(database, estimateNumber);
      expect(row?.language).toBe('es');
      expect(row?.text_consent).toMatchObject({
        phone: '(904) 555-0177',
        language: 'es',
        source: 'quote',
        disclosure: TEXT_CONSENT_DISCLOSURE.es,
      });
      await page.context().close();
    },
    2 * TIMEOUT_MS,
  );

  it(
    'sends no consent when the box is left unticked, and English pages keep their English',
    async () => {
      const page = await openPage(DESKTOP);
      const quotes = postsTo(page, '/api/quotes');
      const wizard = await openSpanishWizard(page);
      await wizard.getByLabel('Tipo de servicio').selectOption('inspection');
      await wizard.getByLabel('Tipo de propiedad').selectOption('commercial');
      await wizard.getByRole('button', { name: 'Siguiente paso' }).click();
      await wizard.getByLabel('Nombre', { exact: true }).fill('Rafael');
      await wizard.getByLabel('Apellido').fill('Biscayne');
      await wizard.getByLabel('Teléfono').fill('(904) 555-0123');
      await wizard.getByLabel('Correo electrónico').fill('rafael.biscayne@example.com');
      await wizard.getByLabel('Dirección').fill('200 Ocean Blvd');
      await wizard.getByLabel('Ciudad').fill('Jacksonville Beach');
      await wizard.getByLabel('Código postal').fill('32250');
      await wizard.getByRole('button', { name: 'Siguiente paso' }).click();
      await wizard.getByRole('button', { name: 'Enviar solicitud de cotización' }).click();
      await toast(page, '¡Solicitud de cotización enviada!').waitFor();
      expect(JSON.parse(quotes[0] ?? '{}')).toMatchObject({ language: 'es', textUpdates: false });
      const estimateNumber = await wizard.locator('[data-estimate-number]').textContent();
      const database = running().gateway.runtime?.database;
      if (!database) throw new Error('the embedded product has no database');
      expect(await storedQuote(database, estimateNumber)).toMatchObject({
        language: 'es',
        text_consent: null,
      });

      // The same wizard on the English page: English labels and the English consent.
      await page.goto(urlOf('/'));
      const english = page.locator('#quote-form');
      await english.scrollIntoViewIfNeeded();
      await english.getByLabel('Service type').selectOption('roof-repair');
      await english.getByRole('button', { name: 'Next Step' }).click();
      const consent = english.getByRole('checkbox', { name: TEXT_CONSENT_LABEL.en });
      expect(await consent.isChecked()).toBe(false);
      await page.context().close();
    },
    2 * TIMEOUT_MS,
  );
});

describe('the contact form in Spanish', () => {
  it(
    'speaks Spanish, shows Spanish field messages, and sends the language and the consent box',
    async () => {
      const page = await openPage(DESKTOP);
      const contacts = postsTo(page, '/api/contacts');
      await page.goto(urlOf('/es#contact'));
      const form = page.getByRole('form', { name: 'Envíenos un mensaje' });
      await form.scrollIntoViewIfNeeded();
      await form.waitFor();
      const consent = form.getByRole('checkbox', { name: TEXT_CONSENT_LABEL.es });
      expect(await consent.isChecked()).toBe(false);

      await form.getByRole('button', { name: 'Enviar mensaje' }).click();
      await form.locator('#contact-name-error').waitFor();
      expect(await form.locator('#contact-name-error').textContent()).toBe('Indique el nombre');
      expect(await form.locator('#contact-message-error').textContent()).toBe('Indique el mensaje');
      expect(contacts).toHaveLength(0);

      await form.getByLabel('Su nombre').fill('Dolores Pinecrest');
      await form.getByLabel('Número de teléfono').fill('(904) 555-0177');
      await form.getByLabel('Correo electrónico').fill('dolores.pinecrest@example.com');
      await form.getByLabel('Mensaje', { exact: true }).fill('¿Pueden revisar una gotera?');
      await consent.check();
      await form.getByRole('button', { name: 'Enviar mensaje' }).click();
      await toast(page, '¡Mensaje enviado!').waitFor();
      expect(JSON.parse(contacts[0] ?? '{}')).toMatchObject({
        name: 'Dolores Pinecrest',
        language: 'es',
        textUpdates: true,
      });
      await page.context().close();
    },
    2 * TIMEOUT_MS,
  );
});

describe('the ColdShield offer in Spanish', () => {
  it(
    'sends the page’s language with the lead, so its e-mails are in Spanish',
    async () => {
      const page = await openPage(DESKTOP);
      const leads = postsTo(page, '/api/coldshield-leads');
      await page.goto(urlOf('/es/coldshield-offer'));
      const form = page.locator('#thermal-scan-form');
      await form.scrollIntoViewIfNeeded();
      await form.getByLabel('Su nombre').fill('Ileana Frostproof');
      await form.getByLabel('Número de teléfono').fill('(904) 555-0188');
      await form.getByLabel('Correo electrónico').fill('ileana.frostproof@example.com');
      await form
        .getByLabel('Dirección de la instalación')
        .fill('4100 Cold Storage Way, Jacksonville, FL 32218');
      await form.getByRole('button', { name: 'Quiero mi escaneo térmico gratis' }).click();
      await toast(page, '¡Listo! 🎉').waitFor();
      expect(JSON.parse(leads[0] ?? '{}')).toMatchObject({ language: 'es' });
      await page.context().close();
    },
    2 * TIMEOUT_MS,
  );
});
