import {
  easternDay,
  easternInstant,
  TEXT_CONSENT_DISCLOSURE,
  TEXT_CONSENT_LABEL,
} from '@roofing/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPublicAddress } from '../../services/messaging/test/support/sms.ts';
import {
  expectNoSeriousAxeViolations,
  launchChromium,
  screenshot,
  TIMEOUT_MS,
  VIEWPORTS,
} from '../support/browser.ts';
import { waitFor } from '../support/factories.ts';
import { mailbox } from '../support/mailbox.ts';
import { type SignedInStaff, signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';
import { startTwilioLocal, type TwilioLocal } from '../support/twilio-local/server.ts';

/**
 * Issue 24's "done when", end to end: a homeowner asks for a quote on the Spanish site with
 * "text me" ticked; the confirmation e-mail and the text come in Spanish; the homeowner replies to
 * the text, the office sees the reply in the job's messages and answers, and the answer arrives
 * as a text; STOP stops everything (one confirmation, then silence); the Spanish pages pass axe.
 * Texts go through Twilio's API (the local Twilio-compatible server) and its webhooks arrive
 * signed at the site's public address.
 */
const ADMIN = { username: 'spanish-office', password: 'Spanish-office-pass-2026' };
const ACCOUNT = `AC${'7e'.repeat(16)}`;
const TOKEN = 'spanish-texts-e2e-token';

let twilio: TwilioLocal;
let site: Awaited<ReturnType<typeof startPublicAddress>>;
let app: RunningApp;
let browser: Browser;
let page: Page;
let office: SignedInStaff;

beforeAll(async () => {
  // Texts wait for 8 AM–8 PM Eastern (Florida's rule); the test may run at any hour, so the
  // product's clock reads midday today (and keeps moving).
  vi.useFakeTimers({
    toFake: ['Date'],
    now: easternInstant(`${easternDay(new Date())}T12:00`) as Date,
    shouldAdvanceTime: true,
  });
  twilio = await startTwilioLocal({ accountSid: ACCOUNT, authToken: TOKEN });
  site = await startPublicAddress();
  app = await startEmbeddedApp({
    ...twilio.env,
    PUBLIC_URL: site.url,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  site.forwardTo(app.url);
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
  office = await signInStaff(site.url, ADMIN);
}, TIMEOUT_MS);

afterAll(async () => {
  vi.useRealTimers();
  await browser?.close();
  await app?.close();
  await site?.close();
  await twilio?.stop();
});

const PHONE = '(904) 555-0187';
const E164 = '+19045550187';
const EMAIL = 'maria.gonzalez@example.com';
const textsTo = () => twilio.sent().filter((message) => message.to === E164);

async function staffFetch(path: string, init: { method?: string; body?: unknown } = {}) {
  return fetch(`${site.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      cookie: office.cookie,
      'x-csrf-token': office.token,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
}

let estimateNumber = '';

describe('a Spanish-speaking homeowner with texts', () => {
  it('asks for a quote on the Spanish site with "text me" ticked', async () => {
    await page.goto(`${site.url}/es`);
    const wizard = page.locator('#quote-form');
    await wizard.scrollIntoViewIfNeeded();
    await wizard.getByRole('button', { name: 'Siguiente paso' }).waitFor();
    await wizard.getByLabel('Tipo de servicio').selectOption('roof-repair');
    await wizard.getByLabel('Tipo de propiedad').selectOption('residential');
    await wizard.getByRole('button', { name: 'Siguiente paso' }).click();
    await wizard.getByRole('heading', { name: 'Datos de contacto' }).waitFor();
    await wizard.getByLabel('Nombre', { exact: true }).fill('María');
    await wizard.getByLabel('Apellido').fill('González');
    await wizard.getByLabel('Teléfono').fill(PHONE);
    await wizard.getByLabel('Correo electrónico').fill(EMAIL);
    await wizard.getByLabel('Dirección').fill('41 Calle Ocho Ct');
    await wizard.getByLabel('Ciudad').fill('Jacksonville Beach');
    await wizard.getByLabel('Código postal').fill('32250');
    const consent = wizard.getByRole('checkbox', { name: TEXT_CONSENT_LABEL.es });
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await wizard.getByRole('button', { name: 'Siguiente paso' }).click();
    const sent = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/quotes' &&
        response.request().method() === 'POST',
    );
    await wizard.getByRole('button', { name: 'Enviar solicitud de cotización' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const quote = (await response.json()) as {
      estimateNumber: string;
      language: string;
      textConsent: { disclosure: string } | null;
    };
    expect(quote.language).toBe('es');
    expect(quote.textConsent?.disclosure).toBe(TEXT_CONSENT_DISCLOSURE.es);
    estimateNumber = quote.estimateNumber;
    await wizard.getByRole('region', { name: 'Solicitud recibida' }).waitFor();
    await screenshot(page, 'es-quote-received-1280', { fullPage: false });
  });

  it('receives the confirmation e-mail and the text in Spanish', async () => {
    const [mail] = await waitFor(async () => {
      const mails = await mailbox(app.dataDir).to(EMAIL);
      return mails.length > 0 ? mails : undefined;
    });
    expect(mail?.text).toContain('lang="es"');
    expect(mail?.text).toMatch(/Hola,? María/);

    // The office's alert is in English and says which language to answer in.
    const alert = await waitFor(async () =>
      (await mailbox(app.dataDir).to('office@shorefrontroofing.com')).find((office) =>
        office.text.includes(estimateNumber),
      ),
    );
    expect(alert.text).toContain('Spanish: the customer wrote in Spanish');

    const [text] = await waitFor(() => (textsTo().length > 0 ? textsTo() : undefined));
    expect(text?.body).toMatch(/Hola, María/);
    expect(text?.body).toContain(`${site.url}/es/client-portal?t=`);
    expect(text?.body).not.toContain(estimateNumber);
  });

  it('replies to the text; the office sees the reply in the job and answers by text', async () => {
    const before = textsTo().length;
    await twilio.sendInbound({
      from: E164,
      body: 'El martes por la mañana me viene bien. ¿Traen escalera?',
      url: `${site.url}/api/sms/inbound`,
    });
    const thread = await waitFor(async () => {
      const response = await staffFetch(`/api/project-messages/${estimateNumber}`);
      const messages = (await response.json()) as Array<{
        messageContent: string;
        senderType: string;
        viaText?: boolean;
      }>;
      return messages.some((message) => message.messageContent.includes('El martes'))
        ? messages
        : undefined;
    });
    const reply = thread.find((message) => message.messageContent.includes('El martes'));
    expect(reply).toMatchObject({ senderType: 'customer', viaText: true });

    const answer = await staffFetch('/api/project-messages', {
      method: 'POST',
      body: {
        estimateNumber,
        messageContent: 'Sí, llevamos escalera. Llegamos el martes a las 9.',
      },
    });
    expect(answer.status).toBe(201);
    const texted = await waitFor(() => {
      const sent = textsTo().slice(before);
      return sent.find((message) => message.body.includes('llevamos escalera'));
    });
    expect(texted.body).toContain('Sí, llevamos escalera');
  });

  it('STOP stops everything: one confirmation, then no text at all', async () => {
    const stop = await twilio.sendInbound({
      from: E164,
      body: 'STOP',
      url: `${site.url}/api/sms/inbound`,
    });
    expect(stop.status).toBe(200);
    // The one confirmation the carriers require, in her language, in the webhook's answer.
    expect(stop.answer).toMatch(/<Message>[^<]+<\/Message>/);
    expect(stop.answer).toMatch(/no recibirá|cancelad|dado de baja|START/i);
    const countAfterStop = textsTo().length;

    await staffFetch('/api/project-messages', {
      method: 'POST',
      body: { estimateNumber, messageContent: '¿Sigue interesada en la reparación?' },
    });
    // The office's message is stored (and e-mailed), but no text goes out.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(textsTo().length).toBe(countAfterStop);
    const messages = (await (
      await staffFetch(`/api/project-messages/${estimateNumber}`)
    ).json()) as Array<{ messageContent: string; textStatus?: string | null }>;
    const last = messages.find((message) => message.messageContent.includes('Sigue interesada'));
    expect(last).toBeDefined();
    expect(last?.textStatus ?? null).not.toBe('delivered');
  });
});

describe('the Spanish pages', () => {
  it.each([
    '/es',
    '/es/financing',
    '/es/blog/1',
    '/es/services/residential',
    '/es/estimate-tracker',
    '/es/client-portal',
    '/es/coldshield-offer',
    '/es/instant-quote',
  ])('%s is in Spanish and has no serious axe violation', async (path) => {
    await page.goto(`${site.url}${path}`);
    await page.locator('main h1, main h2').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expectNoSeriousAxeViolations(page, `spanish ${path}`);
    if (path === '/es') await screenshot(page, 'es-home-1280', { fullPage: false });
  });
});
